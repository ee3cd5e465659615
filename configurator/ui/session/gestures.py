"""The window's gestures that need the catalog to choose their edit: which edit "use this
part" means for each kind, which two cards a bridge joins, what a board change unplaces.
Each ends in one `document.push(edit)`; the edits themselves are configurator.model's.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from configurator.model.card_key import CardKey
from configurator.model.edits import AddBridge, Edit, PlaceCard
from configurator.model.part_edits import AddPart, SetBoard, SetChassis, SetCooler, SetCpus, SetPsu
from configurator.model.parts import BridgeSpec, PartBase
from configurator.model.setting_edits import Waive
from configurator.rules import Finding
from configurator.ui.session.document import BuildDocument
from configurator.words.findings import join_names

translate = QCoreApplication.translate

CARD_KINDS = ("gpu", "nic")


def board_edit(doc: BuildDocument, board_id: str) -> SetBoard | None:
    board = doc.catalog.get(board_id)
    if board is None or board.kind != "motherboard":
        return None
    return SetBoard(board.id, frozenset(s.id for s in board.pcie_slots))


def push_use(doc: BuildDocument, edit: Edit) -> bool:
    """Push the edit of "use this part", saying in the status bar what it did (a board
    change: which cards it unplaced)."""
    if not isinstance(edit, SetBoard):
        return doc.push(edit, say=True)
    board_id = edit.part
    lost = edit.lost_slots(doc.build)
    changed = doc.push(edit, say=not lost)
    if changed and lost:
        doc.sigMessage.emit(translate(
            "Commands",
            "The {name} has no slot {slots}: {count} card(s) unplaced (undo brings them back).",
        ).format(name=doc.name_of(board_id), slots=join_names(lost), count=len(lost)))
    return changed


def part_edit(doc: BuildDocument, part: PartBase) -> Edit | None:
    """The edit "use this part" makes: chassis, board, PSU and cooler replace the current
    one; a CPU fills every socket of the board; memory and storage add one (or bump the
    quantity); a GPU or add-in card is added unplaced (drag it into a slot); a bridge joins
    the first pair of NVLink cards at its spacing. None: the part cannot be used now."""
    build = doc.build
    if part.kind == "motherboard":
        return board_edit(doc, part.id)
    if part.kind == "chassis":
        return SetChassis(part.id)
    if part.kind == "cpu":
        board = doc.resolved.motherboard
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
        return bridge_edit(doc, part)
    return None


def use_part(doc: BuildDocument, part: PartBase) -> bool:
    """Put a part into the build (double-click, Enter, "Use in build"); the status bar
    repeats what happened, since a double-click shows no other sign."""
    edit = part_edit(doc, part)
    if edit is None:
        if isinstance(part, BridgeSpec):
            _say_why_no_bridge(doc, part)
        return False
    return push_use(doc, edit)


def bridge_edit(doc: BuildDocument, bridge: BridgeSpec) -> AddBridge | None:
    """Join the first two NVLink cards, `spacing_slots` brackets apart, that still have a
    free link; the rules then check model compatibility."""
    board = doc.resolved.motherboard
    placed = [g for g in doc.resolved.placed_gpus if g.spec.nvlink]
    if board is None or len(placed) < 2:
        return None
    used: dict[str, int] = {}
    for entry in doc.build.bridges:
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


def _say_why_no_bridge(doc: BuildDocument, bridge: BridgeSpec) -> None:
    if len([g for g in doc.resolved.placed_gpus if g.spec.nvlink]) < 2:
        doc.sigMessage.emit(translate("Commands", "Place two NVLink cards before adding a bridge."))
    else:
        doc.sigMessage.emit(translate(
            "Commands", "No two NVLink cards stand {n} brackets apart with a free link."
        ).format(n=bridge.spacing_slots))


def drop_catalog_card(doc: BuildDocument, part_id: str, slot: str) -> bool:
    """A catalog GPU or add-in card into a slot (the keyboard's and the menu's way of the
    drop): the very edit a drag would preview and push."""
    part = doc.catalog.get(part_id)
    if part is None or part.kind not in CARD_KINDS:
        return False
    return doc.push(PlaceCard(part.kind, part.id, slot))


def apply_fix(doc: BuildDocument, finding: Finding) -> bool:
    """A finding's fix is an edit: push it."""
    if finding.fix_action is None:
        return False
    return doc.push(finding.fix_action,
                    translate("Commands", "Fix {rule}").format(rule=finding.rule))


def waive(doc: BuildDocument, finding: Finding, reason: str) -> bool:
    """Silence a warning or info with a reason (errors cannot be waived, DESIGN 3)."""
    if finding.severity == "error" or not reason.strip():
        return False
    return doc.push(Waive(finding.rule, tuple(finding.parts), reason))


def card_power_limit_index(doc: BuildDocument, key: CardKey) -> int | None:
    """The index in Build.gpus of the GPU a key names (None for an add-in card)."""
    found = key.locate(doc.build)
    return found[1] if found is not None and found[0] == "gpus" else None
