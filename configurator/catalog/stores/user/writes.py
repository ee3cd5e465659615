"""Writing one `StoreChange` to the user database's tables, and reading it back
(docs/architecture.md, "The catalog and its stores"): the SQL of `UserDb.apply`, kept apart
from the opening, checking and reading of the file in `db.py`.

Parts, prices and the lab's stock are upserted (a row of the same key is replaced) and
removed in the one transaction `UserDb._write` holds: all of the change or none of it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from configurator.catalog.stores.interface import StoreChange

if TYPE_CHECKING:
    from sqlmodel import Session

Read = Callable[[str], list[tuple]]  # rows of a statement without parameters


def change_writer(change: StoreChange) -> Callable[[Session], None]:
    """What writes `change` in a session (SQLAlchemy's SQLite upsert: INSERT ... ON
    CONFLICT DO UPDATE, one statement for many rows)."""
    from configurator.catalog.search_text import haystack
    from configurator.catalog.stores.user.tables import (
        CustomPartRow,
        PriceOverrideRow,
        StockRow,
    )

    parts = [{"id": part.id, "kind": part.kind, "spec_json": part.model_dump_json(),
              "name": part.name, "search_text": haystack(part)}
             for part in change.put_parts]
    prices = [{"part_id": p.part_id, "price_usd": p.price_usd, "price_date": p.price_date,
               "source_url": p.source_url} for p in change.set_prices]
    stock = [{"part_id": part_id, "qty": qty} for part_id, qty in change.set_stock]

    def write(session: Session) -> None:
        from sqlalchemy import delete
        from sqlalchemy.dialects.sqlite import insert

        part_table, price_table = CustomPartRow.__table__, PriceOverrideRow.__table__
        stock_table = StockRow.__table__
        for table, column, keys in ((part_table, "id", change.remove_parts),
                                    (price_table, "part_id", change.clear_prices),
                                    (stock_table, "part_id", change.clear_stock)):
            if keys:
                session.execute(delete(table).where(table.c[column].in_(keys)))
        for table, key, rows, columns in (
                (part_table, "id", parts, ("kind", "spec_json", "name", "search_text")),
                (stock_table, "part_id", stock, ("qty",)),
                (price_table, "part_id", prices, ("price_usd", "price_date", "source_url"))):
            if rows:
                upsert = insert(table)
                session.execute(upsert.on_conflict_do_update(
                    index_elements=[key], set_={column: upsert.excluded[column]
                                                for column in columns}), rows)

    return write


def change_kept(change: StoreChange, held: set[str], read: Read) -> bool:
    """Whether the file holds `change` as read back: `held`, those of its put and removed
    part ids the file holds; `read`, the file's rows of a statement."""
    put = [part.id for part in change.put_parts]
    prices = {part_id: (price, date, source) for part_id, price, date, source in read(
        "SELECT part_id, price_usd, price_date, source_url FROM price_override")}
    stock = dict(read("SELECT part_id, qty FROM stock")) if (
        change.set_stock or change.clear_stock) else {}
    return (all(part_id in held for part_id in put)
            and not any(part_id in held for part_id in change.remove_parts)
            and all(prices.get(p.part_id) == (p.price_usd, p.price_date, p.source_url)
                    for p in change.set_prices)
            and not any(part_id in prices for part_id in change.clear_prices)
            and all(stock.get(part_id) == qty for part_id, qty in change.set_stock)
            and not any(part_id in stock for part_id in change.clear_stock))


__all__ = ["change_kept", "change_writer"]
