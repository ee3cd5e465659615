"""A team catalog's refusals as the window's dialogs show them, on a real PostgreSQL server:
a read-only member's New part, Set my price, Clear my price and Delete each get one line
naming what was refused and why (in the user's language), and nothing changes; a change made
from a stale copy says who changed the part and when, and loses nothing."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pg_fixtures import ALICE, BOB, CAROL, TeamDatabase, change_as, lab_card
from PySide6.QtCore import QLocale, QSettings
from user_parts_samples import SAMPLES

from configurator import i18n
from configurator.catalog import open_catalog
from configurator.catalog.part_files import parts_csv_text
from configurator.catalog.stores.interface import StoreChange, UserPrice
from configurator.catalog.stores.team.db import TeamDb
from configurator.ui.my_parts.edit_dialog import PartEditDialog
from configurator.ui.my_parts.editor import MyPartsDialog, PartsFiles
from configurator.ui.my_parts.price_dialogs import ImportQuoteDialog, SetPriceDialog
from configurator.ui.widgets.dialogs import Dialogs

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")
CJK = re.compile(r"[\u4e00-\u9fff]")


class Recorder:
    def __init__(self) -> None:
        self.errors: list[tuple[str, str]] = []
        self.notes: list[str | None] = []  # the parts editor's read-only note
        self.confirm = True


@pytest.fixture
def shown(monkeypatch: pytest.MonkeyPatch) -> Recorder:
    """Dialogs.error records (title, text); Dialogs.confirm says yes."""
    recorder = Recorder()
    monkeypatch.setattr(Dialogs, "error", classmethod(
        lambda cls, parent, title, text: recorder.errors.append((title, text))))
    monkeypatch.setattr(Dialogs, "confirm", classmethod(
        lambda cls, parent, title, text: recorder.confirm))
    monkeypatch.setattr(Dialogs, "inform", classmethod(lambda cls, *args: None))
    return recorder


@pytest.fixture
def shared(team_database: TeamDatabase) -> TeamDatabase:
    change_as(team_database, ALICE, StoreChange(
        put_parts=(lab_card(),), set_prices=(UserPrice("tesla-t4", 1234.0, "2026-11"),)))
    return team_database


@pytest.fixture
def language(qapp):
    locale = QLocale()
    yield i18n.install_language
    i18n.install_language("en")
    QLocale.setDefault(locale)


def _window(qtbot, user: str, team: TeamDatabase, tmp_path: Path):
    from configurator.ui.app import create_main_window

    catalog = open_catalog(team_url=team.url(user))
    assert isinstance(catalog.store, TeamDb)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = create_main_window(catalog, settings, tmp_path / "autosave")
    qtbot.addWidget(window)
    return window


def _team_rows(team: TeamDatabase) -> list[tuple]:
    return team.admin("SELECT id, name, version FROM custom_part ORDER BY id") + team.admin(
        "SELECT part_id, price_usd, version FROM price_override ORDER BY part_id")


def _price_saved_as(price_usd: float):
    """SetPriceDialog.exec as if the user typed `price_usd` and saved."""
    def set_and_save(dialog: SetPriceDialog) -> bool:
        dialog.price.setValue(price_usd)
        return dialog.save()
    return set_and_save


def _refused_everything(qtbot, window, monkeypatch, shown: Recorder) -> list[str]:
    """New part, Set my price, Clear my price and Delete, each through its dialog."""
    def fill_and_save(dialog: PartEditDialog) -> bool:
        dialog.form.load(SAMPLES["gpu"])
        return dialog.save()

    monkeypatch.setattr(PartEditDialog, "exec", fill_and_save)
    monkeypatch.setattr(SetPriceDialog, "exec", _price_saved_as(99.0))
    catalog = window.catalog
    editor = MyPartsDialog(window.catalog_session, str, window.my_parts.users_of, window)
    qtbot.addWidget(editor)
    shown.notes.append(editor.read_only_note.text() if not editor.read_only_note.isHidden()
                       else None)
    assert editor.new_part("gpu") is None
    assert window.my_parts.set_price_of(catalog.get("lab-card")) is None
    assert not window.my_parts.clear_price_of(catalog.get("tesla-t4"))
    editor.table.selectRow(editor.model.ids.index("lab-card"))
    assert not editor.delete_selected()
    # Import CSV (parts) and Import quote (prices): nothing of either is written.
    folder = Path(window.autosaver.folder).parent
    parts_csv, quote_csv = folder / "parts.csv", folder / "quote.csv"
    parts_csv.write_text(parts_csv_text([lab_card("Imported", "imported-card")]))
    quote_csv.write_text("id,price_usd\nlab-card,321\n")
    monkeypatch.setattr(PartsFiles, "open_csv", classmethod(lambda cls, p: str(parts_csv)))
    monkeypatch.setattr(ImportQuoteDialog, "exec", lambda dialog: dialog.apply())
    assert editor.import_csv() == 0
    assert window.my_parts.import_quote_file(str(quote_csv)) == 0
    return [text for _title, text in shown.errors]


def test_a_read_only_member_is_told_in_one_line_per_gesture_and_nothing_changes(
        qtbot, shared: TeamDatabase, tmp_path: Path, monkeypatch, shown: Recorder) -> None:
    before = _team_rows(shared)
    window = _window(qtbot, CAROL, shared, tmp_path)
    texts = _refused_everything(qtbot, window, monkeypatch, shown)
    place = window.catalog.store.url.place
    t4 = window.catalog.get("tesla-t4").name
    reason = (f"The team catalog {place} is read-only for carol: its owner grants INSERT, "
              "UPDATE and DELETE to members who change parts and prices")
    assert texts == [f"Your part “Lab GPU” was not saved: {reason}",
                     f"Your price for “Lab card” was not saved: {reason}",
                     f"Your price for “{t4}” was not cleared: {reason}",
                     f"Your part “Lab card” was not deleted: {reason}",
                     f"No part of parts.csv was imported: {reason}",
                     f"No price of the quote was set: {reason}"], texts
    assert [title for title, _ in shown.errors] == ["Not saved", "Not saved", "Not cleared",
                                                    "Not deleted", "Nothing imported",
                                                    "Nothing applied"]
    assert shown.notes == [reason]  # said in the parts editor before any gesture
    assert _team_rows(shared) == before
    assert window.catalog.get("lab-card").name == "Lab card"
    assert window.catalog.user_price("tesla-t4").price_usd == 1234.0
    window.document.undo_stack.setClean()
    window.close()
    window.catalog.close()


def test_a_read_only_member_reads_the_refusals_in_chinese(
        qtbot, shared: TeamDatabase, tmp_path: Path, monkeypatch, shown: Recorder,
        language) -> None:
    assert language("zh_CN") == "zh_CN"
    window = _window(qtbot, CAROL, shared, tmp_path)
    texts = _refused_everything(qtbot, window, monkeypatch, shown)
    assert len(texts) == 6
    for text in texts:
        assert "\n" not in text and CJK.search(text), text
        assert "read-only" not in text and "was not" not in text, text  # no English left
        assert "carol" in text  # the role refused, named
    assert "Lab GPU" in texts[0] and "Lab card" in texts[1] and "Lab card" in texts[3]
    window.document.undo_stack.setClean()
    window.close()
    window.catalog.close()


def test_an_edit_from_a_stale_copy_says_who_changed_it_and_when(
        qtbot, shared: TeamDatabase, tmp_path: Path, monkeypatch, shown: Recorder) -> None:
    window = _window(qtbot, ALICE, shared, tmp_path)
    catalog = window.catalog
    # Since Alice's window read the team catalog, Bob renamed the card and repriced the T4.
    change_as(shared, BOB, StoreChange(put_parts=(lab_card("Bob's name"),),
                                     set_prices=(UserPrice("tesla-t4", 999.0, "2026-12"),)))
    before = _team_rows(shared)

    def rename_and_save(dialog: PartEditDialog) -> bool:
        dialog.form.fields["name"].widget.setText("Alice's name")
        return dialog.save()

    monkeypatch.setattr(PartEditDialog, "exec", rename_and_save)
    monkeypatch.setattr(SetPriceDialog, "exec", _price_saved_as(500.0))
    # Written off the window's thread (issue 29, F3): shown pending, refused when the server
    # answers.
    window.my_parts.edit_my_part(catalog.get("lab-card"))
    window.my_parts.set_price_of(catalog.get("tesla-t4"))
    assert catalog.is_pending("lab-card") and catalog.is_pending("tesla-t4")
    qtbot.waitUntil(lambda: not window.catalog_session.writing, timeout=20_000)
    assert not catalog.is_pending("lab-card") and not catalog.is_pending("tesla-t4")
    (part_title, part_text), (price_title, price_text) = shown.errors
    t4 = catalog.get("tesla-t4").name
    assert part_title == price_title == "Not saved"
    when = r"\d{4}-\d\d-\d\d \d\d:\d\d UTC"
    assert re.fullmatch(
        rf"Your part “Alice's name” was not saved: Part 'lab-card' was changed by bob at {when} "
        r"since this copy of the team catalog was read; nothing was saved: reload and make "
        r"the change again", part_text), part_text
    assert re.fullmatch(
        rf"Your price for “{re.escape(t4)}” was not saved: The price of 'tesla-t4' was changed "
        rf"by bob at {when} since this copy of the team catalog was read; nothing was saved: "
        r"reload and make the change again", price_text), price_text
    assert _team_rows(shared) == before  # Bob's changes stand, nothing of Alice's was written
    assert catalog.get("lab-card").name == "Lab card"  # shown as the copy holds it again
    # Reloaded (Tools > Reload Team Catalog), the same gesture goes through.
    window.actions_["reload_team"].trigger()
    qtbot.waitUntil(lambda: catalog.get("lab-card").name == "Bob's name", timeout=15_000)
    assert window.my_parts.edit_my_part(catalog.get("lab-card")) is not None
    qtbot.waitUntil(lambda: not window.catalog_session.writing, timeout=20_000)
    assert len(shown.errors) == 2  # no refusal this time
    assert shared.admin("SELECT name, changed_by FROM custom_part") == [("Alice's name", ALICE)]
    window.document.undo_stack.setClean()
    window.close()
    catalog.close()
