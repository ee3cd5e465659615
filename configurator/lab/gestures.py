"""What each gesture of the Lab tab means (as configurator.model.gestures for a build): a drop
on the drawing, of a machine already in the lab or of a build from outside, becomes one lab
edit, or None when it would change nothing. The tab pushes what these give; nothing else
decides what a drop does."""

from __future__ import annotations

from dataclasses import dataclass

from configurator.lab.edits import (
    AddMachine,
    LabEdit,
    SetCircuits,
    SetRackPlace,
    next_id,
    onto_circuit,
)
from configurator.lab.plan import Lab, Machine, MachineBuild


@dataclass(frozen=True)
class Target:
    """Where a drop lands: a circuit's column, a rack at a unit, or the tray of machines on
    no circuit (`kind` "circuit", "rack" or "tray")."""

    kind: str
    id: str = ""
    u: int | None = None


def move_machine(lab: Lab, machine_id: str, target: Target,
                 from_circuit: str | None = None) -> LabEdit | None:
    """A machine of the lab dropped on `target` (dragged from `from_circuit`'s column, or from
    a rack or the tray when None)."""
    machine = lab.machine(machine_id)
    if machine is None:
        return None
    if target.kind == "circuit":
        return onto_circuit(lab, machine_id, target.id, from_circuit)
    if target.kind == "rack":
        if (machine.rack, machine.u) == (target.id, target.u):
            return None
        return SetRackPlace(machine_id, target.id, target.u)
    if target.kind == "tray":
        if from_circuit is not None and from_circuit in machine.circuits:
            return SetCircuits(machine_id, tuple(c for c in machine.circuits
                                                 if c != from_circuit))
        if machine.rack is not None:
            return SetRackPlace(machine_id, None, None)
    return None


def add_machine(lab: Lab, build: MachineBuild, target: Target | None) -> AddMachine:
    """A build from outside the lab (an open build, a build file) dropped on `target`: a new
    machine, on that circuit or at that rack unit."""
    machine_id = next_id(lab, "m")
    circuits = (target.id,) if target is not None and target.kind == "circuit" else ()
    rack = target.id if target is not None and target.kind == "rack" else None
    u = target.u if rack is not None else None
    return AddMachine(Machine(machine_id, build, circuits, rack, u))
