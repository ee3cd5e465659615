"""The lab's racks (docs/lab-plan.md): units, power and weight, and LAB-RACK-UNITS,
LAB-RACK-POWER, LAB-RACK-WEIGHT.

A machine takes rack units when its chassis gives `rack_units` (a rackmount chassis); from
its `u`, the lowest unit, counted from 1 at the bottom, up. A tower (no `rack_units`) put in
a rack stands on a shelf whose height the plan does not know: its power and weight count, its
units are "not checked". So is the place of a rackmount machine given no `u`.
"""

from __future__ import annotations

from configurator.lab.context import LabContext, T, names
from configurator.lab.plan import Rack
from configurator.lab.report import MachineResult, RackFigures
from configurator.model.parts import ChassisSpec


def known(chassis: ChassisSpec | None, field: str) -> float | None:
    """A chassis figure its maker gave: None when absent or listed as unknown."""
    if chassis is None or field in chassis.unknown:
        return None
    return getattr(chassis, field)


def _chassis(result: MachineResult) -> ChassisSpec | None:
    resolved = result.machine.build.resolved
    return resolved.chassis if resolved is not None else None


def check_racks(ctx: LabContext) -> dict[str, RackFigures]:
    figures: dict[str, RackFigures] = {}
    for rack in ctx.lab.racks:
        inside = [r for r in ctx.results if r.machine.rack == rack.id]
        figures[rack.id] = _rack(ctx, rack, inside)
    return figures


def _rack(ctx: LabContext, rack: Rack, inside: list[MachineResult]) -> RackFigures:
    units_used = sum(int(known(_chassis(r), "rack_units") or 0) for r in inside)
    kw = sum(r.wall_w for r in inside if r.wall_w is not None) / 1000
    weights = [known(_chassis(r), "weight_kg") for r in inside]
    weight_kg = sum(w for w in weights if w is not None) if any(
        w is not None for w in weights) else None
    figures = RackFigures(units_used, rack.units, kw, rack.max_kw, weight_kg)
    if inside:
        _units(ctx, rack, inside, units_used)
        _power(ctx, rack, inside, kw)
        _weight(ctx, rack, inside, weights, weight_kg)
    return figures


def _span(result: MachineResult) -> tuple[int, int] | None:
    """(lowest, highest) unit a rackmount machine with a `u` takes."""
    height = known(_chassis(result), "rack_units")
    if height is None or result.machine.u is None:
        return None
    return result.machine.u, result.machine.u + int(height) - 1


def _units(ctx: LabContext, rack: Rack, inside: list[MachineResult], units_used: int) -> None:
    placed: list[tuple[MachineResult, tuple[int, int]]] = []
    unplaced: list[str] = []
    for result in inside:
        chassis = _chassis(result)
        if known(chassis, "rack_units") is None:
            _not_rackmount(ctx, rack, result, chassis)
            continue
        span = _span(result)
        if span is None:
            unplaced.append(result.id)
            continue
        placed.append((result, span))
        if span[1] > rack.units:
            ctx.emit("LAB-RACK-UNITS", "error",
                     T("Machine {machine} ({height} U from U{u}) reaches U{top}; rack {rack} "
                       "has {units} units"),
                     {"machine": result.id, "height": span[1] - span[0] + 1, "u": span[0],
                      "top": span[1], "rack": rack.id, "units": rack.units},
                     [rack.id, result.id])
    for index, (first, (low1, high1)) in enumerate(placed):
        for second, (low2, high2) in placed[index + 1:]:
            if low1 <= high2 and low2 <= high1:
                ctx.emit("LAB-RACK-UNITS", "error",
                         T("Machines {first} (U{low1}-U{high1}) and {second} (U{low2}-U{high2}) "
                           "overlap in rack {rack}"),
                         {"first": first.id, "second": second.id, "low1": low1,
                          "high1": high1, "low2": low2, "high2": high2, "rack": rack.id},
                         [rack.id, first.id, second.id])
    if unplaced:
        ctx.skip("LAB-RACK-UNITS",
                 T("Machines {machines} have no rack unit (u) in rack {rack}: their place is "
                   "not checked"), {"machines": names(unplaced), "rack": rack.id},
                 [rack.id, *unplaced])
        if units_used > rack.units:
            ctx.emit("LAB-RACK-UNITS", "error",
                     T("The machines in rack {rack} take {units_used} units; it has {units}"),
                     {"rack": rack.id, "units_used": units_used, "units": rack.units},
                     [rack.id, *(r.id for r in inside)])


