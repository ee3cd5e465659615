"""A lab plan's validation as plain text for a terminal (`configurator lab validate`): the
status, the lab's findings by severity, what is not checked, the figures (circuits, room,
racks) and each machine with its own errors and warnings, in the installed language (context
"LabText"; findings in "Findings")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from configurator.lab import Lab, LabReport
from configurator.report.text import MARKS, WIDTH
from configurator.report.wrap import wrap
from configurator.words.findings import finding_text, severity_group
from configurator.words.lab import counts_text, lab_finding_text, not_checked_text, status_text
from configurator.words.names import template_text

translate = QCoreApplication.translate


def _lines(text: str, indent: str = "  ") -> list[str]:
    return wrap(text, WIDTH, indent, indent + "  ")


def figures_lines(lab: Lab, report: LabReport) -> list[str]:
    lines = [translate("LabText", "Figures")]
    for circuit_id, f in report.circuits.items():
        outlet = lab.circuit(circuit_id).outlet_preset()
        lines.extend(_lines(translate(
            "LabText", "Circuit {circuit} ({volts:g} V, {amps:g} A): {wall:,.0f} W of "
            "{capacity:,.0f} W ({load:.0f} %), {continuous:,.0f} W continuous; machines: "
            "{machines}").format(circuit=circuit_id, volts=outlet.volts, amps=outlet.amps,
                                 wall=f.wall_w, capacity=f.capacity_w, load=f.load * 100,
                                 continuous=f.continuous_w,
                                 machines=", ".join(f.machines) or "-")))
    cooling = lab.room.cooling_w
    heat = translate("LabText", "Room: {heat:,.0f} W of heat ({btu:,.0f} BTU/h)").format(
        heat=report.heat_w, btu=report.heat_btu_h)
    if cooling is not None:
        heat += translate("LabText", "; cooling {cooling:,.0f} W ({share:.0f} %)").format(
            cooling=cooling, share=report.heat_w / cooling * 100)
    lines.extend(_lines(heat))
    for rack_id, r in report.racks.items():
        text = translate("LabText", "Rack {rack}: {used} of {units} U, {kw:,.2f} kW").format(
            rack=rack_id, used=r.units_used, units=r.units, kw=r.kw)
        if r.max_kw is not None:
            text += translate("LabText", " (limit {max_kw:,.2f} kW)").format(max_kw=r.max_kw)
        if r.weight_kg is not None:
            text += translate("LabText", ", {kg:,.1f} kg").format(kg=r.weight_kg)
        lines.extend(_lines(text))
    lines.extend(_lines(translate(
        "LabText", "Totals: {machines} machine(s), {gpus} GPU(s), ${price:,.2f}").format(
        machines=len(report.machines), gpus=report.gpus, price=report.price_usd)))
    return lines


def machine_lines(report: LabReport) -> list[str]:
    lines = [translate("LabText", "Machines")]
    for result in report.machines:
        machine = result.machine
        name = template_text(machine.name)
        if result.report is None:
            state = translate("LabText", "not checked")
        elif result.validated:
            state = translate("LabText", "validated")
        else:
            state = translate("LabText", "not validated")
        wall = ("" if result.wall_w is None else
                translate("LabText", ", {wall:,.0f} W").format(wall=result.wall_w))
        lines.extend(_lines(f"{machine.id} ({name}): {state}{wall}"))
        own = result.report.findings if result.report is not None else []
        for finding in own:
            if finding.severity == "info" or finding.waived:
                continue
            lines.extend(_lines(f"{MARKS[finding.severity]} {finding.rule}: "
                                f"{finding_text(finding)}", "    "))
    return lines


def format_lab_text(lab: Lab, report: LabReport) -> str:
    name = template_text(lab.name) or translate("LabText", "Untitled lab")
    lines = [translate("LabText", "{name}: {state} ({counts})").format(
        name=name, state=status_text(report), counts=counts_text(report)), ""]
    for severity in ("error", "warning", "info"):
        findings = [f for f in report.findings if f.severity == severity]
        if not findings:
            continue
        lines.append(severity_group(severity))
        for finding in findings:
            lines.extend(_lines(f"{MARKS[severity]} {finding.rule}: "
                                f"{lab_finding_text(finding, report)}"))
        lines.append("")
    if report.not_checked:
        lines.append(translate("LabText", "Not checked"))
        for note in report.not_checked:
            lines.extend(_lines(f"- {note.rule}: {not_checked_text(note)}"))
        lines.append("")
    lines.extend(figures_lines(lab, report))
    lines.append("")
    lines.extend(machine_lines(report))
    return "\n".join(lines)
