"""New, Open, Save, templates, recent files, closing with unsaved changes."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QMimeData, QPointF, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from configurator.model.buildfile import read_build
from configurator.model.setting_edits import SetName
from configurator.ui.widgets.dialogs import Answer
from configurator.ui.widgets.resources import template_paths
from configurator.ui.window.file_menus import RecentMenu

from ..ui_helpers import (
    FOUR_GPU_TEMPLATE,
    TWO_GPU_TEMPLATE,
    make_drag_event,
    own_copy,
    template_data,
    write_build,
)


def test_a_bad_file_shows_one_dialog_and_leaves_the_build_untouched(window, dialogs, tmp_path):
    own = own_copy(tmp_path, TWO_GPU_TEMPLATE)
    assert window.files.open_path(own)
    assert make_an_edit(window)
    before = window.document.build
    undo_count = window.document.undo_stack.count()
    bad = tmp_path / "bad.gwb.json"
    data = template_data(TWO_GPU_TEMPLATE)
    data["gpus"][0]["slot"] = "PCIE99"
    write_build(bad, data)
    assert not window.files.open_path(bad)
    errors = dialogs.asked("error")
    assert len(errors) == 1
    assert "PCIE99" in errors[0][1] and "gpus[0].slot" in errors[0][1]
    assert window.document.build == before
    assert window.document.undo_stack.count() == undo_count
    assert window.document.path == own.resolve()
    assert not dialogs.asked("save_discard_cancel")  # nothing was going to be replaced


def make_an_edit(window) -> bool:
    """Any undoable change will do: rename the build."""
    return window.document.push(SetName("edited"))


def test_not_json_and_missing_files_are_refused_the_same_way(window, dialogs, tmp_path):
    garbage = tmp_path / "garbage.gwb.json"
    garbage.write_text("{not json", encoding="utf-8")
    assert not window.files.open_path(garbage)
    assert not window.files.open_path(tmp_path / "missing.gwb.json")
    messages = [args[1] for args in dialogs.asked("error")]
    assert "line 1, column 2" in messages[0]
    assert "no such file" in messages[1]
    assert window.document.path is None


def test_save_then_open_round_trip_and_recent_files(window, dialogs, tmp_path):
    assert window.files.open_path(FOUR_GPU_TEMPLATE)  # a .gwb.json file opens as before
    window.document.push(SetName("Lab box A"))
    target = tmp_path / "lab-box"
    dialogs.answer("save_path", str(target))
    assert window.files.save_as()
    # A template opens as an untitled copy: Save As offers the build's name as NAME.gwb, and
    # the suffix is added when typed bare.
    assert dialogs.asked("save_path")[0][0].endswith("Lab box A.gwb")
    saved = tmp_path / "lab-box.gwb"
    assert saved.is_file()
    assert window.windowTitle().startswith("lab-box.gwb")
    assert not window.isWindowModified()
    loaded = read_build(saved, window.catalog)
    assert loaded.build.name == "Lab box A"
    assert loaded.build.parts_snapshot is not None
    assert window.preferences.recent_files()[0] == str(saved.resolve())
    recent = next(m for m in window.findChildren(RecentMenu))
    recent.fill()
    assert recent.actions()[0].text() == "lab-box.gwb"
    # Save again (no question), then the .bak of the previous file exists.
    window.document.push(SetName("Lab box B"))
    assert window.files.save()
    assert (tmp_path / "lab-box.gwb.bak").is_file()
    assert len(dialogs.asked("save_path")) == 1
    # It reopens identically: the same build and the same findings.
    build, findings = window.document.build, window.checks_panel.rule_ids()
    assert window.files.open_path(saved)
    reopened = window.document.build.model_dump(exclude={"parts_snapshot"})
    assert reopened == build.model_dump(exclude={"parts_snapshot"})
    assert window.checks_panel.rule_ids() == findings


def test_title_shows_the_file_name_and_an_unsaved_mark(window, tmp_path):
    assert window.files.open_path(own_copy(tmp_path, TWO_GPU_TEMPLATE))
    assert window.windowTitle().startswith("3-two-gpus.gwb.json[*]")
    assert not window.isWindowModified()
    make_an_edit(window)
    assert window.isWindowModified()
    window.document.undo_stack.undo()
    assert not window.isWindowModified()


def test_new_from_a_template_and_blank(window, dialogs):
    templates = template_paths()
    assert len(templates) == 8  # the five of 2019 and three of current hardware
    dialogs.answer("choose", 6)  # today's three first, then the older five in tier order
    assert window.files.new_from_template()
    assert window.document.path is None
    assert window.document.report.totals.gpus == 4
    assert window.document.build.name == template_data(templates[3])["name"]
    window.preferences.default_outlet = "EU-16A"
    assert window.files.new_blank()
    assert window.document.build.outlet == "EU-16A"
    assert window.document.build.gpus == []


def test_replacing_a_modified_build_asks_and_cancel_keeps_it(window, dialogs):
    assert window.files.open_path(TWO_GPU_TEMPLATE)
    make_an_edit(window)
    dialogs.answer("save_discard_cancel", Answer.CANCEL)
    assert not window.files.new_blank()
    assert window.document.build.name == "edited"
    dialogs.answer("save_discard_cancel", Answer.DISCARD)
    assert window.files.new_blank()
    assert window.document.build.name == ""


def test_closing_with_unsaved_changes_asks(window, dialogs):
    make_an_edit(window)
    dialogs.answer("save_discard_cancel", Answer.CANCEL)
    assert not window.close()
    assert window.isVisible()
    dialogs.answer("save_discard_cancel", Answer.DISCARD)
    assert window.close()
    assert len(dialogs.asked("save_discard_cancel")) == 2


def test_outlet_selector_changes_the_build_undoably(window, dialogs):
    assert window.files.open_path(FOUR_GPU_TEMPLATE)
    selector = window.outlet_selector
    index = selector.findData("US-20A")
    selector.activated.emit(index)
    assert window.document.build.outlet == "US-20A"
    assert window.document.report.power.outlet_w == 2400
    dialogs.answer("outlet", (230.0, 10.0))
    selector.activated.emit(selector.findData("custom"))
    outlet = window.document.build.outlet
    assert (outlet.volts, outlet.amps) == (230.0, 10.0)
    assert "230 V" in selector.currentText()
    window.document.undo_stack.undo()
    window.document.undo_stack.undo()
    assert window.document.build.outlet == "US-15A"
    assert selector.currentData() == "US-15A"


def test_a_build_file_dropped_on_the_window_opens(window, qtbot, tmp_path):
    path = write_build(tmp_path / "w.gwb", json.loads(TWO_GPU_TEMPLATE.read_text()))
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    pos = QPointF(5, 5)
    enter = make_drag_event(QDragEnterEvent, pos, mime)
    QApplication.sendEvent(window, enter)
    assert enter.isAccepted()
    QApplication.sendEvent(window, make_drag_event(QDropEvent, pos, mime))
    qtbot.waitUntil(lambda: window.document.path == Path(path).resolve())
    assert window.checks_panel.rule_ids() == ["SIZE-DISPLAY"]
