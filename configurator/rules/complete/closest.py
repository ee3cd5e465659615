"""The closest candidate of a level that no candidate passes (docs/architecture.md,
completion): a refusal names what rules the build out and the candidate that came nearest,
with what it lacks ("no catalog chassis takes the 8 x RTX 5090: the closest, the Define 7
XL, has 9 expansion slots; the cards need 16")."""

from __future__ import annotations

from configurator.model.messages import Message
from configurator.model.parts import ChassisSpec
from configurator.rules import part_fit, physical
from configurator.rules.complete.lab import board_in_system, psu_in_bays
from configurator.rules.context import T, occupied_brackets

NO_CHASSIS = T("no catalog chassis takes {gpus}: the closest, the {name}, {lacks}")
LACKS_BOARD = T("takes none of the boards with slots for the GPUs")
LACKS_LENGTH = T("takes cards up to {max_mm:,.0f} mm long; the {gpu} is {length_mm:,.0f} mm")
LACKS_HEIGHT = T("takes cards up to {max_mm:,.0f} mm tall; the {gpu} needs {height_mm:,.0f} mm")
LACKS_PASSIVE = T("has no server airflow for the passive {gpu}")
LACKS_BRACKETS = T("has {slots} expansion slots; the cards need {need}")
LACKS_PSU_FORM = T("takes only {forms} power supplies, and no catalog PSU on sale is one")
LACKS_POWER = T("its {bays} PSU bay(s) give at most {watts:,.0f} W at {volts:g} V; the GPUs "
                "alone draw {peak_w:,.0f} W")
LACK_JOIN = T("{first}; {second}")
GPU_COUNT = T("{count} x {gpu}")


def _least_brackets(base, boards, chassis: ChassisSpec) -> int | None:
    """The fewest brackets the unplaced GPUs need on a board the chassis takes."""
    from configurator.rules.complete.space import placements

    least = None
    for board in boards:
        if not (part_fit.chassis_takes_board(chassis, board) and board_in_system(board, chassis)):
            continue
        placement = next(placements(base, board, None), None)
        if placement is None:
            continue
        slot_of = dict(placement)
        last = 0
        for gpu in base.gpus:
            slot = board.slot(slot_of.get(gpu.index, gpu.slot or ""))
            if slot is not None:
                last = max(last, occupied_brackets(slot.position, gpu.spec.slot_width)[-1])
        least = last if least is None else min(least, last)
    return least


def chassis_lacks(space, chassis: ChassisSpec, peak_w: float) -> list[Message]:
    """What the chassis lacks for the build, each as a phrase."""
    from configurator.rules.power_model import usable_w
    from configurator.rules.thermal import passive_needs_server_airflow

    base = space.base
    lacks: list[Message] = []
    boards = [base.motherboard] if base.motherboard is not None else space.boards
    need = _least_brackets(base, boards, chassis)
    if need is None:
        lacks.append(Message(LACKS_BOARD))
    elif need > chassis.expansion_slots:
        lacks.append(Message(LACKS_BRACKETS, {"slots": chassis.expansion_slots,
                                              "need": need}))
    for gpu in {g.spec.id: g.spec for g in base.gpus}.values():
        if gpu.length_mm > chassis.max_gpu_length_mm:
            lacks.append(Message(LACKS_LENGTH, {"max_mm": chassis.max_gpu_length_mm,
                                                "gpu": gpu.name, "length_mm": gpu.length_mm}))
        if physical.card_height_mm(gpu) > chassis.max_gpu_height_mm:
            lacks.append(Message(LACKS_HEIGHT, {"max_mm": chassis.max_gpu_height_mm,
                                                "gpu": gpu.name,
                                                "height_mm": physical.card_height_mm(gpu)}))
        if passive_needs_server_airflow(gpu, chassis):
            lacks.append(Message(LACKS_PASSIVE, {"gpu": gpu.name}))
    psus = [p for p in space.parts["psu"] if psu_in_bays(p, chassis)]
    if base.psu is None and not psus:
        lacks.append(Message(LACKS_PSU_FORM, {"forms": ", ".join(chassis.psu_form_factors)}))
    elif base.psu is None:
        volts = base.outlet.volts
        most_w = max(usable_w(p, chassis.psu_bays, 0, volts) for p in psus)
        if most_w < peak_w:
            lacks.append(Message(LACKS_POWER, {"bays": chassis.psu_bays, "watts": most_w,
                                               "volts": volts, "peak_w": peak_w}))
    return lacks


def _joined(lacks: list[Message]) -> Message:
    joined = lacks[0]
    for lack in lacks[1:]:
        joined = Message(LACK_JOIN, {"first": joined, "second": lack})
    return joined


def gpus_phrase(base) -> Message:
    counts: dict[str, list] = {}
    for gpu in base.gpus:
        counts.setdefault(gpu.spec.id, []).append(gpu.spec)
    phrases = [Message(GPU_COUNT, {"count": len(specs), "gpu": specs[0].name})
               for specs in counts.values()]
    return _joined(phrases) if len(phrases) > 1 else phrases[0]


def closest_chassis(space, peak_w: float) -> Message | None:
    """No chassis passes: the one lacking the fewest things (then the cheapest), named with
    what it lacks; None when every candidate lacks nothing this can tell (the reason is then
    elsewhere: a rule's error)."""
    if not space.parts["chassis"]:
        return None
    ranked = sorted(((chassis_lacks(space, c, peak_w), c) for c in space.parts["chassis"]),
                    key=lambda lc: (len(lc[0]), lc[1].price_usd, lc[1].id))
    lacks, chassis = ranked[0]
    if not lacks:
        return None
    return Message(NO_CHASSIS, {"gpus": gpus_phrase(space.base), "name": chassis.name,
                                "lacks": _joined(lacks)})


def gpu_peak_w(base) -> float:
    """The GPUs' own peak draw (a lower bound on the build's)."""
    return sum(g.power_limit_w or g.spec.tdp_w for g in base.gpus) if base.gpus else 0.0

