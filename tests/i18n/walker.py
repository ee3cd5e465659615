"""Collects every string a user can see in a widget tree, and tells which of them are not
marked by the pseudo-translation (every translation is its source wrapped in ⟦…⟧).

What counts as seen: widget texts, titles, tooltips, placeholders, accessible names, spin-box
prefixes and suffixes, combo-box items, tab titles and tooltips, dock and window titles,
actions (menus and submenus, toolbars, context menus), item-view cells and header data, and
the text items and tooltips of graphics scenes (the chassis drawing, the charts).

What is allowed unmarked: data (part names and every other text field of the catalog and of
the offerings, rule ids, slot and part ids, file names, numbers, units), text translated by
Qt's own catalogue (Chinese: the buttons and labels of Qt's standard dialogs) and nothing
else.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Iterator

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QDockWidget,
    QDoubleSpinBox,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QSpinBox,
    QTabBar,
    QTabWidget,
    QToolBar,
    QWidget,
)

OPEN, CLOSE = "⟦", "⟧"
_MARKED = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")
_TAG = re.compile(r"<[^>]+>")
_WORD = re.compile(r"[A-Za-z][A-Za-z']+")
_CJK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]")
_PATH_OR_URL = re.compile(r"https?://\S+|(?:[A-Za-z]:)?[/\\][^\s:]*")
# Units, symbols and technical names that stay as they are in every language.
ALLOWED_WORDS = {
    "mm", "GB", "MB", "Gb", "TB", "GHz", "MHz", "TFLOPS", "GFLOPS", "FP", "CFM", "BTU", "kWh",
    "USD", "CNY", "EUR", "PCIe", "NVLink", "DIMM", "DIMMs", "ECC", "RDIMM", "UDIMM", "PSU",
    "GPU", "CPU", "SSD", "NVMe", "SATA", "GbE", "BOM", "PDF", "CSV", "PNG", "SVG", "MSRP",
    "TDP", "DDR", "gen", "Ctrl", "Shift", "kW", "kg",
}
ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
MAX_ROWS = 60  # of a model: enough to see every kind of row without walking a whole catalog


def strip_marked(text: str) -> str:
    """`text` without its marked parts (innermost first: a marked template may hold marked
    words)."""
    previous = None
    while previous != text:
        previous, text = text, _MARKED.sub(" ", text)
    return text


class DataIndex:
    """The data strings, indexed by their first characters: a text is compared with the few
    values that can start at each of its positions, not with all 100,000 texts of the
    catalog (comparing every text with every value took two minutes a test)."""

    PREFIX = 4

    def __init__(self, data: Iterable[str]) -> None:
        values = {d for d in data if d and len(d) > 1}
        self.short = {v for v in values if len(v) < self.PREFIX}
        self.by_prefix: dict[str, list[str]] = {}
        for value in values - self.short:
            self.by_prefix.setdefault(value[:self.PREFIX], []).append(value)

    def found_in(self, text: str) -> list[str]:
        """The values that occur in `text`, longest first."""
        found: set[str] = set()
        for start in range(len(text)):
            for length in range(2, self.PREFIX):
                if text[start:start + length] in self.short:
                    found.add(text[start:start + length])
            for value in self.by_prefix.get(text[start:start + self.PREFIX], ()):
                if text.startswith(value, start):
                    found.add(value)
        return sorted(found, key=lambda v: (-len(v), v))


def unmarked_words(text: str, data: DataIndex) -> list[str]:
    """Words of `text` that are neither marked, data, nor translated by Qt."""
    rest = strip_marked(html.unescape(_TAG.sub(" ", text)))
    if _CJK.search(rest):
        return []  # Qt's own zh_CN catalogue (standard buttons, file dialogs)
    for value in data.found_in(rest):  # longest first, so that a name goes before its parts
        if value in rest:  # still: a longer value holding this one may have taken it
            rest = rest.replace(value, " ")
    rest = _PATH_OR_URL.sub(" ", rest)  # files and web pages are data
    return [w for w in _WORD.findall(rest) if w not in ALLOWED_WORDS]


def find_unmarked(texts: Iterable[tuple[str, str]], data: Iterable[str]
                  ) -> list[tuple[str, str, list[str]]]:
    """(where, text, words) for each text with unmarked words."""
    index = DataIndex(data)
    found = []
    for where, text in texts:
        words = unmarked_words(text, index)
        if words:
            found.append((where, text, words))
    return found


# --- collecting ------------------------------------------------------------------------------


def _name(obj) -> str:
    return f"{type(obj).__name__}({obj.objectName() or ''})"


def action_texts(action: QAction, where: str) -> Iterator[tuple[str, str]]:
    if action.isSeparator():
        return
    here = f"{where} > action {action.text()!r}"
    yield here, action.text()
    yield f"{here} tooltip", action.toolTip()
    yield f"{here} status tip", action.statusTip()
    menu = action.menu()
    if isinstance(menu, QMenu):
        yield from menu_texts(menu, here)


def menu_texts(menu: QMenu, where: str) -> Iterator[tuple[str, str]]:
    """A menu's title and actions, submenus included (filled as when they open)."""
    menu.aboutToShow.emit()
    here = f"{where} > menu {menu.title()!r}"
    yield here, menu.title()
    for action in menu.actions():
        yield from action_texts(action, here)


