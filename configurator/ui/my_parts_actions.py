"""What the window does for the user's own parts and prices (DESIGN.md section 7): Tools > My
parts… and Import quote… (declared in the action table), and on the catalog table (its
context menu, and a double-click on a price) Set my price…, Clear my price, Duplicate as my
part…, Edit my part….

Installed by the main window with one call (`install`), so the window's own modules only
name it. The user's listing is read here, after the window shows, a page per event-loop turn.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QAction, QUndoCommand, QUndoStack

from configurator.catalog.user_checks import ChangeRefusedError
from configurator.model.build import Build, PartsSnapshot
from configurator.model.buildfile import build_with_snapshot
from configurator.model.parts import PartBase
from configurator.report.message_text import message_text
from configurator.ui.dialogs import Dialogs
from configurator.ui.store_refusal import store_error_text

# The main window, by what it offers (its catalog, catalog panel, document, preferences,
# action table, status line); not imported, since it imports this module.
MainWindow = Any

translate = QCoreApplication.translate
LISTING_ROWS_PER_TURN = 1000  # about 10 ms a turn on a busy 2-core machine: a frame
RECENT_FILE_MAX_BYTES = 5 * 1024 * 1024


def _ids_in(data: object) -> set[str]:
    """Part ids a build file's JSON names (chassis, board, CPUs and every "part")."""
    found: set[str] = set()
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            found.update(item[key] for key in ("chassis", "motherboard", "part")
                         if isinstance(item.get(key), str))
            cpus = item.get("cpus")
            if isinstance(cpus, list):
                found.update(cpu for cpu in cpus if isinstance(cpu, str))
            stack.extend(v for v in item.values() if isinstance(v, dict | list))
        elif isinstance(item, list):
            stack.extend(item)
    return found


def _with_parts(build: Build, parts: list[PartBase]) -> Build:
    snapshot = build.parts_snapshot or PartsSnapshot()
    have = {part.id for part in snapshot.parts}
    extra = [part for part in parts if part.id not in have]
    if not extra:
        return build
    return build.model_copy(update={"parts_snapshot": snapshot.model_copy(
        update={"parts": [*snapshot.parts, *extra]})})


def _keep_in_history(stack: QUndoStack, parts: list[PartBase]) -> None:
    """Every Build an undo command holds (before and after) gets `parts` in its snapshot."""
    def visit(command: QUndoCommand) -> None:
        for name in ("_before", "_after", "before", "after"):
            value = getattr(command, name, None)
            if isinstance(value, Build):
                setattr(command, name, _with_parts(value, parts))
        for index in range(command.childCount()):
            visit(command.child(index))  # a macro's steps
    for index in range(stack.count()):
        visit(stack.command(index))


