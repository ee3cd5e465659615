"""The user's edits, each one undoable step: compute the new Build with
configurator.model.edits and hand it to the document (which pushes the undo command).

A "card key" names a card of the build: "slot:<slot id>" for a card standing in a slot,
"gpus:<index>" or "nics:<index>" for one bought but not placed.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from configurator.model import edits
from configurator.model.build import (
    BridgeEntry,
    Build,
    CustomOutlet,
    Extra,
    NicEntry,
    PartQty,
    PsuChoice,
    Waiver,
)
from configurator.model.parts import BridgeSpec, PartBase
from configurator.report.findings_text import join_names
from configurator.rules import Finding
from configurator.ui.document import BuildDocument

translate = QCoreApplication.translate

CARD_KINDS = ("gpu", "nic")


# --- card keys ------------------------------------------------------------------------


def slot_key(slot: str) -> str:
    return f"slot:{slot}"


def parse_card_key(key: str) -> tuple[str, str | int]:
    """("slot", slot id) or ("gpus"|"nics", index)."""
    section, _, rest = key.partition(":")
    if section == "slot" and rest:
        return "slot", rest
    if section in ("gpus", "nics") and rest.isdigit():
        return section, int(rest)
    raise ValueError(f"not a card key: {key!r}")


def card_entry(build: Build, key: str):
    """The GpuEntry/NicEntry a key names, or None."""
    kind, value = parse_card_key(key)
    if kind == "slot":
        found = edits.card_in_slot(build, str(value))
        if found is None:
            return None
        section, index = found
        return getattr(build, section)[index]
    items = getattr(build, kind)
    return items[value] if 0 <= int(value) < len(items) else None


def _name(doc: BuildDocument, part_id: str) -> str:
    part = doc.catalog.get(part_id)
    if part is None:
        for spec in doc.resolved.all_parts():
            if spec.id == part_id:
                return spec.name
        return part_id
    return part.name


# --- cards and slots ------------------------------------------------------------------


def drop_catalog_card(doc: BuildDocument, part_id: str, slot: str) -> bool:
    """A catalog GPU or add-in card dropped on a slot: placed there, replacing whatever card
    stands there (DESIGN 6)."""
    part = doc.catalog.get(part_id)
    if part is None or part.kind not in CARD_KINDS:
        return False
    build = doc.build
    section = "gpus" if part.kind == "gpu" else "nics"
    occupant = edits.card_in_slot(build, slot)
    if occupant is not None and occupant[0] == section:
        after = edits.replace_card_at(build, slot, part_id)
        text = translate("Commands", "Replace the card in {slot} with {name}")
    else:
        if occupant is not None:
            build = edits.remove_card_at(build, slot)
        place = edits.place_gpu if part.kind == "gpu" else edits.place_nic
        after = place(build, part_id, slot)
        text = translate("Commands", "Place {name} in {slot}")
    return doc.edit(text.format(slot=slot, name=part.name), after)


def drop_card(doc: BuildDocument, key: str, slot: str) -> bool:
    """A card of the build dropped on a slot: a placed card moves (swapping with a card
    standing there); an unplaced one is placed (a card standing there becomes unplaced)."""
    kind, value = parse_card_key(key)
    build = doc.build
    if kind == "slot":
        if value == slot or edits.card_in_slot(build, str(value)) is None:
            return False
        occupied = edits.card_in_slot(build, slot) is not None
        text = (translate("Commands", "Swap the cards in {a} and {b}") if occupied
                else translate("Commands", "Move the card from {a} to {b}")).format(a=value, b=slot)
        return doc.edit(text, edits.move_card(build, str(value), slot))
    entries = list(getattr(build, kind))
    if not 0 <= int(value) < len(entries):
        return False
    gpus, nics = list(build.gpus), list(build.nics)
    lists = {"gpus": gpus, "nics": nics}
    occupant = edits.card_in_slot(build, slot)
    if occupant is not None:
        section, index = occupant
        lists[section][index] = lists[section][index].model_copy(update={"slot": None})
    lists[kind][int(value)] = lists[kind][int(value)].model_copy(update={"slot": slot})
    bridges = [b for b in build.bridges if slot not in b.between]
    after = build.model_copy(update={"gpus": gpus, "nics": nics, "bridges": bridges})
    name = _name(doc, entries[int(value)].part)
    return doc.edit(
        translate("Commands", "Place {name} in {slot}").format(name=name, slot=slot), after
    )


def remove_card(doc: BuildDocument, key: str) -> bool:
    kind, value = parse_card_key(key)
    entry = card_entry(doc.build, key)
    if entry is None:
        return False
    name = _name(doc, entry.part)
    if kind == "slot":
        after = edits.remove_card_at(doc.build, str(value))
    else:
        items = list(getattr(doc.build, kind))
        del items[int(value)]
        after = doc.build.model_copy(update={kind: items})
    return doc.edit(translate("Commands", "Remove {name}").format(name=name), after)


def set_power_limit(doc: BuildDocument, gpu_index: int, limit_w: float | None) -> bool:
    after = edits.set_power_limits(doc.build, {gpu_index: limit_w})
    return doc.edit(translate("Commands", "Set a GPU power limit"), after)


def set_power_limits(doc: BuildDocument, limits_w: dict[int, float | None]) -> bool:
    """Several GPUs' limits at once (the cost tab's planner), as one step."""
    valid = {i: w for i, w in limits_w.items() if 0 <= int(i) < len(doc.build.gpus)}
    if not valid:
        return False
    after = edits.set_power_limits(doc.build, {int(i): w for i, w in valid.items()})
    return doc.edit(translate("Commands", "Set the GPU power limits"), after)


# --- whole parts (double-click or Enter in the catalog) -------------------------------


def set_board(doc: BuildDocument, board_id: str) -> bool:
    """Change the motherboard; cards whose slots the new board lacks become unplaced, in the
    same undo step, and the status bar says which."""
    board = doc.catalog.get(board_id)
    if board is None or board.kind != "motherboard":
        return False
    with_board = doc.build.model_copy(update={"motherboard": board_id})
    after, lost = edits.unplace_missing_slots(with_board, {s.id for s in board.pcie_slots})
    text = translate("Commands", "Use the {name}").format(name=board.name)
    changed = doc.edit(text, after)
    if changed and lost:
        doc.sigMessage.emit(
            translate(
                "Commands",
                "The {name} has no slot {slots}: {count} card(s) unplaced (undo brings them back).",
            ).format(name=board.name, slots=join_names(lost), count=len(lost))
        )
    elif changed:
        doc.sigMessage.emit(text)
    return changed


def _bumped(items: list[PartQty], part_id: str) -> list[PartQty]:
    for index, item in enumerate(items):
        if item.part == part_id:
            if item.qty >= 64:
                return items
            updated = list(items)
            updated[index] = item.model_copy(update={"qty": item.qty + 1})
            return updated
    return [*items, PartQty(part=part_id)]


def use_part(doc: BuildDocument, part: PartBase) -> bool:
    """Put a non-card part into the build: chassis, board, PSU and cooler replace the current
    one; a CPU fills every socket of the board; memory and storage add one (or bump the
    quantity); a NIC is added unplaced (drag it into a slot, or keep it external); a
    bridge joins the first pair of NVLink cards at its spacing."""
    build = doc.build
    name = part.name
    if part.kind == "motherboard":
        return set_board(doc, part.id)
    if part.kind == "chassis":
        after = build.model_copy(update={"chassis": part.id})
    elif part.kind == "cpu":
        sockets = doc.resolved.motherboard.cpu_sockets if doc.resolved.motherboard else 1
        after = build.model_copy(update={"cpus": [part.id] * sockets})
    elif part.kind == "psu":
        old = build.psu
        after = build.model_copy(update={"psu": PsuChoice(
            part=part.id, qty=old.qty if old else 1, redundant=old.redundant if old else 0)})
    elif part.kind == "cooler":
        qty = max(1, len(build.cpus))
        after = build.model_copy(update={"cpu_cooler": PartQty(part=part.id, qty=qty)})
    elif part.kind in ("memory", "storage"):
        after = build.model_copy(update={part.kind: _bumped(list(getattr(build, part.kind)),
                                                             part.id)})
        return _edit_and_say(doc, translate("Commands", "Add {name}").format(name=name), after)
    elif part.kind == "nic":
        after = build.model_copy(update={"nics": [*build.nics, NicEntry(part=part.id)]})
        return _edit_and_say(
            doc,
            translate("Commands", "Add {name} (drag it into a slot, or keep it outside)").format(
                name=name
            ),
            after,
        )
    elif isinstance(part, BridgeSpec):
        return add_bridge(doc, part)
    else:
        return False
    return _edit_and_say(doc, translate("Commands", "Use the {name}").format(name=name), after)


def _edit_and_say(doc: BuildDocument, text: str, after: Build) -> bool:
    """An edit whose effect the status bar repeats (a double-click shows no other sign)."""
    changed = doc.edit(text, after)
    if changed:
        doc.sigMessage.emit(text)
    return changed


def add_bridge(doc: BuildDocument, bridge: BridgeSpec) -> bool:
    """Join the first two NVLink cards, `spacing_slots` brackets apart, that still have a
    free link; the rules then check model compatibility."""
    board = doc.resolved.motherboard
    placed = [g for g in doc.resolved.placed_gpus if g.spec.nvlink]
    if board is None or len(placed) < 2:
        doc.sigMessage.emit(translate("Commands", "Place two NVLink cards before adding a bridge."))
        return False
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
                after = doc.build.model_copy(update={"bridges": [
                    *doc.build.bridges,
                    BridgeEntry(part=bridge.id, between=[first.slot, second.slot])]})
                return doc.edit(
                    translate("Commands", "Bridge {a} and {b}").format(a=first.slot, b=second.slot),
                    after,
                )
    doc.sigMessage.emit(
        translate(
            "Commands", "No two NVLink cards stand {n} brackets apart with a free link."
        ).format(n=bridge.spacing_slots)
    )
    return False


def remove_part(doc: BuildDocument, section: str, part_id: str) -> bool:
    """Take a non-card part out of the build (from the BOM)."""
    build = doc.build
    update: dict = {}
    if section in ("chassis", "motherboard"):
        update[section] = None
        if section == "motherboard":
            update["gpus"] = [g.model_copy(update={"slot": None}) for g in build.gpus]
            update["nics"] = [n.model_copy(update={"slot": None}) for n in build.nics]
            update["bridges"] = []
    elif section == "cpus":
        update["cpus"] = [c for c in build.cpus if c != part_id]
    elif section in ("psu", "cpu_cooler"):
        update[section] = None
    elif section in ("memory", "storage"):
        update[section] = [e for e in getattr(build, section) if e.part != part_id]
    elif section == "bridges":
        update["bridges"] = [b for b in build.bridges if b.part != part_id]
    elif section in ("gpus", "nics"):
        # One card of that part: an unplaced one first, else the last one placed.
        entries = list(getattr(build, section))
        matching = [i for i, e in enumerate(entries) if e.part == part_id]
        if not matching:
            return False
        unplaced = [i for i in matching if entries[i].slot is None]
        index = unplaced[-1] if unplaced else matching[-1]
        if entries[index].slot is not None:
            return remove_card(doc, slot_key(entries[index].slot))
        del entries[index]
        update[section] = entries
    else:
        return False
    return doc.edit(translate("Commands", "Remove {name}").format(name=_name(doc, part_id)),
                    build.model_copy(update=update))


def set_quantity(doc: BuildDocument, section: str, part_id: str, qty: int) -> bool:
    build = doc.build
    if section in ("memory", "storage"):
        items = [e.model_copy(update={"qty": qty}) if e.part == part_id else e
                 for e in getattr(build, section)]
        after = build.model_copy(update={section: items})
    elif section == "psu" and build.psu is not None:
        redundant = min(build.psu.redundant, qty - 1)
        after = build.model_copy(update={"psu": build.psu.model_copy(
            update={"qty": qty, "redundant": redundant})})
    elif section == "cpu_cooler" and build.cpu_cooler is not None:
        after = build.model_copy(update={"cpu_cooler": build.cpu_cooler.model_copy(
            update={"qty": qty})})
    else:
        return False
    return doc.edit(
        translate("Commands", "Change the quantity of {name}").format(name=_name(doc, part_id)),
        after,
    )


# --- checks ---------------------------------------------------------------------------


def apply_fix(doc: BuildDocument, finding: Finding) -> bool:
    if not finding.fix_action:
        return False
    try:
        after = edits.apply_fix(doc.build, finding.fix_action)
    except (ValueError, KeyError, IndexError) as error:
        doc.sigMessage.emit(
            translate("Commands", "This fix cannot be applied: {error}").format(error=error)
        )
        return False
    return doc.edit(translate("Commands", "Fix {rule}").format(rule=finding.rule), after)


def waive(doc: BuildDocument, finding: Finding, reason: str) -> bool:
    """Silence a warning or info with a reason (errors cannot be waived, DESIGN 3)."""
    reason = reason.strip()
    if finding.severity == "error" or not reason:
        return False
    waiver = Waiver(rule=finding.rule, parts=list(finding.parts) or None, reason=reason[:500])
    after = doc.build.model_copy(update={"waivers": [*doc.build.waivers, waiver]})
    return doc.edit(translate("Commands", "Waive {rule}").format(rule=finding.rule), after)


def unwaive(doc: BuildDocument, finding: Finding) -> bool:
    parts = set(finding.parts)
    kept = [w for w in doc.build.waivers if not (
        w.rule == finding.rule and (w.parts is None or set(w.parts) & parts))]
    after = doc.build.model_copy(update={"waivers": kept})
    return doc.edit(
        translate("Commands", "Remove the waiver of {rule}").format(rule=finding.rule), after
    )


# --- build-wide settings --------------------------------------------------------------


def set_outlet(doc: BuildDocument, outlet: str | CustomOutlet) -> bool:
    after = doc.build.model_copy(update={"outlet": outlet})
    label = outlet if isinstance(outlet, str) else f"{outlet.volts:g} V / {outlet.amps:g} A"
    return doc.edit(translate("Commands", "Use a {outlet} outlet").format(outlet=label), after)


def set_extras(doc: BuildDocument, extras: list[Extra], text: str) -> bool:
    return doc.edit(text, doc.build.model_copy(update={"extras": extras}))


def set_name(doc: BuildDocument, name: str) -> bool:
    return doc.edit(
        translate("Commands", "Rename the build"), doc.build.model_copy(update={"name": name[:500]})
    )
