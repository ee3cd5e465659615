"""The lab drawing: a QGraphicsScene built from a lab and its LabReport (docs/lab-plan.md).

No widget here (docs/architecture.md): the Lab tab shows this scene in a view, and the lab's
PDF renders the same scene's racks onto its pages. Circuits are columns, each with a load bar whose
continuous limit (80 %) and capacity are marked, and the machines on it as chips; racks are
drawn to scale, one rack unit 44.45 mm, their units numbered from 1 at the bottom, each
rackmount machine over the units it takes; machines on no circuit wait in a tray. Drop
targets (`target_at`) tell a view what a drop at a point means.

Scene units are millimetres of the rack drawing; the circuits share its scale.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsTextItem,
)

from configurator.drawing.chassis_items import (
    TEXT_OVERSAMPLE,
    pen,
    rect_item,
    text_item,
    text_width_mm,
)
from configurator.drawing.palette import INK, MUTED_INK, OK_COLOUR, SEVERITY_COLOUR
from configurator.lab.gestures import Target
from configurator.lab.machines import draw_by_circuit
from configurator.lab.plan import Lab, Machine
from configurator.lab.racks import known
from configurator.lab.report import LabReport
from configurator.rules.report import Finding
from configurator.rules.thresholds import OUTLET_CONTINUOUS_FRACTION
from configurator.words.names import template_text

translate = QCoreApplication.translate

RACK_UNIT_MM = 44.45  # EIA-310
RACK_WIDTH_MM = 482.6  # 19 inches
RACK_NUMBERS_MM = 60.0  # the unit numbers' column left of a rack
COLUMN_MM = 560.0
COLUMN_GAP_MM = 50.0
BAR_MM = 900.0  # a load bar's height at BAR_FULL_LOAD
BAR_FULL_LOAD = 1.25  # the bar's top: room to show a circuit past its capacity
BAR_WIDTH_MM = 90.0
CHIP_MM = 70.0
CHIP_GAP_MM = 10.0
TEXT_MM = 34.0
SMALL_MM = 26.0
CHIP_TEXT_MM = 23.0
MARKS_MM = 85.0  # right of a load bar: its "80 %" and "100 %" marks, then the machines
SECTION_GAP_MM = 160.0
TRAY_MIN_MM = 200.0

BACKGROUND = QColor("#fafafa")
COLUMN_FILL = QColor("#eceff1")
RACK_FILL = QColor("#cfd8dc")
RACK_LINE = QColor("#37474f")
MACHINE_FILL = QColor("#455a64")
CHIP_FILL = QColor("#ffffff")
BAR_BACK = QColor("#ffffff")
UNKNOWN_FILL = QColor("#b0bec5")


class MachineChip(QGraphicsRectItem):
    """A machine as drawn: on a circuit (`circuit` the one it is drawn on), in a rack, or in
    the tray. A view starts a drag from it."""

    def __init__(self, rect: QRectF, machine_id: str, circuit: str | None,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.machine_id = machine_id
        self.circuit = circuit
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, True)


def severity_of(findings: list[Finding], ids: set[str]) -> str | None:
    """The worst severity among the findings naming any of `ids` (errors, then warnings)."""
    worst = None
    for finding in findings:
        if finding.waived or not ids & set(finding.parts):
            continue
        if finding.severity == "error":
            return "error"
        if finding.severity == "warning":
            worst = "warning"
    return worst


class LabScene(QGraphicsScene):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.circuit_areas: dict[str, QRectF] = {}
        self.rack_areas: dict[str, tuple[QRectF, int]] = {}
        self.tray_area = QRectF()
        self.rack_bounds: dict[str, QRectF] = {}  # a rack's whole drawing, for the PDF
        self.chips: list[MachineChip] = []

    # --- what a point means -------------------------------------------------------------
    def target_at(self, point: QPointF) -> Target | None:
        for circuit_id, area in self.circuit_areas.items():
            if area.contains(point):
                return Target("circuit", circuit_id)
        for rack_id, (area, units) in self.rack_areas.items():
            if area.contains(point):
                from_bottom = area.bottom() - point.y()
                u = min(units, max(1, int(from_bottom // RACK_UNIT_MM) + 1))
                return Target("rack", rack_id, u)
        if self.tray_area.contains(point):
            return Target("tray")
        return None

    def chip_at(self, point: QPointF) -> MachineChip | None:
        for item in self.items(point):
            while item is not None and not isinstance(item, MachineChip):
                item = item.parentItem()
            if item is not None:
                return item
        return None

    # --- building -----------------------------------------------------------------------
    def rebuild(self, lab: Lab, report: LabReport) -> None:
        self.clear()
        self.circuit_areas, self.rack_areas, self.rack_bounds, self.chips = {}, {}, {}, []
        x = 0.0
        bottom = 0.0
        for circuit in lab.circuits:
            bottom = max(bottom, self._circuit(x, lab, report, circuit.id))
            x += COLUMN_MM + COLUMN_GAP_MM
        if not lab.circuits and not lab.racks:
            # An empty plan says how it starts (the Lab tab's Room menu).
            hint = QGraphicsTextItem(translate(
                "Lab", "Room > Add circuit… and Add rack… make the room; then drag builds "
                       "onto its circuits and racks."))
            font = QFont()
            font.setPixelSize(round(TEXT_MM * TEXT_OVERSAMPLE))
            hint.setFont(font)
            hint.setDefaultTextColor(MUTED_INK)
            hint.setTextWidth(COLUMN_MM * 2 * TEXT_OVERSAMPLE)  # wrapped, whatever the language
            hint.setScale(1.0 / TEXT_OVERSAMPLE)
            self.addItem(hint)
            bottom = hint.boundingRect().height() / TEXT_OVERSAMPLE
        tray_top = bottom + SECTION_GAP_MM if lab.circuits or not lab.racks else 0.0
        self._tray(lab, report, tray_top, max(x - COLUMN_GAP_MM, COLUMN_MM))
        rack_x = max(x, COLUMN_MM) + SECTION_GAP_MM
        for rack in lab.racks:
            rack_x = self._rack(rack_x, lab, report, rack.id) + SECTION_GAP_MM
        self.setSceneRect(self.itemsBoundingRect().adjusted(-40, -40, 40, 40))

    def _chip(self, rect: QRectF, machine: Machine, label: str, report: LabReport,
              circuit: str | None) -> MachineChip:
        chip = MachineChip(rect, machine.id, circuit)
        result = report.machine(machine.id)
        severity = severity_of(report.findings, {machine.id})
        own = result is not None and result.report is not None and result.report.error_count
        if own:
            severity = "error"
        chip.setBrush(CHIP_FILL if result is not None and result.report is not None
                      else UNKNOWN_FILL)
        chip.setPen(pen(SEVERITY_COLOUR[severity], 5.0) if severity else pen(INK, 2.0))
        text = text_item(label, CHIP_TEXT_MM, chip, max_width_mm=rect.width() - 20)
        text.setPos(rect.left() + 10, rect.top() + (rect.height() - CHIP_TEXT_MM * 1.2) / 2)
        chip.setToolTip(template_text(machine.name))
        self.addItem(chip)
        self.chips.append(chip)
        return chip

    def _circuit(self, x: float, lab: Lab, report: LabReport, circuit_id: str) -> float:
        circuit = lab.circuit(circuit_id)
        figures = report.circuits[circuit_id]
        outlet = circuit.outlet_preset()
        title = text_item(circuit_id, TEXT_MM, bold=True, max_width_mm=COLUMN_MM)
        title.setPos(x, 0)
        self.addItem(title)
        outlet_name = (translate("Lab", "{volts:g} V / {amps:g} A").format(
            volts=outlet.volts, amps=outlet.amps) if outlet.name == "custom" else
            f"{outlet.name} · {outlet.volts:g} V / {outlet.amps:g} A")
        line = text_item(outlet_name, SMALL_MM, max_width_mm=COLUMN_MM, colour=MUTED_INK)
        line.setPos(x, TEXT_MM * 1.4)
        self.addItem(line)
        top = TEXT_MM * 1.4 + SMALL_MM * 1.6
        bar = QRectF(x, top, BAR_WIDTH_MM, BAR_MM)
        self.addItem(rect_item(bar, BAR_BACK, INK, 2.0))
        fill_height = BAR_MM * min(figures.load, BAR_FULL_LOAD) / BAR_FULL_LOAD
        severity = severity_of([f for f in report.findings if f.rule == "LAB-CIRCUIT"],
                               {circuit_id})
        colour = SEVERITY_COLOUR[severity] if severity else OK_COLOUR
        self.addItem(rect_item(QRectF(x, bar.bottom() - fill_height, BAR_WIDTH_MM, fill_height),
                               colour, None))
        for fraction, label in ((OUTLET_CONTINUOUS_FRACTION, translate("Lab", "80 %")),
                                (1.0, translate("Lab", "100 %"))):
            y = bar.bottom() - BAR_MM * fraction / BAR_FULL_LOAD
            mark = self.addLine(x - 10, y, x + BAR_WIDTH_MM + 10, y,
                                pen(INK, 3.0 if fraction == 1.0 else 2.0))
            mark.setZValue(2)
            text = text_item(label, SMALL_MM * 0.8, colour=MUTED_INK)
            text.setPos(x + BAR_WIDTH_MM + 14, y - SMALL_MM * 0.5)
            self.addItem(text)
        watts = text_item(translate("Lab", "{wall_w:,.0f} of {capacity_w:,.0f} W").format(
            wall_w=figures.wall_w, capacity_w=figures.capacity_w), SMALL_MM,
            max_width_mm=COLUMN_MM)
        watts.setPos(x, bar.bottom() + 12)
        self.addItem(watts)
        chip_x = x + BAR_WIDTH_MM + MARKS_MM
        chip_width = COLUMN_MM - BAR_WIDTH_MM - MARKS_MM
        y = top
        for machine_id in figures.machines:
            machine = lab.machine(machine_id)
            share = _share(report, machine, circuit_id)
            label = machine_id if share is None else translate(
                "Lab", "{machine} · {watts:,.0f} W").format(machine=machine_id, watts=share)
            self._chip(QRectF(chip_x, y, chip_width, CHIP_MM), machine, label, report,
                       circuit_id)
            y += CHIP_MM + CHIP_GAP_MM
        bottom = max(bar.bottom() + SMALL_MM * 1.6, y)
        area = QRectF(x - 20, -20, COLUMN_MM + 40, bottom + 40)
        back = rect_item(area, COLUMN_FILL, None)
        back.setZValue(-10)
        self.addItem(back)
        self.circuit_areas[circuit_id] = area
        return area.bottom()

    def _tray(self, lab: Lab, report: LabReport, top: float, width: float) -> None:
        waiting = [m for m in lab.machines if not m.circuits]
        title = text_item(translate("Lab", "On no circuit"), TEXT_MM, bold=True)
        title.setPos(0, top)
        self.addItem(title)
        y = top + TEXT_MM * 1.6
        x = 0.0
        chip_width = COLUMN_MM - 40
        for machine in waiting:
            if x + chip_width > width:
                x, y = 0.0, y + CHIP_MM + CHIP_GAP_MM
            self._chip(QRectF(x, y, chip_width, CHIP_MM), machine, machine.id, report, None)
            x += chip_width + CHIP_GAP_MM
        height = max(TRAY_MIN_MM, y + CHIP_MM - top + 20)
        area = QRectF(-20, top - 20, width + 40, height + 20)
        back = rect_item(area, BACKGROUND, MUTED_INK, 1.0)
        back.setZValue(-10)
        self.addItem(back)
        self.tray_area = area

    def _rack(self, x: float, lab: Lab, report: LabReport, rack_id: str) -> float:
        rack = lab.rack(rack_id)
        figures = report.racks[rack_id]
        title = text_item(rack_id, TEXT_MM, bold=True)
        title.setPos(x, 0)
        self.addItem(title)
        summary = translate("Lab", "{used} of {units} U · {kw:,.2f} kW").format(
            used=figures.units_used, units=rack.units, kw=figures.kw)
        line = text_item(summary, SMALL_MM, colour=MUTED_INK)
        line.setPos(x, TEXT_MM * 1.4)
        self.addItem(line)
        top = TEXT_MM * 1.4 + SMALL_MM * 1.6
        frame = QRectF(x + RACK_NUMBERS_MM, top, RACK_WIDTH_MM, rack.units * RACK_UNIT_MM)
        self.addItem(rect_item(frame, RACK_FILL, RACK_LINE, 3.0))
        for unit in range(1, rack.units + 1):
            y = frame.bottom() - unit * RACK_UNIT_MM
            self.addLine(frame.left(), y, frame.right(), y, pen(QColor("#b0bec5"), 1.0))
            if unit == 1 or unit % 5 == 0 or unit == rack.units:
                number = text_item(str(unit), SMALL_MM * 0.75, colour=MUTED_INK)
                number.setPos(x + RACK_NUMBERS_MM - 10 - text_width_mm(number),
                              y + (RACK_UNIT_MM - SMALL_MM * 0.9) / 2)
                self.addItem(number)
        shelf: list[Machine] = []
        for machine in (m for m in lab.machines if m.rack == rack_id):
            resolved = machine.build.resolved
            height = known(resolved.chassis if resolved is not None else None, "rack_units")
            if height is None or machine.u is None:
                shelf.append(machine)
                continue
            low = frame.bottom() - (machine.u + int(height) - 1) * RACK_UNIT_MM
            rect = QRectF(frame.left() + 8, low + 2, RACK_WIDTH_MM - 16,
                          int(height) * RACK_UNIT_MM - 4)
            chip = self._chip(rect, machine, f"{machine.id} · {template_text(machine.name)}",
                              report, None)
            chip.setBrush(MACHINE_FILL.lighter(260))
        y = frame.bottom() + 30
        if shelf:
            note = text_item(translate("Lab", "No unit given, or not rackmount:"), SMALL_MM,
                             colour=MUTED_INK)
            note.setPos(x, y)
            self.addItem(note)
            y += SMALL_MM * 1.6
            for machine in shelf:
                self._chip(QRectF(x + RACK_NUMBERS_MM, y, RACK_WIDTH_MM, CHIP_MM), machine,
                           machine.id, report, None)
                y += CHIP_MM + CHIP_GAP_MM
        self.rack_areas[rack_id] = (frame, rack.units)
        self.rack_bounds[rack_id] = QRectF(x - 20, -20, RACK_NUMBERS_MM + RACK_WIDTH_MM + 40,
                                           y + 40)
        return x + RACK_NUMBERS_MM + RACK_WIDTH_MM


def build_lab_scene(lab: Lab, report: LabReport) -> LabScene:
    """A scene of the lab, as the Lab tab draws it (the PDF renders its racks)."""
    scene = LabScene()
    scene.rebuild(lab, report)
    return scene


def _share(report: LabReport, machine: Machine, circuit_id: str) -> float | None:
    """The machine's draw on this circuit with every circuit up (None: not known)."""
    result = report.machine(machine.id)
    draws = draw_by_circuit(result) if result is not None else None
    return None if draws is None else draws.get(circuit_id)
