"""`configurator plot`: the default series, `--series NAME...` and `--log`."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from cli_runner import run_cli

SVG_NS = "{http://www.w3.org/2000/svg}"


def run(*args: str, data_dir: Path):
    return run_cli(*args, env={"CONFIGURATOR_DATA_DIR": str(data_dir)})


def svg_text(path: Path) -> str:
    root = ET.parse(path).getroot()
    return "\n".join("".join(node.itertext()) for node in root.iter(f"{SVG_NS}text"))


def test_default_plot_shows_the_three_series_with_every_card_labelled(tmp_path: Path) -> None:
    out = tmp_path / "p.svg"
    result = run("plot", "price", "-o", str(out), data_dir=tmp_path)
    assert result.returncode == 0, result.stderr
    text = svg_text(out)
    for name in ("GTX 900", "GTX 1000", "RTX 2000", "GTX 950", "GTX 1080 Ti", "RTX 2080 Ti"):
        assert name in text
    assert "RTX 4090" not in text and "RTX 3000" not in text


def test_series_option_adds_series_and_log_axes(tmp_path: Path) -> None:
    out = tmp_path / "p.svg"
    result = run("plot", "power", "--series", "RTX 3000", "Data center", "--price", "catalog",
                 "--log", "-o", str(out), data_dir=tmp_path)
    assert result.returncode == 0, result.stderr
    text = svg_text(out)
    for name in ("RTX 3000", "Data center", "RTX 3090", "H100 PCIe", "L4", "Tesla K80"):
        assert name in text
    assert "RTX 4000" not in text
    assert "100,000" in text  # a log axis' decade, written out


def test_an_unknown_series_is_refused_with_the_choices(tmp_path: Path) -> None:
    result = run("plot", "price", "--series", "RTX 9000", "-o", str(tmp_path / "p.png"),
                 data_dir=tmp_path)
    assert result.returncode == 2
    assert "RTX 9000" in result.stderr and "Data center" in result.stderr
    assert not (tmp_path / "p.png").exists()


def test_cards_without_a_launch_price_are_plotted_at_their_catalog_price_and_marked(
        tmp_path: Path) -> None:
    """Issue 30 item 6: on the launch-price plot the data-center cards were left out."""
    out = tmp_path / "p.svg"
    result = run("plot", "price", "--series", "Data center", "--log", "-o", str(out),
                 data_dir=tmp_path)
    assert result.returncode == 0, result.stderr
    text = svg_text(out)
    assert "* at catalog price: no launch price" in text  # the legend's entry
    assert "H100 PCIe *" in text or "H100 PCIe 80GB *" in text  # the card's own label
    assert "Left out for lack of a launch price" not in text
    assert "plotted at their catalog price for lack of a launch price (marked *)" in result.stdout
    assert "H100" in result.stdout.splitlines()[-1]
