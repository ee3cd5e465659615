"""validate(): run every registered rule on a resolved build and assemble the Report."""

from __future__ import annotations

import importlib

from configurator.model.build import ResolvedBuild
from configurator.rules.context import RULES, Alternatives, Context
from configurator.rules.field_needs import PartMarks
from configurator.rules.marks import apply_marks, estimated_figures
from configurator.rules.report import SEVERITY_ORDER, Finding, Report, Totals
from configurator.rules.sizing import missing_parts

# Importing a concern's modules registers its rules; they run and list in docs/rules.md's
# order (by concern; within one, in the order the modules register them).
CONCERNS = ("physical", "compat", "pcie", "power", "thermal", "sizing")
RULE_MODULES = ("physical", "compat", "compat_system", "pcie", "power", "power_limits",
                "thermal", "sizing")
for _module in RULE_MODULES:
    importlib.import_module(f"configurator.rules.{_module}")
RULES.sort(key=lambda info: CONCERNS.index(info.concern))

RULE_ORDER = {info.id: index for index, info in enumerate(RULES)}
ALL_RULE_IDS: tuple[str, ...] = tuple(dict.fromkeys(info.id for info in RULES))


def _apply_waivers(findings: list[Finding], resolved: ResolvedBuild) -> None:
    waivers = resolved.build.waivers
    if not waivers:
        return
    for finding in findings:
        for waiver in waivers:
            if waiver.rule != finding.rule:
                continue
            if waiver.parts is not None and not set(waiver.parts) & set(finding.parts):
                continue
            finding.waiver_reason = waiver.reason
            if finding.severity == "error":
                finding.waiver_refused = True
            else:
                finding.waived = True
            break


def totals(resolved: ResolvedBuild) -> Totals:
    r = resolved
    price = 0.0
    for part in (r.chassis, r.motherboard):
        if part is not None:
            price += part.price_usd
    price += sum(c.price_usd for c in r.cpus)
    for counted in [r.cpu_cooler, *r.memory, *r.storage]:
        if counted is not None:
            price += counted.spec.price_usd * counted.qty
    if r.psu is not None:
        price += r.psu.spec.price_usd * r.psu.qty
    price += sum(n.spec.price_usd * n.qty for n in r.nics)
    price += sum(g.spec.price_usd for g in r.gpus)
    price += sum(b.spec.price_usd for b in r.bridges)
    price += sum(e.price_usd * e.qty for e in r.build.extras)
    placed = r.placed_gpus
    return Totals(
        price_usd=price,
        gpus=sum(g.spec.gpu_count for g in placed),
        gpu_memory_gb=sum(g.spec.memory_gb for g in placed),
        fp32_tflops=sum(g.spec.fp32_gflops for g in placed) / 1000,
        fp16_tflops=sum(g.spec.fp16_gflops or 0.0 for g in placed) / 1000,
        ram_gb=sum(m.spec.capacity_gb * m.qty for m in r.memory),
    )


def validate(resolved: ResolvedBuild, alternatives: Alternatives | None = None) -> Report:
    """Every check of docs/rules.md. A pure function of its inputs.

    `alternatives` (parts by kind) lets fixes name concrete parts; without it, fixes that
    need a search are left out, which keeps what-if validations fast.
    """
    ctx = Context(resolved, alternatives, trial=validate)
    for info in RULES:
        info.check(ctx)
    not_checked = list(ctx.not_checked)
    marked = PartMarks(resolved)
    findings = apply_marks(marked, ctx.findings, not_checked)
    _apply_waivers(findings, resolved)
    findings.sort(key=lambda f: (SEVERITY_ORDER[f.severity], RULE_ORDER[f.rule], f.parts))
    missing = missing_parts(ctx)
    report = Report(
        findings=findings,
        complete=not missing and not resolved.unplaced_gpus,
        missing=missing,
        power=ctx.power,
        pcie=ctx.pcie,
        thermal=ctx.thermal,
        totals=totals(resolved),
        plugs=ctx.plugs,
        not_checked=not_checked,
    )
    report.estimated_figures = estimated_figures(marked, report)
    return report
