"""The Buy-or-rent tab's list of offerings to compare with: each with its price and the
month the price is of; those priced long before the others (a K80 or V100 instance of
2017, a GTX 1080 Ti one of 2022) listed last, under a heading, and not ticked until the user
ticks them (issue 30 item 7: they were compared by default)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem, QWidget

from configurator.analysis.offerings import Offering, stale_offering_ids

translate = QCoreApplication.translate
ID_ROLE = Qt.ItemDataRole.UserRole


def offering_line(offering: Offering) -> str:
    """"AWS p5.48xlarge: 98.32 USD an hour (2023-07)"."""
    price = (translate("CostTab", "{price:g} {currency} an hour") if offering.price_unit == "hour"
             else translate("CostTab", "{price:g} {currency} a month")).format(
        price=offering.price, currency=offering.currency)
    return translate("CostTab", "{label}: {price} ({date})").format(
        label=offering.label, price=price,
        date=offering.price_date or translate("CostTab", "undated"))


def offering_tip(offering: Offering) -> str:
    tip = (translate("CostTab", "{0} x {1}, {2:g} {3} per hour ({4}, {5})\n{6}\n{7}")
           if offering.price_unit == "hour"
           else translate("CostTab", "{0} x {1}, {2:g} {3} per month ({4}, {5})\n{6}\n{7}"))
    return tip.format(offering.gpu_count, offering.gpu_model, offering.price, offering.currency,
                      offering.region or translate("CostTab", "region not stated"),
                      offering.price_date, offering.notes, offering.source_url)


class OfferingsList(QListWidget):
    """Check boxes of the offerings; `checked_ids()` are those compared."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setAccessibleName(translate("CostTab", "Offerings to compare with"))

    def fill(self, offerings: list[Offering]) -> None:
        """The offerings, the current ones ticked, the stale ones last and not ticked."""
        self.clear()
        stale = stale_offering_ids(offerings)
        for offering in offerings:
            if offering.id not in stale:
                self._add(offering, Qt.CheckState.Checked)
        older = [o for o in offerings if o.id in stale]
        if older:
            heading = QListWidgetItem(translate(
                "CostTab", "Older prices (more than three years before the newest): not "
                "compared unless ticked"))
            heading.setFlags(Qt.ItemFlag.ItemIsEnabled)
            font = QFont(heading.font())
            font.setItalic(True)
            heading.setFont(font)
            self.addItem(heading)
        for offering in older:
            self._add(offering, Qt.CheckState.Unchecked)

    def _add(self, offering: Offering, state: Qt.CheckState) -> None:
        item = QListWidgetItem(offering_line(offering))
        item.setData(ID_ROLE, offering.id)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(state)
        item.setToolTip(offering_tip(offering))
        self.addItem(item)

    def offering_items(self) -> list[QListWidgetItem]:
        return [self.item(i) for i in range(self.count()) if self.item(i).data(ID_ROLE)]

    def checked_ids(self) -> list[str]:
        return [item.data(ID_ROLE) for item in self.offering_items()
                if item.checkState() == Qt.CheckState.Checked]
