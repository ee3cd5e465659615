"""What a user's gesture means: one function per gesture, each giving the edit it makes
(docs/architecture.md, "One edit, one path").

The window's drop, its preview while a card is dragged (configurator.rules.whatif), the
keyboard's placement and the menus all ask here, so a gesture cannot mean one thing when it is
previewed and another when it is done. A gesture that cannot be done now gives None.

- a catalog card dropped on a slot: `drop_catalog_card` (replaces a card standing there);
- a card of the build dropped on another slot: `drop_placed_card` (swaps with one there);
- either, by what is dragged: `drop_card`;
- a card dropped on the drawing's "not placed" tray: `drop_in_tray`;
- Enter on a slot with a catalog part selected: `keyboard_placement`;
- "use this part" (double-click, Enter in the catalog, Edit > Use Selected Part): `use_part`;
- a bridge used: `bridge_pairing` (which two cards it joins);
- a board used: `board_change` (the cards whose slots it lacks become unplaced);
- a warning silenced with a reason: `waiver`.
"""

from __future__ import annotations

from collections.abc import Sequence

from configurator.model.build import ResolvedBuild
from configurator.model.card_key import CardKey
from configurator.model.edits import AddBridge, Edit, MoveCard, PlaceCard, UnplaceCard
from configurator.model.part_edits import (
    AddPart,
    SetBoard,
    SetChassis,
    SetCooler,
    SetCpus,
    SetPsu,
)
from configurator.model.parts import BridgeSpec, GpuSpec, MotherboardSpec, NicSpec, PartBase
from configurator.model.setting_edits import Waive

CARD_KINDS = ("gpu", "nic")


def drop_catalog_card(spec: GpuSpec | NicSpec, slot: str) -> PlaceCard:
    """A card from the catalog dropped on a slot: placed there, replacing a card of its kind
    standing there."""
    return PlaceCard("gpu" if isinstance(spec, GpuSpec) else "nic", spec.id, slot)


def drop_placed_card(card: CardKey, slot: str) -> MoveCard | None:
    """A card of the build dropped on a slot: it moves there, swapping with a card standing
    there; None on its own slot."""
    if card.slot == slot:
        return None
    return MoveCard(card, slot)


def drop_card(spec: GpuSpec | NicSpec, slot: str, card: CardKey | None = None) -> Edit | None:
    """A dragged card dropped on a slot: `card` None for one from the catalog."""
    return drop_catalog_card(spec, slot) if card is None else drop_placed_card(card, slot)


def drop_in_tray(spec: GpuSpec | NicSpec, card: CardKey | None = None) -> Edit | None:
    """A dragged card dropped on the "not placed" tray: one from the catalog is bought but
    not placed (GPUs before a board, DESIGN section 8 rev. 3); a placed card of the build
    leaves its slot; None for a card already there."""
    if card is None:
        return PlaceCard("gpu" if isinstance(spec, GpuSpec) else "nic", spec.id)
    return UnplaceCard(card) if card.placed else None


def keyboard_placement(part: PartBase | None, slot: str) -> PlaceCard | None:
    """Enter on a slot with a part selected in the catalog: the drop of that card there; None
    when the part is no card."""
    if not isinstance(part, GpuSpec | NicSpec):
        return None
    return drop_catalog_card(part, slot)


def board_change(board: MotherboardSpec) -> SetBoard:
    """The board replaced; cards whose slots it lacks become unplaced in the same step."""
    return SetBoard(board.id, frozenset(s.id for s in board.pcie_slots))


def bridge_pairing(resolved: ResolvedBuild, bridge: BridgeSpec) -> AddBridge | None:
    """Join the first two NVLink cards, `spacing_slots` brackets apart, that still have a
    free link (the rules then check model compatibility); None when no pair does."""
    board = resolved.motherboard
    placed = [g for g in resolved.placed_gpus if g.spec.nvlink]
    if board is None or len(placed) < 2:
        return None
    used: dict[str, int] = {}
    for entry in resolved.build.bridges:
        for slot in entry.between:
            used[slot] = used.get(slot, 0) + 1
    position = {s.id: s.position for s in board.pcie_slots}
    for i, first in enumerate(placed):
        for second in placed[i + 1:]:
            free = all(used.get(g.slot, 0) < g.spec.nvlink_links for g in (first, second))
            distance = abs(position[first.slot] - position[second.slot])
            if free and distance == bridge.spacing_slots:
                return AddBridge(bridge.id, (first.slot, second.slot))
    return None


def use_part(resolved: ResolvedBuild, part: PartBase) -> Edit | None:
    """The edit "use this part" makes: chassis, board, PSU and cooler replace the current
    one; a CPU fills every socket of the board; memory and storage add one (or bump the
    quantity); a GPU or add-in card is added unplaced (drag it into a slot); a bridge joins
    the first pair of NVLink cards at its spacing. None: the part cannot be used now."""
    build = resolved.build
    if isinstance(part, MotherboardSpec):
        return board_change(part)
    if part.kind == "chassis":
        return SetChassis(part.id)
    if part.kind == "cpu":
        board = resolved.motherboard
        return SetCpus(part.id, board.cpu_sockets if board else 1)
    if part.kind == "psu":
        old = build.psu
        return SetPsu(part.id, old.qty if old else 1, old.redundant if old else 0)
    if part.kind == "cooler":
        return SetCooler(part.id, max(1, len(build.cpus)))
    if part.kind in ("memory", "storage"):
        return AddPart(part.kind, part.id)
    if part.kind in CARD_KINDS:
        return PlaceCard(part.kind, part.id)
    if isinstance(part, BridgeSpec):
        return bridge_pairing(resolved, part)
    return None


def waiver(rule: str, severity: str, parts: Sequence[str], reason: str) -> Waive | None:
    """A finding silenced with a reason; None for an error (errors cannot be waived:
    docs/build-file.md, waivers) or an empty reason."""
    if severity == "error" or not reason.strip():
        return None
    return Waive(rule, tuple(parts), reason)


__all__ = ["CARD_KINDS", "board_change", "bridge_pairing", "drop_card", "drop_catalog_card",
           "drop_in_tray", "drop_placed_card", "keyboard_placement", "use_part", "waiver"]
