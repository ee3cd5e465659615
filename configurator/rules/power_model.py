"""Power arithmetic of docs/rules.md, shared by the rules and their fixes."""

from __future__ import annotations

from configurator.model.board_parts import MotherboardSpec
from configurator.model.build import PlacedGpu, ResolvedBuild
from configurator.model.part_base import PartBase
from configurator.model.parts import ChassisSpec, CpuSpec, MemorySpec, NicSpec, PsuSpec, StorageSpec
from configurator.rules.report import PowerFigures, ThermalFigures
from configurator.rules.thresholds import (
    ATX3_EXCURSION_10MS,
    ATX3_EXCURSION_10MS_SMALL,
    ATX3_EXCURSION_VERSIONS,
    ATX3_SMALL_PSU_MAX_W,
    BLOWER_EXHAUST_FRACTION,
    DEFAULT_SPIKE_RATIO,
    DELTA_T_PER_W_PER_CFM,
    EFFICIENCY_LOADS,
    EFFICIENCY_POINTS,
    FAN_W,
    FULL_RATING_FROM_V,
    LEGACY_EXCURSION,
    LOW_LINE_BELOW_V,
    OUTLET_CONTINUOUS_FRACTION,
    POWER_HEADROOM_LOAD,
    POWER_OVERLOAD_ERROR_LOAD,
    POWER_OVERLOAD_LOAD,
    SPIKE_RATIO_BY_ARCHITECTURE,
    W_TO_BTU_H,
)


def gpu_draw_w(peak_w: float, limit_w: float | None) -> float:
    return peak_w if limit_w is None else min(peak_w, limit_w)


# The placed GPUs as (one of them, how many alike): cards alike (one spec, one peak) draw and
# spike alike, so a sum over these is as long as the build has kinds of card, not cards. A
# fix's search for a power limit sums the build's power forty times (issue 29, F11).
GpuGroups = list[tuple[PlacedGpu, int]]


def placed_gpu_groups(r: ResolvedBuild) -> GpuGroups:
    groups: dict[tuple[int, float], list] = {}
    for gpu in r.gpus:
        if gpu.slot is None:
            continue
        group = groups.get((id(gpu.spec), gpu.peak_w))
        if group is None:
            groups[(id(gpu.spec), gpu.peak_w)] = [gpu, 1]
        else:
            group[1] += 1
    return [(gpu, count) for gpu, count in groups.values()]


def placed_gpu_w(r: ResolvedBuild, uniform_limit_w: float | None = None,
                 groups: GpuGroups | None = None) -> float:
    if groups is not None:
        return sum(gpu_draw_w(g.peak_w, uniform_limit_w) * n for g, n in groups)
    return sum(gpu_draw_w(g.peak_w, uniform_limit_w) for g in r.gpus if g.slot is not None)


def unit_peak_w(part: PartBase) -> float | None:
    """What one unit of a part other than a GPU adds to the peak draw (the BOM shows the same
    figure per line); None for parts the power budget does not count (PSU, cooler, bridge)."""
    if isinstance(part, CpuSpec):
        return part.sustained_peak_w
    if isinstance(part, MotherboardSpec):
        return part.power_w
    if isinstance(part, MemorySpec):
        return part.module_power_w
    if isinstance(part, StorageSpec):
        return part.drive_power_w
    if isinstance(part, NicSpec):
        return part.power_w
    if isinstance(part, ChassisSpec):
        return FAN_W * part.fan_count
    return None


def non_gpu_w(r: ResolvedBuild) -> float:
    counted = [(cpu, 1) for cpu in r.cpus]
    counted += [(part, 1) for part in (r.motherboard, r.chassis) if part is not None]
    counted += [(c.spec, c.qty) for c in (*r.memory, *r.storage)]
    counted += [(n.spec, n.qty) for n in r.nics]
    return sum((unit_peak_w(part) or 0.0) * qty for part, qty in counted)


def psu_output_w(psu: PsuSpec, volts: float) -> float:
    """One unit's output at the outlet's volts: below 200 V `watts_low_line`, from 200 V to
    below 220 V `watts_200v`, each when the PSU has one; else (and from 220 V) `watts`."""
    if volts < LOW_LINE_BELOW_V:
        if psu.watts_low_line is not None:
            return psu.watts_low_line
    elif volts < FULL_RATING_FROM_V and psu.watts_200v is not None:
        return psu.watts_200v
    return psu.watts


def excursion_factor(psu: PsuSpec) -> float:
    """What a PSU is specified to carry for a ~10 ms excursion, as a multiple of its output."""
    if psu.atx_version not in ATX3_EXCURSION_VERSIONS:
        return LEGACY_EXCURSION
    if psu.watts > ATX3_SMALL_PSU_MAX_W and psu.pcie_16pin_connectors > 0:
        return ATX3_EXCURSION_10MS
    return ATX3_EXCURSION_10MS_SMALL


def spike_ratio(architecture: str | None) -> float:
    key = (architecture or "").strip().lower()
    return SPIKE_RATIO_BY_ARCHITECTURE.get(key, DEFAULT_SPIKE_RATIO)


def gpu_spike_w(gpu, uniform_limit_w: float | None = None) -> float:
    """A placed card's ~10 ms excursion: its measured `spike_w`, else its board power x its
    architecture's ratio; scaled by limit / peak for a power-limited card."""
    spec = gpu.spec
    board_w = spec.board_peak_w
    spike = spec.spike_w if spec.spike_w is not None else board_w * spike_ratio(spec.architecture)
    draw_w = gpu_draw_w(gpu.peak_w, uniform_limit_w)
    if draw_w != board_w:
        spike *= draw_w / board_w
    return spike


