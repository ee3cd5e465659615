"""The user's parts and prices in the window: Tools menu and catalog context menu, Set my
price… (double-click on the price), the marks and the Mine filter, the BOM's marks, a quote's
preview before anything is applied, deleting a part the open build uses, and the listing
read after the window shows."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from user_parts_samples import SAMPLES

from configurator.catalog import open_catalog
from configurator.model.parts import PART_TYPES
from configurator.report.bom import assemble_bom
from configurator.ui.app import create_main_window
from configurator.ui.my_parts.price_dialogs import ImportQuoteDialog, QuoteFiles, SetPriceDialog
from configurator.ui.session import gestures as commands

from ..ui_helpers import TEMPLATES


@pytest.fixture
def folder(tmp_path: Path, catalog, _session_data_dir) -> Path:
    data = tmp_path / "data"
    data.mkdir()
    shutil.copy(_session_data_dir / "catalog.sqlite", data / "catalog.sqlite")
    with open_catalog(data_dir=data) as fresh:
        fresh.add_custom_parts([PART_TYPES[k].model_validate(v) for k, v in SAMPLES.items()])
    return data


@pytest.fixture
def win(qtbot, folder, settings, autosave_dir):
    catalog = open_catalog(data_dir=folder, defer_user_parts=True)
    window = create_main_window(catalog, settings, autosave_dir, autosave_delay_ms=20)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: catalog.user_parts_loaded)  # read after the window shows
    yield window
    window.document.undo_stack.setClean()
    catalog.close()


def _row_texts(window, part_id: str) -> list[str]:
    panel = window.catalog_panel
    assert panel.select_part(part_id)
    model = panel.model
    row = model.row_of(part_id)
    return [model.data(model.index(row, c)) for c in range(model.columnCount())]


def test_menus_and_the_catalog_context_menu(win):
    titles = [a.text() for a in win.menuBar().actions()]
    assert titles.index("&Tools") == len(titles) - 2  # before Help
    tools = win.menuBar().actions()[titles.index("&Tools")].menu()
    assert [a.text() for a in tools.actions()] == ["My &parts…", "Import &quote…", "",
                                                   "&Reload Team Catalog"]
    table_actions = [a.text() for a in win.catalog_panel.context_menu().actions()]
    assert {"Set my price…", "Clear my price", "Duplicate as my part…",
            "Edit my part…"} <= set(table_actions)


def test_a_price_set_from_the_table_is_marked_beside_the_catalogs(win, monkeypatch):
    def answer(dialog):
        dialog.price.setValue(1234)
        dialog.source.setText("https://vendor.example/q/7")
        return dialog.save()
    monkeypatch.setattr(SetPriceDialog, "exec", answer)
    panel = win.catalog_panel
    panel.set_kind("gpu")
    assert panel.select_part("tesla-t4")
    model = panel.model
    price_column = next(c for c in range(model.columnCount()) if model.is_price_column(c))
    panel.table.activated.emit(model.index(model.row_of("tesla-t4"), price_column))
    assert win.catalog.user_price("tesla-t4").price_usd == 1234
    cells = _row_texts(win, "tesla-t4")
    assert any(cell.startswith("✎") and "1,234" in cell for cell in cells if cell)
    assert any("2,000" in cell and "(" in cell for cell in cells if cell)  # catalog's, dated
    panel.mine.setChecked(True)
    shown = {model.part_at(r).id for r in range(model.rowCount())}
    assert shown == {"tesla-t4", "lab-gpu"}
    panel.mine.setChecked(False)
    assert win.my_parts.clear_price_of(win.catalog.get("tesla-t4"))
    assert not win.catalog.has_price_override("tesla-t4")


def test_the_users_parts_are_starred_and_the_bom_says_whose(win):
    assert _row_texts(win, "lab-gpu")[0] == "★ Lab GPU"
    win.catalog.set_price("tesla-t4", 1500, "2026-11-01")
    commands.use_part(win.document, win.catalog.get("lab-chassis"))
    resolved, report = win.document.resolved, win.document.report
    bom = assemble_bom(resolved, report, win.catalog)
    (line,) = [li for li in bom.lines if li.part_id == "lab-chassis"]
    assert line.custom and "your part" in line.note
    top = win.bom_panel.tree.topLevelItem(0)
    assert top.child(0).text(0) == "★ Lab chassis"


def test_a_quote_is_previewed_then_applied(win, tmp_path, monkeypatch):
    quote = tmp_path / "quote.csv"
    quote.write_text("id,mpn,price_usd,price_date,source_url\n"
                     "tesla-t4,,1650,2026-11-01,https://vendor.example/q/1\n"
                     ",LAB-5090,1899,,\nnot-a-part,,10,,\n")
    seen = {}

    def preview(dialog):
        seen["matched"] = dialog.matched_table.rowCount()
        seen["unmatched"] = dialog.unmatched_table.item(0, 0).text()
        assert not win.catalog.has_price_override("tesla-t4")  # nothing before Apply
        return dialog.apply()
    monkeypatch.setattr(ImportQuoteDialog, "exec", preview)
    monkeypatch.setattr(QuoteFiles, "open_quote", classmethod(lambda cls, p: str(quote)))
    assert win.my_parts.import_quote_file() == 2
    assert seen == {"matched": 2, "unmatched": "not-a-part"}
    assert win.catalog.get("lab-gpu").price_usd == 1899


def test_a_bad_quote_row_applies_nothing(win, tmp_path, dialogs):
    quote = tmp_path / "quote.csv"
    quote.write_text("id,price_usd\ntesla-t4,1650\nlab-gpu,-3\n")
    assert win.my_parts.import_quote_file(str(quote)) == 0
    assert "line 3" in dialogs.asked("error")[0][1]
    assert not win.catalog.has_price_override("tesla-t4")


def test_deleting_a_part_the_open_build_uses_asks_and_the_build_keeps_it(win, dialogs):
    commands.use_part(win.document, win.catalog.get("lab-chassis"))
    assert "lab-chassis" in [p.id for p in win.document.resolved.all_parts()]
    assert win.my_parts.users_of("lab-chassis") == [win.document.display_name]
    dialogs.answer("confirm", True)
    from configurator.ui.my_parts.editor import MyPartsDialog

    editor = MyPartsDialog(win.catalog_session, str, win.my_parts.users_of, win)
    editor.table.selectRow(editor.model.ids.index("lab-chassis"))
    assert editor.delete_selected()
    assert win.document.display_name in dialogs.asked("confirm")[0][1]
    assert not win.catalog.is_custom("lab-chassis")
    assert win.document.resolved.chassis.id == "lab-chassis"  # from the build's own copy
    commands.use_part(win.document, win.catalog.get("lab-cpu"))  # the build still edits
    assert win.document.resolved.chassis.name == "Lab chassis"
    win.document.undo_stack.undo()
    win.document.undo_stack.undo()  # back before the chassis: no copy needed
    assert win.document.resolved.chassis is None
    win.document.undo_stack.redo()  # the deleted part comes back from the history's copy
    assert win.document.resolved.chassis.name == "Lab chassis"


def test_recent_builds_that_use_a_part_are_named(win, tmp_path):
    build = tmp_path / "lab.gwb"
    build.write_text(json.dumps({"format": "gpu-workstation-build", "version": 1,
                                 "chassis": "lab-chassis",
                                 "gpus": [{"part": "lab-gpu", "slot": None}]}))
    win.preferences.add_recent_file(str(build))
    assert "lab.gwb" in win.my_parts.users_of("lab-gpu")
    assert "lab.gwb" not in win.my_parts.users_of("lab-cpu")


def test_the_pdf_and_csv_mark_the_users_parts_and_prices(win, tmp_path):
    import subprocess

    from configurator.report.export import export_bom

    cpu = next(p for p in win.catalog.parts("cpu") if p.price_usd > 0
               and not win.catalog.is_custom(p.id))
    win.catalog.set_price(cpu.id, 77, "2026-11-01")
    commands.use_part(win.document, win.catalog.get("lab-chassis"))
    commands.use_part(win.document, win.catalog.get("lab-memory"))
    commands.use_part(win.document, win.catalog.get(cpu.id))
    resolved, report = win.document.resolved, win.document.report
    pdf, csv_file = tmp_path / "bom.pdf", tmp_path / "bom.csv"
    export_bom(resolved, report, win.catalog, pdf_path=pdf, csv_path=csv_file)
    assert csv_file.read_text(encoding="utf-8-sig").count("your part") == 2
    assert f"your price; catalog ${cpu.price_usd:,.2f}" in csv_file.read_text(
        encoding="utf-8-sig")
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True).stdout
    assert text.count("your part") == 2 and "your price" in text


def test_deleting_a_part_that_only_the_undo_history_holds_still_undoes_and_redoes(win, dialogs):
    """The part is in no build on screen when it goes, only in the history: the document
    kept it (nothing of the history is rewritten), so undo and redo still resolve it."""
    doc = win.document
    commands.use_part(doc, win.catalog.get("lab-chassis"))
    commands.use_part(doc, next(p for p in win.catalog.parts("chassis")
                                if not win.catalog.is_custom(p.id)))
    assert doc.resolved.chassis.id != "lab-chassis"
    steps = doc.undo_stack.count()
    written = win.catalog_session.write(
        lambda catalog: catalog.remove_custom_parts(["lab-chassis"]), dialogs.calls.append)
    assert written and not win.catalog.is_custom("lab-chassis")
    assert doc.undo_stack.count() == steps  # the history is the same history
    doc.undo_stack.undo()
    assert doc.resolved.chassis.name == "Lab chassis"
    assert "lab-chassis" in doc.retired
    doc.undo_stack.undo()
    assert doc.resolved.chassis is None
    doc.undo_stack.redo()
    doc.undo_stack.redo()
    assert doc.resolved.chassis.id != "lab-chassis"
    doc.undo_stack.undo()
    assert doc.resolved.chassis.id == "lab-chassis"


def test_a_refused_write_is_said_once_and_changes_nothing(win, dialogs):
    from configurator.catalog.stores.interface import StoreReadOnlyError

    said: list[str] = []

    def refuse(catalog) -> None:
        raise StoreReadOnlyError("read only here")

    changed: list[bool] = []
    win.catalog_session.sigChanged.connect(lambda: changed.append(True))
    assert not win.catalog_session.write(refuse, said.append)
    assert said == ["read only here"] and changed == []


def test_a_vendor_quote_shows_its_ignored_columns_and_both_prices_at_1024(win, tmp_path,
                                                                          monkeypatch, qtbot):
    """Issue 30 item 5: the quote with `description` and `qty` was refused; once they were
    removed, the quoted price was off-screen in the 720-pixel dialog."""
    quote = tmp_path / "vendor.csv"
    long_name = "a very long vendor description of the card " * 3
    quote.write_text("description,id,qty,price_usd\n"
                     f"{long_name},tesla-t4,4,1650\n")
    seen = {}

    def look(dialog):
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.width() <= 1024
        table = dialog.matched_table
        header = table.horizontalHeader()
        right_edge = table.viewport().width()
        for column in (1, 2):  # the quoted price beside the catalog's, both in view
            assert header.sectionViewportPosition(column) + header.sectionSize(column) \
                <= right_edge, column
        seen["quoted"] = table.item(0, 1).text()
        seen["catalog"] = table.item(0, 2).text()
        seen["ignored"] = dialog.ignored_label.text()
        return dialog.apply()

    monkeypatch.setattr(ImportQuoteDialog, "exec", look)
    assert win.my_parts.import_quote_file(str(quote)) == 1
    assert seen["quoted"] == "$1,650"
    assert seen["catalog"].startswith("$")
    assert "description, qty" in seen["ignored"]


def test_the_users_own_gpu_is_plotted_and_marked_and_their_price_called_theirs(win):
    """Issue 30 item 6: a user's GPU was not plotted unless "Reference design" was ticked
    (nothing said so); hover called a user's price "Catalog price"."""
    tab = win.plots_tab
    assert not win.catalog.get("lab-gpu").reference_design
    assert tab.preset == "d2l"  # its series (RTX 5000) is not even shown
    chart = tab.charts["price"]
    assert "lab-gpu" in chart.extra_items
    # no launch price of its own: at its price, and marked so
    assert chart.label_items["lab-gpu"].textItem.toPlainText() == "★ Lab GPU *"
    assert "Your own part" in chart.tooltip_for("lab-gpu")
    assert "Your price: $1,999" in chart.tooltip_for("lab-gpu")
    legend = [label.text for _sample, label in chart.getPlotItem().legend.items]
    assert "★ your own part" in legend
    assert win.catalog_session.write(
        lambda catalog: catalog.set_price("gtx-1080-ti-fe", 555.0), lambda _reason: None)
    tab.price_combo.setCurrentIndex(tab.price_combo.findData("catalog"))
    tip = chart.tooltip_for("gtx-1080-ti-fe")
    assert "Your price: $555" in tip and "Catalog price" not in tip


