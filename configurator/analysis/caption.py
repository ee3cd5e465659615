"""The caption under each performance plot, computed from the series (never written by hand).

`caption_figures` gathers the numbers; `caption_text` words them. The wording takes a
`translate` function so that the Qt layers can pass `QCoreApplication.translate` while this
module stays free of Qt; the templates are marked with `QT_TRANSLATE_NOOP` (a local no-op
of that name) so that lupdate collects them under the "PlotCaption" context.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from configurator.analysis.series import (
    Metric,
    PlotKind,
    PriceBasis,
    SeriesSet,
)

CAPTION_CONTEXT = "PlotCaption"
# Newer series first: "GTX 1000 gives N times the GFLOPS per dollar of GTX 900".
SERIES_PAIRS: tuple[tuple[str, str], ...] = (("GTX 1000", "GTX 900"), ("RTX 2000", "GTX 1000"))


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Returns `text`; the name is the one lupdate looks for."""
    return text


_PER_USD = QT_TRANSLATE_NOOP(
    "PlotCaption", "GFLOPS per dollar ({price}, median per card): {comparisons}.")
_PER_W = QT_TRANSLATE_NOOP("PlotCaption", "GFLOPS per watt (median per card): {comparisons}.")
_GIVES = QT_TRANSLATE_NOOP("PlotCaption", "{newer} gives {ratio}× {older}")
_NO_RATIO = QT_TRANSLATE_NOOP("PlotCaption", "{newer} against {older}: no data")
_R2 = {
    "price": QT_TRANSLATE_NOOP(
        "PlotCaption", "How well price explains GFLOPS within a series (R² of the fit): {values}."),
    "power": QT_TRANSLATE_NOOP(
        "PlotCaption", "How well power explains GFLOPS within a series (R² of the fit): {values}."),
}
_R2_NONE = QT_TRANSLATE_NOOP("PlotCaption", "n/a")
# Punctuation between the parts of a caption: Chinese writes "；", "、" and no space.
_BETWEEN_COMPARISONS = QT_TRANSLATE_NOOP("PlotCaption", "; ")
_BETWEEN_NAMES = QT_TRANSLATE_NOOP("PlotCaption", ", ")
_TWO_SENTENCES = QT_TRANSLATE_NOOP("PlotCaption", "{first} {second}")
_NO_PRICE = QT_TRANSLATE_NOOP(
    "PlotCaption", "Left out for lack of a {price}: {count} cards ({series}).")
_NO_METRIC = QT_TRANSLATE_NOOP(
    "PlotCaption", "Left out for lack of an FP16 figure: {count} cards ({series}).")
_BASIS = {
    "fp32": QT_TRANSLATE_NOOP(
        "PlotCaption", "FP32 at boost clock; NVIDIA reference and Founders Edition cards."),
    "fp16": QT_TRANSLATE_NOOP(
        "PlotCaption", "FP16 tensor rate with FP32 accumulate (plain FP16 on Pascal) at boost "
        "clock; NVIDIA reference and Founders Edition cards."),
}
PRICE_WORDS = {
    "launch": QT_TRANSLATE_NOOP("PlotCaption", "launch price"),
    "catalog": QT_TRANSLATE_NOOP("PlotCaption", "catalog price"),
}


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


def _identity(text: str) -> str:
    return text


def caption_text(figures: CaptionFigures,
                 translate: Callable[[str], str] = _identity) -> str:
    """The caption as sentences; `translate` maps each English template to the user's
    language (numbers and series names are filled in afterwards)."""

    def comparisons(ratios: tuple[SeriesRatio, ...]) -> str:
        parts = [
            translate(_GIVES).format(newer=r.newer, older=r.older, ratio=f"{r.ratio:.2f}")
            if r.ratio is not None else translate(_NO_RATIO).format(newer=r.newer, older=r.older)
            for r in ratios
        ]
        return translate(_BETWEEN_COMPARISONS).join(parts)

    price_words = translate(PRICE_WORDS[figures.price_basis])
    per_usd = translate(_PER_USD).format(price=price_words,
                                         comparisons=comparisons(figures.per_usd))
    per_w = translate(_PER_W).format(comparisons=comparisons(figures.per_w))
    # The plot's own axis leads: per dollar under the price plot, per watt under the power plot.
    sentences = [per_usd, per_w] if figures.kind == "price" else [per_w, per_usd]
    names = translate(_BETWEEN_NAMES)
    values = names.join(
        f"{name} {r2:.2f}" if r2 is not None else f"{name} {translate(_R2_NONE)}"
        for name, r2 in figures.r_squared
    )
    sentences.append(translate(_R2[figures.kind]).format(values=values))
    if figures.no_metric_count:
        sentences.append(translate(_NO_METRIC).format(
            count=figures.no_metric_count, series=names.join(figures.no_metric_series)))
    if figures.no_price_count:
        sentences.append(translate(_NO_PRICE).format(
            price=price_words, count=figures.no_price_count,
            series=names.join(figures.no_price_series)))
    sentences.append(translate(_BASIS[figures.metric]))
    text = sentences[0]
    for sentence in sentences[1:]:
        text = translate(_TWO_SENTENCES).format(first=text, second=sentence)
    return text

