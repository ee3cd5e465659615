"""The caption's numbers, one of them worked out by hand from the shipped catalog."""

from __future__ import annotations

import pytest

from configurator.analysis.caption import caption_figures
from configurator.analysis.series_gather import series_from_catalog
from configurator.words.caption import caption_text

# The shipped db/gpus.csv rows, copied by hand: (part id, FP32 GFLOPS at boost, launch USD, TDP W).
GTX_900 = [
    ("gtx-950-ref", 1824.8, 159, 90),
    ("gtx-960-ref", 2412.5, 199, 120),
    ("gtx-970-ref", 3920.4, 329, 145),
    ("gtx-980-ref", 4980.7, 549, 165),
    ("gtx-980-ti-ref", 6054.4, 649, 250),
]
GTX_1000 = [
    ("gtx-1050-ref", 1862.4, 109, 75),
    ("gtx-1050-ti-ref", 2138.1, 139, 75),
    ("gtx-1060-3gb-ref", 3935.2, 199, 120),
    ("gtx-1060-6gb-fe", 4372.5, 299, 120),
    ("gtx-1070-fe", 6462.7, 449, 150),
    ("gtx-1070-ti-fe", 8186.1, 449, 180),
    ("gtx-1080-fe", 8873.0, 699, 180),
    ("gtx-1080-ti-fe", 11339.8, 699, 250),
]


def test_the_hand_copied_rows_are_the_catalogs(catalog) -> None:
    for part_id, gflops, launch_usd, tdp_w in GTX_900 + GTX_1000:
        spec = catalog.get(part_id)
        assert (spec.fp32_gflops, spec.launch_price_usd, spec.tdp_w) == (
            gflops, launch_usd, tdp_w), part_id


def test_worked_ratio_gtx_1000_over_gtx_900_per_dollar(catalog) -> None:
    # GFLOPS per dollar, sorted:
    #   GTX 900:  980 9.072, 980 Ti 9.329, 950 11.477, 970 11.916, 960 12.123
    #             -> median (3rd of 5) = 1824.8 / 159 = 11.4767
    #   GTX 1000: 1080 12.694, 1070 14.393, 1060 6GB 14.624, 1050 Ti 15.382,
    #             1080 Ti 16.223, 1050 17.086, 1070 Ti 18.232, 1060 3GB 19.775
    #             -> median (mean of 4th and 5th) = (2138.1/139 + 11339.8/699) / 2 = 15.8025
    #   ratio = 15.8025 / 11.4767 = 1.3769 -> "1.38"
    median_900 = 1824.8 / 159
    median_1000 = (2138.1 / 139 + 11339.8 / 699) / 2
    by_hand = median_1000 / median_900
    assert round(by_hand, 2) == 1.38

    figures = caption_figures(series_from_catalog(catalog), "price")
    gtx_1000_vs_900 = figures.per_usd[0]
    assert (gtx_1000_vs_900.newer, gtx_1000_vs_900.older) == ("GTX 1000", "GTX 900")
    assert round(gtx_1000_vs_900.ratio, 2) == round(by_hand, 2)
    assert gtx_1000_vs_900.ratio == pytest.approx(by_hand, rel=1e-12)
    assert "GTX 1000 gives 1.38× GTX 900" in caption_text(figures)


def test_worked_ratio_gtx_1000_over_gtx_900_per_watt(catalog) -> None:
    # GFLOPS per watt medians: GTX 900 = 6054.4 / 250 = 24.218 (3rd of 5);
    # GTX 1000 = (4372.5/120 + 6462.7/150) / 2 = 39.761 -> ratio 1.6418 -> "1.64"
    by_hand = ((4372.5 / 120 + 6462.7 / 150) / 2) / (6054.4 / 250)
    figures = caption_figures(series_from_catalog(catalog), "power")
    assert figures.per_w[0].ratio == pytest.approx(by_hand, rel=1e-12)
    assert f"GTX 1000 gives {by_hand:.2f}× GTX 900" in caption_text(figures)


def test_caption_ratios_match_the_medians_of_the_series(catalog) -> None:
    series_set = series_from_catalog(catalog)
    figures = caption_figures(series_set, "price")
    rtx, pascal = series_set.get("RTX 2000"), series_set.get("GTX 1000")
    assert figures.per_usd[1].ratio == pytest.approx(
        rtx.median_gflops_per_usd / pascal.median_gflops_per_usd)
    assert figures.per_w[1].ratio == pytest.approx(
        rtx.median_gflops_per_w / pascal.median_gflops_per_w)


@pytest.mark.parametrize("kind", ["price", "power"])
def test_caption_gives_r_squared_of_each_series_on_the_plots_axis(catalog, kind) -> None:
    series_set = series_from_catalog(catalog)
    figures = caption_figures(series_set, kind)
    text = caption_text(figures)
    assert [name for name, _ in figures.r_squared] == ["GTX 900", "GTX 1000", "RTX 2000"]
    for name, r_squared in figures.r_squared:
        assert r_squared == pytest.approx(series_set.get(name).fit(kind).r_squared)
        assert f"{name} {r_squared:.2f}" in text
    assert f"How well {kind} explains GFLOPS" in text
    # The plot's own axis leads the caption.
    first = "GFLOPS per dollar" if kind == "price" else "GFLOPS per watt"
    assert text.startswith(first)


def test_fp16_caption_says_which_cards_are_left_out(catalog) -> None:
    figures = caption_figures(series_from_catalog(catalog, metric="fp16"), "price")
    text = caption_text(figures)
    # The caption follows the series shown: GTX 900 has no FP16 figure, so the first
    # comparison is of the series that are on the plot.
    assert [(r.newer, r.older) for r in figures.per_usd] == [("RTX 2000", "GTX 1000")]
    assert "GTX 900" not in text.split("Left out")[0]
    assert "Left out for lack of an FP16 figure: 5 cards (GTX 900)." in text
    assert "FP16 tensor rate" in text
    assert "GTX 900" not in dict(figures.r_squared)


def test_caption_wording_goes_through_translate(catalog) -> None:
    figures = caption_figures(series_from_catalog(catalog), "price")
    text = caption_text(figures, translate=lambda template: template.replace("gives", "GIVES"))
    assert "GTX 1000 GIVES 1.38× GTX 900" in text
