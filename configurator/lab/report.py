"""What validate_lab() returns: the lab's findings, its figures and each machine's own
result (docs/lab-plan.md; the JSON of `configurator lab validate`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from configurator.lab.plan import Machine
from configurator.model.json_input import BuildFileError
from configurator.model.messages import Message
from configurator.rules.report import SEVERITY_ORDER, Finding, Report


@dataclass
class NotChecked:
    """A check the lab could not make, and why (a machine's build unread, a figure no one
    gave); listed so that silence is never taken for approval. `statement` is worded where
    it is shown (configurator.words.lab); `message` is its English text."""

    rule: str
    statement: Message
    parts: list[str] = field(default_factory=list)

    @property
    def template(self) -> str:
        return self.statement.template

    @property
    def params(self) -> dict[str, Any]:
        return self.statement.params

    @property
    def message(self) -> str:
        return self.statement.render()

    def to_json(self) -> dict[str, Any]:
        return {"rule": self.rule, "message": self.message, "params": self.params,
                "parts": list(self.parts)}


@dataclass
class CircuitFigures:
    wall_w: float
    capacity_w: float
    continuous_w: float
    machines: list[str] = field(default_factory=list)

    @property
    def load(self) -> float:
        return self.wall_w / self.capacity_w

    def to_json(self) -> dict[str, Any]:
        return {"wall_w": round(self.wall_w, 1), "capacity_w": round(self.capacity_w, 1),
                "continuous_w": round(self.continuous_w, 1), "load": round(self.load, 4),
                "machines": list(self.machines)}


@dataclass
class RackFigures:
    units_used: int
    units: int
    kw: float
    max_kw: float | None
    weight_kg: float | None  # of the machines whose chassis weight is known; None: none is

    def to_json(self) -> dict[str, Any]:
        return {"units_used": self.units_used, "units": self.units, "kw": round(self.kw, 3),
                "max_kw": self.max_kw,
                "weight_kg": None if self.weight_kg is None else round(self.weight_kg, 1)}


@dataclass
class MachineResult:
    """One machine judged on its own: its build's Report at its first circuit's outlet, or
    `error` when its build file could not be read (then `report` is None)."""

    machine: Machine
    report: Report | None
    volts: float | None = None  # the outlet it was judged at
    error: BuildFileError | None = None

    @property
    def id(self) -> str:
        return self.machine.id

    @property
    def validated(self) -> bool:
        return self.report is not None and self.report.validated

    @property
    def wall_w(self) -> float | None:
        return self.report.power.wall_w if self.report is not None else None

    def to_json(self) -> dict[str, Any]:
        wall_w = self.wall_w
        return {"id": self.id, "validated": self.validated,
                "wall_w": None if wall_w is None else round(wall_w, 1),
                "findings": [f.to_json() for f in self.report.findings] if self.report else []}


@dataclass
class LabReport:
    findings: list[Finding]
    not_checked: list[NotChecked]
    circuits: dict[str, CircuitFigures]
    racks: dict[str, RackFigures]
    machines: list[MachineResult]
    heat_w: float
    heat_btu_h: float
    gpus: int
    price_usd: float

    @property
    def validated(self) -> bool:
        """No error (docs/rules.md, "Lab plans"). A machine whose build cannot be read is a
        LAB-MACHINE error."""
        return self.error_count == 0

    @property
    def error_count(self) -> int:
        return sum(1 for f in self.findings if f.severity == "error")

    @property
    def warning_count(self) -> int:
        return sum(1 for f in self.findings if f.severity == "warning")

    def machine(self, machine_id: str) -> MachineResult | None:
        return next((m for m in self.machines if m.id == machine_id), None)

    def sorted_findings(self) -> list[Finding]:
        return sorted(self.findings, key=lambda f: SEVERITY_ORDER[f.severity])

    def figures_json(self) -> dict[str, Any]:
        return {
            "circuits": {key: value.to_json() for key, value in self.circuits.items()},
            "heat_w": round(self.heat_w, 1),
            "heat_btu_h": round(self.heat_btu_h, 1),
            "racks": {key: value.to_json() for key, value in self.racks.items()},
            "machines": len(self.machines),
            "gpus": self.gpus,
            "price_usd": round(self.price_usd, 2),
        }

    def to_json(self) -> dict[str, Any]:
        return {
            "validated": self.validated,
            "findings": [f.to_json() for f in self.findings],
            "figures": self.figures_json(),
            "machines": [m.to_json() for m in self.machines],
            "not_checked": [n.to_json() for n in self.not_checked],
        }
