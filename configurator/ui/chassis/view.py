"""The chassis drawing in the window: drag and drop, keyboard focus among slots, zoom.

The event overrides stay thin (PySide re-raises exceptions from virtual overrides itself,
out of pytest-qt's reach): each hands over to the DragController or emits a signal, and the
main window turns signals into undo commands.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QContextMenuEvent,
    QDrag,
    QDragEnterEvent,
    QDragLeaveEvent,
    QDragMoveEvent,
    QDropEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsView, QMenu, QWidget

from configurator.drawing.chassis_scene import ChassisScene
from configurator.model.build import ResolvedBuild
from configurator.model.card_key import CardKey
from configurator.model.edits import UnplaceCard
from configurator.model.part_base import PartBase
from configurator.model.parts import GpuSpec, NicSpec
from configurator.rules import Report
from configurator.ui.chassis.drag_controller import DragController
from configurator.ui.chassis.drag_note import DragNote
from configurator.ui.session.document import BuildDocument
from configurator.ui.session.gestures import card_power_limit_index
from configurator.ui.widgets.mime import card_mime

translate = QCoreApplication.translate

ZOOM_STEP = 1.2
MIN_READABLE_PX_PER_MM = 1.6  # below this the 5 mm labels get hard to read



class ChassisView(QGraphicsView):
    sigSlotActivated = Signal(str)
    """Enter on the focused slot (or "place here" from its menu): the slot id."""
    sigRemoveRequested = Signal(object)
    """Delete key or context menu on a card: its CardKey."""
    sigPowerLimitRequested = Signal(object)
    """Context menu "Set power limit" on a GPU: its CardKey."""
    sigFilesDropped = Signal(list)
    """Build files dropped onto the drawing: their paths."""
    sigCardSelected = Signal(list)
    """The user chose a card in the drawing (a click, the arrow keys): the parts it names
    (its slot and part id; a card of the tray its part id), for the checks and the BOM."""

    def __init__(self, document: BuildDocument, parent: QWidget | None = None,
                 selected_card: Callable[[], PartBase | None] | None = None) -> None:
        """`selected_card()`: the part selected in the catalog (what "Place ... in this
        slot" of a slot's menu places)."""
        super().__init__(parent)
        # A viewport of our own making, set up by QGraphicsView as the one it made: asking for
        # the one it made, PySide6 would find its Python type by making every QWidget
        # class's (13 ms of a start; docs/performance.md).
        self.setViewport(QWidget())
        self.document = document
        self.selected_card = selected_card or (lambda: None)
        # The card being placed with the keyboard (Enter on a catalog card): only then do
        # the arrow keys preview a drop. A click or a reopened build previews nothing.
        self.placing: GpuSpec | NicSpec | None = None
        self.placing_card: CardKey | None = None  # a card of the tray being placed so
        self._quiet = False  # a selection made by the program, not the user: not announced
        self.chassis_scene = ChassisScene(self)
        self.setScene(self.chassis_scene)
        self.chassis_scene.selectionChanged.connect(self._selection_changed)
        self.drag_note = DragNote(self, self._slot_rects)
        self.drag = DragController(document, self.chassis_scene, self.drag_note)
        self.setAcceptDrops(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setAccessibleName(translate("ChassisView", "Chassis drawing"))
        self._fit_mode: str | None = "readable"  # see fit(); None once the user zooms
        self._reserved_top_px = 0  # see reserve_top()
        self._press: tuple[QPoint, str] | None = None
        document.sigChanged.connect(self._redraw)
        document.sigLoaded.connect(self.fit_readable)  # a zoom was for the build before
        self._redraw(document.resolved, document.report)

    # --- redraw --------------------------------------------------------------------
    def _redraw(self, resolved: ResolvedBuild, report: Report) -> None:
        self.drag.leave()
        in_tray = self.selected_tray_card()
        self._quiet = True
        try:
            self.chassis_scene.rebuild(resolved, report)
            # The keys stay in the tray (a card deleted there: the one now in its place).
            keys = self.chassis_scene.tray_keys()
            if in_tray is not None and keys:
                self.chassis_scene.cards[keys[min(keys.index(in_tray) if in_tray in keys
                                                  else len(keys) - 1, len(keys) - 1)]
                                         ].setSelected(True)
        finally:
            self._quiet = False
        self._refit()

    def _selection_changed(self) -> None:
        if self._quiet:
            return
        selected = [card for card in self.chassis_scene.cards.values() if card.isSelected()]
        if len(selected) == 1:
            self.sigCardSelected.emit(list(selected[0].parts))

    def _slot_rects(self) -> list[QRectF]:
        """Every slot's row (label, connector and the room of its card) and the "not
        placed" tray: the note keeps off them all."""
        rects = [row.sceneBoundingRect() for row in self.chassis_scene.slot_rows.values()]
        tray = self.chassis_scene.tray
        return rects + ([tray.sceneBoundingRect()] if tray is not None else [])

    def fit(self) -> None:
        """Fit Drawing (Ctrl+0): the whole drawing, centred, whatever the scale; it stays
        fitted as the window changes until the user zooms. (It kept a readable scale from
        the top left before, and did not fit.)"""
        self._fit_mode = "whole"
        self._refit()

    def fit_readable(self) -> None:
        """The drawing as a build opens: whole when that is readable, else at the readable
        scale as far as its full width allows (slots, cards and the gauges beside them all
        in view), scrolling down for the rest. The window's panels give way below a
        readable width (configurator.ui.window.dock_layout), so the width fits."""
        self._fit_mode = "readable"
        self._refit()

    def reserve_top(self, px: int) -> None:
        """Keep the top `px` of the view clear of the drawing (the start panel floats there
        over an empty build, and covered the drawing's title); 0 gives the room back."""
        if px != self._reserved_top_px:
            self._reserved_top_px = px
            if not px:  # also after a zoom, when _refit leaves the view as it is
                self.setSceneRect(QRectF())
            self._refit()

    def _refit(self) -> None:
        rect = self.chassis_scene.sceneRect()
        view = self.viewport().rect()
        if self._fit_mode is None or rect.isEmpty() or view.isEmpty():
            return
        reserved_px = min(self._reserved_top_px, view.height() // 2)
        whole = min(view.width() / rect.width(), (view.height() - reserved_px) / rect.height())
        if self._fit_mode == "whole":
            scale = whole
        else:
            scale = max(whole, min(view.width() / rect.width(), MIN_READABLE_PX_PER_MM))
        scale *= 0.98
        # The view's own rect reaches above the scene's by the reserved band, so the drawing
        # starts below it; a null rect follows the scene's again.
        if reserved_px:
            rect = rect.adjusted(0, -reserved_px / scale, 0, 0)
        self.setSceneRect(rect if reserved_px else QRectF())
        self.resetTransform()
        self.scale(scale, scale)
        seen_h = view.height() / scale
        self.centerOn(rect.center().x(),
                      rect.top() + seen_h / 2 if seen_h < rect.height() else rect.center().y())

    def zoom(self, factor: float, under_pointer: bool = False) -> None:
        """Zoom about the middle of the view (the keys, the menu) or, `under_pointer`,
        about the point under the mouse (the wheel)."""
        self._fit_mode = None
        self.setTransformationAnchor(
            QGraphicsView.ViewportAnchor.AnchorUnderMouse if under_pointer
            else QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.scale(factor, factor)

    def highlight(self, parts: list[str]) -> None:
        in_tray = self.selected_tray_card()
        self._quiet = True  # the checks chose these parts: not said back to them
        try:
            self.chassis_scene.highlight(parts)
            # A card of the tray the user chose stays chosen when the checks name it or
            # nothing (they follow a card chosen in the drawing, and choose again, or
            # nothing, after every change of the build).
            chip = self.chassis_scene.cards.get(in_tray) if in_tray else None
            if chip is not None and (not parts or set(chip.parts) & set(parts)):
                chip.setSelected(True)
        finally:
            self._quiet = False
        items = self.chassis_scene.highlighted_items()
        if items:
            self.ensureVisible(items[0], 10, 10)

    # --- keyboard ------------------------------------------------------------------
    def move_focus(self, step: int) -> None:
        """The arrow keys: from slot to slot, then on to the cards of the "not placed"
        tray (selected as the focus reaches them); while a card is placed, slots only."""
        scene = self.chassis_scene
        order: list[str | CardKey] = list(scene.slot_order())
        if self.placing is None:
            order += scene.tray_keys()
        if not order:
            return
        tray_card = self.selected_tray_card()
        current = scene.focus_slot if scene.focus_slot is not None else tray_card
        index = order.index(current) + step if current in order else 0
        target = order[max(0, min(len(order) - 1, index))]
        if isinstance(target, CardKey):
            scene.set_focus_slot(None)
            if target != tray_card:
                scene.clearSelection()
                scene.cards[target].setSelected(True)
            self.ensureVisible(scene.cards[target], 10, 10)
            return
        scene.set_focus_slot(target)
        self.ensureVisible(scene.slot_rows[target], 10, 10)
        if self.placing is not None:
            self.drag.preview_keyboard(self.placing, target, self.placing_card)

    def selected_tray_card(self) -> CardKey | None:
        for key, card in self.chassis_scene.cards.items():
            if not key.placed and card.isSelected():
                return key
        return None

    def start_placement(self, card: GpuSpec | NicSpec) -> None:
        """Keyboard placement of `card` (Enter on it in the catalog): the drawing takes the
        focus, the arrow keys choose a slot with the drop previewed there, Enter places,
        Escape (or leaving the drawing) stops."""
        self.placing = card
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        self.move_focus(0)

    def start_tray_placement(self, key: CardKey) -> bool:
        """Keyboard placement of a card of the tray (Enter on it, or its menu's "Place in a
        slot"): as for a catalog card, but the card moves from the tray. False without a
        board to place it on."""
        spec = self._spec_of(key)
        if spec is None or self.document.resolved.motherboard is None:
            return False
        self.placing, self.placing_card = spec, key
        self.chassis_scene.clearSelection()
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        self.move_focus(0)
        return True

    def _spec_of(self, key: CardKey) -> GpuSpec | NicSpec | None:
        drag = self.drag.card_drag(key)
        return drag.spec if drag is not None else None

    def end_placement(self) -> None:
        self.placing = None
        self.placing_card = None
        self.drag.leave()

    def current_card_key(self) -> CardKey | None:
        """The selected card, else the card in the focused slot."""
        for key, card in self.chassis_scene.cards.items():
            if card.isSelected():
                return key
        slot = self.chassis_scene.focus_slot
        if slot and CardKey.in_slot(slot) in self.chassis_scene.cards:
            return CardKey.in_slot(slot)
        return None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.move_focus(-1 if key == Qt.Key.Key_Up else 1)
        elif (key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.chassis_scene.focus_slot
              and self.placing_card is not None):
            self.drag.keyboard_drop(self.chassis_scene.focus_slot)
            self.placing = self.placing_card = None
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.chassis_scene.focus_slot:
            self.drag.leave()
            self.sigSlotActivated.emit(self.chassis_scene.focus_slot)
            self.placing = None
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.selected_tray_card():
            if not self.start_tray_placement(self.selected_tray_card()):
                self.document.sigMessage.emit(translate(
                    "ChassisView", "Choose a board first, or Build > Complete Build… to place "
                    "the cards not placed."))
        elif key == Qt.Key.Key_Escape and self.placing is not None:
            self.end_placement()
        elif key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and self.current_card_key():
            self.sigRemoveRequested.emit(self.current_card_key())
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom(ZOOM_STEP)
        elif key == Qt.Key.Key_Minus:
            self.zoom(1 / ZOOM_STEP)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.chassis_scene.show_focus(True)
        self.move_focus(0)

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        self.drag.leave()  # the note lies over the window: it must not outlive the view

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        # The dashed outline says where the keys act: not while they act elsewhere (it
        # stayed on a slot after a click into the catalog, like an old selection).
        if event.reason() != Qt.FocusReason.PopupFocusReason:
            self.chassis_scene.show_focus(False)
            if self.placing is not None:
                self.end_placement()

    # --- mouse: select, start dragging a placed card, zoom ----------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        card = self.chassis_scene.card_at(self.mapToScene(event.position().toPoint()))
        if card is not None:  # the user's own choice replaces the checks' highlight
            self.highlight([])
        super().mousePressEvent(event)
        self._press = (event.position().toPoint(), card.card_key) if card else None
        if card is not None and card.card_key.placed:
            self.chassis_scene.set_focus_slot(card.card_key.slot)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        press = self._press
        if (press is not None and event.buttons() & Qt.MouseButton.LeftButton
                and (event.position().toPoint() - press[0]).manhattanLength()
                >= QApplication.startDragDistance()):
            self._press = None
            drag = QDrag(self)
            drag.setMimeData(card_mime(press[1]))
            drag.exec(Qt.DropAction.MoveAction)
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._press = None
        super().mouseReleaseEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.zoom(ZOOM_STEP if event.angleDelta().y() > 0 else 1 / ZOOM_STEP, True)
            event.accept()
        else:
            super().wheelEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._refit()

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        menu = self.context_menu(self.mapToScene(event.pos()))
        if menu is not None:
            menu.exec(event.globalPos())

    def context_menu(self, pos: QPointF) -> QMenu | None:
        """The menu for a scene point: remove a card, take it out of its slot or place one
        of the tray, or place the catalog card in a slot."""
        card = self.chassis_scene.card_at(pos)
        slot = self.chassis_scene.slot_at(pos)
        menu = QMenu(self)
        if card is not None:
            remove = QAction(translate("ChassisView", "Remove this card"), menu)
            remove.triggered.connect(lambda: self.sigRemoveRequested.emit(card.card_key))
            menu.addAction(remove)
            if card_power_limit_index(self.document, card.card_key) is not None:
                limit = QAction(translate("ChassisView", "Set power limit…"), menu)
                limit.triggered.connect(lambda: self.sigPowerLimitRequested.emit(card.card_key))
                menu.addAction(limit)
            if card.card_key.placed:
                out = QAction(translate("ChassisView", "Take out of its slot (not placed)"), menu)
                out.triggered.connect(lambda: self.document.push(UnplaceCard(card.card_key)))
                menu.addAction(out)
            elif self.document.resolved.motherboard is not None:
                place = QAction(translate("ChassisView", "Place in a slot (↑ ↓, Enter)…"), menu)
                place.triggered.connect(lambda: self.start_tray_placement(card.card_key))
                menu.addAction(place)
        chosen = self.placing or self.selected_card()
        if slot is not None and isinstance(chosen, (GpuSpec, NicSpec)):
            # Only a card goes into a slot: with a PSU selected in the catalog the menu
            # offered to "place the selected card" anyway.
            place = QAction(translate("ChassisView", "Place {name} in {slot}").format(
                name=chosen.name, slot=slot), menu)
            place.triggered.connect(lambda: self.sigSlotActivated.emit(slot))
            menu.addAction(place)
        return menu if menu.actions() else None

    # --- drag and drop: hand over to the controller ------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self.drag.enter(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self.drag.move(self.mapToScene(event.position().toPoint())):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        self.drag.leave()
        event.accept()

    def dropEvent(self, event: QDropEvent) -> None:
        accepted, files = self.drag.drop(self.mapToScene(event.position().toPoint()))
        if files:
            self.sigFilesDropped.emit(files)
        if accepted:
            event.acceptProposedAction()
        else:
            event.ignore()
