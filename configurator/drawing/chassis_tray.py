"""The "not placed" tray below the chassis: the cards bought but not in a slot (docs/build-file.md,
`"slot": null`), drawn as outlines a user drags onto a slot, and the place a card is dropped
to buy it before a board is chosen or to take it out of its slot (DESIGN section 8 rev. 3,
GPUs first). It is drawn for every build, an empty one included, so that it can be found."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from configurator.drawing.chassis_cards import card_fill
from configurator.drawing.chassis_items import (
    TINT_COLOUR,
    CardItem,
    pen,
    text_item,
    text_width_mm,
)
from configurator.drawing.chassis_layout import ChassisLayout
from configurator.drawing.palette import INK, MUTED_INK
from configurator.model.build import ResolvedBuild
from configurator.model.card_key import CardKey
from configurator.model.parts import GpuSpec, NicSpec
from configurator.model.safe_text import plain_tooltip

translate = QCoreApplication.translate

CHIP_W_MM = 140.0  # at least: the row's width is shared among the cards it holds
CHIP_H_MM = 17.0
CHIP_GAP_MM = 4.0
PAD_MM = 4.0
HEADER_H_MM = 15.0  # the title and the hint under it
EMPTY_H_MM = 11.0  # an empty tray: its title and hint on one line, a drop target still
WHITE = QColor("#ffffff")
LIGHT_TEXT = QColor("#eceff1")
TRAY_FILL = QColor("#fafafa")


class TrayArea(QGraphicsRectItem):
    """The tray's outline: a drop target, tinted while a drop on it would do something."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect)
        self.colour: str | None = None
        self.setZValue(-10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.set_tint(None)

    def set_tint(self, colour: str | None) -> None:
        self.colour = colour
        self.setBrush(QBrush(TINT_COLOUR[colour] if colour else TRAY_FILL))
        self.setPen(pen(MUTED_INK, 0.6, Qt.PenStyle.DashLine))


def _chip_subtitle(spec: GpuSpec | NicSpec) -> str:
    if isinstance(spec, GpuSpec):
        return translate("ChassisScene", "{watts:.0f} W · {memory:g} GB · {slots:g} slots").format(
            watts=spec.board_peak_w, memory=spec.memory_gb, slots=spec.slot_width)
    return translate("ChassisScene", "{speed:g} Gb/s · x{lanes}").format(
        speed=spec.speed_gbit_s, lanes=spec.pcie_lanes)


def tray_title(gpus: int, nics: int) -> str:
    if not gpus and not nics:
        return translate("ChassisScene", "Not placed")
    counts = []
    if gpus:
        counts.append(translate("ChassisScene", "{n} GPU(s)").format(n=gpus))
    if nics:
        counts.append(translate("ChassisScene", "{n} add-in card(s)").format(n=nics))
    return translate("ChassisScene", "Not placed: {counts}").format(counts=", ".join(counts))


def tray_hint(has_board: bool, has_cards: bool) -> str:
    """What the tray is for, as the build stands."""
    if has_cards and has_board:
        return translate("ChassisScene", "Bought, not in the machine: drag a card onto a slot.")
    if has_cards:
        return translate("ChassisScene", "Bought, not in the machine: Build > Complete Build… "
                                         "chooses a board and places them.")
    if has_board:
        return translate("ChassisScene", "Drag a card here to take it out of its slot.")
    return translate("ChassisScene", "Drop GPUs here to start from them; Build > Complete "
                                     "Build… then chooses the rest and places them.")


def add_tray(scene: QGraphicsScene, resolved: ResolvedBuild, layout: ChassisLayout,
             interactive: bool = True) -> tuple[TrayArea | None, list[CardItem]]:
    """The tray under the chassis, with a chip for every card not placed. Not
    `interactive` (a page, a preview): only when it holds a card, and without the hint of
    what to drop there."""
    unplaced = [("gpus", g.index, g.spec) for g in resolved.gpus if g.slot is None]
    unplaced += [("nics", n.index, n.spec) for n in resolved.nics if n.slot is None]
    if not unplaced and not interactive:
        return None, []
    x0, top, width = layout.chassis.x, layout.tray_y, layout.chassis.w
    per_row = max(1, int((width - 2 * PAD_MM + CHIP_GAP_MM) // (CHIP_W_MM + CHIP_GAP_MM)))
    rows = -(-len(unplaced) // per_row)
    # The row's width shared out: longer names read whole.
    chip_w = (width - 2 * PAD_MM - (per_row - 1) * CHIP_GAP_MM) / per_row
    header_h = HEADER_H_MM if interactive else HEADER_H_MM - 7.0
    height = (header_h + rows * (CHIP_H_MM + CHIP_GAP_MM) + PAD_MM / 2 if unplaced
              else EMPTY_H_MM)
    area = TrayArea(QRectF(x0, top, width, height))
    scene.addItem(area)
    gpus = sum(1 for section, _i, _s in unplaced if section == "gpus")
    title = text_item(tray_title(gpus, len(unplaced) - gpus), 5.2, area, bold=True, colour=INK,
                      max_width_mm=width - 2 * PAD_MM)
    title.setPos(x0 + PAD_MM, top + (2.5 if not unplaced else 1.5))
    if interactive:  # under the title; beside it in an empty tray, which keeps low
        beside = 0.0 if unplaced else text_width_mm(title) + 3.0
        hint = text_item(tray_hint(resolved.motherboard is not None, bool(unplaced)), 4.4,
                         area, colour=MUTED_INK, max_width_mm=width - 2 * PAD_MM - beside,
                         min_size_mm=3.4)
        hint.setPos(x0 + PAD_MM + beside, top + (3.2 if not unplaced else 8.0))
    chips: list[CardItem] = []
    for n, (section, index, spec) in enumerate(unplaced):
        x = x0 + PAD_MM + (n % per_row) * (chip_w + CHIP_GAP_MM)
        y = top + header_h + (n // per_row) * (CHIP_H_MM + CHIP_GAP_MM)
        chip = CardItem(QRectF(x, y, chip_w, CHIP_H_MM), card_fill(spec), [spec.id],
                        CardKey.unplaced(section, index))
        chip.setZValue(20)
        name = text_item(spec.name, 4.6, chip, bold=True, colour=WHITE,
                         max_width_mm=chip_w - 6, min_size_mm=3.8)
        name.setPos(x + 3, y + 2.0)
        sub = text_item(_chip_subtitle(spec), 4.0, chip, colour=LIGHT_TEXT,
                        max_width_mm=chip_w - 6)
        sub.setPos(x + 3, y + 9.5)
        chip.setToolTip(plain_tooltip(spec.name))
        scene.addItem(chip)
        chips.append(chip)
    return area, chips
