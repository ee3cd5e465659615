"""The lab's edits: each a new Lab (the old one unchanged), each described for the undo
stack; dropping a machine on a circuit moves the PSUs it had on the circuit it came from."""

from __future__ import annotations

import pytest
from lab_factory import box, circuit, lab_data, load, machine

from configurator.lab.edits import (
    AddCircuit,
    AddMachine,
    AddRack,
    RemoveCircuit,
    RemoveMachine,
    RemoveRack,
    SetCircuitOutlet,
    SetCircuits,
    SetLabText,
    SetRack,
    SetRackPlace,
    SetRoom,
    next_id,
    onto_circuit,
)
from configurator.lab.plan import Circuit, Rack, Room


@pytest.fixture
def lab():
    data = lab_data([machine("m1", box(500, psus=2), ("A1", "A2"), rack="R1", u=1),
                     machine("m2", box(500), ("A1",))],
                    circuits=[circuit("A1"), circuit("A2"), circuit("A3")],
                    racks=[{"id": "R1", "units": 42}])
    return load(data).lab


@pytest.mark.parametrize(("machine_id", "target", "source", "add", "expected"), [
    ("m2", "A3", "A1", False, ("A3",)),          # moved
    ("m1", "A3", "A1", False, ("A3", "A2")),     # its first circuit's PSUs moved
    ("m1", "A3", "A2", False, ("A1", "A3")),
    ("m1", "A2", "A1", False, ("A2",)),          # merged with the PSUs already there
    ("m1", "A3", None, False, ("A3",)),          # from elsewhere: on that circuit alone
    ("m2", "A2", None, True, ("A1", "A2")),      # one more circuit
])
def test_a_machine_dropped_on_a_circuit(lab, machine_id, target, source, add,
                                        expected) -> None:
    edit = onto_circuit(lab, machine_id, target, source, add)
    assert edit == SetCircuits(machine_id, expected)
    after = edit.apply(lab)
    assert after.machine(machine_id).circuits == expected
    assert lab.machine(machine_id).circuits != expected  # the old lab is unchanged


@pytest.mark.parametrize(("machine_id", "target", "source", "add"), [
    ("m2", "A1", "A1", False), ("m2", "A1", None, False), ("m1", "A2", None, True),
    ("m9", "A1", None, False), ("m1", "Z9", None, False),
])
def test_a_drop_that_changes_nothing_is_no_edit(lab, machine_id, target, source, add) -> None:
    assert onto_circuit(lab, machine_id, target, source, add) is None


def test_every_edit_applies_and_says_what_it_does(lab) -> None:
    extra = lab.machine("m2")
    edits = [
        AddMachine(type(extra)("m3", extra.build, ("A3",))),
        RemoveMachine("m2"),
        SetCircuits("m2", ()),
        SetRackPlace("m2", "R1", 5), SetRackPlace("m2", "R1", None), SetRackPlace("m1", None, 3),
        AddCircuit(Circuit(id="B1", outlet="US-208V-30A")),
        RemoveCircuit("A1"),
        SetCircuitOutlet(Circuit(id="A1", outlet="US-20A")),
        AddRack(Rack(id="R2", units=24)), SetRack(Rack(id="R1", units=48, max_kw=9)),
        RemoveRack("R1"),
        SetRoom(Room(cooling_w=5000)), SetLabText("Lab 2", "notes"),
    ]
    for edit in edits:
        after = edit.apply(lab)
        assert after != lab, edit
        text = str(edit.describe(lab))
        assert text and text[0].isupper(), edit


def test_removing_a_circuit_or_a_rack_keeps_the_machines(lab) -> None:
    after = RemoveCircuit("A1").apply(lab)
    assert after.machine("m1").circuits == ("A2",) and after.machine("m2").circuits == ()
    after = RemoveRack("R1").apply(lab)
    assert after.machine("m1").rack is None and after.machine("m1").u is None
    assert len(after.machines) == 2


def test_out_of_a_rack_forgets_the_unit(lab) -> None:
    after = SetRackPlace("m1", None, 7).apply(lab)
    assert (after.machine("m1").rack, after.machine("m1").u) == (None, None)


def test_next_id_is_free_across_circuits_racks_and_machines(lab) -> None:
    assert next_id(lab, "m") == "m3"
    assert next_id(lab, "A") == "A4"
    assert next_id(lab, "R") == "R2"
