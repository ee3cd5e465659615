"""4.3 Power and the wall outlet."""

from __future__ import annotations

import math

from configurator.model.build import OUTLET_PRESETS
from configurator.model.edits import SetPowerLimits
from configurator.model.setting_edits import SetOutlet
from configurator.rules import fixes, fixes_power
from configurator.rules.context import Context, Fix, T, rule
from configurator.rules.plugs import PLUG_KINDS, plugs_fit, with_psu
from configurator.rules.thresholds import (
    LEGACY_EXCURSION,
    MIN_POWER_LIMIT_FRACTION,
    POWER_HEADROOM_LOAD,
    POWER_OVERLOAD_ERROR_LOAD,
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
    best = math.floor(low)
    if fits(best + 1):  # the bisection stops just below a whole-watt boundary that fits
        best += 1
    return float(best)


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
        figures = ctx.power_at(limit)
        return figures.load is not None and figures.load <= target

    return fits


@rule("POWER-OVERLOAD", "power", "error", "warning")
def overload(ctx: Context) -> None:
    """The build's peak power (the sum of its parts' ratings) exceeds what its PSUs deliver:
    an error above 110 %, a warning from 100 to 110 %."""
    p = ctx.power
    if p.load is None or p.load <= POWER_OVERLOAD_LOAD:
        return
    psu = ctx.r.psu
    error = p.load > POWER_OVERLOAD_ERROR_LOAD
    template = (
        T("The build draws up to {peak_w:,.0f} W at peak (its parts' ratings summed); its PSUs "
          "({working} x {psu} working) deliver {usable_w:,.0f} W: {load_pct:.0f} % load, more "
          "than the 10 % by which real machines stay under that sum")
        if error else
        T("The build draws up to {peak_w:,.0f} W at peak (its parts' ratings summed), "
          "{load_pct:.0f} % of the {usable_w:,.0f} W its PSUs ({working} x {psu} working) "
          "deliver; real machines draw 5-13 % under that sum, so measure the draw at the wall "
          "under full load, or limit the cards")
    )
    ctx.emit(
        "POWER-OVERLOAD", "error" if error else "warning", template,
        {"peak_w": p.peak_w, "usable_w": p.usable_w, "load_pct": p.load * 100,
         **_psu_params(ctx)},
        [psu.spec.id],
        _power_fix(ctx, "POWER-OVERLOAD", lambda s: _enough_plugs(ctx, s),
                   psu_load_fits(ctx, POWER_HEADROOM_LOAD), LIMIT_FOR_PSU),
    )


def _power_fix(ctx: Context, rule_id: str, psu_need, limit_fits, limit_template: str,
               limit_params: dict | None = None) -> Fix | None:
    """Hardware first (docs/rules.md), each verified by the what-if: a PSU of a form
    the chassis takes that carries the load, then one more of the same PSU where a bay is
    free; a power limit per GPU last."""
    if ctx.alternatives is None:
        return None
    return (fixes.psu_for(ctx, rule_id, psu_need)
            or fixes_power.second_psu(ctx, rule_id, for_power=True)
            or power_limit_fix(ctx, rule_id, limit_fits, limit_template, limit_params))


@rule("POWER-HEADROOM", "power", "warning")
def headroom(ctx: Context) -> None:
    """The PSUs run above 80 % of their output at peak."""
    p = ctx.power
    if p.load is None or not POWER_HEADROOM_LOAD < p.load <= POWER_OVERLOAD_LOAD:
        return
    ctx.emit(
        "POWER-HEADROOM", "warning",
        T("The build draws up to {peak_w:,.0f} W at peak, {load_pct:.0f} % of the {usable_w:,.0f} "
          "W its PSUs ({working} x {psu} working) deliver; keep PSUs under 80 % for transients "
          "and ageing"),
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


def _enough_plugs(ctx: Context, psu_spec) -> bool:
    return plugs_fit(with_psu(ctx.r, psu_spec))


# One message per plug kind and source (the PSUs, or a chassis power board).
CONNECTOR_TEMPLATES = {
    ("pcie", "psu"): T("The build needs {needed} PCIe power plugs (6/8-pin); the PSUs ({working} "
                       "x {psu} working) provide {available}"),
    ("pcie", "chassis"): T("The GPUs need {needed} PCIe power plugs (6/8-pin); the power board "
                           "of the {chassis} provides {available}"),
    ("eps", "psu"): T("The build needs {needed} 8-pin EPS plugs (the board's CPU power and the "
                      "GPUs' EPS plugs); the PSUs ({working} x {psu} working) provide "
                      "{available}"),
    ("eps", "chassis"): T("The GPUs need {needed} 8-pin EPS plugs; the power board of the "
                          "{chassis} has {available} plugs left for them"),
    ("16pin", "psu"): T("The GPUs need power for {needed} 16-pin plug(s); the PSUs ({working} x "
                        "{psu} working) can feed {available}: they have {native} native 16-pin "
                        "cable(s) and {spare} 6+2-pin cable(s) left for adapters"),
    ("16pin", "chassis"): T("The GPUs need power for {needed} 16-pin plug(s); the power board of "
                            "the {chassis} can feed {available}: it has {native} 16-pin plug(s) "
                            "and {spare} 8-pin plug(s) left for adapters"),
}
# Kept from before 16-pin and EPS plugs were counted: a build without them reads as it did.
OLD_PCIE_PSU_TEMPLATE = T("The GPUs need {needed} PCIe power plugs (6/8-pin); the PSUs "
                          "({working} x {psu} working) provide {available}")


@rule("POWER-CONNECTORS", "power", "error")
def connectors(ctx: Context) -> None:
    """A plug kind (6/8-pin, 16-pin, EPS) runs short of cables or power-board plugs."""
    figures = ctx.plugs
    for kind in PLUG_KINDS:
        short = figures.shortages.get(kind)
        if short is None:
            continue
        chassis, psu = ctx.r.chassis, ctx.r.psu
        on_board = short.source == "chassis"
        params = {"kind": kind, "needed": short.needed, "available": short.available}
        if on_board:
            params["chassis"] = chassis.name
        else:
            params.update(_psu_params(ctx))
        if kind == "16pin":
            params.update(native=short.native, spare=short.spare)
        template = CONNECTOR_TEMPLATES[(kind, short.source)]
        board_aux = ctx.r.motherboard.pcie_aux_plugs if ctx.r.motherboard else 0
        if (kind, short.source) == ("pcie", "psu") and not board_aux:
            template = OLD_PCIE_PSU_TEMPLATE
        parts = [chassis.id] if on_board else [psu.spec.id]
        # Parts: the PSU or chassis only; plugs are build-wide (docs/architecture.md: beside the
        # pointer while dragging, not a slot colour). The cards left without power are in
        # Report.plugs.
        ctx.emit("POWER-CONNECTORS", "error", template, params, parts,
                 _connectors_fix(ctx, kind, on_board))


def _connectors_fix(ctx: Context, kind: str, on_board: bool) -> Fix | None:
    if ctx.alternatives is None:
        return None
    if on_board:
        return fixes_power.power_board_chassis(ctx, "POWER-CONNECTORS")
    fix = (fixes_power.psu_with(ctx, "POWER-CONNECTORS", lambda p: True)
           or fixes_power.second_psu(ctx, "POWER-CONNECTORS"))
    if fix is None and kind == "16pin":
        fix = power_limit_fix(ctx, "POWER-CONNECTORS", fixes_power.class_fits(ctx), LIMIT_FOR_CLASS)
    return fix


LIMIT_FOR_CLASS = T("Limit each GPU to {limit_w:,.0f} W (nvidia-smi -pl {limit_w:.0f}): a lower "
                    "power class needs fewer 6+2-pin cables on its 16-pin adapter")


@rule("POWER-16PIN-ADAPTER", "power", "warning")
def sixteen_pin_adapter(ctx: Context) -> None:
    """A 16-pin card is fed through an adapter because no native cable is left for it."""
    adapters = ctx.plugs.adapters
    if not adapters:
        return
    plugs_16pin = sum(c.pcie_16pin for c in ctx.plugs.cards)
    fixes_by_source: dict[str, Fix | None] = {}  # one fix feeds every card natively
    for adapter in adapters:
        on_board = adapter.source == "chassis"
        template = (
            T("The {gpu} in slot {slot} takes its 16-pin plug through an adapter on {cables} of "
              "the power board's 8-pin plugs ({class_w:.0f} W class): no 16-pin plug of the board "
              "is left for it. Seat the plug fully and keep 35 mm straight before a bend")
            if on_board else
            T("The {gpu} in slot {slot} takes its 16-pin plug through an adapter on {cables} "
              "6+2-pin cables ({class_w:.0f} W class): no native 16-pin cable of the PSUs is left "
              "for it; an ATX 3.x PSU's native cable is the safer connection. Seat the plug "
              "fully and keep 35 mm straight before a bend")
        )
        if adapter.source not in fixes_by_source:
            fixes_by_source[adapter.source] = None if ctx.alternatives is None else (
                fixes_power.native_16pin_chassis(ctx, "POWER-16PIN-ADAPTER", plugs_16pin)
                if on_board else
                fixes_power.native_16pin_psu(ctx, "POWER-16PIN-ADAPTER", plugs_16pin))
        fix = fixes_by_source[adapter.source]
        ctx.emit("POWER-16PIN-ADAPTER", "warning", template,
                 {"gpu": adapter.gpu, "slot": adapter.slot, "cables": adapter.cables,
                  "class_w": adapter.class_w},
                 [adapter.slot], fix)


def spike_fits_limit(ctx: Context):
    def fits(limit_w: float) -> bool:
        figures = ctx.power_at(limit_w)
        return figures.spike_limit_w is not None and (
            figures.spike_total_w <= figures.spike_limit_w)

    return fits


@rule("POWER-TRANSIENT", "power", "warning")
def transient(ctx: Context) -> None:
    """The GPUs' short power spikes exceed what the PSUs are specified, or built, to carry."""
    p = ctx.power
    psu = ctx.r.psu
    if psu is None or not ctx.placed_gpus or p.spike_limit_w is None:
        return
    if p.spike_total_w <= p.spike_limit_w:
        return
    excursion = p.spike_limit_w / p.usable_w if p.usable_w else LEGACY_EXCURSION
    atx = psu.spec.atx_version
    template = (
        T("When the GPUs spike (about 10 ms), the build draws about {spike_total_w:,.0f} W; "
          "the PSUs ({working} x {psu} working, ATX {atx_version}) are specified to carry "
          "{excursion_pct:.0f} % of their {usable_w:,.0f} W for that long, {spike_limit_w:,.0f} W")
        if atx in ("3.0", "3.1") else
        T("When the GPUs spike (about 10 ms), the build draws about {spike_total_w:,.0f} W; "
          "the PSUs ({working} x {psu} working) are not specified for power excursions (not "
          "ATX 3.x), and units of their kind shut down at about {excursion_pct:.0f} % of their "
          "{usable_w:,.0f} W (over-power protection), {spike_limit_w:,.0f} W")
    )
    params = {"spike_total_w": p.spike_total_w, "spike_limit_w": p.spike_limit_w,
              "usable_w": p.usable_w, "excursion_pct": excursion * 100,
              "atx_version": atx or "", **_psu_params(ctx)}
    fix = None
    if ctx.alternatives is not None:
        fix = (fixes_power.psu_with(ctx, "POWER-TRANSIENT",
                                    lambda s: fixes_power.spike_fits(ctx, s))
               or fixes_power.second_psu(ctx, "POWER-TRANSIENT", for_power=True)
               or power_limit_fix(ctx, "POWER-TRANSIENT", spike_fits_limit(ctx),
                                  LIMIT_FOR_SPIKES))
    ctx.emit("POWER-TRANSIENT", "warning", template, params, [psu.spec.id], fix)


LIMIT_FOR_SPIKES = T("Limit each GPU to {limit_w:,.0f} W (nvidia-smi -pl {limit_w:.0f}): its "
                     "spikes shrink with its power, under what the PSUs carry")


def outlet_fits(ctx: Context, limit_w: float) -> float:
    figures = ctx.power_at(limit_w)
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
        T("The build draws up to {wall_w:,.0f} W from the wall at peak; the {outlet} outlet "
          "({volts:g} V, {amps:.3g} A) gives {outlet_w:,.0f} W")
        if over_capacity else
        T("The build draws up to {wall_w:,.0f} W from the wall at peak, above the "
          "{continuous_w:,.0f} W continuous limit (80 %) of the {outlet} outlet ({volts:g} V, "
          "{amps:.3g} A)")
    )
    fix = _bigger_outlet(ctx) or power_limit_fix(
        ctx, "POWER-OUTLET", lambda limit: outlet_fits(ctx, limit), LIMIT_FOR_OUTLET)
    ctx.emit(
        "POWER-OUTLET", "error" if over_capacity else "warning", template,
        {"wall_w": p.wall_w, "outlet": outlet.name, "volts": outlet.volts, "amps": outlet.amps,
         "outlet_w": p.outlet_w, "continuous_w": p.continuous_w},
        [ctx.r.psu.spec.id] if ctx.r.psu else [],
        fix,
    )


# The next outlets of a region, in order (docs/rules.md). US-208V-20A, outside the
# chain, goes on as US-20A does.
NEXT_OUTLETS: dict[str, tuple[str, ...]] = {
    "US-15A": ("US-20A", "US-208V-30A", "US-240V-30A"),
    "US-20A": ("US-208V-30A", "US-240V-30A"),
    "US-208V-20A": ("US-208V-30A", "US-240V-30A"),
    "US-208V-30A": ("US-240V-30A",),
    "EU-16A": ("EU-32A",),
    "JP-15A": ("JP-200V-20A",),
    "CN-10A": ("CN-16A",),
    "UK-13A": ("EU-32A",),
}


def _bigger_outlet(ctx: Context) -> Fix | None:
    """The next preset of the build's region that carries it, as the what-if shows (a PSU
    gives more on 200 V and more: the wall draw is the what-if's, not this one's)."""
    candidates = (
        (SetOutlet(name),
         Fix(T("Use a {outlet} circuit ({volts:.0f} V, {amps:.0f} A)"),
             {"outlet": name, "volts": OUTLET_PRESETS[name].volts,
              "amps": OUTLET_PRESETS[name].amps}))
        for name in NEXT_OUTLETS.get(ctx.r.outlet.name, ())
    )
    return fixes.first_working(ctx, candidates, "POWER-OUTLET", None)


def thermal_with_limit(ctx: Context, limit_w: float):
    return ctx.thermal_at(limit_w)
