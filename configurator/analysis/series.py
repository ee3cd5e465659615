"""The GPU series of the performance plots, straight from catalog specs.

A series is every *reference design* card (NVIDIA's own board: reference or Founders
Edition) of one catalog `series`, so that partner cards' factory overclocks and prices do
not blur the comparison. GTX 900, GTX 1000 and RTX 2000 are the default view (the series of
d2l's figures); RTX 3000/4000/5000, Titan (three architectures), Workstation and Data center
cards are optional series the user adds. A partner card of the current build is plotted as
itself (not as its model's reference card), apart from the series' line and fit.

Figures: GFLOPS at the card's boost clock (FP32, or the FP16 tensor rate where known),
price in USD on one basis (launch MSRP or the current catalog price), power as the board's
rated TDP in watts.
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Literal, Protocol

import numpy as np

from configurator.analysis.fits import AffineFit, fit_affine
from configurator.model.parts import CATALOG_GPU_SERIES, GpuSpec, PartBase

PlotKind = Literal["price", "power"]
PriceBasis = Literal["launch", "catalog"]
Metric = Literal["fp32", "fp16"]

PLOT_KINDS: tuple[PlotKind, ...] = ("price", "power")
PRICE_BASES: tuple[PriceBasis, ...] = ("launch", "catalog")
METRICS: tuple[Metric, ...] = ("fp32", "fp16")

SERIES_COMPARED: tuple[str, ...] = ("GTX 900", "GTX 1000", "RTX 2000")
TITAN_SERIES = "Titan"
# The series a user may add to the default view, in the order they are offered and drawn.
OPTIONAL_SERIES: tuple[str, ...] = tuple(
    name for name in CATALOG_GPU_SERIES if name not in SERIES_COMPARED)
ALL_SERIES: tuple[str, ...] = (*SERIES_COMPARED, *OPTIONAL_SERIES)

LeftOutReason = Literal["no_price", "no_metric"]
# A plot whose values span more than this factor offers logarithmic axes.
WIDE_RANGE_RATIO = 20.0


class PartSource(Protocol):
    """Anything that lists parts by kind, as the catalog does."""

    def parts(self, kind: str | None = None) -> list[PartBase]: ...


def _check_choice(value: str, choices: tuple[str, ...], what: str) -> None:
    if value not in choices:
        raise ValueError(f"{what} must be one of {', '.join(choices)}, not {value!r}")


@dataclass(frozen=True)
class CardPoint:
    """One card on the plots."""

    part_id: str
    name: str
    model: str
    series: str
    price_usd: float
    power_w: float
    gflops: float
    # False for a build's partner card: drawn on its own, outside its series' line and fit.
    reference: bool = True
    # The price basis the x value is on: a partner card without a launch price of its own
    # is placed at its catalog price on the launch plot, and says so.
    price_basis: PriceBasis = "launch"

    @property
    def label(self) -> str:
        """The short name written beside the marker (see `card_label`)."""
        return card_label(self.name, self.model, self.reference)

    @property
    def gflops_per_usd(self) -> float:
        return self.gflops / self.price_usd

    @property
    def gflops_per_w(self) -> float:
        return self.gflops / self.power_w

    def x(self, kind: PlotKind) -> float:
        """The horizontal coordinate on the plot of `kind`: USD or W."""
        return self.price_usd if kind == "price" else self.power_w


def card_label(name: str, model: str, reference: bool) -> str:
    """A card's short name on the plots: its GPU model without "GeForce"/"NVIDIA" (a partner
    card: its own name up to the parenthesis, e.g. "ASUS Turbo RTX 2080 Ti"). Data, not
    words to translate."""
    text = model if reference else name.split(" (")[0]
    for word in ("GeForce ", "NVIDIA "):
        text = text.replace(word, "")
    return text


@dataclass(frozen=True)
class LeftOut:
    """A series member that could not be plotted, and why."""

    part_id: str
    name: str
    series: str
    reason: LeftOutReason


@dataclass(frozen=True)
class SeriesData:
    """The plotted cards of one series (sorted by price, then GFLOPS)."""

    name: str
    points: tuple[CardPoint, ...]

    def sorted_by(self, kind: PlotKind) -> tuple[CardPoint, ...]:
        """Points in the order the plot joins them: by x, ties by GFLOPS."""
        return tuple(sorted(self.points, key=lambda p: (p.x(kind), p.gflops, p.part_id)))

    def xs(self, kind: PlotKind) -> np.ndarray:
        return np.array([p.x(kind) for p in self.sorted_by(kind)], dtype=float)

    def gflops(self, kind: PlotKind) -> np.ndarray:
        return np.array([p.gflops for p in self.sorted_by(kind)], dtype=float)

    def fit(self, kind: PlotKind) -> AffineFit | None:
        """Least-squares line of GFLOPS on price (USD) or power (W)."""
        return fit_affine(self.xs(kind), self.gflops(kind))

    @property
    def median_gflops_per_usd(self) -> float | None:
        values = [p.gflops_per_usd for p in self.points]
        return statistics.median(values) if values else None

    @property
    def median_gflops_per_w(self) -> float | None:
        values = [p.gflops_per_w for p in self.points]
        return statistics.median(values) if values else None


@dataclass(frozen=True)
class SeriesSet:
    """Every series of one view of the plots, with the members that were left out."""

    series: tuple[SeriesData, ...]
    price_basis: PriceBasis
    metric: Metric
    names: tuple[str, ...] = SERIES_COMPARED
    left_out: tuple[LeftOut, ...] = field(default=())
    # The build's partner cards, plotted as themselves (see `gather_series`).
    extras: tuple[CardPoint, ...] = field(default=())

    @property
    def include_titans(self) -> bool:
        return TITAN_SERIES in self.names

    def get(self, name: str) -> SeriesData | None:
        return next((s for s in self.series if s.name == name), None)

    @property
    def points(self) -> tuple[CardPoint, ...]:
        """The series' reference cards (what the lines, fits and captions are made of)."""
        return tuple(p for s in self.series for p in s.points)

    @property
    def all_points(self) -> tuple[CardPoint, ...]:
        """Every drawn point: the series' cards and the build's partner cards."""
        return (*self.points, *self.extras)

    def point(self, part_id: str) -> CardPoint | None:
        return next((p for p in self.all_points if p.part_id == part_id), None)

    def value_range(self, kind: PlotKind) -> tuple[float, float, float, float] | None:
        """(x min, x max, GFLOPS min, GFLOPS max) over the drawn points; None when none."""
        points = self.all_points
        if not points:
            return None
        xs = [p.x(kind) for p in points]
        ys = [p.gflops for p in points]
        return min(xs), max(xs), min(ys), max(ys)

    def is_wide(self, kind: PlotKind) -> bool:
        """True when the points span more than `WIDE_RANGE_RATIO` on either axis: a
        logarithmic axis then shows the small cards, which a linear one squeezes at 0."""
        span = self.value_range(kind)
        if span is None:
            return False
        x_min, x_max, y_min, y_max = span
        return x_max > WIDE_RANGE_RATIO * x_min or y_max > WIDE_RANGE_RATIO * y_min

    def left_out_for(self, reason: LeftOutReason) -> tuple[LeftOut, ...]:
        return tuple(entry for entry in self.left_out if entry.reason == reason)


