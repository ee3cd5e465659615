"""Set stock…: how many of a part are on the lab's shelf (DESIGN.md section 8 rev. 3), from
the catalog table (a double-click on the Stock column, or its context menu). Saved at once
to the store in use — the user database, or the team catalog — with no undo, as prices are;
a read-only store (a team member without write privilege, the team's last copy) is named
before anything is typed, and a refusal is one line (docs/architecture.md)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from configurator.catalog.checks import ChangeRefusedError
from configurator.model import limits
from configurator.model.parts import PartBase
from configurator.model.safe_text import plain_html
from configurator.ui.session.catalog_session import CatalogSession
from configurator.ui.widgets.dialogs import Dialogs
from configurator.words.messages import message_text

translate = QCoreApplication.translate


class SetStockDialog(QDialog):
    """`saved_qty` after exec: the quantity now on the shelf (0: none), None when nothing
    was saved."""

    def __init__(self, session: CatalogSession, part: PartBase,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session, self.part_id, self.part_name = session, part.id, part.name
        self.saved_qty: int | None = None
        self.setWindowTitle(translate("StockDialog", "Stock"))
        self.was = session.catalog.stock().get(part.id, 0)
        self.qty = QSpinBox(self)
        self.qty.setRange(0, limits.STOCK_MAX)
        self.qty.setGroupSeparatorShown(True)
        # 0 is "none on the shelf" (the row is cleared), never a stock of zero parts.
        self.qty.setSpecialValueText(translate("StockDialog", "none"))
        self.qty.setValue(self.was)
        self.qty.setAccessibleName(translate("StockDialog", "On the shelf"))
        store = session.catalog.store
        reason = store.read_only_reason if store.read_only else None
        self.read_only_note = QLabel(message_text(reason) if reason is not None else "", self)
        self.read_only_note.setWordWrap(True)
        self.read_only_note.setObjectName("readOnlyNote")
        self.read_only_note.setVisible(reason is not None)
        self.qty.setEnabled(reason is None)
        form = QFormLayout()
        form.addRow(QLabel(f"<b>{plain_html(part.name)}</b>", self))
        form.addRow(translate("StockDialog", "On the shelf:"), self.qty)
        hint = QLabel(translate("StockDialog", "Completion takes parts on the shelf first, "
                                               "at price 0."), self)
        hint.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setEnabled(reason is None)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.read_only_note)
        layout.addLayout(form)
        layout.addWidget(hint)
        layout.addWidget(buttons)

    def save(self) -> bool:
        """Write the quantity shown (0 clears the part's stock); False when nothing was."""
        qty = self.qty.value()

        def refused(reason: str) -> None:
            Dialogs.error(self, translate("StockDialog", "Not saved"), translate(
                "StockDialog", "The stock of “{name}” was not saved: {error}").format(
                    name=self.part_name, error=reason))

        if qty == self.was:
            self.accept()
            return True
        part_id = self.part_id
        try:
            written = self.session.write(
                (lambda catalog: catalog.set_stock(part_id, qty)) if qty else
                (lambda catalog: catalog.clear_stock(part_id)), refused)
        except ChangeRefusedError as refusal:  # the spin box keeps it in range: a guard
            refused(message_text(refusal.problem))
            return False
        if not written:
            return False
        self.saved_qty = qty
        self.accept()
        return True


__all__ = ["SetStockDialog"]
