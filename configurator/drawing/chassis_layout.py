"""Where things go in the chassis drawing, in millimetres (one scene unit = 1 mm).

The chassis is seen from its open side: the rear wall with its expansion brackets on the
left, the board behind the cards, the front on the right. Bracket 1 is the top one; a card
in the slot at bracket p hangs its cooler downwards over brackets p .. p + width - 1, as in
a tower. Pure geometry: no Qt, so it can be tested and reused by any renderer.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from configurator.model import limits
from configurator.model.build import ResolvedBuild

BRACKET_PITCH_MM = 20.32  # PCI/PCIe expansion bracket spacing (0.8 in)
BRACKET_STRIP_W_MM = 18.0
LABEL_COLUMN_W_MM = 74.0
LABEL_GAP_MM = 4.0
TOP_MARGIN_MM = 16.0
PSU_W_MM, PSU_H_MM = 150.0, 64.0  # a PSU's box, with room for its load figures
GAUGE_W_MM = 124.0
GAUGE_H_MM = 30.0
GAUGE_GAP_MM = 10.0
MIN_INTERIOR_W_MM = 300.0
# The board above its first slot (CPU sockets, DIMMs) is drawn at most this tall, and the
# case only as far front as the board and cards reach: cards, slots and brackets are to
# scale, the empty space around them is not drawn.
MAX_UPPER_MM = 76.0
DEFAULT_UPPER_MM = 76.0  # when no board is chosen
TRAY_GAP_MM = 5.0  # between the chassis and the "not placed" tray below it
SLOT_CONNECTOR_X_MM = 46.0  # the slot's distance from the rear wall, as on ATX boards

# Board outlines, width (rear to front) x height (top to bottom).
BOARD_SIZE_MM: dict[str, tuple[float, float]] = {
    "mini-ITX": (170.0, 170.0),
    "micro-ATX": (244.0, 244.0),
    "ATX": (244.0, 305.0),
    "E-ATX": (330.0, 305.0),
    "XL-ATX": (262.0, 345.0),
    "SSI-CEB": (259.0, 305.0),
    "SSI-EEB": (330.0, 305.0),
}
PROPRIETARY_BOARD_W_MM = 330.0
CONNECTOR_LENGTH_MM = {1: 25.0, 2: 25.0, 4: 39.0, 8: 56.0, 16: 89.0}


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h


@dataclass
class ChassisLayout:
    slots_top_y: float
    brackets: int
    interior_w: float
    board: Rect | None
    chassis: Rect
    psu: Rect
    gauges: list[Rect]
    tray_y: float
    slot_rows: dict[str, Rect] = field(default_factory=dict)

    def bracket_y(self, position: float) -> float:
        """Top edge of bracket `position` (1 = the top one)."""
        return self.slots_top_y + (position - 1) * BRACKET_PITCH_MM

    def bracket_at(self, y_mm: float) -> int:
        return math.floor((y_mm - self.slots_top_y) / BRACKET_PITCH_MM) + 1

    @property
    def label_x(self) -> float:
        return -BRACKET_STRIP_W_MM - LABEL_GAP_MM - LABEL_COLUMN_W_MM

    @property
    def row_left(self) -> float:
        return self.label_x

    @property
    def row_right(self) -> float:
        return self.interior_w


def card_brackets(slot_width: float) -> int:
    """Brackets a card occupies (docs/rules.md: ceil of its slot width)."""
    return max(1, math.ceil(slot_width - 1e-9))


def layout_for(r: ResolvedBuild) -> ChassisLayout:
    board = r.motherboard
    positions = [s.position for s in board.pcie_slots] if board else []
    if board is not None:
        board_w, board_h = BOARD_SIZE_MM.get(board.form_factor, (PROPRIETARY_BOARD_W_MM, 0.0))
        ff_positions = limits.FORM_FACTOR_POSITIONS.get(board.form_factor)
        if ff_positions is None or ff_positions >= limits.POSITION_MAX:
            ff_positions = max(positions, default=1)
        upper = min(MAX_UPPER_MM, max(DEFAULT_UPPER_MM, board_h - ff_positions * BRACKET_PITCH_MM))
        board_h = upper + max(max(positions, default=1), ff_positions) * BRACKET_PITCH_MM + 4
    else:
        board_w = board_h = 0.0
        upper = DEFAULT_UPPER_MM
    slots_top = TOP_MARGIN_MM + upper
    slot_position = {s.id: s.position for s in board.pcie_slots} if board else {}
    last_bracket = 0
    longest_card = 0.0
    for card in r.slot_cards():
        position = slot_position.get(card.slot)
        if position is not None:
            last_bracket = max(last_bracket, position + card_brackets(card.slot_width) - 1)
        longest_card = max(longest_card, getattr(card.spec, "length_mm", 170.0))
    chassis_slots = r.chassis.expansion_slots if r.chassis else 0
    # No chassis and no board: no rear wall to draw (not a lone bracket "1").
    brackets = max(chassis_slots, max(positions, default=0), last_bracket,
                   int(r.motherboard is not None))
    # The case is drawn as far as the board and the cards reach; a longer card limit is
    # stated in words, a shorter one is drawn as a line across the cards.
    interior_w = max(board_w + 8, longest_card + 10, MIN_INTERIOR_W_MM)
    board_rect = Rect(4.0, TOP_MARGIN_MM, board_w, board_h) if board else None
    bottom = max(slots_top + brackets * BRACKET_PITCH_MM,
                 board_rect.bottom if board_rect else 0.0)
    psu = Rect(8.0, bottom + 12.0, PSU_W_MM, PSU_H_MM)
    # Outlet and air gauges beside the PSU: side by side when the chassis is wide enough.
    gauges_x = psu.right + GAUGE_GAP_MM
    room = interior_w - gauges_x - GAUGE_GAP_MM
    if room >= 2 * GAUGE_W_MM + GAUGE_GAP_MM:
        width = (room - GAUGE_GAP_MM) / 2
        gauges = [Rect(gauges_x, psu.y, width, GAUGE_H_MM),
                  Rect(gauges_x + width + GAUGE_GAP_MM, psu.y, width, GAUGE_H_MM)]
    else:
        gauges = [Rect(gauges_x, psu.y, room, GAUGE_H_MM),
                  Rect(gauges_x, psu.y + GAUGE_H_MM + 4, room, GAUGE_H_MM)]
    left = -BRACKET_STRIP_W_MM - 2
    floor = max(psu.bottom, max(g.bottom for g in gauges))
    chassis = Rect(left, 0.0, interior_w - left, floor + 10.0)
    layout = ChassisLayout(slots_top, brackets, interior_w, board_rect, chassis, psu, gauges,
                           chassis.bottom + TRAY_GAP_MM)
    if board is not None:
        for slot in board.pcie_slots:
            layout.slot_rows[slot.id] = Rect(layout.row_left, layout.bracket_y(slot.position),
                                             layout.row_right - layout.row_left,
                                             BRACKET_PITCH_MM)
    return layout
