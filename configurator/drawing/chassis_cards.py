"""How a card looks: its length and thickness to scale, its cooler type drawn so that a
glance tells fans from a blower from passive fins."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPolygonF
from PySide6.QtWidgets import QGraphicsLineItem, QGraphicsPolygonItem

from configurator.drawing.chassis_items import (
    COOLER_FILL,
    FAN_LINE,
    NIC_FILL,
    PCB_FILL,
    CardItem,
    PartItem,
    ellipse_item,
    pen,
    rect_item,
    text_item,
)
from configurator.drawing.chassis_layout import BRACKET_PITCH_MM, BRACKET_STRIP_W_MM, card_brackets
from configurator.model.card_key import CardKey
from configurator.model.parts import GpuSpec, NicSpec
from configurator.model.safe_text import plain_tooltip

translate = QCoreApplication.translate

PCB_MM = 2.2
TEXT_BAND_MM = 14.0
WHITE = QColor("#ffffff")
LIGHT_TEXT = QColor("#eceff1")


def card_fill(spec: GpuSpec | NicSpec) -> QColor:
    if isinstance(spec, GpuSpec):
        return COOLER_FILL.get(spec.cooler, COOLER_FILL["open-air"])
    return NIC_FILL


def card_length_mm(spec: GpuSpec | NicSpec) -> float:
    return getattr(spec, "length_mm", 170.0) if isinstance(spec, GpuSpec) else 170.0


def make_card(spec: GpuSpec | NicSpec, top_y: float, card_key: CardKey, parts: list[str],
              power_limit_w: float | None = None, text_end_mm: float | None = None) -> CardItem:
    """A card standing in the slot whose bracket starts at `top_y`, the PCB at the slot and
    its cooler hanging down over the brackets it occupies. `text_end_mm`: where its name
    must end (left of an NVLink bridge drawn across it)."""
    length = card_length_mm(spec)
    text_w = (text_end_mm if text_end_mm is not None else length - 11) - 3
    thickness = spec.slot_width * BRACKET_PITCH_MM - 1.0
    rect = QRectF(0.0, top_y + 0.5, length, thickness)
    item = CardItem(rect, card_fill(spec), parts, card_key)
    item.setZValue(20)
    # The card's own bracket(s) on the rear wall, in the card's colour.
    bracket = rect_item(QRectF(-BRACKET_STRIP_W_MM + 2, top_y + 0.5, BRACKET_STRIP_W_MM - 2,
                               card_brackets(spec.slot_width) * BRACKET_PITCH_MM - 1.0),
                        card_fill(spec).lighter(150), QColor("#102027"), 0.3, item)
    bracket.setZValue(-1)
    rect_item(QRectF(rect.left(), rect.top(), rect.width(), PCB_MM), PCB_FILL, None, 0, item)
    if isinstance(spec, GpuSpec):
        _draw_cooler(item, spec, rect)
        subtitle = translate("ChassisScene", "{watts:.0f} W · {memory:g} GB · {cooler}").format(
            watts=power_limit_w if power_limit_w is not None else spec.board_peak_w,
            memory=spec.memory_gb, cooler=_cooler_name(spec.cooler))
        if power_limit_w is not None:
            subtitle += translate("ChassisScene", " (limited)")
    else:
        subtitle = translate("ChassisScene", "{speed:g} Gb/s · x{lanes}").format(
            speed=spec.speed_gbit_s, lanes=spec.pcie_lanes)
    title = text_item(spec.name, 5.6, item, bold=True, colour=WHITE, max_width_mm=text_w)
    title.setPos(rect.left() + 3, rect.top() + PCB_MM + 0.2)
    if thickness >= 17:
        sub = text_item(subtitle, 4.6, item, colour=LIGHT_TEXT, max_width_mm=text_w)
        sub.setPos(rect.left() + 3, rect.top() + PCB_MM + 7.0)
    return item


def _cooler_name(cooler: str) -> str:
    names = {
        "blower": translate("ChassisScene", "blower"),
        "open-air": translate("ChassisScene", "open-air fans"),
        "passive": translate("ChassisScene", "passive"),
        "liquid": translate("ChassisScene", "liquid"),
    }
    return names.get(cooler, cooler)


def _draw_cooler(item: CardItem, spec: GpuSpec, rect: QRectF) -> None:
    body_top = rect.top() + PCB_MM + TEXT_BAND_MM
    body_h = rect.bottom() - body_top - 1.0
    if spec.cooler == "open-air":
        count = 3 if rect.width() >= 280 else 2 if rect.width() >= 170 else 1
        radius = max(3.0, min(body_h / 2, rect.width() / (2 * count) - 3))
        if body_h < 8:  # a thin card: the fans sit behind the name
            body_top, body_h = rect.top() + PCB_MM, rect.height() - PCB_MM - 1
            radius = max(3.0, min(body_h / 2, rect.width() / (2 * count) - 3))
        step = rect.width() / count
        for index in range(count):
            centre = QPointF(rect.left() + step * (index + 0.5), body_top + body_h / 2)
            ellipse_item(centre, radius, None, FAN_LINE, 0.6, item)
            ellipse_item(centre, radius * 0.28, FAN_LINE, None, 0, item)
    elif spec.cooler == "blower":
        radius = max(3.0, min(body_h / 2, 22.0))
        centre = QPointF(rect.right() - radius - 6, body_top + body_h / 2)
        ellipse_item(centre, radius, None, FAN_LINE, 0.6, item)
        ellipse_item(centre, radius * 0.55, None, FAN_LINE, 0.4, item)
        # The blower pushes its air out through the bracket: an arrow to the rear wall.
        y = centre.y()
        line = QGraphicsLineItem(QLineF(centre.x() - radius - 3, y, rect.left() + 12, y), item)
        line.setPen(pen(FAN_LINE, 0.9))
        head = QGraphicsPolygonItem(QPolygonF([QPointF(rect.left() + 5, y),
                                               QPointF(rect.left() + 13, y - 4),
                                               QPointF(rect.left() + 13, y + 4)]), item)
        head.setBrush(QBrush(FAN_LINE))
        head.setPen(pen(FAN_LINE, 0.1))
    elif spec.cooler == "passive":
        x = rect.left() + 8
        while x < rect.right() - 4:
            fin = QGraphicsLineItem(QLineF(x, body_top - 2, x, rect.bottom() - 2), item)
            fin.setPen(pen(FAN_LINE, 0.5))
            x += 5.0
    elif spec.cooler == "liquid":
        radius = max(3.0, min(body_h / 2, 12.0))
        centre = QPointF(rect.center().x(), body_top + body_h / 2)
        ellipse_item(centre, radius, FAN_LINE, None, 0, item)
        for offset in (-3.0, 3.0):
            tube = QGraphicsLineItem(QLineF(centre.x(), centre.y() + offset,
                                            rect.right() + 18, centre.y() + offset), item)
            tube.setPen(pen(QColor("#0d47a1"), 2.2))


BRIDGE_W_MM = 30.0
BRIDGE_END_GAP_MM = 52.0  # from the end of the shorter card: clear of its power-plug chips


def bridge_x_mm(lengths_mm: list[float]) -> float:
    """Where a bridge joining cards of these lengths is drawn: near their far end, where
    the NVLink fingers are, clear of the cards' names."""
    return min(lengths_mm) - BRIDGE_END_GAP_MM - BRIDGE_W_MM


def make_bridge(x: float, top_y: float, bottom_y: float, name: str, parts: list[str]
                ) -> PartItem:
    """An NVLink bridge joining two cards, drawn across them at `x`, its word level and
    whole inside it."""
    rect = QRectF(x, top_y, BRIDGE_W_MM, bottom_y - top_y)
    item = PartItem(rect, QColor(118, 185, 0, 200), QColor("#33691e"), parts)
    item.setZValue(30)
    label = text_item(translate("ChassisScene", "NVLink"), 4.2, item, bold=True,
                      colour=QColor("#102027"), max_width_mm=BRIDGE_W_MM - 2)
    bounds = label.boundingRect()
    width, height = bounds.width() * label.scale(), bounds.height() * label.scale()
    label.setPos(rect.center().x() - width / 2, rect.center().y() - height / 2)
    item.setToolTip(plain_tooltip(name))
    item.only_rules = {"NVLINK-BRIDGE"}
    return item
