"""Issue 17 point 5, from the user's side: the note of a drag (what the drop would change)
covers neither the target slot, its label, nor any other slot, at the window's default
size, at 1024x700 and in Chinese; its colour follows the worst new finding; it goes away
when the drag leaves, drops or is cancelled."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from configurator import i18n
from configurator.ui.chassis.drag_note import ESTIMATED_BULLET, MORE, NOTE_FONT_PX
from configurator.ui.widgets.mime import part_mime
from configurator.words.findings import finding_text

from ..ui_helpers import (
    EIGHT_GPU_TEMPLATE,
    TEMPLATES,
    assert_note_covers_no_slot,
    drag_enter,
    drag_leave,
    drag_move,
    drop,
)

STRIX = "rtx-4090-fe"  # a 3-slot 450 W card: many new findings on most slots (rev. 3 airflow left
# the 2.7-slot ROG Strix RTX 2080 Ti with a single one over the beginner template's top slot)
# Over the beginner template the 4090's notes (rev. 3 rules) need the smallest type at 1024x700; the
# passive V100 brings three problems over the top slot and nine over the bottom one, in readable type.
CARD_OVER = {TEMPLATES["1"]: "tesla-v100-pcie-16gb"}
# Over the eight-GPU server's bottom slot every card brings seven or more problems resting on
# the board's estimated bracket positions: each is marked by its bullet only (the fields it
# rests on are the checks panel's), so at 1024x700 the note still shows every one in full.
CASES = [(TEMPLATES["1"], None), (EIGHT_GPU_TEMPLATE, None), (TEMPLATES["1"], (1024, 700)),
         (EIGHT_GPU_TEMPLATE, (1024, 700))]


def _hover(window, slot: str, card: str = STRIX):
    view = window.chassis_view
    point = view.chassis_scene.slot_centre(slot)
    mime = part_mime(card)
    assert drag_enter(view, mime, point) and drag_move(view, mime, point)
    return view.drag._drag.whatif.verdicts[slot]


def _flat(text: str) -> str:
    return re.sub(r"[\s•≈]+", " ", text).strip()


def _expected_colour(verdict) -> str:
    problems = [f.severity for f in verdict.added if f.severity in ("error", "warning")]
    return "red" if "error" in problems else "amber" if problems else "green"


def _check_top_and_bottom(window, qtbot, template, size) -> list[str]:
    """The notes over the top and the bottom slot, each checked; their texts."""
    if size is not None:
        window.resize(*size)
    assert window.files.open_path(template)
    qtbot.wait(20)
    view, scene = window.chassis_view, window.chassis_view.chassis_scene
    texts = []
    for slot in (scene.slot_order()[0], scene.slot_order()[-1]):
        verdict = _hover(window, slot, CARD_OVER.get(template, STRIX))
        assert len(verdict.added) >= 2, slot  # a note with many lines
        note = assert_note_covers_no_slot(view, slot)
        pointer = view.mapFromScene(scene.slot_centre(slot))
        assert not note.adjusted(-4, -4, 4, 4).contains(pointer)
        assert view.drag_note.colour == _expected_colour(verdict), slot
        shown = view.drag_note.text_shown()
        assert MORE not in shown.splitlines()  # readable in full
        assert view.drag_note.font().pixelSize() >= NOTE_FONT_PX[-2]
        flat = _flat(shown)
        for finding in verdict.added:
            if finding.severity != "info":  # every new problem, in full (estimates marked)
                assert _flat(finding_text(finding, estimated_note=False)) in flat, finding.rule
        texts.append(shown)
        drag_leave(view)
    return texts


@pytest.mark.parametrize(("template", "size"), CASES)
def test_the_note_over_a_top_and_a_bottom_slot_covers_no_slot(window, qtbot, template, size):
    texts = _check_top_and_bottom(window, qtbot, template, size)
    assert max(len(text.splitlines()) for text in texts) >= 8  # the trial's case: many lines


def test_the_note_covers_no_slot_in_chinese_at_1024_by_700(window, qtbot):
    from PySide6.QtCore import QLocale

    locale = QLocale()
    i18n.install_language("zh_CN")
    try:
        for template in (TEMPLATES["1"], EIGHT_GPU_TEMPLATE):
            for text in _check_top_and_bottom(window, qtbot, template, (1024, 700)):
                assert any("\u4e00" <= ch <= "\u9fff" for ch in text)
    finally:
        i18n.install_language("en")
        QLocale.setDefault(locale)


def test_findings_resting_on_estimates_are_marked_short_with_the_full_note_in_the_tooltip(
        window, qtbot):
    """Rev. 3: the eight-GPU server's board has estimated bracket positions. The note gives
    each finding resting on them the mark of an estimate for its bullet; the slot's tooltip
    and, after the drop, the checks panel say which fields of which part."""
    window.resize(1024, 700)
    assert window.files.open_path(EIGHT_GPU_TEMPLATE)
    scene = window.chassis_view.chassis_scene
    slot = scene.slot_order()[-1]
    verdict = _hover(window, slot)
    marked = [f for f in verdict.local if f.estimated_note is not None]
    unmarked = [f for f in verdict.added if f.estimated_note is None]
    assert marked and unmarked
    shown = window.chassis_view.drag_note.text_shown().splitlines()
    for finding in marked:
        text = finding_text(finding, estimated_note=False)
        assert any(line.startswith(f"{ESTIMATED_BULLET} ") and line.endswith(text)
                   for line in shown), finding.rule
    for finding in unmarked:
        text = finding_text(finding)
        assert not any(line.startswith(ESTIMATED_BULLET) and line.endswith(text)
                       for line in shown), finding.rule
    assert not any("rests on estimated figures" in line for line in shown)
    # The mark explained once, on the first group title a marked finding shows under.
    assert shown[1] == f"In this slot: ({ESTIMATED_BULLET} rests on estimates)"
    assert sum("rests on estimates" in line for line in shown) == 1
    tooltip = scene.slot_rows[slot].toolTip()
    assert "(rests on estimated figures: PCIe slots of the Supermicro" in tooltip
    drag_leave(window.chassis_view)


def test_the_note_never_takes_the_drop(window, qtbot):
    """The note lies over the window, not over the pointer, and lets drops through."""
    assert window.files.open_path(TEMPLATES["1"])
    view = window.chassis_view
    _hover(window, "PCI_E3")
    note = view.drag_note
    assert note.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    centre = note.mapTo(window, note.rect().center())
    assert window.childAt(centre) is not note


def test_the_note_hides_on_leave_drop_and_escape(window, qtbot):
    assert window.files.open_path(TEMPLATES["1"])
    view, scene = window.chassis_view, window.chassis_view.chassis_scene
    note = view.drag_note
    _hover(window, "PCI_E3")
    assert note.isVisible()
    drag_leave(view)
    assert not note.isVisible() and note.text_shown() == ""
    _hover(window, "PCI_E3")
    assert drop(view, part_mime(STRIX), scene.slot_centre("PCI_E3"))
    assert not note.isVisible()
    # The keyboard's preview: the arrow keys show the note, Escape takes it away.
    window.catalog_panel.select_part(STRIX)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert note.isVisible()
    assert_note_covers_no_slot(view, scene.focus_slot)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not note.isVisible()
    # Away from every slot: no note either.
    _hover(window, "PCI_E3")
    away = view.mapToScene(QPoint(2, 2))
    drag_move(view, part_mime(STRIX), away)
    assert not note.isVisible()
    drag_leave(view)


def test_a_note_with_no_room_anywhere_is_cut_with_an_ellipsis(window, qtbot):
    """The last resort (a window too small for the note): the roomiest place, the last
    lines cut and an ellipsis saying so, still off every slot."""
    window.resize(1024, 700)
    assert window.files.open_path(TEMPLATES["1"])
    QApplication.processEvents()
    view = window.chassis_view
    slot = view.chassis_scene.slot_order()[-1]
    _hover(window, slot)
    text = "\n".join([view.drag_note.text_shown()] + [f"• line {n}" for n in range(80)])
    view.drag_note.show_note(text, "red", view.chassis_scene.slot_centre(slot))
    assert view.drag_note.text_shown().splitlines()[-1] == MORE
    assert_note_covers_no_slot(view, slot)
    drag_leave(view)


def test_a_short_note_is_one_line_wide(window, qtbot):
    """"PCI_E3: no new problem" wrapped onto two lines: its bold line was measured thin."""
    from configurator.model.card_key import CardKey
    from configurator.ui.widgets.mime import card_mime

    from ..ui_helpers import TWO_GPU_TEMPLATE

    assert window.files.open_path(TWO_GPU_TEMPLATE)
    view = window.chassis_view
    mime = card_mime(CardKey.in_slot("PCI_E1"))
    point = view.chassis_scene.slot_centre("PCI_E3")
    assert drag_enter(view, mime, point) and drag_move(view, mime, point)
    note = view.drag_note
    assert note.text_shown() == "PCI_E3: no new problem"
    line_px = note.fontMetrics().height()
    margins = note.contentsMargins()
    assert note.height() - margins.top() - margins.bottom() < 2 * line_px
    drag_leave(view)
