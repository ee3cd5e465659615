"""Graphics items of the chassis drawing: plain rectangles, ellipses and text composed as
children, so the same items paint on a screen, an image or a PDF page.

Sizes are millimetres. Text is laid out at ten times its size and scaled down, so that
fractional sizes (a 5.5 mm label) keep exact metrics on every paint device.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
    QStyle,
    QStyleOptionGraphicsItem,
    QWidget,
)

from configurator.drawing.palette import HIGHLIGHT, INK, OK_COLOUR, SEVERITY_COLOUR
from configurator.model.card_key import CardKey
from configurator.model.safe_text import drawable, plain_tooltip

TEXT_OVERSAMPLE = 10.0
ROLE_KEY = 0  # QGraphicsItem.data key telling decorations apart from the part's drawing
BADGE_ROLE = "badge"

# Colours of the chassis' own parts; the shared ones are configurator.drawing.palette's.
CHASSIS_FILL = QColor("#eceff1")
CHASSIS_LINE = QColor("#37474f")
BOARD_FILL = QColor("#dcedc8")
BOARD_LINE = QColor("#689f38")
BRACKET_FILL = QColor("#cfd8dc")
BRACKET_LINE = QColor("#90a4ae")
SOURCE_COLOUR = {"cpu": QColor("#263238"), "chipset": QColor("#78909c"),
                 "switch": QColor("#6a1b9a")}
COOLER_FILL = {"blower": QColor("#37474f"), "open-air": QColor("#455a64"),
               "passive": QColor("#6d4c41"), "liquid": QColor("#1565c0")}
NIC_FILL = QColor("#00695c")
PCB_FILL = QColor("#33691e")
FAN_LINE = QColor("#b0bec5")
TINT_COLOUR = {"green": QColor(67, 160, 71, 95), "amber": QColor(255, 179, 0, 120),
               "red": QColor(229, 57, 53, 120)}
GAUGE_OK = OK_COLOUR
GAUGE_BACK = QColor("#ffffff")


def pen(colour: QColor, width_mm: float = 0.4, style: Qt.PenStyle = Qt.PenStyle.SolidLine
        ) -> QPen:
    p = QPen(colour, width_mm, style)
    p.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    return p


def text_item(text: str, size_mm: float, parent: QGraphicsItem | None = None, *,
              bold: bool = False, colour: QColor = INK, max_width_mm: float | None = None,
              min_size_mm: float | None = None, max_lines: int = 1
              ) -> QGraphicsSimpleTextItem:
    """A text item `size_mm` tall (em size), within `max_width_mm` if given: on up to
    `max_lines` lines broken between words, in a type as small as `min_size_mm` if that makes
    it fit, elided only when it still does not (a CPU's and a PSU's names were cut in the
    drawing). Control and bidirectional characters of a name are shown, never obeyed
    (`safe_text.drawable`)."""
    text = drawable(text)
    font = QFont()
    font.setBold(bold)
    sizes = [size_mm]
    if min_size_mm is not None:
        step = 0.2
        sizes += [size_mm - step * n for n in range(1, int((size_mm - min_size_mm) / step) + 1)]
    shown = text
    for size in sizes:
        font.setPixelSize(max(1, round(size * TEXT_OVERSAMPLE)))
        if max_width_mm is None:
            break
        shown, fits = _lines_within(text, QFontMetricsF(font), max_width_mm * TEXT_OVERSAMPLE,
                                    max_lines)
        if fits:
            break
    item = QGraphicsSimpleTextItem(shown, parent)
    item.setFont(font)
    item.setBrush(QBrush(colour))
    item.setScale(1.0 / TEXT_OVERSAMPLE)
    return item


def _lines_within(text: str, metrics: QFontMetricsF, width: float, max_lines: int
                  ) -> tuple[str, bool]:
    """`text` broken between words into lines of `width`; (the lines, whether all of it
    fits in `max_lines`); the last line elided when it does not."""
    lines: list[str] = []
    words = text.split(" ")
    while words and len(lines) < max_lines:
        line = words.pop(0)
        while words and metrics.horizontalAdvance(f"{line} {words[0]}") <= width:
            line = f"{line} {words.pop(0)}"
        lines.append(line)
    fits = not words and all(metrics.horizontalAdvance(line) <= width for line in lines)
    if not fits and lines:
        rest = " ".join([lines[-1], *words])
        lines[-1] = metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width)
        lines[:-1] = [metrics.elidedText(line, Qt.TextElideMode.ElideRight, width)
                      for line in lines[:-1]]
    return "\n".join(lines), fits


def text_width_mm(item: QGraphicsSimpleTextItem) -> float:
    return item.boundingRect().width() * item.scale()


def rect_item(rect: QRectF, fill: QColor | None, line: QColor | None, width_mm: float = 0.4,
              parent: QGraphicsItem | None = None) -> QGraphicsRectItem:
    item = QGraphicsRectItem(rect, parent)
    item.setBrush(QBrush(fill) if fill is not None else QBrush(Qt.BrushStyle.NoBrush))
    item.setPen(pen(line, width_mm) if line is not None else QPen(Qt.PenStyle.NoPen))
    return item


def ellipse_item(centre: QPointF, radius_mm: float, fill: QColor | None, line: QColor | None,
                 width_mm: float = 0.4, parent: QGraphicsItem | None = None
                 ) -> QGraphicsEllipseItem:
    item = QGraphicsEllipseItem(QRectF(centre.x() - radius_mm, centre.y() - radius_mm,
                                       2 * radius_mm, 2 * radius_mm), parent)
    item.setBrush(QBrush(fill) if fill is not None else QBrush(Qt.BrushStyle.NoBrush))
    item.setPen(pen(line, width_mm) if line is not None else QPen(Qt.PenStyle.NoPen))
    return item


class PartItem(QGraphicsRectItem):
    """A drawn part that findings can mark: a red or amber outline with a badge counting
    its findings, and a blue outline while the checks panel highlights it."""

    def __init__(self, rect: QRectF, fill: QColor, line: QColor, parts: list[str],
                 parent: QGraphicsItem | None = None, line_width_mm: float = 0.5) -> None:
        super().__init__(rect, parent)
        self.parts = parts
        # Rules whose findings mark this item (None: all). A bridge names its two slots
        # to be highlighted with them, yet only its own rule's findings are its problems.
        self.only_rules: set[str] | None = None
        self.severity: str | None = None
        self.finding_count = 0
        self.highlighted = False
        self._line = line
        self._line_width_mm = line_width_mm
        self._badge: QGraphicsItem | None = None
        self.setBrush(QBrush(fill))
        self._update_pen()

    def set_findings(self, severity: str | None, count: int, tooltip: str = "") -> None:
        self.severity = severity if severity in ("error", "warning") else None
        self.finding_count = count if self.severity else 0
        if self._badge is not None:
            self._badge.setParentItem(None)
            if self.scene() is not None:
                self.scene().removeItem(self._badge)
            self._badge = None
        if self.severity:
            self._badge = self._make_badge(SEVERITY_COLOUR[self.severity], count)
        if tooltip:
            self.setToolTip(plain_tooltip(tooltip))
        self._update_pen()

    def set_highlighted(self, on: bool) -> None:
        self.highlighted = on
        self._update_pen()

    def _make_badge(self, colour: QColor, count: int) -> QGraphicsItem:
        rect = self.rect()
        radius = 4.2
        badge = ellipse_item(QPointF(rect.right() - radius - 1.5, rect.top() + radius + 1.5),
                             radius, colour, QColor("#ffffff"), 0.5, self)
        badge.setZValue(5)
        badge.setData(ROLE_KEY, BADGE_ROLE)
        label = text_item("!" if count <= 1 else str(min(count, 9)), 5.5, badge, bold=True,
                          colour=QColor("#ffffff"))
        width = text_width_mm(label)
        centre = badge.rect().center()
        label.setPos(centre.x() - width / 2, centre.y() - 3.6)
        return badge

    def _update_pen(self) -> None:
        if self.highlighted or self.isSelected():
            self.setPen(pen(HIGHLIGHT, 1.6))
        elif self.severity:
            self.setPen(pen(SEVERITY_COLOUR[self.severity], 1.3))
        else:
            self.setPen(pen(self._line, self._line_width_mm))

    def refresh_selection(self) -> None:
        self._update_pen()

    def paint(self, painter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
              ) -> None:
        # The outline already shows selection; Qt's dashed selection box would hide it.
        option.state &= ~QStyle.StateFlag.State_Selected
        super().paint(painter, option, widget)


class CardItem(PartItem):
    """A GPU or add-in card; `card_key` names it for the edits."""

    def __init__(self, rect: QRectF, fill: QColor, parts: list[str], card_key: CardKey,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, fill, QColor("#102027"), parts, parent, 0.4)
        self.card_key = card_key
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, True)
        self.setCursor(Qt.CursorShape.OpenHandCursor)


class SlotRow(QGraphicsRectItem):
    """The band of one slot across the drawing: drop target, keyboard focus, drag tint."""

    def __init__(self, rect: QRectF, slot_id: str) -> None:
        super().__init__(rect)
        self.slot_id = slot_id
        self.colour: str | None = None
        self.focused = False
        self.setZValue(50)
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setBrush(QBrush(Qt.BrushStyle.NoBrush))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_tint(self, colour: str | None, reason: str = "") -> None:
        self.colour = colour
        self.setBrush(QBrush(TINT_COLOUR[colour]) if colour else QBrush(Qt.BrushStyle.NoBrush))
        self.setToolTip(plain_tooltip(reason))

    def set_focused(self, on: bool) -> None:
        self.focused = on
        self.setPen(pen(HIGHLIGHT, 0.9, Qt.PenStyle.DashLine) if on else QPen(Qt.PenStyle.NoPen))
