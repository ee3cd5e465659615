"""Every change of a lab plan is one typed edit: `edit.apply(lab) -> Lab` (a new Lab; the old
one is never changed) and `edit.describe(lab)` (the undo stack's words), as a build's edits
are (`configurator.model.edits`). The Lab tab pushes them; nothing else changes a lab.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from configurator.lab.plan import Circuit, Lab, Machine, Rack, Room
from configurator.model.messages import Message, T, message


class LabEdit:
    """One undoable change of a lab. Subclasses are frozen dataclasses."""

    def apply(self, lab: Lab) -> Lab:
        raise NotImplementedError

    def describe(self, lab: Lab) -> Message:
        raise NotImplementedError


def _replace_machine(lab: Lab, machine_id: str, **changes) -> Lab:
    machines = tuple(dataclasses.replace(m, **changes) if m.id == machine_id else m
                     for m in lab.machines)
    return dataclasses.replace(lab, machines=machines)


def next_id(lab: Lab, prefix: str) -> str:
    """The first of PREFIX1, PREFIX2, ... that no circuit, rack or machine has."""
    taken = lab.ids()
    number = 1
    while f"{prefix}{number}" in taken:
        number += 1
    return f"{prefix}{number}"


# --- machines ------------------------------------------------------------------------------


@dataclass(frozen=True)
class AddMachine(LabEdit):
    """A machine (a build file or an open build, inline) into the lab, on the circuit and at
    the rack unit it was dropped on, if any."""

    machine: Machine

    def apply(self, lab: Lab) -> Lab:
        return dataclasses.replace(lab, machines=(*lab.machines, self.machine))

    def describe(self, lab: Lab) -> Message:
        return message(T("Add machine {machine}"), machine=self.machine.id)


@dataclass(frozen=True)
class RemoveMachine(LabEdit):
    machine_id: str

    def apply(self, lab: Lab) -> Lab:
        return dataclasses.replace(
            lab, machines=tuple(m for m in lab.machines if m.id != self.machine_id))

    def describe(self, lab: Lab) -> Message:
        return message(T("Remove machine {machine}"), machine=self.machine_id)


@dataclass(frozen=True)
class SetCircuits(LabEdit):
    """The circuits a machine's PSUs are dealt over, in order (the first decides its volts)."""

    machine_id: str
    circuits: tuple[str, ...]

    def apply(self, lab: Lab) -> Lab:
        return _replace_machine(lab, self.machine_id, circuits=tuple(self.circuits))

    def describe(self, lab: Lab) -> Message:
        if not self.circuits:
            return message(T("Take machine {machine} off its circuits"),
                           machine=self.machine_id)
        return message(T("Put machine {machine} on {circuits}"), machine=self.machine_id,
                       circuits=", ".join(self.circuits))


def onto_circuit(lab: Lab, machine_id: str, circuit_id: str, from_circuit: str | None = None,
                 add: bool = False) -> SetCircuits | None:
    """The edit of a machine dropped on a circuit. Dragged from one of its circuits
    (`from_circuit`), the PSUs it had there move to the new one (merged with those already
    there); dragged from elsewhere, it is on that circuit alone; with `add`, the circuit is
    one more for its next PSU. None: nothing would change."""
    machine = lab.machine(machine_id)
    if machine is None or lab.circuit(circuit_id) is None:
        return None
    circuits = list(machine.circuits)
    if add:
        if circuit_id in circuits:
            return None
        circuits.append(circuit_id)
    elif from_circuit is not None and from_circuit in circuits:
        if from_circuit == circuit_id:
            return None
        if circuit_id in circuits:
            circuits.remove(from_circuit)
        else:
            circuits[circuits.index(from_circuit)] = circuit_id
    else:
        if circuits == [circuit_id]:
            return None
        circuits = [circuit_id]
    return SetCircuits(machine_id, tuple(circuits))


