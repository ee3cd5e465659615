"""validate_lab(lab) -> LabReport: every machine judged on its own by the rules' validate()
at its first circuit's outlet, then the room's rules (docs/rules.md, "Lab plans"). A pure function
of the lab (and, optionally, the alternatives from which the machines' fixes pick)."""

from __future__ import annotations

from configurator.lab.context import RULE_ORDER, LabContext
from configurator.lab.machines import check_machines, judge_all
from configurator.lab.plan import Lab
from configurator.lab.power import check_circuits, check_failover, check_heat, circuit_figures
from configurator.lab.power import heat_w as room_heat_w
from configurator.lab.racks import check_racks
from configurator.lab.report import LabReport
from configurator.rules.context import Alternatives
from configurator.rules.report import SEVERITY_ORDER
from configurator.rules.thresholds import W_TO_BTU_H


def validate_lab(lab: Lab, alternatives: Alternatives | None = None) -> LabReport:
    """Every lab check of docs/rules.md ("Lab plans"). `alternatives` is passed to each machine's
    validate() so that its findings carry fixes; without it (the window's live checks) the
    machines are judged faster and without fixes."""
    results = judge_all(lab, alternatives)
    ctx = LabContext(lab, results)
    check_machines(ctx)
    circuits = circuit_figures(ctx)
    check_circuits(ctx, circuits)
    check_failover(ctx, circuits)
    heat_w = room_heat_w(ctx)
    check_heat(ctx, heat_w)
    racks = check_racks(ctx)
    ctx.findings.sort(key=lambda f: (SEVERITY_ORDER[f.severity], RULE_ORDER[f.rule]))
    ctx.not_checked.sort(key=lambda n: RULE_ORDER[n.rule])
    reports = [r.report for r in results if r.report is not None]
    return LabReport(
        findings=ctx.findings,
        not_checked=ctx.not_checked,
        circuits=circuits,
        racks=racks,
        machines=results,
        heat_w=heat_w,
        heat_btu_h=heat_w * W_TO_BTU_H,
        gpus=sum(report.totals.gpus for report in reports),
        price_usd=sum(report.totals.price_usd for report in reports),
    )
