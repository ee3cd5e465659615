"""The catalog as a Qt table: one row per part of the current kind and search, columns with
their units, sortable, and a drag source that carries only the part id (docs/architecture.md).

An adapter over `Catalog.search`: it holds the rows of the current query, never the truth.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QGuiApplication, QPalette

from configurator.catalog import Catalog
from configurator.catalog.fit import FitContext
from configurator.model.part_base import PartBase
from configurator.model.safe_text import drawable, plain_tooltip
from configurator.ui.widgets import user_marks
from configurator.ui.widgets.mime import PART_ID_MIME, part_mime
from configurator.words.key_figures import key_figures, value_word
from configurator.words.names import kind_label

translate = QCoreApplication.translate

PART_ID_ROLE = Qt.ItemDataRole.UserRole + 1
Index = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()  # the table's one parent
# Asked for every cell at every paint: made once (combining Qt's flags is a Python call).
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
_ROW_FLAGS = (Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
              | Qt.ItemFlag.ItemIsDragEnabled | Qt.ItemFlag.ItemNeverHasChildren)


@dataclass(frozen=True)
class Column:
    title: str
    value: Callable[[Any], Any]
    numeric: bool = False
    digits: int = 0
    words: Callable[[Any], str] | None = None  # how a value that is a word is shown

    def display(self, part: PartBase) -> str:
        value = self.value(part)
        if value is None:
            return ""
        if self.words is not None:
            return self.words(value)
        if isinstance(value, bool):
            return translate("CatalogModel", "yes") if value else translate("CatalogModel", "no")
        if isinstance(value, float) or (self.numeric and isinstance(value, int)):
            return f"{value:,.{self.digits}f}"
        if isinstance(value, list):
            return ", ".join(str(v) for v in value)
        return str(value)


def _name(part: PartBase) -> str:
    return part.name


def _word(value: str) -> str:
    return value_word(value)


def _words(values: list[str]) -> str:
    return ", ".join(_word(value) for value in values)


PRICE_TITLE = "Price"
# Where the part comes from (curated db/, BuildCores OpenDB, the user's, the team's).
SOURCE_TITLE = "Source"
SOURCE_WORDS = {
    "curated": QT_TRANSLATE_NOOP("CatalogModel", "curated"),
    "opendb": QT_TRANSLATE_NOOP("CatalogModel", "OpenDB"),
    "user": QT_TRANSLATE_NOOP("CatalogModel", "yours"),
    "team": QT_TRANSLATE_NOOP("CatalogModel", "team"),
}
SOURCE_TIPS = {
    "curated": QT_TRANSLATE_NOOP("CatalogModel", "From the configurator's own catalog, each "
                                                 "figure with its source"),
    "opendb": QT_TRANSLATE_NOOP("CatalogModel", "From BuildCores OpenDB (Open Data Commons "
                                                "Attribution License, ODC-By 1.0); figures it "
                                                "does not give are unknown"),
    "user": QT_TRANSLATE_NOOP("CatalogModel", "Your own part"),
    "team": QT_TRANSLATE_NOOP("CatalogModel", "Your team's part"),
}
# The part's own price beside the user's (filled where the user set one; docs/architecture.md).
CATALOG_PRICE_TITLE = "Catalog price"
# How many of the part are on the lab's shelf (`configurator stock`; empty when none).
STOCK_TITLE = "Stock"


def columns_for(kind: str | None) -> list[Column]:
    """Columns of a kind's table; titles carry the unit."""
    def c(title: str, value: Callable[[Any], Any], numeric: bool = False, digits: int = 0,
          words: Callable[[Any], str] | None = None) -> Column:
        return Column(translate("CatalogModel", title), value, numeric, digits, words)

    name = c(QT_TRANSLATE_NOOP("CatalogModel", "Name"), _name)
    price = Column(PRICE_TITLE, lambda p: p.price_usd, numeric=True)
    power = QT_TRANSLATE_NOOP("CatalogModel", "Power (W)")
    lanes = QT_TRANSLATE_NOOP("CatalogModel", "PCIe lanes")
    socket = QT_TRANSLATE_NOOP("CatalogModel", "Socket")
    capacity = QT_TRANSLATE_NOOP("CatalogModel", "Capacity (GB)")
    kind_type = QT_TRANSLATE_NOOP("CatalogModel", "Type")
    table: dict[str | None, list[Column]] = {
        None: [name, price, c(QT_TRANSLATE_NOOP("CatalogModel", "Kind"), lambda p: p.kind,
                              words=kind_label),
               c(QT_TRANSLATE_NOOP("CatalogModel", "Key figures"),
                 lambda p: key_figures(p))],
        "gpu": [name, c(QT_TRANSLATE_NOOP("CatalogModel", "Series"), lambda p: p.series),
                c(QT_TRANSLATE_NOOP("CatalogModel", "FP32 (TFLOPS)"),
                  lambda p: p.fp32_gflops / 1000, True, 1),
                c(QT_TRANSLATE_NOOP("CatalogModel", "Memory (GB)"), lambda p: p.memory_gb, True),
                c(power, lambda p: p.board_peak_w, True),
                c(QT_TRANSLATE_NOOP("CatalogModel", "Width (slots)"), lambda p: p.slot_width,
                  True, 1),
                c(QT_TRANSLATE_NOOP("CatalogModel", "Length (mm)"), lambda p: p.length_mm, True),
                c(QT_TRANSLATE_NOOP("CatalogModel", "Cooler"), lambda p: p.cooler, words=_word),
                c(QT_TRANSLATE_NOOP("CatalogModel", "NVLink"), lambda p: p.nvlink), price],
        "cpu": [name, c(socket, lambda p: p.socket),
                c(QT_TRANSLATE_NOOP("CatalogModel", "Cores"), lambda p: p.cores, True),
                c(QT_TRANSLATE_NOOP("CatalogModel", "Boost (GHz)"),
                  lambda p: p.fastest_clock_ghz, True, 1),
                c(lanes, lambda p: p.pcie_lanes, True),
                c(power, lambda p: p.sustained_peak_w, True), price],
        "motherboard": [name, c(socket, lambda p: p.socket),
                        c(QT_TRANSLATE_NOOP("CatalogModel", "CPUs"), lambda p: p.cpu_sockets,
                          True),
                        c(QT_TRANSLATE_NOOP("CatalogModel", "Form factor"),
                          lambda p: p.form_factor, words=_word),
                        c(QT_TRANSLATE_NOOP("CatalogModel", "PCIe slots"),
                          lambda p: len(p.pcie_slots), True),
                        c(QT_TRANSLATE_NOOP("CatalogModel", "DIMM slots"),
                          lambda p: p.dimm_slots, True), price],
        "memory": [name, c(kind_type, lambda p: p.memory_type),
                   c(capacity, lambda p: p.capacity_gb, True),
                   c(QT_TRANSLATE_NOOP("CatalogModel", "ECC"), lambda p: p.ecc),
                   c(QT_TRANSLATE_NOOP("CatalogModel", "Registered"), lambda p: p.registered),
                   price],
        "storage": [name, c(kind_type, lambda p: p.storage_kind, words=_word),
                    c(capacity, lambda p: p.capacity_gb, True),
                    c(QT_TRANSLATE_NOOP("CatalogModel", "Read (MB/s)"), lambda p: p.read_mbps,
                      True), price],
        "psu": [name, c(QT_TRANSLATE_NOOP("CatalogModel", "Output (W)"), lambda p: p.watts, True),
                c(QT_TRANSLATE_NOOP("CatalogModel", "Efficiency"), lambda p: p.efficiency,
                  words=_word),
                c(QT_TRANSLATE_NOOP("CatalogModel", "PCIe plugs"), lambda p: p.pcie_connectors,
                  True), price],
        "chassis": [name, c(QT_TRANSLATE_NOOP("CatalogModel", "Form factors"),
                            lambda p: p.form_factors, words=_words),
                    c(QT_TRANSLATE_NOOP("CatalogModel", "Brackets"), lambda p: p.expansion_slots,
                      True),
                    c(QT_TRANSLATE_NOOP("CatalogModel", "GPU length (mm)"),
                      lambda p: p.max_gpu_length_mm, True),
                    c(QT_TRANSLATE_NOOP("CatalogModel", "Airflow (CFM)"),
                      lambda p: p.airflow_cfm, True), price],
        "cooler": [name, c(QT_TRANSLATE_NOOP("CatalogModel", "Height (mm)"),
                           lambda p: p.height_mm, True),
                   c(QT_TRANSLATE_NOOP("CatalogModel", "Rating (W)"), lambda p: p.tdp_rating_w,
                     True),
                   c(QT_TRANSLATE_NOOP("CatalogModel", "Sockets"), lambda p: p.sockets), price],
        "nic": [name, c(QT_TRANSLATE_NOOP("CatalogModel", "Speed (Gb/s)"),
                        lambda p: p.speed_gbit_s, True),
                c(lanes, lambda p: p.pcie_lanes, True), c(power, lambda p: p.power_w, True),
                price],
        "bridge": [name, c(QT_TRANSLATE_NOOP("CatalogModel", "Spacing (slots)"),
                           lambda p: p.spacing_slots, True),
                   c(QT_TRANSLATE_NOOP("CatalogModel", "GPU models"),
                     lambda p: p.compatible_models), price],
    }
    catalog_price = Column(CATALOG_PRICE_TITLE, lambda p: None, numeric=True)
    # The price beside the name on every tab: at the end of a kind's eight figures it lay
    # off-screen in a 1024x700 window's catalog (issue 30). The source next: with 20,000
    # parts, where a row comes from is read with it (on the All tab after the kind).
    source = Column(SOURCE_TITLE, lambda p: None)  # filled by the model: it asks the catalog
    # The lab's stock beside the price (after the kind on the All tab), then the source.
    stock = Column(STOCK_TITLE, lambda p: None, numeric=True)  # filled by the model
    columns = [column for column in table.get(kind, table[None]) if column is not price]
    columns = [columns[0], price, *columns[1:]]
    columns.insert(3 if kind is None else 2, stock)
    columns.insert(4 if kind is None else 3, source)
    return [*columns, catalog_price]


