"""Power plugs in the chassis drawing: each card's plugs by kind (16-pin, 8-pin, 6-pin, EPS)
where the card has them, coloured by how they are fed, and the cables used and available per
kind in the PSU's box. Everything comes from Report.plugs (configurator.rules.plugs)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QColor

from configurator.drawing.chassis_items import (
    CardItem,
    PartItem,
    rect_item,
    text_item,
    text_width_mm,
)
from configurator.drawing.palette import MUTED_INK, SEVERITY_COLOUR
from configurator.model.parts import GpuSpec
from configurator.rules.plugs import PLUG_KINDS, CableUse, CardPlugs, PlugFigures

translate = QCoreApplication.translate

PLUG_H_MM = 5.2
PLUG_GAP_MM = 1.0
PLUG_TEXT_MM = 3.6
PLUG_FILL = QColor("#fafafa")
NATIVE_FILL = QColor("#c8e6c9")  # a 16-pin plug on a native cable
PLUG_LINE = QColor("#102027")


def _plug_labels(card: CardPlugs, eps_short: bool) -> list[tuple[str, QColor, str]]:
    """(label, fill, tooltip line) per plug, 16-pin first; `eps_short`: the card's EPS plugs
    are among those no cable is left for."""
    plugs = []
    for index in range(card.pcie_16pin):
        if index < card.native_16pin:
            plugs.append((translate("ChassisScene", "16-pin"), NATIVE_FILL,
                          translate("ChassisScene", "16-pin plug on a native cable")))
        elif index < card.native_16pin + card.adapted_16pin:
            plugs.append((translate("ChassisScene", "16-pin"), SEVERITY_COLOUR["warning"],
                          translate("ChassisScene", "16-pin plug on an adapter "
                                                    "({class_w:.0f} W class)").format(
                              class_w=card.class_w or 0)))
        else:
            plugs.append((translate("ChassisScene", "16-pin"), SEVERITY_COLOUR["error"],
                          translate("ChassisScene", "16-pin plug without a cable")))
    for _ in range(card.pcie_8pin):
        plugs.append((translate("ChassisScene", "8-pin"), PLUG_FILL,
                      translate("ChassisScene", "8-pin PCIe plug")))
    for _ in range(card.pcie_6pin):
        plugs.append((translate("ChassisScene", "6-pin"), PLUG_FILL,
                      translate("ChassisScene", "6-pin PCIe plug")))
    for _ in range(card.eps_8pin):
        plugs.append((translate("ChassisScene", "EPS"),
                      SEVERITY_COLOUR["error"] if eps_short else PLUG_FILL,
                      translate("ChassisScene", "8-pin EPS (CPU) plug")))
    return plugs


def add_card_plugs(item: CardItem, spec: GpuSpec, plugs: PlugFigures | None, slot: str) -> None:
    """The card's plugs as small labelled blocks at its power end: along the top edge near
    the far end for "top" plugs, past the far end for "end" plugs."""
    card = plugs.card(slot) if plugs is not None else None
    if card is None:
        return
    eps = plugs.shortages.get("eps")
    labels = _plug_labels(card, eps is not None and slot in eps.slots)
    if not labels:
        return
    rect = item.rect()
    chips = []
    for label, fill, _tip in labels:
        text = text_item(label, PLUG_TEXT_MM, None, bold=True, colour=PLUG_LINE)
        chips.append((text, fill, text_width_mm(text) + 2.0))
    y = rect.top() + 2.6
    end_plugs = spec.power_connector_position == "end"
    if end_plugs:  # stacked just past the card's end
        x = rect.right() + 0.8
    else:  # in a row ending before the finding badge's corner
        x = rect.right() - 12.0 - sum(w for *_, w in chips) - PLUG_GAP_MM * (len(chips) - 1)
    for (text, fill, width), (*_, tip) in zip(chips, labels, strict=True):
        block = rect_item(QRectF(x, y, width, PLUG_H_MM), fill, PLUG_LINE, 0.25, item)
        block.setZValue(4)
        block.setToolTip(tip)
        text.setParentItem(block)
        text.setPos(x + 1.0, y + 0.5)
        if end_plugs:
            y += PLUG_H_MM + PLUG_GAP_MM
        else:
            x += width + PLUG_GAP_MM


def _cable_word(use: CableUse) -> str:
    kind = {"pcie": translate("ChassisScene", "8-pin") if use.source == "chassis"
            else translate("ChassisScene", "6+2-pin"),
            "16pin": translate("ChassisScene", "16-pin"),
            "eps": translate("ChassisScene", "EPS")}[use.kind]
    return translate("ChassisScene", "{kind} {used}/{available}").format(
        kind=kind, used=use.wanted if use.short else use.used, available=use.available)


def add_psu_cables(item: PartItem, plugs: PlugFigures | None, area_x: float, y: float,
                   width: float) -> None:
    """Cables wanted (used) of those available, per kind and source, in the PSU's box; a
    kind that runs short in red."""
    if plugs is None or not plugs.cables:
        return
    for source, caption in (
        ("psu", translate("ChassisScene", "Cables used:")),
        ("chassis", translate("ChassisScene", "Power board:")),
    ):
        has_16pin = any(card.pcie_16pin for card in plugs.cards)
        uses = [u for u in plugs.cables if u.source == source
                and (u.available or u.wanted or (u.kind == "16pin" and has_16pin))]
        uses.sort(key=lambda u: PLUG_KINDS.index(u.kind))
        if not uses:
            continue
        head = text_item(caption, 4.3, item, colour=MUTED_INK)
        head.setPos(area_x, y)
        x = area_x + text_width_mm(head) + 1.5
        for use in uses:
            colour = SEVERITY_COLOUR["error"] if use.short else MUTED_INK
            word = text_item(_cable_word(use), 4.3, item, bold=use.short, colour=colour,
                             max_width_mm=max(10.0, area_x + width - x))
            word.setPos(x, y)
            x += text_width_mm(word) + 2.5
        y += 5.6
