"""LAB-RACK-UNITS and LAB-RACK-WEIGHT at their thresholds, and what a rack cannot check
(towers, machines without a unit, chassis without a weight). The chassis' `rack_units` and
`weight_kg` are the custom parts' own figures here, not the catalog's."""

from __future__ import annotations

from lab_factory import box, check, found, lab_data, machine, skipped

RACKMOUNT = {"rack_units": 4, "weight_kg": 30.0}


def _in_rack(*placements, units: int = 42, **rack) -> dict:
    """Machines of 4 U / 30 kg (or as given) at the given units of rack R1."""
    machines = []
    for index, placed in enumerate(placements, start=1):
        u, fields = (placed, RACKMOUNT) if not isinstance(placed, tuple) else placed
        machines.append(machine(f"m{index}", box(500, **fields), ("A1",), rack="R1", u=u))
    return lab_data(machines, racks=[{"id": "R1", "units": units, **rack}])


def test_units_used_and_weight_are_the_rack_figures() -> None:
    report = check(_in_rack(1, 5, 9))
    rack = report.to_json()["figures"]["racks"]["R1"]
    assert rack == {"units_used": 12, "units": 42, "kw": 1.5, "max_kw": None,
                    "weight_kg": 90.0}


def test_lab_rack_units_error_past_the_top_only() -> None:
    assert not found(check(_in_rack(39)), "LAB-RACK-UNITS")  # U39-U42 of 42
    errors = found(check(_in_rack(40)), "LAB-RACK-UNITS", "error")
    assert len(errors) == 1 and errors[0].parts == ["R1", "m1"]
    assert errors[0].params["top"] == 43


def test_lab_rack_units_error_when_two_machines_overlap_only() -> None:
    assert not found(check(_in_rack(1, 5)), "LAB-RACK-UNITS")  # U1-U4, U5-U8
    errors = found(check(_in_rack(1, 4)), "LAB-RACK-UNITS", "error")
    assert len(errors) == 1 and errors[0].parts == ["R1", "m1", "m2"]
    assert "U1-U4" in errors[0].message and "U4-U7" in errors[0].message


def test_machines_without_a_unit_count_their_height() -> None:
    fits = check(_in_rack(None, None, units=8))
    assert not found(fits, "LAB-RACK-UNITS")
    assert skipped(fits, "LAB-RACK-UNITS")[0].parts == ["R1", "m1", "m2"]
    errors = found(check(_in_rack(None, None, units=7)), "LAB-RACK-UNITS", "error")
    assert len(errors) == 1 and errors[0].params["units_used"] == 8


def test_a_tower_in_a_rack_counts_power_and_weight_not_units() -> None:
    tower = (3, {"weight_kg": 20.0})
    report = check(_in_rack(1, tower, max_kw=10))
    assert report.racks["R1"].units_used == 4 and report.racks["R1"].kw == 1.0
    assert report.racks["R1"].weight_kg == 50.0
    notes = skipped(report, "LAB-RACK-UNITS")
    assert len(notes) == 1 and notes[0].parts == ["R1", "m2"]
    assert "not a rackmount chassis" in notes[0].message
    assert not found(report, "LAB-RACK-UNITS")


def test_rack_units_listed_as_unknown_are_not_taken() -> None:
    unknown = (1, {"rack_units": 2, "unknown": ["rack_units"]})
    report = check(_in_rack(unknown, 1))  # would overlap at U1 if the 2 U were believed
    assert not found(report, "LAB-RACK-UNITS")
    assert report.racks["R1"].units_used == 4
    assert "no published height" in skipped(report, "LAB-RACK-UNITS")[0].message


def test_lab_rack_weight_error_above_the_limit_only() -> None:
    assert not found(check(_in_rack(1, 5, max_weight_kg=60)), "LAB-RACK-WEIGHT")
    errors = found(check(_in_rack(1, 5, max_weight_kg=59.9)), "LAB-RACK-WEIGHT", "error")
    assert len(errors) == 1 and errors[0].parts == ["R1", "m1", "m2"]
    assert errors[0].params["weight_kg"] == 60.0


def test_lab_rack_weight_not_checked_without_a_weight() -> None:
    light = (5, {"rack_units": 4})
    report = check(_in_rack(1, light, max_weight_kg=100))
    assert report.racks["R1"].weight_kg == 30.0
    notes = skipped(report, "LAB-RACK-WEIGHT")
    assert [n.parts for n in notes] == [["R1", "m2"]]
    none_known = check(_in_rack((1, {"rack_units": 4}), max_weight_kg=100))
    assert none_known.racks["R1"].weight_kg is None
    assert none_known.to_json()["figures"]["racks"]["R1"]["weight_kg"] is None


def test_lab_rack_weight_not_checked_without_max_weight() -> None:
    report = check(_in_rack(1))
    assert [n.parts for n in skipped(report, "LAB-RACK-WEIGHT")] == [["R1"]]
    assert not found(report, "LAB-RACK-WEIGHT")


def test_an_empty_rack_has_nothing_to_check() -> None:
    data = lab_data([machine("m1", box(500), ("A1",))], racks=[{"id": "R1", "units": 42}])
    report = check(data)
    assert report.racks["R1"].units_used == 0 and report.racks["R1"].weight_kg is None
    assert not [n for n in report.not_checked if "R1" in n.parts]
