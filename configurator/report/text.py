"""The validation report as plain text for a terminal: grouped by severity, with the figures."""

from __future__ import annotations

from configurator.model.build import Build
from configurator.rules.report import Report

HEADINGS = {"error": "Errors", "warning": "Warnings", "info": "Notes"}
MARKS = {"error": "x", "warning": "!", "info": "i"}


def status_line(build: Build, report: Report) -> str:
    name = build.name or "Untitled build"
    counts = (f"{report.error_count} error(s), {report.warning_count} warning(s), "
              f"{report.info_count} note(s)")
    if report.validated:
        state = "VALIDATED"
    elif not report.complete and not report.error_count:
        state = "INCOMPLETE"
    else:
        state = "NOT VALIDATED"
    return f"{name}: {state} ({counts})"


def _wrap(text: str, indent: str, width: int = 100) -> list[str]:
    words, lines, line = text.split(), [], ""
    for word in words:
        if line and len(indent) + len(line) + 1 + len(word) > width:
            lines.append(indent + line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        lines.append(indent + line)
    return lines


def figures_lines(report: Report) -> list[str]:
    p, t = report.power, report.thermal
    lines = ["Figures"]
    power = f"  Power: {p.peak_w:,.0f} W at peak"
    if p.usable_w is not None:
        power += f"; PSU {p.usable_w:,.0f} W usable ({p.load * 100:.0f} % load)"
    if p.wall_w is not None:
        power += (f"; {p.wall_w:,.0f} W from the wall (efficiency {p.efficiency * 100:.1f} %)"
                  f" of {p.outlet_w:,.0f} W outlet, {p.continuous_w:,.0f} W continuous")
    lines.append(power)
    heat = f"  Heat: {t.heat_w:,.0f} W in the case ({t.heat_btu_h:,.0f} BTU/h)"
    if t.delta_t_c is not None:
        heat += f"; air warms by {t.delta_t_c:.1f} C"
    lines.append(heat)
    for slot, link in report.pcie.items():
        mark = " (estimated)" if link.estimated else ""
        lines.append(f"  PCIe {slot}: x{link.lanes} gen {link.gen}, "
                     f"{link.bandwidth_gb_s:.1f} GB/s, {link.source}{mark}")
    s = report.totals
    lines.append(f"  Totals: ${s.price_usd:,.2f}; {s.gpus} GPU(s), {s.gpu_memory_gb:,.0f} GB GPU "
                 f"memory, {s.fp32_tflops:,.1f} TFLOPS FP32; {s.ram_gb:,.0f} GB RAM")
    return lines


def format_report_text(build: Build, report: Report) -> str:
    lines = [status_line(build, report), ""]
    for severity in ("error", "warning", "info"):
        findings = report.by_severity(severity)
        if not findings:
            continue
        lines.append(HEADINGS[severity])
        for finding in findings:
            mark = "-" if finding.waived else MARKS[severity]
            lines.extend(_wrap(f"{mark} {finding.rule}: {finding.message}", "  "))
            if finding.waived:
                lines.extend(_wrap(f"waived: {finding.waiver_reason}", "      "))
            if finding.fix:
                lines.extend(_wrap(f"fix: {finding.fix}", "      "))
        lines.append("")
    lines.extend(figures_lines(report))
    return "\n".join(lines)
