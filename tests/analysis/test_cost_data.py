"""db/cloud_offerings.csv and db/power_performance.csv: they load, cite sources, name real
GPU models; the loader refuses broken rows with the file and line."""

from __future__ import annotations

from pathlib import Path

import pytest

from configurator.analysis.offerings import (
    OFFERINGS_FILE,
    POWER_PERFORMANCE_FILE,
    OfferingsError,
    gpus_by_model,
    load_offerings,
    load_power_curves,
)

DB = Path(__file__).parents[2] / "db"
HEADER = ("id,provider,instance,gpu_model,gpu_count,price,price_unit,currency,region,price_date,"
          "fp32_gflops_per_gpu,fp16_gflops_per_gpu,notes,source_url\n")
GOOD_ROW = "x,P,i,Tesla T4,1,0.5,hour,USD,r,2020-01,,,,https://example.com\n"


@pytest.fixture(scope="module")
def offerings():
    return load_offerings(DB / OFFERINGS_FILE)


def test_the_required_offerings_are_there(offerings) -> None:
    instances = {(o.provider, o.instance) for o in offerings}
    for wanted in ("p2.xlarge", "p3.2xlarge", "p3.8xlarge", "g4dn.xlarge",
                   "p4d.24xlarge", "p5.48xlarge", "g6e.xlarge", "g6.xlarge"):
        assert ("AWS", wanted) in instances
    for wanted in ("a2-highgpu-1g", "a3-highgpu-8g", "g2-standard-4"):
        assert ("Google Cloud", wanted) in instances
    google = [o for o in offerings if o.provider == "Google Cloud"]
    assert {o.gpu_model for o in google} == {
        "Tesla T4", "Tesla V100 PCIe", "NVIDIA A100 PCIe 40GB", "NVIDIA H100 PCIe", "NVIDIA L4"}
    # Current A100, H100, L40S and L4 offerings from at least two GPU clouds besides AWS and Google.
    current = {"NVIDIA A100 PCIe 40GB", "NVIDIA H100 PCIe", "NVIDIA L40S", "NVIDIA L4"}
    assert current <= {o.gpu_model for o in offerings}
    gpu_clouds = {o.provider for o in offerings if o.gpu_model in current} - {"AWS", "Google Cloud"}
    assert len(gpu_clouds) >= 2, gpu_clouds
    monthly = [o for o in offerings if o.price_unit == "month"]
    assert any(o.gpu_model == "GeForce GTX 1080 Ti" for o in monthly)


def test_every_offering_cites_a_source_and_a_date(offerings) -> None:
    for o in offerings:
        assert o.source_url.startswith("https://"), o.id
        assert len(o.price_date) == 7 and o.price_date[4] == "-", o.id


def test_every_model_is_a_catalog_model(offerings, catalog) -> None:
    by_model = gpus_by_model(catalog.parts("gpu"))
    for o in offerings:
        assert o.gpu_model in by_model, o.id
        assert o.gflops(by_model[o.gpu_model]) > 0, o.id


def test_a_p2_xlarge_has_half_a_k80_board(offerings, catalog) -> None:
    by_model = gpus_by_model(catalog.parts("gpu"))
    p2 = next(o for o in offerings if o.instance == "p2.xlarge")
    k80 = by_model["Tesla K80"]
    assert k80.gpu_count == 2
    assert p2.gpu_count == 1
    assert p2.gflops(k80) == pytest.approx(k80.fp32_gflops / 2)


def test_p5_uses_the_h100_sxm_figures(offerings) -> None:
    p5 = next(o for o in offerings if o.instance == "p5.48xlarge")
    assert p5.gflops(None) == pytest.approx(8 * 67_000)
    assert p5.gflops(None, "fp16") == pytest.approx(8 * 989_500)


def test_p3_uses_the_sxm2_figures(offerings) -> None:
    p3 = next(o for o in offerings if o.instance == "p3.8xlarge")
    assert p3.gflops(None) == pytest.approx(4 * 15_700)
    assert p3.gflops(None, "fp16") == pytest.approx(4 * 125_000)


def test_power_curves_load_with_the_cited_turing_point() -> None:
    curves = load_power_curves(DB / POWER_PERFORMANCE_FILE)
    turing = curves["turing"]
    # Dettmers: 50 W off a 250 W RTX 2080 Ti costs 7 %
    assert turing.power_fractions == (0.8, 1.0)
    assert turing.throughput_fractions == (0.93, 1.0)
    assert turing.source_url.startswith("https://timdettmers.com/")
    # Puget Systems: an RTX 3090 limited from its reference 350 W to 280 W keeps 95 %.
    ampere = curves["ampere"]
    assert ampere.reference_w == 350
    assert ampere.power_fractions == pytest.approx((280 / 350, 1.0))
    assert ampere.throughput_fractions == (0.95, 1.0)
    ada = curves["ada lovelace"]
    assert ada.reference_w == 450
    assert list(ada.power_fractions) == sorted(ada.power_fractions)
    assert ada.throughput_fractions[-1] == 1.0


@pytest.mark.parametrize(("row", "complaint"), [
    ("y,P,i,Tesla T4,1,-0.5,hour,USD,r,2020-01,,,,https://e.com\n", "price"),
    ("y,P,i,Tesla T4,1,0.5,week,USD,r,2020-01,,,,https://e.com\n", "price_unit"),
    ("y,P,i,Tesla T4,1,0.5,hour,GBP,r,2020-01,,,,https://e.com\n", "currency"),
    ("y,P,i,Tesla T4,0,0.5,hour,USD,r,2020-01,,,,https://e.com\n", "gpu_count"),
    ("y,P,i,Tesla T4,1,abc,hour,USD,r,2020-01,,,,https://e.com\n", "should be a number"),
    ("y,P,i,Tesla T4,1,0.5,hour,USD,r,2020-01,,,,\n", "source_url"),
    ("y,P,i,Tesla T4,1,0.5,hour,USD\n", "cells"),
    (GOOD_ROW, "twice"),
])
def test_broken_rows_are_refused_with_their_line(tmp_path: Path, row: str, complaint: str) -> None:
    path = tmp_path / "offerings.csv"
    path.write_text("# a comment\n" + HEADER + GOOD_ROW + row, encoding="utf-8")
    with pytest.raises(OfferingsError) as caught:
        load_offerings(path)
    message = str(caught.value)
    assert "line 4" in message and complaint in message
    assert "\n" not in message


def test_a_missing_file_is_one_line(tmp_path: Path) -> None:
    with pytest.raises(OfferingsError, match="no such file"):
        load_offerings(tmp_path / "absent.csv")


def test_a_data_file_problem_is_a_message_to_translate(tmp_path: Path) -> None:
    """The cost tab and `configurator cost` show it in the user's language: every word of
    it comes from a template (marked here), the rest is the file's own data."""
    path = tmp_path / "offerings.csv"
    path.write_text(HEADER + GOOD_ROW.replace(",hour,", ",week,"), encoding="utf-8")
    with pytest.raises(OfferingsError) as caught:
        load_offerings(path)
    marked = caught.value.message.render(lambda template: f"<{template}>")
    assert marked == (f"<<{path} line 2>, column price_unit: "
                      "<should be one of hour, month (got 'week')>>")
    assert str(caught.value) == (f"{path} line 2, column price_unit: should be one of hour, "
                                 "month (got 'week')")
