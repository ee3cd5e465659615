"""The fixed parts of the chassis drawing: the case with its brackets, the board with its
CPU sockets, DIMM slots and PCIe slots (labelled with their widths and lane source)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from configurator.drawing.chassis_items import (
    BOARD_FILL,
    BOARD_LINE,
    BRACKET_FILL,
    BRACKET_LINE,
    CHASSIS_FILL,
    CHASSIS_LINE,
    SOURCE_COLOUR,
    PartItem,
    SlotRow,
    pen,
    rect_item,
    text_item,
    text_width_mm,
)
from configurator.drawing.chassis_layout import (
    BRACKET_PITCH_MM,
    BRACKET_STRIP_W_MM,
    CONNECTOR_LENGTH_MM,
    LABEL_COLUMN_W_MM,
    SLOT_CONNECTOR_X_MM,
    ChassisLayout,
)
from configurator.drawing.palette import INK, MUTED_INK
from configurator.model.board_parts import PcieSlot
from configurator.model.build import ResolvedBuild
from configurator.words.key_figures import value_word

translate = QCoreApplication.translate


def slot_label(slot: PcieSlot) -> str:
    """Mechanical width, electrical width when narrower, and where the lanes come from."""
    width = f"x{slot.mech_lanes}" if slot.mech_lanes == slot.max_lanes else (
        f"x{slot.mech_lanes} (x{slot.max_lanes})")
    if slot.source == "cpu":
        source = (translate("ChassisScene", "CPU {n}").format(n=slot.cpu + 1) if slot.cpu
                  else translate("ChassisScene", "CPU"))
    elif slot.source == "chipset":
        source = translate("ChassisScene", "chipset")
    else:
        source = translate("ChassisScene", "switch {id}").format(id=slot.switch_id)
    gen = translate("ChassisScene", "gen{n}").format(n=slot.gen)
    return f"{width} · {source} · {gen}"


def draw_chassis(scene: QGraphicsScene, r: ResolvedBuild, layout: ChassisLayout
                 ) -> list[PartItem]:
    """The case outline with its name, and the rear wall's brackets."""
    marked: list[PartItem] = []
    c = layout.chassis
    if r.chassis is not None:
        outline = PartItem(QRectF(c.x, c.y, c.w, c.h), CHASSIS_FILL, CHASSIS_LINE,
                           [r.chassis.id], line_width_mm=1.2)
        title = r.chassis.name
        subtitle = translate(
            "ChassisScene", "{n} brackets · cards up to {length:.0f} mm · {cfm:,.0f} CFM").format(
            n=r.chassis.expansion_slots, length=r.chassis.max_gpu_length_mm,
            cfm=r.chassis.airflow_cfm)
    else:
        outline = PartItem(QRectF(c.x, c.y, c.w, c.h), QColor("#f5f5f5"), MUTED_INK, [],
                           line_width_mm=0.6)
        outline.setPen(pen(MUTED_INK, 0.6, Qt.PenStyle.DashLine))
        title = translate("ChassisScene", "No chassis chosen")
        subtitle = translate("ChassisScene", "Double-click a chassis in the catalog")
    outline.setZValue(-10)
    scene.addItem(outline)
    marked.append(outline)
    # Right-aligned in the top margin, clear of the badge in the corner.
    for text, size, bold, y in ((title, 6.2, True, 1.5), (subtitle, 4.8, False, 9.0)):
        item = text_item(text, size, outline, bold=bold, max_width_mm=c.w - 24,
                         colour=INK if bold else MUTED_INK)
        item.setPos(c.right - 14 - text_width_mm(item), c.y + y)
    # The rear wall: one bracket per expansion slot, numbered from the top.
    for position in range(1, layout.brackets + 1):
        y = layout.bracket_y(position)
        beyond = r.chassis is not None and position > r.chassis.expansion_slots
        bracket = rect_item(QRectF(-BRACKET_STRIP_W_MM + 2, y + 0.5, BRACKET_STRIP_W_MM - 2,
                                   BRACKET_PITCH_MM - 1.0),
                            QColor("#ffcdd2") if beyond else BRACKET_FILL, BRACKET_LINE, 0.3)
        bracket.setZValue(-5)
        scene.addItem(bracket)
        number = text_item(str(position), 4.0, bracket, colour=MUTED_INK)
        number.setPos(-BRACKET_STRIP_W_MM + 4, y + 7.5)
    return marked