def test_a_quotes_source_url_goes_into_the_bom_csv(win, tmp_path, monkeypatch):
    """Issue 30 item 11: the quote's link was lost on the way to the BOM CSV (the part's
    spec-sheet link stood beside the quoted price)."""
    import csv
    import io

    from configurator.ui.window.export import ExportDialogs

    quote = tmp_path / "quote.csv"
    quote.write_text("id,price_usd,price_date,source_url,description,qty\n"
                     "l40s,7350,2026-11,https://vendor.example/q/8812,L40S 48GB,8\n")
    monkeypatch.setattr(ImportQuoteDialog, "exec", lambda dialog: dialog.apply())
    assert win.my_parts.import_quote_file(str(quote)) == 1
    assert win.files.open_path(TEMPLATES["8"])
    target = tmp_path / "bom.csv"
    monkeypatch.setattr(ExportDialogs, "csv_path",
                        classmethod(lambda _cls, _parent, _suggested: str(target)))
    monkeypatch.setattr(ExportDialogs, "confirm_not_validated", classmethod(lambda *_: True))
    win.actions_["export_csv"].trigger()
    rows = list(csv.DictReader(io.StringIO(target.read_text(encoding="utf-8-sig"))))
    l40s = next(r for r in rows if r["Part id"] == "l40s")
    assert l40s["Source URL"] == "https://vendor.example/q/8812"
    assert l40s["Unit price USD"].replace(",", "").startswith("7350")
    others = [r for r in rows if r["Part id"] not in ("", "l40s")]
    catalog_links = {r["Part id"]: win.catalog.get(r["Part id"]).source_url or "" for r in others}
    assert all(r["Source URL"] == catalog_links[r["Part id"]] for r in others)


def test_the_window_paints_its_first_frame_before_the_listing_is_read(
        qtbot, folder, settings, autosave_dir, monkeypatch):
    """The listing is read a page per turn after the window shows, and only after its first
    frame: a page read before it delays the window (catalog_session.py)."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    happened: list[str] = []
    catalog = open_catalog(data_dir=folder, defer_user_parts=True)
    read_page = catalog.load_user_parts

    def load_user_parts(max_rows=None):
        happened.append("listing")
        return read_page(max_rows)

    monkeypatch.setattr(catalog, "load_user_parts", load_user_parts)

    class FirstPaint(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint and "paint" not in happened:
                happened.append("paint")
            return False

    spy = FirstPaint()
    QApplication.instance().installEventFilter(spy)
    try:
        window = create_main_window(catalog, settings, autosave_dir, autosave_delay_ms=20)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitUntil(lambda: catalog.user_parts_loaded)
    finally:
        QApplication.instance().removeEventFilter(spy)
    assert happened[0] == "paint" and "listing" in happened, happened
    window.document.undo_stack.setClean()
    catalog.close()
