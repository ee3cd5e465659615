"""Scoped waivers, what-if placements for a dragged card, unplaced GPUs and the figures."""

from __future__ import annotations

import pytest
from cases import BASE_HEAT_W, BASE_PEAK_W, with_gpus
from factory import base_data, chassis, gpu, resolved, with_parts

from configurator.model.card_key import CardKey
from configurator.model.parts import GpuSpec
from configurator.rules import validate, whatif_placements
from configurator.rules.power_model import efficiency_at


def _open_air_pair() -> dict:
    data = with_gpus(["S1", "S3"], cooler="open-air")  # S1's fans face the card in S3
    return data


def test_waiver_silences_a_warning_and_stays_listed() -> None:
    data = _open_air_pair()
    data["waivers"] = [{"rule": "THERMAL-ADJACENT", "parts": ["S1"], "reason": "riser planned"}]
    report = validate(resolved(data))
    finding = next(f for f in report.findings if f.rule == "THERMAL-ADJACENT")
    assert finding.waived and finding.waiver_reason == "riser planned"
    assert report.warning_count == 0


def test_waiver_scoped_to_other_parts_does_not_apply() -> None:
    data = _open_air_pair()
    data["waivers"] = [{"rule": "THERMAL-ADJACENT", "parts": ["S7"], "reason": "elsewhere"}]
    finding = next(f for f in validate(resolved(data)).findings if f.rule == "THERMAL-ADJACENT")
    assert not finding.waived


def test_waiver_without_parts_covers_every_finding_of_its_rule() -> None:
    data = with_gpus(["S1", "S3", "S5"])
    data = with_parts(data, gpu(memory_gb=6))
    data["waivers"] = [{"rule": "SIZE-VRAM", "reason": "inference only"}]
    findings = [f for f in validate(resolved(data)).findings if f.rule == "SIZE-VRAM"]
    assert len(findings) == 3 and all(f.waived for f in findings)


def test_waiver_on_an_error_has_no_effect_and_says_so() -> None:
    data = with_parts(base_data(1), gpu(length_mm=400))
    data["waivers"] = [{"rule": "PHYS-GPU-LENGTH", "reason": "we will cut the drive cage"}]
    report = validate(resolved(data))
    finding = next(f for f in report.findings if f.rule == "PHYS-GPU-LENGTH")
    assert not finding.waived and finding.waiver_refused
    assert "waiver refused" in finding.message
    assert not report.validated


def test_unplaced_gpu_is_bought_but_not_in_the_machine() -> None:
    data = base_data(1)
    data["gpus"].append({"part": "gpu-a", "slot": None})
    report = validate(resolved(data))
    assert not report.complete and not report.validated
    incomplete = next(f for f in report.findings if f.rule == "BUILD-INCOMPLETE")
    assert "1 GPU(s) bought but not placed" in incomplete.message
    assert report.power.peak_w == pytest.approx(BASE_PEAK_W)  # no power for it
    assert report.totals.price_usd == validate(resolved(base_data(1))).totals.price_usd + 700


def test_complete_build_without_errors_is_validated() -> None:
    report = validate(resolved(base_data(1)))
    assert report.complete and report.validated and report.missing == []


def test_power_and_thermal_figures_follow_the_design_formulas() -> None:
    report = validate(resolved(base_data(1)))
    p, t = report.power, report.thermal
    assert p.peak_w == pytest.approx(BASE_PEAK_W)
    assert p.usable_w == 1600 and p.load == pytest.approx(BASE_PEAK_W / 1600)
    # platinum: 0.90 at 20 %, 0.92 at 50 %; linear in between
    expected_eff = 0.90 + (0.92 - 0.90) * (BASE_PEAK_W / 1600 - 0.2) / 0.3
    assert p.efficiency == pytest.approx(expected_eff)
    assert p.wall_w == pytest.approx(BASE_PEAK_W / expected_eff)
    assert (p.outlet_w, p.continuous_w) == (2400, 1920)
    assert t.heat_w == pytest.approx(BASE_HEAT_W)
    assert t.heat_btu_h == pytest.approx(3.412 * BASE_HEAT_W)
    assert t.delta_t_c == pytest.approx(1.76 * BASE_HEAT_W / 200)
    s = report.totals
    assert (s.gpus, s.gpu_memory_gb, s.ram_gb) == (1, 11, 64)
    assert s.fp32_tflops == pytest.approx(11.34)


