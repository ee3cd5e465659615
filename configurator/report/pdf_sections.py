"""The text sections of the BOM PDF: the BOM table and its totals, the computed figures, the
findings, the waivers, what is not checked, and the user's notes."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from configurator.model.build import ResolvedBuild
from configurator.report.bom import Bom, BomLine, tr
from configurator.report.pdf_flow import Column, PageFlow, Row, Span
from configurator.report.pdf_style import MUTED, SEVERITY_INK, fonts
from configurator.rules.not_checked import NOT_CHECKED
from configurator.rules.report import Finding, Report
from configurator.rules.thresholds import (
    OUTLET_CONTINUOUS_FRACTION,
    THERMAL_ERROR_C,
    THERMAL_WARNING_C,
)

BULLET = "•"


def money(value_usd: float) -> str:
    return f"{value_usd:,.2f}"


def watts(value_w: float | None) -> str:
    return "—" if value_w is None else f"{value_w:,.0f}"


def severity_name(severity: str) -> str:
    return {"error": tr("Error"), "warning": tr("Warning"), "info": tr("Note")}[severity]


# --- the BOM -------------------------------------------------------------------------------


def bom_columns() -> list[Column]:
    return [Column(tr("Item"), 21), Column(tr("Part"), 54), Column(tr("Manufacturer / MPN"), 36),
            Column(tr("Qty"), 10, "right"), Column(tr("Unit USD"), 19, "right"),
            Column(tr("Extended USD"), 22, "right"), Column(tr("Peak W each"), 18, "right")]


def _bom_row(line: BomLine) -> Row:
    f = fonts()
    part = [Span(line.name, f.table)]
    if line.note:
        part.append(Span(line.note, f.small, MUTED))
    maker = [Span(line.manufacturer or "", f.table), Span(line.mpn or "", f.small, MUTED)]
    return Row([[Span(line.kind_label, f.table, MUTED)], part, maker,
                [Span(str(line.qty), f.table)], [Span(money(line.unit_price_usd), f.table)],
                [Span(money(line.extended_price_usd), f.table)],
                [Span(watts(line.power_each_w) if line.power_each_w is not None else "",
                      f.table)]])


def bom_section(flow: PageFlow, bom: Bom) -> None:
    f = fonts()
    flow.heading(tr("Bill of materials"), f.heading)
    rows = [_bom_row(line) for line in bom.lines]
    if not rows:
        flow.paragraph(tr("The build has no parts yet."), f.body, MUTED)
        return
    units = sum(line.qty for line in bom.lines)
    rows.append(Row([[], [Span(tr("Total: %n line(s)", len(bom.lines)), f.table_bold)], [],
                     [Span(str(units), f.table_bold)], [],
                     [Span(money(bom.totals.price_usd), f.table_bold)], []], rule_above=True))
    flow.table(bom_columns(), rows, header_font=f.table_bold,
               continued=tr("Bill of materials (continued)"), continued_font=f.small_italic)
    t = bom.totals
    wall = tr("not known without a PSU") if t.wall_w is None else tr(
        "{w} W at {eff:.1f} % PSU efficiency").format(w=watts(t.wall_w),
                                                      eff=(t.efficiency or 0) * 100)
    flow.key_values([
        (tr("Total price"), f"${money(t.price_usd)}"),
        (tr("Peak power (DC)"), tr("{w} W, every part at its peak").format(w=watts(t.peak_w))),
        (tr("Wall draw"), wall),
        (tr("Outlet"), outlet_text(bom)),
        (tr("Heat in the case"), tr("{w} W = {btu} BTU/h").format(
            w=watts(t.heat_w), btu=watts(t.heat_btu_h))),
    ], f.body, f.body_bold)


def outlet_text(bom: Bom) -> str:
    t = bom.totals
    return tr("{name}: {volts:g} V × {amps:g} A = {cap} W; {cont} W continuous ({pct:.0f} %)"
              ).format(name=t.outlet_name, volts=t.outlet_volts, amps=t.outlet_amps,
                       cap=watts(t.outlet_w), cont=watts(t.continuous_w),
                       pct=OUTLET_CONTINUOUS_FRACTION * 100)


# --- figures ---------------------------------------------------------------------------------


def figures_section(flow: PageFlow, resolved: ResolvedBuild, report: Report) -> None:
    f = fonts()
    p, t, s = report.power, report.thermal, report.totals
    flow.heading(tr("Computed figures"), f.heading)
    budget: list[tuple[str, str]] = [(tr("Peak power (DC)"), f"{watts(p.peak_w)} W")]
    if resolved.psu is not None and p.usable_w is not None:
        psu = resolved.psu
        carrying = psu.qty - psu.redundant
        budget.append((tr("PSU capacity"), tr(
            "{qty} × {name}, {redundant} redundant: {usable} W usable").format(
            qty=psu.qty, name=psu.spec.name, redundant=psu.redundant,
            usable=watts(p.usable_w)) if psu.redundant else tr(
            "{qty} × {name}: {usable} W usable").format(
            qty=carrying, name=psu.spec.name, usable=watts(p.usable_w))))
        budget.append((tr("PSU load"), tr("{load:.0f} % at peak; efficiency {eff:.1f} %").format(
            load=(p.load or 0) * 100, eff=(p.efficiency or 0) * 100)))
        budget.append((tr("Wall draw"), f"{watts(p.wall_w)} W"))
        if p.wall_w is not None and p.continuous_w:
            budget.append((tr("Outlet use"), tr(
                "{share:.0f} % of the {cont} W continuous limit ({cap} W breaker)").format(
                share=p.wall_w / p.continuous_w * 100, cont=watts(p.continuous_w),
                cap=watts(p.outlet_w))))
    else:
        budget.append((tr("PSU"), tr("none chosen: no load, efficiency or wall draw")))
    flow.heading(tr("Power budget and outlet"), f.subheading, above_mm=1.0, after_mm=0.5)
    flow.key_values(budget, f.body, f.body)

    flow.heading(tr("Airflow"), f.subheading, above_mm=1.0, after_mm=0.5)
    air = [(tr("Heat in the case"), tr("{w} W = {btu} BTU/h (blower cards exhaust most of "
                                        "theirs through the bracket)").format(
        w=watts(t.heat_w), btu=watts(t.heat_btu_h)))]
    if t.delta_t_c is not None and resolved.chassis is not None:
        air.append((tr("Air temperature rise"), tr(
            "{dt:.1f} °C at {cfm:,.0f} CFM intake (warning above {warn:g} °C, error above "
            "{err:g} °C)").format(dt=t.delta_t_c, cfm=resolved.chassis.airflow_cfm,
                                   warn=THERMAL_WARNING_C, err=THERMAL_ERROR_C)))
    else:
        air.append((tr("Air temperature rise"), tr("not known without a chassis")))
    flow.key_values(air, f.body, f.body)

    flow.heading(tr("Compute"), f.subheading, above_mm=1.0, after_mm=0.5)
    flow.key_values([(tr("GPUs in slots"), tr(
        "{n}: {mem:,.0f} GB GPU memory, {fp32:,.1f} TFLOPS FP32, {fp16:,.1f} TFLOPS FP16 "
        "tensor").format(n=s.gpus, mem=s.gpu_memory_gb, fp32=s.fp32_tflops,
                         fp16=s.fp16_tflops)),
        (tr("System memory"), f"{s.ram_gb:,.0f} GB")], f.body, f.body)
    pcie_table(flow, resolved, report)


def pcie_table(flow: PageFlow, resolved: ResolvedBuild, report: Report) -> None:
    f = fonts()
    flow.heading(tr("PCIe link per slot"), f.subheading, above_mm=1.0, after_mm=0.5)
    if not report.pcie:
        flow.paragraph(tr("No card stands in a slot."), f.body, MUTED)
        return
    cards = {c.slot: c.spec.name for c in resolved.slot_cards()}
    source_names = {"cpu": tr("CPU"), "chipset": tr("chipset"), "switch": tr("PCIe switch")}
    rows = []
    for slot, link in report.pcie.items():
        notes = []
        if link.estimated:
            notes.append(tr("estimated (no lane table for this population)"))
        if link.lanes == 0:
            notes.append(tr("no lanes: the CPU socket is empty") if link.reason == "empty-socket"
                         else tr("no lanes: the CPU's lanes are used up"))
        rows.append(Row([[Span(slot, f.table_bold)], [Span(cards.get(slot, ""), f.table)],
                         [Span(tr("x{lanes} gen {gen}").format(lanes=link.lanes, gen=link.gen),
                               f.table)],
                         [Span(f"{link.bandwidth_gb_s:,.1f}", f.table)],
                         [Span(source_names.get(link.source, link.source), f.table)],
                         [Span("; ".join(notes), f.small, MUTED)]]))
    flow.table([Column(tr("Slot"), 24), Column(tr("Card"), 58), Column(tr("Link"), 18),
                Column(tr("GB/s each way"), 20, "right"), Column(tr("Lanes from"), 20),
                Column(tr("Note"), 40)], rows, header_font=f.table_bold,
               continued=tr("PCIe link per slot (continued)"), continued_font=f.small_italic)


# --- findings and waivers --------------------------------------------------------------------


def _finding_spans(finding: Finding) -> list[tuple[Span, float]]:
    f = fonts()
    label = severity_name(finding.severity)
    if finding.waived:
        label = tr("{severity} (waived)").format(severity=label)
    colour = MUTED if finding.waived else SEVERITY_INK[finding.severity]
    spans = [(Span(f"{label} · {finding.rule}", f.body_bold, colour), 0.0),
             (Span(finding.message, f.body), 4.0)]
    if finding.fix:
        spans.append((Span(tr("Fix: {fix}").format(fix=finding.fix), f.body), 4.0))
    if finding.parts:
        spans.append((Span(tr("Concerns: {parts}").format(parts=", ".join(finding.parts)),
                           f.small, MUTED), 4.0))
    if finding.waived:
        spans.append((Span(tr("Waived: {reason}").format(reason=finding.waiver_reason),
                           f.body), 4.0))
    elif finding.waiver_refused:
        spans.append((Span(tr("Waiver refused (errors cannot be waived): {reason}").format(
            reason=finding.waiver_reason), f.body), 4.0))
    return spans


def findings_section(flow: PageFlow, report: Report) -> None:
    f = fonts()
    flow.heading(tr("Findings ({n})").format(n=len(report.findings)), f.heading)
    if not report.findings:
        flow.paragraph(tr("No findings: every check passed."), f.body)
    groups = {"error": tr("Errors ({n})"), "warning": tr("Warnings ({n})"),
              "info": tr("Notes ({n})")}
    for severity, title in groups.items():
        findings = report.by_severity(severity)
        if not findings:
            continue
        flow.heading(title.format(n=len(findings)), f.subheading, above_mm=1.0, after_mm=0.8)
        for finding in findings:
            flow.block(_finding_spans(finding), after_mm=1.6)
    if not report.complete and report.missing:
        flow.paragraph(tr("Checks that need the missing parts ({parts}) were skipped.").format(
            parts=", ".join(report.missing)), f.body, MUTED)


def waivers_section(flow: PageFlow, resolved: ResolvedBuild, report: Report) -> None:
    waivers = resolved.build.waivers
    if not waivers:
        return
    f = fonts()
    flow.heading(tr("Waivers ({n})").format(n=len(waivers)), f.heading)
    rows = []
    for waiver in waivers:
        matched = [x for x in report.findings if x.rule == waiver.rule and (
            waiver.parts is None or set(waiver.parts) & set(x.parts))]
        if any(x.waiver_refused for x in matched):
            effect = tr("refused: errors cannot be waived")
        elif any(x.waived for x in matched):
            effect = tr("silences %n finding(s)", sum(1 for x in matched if x.waived))
        else:
            effect = tr("matches no finding of this build")
        covers = ", ".join(waiver.parts) if waiver.parts else tr("every finding of the rule")
        rows.append(Row([[Span(waiver.rule, f.table_bold)], [Span(covers, f.table)],
                         [Span(waiver.reason, f.table)], [Span(effect, f.table)]]))
    flow.table([Column(tr("Rule"), 38), Column(tr("Covers"), 30), Column(tr("Reason"), 72),
                Column(tr("Effect"), 40)], rows, header_font=f.table_bold,
               continued=tr("Waivers (continued)"), continued_font=f.small_italic)


# --- what is not checked, and the notes ----------------------------------------------------


def not_checked_section(flow: PageFlow) -> None:
    f = fonts()
    flow.heading(tr("Not checked"), f.heading)
    flow.paragraph(tr("The application does not verify the following. A build without "
                      "findings is not approved on these points; check them yourself."),
                   f.body, after_mm=1.0)
    for text in NOT_CHECKED:
        # The checks panel translates the same list in the same context.
        flow.block([(Span(f"{BULLET} {QCoreApplication.translate('NotChecked', text)}",
                          f.body), 2.0)], after_mm=0.6)


def notes_section(flow: PageFlow, notes: str) -> None:
    if not notes.strip():
        return
    f = fonts()
    flow.heading(tr("Notes"), f.heading)
    flow.paragraph(notes, f.body)
