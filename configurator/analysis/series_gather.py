"""The performance plots' series gathered from catalog specs (`analysis/series.py` holds what
a series is): which series are shown, which cards belong to one, each card's price and GFLOPS
on the chosen basis, and the cards left out for want of a figure."""

from __future__ import annotations

from collections.abc import Iterable

from configurator.analysis.series import (
    ALL_SERIES,
    METRICS,
    PRICE_BASES,
    SERIES_COMPARED,
    TITAN_SERIES,
    CardPoint,
    LeftOut,
    LeftOutReason,
    MarkedPartSource,
    Metric,
    PriceBasis,
    SeriesData,
    SeriesSet,
    check_choice,
)
from configurator.model.part_base import PartBase
from configurator.model.parts import GpuSpec


def series_names(include_titans: bool = False, series: Iterable[str] = (),
                 base: Iterable[str] = SERIES_COMPARED) -> tuple[str, ...]:
    """The `base` series (the d2l three by default) plus the chosen ones, in `ALL_SERIES`
    order (a name the catalog does not know, e.g. a custom part's series, comes last)."""
    wanted = {*base, *series, *((TITAN_SERIES,) if include_titans else ())}
    known = tuple(name for name in ALL_SERIES if name in wanted)
    return (*known, *sorted(wanted - set(known)))


def is_series_member(part: PartBase, include_titans: bool = False,
                     series: Iterable[str] = (), base: Iterable[str] = SERIES_COMPARED) -> bool:
    """True for a reference-design GPU of a plotted series."""
    return (
        isinstance(part, GpuSpec)
        and part.reference_design
        and part.series in series_names(include_titans, series, base)
    )


def price_for(spec: GpuSpec, price_basis: PriceBasis) -> float | None:
    """The card's price in USD on `price_basis`, or None when the catalog has none.

    The catalog stores an unknown current price as 0 (and a $0 card has no GFLOPS per
    dollar), so a price of 0 counts as missing on either basis.
    """
    price_usd = spec.launch_price_usd if price_basis == "launch" else spec.price_usd
    return price_usd if price_usd is not None and price_usd > 0 else None


def gflops_for(spec: GpuSpec, metric: Metric) -> float | None:
    """FP32 at boost clock, or the FP16 tensor rate (None when the catalog has none)."""
    if metric == "fp32":
        return spec.fp32_gflops if spec.fp32_gflops > 0 else None
    return spec.fp16_gflops if spec.fp16_gflops else None


def _unpublished(spec: GpuSpec, price_basis: PriceBasis, metric: Metric) -> bool:
    """The card's price or GFLOPS on this plot is a figure nobody published (`unknown`,
    docs/build-file.md: an NVIDIA-made card imported from OpenDB has no price): it is no
    point of its series, and not "left out" either (that lists the catalog's own cards)."""
    gflops = "fp32_gflops" if metric == "fp32" else "fp16_gflops"
    # On a launch-price plot a card without a launch price stands at its catalog price
    # (`_point`): it is unpublished only when that is unknown too.
    prices = ("launch_price_usd", "price_usd") if price_basis == "launch" else ("price_usd",)
    return gflops in spec.unknown or all(price in spec.unknown for price in prices)


