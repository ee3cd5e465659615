"""The catalog panel: kind tabs, search-as-you-type, a sortable table to drag parts from.

Keyboard: Ctrl+F focuses the search; Down moves from the search into the table; Enter (or a
double-click) uses the part: a whole part goes into the build, a card asks for a slot.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from configurator.catalog import Catalog
from configurator.model.parts import PartBase
from configurator.ui.catalog_browser.kind_bar import KindBar
from configurator.ui.catalog_browser.model import CatalogTableModel
from configurator.ui.catalog_browser.name_delegate import NameDelegate

translate = QCoreApplication.translate
NAME_MIN_WIDTH_PX = 80  # the shortest name column worth showing (the tooltip has the whole)

# QT_TRANSLATE_NOOP marks the labels for lupdate; _tr() translates them when shown.
KIND_TABS: tuple[tuple[str | None, str], ...] = (
    (None, QT_TRANSLATE_NOOP("CatalogPanel", "All")),
    ("gpu", QT_TRANSLATE_NOOP("CatalogPanel", "GPU")),
    ("cpu", QT_TRANSLATE_NOOP("CatalogPanel", "CPU")),
    ("motherboard", QT_TRANSLATE_NOOP("CatalogPanel", "Board")),
    ("memory", QT_TRANSLATE_NOOP("CatalogPanel", "Memory")),
    ("storage", QT_TRANSLATE_NOOP("CatalogPanel", "Storage")),
    ("psu", QT_TRANSLATE_NOOP("CatalogPanel", "PSU")),
    ("chassis", QT_TRANSLATE_NOOP("CatalogPanel", "Chassis")),
    ("cooler", QT_TRANSLATE_NOOP("CatalogPanel", "Cooler")),
    ("nic", QT_TRANSLATE_NOOP("CatalogPanel", "NIC")),
    ("bridge", QT_TRANSLATE_NOOP("CatalogPanel", "Bridge")),
)


class CatalogPanel(QWidget):
    sigPartActivated = Signal(str)
    """Enter or double-click on a part: its id."""
    sigPriceActivated = Signal(str)
    """Enter or double-click on a part's price: its id (to set the user's price)."""

    def __init__(self, catalog: Catalog, money: Callable[[float], str],
                 currency_code: Callable[[], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.model = CatalogTableModel(catalog, money, currency_code, self)
        self.tabs = KindBar(self)
        for kind, label in KIND_TABS:
            self.tabs.addTab(translate("CatalogPanel", label), kind)
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(
            translate("CatalogPanel", "Search: name, model, socket, chipset… (Ctrl+F)")
        )
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName(translate("CatalogPanel", "Search the catalog"))
        self.mine = QCheckBox(translate("CatalogPanel", "Mine"), self)
        self.mine.setToolTip(translate("CatalogPanel", "Only your own parts and prices"))
        self.table = QTableView(self)
        self.table.setModel(self.model)
        # Catalog order (kind, then name) until the user clicks a column header.
        self.table.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setDragEnabled(True)
        self.table.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        # A name too long keeps its model number (name_delegate.py).
        self.table.setItemDelegateForColumn(0, NameDelegate(self.table))
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(
            self.table.fontMetrics().height() + 6)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        self.table.setAccessibleName(translate("CatalogPanel", "Catalog parts"))
        self.count_label = QLabel(self)
        self.count_label.setObjectName("catalogCount")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)
        layout.addWidget(self.tabs)
        search_row = QHBoxLayout()
        search_row.addWidget(self.search, 1)
        search_row.addWidget(self.mine)
        layout.addLayout(search_row)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.count_label)
        self._sized_kind: tuple[str | None] | None = None
        self._sized_empty = False  # the columns were sized with no row to measure
        self.tabs.currentChanged.connect(self._query)
        self.search.textChanged.connect(self._query)
        self.mine.toggled.connect(self._query)
        self.search.returnPressed.connect(self._search_entered)
        self.search.installEventFilter(self)
        self.table.viewport().installEventFilter(self)
        self.table.activated.connect(self._activated)
        self.use_action = QAction(translate("CatalogPanel", "Use in build"), self.table)
        self.use_action.triggered.connect(self._search_entered)
        # Further entries (the user's parts and prices: configurator.ui.my_parts.actions).
        self.menu_actions: list[QAction] = []
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._context_menu)
        self._query()

    # --- queries ---------------------------------------------------------------------
    @property
    def kind(self) -> str | None:
        return self.tabs.tabData(self.tabs.currentIndex())

    def set_kind(self, kind: str | None) -> None:
        for index in range(self.tabs.count()):
            if self.tabs.tabData(index) == kind:
                self.tabs.setCurrentIndex(index)
                return

    def step_kind(self, step: int) -> None:
        """The next (+1) or previous (-1) kind, wrapping around; the table takes the focus."""
        count = self.tabs.count()
        self.tabs.setCurrentIndex((self.tabs.currentIndex() + step) % count)
        self.table.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _query(self) -> None:
        self.model.set_query(self.kind, self.search.text(), self.mine.isChecked())
        # Sized again when rows come back to a table sized without any (a search that
        # matched nothing left the name column as narrow as its title, 5 characters).
        if self._sized_kind != (self.kind,) or (self._sized_empty and self.model.rowCount()):
            self._sized_kind = (self.kind,)
            self._size_columns()
        self._show_count()
        if self.model.rowCount():
            self.table.selectRow(0)

    def _show_count(self) -> None:
        """The rows listed, as the table holds them (after a refresh too: the user's parts
        listed after the start left "217 part(s)" under 218 rows)."""
        count = self.model.rowCount()
        self.count_label.setText(
            translate("CatalogPanel", "{n} part(s)").format(n=count)
            if count
            else translate("CatalogPanel", "No part matches “{text}”").format(
                text=self.search.text()
            )
        )

    def _size_columns(self) -> None:
        # Sized once per kind from the first rows: sizing every row at every keystroke
        # would cost more than the search itself on a large catalog.
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        metrics = self.table.fontMetrics()
        for column in range(self.model.columnCount()):
            title = str(self.model.headerData(column, Qt.Orientation.Horizontal))
            width = metrics.horizontalAdvance(title) + 24
            for row in range(min(self.model.rowCount(), 40)):
                text = str(self.model.data(self.model.index(row, column)) or "")
                width = max(width, metrics.horizontalAdvance(text) + 14)
            self.table.setColumnWidth(column, min(width, 190 if column == 0 else 180))
        self._name_width = self.table.columnWidth(0)
        self._sized_empty = self.model.rowCount() == 0
        self._fit_name_column()

    def _fit_name_column(self) -> None:
        """In a narrow panel the name gives way (cut, its model number kept) so that the price
        beside it (every tab's second column) shows whole; the other columns stay a scroll
        away."""
        if self.model.columnCount() < 2 or not self.model.is_price_column(1):
            return
        wanted = getattr(self, "_name_width", self.table.columnWidth(0))
        room = self.table.viewport().width() - self.table.columnWidth(1)
        self.table.setColumnWidth(0, max(NAME_MIN_WIDTH_PX, min(wanted, room)))

    def refresh(self) -> None:
        """After a catalog or currency change: the same query, fresh rows and prices."""
        current = self.current_part_id()
        self.model.reload()
        self._size_columns()
        self._show_count()
        if current:
            self.select_part(current, switch_kind=False)

    # --- selection and activation ------------------------------------------------------
    def current_part(self) -> PartBase | None:
        index = self.table.currentIndex()
        rows = self.table.selectionModel().selectedRows()
        row = rows[0].row() if rows else (index.row() if index.isValid() else -1)
        return self.model.part_at(row)

    def current_part_id(self) -> str | None:
        part = self.current_part()
        return part.id if part else None

    def select_part(self, part_id: str, switch_kind: bool = True) -> bool:
        """Show and select a part (e.g. a card clicked in the plots)."""
        row = self.model.row_of(part_id)
        if row is None and switch_kind:
            part = self.catalog.get(part_id)
            if part is None:
                return False
            self.search.clear()
            self.set_kind(part.kind)
            row = self.model.row_of(part_id)
        if row is None:
            return False
        self.table.selectRow(row)
        self.table.scrollTo(self.model.index(row, 0))
        return True

    def focus_search(self) -> None:
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    def _activated(self, index) -> None:
        part = self.model.part_at(index.row())
        if part is not None and self.model.is_price_column(index.column()):
            self.sigPriceActivated.emit(part.id)
        elif part is not None:
            self.sigPartActivated.emit(part.id)

    def context_menu(self) -> QMenu:
        """The table's menu for the selected part: "Use in build"."""
        menu = QMenu(self.table)
        menu.addAction(self.use_action)
        self.use_action.setEnabled(self.current_part() is not None)
        if self.menu_actions:
            menu.addSeparator()
            menu.addActions(self.menu_actions)
        return menu

    def _context_menu(self, pos) -> None:
        index = self.table.indexAt(pos)
        if index.isValid():
            self.table.selectRow(index.row())
        self.context_menu().exec(self.table.viewport().mapToGlobal(pos))

    def _search_entered(self) -> None:
        part = self.current_part()
        if part is not None:
            self.sigPartActivated.emit(part.id)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Down from the search box goes into the results, as in a browser's address bar.
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_name_column()
        if (watched is self.search and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Down
                and self.model.rowCount()):
            self.table.setFocus(Qt.FocusReason.TabFocusReason)
            if not self.table.selectionModel().hasSelection():
                self.table.selectRow(0)
            self.table.setCurrentIndex(self.table.selectionModel().selectedRows()[0])
            return True
        return super().eventFilter(watched, event)
