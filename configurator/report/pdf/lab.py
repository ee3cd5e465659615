"""A lab plan's PDF (`configurator lab bom`, the Lab tab's export; docs/lab-plan.md): one
purchase list for the room, the lab's findings and what it could not check, a page per
circuit and per rack (the rack drawn as the Lab tab draws it, as vectors), and each machine's
own checks. Every page carries the lab's name and its status banner (VALIDATED only when the
lab has no error and every machine is validated), as a build's BOM does.
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QPainter

from configurator.drawing.chart_style import ensure_app
from configurator.drawing.lab_scene import build_lab_scene
from configurator.lab import Lab, LabReport, MachineResult
from configurator.lab.machines import draw_by_circuit
from configurator.lab.purchase import PurchaseList
from configurator.report.pdf.document import (
    PdfChrome,
    check_paper,
    full_name_if_shortened,
    render_pdf,
)
from configurator.report.pdf.figures import fit_rect, prepare_scene_text
from configurator.report.pdf.findings import BULLET, findings_section, notes_section
from configurator.report.pdf.flow import Column, PageFlow, Row, Span
from configurator.report.pdf.sections import money, watts
from configurator.report.pdf.style import MUTED, SEVERITY_INK, fonts, mm
from configurator.rules.report import Finding
from configurator.words.findings import join_names, severity_name
from configurator.words.lab import LabSummary, lab_finding_text, not_checked_text
from configurator.words.names import kind_label, template_text

translate = QCoreApplication.translate

RACK_DRAWING_SHARE = 0.62  # of a page's content height for a rack's drawing


def lab_pdf_bytes(lab: Lab, report: LabReport, listing: PurchaseList, *, catalog_version: str,
                  paper: str = "a4", generated: date | None = None) -> bytes:
    check_paper(paper)
    ensure_app()  # fonts and the lab's scene need a QApplication, even headless
    name = template_text(lab.name) or translate("Lab", "Untitled lab")
    chrome = PdfChrome(name, LabSummary(report), generated or date.today(), catalog_version,
                       translate("Lab", "Lab plan"))
    title = translate("Lab", "Lab plan: {name}").format(name=name)
    return render_pdf(paper, title, chrome,
                      lambda flow: _layout(flow, chrome, lab, report, listing))


def _layout(flow: PageFlow, chrome: PdfChrome, lab: Lab, report: LabReport,
            listing: PurchaseList) -> None:
    full_name_if_shortened(flow, chrome)
    _summary(flow, lab, report, listing)
    _purchase(flow, listing)
    notes_section(flow, template_text(lab.notes))
    _lab_findings(flow, report)
    scene = build_lab_scene(lab, report) if lab.racks else None
    if scene is not None:
        prepare_scene_text(scene)
    for circuit in lab.circuits:
        flow.new_page()
        _circuit_page(flow, lab, report, circuit.id)
    for rack in lab.racks:
        flow.new_page()
        _rack_page(flow, lab, report, rack.id, scene)
    for result in report.machines:
        flow.new_page()
        _machine_page(flow, lab, result)


# --- the room ------------------------------------------------------------------------------


def _summary(flow: PageFlow, lab: Lab, report: LabReport, listing: PurchaseList) -> None:
    f = fonts()
    flow.heading(translate("Lab", "The room"), f.heading)
    heat = translate("Lab", "{w} W = {btu} BTU/h").format(w=watts(report.heat_w),
                                                         btu=watts(report.heat_btu_h))
    cooling = lab.room.cooling_w
    if cooling is not None:
        heat += translate("Lab", " of {cooling} W cooling ({pct:.0f} %)").format(
            cooling=watts(cooling), pct=report.heat_w / cooling * 100)
    pairs = [(translate("Lab", "Machines"), str(len(report.machines))),
             (translate("Lab", "GPUs"), str(report.gpus)),
             (translate("Lab", "Circuits"), str(len(lab.circuits))),
             (translate("Lab", "Racks"), str(len(lab.racks))),
             (translate("Lab", "Heat in the room"), heat),
             (translate("Lab", "To buy"), f"${money(listing.to_buy_usd)}")]
    stocked = listing.from_stock
    if stocked:
        pairs.append((translate("Lab", "From stock"), translate(
            "Lab", "{n} part(s) worth ${value}").format(
            n=sum(line.from_stock for line in stocked),
            value=money(sum(line.part.price_usd * line.from_stock for line in stocked)))))
    if lab.room.ambient_c is not None:
        pairs.append((translate("Lab", "Room temperature"),
                      translate("Lab", "{c:g} °C").format(c=lab.room.ambient_c)))
    flow.key_values(pairs, f.body, f.body_bold)


def _purchase(flow: PageFlow, listing: PurchaseList) -> None:
    f = fonts()
    flow.heading(translate("Lab", "Purchase list for the room"), f.heading)
    columns = [Column(translate("Bom", "Item"), 20), Column(translate("Bom", "Part"), 52),
               Column(translate("Bom", "Manufacturer / MPN"), 32),
               Column(translate("Bom", "Qty"), 10, "right"),
               Column(translate("Lab", "From stock"), 13, "right"),
               Column(translate("Lab", "To buy"), 12, "right"),
               Column(translate("Bom", "Unit USD"), 18, "right"),
               Column(translate("Lab", "To buy USD"), 21, "right")]
    rows = []
    for line in listing.lines:
        part = line.part
        rows.append(Row([
            [Span(kind_label(part.kind), f.table, MUTED)],
            [Span(part.name, f.table), Span(join_names(line.machines), f.small, MUTED)],
            [Span(part.manufacturer or "", f.table), Span(part.mpn or "", f.small, MUTED)],
            [Span(str(line.qty), f.table)], [Span(str(line.from_stock or ""), f.table)],
            [Span(str(line.to_buy), f.table)], [Span(money(part.price_usd), f.table)],
            [Span(money(line.to_buy_usd), f.table)]]))
    for extra in listing.extras:
        rows.append(Row([
            [Span(kind_label("extra"), f.table, MUTED)],
            [Span(extra.name, f.table), Span(join_names(extra.machines), f.small, MUTED)], [],
            [Span(str(extra.qty), f.table)], [], [Span(str(extra.qty), f.table)],
            [Span(money(extra.unit_price_usd), f.table)],
            [Span(money(extra.to_buy_usd), f.table)]]))
    if not rows:
        flow.paragraph(translate("Lab", "The lab has no machines yet."), f.body, MUTED)
        return
    rows.append(Row([[], [Span(translate("Bom", "Total"), f.table_bold)], [],
                     [Span(str(sum(line.qty for line in listing.lines)), f.table_bold)],
                     [Span(str(sum(line.from_stock for line in listing.lines)), f.table_bold)],
                     [], [], [Span(money(listing.to_buy_usd), f.table_bold)]],
                    rule_above=True))
    flow.table(columns, rows, header_font=f.table_bold,
               continued=translate("Lab", "Purchase list (continued)"),
               continued_font=f.small_italic)
    if listing.not_counted:
        flow.paragraph(translate("Lab", "Not in the list: the builds of {machines} cannot be "
                                        "read.").format(machines=join_names(listing.not_counted)),
                       f.body, SEVERITY_INK["error"])


def _finding_block(flow: PageFlow, finding: Finding, report: LabReport) -> None:
    f = fonts()
    flow.block([(Span(f"{severity_name(finding.severity)} · {finding.rule}", f.body_bold,
                      SEVERITY_INK[finding.severity]), 0.0),
                (Span(lab_finding_text(finding, report), f.body), 4.0)], after_mm=1.4)


def _lab_findings(flow: PageFlow, report: LabReport, ids: set[str] | None = None) -> None:
    """The lab's findings and "not checked" notes (those naming one of `ids`, if given)."""
    f = fonts()
    findings = [x for x in report.sorted_findings() if ids is None or ids & set(x.parts)]
    notes = [n for n in report.not_checked if ids is None or ids & set(n.parts)]
    flow.heading(translate("Lab", "Findings of the lab ({n})").format(n=len(findings)),
                 f.heading if ids is None else f.subheading)
    if not findings:
        flow.paragraph(translate("Lab", "No findings."), f.body, MUTED)
    for finding in findings:
        _finding_block(flow, finding, report)
    if notes:
        flow.heading(translate("Lab", "Not checked ({n})").format(n=len(notes)), f.subheading)
        for note in notes:
            flow.block([(Span(f"{BULLET} {not_checked_text(note)}", f.body), 2.0)],
                       after_mm=0.6)


