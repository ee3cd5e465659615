"""The caption under each performance plot, computed from the series (never written by hand).

`caption_figures` gathers the numbers; configurator.words.caption words them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from configurator.analysis.series import (
    GENERATIONS,
    MIN_FIT_R_SQUARED,
    Metric,
    PlotKind,
    PriceBasis,
    SeriesSet,
)


def comparison_pairs(names: Sequence[str]) -> list[tuple[str, str]]:
    """(newer, older) pairs among the series shown (`names`, in plot order), so that the
    caption follows the series on the plot: each GeForce generation against the one shown
    before it; every other series (Titan, Workstation, Data center, a custom one) against
    the newest GeForce generation shown, or, with none shown, against the series before it.
    "GTX 1000 gives N times the GFLOPS per dollar of GTX 900"."""
    generations = [name for name in GENERATIONS if name in names]
    others = [name for name in names if name not in GENERATIONS]
    pairs = list(zip(generations[1:], generations[:-1], strict=True))
    if generations:
        pairs.extend((other, generations[-1]) for other in others)
    else:
        pairs.extend(zip(others[1:], others[:-1], strict=True))
    return pairs


@dataclass(frozen=True)
class SeriesRatio:
    """How many times the median per-card figure of `newer` is that of `older` (None when
    either series has no plotted card)."""

    newer: str
    older: str
    ratio: float | None


@dataclass(frozen=True)
class CaptionFigures:
    kind: PlotKind
    metric: Metric
    price_basis: PriceBasis
    per_usd: tuple[SeriesRatio, ...]
    per_w: tuple[SeriesRatio, ...]
    # R^2 of GFLOPS on the plot's x (price or power) per shown series; None: no fit possible.
    r_squared: tuple[tuple[str, float | None], ...]
    no_price_count: int
    no_price_series: tuple[str, ...]
    no_metric_count: int
    no_metric_series: tuple[str, ...]
    # One series shown: its own medians, as there is nothing to compare it with.
    median_per_usd: tuple[tuple[str, float], ...] = ()
    median_per_w: tuple[tuple[str, float], ...] = ()
    # Plotted at their catalog price for lack of a launch price (the launch plot).
    catalog_price_count: int = 0
    catalog_price_series: tuple[str, ...] = ()
    # Series whose fit explains too little to be drawn (R^2 < MIN_FIT_R_SQUARED).
    no_fit_series: tuple[str, ...] = ()


def _ratio(numerator: float | None, denominator: float | None) -> float | None:
    if numerator is None or denominator is None or denominator == 0:
        return None
    return numerator / denominator


def _series_of(entries) -> tuple[str, ...]:
    return tuple(dict.fromkeys(entry.series for entry in entries))


def caption_figures(series_set: SeriesSet, kind: PlotKind) -> CaptionFigures:
    """The caption's numbers for the plot of `kind` over `series_set`."""
    per_usd: list[SeriesRatio] = []
    per_w: list[SeriesRatio] = []
    shown = [series.name for series in series_set.series if series.points]
    for newer, older in comparison_pairs(shown):
        new_series, old_series = series_set.get(newer), series_set.get(older)
        per_usd.append(SeriesRatio(newer, older, _ratio(
            new_series and new_series.median_gflops_per_usd,
            old_series and old_series.median_gflops_per_usd)))
        per_w.append(SeriesRatio(newer, older, _ratio(
            new_series and new_series.median_gflops_per_w,
            old_series and old_series.median_gflops_per_w)))
    r_squared = []
    no_fit = []
    for series in series_set.series:
        if not series.points:
            continue  # a series left out entirely (GTX 900 in FP16) is named under left out
        fit = series.fit(kind)
        r_squared.append((series.name, fit.r_squared if fit is not None else None))
        if fit is not None and fit.r_squared < MIN_FIT_R_SQUARED:
            no_fit.append(series.name)
    no_price = series_set.left_out_for("no_price")
    no_metric = series_set.left_out_for("no_metric")
    at_catalog = [p for p in series_set.all_points if p.at_catalog_price]
    medians_usd, medians_w = (), ()
    if not per_usd:
        medians_usd = tuple((s.name, s.median_gflops_per_usd) for s in series_set.series
                            if s.points)
        medians_w = tuple((s.name, s.median_gflops_per_w) for s in series_set.series
                          if s.points)
    return CaptionFigures(
        kind=kind, metric=series_set.metric, price_basis=series_set.price_basis,
        per_usd=tuple(per_usd), per_w=tuple(per_w), r_squared=tuple(r_squared),
        no_price_count=len(no_price), no_price_series=_series_of(no_price),
        no_metric_count=len(no_metric), no_metric_series=_series_of(no_metric),
        median_per_usd=medians_usd, median_per_w=medians_w,
        catalog_price_count=len(at_catalog), catalog_price_series=_series_of(at_catalog),
        no_fit_series=tuple(no_fit),
    )
