"""Every LAB rule of docs/rules.md at its thresholds: quiet at the limit, firing just past it."""

from __future__ import annotations

import pytest
from lab_factory import (
    box,
    check,
    circuit,
    found,
    lab_data,
    machine,
    skipped,
    too_long_gpu,
)

from configurator.rules.thresholds import W_TO_BTU_H

# --- the figures --------------------------------------------------------------------------


def test_a_box_draws_its_round_wall_figure() -> None:
    report = check(lab_data([machine("m1", box(500), ("A1",))]))
    assert report.machines[0].wall_w == 500.0
    assert report.circuits["A1"].wall_w == 500.0


@pytest.mark.parametrize(("psus", "circuits", "expected"), [
    (1, ("A1",), {"A1": 600.0}),
    (2, ("A1", "A2"), {"A1": 300.0, "A2": 300.0}),
    (3, ("A1", "A2"), {"A1": 400.0, "A2": 200.0}),
    (4, ("A1", "A2", "A3"), {"A1": 300.0, "A2": 150.0, "A3": 150.0}),
    (2, ("A2", "A1"), {"A2": 300.0, "A1": 300.0}),
])
def test_psus_are_dealt_over_the_circuits_in_turn_and_share_the_draw(psus, circuits,
                                                                       expected) -> None:
    data = lab_data([machine("m1", box(600, psus=psus), circuits)],
                    circuits=[circuit("A1"), circuit("A2"), circuit("A3")])
    report = check(data)
    drawn = {key: f.wall_w for key, f in report.circuits.items() if f.wall_w}
    assert drawn == pytest.approx(expected)
    assert sum(drawn.values()) == pytest.approx(600.0)


def test_figures_of_a_lab() -> None:
    data = lab_data(
        [machine("m1", box(500), ("A1",), rack="R1"), machine("m2", box(700), ("A1", "A2")),
         machine("m3", box(300))],
        circuits=[circuit("A1", 2000), circuit("A2", 1000)],
        racks=[{"id": "R1", "units": 42, "max_kw": 15}], room={"cooling_w": 5000})
    report = check(data)
    figures = report.to_json()["figures"]
    assert figures["circuits"]["A1"] == {"wall_w": 1200.0, "capacity_w": 2000.0,
                                         "continuous_w": 1600.0, "load": 0.6,
                                         "machines": ["m1", "m2"]}
    # m2 has one PSU: A2 gets none of its cords (LAB-CORDS) and none of its draw.
    assert figures["circuits"]["A2"]["machines"] == [] and found(report, "LAB-CORDS")
    assert figures["heat_w"] == 1500.0  # m3 is on no circuit, but in the room
    assert figures["heat_btu_h"] == pytest.approx(1500 * W_TO_BTU_H, abs=0.1)
    assert figures["racks"]["R1"]["kw"] == 0.5
    assert figures["racks"]["R1"]["max_kw"] == 15
    assert figures["machines"] == 3
    assert figures["gpus"] == 3
    one_box = report.machines[0].report.totals.price_usd
    assert figures["price_usd"] == pytest.approx(3 * one_box)
    assert [n.parts for n in skipped(report, "LAB-CIRCUIT")] == [["m3"]]


def test_each_machine_is_judged_at_its_first_circuits_outlet() -> None:
    build = box(500)
    build["outlet"] = "US-15A"
    data = lab_data([machine("m1", build, ("B", "A"), )],
                    circuits=[circuit("A", 1000, volts=100), circuit("B", 4160, volts=208)])
    report = check(data)
    power = report.machines[0].report.power
    assert power.outlet_w == pytest.approx(4160)
    assert report.machines[0].volts == 208


# --- LAB-CIRCUIT ------------------------------------------------------------------------


def _two_on(capacity_w: float) -> dict:
    return lab_data([machine("m1", box(500), ("A1",)), machine("m2", box(500), ("A1",))],
                    circuits=[circuit("A1", capacity_w)])


def test_lab_circuit_error_above_capacity_only() -> None:
    at_limit = check(_two_on(1000))  # 1,000 W on 1,000 W: at capacity, above continuous
    assert not found(at_limit, "LAB-CIRCUIT", "error")
    assert found(at_limit, "LAB-CIRCUIT", "warning")
    over = check(_two_on(999))
    errors = found(over, "LAB-CIRCUIT", "error")
    assert len(errors) == 1 and errors[0].parts == ["A1", "m1", "m2"]
    assert not found(over, "LAB-CIRCUIT", "warning")
    assert errors[0].params["wall_w"] == 1000.0


def test_lab_circuit_warning_above_the_continuous_limit_only() -> None:
    assert not found(check(_two_on(1250)), "LAB-CIRCUIT")  # continuous 1,000 W exactly
    warned = found(check(_two_on(1249)), "LAB-CIRCUIT", "warning")
    assert len(warned) == 1 and "continuous limit of 999 W" in warned[0].message


