"""One edit, one path (issue 17): for every slot of every template, the findings the drag's
preview shows are the findings the window has after the drop, because the drop pushes the
very edit that was previewed."""

from __future__ import annotations

import pytest

from configurator.model.card_key import CardKey
from configurator.ui.widgets.mime import card_mime, part_mime
from configurator.ui.widgets.resources import template_paths

from ..ui_helpers import drag_enter, drag_move, drop

CATALOG_CARDS = ("asus-turbo-rtx-2080-ti", "gtx-1080-ti-fe")


def _keys(report) -> set:
    return {(f.key, f.waived) for f in report.findings}


def _check_every_slot(window, mime, skip: str | None = None) -> int:
    view, doc = window.chassis_view, window.document
    checked = 0
    for slot in view.chassis_scene.slot_order():
        if slot == skip:
            continue
        before = _keys(doc.report)
        point = view.chassis_scene.slot_centre(slot)
        assert drag_enter(view, mime, point)
        drag_move(view, mime, point)
        verdict = view.drag._drag.whatif.verdicts[slot]
        previewed = _keys(verdict.report)
        added = {(f.key, f.waived) for f in verdict.added}
        removed = {(f.key, f.waived) for f in verdict.removed}
        drop(view, mime, point)
        after = _keys(doc.report)
        assert previewed == after, slot
        assert added == after - before and removed == before - after, slot
        if doc.undo_stack.canUndo():
            doc.undo_stack.undo()
        checked += 1
    return checked


@pytest.mark.parametrize("template", template_paths(), ids=lambda p: p.name.split("-")[0])
def test_the_preview_of_every_slot_is_what_the_drop_does(window, template) -> None:
    assert window.files.open_path(template)
    slots = window.chassis_view.chassis_scene.slot_order()
    assert slots
    for part_id in CATALOG_CARDS:
        assert _check_every_slot(window, part_mime(part_id)) == len(slots)
    placed = next((g.slot for g in window.document.build.gpus if g.slot), None)
    if placed is not None:
        key = CardKey.in_slot(placed)
        assert _check_every_slot(window, card_mime(key), skip=placed) == len(slots) - 1
