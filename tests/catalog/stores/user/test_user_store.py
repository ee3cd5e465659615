"""The user database as a PartStore (the interface a team catalog implements too): one change
is one transaction, a version 1 file is upgraded in place, the overlay checks before writing."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from configurator.catalog import open_catalog
from configurator.catalog.checks import ChangeRefusedError, check_date, check_url
from configurator.catalog.stores.interface import PartStore, StoreChange, UserPrice, iter_listing
from configurator.catalog.stores.user.db import UserDb
from configurator.model.parts import GpuSpec

from .test_user_db import my_card


def test_the_user_db_is_a_part_store(store_backend) -> None:
    db = store_backend.open()
    assert isinstance(db, PartStore) and db.origin == store_backend.origin and not db.read_only
    db.close()


def test_a_change_that_fails_half_way_writes_nothing(store_backend) -> None:
    db = store_backend.open()
    db.apply(StoreChange(put_parts=(my_card("kept"),)))
    broken = StoreChange(put_parts=(my_card("new-one"),), remove_parts=("kept",),
                         set_prices=(UserPrice("kept", None),))  # type: ignore[arg-type]
    with pytest.raises((sqlite3.Error, OSError)):  # OSError: a team catalog's refusal
        db.apply(broken)  # NOT NULL price: the whole transaction rolls back
    assert [p.id for p in db.list_parts()] == ["kept"] and db.list_prices() == {}
    db.close()


def test_listing_pages_by_id_without_decoding(store_backend) -> None:
    db = store_backend.open()
    db.apply(StoreChange(put_parts=tuple(my_card(f"card-{i:03d}") for i in range(25))))
    pages = list(iter_listing(db, page_rows=10))
    assert [len(page) for page in pages] == [10, 10, 5]
    assert pages[0][0].name == "My card" and "geforce rtx 2080 ti" in pages[0][0].search_text
    db.close()


def test_a_version_1_file_is_upgraded_in_place(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    path = data_dir / "user.sqlite"
    connection = sqlite3.connect(path)
    connection.executescript("""
        CREATE TABLE user_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        INSERT INTO user_meta VALUES ('schema_version', '1');
        CREATE TABLE custom_part (id TEXT PRIMARY KEY, kind TEXT NOT NULL, spec_json TEXT NOT NULL);
        CREATE TABLE price_override (part_id TEXT PRIMARY KEY, price_usd FLOAT NOT NULL,
                                     price_date TEXT);
        INSERT INTO price_override VALUES ('tesla-t4', 1234, '2026-10');
    """)
    connection.execute("INSERT INTO custom_part VALUES (?, ?, ?)",
                       ("my-card", "gpu", my_card().model_dump_json()))
    connection.commit()
    connection.close()
    db = UserDb(path)
    assert db.notices == []
    assert [row.name for row in db.listing()] == ["My card"]
    assert db.list_prices()["tesla-t4"] == UserPrice("tesla-t4", 1234, "2026-10", None)
    db.apply(StoreChange(set_prices=(UserPrice("tesla-t4", 1000, "2026-11-02",
                                               "https://example.com/quote"),)))
    db.close()
    (version,) = sqlite3.connect(path).execute(
        "SELECT value FROM user_meta WHERE key = 'schema_version'").fetchone()
    assert version == "2"


def test_a_deferred_catalog_finds_user_parts_by_id_before_its_listing(mini_db: Path, store_backend) -> None:
    with open_catalog(mini_db, team_url=store_backend.team_url) as catalog:
        catalog.add_custom_parts([my_card("mine-a"), my_card("mine-b")])
    with open_catalog(mini_db, defer_user_parts=True, team_url=store_backend.team_url) as catalog:
        assert not catalog.user_parts_loaded
        assert catalog.get("mine-b").id == "mine-b" and catalog.is_custom("mine-b")
        assert "mine-a" not in catalog.search("my card").ids
        assert catalog.load_user_parts(max_rows=1) is False
        assert catalog.load_user_parts() is True
        assert catalog.search("my card", mine=True).ids == ["mine-a", "mine-b"]


def test_a_deferred_catalog_asks_its_store_once_for_the_catalog_ids_it_shadows(
        mini_db: Path, store_backend, monkeypatch: pytest.MonkeyPatch) -> None:
    # The catalog table shows catalog parts before the user's listing is read: one question
    # for all of them, not a query per part shown.
    with open_catalog(mini_db, team_url=store_backend.team_url) as catalog:
        catalog.add_custom_parts([my_card("tesla-t4")], replace=True)
    with open_catalog(mini_db, defer_user_parts=True, team_url=store_backend.team_url) as catalog:
        asked: list[str] = []
        store = catalog.store
        get_part, held_ids = store.get_part, store.held_ids
        monkeypatch.setattr(store, "get_part", lambda i: asked.append(i) or get_part(i))
        monkeypatch.setattr(store, "held_ids", lambda ids: asked.append("*") or held_ids(ids))
        shown = list(catalog.parts())
        assert not catalog.user_parts_loaded
        assert asked == ["*", "tesla-t4"]  # the shadowed one is read, no other
        assert catalog.is_custom("tesla-t4") and catalog.get("tesla-t4").name == "My card"
        assert len(shown) == len(catalog) > 1


def test_alternatives_read_a_kind_only_when_a_fix_asks_for_it(mini_db: Path) -> None:
    with open_catalog(mini_db, defer_user_parts=True) as catalog:
        read: list[str] = []
        get = catalog.get
        catalog.get = lambda part_id: read.append(part_id) or get(part_id)  # type: ignore
        alternatives = catalog.alternatives()
        assert read == [] and "gpu" in alternatives and len(alternatives) == 10
        gpus = alternatives["gpu"]
        assert gpus and all(part.kind == "gpu" for part in gpus) and len(read) == len(gpus)
        assert alternatives["gpu"] is gpus  # read once
        assert [p.id for p in gpus] == catalog.parts("gpu").ids


def test_prices_keep_the_catalog_price_beside_them(mini_db: Path, store_backend) -> None:
    with open_catalog(mini_db, team_url=store_backend.team_url) as catalog:
        before = catalog.get("tesla-t4").price_usd
        catalog.set_price("tesla-t4", 1700, "2026-11-30", "https://shop.example/t4")
        assert catalog.get("tesla-t4").price_usd == 1700
        assert catalog.own_price("tesla-t4")[0] == before
        assert catalog.user_price("tesla-t4").source_url == "https://shop.example/t4"
        assert catalog.origin("tesla-t4") == "catalog"
        assert catalog.search("t4", mine=True).ids == ["tesla-t4"]
        for bad in ("ftp://x", "shop.example/t4", "javascript:alert(1)"):
            with pytest.raises(ChangeRefusedError, match="http"):
                catalog.set_price("tesla-t4", 1, "2026-11", bad)
        with pytest.raises(ChangeRefusedError, match="ISO 8601"):
            catalog.set_price("tesla-t4", 1, "30/11/2026")
        assert catalog.get("tesla-t4").price_usd == 1700  # nothing written by a refusal


def test_a_list_of_prices_is_all_or_nothing(mini_db: Path, store_backend) -> None:
    with open_catalog(mini_db, team_url=store_backend.team_url) as catalog:
        with pytest.raises(ChangeRefusedError) as refused:
            catalog.set_prices([UserPrice("tesla-t4", 10), UserPrice("tesla-t4", float("inf"))])
        assert (refused.value.row, refused.value.field) == (2, "price_usd")
        assert not catalog.has_price_override("tesla-t4")


def test_parts_are_checked_as_a_whole_before_any_is_written(mini_db: Path,
                                                             store_backend) -> None:
    bad = GpuSpec.model_construct(**{**my_card("bad").model_dump(), "length_mm": 5})
    with open_catalog(mini_db, team_url=store_backend.team_url) as catalog:
        with pytest.raises(ChangeRefusedError) as refused:
            catalog.add_custom_parts([my_card("good"), bad])
        assert (refused.value.row, refused.value.field) == (2, "length_mm")
        assert not catalog.is_custom("good")
        with pytest.raises(ChangeRefusedError, match="already used by row 1"):
            catalog.add_custom_parts([my_card("twice"), my_card("twice")])


@pytest.mark.parametrize("date", ["2026", "2026-11", "2026-11-30"])
def test_iso_dates_at_three_precisions(date: str) -> None:
    assert check_date(date) == date


@pytest.mark.parametrize("date", ["2026-13", "2026-02-30", "26-11-30", "2026/11/30", "soon"])
def test_dates_that_are_not_iso(date: str) -> None:
    with pytest.raises(ChangeRefusedError):
        check_date(date)


def test_an_empty_source_is_none() -> None:
    assert check_url("  ") is None and check_url("https://a.example/x?y=1") is not None


class _ReadOnly(PartStore):
    """A store that may only be read (a team member without write privilege)."""

    origin, notices, read_only = "team", [], True

    def part_count(self):
        return 0

    def listing(self, after_id="", limit=None):
        return []

    def get_part(self, part_id):
        return None

    def held_ids(self, part_ids):
        return set()

    def list_parts(self):
        return []

    def list_prices(self):
        return {}

    def apply(self, change):
        raise AssertionError("a read-only store is never written")

    def close(self):
        pass


def test_a_read_only_store_is_refused_before_any_write(mini_db: Path) -> None:
    from configurator.catalog import Catalog
    from configurator.catalog.stores.interface import StoreReadOnlyError

    with open_catalog(mini_db) as shipped:
        catalog = Catalog(list(shipped.parts()), "x", _ReadOnly())
    assert isinstance(catalog.store, PartStore)
    with pytest.raises(StoreReadOnlyError):
        catalog.add_custom_part(my_card("mine"))
    with pytest.raises(StoreReadOnlyError):
        catalog.set_price("tesla-t4", 10)
