"""The bill of materials: the build's parts grouped, with quantity, unit and extended price,
the totals (price, peak and wall power), and the user's extra rows (cables, risers ...),
which are edited in place as undoable steps."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, Qt, QTimer
from PySide6.QtGui import QAction, QColor, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSpinBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from configurator.model import limits
from configurator.model.build import Extra, ResolvedBuild
from configurator.model.part_edits import RemovePart, SetQuantity
from configurator.model.safe_text import drawable, plain_tooltip
from configurator.model.setting_edits import AddExtra, RemoveExtra, SetExtra
from configurator.report.bom import Bom, BomLine, assemble_bom
from configurator.rules import Report
from configurator.ui.session.document import BuildDocument
from configurator.ui.session.preferences import Preferences
from configurator.ui.widgets import looks, user_marks
from configurator.ui.widgets.wrapping_delegate import (
    WrappingDelegate,
    relayout_on_resize,
)

translate = QCoreApplication.translate
MISSING_COLOUR = "#b71c1c"  # a price the user has yet to enter
HIDE_POWER_BELOW_PX, HIDE_UNIT_BELOW_PX = 420, 330  # the panel's width where they give way

NAME, QTY, UNIT, TOTAL, POWER = range(5)
ROW_ROLE = Qt.ItemDataRole.UserRole + 1
# Where a line's quantity lives in the build, for the kinds whose quantity is edited here.
QTY_SECTIONS = {"memory": "memory", "storage": "storage", "psu": "psu", "cooler": "cpu_cooler"}
# Where a line's part sits in the build, for "Remove from the build".
KIND_SECTIONS = {**QTY_SECTIONS, "chassis": "chassis", "motherboard": "motherboard",
                 "cpu": "cpus", "bridge": "bridges", "gpu": "gpus", "nic": "nics"}


@dataclass(frozen=True)
class BomRow:
    """A line of the BOM (configurator.report.bom, shared with the PDF and the CSV) and
    where to change it in the build."""

    line: BomLine
    section: str = ""  # "extras", or a build key whose quantity may be edited
    index: int = -1  # position in build.extras

    @property
    def name(self) -> str:
        return self.line.name

    @property
    def qty(self) -> int:
        return self.line.qty

    @property
    def unit_usd(self) -> float:
        return self.line.unit_price_usd

    @property
    def part_id(self) -> str:
        return self.line.part_id or ""


def bom_rows(bom: Bom) -> list[BomRow]:
    rows = [BomRow(line, QTY_SECTIONS.get(line.kind, "")) for line in bom.part_lines]
    rows += [BomRow(line, "extras", index) for index, line in enumerate(bom.extra_lines)]
    return rows


class _NumberDelegate(WrappingDelegate):
    """Spin boxes for quantities and prices, within the build file's limits; names wrap to
    the column's width (two GPUs must not both read "GeForce GTX 10…")."""

    def __init__(self, panel: BomPanel) -> None:
        super().__init__(panel.tree)
        self.panel = panel

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem,
                     index: QModelIndex | QPersistentModelIndex) -> QWidget | None:
        row = index.data(ROW_ROLE)
        if not isinstance(row, BomRow) or (row.section != "extras" and index.column() != QTY):
            return None  # of a catalog part only the quantity is edited here
        if index.column() == QTY:
            editor = QSpinBox(parent)
            editor.setRange(limits.QTY_MIN, limits.QTY_MAX)
            return editor
        if index.column() == UNIT:
            editor = QDoubleSpinBox(parent)
            editor.setRange(0, self.panel.preferences.to_display(limits.PRICE_MAX))
            editor.setDecimals(2)
            editor.setPrefix(self.panel.preferences.currency_symbol)
            return editor
        return super().createEditor(parent, option, index)

    def updateEditorGeometry(self, editor: QWidget, option: QStyleOptionViewItem,
                             index: QModelIndex | QPersistentModelIndex) -> None:
        """At least as wide as the editor needs: the quantity column is as narrow as its
        digits, and a spin box squeezed to it (15 px) showed neither number nor arrows."""
        rect = option.rect
        wanted = editor.sizeHint().width() if isinstance(editor, QAbstractSpinBox) else 0
        editor.setGeometry(rect.x(), rect.y(), max(rect.width(), wanted), rect.height())

    def setEditorData(self, editor: QWidget, index) -> None:
        row = index.data(ROW_ROLE)
        if isinstance(editor, QSpinBox) and isinstance(row, BomRow):
            editor.setValue(row.qty)
        elif isinstance(editor, QDoubleSpinBox) and isinstance(row, BomRow):
            editor.setValue(self.panel.preferences.to_display(row.unit_usd))
        else:
            super().setEditorData(editor, index)

    def setModelData(self, editor: QWidget, model, index) -> None:
        row = index.data(ROW_ROLE)
        if not isinstance(row, BomRow):
            return
        if isinstance(editor, QSpinBox):
            change = {"qty": editor.value()}
        elif isinstance(editor, QDoubleSpinBox):
            change = {"unit_usd": self.panel.preferences.from_display(editor.value())}
        else:
            change = {"name": editor.text()}
        # The edit rebuilds the tree; do it once the editor has closed, not inside its commit.
        QTimer.singleShot(0, lambda: self.panel.edit_row(row, **change))