@dataclass(frozen=True)
class SetRackPlace(LabEdit):
    """A machine into a rack at unit `u` (its lowest), or out of any rack (`rack` None)."""

    machine_id: str
    rack: str | None
    u: int | None

    def apply(self, lab: Lab) -> Lab:
        return _replace_machine(lab, self.machine_id, rack=self.rack,
                                u=self.u if self.rack is not None else None)

    def describe(self, lab: Lab) -> Message:
        if self.rack is None:
            return message(T("Take machine {machine} out of its rack"), machine=self.machine_id)
        if self.u is None:
            return message(T("Put machine {machine} in rack {rack}"), machine=self.machine_id,
                           rack=self.rack)
        return message(T("Put machine {machine} in rack {rack} at U{u}"),
                       machine=self.machine_id, rack=self.rack, u=self.u)


# --- circuits, racks, room -------------------------------------------------------------------


@dataclass(frozen=True)
class AddCircuit(LabEdit):
    circuit: Circuit

    def apply(self, lab: Lab) -> Lab:
        return dataclasses.replace(lab, circuits=(*lab.circuits, self.circuit))

    def describe(self, lab: Lab) -> Message:
        return message(T("Add circuit {circuit}"), circuit=self.circuit.id)


@dataclass(frozen=True)
class RemoveCircuit(LabEdit):
    """A circuit out of the lab; machines on it keep their other circuits."""

    circuit_id: str

    def apply(self, lab: Lab) -> Lab:
        machines = tuple(
            dataclasses.replace(m, circuits=tuple(c for c in m.circuits if c != self.circuit_id))
            if self.circuit_id in m.circuits else m for m in lab.machines)
        return dataclasses.replace(
            lab, circuits=tuple(c for c in lab.circuits if c.id != self.circuit_id),
            machines=machines)

    def describe(self, lab: Lab) -> Message:
        return message(T("Remove circuit {circuit}"), circuit=self.circuit_id)


@dataclass(frozen=True)
class SetCircuitOutlet(LabEdit):
    circuit: Circuit  # the circuit as it is to be (same id)

    def apply(self, lab: Lab) -> Lab:
        return dataclasses.replace(lab, circuits=tuple(
            self.circuit if c.id == self.circuit.id else c for c in lab.circuits))

    def describe(self, lab: Lab) -> Message:
        return message(T("Change the outlet of circuit {circuit}"), circuit=self.circuit.id)


@dataclass(frozen=True)
class AddRack(LabEdit):
    rack: Rack

    def apply(self, lab: Lab) -> Lab:
        return dataclasses.replace(lab, racks=(*lab.racks, self.rack))

    def describe(self, lab: Lab) -> Message:
        return message(T("Add rack {rack}"), rack=self.rack.id)


@dataclass(frozen=True)
class SetRack(LabEdit):
    """A rack's figures changed (units, max_kw, max_weight_kg); same id."""

    rack: Rack

    def apply(self, lab: Lab) -> Lab:
        return dataclasses.replace(lab, racks=tuple(
            self.rack if r.id == self.rack.id else r for r in lab.racks))

    def describe(self, lab: Lab) -> Message:
        return message(T("Change rack {rack}"), rack=self.rack.id)


@dataclass(frozen=True)
class RemoveRack(LabEdit):
    """A rack out of the lab; its machines stay in the room, out of any rack."""

    rack_id: str

    def apply(self, lab: Lab) -> Lab:
        machines = tuple(dataclasses.replace(m, rack=None, u=None) if m.rack == self.rack_id
                         else m for m in lab.machines)
        return dataclasses.replace(lab, racks=tuple(r for r in lab.racks
                                                    if r.id != self.rack_id), machines=machines)

    def describe(self, lab: Lab) -> Message:
        return message(T("Remove rack {rack}"), rack=self.rack_id)


@dataclass(frozen=True)
class SetRoom(LabEdit):
    room: Room

    def apply(self, lab: Lab) -> Lab:
        return dataclasses.replace(lab, room=self.room)

    def describe(self, lab: Lab) -> Message:
        return message(T("Change the room's cooling"))


@dataclass(frozen=True)
class SetLabText(LabEdit):
    name: str
    notes: str

    def apply(self, lab: Lab) -> Lab:
        return dataclasses.replace(lab, name=self.name, notes=self.notes)

    def describe(self, lab: Lab) -> Message:
        return message(T("Change the lab's name and notes"))
