"""Series membership and point counts, checked against the catalog's own specs."""

from __future__ import annotations

from collections import defaultdict

import pytest

from configurator.analysis.series import OPTIONAL_SERIES, SERIES_COMPARED, TITAN_SERIES, card_label
from configurator.analysis.series_gather import gather_series, plotted_ids_for, series_from_catalog
from configurator.model.parts import GpuSpec


def _expected_members(catalog, series_names) -> dict[str, set[str]]:
    """Reference-design GPUs of each series, straight from the catalog's specs (not those
    whose prices nobody published: NVIDIA-made cards imported from OpenDB)."""
    members: dict[str, set[str]] = defaultdict(set)
    for part in catalog.parts("gpu"):
        if (part.reference_design and part.series in series_names
                and not {"price_usd", "launch_price_usd"} & set(part.unknown)):
            members[part.series].add(part.id)
    return members


def _gpu(part_id: str, **fields) -> GpuSpec:
    spec = {"id": part_id, "name": part_id.upper(), "model": f"Model {part_id}",
            "series": "GTX 1000", "fp32_gflops": 5000.0, "memory_gb": 8, "tdp_w": 150,
            "length_mm": 267, "reference_design": True, "launch_price_usd": 400,
            "price_usd": 350}
    spec.update(fields)
    return GpuSpec(**spec)


def test_series_hold_every_reference_card_of_the_catalog(catalog) -> None:
    series_set = series_from_catalog(catalog)
    expected = _expected_members(catalog, SERIES_COMPARED)
    assert [s.name for s in series_set.series] == list(SERIES_COMPARED)
    for series in series_set.series:
        assert {p.part_id for p in series.points} == expected[series.name]
    # The shipped catalog, counted by hand: five Maxwell, eight Pascal, seven Turing cards.
    assert {s.name: len(s.points) for s in series_set.series} == {
        "GTX 900": 5, "GTX 1000": 8, "RTX 2000": 7}
    assert series_set.left_out == ()


def test_teslas_partner_cards_and_titans_stay_out_by_default(catalog) -> None:
    plotted = {p.part_id for p in series_from_catalog(catalog).points}
    for part in catalog.parts("gpu"):
        if part.series in ("Tesla", TITAN_SERIES) or not part.reference_design:
            assert part.id not in plotted, part.id
    assert "asus-turbo-gtx-1080-ti" not in plotted
    assert "gtx-1080-ti-fe" in plotted


def test_titans_are_a_series_of_their_own_when_asked(catalog) -> None:
    series_set = series_from_catalog(catalog, include_titans=True)
    titans = series_set.get(TITAN_SERIES)
    expected = _expected_members(catalog, (TITAN_SERIES,))[TITAN_SERIES]
    assert {p.part_id for p in titans.points} == expected
    assert len(expected) == 4
    assert series_set.get("GTX 1000").points == series_from_catalog(catalog).get(
        "GTX 1000").points


def test_points_carry_the_specs_figures(catalog) -> None:
    point = series_from_catalog(catalog).point("gtx-1080-ti-fe")
    spec = catalog.get("gtx-1080-ti-fe")
    assert (point.price_usd, point.power_w, point.gflops) == (
        spec.launch_price_usd, spec.tdp_w, spec.fp32_gflops)
    assert point.gflops_per_usd == pytest.approx(11339.8 / 699)
    assert point.gflops_per_w == pytest.approx(11339.8 / 250)


def test_fp16_view_leaves_out_cards_without_an_fp16_figure(catalog) -> None:
    series_set = series_from_catalog(catalog, metric="fp16")
    no_fp16 = {part.id for part in catalog.parts("gpu")
               if part.reference_design and part.series in SERIES_COMPARED
               and part.fp16_gflops is None and "fp16_gflops" not in part.unknown}
    assert {entry.part_id for entry in series_set.left_out_for("no_metric")} == no_fp16
    assert series_set.get("GTX 900").points == ()
    rtx = series_set.get("RTX 2000")
    assert all(p.gflops == catalog.get(p.part_id).fp16_gflops for p in rtx.points)
    assert len(rtx.points) == len(_expected_members(catalog, ("RTX 2000",))["RTX 2000"])


def test_cards_without_the_chosen_price_are_left_out_and_counted() -> None:
    gpus = [
        _gpu("a", launch_price_usd=None),  # no launch price known
        _gpu("b", price_usd=0),  # the catalog's "no current price"
        _gpu("c"),
        _gpu("d", series="Tesla"),
        _gpu("e", reference_design=False),
    ]
    launch = gather_series(gpus, price_basis="launch")
    # no launch price: plotted at its catalog price, and marked so (issue 30 item 6)
    assert [p.part_id for p in launch.points] == ["a", "b", "c"]
    assert [p.at_catalog_price for p in launch.points] == [True, False, False]
    assert launch.get("GTX 1000").points[0].label.endswith(" *")
    assert launch.left_out == ()
    # no price at all: left out
    nothing = gather_series([_gpu("z", launch_price_usd=None, price_usd=0)])
    assert [(e.part_id, e.reason) for e in nothing.left_out] == [("z", "no_price")]
    current = gather_series(gpus, price_basis="catalog")
    assert [p.part_id for p in current.points] == ["a", "c"]
    assert [p.price_usd for p in current.points] == [350, 350]
    assert [(e.part_id, e.reason) for e in current.left_out] == [("b", "no_price")]


