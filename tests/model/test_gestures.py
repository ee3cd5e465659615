"""What each gesture means (configurator.model.gestures): the one place that the preview, the
drop, the keyboard and the menus ask, so what a gesture previews is what it does."""

from __future__ import annotations

from factory import base_data, bridge, gpu, nic, resolved, with_parts

from configurator.model import gestures
from configurator.model.card_key import CardKey
from configurator.model.edits import AddBridge, MoveCard, PlaceCard
from configurator.model.part_edits import AddPart, SetBoard, SetCpus, SetPsu
from configurator.model.parts import BridgeSpec, GpuSpec, MotherboardSpec, NicSpec, PartBase
from configurator.model.setting_edits import Waive
from configurator.rules import whatif_placements


def spec(part: dict, kind: type[PartBase]) -> PartBase:
    return kind.model_validate(part)


def test_a_catalog_card_dropped_on_a_slot_is_placed_there() -> None:
    card = spec(gpu("other"), GpuSpec)
    assert gestures.drop_card(card, "S3") == PlaceCard("gpu", "other", "S3")
    assert gestures.drop_catalog_card(spec(nic(), NicSpec), "S5") == PlaceCard("nic", "nic", "S5")


def test_a_placed_card_dropped_on_another_slot_moves_and_on_its_own_does_nothing() -> None:
    card = spec(gpu(), GpuSpec)
    key = CardKey.in_slot("S1")
    assert gestures.drop_card(card, "S3", key) == MoveCard(key, "S3")
    assert gestures.drop_card(card, "S1", key) is None


def test_the_keyboard_places_only_cards() -> None:
    assert gestures.keyboard_placement(spec(gpu(), GpuSpec), "S5") == PlaceCard(
        "gpu", "gpu-a", "S5")
    board = resolved(base_data()).motherboard
    assert gestures.keyboard_placement(board, "S5") is None
    assert gestures.keyboard_placement(None, "S5") is None


def test_the_preview_of_each_slot_is_the_drop_gesture() -> None:
    build = resolved(base_data(1))
    card = spec(gpu("other"), GpuSpec)
    previews = whatif_placements(build, card, None).verdicts
    assert previews and all(preview.edit == gestures.drop_card(card, slot)
                            for slot, preview in previews.items())


def test_use_part_by_kind() -> None:
    build = resolved(base_data(1))
    board: MotherboardSpec = build.motherboard
    assert gestures.use_part(build, board) == SetBoard(board.id, frozenset(
        s.id for s in board.pcie_slots)) == gestures.board_change(board)
    assert gestures.use_part(build, build.cpus[0]) == SetCpus("cpu", 1)
    assert gestures.use_part(build, build.psu.spec) == SetPsu("psu", 1, 0)
    assert gestures.use_part(build, build.memory[0].spec) == AddPart("memory", "ram")
    assert gestures.use_part(build, spec(gpu("other"), GpuSpec)) == PlaceCard("gpu", "other")


def test_a_bridge_joins_the_first_free_pair_at_its_spacing() -> None:
    data = with_parts(base_data(2), gpu(nvlink=True))
    build = resolved(data)  # cards in S1 and S3, two brackets apart
    two_slot = spec(bridge(), BridgeSpec)
    assert gestures.use_part(build, two_slot) == AddBridge("bridge", ("S1", "S3"))
    assert gestures.bridge_pairing(build, spec(bridge(spacing_slots=3), BridgeSpec)) is None
    data["bridges"] = [{"part": "bridge", "between": ["S1", "S3"]}]
    assert gestures.bridge_pairing(resolved(with_parts(data, bridge())), two_slot) is None


def test_only_warnings_and_notes_with_a_reason_are_waived() -> None:
    assert gestures.waiver("SIZE-SSD", "warning", ["ssd"], "a fast NAS") == Waive(
        "SIZE-SSD", ("ssd",), "a fast NAS")
    assert gestures.waiver("SIZE-SSD", "warning", ["ssd"], "  ") is None
    assert gestures.waiver("PHYS-GPU-LENGTH", "error", ["S1"], "a riser") is None


def test_a_card_dropped_on_the_tray_is_bought_or_leaves_its_slot() -> None:
    """The drawing's "not placed" tray (GPUs first, DESIGN section 8 rev. 3)."""
    from configurator.model.edits import UnplaceCard

    card = spec(gpu("other"), GpuSpec)
    assert gestures.drop_in_tray(card) == PlaceCard("gpu", "other")
    assert gestures.drop_in_tray(spec(nic(), NicSpec)) == PlaceCard("nic", "nic")
    key = CardKey.in_slot("S1")
    assert gestures.drop_in_tray(card, key) == UnplaceCard(key)
    assert gestures.drop_in_tray(card, CardKey.unplaced("gpus", 0)) is None


def test_unplace_card_keeps_the_card_and_drops_its_bridge() -> None:
    from configurator.model.edits import UnplaceCard

    data = base_data(2)
    data["bridges"] = [{"part": "bridge", "between": ["S1", "S3"]}]
    build = resolved(with_parts(data, bridge())).build
    after = UnplaceCard(CardKey.in_slot("S3")).apply(build)
    assert [(g.part, g.slot) for g in after.gpus] == [("gpu-a", "S1"), ("gpu-a", None)]
    assert after.bridges == []
    assert UnplaceCard(CardKey.in_slot("S7")).apply(build) == build  # no card there
    words = UnplaceCard(CardKey.in_slot("S3")).describe(build, lambda part: part.upper())
    assert words.params == {"name": "GPU-A", "slot": "S3"}
