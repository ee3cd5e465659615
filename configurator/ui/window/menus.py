"""The window's QActions, menus, toolbar and keyboard help, built from the one table of
configurator.ui.window.action_table. The window hands over what each action does (`handlers`) and
the parts only it has (submenus, dock toggles, the outlet selector); this module knows
nothing else of the window."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence, QUndoGroup, QUndoStack
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QMenuBar, QToolBar, QWidget

from configurator.ui.window.action_table import (
    ACTIONS,
    CONTEXT,
    ICON_ONLY,
    MENUS,
    TOOLBAR,
    VIEW_KEYS,
    ActionSpec,
)

Part = QMenu | QWidget | list[QAction]
translate = QCoreApplication.translate


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def _keys(spec: ActionSpec) -> list[QKeySequence]:
    keys: list[QKeySequence] = []
    for shortcut in spec.shortcuts:
        if isinstance(shortcut, QKeySequence.StandardKey):
            keys.extend(QKeySequence.keyBindings(shortcut))
        else:
            keys.append(QKeySequence(shortcut))
    unique: dict[str, QKeySequence] = {}
    for key in keys:
        unique.setdefault(key.toString(), key)
    return list(unique.values())


class WindowActions:
    def __init__(self, window: QMainWindow, handlers: Mapping[str, Callable[[], object]],
                 undo_stack: QUndoStack | QUndoGroup, parts: Mapping[str, Part]) -> None:
        self.actions: dict[str, QAction] = {}
        style = QApplication.style()
        for spec in ACTIONS:
            if spec.id == "undo":
                action = undo_stack.createUndoAction(window, _tr(spec.title))
            elif spec.id == "redo":
                action = undo_stack.createRedoAction(window, _tr(spec.title))
            else:
                action = QAction(_tr(spec.title), window)
                handler = handlers[spec.id]
                action.triggered.connect(lambda _checked=False, h=handler: h())
            action.setObjectName(f"action_{spec.id}")
            action.setShortcuts(_keys(spec))
            if spec.icon is not None:
                action.setIcon(style.standardIcon(spec.icon))
            window.addAction(action)  # shortcuts work even when the menu bar is hidden
            self.actions[spec.id] = action
        self._menus(window.menuBar(), parts)
        self.toolbar = self._toolbar(window, parts)

    def __getitem__(self, action_id: str) -> QAction:
        return self.actions[action_id]

    def _entries(self, target: QMenu | QToolBar, entries: tuple[str, ...],
                 parts: Mapping[str, Part]) -> None:
        for entry in entries:
            if entry == "-":
                target.addSeparator()
            elif entry.startswith("@"):
                part = parts[entry[1:]]
                if isinstance(part, QMenu):
                    target.addMenu(part)
                elif isinstance(part, list):
                    target.addActions(part)
                else:
                    target.addWidget(part)
            else:
                target.addAction(self.actions[entry])

    def _menus(self, bar: QMenuBar, parts: Mapping[str, Part]) -> None:
        for title, entries in MENUS:
            self._entries(bar.addMenu(_tr(title)), entries, parts)

    def _toolbar(self, window: QMainWindow, parts: Mapping[str, Part]) -> QToolBar:
        toolbar = QToolBar(translate("WindowActions", "Main"), window)
        toolbar.setObjectName("mainToolbar")
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self._entries(toolbar, TOOLBAR, parts)
        window.addToolBar(toolbar)
        for action_id in ICON_ONLY:  # the name shows as the tooltip and in the Edit menu
            toolbar.widgetForAction(self.actions[action_id]).setToolButtonStyle(
                Qt.ToolButtonStyle.ToolButtonIconOnly)
        return toolbar

    def keyboard_help(self) -> str:
        """Every shortcut of the table and every key of a view, one a line."""
        lines = []
        for spec in ACTIONS:
            keys = self.actions[spec.id].shortcuts()
            if not keys:
                continue
            names = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in keys)
            words = _tr(spec.help) if spec.help else _tr(spec.title).replace("&", "").rstrip("…")
            lines.append(translate("WindowActions", "{keys}: {what}").format(
                keys=names, what=words))
        lines.extend(translate("WindowActions", "{keys}: {what}").format(keys=keys, what=_tr(what))
                     for keys, what in VIEW_KEYS)
        return "\n".join(lines)
