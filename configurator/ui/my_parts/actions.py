"""What the window does for the user's own parts and prices: Tools > My parts… and Import
quote… (declared in the action table), and on the catalog table (its context menu, and a
double-click on a price or a stock) Set my price…, Clear my price, Set stock…, Duplicate as
my part…, Edit my part….

It works on the catalog session (every write goes through it; the catalog table and the
open build follow its signals) and the open build's document, never on the window: the
window hands over the catalog table's selection and the status line.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from configurator.catalog.checks import ChangeRefusedError
from configurator.model.part_base import PartBase
from configurator.ui.session.catalog_session import CatalogSession
from configurator.ui.session.document import BuildDocument
from configurator.ui.session.preferences import Preferences
from configurator.ui.widgets.dialogs import Dialogs
from configurator.words.messages import message_text

translate = QCoreApplication.translate
RECENT_FILE_MAX_BYTES = 5 * 1024 * 1024
Say = Callable[[str], None]


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


class MyPartsActions(QObject):
    """The user's parts and prices: the dialogs, and the actions of the catalog table's
    context menu (`context_actions`, which the window adds to it)."""

    def __init__(self, session: CatalogSession, document: BuildDocument,
                 preferences: Preferences, current_part: Callable[[], PartBase | None],
                 select_part: Callable[[str], object], say: Say, parent: QWidget) -> None:
        super().__init__(parent)
        self.session = session
        self.document = document
        self.preferences = preferences
        self.current_part = current_part
        self.select_part = select_part
        self.say = say
        self.parent_widget = parent
        self.set_price = self._action(translate("MyParts", "Set my price…"),
                                      lambda: self.set_price_of(self.current_part()))
        self.clear_price = self._action(translate("MyParts", "Clear my price"),
                                        lambda: self.clear_price_of(self.current_part()))
        self.set_stock = self._action(translate("MyParts", "Set stock…"),
                                      lambda: self.set_stock_of(self.current_part()))
        self.duplicate = self._action(translate("MyParts", "Duplicate as my part…"),
                                      lambda: self.duplicate_part(self.current_part()))
        self.edit_part = self._action(translate("MyParts", "Edit my part…"),
                                      lambda: self.edit_my_part(self.current_part()))
        self.context_actions = [self.set_price, self.clear_price, self.set_stock,
                                self.duplicate, self.edit_part]
        for signal in (session.sigChanged, session.sigStoreChanged):
            signal.connect(self.update_actions)
        self.update_actions()

    def _action(self, text: str, slot: Callable[[], object]) -> QAction:
        action = QAction(text, self.parent_widget)
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def update_actions(self) -> None:
        """Enable what applies to the part selected in the catalog."""
        part = self.current_part()
        catalog = self.session.catalog
        self.set_price.setEnabled(part is not None)
        self.clear_price.setEnabled(part is not None and catalog.has_price_override(part.id))
        self.set_stock.setEnabled(part is not None)
        self.duplicate.setEnabled(part is not None)
        self.edit_part.setEnabled(part is not None and catalog.is_custom(part.id))

    def users_of(self, part_id: str) -> list[str]:
        """The open build and the recent build files that use `part_id`."""
        doc = self.document
        users = []
        if part_id in {p.id for p in doc.resolved.all_parts()}:
            users.append(doc.display_name)
        for path in self.preferences.recent_files():
            try:
                file = Path(path)
                if doc.path is not None and file == doc.path:
                    continue
                if file.is_file() and file.stat().st_size <= RECENT_FILE_MAX_BYTES and (
                        part_id in _ids_in(json.loads(file.read_text(encoding="utf-8-sig")))):
                    users.append(file.name)
            except (OSError, ValueError, RecursionError):
                continue  # an unreadable recent file uses nothing we can tell
        return users

    # --- the gestures -----------------------------------------------------------------------
    def show_my_parts(self) -> None:
        from configurator.ui.my_parts.editor import MyPartsDialog

        MyPartsDialog(self.session, self.preferences.money, self.users_of,
                      self.parent_widget).exec()

    def duplicate_part(self, part: PartBase | None) -> PartBase | None:
        from configurator.ui.my_parts.edit_dialog import PartEditDialog, duplicate_data

        if part is None:
            return None
        dialog = PartEditDialog(self.session, part.kind,
                                duplicate_data(self.session.catalog, part), None,
                                self.parent_widget)
        if not dialog.exec() or dialog.saved is None:
            return None
        self.say(translate("MyParts", "Saved {name} as your part.").format(
            name=dialog.saved.name))
        self.select_part(dialog.saved.id)
        return dialog.saved

    def edit_my_part(self, part: PartBase | None) -> PartBase | None:
        from configurator.ui.my_parts.edit_dialog import PartEditDialog

        if part is None or not self.session.catalog.is_custom(part.id):
            return None
        dialog = PartEditDialog(self.session, part.kind, part, part.id, self.parent_widget)
        if not dialog.exec() or dialog.saved is None:
            return None
        return dialog.saved

    def set_price_of(self, part: PartBase | None) -> str | None:
        from configurator.ui.my_parts.price_dialogs import SetPriceDialog

        if part is None:
            return None
        dialog = SetPriceDialog(self.session, part, self.preferences.money, self.parent_widget)
        dialog.exec()
        return dialog.result_action

    def set_stock_of(self, part: PartBase | None) -> int | None:
        """Set stock… for `part`: the quantity saved (0: none on the shelf), None when
        nothing was (cancelled, or refused: the dialog said why)."""
        from configurator.ui.my_parts.stock_dialog import SetStockDialog

        if part is None:
            return None
        dialog = SetStockDialog(self.session, part, self.parent_widget)
        dialog.exec()
        if dialog.saved_qty is not None:
            self.say(translate("MyParts", "{name}: {qty} on the shelf.").format(
                name=part.name, qty=dialog.saved_qty) if dialog.saved_qty else translate(
                "MyParts", "{name}: none on the shelf.").format(name=part.name))
        return dialog.saved_qty

    def clear_price_of(self, part: PartBase | None) -> bool:
        if part is None or not self.session.catalog.has_price_override(part.id):
            return False

        def refused(reason: str) -> None:
            Dialogs.error(self.parent_widget, translate("PriceDialogs", "Not cleared"), translate(
                "PriceDialogs", "Your price for “{name}” was not cleared: {error}").format(
                    name=part.name, error=reason))

        if not self.session.write(lambda catalog: catalog.clear_price(part.id), refused):
            return False
        self.say(translate("MyParts", "{name}: back to the catalog's price.").format(
            name=part.name))
        return True

    def import_quote_file(self, path: str | None = None) -> int:
        from configurator.ui.my_parts.price_dialogs import (
            ImportQuoteDialog,
            QuoteFiles,
            read_quote_file,
        )

        parent = self.parent_widget
        path = path or QuoteFiles.open_quote(parent)
        if path is None:
            return 0
        try:
            quote = read_quote_file(self.session.catalog, path)
        except ChangeRefusedError as refusal:
            Dialogs.error(parent, translate("MyParts", "Quote not read"),
                          message_text(refusal.describe()))
            return 0
        dialog = ImportQuoteDialog(self.session, quote, Path(path).name, self.preferences.money,
                                   parent)
        dialog.exec()
        if dialog.applied:
            self.say(translate("MyParts", "Set {n} price(s) from the quote.").format(
                n=dialog.applied))
        return dialog.applied


__all__ = ["MyPartsActions"]