# --- circuits, racks, machines -----------------------------------------------------------------


def _circuit_page(flow: PageFlow, lab: Lab, report: LabReport, circuit_id: str) -> None:
    f = fonts()
    figures = report.circuits[circuit_id]
    outlet = lab.circuit(circuit_id).outlet_preset()
    flow.heading(translate("Lab", "Circuit {circuit}").format(circuit=circuit_id), f.heading)
    name = outlet.name if outlet.name != "custom" else translate("Lab", "custom")
    flow.key_values([
        (translate("Lab", "Outlet"), translate(
            "Lab", "{name}: {volts:g} V × {amps:g} A = {capacity} W").format(
            name=name, volts=outlet.volts, amps=outlet.amps, capacity=watts(figures.capacity_w))),
        (translate("Lab", "Continuous limit"), f"{watts(figures.continuous_w)} W"),
        (translate("Lab", "Wall draw"), translate("Lab", "{w} W ({pct:.0f} % of capacity)")
         .format(w=watts(figures.wall_w), pct=figures.load * 100))], f.body, f.body_bold)
    rows = []
    for machine_id in figures.machines:
        result = report.machine(machine_id)
        draws = draw_by_circuit(result) if result is not None else None
        resolved = result.machine.build.resolved if result is not None else None
        psus = ""
        if resolved is not None and resolved.psu is not None:
            on_here = result.machine.circuits.index(circuit_id)
            count = len(range(on_here, resolved.psu.qty, len(result.machine.circuits)))
            psus = translate("Lab", "{n} of {qty}").format(n=count, qty=resolved.psu.qty)
        rows.append(Row([[Span(machine_id, f.table_bold)],
                         [Span(template_text(result.machine.name), f.table)],
                         [Span(psus, f.table)],
                         [Span(watts(draws.get(circuit_id)) if draws else "—", f.table)]]))
    if rows:
        flow.table([Column(translate("Lab", "Machine"), 30), Column(translate("Lab", "Build"), 80),
                    Column(translate("Lab", "PSUs here"), 30, "right"),
                    Column(translate("Lab", "Draw here W"), 30, "right")], rows,
                   header_font=f.table_bold)
    _lab_findings(flow, report, {circuit_id})


