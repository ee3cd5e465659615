"""Cards dragged from the catalog and between slots (docs/architecture.md), with synthesised drag events
on the chassis view's viewport."""

from __future__ import annotations

import copy

import pytest
from PySide6.QtCore import QPointF

from configurator.model.card_key import CardKey
from configurator.ui.widgets.mime import part_mime

from ..ui_helpers import (
    TWO_GPU_TEMPLATE,
    drag_enter,
    drag_leave,
    drag_move,
    drop,
    drop_card,
    drop_part,
    template_data,
    write_build,
)

STRIX = "asus-rog-strix-rtx-2080-ti-oc"  # 2.7 slots, open-air
TURBO = "asus-turbo-rtx-2080-ti"  # 2 slots, blower


@pytest.fixture
def two_gpu(window):
    assert window.files.open_path(TWO_GPU_TEMPLATE)
    return window


def bom_names(window) -> list[str]:
    tree = window.bom_panel.tree
    names = []
    for i in range(tree.topLevelItemCount()):
        group = tree.topLevelItem(i)
        names.extend(group.child(j).text(0) for j in range(group.childCount()))
    return names


def slots_of(build) -> dict[str, str]:
    return {g.slot: g.part for g in build.gpus if g.slot}


def test_drop_catalog_gpu_on_a_slot_shows_in_build_scene_and_bom(two_gpu):
    window = two_gpu
    view = window.chassis_view
    assert CardKey.in_slot("PCI_E5") not in view.chassis_scene.cards
    assert drop_part(view, "gtx-1080-ti-fe", "PCI_E5")
    assert slots_of(window.document.build)["PCI_E5"] == "gtx-1080-ti-fe"
    assert CardKey.in_slot("PCI_E5") in view.chassis_scene.cards
    assert any("GTX 1080 Ti" in name for name in bom_names(window))
    assert window.isWindowModified()
    window.document.undo_stack.undo()
    assert "PCI_E5" not in slots_of(window.document.build)
    assert CardKey.in_slot("PCI_E5") not in view.chassis_scene.cards
    assert not any("GTX 1080 Ti" in name for name in bom_names(window))
    assert not window.isWindowModified()
    window.document.undo_stack.redo()
    assert slots_of(window.document.build)["PCI_E5"] == "gtx-1080-ti-fe"


def test_drop_where_no_slot_is_is_ignored(two_gpu):
    view = two_gpu.chassis_view
    before = two_gpu.document.build
    mime = part_mime(TURBO)
    layout = view.chassis_scene.layout
    below_everything = QPointF(40, layout.bracket_y(layout.brackets + 3))
    assert drag_enter(view, mime, below_everything)
    assert not drag_move(view, mime, below_everything)
    assert not drop(view, mime, below_everything)
    assert two_gpu.document.build == before
    assert two_gpu.document.undo_stack.count() == 0


def test_drop_on_a_red_slot_is_allowed_and_its_error_shows(two_gpu):
    window = two_gpu
    # PCI_E2 sits at bracket 3: a 2.7-slot card there covers bracket 5, where PCI_E3's card
    # stands.
    assert drop_part(window.chassis_view, STRIX, "PCI_E2")
    assert slots_of(window.document.build)["PCI_E2"] == STRIX
    assert "PHYS-SLOT-BLOCKED" in window.checks_panel.rule_ids()
    card = window.chassis_view.chassis_scene.cards[CardKey.in_slot("PCI_E2")]
    assert card.severity == "error"


def test_drop_from_catalog_on_an_occupied_slot_replaces_the_card(two_gpu):
    window = two_gpu
    assert drop_part(window.chassis_view, "titan-rtx-ref", "PCI_E1")
    build = window.document.build
    assert slots_of(build) == {"PCI_E1": "titan-rtx-ref", "PCI_E3": TURBO}
    assert len(build.gpus) == 2
    assert build.bridges == []  # the bridge held the replaced card
    assert window.document.undo_stack.count() == 1
    window.document.undo_stack.undo()
    assert slots_of(window.document.build) == {"PCI_E1": TURBO, "PCI_E3": TURBO}
    assert len(window.document.build.bridges) == 1


