"""Synthesised drags (QDrag.exec cannot be driven from a test) and small build makers."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragLeaveEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from configurator.ui.chassis.view import ChassisView
from configurator.ui.widgets.mime import card_mime, part_mime
from configurator.ui.widgets.resources import template_paths

ACTIONS = Qt.DropAction.CopyAction | Qt.DropAction.MoveAction
TEMPLATES = {path.name.split("-", 1)[0]: path for path in template_paths()}
TWO_GPU_TEMPLATE = next(p for p in template_paths() if "two-gpus" in p.name)
FOUR_GPU_TEMPLATE = next(p for p in template_paths() if "four-gpus" in p.name)
EIGHT_GPU_TEMPLATE = next(p for p in template_paths() if "eight-gpus" in p.name)


def _point(view: ChassisView, scene_pos: QPointF) -> QPointF:
    view.ensureVisible(scene_pos.x(), scene_pos.y(), 1, 1, 0, 0)
    return QPointF(view.mapFromScene(scene_pos))


def make_drag_event(cls, pos: QPointF, mime: QMimeData):
    # PySide6 6.12 takes a QPointF (its QPoint overload is deprecated); 6.11 only a QPoint.
    args = (ACTIONS, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    try:
        return cls(pos, *args)
    except TypeError:
        return cls(pos.toPoint(), *args)


def drag_enter(view: ChassisView, mime: QMimeData, scene_pos: QPointF) -> bool:
    event = make_drag_event(QDragEnterEvent, _point(view, scene_pos), mime)
    QApplication.sendEvent(view.viewport(), event)
    return event.isAccepted()


def drag_move(view: ChassisView, mime: QMimeData, scene_pos: QPointF) -> bool:
    event = make_drag_event(QDragMoveEvent, _point(view, scene_pos), mime)
    QApplication.sendEvent(view.viewport(), event)
    return event.isAccepted()


def drop(view: ChassisView, mime: QMimeData, scene_pos: QPointF) -> bool:
    event = make_drag_event(QDropEvent, _point(view, scene_pos), mime)
    QApplication.sendEvent(view.viewport(), event)
    return event.isAccepted()


def drag_leave(view: ChassisView) -> None:
    QApplication.sendEvent(view.viewport(), QDragLeaveEvent())


def drag_and_drop(view: ChassisView, mime: QMimeData, scene_pos: QPointF) -> bool:
    """Enter, move and drop at one point, as a user's drag ends."""
    drag_enter(view, mime, scene_pos)
    drag_move(view, mime, scene_pos)
    return drop(view, mime, scene_pos)


def drop_part(view: ChassisView, part_id: str, slot: str) -> bool:
    mime = part_mime(part_id)
    return drag_and_drop(view, mime, view.chassis_scene.slot_centre(slot))


def drop_card(view: ChassisView, card_key: str, slot: str) -> bool:
    mime = card_mime(card_key)
    return drag_and_drop(view, mime, view.chassis_scene.slot_centre(slot))


def own_copy(folder: Path, template: Path) -> Path:
    """A user's file with a template's build (a template itself opens as an untitled copy)."""
    path = folder / template.name
    path.write_bytes(template.read_bytes())
    return path


def write_build(path: Path, data: dict) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def template_data(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def slot_rects_in_viewport(view: ChassisView) -> dict:
    """Every slot's row (its label included) in the view's viewport pixels."""
    scene = view.chassis_scene
    return {slot: view.mapFromScene(row.sceneBoundingRect()).boundingRect()
            for slot, row in scene.slot_rows.items()}


def assert_note_covers_no_slot(view: ChassisView, target: str):
    """The drag note shows, covers neither the target's row and label nor any other slot,
    and stays inside the window. Returns its rectangle in viewport pixels."""
    from PySide6.QtCore import QPoint, QRect

    note = view.drag_note.viewport_rect()
    assert note is not None, f"no note over {target}"
    rows = slot_rects_in_viewport(view)
    label_x = view.mapFromScene(view.chassis_scene.layout.label_x, 0).x()
    assert rows[target].left() <= label_x  # the row's rectangle holds the slot's label
    for slot, row in rows.items():
        assert not note.intersects(row), (target, slot, note, row)
    window = view.window()
    inside = QRect(view.viewport().mapFrom(window, QPoint(0, 0)), window.size())
    assert inside.contains(note), (target, note, inside)
    return note


def resize_window(window, qtbot, width: int, height: int) -> None:
    """Resize the window as a user would and wait until the panels have followed (the dock
    layout moves them once the event loop is back, configurator/ui/window/dock_layout.py)."""
    window.resize(width, height)
    wait_for_docks(window, qtbot)


def wait_for_docks(window, qtbot) -> None:
    """Wait until the panels have followed the window's last resize (or its show): the dock
    layout moves them once the event loop is back (configurator/ui/window/dock_layout.py)."""
    qtbot.waitUntil(lambda: not window.dock_layout._follow.isActive(), timeout=2000)
    QApplication.processEvents()