def _rack_page(flow: PageFlow, lab: Lab, report: LabReport, rack_id: str, scene) -> None:
    f = fonts()
    rack = lab.rack(rack_id)
    figures = report.racks[rack_id]
    flow.heading(translate("Lab", "Rack {rack}").format(rack=rack_id), f.heading)
    power = translate("Lab", "{kw:,.2f} kW").format(kw=figures.kw)
    if rack.max_kw is not None:
        power += translate("Lab", " of {max_kw:,.2f} kW").format(max_kw=rack.max_kw)
    weight = ("—" if figures.weight_kg is None else
              translate("Lab", "{kg:,.1f} kg").format(kg=figures.weight_kg))
    if rack.max_weight_kg is not None:
        weight += translate("Lab", " of {max_kg:,.1f} kg").format(max_kg=rack.max_weight_kg)
    flow.key_values([(translate("Lab", "Units"), translate("Lab", "{used} of {units} U").format(
                         used=figures.units_used, units=rack.units)),
                     (translate("Lab", "Power"), power), (translate("Lab", "Weight"), weight)],
                    f.body, f.body_bold)
    source = scene.rack_bounds[rack_id]

    def draw(painter: QPainter, rect: QRectF) -> None:
        scene.render(painter, fit_rect(source, rect), source)

    flow.figure(min(flow.room, flow.content.height() * RACK_DRAWING_SHARE) - mm(2), draw)
    _lab_findings(flow, report, {rack_id})


def _machine_page(flow: PageFlow, lab: Lab, result: MachineResult) -> None:
    f = fonts()
    machine = result.machine
    flow.heading(translate("Lab", "Machine {machine}: {name}").format(
        machine=machine.id, name=template_text(machine.name)), f.heading)
    build = machine.build
    where = build.path if build.path is not None else translate("Lab", "in the lab file")
    place = "—"
    if machine.rack is not None:
        place = (translate("Lab", "rack {rack}, from U{u}").format(rack=machine.rack,
                                                                     u=machine.u)
                 if machine.u is not None else translate("Lab", "rack {rack}").format(
                     rack=machine.rack))
    pairs = [(translate("Lab", "Build"), where),
             (translate("Lab", "Circuits"), join_names(machine.circuits) or "—"),
             (translate("Lab", "Rack"), place)]
    if result.report is not None:
        power = result.report.power
        pairs.append((translate("Lab", "Judged at"), translate(
            "Lab", "{volts:g} V, {outlet} W outlet").format(volts=result.volts or 0,
                                                             outlet=watts(power.outlet_w))))
        pairs.append((translate("Lab", "Wall draw"), f"{watts(power.wall_w)} W"))
        pairs.append((translate("Lab", "Price"), f"${money(result.report.totals.price_usd)}"))
    flow.key_values(pairs, f.body, f.body_bold)
    if result.report is None:
        from configurator.words.messages import refusal_text

        flow.paragraph(translate("Lab", "Its build cannot be read: {reason}. It is not "
                                        "checked.").format(reason=refusal_text(result.error)),
                       f.body, SEVERITY_INK["error"])
        return
    findings_section(flow, result.report)
