"""Every change of a build is one typed edit: `edit.apply(build) -> Build` (a new Build; the
old one is never changed) and `edit.describe(build, name_of)` (the undo stack's words).

One edit travels one path: the window pushes it on the undo stack, the what-if previews the
very same object before a drop (configurator.rules.whatif), and a finding's fix *is* an edit
(Finding.fix_action), so a fix applied from the checks is exactly the edit a user could have
made by hand. This module holds the base and the card edits; configurator.model.part_edits
the parts, configurator.model.setting_edits the build-wide settings and waivers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from configurator.model.build import BridgeEntry, Build, GpuEntry, NicEntry
from configurator.model.card_key import CardKey, Section, card_in_slot
from configurator.model.messages import Message, T

NameOf = Callable[[str], str]
"""A part's name for its id (the catalog's, else the id itself)."""
CardKind = Literal["gpu", "nic"]
SECTION_OF: dict[CardKind, Section] = {"gpu": "gpus", "nic": "nics"}


class Edit:
    """One undoable change of a build. Subclasses are frozen dataclasses: an edit is a value
    that can be previewed, compared and applied any number of times."""

    def apply(self, build: Build) -> Build:
        raise NotImplementedError

    def describe(self, build: Build, name_of: NameOf) -> Message:
        """What the edit does to `build`, for the undo stack and the status bar."""
        raise NotImplementedError


def copy(build: Build, **update: Any) -> Build:
    return build.model_copy(update=update)


def without_bridges_at(build: Build, slots: Iterable[str]) -> list[BridgeEntry]:
    slots = set(slots)
    return [b for b in build.bridges if not (set(b.between) & slots)]


def _without_card(build: Build, section: Section, index: int) -> Build:
    """The build without one card, and without any bridge that held it."""
    entries = list(getattr(build, section))
    slot = entries.pop(index).slot
    bridges = without_bridges_at(build, [slot]) if slot is not None else list(build.bridges)
    return copy(build, **{section: entries, "bridges": bridges})


# --- cards ------------------------------------------------------------------------------


@dataclass(frozen=True)
class PlaceCard(Edit):
    """A card from the catalog into a slot (or, slot None, bought but not placed). A card of
    the same kind standing there is replaced in its place; one of the other kind is taken
    out (docs/architecture.md)."""

    kind: CardKind
    part: str
    slot: str | None = None

    def _occupant(self, build: Build) -> tuple[Section, int] | None:
        return card_in_slot(build, self.slot) if self.slot is not None else None

    def apply(self, build: Build) -> Build:
        section = SECTION_OF[self.kind]
        occupant = self._occupant(build)
        if occupant is not None and occupant[0] == section:
            entries = list(getattr(build, section))
            index = occupant[1]
            entries[index] = entries[index].model_copy(update={"part": self.part, **(
                {"power_limit_w": None} if section == "gpus" else {})})
            return copy(build, **{section: entries,
                                  "bridges": without_bridges_at(build, [self.slot])})
        if occupant is not None:
            build = _without_card(build, *occupant)
        entry = (GpuEntry(part=self.part, slot=self.slot) if self.kind == "gpu"
                 else NicEntry(part=self.part, slot=self.slot))
        return copy(build, **{section: [*getattr(build, section), entry]})

    def describe(self, build: Build, name_of: NameOf) -> Message:
        name = name_of(self.part)
        occupant = self._occupant(build)
        if self.slot is None:
            if self.kind == "nic":
                return Message(T("Add {name} (drag it into a slot, or keep it outside)"),
                               {"name": name})
            return Message(T("Add {name}"), {"name": name})
        if occupant is not None and occupant[0] == SECTION_OF[self.kind]:
            return Message(T("Replace the card in {slot} with {name}"),
                           {"slot": self.slot, "name": name})
        return Message(T("Place {name} in {slot}"), {"slot": self.slot, "name": name})


@dataclass(frozen=True)
class MoveCard(Edit):
    """A card of the build into a slot. A placed card moves, swapping with a card standing
    there; an unplaced one is placed, and a card standing there becomes unplaced."""

    card: CardKey
    to_slot: str

    def apply(self, build: Build) -> Build:
        found = self.card.locate(build)
        if found is None or self.card.slot == self.to_slot:
            return build
        lists = {"gpus": list(build.gpus), "nics": list(build.nics)}
        staying = card_in_slot(build, self.to_slot)
        from_slot = self.card.slot  # None for an unplaced card: the one staying is unplaced
        section, index = found
        lists[section][index] = lists[section][index].model_copy(update={"slot": self.to_slot})
        if staying is not None:
            other_section, other_index = staying
            entry = lists[other_section][other_index]
            lists[other_section][other_index] = entry.model_copy(update={"slot": from_slot})
        touched = [s for s in (from_slot, self.to_slot) if s is not None]
        return copy(build, gpus=lists["gpus"], nics=lists["nics"],
                    bridges=without_bridges_at(build, touched))

    def describe(self, build: Build, name_of: NameOf) -> Message:
        if self.card.slot is None:
            entry = self.card.entry(build)
            return Message(T("Place {name} in {slot}"), {
                "name": name_of(entry.part) if entry else "?", "slot": self.to_slot})
        if card_in_slot(build, self.to_slot) is not None:
            return Message(T("Swap the cards in {a} and {b}"),
                           {"a": self.card.slot, "b": self.to_slot})
        return Message(T("Move the card from {a} to {b}"),
                       {"a": self.card.slot, "b": self.to_slot})


@dataclass(frozen=True)
class UnplaceCard(Edit):
    """A card of the build out of its slot, still bought (docs/build-file.md: `"slot":
    null`), with any bridge that held it: the drawing's "not placed" tray."""

    card: CardKey

    def apply(self, build: Build) -> Build:
        found = self.card.locate(build)
        if found is None or self.card.slot is None:
            return build
        section, index = found
        entries = list(getattr(build, section))
        entries[index] = entries[index].model_copy(update={"slot": None})
        return copy(build, **{section: entries,
                              "bridges": without_bridges_at(build, [self.card.slot])})

    def describe(self, build: Build, name_of: NameOf) -> Message:
        entry = self.card.entry(build)
        return Message(T("Take {name} out of {slot} (not placed)"),
                       {"name": name_of(entry.part) if entry else "?", "slot": self.card.slot})


