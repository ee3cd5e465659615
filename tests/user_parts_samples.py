"""One valid part of every kind, as a user would make it (every list field and, for the
board, slots and a lane table filled), for the parts editor and `parts` command tests."""

from __future__ import annotations

from typing import Any

SAMPLES: dict[str, dict[str, Any]] = {
    "gpu": {"kind": "gpu", "id": "lab-gpu", "name": "Lab GPU", "model": "GeForce RTX 5090",
            "series": "RTX 5000", "fp32_gflops": 104800.0, "memory_gb": 32.0, "tdp_w": 575.0,
            "length_mm": 304.0, "slot_width": 2.0, "pcie_16pin": 1, "pcie_gen": 5,
            "price_usd": 1999.0, "price_date": "2026-11", "mpn": "LAB-5090",
            "source_url": "https://example.com/5090"},
    "cpu": {"kind": "cpu", "id": "lab-cpu", "name": "Lab CPU", "socket": "AM5", "cores": 16,
            "threads": 32, "base_clock_ghz": 4.3, "tdp_w": 170.0, "pcie_lanes": 24,
            "memory_type": "DDR5", "chipsets": ["X670E", "B650"]},
    "motherboard": {
        "kind": "motherboard", "id": "lab-board", "name": "Lab board", "socket": "AM5",
        "form_factor": "ATX", "chipset": "X670E", "memory_type": "DDR5", "dimm_slots": 4,
        "pcie_slots": [
            {"id": "PCIE1", "position": 1, "mech_lanes": 16, "max_lanes": 16, "gen": 5},
            {"id": "PCIE2", "position": 4, "mech_lanes": 16, "max_lanes": 8, "gen": 5},
            {"id": "PCIE3", "position": 6, "mech_lanes": 16, "max_lanes": 4,
             "source": "chipset", "disabled_by": ["PCIE2"]}],
        "lane_table": [{"cpu_lanes": 16, "populated": ["PCIE1", "PCIE2"],
                        "widths": {"PCIE1": 8, "PCIE2": 8}}]},
    "psu": {"kind": "psu", "id": "lab-psu", "name": "Lab PSU", "watts": 1600.0,
            "efficiency": "platinum", "atx_version": "3.1", "pcie_connectors": 6,
            "pcie_16pin_connectors": 2},
    "chassis": {"kind": "chassis", "id": "lab-chassis", "name": "Lab chassis",
                "form_factors": ["ATX", "E-ATX"], "expansion_slots": 8,
                "max_gpu_length_mm": 400.0, "max_gpu_height_mm": 170.0,
                "max_cooler_height_mm": 180.0, "airflow_cfm": 150.0, "fan_count": 4},
    "memory": {"kind": "memory", "id": "lab-memory", "name": "Lab DDR5 32 GB",
               "memory_type": "DDR5", "capacity_gb": 32.0, "ecc": True},
    "storage": {"kind": "storage", "id": "lab-ssd", "name": "Lab SSD", "storage_kind": "nvme",
                "capacity_gb": 4000.0, "read_mbps": 7000.0},
    "nic": {"kind": "nic", "id": "lab-nic", "name": "Lab 100G", "speed_gbit_s": 100.0,
            "pcie_lanes": 16, "pcie_gen": 4},
    "bridge": {"kind": "bridge", "id": "lab-bridge", "name": "Lab bridge", "spacing_slots": 3,
               "compatible_models": ["GeForce RTX 3090", "RTX A6000"]},
    "cooler": {"kind": "cooler", "id": "lab-cooler", "name": "Lab cooler", "height_mm": 165.0,
               "tdp_rating_w": 250.0, "sockets": ["AM5", "AM4"]},
}
