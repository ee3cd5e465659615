"""The one name of a card of the build (a GPU or an add-in card), used by the drawing, the
drag, the menus and the edits alike.

A card standing in a slot is named by its slot (two cards never stand in one slot); a card
bought but not placed, by its section ("gpus" or "nics") and its index there. The text form
(`to_text`/`from_text`) is only for carrying a key through a drag's MIME data.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from configurator.model.build import Build, GpuEntry, NicEntry

Section = Literal["gpus", "nics"]
SECTIONS: tuple[Section, ...] = ("gpus", "nics")


@dataclass(frozen=True)
class CardKey:
    slot: str | None = None
    section: Section | None = None  # of an unplaced card
    index: int | None = None  # of an unplaced card, in its section

    def __post_init__(self) -> None:
        placed = self.slot is not None
        unplaced = self.section in SECTIONS and isinstance(self.index, int) and self.index >= 0
        if placed == unplaced or (placed and (self.section, self.index) != (None, None)):
            raise ValueError(f"not a card key: {self!r}")

    @classmethod
    def in_slot(cls, slot: str) -> CardKey:
        return cls(slot=slot)

    @classmethod
    def unplaced(cls, section: Section, index: int) -> CardKey:
        return cls(section=section, index=index)

    @property
    def placed(self) -> bool:
        return self.slot is not None

    def locate(self, build: Build) -> tuple[Section, int] | None:
        """(section, index) of the card in `build`, or None when it has no such card."""
        if self.slot is not None:
            return card_in_slot(build, self.slot)
        entries = getattr(build, self.section)
        if self.index < len(entries) and entries[self.index].slot is None:
            return self.section, self.index
        return None

    def entry(self, build: Build) -> GpuEntry | NicEntry | None:
        found = self.locate(build)
        return getattr(build, found[0])[found[1]] if found else None

    def to_text(self) -> str:
        return f"slot:{self.slot}" if self.slot is not None else f"{self.section}:{self.index}"

    @classmethod
    def from_text(cls, text: str) -> CardKey:
        """The key `to_text` wrote; ValueError for anything else."""
        head, _, rest = text.partition(":")
        if head == "slot" and rest:
            return cls.in_slot(rest)
        if head in SECTIONS and rest.isdigit():
            return cls.unplaced(head, int(rest))
        raise ValueError(f"not a card key: {text!r}")


def card_in_slot(build: Build, slot: str) -> tuple[Section, int] | None:
    """(section, index) of the card standing in a slot, or None."""
    for index, gpu in enumerate(build.gpus):
        if gpu.slot == slot:
            return "gpus", index
    for index, nic in enumerate(build.nics):
        if nic.slot == slot:
            return "nics", index
    return None
