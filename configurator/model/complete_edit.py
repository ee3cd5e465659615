"""The edit that completes a build (docs/architecture.md): the parts a completion adds and the
slots it gives unplaced GPUs, as one undoable step. It only fills what the build lacks; a
part the build already has is never replaced."""

from __future__ import annotations

from dataclasses import dataclass

from configurator.model import limits
from configurator.model.build import Build, PartQty, PsuChoice
from configurator.model.edits import Edit, NameOf, copy
from configurator.model.messages import Message, T


@dataclass(frozen=True)
class CompleteBuild(Edit):
    chassis: str | None = None
    motherboard: str | None = None
    cpus: tuple[str, ...] = ()
    cooler: tuple[str, int] | None = None
    memory: tuple[str, int] | None = None
    storage: tuple[str, int] | None = None
    psu: tuple[str, int, int] | None = None  # part, qty, redundant
    slots: tuple[tuple[int, str], ...] = ()  # (index in Build.gpus, slot id)
    note: str = ""  # added to the build's notes

    def apply(self, build: Build) -> Build:
        update: dict = {}
        for name in ("chassis", "motherboard"):
            value = getattr(self, name)
            if value is not None and getattr(build, name) is None:
                update[name] = value
        if self.cpus and not build.cpus:
            update["cpus"] = list(self.cpus)
        if self.cooler is not None and build.cpu_cooler is None:
            update["cpu_cooler"] = PartQty(part=self.cooler[0], qty=self.cooler[1])
        for name in ("memory", "storage"):
            value = getattr(self, name)
            if value is not None and not getattr(build, name):
                update[name] = [PartQty(part=value[0], qty=value[1])]
        if self.psu is not None and build.psu is None:
            update["psu"] = PsuChoice(part=self.psu[0], qty=self.psu[1], redundant=self.psu[2])
        if self.slots:
            slot_of = dict(self.slots)
            update["gpus"] = [
                g.model_copy(update={"slot": slot_of[i]}) if i in slot_of and g.slot is None
                else g for i, g in enumerate(build.gpus)]
        if self.note:
            notes = f"{build.notes}\n\n{self.note}" if build.notes.strip() else self.note
            update["notes"] = notes[:limits.MAX_NOTES_CHARS]
        return copy(build, **update)

    def part_ids(self) -> list[str]:
        ids = [p for p in (self.chassis, self.motherboard) if p is not None]
        ids += list(dict.fromkeys(self.cpus))
        ids += [c[0] for c in (self.cooler, self.memory, self.storage, self.psu) if c]
        return ids

    def describe(self, build: Build, name_of: NameOf) -> Message:
        # Short: it is the Undo menu's entry (a list of every part made it 1,400 px wide);
        # the build's notes say what was added.
        parts = len(self.part_ids())
        if parts:
            return Message(T("Complete build ({count} parts)"), {"count": parts})
        return Message(T("Complete build (place {count} GPU(s))"), {"count": len(self.slots)})
