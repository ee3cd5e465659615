"""The catalog panel: kind tabs, search-as-you-type, a sortable table to drag parts from.

Keyboard: Ctrl+F focuses the search; Down moves from the search into the table; Enter (or a
double-click) uses the part: a whole part goes into the build, a card asks for a slot.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QObject,
    Qt,
    QTimer,
    Signal,
)
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
from configurator.catalog.fit import FitContext, fit_context
from configurator.model.build import ResolvedBuild
from configurator.model.part_base import PartBase
from configurator.model.safe_text import plain_html
from configurator.ui.catalog_browser.kind_bar import KindBar
from configurator.ui.catalog_browser.model import CatalogTableModel
from configurator.ui.catalog_browser.name_delegate import NameDelegate
from configurator.ui.widgets import looks

translate = QCoreApplication.translate
NAME_MIN_WIDTH_PX = 80  # the shortest name column worth showing (the tooltip has the whole)
EVERY_KIND_DELAY_MS = 250  # typing paused: count the matches of every kind

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
    sigStockActivated = Signal(str)
    """Enter or double-click on a part's stock: its id (to set how many are on the shelf)."""

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
        # On by default once a board is chosen (show_build); the user's choice then stays.
        self.fits = QCheckBox(translate("CatalogPanel", "Only parts that fit"), self)
        self.fits.setToolTip(translate(
            "CatalogPanel", "Only parts whose socket, form factor, GPU length and PSU form "
            "factor fit the board, chassis, CPU and PSU chosen; a figure nobody published "
            "rules nothing out, and your own parts always show"))
        self._fit_context: FitContext | None = None
        self._board_chosen = False
        self._fits_chosen_by_user = False
        self.table = QTableView(self)
        self.table.setModel(self.model)
        # Catalog order (kind, curated priced parts first: catalog.browse_order) until the
        # user clicks a column header.
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
        looks.quiet(self.count_label)
        # On a kind's tab the search also counts the matches of every kind, once typing
        # pauses (a second scan per keystroke would double its cost); the link shows them.
        self.count_label.linkActivated.connect(lambda _link: self.set_kind(None))
        self._every_kind_timer = QTimer(self)
        self._every_kind_timer.setSingleShot(True)
        self._every_kind_timer.setInterval(EVERY_KIND_DELAY_MS)
        self._every_kind_timer.timeout.connect(self._count_every_kind)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)
        layout.addWidget(self.tabs)
        search_row = QHBoxLayout()
        search_row.addWidget(self.search, 1)
        search_row.addWidget(self.mine)
        layout.addLayout(search_row)
        layout.addWidget(self.fits)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.count_label)
        self._sized_kind: tuple[str | None] | None = None
        self._sized_empty = False  # the columns were sized with no row to measure
        self.tabs.currentChanged.connect(self._query)
        self.search.textChanged.connect(self._query)
        self.mine.toggled.connect(self._query)
        self.fits.toggled.connect(self._query)
        self.fits.clicked.connect(self._fits_clicked)
        self.search.returnPressed.connect(self._search_entered)
        self.search.installEventFilter(self)
        # The header is as wide as the table's viewport (the view lays it out so), and a
        # known type: asking the table for its viewport here, at the start, made PySide6 find
        # the viewport's Python type by making every QWidget class's (13 ms; docs/performance.md).
        self.table.horizontalHeader().installEventFilter(self)
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

    @property
    def fit(self) -> FitContext | None:
        """What the list filters by: the build's chosen parts, when "Only parts that fit"."""
        return self._fit_context if self.fits.isChecked() else None

    def show_build(self, build: ResolvedBuild) -> None:
        """The open build changed: "Only parts that fit" follows its chosen parts, and turns
        on when a board is first chosen (unless the user has set it themselves)."""
        context = fit_context(build)
        board = build.motherboard is not None
        changed = context != self._fit_context
        self._fit_context = context
        if board != self._board_chosen and not self._fits_chosen_by_user:
            self._board_chosen = board
            if self.fits.isChecked() != board:
                self.fits.setChecked(board)  # toggled: queries again
                return
        self._board_chosen = board
        if changed and self.fits.isChecked():
            self._query()

    def _fits_clicked(self) -> None:
        self._fits_chosen_by_user = True

    def _query(self) -> None:
        self.model.set_query(self.kind, self.search.text(), self.mine.isChecked(), self.fit)
        # Sized again when rows come back to a table sized without any (a search that
        # matched nothing left the name column as narrow as its title, 5 characters).
        if self._sized_kind != (self.kind,) or (self._sized_empty and self.model.rowCount()):
            self._sized_kind = (self.kind,)
            self._size_columns()
        self._show_count()
        if self.model.rowCount():
            self.table.selectRow(0)
        self._every_kind_timer.stop()
        if self.kind is not None and self.search.text().strip():
            self._every_kind_timer.start()

    def _show_count(self, every_kind: int | None = None) -> None:
        """The rows listed, as the table holds them (after a refresh too: the user's parts
        listed after the start left "217 part(s)" under 218 rows), and the search's matches
        in every kind when there are more."""
        count = self.model.rowCount()
        text = (translate("CatalogPanel", "{n} part(s)").format(n=count) if count
                else translate("CatalogPanel", "No part matches “{text}”").format(
                    text=self.search.text()))
        if every_kind is not None and every_kind > count:
            link = translate("CatalogPanel", "{n} in every kind").format(n=every_kind)
            self.count_label.setTextFormat(Qt.TextFormat.RichText)
            self.count_label.setText(
                f"{plain_html(text)} · <a href=\"every-kind\">{plain_html(link)}</a>")
            return
        self.count_label.setTextFormat(Qt.TextFormat.PlainText)
        self.count_label.setText(text)

    def _count_every_kind(self) -> None:
        """The search's matches among every kind (shown on the All tab, with their kind)."""
        if self.kind is None or not self.search.text().strip():
            return
        every_kind = len(self.catalog.search(self.search.text(), None, self.mine.isChecked(),
                                             self.fit))
        self._show_count(every_kind)

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
        beside it (every tab's second column) shows whole, and the stock after it where the
        name keeps twice its least width; the other columns stay a scroll away."""
        if self.model.columnCount() < 2 or not self.model.is_price_column(1):
            return
        wanted = getattr(self, "_name_width", self.table.columnWidth(0))
        room = self.table.horizontalHeader().width() - self.table.columnWidth(1)
        if self.model.is_stock_column(2) and (
                room - self.table.columnWidth(2) >= 2 * NAME_MIN_WIDTH_PX):
            room -= self.table.columnWidth(2)
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
        if row is None and switch_kind and self.fits.isChecked():
            # A part asked for by name (used, saved, clicked in the plots) is shown even where
            # it does not fit the build: the filter steps aside, as the search did.
            self.fits.setChecked(False)  # toggled: queries again
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
        elif part is not None and self.model.is_stock_column(index.column()):
            self.sigStockActivated.emit(part.id)
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
        if watched is self.table.horizontalHeader() and event.type() == QEvent.Type.Resize:
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
