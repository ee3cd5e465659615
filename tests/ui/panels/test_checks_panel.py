"""The checks panel lists the Report's findings; selecting one highlights its parts; fixes
and waivers are undoable edits."""

from __future__ import annotations

import pytest

from configurator.model.card_key import CardKey
from configurator.rules.not_checked import NOT_CHECKED

from ..ui_helpers import TWO_GPU_TEMPLATE, drop_part

STRIX = "asus-rog-strix-rtx-2080-ti-oc"


@pytest.fixture
def blocked(window):
    """The two-GPU template with a 2.7-slot card dropped on PCI_E2, covering PCI_E3."""
    assert window.files.open_path(TWO_GPU_TEMPLATE)
    assert window.checks_panel.rule_ids() == ["SIZE-DISPLAY"]
    assert drop_part(window.chassis_view, STRIX, "PCI_E2")
    return window


def select(panel, rule: str) -> None:
    item = panel.item_for(rule)
    assert item is not None, f"{rule} not listed"
    panel.tree.setCurrentItem(item)


def test_the_panel_lists_the_rule_ids_after_a_drop_and_undo_takes_them_back(blocked):
    panel = blocked.checks_panel
    # Three 2080 Tis on the template's 1,000 W ATX 2 unit: above 80 %, and their ~10 ms
    # spikes go past what a unit without an excursion rating carries (POWER-TRANSIENT).
    assert panel.rule_ids() == ["PHYS-SLOT-BLOCKED", "POWER-HEADROOM", "POWER-TRANSIENT",
                                "THERMAL-AIRFLOW", "PCIE-X8", "PCIE-X8", "SIZE-DISPLAY"]
    groups = [panel.tree.topLevelItem(i).text(0) for i in range(panel.tree.topLevelItemCount())]
    # The catalog estimates the chassis' airflow and a part's price: a quiet line says so.
    assert groups == ["Errors (1)", "Warnings (3)", "Notes (3)",
                      "Estimated figures: air temperature rise, total price", "Not checked (8)"]
    assert panel.summary.text() == "Not validated: 1 error(s)."
    assert blocked.status_summary.counts.text() == "1 error(s), 3 warning(s)"
    blocked.document.undo_stack.undo()
    assert panel.rule_ids() == ["SIZE-DISPLAY"]
    assert panel.summary.text() == "Validated: complete, no errors."


def test_selecting_a_finding_highlights_and_selects_its_parts(blocked):
    panel, scene = blocked.checks_panel, blocked.chassis_view.chassis_scene
    select(panel, "PHYS-SLOT-BLOCKED")
    assert scene.cards[CardKey.in_slot("PCI_E2")].isSelected()
    assert scene.cards[CardKey.in_slot("PCI_E3")].isSelected()
    assert not scene.cards[CardKey.in_slot("PCI_E1")].isSelected()
    assert {part for item in scene.highlighted_items() for part in item.parts} >= {
        "PCI_E2", "PCI_E3"}
    assert "covers bracket 5" in panel.detail.text()
    select(panel, "POWER-HEADROOM")
    highlighted = scene.highlighted_items()
    assert [item.parts for item in highlighted] == [["evga-supernova-1000-g3"]]
    assert not scene.cards[CardKey.in_slot("PCI_E2")].isSelected()


def test_apply_fix_is_one_undoable_step(blocked):
    panel, doc = blocked.checks_panel, blocked.document
    select(panel, "PHYS-SLOT-BLOCKED")
    assert not panel.fix_button.isEnabled()  # no slot to move to: no fix to apply
    select(panel, "POWER-HEADROOM")
    assert panel.fix_button.isEnabled()
    count = doc.undo_stack.count()
    panel.fix_button.click()
    # The fix picks the smallest catalog PSU that clears the warning (which one depends on
    # the catalog's PSU rows).
    assert doc.build.psu.part not in (None, "evga-supernova-1000-g3")
    assert "POWER-HEADROOM" not in panel.rule_ids()
    assert doc.undo_stack.count() == count + 1
    doc.undo_stack.undo()
    assert doc.build.psu.part == "evga-supernova-1000-g3"


def test_waive_a_note_with_a_reason_and_undo_it(blocked, dialogs):
    panel, doc = blocked.checks_panel, blocked.document
    select(panel, "PHYS-SLOT-BLOCKED")
    assert not panel.waive_button.isEnabled()  # errors cannot be waived
    select(panel, "SIZE-DISPLAY")
    assert panel.waive_button.isEnabled()
    dialogs.answer("text", "a GT 710 drives the monitor")
    panel.waive_button.click()
    assert [(w.rule, w.reason) for w in doc.build.waivers] == [
        ("SIZE-DISPLAY", "a GT 710 drives the monitor")]
    item = panel.item_for("SIZE-DISPLAY")
    assert item.text(0).startswith("(waived)")
    panel.tree.setCurrentItem(item)
    assert "a GT 710 drives the monitor" in panel.detail.text()
    assert panel.unwaive_button.isVisibleTo(panel)
    doc.undo_stack.undo()
    assert doc.build.waivers == []


def test_an_empty_reason_waives_nothing(blocked, dialogs):
    select(blocked.checks_panel, "SIZE-DISPLAY")
    dialogs.answer("text", "   ")
    blocked.checks_panel.waive_button.click()
    assert blocked.document.build.waivers == []


def test_not_checked_items_are_listed(window):
    tree = window.checks_panel.tree
    group = tree.topLevelItem(tree.topLevelItemCount() - 1)
    assert group.text(0) == f"Not checked ({len(NOT_CHECKED)})"
    assert [group.child(i).text(0) for i in range(group.childCount())] == list(NOT_CHECKED)


def test_f1_on_a_finding_opens_its_rule_in_the_rules_reference(blocked, qtbot, monkeypatch,
                                                               tmp_path, dialogs):
    from configurator.ui.widgets import help_links

    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "rules.md").write_text("# Rules\n", encoding="utf-8")
    monkeypatch.setattr(help_links, "docs_dir", lambda: docs)
    opened = []
    monkeypatch.setattr(help_links.HelpLinks, "open", classmethod(
        lambda cls, url: opened.append(url) or True))
    panel = blocked.checks_panel
    select(panel, "PHYS-SLOT-BLOCKED")
    panel.tree.setFocus()
    qtbot.waitUntil(panel.tree.hasFocus)
    blocked.actions_["keyboard_help"].trigger()
    (url,) = opened
    assert url.isLocalFile() and url.toLocalFile() == str(docs / "rules.md")
    assert url.fragment() == "phys-slot-blocked"
    assert dialogs.asked("inform") == []  # not the keyboard's help
    blocked.chassis_view.setFocus()
    qtbot.waitUntil(blocked.chassis_view.hasFocus)
    blocked.actions_["keyboard_help"].trigger()  # elsewhere F1 is the keyboard's help
    assert len(dialogs.asked("inform")) == 1 and len(opened) == 1
