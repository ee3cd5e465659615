"""The power-limit planner: limits from the rules' own fixes, applied in one edit, and the
throughput kept read off the cited curve."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
from factory import alternatives_of, base_data, gpu, psu, resolved, with_parts

from configurator.analysis.offerings import POWER_PERFORMANCE_FILE, PowerCurve, load_power_curves
from configurator.analysis.power_planner import (
    build_gflops,
    plan_power_limits,
    throughput_fraction,
)
from configurator.model.buildfile import resolve
from configurator.model.edits import SetPowerLimits
from configurator.model.setting_edits import SetOutlet
from configurator.report.cost_section import rules_limit_search
from configurator.rules import validate

CURVES = load_power_curves(Path(__file__).parents[2] / "db" / POWER_PERFORMANCE_FILE)


def four_300w_gpus(outlet: str = "US-15A") -> dict:
    """Four 300 W Turing blower cards on the factory's workstation (1,600 W platinum PSU):
    1,422 W at peak (4 x 300 + 222 W for CPU, board, memory, drive and fans), about 1,586 W
    from the wall, above the 1,440 W continuous limit of a US 15 A outlet."""
    data = base_data(0)
    data["outlet"] = outlet
    data["gpus"] = [{"part": "gpu-a", "slot": s} for s in ("S1", "S3", "S5", "S7")]
    return with_parts(data, gpu(tdp_w=300, architecture="Turing", fp32_gflops=13_000.0))


def by_hand_turing_kept(limit_w: float, stock_w: float = 300.0) -> float:
    """The cited curve by hand: 1.00 at the stock limit, 0.93 at 200/250 = 80 % of it
    (Dettmers: 50 W off an RTX 2080 Ti costs 7 %), straight between."""
    fraction = limit_w / stock_w
    return 0.93 + (1.00 - 0.93) * (fraction - 0.8) / (1.0 - 0.8)


def errors(report) -> set:
    return {f.key for f in report.findings if f.severity == "error"}


def test_four_300w_gpus_on_a_15a_outlet_get_a_limit_that_removes_the_finding() -> None:
    # A 1,480 W unit: 96 % load, and the cards' ~10 ms spikes (1,722 W) pass the 1,702 W at
    # which an ATX 2 unit's over-power protection trips (rev. 3: 115 %).
    data = with_parts(four_300w_gpus(), psu(watts=1480))
    r = resolved(data)
    report = validate(r, alternatives_of(data))
    outlet = [f for f in report.findings if f.rule == "POWER-OUTLET"]
    assert outlet, "the build should draw more than the outlet's continuous limit"
    assert report.power.wall_w > report.power.continuous_w == pytest.approx(1440.0)

    # The PSU also runs at 96 %, and the ATX 2 unit does not carry the cards' spikes: the
    # plan answers every finding with the lowest of their limits.
    headroom = [f for f in report.findings if f.rule == "POWER-HEADROOM"]
    transient = [f for f in report.findings if f.rule == "POWER-TRANSIENT"]
    assert headroom and transient
    # Rev. 3: the outlet's own fix is hardware first, the region's next circuit; the planner
    # asks the rules for the outlet's limit.
    assert outlet[0].fix_action == SetOutlet("US-20A")
    plan = plan_power_limits(r, report.findings, CURVES, rules_limit_search)
    assert plan is not None and plan.feasible
    assert set(plan.rules) == {"POWER-OUTLET", "POWER-HEADROOM", "POWER-TRANSIENT"}
    limits = [f.fix_action.watts for f in headroom + transient]
    assert plan.limit_w == min([*limits, rules_limit_search(r, "POWER-OUTLET")])
    assert plan.limits_w == {0: plan.limit_w, 1: plan.limit_w, 2: plan.limit_w, 3: plan.limit_w}
    assert 150 <= plan.limit_w < 300

    # Applied in one edit (the tab's signal carries exactly this dict) ...
    limited = resolve(SetPowerLimits.of(plan.limits_w).apply(r.build), None).resolved
    after = validate(limited, alternatives_of(data))
    assert not [f for f in after.findings
                if f.rule in ("POWER-OUTLET", "POWER-HEADROOM", "POWER-TRANSIENT")]
    assert errors(after) <= errors(report)
    assert after.power.wall_w <= after.power.continuous_w
    # ... the same edit as that finding's fix applied from the checks panel
    lower = min(headroom + transient, key=lambda f: f.fix_action.watts)
    assert lower.fix_action.watts == plan.limit_w
    same = resolve(lower.fix_action.apply(r.build), None).resolved
    assert [g.power_limit_w for g in same.gpus] == [g.power_limit_w for g in limited.gpus]
    # and the outlet's own fix alone also clears POWER-OUTLET (the test the issue names)
    outlet_only = resolve(outlet[0].fix_action.apply(r.build), None).resolved
    outlet_report = validate(outlet_only, None)
    assert not [f for f in outlet_report.findings if f.rule == "POWER-OUTLET"]
    assert errors(outlet_report) <= errors(report)

    # The throughput kept matches the cited curve.
    expected = by_hand_turing_kept(plan.limit_w)
    for limit in plan.gpus:
        assert limit.stock_w == 300
        assert limit.kept.fraction == pytest.approx(expected)
        assert not limit.kept.borrowed and not limit.kept.extrapolated
        assert limit.kept.curve.source_url.startswith("https://timdettmers.com/")
    assert plan.throughput_kept == pytest.approx(expected)
    assert build_gflops(limited, CURVES) == pytest.approx(4 * 13_000 * expected)


def test_without_alternatives_the_rules_search_gives_the_same_limit() -> None:
    data = four_300w_gpus()
    r = resolved(data)
    with_fix = plan_power_limits(r, validate(r, alternatives_of(data)).findings, CURVES,
                                 rules_limit_search)
    # A what-if style validation carries no fixes: the planner asks the rules instead.
    bare = validate(r, None)
    assert all(f.fix_action is None for f in bare.findings if f.rule == "POWER-OUTLET")
    searched = plan_power_limits(r, bare.findings, CURVES, rules_limit_search)
    assert not searched.from_fix
    assert searched.limit_w == with_fix.limit_w
    assert plan_power_limits(r, bare.findings, CURVES, None).feasible is False


def test_an_overloaded_psu_is_planned_for_too() -> None:
    # 1,422 W on a 1,300 W PSU; the rule's fix keeps it under 80 % (1,040 W):
    # (1,040 - 222) / 4 = 204.5 W, i.e. 204 W per card in whole watts.
    data = with_parts(four_300w_gpus("US-20A"), psu(watts=1300))
    r = resolved(data)
    report = validate(r, alternatives_of(data))
    assert {f.rule for f in report.findings} & {"POWER-OVERLOAD", "POWER-OUTLET"} == {
        "POWER-OVERLOAD"}
    plan = plan_power_limits(r, report.findings, CURVES, rules_limit_search)
    assert plan.limit_w == 204
    limited = resolve(SetPowerLimits.of(plan.limits_w).apply(r.build), None).resolved
    after = validate(limited, None)
    assert not [f for f in after.findings if f.rule == "POWER-OVERLOAD"]
    assert errors(after) <= errors(report)
    # 204 / 300 = 68 % is below the lowest measured point (80 %): extended and said so
    assert all(g.kept.extrapolated for g in plan.gpus)
    slope = (1.00 - 0.93) / 0.2
    assert plan.throughput_kept == pytest.approx(0.93 - slope * (0.8 - 204 / 300))


def test_no_acceptable_limit_is_reported_as_such() -> None:
    # 1,000 W PSU: 80 % leaves (800 - 222) / 4 = 144.5 W a card, under half its 300 W.
    data = with_parts(four_300w_gpus("US-20A"), psu(watts=1000))
    r = resolved(data)
    plan = plan_power_limits(r, validate(r, alternatives_of(data)).findings, CURVES,
                             rules_limit_search)
    assert plan is not None and not plan.feasible and plan.limits_w == {}


def test_a_build_that_fits_needs_no_plan() -> None:
    data = with_parts(four_300w_gpus("US-208V-30A"), psu(watts=2000))
    r = resolved(data)
    assert plan_power_limits(r, validate(r, None).findings, CURVES, rules_limit_search) is None


def test_a_psu_above_80_percent_alone_gets_a_plan() -> None:
    # 1,422 W on 1,600 W (89 %) on a 208 V / 30 A circuit: only the headroom warning (an
    # ATX 3.1 unit, which carries the cards' spikes: no POWER-TRANSIENT).
    data = with_parts(four_300w_gpus("US-208V-30A"),
                      psu(atx_version="3.1", pcie_16pin_connectors=1))
    r = resolved(data)
    report = validate(r, None)
    assert {f.rule for f in report.findings if f.rule.startswith("POWER")} == {"POWER-HEADROOM"}
    plan = plan_power_limits(r, report.findings, CURVES, rules_limit_search)
    # (0.8 x 1,600 - 222) / 4 = 264.5 W -> 264 W
    assert plan.rules == ("POWER-HEADROOM",) and plan.limit_w == 264


def test_a_card_already_limited_lower_keeps_its_limit() -> None:
    data = copy.deepcopy(four_300w_gpus())
    data["gpus"][2]["power_limit_w"] = 250
    r = resolved(data)
    plan = plan_power_limits(r, validate(r, alternatives_of(data)).findings, CURVES,
                             rules_limit_search)
    assert plan.limits_w[2] == 250
    assert plan.limits_w[0] == plan.limit_w > 250


def test_an_architecture_without_a_measurement_borrows_the_turing_curve() -> None:
    data = with_parts(four_300w_gpus(), gpu(tdp_w=300, architecture="Pascal"))
    r = resolved(data)
    plan = plan_power_limits(r, validate(r, alternatives_of(data)).findings, CURVES,
                             rules_limit_search)
    assert all(g.kept.borrowed for g in plan.gpus)
    assert plan.throughput_kept == pytest.approx(by_hand_turing_kept(plan.limit_w))


def test_curve_interpolation() -> None:
    curve = PowerCurve("X", "card", "work", 100.0, (0.5, 0.75, 1.0), (0.6, 0.9, 1.0), "https://e")
    assert throughput_fraction(curve, 1.0) == (1.0, False)
    assert throughput_fraction(curve, 1.2) == (1.0, False)  # above stock: nothing lost
    assert throughput_fraction(curve, 0.875)[0] == pytest.approx(0.95)
    assert throughput_fraction(curve, 0.6)[0] == pytest.approx(0.72)
    kept, extrapolated = throughput_fraction(curve, 0.25)
    assert extrapolated and kept == pytest.approx(0.3)
    assert throughput_fraction(curve, 0.0) == (0.0, True)


def test_spikes_past_the_psu_are_planned_for_too() -> None:
    """Two 350 W Ampere cards on an ATX 2 unit of 950 W: sustained 922 W fits the outlet,
    but their ~10 ms spikes (1.3 x: 1,132 W) pass the 1,092 W at which its over-power
    protection trips (POWER-TRANSIENT)."""
    data = base_data(2)
    data["outlet"] = "US-208V-30A"
    data = with_parts(data, gpu(architecture="Ampere", tdp_w=350), psu(watts=950))
    r = resolved(data)
    report = validate(r, alternatives_of(data))
    transient = [f for f in report.findings if f.rule == "POWER-TRANSIENT"]
    assert transient and transient[0].fix_action is not None
    plan = plan_power_limits(r, report.findings, CURVES, rules_limit_search)
    assert "POWER-TRANSIENT" in plan.rules and plan.feasible
    assert plan.limit_w <= transient[0].fix_action.watts
    limited = resolve(SetPowerLimits.of(plan.limits_w).apply(r.build), None).resolved
    after = validate(limited, None)
    assert not [f for f in after.findings if f.rule == "POWER-TRANSIENT"]
    # and the rules' search finds the same limit for a report without fixes
    assert rules_limit_search(r, "POWER-TRANSIENT") == transient[0].fix_action.watts
