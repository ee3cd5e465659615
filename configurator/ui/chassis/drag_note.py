"""The note that says what a drop would change, floating beside the chassis drawing.

It is a widget over the window, not an item of the drawing: it is placed in pixels where it
covers no slot (not the target's row and label, not the slots
above or below it) and not the pointer, so the user always sees the slot the card would go
to and the tints of its neighbours. It goes, in this order of preference, into free space of
the chassis view beside the slots, or beside the view inside the window (over a dock, as a
tool-tip would), nearest to the target; in a smaller type when it does not fit otherwise.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QGraphicsView, QLabel

from configurator.drawing.palette import INK, OK_COLOUR, SEVERITY_COLOUR
from configurator.model.safe_text import plain_html

NOTE_FONT_PX = (13, 12, 11, 10)  # the note's type, and smaller ones to make it fit
MAX_NOTE_W_PX = 460  # wider lines are hard to follow
MIN_NOTE_W_PX = 220  # a narrower gap is no place for the note
GAP_PX = 6  # between the note and what it must leave visible
POINTER_BOX_PX = 18  # the pointer and the card's drag image around it
BORDER_PX = 2
PAD_PX = (8, 6)  # left/right, top/bottom inside the border
MORE = "…"
BULLET = "•"  # a finding's line starts with a bullet and a space: a hanging indent
# The bullet of a finding resting on estimates: the drawing's mark of an estimate (a PCIe
# link's "≈"); the slot's tooltip and the checks panel say which figures.
ESTIMATED_BULLET = "≈"
FINDING_LINE_STARTS = (f"{BULLET} ", f"{ESTIMATED_BULLET} ")
MAX_SIZES_KEPT = 512  # measured note sizes remembered (a drag over 20 slots needs ~100)


def subtract(regions: Iterable[QRect], obstacle: QRect) -> list[QRect]:
    """The parts of `regions` clear of `obstacle` (with GAP_PX around it): of each region
    that meets it, the whole strips left, right, above and below it (they may overlap)."""
    block = obstacle.adjusted(-GAP_PX, -GAP_PX, GAP_PX, GAP_PX)
    out: list[QRect] = []
    for r in regions:
        if not r.intersects(block):
            out.append(r)
            continue
        strips = (QRect(QPoint(r.left(), r.top()), QPoint(block.left() - 1, r.bottom())),
                  QRect(QPoint(block.right() + 1, r.top()), QPoint(r.right(), r.bottom())),
                  QRect(QPoint(r.left(), r.top()), QPoint(r.right(), block.top() - 1)),
                  QRect(QPoint(r.left(), block.bottom() + 1), QPoint(r.right(), r.bottom())))
        out.extend(s for s in strips if s.width() > 0 and s.height() > 0)
    return out


def place(size: tuple[int, int], region: QRect, anchor: QPoint) -> QRect:
    """The note of `size` inside `region`, as near to `anchor` as it goes."""
    w, h = size
    x = min(max(anchor.x() - w // 2, region.left()), region.right() + 1 - w)
    y = min(max(anchor.y() - h // 2, region.top()), region.bottom() + 1 - h)
    return QRect(x, y, w, h)


def _distance(rect: QRect, point: QPoint) -> int:
    dx = max(rect.left() - point.x(), 0, point.x() - rect.right())
    dy = max(rect.top() - point.y(), 0, point.y() - rect.bottom())
    return dx * dx + dy * dy


class DragNote(QLabel):
    """The note of one ChassisView. `show_note` places and shows it; `hide_note` hides it."""

    def __init__(self, view: QGraphicsView, slot_rects: Callable[[], list[QRectF]]) -> None:
        """`slot_rects()`: every slot's row in scene units (what the note must not cover)."""
        super().__init__(view)
        self.view = view
        self.slot_rects = slot_rects
        self.hide()
        # Also out of a drop's way: Qt looks for the drop target past such widgets.
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        pad = BORDER_PX + 1
        self.setContentsMargins(PAD_PX[0] + pad, PAD_PX[1] + pad, PAD_PX[0] + pad,
                                PAD_PX[1] + pad)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.WindowText, INK)
        self.setPalette(palette)
        self.colour: str | None = None  # "red", "amber" or "green" while it shows
        self._lines: list[str] = []  # the note's text
        self._shown: list[str] = []  # what of it shows (all of it unless there is no room)
        self._sizes: dict[tuple, tuple[int, int]] = {}  # see _size_for
        self._rendered: tuple | None = None  # the lines and type the label holds

    # --- what the controller calls ---------------------------------------------------
    def show_note(self, text: str, colour: str | None, pointer: QPointF) -> None:
        """Show `text` framed in `colour`, clear of the pointer (a scene point) and of
        every slot's row."""
        window = self.view.window()
        if self.parentWidget() is not window:  # the view was put into its window later
            self.setParent(window)
        self.colour = colour
        self._lines = text.splitlines()
        viewport = self.view.viewport()
        to_global = viewport.mapToGlobal
        pointer_px = to_global(self.view.mapFromScene(pointer))
        obstacles = []
        for rect in self.slot_rects():
            in_view = self.view.mapFromScene(rect).boundingRect()
            obstacles.append(QRect(to_global(in_view.topLeft()), in_view.size()))
        obstacles.append(QRect(pointer_px - QPoint(POINTER_BOX_PX, POINTER_BOX_PX),
                               pointer_px + QPoint(POINTER_BOX_PX, POINTER_BOX_PX)))
        inside = QRect(to_global(QPoint(0, 0)), viewport.size()).adjusted(3, 3, -3, -3)
        frame = QRect(window.mapToGlobal(QPoint(0, 0)), window.size()).adjusted(3, 3, -3, -3)
        beside = subtract([frame], inside.adjusted(-3, -3, 3, 3))
        rect = self._fit(self._free([inside], obstacles), self._free(beside, obstacles),
                         pointer_px)
        self.setGeometry(QRect(window.mapFromGlobal(rect.topLeft()), rect.size()))
        self.show()
        self.raise_()  # over the docks

    def hide_note(self) -> None:
        self.colour = None
        self._lines = []
        self.hide()

    def text_shown(self) -> str:
        """The note's text while it shows, else ""."""
        return "\n".join(self._shown) if self.isVisible() else ""

    def viewport_rect(self) -> QRect | None:
        """Where the note is, in the chassis view's viewport pixels (None: hidden)."""
        if not self.isVisible():
            return None
        top_left = self.view.viewport().mapFromGlobal(self.mapToGlobal(QPoint(0, 0)))
        return QRect(top_left, self.size())

    # --- placing ---------------------------------------------------------------------
    @staticmethod
    def _free(regions: list[QRect], obstacles: list[QRect]) -> list[QRect]:
        for obstacle in obstacles:
            regions = subtract(regions, obstacle)
        return regions

    def _fit(self, inside: list[QRect], outside: list[QRect], anchor: QPoint) -> QRect:
        """The largest type that fits, in the view if it can, nearest to the anchor; when
        nothing fits, the smallest type in the roomiest place, its last lines cut."""
        for size_px in NOTE_FONT_PX:
            self._set_type(size_px)
            for regions in (inside, outside):
                best: QRect | None = None
                for region in regions:
                    if region.width() < MIN_NOTE_W_PX:
                        continue
                    w, h = self._size_for(region.width())
                    if h <= region.height():
                        rect = place((w, h), region, anchor)
                        if best is None or _distance(rect, anchor) < _distance(best, anchor):
                            best = rect
                if best is not None:
                    self._render(self._lines)
                    return best
        candidates = [r for r in inside + outside if r.width() >= MIN_NOTE_W_PX] or (
            inside + outside) or [QRect(anchor, anchor)]
        roomy = max(candidates, key=lambda r: r.width() * r.height())
        lines = list(self._lines)
        w, h = self._size_for(roomy.width(), lines)
        while h > roomy.height() and len(lines) > 1:
            lines = [*lines[:-2 if lines[-1] == MORE else -1], MORE]
            w, h = self._size_for(roomy.width(), lines)
        self._render(lines)
        return place((w, min(h, roomy.height())), roomy, anchor)

    def _set_type(self, size_px: int) -> None:
        if self.font().pixelSize() == size_px:
            return
        font = QFont(self.font())
        font.setPixelSize(size_px)  # pixels: the note does not follow the drawing's zoom
        self.setFont(font)

    def _size_for(self, room_w: int, lines: list[str] | None = None) -> tuple[int, int]:
        """The note's size within `room_w` pixels: as wide as its longest line needs.
        Remembered by text, type and width: a drag-move asks the same again and again."""
        lines = self._lines if lines is None else lines
        key = (tuple(lines), self.font().pixelSize(), room_w)
        size = self._sizes.get(key)
        if size is None:
            if len(self._sizes) > MAX_SIZES_KEPT:
                self._sizes.clear()
            size = self._sizes[key] = self._measure(room_w, lines)
        return size

    def _measure(self, room_w: int, lines: list[str]) -> tuple[int, int]:
        self._render(lines)
        margins = self.contentsMargins()
        extra_w = margins.left() + margins.right()
        bold = QFont(self.font())
        bold.setBold(True)  # the first line is bold (see _render)
        widths = [QFontMetrics(bold if n == 0 else self.font()).horizontalAdvance(line)
                  for n, line in enumerate(lines)]
        natural = max(widths, default=0)
        w = min(natural + extra_w + 4, MAX_NOTE_W_PX, room_w)
        return w, self.heightForWidth(w)

    def _render(self, lines: list[str]) -> None:
        """Lines as paragraphs: the first in bold, a "• " finding with a hanging indent."""
        self._shown = lines
        key = (tuple(lines), self.font().pixelSize())
        if key == self._rendered:
            return
        self._rendered = key
        indent = QFontMetrics(self.font()).horizontalAdvance(f"{BULLET} ")
        parts = []
        for n, line in enumerate(lines):
            text = plain_html(line.strip())
            if n == 0:
                parts.append(f"<p style='margin:0'><b>{text}</b></p>")
            elif line.startswith(FINDING_LINE_STARTS) or line.startswith("  "):
                hanging = indent if line.startswith(FINDING_LINE_STARTS) else 0
                parts.append(f"<p style='margin:0; margin-left:{indent}px; "
                             f"text-indent:-{hanging}px'>{text}</p>")
            else:
                parts.append(f"<p style='margin:0; margin-top:2px'>{text}</p>")
        self.setText("".join(parts))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        edge = {"red": SEVERITY_COLOUR["error"], "amber": SEVERITY_COLOUR["warning"]}.get(
            self.colour or "", OK_COLOUR)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(edge)
        painter.drawRect(self.rect())
        painter.setBrush(Qt.GlobalColor.white)
        painter.drawRect(self.rect().adjusted(BORDER_PX, BORDER_PX, -BORDER_PX, -BORDER_PX))
        painter.end()
        super().paintEvent(event)
