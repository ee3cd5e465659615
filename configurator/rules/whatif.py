"""What-if validation for a card being dragged (DESIGN.md section 6).

For every slot of the board: validate the build with the card there, and call a finding
"new" when it names that slot or the dragged card and is absent without the card. Slot
colour: red for a new error, amber for a new warning, green otherwise. Build-wide changes
(power, outlet, airflow) are reported apart, for the pointer, not as slot colours.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from configurator.model.build import PlacedGpu, PlacedNic, ResolvedBuild
from configurator.model.parts import GpuSpec, NicSpec
from configurator.rules.engine import validate
from configurator.rules.report import Finding, Report

BUILD_WIDE_RULES = ("POWER-OVERLOAD", "POWER-HEADROOM", "POWER-OUTLET", "POWER-CONNECTORS",
                    "THERMAL-AIRFLOW")


@dataclass
class SlotVerdict:
    slot: str
    colour: str  # "green" | "amber" | "red"
    new_findings: list[Finding] = field(default_factory=list)
    build_wide: list[Finding] = field(default_factory=list)
    report: Report | None = None

    @property
    def reason(self) -> str:
        if not self.new_findings:
            return "No new problem"
        return "\n".join(f"{f.severity}: {f.message}" for f in self.new_findings)


@dataclass
class WhatIf:
    baseline: Report
    verdicts: dict[str, SlotVerdict]


def _without_card(r: ResolvedBuild, from_slot: str | None) -> ResolvedBuild:
    if from_slot is None:
        return r
    return replace(
        r,
        gpus=[g for g in r.gpus if g.slot != from_slot],
        nics=[n for n in r.nics if n.slot != from_slot],
        bridges=[b for b in r.bridges if from_slot not in b.between],
    )


def _with_card_at(base: ResolvedBuild, moving_from: str | None, original: ResolvedBuild,
                  spec: GpuSpec | NicSpec, slot: str) -> ResolvedBuild:
    """The build after dropping `spec` on `slot`: a catalog card replaces what stands there,
    a placed card swaps with it (DESIGN 6)."""
    gpus = [g for g in base.gpus if g.slot != slot]
    nics = [n for n in base.nics if n.slot != slot]
    if moving_from is not None:
        for g in original.gpus:
            if g.slot == slot:
                gpus.append(replace(g, slot=moving_from))
        for n in original.nics:
            if n.slot == slot:
                nics.append(replace(n, slot=moving_from))
    if isinstance(spec, GpuSpec):
        gpus.append(PlacedGpu(spec, slot, None, len(original.gpus)))
    else:
        nics.append(PlacedNic(spec, 1, slot, len(original.nics)))
    touched = {slot, moving_from}
    bridges = [b for b in base.bridges if not touched & set(b.between)]
    return replace(base, gpus=gpus, nics=nics, bridges=bridges)


def whatif_placements(
    resolved: ResolvedBuild, spec: GpuSpec | NicSpec, from_slot: str | None = None
) -> WhatIf:
    """Verdicts for dropping `spec` on each slot. `from_slot`: where a placed card is dragged
    from (it is lifted out first), None for a card from the catalog."""
    base = _without_card(resolved, from_slot)
    baseline = validate(base)
    baseline_keys = {f.key for f in baseline.findings}
    baseline_wide = {f.key for f in baseline.findings if f.rule in BUILD_WIDE_RULES}
    verdicts: dict[str, SlotVerdict] = {}
    board = resolved.motherboard
    if board is None:
        return WhatIf(baseline, verdicts)
    for slot in board.pcie_slots:
        trial = _with_card_at(base, from_slot, resolved, spec, slot.id)
        report = validate(trial)
        names = {slot.id, spec.id}
        new = [f for f in report.findings if f.key not in baseline_keys and not f.waived
               and f.severity != "info" and names & set(f.parts)]
        wide = [f for f in report.findings
                if f.rule in BUILD_WIDE_RULES and f.key not in baseline_wide]
        if any(f.severity == "error" for f in new):
            colour = "red"
        elif new:
            colour = "amber"
        else:
            colour = "green"
        verdicts[slot.id] = SlotVerdict(slot.id, colour, new, wide, report)
    return WhatIf(baseline, verdicts)
