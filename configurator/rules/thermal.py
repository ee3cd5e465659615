"""4.4 Airflow and cooling."""

from __future__ import annotations

from configurator.model.parts import ChassisSpec
from configurator.rules import fixes
from configurator.rules.context import Context, Fix, T, rule
from configurator.rules.power import power_limit_fix, thermal_with_limit
from configurator.rules.thresholds import (
    DELTA_T_PER_W_PER_CFM,
    MANY_OPEN_AIR_GPUS,
    THERMAL_SERVER_WARNING_C,
    THERMAL_WARNING_C,
)


def airflow_limit_c(server_airflow: bool) -> float:
    """The air rise THERMAL-AIRFLOW allows: 10 C in a tower, 20 C with server airflow."""
    return THERMAL_SERVER_WARNING_C if server_airflow else THERMAL_WARNING_C


def airflow_severity(delta_t_c: float | None, server_airflow: bool = False) -> str | None:
    """THERMAL-AIRFLOW's severity for an air temperature rise: a warning above the chassis'
    limit, else None. Never an error (rev. 3: the airflow is an estimate)."""
    if delta_t_c is None or delta_t_c <= airflow_limit_c(server_airflow):
        return None
    return "warning"


@rule("THERMAL-AIRFLOW", "thermal", "warning")
def airflow(ctx: Context) -> None:
    """The air inside the case warms by more than 10 C (20 C with server airflow)."""
    chassis = ctx.r.chassis
    t = ctx.thermal
    if chassis is None:
        return
    severity = airflow_severity(t.delta_t_c, chassis.server_airflow)
    if severity is None:
        return
    limit_c = airflow_limit_c(chassis.server_airflow)
    need_cfm = DELTA_T_PER_W_PER_CFM * t.heat_w / limit_c

    def cooler_enough(c: ChassisSpec) -> bool:
        return c.airflow_cfm >= DELTA_T_PER_W_PER_CFM * t.heat_w / airflow_limit_c(
            c.server_airflow)

    open_air = [g for g in ctx.placed_gpus if g.spec.cooler == "open-air"]
    fix = fixes.chassis_with(
        ctx, cooler_enough, T("Use a chassis with at least {need_cfm:,.0f} CFM of air through it, "
                                   "e.g. the {name}"), {"need_cfm": need_cfm}, "THERMAL-AIRFLOW")
    if fix is None and open_air:
        fix = fixes.gpu_instead(
            ctx, [g.slot for g in open_air], open_air[0].spec, lambda g: g.cooler == "blower",
            T("Use {model} blower cards, which exhaust most of their heat out of the back, e.g. "
            "the {name}"), {}, "THERMAL-AIRFLOW", [])
    if fix is None:
        fix = power_limit_fix(
            ctx, "THERMAL-AIRFLOW",
            lambda limit: (thermal_with_limit(ctx, limit).delta_t_c or 0) <= limit_c,
            T("Limit each GPU to {limit_w:,.0f} W (nvidia-smi -pl {limit_w:.0f}) to keep the air "
            "rise under {limit_c:.0f} C"), {"limit_c": limit_c})
    if fix is None:
        fix = Fix(T("Add case fans: about {need_cfm:,.0f} CFM through the case (0.5 x the rated "
                    "CFM of its fans, intake and exhaust) keeps the rise under {limit_c:.0f} C"),
                  {"need_cfm": need_cfm, "limit_c": limit_c})
    ctx.emit(
        "THERMAL-AIRFLOW", severity,
        T("Up to {heat_w:,.0f} W of heat stays in the case; with {cfm:,.0f} CFM of air through "
          "it the air warms by up to {delta_t_c:.1f} C, more than {limit_c:.0f} C: the cards and "
          "CPU run hotter and their fans louder"),
        {"heat_w": t.heat_w, "cfm": chassis.airflow_cfm, "delta_t_c": t.delta_t_c,
         "limit_c": limit_c},
        [chassis.id],
        fix,
    )


@rule("THERMAL-ADJACENT", "thermal", "warning")
def adjacent(ctx: Context) -> None:
    """An open-air card sits directly on top of another card: no air for its fans."""
    by_position = {p.slot.position: p for p in ctx.first_card_in_slot.values()}
    for placed in ctx.placed_cards:
        if placed.card.kind != "gpu" or placed.card.spec.cooler != "open-air":
            continue
        below = by_position.get(placed.last_bracket + 1)
        if below is None:
            continue
        move = fixes.move_card(ctx, placed, "THERMAL-ADJACENT")
        ctx.emit(
            "THERMAL-ADJACENT", "warning",
            T("The fans of the {card} in slot {slot} face the {other} in slot {other_slot} "
            "directly below it, with no free bracket for air"),
            {"card": placed.card.spec.name, "slot": placed.card.slot,
             "other": below.card.spec.name, "other_slot": below.card.slot},
            [placed.card.slot, below.card.slot],
            move or fixes.gpu_instead(
                ctx, [placed.card.slot], placed.card.spec,
                lambda g, width=placed.card.slot_width: g.cooler == "blower"
                and g.slot_width <= width,
                T("Use a {model} blower card (blowers may touch), e.g. the {name}"), {},
                "THERMAL-ADJACENT"),
        )


@rule("THERMAL-MANY-OPEN-AIR", "thermal", "warning")
def many_open_air(ctx: Context) -> None:
    """Three or more open-air GPUs in one case recirculate each other's heat."""
    open_air = [g for g in ctx.placed_gpus if g.spec.cooler == "open-air"]
    if len(open_air) < MANY_OPEN_AIR_GPUS:
        return
    slots = [g.slot for g in open_air]
    ctx.emit(
        "THERMAL-MANY-OPEN-AIR", "warning",
        T("{count} open-air GPUs blow their heat into the case and into each other"),
        {"count": len(open_air)},
        slots,
        fixes.gpu_instead(ctx, slots, open_air[0].spec, lambda g: g.cooler == "blower",
                          T("Use a {model} blower card for each, e.g. the {name}"), {},
                          "THERMAL-MANY-OPEN-AIR"),
    )


def passive_needs_server_airflow(spec, chassis) -> bool:
    """THERMAL-PASSIVE's condition: a passive card in a chassis without ducted airflow."""
    return spec.cooler == "passive" and not chassis.server_airflow


@rule("THERMAL-PASSIVE", "thermal", "error")
def passive(ctx: Context) -> None:
    """A passively cooled card needs a server chassis' ducted airflow."""
    chassis = ctx.r.chassis
    if chassis is None or chassis.server_airflow:
        return
    for gpu in ctx.placed_gpus:
        if passive_needs_server_airflow(gpu.spec, chassis):
            ctx.emit(
                "THERMAL-PASSIVE", "error",
                T("The {gpu} has no fan of its own; the {chassis} has no ducted server airflow "
                "to cool it"),
                {"gpu": gpu.spec.name, "chassis": chassis.name},
                [gpu.slot, chassis.id],
                fixes.chassis_with(ctx, lambda c: c.server_airflow,
                                   T("Use a chassis with ducted server airflow, e.g. the {name}"),
                                   {}, "THERMAL-PASSIVE", [gpu.slot]),
            )