def test_lab_cords_when_a_machine_has_fewer_psus_than_circuits() -> None:
    data = lab_data([machine("m1", box(500), ("A1", "A2"))],
                    circuits=[circuit("A1"), circuit("A2")])
    report = check(data)
    cords = found(report, "LAB-CORDS", "warning")
    assert len(cords) == 1 and cords[0].parts == ["m1", "A2"]
    assert report.circuits["A2"].wall_w == 0 and report.circuits["A2"].machines == []
    data["machines"][0]["build"] = box(500, psus=2)
    assert not found(check(data), "LAB-CORDS")


# --- LAB-FAILOVER -------------------------------------------------------------------------


def _failover(a2_capacity_w: float, psu_watts: float = 1600, psus: int = 2,
              redundant: int = 1) -> dict:
    """m1: 500 W on two PSUs, one redundant, over A1 and A2 (250 W each); m2: 500 W on A2.
    When A1 fails, A2 carries 250 + 250 + 500 = 1,000 W."""
    return lab_data(
        [machine("m1", box(500, psus=psus, redundant=redundant, psu_watts=psu_watts),
                 ("A1", "A2")),
         machine("m2", box(500), ("A2",))],
        circuits=[circuit("A1", 10_000), circuit("A2", a2_capacity_w)])


def test_lab_failover_warns_when_a_remaining_circuit_passes_its_capacity() -> None:
    assert not found(check(_failover(1000)), "LAB-FAILOVER")  # 1,000 W on 1,000 W
    warned = found(check(_failover(999)), "LAB-FAILOVER", "warning")
    assert len(warned) == 1
    assert warned[0].parts == ["A2", "A1", "m1"]
    assert warned[0].params["after_w"] == pytest.approx(1000.0)


def test_lab_failover_only_for_machines_with_redundant_psus() -> None:
    assert not found(check(_failover(999, redundant=0)), "LAB-FAILOVER")


def test_lab_failover_not_for_a_circuit_already_over_capacity() -> None:
    report = check(_failover(700))  # 750 W all up: LAB-CIRCUIT's error already says it
    assert found(report, "LAB-CIRCUIT", "error")
    assert not found(report, "LAB-FAILOVER")


def test_lab_failover_psus_when_the_psus_left_cannot_carry_the_machine() -> None:
    # m1: 4 x PSU, one redundant, 2 on each circuit; its peak is 400 W.
    quiet = check(_failover(10_000, psu_watts=200, psus=4))  # 2 x 200 W left = 400 W
    assert not found(quiet, "LAB-FAILOVER-PSUS")
    report = check(_failover(10_000, psu_watts=199, psus=4))
    warned = found(report, "LAB-FAILOVER-PSUS", "warning")
    assert {tuple(f.parts) for f in warned} == {("m1", "A1"), ("m1", "A2")}
    assert warned[0].params["left"] == 2 and warned[0].params["peak_w"] == 400.0


def test_a_machine_that_goes_down_moves_no_load() -> None:
    # Going down with A1, m1 adds nothing to A2 (700 W all up, 699.x W capacity... not over).
    data = _failover(999, psu_watts=199, psus=4)
    report = check(data)
    assert not found(report, "LAB-FAILOVER")


# --- LAB-HEAT ------------------------------------------------------------------------------


def _room(cooling_w: float | None) -> dict:
    room = {} if cooling_w is None else {"cooling_w": cooling_w}
    return lab_data([machine("m1", box(500), ("A1",)), machine("m2", box(500))], room=room)


def test_lab_heat_error_above_the_cooling_only() -> None:
    at_limit = check(_room(1000))
    assert not found(at_limit, "LAB-HEAT", "error") and found(at_limit, "LAB-HEAT", "warning")
    errors = found(check(_room(999)), "LAB-HEAT", "error")
    assert len(errors) == 1 and errors[0].params["heat_w"] == 1000.0


def test_lab_heat_warning_above_80_percent_of_the_cooling_only() -> None:
    assert not found(check(_room(1250)), "LAB-HEAT")
    assert found(check(_room(1249)), "LAB-HEAT", "warning")


def test_lab_heat_not_checked_without_a_cooling_figure() -> None:
    report = check(_room(None))
    assert not found(report, "LAB-HEAT")
    assert skipped(report, "LAB-HEAT")


# --- LAB-RACK-POWER ---------------------------------------------------------------------


def _rack(**rack) -> dict:
    return lab_data([machine("m1", box(500), ("A1",), rack="R1"),
                     machine("m2", box(500), ("A1",), rack="R1"), machine("m3", box(500))],
                    racks=[{"id": "R1", "units": 42, **rack}])


def test_lab_rack_power_error_above_max_kw_only() -> None:
    assert not found(check(_rack(max_kw=1.0)), "LAB-RACK-POWER")
    errors = found(check(_rack(max_kw=0.999)), "LAB-RACK-POWER", "error")
    assert len(errors) == 1 and errors[0].parts == ["R1", "m1", "m2"]
    assert errors[0].params["kw"] == 1.0


def test_lab_rack_power_not_checked_without_max_kw() -> None:
    report = check(_rack())
    assert not found(report, "LAB-RACK-POWER")
    assert [n.parts for n in skipped(report, "LAB-RACK-POWER")] == [["R1"]]


# --- LAB-MACHINE --------------------------------------------------------------------------


