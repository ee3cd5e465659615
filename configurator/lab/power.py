"""The lab's circuits and heat (docs/lab-plan.md): each circuit's wall draw, LAB-CIRCUIT,
LAB-FAILOVER (with LAB-FAILOVER-PSUS beside it) and LAB-HEAT.

A machine's `wall_w` is its build's (docs/rules.md, "Figures the checks share") at its first
circuit's outlet; its installed PSUs are dealt over its circuits in turn and share that draw
equally while every circuit is up (`machines.draw_by_circuit`). All of every machine's
`wall_w` becomes heat in the room.
"""

from __future__ import annotations

from configurator.lab.context import LabContext, T, names
from configurator.lab.machines import draw_by_circuit, psus_by_circuit
from configurator.lab.report import CircuitFigures, MachineResult
from configurator.rules.thresholds import (
    LAB_CIRCUIT_OVER_LOAD,
    LAB_FAILOVER_OVER_LOAD,
    LAB_FAILOVER_PSU_LOAD,
    LAB_HEAT_WARNING_FRACTION,
    OUTLET_CONTINUOUS_FRACTION,
    W_TO_BTU_H,
)


def circuit_figures(ctx: LabContext) -> dict[str, CircuitFigures]:
    """Every circuit's wall draw with all circuits up, and the machines on it; a machine
    whose draw is not known is listed on each circuit the plan gives it and noted."""
    figures: dict[str, CircuitFigures] = {}
    for circuit in ctx.lab.circuits:
        capacity_w = circuit.outlet_preset().capacity_w
        figures[circuit.id] = CircuitFigures(0.0, capacity_w,
                                             capacity_w * OUTLET_CONTINUOUS_FRACTION)
    for result in ctx.results:
        draws = draw_by_circuit(result)
        machine = result.machine
        if draws is None:
            for circuit_id in machine.circuits:
                figures[circuit_id].machines.append(machine.id)
            if machine.circuits:
                _draw_unknown(ctx, result)
            continue
        for circuit_id, draw_w in draws.items():
            figures[circuit_id].wall_w += draw_w
            figures[circuit_id].machines.append(machine.id)
    return figures


def _draw_unknown(ctx: LabContext, result: MachineResult) -> None:
    machine = result.machine
    if result.report is None:
        template = T("Machine {machine}'s build cannot be read: its draw is not counted on "
                     "{circuits}")
    else:
        template = T("Machine {machine}'s build has no PSU: its draw is not known and not "
                     "counted on {circuits}")
    ctx.skip("LAB-CIRCUIT", template,
             {"circuits": names(machine.circuits), "machine": machine.id},
             [*machine.circuits, machine.id])


def check_circuits(ctx: LabContext, figures: dict[str, CircuitFigures]) -> None:
    for circuit_id, f in figures.items():
        params = {"circuit": circuit_id, "wall_w": f.wall_w, "capacity_w": f.capacity_w,
                  "continuous_w": f.continuous_w, "load_pct": f.load * 100,
                  "machines": names(f.machines)}
        if f.load > LAB_CIRCUIT_OVER_LOAD:
            ctx.emit("LAB-CIRCUIT", "error",
                     T("Circuit {circuit} carries {wall_w:,.0f} W at the wall ({machines}), "
                       "above its capacity of {capacity_w:,.0f} W ({load_pct:.0f} %): its "
                       "breaker trips at full load"), params, [circuit_id, *f.machines])
        elif f.wall_w > f.continuous_w:
            ctx.emit("LAB-CIRCUIT", "warning",
                     T("Circuit {circuit} carries {wall_w:,.0f} W at the wall ({machines}), "
                       "above its continuous limit of {continuous_w:,.0f} W (80 % of "
                       "{capacity_w:,.0f} W) for loads of three hours or more"),
                     params, [circuit_id, *f.machines])


def _failover_share(result: MachineResult) -> tuple[dict[str, int], int] | None:
    """(PSUs per circuit, installed PSUs) of a machine whose redundant PSUs are spread over
    several circuits and whose draw is known; None for every other machine."""
    resolved = result.machine.build.resolved
    if (result.wall_w is None or resolved is None or resolved.psu is None
            or resolved.psu.redundant < 1):
        return None
    dealt = psus_by_circuit(result.machine.circuits, resolved.psu.qty)
    if len(dealt) < 2:
        return None
    return dealt, resolved.psu.qty


