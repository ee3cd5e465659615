"""A completion's answer (docs/architecture.md, completion): the search's choice as the edit
that makes it, the build file it makes (resolved and validated as any file is), what it adds,
where it places the GPUs, and what of it comes off the lab's shelf."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from configurator.model.build import Build, ResolvedBuild
from configurator.model.buildfile import BuildFileError, resolve
from configurator.model.complete_edit import CompleteBuild
from configurator.model.part_base import PartBase
from configurator.rules.complete.pick import Pick
from configurator.rules.complete.result import Added, Completion, Placed
from configurator.rules.engine import validate


class Lookup:
    """Parts by id: the candidates, then the build's own."""

    def __init__(self, parts: Mapping[str, Sequence[PartBase]], base: ResolvedBuild) -> None:
        self.parts = {p.id: p for kind_parts in parts.values() for p in kind_parts}
        for part in base.all_parts():
            self.parts.setdefault(part.id, part)

    def get(self, part_id: str) -> PartBase | None:
        return self.parts.get(part_id)


def judge(base: ResolvedBuild, pick: Pick, lookup: Lookup, stock: Mapping[str, int]
          ) -> Completion | None:
    """The answer as a build file, resolved and validated as any file is; None when it does
    not validate."""
    edit, build, added, placed = build_of(base, pick)
    try:
        resolved = resolve(build, lookup).resolved
    except BuildFileError:  # cannot happen for catalog parts; never offer such a build
        return None
    report = validate(resolved)
    if not report.validated:
        return None
    from_stock = [Added(a.kind, a.part, min(a.qty, stock[a.part]), a.name)
                  for a in added if stock.get(a.part, 0) > 0]
    saved_usd = sum(lookup.get(a.part).price_usd * a.qty for a in from_stock)
    return Completion(build, resolved, report, added, placed, edit, from_stock, saved_usd)


def build_of(base: ResolvedBuild, pick: Pick
             ) -> tuple[CompleteBuild, Build, list[Added], list[Placed]]:
    """The answer as the edit that makes it, the build it makes, and what it adds."""
    added: list[Added] = []
    for kind, choice in (("chassis", pick.chassis), ("motherboard", pick.motherboard)):
        if choice is not None:
            added.append(Added(kind, choice.id, 1, choice.name))
    if pick.cpus:
        added.append(Added("cpu", pick.cpus[0].id, len(pick.cpus), pick.cpus[0].name))
    for kind in ("cooler", "memory", "storage", "psu"):
        chosen = getattr(pick, kind)
        if chosen is not None:
            added.append(Added(kind, chosen[0].id, chosen[1], chosen[0].name))
    slots = tuple(sorted(pick.slots or (), key=lambda s: s[0]))
    placed = [Placed(base.gpus[i].spec.id, slot, base.gpus[i].spec.name) for i, slot in slots]
    edit = CompleteBuild(
        chassis=pick.chassis.id if pick.chassis else None,
        motherboard=pick.motherboard.id if pick.motherboard else None,
        cpus=tuple(c.id for c in pick.cpus),
        cooler=(pick.cooler[0].id, pick.cooler[1]) if pick.cooler else None,
        memory=(pick.memory[0].id, pick.memory[1]) if pick.memory else None,
        storage=(pick.storage[0].id, pick.storage[1]) if pick.storage else None,
        psu=(pick.psu[0].id, pick.psu[1], pick.psu[2]) if pick.psu else None,
        slots=slots)
    return edit, edit.apply(base.build), added, placed
