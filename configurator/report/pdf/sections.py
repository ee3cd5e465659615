"""The text sections of the BOM PDF: the BOM table and its totals, and the computed figures
(the findings, the waivers, what is not checked and the notes are in pdf_findings)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from configurator.model.build import ResolvedBuild
from configurator.report.bom import Bom, BomLine
from configurator.report.pdf.flow import Column, PageFlow, Row, Span
from configurator.report.pdf.style import MUTED, fonts
from configurator.rules.report import Report
from configurator.rules.thresholds import (
    OUTLET_CONTINUOUS_FRACTION,
    THERMAL_ERROR_C,
    THERMAL_WARNING_C,
)
from configurator.words.findings import lane_source, outlet_name
from configurator.words.not_checked import estimated_mark
from configurator.words.plugs import adapter_name, adapter_note, cable_rows, spike_text

translate = QCoreApplication.translate


def money(value_usd: float) -> str:
    return f"{value_usd:,.2f}"


def watts(value_w: float | None) -> str:
    return "—" if value_w is None else f"{value_w:,.0f}"


# --- the BOM -------------------------------------------------------------------------------


def bom_columns() -> list[Column]:
    return [Column(translate("Bom", "Item"), 21), Column(translate("Bom", "Part"), 54),
            Column(translate("Bom", "Manufacturer / MPN"), 36),
            Column(translate("Bom", "Qty"), 10, "right"),
            Column(translate("Bom", "Unit USD"), 19, "right"),
            Column(translate("Bom", "Extended USD"), 22, "right"),
            Column(translate("Bom", "Peak W each"), 18, "right")]


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


def bom_section(flow: PageFlow, bom: Bom, report: Report) -> None:
    f = fonts()
    flow.heading(translate("Bom", "Bill of materials"), f.heading)
    rows = [_bom_row(line) for line in bom.lines]
    if not rows:
        flow.paragraph(translate("Bom", "The build has no parts yet."), f.body, MUTED)
        return
    units = sum(line.qty for line in bom.lines)
    total = translate("Bom", "Total: {n} line(s)").format(n=len(bom.lines))
    rows.append(Row([[], [Span(total, f.table_bold)], [], [Span(str(units), f.table_bold)], [],
                     [Span(money(bom.totals.price_usd), f.table_bold)], []], rule_above=True))
    if bom.from_stock:  # the lab's shelf: what of the above it need not buy
        rows.append(Row([[], [Span(translate("Bom", "From stock"), f.table_bold)], [], [], [],
                         [], []], rule_above=True))
        rows += [_bom_row(line) for line in bom.from_stock]
        rows.append(Row([[], [Span(translate("Bom", "To buy"), f.table_bold)], [], [], [],
                         [Span(money(bom.to_buy_usd), f.table_bold)], []], rule_above=True))
    flow.table(bom_columns(), rows, header_font=f.table_bold,
               continued=translate("Bom", "Bill of materials (continued)"),
               continued_font=f.small_italic)
    t = bom.totals
    if t.wall_w is None:
        wall = translate("Bom", "not known without a PSU")
    else:
        wall = translate("Bom", "{w} W at {eff:.1f} % PSU efficiency").format(
            w=watts(t.wall_w), eff=(t.efficiency or 0) * 100)
    peak = translate("Bom", "{w} W, every part at its peak").format(w=watts(t.peak_w))
    heat = translate("Bom", "{w} W = {btu} BTU/h").format(w=watts(t.heat_w),
                                                         btu=watts(t.heat_btu_h))
    # The totals resting on an estimated field say so, as the computed figures do.
    price = f"${money(t.price_usd)}" + estimated_mark(report, "totals.price_usd")
    peak += estimated_mark(report, "power.peak_w")
    wall += estimated_mark(report, "power.wall_w")
    heat += estimated_mark(report, "thermal.heat_w", "thermal.heat_btu_h")
    flow.key_values([(translate("Bom", "Total price"), price),
                     (translate("Bom", "Peak power (DC)"), peak),
                     (translate("Bom", "Wall draw"), wall),
                     (translate("Bom", "Outlet"), outlet_text(bom)),
                     (translate("Bom", "Heat in the case"), heat)], f.body, f.body_bold)


def outlet_text(bom: Bom) -> str:
    t = bom.totals
    text = translate("Bom", "{name}: {volts:g} V × {amps:g} A = {cap} W; {cont} W continuous "
                            "({pct:.0f} %)")
    return text.format(name=outlet_name(t.outlet_name), volts=t.outlet_volts,
                       amps=t.outlet_amps, cap=watts(t.outlet_w), cont=watts(t.continuous_w),
                       pct=OUTLET_CONTINUOUS_FRACTION * 100)


# --- figures ---------------------------------------------------------------------------------


def _power_budget(resolved: ResolvedBuild, report: Report) -> list[tuple[str, str]]:
    p = report.power
    # A figure resting on an estimated field says so (docs/rules.md, "Not checked and
    # estimated").
    budget = [(translate("Bom", "Peak power (DC)"),
               f"{watts(p.peak_w)} W" + estimated_mark(report, "power.peak_w"))]
    if resolved.psu is None or p.usable_w is None:
        budget.append((translate("Bom", "PSU"),
                       translate("Bom", "none chosen: no load, efficiency or wall draw")))
        return budget
    psu = resolved.psu
    if psu.redundant:
        capacity = translate("Bom", "{qty} × {name}, {redundant} redundant: {usable} W usable")
    else:
        capacity = translate("Bom", "{qty} × {name}: {usable} W usable")
    budget.append((translate("Bom", "PSU capacity"), capacity.format(
        qty=psu.qty, name=psu.spec.name,
        redundant=psu.redundant, usable=watts(p.usable_w))
        + estimated_mark(report, "power.usable_w")))
    budget.append((translate("Bom", "PSU load"), translate(
        "Bom", "{load:.0f} % at peak; efficiency {eff:.1f} %").format(
        load=(p.load or 0) * 100, eff=(p.efficiency or 0) * 100)
        + estimated_mark(report, "power.load", "power.efficiency")))
    budget.append((translate("Bom", "Wall draw"),
                   f"{watts(p.wall_w)} W" + estimated_mark(report, "power.wall_w")))
    if p.wall_w is not None and p.continuous_w:
        budget.append((translate("Bom", "Outlet use"), translate(
            "Bom", "{share:.0f} % of the {cont} W continuous limit ({cap} W breaker)").format(
            share=p.wall_w / p.continuous_w * 100, cont=watts(p.continuous_w),
            cap=watts(p.outlet_w))))
    spike = spike_text(p)
    if spike is not None:
        budget.append((translate("Bom", "Power spikes"),
                       spike + estimated_mark(report, "power.spike_total_w")))
    for label, text, _short in cable_rows(report.plugs):
        budget.append((label, text))
    for adapter in report.plugs.adapters if report.plugs is not None else []:
        budget.append((translate("Bom", "Adapter, slot {slot}").format(slot=adapter.slot),
                       f"{adapter_name(adapter.class_w, adapter.cables)}; "
                       f"{adapter_note(adapter)}"))
    return budget


def _airflow(resolved: ResolvedBuild, report: Report) -> list[tuple[str, str]]:
    t = report.thermal
    heat = translate("Bom", "{w} W = {btu} BTU/h (blower cards exhaust most of theirs through "
                            "the bracket)").format(w=watts(t.heat_w), btu=watts(t.heat_btu_h))
    heat += estimated_mark(report, "thermal.heat_w", "thermal.heat_btu_h")
    if t.delta_t_c is not None and resolved.chassis is not None:
        rise = translate("Bom", "{dt:.1f} °C at {cfm:,.0f} CFM intake (warning above {warn:g} "
                                "°C, error above {err:g} °C)").format(
            dt=t.delta_t_c, cfm=resolved.chassis.airflow_cfm, warn=THERMAL_WARNING_C,
            err=THERMAL_ERROR_C) + estimated_mark(report, "thermal.delta_t_c")
    else:
        rise = translate("Bom", "not known without a chassis")
    return [(translate("Bom", "Heat in the case"), heat),
            (translate("Bom", "Air temperature rise"), rise)]


def figures_section(flow: PageFlow, resolved: ResolvedBuild, report: Report) -> None:
    f = fonts()
    s = report.totals
    flow.heading(translate("Bom", "Computed figures"), f.heading)
    flow.heading(translate("Bom", "Power budget and outlet"), f.subheading, above_mm=1.0,
                 after_mm=0.5)
    flow.key_values(_power_budget(resolved, report), f.body, f.body)
    flow.heading(translate("Bom", "Airflow"), f.subheading, above_mm=1.0, after_mm=0.5)
    flow.key_values(_airflow(resolved, report), f.body, f.body)
    flow.heading(translate("Bom", "Compute"), f.subheading, above_mm=1.0, after_mm=0.5)
    gpus = translate("Bom", "{n}: {mem:,.0f} GB GPU memory, {fp32:,.1f} TFLOPS FP32, "
                            "{fp16:,.1f} TFLOPS FP16 tensor").format(
        n=s.gpus, mem=s.gpu_memory_gb, fp32=s.fp32_tflops, fp16=s.fp16_tflops)
    gpus += estimated_mark(report, "totals.gpu_memory_gb", "totals.fp32_tflops",
                           "totals.fp16_tflops")
    memory = f"{s.ram_gb:,.0f} GB" + estimated_mark(report, "totals.ram_gb")
    flow.key_values([(translate("Bom", "GPUs in slots"), gpus),
                     (translate("Bom", "System memory"), memory)], f.body, f.body)
    pcie_table(flow, resolved, report)


def pcie_table(flow: PageFlow, resolved: ResolvedBuild, report: Report) -> None:
    f = fonts()
    flow.heading(translate("Bom", "PCIe link per slot"), f.subheading, above_mm=1.0,
                 after_mm=0.5)
    if not report.pcie:
        flow.paragraph(translate("Bom", "No card stands in a slot."), f.body, MUTED)
        return
    cards = {c.slot: c.spec.name for c in resolved.slot_cards()}
    rows = []
    for slot, link in report.pcie.items():
        notes = []
        if link.estimated:
            notes.append(translate("Bom", "estimated (no lane table for this population)"))
        if link.lanes == 0:
            notes.append(translate("Bom", "no lanes: the CPU socket is empty")
                         if link.reason == "empty-socket"
                         else translate("Bom", "no lanes: the CPU's lanes are used up"))
        width = translate("Bom", "x{lanes} gen {gen}").format(lanes=link.lanes, gen=link.gen)
        rows.append(Row([[Span(slot, f.table_bold)], [Span(cards.get(slot, ""), f.table)],
                         [Span(width, f.table)], [Span(f"{link.bandwidth_gb_s:,.1f}", f.table)],
                         [Span(lane_source(link.source), f.table)],
                         [Span(translate("Bom", "; ", "between two reasons").join(notes),
                               f.small, MUTED)]]))
    columns = [Column(translate("Bom", "Slot"), 24), Column(translate("Bom", "Card"), 58),
               Column(translate("Bom", "Link"), 18),
               Column(translate("Bom", "GB/s each way"), 20, "right"),
               Column(translate("Bom", "Lanes from"), 20), Column(translate("Bom", "Note"), 40)]
    flow.table(columns, rows, header_font=f.table_bold,
               continued=translate("Bom", "PCIe link per slot (continued)"),
               continued_font=f.small_italic)
