"""Edits of the build's settings: outlet, name, extra rows, waivers (see
configurator.model.edits)."""

from __future__ import annotations

from dataclasses import dataclass

from configurator.model import limits
from configurator.model.build import Build, CustomOutlet, Extra, Waiver
from configurator.model.edits import Edit, NameOf, copy
from configurator.model.messages import Message, T


def outlet_label(outlet: str | CustomOutlet) -> str:
    return outlet if isinstance(outlet, str) else f"{outlet.volts:g} V / {outlet.amps:g} A"


@dataclass(frozen=True)
class SetOutlet(Edit):
    outlet: str | CustomOutlet

    def apply(self, build: Build) -> Build:
        return copy(build, outlet=self.outlet)

    def describe(self, build: Build, name_of: NameOf) -> Message:
        return Message(T("Use a {outlet} outlet"), {"outlet": outlet_label(self.outlet)})


@dataclass(frozen=True)
class SetName(Edit):
    name: str

    def apply(self, build: Build) -> Build:
        return copy(build, name=self.name[:limits.MAX_STRING_CHARS])

    def describe(self, build: Build, name_of: NameOf) -> Message:
        return Message(T("Rename the build"))


@dataclass(frozen=True)
class SetNotes(Edit):
    """The build's notes (free text; the templates explain their remaining warnings
    there)."""

    notes: str

    def apply(self, build: Build) -> Build:
        return copy(build, notes=self.notes[:limits.MAX_NOTES_CHARS])

    def describe(self, build: Build, name_of: NameOf) -> Message:
        return Message(T("Edit the build's notes"))


@dataclass(frozen=True)
class AddExtra(Edit):
    extra: Extra

    def apply(self, build: Build) -> Build:
        return copy(build, extras=[*build.extras, self.extra])

    def describe(self, build: Build, name_of: NameOf) -> Message:
        return Message(T("Add an extra row"))


@dataclass(frozen=True)
class SetExtra(Edit):
    """The extra row at `index` changed (name, quantity or price)."""

    index: int
    extra: Extra

    def apply(self, build: Build) -> Build:
        if not 0 <= self.index < len(build.extras):
            return build
        extras = list(build.extras)
        extras[self.index] = self.extra
        return copy(build, extras=extras)

    def describe(self, build: Build, name_of: NameOf) -> Message:
        old = build.extras[self.index].name if 0 <= self.index < len(build.extras) else ""
        return Message(T("Edit the extra row {name}"), {"name": old})


@dataclass(frozen=True)
class RemoveExtra(Edit):
    index: int

    def apply(self, build: Build) -> Build:
        return copy(build, extras=[e for i, e in enumerate(build.extras) if i != self.index])

    def describe(self, build: Build, name_of: NameOf) -> Message:
        old = build.extras[self.index].name if 0 <= self.index < len(build.extras) else ""
        return Message(T("Remove the extra row {name}"), {"name": old})


@dataclass(frozen=True)
class Waive(Edit):
    """Silence a warning or info with a reason (errors cannot be waived, docs/build-file.md)."""

    rule: str
    parts: tuple[str, ...]
    reason: str

    def apply(self, build: Build) -> Build:
        reason = self.reason.strip()[:limits.MAX_STRING_CHARS]
        if not reason:
            return build
        waiver = Waiver(rule=self.rule, parts=list(self.parts) or None, reason=reason)
        return copy(build, waivers=[*build.waivers, waiver])

    def describe(self, build: Build, name_of: NameOf) -> Message:
        return Message(T("Waive {rule}"), {"rule": self.rule})


@dataclass(frozen=True)
class Unwaive(Edit):
    """Take back the waivers of a rule that cover any of `parts`."""

    rule: str
    parts: tuple[str, ...]

    def apply(self, build: Build) -> Build:
        parts = set(self.parts)
        return copy(build, waivers=[w for w in build.waivers if not (
            w.rule == self.rule and (w.parts is None or set(w.parts) & parts))])

    def describe(self, build: Build, name_of: NameOf) -> Message:
        return Message(T("Remove the waiver of {rule}"), {"rule": self.rule})