def test_dropping_a_placed_card_on_another_swaps_them(window, tmp_path):
    data = template_data(TWO_GPU_TEMPLATE)
    data["gpus"][1]["part"] = "titan-rtx-ref"
    data.pop("bridges", None)
    assert window.files.open_path(write_build(tmp_path / "mixed.gwb.json", data))
    assert drop_card(window.chassis_view, CardKey.in_slot("PCI_E1"), "PCI_E3")
    assert slots_of(window.document.build) == {"PCI_E1": "titan-rtx-ref", "PCI_E3": TURBO}
    window.document.undo_stack.undo()
    assert slots_of(window.document.build) == {"PCI_E1": TURBO, "PCI_E3": "titan-rtx-ref"}
    window.document.undo_stack.redo()
    assert slots_of(window.document.build) == {"PCI_E1": "titan-rtx-ref", "PCI_E3": TURBO}


def test_move_a_gpu_to_a_free_slot_and_back_with_undo(two_gpu):
    window = two_gpu
    assert drop_card(window.chassis_view, CardKey.in_slot("PCI_E3"), "PCI_E5")
    assert slots_of(window.document.build) == {"PCI_E1": TURBO, "PCI_E5": TURBO}
    assert CardKey.in_slot("PCI_E5") in window.chassis_view.chassis_scene.cards
    assert CardKey.in_slot("PCI_E3") not in window.chassis_view.chassis_scene.cards
    window.document.undo_stack.undo()
    assert slots_of(window.document.build) == {"PCI_E1": TURBO, "PCI_E3": TURBO}
    window.document.undo_stack.redo()
    assert slots_of(window.document.build) == {"PCI_E1": TURBO, "PCI_E5": TURBO}


def test_dropping_a_card_on_its_own_slot_changes_nothing(two_gpu):
    assert not drop_card(two_gpu.chassis_view, CardKey.in_slot("PCI_E1"), "PCI_E1")
    assert two_gpu.document.undo_stack.count() == 0


def test_unplaced_card_in_the_tray_can_be_dragged_onto_a_slot(window, tmp_path):
    data = template_data(TWO_GPU_TEMPLATE)
    data["gpus"].append({"part": "gtx-1080-ti-fe", "slot": None})
    assert window.files.open_path(write_build(tmp_path / "tray.gwb.json", data))
    scene = window.chassis_view.chassis_scene
    assert CardKey.unplaced("gpus", 2) in scene.cards
    assert drop_card(window.chassis_view, CardKey.unplaced("gpus", 2), "PCI_E5")
    assert slots_of(window.document.build)["PCI_E5"] == "gtx-1080-ti-fe"
    assert CardKey.unplaced("gpus", 2) not in window.chassis_view.chassis_scene.cards


# --- tints while dragging -------------------------------------------------------------


def _tints_while_dragging(window, part_id: str) -> dict[str, str | None]:
    view = window.chassis_view
    mime = part_mime(part_id)
    first_slot = view.chassis_scene.slot_order()[0]
    assert drag_enter(view, mime, view.chassis_scene.slot_centre(first_slot))
    return view.chassis_scene.tints()


def _slot_own_colour(window, part_id: str, slot: str) -> str:
    """The colour of the new findings that name the slot (or the card) alone: the drop's
    geometry, apart from what it does to the whole build."""
    from configurator.rules import whatif_placements
    from configurator.rules.whatif import colour_of

    doc = window.document
    verdict = whatif_placements(doc.resolved, doc.catalog.get(part_id), doc.catalog
                                ).verdicts[slot]
    return colour_of(verdict.local)


def _worst(*colours: str) -> str:
    return next(c for c in ("red", "amber", "green") if c in colours)


def _case_build(tmp_path):
    """A two-GPU build with a blower card in the top slot and one at bracket 7 of a board
    whose slots stand at brackets 1, 3, 4, 6 and 7, in a ten-bracket case."""
    data = template_data(TWO_GPU_TEMPLATE)
    board = {
        "kind": "motherboard", "id": "test-board-1-3-4-6-7", "name": "Test board",
        "socket": "LGA2066", "form_factor": "proprietary", "memory_type": "DDR4",
        "memory_registered": "udimm", "dimm_slots": 8, "price_usd": 400,
        "pcie_slots": [
            {"id": f"S{p}", "position": p, "mech_lanes": 16, "max_lanes": 16, "gen": 3,
             "source": "cpu"} for p in (1, 3, 4, 6, 7)],
    }
    case = {
        "kind": "chassis", "id": "test-case-10", "name": "Test case", "price_usd": 200,
        "form_factors": ["proprietary"], "expansion_slots": 10, "max_gpu_length_mm": 400,
        "max_gpu_height_mm": 200, "max_cooler_height_mm": 180, "airflow_cfm": 600,
        "fan_count": 4,
    }
    data.update(motherboard=board["id"], chassis=case["id"], custom_parts=[board, case],
                gpus=[{"part": TURBO, "slot": "S1"}, {"part": TURBO, "slot": "S7"}])
    data.pop("bridges", None)
    data.pop("parts_snapshot", None)
    return write_build(tmp_path / "case.gwb.json", data)


