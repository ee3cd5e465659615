"""The validation report as plain text for a terminal: grouped by severity, with the figures,
in the installed language (context "ReportText"; findings in "Findings")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from configurator.model.build import Build
from configurator.model.safe_text import drawable
from configurator.report.wrap import wrap
from configurator.rules.report import Report
from configurator.words.findings import (
    finding_text,
    fix_text,
    lane_source,
    severity_group,
)
from configurator.words.names import template_text
from configurator.words.plugs import adapter_name, cable_rows, spike_text

translate = QCoreApplication.translate

MARKS = {"error": "x", "warning": "!", "info": "i"}
WIDTH = 100


def status_line(build: Build, report: Report) -> str:
    name = drawable(template_text(build.name)) or translate("ReportText", "Untitled build")
    counts = translate("ReportText", "{e} error(s), {w} warning(s), {i} note(s)").format(
        e=report.error_count, w=report.warning_count, i=report.info_count)
    if report.validated:
        state = translate("ReportText", "VALIDATED")
    elif not report.complete and not report.error_count:
        state = translate("ReportText", "INCOMPLETE")
    else:
        state = translate("ReportText", "NOT VALIDATED")
    return translate("ReportText", "{name}: {state} ({counts})").format(
        name=name, state=state, counts=counts)


def figures_lines(report: Report) -> list[str]:
    p, t = report.power, report.thermal
    lines = [translate("ReportText", "Figures")]
    power = translate("ReportText", "Power: {peak:,.0f} W at peak").format(peak=p.peak_w)
    if p.usable_w is not None:
        power += translate("ReportText", "; PSU {usable:,.0f} W usable ({load:.0f} % load)"
                           ).format(usable=p.usable_w, load=p.load * 100)
    if p.wall_w is not None:
        power += translate(
            "ReportText", "; {wall:,.0f} W from the wall (efficiency {eff:.1f} %) of "
            "{outlet:,.0f} W outlet, {cont:,.0f} W continuous").format(
            wall=p.wall_w, eff=p.efficiency * 100, outlet=p.outlet_w, cont=p.continuous_w)
    lines.extend(wrap(power, WIDTH, "  ", "    "))
    spike = spike_text(p)
    if spike is not None:
        lines.extend(wrap(translate("ReportText", "Spikes: {text}").format(text=spike), WIDTH,
                          "  ", "    "))
    cables = cable_rows(report.plugs)
    if cables:
        text = translate("ReportText", "; ", "between two cable kinds").join(
            f"{label} {value}" for label, value, _short in cables)
        lines.extend(wrap(translate("ReportText", "Cables: {text}").format(text=text), WIDTH,
                          "  ", "    "))
    for adapter in report.plugs.adapters if report.plugs is not None else []:
        lines.extend(wrap(translate("ReportText", "Adapter in slot {slot}: {name}").format(
            slot=adapter.slot, name=adapter_name(adapter.class_w, adapter.cables)), WIDTH,
            "  ", "    "))
    heat = translate("ReportText", "Heat: {heat:,.0f} W in the case ({btu:,.0f} BTU/h)").format(
        heat=t.heat_w, btu=t.heat_btu_h)
    if t.delta_t_c is not None:
        heat += translate("ReportText", "; air warms by {dt:.1f} C").format(dt=t.delta_t_c)
    lines.extend(wrap(heat, WIDTH, "  ", "    "))
    for slot, link in report.pcie.items():
        mark = translate("ReportText", " (estimated)") if link.estimated else ""
        lines.append("  " + translate(
            "ReportText", "PCIe {slot}: x{lanes} gen {gen}, {bandwidth:.1f} GB/s, {source}{mark}"
        ).format(slot=slot, lanes=link.lanes, gen=link.gen, bandwidth=link.bandwidth_gb_s,
                 source=lane_source(link.source), mark=mark))
    s = report.totals
    totals = translate(
        "ReportText", "Totals: ${price:,.2f}; {gpus} GPU(s), {vram:,.0f} GB GPU memory, "
        "{fp32:,.1f} TFLOPS FP32; {ram:,.0f} GB RAM").format(
        price=s.price_usd, gpus=s.gpus, vram=s.gpu_memory_gb, fp32=s.fp32_tflops,
        ram=s.ram_gb)
    lines.extend(wrap(totals, WIDTH, "  ", "    "))
    return lines


def format_report_text(build: Build, report: Report) -> str:
    lines = [status_line(build, report), ""]
    for severity in ("error", "warning", "info"):
        findings = report.by_severity(severity)
        if not findings:
            continue
        lines.append(severity_group(severity))
        for finding in findings:
            mark = "-" if finding.waived else MARKS[severity]
            lines.extend(wrap(f"{mark} {finding.rule}: {finding_text(finding)}", WIDTH, "  ",
                              "    "))
            if finding.waived:
                lines.extend(wrap(translate("ReportText", "waived: {reason}").format(
                    reason=finding.waiver_reason), WIDTH, "      "))
            fix = fix_text(finding)
            if fix:
                lines.extend(wrap(translate("ReportText", "fix: {fix}").format(fix=fix), WIDTH,
                                  "      "))
        lines.append("")
    lines.extend(figures_lines(report))
    return "\n".join(lines)

