"""4.2 PCIe lanes: the checks on the allocation of configurator.rules.lanes."""

from __future__ import annotations

from configurator.model.card_key import CardKey
from configurator.model.edits import MoveCard
from configurator.model.part_edits import SetCpus
from configurator.model.parts import CpuSpec
from configurator.rules import fixes
from configurator.rules.context import Context, Fix, PlacedCard, T, rule
from configurator.rules.lanes import switch_uplink_lanes
from configurator.rules.thresholds import (
    PCIE_NARROW_BELOW_LANES,
    PCIE_OLD_GEN_AT_MOST,
    PCIE_SWITCH_MIN_GPUS,
    PCIE_X8_LANES,
)


def _move_for_link(ctx: Context, card: PlacedCard, rule_id: str, good) -> Fix | None:
    """A free slot where the card's link would be good (by a what-if allocation)."""
    options = [s for s in fixes.free_slots_for(ctx, card)
               if good(fixes.lanes_if_moved(ctx, card, s), ctx.r.motherboard.slot(s))]
    candidates = (
        (MoveCard(CardKey.in_slot(card.card.slot), slot_id),
         Fix(T("Move the {card} from slot {from_slot} to slot {slot}"),
             {"card": card.card.spec.name, "from_slot": card.card.slot, "slot": slot_id}))
        for slot_id in options
    )
    return fixes.first_working(ctx, candidates, rule_id, [card.card.slot])


def _cpu_with_more_lanes(ctx: Context, rule_id: str, slot_id: str) -> Fix | None:
    from configurator.rules.compat import cpu_fix

    if not ctx.r.cpus:
        return None
    lanes_now = max(c.pcie_lanes for c in ctx.r.cpus)
    return cpu_fix(ctx, rule_id, lambda c: isinstance(c, CpuSpec) and c.pcie_lanes > lanes_now,
                   T("Use a CPU with more than {lanes} PCIe lanes, e.g. {count} x {name}"),
                   {"lanes": lanes_now}, [slot_id])


def _second_cpu(ctx: Context, slot_id: str) -> Fix | None:
    board = ctx.r.motherboard
    if not ctx.r.cpus or board is None:
        return None
    first = ctx.r.cpus[0]
    action = SetCpus(first.id, board.cpu_sockets)
    fix = Fix(T("Install a second {cpu} in the empty socket"), {"cpu": first.name})
    return fixes.first_working(ctx, [(action, fix)], "PCIE-NO-LANES", [slot_id])


def _gpu_links(ctx: Context):
    for slot_id, placed in ctx.first_card_in_slot.items():
        if placed.card.kind == "gpu" and slot_id in ctx.pcie:
            yield placed, ctx.pcie[slot_id]


@rule("PCIE-NO-LANES", "pcie", "error")
def no_lanes(ctx: Context) -> None:
    """A populated slot gets no lanes: the CPU's lanes are used up, or its socket is empty."""
    for slot_id, placed in ctx.first_card_in_slot.items():
        link = ctx.pcie.get(slot_id)
        if link is None or link.lanes > 0:
            continue
        if link.reason == "empty-socket":
            template = T("Slot {slot} ({card}) gets no PCIe lanes: it is wired to CPU socket "
                         "{socket}, which has no CPU")
        elif link.reason == "switched-off":
            template = T("Slot {slot} ({card}) gets no PCIe lanes: the board switches it off "
                         "while slot {other} holds a card (they share lanes)")
        else:
            template = T("Slot {slot} ({card}) gets no PCIe lanes: the CPU's PCIe lanes are "
                         "used up by the other slots")
        ctx.emit(
            "PCIE-NO-LANES", "error", template,
            {"slot": slot_id, "card": placed.card.spec.name, "socket": placed.slot.cpu + 1,
             "other": link.switched_off_by},
            [slot_id, *([link.switched_off_by] if link.switched_off_by else [])],
            _move_for_link(ctx, placed, "PCIE-NO-LANES", lambda lanes, slot: lanes > 0)
            or (_second_cpu(ctx, slot_id) if link.reason == "empty-socket"
                else _cpu_with_more_lanes(ctx, "PCIE-NO-LANES", slot_id)),
        )


