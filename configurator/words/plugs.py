"""Plugs and cables in words (Report.plugs): the PSU panel, the BOM's adapter lines and the
PDF's power section say the same things the same way."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from configurator.rules.plugs import PLUG_KINDS, Adapter, CableUse, PlugFigures
from configurator.rules.report import PowerFigures

translate = QCoreApplication.translate


def kind_label(kind: str, source: str = "psu") -> str:
    """A plug kind as the user knows it (a power board's PCIe plugs are plain 8-pin)."""
    if kind == "pcie" and source == "chassis":
        return translate("Plugs", "8-pin PCIe")
    return {
        "pcie": translate("Plugs", "6+2-pin PCIe"),
        "16pin": translate("Plugs", "16-pin 12V-2x6"),
        "eps": translate("Plugs", "8-pin EPS"),
    }.get(kind, kind)


def source_label(source: str) -> str:
    return (translate("Plugs", "chassis power board") if source == "chassis"
            else translate("Plugs", "PSUs"))


def cable_text(use: CableUse) -> str:
    """"5 of 6 used" or, when the build wants more than there are, "8 wanted, 6 there"."""
    if use.short:
        return translate("Plugs", "{wanted} wanted, {available} there").format(
            wanted=use.wanted, available=use.available)
    return translate("Plugs", "{used} of {available} used").format(
        used=use.used, available=use.available)


def cable_rows(plugs: PlugFigures | None) -> list[tuple[str, str, bool]]:
    """(label, text, short) per cable kind and source, in the order PSU, power board."""
    if plugs is None:
        return []
    has_16pin = any(card.pcie_16pin for card in plugs.cards)
    rows = []
    for use in sorted(plugs.cables, key=lambda u: (u.source != "psu", PLUG_KINDS.index(u.kind))):
        if use.available == 0 and use.wanted == 0 and not (use.kind == "16pin" and has_16pin):
            continue  # a kind the source does not have and nothing wants
        label = translate("Plugs", "{kind} ({source})").format(
            kind=kind_label(use.kind, use.source), source=source_label(use.source))
        rows.append((label, cable_text(use), use.short))
    return rows


def adapter_name(class_w: float, cables: int) -> str:
    return translate("Plugs", "16-pin 12V-2x6 adapter, {cables} × 8-pin to 16-pin, "
                              "{class_w:.0f} W").format(cables=cables, class_w=class_w)


def adapter_note(adapter: Adapter) -> str:
    if adapter.source == "chassis":
        return translate("Plugs", "on the chassis power board's 8-pin plugs")
    return translate("Plugs", "on the PSUs' 6+2-pin cables; most cards ship with one")


def spike_text(power: PowerFigures) -> str | None:
    """The ~10 ms spike figure against what the PSUs carry (None without a PSU or GPUs)."""
    if power.spike_limit_w is None or power.spike_total_w is None or not power.usable_w:
        return None
    return translate("Plugs", "{spike:,.0f} W for about 10 ms; the PSUs carry {limit:,.0f} W "
                              "({pct:.0f} % of their output)").format(
        spike=power.spike_total_w, limit=power.spike_limit_w,
        pct=power.spike_limit_w / power.usable_w * 100)
