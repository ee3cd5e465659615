"""`configurator stock` (DESIGN section 8 rev. 3): parts on the lab's shelf kept in the user
database, refusals as one line with exit 2, and completion taking them first at price 0 up
to their quantity, saying so in its JSON ("from_stock", "to_buy_usd")."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from configurator.catalog import open_catalog
from configurator.cli import main


@pytest.fixture
def fresh(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, catalog, _session_data_dir):
    folder = tmp_path / "data"
    folder.mkdir()
    shutil.copy(_session_data_dir / "catalog.sqlite", folder / "catalog.sqlite")
    monkeypatch.setenv("CONFIGURATOR_DATA_DIR", str(folder))
    return folder


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_set_list_and_clear_round_trip_in_the_user_database(fresh, capsys):
    assert run(capsys, "stock", "set", "corsair-ax1600i", "2")[0] == 0
    assert run(capsys, "stock", "set", "samsung-990-pro-2tb", "5")[0] == 0
    assert run(capsys, "stock", "set", "corsair-ax1600i", "3")[0] == 0  # replaces
    code, out, _ = run(capsys, "stock", "list", "--format", "json")
    assert code == 0
    assert json.loads(out) == [
        {"part": "corsair-ax1600i", "kind": "psu", "name": "Corsair AX1600i", "qty": 3},
        {"part": "samsung-990-pro-2tb", "kind": "storage", "name": "Samsung 990 PRO 2TB",
         "qty": 5}]
    with sqlite3.connect(fresh / "user.sqlite") as db:
        assert sorted(db.execute("SELECT part_id, qty FROM stock")) == [
            ("corsair-ax1600i", 3), ("samsung-990-pro-2tb", 5)]
    assert run(capsys, "stock", "clear", "corsair-ax1600i")[1].strip() == (
        "corsair-ax1600i: none on the shelf")
    assert "was not on the shelf" in run(capsys, "stock", "clear", "corsair-ax1600i")[1]
    with open_catalog() as catalog:
        assert catalog.stock() == {"samsung-990-pro-2tb": 5}


@pytest.mark.parametrize(("args", "said"), [
    (("set", "no-such-part", "1"), "no such part"),
    (("set", "corsair-ax1600i", "0"), "whole number from 1 to 100000"),
    (("set", "corsair-ax1600i", "-2"), "whole number"),
    (("set", "corsair-ax1600i", "1.5"), "whole number"),
    (("set", "corsair-ax1600i", "100001"), "whole number"),
    (("clear", "no-such-part"), "no such part"),
])
def test_refusals_are_one_line_with_exit_2_and_write_nothing(fresh, capsys, args, said):
    code, _, err = run(capsys, "stock", *args)
    assert code == 2 and said in err and len(err.strip().splitlines()) == 1
    with open_catalog() as catalog:
        assert catalog.stock() == {}


def test_a_damaged_stock_row_is_not_read(fresh, capsys):
    assert run(capsys, "stock", "set", "corsair-ax1600i", "2")[0] == 0
    with sqlite3.connect(fresh / "user.sqlite") as db:
        db.execute("INSERT INTO stock VALUES ('samsung-990-pro-2tb', -4)")
    with open_catalog() as catalog:
        assert catalog.stock() == {"corsair-ax1600i": 2}


def test_completion_takes_stock_first_and_says_so(fresh, capsys, tmp_path):
    partial = tmp_path / "p.gwb"
    partial.write_text(json.dumps({"format": "gpu-workstation-build", "version": 1,
                                   "outlet": "US-208V-30A", "gpus": [{"part": "l4"}]}))
    out = tmp_path / "o.gwb"
    code, text, _ = run(capsys, "complete", str(partial), "-o", str(out), "--format", "json")
    before = json.loads(text)
    assert code == 0 and before["from_stock"] == []
    assert before["to_buy_usd"] == before["price_usd"]
    # A drive other than the one chosen, on the shelf: it now costs nothing and is taken.
    chosen = next(a["part"] for a in before["added"] if a["kind"] == "storage")
    shelf = "samsung-990-pro-4tb" if chosen != "samsung-990-pro-4tb" else "wd-black-sn850x-4tb"
    assert run(capsys, "stock", "set", shelf, "4")[0] == 0
    code, text, _ = run(capsys, "complete", str(partial), "-o", str(out), "--format", "json")
    after = json.loads(text)
    assert code == 0
    assert after["from_stock"] == [{"kind": "storage", "part": shelf, "qty": 1}]
    assert {"kind": "storage", "part": shelf, "qty": 1} in after["added"]
    assert after["to_buy_usd"] < after["price_usd"]
    assert after["to_buy_usd"] <= before["to_buy_usd"]
    code, text, _ = run(capsys, "complete", str(partial), "-o", str(out))
    assert f"From stock: 1 x {shelf}" in text


def test_a_store_that_keeps_no_stock_refuses_it(catalog) -> None:
    """A store that keeps no stock (the interface's default): setting some there is
    refused, nothing written."""
    from configurator.catalog.overlay import Catalog
    from configurator.catalog.stores.interface import StoreRefusedError
    from configurator.catalog.stores.user.db import UserDb

    store = UserDb(None)
    store.keeps_stock = False
    team_like = Catalog([catalog.get("corsair-ax1600i")], catalog.version, store)
    with pytest.raises(StoreRefusedError, match="keeps no stock"):
        team_like.set_stock("corsair-ax1600i", 2)
    assert store.list_stock() == {}


def test_a_database_from_before_the_stock_table_opens_as_it_is_and_takes_stock(fresh, capsys):
    """Every user database made before `configurator stock` lacks its table: it is sound,
    never moved aside, and the table is made at the first `stock set`."""
    assert run(capsys, "price", "set", "corsair-ax1600i", "300")[0] == 0
    with sqlite3.connect(fresh / "user.sqlite") as db:
        db.execute("DROP TABLE stock")
    code, out, err = run(capsys, "stock", "list")
    assert code == 0 and "Nothing on the shelf." in out and "moved aside" not in err
    assert run(capsys, "stock", "set", "corsair-ax1600i", "1")[0] == 0
    with open_catalog() as catalog:
        assert catalog.stock() == {"corsair-ax1600i": 1}
        assert catalog.own_price("corsair-ax1600i") is not None
