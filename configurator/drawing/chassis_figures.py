"""The figures drawn beside the chassis: the PSU with its load bar, the wall-outlet draw, the
air temperature rise and the totals (the tray of cards not placed is
configurator.drawing.chassis_tray's). Numbers come from the Report (docs/rules.md); colours
from its findings, never from a threshold here."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLineF, QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsLineItem, QGraphicsScene

from configurator.drawing.chassis_items import (
    BRACKET_FILL,
    CHASSIS_LINE,
    GAUGE_BACK,
    GAUGE_OK,
    PartItem,
    pen,
    rect_item,
    text_item,
)
from configurator.drawing.chassis_layout import ChassisLayout, Rect
from configurator.drawing.chassis_plugs import add_psu_cables
from configurator.drawing.palette import INK, MUTED_INK, SEVERITY_COLOUR
from configurator.model.build import ResolvedBuild
from configurator.rules import Report
from configurator.rules.thresholds import (
    OUTLET_CONTINUOUS_FRACTION,
    POWER_HEADROOM_LOAD,
    THERMAL_ERROR_C,
    THERMAL_WARNING_C,
)

translate = QCoreApplication.translate

AIR_GAUGE_MAX_C = 25.0


def rule_severity(report: Report, *rules: str) -> str | None:
    """The worst unwaived severity among findings of these rules (None: no finding)."""
    worst = None
    for finding in report.findings:
        if finding.rule in rules and not finding.waived:
            if finding.severity == "error":
                return "error"
            if finding.severity == "warning":
                worst = "warning"
    return worst


def _bar(parent: QGraphicsItem, x: float, y: float, w: float, h: float, fraction: float,
         severity: str | None, marks: tuple[float, ...] = ()) -> None:
    rect_item(QRectF(x, y, w, h), GAUGE_BACK, CHASSIS_LINE, 0.35, parent)
    colour = SEVERITY_COLOUR[severity] if severity else GAUGE_OK
    filled = max(0.0, min(1.0, fraction)) * w
    if filled > 0:
        rect_item(QRectF(x, y, filled, h), colour, None, 0, parent)
    for mark in marks:
        line = QGraphicsLineItem(QLineF(x + mark * w, y - 1.5, x + mark * w, y + h + 1.5), parent)
        line.setPen(pen(INK, 0.5))


def make_psu(resolved: ResolvedBuild, report: Report, area: Rect) -> PartItem | None:
    psu = resolved.psu
    if psu is None:
        return None
    item = PartItem(QRectF(area.x, area.y, area.w, area.h), BRACKET_FILL, CHASSIS_LINE,
                    [psu.spec.id])
    item.setZValue(10)
    count = f"{psu.qty} × " if psu.qty > 1 else ""
    spare = (translate("ChassisScene", " ({n} redundant)").format(n=psu.redundant)
             if psu.redundant else "")
    title = text_item(f"{count}{psu.spec.name}{spare}", 5.6, item, bold=True,
                      max_width_mm=area.w - 8, min_size_mm=4.2, max_lines=2)
    title.setPos(area.x + 4, area.y + 3)
    p = report.power
    if p.usable_w:
        if "\n" not in title.text():  # a name on two lines takes the caption's place
            caption = translate("ChassisScene", "PSU load at peak")
            text_item(caption, 4.6, item, colour=MUTED_INK).setPos(area.x + 4, area.y + 11)
        _bar(item, area.x + 4, area.y + 18.5, area.w - 8, 8, (p.load or 0.0),
             rule_severity(report, "POWER-OVERLOAD", "POWER-HEADROOM"), (POWER_HEADROOM_LOAD,))
        value = translate("ChassisScene", "{peak:,.0f} W of {usable:,.0f} W ({load:.0f} %)")
        text_item(value.format(peak=p.peak_w, usable=p.usable_w, load=(p.load or 0.0) * 100),
                  5.0, item).setPos(area.x + 4, area.y + 29)
        if p.efficiency is not None:
            eff = translate("ChassisScene", "{eff:.1f} % efficient at this load").format(
                eff=p.efficiency * 100)
            text_item(eff, 4.6, item, colour=MUTED_INK).setPos(area.x + 4, area.y + 37)
    add_psu_cables(item, report.plugs, area.x + 4, area.y + 45, area.w - 8)
    return item


def add_gauges(scene: QGraphicsScene, resolved: ResolvedBuild, report: Report,
               layout: ChassisLayout) -> None:
    """The wall-outlet draw and the air temperature rise, beside the PSU."""
    p, t = report.power, report.thermal
    outlet = resolved.outlet
    box = layout.gauges[0]
    holder = rect_item(QRectF(box.x, box.y, box.w, box.h), None, None)
    scene.addItem(holder)
    x, y, w = box.x, box.y, box.w
    name = translate("ChassisScene", "custom") if outlet.name == "custom" else outlet.name
    text_item(translate("ChassisScene", "Wall outlet {name}").format(name=name), 5.6, holder,
              bold=True, max_width_mm=w).setPos(x, y)
    if p.wall_w is not None and p.outlet_w:
        _bar(holder, x, y + 7.5, w, 7, p.wall_w / p.outlet_w,
             rule_severity(report, "POWER-OUTLET"), (p.continuous_w / p.outlet_w,))
        wall = translate("ChassisScene", "{wall:,.0f} W of {outlet:,.0f} W at peak").format(
            wall=p.wall_w, outlet=p.outlet_w)
        text_item(wall, 4.9, holder, max_width_mm=w).setPos(x, y + 15.5)
    else:
        text_item(translate("ChassisScene", "needs a PSU"), 4.4, holder,
                  colour=MUTED_INK).setPos(x, y + 9)
    limits = translate("ChassisScene",
                       "{volts:g} V, {amps:g} A; mark at {pct:.0f} %: {cont:,.0f} W")
    text_item(limits.format(volts=outlet.volts, amps=outlet.amps, cont=p.continuous_w,
                            pct=OUTLET_CONTINUOUS_FRACTION * 100), 4.3,
              holder, colour=MUTED_INK, max_width_mm=w).setPos(x, y + 22.2)
    box = layout.gauges[1]
    holder = rect_item(QRectF(box.x, box.y, box.w, box.h), None, None)
    scene.addItem(holder)
    x, y, w = box.x, box.y, box.w
    text_item(translate("ChassisScene", "Air temperature rise"), 5.6, holder, bold=True,
              max_width_mm=w).setPos(x, y)
    if t.delta_t_c is not None and resolved.chassis is not None:
        _bar(holder, x, y + 7.5, w, 7, t.delta_t_c / AIR_GAUGE_MAX_C,
             rule_severity(report, "THERMAL-AIRFLOW"),
             (THERMAL_WARNING_C / AIR_GAUGE_MAX_C, THERMAL_ERROR_C / AIR_GAUGE_MAX_C))
        rise = translate("ChassisScene", "+{dt:.1f} °C at {cfm:,.0f} CFM intake").format(
            dt=t.delta_t_c, cfm=resolved.chassis.airflow_cfm)
        text_item(rise, 4.9, holder, max_width_mm=w).setPos(x, y + 15.5)
        heat = translate("ChassisScene",
                         "{heat:,.0f} W of heat inside; marks at {warn:g}, {err:g} °C")
        text_item(heat.format(heat=t.heat_w, warn=THERMAL_WARNING_C, err=THERMAL_ERROR_C), 4.3,
                  holder, colour=MUTED_INK,
                  max_width_mm=w).setPos(x, y + 22.2)
    else:
        text_item(translate("ChassisScene", "needs a chassis"), 4.4, holder,
                  colour=MUTED_INK).setPos(x, y + 9)
