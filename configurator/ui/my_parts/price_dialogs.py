"""The user's prices: Set my price… (with date and source; the catalog's own price and date
shown beside it; Clear my price) and Import quote… (a vendor's CSV: the matched and unmatched
rows are shown before anything is applied). docs/architecture.md."""

from __future__ import annotations

import contextlib
import datetime as dt
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDate, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from configurator.catalog import Catalog
from configurator.catalog.checks import ChangeRefusedError, check_price
from configurator.catalog.part_files import Quote, quote_file_text, quote_matchers, read_quote
from configurator.model import limits
from configurator.model.part_base import PartBase
from configurator.ui.my_parts.form import ERROR_STYLE
from configurator.ui.session.catalog_session import CatalogSession
from configurator.ui.widgets.dialogs import Dialogs
from configurator.words.messages import message_text

translate = QCoreApplication.translate
PART, QUOTED, CATALOG = 0, 1, 2  # the columns of the import's matched table
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def _error_label(parent: QWidget) -> QLabel:
    label = QLabel(parent)
    label.setStyleSheet(ERROR_STYLE)
    label.setWordWrap(True)
    label.hide()
    return label


class SetPriceDialog(QDialog):
    """`result_action` after exec: "set", "clear" or None."""

    def __init__(self, session: CatalogSession, part: PartBase, money: Callable[[float], str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        catalog = session.catalog
        self.session, self.part_id, self.part_name = session, part.id, part.name
        self.result_action: str | None = None
        self.setWindowTitle(translate("PriceDialogs", "My price"))
        own = catalog.own_price(part.id) or (part.price_usd, part.price_date)
        mine = catalog.user_price(part.id)
        own_text = money(own[0]) if own[0] > 0 else translate("PriceDialogs", "not known")
        if own[1]:
            own_text = translate("PriceDialogs", "{price} ({date})").format(price=own_text,
                                                                            date=own[1])
        self.catalog_price = QLabel(own_text, self)
        self.catalog_price.setObjectName("catalogPrice")
        self.price = QDoubleSpinBox(self)
        self.price.setRange(limits.PRICE_MIN, limits.PRICE_MAX)
        self.price.setDecimals(2)
        self.price.setGroupSeparatorShown(True)
        self.price.setSuffix(" USD")
        self.price.setValue(mine.price_usd if mine else own[0])
        self.date = QDateEdit(self)
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("yyyy-MM-dd")
        self.date.setDate(_qdate(mine.price_date if mine else None))
        self.source = QLineEdit(mine.source_url or "" if mine else "", self)
        self.source.setPlaceholderText("https://…")
        self.errors = {"price_usd": _error_label(self), "price_date": _error_label(self),
                       "source_url": _error_label(self)}
        form = QFormLayout()
        form.addRow(QLabel(f"<b>{_escape(part.name)}</b>", self))
        form.addRow(translate("PriceDialogs", "Catalog price:"), self.catalog_price)
        form.addRow(translate("PriceDialogs", "My price:"), self.price)
        form.addRow("", self.errors["price_usd"])
        form.addRow(translate("PriceDialogs", "Date of my price:"), self.date)
        form.addRow("", self.errors["price_date"])
        form.addRow(translate("PriceDialogs", "Source (quote URL):"), self.source)
        form.addRow("", self.errors["source_url"])
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.clear_button = QPushButton(translate("PriceDialogs", "&Clear my price"), self)
        self.clear_button.setEnabled(mine is not None)
        buttons.addButton(self.clear_button, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        self.clear_button.clicked.connect(self.clear)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def save(self) -> bool:
        for label in self.errors.values():
            label.hide()
        date = self.date.date().toString("yyyy-MM-dd")

        def refused(reason: str) -> None:
            Dialogs.error(self, translate("PriceDialogs", "Not saved"), translate(
                "PriceDialogs", "Your price for “{name}” was not saved: {error}").format(
                    name=self.part_name, error=reason))

        try:
            price = check_price(self.part_id, self.price.value(), date, self.source.text())
            written = self.session.write(lambda catalog: catalog.set_prices([price]), refused)
        except ChangeRefusedError as refusal:
            label = self.errors.get(refusal.field or "price_usd", self.errors["price_usd"])
            label.setText(message_text(refusal.problem))
            label.show()
            return False
        if not written:
            return False
        self.result_action = "set"
        self.accept()
        return True

    def clear(self) -> None:
        def refused(reason: str) -> None:
            Dialogs.error(self, translate("PriceDialogs", "Not cleared"), translate(
                "PriceDialogs", "Your price for “{name}” was not cleared: {error}").format(
                    name=self.part_name, error=reason))

        if not self.session.write(lambda catalog: catalog.clear_price(self.part_id), refused):
            return
        self.result_action = "clear"
        self.accept()


def _qdate(text: str | None) -> QDate:
    day = dt.date.today()
    if text:
        with contextlib.suppress(ValueError):  # a stored date this dialog cannot show: today
            parts = [int(p) for p in text.split("-")] + [1, 1]
            day = dt.date(parts[0], parts[1], parts[2])
    return QDate(day.year, day.month, day.day)


def _escape(text: str) -> str:
    import html

    return html.escape(text)


class QuoteFiles:
    @classmethod
    def open_quote(cls, parent: QWidget | None) -> str | None:
        path, _ = QFileDialog.getOpenFileName(
            parent, translate("PriceDialogs", "Import quote"), "",
            translate("PriceDialogs", "Quotes (*.csv);;All files (*)"))
        return path or None


class ImportQuoteDialog(QDialog):
    """The rows of one quote, matched and unmatched, and the columns it ignores; Apply sets
    the matched prices at once."""

    def __init__(self, session: CatalogSession, quote: Quote, file_name: str,
                 money: Callable[[float], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        catalog = session.catalog
        self.session, self.rows = session, quote.rows
        self.applied = 0
        self.setWindowTitle(translate("PriceDialogs", "Import quote: {file}").format(
            file=file_name))
        matched = [(row, price) for row in quote.rows for price in row.prices]
        unmatched = [row for row in quote.rows if not row.matched]
        # The quoted price beside the catalog's, right after the part: a long part name
        # pushed both off a 720-pixel dialog when the columns took their contents' width.
        self.matched_table = QTableWidget(len(matched), 5, self)
        self.matched_table.setHorizontalHeaderLabels([
            translate("PriceDialogs", "Part"), translate("PriceDialogs", "Quoted price"),
            translate("PriceDialogs", "Catalog price"), translate("PriceDialogs", "Date"),
            translate("PriceDialogs", "Row")])
        for r, (row, price) in enumerate(matched):
            part = catalog.get(price.part_id)
            own = catalog.own_price(price.part_id)
            cells = [part.name if part else price.part_id, money(price.price_usd),
                     money(own[0]) if own else "", price.price_date or "",
                     message_text(row.where)]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c in (QUOTED, CATALOG):
                    item.setTextAlignment(RIGHT)
                if c == PART:
                    item.setToolTip(text)
                self.matched_table.setItem(r, c, item)
        self.unmatched_table = QTableWidget(len(unmatched), 2, self)
        self.unmatched_table.setHorizontalHeaderLabels([
            translate("PriceDialogs", "id or mpn"), translate("PriceDialogs", "Row")])
        for r, row in enumerate(unmatched):
            self.unmatched_table.setItem(r, 0, QTableWidgetItem(row.key))
            self.unmatched_table.setItem(r, 1, QTableWidgetItem(message_text(row.where)))
        for table in (self.matched_table, self.unmatched_table):
            table.verticalHeader().setVisible(False)
            table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            table.setTextElideMode(Qt.TextElideMode.ElideMiddle)
            table.setWordWrap(False)
            header = table.horizontalHeader()
            header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
            table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.apply_button = buttons.addButton(
            translate("PriceDialogs", "&Apply {n} price(s)").format(n=len(matched)),
            QDialogButtonBox.ButtonRole.AcceptRole)
        self.apply_button.setEnabled(bool(matched))
        buttons.accepted.connect(self.apply)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(translate("PriceDialogs", "Matched ({n}): these prices will be "
                                                          "set").format(n=len(matched)), self))
        layout.addWidget(self.matched_table, 2)
        layout.addWidget(QLabel(translate("PriceDialogs", "Not matched ({n}): no part has this "
                                                          "id or part number; left out").format(
            n=len(unmatched)), self))
        layout.addWidget(self.unmatched_table, 1)
        self.ignored_label = QLabel(self)
        self.ignored_label.setWordWrap(True)
        self.ignored_label.setVisible(bool(quote.ignored))
        if quote.ignored:
            self.ignored_label.setText(translate(
                "PriceDialogs", "Ignored column(s): {names}. A quote's prices are read from "
                "id or mpn, price_usd, price_date and source_url.").format(
                    names=", ".join(quote.ignored)))
        layout.addWidget(self.ignored_label)
        layout.addWidget(buttons)
        self.resize(720, 480)

    def apply(self) -> bool:
        prices = [price for row in self.rows for price in row.prices]

        def refused(reason: str) -> None:
            Dialogs.error(self, translate("PriceDialogs", "Nothing applied"), translate(
                "PriceDialogs", "No price of the quote was set: {error}").format(error=reason))

        try:
            written = self.session.write(lambda catalog: catalog.set_prices(prices), refused)
        except ChangeRefusedError as refusal:
            Dialogs.error(self, translate("PriceDialogs", "Nothing applied"),
                          message_text(refusal.describe()))
            return False
        if not written:
            return False
        self.applied = len(prices)
        self.accept()
        return True


def read_quote_file(catalog: Catalog, path: str) -> Quote:
    """A quote's rows matched against the catalog; raises ChangeRefusedError."""
    return read_quote(quote_file_text(path), Path(path).name, *quote_matchers(catalog))