def check_failover(ctx: LabContext, figures: dict[str, CircuitFigures]) -> None:
    """LAB-FAILOVER: when circuit F fails, every machine with redundant PSUs on F and on other
    circuits carries its whole `wall_w` on the PSUs it has left; a remaining circuit that was
    within its capacity and is pushed past it gets a warning naming F and those machines.

    LAB-FAILOVER-PSUS (this project's addition to the lab rules): such a machine whose
    remaining PSUs cannot deliver its peak (`peak_w` above their output, as POWER-OVERLOAD
    judges it) goes down with F despite its redundancy; it moves no load, and is named
    instead."""
    spread = [(result, share) for result in ctx.results
              if (share := _failover_share(result)) is not None]
    for failed in figures:
        extra_w: dict[str, float] = {}
        movers: dict[str, list[str]] = {}
        for result, (dealt, qty) in spread:
            lost = dealt.get(failed, 0)
            if not lost:
                continue
            left = qty - lost
            if not _survives(ctx, result, failed, left):
                continue
            wall_w = result.wall_w
            for circuit_id, count in dealt.items():
                if circuit_id == failed:
                    continue
                extra_w[circuit_id] = (extra_w.get(circuit_id, 0.0)
                                       + wall_w * count / left - wall_w * count / qty)
                movers.setdefault(circuit_id, []).append(result.id)
        for circuit_id, extra in extra_w.items():
            f = figures[circuit_id]
            after_w = f.wall_w + extra
            if f.load > LAB_FAILOVER_OVER_LOAD or after_w <= f.capacity_w * LAB_FAILOVER_OVER_LOAD:
                continue
            ctx.emit("LAB-FAILOVER", "warning",
                     T("If circuit {failed} fails, {machines} carry their whole load on their "
                       "PSUs left: circuit {circuit} then draws {after_w:,.0f} W, above its "
                       "capacity of {capacity_w:,.0f} W, and its breaker trips too"),
                     {"failed": failed, "circuit": circuit_id,
                      "machines": names(movers[circuit_id]), "after_w": after_w,
                      "capacity_w": f.capacity_w, "wall_w": f.wall_w},
                     [circuit_id, failed, *movers[circuit_id]])


def _survives(ctx: LabContext, result: MachineResult, failed: str, left: int) -> bool:
    power = result.report.power
    psu = result.machine.build.resolved.psu
    output_w = power.usable_w / (psu.qty - psu.redundant)
    if power.peak_w <= left * output_w * LAB_FAILOVER_PSU_LOAD:
        return True
    ctx.emit("LAB-FAILOVER-PSUS", "warning",
             T("If circuit {failed} fails, machine {machine} keeps {left} of its {qty} PSUs "
               "({left_w:,.0f} W), less than its peak of {peak_w:,.0f} W: it goes down despite "
               "its redundant PSU(s); spread its PSUs so that each circuit's loss leaves "
               "{working}"),
             {"failed": failed, "machine": result.id, "left": left, "qty": psu.qty,
              "left_w": left * output_w, "peak_w": power.peak_w,
              "working": psu.qty - psu.redundant},
             [result.id, failed])
    return False


def heat_w(ctx: LabContext) -> float:
    """All of every machine's wall draw becomes heat in the room (unread machines noted)."""
    unknown = [r.id for r in ctx.results if r.wall_w is None]
    if unknown:
        ctx.skip("LAB-HEAT",
                 T("The heat of {machines} is not known (build unread, or without PSU): the "
                   "room's heat counts the other machines only"), {"machines": names(unknown)},
                 unknown)
    return sum(r.wall_w for r in ctx.results if r.wall_w is not None)


def check_heat(ctx: LabContext, heat: float) -> None:
    cooling_w = ctx.lab.room.cooling_w
    if cooling_w is None:
        if ctx.results:
            ctx.skip("LAB-HEAT",
                     T("The room gives no cooling_w: whether its cooling removes the machines' "
                       "{heat_w:,.0f} W is not checked"), {"heat_w": heat}, [])
        return
    params = {"heat_w": heat, "heat_btu_h": heat * W_TO_BTU_H, "cooling_w": cooling_w,
              "cooling_btu_h": cooling_w * W_TO_BTU_H, "load_pct": heat / cooling_w * 100}
    if heat > cooling_w:
        ctx.emit("LAB-HEAT", "error",
                 T("The machines give off {heat_w:,.0f} W ({heat_btu_h:,.0f} BTU/h) of heat, more "
                   "than the room's cooling removes ({cooling_w:,.0f} W, {cooling_btu_h:,.0f} "
                   "BTU/h)"), params, [])
    elif heat > cooling_w * LAB_HEAT_WARNING_FRACTION:
        ctx.emit("LAB-HEAT", "warning",
                 T("The machines give off {heat_w:,.0f} W ({heat_btu_h:,.0f} BTU/h) of heat, "
                   "{load_pct:.0f} % of the room's cooling ({cooling_w:,.0f} W); above 80 % a "
                   "warm day or a clogged filter leaves no margin"), params, [])
