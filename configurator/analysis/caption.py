"""The caption under each performance plot, computed from the series (never written by hand).

`caption_figures` gathers the numbers; configurator.words.caption words them.
"""

from __future__ import annotations

from dataclasses import dataclass

from configurator.analysis.series import (
    Metric,
    PlotKind,
    PriceBasis,
    SeriesSet,
)

# Newer series first: "GTX 1000 gives N times the GFLOPS per dollar of GTX 900".
SERIES_PAIRS: tuple[tuple[str, str], ...] = (("GTX 1000", "GTX 900"), ("RTX 2000", "GTX 1000"))


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
    for newer, older in SERIES_PAIRS:
        new_series, old_series = series_set.get(newer), series_set.get(older)
        per_usd.append(SeriesRatio(newer, older, _ratio(
            new_series and new_series.median_gflops_per_usd,
            old_series and old_series.median_gflops_per_usd)))
        per_w.append(SeriesRatio(newer, older, _ratio(
            new_series and new_series.median_gflops_per_w,
            old_series and old_series.median_gflops_per_w)))
    r_squared = []
    for series in series_set.series:
        if not series.points:
            continue  # a series left out entirely (GTX 900 in FP16) is named under left out
        fit = series.fit(kind)
        r_squared.append((series.name, fit.r_squared if fit is not None else None))
    no_price = series_set.left_out_for("no_price")
    no_metric = series_set.left_out_for("no_metric")
    return CaptionFigures(
        kind=kind, metric=series_set.metric, price_basis=series_set.price_basis,
        per_usd=tuple(per_usd), per_w=tuple(per_w), r_squared=tuple(r_squared),
        no_price_count=len(no_price), no_price_series=_series_of(no_price),
        no_metric_count=len(no_metric), no_metric_series=_series_of(no_metric),
    )
