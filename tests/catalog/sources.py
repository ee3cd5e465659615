"""A small, valid catalog source folder for tests that must not depend on the real db/."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

from configurator.catalog.shipped.source import SOURCE_FILES
from configurator.model.parts import PART_TYPES

REAL_DB = Path(__file__).resolve().parents[2] / "db"
URL = "https://example.com/spec"

GPUS: list[dict[str, Any]] = [
    {"id": "gtx-1080-ti-fe", "name": "GeForce GTX 1080 Ti Founders Edition",
     "manufacturer": "NVIDIA", "model": "GeForce GTX 1080 Ti", "series": "GTX 1000",
     "architecture": "Pascal", "cuda_cores": 3584, "boost_clock_mhz": 1582,
     "fp32_gflops": 11340, "memory_gb": 11, "tdp_w": 250, "length_mm": 267,
     "cooler": "blower", "pcie_6pin": 1, "pcie_8pin": 1, "reference_design": "true",
     "price_usd": 699, "price_date": "2017-03"},
    {"id": "rtx-2080-ti-fe", "name": "GeForce RTX 2080 Ti Founders Edition",
     "manufacturer": "NVIDIA", "mpn": "900-1G150-2530-000", "model": "GeForce RTX 2080 Ti",
     "series": "RTX 2000", "architecture": "Turing", "cuda_cores": 4352,
     "boost_clock_mhz": 1635, "fp32_gflops": 14231, "memory_gb": 11, "tdp_w": 260,
     "length_mm": 267, "slot_width": 2, "nvlink": "true", "reference_design": "true",
     "price_usd": 1199},
    {"id": "tesla-t4", "name": "Tesla T4", "manufacturer": "NVIDIA", "model": "Tesla T4",
     "series": "Tesla", "architecture": "Turing", "cuda_cores": 2560, "boost_clock_mhz": 1590,
     "fp32_gflops": 8141, "memory_gb": 16, "tdp_w": 70, "length_mm": 168, "height_mm": 69,
     "slot_width": 1, "cooler": "passive", "pcie_lanes": 16, "reference_design": "true"},
]
CPUS: list[dict[str, Any]] = [
    {"id": "xeon-e5-2637-v4", "name": "Intel Xeon E5-2637 v4", "manufacturer": "Intel",
     "socket": "LGA2011-3", "cores": 4, "threads": 8, "base_clock_ghz": 3.5,
     "boost_clock_ghz": 3.7, "tdp_w": 135, "pcie_lanes": 40, "ecc": "true", "price_usd": 996},
    {"id": "ryzen-7-2700x", "name": "AMD Ryzen 7 2700X", "manufacturer": "AMD", "socket": "AM4",
     "cores": 8, "threads": 16, "base_clock_ghz": 3.7, "boost_clock_ghz": 4.3, "tdp_w": 105,
     "pcie_lanes": 20},
]
COOLERS: list[dict[str, Any]] = [
    {"id": "noctua-nh-u9dx-i4", "name": "Noctua NH-U9DX i4", "manufacturer": "Noctua",
     "height_mm": 125, "tdp_rating_w": 140, "sockets": "LGA2011-3; LGA2066"},
]
PSUS: list[dict[str, Any]] = [
    {"id": "evga-1600-t2", "name": "EVGA SuperNOVA 1600 T2", "manufacturer": "EVGA",
     "watts": 1600, "efficiency": "titanium", "pcie_connectors": 9, "price_usd": 450},
]
BOARDS: list[dict[str, Any]] = [
    {"id": "asus-x99-e-ws", "name": "ASUS X99-E WS", "manufacturer": "ASUS",
     "socket": "LGA2011-3", "form_factor": "SSI-CEB", "chipset": "X99",
     "memory_registered": "both", "dimm_slots": 8, "ecc": True, "source_url": URL,
     "notes": "for people only",
     "pcie_slots": [
         {"id": f"PCIE{n}", "position": n, "max_lanes": 16 if n % 2 else 8} for n in range(1, 8)
     ],
     "lane_table": [
         {"cpu_lanes": 40, "populated": ["PCIE1", "PCIE3"], "widths": {"PCIE1": 16, "PCIE3": 16}}
     ]},
]


def write_csv(path: Path, kind: str, rows: list[dict[str, Any]]) -> None:
    """A source CSV with exactly the columns of its kind; absent keys are empty cells."""
    columns = [name for name in PART_TYPES[kind].model_fields if name != "kind"]
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=columns)
        writer.writeheader()
        for row in rows:
            writer.writerow({"source_url": URL, **row})


def write_mini_db(folder: Path, version: str = "2026.01") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "catalog.json").write_text(json.dumps({"catalog_version": version}))
    for kind, rows in (("gpu", GPUS), ("cpu", CPUS), ("cooler", COOLERS), ("psu", PSUS)):
        write_csv(folder / SOURCE_FILES[kind], kind, rows)
    (folder / SOURCE_FILES["motherboard"]).write_text(json.dumps(BOARDS, indent=1))
    return folder