def _sort_key(value: Any) -> tuple:
    # Unknown values sort last whichever the direction; text ignores case.
    if value is None:
        return (1, 0)
    if isinstance(value, str):
        return (0, value.casefold())
    if isinstance(value, list):
        return (0, ", ".join(map(str, value)).casefold())
    return (0, value)


class CatalogTableModel(QAbstractTableModel):
    def __init__(self, catalog: Catalog, money: Callable[[float], str],
                 currency_code: Callable[[], str] = lambda: "USD", parent=None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self._money = money
        self._currency = currency_code
        self.kind: str | None = None
        self.text = ""
        self.mine = False  # only the user's own parts and prices
        self.fit: FitContext | None = None  # only parts that fit the build's chosen parts
        self._columns = columns_for(None)
        self._rows: Sequence[PartBase] = catalog.parts()
        self._sort: tuple[int, Qt.SortOrder] | None = None
        self._stock: dict[str, int] = {}  # part id -> on the shelf, read with each query

    # --- the query -----------------------------------------------------------------
    def set_query(self, kind: str | None, text: str, mine: bool | None = None,
                  fit: FitContext | None = None) -> None:
        """Rows of one kind (None: every kind) whose fields contain every word of `text`
        (`mine`: only the user's own parts and prices; `fit`: only the parts that fit what
        the build has chosen, `catalog.fit`)."""
        self.beginResetModel()
        self.kind, self.text = kind, text
        self.mine = self.mine if mine is None else mine
        self.fit = fit
        self._columns = columns_for(kind)
        self._stock = self.catalog.stock()
        # Parts decoded when shown (the user's may be 100,000): see Catalog.search.
        self._rows = self.catalog.search(text, kind, mine=self.mine, fit=self.fit)
        # Unsorted, the catalog's own order: curated priced parts first, discontinued last
        # (configurator.catalog.browse_order), at any size and while the user types.
        if self._sort is not None and self._sort[0] < len(self._columns):
            self._sort_rows(*self._sort)
        self.endResetModel()

    def reload(self) -> None:
        self.set_query(self.kind, self.text, self.mine, self.fit)

    def is_price_column(self, column: int) -> bool:
        return column == self._price_column()

    def is_stock_column(self, column: int) -> bool:
        return 0 <= column < len(self._columns) and self._columns[column].title == STOCK_TITLE

    def _price_column(self) -> int | None:
        for index, column in enumerate(self._columns):
            if column.title == PRICE_TITLE:
                return index
        return None

    def part_at(self, row: int) -> PartBase | None:
        try:
            return self._rows[row] if 0 <= row < len(self._rows) else None
        except IndexError:  # a user part removed or unreadable since it was listed
            return None

    def row_of(self, part_id: str) -> int | None:
        ids = getattr(self._rows, "ids", None)
        if ids is not None:  # without decoding every part
            return ids.index(part_id) if part_id in ids else None
        for row, part in enumerate(self._rows):
            if part.id == part_id:
                return row
        return None

    def _discontinued_brush(self) -> QBrush:
        """The greyed text of a part its maker no longer sells new, made once."""
        if getattr(self, "_greyed", None) is None:
            self._greyed = QBrush(QGuiApplication.palette().color(
                QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
        return self._greyed

    def _team_icon(self):
        """The mark of a team catalog's part (docs/architecture.md), made once."""
        if getattr(self, "_team_mark", None) is None:
            from configurator.ui.widgets.resources import icon

            self._team_mark = icon("team")
        return self._team_mark

    # --- QAbstractTableModel ----------------------------------------------------------
    def rowCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        part = self.part_at(index.row())
        if part is None:  # removed, or found unreadable since it was listed (the catalog's
            return None   # notice says so; the session shows the rows again)
        column = self._columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            if column.title == PRICE_TITLE:
                return user_marks.price_text(self.catalog, part, self._money)
            if column.title == CATALOG_PRICE_TITLE:
                return user_marks.catalog_price_text(self.catalog, part, self._money)
            if column.title == SOURCE_TITLE:
                source = self.catalog.source(part.id)
                return translate("CatalogModel", SOURCE_WORDS[source]) if source else ""
            if column.title == STOCK_TITLE:
                qty = self._stock.get(part.id)
                return f"{qty:,}" if qty else ""
            if column.value is _name:
                return drawable(user_marks.name_text(self.catalog, part))
            return drawable(column.display(part))
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _RIGHT if column.numeric else _LEFT
        if role == Qt.ItemDataRole.ForegroundRole and part.discontinued:
            return self._discontinued_brush()
        if role == Qt.ItemDataRole.DecorationRole and index.column() == 0:
            return self._team_icon() if self.catalog.origin(part.id) == "team" else None
        if role == Qt.ItemDataRole.ToolTipRole:
            origin = self.catalog.origin(part.id)
            custom = (translate("CatalogModel", " (team part)") if origin == "team" else
                      translate("CatalogModel", " (your part)") if origin == "user" else "")
            tip = f"{part.name}{custom}\n{key_figures(part)}\n{part.id}"
            if part.discontinued:
                tip += "\n" + translate("CatalogModel", "Discontinued ({month})").format(
                    month=part.discontinued)
            if column.title == SOURCE_TITLE and self.catalog.source(part.id):
                tip += "\n" + translate("CatalogModel", SOURCE_TIPS[self.catalog.source(
                    part.id)])
            if column.title == STOCK_TITLE:
                tip += "\n" + (translate(
                    "CatalogModel", "{qty} on your shelf: completion takes them first, at "
                    "price 0").format(qty=self._stock[part.id]) if part.id in self._stock
                    else translate("CatalogModel", "None on your shelf"))
            tip = user_marks.price_tooltip(self.catalog, part, self._money, tip)
            return plain_tooltip(user_marks.pending_tooltip(self.catalog, part, tip))
        if role == PART_ID_ROLE:
            return part.id
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if (role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal
                or not 0 <= section < len(self._columns)):
            return None
        title = self._columns[section].title
        if title == CATALOG_PRICE_TITLE:
            return translate("CatalogModel", "Catalog price")
        if title == PRICE_TITLE:
            return translate("CatalogModel", "Price ({currency})").format(currency=self._currency())
        if title == SOURCE_TITLE:
            return translate("CatalogModel", "Source")
        if title == STOCK_TITLE:
            return translate("CatalogModel", "Stock")
        return title

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return _ROW_FLAGS

    def mimeTypes(self) -> list[str]:
        return [PART_ID_MIME]

    def mimeData(self, indexes: list[QModelIndex]) -> QMimeData | None:
        rows = [i.row() for i in indexes if i.isValid()]
        part = self.part_at(rows[0]) if rows else None
        return part_mime(part.id) if part is not None else None

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(self._columns):
            return
        self.layoutAboutToBeChanged.emit()
        before = list(self._rows)
        self._sort = (column, order)
        self._sort_rows(column, order)
        new_row = {id(part): row for row, part in enumerate(self._rows)}
        old = self.persistentIndexList()
        new = [self.index(new_row[id(before[i.row()])], i.column()) for i in old]
        self.changePersistentIndexList(old, new)
        self.layoutChanged.emit()

    def _sort_rows(self, column: int, order: Qt.SortOrder) -> None:
        value = self._columns[column].value
        if self._columns[column].title == STOCK_TITLE:
            stock = self._stock
            value = lambda part: stock.get(part.id)  # noqa: E731 (a column's value, as above)
        known = [p for p in self._rows if value(p) is not None]
        unknown = [p for p in self._rows if value(p) is None]
        known.sort(key=lambda p: _sort_key(value(p)),
                   reverse=order == Qt.SortOrder.DescendingOrder)
        self._rows = known + unknown
