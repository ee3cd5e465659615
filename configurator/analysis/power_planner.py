"""Power-limit planner: the per-GPU limit that makes a build fit its PSU or outlet, and the
throughput the GPUs keep under it, read off a published measurement (db/power_performance.csv).

The watts come from the rules engine, never from arithmetic of our own: a POWER-OUTLET,
POWER-OVERLOAD or POWER-HEADROOM finding's fix carries
a `SetPowerLimits` edit with its `watts` when validate(resolved, alternatives)
found that a limit works. A finding without such a fix
(validated without alternatives, or the rule preferred another PSU) is handed to `search`, a
function the caller supplies because this layer may not import configurator.rules (the
layers: docs/architecture.md):
configurator.report.cost_section.rules_limit_search is the one to use, built on
configurator.rules.power.gpu_power_limit_for.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from configurator.analysis.offerings import Metric, PowerCurve
from configurator.model.build import PlacedGpu, ResolvedBuild
from configurator.model.edits import Edit, SetPowerLimits
from configurator.model.parts import GpuSpec

# The findings a power limit answers: each of these rules' fixes may be a power limit. The
# PSU headroom warning is answered with the others, so that a limit which fixes the outlet
# does not leave the PSU above 80 % when a few watts more would settle both.
# The spike warning too: a limit lowers the ~10 ms spikes with the sustained draw, and a plan
# that cleared the outlet but left the PSU tripping on spikes would not be a plan.
POWER_LIMIT_RULES: tuple[str, ...] = ("POWER-OUTLET", "POWER-OVERLOAD", "POWER-HEADROOM",
                                      "POWER-TRANSIENT")
# An architecture without its own measurement borrows this one's curve: the measurement the
# rules' power-limit fix quotes ("a 50 W cut costs about 7 %").
FALLBACK_ARCHITECTURE = "turing"

LimitSearch = Callable[[ResolvedBuild, str], float | None]
"""(resolved build, rule id) -> the highest uniform GPU power limit in W that clears that
rule's finding, or None when no acceptable limit does."""


class FindingLike(Protocol):
    """What the planner reads of a configurator.rules Finding."""

    rule: str
    waived: bool
    fix_action: Edit | None


@dataclass(frozen=True)
class Kept:
    """Throughput kept at a power limit, and how it was read off the curve."""

    fraction: float
    curve: PowerCurve | None
    borrowed: bool = False  # the curve of another architecture (none measured for this one)
    extrapolated: bool = False  # below the lowest measured limit: the last segment extended


@dataclass(frozen=True)
class GpuLimit:
    index: int  # position in Build.gpus: the key of edits.set_power_limits
    slot: str
    name: str
    stock_w: float  # the card's own peak power (its `peak_w`, or `tdp_w`)
    limit_w: float
    kept: Kept


@dataclass(frozen=True)
class PowerPlan:
    rules: tuple[str, ...]  # the findings the plan answers
    limit_w: float | None  # the uniform limit; None when no limit is enough
    gpus: tuple[GpuLimit, ...] = ()
    from_fix: bool = True  # every limit came from a finding's own fix (else from `search`)
    throughput_kept: float = 1.0  # share of the placed GPUs' GFLOPS kept, weighted by GFLOPS

    @property
    def feasible(self) -> bool:
        return self.limit_w is not None and bool(self.gpus)

    @property
    def limits_w(self) -> dict[int, float]:
        """{index in Build.gpus: watts}, ready for configurator.model.edits.SetPowerLimits.of."""
        return {g.index: g.limit_w for g in self.gpus}


# --- the curve -------------------------------------------------------------------------------


def curve_for(spec: GpuSpec, curves: Mapping[str, PowerCurve]) -> tuple[PowerCurve | None, bool]:
    """(curve, borrowed) for a card: its architecture's, else the fallback's."""
    own = curves.get((spec.architecture or "").casefold())
    if own is not None:
        return own, False
    return curves.get(FALLBACK_ARCHITECTURE), True


def throughput_fraction(curve: PowerCurve, power_fraction: float) -> tuple[float, bool]:
    """(throughput kept, extrapolated) at limit / stock power = `power_fraction`.

    Linear between measured points; at or above the highest point, that point's throughput
    (a limit at or above stock costs nothing); below the lowest, the lowest segment extended
    down (floored at 0) and flagged, since no one measured there."""
    xs = np.asarray(curve.power_fractions)
    ys = np.asarray(curve.throughput_fractions)
    if power_fraction >= xs[0] or xs.size < 2:
        return float(np.interp(power_fraction, xs, ys)), bool(power_fraction < xs[0])
    slope = (ys[1] - ys[0]) / (xs[1] - xs[0])
    return max(0.0, float(ys[0] + slope * (power_fraction - xs[0]))), True


