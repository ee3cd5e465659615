"""SQLModel tables of the user database (custom parts, price overrides). Imported only when
the user database is created or written; reading needs `configurator.catalog.user_db` alone."""

from __future__ import annotations

from sqlalchemy import Column, Text
from sqlmodel import Field, SQLModel


class UserMeta(SQLModel, table=True):
    __tablename__ = "user_meta"

    key: str = Field(primary_key=True)
    value: str


class CustomPartRow(SQLModel, table=True):
    """A user's part: its whole spec as JSON, so a new spec field needs no migration."""

    __tablename__ = "custom_part"

    id: str = Field(primary_key=True)
    kind: str
    spec_json: str = Field(sa_column=Column(Text, nullable=False))


class PriceOverrideRow(SQLModel, table=True):
    __tablename__ = "price_override"

    part_id: str = Field(primary_key=True)
    price_usd: float
    price_date: str | None = None


USER_TABLES = [UserMeta.__table__, CustomPartRow.__table__, PriceOverrideRow.__table__]