def gather_series(
    gpus: Iterable[PartBase],
    *,
    include_titans: bool = False,
    series: Iterable[str] = (),
    base: Iterable[str] = SERIES_COMPARED,
    price_basis: PriceBasis = "launch",
    metric: Metric = "fp32",
    build_ids: Iterable[str] = (),
    own_ids: Iterable[str] = (),
    own_price_ids: Iterable[str] = (),
) -> SeriesSet:
    """Group the reference-design GPUs of `gpus` into the plotted series: `base` (the d2l
    three by default), `series` (more names of ALL_SERIES) and, with `include_titans`, the
    Titans.

    A member without the chosen metric (FP16 on Maxwell) or without any price is left out and
    listed in `left_out`; one without a launch price is plotted at its catalog price on the
    launch plot (and marked). A series with no plottable card is still present, with no
    points, so that captions can say so. A partner card whose id is in `build_ids` and whose
    series is shown, and every GPU of `own_ids` (the user's own parts), become extra points
    of their own; `own_price_ids` are priced at the user's price.
    """
    check_choice(price_basis, PRICE_BASES, "price_basis")
    check_choice(metric, METRICS, "metric")
    series, base = tuple(series), tuple(base)
    names = series_names(include_titans, series, base)
    wanted_extras, own, own_price = set(build_ids), set(own_ids), set(own_price_ids)
    by_series: dict[str, list[CardPoint]] = {name: [] for name in names}
    left_out: list[LeftOut] = []
    extras: list[CardPoint] = []
    for part in gpus:
        if not isinstance(part, GpuSpec):
            continue
        member = is_series_member(part, include_titans, series, base)
        partner = (not part.reference_design and part.id in wanted_extras
                   and part.series in by_series)
        if not member and (partner or part.id in own):
            # A part of the user's own carries the user's price, not the catalog's.
            extra = _point(part, price_basis, metric, reference=False, own=part.id in own,
                           own_price=part.id in own_price or part.id in own)
            if isinstance(extra, CardPoint):
                extras.append(extra)
            continue
        if not member:
            continue
        if _unpublished(part, price_basis, metric):
            continue  # nobody published its price or rate: no point, not left out either
        point = _point(part, price_basis, metric, own=part.id in own,
                       own_price=part.id in own_price or part.id in own)
        if isinstance(point, CardPoint):
            by_series[part.series].append(point)
        else:
            left_out.append(LeftOut(part.id, part.name, part.series, point))
    plotted = tuple(
        SeriesData(name, tuple(sorted(by_series[name],
                                      key=lambda p: (p.price_usd, p.gflops, p.part_id))))
        for name in names
    )
    return SeriesSet(plotted, price_basis, metric, names, tuple(left_out),
                     tuple(sorted(extras, key=lambda p: p.part_id)))


def _point(spec: GpuSpec, price_basis: PriceBasis, metric: Metric, *, reference: bool = True,
           own: bool = False, own_price: bool = False) -> CardPoint | LeftOutReason:
    """The card's point, on its catalog price where the plot's basis is launch and it has no
    launch price; else why it cannot be plotted."""
    gflops = gflops_for(spec, metric)
    basis: PriceBasis = price_basis
    price_usd = price_for(spec, price_basis)
    if price_usd is None and price_basis == "launch":
        basis, price_usd = "catalog", price_for(spec, "catalog")
    if gflops is None:
        return "no_metric"
    if price_usd is None:
        return "no_price"
    return CardPoint(part_id=spec.id, name=spec.name, model=spec.model, series=spec.series,
                     price_usd=price_usd, power_w=spec.tdp_w, gflops=gflops,
                     reference=reference, price_basis=basis, own=own,
                     own_price=own_price and basis == "catalog",
                     launch_plot=price_basis == "launch")


def series_from_catalog(
    catalog: MarkedPartSource,
    *,
    include_titans: bool = False,
    series: Iterable[str] = (),
    base: Iterable[str] = SERIES_COMPARED,
    price_basis: PriceBasis = "launch",
    metric: Metric = "fp32",
    build_ids: Iterable[str] = (),
) -> SeriesSet:
    """`gather_series` over the catalog's GPUs (custom parts and price overrides included):
    the user's own GPUs plotted and marked, their prices said to be theirs."""
    gpus = catalog.parts("gpu")
    own = {p.id for p in gpus if catalog.origin(p.id) in ("user", "team")}
    own_price = {p.id for p in gpus if catalog.has_price_override(p.id)}
    return gather_series(gpus, include_titans=include_titans, series=series, base=base,
                         price_basis=price_basis, metric=metric, build_ids=build_ids,
                         own_ids=own, own_price_ids=own_price)


def plotted_ids_for(series_set: SeriesSet, parts: Iterable[PartBase]) -> set[str]:
    """Ids of the plotted points that stand for `parts` (the cards of a build).

    A plotted card stands for itself, a build's partner card too when the set was gathered
    with its id in `build_ids` (an extra point). A card that is not plotted at all (no price
    or figure of its own) is represented by the plotted reference card of the same GPU
    `model`, so the build still shows on the plot.
    """
    by_model: dict[str, list[str]] = {}
    for point in series_set.points:
        by_model.setdefault(point.model, []).append(point.part_id)
    plotted = {point.part_id for point in series_set.all_points}
    ids: set[str] = set()
    for part in parts:
        if part.id in plotted:
            ids.add(part.id)
        elif isinstance(part, GpuSpec):
            ids.update(by_model.get(part.model, ()))
    return ids
