"""Small custom-part builds for rule tests: every part is a custom part of the file, so a
test states exactly the numbers its rule looks at."""

from __future__ import annotations

import copy
from typing import Any

from configurator.model.build import ResolvedBuild
from configurator.model.buildfile import build_from_data, resolve


def gpu(id: str = "gpu-a", **fields: Any) -> dict:
    part = {
        "kind": "gpu", "id": id, "name": f"Card {id}", "model": "Test GPU 11G",
        "series": "GTX 1000", "fp32_gflops": 11340.0, "fp16_gflops": 177.0, "memory_gb": 11,
        "tdp_w": 250, "length_mm": 267, "height_mm": 111, "slot_width": 2,
        "cooler": "blower", "pcie_6pin": 1, "pcie_8pin": 1, "price_usd": 700,
    }
    part.update(fields)
    return part


def slot(id: str, position: int, **fields: Any) -> dict:
    entry = {"id": id, "position": position, "mech_lanes": 16, "max_lanes": 16, "gen": 3,
             "source": "cpu"}
    entry.update(fields)
    return entry


def board(id: str = "board", slots: list[dict] | None = None, **fields: Any) -> dict:
    part = {
        "kind": "motherboard", "id": id, "name": f"Board {id}", "socket": "LGA2066",
        "form_factor": "E-ATX", "memory_type": "DDR4", "memory_registered": "udimm",
        "dimm_slots": 8, "pcie_slots": slots if slots is not None else [
            slot("S1", 1), slot("S3", 3), slot("S5", 5), slot("S7", 7)],
        "price_usd": 400,
    }
    part.update(fields)
    return part


def cpu(id: str = "cpu", **fields: Any) -> dict:
    part = {"kind": "cpu", "id": id, "name": f"CPU {id}", "socket": "LGA2066", "cores": 12,
            "threads": 24, "base_clock_ghz": 3.3, "boost_clock_ghz": 4.3, "tdp_w": 140,
            "pcie_lanes": 44, "price_usd": 1000}
    part.update(fields)
    return part


def chassis(id: str = "case", **fields: Any) -> dict:
    part = {"kind": "chassis", "id": id, "name": f"Case {id}", "form_factors": ["ATX", "E-ATX"],
            "expansion_slots": 8, "max_gpu_length_mm": 330, "max_gpu_height_mm": 170,
            "max_cooler_height_mm": 170, "airflow_cfm": 200, "fan_count": 3, "psu_bays": 1,
            "price_usd": 150}
    part.update(fields)
    return part


def psu(id: str = "psu", **fields: Any) -> dict:
    part = {"kind": "psu", "id": id, "name": f"PSU {id}", "watts": 1600,
            "efficiency": "platinum", "pcie_connectors": 10, "price_usd": 400}
    part.update(fields)
    return part


def memory(id: str = "ram", **fields: Any) -> dict:
    part = {"kind": "memory", "id": id, "name": f"RAM {id}", "memory_type": "DDR4",
            "capacity_gb": 16, "price_usd": 80}
    part.update(fields)
    return part


def storage(id: str = "ssd", **fields: Any) -> dict:
    part = {"kind": "storage", "id": id, "name": f"Drive {id}", "storage_kind": "nvme",
            "capacity_gb": 1000, "read_mbps": 3500, "price_usd": 150}
    part.update(fields)
    return part


def cooler(id: str = "cooler", **fields: Any) -> dict:
    part = {"kind": "cooler", "id": id, "name": f"Cooler {id}", "height_mm": 150,
            "tdp_rating_w": 250, "sockets": ["LGA2066", "LGA2011-3"], "price_usd": 90}
    part.update(fields)
    return part


def nic(id: str = "nic", **fields: Any) -> dict:
    part = {"kind": "nic", "id": id, "name": f"NIC {id}", "speed_gbit_s": 10, "power_w": 10,
            "pcie_lanes": 4, "price_usd": 200}
    part.update(fields)
    return part


def bridge(id: str = "bridge", **fields: Any) -> dict:
    part = {"kind": "bridge", "id": id, "name": f"Bridge {id}", "spacing_slots": 2,
            "compatible_models": ["Test GPU 11G"], "price_usd": 80}
    part.update(fields)
    return part


def base_data(gpus: int = 1) -> dict:
    """A complete build without findings but PCIE-X8/SIZE infos: one GPU in S1."""
    slots = ["S1", "S3", "S5", "S7"]
    return {
        "format": "gpu-workstation-build", "version": 1, "name": "test", "outlet": "US-20A",
        "chassis": "case", "motherboard": "board", "cpus": ["cpu"],
        "cpu_cooler": {"part": "cooler"},
        "memory": [{"part": "ram", "qty": 4}], "storage": [{"part": "ssd"}],
        "psu": {"part": "psu"},
        "gpus": [{"part": "gpu-a", "slot": slots[i]} for i in range(gpus)],
        "custom_parts": [gpu(), board(), cpu(), chassis(), psu(), memory(), storage(),
                         cooler()],
    }


def part_of(data: dict, part_id: str) -> dict:
    for part in data["custom_parts"]:
        if part["id"] == part_id:
            return part
    raise KeyError(part_id)


def with_parts(data: dict, *parts: dict) -> dict:
    data = copy.deepcopy(data)
    by_id = {p["id"]: i for i, p in enumerate(data["custom_parts"])}
    for part in parts:
        if part["id"] in by_id:
            data["custom_parts"][by_id[part["id"]]] = part
        else:
            data["custom_parts"].append(part)
    return data


def resolved(data: dict) -> ResolvedBuild:
    return resolve(build_from_data(copy.deepcopy(data)), None).resolved


def alternatives_of(data: dict, *extra: dict) -> dict[str, list]:
    """The build's own parts plus `extra` parts, by kind, as validated specs."""
    from configurator.model.parts import PART_TYPES

    by_kind: dict[str, list] = {}
    for part in [*data["custom_parts"], *extra]:
        spec = PART_TYPES[part["kind"]].model_validate(part)
        by_kind.setdefault(spec.kind, []).append(spec)
    return by_kind