@rule("PCIE-NARROW", "pcie", "warning")
def narrow(ctx: Context) -> None:
    """A GPU link narrower than x8."""
    for placed, link in _gpu_links(ctx):
        if 0 < link.lanes < PCIE_NARROW_BELOW_LANES:
            ctx.emit(
                "PCIE-NARROW", "warning",
                T("{card} in slot {slot} runs at x{lanes} ({bandwidth:.1f} GB/s); GPUs want at "
                "least x8"),
                {"card": placed.card.spec.name, "slot": placed.card.slot, "lanes": link.lanes,
                 "bandwidth": link.bandwidth_gb_s},
                [placed.card.slot],
                _move_for_link(ctx, placed, "PCIE-NARROW",
                               lambda lanes, slot: lanes >= PCIE_NARROW_BELOW_LANES)
                or _cpu_with_more_lanes(ctx, "PCIE-NARROW", placed.card.slot),
            )


@rule("PCIE-X8", "pcie", "info")
def x8(ctx: Context) -> None:
    """A GPU at x8: a few percent slower on most training jobs."""
    for placed, link in _gpu_links(ctx):
        if link.lanes == PCIE_X8_LANES:
            ctx.emit(
                "PCIE-X8", "info",
                T("{card} in slot {slot} runs at x8 gen {gen}; that costs a few percent on most "
                "training jobs"),
                {"card": placed.card.spec.name, "slot": placed.card.slot, "gen": link.gen},
                [placed.card.slot],
            )


@rule("PCIE-OLD-GEN", "pcie", "warning")
def old_gen(ctx: Context) -> None:
    """A GPU link at PCIe gen 2 or lower."""
    for placed, link in _gpu_links(ctx):
        if link.lanes > 0 and link.gen <= PCIE_OLD_GEN_AT_MOST:
            ctx.emit(
                "PCIE-OLD-GEN", "warning",
                T("{card} in slot {slot} links at PCIe gen {gen} ({bandwidth:.1f} GB/s)"),
                {"card": placed.card.spec.name, "slot": placed.card.slot, "gen": link.gen,
                 "bandwidth": link.bandwidth_gb_s},
                [placed.card.slot],
                _move_for_link(ctx, placed, "PCIE-OLD-GEN",
                               lambda lanes, slot: lanes > 0 and slot.gen > PCIE_OLD_GEN_AT_MOST),
            )


@rule("PCIE-CHIPSET", "pcie", "warning")
def chipset(ctx: Context) -> None:
    """A GPU in a chipset slot shares the chipset's uplink (about x4)."""
    for placed, link in _gpu_links(ctx):
        if link.source == "chipset":
            ctx.emit(
                "PCIE-CHIPSET", "warning",
                T("{card} in slot {slot} hangs on the chipset and shares its uplink (about x4) "
                "with disks and USB"),
                {"card": placed.card.spec.name, "slot": placed.card.slot},
                [placed.card.slot],
                _move_for_link(ctx, placed, "PCIE-CHIPSET",
                               lambda lanes, slot: lanes > 0 and slot.source != "chipset"),
            )


@rule("PCIE-SWITCH", "pcie", "info")
def switch(ctx: Context) -> None:
    """Two or more GPUs behind one PCIe switch share its uplink."""
    board = ctx.r.motherboard
    groups: dict[str, list[str]] = {}
    for placed, link in _gpu_links(ctx):
        if link.source == "switch":
            groups.setdefault(placed.slot.switch_id, []).append(placed.card.slot)
    for switch_id, slots in groups.items():
        if len(slots) < PCIE_SWITCH_MIN_GPUS:
            continue
        share = ctx.pcie[slots[0]].bandwidth_gb_s
        ctx.emit(
            "PCIE-SWITCH", "info",
            T("{count} GPUs behind PCIe switch {switch} share its x{uplink} uplink: about "
            "{share:.1f} GB/s each to the CPU (peer-to-peer traffic stays on the switch)"),
            {"count": len(slots), "switch": switch_id,
             "uplink": switch_uplink_lanes(board, ctx.r.cpus), "share": share},
            slots,
        )
