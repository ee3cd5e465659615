"""Vendor quotes (issue 29, F10; the third reliability round's quote-import-issues.sh): read a
row at a time with a row limit the refusal names, and a part priced twice otherwise is refused
with both lines, by `price import` and the window's Import quote alike (one reader,
part_files.read_quote). A row that repeats another word for word is taken once."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from configurator.catalog import open_catalog, part_files
from configurator.cli import main


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, catalog, _session_data_dir) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    shutil.copy(_session_data_dir / "catalog.sqlite", folder / "catalog.sqlite")
    monkeypatch.setenv("CONFIGURATOR_DATA_DIR", str(folder))
    return folder


def _prices() -> dict:
    with open_catalog() as catalog:
        return {key: price.price_usd for key, price in catalog.store.list_prices().items()}


def test_a_part_priced_twice_otherwise_is_refused_with_both_lines(data, tmp_path, capsys):
    quote = tmp_path / "dup.csv"
    quote.write_text("id,price_usd\nl40s,7000\nrtx-a6000,4000\nl40s,1\n")
    assert main(["price", "import", str(quote)]) == 2
    _, err = capsys.readouterr()
    assert err.strip() == ("configurator: dup.csv line 4: l40s is priced again, otherwise than "
                           "at dup.csv line 2: a quote gives each part one price")
    assert _prices() == {}  # all or nothing


def test_a_row_repeated_word_for_word_is_taken_once(data, tmp_path, capsys):
    quote = tmp_path / "twice.csv"
    quote.write_text("id,price_usd\nl40s,7000\nl40s,7000\n")
    assert main(["price", "import", str(quote)]) == 0
    out, _ = capsys.readouterr()
    assert "set 1 price(s)" in out and _prices() == {"l40s": 7000.0}


def test_a_quote_past_the_row_limit_is_refused_at_the_row_past_it(data, tmp_path, capsys,
                                                                  monkeypatch):
    monkeypatch.setattr(part_files, "MAX_QUOTE_ROWS", 10)
    quote = tmp_path / "long.csv"
    # Rows past the limit are never read: the broken quoting at the end is not reached.
    quote.write_text("id,price_usd\n" + "l40s,7000\n" * 11 + 'rtx-a6000,"4000\n')
    assert main(["price", "import", str(quote)]) == 2
    _, err = capsys.readouterr()
    assert err.strip() == ("configurator: long.csv line 12: a quote holds at most 10 rows; "
                           "this one has more")
    assert _prices() == {}


def test_the_window_refuses_the_same_quote_with_the_same_words(data, tmp_path, qtbot,
                                                               monkeypatch):
    from PySide6.QtCore import QSettings

    from configurator.ui.app import create_main_window
    from configurator.ui.widgets.dialogs import Dialogs

    errors = []
    monkeypatch.setattr(Dialogs, "error", classmethod(
        lambda cls, parent, title, text: errors.append((title, text))))
    monkeypatch.setattr(Dialogs, "inform", classmethod(lambda cls, *args: None))
    with open_catalog() as probe:
        mpn = probe.get("rtx-a6000").mpn
    quote = tmp_path / "dup.csv"  # the same card by its id, then by its part number
    quote.write_text(f"id,mpn,price_usd\nrtx-a6000,,4000\n,{mpn},3900\n")
    window = create_main_window(open_catalog(), QSettings(str(tmp_path / "s.ini"),
                                                          QSettings.Format.IniFormat),
                                tmp_path / "autosave")
    qtbot.addWidget(window)
    assert window.my_parts.import_quote_file(str(quote)) == 0
    ((title, text),) = errors
    assert title == "Quote not read"
    assert text == ("dup.csv line 3: rtx-a6000 is priced again, otherwise than at dup.csv "
                    "line 2: a quote gives each part one price")
    window.document.undo_stack.setClean()
    window.close()