def _columns(model: QAbstractItemModel, parent: QModelIndex) -> int:
    # A list model (QListWidget's) keeps columnCount private: it has one column.
    try:
        return model.columnCount(parent)
    except TypeError:
        return 1


def _rows(model: QAbstractItemModel, parent: QModelIndex) -> int:
    try:
        return model.rowCount(parent)
    except TypeError:
        return 0 if parent.isValid() else model.rowCount()


def model_texts(model: QAbstractItemModel, where: str, parent: QModelIndex | None = None
                ) -> Iterator[tuple[str, str]]:
    parent = parent if parent is not None else QModelIndex()
    if not parent.isValid():
        for orientation in (Qt.Orientation.Horizontal, Qt.Orientation.Vertical):
            count = (_columns(model, parent) if orientation == Qt.Orientation.Horizontal
                     else min(_rows(model, parent), MAX_ROWS))
            for section in range(count):
                value = model.headerData(section, orientation, Qt.ItemDataRole.DisplayRole)
                if isinstance(value, str):
                    yield f"{where} header {orientation.name} {section}", value
    for row in range(min(_rows(model, parent), MAX_ROWS)):
        for column in range(_columns(model, parent)):
            index = model.index(row, column, parent)
            for role in ROLES:
                value = model.data(index, role)
                if isinstance(value, str):
                    yield f"{where} cell ({row}, {column}) role {int(role)}", value
            if column == 0 and _rows(model, index) > 0:
                yield from model_texts(model, f"{where} > row {row}", index)


def scene_texts(scene: QGraphicsScene, where: str) -> Iterator[tuple[str, str]]:
    for item in scene.items():
        yield from item_texts(item, where)


def item_texts(item: QGraphicsItem, where: str) -> Iterator[tuple[str, str]]:
    here = f"{where} item {type(item).__name__}"
    if item.toolTip():
        yield f"{here} tooltip", item.toolTip()
    if isinstance(item, QGraphicsSimpleTextItem):
        yield here, item.text()
    elif isinstance(item, QGraphicsTextItem):
        yield here, item.toPlainText()


def widget_texts(widget: QWidget, where: str = "") -> Iterator[tuple[str, str]]:
    """Every text of `widget` and its children (hidden ones too: they show at some time)."""
    for w in [widget, *widget.findChildren(QWidget)]:
        yield from _one_widget(w, f"{where}{_name(w)}")


def _one_widget(w: QWidget, here: str) -> Iterator[tuple[str, str]]:
    if w.isWindow() or isinstance(w, QDockWidget):
        yield f"{here} title", w.windowTitle()
    yield f"{here} tooltip", w.toolTip()
    yield f"{here} accessible name", w.accessibleName()
    yield f"{here} status tip", w.statusTip()
    yield f"{here} what's this", w.whatsThis()
    if isinstance(w, QAbstractButton | QLabel):
        yield f"{here} text", w.text()
    if isinstance(w, QLineEdit):
        yield f"{here} placeholder", w.placeholderText()
    if isinstance(w, QGroupBox):
        yield f"{here} title", w.title()
    if isinstance(w, QSpinBox | QDoubleSpinBox):
        yield f"{here} prefix", w.prefix()
        yield f"{here} suffix", w.suffix()
    if isinstance(w, QAbstractSpinBox):
        yield f"{here} special value", w.specialValueText()
    if isinstance(w, QComboBox):
        for i in range(w.count()):
            yield f"{here} item {i}", w.itemText(i)
            tip = w.itemData(i, Qt.ItemDataRole.ToolTipRole)
            if isinstance(tip, str):
                yield f"{here} item {i} tooltip", tip
    if isinstance(w, QTabBar):
        for i in range(w.count()):
            yield f"{here} tab {i}", w.tabText(i)
            yield f"{here} tab {i} tooltip", w.tabToolTip(i)
    if isinstance(w, QTabWidget):
        for i in range(w.count()):
            yield f"{here} tab {i}", w.tabText(i)
    if isinstance(w, QAbstractItemView) and not isinstance(w, QHeaderView) and w.model():
        yield from model_texts(w.model(), here)
    if isinstance(w, QGraphicsView) and w.scene() is not None:
        yield from scene_texts(w.scene(), here)
    if isinstance(w, QMenu):
        yield from menu_texts(w, here)
    elif isinstance(w, QToolBar):
        for action in w.actions():
            yield from action_texts(action, here)
    for action in w.actions():
        if not isinstance(w, QMenu | QToolBar):
            yield from action_texts(action, f"{here} own")
