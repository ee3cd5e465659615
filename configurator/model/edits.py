"""Edits of a Build, as pure functions returning a new Build.

The window's undo commands and the rules' fix actions both use these, so that a fix applied
from the checks panel is exactly the edit the user could have made by hand.
"""

from __future__ import annotations

from typing import Any

from configurator.model.build import BridgeEntry, Build, GpuEntry, NicEntry, PartQty, PsuChoice

FixAction = dict[str, Any]


def _copy(build: Build, **update: Any) -> Build:
    return build.model_copy(update=update)


def place_gpu(build: Build, part_id: str, slot: str | None) -> Build:
    """Add a GPU (in a slot, or bought but not placed when slot is None)."""
    return _copy(build, gpus=[*build.gpus, GpuEntry(part=part_id, slot=slot)])


def place_nic(build: Build, part_id: str, slot: str | None) -> Build:
    return _copy(build, nics=[*build.nics, NicEntry(part=part_id, slot=slot)])


def _without_bridges_at(build: Build, slots: set[str]) -> list[BridgeEntry]:
    return [b for b in build.bridges if not (set(b.between) & slots)]


def card_in_slot(build: Build, slot: str) -> tuple[str, int] | None:
    """("gpus"|"nics", index) of the first card standing in a slot."""
    for index, gpu in enumerate(build.gpus):
        if gpu.slot == slot:
            return "gpus", index
    for index, nic in enumerate(build.nics):
        if nic.slot == slot:
            return "nics", index
    return None


def remove_card_at(build: Build, slot: str) -> Build:
    """Remove the card standing in a slot, with any bridge that held it."""
    found = card_in_slot(build, slot)
    if found is None:
        return build
    section, index = found
    items = list(getattr(build, section))
    del items[index]
    return _copy(build, **{section: items, "bridges": _without_bridges_at(build, {slot})})


def move_card(build: Build, from_slot: str, to_slot: str) -> Build:
    """Move a card to another slot; a card already there swaps into the first slot."""
    moving = card_in_slot(build, from_slot)
    if moving is None or from_slot == to_slot:
        return build
    staying = card_in_slot(build, to_slot)
    gpus, nics = list(build.gpus), list(build.nics)
    lists = {"gpus": gpus, "nics": nics}
    section, index = moving
    lists[section][index] = lists[section][index].model_copy(update={"slot": to_slot})
    if staying is not None:
        other_section, other_index = staying
        entry = lists[other_section][other_index]
        lists[other_section][other_index] = entry.model_copy(update={"slot": from_slot})
    bridges = _without_bridges_at(build, {from_slot, to_slot})
    return _copy(build, gpus=gpus, nics=nics, bridges=bridges)


def replace_card_at(build: Build, slot: str, part_id: str) -> Build:
    """Put another card of the same section into a slot (dropping a catalog card on it)."""
    found = card_in_slot(build, slot)
    if found is None:
        return build
    section, index = found
    items = list(getattr(build, section))
    items[index] = items[index].model_copy(update={"part": part_id, **(
        {"power_limit_w": None} if section == "gpus" else {})})
    return _copy(build, **{section: items, "bridges": _without_bridges_at(build, {slot})})


def unplace_missing_slots(build: Build, slot_ids: set[str]) -> tuple[Build, list[str]]:
    """After a board change: cards whose slot is gone become unplaced. Returns the slots lost."""
    lost: list[str] = []
    gpus = []
    for gpu in build.gpus:
        if gpu.slot is not None and gpu.slot not in slot_ids:
            lost.append(gpu.slot)
            gpu = gpu.model_copy(update={"slot": None})
        gpus.append(gpu)
    nics = []
    for nic in build.nics:
        if nic.slot is not None and nic.slot not in slot_ids:
            lost.append(nic.slot)
            nic = nic.model_copy(update={"slot": None})
        nics.append(nic)
    bridges = [b for b in build.bridges if set(b.between) <= slot_ids]
    return _copy(build, gpus=gpus, nics=nics, bridges=bridges), lost


def set_power_limits(build: Build, limits_w: dict[int, float | None]) -> Build:
    """Set `power_limit_w` on the GPUs at the given indexes of Build.gpus (None clears it)."""
    gpus = [
        gpu.model_copy(update={"power_limit_w": limits_w[index]}) if index in limits_w else gpu
        for index, gpu in enumerate(build.gpus)
    ]
    return _copy(build, gpus=gpus)


def apply_fix(build: Build, action: FixAction) -> Build:
    """Apply a finding's machine-readable fix (Finding.fix_action)."""
    kind = action["action"]
    if kind == "move":
        return move_card(build, action["from"], action["to"])
    if kind == "set_chassis":
        return _copy(build, chassis=action["part"])
    if kind == "set_motherboard":  # a fix offers only boards with every slot the build uses
        return _copy(build, motherboard=action["part"])
    if kind == "set_psu":
        return _copy(build, psu=PsuChoice(part=action["part"], qty=action["qty"],
                                          redundant=action["redundant"]))
    if kind == "set_cpus":
        changed = _copy(build, cpus=[action["part"]] * action["count"])
        if build.cpu_cooler is not None and build.cpu_cooler.qty < action["count"]:
            # one cooler per CPU comes with the second CPU
            changed = _copy(changed, cpu_cooler=build.cpu_cooler.model_copy(
                update={"qty": action["count"]}))
        return changed
    if kind == "set_memory":
        return _copy(build, memory=[PartQty(part=action["part"], qty=action["qty"])])
    if kind == "set_cooler":
        return _copy(build, cpu_cooler=PartQty(part=action["part"], qty=action["qty"]))
    if kind == "add_storage":
        return _copy(build, storage=[*build.storage, PartQty(part=action["part"])])
    if kind == "add_nic":
        return _copy(build, nics=[*build.nics, NicEntry(part=action["part"])])
    if kind == "replace_gpus":
        gpus = [g.model_copy(update={"part": action["part"], "power_limit_w": None})
                if g.slot in action["slots"] else g for g in build.gpus]
        return _copy(build, gpus=gpus, bridges=_without_bridges_at(build, set(action["slots"])))
    if kind == "power_limit":
        return set_power_limits(build, {int(i): w for i, w in action["limits"].items()})
    if kind == "set_bridge":
        bridges = list(build.bridges)
        bridges[action["index"]] = bridges[action["index"]].model_copy(
            update={"part": action["part"]})
        return _copy(build, bridges=bridges)
    if kind == "set_outlet":
        return _copy(build, outlet=action["outlet"])
    raise ValueError(f"unknown fix action {kind!r}")