def test_points_are_joined_in_x_order() -> None:
    gpus = [_gpu("cheap-hot", launch_price_usd=100, tdp_w=300),
            _gpu("dear-cool", launch_price_usd=900, tdp_w=75),
            _gpu("mid", launch_price_usd=500, tdp_w=150)]
    series = gather_series(gpus).get("GTX 1000")
    assert [p.part_id for p in series.sorted_by("price")] == ["cheap-hot", "mid", "dear-cool"]
    assert [p.part_id for p in series.sorted_by("power")] == ["dear-cool", "mid", "cheap-hot"]
    assert list(series.xs("power")) == [75, 150, 300]


def test_partner_cards_of_a_build_stand_as_their_reference_model(catalog) -> None:
    series_set = series_from_catalog(catalog)
    parts = [catalog.get(i) for i in ("asus-turbo-rtx-2080-ti", "gtx-1080-ti-fe", "tesla-t4")]
    assert plotted_ids_for(series_set, parts) == {"rtx-2080-ti-fe", "gtx-1080-ti-fe"}


@pytest.mark.parametrize(("option", "value"), [("price_basis", "street"), ("metric", "int8")])
def test_unknown_choices_are_refused(option, value) -> None:
    with pytest.raises(ValueError, match=option):
        gather_series([], **{option: value})


def test_optional_series_join_the_default_ones_in_catalog_order(catalog) -> None:
    series_set = series_from_catalog(catalog, series=("Data center", "RTX 4000"),
                                     price_basis="catalog")
    assert [s.name for s in series_set.series] == [*SERIES_COMPARED, "RTX 4000", "Data center"]
    expected = _expected_members(catalog, ("RTX 4000", "Data center"))
    for name in ("RTX 4000", "Data center"):
        assert {p.part_id for p in series_set.get(name).points} == expected[name]
    assert OPTIONAL_SERIES == ("RTX 3000", "RTX 4000", "RTX 5000", TITAN_SERIES,
                               "Workstation", "Data center")


def test_a_build_s_partner_card_is_plotted_as_itself(catalog) -> None:
    build = {"asus-turbo-rtx-2080-ti", "gtx-1080-ti-fe"}
    series_set = series_from_catalog(catalog, build_ids=build)
    (turbo,) = series_set.extras
    assert (turbo.part_id, turbo.reference, turbo.label) == (
        "asus-turbo-rtx-2080-ti", False, "ASUS Turbo RTX 2080 Ti *")
    # No launch price of its own: placed at its catalog price on the launch plot.
    assert (turbo.price_usd, turbo.price_basis) == (999, "catalog")
    assert turbo not in series_set.get("RTX 2000").points  # not in the line nor the fit
    parts = [catalog.get(i) for i in build]
    assert plotted_ids_for(series_set, parts) == build
    # A partner card of a series not shown is not drawn (the view stays what was chosen).
    hidden = series_from_catalog(catalog, build_ids={"asus-turbo-rtx-3090"})
    assert hidden.extras == ()
    shown = series_from_catalog(catalog, series=("RTX 3000",), build_ids={"asus-turbo-rtx-3090"})
    assert [p.part_id for p in shown.extras] == ["asus-turbo-rtx-3090"]


def test_wide_ranges_are_told_apart(catalog) -> None:
    assert not series_from_catalog(catalog).is_wide("price")  # $109-$1,199, 1.8-14 TFLOPS
    assert series_from_catalog(catalog, series=("RTX 5000",)).is_wide("price")  # 1.8-105
    assert not gather_series([]).is_wide("power")


def test_card_labels_drop_the_brand_words() -> None:
    assert card_label("GeForce GTX 1080 Ti Founders Edition", "GeForce GTX 1080 Ti",
                      True) == "GTX 1080 Ti"
    assert card_label("NVIDIA L40S 48GB (passive)", "NVIDIA L40S", True) == "L40S"
    assert card_label("ASUS Turbo GeForce RTX 3090 (blower, 2-slot)", "GeForce RTX 3090",
                      False) == "ASUS Turbo RTX 3090"


def test_a_card_whose_plotted_figure_nobody_published_is_no_point_and_not_left_out() -> None:
    imported = [_gpu("fe", unknown=["price_usd", "launch_price_usd", "fp16_gflops"],
                     launch_price_usd=None), _gpu("c")]
    for basis in ("launch", "catalog"):
        series_set = gather_series(imported, price_basis=basis)
        assert [p.part_id for p in series_set.points] == ["c"] and series_set.left_out == ()
