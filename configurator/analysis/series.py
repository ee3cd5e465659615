"""The GPU series of the performance plots, straight from catalog specs.

A series is every *reference design* card (NVIDIA's own board: reference or Founders
Edition) of one catalog `series`, so that partner cards' factory overclocks and prices do
not blur the comparison. GTX 900, GTX 1000 and RTX 2000 are the default view (the series of
d2l's figures, the "d2l" preset); "current" (RTX 3000/4000/5000, Workstation, Data center) is
the other preset, and any series may be added. A partner card of the current build, and
every GPU of the user's own (DESIGN 7), is plotted as itself, apart from the series' lines
and fits.

Figures: GFLOPS at the card's boost clock (FP32, or the FP16 tensor rate where known),
price in USD on one basis (launch MSRP or the current catalog price), power as the board's
rated TDP in watts. A card without a launch price is plotted at its catalog price on the
launch-price plot, and marked so (`CardPoint.at_catalog_price`); only a card with no price
at all is left out.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from typing import Literal, Protocol

import numpy as np

from configurator.analysis.fits import AffineFit, fit_affine
from configurator.model.part_base import PartBase
from configurator.model.parts import CATALOG_GPU_SERIES

PlotKind = Literal["price", "power"]
PriceBasis = Literal["launch", "catalog"]
Metric = Literal["fp32", "fp16"]

PLOT_KINDS: tuple[PlotKind, ...] = ("price", "power")
PRICE_BASES: tuple[PriceBasis, ...] = ("launch", "catalog")
METRICS: tuple[Metric, ...] = ("fp32", "fp16")

SERIES_COMPARED: tuple[str, ...] = ("GTX 900", "GTX 1000", "RTX 2000")
TITAN_SERIES = "Titan"
# The views one click away: d2l's series (the default) and the cards one buys today.
PRESETS: dict[str, tuple[str, ...]] = {
    "d2l": SERIES_COMPARED,
    "current": ("RTX 3000", "RTX 4000", "RTX 5000", "Workstation", "Data center"),
}
# The GeForce generations in order: the caption compares each shown one with the one before.
GENERATIONS: tuple[str, ...] = (*SERIES_COMPARED, "RTX 3000", "RTX 4000", "RTX 5000")
# A least-squares line that explains less than this share of the variance is not drawn
# (a line with R^2 0.2 drawn across a plot says more than the data do).
MIN_FIT_R_SQUARED = 0.5
MIN_FIT_POINTS = 3  # a line through two cards is the series' own line: nothing to fit
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


class MarkedPartSource(PartSource, Protocol):
    """The catalog: its parts, and which of them (and of their prices) are the user's."""

    def origin(self, part_id: str) -> str | None: ...

    def has_price_override(self, part_id: str) -> bool: ...


def check_choice(value: str, choices: tuple[str, ...], what: str) -> None:
    """Refuse a `what` that is not one of `choices` (a caller's mistake, not the user's)."""
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
    # The price basis the x value is on: a card without a launch price of its own is
    # placed at its catalog price on the launch plot, and says so.
    price_basis: PriceBasis = "launch"
    own: bool = False  # one of the user's own parts (DESIGN 7)
    own_price: bool = False  # priced at the user's price, not the catalog's

    @property
    def at_catalog_price(self) -> bool:
        """Plotted at its catalog price on the launch-price plot (it has no launch price)."""
        return self.price_basis == "catalog" and self.launch_plot

    # Set by gather_series: the plot's price basis is launch (see at_catalog_price).
    launch_plot: bool = False

    @property
    def label(self) -> str:
        """The short name written beside the marker (see `card_label`): "★" before a part
        of the user's own, "*" after a card plotted at its catalog price."""
        text = card_label(self.name, self.model, self.reference)
        return ("★ " if self.own else "") + text + (" *" if self.at_catalog_price else "")

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

    def drawn_fit(self, kind: PlotKind) -> AffineFit | None:
        """The fit, when it explains enough to be drawn (MIN_FIT_R_SQUARED) of enough cards
        (MIN_FIT_POINTS)."""
        fit = self.fit(kind)
        if fit is None or fit.n < MIN_FIT_POINTS or fit.r_squared < MIN_FIT_R_SQUARED:
            return None
        return fit

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
    # The build's partner cards and the user's own GPUs, plotted as themselves (see
    # `gather_series`).
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