def test_tints_red_amber_green_for_a_concrete_case(window, tmp_path):
    assert window.files.open_path(_case_build(tmp_path))
    tints = _tints_while_dragging(window, STRIX)
    # S3 (bracket 3): the 2.7-slot card fills brackets 3-5; bracket 6 stays free below it.
    assert _slot_own_colour(window, STRIX, "S3") == "green"
    # S4 (bracket 4): it fills 4-6, its fans directly above the card at bracket 7.
    assert _slot_own_colour(window, STRIX, "S4") == "amber"
    # S6 (bracket 6): it would cover bracket 7, where the second card stands.
    assert tints["S6"] == "red"
    # Each tint is the worst of the slot's own and the build-wide new findings (rev. 3).
    assert tints["S4"] in ("amber", "red")
    build_wide = window.chassis_view.drag._drag.whatif.verdicts["S3"].build_wide
    assert tints["S3"] == _worst("green", *(
        {"error": "red", "warning": "amber"}.get(f.severity, "green") for f in build_wide))
    rows = window.chassis_view.chassis_scene.slot_rows
    assert "THERMAL-ADJACENT" not in rows["S4"].toolTip()  # English message, not rule ids
    assert "directly below" in rows["S4"].toolTip()
    assert "covers bracket 7" in rows["S6"].toolTip()
    drag_leave(window.chassis_view)
    assert set(window.chassis_view.chassis_scene.tints().values()) == {None}


def test_tints_on_the_two_gpu_template_with_one_card_in_the_top_slot(window, tmp_path):
    data = template_data(TWO_GPU_TEMPLATE)
    data["gpus"] = data["gpus"][:1]
    data.pop("bridges", None)
    assert window.files.open_path(write_build(tmp_path / "one.gwb.json", data))
    tints = _tints_while_dragging(window, STRIX)
    assert _slot_own_colour(window, STRIX, "PCI_E2") == "green"  # brackets 3-5, bracket 6 free
    assert tints["PCI_E4"] == "red"  # an x1 slot
    assert tints["PCI_E5"] == "red"  # brackets 7-9 of a seven-bracket case


def test_drag_move_shows_build_wide_changes_beside_the_pointer(two_gpu):
    view = two_gpu.chassis_view
    mime = part_mime("gtx-1080-ti-fe")
    target = view.chassis_scene.slot_centre("PCI_E5")
    assert drag_enter(view, mime, target)
    assert drag_move(view, mime, target)
    text = view.drag_note.text_shown()
    assert text.startswith("PCI_E5:")
    assert "Peak power" in text and "Wall" in text and "Air rise" in text
    drag_leave(view)
    assert view.drag_note.text_shown() == ""


def test_a_placed_card_dragged_shows_no_tint_on_its_own_slot(two_gpu):
    from configurator.ui.widgets.mime import card_mime

    view = two_gpu.chassis_view
    assert drag_enter(view, card_mime(CardKey.in_slot("PCI_E1")), view.chassis_scene.slot_centre("PCI_E1"))
    tints = view.chassis_scene.tints()
    assert tints["PCI_E1"] is None
    assert tints["PCI_E3"] is not None
    drag_leave(view)


def test_a_build_file_dropped_on_the_chassis_opens(window, qtbot, tmp_path):
    from PySide6.QtCore import QMimeData, QUrl

    path = write_build(tmp_path / "dropped.gwb.json", copy.deepcopy(
        template_data(TWO_GPU_TEMPLATE)))
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    view = window.chassis_view
    assert drag_enter(view, mime, QPointF(0, 0))
    assert drop(view, mime, QPointF(0, 0))
    qtbot.waitUntil(lambda: window.document.path == path.resolve())
    assert slots_of(window.document.build) == {"PCI_E1": TURBO, "PCI_E3": TURBO}