@pytest.mark.parametrize(("tier", "load", "expected"), [
    ("gold", 0.1, 0.87), ("gold", 0.2, 0.87), ("gold", 0.35, 0.885), ("gold", 0.5, 0.90),
    ("gold", 0.75, 0.885), ("gold", 1.0, 0.87), ("gold", 1.3, 0.87), ("titanium", 0.5, 0.94),
    ("80+", 0.6, 0.80), ("bronze", 0.8, 0.832),
])
def test_efficiency_curve(tier: str, load: float, expected: float) -> None:
    assert efficiency_at(tier, load) == pytest.approx(expected)


def test_low_line_psu_output_below_200_volts() -> None:
    from factory import psu

    data = with_parts(base_data(1), psu(watts=2000, watts_low_line=1000))
    assert validate(resolved(data)).power.usable_w == 1000  # US-20A is 120 V
    data["outlet"] = "EU-16A"
    assert validate(resolved(data)).power.usable_w == 2000


def test_power_limit_replaces_peak() -> None:
    data = base_data(1)
    data["gpus"][0]["power_limit_w"] = 180
    assert validate(resolved(data)).power.peak_w == pytest.approx(BASE_PEAK_W - 70)


def test_chassis_power_board_supplies_the_gpu_plugs() -> None:
    from factory import psu

    data = with_parts(with_gpus(["S1", "S5"]), psu(pcie_connectors=0),
                      chassis(gpu_power_connectors=4))
    assert "POWER-CONNECTORS" not in {f.rule for f in validate(resolved(data)).findings}
    data = with_parts(data, chassis(gpu_power_connectors=3))
    assert "POWER-CONNECTORS" in {f.rule for f in validate(resolved(data)).findings}


def test_whatif_colours_slots_by_new_findings() -> None:
    """A card in S1; a 2.7-slot open-air card dragged over each slot of S1/S3/S5/S7."""
    data = base_data(1)
    big = GpuSpec.model_validate(gpu(id="big", cooler="open-air", slot_width=2.7))
    data = with_parts(data, chassis(expansion_slots=9))
    result = whatif_placements(resolved(data), big)
    colours = {s: v.colour for s, v in result.verdicts.items()}
    assert colours["S3"] == "green"   # S1 holds a blower: blowers may touch the card below
    assert colours["S5"] == "green"   # brackets 5-7, a free bracket (8) below, nothing above
    assert colours["S1"] == "green"   # replaces the card in S1 (catalog drop)
    big_data = with_parts(data, gpu(cooler="open-air", slot_width=2.7))
    # now S1 holds an open-air 2.7-slot card, which covers bracket 3
    result = whatif_placements(resolved(big_data), big)
    colours = {s: v.colour for s, v in result.verdicts.items()}
    assert colours["S3"] == "red"     # S1's card covers bracket 3
    assert colours["S5"] == "green"
    assert colours["S7"] == "green"   # brackets 7-9 in a 9-bracket case
    assert "PHYS-SLOT-BLOCKED" in {f.rule for f in result.verdicts["S3"].local}


def test_whatif_amber_directly_above_another_card_and_build_wide_apart() -> None:
    data = with_parts(with_gpus(["S5"]), chassis(expansion_slots=9))
    open_air = GpuSpec.model_validate(gpu(id="oa", cooler="open-air"))
    result = whatif_placements(resolved(data), open_air)
    assert result.verdicts["S3"].colour == "amber"  # its fans face the card in S5
    assert result.verdicts["S1"].colour == "green"
    reason = "\n".join(f.message for f in result.verdicts["S3"].local)
    assert "directly below" in reason
    # an overloaded PSU is build-wide: it names no slot, yet it tints the slot (DESIGN 6
    # rev. 3: a slot never looks better than its drop), and the note says it is build-wide
    from factory import psu

    tight = with_parts(data, psu(watts=850))  # 1 card: 55 %; 2 cards: 85 %
    result = whatif_placements(resolved(tight), open_air)
    assert not result.verdicts["S1"].local
    assert {f.rule for f in result.verdicts["S1"].build_wide} >= {"POWER-HEADROOM"}
    assert result.verdicts["S1"].colour == "amber"


def test_whatif_moving_a_placed_card_swaps_with_the_target() -> None:
    data = with_gpus(["S1", "S5"])
    r = resolved(data)
    result = whatif_placements(r, r.gpus[0].spec, card=CardKey.in_slot("S1"))
    swap = result.verdicts["S5"]
    assert swap.colour == "green"  # a swap of equal cards changes nothing
    assert swap.added == [] and swap.removed == []
    assert swap.report.power.peak_w == result.baseline.power.peak_w
    assert "S1" not in result.verdicts  # the card's own slot is no drop target
    assert swap.edit.apply(r.build).gpus[0].slot == "S5"
