"""The words of the performance charts: axis and plot titles, a point's hover text, the
series' names as the legend shows them, and the caption under a plot, in the user's
language (contexts "Charts" and "PlotCaption")."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication

from configurator.analysis.caption import caption_figures
from configurator.analysis.series import CardPoint, Metric, PlotKind, PriceBasis, SeriesSet
from configurator.words.caption import caption_text

translate = QCoreApplication.translate


def gflops_axis_title(metric: Metric) -> str:
    if metric == "fp16":
        return translate("Charts", "GFLOPS, FP16 tensor (FP32 accumulate) at boost clock")
    return translate("Charts", "GFLOPS, FP32 at boost clock")


def x_axis_title(kind: PlotKind, price_basis: PriceBasis) -> str:
    if kind == "power":
        return translate("Charts", "Board power (TDP), W")
    if price_basis == "catalog":
        return translate("Charts", "Catalog price, USD")
    return translate("Charts", "Launch price (MSRP), USD")


def plot_title(kind: PlotKind) -> str:
    if kind == "price":
        return translate("Charts", "GFLOPS vs price")
    return translate("Charts", "GFLOPS vs power")


def price_label(price_basis: PriceBasis) -> str:
    if price_basis == "catalog":
        return translate("Charts", "Catalog price")
    return translate("Charts", "Launch price")


def tooltip_text(point: CardPoint, price_basis: PriceBasis, metric: Metric) -> str:
    """What hovering a card's point shows: name, price, power, GFLOPS and both ratios."""
    metric_words = (translate("Charts", "FP16 tensor") if metric == "fp16"
                    else translate("Charts", "FP32 at boost clock"))
    # The user's own price is theirs, not the catalog's (it said "Catalog price").
    words = (translate("Charts", "Your price") if point.own_price
             else price_label(point.price_basis))
    price_line = translate("Charts", "{price_label}: ${price:,.0f}").format(
        price_label=words, price=point.price_usd)
    if point.price_basis != price_basis:
        price_line = translate("Charts", "{price_line} (it has no launch price of its own)").format(
            price_line=price_line)
    lines = [
        f"{point.name} ({point.series})",
        *([translate("Charts", "Your own part")] if point.own else []),
        price_line,
        translate("Charts", "Power (TDP): {power:,.0f} W").format(power=point.power_w),
        translate("Charts", "{metric}: {gflops:,.0f} GFLOPS").format(
            metric=metric_words, gflops=point.gflops),
        translate("Charts", "GFLOPS per dollar: {value:,.2f}").format(value=point.gflops_per_usd),
        translate("Charts", "GFLOPS per watt: {value:,.2f}").format(value=point.gflops_per_w),
    ]
    return "\n".join(lines)


def series_display_name(name: str) -> str:
    """A series' name as the legend and caption show it: the catalog's word series
    (Workstation, Data center) in the user's language; model series ("RTX 3000") as they are."""
    words = {
        "Workstation": translate("Charts", "Workstation"),
        "Data center": translate("Charts", "Data center"),
    }
    return words.get(name, name)


def caption_for(series_set: SeriesSet, kind: PlotKind) -> str:
    """The caption under a plot, in the user's language."""
    figures = caption_figures(series_set, kind)
    name = series_display_name
    figures = replace(
        figures,
        per_usd=tuple(replace(r, newer=name(r.newer), older=name(r.older))
                      for r in figures.per_usd),
        per_w=tuple(replace(r, newer=name(r.newer), older=name(r.older)) for r in figures.per_w),
        r_squared=tuple((name(series), r2) for series, r2 in figures.r_squared),
        median_per_usd=tuple((name(series), v) for series, v in figures.median_per_usd),
        median_per_w=tuple((name(series), v) for series, v in figures.median_per_w),
        no_price_series=tuple(map(name, figures.no_price_series)),
        no_metric_series=tuple(map(name, figures.no_metric_series)),
        catalog_price_series=tuple(map(name, figures.catalog_price_series)),
        no_fit_series=tuple(map(name, figures.no_fit_series)))
    return caption_text(figures)


__all__ = ["caption_for", "gflops_axis_title", "plot_title", "price_label",
           "series_display_name", "tooltip_text", "x_axis_title"]
