"""4.3 Power and the wall outlet."""

from __future__ import annotations

import math

from configurator.model.build import OUTLET_PRESETS
from configurator.model.edits import SetPowerLimits
from configurator.model.setting_edits import SetOutlet
from configurator.rules import fixes
from configurator.rules.context import Context, Fix, T, rule
from configurator.rules.power_model import power_figures, thermal_figures
from configurator.rules.thresholds import (
    MIN_POWER_LIMIT_FRACTION,
    POWER_HEADROOM_LOAD,
    POWER_OVERLOAD_LOAD,
)


def gpu_power_limit_for(ctx: Context, fits) -> float | None:
    """The highest whole-watt power limit per GPU under which `fits(figures)` holds, or None."""
    peaks = [g.peak_w for g in ctx.placed_gpus]
    if not peaks:
        return None
    low, high = 1.0, max(peaks)
    if not fits(low):
        return None
    if fits(high):
        return high
    for _ in range(40):  # bisection: the power figures rise monotonically with the limit
        middle = (low + high) / 2
        if fits(middle):
            low = middle
        else:
            high = middle
    return float(math.floor(low))


def power_limit_fix(ctx: Context, rule_id: str, fits, template: str,
                    params: dict | None = None) -> Fix | None:
    """The power limit per GPU under which `fits(limit)` holds; `template` names it as
    {limit_w}."""
    if ctx.alternatives is None:  # what-if validations offer no fixes
        return None
    limit = gpu_power_limit_for(ctx, fits)
    if limit is None or limit >= max(g.peak_w for g in ctx.placed_gpus):
        return None
    if limit < MIN_POWER_LIMIT_FRACTION * min(g.spec.tdp_w for g in ctx.placed_gpus):
        return None
    action = SetPowerLimits.of({g.index: min(limit, g.peak_w) for g in ctx.placed_gpus}, limit)
    fix = Fix(template, {**(params or {}), "limit_w": limit})
    return fixes.first_working(ctx, [(action, fix)], rule_id, None)


def psu_load_fits(ctx: Context, target: float):
    def fits(limit: float) -> bool:
        figures = power_figures(ctx.r, limit)
        return figures.load is not None and figures.load <= target

    return fits


@rule("POWER-OVERLOAD", "power", "error")
def overload(ctx: Context) -> None:
    """The PSUs cannot deliver the build's peak power."""
    p = ctx.power
    if p.load is None or p.load <= POWER_OVERLOAD_LOAD:
        return
    psu = ctx.r.psu
    ctx.emit(
        "POWER-OVERLOAD", "error",
        T("The build draws {peak_w:,.0f} W at peak; its PSUs ({working} x {psu} working) can "
        "deliver {usable_w:,.0f} W ({load_pct:.0f} % load)"),
        {"peak_w": p.peak_w, "usable_w": p.usable_w, "load_pct": p.load * 100,
         **_psu_params(ctx)},
        [psu.spec.id],
        fixes.psu_for(ctx, "POWER-OVERLOAD", lambda s: _enough_plugs(ctx, s))
        or power_limit_fix(ctx, "POWER-OVERLOAD", psu_load_fits(ctx, POWER_HEADROOM_LOAD),
                           LIMIT_FOR_PSU),
    )


@rule("POWER-HEADROOM", "power", "warning")
def headroom(ctx: Context) -> None:
    """The PSUs run above 80 % of their output at peak."""
    p = ctx.power
    if p.load is None or not POWER_HEADROOM_LOAD < p.load <= POWER_OVERLOAD_LOAD:
        return
    ctx.emit(
        "POWER-HEADROOM", "warning",
        T("The build draws {peak_w:,.0f} W at peak, {load_pct:.0f} % of the {usable_w:,.0f} W its "
        "PSUs ({working} x {psu} working) deliver; keep PSUs under 80 % for transients and "
        "ageing"),
        {"peak_w": p.peak_w, "usable_w": p.usable_w, "load_pct": p.load * 100,
         **_psu_params(ctx)},
        [ctx.r.psu.spec.id],
        fixes.psu_for(ctx, "POWER-HEADROOM", lambda s: _enough_plugs(ctx, s))
        or power_limit_fix(ctx, "POWER-HEADROOM", psu_load_fits(ctx, POWER_HEADROOM_LOAD),
                           LIMIT_FOR_PSU),
    )


LIMIT_FOR_PSU = (T("Limit each GPU to {limit_w:,.0f} W (nvidia-smi -pl {limit_w:.0f}) to keep the "
                 "PSUs under 80 %; a 50 W cut costs about 7 % of training speed on a 250-350 W "
                 "card"))
LIMIT_FOR_OUTLET = (T("Limit each GPU to {limit_w:,.0f} W (nvidia-smi -pl {limit_w:.0f}) to stay "
                    "under the outlet's continuous limit; a 50 W cut costs about 7 % of training "
                    "speed on a 250-350 W card"))


