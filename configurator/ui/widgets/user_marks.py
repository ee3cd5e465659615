"""How the catalog table marks what is the user's: their own parts (a star before the name)
and their prices (the user's price first, the catalog's own beside it)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from configurator.catalog import Catalog
from configurator.model.part_base import PartBase

translate = QCoreApplication.translate
USER_PART_MARK = "★"


# A change of the part or its price that the team's server has not confirmed yet.
PENDING_MARK = "⧗"


def _pending(catalog: Catalog, part: PartBase, text: str) -> str:
    return f"{PENDING_MARK} {text}" if catalog.is_pending(part.id) else text


def name_text(catalog: Catalog, part: PartBase) -> str:
    return _pending(catalog, part, f"{USER_PART_MARK} {part.name}" if catalog.is_custom(part.id)
                    else part.name)


USER_PRICE_MARK = "✎"


def price_text(catalog: Catalog, part: PartBase, money: Callable[[float], str]) -> str:
    """The price as the user sees it; their own price marked."""
    if not catalog.has_price_override(part.id):
        return money(part.price_usd)
    return f"{USER_PRICE_MARK} {money(part.price_usd)}"


def pending_tooltip(catalog: Catalog, part: PartBase, tip: str) -> str:
    if not catalog.is_pending(part.id):
        return tip
    return tip + "\n" + translate("CatalogModel", "{mark} Not yet confirmed by the team "
                                                   "catalog's server").format(mark=PENDING_MARK)


def catalog_price_text(catalog: Catalog, part: PartBase, money: Callable[[float], str]) -> str:
    """Beside the user's price: the part's own price and its date (empty without one)."""
    own = catalog.own_price(part.id) if catalog.has_price_override(part.id) else None
    if own is None:
        return ""
    price = money(own[0]) if own[0] > 0 else "–"
    return f"{price} ({own[1]})" if own[1] else price


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


def line_name(line) -> str:
    """A BOM line's name, the user's own part starred (build-file custom parts too)."""
    return f"{USER_PART_MARK} {line.name}" if line.custom else line.name


def line_price(line, money: Callable[[float], str]) -> str:
    text = money(line.unit_price_usd)
    return f"{USER_PRICE_MARK} {text}" if line.user_price else text
