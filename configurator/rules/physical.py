"""4.1 Physical fit: brackets, case slots, card length and height."""

from __future__ import annotations

import math

from configurator.rules import fixes
from configurator.rules.context import Context, T, rule
from configurator.rules.thresholds import TOP_16PIN_CLEARANCE_MM, TOP_CONNECTOR_CLEARANCE_MM


@rule("PHYS-SLOT-BLOCKED", "physical", "error")
def slot_blocked(ctx: Context) -> None:
    """Another populated slot lies at a bracket that a card occupies."""
    populated = ctx.first_card_in_slot
    seen: set[tuple[str, str]] = set()
    for card in ctx.placed_cards:  # every card, also a second one pushed into a taken slot
        for other in populated.values():
            pair = (card.card.slot, other.card.slot)
            if other.card.slot == card.card.slot or pair in seen:
                continue
            if other.slot.position in card.brackets[1:]:
                seen.add(pair)
                ctx.emit(
                    "PHYS-SLOT-BLOCKED", "error",
                    T("The {card} in slot {slot} is {width:g} slots wide and covers bracket "
                    "{bracket}, where the {other} in slot {other_slot} stands"),
                    {"card": card.card.spec.name, "slot": card.card.slot,
                     "width": card.card.slot_width, "bracket": other.slot.position,
                     "other": other.card.spec.name, "other_slot": other.card.slot},
                    [card.card.slot, other.card.slot],
                    fixes.move_card(ctx, card, "PHYS-SLOT-BLOCKED")
                    or fixes.move_card(ctx, other, "PHYS-SLOT-BLOCKED"),
                )


@rule("PHYS-CASE-SLOTS", "physical", "error")
def case_slots(ctx: Context) -> None:
    """A card occupies a bracket beyond the chassis' expansion slots."""
    chassis = ctx.r.chassis
    if chassis is None:
        return
    for card in ctx.placed_cards:
        if card.last_bracket > chassis.expansion_slots:
            ctx.emit(
                "PHYS-CASE-SLOTS", "error",
                T("The {card} in slot {slot} needs brackets {first} to {last}, but the {chassis} "
                "has {slots} expansion slots"),
                {"card": card.card.spec.name, "slot": card.card.slot, "first": card.brackets[0],
                 "last": card.last_bracket, "chassis": chassis.name,
                 "slots": chassis.expansion_slots},
                [card.card.slot],
                fixes.move_card(ctx, card, "PHYS-CASE-SLOTS") or fixes.chassis_with(
                    ctx, lambda c, need=card.last_bracket: c.expansion_slots >= need,
                    T("Use a chassis with at least {slots} expansion slots, e.g. the {name}"),
                    {"slots": card.last_bracket}, "PHYS-CASE-SLOTS", [card.card.slot]),
            )


@rule("PHYS-GPU-LENGTH", "physical", "error")
def gpu_length(ctx: Context) -> None:
    """A GPU is longer than the chassis takes."""
    chassis = ctx.r.chassis
    if chassis is None:
        return
    for gpu in ctx.placed_gpus:
        if gpu.spec.length_mm > chassis.max_gpu_length_mm:
            ctx.emit(
                "PHYS-GPU-LENGTH", "error",
                T("The {gpu} is {length_mm:.0f} mm long; the {chassis} takes cards up to "
                "{max_mm:.0f} mm"),
                {"gpu": gpu.spec.name, "length_mm": gpu.spec.length_mm,
                 "chassis": chassis.name, "max_mm": chassis.max_gpu_length_mm},
                [gpu.slot],
                fixes.gpu_instead(
                    ctx, [gpu.slot], gpu.spec,
                    lambda g, limit=chassis.max_gpu_length_mm: g.length_mm <= limit,
                    T("Use a {model} card of at most {max_mm:.0f} mm, e.g. the {name}"),
                    {"max_mm": chassis.max_gpu_length_mm}, "PHYS-GPU-LENGTH")
                or fixes.chassis_with(
                    ctx, lambda c, need=gpu.spec.length_mm: c.max_gpu_length_mm >= need,
                    T("Use a chassis with room for {length_mm:.0f} mm cards, e.g. the {name}"),
                    {"length_mm": gpu.spec.length_mm}, "PHYS-GPU-LENGTH", [gpu.slot]),
            )


def top_plug_allowance_mm(spec) -> float:
    """Room above a card for its top power plugs: a 16-pin plug's straight run before its
    first bend (35 mm), else 30 mm; nothing for end plugs."""
    if spec.power_connector_position != "top":
        return 0.0
    return TOP_16PIN_CLEARANCE_MM if spec.pcie_16pin else TOP_CONNECTOR_CLEARANCE_MM


def card_height_mm(spec) -> float:
    return spec.height_mm + top_plug_allowance_mm(spec)


@rule("PHYS-GPU-HEIGHT", "physical", "error")
def gpu_height(ctx: Context) -> None:
    """A GPU (with its top power plugs) is taller than the chassis' card clearance."""
    chassis = ctx.r.chassis
    if chassis is None:
        return
    for gpu in ctx.placed_gpus:
        height = card_height_mm(gpu.spec)
        if height > chassis.max_gpu_height_mm:
            top_plugs = gpu.spec.power_connector_position == "top"
            if top_plugs and gpu.spec.pcie_16pin:
                template = T("The {gpu} needs {height_mm:.0f} mm of height with its top 16-pin "
                             "plug and 35 mm of straight cable before the first bend; the "
                             "{chassis} has {max_mm:.0f} mm")
            elif top_plugs:
                template = T("The {gpu} needs {height_mm:.0f} mm of height with its top power "
                             "plugs; the {chassis} has {max_mm:.0f} mm")
            else:
                template = T("The {gpu} needs {height_mm:.0f} mm of height; the {chassis} has "
                             "{max_mm:.0f} mm")
            ctx.emit(
                "PHYS-GPU-HEIGHT", "error", template,
                {"gpu": gpu.spec.name, "height_mm": height, "chassis": chassis.name,
                 "max_mm": chassis.max_gpu_height_mm},
                [gpu.slot],
                fixes.gpu_instead(
                    ctx, [gpu.slot], gpu.spec,
                    lambda g, limit=chassis.max_gpu_height_mm: card_height_mm(g) <= limit,
                    T("Use a {model} card with end power plugs or a lower cooler, e.g. the {name}"),
                    {}, "PHYS-GPU-HEIGHT")
                or fixes.chassis_with(
                    ctx, lambda c, need=height: c.max_gpu_height_mm >= need,
                    T("Use a chassis with {height_mm} mm of card clearance, e.g. the {name}"),
                    {"height_mm": math.ceil(height)}, "PHYS-GPU-HEIGHT", [gpu.slot]),
            )
