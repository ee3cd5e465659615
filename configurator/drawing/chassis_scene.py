"""The chassis drawing: a QGraphicsScene built from a resolved build and its Report.

No widget here (docs/architecture.md): the window shows this scene in a QGraphicsView, and the PDF
renders the same scene onto a page. One scene unit is one millimetre. The scene also keeps
the state a view needs across rebuilds: drag tints, the focused slot, highlighted parts.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QLineF, QObject, QPointF, Qt
from PySide6.QtWidgets import (
    QGraphicsLineItem,
    QGraphicsScene,
)

from configurator.drawing.chassis_board import draw_board, draw_chassis
from configurator.drawing.chassis_cards import (
    bridge_x_mm,
    card_length_mm,
    make_bridge,
    make_card,
)
from configurator.drawing.chassis_figures import add_gauges, make_psu
from configurator.drawing.chassis_items import (
    CardItem,
    PartItem,
    SlotRow,
    pen,
    text_item,
    text_width_mm,
)
from configurator.drawing.chassis_layout import (
    SLOT_CONNECTOR_X_MM,
    ChassisLayout,
    layout_for,
)
from configurator.drawing.chassis_plugs import add_card_plugs
from configurator.drawing.chassis_tray import TrayArea, add_tray
from configurator.drawing.palette import INK, SEVERITY_INK
from configurator.model.build import ResolvedBuild
from configurator.model.card_key import CardKey
from configurator.rules import Report
from configurator.words.findings import finding_line

translate = QCoreApplication.translate

SEVERITY_RANK = {"error": 0, "warning": 1, "info": 2}


class ChassisScene(QGraphicsScene):
    """The drawing plus what a view needs to talk about it: slots by position, cards by
    key, parts by id."""

    def __init__(self, parent: QObject | None = None, interactive: bool = True) -> None:
        """`interactive`: in the window, where cards are dropped (the tray is always
        drawn, with what to drop there); else on a page or a preview."""
        super().__init__(parent)
        self.interactive = interactive
        self.layout: ChassisLayout | None = None
        self.slot_rows: dict[str, SlotRow] = {}
        self.cards: dict[CardKey, CardItem] = {}
        self.marked: dict[str, list[PartItem]] = {}
        self._slot_by_bracket: dict[int, str] = {}
        self._slot_order: list[str] = []
        self.tray: TrayArea | None = None
        self._highlight: set[str] = set()
        self._focus_slot: str | None = None
        self._focus_shown = True  # the view shows the focus outline only while it has focus
        self.selectionChanged.connect(self._refresh_selection)

    # --- building ------------------------------------------------------------------
    def rebuild(self, resolved: ResolvedBuild, report: Report) -> None:
        """Draw the build afresh; the focused slot and the checks' highlight survive; tints
        and a card's selection do not (the card a key named may be another one now)."""
        self.blockSignals(True)
        self.clear()
        self.blockSignals(False)
        self.slot_rows, self.cards, self.marked = {}, {}, {}
        layout = self.layout = layout_for(resolved)
        for item in draw_chassis(self, resolved, layout):
            self._register(item)
        board_items, self.slot_rows = draw_board(self, resolved, layout)
        for item in board_items:
            self._register(item)
        self._draw_cards(resolved, report, layout)
        psu = make_psu(resolved, report, layout.psu)
        if psu is not None:
            self.addItem(psu)
            self._register(psu)
        add_gauges(self, resolved, report, layout)
        self.tray, chips = add_tray(self, resolved, layout, self.interactive)
        for chip in chips:
            self.cards[chip.card_key] = chip
            self._register(chip)
        self._mark_findings(report)
        board = resolved.motherboard
        self._slot_order = [s.id for s in sorted(board.pcie_slots, key=lambda s: s.position)
                            ] if board else []
        self._slot_by_bracket = {s.position: s.id for s in board.pcie_slots} if board else {}
        if self._focus_slot not in self.slot_rows:
            self._focus_slot = None
        self.set_focus_slot(self._focus_slot)
        self.highlight(self._highlight)
        rect = self.itemsBoundingRect().adjusted(-6, -6, 6, 6)
        self.setSceneRect(rect)

    def _register(self, item: PartItem) -> None:
        for part in item.parts:
            self.marked.setdefault(part, []).append(item)

    def _draw_cards(self, r: ResolvedBuild, report: Report, layout: ChassisLayout) -> None:
        board = r.motherboard
        if board is None:
            return
        limits = {g.slot: g.power_limit_w for g in r.gpus if g.slot}
        lengths = {card.slot: card_length_mm(card.spec) for card in r.slot_cards()}
        bridge_x = {}  # slot: where the bridge across its card starts
        for bridge in r.bridges:
            if all(s in lengths for s in bridge.between):
                x = bridge_x_mm([lengths[s] for s in bridge.between])
                for s in bridge.between:
                    bridge_x[s] = min(x, bridge_x.get(s, x))
        for card in r.slot_cards():
            slot = board.slot(card.slot)
            if slot is None:
                continue
            key = CardKey.in_slot(card.slot)
            if key in self.cards:  # two cards in one slot: COMPAT-SLOT says so; draw one
                continue
            y = layout.bracket_y(slot.position)
            end = bridge_x[card.slot] - 3 if card.slot in bridge_x else None
            item = make_card(card.spec, y, key, [card.slot, card.spec.id], limits.get(card.slot),
                             end)
            if card.kind == "gpu":
                add_card_plugs(item, card.spec, report.plugs, card.slot)
            self.addItem(item)
            self.cards[key] = item
            self._register(item)
            link = report.pcie.get(card.slot)
            if link is not None:
                approx = "≈" if link.estimated else ""
                text = translate("ChassisScene", "→ {approx}x{lanes} gen{gen}").format(
                    approx=approx, lanes=link.lanes, gen=link.gen)
                colour = SEVERITY_INK["error"] if link.lanes == 0 else INK
                negotiated = text_item(text, 5.0, None, bold=True, colour=colour)
                negotiated.setPos(layout.label_x, y + 12.9)
                self.addItem(negotiated)
        self._draw_length_limit(r, layout)
        for bridge in r.bridges:
            slots = [board.slot(s) for s in bridge.between]
            if None in slots:
                continue
            top, bottom = sorted(layout.bracket_y(s.position) for s in slots)
            x = (bridge_x_mm([lengths[s] for s in bridge.between])
                 if all(s in lengths for s in bridge.between) else 112.0)
            item = make_bridge(x, top + 3, bottom + 6, bridge.spec.name,
                               [bridge.spec.id, *bridge.between])
            self.addItem(item)
            self._register(item)

    def _draw_length_limit(self, r: ResolvedBuild, layout: ChassisLayout) -> None:
        """The chassis' card length limit, when it falls inside the drawing."""
        if r.chassis is None or r.chassis.max_gpu_length_mm >= layout.interior_w - 2:
            return
        x = r.chassis.max_gpu_length_mm
        top = layout.slots_top_y - 8
        bottom = layout.bracket_y(layout.brackets + 1)
        line = QGraphicsLineItem(QLineF(x, top, x, bottom))
        line.setPen(pen(SEVERITY_INK["error"], 0.8, Qt.PenStyle.DashLine))
        line.setZValue(40)
        self.addItem(line)
        label = text_item(translate("ChassisScene", "card limit {mm:.0f} mm").format(mm=x), 4.4,
                          line, colour=SEVERITY_INK["error"])
        label.setPos(x - text_width_mm(label) - 1.5, top - 1)

    def _mark_findings(self, report: Report) -> None:
        by_item: dict[int, tuple[PartItem, list]] = {}
        for finding in report.findings:
            if finding.waived:
                continue
            for part in finding.parts:
                for item in self.marked.get(part, []):
                    if item.only_rules is None or finding.rule in item.only_rules:
                        by_item.setdefault(id(item), (item, []))[1].append(finding)
        for item, findings in by_item.values():
            unique = list({id(f): f for f in findings}.values())
            worst = min(unique, key=lambda f: SEVERITY_RANK[f.severity]).severity
            counted = [f for f in unique if f.severity in ("error", "warning")]
            tooltip = "\n".join(finding_line(f) for f in unique)
            item.set_findings(worst, len(counted), tooltip)

    # --- what a view asks ----------------------------------------------------------
    def slot_at(self, pos: QPointF) -> str | None:
        """The slot whose bracket row is under a scene point (None: no slot there)."""
        layout = self.layout
        if layout is None or not layout.row_left <= pos.x() <= layout.row_right:
            return None
        return self._slot_by_bracket.get(layout.bracket_at(pos.y()))

    def drop_slot_at(self, pos: QPointF) -> str | None:
        """The slot a drop at a scene point goes to: the slot whose row is there, else the
        slot of the placed card whose body is there (a two-slot card's lower bracket)."""
        slot = self.slot_at(pos)
        if slot is not None:
            return slot
        card = self.card_at(pos)
        return card.card_key.slot if card is not None else None

    def in_tray(self, pos: QPointF) -> bool:
        """Whether a scene point lies on the "not placed" tray."""
        return self.tray is not None and self.tray.sceneBoundingRect().contains(pos)

    def tray_centre(self) -> QPointF:
        """A point of the tray clear of its cards (for tests and the keyboard's note)."""
        rect = self.tray.sceneBoundingRect()
        return QPointF(rect.right() - 10, rect.top() + 4)

    def tray_keys(self) -> list[CardKey]:
        """The cards in the tray, in the order drawn."""
        return [key for key in self.cards if not key.placed]

    def slot_centre(self, slot: str) -> QPointF:
        """A point inside the slot's row, right of the label column (for tests and focus)."""
        rect = self.slot_rows[slot].rect()
        return QPointF(SLOT_CONNECTOR_X_MM + 20, rect.center().y())

    def card_at(self, pos: QPointF) -> CardItem | None:
        for item in self.items(pos):
            while item is not None and not isinstance(item, CardItem):
                item = item.parentItem()
            if isinstance(item, CardItem):
                return item
        return None

    def slot_order(self) -> list[str]:
        return list(self._slot_order)

    # --- transient state -----------------------------------------------------------
    def set_tints(self, colours: dict[str, str], reasons: dict[str, str]) -> None:
        for slot, row in self.slot_rows.items():
            row.set_tint(colours.get(slot), reasons.get(slot, ""))

    def set_tray_tint(self, colour: str | None) -> None:
        if self.tray is not None:
            self.tray.set_tint(colour)

    def clear_tints(self) -> None:
        for row in self.slot_rows.values():
            row.set_tint(None)
        self.set_tray_tint(None)

    def tints(self) -> dict[str, str | None]:
        return {slot: row.colour for slot, row in self.slot_rows.items()}

    def set_focus_slot(self, slot: str | None) -> None:
        self._focus_slot = slot if slot in self.slot_rows else None
        for slot_id, row in self.slot_rows.items():
            row.set_focused(self._focus_shown and slot_id == self._focus_slot)

    def show_focus(self, shown: bool) -> None:
        """Draw the focused slot's outline or not (the slot stays chosen either way)."""
        self._focus_shown = shown
        self.set_focus_slot(self._focus_slot)

    @property
    def focus_slot(self) -> str | None:
        return self._focus_slot

    def highlight(self, parts: Iterable[str]) -> None:
        """Mark the items drawing these parts (slot ids or part ids) and select their cards."""
        self._highlight = set(parts)
        for items in self.marked.values():
            for item in items:
                item.set_highlighted(False)
        for part in self._highlight:
            for item in self.marked.get(part, []):
                item.set_highlighted(True)
        self.clearSelection()
        for part in self._highlight:
            card = self.cards.get(CardKey.in_slot(part))
            if card is not None:
                card.setSelected(True)

    def highlighted_items(self) -> list[PartItem]:
        return [item for items in self.marked.values() for item in items if item.highlighted]

    def _refresh_selection(self) -> None:
        for card in self.cards.values():
            card.refresh_selection()


def build_chassis_scene(resolved: ResolvedBuild, report: Report,
                        parent: QObject | None = None) -> ChassisScene:
    """The chassis drawing of a build, e.g. for the PDF: `scene.render(painter, target)`."""
    scene = ChassisScene(parent, interactive=False)
    scene.rebuild(resolved, report)
    return scene