@dataclass(frozen=True)
class RemoveCard(Edit):
    """A card out of the build, with any bridge that held it."""

    card: CardKey

    def apply(self, build: Build) -> Build:
        found = self.card.locate(build)
        return build if found is None else _without_card(build, *found)

    def describe(self, build: Build, name_of: NameOf) -> Message:
        entry = self.card.entry(build)
        return Message(T("Remove {name}"), {"name": name_of(entry.part) if entry else "?"})


@dataclass(frozen=True)
class ReplaceGpus(Edit):
    """Another GPU in the given slots (the same model in a blower variant, say)."""

    slots: tuple[str, ...]
    part: str

    def apply(self, build: Build) -> Build:
        gpus = [g.model_copy(update={"part": self.part, "power_limit_w": None})
                if g.slot in self.slots else g for g in build.gpus]
        return copy(build, gpus=gpus, bridges=without_bridges_at(build, self.slots))

    def describe(self, build: Build, name_of: NameOf) -> Message:
        return Message(T("Use the {name} in {slots}"),
                       {"name": name_of(self.part), "slots": ", ".join(self.slots)})


@dataclass(frozen=True)
class SetPowerLimits(Edit):
    """`power_limit_w` of the GPUs at the given indexes of Build.gpus (None clears it).
    `watts`: the one limit a rule's fix asked for, kept for the power planner."""

    limits_w: tuple[tuple[int, float | None], ...]
    watts: float | None = None

    @classmethod
    def of(cls, limits_w: Mapping[int, float | None], watts: float | None = None
           ) -> SetPowerLimits:
        return cls(tuple(sorted((int(i), w) for i, w in limits_w.items())), watts)

    def apply(self, build: Build) -> Build:
        limits = dict(self.limits_w)
        return copy(build, gpus=[
            gpu.model_copy(update={"power_limit_w": limits[i]}) if i in limits else gpu
            for i, gpu in enumerate(build.gpus)])

    def describe(self, build: Build, name_of: NameOf) -> Message:
        if len(self.limits_w) == 1:
            return Message(T("Set a GPU power limit"))
        return Message(T("Set the GPU power limits"))


@dataclass(frozen=True)
class AddBridge(Edit):
    part: str
    between: tuple[str, str]

    def apply(self, build: Build) -> Build:
        return copy(build, bridges=[*build.bridges,
                                    BridgeEntry(part=self.part, between=list(self.between))])

    def describe(self, build: Build, name_of: NameOf) -> Message:
        return Message(T("Bridge {a} and {b}"), {"a": self.between[0], "b": self.between[1]})


@dataclass(frozen=True)
class SetBridge(Edit):
    """Another bridge part for the bridge at `index` of Build.bridges."""

    index: int
    part: str

    def apply(self, build: Build) -> Build:
        bridges = list(build.bridges)
        bridges[self.index] = bridges[self.index].model_copy(update={"part": self.part})
        return copy(build, bridges=bridges)

    def describe(self, build: Build, name_of: NameOf) -> Message:
        return Message(T("Use the {name}"), {"name": name_of(self.part)})


def unplace_missing_slots(build: Build, slot_ids: Iterable[str]) -> tuple[Build, list[str]]:
    """Cards whose slot is not among `slot_ids` become unplaced (after a board change), with
    the bridges that held them. Returns the build and the slots lost."""
    slot_ids = set(slot_ids)
    lost: list[str] = []
    lists: dict[str, list] = {}
    for section in ("gpus", "nics"):
        lists[section] = []
        for entry in getattr(build, section):
            if entry.slot is not None and entry.slot not in slot_ids:
                lost.append(entry.slot)
                entry = entry.model_copy(update={"slot": None})
            lists[section].append(entry)
    bridges = [b for b in build.bridges if set(b.between) <= slot_ids]
    return copy(build, gpus=lists["gpus"], nics=lists["nics"], bridges=bridges), lost
