"""One declared table of actions builds the menus, the toolbar and the keyboard help."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence

from configurator.ui.window.action_table import ACTIONS, MENUS, TOOLBAR


def _menu_actions(window) -> list:
    found = []
    for menu_action in window.menuBar().actions():
        found.extend(menu_action.menu().actions())
    return found


def test_every_declared_action_is_in_a_menu_and_the_menus_hold_only_declared_ones(window):
    actions = window.actions_
    in_menus = {a for a in _menu_actions(window) if not a.isSeparator()}
    declared = {entry for _title, entries in MENUS for entry in entries}
    for spec in ACTIONS:
        # In its menu; or keyboard only (the template chooser beside the templates submenu)
        assert (actions[spec.id] in in_menus) == (spec.id in declared), spec.id
        assert spec.id in declared or spec.shortcuts, spec.id
    assert {e for e in declared if e != "-" and not e.startswith("@")} <= set(actions.actions)
    assert [a.text() for a in window.menuBar().actions()] == [
        "&File", "&Edit", "&View", "&Build", "&Tools", "&Help"]


def test_the_toolbar_follows_the_table(window):
    toolbar = window.actions_.toolbar
    ids = [e for e in TOOLBAR if e != "-" and not e.startswith("@")]
    shown = [a for a in toolbar.actions() if not a.isSeparator()]
    assert [window.actions_[i] for i in ids] == shown[:len(ids)]


def test_the_keyboard_help_lists_every_shortcut_of_the_table(window, dialogs):
    window.actions_["keyboard_help"].trigger()
    (_title, text), = dialogs.asked("inform")
    for spec in ACTIONS:
        for key in window.actions_[spec.id].shortcuts():
            assert key.toString(QKeySequence.SequenceFormat.NativeText) in text, spec.id
    assert "Ctrl+]" in text and "F6" in text
