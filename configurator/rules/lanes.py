"""PCIe lane allocation (docs/rules.md): lane tables first, the halving procedure
otherwise; negotiated generation and bandwidth per populated slot."""

from __future__ import annotations

from collections.abc import Sequence

from configurator.model.board_parts import MotherboardSpec, PcieSlot
from configurator.model.build import SlotCard
from configurator.model.parts import CpuSpec
from configurator.rules.report import SlotLink
from configurator.rules.thresholds import (
    DEFAULT_SWITCH_UPLINK_LANES,
    PCIE_HALVE_ABOVE_LANES,
    PCIE_LANE_GB_S,
)


def lane_bandwidth_gb_s(lanes: int, gen: int) -> float:
    return lanes * PCIE_LANE_GB_S.get(gen, 0.0)


def switch_uplink_lanes(board: MotherboardSpec, cpus: Sequence[CpuSpec]) -> int:
    """Lanes of the board's PCIe switch uplink with these CPUs (narrower from a CPU with
    fewer lanes than the full uplink needs, where the board says so)."""
    full = board.switch_uplink_lanes or DEFAULT_SWITCH_UPLINK_LANES
    needs = board.switch_uplink_full_cpu_lanes
    if needs is not None and cpus and cpus[0].pcie_lanes < needs:
        return board.switch_uplink_lanes_reduced or full
    return full


def _matching_lane_table(
    board: MotherboardSpec, cpus: Sequence[CpuSpec], populated_cpu_slots: set[str]
) -> dict[str, int] | None:
    if not cpus or not board.lane_table:
        return None
    best = None
    for entry in board.lane_table:
        applies = set(entry.populated) == populated_cpu_slots and (
            cpus[0].pcie_lanes >= entry.cpu_lanes)
        if applies and (best is None or entry.cpu_lanes > best.cpu_lanes):
            best = entry
    return None if best is None else dict(best.widths)


def _halve_to_budget(
    wants: dict[str, int], positions: dict[str, int], budget: int
) -> dict[str, int]:
    widths = dict(wants)
    while sum(widths.values()) > budget:
        wide = [s for s, w in widths.items() if w > PCIE_HALVE_ABOVE_LANES]
        if not wide:
            break
        # The widest link goes first; among equals the one lowest in the case (highest bracket).
        target = max(wide, key=lambda s: (widths[s], positions[s]))
        widths[target] //= 2
    for slot in sorted(widths, key=lambda s: positions[s], reverse=True):
        if sum(widths.values()) <= budget:
            break
        widths[slot] = 0
    return widths


def allocate_lanes(
    board: MotherboardSpec, cpus: Sequence[CpuSpec], cards: Sequence[SlotCard]
) -> dict[str, SlotLink]:
    """Link width, generation and host bandwidth of every populated slot."""
    # Two cards pushed into one slot are an error of their own (COMPAT-SLOT); the widest
    # stands for the slot, so that taking a card out never asks for more lanes.
    first_card: dict[str, SlotCard] = {}
    for card in cards:
        if card.slot not in first_card or card.pcie_lanes > first_card[card.slot].pcie_lanes:
            first_card[card.slot] = card
    slots: dict[str, PcieSlot] = {}
    for slot_id in first_card:
        slot = board.slot(slot_id)
        if slot is not None:
            slots[slot_id] = slot
    want = {s: min(slot.max_lanes, first_card[s].pcie_lanes) for s, slot in slots.items()}
    positions = {s: slot.position for s, slot in slots.items()}
    lanes: dict[str, int] = {}
    estimated: dict[str, bool] = {}
    reason: dict[str, str] = {}

    # A slot another card switches off gets nothing and takes nothing from the CPU's budget.
    switched_off = {s: next(o for o in slot.disabled_by if o in first_card)
                    for s, slot in slots.items() if any(o in first_card for o in slot.disabled_by)}
    for s in switched_off:
        lanes[s], estimated[s], reason[s] = 0, False, "switched-off"
    cpu_slots = {s for s, slot in slots.items()
                 if slot.source == "cpu" and s not in switched_off}
    table = _matching_lane_table(board, cpus, cpu_slots) if cpu_slots else None
    if table is not None:
        for s in cpu_slots:
            if slots[s].cpu >= len(cpus):  # a lane table assumes every socket is filled
                lanes[s], estimated[s], reason[s] = 0, False, "empty-socket"
                continue
            lanes[s] = min(table.get(s, want[s]), first_card[s].pcie_lanes)
            estimated[s] = False
            if lanes[s] == 0:
                reason[s] = "used-up"
    else:
        for socket in (0, 1):
            on_socket = [s for s in cpu_slots if slots[s].cpu == socket]
            if not on_socket:
                continue
            if socket >= len(cpus):
                for s in on_socket:
                    lanes[s], estimated[s], reason[s] = 0, False, "empty-socket"
                continue
            budget = cpus[socket].pcie_lanes - (board.cpu_lanes_reserved if socket == 0 else 0)
            widths = _halve_to_budget(
                {s: want[s] for s in on_socket}, positions, max(budget, 0)
            )
            for s in on_socket:
                lanes[s], estimated[s] = widths[s], True
                if widths[s] == 0:
                    reason[s] = "used-up"
    for s, slot in slots.items():
        if slot.source != "cpu" and s not in switched_off:
            lanes[s], estimated[s] = want[s], False

    switch_cards: dict[str, int] = {}
    for slot in slots.values():
        if slot.source == "switch":
            switch_cards[slot.switch_id] = switch_cards.get(slot.switch_id, 0) + 1
    uplink_lanes = switch_uplink_lanes(board, cpus)
    cpu_gen = min((c.pcie_gen for c in cpus), default=None)

    links: dict[str, SlotLink] = {}
    for s, slot in slots.items():
        gen = min(slot.gen, first_card[s].pcie_gen)
        if slot.source == "cpu" and cpus:
            socket_cpu = cpus[slot.cpu] if slot.cpu < len(cpus) else None
            if socket_cpu is not None:
                gen = min(gen, socket_cpu.pcie_gen)
        bandwidth = lane_bandwidth_gb_s(lanes[s], gen)
        if slot.source == "switch":
            uplink_gen = min(slot.gen, cpu_gen) if cpu_gen else slot.gen
            share = lane_bandwidth_gb_s(uplink_lanes, uplink_gen) / switch_cards[slot.switch_id]
            bandwidth = min(bandwidth, share)
        links[s] = SlotLink(lanes[s], gen, bandwidth, slot.source, estimated[s], reason.get(s, ""),
                            switched_off.get(s, ""))
    return links
