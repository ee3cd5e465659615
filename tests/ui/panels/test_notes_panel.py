"""Issue 30 item 4: the build's notes (the templates explain their remaining warnings
there) were nowhere in the window and could not be edited. A Notes panel shows and edits
them; an edit is one undoable step, saved with the build and printed in the PDF."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from ..ui_helpers import TEMPLATES, template_data


def _type(qtbot, editor, text: str) -> None:
    editor.setFocus()
    qtbot.waitUntil(editor.hasFocus)
    editor.moveCursor(editor.textCursor().MoveOperation.End)
    qtbot.keyClicks(editor, text)


def test_a_templates_notes_show_in_the_notes_panel(window):
    assert window.files.open_path(TEMPLATES["1"])
    notes = template_data(TEMPLATES["1"])["notes"]
    assert notes
    assert window.notes_panel.editor.toPlainText() == notes
    assert window.notes_dock.toggleViewAction().text() == "Notes"


def test_typed_notes_are_one_undoable_step_and_saved(window, qtbot, tmp_path, dialogs):
    assert window.files.open_path(TEMPLATES["1"])
    before = window.document.build.notes
    editor = window.notes_panel.editor
    _type(qtbot, editor, " Order a spare fan.")
    window.chassis_view.setFocus()  # leaving the editor pushes what was typed
    qtbot.waitUntil(lambda: window.document.build.notes.endswith("Order a spare fan."))
    stack = window.document.undo_stack
    assert stack.undoText() == "Edit the build's notes"
    stack.undo()
    assert window.document.build.notes == before
    assert editor.toPlainText() == before
    stack.redo()
    assert editor.toPlainText().endswith("Order a spare fan.")
    target = tmp_path / "noted.gwb"
    dialogs.answer("save_path", str(target))
    assert window.files.save()
    assert json.loads(target.read_text(encoding="utf-8"))["notes"].endswith("spare fan.")


def test_notes_being_typed_go_into_a_save_without_leaving_the_editor(window, qtbot, tmp_path,
                                                                      dialogs):
    assert window.files.open_path(TEMPLATES["1"])
    editor = window.notes_panel.editor
    _type(qtbot, editor, " Ctrl+S at once.")
    target = tmp_path / "typed.gwb"
    dialogs.answer("save_path", str(target))
    qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(target.is_file)
    assert json.loads(target.read_text(encoding="utf-8"))["notes"].endswith("Ctrl+S at once.")
    assert not window.isWindowModified()


def test_a_pause_in_typing_makes_a_step(window, qtbot):
    from configurator.ui.panels.notes import PAUSE_MS

    editor = window.notes_panel.editor
    _type(qtbot, editor, "First thought.")
    assert window.document.build.notes == ""
    qtbot.waitUntil(lambda: window.document.build.notes == "First thought.",
                    timeout=PAUSE_MS + 2000)
    assert window.isWindowModified()
