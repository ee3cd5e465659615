"""SQLModel tables of the user database (custom parts, price overrides). Imported only when
the user database is created or written; reading needs `configurator.catalog.stores.user.db`
alone."""

from __future__ import annotations

from sqlalchemy import Column, Index, Text
from sqlmodel import Field, SQLModel


class UserMeta(SQLModel, table=True):
    __tablename__ = "user_meta"

    key: str = Field(primary_key=True)
    value: str


class CustomPartRow(SQLModel, table=True):
    """A user's part: its whole spec as JSON, so a new spec field needs no migration; its
    name and search text beside it, so that listing and searching never decode the spec."""

    __tablename__ = "custom_part"
    # Covering the listing's columns: a start pages through this index, not the specs.
    __table_args__ = (Index("custom_part_listing", "id", "kind", "name", "search_text"),)

    id: str = Field(primary_key=True)
    kind: str
    spec_json: str = Field(sa_column=Column(Text, nullable=False))
    name: str | None = None
    search_text: str | None = None


class PriceOverrideRow(SQLModel, table=True):
    __tablename__ = "price_override"

    part_id: str = Field(primary_key=True)
    price_usd: float
    price_date: str | None = None
    source_url: str | None = None


class StockRow(SQLModel, table=True):
    """Parts on the lab's shelf (DESIGN section 8 rev. 3): completion takes them first."""

    __tablename__ = "stock"

    part_id: str = Field(primary_key=True)
    qty: int


USER_TABLES = [UserMeta.__table__, CustomPartRow.__table__, PriceOverrideRow.__table__,
               StockRow.__table__]
