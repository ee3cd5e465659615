"""Edits of the build's parts other than cards in slots: chassis, board, CPUs, cooler,
memory, storage, PSU; quantities; taking a part out (see configurator.model.edits)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from configurator.model import limits
from configurator.model.build import Build, PartQty, PsuChoice
from configurator.model.card_key import CardKey
from configurator.model.edits import Edit, NameOf, RemoveCard, copy, unplace_missing_slots
from configurator.model.messages import Message, T

CountedSection = Literal["memory", "storage"]


def _use(name_of: NameOf, part: str) -> Message:
    return Message(T("Use the {name}"), {"name": name_of(part)})


@dataclass(frozen=True)
class SetChassis(Edit):
    part: str

    def apply(self, build: Build) -> Build:
        return copy(build, chassis=self.part)

    def describe(self, build: Build, name_of: NameOf) -> Message:
        return _use(name_of, self.part)


@dataclass(frozen=True)
class SetBoard(Edit):
    """Another motherboard. `slot_ids` are the new board's slots: cards standing in a slot it
    lacks become unplaced, in the same step (docs/architecture.md)."""

    part: str
    slot_ids: frozenset[str]

    def apply(self, build: Build) -> Build:
        return unplace_missing_slots(copy(build, motherboard=self.part), self.slot_ids)[0]

    def lost_slots(self, build: Build) -> list[str]:
        """The slots whose cards this edit unplaces."""
        return unplace_missing_slots(build, self.slot_ids)[1]

    def describe(self, build: Build, name_of: NameOf) -> Message:
        return _use(name_of, self.part)


@dataclass(frozen=True)
class SetCpus(Edit):
    """`count` CPUs of one part. One cooler per CPU comes with a second CPU."""

    part: str
    count: int

    def apply(self, build: Build) -> Build:
        changed = copy(build, cpus=[self.part] * self.count)
        if build.cpu_cooler is not None and build.cpu_cooler.qty < self.count:
            changed = copy(changed, cpu_cooler=build.cpu_cooler.model_copy(
                update={"qty": self.count}))
        return changed

    def describe(self, build: Build, name_of: NameOf) -> Message:
        if self.count == 1:
            return _use(name_of, self.part)
        return Message(T("Use {count} x {name}"), {"count": self.count,
                                                   "name": name_of(self.part)})


@dataclass(frozen=True)
class SetPsu(Edit):
    part: str
    qty: int = 1
    redundant: int = 0

    def apply(self, build: Build) -> Build:
        return copy(build, psu=PsuChoice(part=self.part, qty=self.qty,
                                         redundant=min(self.redundant, self.qty - 1)))

    def describe(self, build: Build, name_of: NameOf) -> Message:
        if self.qty == 1:
            return _use(name_of, self.part)
        return Message(T("Use {count} x {name}"), {"count": self.qty,
                                                   "name": name_of(self.part)})


@dataclass(frozen=True)
class SetCooler(Edit):
    part: str
    qty: int = 1

    def apply(self, build: Build) -> Build:
        return copy(build, cpu_cooler=PartQty(part=self.part, qty=self.qty))

    def describe(self, build: Build, name_of: NameOf) -> Message:
        return _use(name_of, self.part)


@dataclass(frozen=True)
class SetMemory(Edit):
    """All the memory as `qty` modules of one part."""

    part: str
    qty: int

    def apply(self, build: Build) -> Build:
        return copy(build, memory=[PartQty(part=self.part, qty=self.qty)])

    def describe(self, build: Build, name_of: NameOf) -> Message:
        return Message(T("Use {count} x {name}"), {"count": self.qty, "name": name_of(self.part)})


@dataclass(frozen=True)
class AddPart(Edit):
    """One more memory module or drive: the quantity of its line goes up, or a line is
    added."""

    section: CountedSection
    part: str

    def apply(self, build: Build) -> Build:
        items = list(getattr(build, self.section))
        for index, item in enumerate(items):
            if item.part == self.part:
                if item.qty >= limits.QTY_MAX:
                    return build
                items[index] = item.model_copy(update={"qty": item.qty + 1})
                return copy(build, **{self.section: items})
        return copy(build, **{self.section: [*items, PartQty(part=self.part)]})

    def describe(self, build: Build, name_of: NameOf) -> Message:
        return Message(T("Add {name}"), {"name": name_of(self.part)})


Section = Literal["chassis", "motherboard", "cpus", "cpu_cooler", "memory", "storage", "psu",
                  "bridges", "gpus", "nics"]


@dataclass(frozen=True)
class RemovePart(Edit):
    """A part out of the build (from the BOM). Taking the board out unplaces every card; of
    GPUs and add-in cards, one card goes: an unplaced one first, else the last one placed."""

    section: Section
    part: str

    def apply(self, build: Build) -> Build:
        update: dict = {}
        if self.section in ("chassis", "psu", "cpu_cooler"):
            update[self.section] = None
        elif self.section == "motherboard":
            update = {"motherboard": None, "bridges": [],
                      "gpus": [g.model_copy(update={"slot": None}) for g in build.gpus],
                      "nics": [n.model_copy(update={"slot": None}) for n in build.nics]}
        elif self.section == "cpus":
            update["cpus"] = [c for c in build.cpus if c != self.part]
        elif self.section in ("memory", "storage"):
            update[self.section] = [e for e in getattr(build, self.section)
                                    if e.part != self.part]
        elif self.section == "bridges":
            update["bridges"] = [b for b in build.bridges if b.part != self.part]
        elif self.section in ("gpus", "nics"):
            card = self.card(build)
            return build if card is None else RemoveCard(card).apply(build)
        return copy(build, **update)

    def card(self, build: Build) -> CardKey | None:
        """The card of this part that goes: an unplaced one first, else the last placed."""
        entries = getattr(build, self.section)
        matching = [i for i, e in enumerate(entries) if e.part == self.part]
        if not matching:
            return None
        unplaced = [i for i in matching if entries[i].slot is None]
        if unplaced:
            return CardKey.unplaced(self.section, unplaced[-1])
        return CardKey.in_slot(entries[matching[-1]].slot)

    def describe(self, build: Build, name_of: NameOf) -> Message:
        return Message(T("Remove {name}"), {"name": name_of(self.part)})


@dataclass(frozen=True)
class SetQuantity(Edit):
    """How many of a memory module, drive, PSU or cooler (PSU redundancy stays below it)."""

    section: Literal["memory", "storage", "psu", "cpu_cooler"]
    part: str
    qty: int

    def apply(self, build: Build) -> Build:
        if self.section in ("memory", "storage"):
            return copy(build, **{self.section: [
                e.model_copy(update={"qty": self.qty}) if e.part == self.part else e
                for e in getattr(build, self.section)]})
        current = getattr(build, self.section)
        if current is None:
            return build
        update = {"qty": self.qty}
        if self.section == "psu":
            update["redundant"] = min(current.redundant, self.qty - 1)
        return copy(build, **{self.section: current.model_copy(update=update)})

    def describe(self, build: Build, name_of: NameOf) -> Message:
        return Message(T("Change the quantity of {name}"), {"name": name_of(self.part)})
