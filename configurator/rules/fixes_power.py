"""Fixes for the plug, spike and chipset findings (docs/rules.md: COMPAT-CHIPSET, the power rules).

Same shape as `configurator.rules.fixes`: candidates drawn from `alternatives`, each an
(action, Fix) pair, and `fixes.first_working` offers the first one that the what-if shows
removes the finding without bringing a new error.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from configurator.model.board_parts import MotherboardSpec
from configurator.model.part_edits import SetBoard, SetPsu
from configurator.model.parts import CpuSpec, PsuSpec
from configurator.rules import fixes
from configurator.rules.context import Context, Fix, T
from configurator.rules.part_fit import psu_fits_chassis, runs_on
from configurator.rules.plugs import plug_figures, plugs_fit, with_psu
from configurator.rules.power_model import power_figures, usable_w
from configurator.rules.thresholds import POWER_HEADROOM_LOAD


def _psu_cable_params(spec: PsuSpec, qty: int, redundant: int) -> dict:
    working = qty - redundant
    return {"pcie": spec.pcie_connectors * working,
            "native": spec.pcie_16pin_connectors * working,
            "eps": spec.eps_connectors * working}


def psu_with(ctx: Context, rule_id: str, need: Callable[[PsuSpec], bool],
             parts: list[str] | None = None) -> Fix | None:
    """A catalog PSU (same count and redundancy) that carries the build's peak, gives every
    plug a cable and meets `need`; cheapest that keeps the 80 % headroom first."""
    r = ctx.r
    if r.psu is None:
        return None
    qty, redundant, volts = r.psu.qty, r.psu.redundant, r.outlet.volts
    need_w = ctx.power.peak_w

    def usable(p: PsuSpec) -> float:
        return usable_w(p, qty, redundant, volts)

    options = [p for p in fixes.by_price(ctx.alternatives_of("psu"))
               if isinstance(p, PsuSpec) and p.id != r.psu.spec.id and usable(p) >= need_w
               and (r.chassis is None or psu_fits_chassis(p, r.chassis))
               and plugs_fit(with_psu(r, p)) and need(p)]
    # Cheapest first among units that keep the 80 % headroom, feed 16-pin plugs natively
    # and fit the same bays (the sort is stable over the price order).
    options.sort(key=lambda p: (usable(p) * POWER_HEADROOM_LOAD < need_w,
                                len(plug_figures(with_psu(r, p)).adapters),
                                p.form_factor != r.psu.spec.form_factor))
    candidates = (
        (SetPsu(p.id, qty, redundant),
         Fix(T("Use the {name} ({watts:,.0f} W; {pcie} 6+2-pin, {native} 16-pin and {eps} EPS "
               "cables)") if qty == 1 else
             T("Use {qty} x {name} ({watts:,.0f} W each; {pcie} 6+2-pin, {native} 16-pin and "
               "{eps} EPS cables from the working units)"),
             {"qty": qty, "name": p.name, "watts": p.watts,
              **_psu_cable_params(p, qty, redundant)}))
        for p in options
    )
    return fixes.first_working(ctx, candidates, rule_id, parts)


def second_psu(ctx: Context, rule_id: str, parts: list[str] | None = None,
               for_power: bool = False) -> Fix | None:
    """One more unit of the build's PSU where a bay is free: its cables (or, `for_power`,
    its output) add to the others'."""
    r = ctx.r
    if r.psu is None:
        return None
    spec, qty, redundant = r.psu.spec, r.psu.qty + 1, r.psu.redundant
    if r.chassis is not None and qty > r.chassis.psu_bays:
        return None
    if not plugs_fit(with_psu(r, spec, qty)):
        return None
    if for_power:
        fix = Fix(T("Add one more {name} (a bay is free): {working} working units deliver "
                    "{usable_w:,.0f} W"),
                  {"name": spec.name, "working": qty - redundant,
                   "usable_w": usable_w(spec, qty, redundant, r.outlet.volts)})
    else:
        fix = Fix(T("Add one more {name}: {qty} units give {pcie} 6+2-pin, {native} 16-pin and "
                    "{eps} EPS cables"),
                  {"name": spec.name, "qty": qty, **_psu_cable_params(spec, qty, redundant)})
    return fixes.first_working(ctx, [(SetPsu(spec.id, qty, redundant), fix)], rule_id, parts)


def power_board_chassis(ctx: Context, rule_id: str, parts: list[str] | None = None) -> Fix | None:
    """A chassis whose power board (or, without one, the PSUs) feeds every plug."""
    def enough(chassis) -> bool:
        return plugs_fit(replace(ctx.r, chassis=chassis))

    return fixes.chassis_with(
        ctx, enough,
        T("Use a chassis whose power board feeds every GPU plug, e.g. the {name}"), {},
        rule_id, parts)


def native_16pin_psu(ctx: Context, rule_id: str, plugs_16pin: int,
                     parts: list[str] | None = None) -> Fix | None:
    """A PSU with a native 16-pin cable for every 16-pin plug."""
    r = ctx.r
    if r.psu is None:
        return None
    working = r.psu.qty - r.psu.redundant
    return psu_with(ctx, rule_id, lambda p: p.pcie_16pin_connectors * working >= plugs_16pin,
                    parts)


def native_16pin_chassis(ctx: Context, rule_id: str, plugs_16pin: int,
                         parts: list[str] | None = None) -> Fix | None:
    def enough(chassis) -> bool:
        if (chassis.gpu_power_16pin or 0) < plugs_16pin:
            return False
        return plugs_fit(replace(ctx.r, chassis=chassis))

    return fixes.chassis_with(
        ctx, enough,
        T("Use a chassis whose power board has {plugs} 16-pin plugs, e.g. the {name}"),
        {"plugs": plugs_16pin}, rule_id, parts)


def spike_fits(ctx: Context, psu: PsuSpec) -> bool:
    figures = power_figures(with_psu(ctx.r, psu))
    return figures.spike_limit_w is not None and figures.spike_total_w <= figures.spike_limit_w


def class_fits(ctx: Context) -> Callable[[float], bool]:
    """For a power-limit fix: every 16-pin plug fed at that limit (a lower class)."""
    def fits(limit_w: float) -> bool:
        return "16pin" not in plug_figures(ctx.r, limit_w).shortages

    return fits


def board_for_cpu(ctx: Context, cpu: CpuSpec, rule_id: str) -> Fix | None:
    """A board of the same socket whose chipset the CPU's maker lists, with every slot the
    build uses, in the build's chassis."""
    r = ctx.r
    board = r.motherboard
    if board is None or not cpu.chipsets:
        return None
    used_slots = {c.slot for c in ctx.cards}
    chassis = r.chassis

    def good(b: MotherboardSpec) -> bool:
        return (b.id != board.id and b.socket == cpu.socket and bool(b.chipset)
                and runs_on(cpu, b.chipset)
                and b.cpu_sockets >= len(r.cpus)
                and b.memory_type == board.memory_type
                and used_slots <= {s.id for s in b.pcie_slots}
                and (chassis is None or b.form_factor in chassis.form_factors))

    options = [b for b in fixes.by_price(ctx.alternatives_of("motherboard"))
               if isinstance(b, MotherboardSpec) and good(b)]
    candidates = (
        (SetBoard(b.id, frozenset(s.id for s in b.pcie_slots)),
         Fix(T("Use the {name} ({chipset} chipset), which runs the {cpu}"),
             {"chipset": b.chipset, "cpu": cpu.name, "name": b.name}))
        for b in options
    )
    return fixes.first_working(ctx, candidates, rule_id, None)