class BomPanel(QWidget):
    def __init__(self, document: BuildDocument, preferences: Preferences,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.preferences = preferences
        self.tree = QTreeWidget(self)
        self.tree.setColumnCount(5)
        self.tree.setHeaderLabels([translate("BomPanel", "Item"), translate("BomPanel", "Qty"),
                                   translate("BomPanel", "Unit"), translate("BomPanel", "Total"),
                                   translate("BomPanel", "Peak W")])
        self.tree.setRootIsDecorated(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                  | QAbstractItemView.EditTrigger.EditKeyPressed
                                  | QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.tree.setWordWrap(True)
        self.tree.setIndentation(14)  # the names need the width more than the tree lines
        self.tree.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.tree.setUniformRowHeights(False)
        self.tree.setItemDelegate(_NumberDelegate(self))
        self.tree.setAccessibleName(translate("BomPanel", "Bill of materials"))
        header = self.tree.header()
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        for column in (QTY, UNIT, TOTAL, POWER):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        relayout_on_resize(self.tree)
        self.totals = QLabel(self)
        self.totals.setObjectName("bomTotals")
        looks.bold(self.totals)
        self.totals.setWordWrap(True)
        self.add_button = QPushButton(translate("BomPanel", "Add extra"), self)
        self.add_button.setToolTip(translate(
            "BomPanel", "Add a row for something not in the catalog (cables, risers, fans…)"))
        self.remove_button = QPushButton(translate("BomPanel", "Remove extra"), self)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.totals)
        layout.addLayout(buttons)
        self.remove_action = QAction(translate("BomPanel", "Remove from the build"), self.tree)
        self.remove_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Delete))
        self.remove_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.remove_action.triggered.connect(self.remove_selected)
        self.tree.addAction(self.remove_action)
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.add_button.clicked.connect(self.add_extra)
        self.remove_button.clicked.connect(self.remove_extra)
        self.tree.itemSelectionChanged.connect(self._selection_changed)
        document.sigChanged.connect(self.show_build)
        preferences.sigCurrencyChanged.connect(self.refresh)
        self.show_build(document.resolved, document.report)

    def refresh(self) -> None:
        self.show_build(self.document.resolved, self.document.report)

    def resizeEvent(self, event) -> None:
        """In a narrow panel (the one column of a 1024-pixel window) the names keep room
        to be read: the peak power, then the unit price, give way (the PDF and the CSV
        have them all)."""
        super().resizeEvent(event)
        width = self.tree.header().width()  # the viewport's (not asked for: panel.py says why)
        self.tree.setColumnHidden(POWER, width < HIDE_POWER_BELOW_PX)
        self.tree.setColumnHidden(UNIT, width < HIDE_UNIT_BELOW_PX)

    def show_build(self, resolved: ResolvedBuild, report: Report) -> None:
        money = self.preferences.money
        bom = assemble_bom(resolved, report, self.document.catalog)
        self.tree.clear()
        groups: dict[str, QTreeWidgetItem] = {}
        for row in bom_rows(bom):
            line = row.line
            group = groups.get(line.kind_label)
            if group is None:
                group = groups[line.kind_label] = QTreeWidgetItem(self.tree, [line.kind_label])
                font = group.font(NAME)
                font.setBold(True)
                group.setFont(NAME, font)
                group.setFlags(Qt.ItemFlag.ItemIsEnabled)
                group.setExpanded(True)
            power = "" if line.power_total_w is None else f"{line.power_total_w:,.0f}"
            item = QTreeWidgetItem(group, [drawable(user_marks.line_name(line)), str(line.qty),
                                           user_marks.line_price(line, money),
                                           money(line.extended_price_usd), power])
            if line.note:
                item.setToolTip(NAME, plain_tooltip(f"{line.name}\n{line.note}"))
            for column in (NAME, QTY, UNIT):
                item.setData(column, ROW_ROLE, row)
            for column in (QTY, UNIT, TOTAL, POWER):
                item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight
                                      | Qt.AlignmentFlag.AlignVCenter)
            if row.section:
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
            if row.section == "extras":
                item.setToolTip(NAME, translate("BomPanel", "Double-click to edit") + (
                    f"\n{line.note}" if line.note else ""))
                if line.note:  # a price missing: said in the row, not only in a tooltip
                    for column in (UNIT, TOTAL):  # the unit price gives way in a narrow panel
                        item.setForeground(column, QColor(MISSING_COLOUR))
                        item.setText(column, translate("BomPanel", "no price"))
        for group in groups.values():
            subtotal = sum(group.child(i).data(NAME, ROW_ROLE).line.extended_price_usd
                           for i in range(group.childCount()))
            group.setText(TOTAL, money(subtotal))
            group.setTextAlignment(TOTAL, Qt.AlignmentFlag.AlignRight
                                   | Qt.AlignmentFlag.AlignVCenter)
        t = bom.totals
        parts = [translate("BomPanel", "Total {price}").format(price=money(t.price_usd))]
        if bom.from_stock:  # the lab's shelf (DESIGN section 8 rev. 3)
            parts.append(translate("BomPanel", "from stock: {parts}; to buy {price}").format(
                parts=", ".join(f"{line.qty} x {line.name}" for line in bom.from_stock),
                price=money(bom.to_buy_usd)))
        parts.append(translate("BomPanel", "peak {peak:,.0f} W").format(peak=t.peak_w))
        if t.wall_w is not None:
            parts.append(translate("BomPanel", "wall {wall:,.0f} W").format(wall=t.wall_w))
        # An empty build has no total to speak of (not "Total - · peak 0 W").
        self.totals.setText(" · ".join(parts) if groups else "")
        if not groups:
            empty = QTreeWidgetItem(self.tree, [translate(
                "BomPanel", "The build is empty: double-click parts in the catalog, or drag "
                "cards onto slots.")])
            empty.setFirstColumnSpanned(True)
        self._selection_changed()

    # --- editing ---------------------------------------------------------------------
    def selected_row(self) -> BomRow | None:
        items = self.tree.selectedItems()
        value = items[0].data(NAME, ROW_ROLE) if items else None
        return value if isinstance(value, BomRow) else None

    def show_parts(self, parts: list[str]) -> None:
        """A card chosen in the drawing: its row selected and scrolled to (`parts`: the
        slot and part ids the card names)."""
        for item in self._items():
            row = item.data(NAME, ROW_ROLE)
            if isinstance(row, BomRow) and row.part_id and row.part_id in parts:
                self.tree.setCurrentItem(item)
                self.tree.scrollToItem(item)
                return

    def _selection_changed(self) -> None:
        row = self.selected_row()
        self.remove_button.setEnabled(row is not None and row.section == "extras")
        self.remove_action.setEnabled(row is not None)

    def remove_selected(self) -> bool:
        """Delete key or context menu: an extra row goes, or one of the part."""
        row = self.selected_row()
        if row is None:
            return False
        if row.section == "extras":
            return self.remove_extra()
        section = KIND_SECTIONS.get(row.line.kind)
        return bool(section) and self.document.push(RemovePart(section, row.part_id))

    def edit_row(self, row: BomRow, name: str | None = None, qty: int | None = None,
                 unit_usd: float | None = None) -> bool:
        """An edit made in the table: extras change in place, parts change quantity."""
        if row.section not in ("", "extras") and qty is not None and name is None:
            return self.document.push(SetQuantity(row.section, row.part_id, qty))
        if row.section != "extras":
            return False
        extras = self.document.build.extras
        if not 0 <= row.index < len(extras):
            return False
        update = {}
        if name is not None:
            name = name.strip()[:limits.MAX_STRING_CHARS]
            if not name:
                self.refresh()  # an empty name is not allowed: show the old one again
                return False
            update["name"] = name
        if qty is not None:
            update["qty"] = qty
        if unit_usd is not None:
            update["price_usd"] = round(max(0.0, min(unit_usd, limits.PRICE_MAX)), 2)
        return self.document.push(SetExtra(row.index, extras[row.index].model_copy(update=update)))

    def add_extra(self) -> None:
        """A new row, shown and selected, its name open for typing (it was added below the
        visible part of the table, where nobody saw it)."""
        if not self.document.push(AddExtra(Extra(name=translate("BomPanel", "New item"),
                                                 qty=1))):
            return
        item = self.extra_item(len(self.document.build.extras) - 1)
        if item is not None:
            self.tree.setCurrentItem(item, NAME)
            self.tree.scrollToItem(item, QAbstractItemView.ScrollHint.EnsureVisible)
            self.tree.setFocus(Qt.FocusReason.OtherFocusReason)
            self.tree.editItem(item, NAME)

    def extra_item(self, index: int) -> QTreeWidgetItem | None:
        """The tree's row of build.extras[index]."""
        for item in self._items():
            row = item.data(NAME, ROW_ROLE)
            if isinstance(row, BomRow) and row.section == "extras" and row.index == index:
                return item
        return None

    def _items(self) -> list[QTreeWidgetItem]:
        items = []
        for g in range(self.tree.topLevelItemCount()):
            group = self.tree.topLevelItem(g)
            items.extend(group.child(i) for i in range(group.childCount()))
        return items

    def remove_extra(self) -> bool:
        row = self.selected_row()
        if row is None or row.section != "extras":
            return False
        return self.document.push(RemoveExtra(row.index))