def draw_board(scene: QGraphicsScene, r: ResolvedBuild, layout: ChassisLayout
               ) -> tuple[list[PartItem], dict[str, SlotRow]]:
    """The board with its CPU sockets, DIMM slots and PCIe slots."""
    marked: list[PartItem] = []
    rows: dict[str, SlotRow] = {}
    board = r.motherboard
    if board is None or layout.board is None:
        hint = text_item(translate("ChassisScene", "Double-click a motherboard in the catalog"),
                         6.0, None, colour=MUTED_INK)
        scene.addItem(hint)
        hint.setPos(20, layout.slots_top_y - 40)
        return marked, rows
    b = layout.board
    item = PartItem(QRectF(b.x, b.y, b.w, b.h), BOARD_FILL, BOARD_LINE, [board.id])
    item.setZValue(-8)
    scene.addItem(item)
    marked.append(item)
    name = text_item(board.name, 5.6, item, bold=True, max_width_mm=b.w - 12)
    name.setPos(b.x + 5, b.y + 2.5)
    details = translate(
        "ChassisScene", "{form} · {socket} × {sockets} · {dimms} DIMM slots {memory}").format(
        form=value_word(board.form_factor),
        socket=board.socket, sockets=board.cpu_sockets,
        dimms=board.dimm_slots, memory=board.memory_type)
    text_item(details, 4.6, item, colour=MUTED_INK, max_width_mm=b.w - 12).setPos(
        b.x + 5, b.y + 9.5)
    _draw_cpus(scene, r, layout, marked)
    for slot in board.pcie_slots:
        rows[slot.id] = _draw_slot(scene, slot, layout)
    return marked, rows


def _draw_cpus(scene: QGraphicsScene, r: ResolvedBuild, layout: ChassisLayout,
               marked: list[PartItem]) -> None:
    board, b = r.motherboard, layout.board
    width, size = 60.0, 44.0  # a socket with its cooler, seen from the side panel
    top = b.y + 19
    for socket in range(board.cpu_sockets):
        x = b.x + 30 + socket * (width + 10)
        cpu = r.cpus[socket] if socket < len(r.cpus) else None
        parts = [cpu.id] if cpu else []
        if r.cpu_cooler is not None:
            parts.append(r.cpu_cooler.spec.id)
        item = PartItem(QRectF(x, top, width, size),
                        QColor("#b0bec5") if cpu else QColor("#f1f8e9"), INK, parts)
        item.setZValue(-6)
        scene.addItem(item)
        marked.append(item)
        label = cpu.name if cpu else translate("ChassisScene", "empty socket")
        text_item(label, 4.4, item, bold=cpu is not None, max_width_mm=width - 4,
                  min_size_mm=3.6, max_lines=3).setPos(x + 2, top + 2)
        if r.cpu_cooler is not None and socket < r.cpu_cooler.qty:
            cooler = text_item(r.cpu_cooler.spec.name, 4.0, item, colour=MUTED_INK,
                               max_width_mm=width - 4)
            cooler.setPos(x + 2, top + size - 7)
    # DIMM slots beside the socket(s), filled as far as the build has modules.
    modules = sum(m.qty for m in r.memory)
    slots = min(board.dimm_slots, 16)
    x0 = b.x + 30 + board.cpu_sockets * (width + 10) + 4
    parts = [m.spec.id for m in r.memory]
    dimms = PartItem(QRectF(x0 - 2, top - 2, slots * 5.0 + 4, size + 4), BOARD_FILL,
                     BOARD_FILL, parts, line_width_mm=0.1)
    dimms.setZValue(-7)
    scene.addItem(dimms)
    marked.append(dimms)
    for index in range(slots):
        fill = QColor("#1565c0") if index < modules else QColor("#fafafa")
        rect_item(QRectF(x0 + index * 5.0, top, 3.0, size), fill, INK, 0.25, dimms)
    if r.memory:
        capacity = sum(m.spec.capacity_gb * m.qty for m in r.memory)
        text_item(translate("ChassisScene", "{n} × DIMM").format(n=modules), 4.6, dimms,
                  colour=MUTED_INK).setPos(x0 + slots * 5.0 + 4, top)
        text_item(translate("ChassisScene", "{gb:g} GB").format(gb=capacity), 4.6, dimms,
                  colour=MUTED_INK).setPos(x0 + slots * 5.0 + 4, top + 6)


def _draw_slot(scene: QGraphicsScene, slot: PcieSlot, layout: ChassisLayout) -> SlotRow:
    y = layout.bracket_y(slot.position)
    length = CONNECTOR_LENGTH_MM.get(slot.mech_lanes, 89.0)
    connector = rect_item(QRectF(SLOT_CONNECTOR_X_MM, y + 1.0, length, 3.2),
                          SOURCE_COLOUR[slot.source], None, 0)
    connector.setZValue(-4)
    scene.addItem(connector)
    row_rect = layout.slot_rows[slot.id]
    row = SlotRow(QRectF(row_rect.x, row_rect.y, row_rect.w, row_rect.h), slot.id)
    scene.addItem(row)
    name = text_item(slot.id, 6.0, None, bold=True, max_width_mm=LABEL_COLUMN_W_MM)
    name.setPos(layout.label_x, y - 0.2)
    scene.addItem(name)
    info = text_item(slot_label(slot), 4.7, None, colour=MUTED_INK,
                     max_width_mm=LABEL_COLUMN_W_MM)
    info.setPos(layout.label_x, y + 7.0)
    scene.addItem(info)
    return row
