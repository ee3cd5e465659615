"""The caption under each performance plot in words (context "PlotCaption"): the figures of
configurator.analysis.caption, as sentences in the user's language."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from configurator.analysis.caption import CaptionFigures, SeriesRatio
from configurator.analysis.series import MIN_FIT_R_SQUARED

CONTEXT = "PlotCaption"

_PER_USD = QT_TRANSLATE_NOOP(
    "PlotCaption", "GFLOPS per dollar ({price}, median per card): {comparisons}.")
_PER_W = QT_TRANSLATE_NOOP("PlotCaption", "GFLOPS per watt (median per card): {comparisons}.")
_PER_USD_VALUES = QT_TRANSLATE_NOOP(
    "PlotCaption", "GFLOPS per dollar ({price}, median per card): {values}.")
_PER_W_VALUES = QT_TRANSLATE_NOOP("PlotCaption", "GFLOPS per watt (median per card): {values}.")
_NO_FIT = QT_TRANSLATE_NOOP(
    "PlotCaption", "No fit line is drawn for {series}: it explains too little (R² below "
    "{threshold}).")
_AT_CATALOG = QT_TRANSLATE_NOOP(
    "PlotCaption", "Plotted at their catalog price for lack of a launch price (marked *, "
    "hollow): {count} cards ({series}).")
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



def caption_word(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def caption_text(figures: CaptionFigures,
                 translate: Callable[[str], str] = caption_word) -> str:
    """The caption as sentences in the user's language (`translate`: another wording, for a
    test; numbers and series names are filled in afterwards)."""

    def comparisons(ratios: tuple[SeriesRatio, ...]) -> str:
        parts = [
            translate(_GIVES).format(newer=r.newer, older=r.older, ratio=f"{r.ratio:.2f}")
            if r.ratio is not None else translate(_NO_RATIO).format(newer=r.newer, older=r.older)
            for r in ratios
        ]
        return translate(_BETWEEN_COMPARISONS).join(parts)

    def medians(values: tuple[tuple[str, float], ...], digits: int) -> str:
        return translate(_BETWEEN_NAMES).join(f"{name} {value:,.{digits}f}"
                                              for name, value in values)

    price_words = translate(PRICE_WORDS[figures.price_basis])
    if figures.per_usd:
        per_usd = translate(_PER_USD).format(price=price_words,
                                             comparisons=comparisons(figures.per_usd))
        per_w = translate(_PER_W).format(comparisons=comparisons(figures.per_w))
    else:  # one series: nothing to compare it with, its own figures
        per_usd = translate(_PER_USD_VALUES).format(
            price=price_words, values=medians(figures.median_per_usd, 2))
        per_w = translate(_PER_W_VALUES).format(values=medians(figures.median_per_w, 1))
    # The plot's own axis leads: per dollar under the price plot, per watt under the power plot.
    sentences = [per_usd, per_w] if figures.kind == "price" else [per_w, per_usd]
    names = translate(_BETWEEN_NAMES)
    values = names.join(
        f"{name} {r2:.2f}" if r2 is not None else f"{name} {translate(_R2_NONE)}"
        for name, r2 in figures.r_squared
    )
    sentences.append(translate(_R2[figures.kind]).format(values=values))
    if figures.no_fit_series:
        sentences.append(translate(_NO_FIT).format(
            series=names.join(figures.no_fit_series), threshold=f"{MIN_FIT_R_SQUARED:.1f}"))
    if figures.catalog_price_count:
        sentences.append(translate(_AT_CATALOG).format(
            count=figures.catalog_price_count, series=names.join(figures.catalog_price_series)))
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

