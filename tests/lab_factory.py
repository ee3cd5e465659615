"""Small lab plans for the lab tests: machines of custom parts whose wall draw is a round
number, so that a test states exactly the figures a LAB rule compares.

A machine's PSUs are 80 PLUS (80 % efficient at every load, docs/rules.md), so its `wall_w` is
its `peak_w` / 0.8 with no rounding: `box(500)` draws 500.0 W at the wall.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from factory import base_data, chassis, gpu, part_of, psu, with_parts

from configurator.lab import LabReport, read_lab_bytes, validate_lab
from configurator.lab.labfile import LoadedLab

# What base_data(1) draws besides its GPU: CPU 140, board 50, 4 modules x 4, an NVMe drive 7,
# three fans x 3 (docs/rules.md, "Figures the checks share").
REST_OF_BOX_W = 140 + 50 + 16 + 7 + 9
EFFICIENCY_80_PLUS = 0.8


def box(wall_w: float = 500.0, psus: int = 1, redundant: int = 0, psu_watts: float = 1600,
        name: str = "test", **chassis_fields: Any) -> dict:
    """A complete build without errors whose wall draw is `wall_w` on any outlet."""
    data = base_data(1)
    data["name"] = name
    peak_w = wall_w * EFFICIENCY_80_PLUS
    card = gpu(tdp_w=peak_w - REST_OF_BOX_W)
    unit = psu(watts=psu_watts, efficiency="80+")
    case = chassis(psu_bays=max(psus, 1), **chassis_fields)
    data = with_parts(data, card, unit, case)
    data["psu"] = {"part": "psu", "qty": psus, "redundant": redundant}
    return data


def custom_outlet(capacity_w: float, volts: float = 100.0) -> dict:
    return {"volts": volts, "amps": capacity_w / volts}


def circuit(id: str, capacity_w: float = 10_000.0, volts: float = 100.0) -> dict:
    return {"id": id, "outlet": custom_outlet(capacity_w, volts)}


def machine(id: str, build: dict | str, circuits: tuple[str, ...] = (), rack: str | None = None,
            u: int | None = None) -> dict:
    entry: dict[str, Any] = {"id": id, "build": copy.deepcopy(build)}
    if circuits:
        entry["circuits"] = list(circuits)
    if rack is not None:
        entry["rack"] = rack
    if u is not None:
        entry["u"] = u
    return entry


def lab_data(machines: list[dict], circuits: list[dict] | None = None,
             racks: list[dict] | None = None, room: dict | None = None) -> dict:
    data: dict[str, Any] = {"format": "gpu-lab", "version": 1, "name": "test lab",
                            "circuits": circuits if circuits is not None else [circuit("A1")],
                            "racks": racks or [], "machines": machines}
    if room is not None:
        data["room"] = room
    return data


def load(data: dict, folder: Path = Path("."), lookup=None) -> LoadedLab:
    return read_lab_bytes(json.dumps(data).encode(), folder, lookup)


def check(data: dict, folder: Path = Path(".")) -> LabReport:
    return validate_lab(load(data, folder).lab)


def found(report: LabReport, rule: str, severity: str | None = None) -> list:
    return [f for f in report.findings
            if f.rule == rule and (severity is None or f.severity == severity)]


def skipped(report: LabReport, rule: str) -> list:
    return [n for n in report.not_checked if n.rule == rule]


def too_long_gpu(data: dict) -> dict:
    """The build with a card longer than its chassis takes (PHYS-GPU-LENGTH, an error)."""
    card = copy.deepcopy(part_of(data, "gpu-a"))
    card["length_mm"] = 400
    return with_parts(data, card)