def _not_rackmount(ctx: LabContext, rack: Rack, result: MachineResult,
                   chassis: ChassisSpec | None) -> None:
    if result.report is None:
        template = T("Machine {machine}'s build cannot be read: its units in rack {rack} are "
                     "not checked")
    elif chassis is None:
        template = T("Machine {machine} has no chassis yet: its units in rack {rack} are not "
                     "checked")
    elif "rack_units" in chassis.unknown:
        template = T("Machine {machine}'s chassis ({chassis}) has no published height in rack "
                     "units: its units in rack {rack} are not checked")
    else:
        template = T("Machine {machine}'s chassis ({chassis}) gives no rack units (not a "
                     "rackmount chassis): on a shelf in rack {rack}, its units are not checked")
    ctx.skip("LAB-RACK-UNITS", template,
             {"machine": result.id, "rack": rack.id,
              "chassis": chassis.name if chassis is not None else ""}, [rack.id, result.id])


def _power(ctx: LabContext, rack: Rack, inside: list[MachineResult], kw: float) -> None:
    unknown = [r.id for r in inside if r.wall_w is None]
    if unknown:
        ctx.skip("LAB-RACK-POWER",
                 T("Rack {rack}: the draw of {machines} is not known and not counted"),
                 {"rack": rack.id, "machines": names(unknown)}, [rack.id, *unknown])
    if rack.max_kw is None:
        ctx.skip("LAB-RACK-POWER",
                 T("Rack {rack} gives no max_kw: its {kw:,.2f} kW are not checked"),
                 {"rack": rack.id, "kw": kw}, [rack.id])
        return
    if kw > rack.max_kw:
        ctx.emit("LAB-RACK-POWER", "error",
                 T("The machines in rack {rack} draw {kw:,.2f} kW at the wall, above its limit "
                   "of {max_kw:,.2f} kW"),
                 {"rack": rack.id, "kw": kw, "max_kw": rack.max_kw},
                 [rack.id, *(r.id for r in inside if r.wall_w is not None)])


def _weight(ctx: LabContext, rack: Rack, inside: list[MachineResult],
            weights: list[float | None], weight_kg: float | None) -> None:
    unknown = [r.id for r, w in zip(inside, weights, strict=True) if w is None]
    if unknown:
        ctx.skip("LAB-RACK-WEIGHT",
                 T("Rack {rack}: the weight of {machines} is not known (their chassis give no "
                   "weight_kg) and not counted"),
                 {"rack": rack.id, "machines": names(unknown)}, [rack.id, *unknown])
    if rack.max_weight_kg is None:
        if weight_kg is not None:
            ctx.skip("LAB-RACK-WEIGHT",
                     T("Rack {rack} gives no max_weight_kg: its {weight_kg:,.1f} kg are not "
                       "checked"), {"rack": rack.id, "weight_kg": weight_kg}, [rack.id])
        return
    if weight_kg is not None and weight_kg > rack.max_weight_kg:
        ctx.emit("LAB-RACK-WEIGHT", "error",
                 T("The machines in rack {rack} weigh {weight_kg:,.1f} kg, above its limit of "
                   "{max_weight_kg:,.1f} kg"),
                 {"rack": rack.id, "weight_kg": weight_kg, "max_weight_kg": rack.max_weight_kg},
                 [rack.id, *(r.id for r, w in zip(inside, weights, strict=True)
                             if w is not None)])