def series_names(include_titans: bool = False, series: Iterable[str] = ()) -> tuple[str, ...]:
    """The default series plus the chosen optional ones, in `ALL_SERIES` order (a name the
    catalog does not know, e.g. a custom part's series, comes last)."""
    wanted = {*SERIES_COMPARED, *series, *((TITAN_SERIES,) if include_titans else ())}
    known = tuple(name for name in ALL_SERIES if name in wanted)
    return (*known, *sorted(wanted - set(known)))


def is_series_member(part: PartBase, include_titans: bool = False,
                     series: Iterable[str] = ()) -> bool:
    """True for a reference-design GPU of a plotted series."""
    return (
        isinstance(part, GpuSpec)
        and part.reference_design
        and part.series in series_names(include_titans, series)
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
    price = "launch_price_usd" if price_basis == "launch" else "price_usd"
    gflops = "fp32_gflops" if metric == "fp32" else "fp16_gflops"
    return price in spec.unknown or gflops in spec.unknown


def gather_series(
    gpus: Iterable[PartBase],
    *,
    include_titans: bool = False,
    series: Iterable[str] = (),
    price_basis: PriceBasis = "launch",
    metric: Metric = "fp32",
    build_ids: Iterable[str] = (),
) -> SeriesSet:
    """Group the reference-design GPUs of `gpus` into the plotted series: the default ones,
    `series` (names of `OPTIONAL_SERIES`) and, with `include_titans`, the Titans.

    A member without the chosen metric (FP16 on Maxwell) or without a price on the chosen
    basis is left out and listed in `left_out`; a series with no plottable card is still
    present, with no points, so that captions can say so. A partner card whose id is in
    `build_ids` and whose series is shown becomes an extra point of its own (on the launch
    plot at its catalog price when it has no launch price).
    """
    _check_choice(price_basis, PRICE_BASES, "price_basis")
    _check_choice(metric, METRICS, "metric")
    series = tuple(series)
    names = series_names(include_titans, series)
    wanted_extras = set(build_ids)
    by_series: dict[str, list[CardPoint]] = {name: [] for name in names}
    left_out: list[LeftOut] = []
    extras: list[CardPoint] = []
    for part in gpus:
        if (isinstance(part, GpuSpec) and not part.reference_design
                and part.id in wanted_extras and part.series in by_series):
            extra = _extra_point(part, price_basis, metric)
            if extra is not None:
                extras.append(extra)
            continue
        if not isinstance(part, GpuSpec) or not is_series_member(part, include_titans, series):
            continue
        if _unpublished(part, price_basis, metric):
            continue
        gflops = gflops_for(part, metric)
        price_usd = price_for(part, price_basis)
        if gflops is None:
            left_out.append(LeftOut(part.id, part.name, part.series, "no_metric"))
        elif price_usd is None:
            left_out.append(LeftOut(part.id, part.name, part.series, "no_price"))
        else:
            by_series[part.series].append(CardPoint(
                part_id=part.id, name=part.name, model=part.model, series=part.series,
                price_usd=price_usd, power_w=part.tdp_w, gflops=gflops,
                price_basis=price_basis,
            ))
    plotted = tuple(
        SeriesData(name, tuple(sorted(by_series[name],
                                      key=lambda p: (p.price_usd, p.gflops, p.part_id))))
        for name in names
    )
    return SeriesSet(plotted, price_basis, metric, names, tuple(left_out),
                     tuple(sorted(extras, key=lambda p: p.part_id)))


def _extra_point(spec: GpuSpec, price_basis: PriceBasis, metric: Metric) -> CardPoint | None:
    gflops = gflops_for(spec, metric)
    basis: PriceBasis = price_basis
    price_usd = price_for(spec, price_basis)
    if price_usd is None and price_basis == "launch":
        basis, price_usd = "catalog", price_for(spec, "catalog")
    if gflops is None or price_usd is None:
        return None
    return CardPoint(part_id=spec.id, name=spec.name, model=spec.model, series=spec.series,
                     price_usd=price_usd, power_w=spec.tdp_w, gflops=gflops,
                     reference=False, price_basis=basis)


def series_from_catalog(
    catalog: PartSource,
    *,
    include_titans: bool = False,
    series: Iterable[str] = (),
    price_basis: PriceBasis = "launch",
    metric: Metric = "fp32",
    build_ids: Iterable[str] = (),
) -> SeriesSet:
    """`gather_series` over the catalog's GPUs (custom parts and price overrides included)."""
    return gather_series(catalog.parts("gpu"), include_titans=include_titans, series=series,
                         price_basis=price_basis, metric=metric, build_ids=build_ids)


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
