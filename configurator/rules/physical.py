"""4.1 Physical fit: brackets, case slots, card length and height."""

from __future__ import annotations

import math

from configurator.rules import fixes
from configurator.rules.context import Context, rule
from configurator.rules.thresholds import TOP_CONNECTOR_CLEARANCE_MM


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
                    "{card} is {width:g} slots wide and covers bracket {bracket}, where {other} "
                    "stands",
                    {"card": card.label, "width": card.card.slot_width,
                     "bracket": other.slot.position, "other": other.label},
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
                "{card} needs brackets {first} to {last}, but the {chassis} has {slots} expansion "
                "slots",
                {"card": card.label, "first": card.brackets[0], "last": card.last_bracket,
                 "chassis": chassis.name, "slots": chassis.expansion_slots},
                [card.card.slot],
                fixes.move_card(ctx, card, "PHYS-CASE-SLOTS") or fixes.chassis_with(
                    ctx, lambda c, need=card.last_bracket: c.expansion_slots >= need,
                    f"at least {card.last_bracket} expansion slots", "PHYS-CASE-SLOTS",
                    [card.card.slot]),
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
                "{gpu} is {length_mm:.0f} mm long; the {chassis} takes cards up to "
                "{max_mm:.0f} mm",
                {"gpu": gpu.spec.name, "length_mm": gpu.spec.length_mm,
                 "chassis": chassis.name, "max_mm": chassis.max_gpu_length_mm},
                [gpu.slot],
                fixes.gpu_instead(
                    ctx, [gpu.slot], gpu.spec,
                    lambda g, limit=chassis.max_gpu_length_mm: g.length_mm <= limit,
                    f"card of at most {chassis.max_gpu_length_mm:.0f} mm", "PHYS-GPU-LENGTH")
                or fixes.chassis_with(
                    ctx, lambda c, need=gpu.spec.length_mm: c.max_gpu_length_mm >= need,
                    f"room for {gpu.spec.length_mm:.0f} mm cards", "PHYS-GPU-LENGTH",
                    [gpu.slot]),
            )


def card_height_mm(spec) -> float:
    extra = TOP_CONNECTOR_CLEARANCE_MM if spec.power_connector_position == "top" else 0.0
    return spec.height_mm + extra


@rule("PHYS-GPU-HEIGHT", "physical", "error")
def gpu_height(ctx: Context) -> None:
    """A GPU (with its top power plugs) is taller than the chassis' card clearance."""
    chassis = ctx.r.chassis
    if chassis is None:
        return
    for gpu in ctx.placed_gpus:
        height = card_height_mm(gpu.spec)
        if height > chassis.max_gpu_height_mm:
            plugs = gpu.spec.power_connector_position == "top"
            ctx.emit(
                "PHYS-GPU-HEIGHT", "error",
                "{gpu} needs {height_mm:.0f} mm of height{plugs}; the {chassis} has "
                "{max_mm:.0f} mm",
                {"gpu": gpu.spec.name, "height_mm": height,
                 "plugs": " with its top power plugs" if plugs else "",
                 "chassis": chassis.name, "max_mm": chassis.max_gpu_height_mm},
                [gpu.slot],
                fixes.gpu_instead(
                    ctx, [gpu.slot], gpu.spec,
                    lambda g, limit=chassis.max_gpu_height_mm: card_height_mm(g) <= limit,
                    "card with end power plugs or a lower cooler", "PHYS-GPU-HEIGHT")
                or fixes.chassis_with(
                    ctx, lambda c, need=height: c.max_gpu_height_mm >= need,
                    f"{math.ceil(height)} mm of card clearance", "PHYS-GPU-HEIGHT", [gpu.slot]),
            )
