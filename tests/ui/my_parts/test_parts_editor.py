"""The parts editor (Tools > My parts…) for every kind: create in the form, a wrong value shown
at its field (nothing stored), duplicate a catalog part, edit, delete; the board's slot and
lane tables."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from user_parts_samples import SAMPLES

from configurator.catalog import open_catalog
from configurator.model.parts import KINDS, PART_TYPES
from configurator.ui.my_parts.edit_dialog import PartEditDialog, duplicate_data
from configurator.ui.my_parts.editor import MyPartsDialog, PartsFiles
from configurator.ui.session.catalog_session import CatalogSession

# One value per kind that its spec refuses, and the field it belongs to.
BAD_VALUE = {"gpu": ("length_mm", "5"), "cpu": ("cores", "0"),
             "motherboard": ("dimm_slots", "0"), "psu": ("watts", "0"),
             "chassis": ("airflow_cfm", "0"), "memory": ("capacity_gb", "0"),
             "storage": ("capacity_gb", "0"), "nic": ("speed_gbit_s", "0"),
             "bridge": ("price_usd", "-5"), "cooler": ("height_mm", "5")}


@pytest.fixture
def mine(tmp_path: Path, catalog, _session_data_dir):
    folder = tmp_path / "data"
    folder.mkdir()
    shutil.copy(_session_data_dir / "catalog.sqlite", folder / "catalog.sqlite")
    with open_catalog(data_dir=folder) as fresh:
        yield fresh


def _dialog(qtbot, catalog, kind, initial=None, editing=None) -> PartEditDialog:
    dialog = PartEditDialog(CatalogSession(catalog), kind, initial, editing)
    qtbot.addWidget(dialog)
    return dialog


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_is_created_in_the_form(qtbot, mine, kind):
    dialog = _dialog(qtbot, mine, kind)
    dialog.form.load(SAMPLES[kind])
    assert dialog.save(), [f.error.text() for f in dialog.form.fields.values()]
    expected = PART_TYPES[kind].model_validate(SAMPLES[kind])
    assert mine.get(expected.id) == expected and mine.is_custom(expected.id)


@pytest.mark.parametrize("kind", KINDS)
def test_a_wrong_value_shows_at_its_field_and_nothing_is_stored(qtbot, mine, kind):
    field, text = BAD_VALUE[kind]
    dialog = _dialog(qtbot, mine, kind)
    dialog.form.load(SAMPLES[kind])
    dialog.form.fields[field].widget.setText(text)
    assert not dialog.save()
    shown = dialog.form.error_of(field)
    assert shown and "must be at least" in shown, shown
    assert all(not dialog.form.error_of(other) for other in dialog.form.fields if other != field)
    assert not mine.is_custom(SAMPLES[kind]["id"])


def test_text_where_a_number_belongs_and_a_missing_required_field(qtbot, mine):
    dialog = _dialog(qtbot, mine, "gpu")
    dialog.form.load(SAMPLES["gpu"])
    dialog.form.fields["tdp_w"].widget.setText("lots")
    assert not dialog.save() and "should be a number" in dialog.form.error_of("tdp_w")
    dialog.form.fields["tdp_w"].widget.setText("300")
    dialog.form.fields["model"].widget.setText("")
    assert not dialog.save() and dialog.form.error_of("model")
    dialog.form.fields["model"].widget.setText("GeForce RTX 5090")
    dialog.form.fields["id"].widget.setText("Not A Slug")
    assert not dialog.save() and "slug" in dialog.form.error_of("id")


def test_a_boards_slot_and_lane_tables(qtbot, mine):
    dialog = _dialog(qtbot, mine, "motherboard")
    dialog.form.load(SAMPLES["motherboard"])
    slots = dialog.form.fields["pcie_slots"].widget
    assert slots.table.rowCount() == 3
    slots.add_row()
    assert dialog.save()
    board = mine.get("lab-board")
    assert [s.position for s in board.pcie_slots] == [1, 4, 6, 2]
    assert board.lane_table[0].widths == {"PCIE1": 8, "PCIE2": 8}
    again = _dialog(qtbot, mine, "motherboard", board, editing="lab-board")
    table = again.form.fields["pcie_slots"].widget.table
    table.item(3, 1).setText("4")  # two slots at bracket 4
    assert not again.save() and "bracket position 4" in again.form.error_of("pcie_slots")
    lanes = again.form.fields["lane_table"].widget.table
    table.item(3, 1).setText("2")
    lanes.item(0, 2).setText("PCIE1=8; NOPE=8")
    assert not again.save() and "NOPE" in again.form.error_of("lane_table")
    lanes.item(0, 2).setText("PCIE1=8; PCIE2=8")
    off_column = list(slots.columns).index("disabled_by")
    assert table.item(2, off_column).text() == "PCIE2"  # PCIE3 is off while PCIE2 is in use
    table.item(2, off_column).setText("PCIE2; PCIE9")
    assert not again.save() and "PCIE9" in again.form.error_of("pcie_slots")
    table.item(2, off_column).setText("PCIE1;PCIE2")
    assert again.save()
    assert mine.get("lab-board").slot("PCIE3").disabled_by == ["PCIE1", "PCIE2"]


@pytest.mark.parametrize("kind", KINDS)
def test_any_catalog_part_duplicates_as_my_part(qtbot, mine, kind):
    original = mine.parts(kind)[0]
    dialog = _dialog(qtbot, mine, kind, duplicate_data(mine, original))
    assert dialog.save()
    copy = dialog.saved
    assert copy.id == f"{original.id}-mine" and mine.is_custom(copy.id)
    assert copy.model_copy(update={"id": original.id}) == original
    assert not mine.is_custom(original.id)


@pytest.mark.parametrize("kind", KINDS)
def test_edit_renames_and_delete_asks(qtbot, mine, dialogs, kind):
    part = PART_TYPES[kind].model_validate(SAMPLES[kind])
    mine.add_custom_part(part)
    dialog = _dialog(qtbot, mine, kind, part, editing=part.id)
    dialog.form.fields["name"].widget.setText("Renamed")
    dialog.form.fields["id"].widget.setText("renamed-part")
    assert dialog.save()
    assert mine.get("renamed-part").name == "Renamed" and not mine.is_custom(part.id)
    editor = MyPartsDialog(CatalogSession(mine), lambda usd: f"${usd:,.0f}",
                           lambda _id: ["Lab box A.gwb"])
    qtbot.addWidget(editor)
    assert editor.model.ids == ["renamed-part"]
    assert not editor.delete_selected()  # the answer was No
    assert "Lab box A.gwb" in dialogs.asked("confirm")[0][1]
    dialogs.answer("confirm", True)
    assert editor.delete_selected()
    assert not mine.is_custom("renamed-part") and editor.model.ids == []


def test_a_catalog_id_asks_before_it_replaces(qtbot, mine, dialogs):
    t4 = mine.catalog_part("tesla-t4")
    dialog = _dialog(qtbot, mine, "gpu", t4.model_dump())
    assert not dialog.save() and dialog.form.error_of("id")
    dialogs.answer("confirm", True)
    assert dialog.save() and mine.is_custom("tesla-t4")


def test_export_then_import_in_the_window(qtbot, mine, tmp_path, monkeypatch, dialogs):
    parts = [PART_TYPES[k].model_validate(d) for k, d in SAMPLES.items()]
    mine.add_custom_parts(parts)
    editor = MyPartsDialog(CatalogSession(mine), lambda usd: f"${usd:,.0f}")
    qtbot.addWidget(editor)
    out = tmp_path / "mine.csv"
    monkeypatch.setattr(PartsFiles, "save_csv", classmethod(lambda cls, p, s: str(out)))
    assert editor.export_csv() == out
    mine.remove_custom_parts([p.id for p in parts])
    monkeypatch.setattr(PartsFiles, "open_csv", classmethod(lambda cls, p: str(out)))
    assert editor.import_csv() == len(parts)
    assert sorted(mine.user_parts(), key=lambda p: p.id) == sorted(parts, key=lambda p: p.id)
    bad = tmp_path / "bad.csv"
    bad.write_text(out.read_text().replace("lab-cooler", "Lab Cooler!"))
    monkeypatch.setattr(PartsFiles, "open_csv", classmethod(lambda cls, p: str(bad)))
    mine.remove_custom_parts([p.id for p in parts])
    assert editor.import_csv() == 0
    assert "line 11" in dialogs.asked("error")[0][1] and list(mine.user_parts()) == []
