"""A lab plan as its `*.gwlab` file holds it (docs/lab-plan.md): the room, its circuits
and racks, and the machines on them. Validation of the file's shape only; what the machines'
builds say is read by `configurator.lab.labfile` and judged by `configurator.lab.check`.

Every key but `format` and `version` may be absent, as in a build file: a plan is partial
while a lab manager draws it up. A circuit needs its outlet and a rack its height, since
every figure of theirs rests on them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, StringConstraints
from pydantic import Field as F  # noqa: N817 - short, used on every field

from configurator.model import limits
from configurator.model.build import (
    OUTLET_PRESETS,
    CustomOutlet,
    OutletPreset,
    OutletPresetName,
    ResolvedBuild,
)
from configurator.model.buildfile import LoadedBuild
from configurator.model.json_input import BuildFileError
from configurator.model.part_base import NonEmptyText, Text

FORMAT_NAME = "gpu-lab"
FORMAT_VERSION = 1
SUFFIX = ".gwlab"

Notes = Annotated[str, StringConstraints(max_length=limits.MAX_NOTES_CHARS)]

# The lab's own limits, beside the build file's (docs/build-file.md, "Limits"): wide enough for any
# room a lab plans, narrow enough that a typo (a cooling figure in BTU/h given as watts x
# 1000) is caught at the place it was made.
RACK_UNITS_MAX = 100  # the tallest racks sold are 58 U
RACK_KW_MIN, RACK_KW_MAX = 0.1, 1_000.0
RACK_WEIGHT_KG_MIN, RACK_WEIGHT_KG_MAX = 1.0, 100_000.0
COOLING_W_MIN, COOLING_W_MAX = 1.0, 100_000_000.0
AMBIENT_C_MIN, AMBIENT_C_MAX = -40.0, 60.0
MAX_MACHINES = limits.MAX_LIST_ITEMS
MAX_CIRCUITS = limits.MAX_LIST_ITEMS
MAX_RACKS = limits.MAX_LIST_ITEMS


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)


class Room(_Strict):
    cooling_w: float | None = F(default=None, ge=COOLING_W_MIN, le=COOLING_W_MAX)
    ambient_c: float | None = F(default=None, ge=AMBIENT_C_MIN, le=AMBIENT_C_MAX)


class Circuit(_Strict):
    id: NonEmptyText
    outlet: OutletPresetName | CustomOutlet

    def outlet_preset(self) -> OutletPreset:
        if isinstance(self.outlet, CustomOutlet):
            return OutletPreset("custom", self.outlet.volts, self.outlet.amps)
        return OUTLET_PRESETS[self.outlet]


class Rack(_Strict):
    id: NonEmptyText
    units: int = F(ge=1, le=RACK_UNITS_MAX)
    max_kw: float | None = F(default=None, ge=RACK_KW_MIN, le=RACK_KW_MAX)
    max_weight_kg: float | None = F(default=None, ge=RACK_WEIGHT_KG_MIN, le=RACK_WEIGHT_KG_MAX)


class MachineEntry(_Strict):
    """One machine. `build` is a path relative to the lab file or an inline build object;
    the object is checked as a build file is by the reader (`labfile`), which names places
    inside it under `machines[i].build`."""

    id: NonEmptyText
    build: NonEmptyText | dict[str, Any]
    circuits: list[NonEmptyText] = F(default_factory=list, max_length=limits.QTY_MAX)
    rack: NonEmptyText | None = None
    u: int | None = F(default=None, ge=1, le=RACK_UNITS_MAX)


class LabPlan(_Strict):
    """One lab file's content, machines' builds as given (paths or raw objects)."""

    format: Literal["gpu-lab"] = FORMAT_NAME
    version: Literal[1] = FORMAT_VERSION
    name: Text = ""
    notes: Notes = ""
    room: Room = F(default_factory=Room)
    circuits: list[Circuit] = F(default_factory=list, max_length=MAX_CIRCUITS)
    racks: list[Rack] = F(default_factory=list, max_length=MAX_RACKS)
    machines: list[MachineEntry] = F(default_factory=list, max_length=MAX_MACHINES)


# --- the lab as the checks see it: every machine's build read ------------------------------


@dataclass(frozen=True)
class MachineBuild:
    """A machine's build as read: from a file (`path` as the lab gives it, `file` where it
    was found) or inline (`path` None). `loaded` is None when the file could not be read;
    `error` then says why, naming the place inside the file where there is one."""

    loaded: LoadedBuild | None
    path: str | None = None
    file: Path | None = None
    error: BuildFileError | None = None

    @property
    def inline(self) -> bool:
        return self.path is None

    @property
    def resolved(self) -> ResolvedBuild | None:
        return self.loaded.resolved if self.loaded is not None else None


@dataclass(frozen=True)
class Machine:
    id: str
    build: MachineBuild
    circuits: tuple[str, ...] = ()
    rack: str | None = None
    u: int | None = None

    @property
    def name(self) -> str:
        """The build's own name where it has one, else the machine's id."""
        resolved = self.build.resolved
        return resolved.build.name if resolved is not None and resolved.build.name else self.id


@dataclass(frozen=True)
class Lab:
    """A lab plan with its machines' builds read; immutable, so that an edit is a new Lab
    and undo keeps the old one. Plain data: no catalog, no Qt."""

    name: str = ""
    notes: str = ""
    room: Room = field(default_factory=Room)
    circuits: tuple[Circuit, ...] = ()
    racks: tuple[Rack, ...] = ()
    machines: tuple[Machine, ...] = ()

    def circuit(self, circuit_id: str) -> Circuit | None:
        return next((c for c in self.circuits if c.id == circuit_id), None)

    def rack(self, rack_id: str) -> Rack | None:
        return next((r for r in self.racks if r.id == rack_id), None)

    def machine(self, machine_id: str) -> Machine | None:
        return next((m for m in self.machines if m.id == machine_id), None)

    def ids(self) -> set[str]:
        """Every id of the plan: circuits, racks and machines share one name space, since a
        finding's `parts` may name any of them."""
        return ({c.id for c in self.circuits} | {r.id for r in self.racks}
                | {m.id for m in self.machines})