def kept_at(spec: GpuSpec, limit_w: float, curves: Mapping[str, PowerCurve]) -> Kept:
    curve, borrowed = curve_for(spec, curves)
    if curve is None:
        return Kept(1.0 if limit_w >= spec.board_peak_w else float("nan"), None, borrowed)
    fraction, extrapolated = throughput_fraction(curve, limit_w / spec.board_peak_w)
    return Kept(fraction, curve, borrowed, extrapolated)


def gpu_gflops(spec: GpuSpec, metric: Metric) -> float:
    return (spec.fp32_gflops if metric == "fp32" else spec.fp16_gflops) or 0.0


def build_gflops(resolved: ResolvedBuild, curves: Mapping[str, PowerCurve] | None = None,
                 metric: Metric = "fp32") -> float:
    """GFLOPS of the placed GPUs; with curves, each limited card counts at what it keeps."""
    total = 0.0
    for gpu in resolved.placed_gpus:
        gflops = gpu_gflops(gpu.spec, metric)
        if curves is not None and gpu.power_limit_w is not None:
            kept = kept_at(gpu.spec, gpu.power_limit_w, curves).fraction
            gflops *= kept if np.isfinite(kept) else 1.0
        total += gflops
    return total


# --- the plan --------------------------------------------------------------------------------


def power_findings(findings: Iterable[FindingLike]) -> list[FindingLike]:
    """The findings a power limit could answer (waived ones need no answer)."""
    return [f for f in findings if f.rule in POWER_LIMIT_RULES and not f.waived]


def _fix_limit(finding: FindingLike) -> float | None:
    action = finding.fix_action
    if isinstance(action, SetPowerLimits) and action.watts is not None:
        return float(action.watts)
    return None


def plan_power_limits(resolved: ResolvedBuild, findings: Iterable[FindingLike],
                      curves: Mapping[str, PowerCurve], search: LimitSearch | None = None,
                      metric: Metric = "fp32") -> PowerPlan | None:
    """The plan for a build's power findings; None when it has none (nothing to plan).

    The uniform limit is the lowest that any finding needs: each finding's own fix when it
    carries a power limit, else `search(resolved, rule)`. A finding that neither answers makes
    the plan infeasible (`limit_w` None): no limit the cards accept is enough."""
    relevant = power_findings(findings)
    if not relevant:
        return None
    rules = tuple(dict.fromkeys(f.rule for f in relevant))
    limits: list[float] = []
    from_fix = True
    for finding in relevant:
        limit = _fix_limit(finding)
        if limit is None:
            from_fix = False
            limit = search(resolved, finding.rule) if search is not None else None
        if limit is None:
            return PowerPlan(rules, None, from_fix=from_fix)
        limits.append(limit)
    limit_w = min(limits)
    gpus = tuple(_gpu_limit(gpu, limit_w, curves) for gpu in resolved.placed_gpus)
    return PowerPlan(rules, limit_w, gpus, from_fix, _weighted_kept(gpus, resolved, metric))


def _gpu_limit(gpu: PlacedGpu, limit_w: float, curves: Mapping[str, PowerCurve]) -> GpuLimit:
    # As the rules' fix does: a card already limited lower keeps its own limit.
    watts = min(limit_w, gpu.peak_w)
    return GpuLimit(gpu.index, gpu.slot or "", gpu.spec.name, gpu.spec.board_peak_w, watts,
                    kept_at(gpu.spec, watts, curves))


def _weighted_kept(gpus: tuple[GpuLimit, ...], resolved: ResolvedBuild, metric: Metric) -> float:
    by_index = {g.index: g for g in resolved.placed_gpus}
    weights = np.array([gpu_gflops(by_index[g.index].spec, metric) for g in gpus])
    kept = np.array([g.kept.fraction for g in gpus])
    if not gpus or not np.all(np.isfinite(kept)):
        return float("nan") if gpus else 1.0
    if weights.sum() <= 0:
        return float(kept.mean())
    return float((weights * kept).sum() / weights.sum())
