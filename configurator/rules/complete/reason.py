"""Why no completion exists (docs/architecture.md): the constraint that rules every candidate
out, named from what the search saw when it pruned."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING

from configurator.model.messages import Message
from configurator.rules.complete.closest import closest_chassis, gpu_peak_w
from configurator.rules.complete.space import placements
from configurator.rules.context import T
from configurator.rules.report import Report

if TYPE_CHECKING:
    from configurator.model.build import OutletPreset

LEVEL_WORDS = {
    "motherboard": T("motherboard"), "slots": T("slot"), "cpu": T("CPU"),
    "chassis": T("chassis"), "cooler": T("CPU cooler"), "memory": T("memory"),
    "storage": T("storage"), "psu": T("PSU"),
}

BOARD_SLOTS = T("no catalog board has {count} x{lanes} slots {spacing} brackets apart")
BOARD_SLOT = T("no catalog board has an x{lanes} slot for the GPU")
NO_BOARD = T("no catalog board takes the CPUs, memory and chassis the build already has")
PSU_OUTPUT = T("no PSU in the catalog gives {watts:,.0f} W on a {volts:g} V outlet")
OUTLET = T("the build draws at least {wall_w:,.0f} W from the wall at peak; the {outlet} "
           "outlet gives {outlet_w:,.0f} W")
BUDGET = T("the budget of {budget_usd:,.2f} USD is below the cheapest complete build without "
           "errors, {price_usd:,.2f} USD")
BUDGET_ONLY = T("nothing within the budget of {budget_usd:,.2f} USD works")
OWN_ERROR = T("the build's own parts have an error that no added part takes away: {finding}")
NO_CANDIDATE = T("no catalog {kind} fits the rest of the build")
EVERY_CANDIDATE = T("every catalog {kind} that fits leaves an error; the most common is "
                    "{rule}: {finding}")
NO_GPU = T("the build has no GPU: add the GPUs it is for, and complete it then")
OUT_OF_TIME = T("no complete build without errors was found within the time limit of "
                "{seconds:g} s; a longer limit may find one")
NOTHING_MISSING = T("the build lacks nothing, and it has errors of its own: {finding}")


def finding_message(report: Report, rule: str | None = None) -> Message:
    finding = next(f for f in report.findings if f.severity == "error"
                   and (rule is None or f.rule == rule))
    return finding.statement


class Deaths:
    """What pruned the search's nodes, level by level."""

    def __init__(self) -> None:
        self.errors: dict[str, Counter] = {}
        self.samples: dict[tuple[str, str], Report] = {}
        self.min_psu_w: float | None = None
        self.volts = 0.0
        self.min_wall_w: float | None = None
        self.outlet_preset = None
        self.over_budget = 0
        self.empty_levels: Counter = Counter()

    def error(self, level: str, report: Report) -> None:
        counter = self.errors.setdefault(level, Counter())
        for rule in dict.fromkeys(f.rule for f in report.findings if f.severity == "error"):
            counter[rule] += 1
            self.samples.setdefault((level, rule), report)

    def psu_output(self, peak_w: float, volts: float) -> None:
        if self.min_psu_w is None or peak_w < self.min_psu_w:
            self.min_psu_w, self.volts = peak_w, volts

    def outlet(self, wall_w: float, outlet: OutletPreset) -> None:
        if self.min_wall_w is None or wall_w < self.min_wall_w:
            self.min_wall_w, self.outlet_preset = wall_w, outlet

    def budget(self, price_usd: float) -> None:
        self.over_budget += 1

    def no_candidate(self, level: str, peak_w: float, volts: float) -> None:
        self.empty_levels[level] += 1
        if level == "psu":
            self.psu_output(peak_w, volts)


def _board_slots_reason(search) -> Message | None:
    base, space = search.base, search.space
    if "slots" not in space.levels:
        return None
    boards = [base.motherboard] if base.motherboard is not None else space.parts["motherboard"]
    if any(next(placements(base, b, base.chassis), None) is not None for b in boards):
        return None
    unplaced = base.unplaced_gpus
    return Message(BOARD_SLOTS if len(unplaced) > 1 else BOARD_SLOT, {
        "count": len(unplaced), "lanes": max(g.spec.pcie_lanes for g in unplaced),
        "spacing": max(math.ceil(g.spec.slot_width) for g in unplaced)})


def infeasible_reason(search, budget_usd: float | None,
                      cheapest: Callable[[], object]) -> Message:
    """Why `search` found nothing. `cheapest()` runs the cheapest search without a budget
    (asked only when the budget may be what rules everything out)."""
    deaths: Deaths = search.deaths
    if not search.levels:
        report = deaths.samples.get(("base", next(iter(deaths.errors.get("base", {})), "")))
        if report is not None:
            return Message(NOTHING_MISSING, {"finding": finding_message(report)})
    base_errors = deaths.errors.get("base")
    if base_errors:
        rule = base_errors.most_common(1)[0][0]
        return Message(OWN_ERROR, {"finding": finding_message(deaths.samples[("base", rule)],
                                                              rule)})
    reason = _board_slots_reason(search)
    if reason is not None:
        return reason
    if "motherboard" in search.levels and not search.space.boards:
        return Message(NO_BOARD)
    if deaths.over_budget and budget_usd is not None:
        unbounded = cheapest()
        if unbounded.found:
            return Message(BUDGET, {"budget_usd": budget_usd,
                                    "price_usd": unbounded.best.price_usd})
        if unbounded.reason is not None:
            return unbounded.reason
        return Message(BUDGET_ONLY, {"budget_usd": budget_usd})
    # The deepest level the search reached names what stopped it there.
    for level in reversed(search.levels):
        if level == "psu" and deaths.min_psu_w is not None:
            return Message(PSU_OUTPUT, {"watts": deaths.min_psu_w, "volts": deaths.volts})
        if level == "psu" and deaths.min_wall_w is not None:
            outlet = deaths.outlet_preset
            return Message(OUTLET, {"wall_w": deaths.min_wall_w, "outlet": outlet.name,
                                    "outlet_w": outlet.capacity_w})
        counter = deaths.errors.get(level)
        if counter:
            rule = counter.most_common(1)[0][0]
            return Message(EVERY_CANDIDATE, {
                "kind": Message(LEVEL_WORDS[level]), "rule": rule,
                "finding": finding_message(deaths.samples[(level, rule)], rule)})
        if deaths.empty_levels.get(level):
            closest = (closest_chassis(search.space, gpu_peak_w(search.base))
                       if level == "chassis" else None)
            return closest or Message(NO_CANDIDATE, {"kind": Message(LEVEL_WORDS[level])})
    if deaths.min_psu_w is not None:
        return Message(PSU_OUTPUT, {"watts": deaths.min_psu_w, "volts": deaths.volts})
    if deaths.min_wall_w is not None:
        outlet = deaths.outlet_preset
        return Message(OUTLET, {"wall_w": deaths.min_wall_w, "outlet": outlet.name,
                                "outlet_w": outlet.capacity_w})
    return Message(NO_CANDIDATE, {"kind": Message(LEVEL_WORDS[search.levels[0]])})
