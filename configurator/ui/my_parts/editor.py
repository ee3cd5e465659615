"""Tools > My parts…: the user's own parts (docs/architecture.md). New (of a kind), Duplicate
from any catalog part, Edit, Delete (asking first when an open or recent build uses the
part: such a build still opens from its snapshot), Import CSV and Export CSV.

The list is a model over the catalog's ids: with 100,000 parts of one's own only the rows
shown are decoded."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from configurator.catalog import Catalog
from configurator.catalog.checks import ChangeRefusedError
from configurator.catalog.part_files import NO_KIND, parts_csv_text, read_parts_file
from configurator.catalog.stores.interface import StoreWriteError
from configurator.model.part_base import PartBase
from configurator.model.parts import KINDS
from configurator.ui.my_parts.edit_dialog import PartEditDialog, duplicate_data
from configurator.ui.session.catalog_session import CatalogSession
from configurator.ui.widgets.dialogs import Dialogs
from configurator.words.messages import message_text
from configurator.words.names import kind_label

translate = QCoreApplication.translate
Index = QModelIndex | QPersistentModelIndex
PICKER_ROWS = 500


class PartsFiles:
    """The file questions of the parts editor (class methods a test replaces)."""

    @classmethod
    def open_csv(cls, parent: QWidget | None) -> str | None:
        path, _ = QFileDialog.getOpenFileName(
            parent, translate("PartsEditor", "Import parts"), "",
            translate("PartsEditor", "Parts (*.csv *.json);;All files (*)"))
        return path or None

    @classmethod
    def save_csv(cls, parent: QWidget | None, suggested: str) -> str | None:
        path, _ = QFileDialog.getSaveFileName(
            parent, translate("PartsEditor", "Export my parts"), suggested,
            translate("PartsEditor", "CSV files (*.csv)"))
        return path or None


class PartsModel(QAbstractTableModel):
    """Rows of part ids; each part decoded when its row is shown."""

    def __init__(self, catalog: Catalog, money: Callable[[float], str], parent=None) -> None:
        super().__init__(parent)
        self.catalog, self.money = catalog, money
        self.ids: list[str] = []
        self.titles = [translate("PartsEditor", "Name"), translate("PartsEditor", "Kind"),
                       translate("PartsEditor", "ID"), translate("PartsEditor", "Price")]

    def set_ids(self, ids: list[str]) -> None:
        self.beginResetModel()
        self.ids = ids
        self.endResetModel()

    def part_at(self, row: int) -> PartBase | None:
        return self.catalog.get(self.ids[row]) if 0 <= row < len(self.ids) else None

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's default
        return 0 if parent.isValid() else len(self.ids)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.titles)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or not index.isValid():
            return None
        part = self.part_at(index.row())
        if part is None:
            return None
        price = self.money(part.price_usd) if part.price_usd > 0 else "–"
        return (part.name, kind_label(part.kind), part.id, price)[index.column()]

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if (role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal
                and 0 <= section < len(self.titles)):
            return self.titles[section]
        return None


def _table(parent: QWidget, model: PartsModel) -> QTableView:
    table = QTableView(parent)
    table.setModel(model)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    table.setAlternatingRowColors(True)
    return table


class PartPicker(QDialog):
    """Choose any catalog part (search as you type) to duplicate."""

    def __init__(self, catalog: Catalog, money: Callable[[float], str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.setWindowTitle(translate("PartsEditor", "Duplicate a catalog part"))
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(translate("PartsEditor", "Search the catalog"))
        self.model = PartsModel(catalog, money, self)
        self.table = _table(self, self.model)
        ok = QPushButton(translate("PartsEditor", "Duplicate as my part…"), self)
        ok.setDefault(True)
        cancel = QPushButton(translate("PartsEditor", "Cancel"), self)
        ok.clicked.connect(self.accept)
        cancel.clicked.connect(self.reject)
        self.table.doubleClicked.connect(lambda _i: self.accept())
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(ok)
        buttons.addWidget(cancel)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self.search.textChanged.connect(self._query)
        self._query()
        self.resize(640, 480)

    def _query(self) -> None:
        self.model.set_ids(self.catalog.search(self.search.text()).ids[:PICKER_ROWS])
        if self.model.ids:
            self.table.selectRow(0)

    def chosen(self) -> PartBase | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.part_at(rows[0].row()) if rows else None


class MyPartsDialog(QDialog):
    """The list of the user's parts and what can be done with them. Every change is written
    through the catalog session, whose signal the catalog table and the open build follow."""

    def __init__(self, session: CatalogSession, money: Callable[[float], str],
                 users_of: Callable[[str], list[str]] = lambda _id: [],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        catalog = session.catalog
        self.session, self.catalog = session, catalog
        self.money, self.users_of = money, users_of
        self.setWindowTitle(translate("PartsEditor", "My parts"))
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(translate("PartsEditor", "Search my parts"))
        self.search.setClearButtonEnabled(True)
        self.model = PartsModel(catalog, money, self)
        self.table = _table(self, self.model)
        self.count = QLabel(self)
        self.new_button = QPushButton(translate("PartsEditor", "&New"), self)
        kinds = QMenu(self.new_button)
        for kind in KINDS:
            kinds.addAction(kind_label(kind)).triggered.connect(
                lambda _c=False, k=kind: self.new_part(k))
        self.new_button.setMenu(kinds)
        self.duplicate_button = QPushButton(translate("PartsEditor", "&Duplicate catalog part…"),
                                            self)
        self.edit_button = QPushButton(translate("PartsEditor", "&Edit…"), self)
        self.delete_button = QPushButton(translate("PartsEditor", "De&lete"), self)
        self.import_button = QPushButton(translate("PartsEditor", "&Import CSV…"), self)
        self.export_button = QPushButton(translate("PartsEditor", "E&xport CSV…"), self)
        close = QPushButton(translate("PartsEditor", "Close"), self)
        self.duplicate_button.clicked.connect(self.duplicate_from_catalog)
        self.edit_button.clicked.connect(self.edit_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        self.import_button.clicked.connect(self.import_csv)
        self.export_button.clicked.connect(self.export_csv)
        close.clicked.connect(self.accept)
        self.table.doubleClicked.connect(lambda _i: self.edit_selected())
        side = QVBoxLayout()
        for button in (self.new_button, self.duplicate_button, self.edit_button,
                       self.delete_button, self.import_button, self.export_button):
            side.addWidget(button)
        side.addStretch(1)
        side.addWidget(close)
        # A team catalog this member may only read (or one not reached): said before a
        # gesture is refused with the same words.
        reason = catalog.store.read_only_reason if catalog.store.read_only else None
        self.read_only_note = QLabel(message_text(reason) if reason else "", self)
        self.read_only_note.setObjectName("readOnlyNote")
        self.read_only_note.setWordWrap(True)
        self.read_only_note.setVisible(reason is not None)
        left = QVBoxLayout()
        left.addWidget(self.read_only_note)
        left.addWidget(self.search)
        left.addWidget(self.table, 1)
        left.addWidget(self.count)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addLayout(side)
        self.search.textChanged.connect(self.refresh)
        self.refresh()

    def sizeHint(self) -> QSize:
        return QSize(760, 480)

    def refresh(self) -> None:
        self.catalog.load_user_parts()
        self.model.set_ids(self.catalog.user_parts_matching(self.search.text()))
        n = len(self.model.ids)
        self.count.setText(translate("PartsEditor", "{n} part(s) of your own").format(n=n))
        for button in (self.edit_button, self.delete_button):
            button.setEnabled(n > 0)
        if n:
            self.table.selectRow(0)

    def selected(self) -> PartBase | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.part_at(rows[0].row()) if rows else None

    def _changed(self, select: str | None = None) -> None:
        self.refresh()
        if select is not None and select in self.model.ids:
            self.table.selectRow(self.model.ids.index(select))

    # --- the buttons ------------------------------------------------------------------------
    def new_part(self, kind: str) -> PartBase | None:
        return self._edit(PartEditDialog(self.session, kind, None, None, self))

    def duplicate(self, part: PartBase) -> PartBase | None:
        return self._edit(PartEditDialog(self.session, part.kind,
                                         duplicate_data(self.catalog, part), None, self))

    def duplicate_from_catalog(self) -> PartBase | None:
        picker = PartPicker(self.catalog, self.money, self)
        part = picker.chosen() if picker.exec() else None
        return self.duplicate(part) if part is not None else None

    def edit_selected(self) -> PartBase | None:
        part = self.selected()
        if part is None:
            return None
        return self._edit(PartEditDialog(self.session, part.kind, part, part.id, self))

    def _edit(self, dialog: PartEditDialog) -> PartBase | None:
        if not dialog.exec() or dialog.saved is None:
            return None
        self._changed(dialog.saved.id)
        return dialog.saved

    def delete_selected(self) -> bool:
        part = self.selected()
        if part is None:
            return False
        users = self.users_of(part.id)
        question = translate("PartsEditor", "Delete your part “{name}”?").format(name=part.name)
        if users:
            question = translate(
                "PartsEditor", "“{name}” is used by: {builds}.\nDelete it anyway? Those builds "
                "keep a copy of it and still open.").format(name=part.name,
                                                            builds=", ".join(users))
        if not Dialogs.confirm(self, translate("PartsEditor", "Delete part"), question):
            return False
        def refused(reason: str) -> None:
            Dialogs.error(self, translate("PartsEditor", "Not deleted"), translate(
                "PartsEditor", "Your part “{name}” was not deleted: {error}").format(
                    name=part.name, error=reason))

        if not self.session.write(lambda catalog: catalog.remove_custom_parts([part.id]),
                                  refused):
            return False
        self._changed()
        return True

    def import_csv(self) -> int:
        path = PartsFiles.open_csv(self)
        if path is None:
            return 0

        def refused(path: str, reason: object) -> None:
            Dialogs.error(self, translate("PartsEditor", "Nothing imported"), translate(
                "PartsEditor", "No part of {file} was imported: {error}").format(
                    file=Path(path).name, error=reason))

        try:
            try:
                read = read_parts_file(path)
            except ChangeRefusedError as refusal:
                if getattr(refusal.problem, "template", None) != NO_KIND:
                    raise
                labels = [kind_label(kind) for kind in KINDS]
                index = Dialogs.choose(self, translate("PartsEditor", "Import parts"),
                                       translate("PartsEditor", "Kind of every row:"), labels)
                if index is None:
                    return 0
                read = read_parts_file(path, KINDS[index])
            parts = [r.spec for r in read]
            shadowing = [p.id for p in parts if self.catalog.catalog_part(p.id) is not None
                         and not self.catalog.is_custom(p.id)]
            # A part of one's own (or the team's) is replaced only when the user says so.
            stored = [p.id for p in parts if self.catalog.is_custom(p.id)
                      or self.catalog.store.is_damaged("part", p.id)]
            replace = False
            if stored:
                replace = Dialogs.confirm(
                    self, translate("PartsEditor", "Replace your parts?"),
                    translate("PartsEditor", "{n} part(s) have the ids of parts already "
                                             "stored ({ids}). Replace those with the imported "
                                             "ones?").format(n=len(stored),
                                                             ids=", ".join(stored[:5])))
                if not replace:
                    return 0
            if shadowing:
                replace = Dialogs.confirm(
                    self, translate("PartsEditor", "Replace catalog parts?"),
                    translate("PartsEditor", "{n} part(s) have catalog ids ({ids}). Use yours "
                                             "instead of the catalog's?").format(
                        n=len(shadowing), ids=", ".join(shadowing[:5])))
            try:
                written = self.session.write(
                    lambda catalog: catalog.add_custom_parts(parts, replace=replace),
                    lambda reason: refused(path, reason))
            except ChangeRefusedError as refusal:
                if refusal.row is not None and refusal.where is None:
                    refusal = refusal.at(where=read[refusal.row - 1].where)
                raise refusal from None
        except ChangeRefusedError as refusal:
            Dialogs.error(self, translate("PartsEditor", "Nothing imported"),
                          message_text(refusal.describe()))
            return 0
        except OSError as error:  # the file could not be read
            refused(path, StoreWriteError(error).reason)
            return 0
        if not written:
            return 0
        self._changed()
        Dialogs.inform(self, translate("PartsEditor", "Import parts"), translate(
            "PartsEditor", "Imported {n} part(s) from {file}.").format(n=len(parts),
                                                                       file=Path(path).name))
        return len(parts)

    def export_csv(self) -> Path | None:
        from configurator.report.export import write_bytes_atomic

        path = PartsFiles.save_csv(self, "my-parts.csv")
        if path is None:
            return None
        text = parts_csv_text(self.catalog.user_parts())
        try:
            write_bytes_atomic(path, text.encode("utf-8"))
        except OSError as error:
            Dialogs.error(self, translate("PartsEditor", "Not exported"),
                          error.strerror or str(error))
            return None
        return Path(path)