def test_lab_machine_error_when_its_build_has_errors() -> None:
    data = lab_data([machine("m1", too_long_gpu(box(500)), ("A1",)),
                     machine("m2", box(500), ("A1",))])
    report = check(data)
    errors = found(report, "LAB-MACHINE", "error")
    assert len(errors) == 1 and errors[0].parts == ["m1"]
    assert "PHYS-GPU-LENGTH" in errors[0].message
    assert not report.validated
    machines = report.to_json()["machines"]
    assert machines[0]["validated"] is False
    assert any(f["rule"] == "PHYS-GPU-LENGTH" for f in machines[0]["findings"])
    assert machines[1]["validated"] is True and machines[1]["wall_w"] == 500.0


def test_lab_machine_error_is_the_machines_own_at_the_lab_outlet() -> None:
    # Alone fine on a 20 A circuit, the box overloads a 4 A one: its own POWER-OUTLET error.
    quiet = lab_data([machine("m1", box(500), ("A1",))], circuits=[circuit("A1", 2000)])
    assert check(quiet).validated
    loud = lab_data([machine("m1", box(500), ("A1",))], circuits=[circuit("A1", 400)])
    report = check(loud)
    assert found(report, "LAB-MACHINE", "error")
    assert "POWER-OUTLET" in found(report, "LAB-MACHINE", "error")[0].params["rules"]


def test_lab_machine_warning_for_an_incomplete_build() -> None:
    build = box(500)
    del build["storage"]
    report = check(lab_data([machine("m1", build, ("A1",))]))
    warned = found(report, "LAB-MACHINE", "warning")
    assert len(warned) == 1 and "missing storage" in warned[0].message
    assert report.validated  # an incomplete build is not an error (docs/rules.md, BUILD-INCOMPLETE)
    assert report.to_json()["machines"][0]["validated"] is False


def test_lab_machine_error_for_a_build_file_that_cannot_be_read(tmp_path) -> None:
    data = lab_data([machine("m1", "builds/missing.gwb", ("A1",), rack="R1"),
                     machine("m2", box(500), ("A1",))],
                    racks=[{"id": "R1", "units": 42, "max_kw": 10}], room={"cooling_w": 9000})
    report = check(data, tmp_path)
    errors = found(report, "LAB-MACHINE", "error")
    assert len(errors) == 1 and errors[0].parts == ["m1"]
    assert errors[0].params["file"] == "builds/missing.gwb"
    assert "no such file" in errors[0].message
    assert not report.validated
    entry = report.to_json()["machines"][0]
    assert entry == {"id": "m1", "validated": False, "wall_w": None, "findings": []}
    # The rest of the lab is judged; the unread machine is named where it is not counted.
    assert report.circuits["A1"].wall_w == 500.0
    assert report.circuits["A1"].machines == ["m1", "m2"]
    for rule in ("LAB-CIRCUIT", "LAB-HEAT", "LAB-RACK-POWER"):
        assert any("m1" in n.parts for n in skipped(report, rule)), rule


def test_a_machine_without_psu_is_not_counted_and_says_so() -> None:
    build = box(500)
    del build["psu"]
    report = check(lab_data([machine("m1", build, ("A1",))]))
    assert report.machines[0].wall_w is None
    assert report.circuits["A1"].wall_w == 0
    assert any("no PSU" in n.message for n in skipped(report, "LAB-CIRCUIT"))


def test_every_message_is_its_template_filled_in() -> None:
    data = _failover(999, psu_watts=199, psus=4)
    data["room"] = {"cooling_w": 100}
    data["machines"].append(machine("m3", too_long_gpu(box(500)), ("A1", "A2")))
    report = check(data)
    assert {f.rule for f in report.findings} >= {"LAB-HEAT", "LAB-MACHINE",
                                                 "LAB-FAILOVER-PSUS", "LAB-CORDS"}
    for finding in report.findings:
        assert finding.message == finding.template.format(**finding.params)
        assert finding.message[0].isupper()
    for note in report.not_checked:
        assert note.message == note.template.format(**note.params)


def test_machines_of_one_build_file_are_each_judged_at_their_own_outlet(tmp_path) -> None:
    import json

    (tmp_path / "box.gwb").write_text(json.dumps(box(500)))
    data = lab_data([machine("m1", "box.gwb", ("A",)), machine("m2", "box.gwb", ("B",)),
                     machine("m3", "box.gwb", ("A",))],
                    circuits=[circuit("A", 600), circuit("B", 2000)])
    report = check(data, tmp_path)
    m1, m2, m3 = report.machines
    assert m1.machine.build.loaded is m2.machine.build.loaded  # read once
    assert m1.report is m3.report  # one validation for one build at one outlet
    assert m1.report.power.outlet_w == pytest.approx(600)
    assert m2.report.power.outlet_w == pytest.approx(2000)
    assert [f.parts for f in found(report, "LAB-MACHINE", "error")] == []
    assert any(f.rule == "POWER-OUTLET" for f in m1.report.findings)
    assert not any(f.rule == "POWER-OUTLET" for f in m2.report.findings)
