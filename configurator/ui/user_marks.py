"""How the catalog table marks what is the user's: their own parts (a star before the name)
and their prices (the user's price first, the catalog's own beside it)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from configurator.catalog import Catalog
from configurator.model.parts import PartBase

translate = QCoreApplication.translate
USER_PART_MARK = "★"


def name_text(catalog: Catalog, part: PartBase) -> str:
    return f"{USER_PART_MARK} {part.name}" if catalog.is_custom(part.id) else part.name


def price_text(catalog: Catalog, part: PartBase, money: Callable[[float], str]) -> str:
    if not catalog.has_price_override(part.id):
        return money(part.price_usd)
    own = catalog.own_price(part.id)
    if own is None or own[0] <= 0:
        return translate("CatalogModel", "{mine} (mine)").format(mine=money(part.price_usd))
    return translate("CatalogModel", "{mine} (mine) · {catalog}").format(
        mine=money(part.price_usd), catalog=money(own[0]))


def price_tooltip(catalog: Catalog, part: PartBase, money: Callable[[float], str],
                  tip: str) -> str:
    mine = catalog.user_price(part.id)
    if mine is None:
        return tip
    own = catalog.own_price(part.id)
    lines = [tip, translate("CatalogModel", "My price: {price} ({date})").format(
        price=money(mine.price_usd), date=mine.price_date or "-")]
    if mine.source_url:
        lines.append(mine.source_url)
    if own is not None:
        lines.append(translate("CatalogModel", "Catalog price: {price} ({date})").format(
            price=money(own[0]), date=own[1] or "-"))
    return "\n".join(lines)
