"""Issue 17, point 20: the eight-GPU BOM PDF had a page with two bullet lines and nothing
else before the drawing, and its charts were 1280-pixel images."""

from __future__ import annotations

import subprocess
from pathlib import Path

from PySide6.QtGui import QImage

from configurator.model.buildfile import read_build
from configurator.report.export import export_bom
from configurator.rules import validate

TEMPLATES = Path(__file__).parents[3] / "resources" / "templates"
FOOTER_SHARE = 0.06  # the footer line at the bottom of every page
NEAR_EMPTY_SHARE = 0.4  # content ending above this share of the page: near-empty


def _eight_gpu_pdf(tmp_path: Path, catalog) -> Path:
    loaded = read_build(TEMPLATES / "5-eight-gpus.gwb.json", catalog)
    report = validate(loaded.resolved, catalog.alternatives())
    path = tmp_path / "eight.pdf"
    export_bom(loaded, report, catalog, pdf_path=path, include_plots=True)
    return path


def _content_bottom(page: QImage) -> float:
    """The lowest ink above the footer, as a share of the page's height."""
    limit = int(page.height() * (1 - FOOTER_SHARE))
    for y in range(limit - 1, -1, -1):
        if any(page.pixelColor(x, y).lightness() < 200 for x in range(0, page.width(), 2)):
            return y / page.height()
    return 0.0


def test_no_near_empty_page_and_the_charts_are_vectors(qapp, tmp_path: Path, catalog) -> None:
    path = _eight_gpu_pdf(tmp_path, catalog)
    subprocess.run(["pdftoppm", "-png", "-r", "20", str(path), str(tmp_path / "page")],
                   check=True)
    pages = sorted(tmp_path.glob("page-*.png"))
    assert len(pages) >= 3
    for page in pages[:-1]:
        assert _content_bottom(QImage(str(page))) >= NEAR_EMPTY_SHARE, page.name
    images = subprocess.run(["pdfimages", "-list", str(path)], capture_output=True,
                            text=True, check=True).stdout.strip().splitlines()[2:]
    assert images == []  # the chassis and both charts are drawn as vectors
    text = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True,
                          check=True).stdout
    assert "GFLOPS vs price" in text and "Launch price" in text  # chart text is text