def spike_total_w(r: ResolvedBuild, uniform_limit_w: float | None = None,
                  groups: GpuGroups | None = None) -> float:
    """The build's draw while every placed GPU spikes at once: the GPUs' excursions plus the
    rest of `peak_w`."""
    if groups is not None:
        return sum(gpu_spike_w(g, uniform_limit_w) * n for g, n in groups) + non_gpu_w(r)
    return sum(gpu_spike_w(g, uniform_limit_w) for g in r.placed_gpus) + non_gpu_w(r)


def usable_w(psu: PsuSpec, qty: int, redundant: int, volts: float) -> float:
    return (qty - redundant) * psu_output_w(psu, volts)


def psu_carries(psu: PsuSpec, qty: int, redundant: int, volts: float, peak_w: float) -> bool:
    """No POWER-OVERLOAD error (rev. 3: up to 110 % of the working units' output at the
    outlet's volts is a warning; above it, as below 80 %, one warning or none)."""
    usable = usable_w(psu, qty, redundant, volts)
    return usable > 0 and peak_w / usable <= POWER_OVERLOAD_ERROR_LOAD


def psu_delivers(psu: PsuSpec, qty: int, redundant: int, volts: float, peak_w: float) -> bool:
    """No POWER-OVERLOAD at all: the working units deliver `peak_w` at the outlet's volts."""
    usable = usable_w(psu, qty, redundant, volts)
    return usable > 0 and peak_w / usable <= POWER_OVERLOAD_LOAD


def psu_keeps_headroom(psu: PsuSpec, qty: int, redundant: int, volts: float,
                       peak_w: float) -> bool:
    """No POWER-HEADROOM (nor overload): the load stays at or under 80 %."""
    usable = usable_w(psu, qty, redundant, volts)
    return usable > 0 and peak_w / usable <= POWER_HEADROOM_LOAD


def best_efficiency(tiers) -> float:
    """The highest efficiency any of the tiers reaches at any load."""
    return max((max(EFFICIENCY_POINTS[tier]) for tier in tiers), default=1.0)


def efficiency_at(tier: str, load: float) -> float:
    """Linear between the tier's 20/50/100 % points; the 20 % point below, 100 % above."""
    points = EFFICIENCY_POINTS[tier]
    loads = EFFICIENCY_LOADS
    if load <= loads[0]:
        return points[0]
    if load >= loads[-1]:
        return points[-1]
    for i in range(1, len(loads)):
        if load <= loads[i]:
            l0, l1, e0, e1 = loads[i - 1], loads[i], points[i - 1], points[i]
            return e0 + (e1 - e0) * (load - l0) / (l1 - l0)
    return points[-1]


def wall_w_for(peak_w: float, psu: PsuSpec, usable: float) -> tuple[float, float, float]:
    """(load, efficiency, wall_w) for a DC load on a PSU set."""
    load = peak_w / usable if usable > 0 else float("inf")
    efficiency = efficiency_at(psu.efficiency, load)
    return load, efficiency, peak_w / efficiency


def power_figures(r: ResolvedBuild, uniform_gpu_limit_w: float | None = None,
                  groups: GpuGroups | None = None) -> PowerFigures:
    """`groups` (placed_gpu_groups of `r`): the sums over kinds of card, for a search that
    asks many times (the same figures, but for the last bits of a float)."""
    outlet = r.outlet
    figures = PowerFigures(
        peak_w=placed_gpu_w(r, uniform_gpu_limit_w, groups) + non_gpu_w(r),
        outlet_w=outlet.capacity_w,
        continuous_w=outlet.capacity_w * OUTLET_CONTINUOUS_FRACTION,
    )
    if r.psu is not None:
        figures.usable_w = usable_w(r.psu.spec, r.psu.qty, r.psu.redundant, outlet.volts)
        figures.load, figures.efficiency, figures.wall_w = wall_w_for(
            figures.peak_w, r.psu.spec, figures.usable_w
        )
        figures.spike_limit_w = figures.usable_w * excursion_factor(r.psu.spec)
    figures.spike_total_w = spike_total_w(r, uniform_gpu_limit_w, groups)
    return figures


def blower_exhaust_w(r: ResolvedBuild, uniform_gpu_limit_w: float | None = None,
                     groups: GpuGroups | None = None) -> float:
    if groups is not None:
        return BLOWER_EXHAUST_FRACTION * sum(gpu_draw_w(g.peak_w, uniform_gpu_limit_w) * n
                                             for g, n in groups if g.spec.cooler == "blower")
    return BLOWER_EXHAUST_FRACTION * sum(
        gpu_draw_w(g.peak_w, uniform_gpu_limit_w)
        for g in r.gpus
        if g.slot is not None and g.spec.cooler == "blower"
    )


def thermal_figures(
    r: ResolvedBuild, peak_w: float, uniform_gpu_limit_w: float | None = None,
    groups: GpuGroups | None = None,
) -> ThermalFigures:
    heat_w = peak_w - blower_exhaust_w(r, uniform_gpu_limit_w, groups)
    figures = ThermalFigures(heat_w=heat_w, heat_btu_h=W_TO_BTU_H * heat_w)
    if r.chassis is not None:
        figures.delta_t_c = DELTA_T_PER_W_PER_CFM * heat_w / r.chassis.airflow_cfm
    return figures