def _psu_params(ctx: Context) -> dict:
    psu = ctx.r.psu
    return {"psu": psu.spec.name, "working": psu.qty - psu.redundant,
            "redundant": psu.redundant}


def plugs_needed(ctx: Context) -> int:
    return sum(g.spec.power_plugs for g in ctx.placed_gpus)


def plugs_available(ctx: Context, psu_spec=None) -> int | None:
    chassis = ctx.r.chassis
    if chassis is not None and chassis.gpu_power_connectors is not None:
        return chassis.gpu_power_connectors
    psu = ctx.r.psu
    if psu is None:
        return None
    spec = psu_spec or psu.spec
    return spec.pcie_connectors * (psu.qty - psu.redundant)


def _enough_plugs(ctx: Context, psu_spec) -> bool:
    available = plugs_available(ctx, psu_spec)
    return available is None or available >= plugs_needed(ctx)


@rule("POWER-CONNECTORS", "power", "error")
def connectors(ctx: Context) -> None:
    """The GPUs need more 6/8-pin plugs than the PSUs (or the chassis' board) provide."""
    available = plugs_available(ctx)
    needed = plugs_needed(ctx)
    if available is None or needed <= available:
        return
    chassis = ctx.r.chassis
    if chassis is not None and chassis.gpu_power_connectors is not None:
        ctx.emit(
            "POWER-CONNECTORS", "error",
            T("The GPUs need {needed} PCIe power plugs (6/8-pin); the power board of the "
            "{chassis} provides {available}"),
            {"needed": needed, "available": available, "chassis": chassis.name},
            [chassis.id],
            fixes.chassis_with(
                ctx, lambda c: (c.gpu_power_connectors or 0) >= needed,
                T("Use a chassis whose power board has {needed} GPU plugs, e.g. the {name}"),
                {"needed": needed}, "POWER-CONNECTORS"),
        )
        return
    ctx.emit(
        "POWER-CONNECTORS", "error",
        T("The GPUs need {needed} PCIe power plugs (6/8-pin); the PSUs ({working} x {psu} "
        "working) provide {available}"),
        {"needed": needed, "available": available, **_psu_params(ctx)},
        [ctx.r.psu.spec.id],
        fixes.psu_for(
            ctx, "POWER-CONNECTORS",
            lambda s: s.pcie_connectors * (ctx.r.psu.qty - ctx.r.psu.redundant) >= needed),
    )


def outlet_fits(ctx: Context, limit_w: float) -> float:
    figures = power_figures(ctx.r, limit_w)
    return figures.wall_w is not None and figures.wall_w <= figures.continuous_w


@rule("POWER-OUTLET", "power", "error", "warning")
def outlet(ctx: Context) -> None:
    """The wall draw exceeds the outlet (error) or its 80 % continuous limit (warning)."""
    p = ctx.power
    if p.wall_w is None or p.wall_w <= p.continuous_w:
        return
    over_capacity = p.wall_w > p.outlet_w
    outlet = ctx.r.outlet
    template = (
        T("The build draws {wall_w:,.0f} W from the wall at peak; the {outlet} outlet "
        "({volts:g} V, {amps:.3g} A) gives {outlet_w:,.0f} W")
        if over_capacity else
        T("The build draws {wall_w:,.0f} W from the wall at peak, above the {continuous_w:,.0f} W "
        "continuous limit (80 %) of the {outlet} outlet ({volts:g} V, {amps:.3g} A)")
    )
    fix = power_limit_fix(ctx, "POWER-OUTLET", lambda limit: outlet_fits(ctx, limit),
                          LIMIT_FOR_OUTLET)
    if fix is None:
        fix = _bigger_outlet(ctx, p.wall_w)
    ctx.emit(
        "POWER-OUTLET", "error" if over_capacity else "warning", template,
        {"wall_w": p.wall_w, "outlet": outlet.name, "volts": outlet.volts, "amps": outlet.amps,
         "outlet_w": p.outlet_w, "continuous_w": p.continuous_w},
        [ctx.r.psu.spec.id] if ctx.r.psu else [],
        fix,
    )


def _bigger_outlet(ctx: Context, wall_w: float) -> Fix | None:
    options = sorted((o for o in OUTLET_PRESETS.values() if o.capacity_w * 0.8 >= wall_w),
                     key=lambda o: o.capacity_w)
    candidates = (
        (SetOutlet(o.name),
         Fix(T("Use a {outlet} circuit ({volts:.0f} V, {amps:.0f} A)"),
             {"outlet": o.name, "volts": o.volts, "amps": o.amps}))
        for o in options
    )
    return fixes.first_working(ctx, candidates, "POWER-OUTLET", None)


def thermal_with_limit(ctx: Context, limit_w: float):
    return thermal_figures(ctx.r, power_figures(ctx.r, limit_w).peak_w, limit_w)