class MyPartsActions:
    def __init__(self, window: MainWindow) -> None:
        self.window = window
        panel = window.catalog_panel
        # Tools > My parts… and Import quote… are in the window's action table.
        self.my_parts = window.actions_["my_parts"]
        self.import_quote = window.actions_["import_quote"]
        self.set_price = self._action(translate("MyParts", "Set my price…"),
                                      lambda: self.set_price_of(self._current()))
        self.clear_price = self._action(translate("MyParts", "Clear my price"),
                                        lambda: self.clear_price_of(self._current()))
        self.duplicate = self._action(translate("MyParts", "Duplicate as my part…"),
                                      lambda: self.duplicate_part(self._current()))
        self.edit_part = self._action(translate("MyParts", "Edit my part…"),
                                      lambda: self.edit_my_part(self._current()))
        table = panel.table
        panel.menu_actions.extend([self.set_price, self.clear_price, self.duplicate,
                                   self.edit_part])
        table.selectionModel().selectionChanged.connect(lambda *_: self._update_actions())
        panel.sigPriceActivated.connect(lambda part_id: self.set_price_of(
            window.catalog.get(part_id)))
        self._update_actions()
        self._listing_timer = QTimer(window)
        self._listing_timer.setInterval(0)
        self._listing_timer.timeout.connect(self._load_listing_page)
        if not window.catalog.user_parts_loaded:
            self._listing_timer.start()

    def _action(self, text: str, slot) -> QAction:
        action = QAction(text, self.window)
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _current(self) -> PartBase | None:
        return self.window.catalog_panel.current_part()

    def _update_actions(self) -> None:
        part = self._current()
        catalog = self.window.catalog
        self.set_price.setEnabled(part is not None)
        self.clear_price.setEnabled(part is not None and catalog.has_price_override(part.id))
        self.duplicate.setEnabled(part is not None)
        self.edit_part.setEnabled(part is not None and catalog.is_custom(part.id))

    def _load_listing_page(self) -> None:
        catalog = self.window.catalog
        if catalog.load_user_parts(LISTING_ROWS_PER_TURN):
            self._listing_timer.stop()
            if catalog.listed_later_count:  # none: the table shows what it would show again
                self.window.catalog_panel.refresh()

    # --- after a change ---------------------------------------------------------------------
    def catalog_changed(self, message: str | None = None) -> None:
        """The user's parts or prices changed: the catalog table and the build follow."""
        w = self.window
        w.catalog_panel.refresh()
        self._update_actions()
        doc = w.document
        gone = {p.id: p for p in doc.resolved.all_parts() if p.id not in w.catalog}
        if gone:
            # A part of the open build was deleted: the build keeps its copy in its parts
            # snapshot (as a saved file does), and so do the builds of the undo history, so
            # the build, its undo and its redo still resolve.
            doc.build = build_with_snapshot(doc.resolved, w.catalog.version)
            _keep_in_history(doc.undo_stack, list(gone.values()))
        doc.revalidate()
        if message:
            w.show_message(message)

    def users_of(self, part_id: str) -> list[str]:
        """The open build and the recent build files that use `part_id`."""
        w = self.window
        users = []
        if part_id in {p.id for p in w.document.resolved.all_parts()}:
            users.append(w.document.display_name)
        for path in w.preferences.recent_files():
            try:
                file = Path(path)
                if w.document.path is not None and file == w.document.path:
                    continue
                if file.is_file() and file.stat().st_size <= RECENT_FILE_MAX_BYTES and (
                        part_id in _ids_in(json.loads(file.read_text(encoding="utf-8-sig")))):
                    users.append(file.name)
            except (OSError, ValueError, RecursionError):
                continue  # an unreadable recent file uses nothing we can tell
        return users

    # --- the gestures -----------------------------------------------------------------------
    def show_my_parts(self) -> None:
        from configurator.ui.parts_editor import MyPartsDialog

        w = self.window
        dialog = MyPartsDialog(w.catalog, w.preferences.money, self.users_of, w)
        dialog.sigChanged.connect(self.catalog_changed)
        dialog.exec()

    def duplicate_part(self, part: PartBase | None) -> PartBase | None:
        from configurator.ui.part_edit_dialog import PartEditDialog, duplicate_data

        if part is None:
            return None
        w = self.window
        dialog = PartEditDialog(w.catalog, part.kind, duplicate_data(w.catalog, part), None, w)
        if not dialog.exec() or dialog.saved is None:
            return None
        self.catalog_changed(translate("MyParts", "Saved {name} as your part.").format(
            name=dialog.saved.name))
        w.catalog_panel.select_part(dialog.saved.id)
        return dialog.saved

    def edit_my_part(self, part: PartBase | None) -> PartBase | None:
        from configurator.ui.part_edit_dialog import PartEditDialog

        if part is None or not self.window.catalog.is_custom(part.id):
            return None
        w = self.window
        dialog = PartEditDialog(w.catalog, part.kind, part, part.id, w)
        if not dialog.exec() or dialog.saved is None:
            return None
        self.catalog_changed()
        return dialog.saved

    def set_price_of(self, part: PartBase | None) -> str | None:
        from configurator.ui.price_dialogs import SetPriceDialog

        if part is None:
            return None
        w = self.window
        dialog = SetPriceDialog(w.catalog, part, w.preferences.money, w)
        dialog.exec()
        if dialog.result_action is not None:
            self.catalog_changed()
        return dialog.result_action

    def clear_price_of(self, part: PartBase | None) -> bool:
        if part is None:
            return False
        try:
            if not self.window.catalog.clear_price(part.id):
                return False
        except (OSError, sqlite3.Error) as error:  # a team catalog's refusal, a disk's
            Dialogs.error(self.window, translate("PriceDialogs", "Not cleared"), translate(
                "PriceDialogs", "Your price for “{name}” was not cleared: {error}").format(
                    name=part.name, error=store_error_text(error)))
            return False
        self.catalog_changed(translate("MyParts", "{name}: back to the catalog's price.").format(
            name=part.name))
        return True

    def import_quote_file(self, path: str | None = None) -> int:
        from configurator.ui.price_dialogs import ImportQuoteDialog, QuoteFiles, read_quote_file

        w = self.window
        path = path or QuoteFiles.open_quote(w)
        if path is None:
            return 0
        try:
            rows = read_quote_file(w.catalog, path)
        except ChangeRefusedError as refusal:
            Dialogs.error(w, translate("MyParts", "Quote not read"),
                          message_text(refusal.describe()))
            return 0
        dialog = ImportQuoteDialog(w.catalog, rows, Path(path).name, w.preferences.money, w)
        dialog.exec()
        if dialog.applied:
            self.catalog_changed(translate("MyParts", "Set {n} price(s) from the quote.").format(
                n=dialog.applied))
        return dialog.applied


def install(window: MainWindow) -> MyPartsActions:
    return MyPartsActions(window)
