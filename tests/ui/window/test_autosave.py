"""Autosave after changes, and recovery after a crash."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from configurator.model.buildfile import read_build
from configurator.model.setting_edits import SetName
from configurator.ui.app import create_main_window
from configurator.ui.window import autosave

from ..ui_helpers import FOUR_GPU_TEMPLATE, drop_part, own_copy, template_data, write_build

DEAD_PID = 4_000_001


@pytest.fixture
def only_this_process_alive(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(autosave, "process_alive", lambda pid: pid == os.getpid())


def autosave_files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir()) if folder.is_dir() else []


def crash(folder: Path) -> None:
    """Make this session's files look like those of a process that died."""
    pid = os.getpid()
    for name, dead in ((f"session-{pid}.running", f"session-{DEAD_PID}.running"),
                       (f"autosave-{pid}.gwb.json", f"autosave-{DEAD_PID}.gwb.json"),
                       (f"autosave-{pid}.gwb.meta", f"autosave-{DEAD_PID}.gwb.meta")):
        (folder / name).rename(folder / dead)


def test_changes_are_autosaved_and_a_save_removes_the_autosave(window, qtbot, dialogs,
                                                               autosave_dir, tmp_path):
    window.start_session()
    assert autosave_files(autosave_dir) == [f"session-{os.getpid()}.running"]
    assert window.files.open_path(FOUR_GPU_TEMPLATE)
    window.document.push(SetName("autosaved"))
    build_file = autosave_dir / f"autosave-{os.getpid()}.gwb.json"
    qtbot.waitUntil(build_file.is_file)
    assert read_build(build_file, window.catalog).build.name == "autosaved"
    dialogs.answer("save_path", str(tmp_path / "saved.gwb.json"))
    assert window.files.save_as()
    assert not build_file.exists()
    window.close()
    assert autosave_files(autosave_dir) == []  # a clean exit leaves nothing to recover


def test_after_a_crash_the_next_start_offers_the_autosaved_build(
        window, qtbot, dialogs, catalog, settings, autosave_dir, only_this_process_alive,
        tmp_path):
    own = own_copy(tmp_path, FOUR_GPU_TEMPLATE)
    window.start_session()
    assert window.files.open_path(own)
    assert drop_part(window.chassis_view, "gtx-1080-ti-fe", "PCI_E4")
    expected = window.document.build
    qtbot.waitUntil(lambda: (autosave_dir / f"autosave-{os.getpid()}.gwb.json").is_file())
    crash(autosave_dir)

    dialogs.answer("confirm", True)
    second = create_main_window(catalog, settings, autosave_dir, autosave_delay_ms=20)
    qtbot.addWidget(second)
    second.show()
    second.start_session()
    assert len(dialogs.asked("confirm")) == 1
    restored = second.document.build
    assert restored.model_copy(update={"parts_snapshot": None}) == expected.model_copy(
        update={"parts_snapshot": None})
    assert second.document.path == own.resolve()  # the file it belonged to
    assert second.isWindowModified()  # restored work is not saved yet
    assert "PCI_E4" in {g.slot for g in second.document.build.gpus}
    assert f"autosave-{DEAD_PID}.gwb.json" not in autosave_files(autosave_dir)
    assert f"session-{DEAD_PID}.running" not in autosave_files(autosave_dir)


def test_declining_the_recovery_discards_it(window, qtbot, dialogs, catalog, settings,
                                            autosave_dir, only_this_process_alive):
    window.start_session()
    window.document.push(SetName("lost"))
    qtbot.waitUntil(lambda: (autosave_dir / f"autosave-{os.getpid()}.gwb.json").is_file())
    crash(autosave_dir)
    second = create_main_window(catalog, settings, autosave_dir)
    qtbot.addWidget(second)
    second.start_session()  # the script answers "no"
    assert second.document.build.name == ""
    assert not any(str(DEAD_PID) in name for name in autosave_files(autosave_dir))


def test_a_running_session_is_not_offered(window, qtbot, catalog, settings, autosave_dir,
                                          dialogs):
    window.start_session()
    window.document.push(SetName("still open"))
    qtbot.waitUntil(lambda: (autosave_dir / f"autosave-{os.getpid()}.gwb.json").is_file())
    assert autosave.find_recoverables(autosave_dir) == []  # this process is alive
    assert not dialogs.asked("confirm")


def _crashed_session(folder: Path, pid: int, name: str, mtime: float) -> None:
    """What a session that died leaves: its marker and its autosaved build."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"session-{pid}.running").write_text(str(pid), encoding="utf-8")
    data = template_data(FOUR_GPU_TEMPLATE)
    data["name"] = name
    build = write_build(folder / f"autosave-{pid}.gwb.json", data)
    os.utime(build, (mtime, mtime))


def test_after_two_crashes_both_builds_are_offered_and_none_comes_back(
        qtbot, dialogs, catalog, settings, autosave_dir, only_this_process_alive):
    """Issue 17, point 7: the older crash was not offered, then came back after a clean quit."""
    _crashed_session(autosave_dir, DEAD_PID, "older build", 1_700_000_000)
    _crashed_session(autosave_dir, DEAD_PID + 1, "newer build", 1_700_000_600)
    dialogs.answer("choose", 1)  # the older one
    first = create_main_window(catalog, settings, autosave_dir)
    qtbot.addWidget(first)
    first.start_session()
    (_title, _question, items), = dialogs.asked("choose")
    assert len(items) == 2 and "newer build" in items[0] and "older build" in items[1]
    assert first.document.build.name == "older build"
    first.close()  # a clean quit
    second = create_main_window(catalog, settings, autosave_dir)
    qtbot.addWidget(second)
    second.start_session()
    assert len(dialogs.asked("choose")) == 1 and not dialogs.asked("confirm")
    assert second.document.build.name == ""


def test_starting_with_a_file_after_a_recovery_does_not_ask_to_save(
        qtbot, dialogs, catalog, settings, autosave_dir, only_this_process_alive, tmp_path):
    """Issue 17, point 7: a file on the command line asked at once "unsaved changes. Save?"."""
    _crashed_session(autosave_dir, DEAD_PID, "crashed build", 1_700_000_000)
    dialogs.answer("confirm", True)
    window = create_main_window(catalog, settings, autosave_dir)
    qtbot.addWidget(window)
    window.start_session([str(FOUR_GPU_TEMPLATE)])
    assert not dialogs.asked("save_discard_cancel")
    assert window.document.build.name == "crashed build" and window.document.modified
    assert FOUR_GPU_TEMPLATE.name in window.statusBar().currentMessage()


def test_the_recovery_question_names_the_build_and_when_it_was_saved(
        qtbot, dialogs, catalog, settings, autosave_dir, only_this_process_alive):
    """Issue 30 item 11: "Restore the build it saved automatically?" said neither which nor
    when."""
    from PySide6.QtCore import QDateTime

    from configurator import i18n

    _crashed_session(autosave_dir, DEAD_PID, "lab purchase 2026", 1_700_000_000)
    dialogs.answer("confirm", True)
    window = create_main_window(catalog, settings, autosave_dir)
    qtbot.addWidget(window)
    window.start_session()
    (_title, question), = dialogs.asked("confirm")
    when = i18n.locale().toString(QDateTime.fromSecsSinceEpoch(1_700_000_000), "yyyy-MM-dd HH:mm")
    assert "lab purchase 2026" in question and when in question
    assert window.document.build.name == "lab purchase 2026"
