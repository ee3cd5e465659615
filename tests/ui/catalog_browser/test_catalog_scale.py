"""The catalog list with the full catalog (issue 28): "Only parts that fit" (on once a board is
chosen), the source of each part, discontinued parts greyed, the matches of every kind
counted from a kind's tab; Help > About names BuildCores OpenDB and its licence."""

from __future__ import annotations

from PySide6.QtCore import Qt

from configurator.ui.catalog_browser.model import CatalogTableModel
from configurator.ui.widgets.resources import template_paths

TRX50 = next(path for path in template_paths() if "trx50" in path.name)  # the Torrent, sTR5
ASTRAL = "odb-a73e07de-7cd9-466b-af54-66fcbd441d60"  # 358 mm, from OpenDB


def _rows(panel) -> list:
    return [panel.model.part_at(row) for row in range(panel.model.rowCount())]


def test_only_parts_that_fit_turns_on_once_a_board_is_chosen(window, qtbot) -> None:
    window.catalog.load_user_parts()  # the imported parts listed, as after the start
    panel = window.catalog_panel
    assert not panel.fits.isChecked()  # a new build has no board
    panel.set_kind("cpu")
    every_cpu = panel.model.rowCount()
    assert window.files.open_path(TRX50)
    assert panel.fits.isChecked()
    cpus = _rows(panel)
    assert cpus and {cpu.socket for cpu in cpus} == {"sTR5"}  # the board's socket
    assert len(cpus) < every_cpu
    panel.set_kind("gpu")
    limit = window.document.resolved.chassis.max_gpu_length_mm
    gpus = _rows(panel)
    assert all(gpu.length_mm <= limit or "length_mm" in gpu.unknown for gpu in gpus)
    assert ASTRAL in {gpu.id for gpu in gpus}  # 358 mm in a case that takes 461 mm
    panel.set_kind("psu")
    psus = _rows(panel)
    assert {psu.form_factor for psu in psus if "form_factor" not in psu.unknown} <= set(
        window.document.resolved.chassis.psu_form_factors)
    # The user's choice stays: unticked, every part shows again.
    panel.fits.click()  # as a click on it does (clicked, then toggled)
    assert not panel.fits.isChecked() and panel._fits_chosen_by_user
    assert panel.model.rowCount() > len(psus)  # the SFX units come back


def test_a_part_asked_for_by_name_shows_though_it_does_not_fit(window) -> None:
    panel = window.catalog_panel
    assert window.files.open_path(TRX50)
    assert panel.fits.isChecked()
    panel.set_kind("cpu")
    assert "core-i7-7700k" not in {cpu.id for cpu in _rows(panel)}  # LGA1151: no fit
    assert panel.select_part("core-i7-7700k")
    assert not panel.fits.isChecked() and panel.current_part_id() == "core-i7-7700k"


def test_each_part_says_where_it_comes_from_and_discontinued_ones_are_grey(catalog) -> None:
    catalog.load_user_parts()
    model = CatalogTableModel(catalog, lambda usd: f"${usd:,.0f}")
    model.set_query("gpu", "astral 5090 oc edition 358")
    source = next(column for column in range(model.columnCount())
                  if model.headerData(column, Qt.Orientation.Horizontal) == "Source")
    # After the name, the price and the lab's stock (issue 27), not scrolled off past the
    # figures.
    assert source == 3
    model.set_query("gpu", "")
    by_id = {model.part_at(row).id: row for row in range(model.rowCount())}
    assert model.data(model.index(by_id[ASTRAL], source)) == "OpenDB"
    assert "ODC-By 1.0" in model.data(model.index(by_id[ASTRAL], source),
                                      Qt.ItemDataRole.ToolTipRole)
    assert model.data(model.index(by_id["rtx-5090-fe"], source)) == "curated"
    old = next(row for part_id, row in by_id.items() if model.part_at(row).discontinued)
    current = by_id["rtx-5090-fe"]
    assert model.part_at(current).discontinued is None
    assert model.data(model.index(old, 0), Qt.ItemDataRole.ForegroundRole) is not None
    assert model.data(model.index(current, 0), Qt.ItemDataRole.ForegroundRole) is None
    assert "Discontinued" in model.data(model.index(old, 0), Qt.ItemDataRole.ToolTipRole)


def test_a_kinds_search_counts_the_matches_of_every_kind(window, qtbot) -> None:
    window.catalog.load_user_parts()
    panel = window.catalog_panel
    panel.set_kind("cooler")
    qtbot.keyClicks(panel.search, "noctua")
    coolers = panel.model.rowCount()
    every = len(window.catalog.search("noctua"))
    assert every > coolers  # Noctua's fans-only GPUs aside, its boards' coolers and more
    qtbot.waitUntil(lambda: "in every kind" in panel.count_label.text(), timeout=3000)
    assert f"{every:,}".replace(",", "") in panel.count_label.text().replace(",", "")
    panel.count_label.linkActivated.emit("every-kind")
    assert panel.kind is None and panel.model.rowCount() == every
    kind_column = next(column for column in range(panel.model.columnCount())
                       if panel.model.headerData(column, Qt.Orientation.Horizontal) == "Kind")
    assert kind_column == 2  # name, price, kind: the kind of each match in view
    kinds = {panel.model.data(panel.model.index(row, kind_column))
             for row in range(panel.model.rowCount())}
    assert len(kinds) > 1


def test_about_names_buildcores_opendb_and_its_licence(window, monkeypatch) -> None:
    from configurator.ui.widgets.dialogs import Dialogs
    from configurator.ui.window import dialog_actions

    shown: list[str] = []
    monkeypatch.setattr(Dialogs, "inform", classmethod(
        lambda cls, parent, title, text: shown.append(text)))
    dialog_actions.show_about(window)
    assert "BuildCores OpenDB" in shown[0] and "ODC-By" in shown[0]
