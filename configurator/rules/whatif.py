"""What-if validation: an edit previewed exactly as it will be applied (docs/architecture.md).

`preview(resolved, edit, lookup)` applies the very edit the drop (or a menu) would push to
the build, resolves the result as the document will, validates it, and compares its findings
with the build's as it is now: every finding the edit adds and every one it removes, whether
it names a slot or not. The window pushes the same edit object when the user lets go.

While a card is dragged, `whatif_placements` previews the drop on every slot. A slot's tint
follows the worst new finding of the drop there (green none, amber a warning, red an error),
build-wide ones included (DESIGN.md 6 rev. 3: a card that overloads the PSU in every slot
turns every slot red; a slot never looks green while its drop adds an error). The note
beside the pointer sorts the new findings: those that name that slot, the dragged card or a
slot the edit moves a card from or to (`local`), those of other slots, and the build-wide
ones (power, outlet, airflow, memory for the GPUs...), which name no slot.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from configurator.model.build import ResolvedBuild
from configurator.model.buildfile import BuildFileError, PartLookup, resolve
from configurator.model.card_key import CardKey
from configurator.model.edits import Edit
from configurator.model.gestures import drop_card
from configurator.model.part_base import PartBase
from configurator.model.parts import GpuSpec, NicSpec
from configurator.rules.engine import validate
from configurator.rules.report import Finding, Report

COLOUR_OF = {"error": "red", "warning": "amber"}


def colour_of(findings: Iterable[Finding]) -> str:
    """"red" for an error among the findings, "amber" for a warning, else "green"."""
    severities = {f.severity for f in findings}
    for severity in ("error", "warning"):
        if severity in severities:
            return COLOUR_OF[severity]
    return "green"


@dataclass
class Preview:
    """One edit tried on a what-if build.

    `added`: findings of `report` absent from the build as it is (not waived); `removed`:
    the build's findings that the edit makes go away; `local`: the added ones that name
    one of the places the edit touches; `elsewhere`: the other added ones that name a slot;
    the rest of `added` is build-wide (power, outlet, airflow, memory ...)."""

    edit: Edit
    report: Report
    added: list[Finding] = field(default_factory=list)
    removed: list[Finding] = field(default_factory=list)
    local: list[Finding] = field(default_factory=list)
    elsewhere: list[Finding] = field(default_factory=list)

    @property
    def build_wide(self) -> list[Finding]:
        return [f for f in self.added
                if not any(f is g for g in (*self.local, *self.elsewhere))]

    @property
    def colour(self) -> str:
        """The slot's tint: the worst new finding of the drop, build-wide ones included
        (DESIGN.md 6 rev. 3)."""
        return colour_of(self.added)

    @property
    def note_colour(self) -> str:
        """The note's colour: the worst new finding of all (the tint's)."""
        return colour_of(self.added)


@dataclass
class WhatIf:
    baseline: Report
    verdicts: dict[str, Preview]


class _Lookup:
    """The caller's parts (the catalog), then the parts the build and the edit bring."""

    def __init__(self, lookup: PartLookup | None, extra: Iterable[PartBase]) -> None:
        self.lookup = lookup
        self.extra = {p.id: p for p in extra}

    def get(self, part_id: str) -> PartBase | None:
        part = self.lookup.get(part_id) if self.lookup is not None else None
        return part if part is not None else self.extra.get(part_id)


def _shown(report: Report) -> dict:
    return {f.key: f for f in report.findings if not f.waived}


def preview(resolved: ResolvedBuild, edit: Edit, lookup: PartLookup | None,
            baseline: Report | None = None, places: Iterable[str] = ()) -> Preview | None:
    """`edit` applied to the build, as the document will apply it; None when the document
    would refuse the result (a part or slot it cannot resolve). `places`: slot and part ids
    whose new findings are the edit's own (see Preview.local)."""
    before = baseline if baseline is not None else validate(resolved)
    try:
        after_build = edit.apply(resolved.build)
        after = validate(resolve(after_build, _Lookup(lookup, resolved.all_parts())).resolved)
    except (BuildFileError, ValueError, KeyError, IndexError):
        return None
    old, new = _shown(before), _shown(after)
    added = [f for key, f in new.items() if key not in old]
    removed = [f for key, f in old.items() if key not in new]
    places = set(places)
    local = [f for f in added if places & set(f.parts)]
    board = resolved.motherboard
    slots = {s.id for s in board.pcie_slots} if board is not None else set()
    elsewhere = [f for f in added if f not in local and slots & set(f.parts)]
    return Preview(edit, after, added, removed, local, elsewhere)


def whatif_placements(resolved: ResolvedBuild, spec: GpuSpec | NicSpec,
                      lookup: PartLookup | None = None, card: CardKey | None = None) -> WhatIf:
    """The drop of `spec` previewed on every slot of the board (but the one it stands in).
    `card`: the build's card being dragged, None for a card from the catalog."""
    baseline = validate(resolved)
    verdicts: dict[str, Preview] = {}
    board = resolved.motherboard
    if board is None:
        return WhatIf(baseline, verdicts)
    edits: Mapping[str, Edit | None] = {s.id: drop_card(spec, s.id, card)
                                        for s in board.pcie_slots}
    extra = _Lookup(lookup, [spec])
    for slot_id, edit in edits.items():
        if edit is None:
            continue
        places = {slot_id, spec.id} | ({card.slot} if card and card.slot else set())
        result = preview(resolved, edit, extra, baseline, places)
        if result is not None:
            verdicts[slot_id] = result
    return WhatIf(baseline, verdicts)


__all__ = ["Preview", "WhatIf", "colour_of", "preview", "whatif_placements"]
