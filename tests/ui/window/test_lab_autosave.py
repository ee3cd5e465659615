"""A lab plan's unsaved changes survive a crash (configurator.ui.window.lab_autosave): they are
autosaved a moment after each change, the autosave goes when the lab is saved, its tab closed
or the window closed cleanly, and the next start after a crash offers the labs back, each in a
tab of its own with its changes still unsaved."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QUrl

from configurator.lab.plan import Circuit, Room
from configurator.ui.app import create_main_window
from configurator.ui.tabs.lab.dialogs import LabDialogs
from configurator.ui.tabs.lab.document import LabDocument
from configurator.ui.widgets.dialogs import Answer
from configurator.ui.window import autosave

from ..ui_helpers import FOUR_GPU_TEMPLATE, drag_and_drop, own_copy

DEAD_PID = 4_000_001


@pytest.fixture
def only_this_process_alive(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(autosave, "process_alive", lambda pid: pid == os.getpid())


@pytest.fixture
def lab_answers(monkeypatch):
    answers: dict[str, list] = {}
    for name in ("circuit", "room", "save_path"):
        monkeypatch.setattr(LabDialogs, name, classmethod(
            lambda cls, parent, *args, _name=name: answers[_name].pop(0)))
    return answers


def lab_autosaves(folder: Path) -> list[Path]:
    return sorted(folder.glob("autosave-*-lab-*.gwlab")) if folder.is_dir() else []


def crash(folder: Path) -> None:
    """Make this session's files look like those of a process that died."""
    for path in folder.iterdir():
        if f"-{os.getpid()}" in path.name or f"-{os.getpid()}." in path.name:
            path.rename(folder / path.name.replace(str(os.getpid()), str(DEAD_PID)))


def _lab_with_a_build_file(window, lab_answers, tmp_path: Path):
    """A lab saved beside a build file, then changed: a machine from that file on C1."""
    tab = window.lab_tabs.add(LabDocument())
    lab_answers["circuit"] = [Circuit(id="C1", outlet="US-208V-30A")]
    assert tab.add_circuit()
    lab_answers["save_path"] = [str(tmp_path / "room")]
    assert tab.save()
    build = own_copy(tmp_path, FOUR_GPU_TEMPLATE)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(build))])
    assert drag_and_drop(tab.view, mime, tab.view.lab_scene.circuit_areas["C1"].center())
    return tab, build


def test_a_changed_lab_is_autosaved_and_saving_removes_it(window, qtbot, lab_answers,
                                                          autosave_dir, tmp_path) -> None:
    window.start_session()
    tab, build = _lab_with_a_build_file(window, lab_answers, tmp_path)
    qtbot.waitUntil(lambda: len(lab_autosaves(autosave_dir)) == 1)
    saved = json.loads(lab_autosaves(autosave_dir)[0].read_text(encoding="utf-8"))
    assert saved["machines"][0]["build"] == build.name  # as the lab names it, beside it
    assert saved["machines"][0]["circuits"] == ["C1"]
    assert tab.save()
    assert lab_autosaves(autosave_dir) == []
    lab_answers["room"] = [Room(cooling_w=5000)]
    assert tab.edit_room()
    qtbot.waitUntil(lambda: len(lab_autosaves(autosave_dir)) == 1)
    window.actions_["undo"].trigger()  # back at the saved state: the file is the truth
    assert lab_autosaves(autosave_dir) == []


def test_closing_the_tab_or_the_window_leaves_nothing_to_recover(
        window, qtbot, lab_answers, dialogs, autosave_dir, tmp_path) -> None:
    window.start_session()
    tab, _build = _lab_with_a_build_file(window, lab_answers, tmp_path)
    qtbot.waitUntil(lambda: len(lab_autosaves(autosave_dir)) == 1)
    dialogs.answer("save_discard_cancel", Answer.DISCARD)
    assert window.lab_tabs.close(tab)
    assert lab_autosaves(autosave_dir) == []
    (tmp_path / "again").mkdir()
    tab, _build = _lab_with_a_build_file(window, lab_answers, tmp_path / "again")
    qtbot.waitUntil(lambda: len(lab_autosaves(autosave_dir)) == 1)
    dialogs.answer("save_discard_cancel", Answer.DISCARD)
    assert window.close()
    assert lab_autosaves(autosave_dir) == []


def test_after_a_crash_the_next_start_offers_the_labs_back(
        window, qtbot, lab_answers, dialogs, catalog, settings, autosave_dir,
        only_this_process_alive, tmp_path) -> None:
    window.start_session()
    tab, build = _lab_with_a_build_file(window, lab_answers, tmp_path)
    expected = tab.document.report.to_json()
    untitled = window.lab_tabs.add(LabDocument())
    lab_answers["circuit"] = [Circuit(id="W1", outlet="US-208V-20A")]
    assert untitled.add_circuit()
    qtbot.waitUntil(lambda: len(lab_autosaves(autosave_dir)) == 2)
    crash(autosave_dir)

    dialogs.answer("confirm", True)
    second = create_main_window(catalog, settings, autosave_dir, autosave_delay_ms=20)
    qtbot.addWidget(second)
    second.show()
    second.start_session()
    assert len(dialogs.asked("confirm")) == 1  # the labs' question (no build was autosaved)
    first, other = second.lab_tabs.tabs
    assert first.document.path == tmp_path / "room.gwlab"  # the file it belonged to
    assert first.document.modified and first.title.endswith("*")
    assert first.lab.machines[0].build.file == build.resolve()
    assert first.document.report.to_json() == expected
    assert other.document.path is None and [c.id for c in other.lab.circuits] == ["W1"]
    assert not any(str(DEAD_PID) in path.name for path in autosave_dir.iterdir())
    lab_answers["save_path"] = []
    assert first.save()  # to its own file, the build named beside it as before
    data = json.loads((tmp_path / "room.gwlab").read_text(encoding="utf-8"))
    assert data["machines"][0]["build"] == build.name


def test_declining_the_recovery_discards_the_labs(window, qtbot, lab_answers, dialogs,
                                                  catalog, settings, autosave_dir,
                                                  only_this_process_alive, tmp_path) -> None:
    window.start_session()
    _lab_with_a_build_file(window, lab_answers, tmp_path)
    qtbot.waitUntil(lambda: len(lab_autosaves(autosave_dir)) == 1)
    crash(autosave_dir)
    second = create_main_window(catalog, settings, autosave_dir)
    qtbot.addWidget(second)
    second.start_session()  # the script answers "no"
    assert second.lab_tabs.tabs == []
    assert lab_autosaves(autosave_dir) == []
