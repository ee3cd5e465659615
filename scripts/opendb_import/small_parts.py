"""OpenDB's memory kits, drives and network cards as catalog rows (db/README.md).

A memory row is one module of the kit (the catalog counts modules); its name keeps the
kit's. A network card's speed, ports and slot come from OpenDB's name, the only field its
NetworkCard records have ("Intel X550-T2 2 x 10 Gb/s Ethernet PCIe x4").
"""

from __future__ import annotations

import re
from typing import Any

from .fields import DroppedError, Row, base_row, figure, text, within

MODULE_GB = (0.5, 512.0)
DRIVE_GB = (1.0, 1_000_000.0)
MEMORY_TYPES = ("DDR3", "DDR4", "DDR5")
_SPEED = re.compile(r"(?:(\d+(?:\.\d+)?) ?(Gb|Mb)/s|(10 ?)?Gigabit)", re.IGNORECASE)
_PCIE = re.compile(r"\bPCIe x(\d+)\b")
_OTHER_BUS = re.compile(r"\b(USB|PCI(?!e)|PCI-X)\b")


def memory_row(uuid: str, data: dict[str, Any], commit: str) -> Row:
    kind = text(data.get("ram_type"))
    if kind not in MEMORY_TYPES:
        raise DroppedError("memory type outside the catalog's (DDR3, DDR4, DDR5)")
    form = text(data.get("form_factor")) or ""
    if "SO-DIMM" in form:
        raise DroppedError("SO-DIMM (notebook) modules")
    row = base_row("memory", "RAM", uuid, data, commit)
    modules = data.get("modules") if isinstance(data.get("modules"), dict) else {}
    module_gb = figure(modules.get("capacity_gb"))
    if module_gb is None:
        total, quantity = figure(data.get("capacity")), figure(modules.get("quantity"))
        module_gb = total / quantity if total is not None and quantity is not None else None
    if module_gb is None:
        raise DroppedError("no module capacity")
    row.values.update({"memory_type": kind,
                       "capacity_gb": within(module_gb, *MODULE_GB, "impossible capacity")})
    ecc = {"ECC": True, "Non-ECC": False}.get(text(data.get("ecc")) or "")
    if ecc is not None:
        row.set("ecc", ecc)
    else:
        row.not_given("ecc")
    registered = {"Registered": True, "Load Reduced": True, "Unbuffered": False}.get(
        text(data.get("registered")) or "")
    if registered is not None:
        row.set("registered", registered)
    else:
        row.not_given("registered")
    return row


def storage_row(uuid: str, data: dict[str, Any], commit: str) -> Row:
    row = base_row("storage", "Storage", uuid, data, commit)
    kind = text(data.get("storage_type"))
    if kind in ("HDD", "SSHD"):
        row.set("storage_kind", "hdd")
    elif kind == "SSD":
        nvme = data.get("nvme") is True or "PCIe" in (text(data.get("interface")) or "")
        row.set("storage_kind", "nvme" if nvme else "sata-ssd")
    else:
        raise DroppedError("no drive type")
    capacity = figure(data.get("capacity"))
    if capacity is None:
        raise DroppedError("no capacity")
    row.set("capacity_gb", within(capacity, *DRIVE_GB, "impossible capacity"))
    row.not_given("read_mbps")
    return row


def nic_row(uuid: str, data: dict[str, Any], commit: str) -> Row:
    row = base_row("nic", "NetworkCard", uuid, data, commit)
    name = row.values["name"]
    slot = _PCIE.search(name)
    if slot is None:
        raise DroppedError("not a PCIe card (USB, PCI or PCI-X)" if _OTHER_BUS.search(name)
                      else "no bus in the name")
    lanes = int(slot.group(1))
    if lanes not in (1, 2, 4, 8, 16):
        raise DroppedError("impossible lane count")
    speed = _SPEED.search(name)
    if speed is None:
        raise DroppedError("no speed in the name")
    if speed.group(1):
        gbit = float(speed.group(1)) / (1000 if speed.group(2).lower() == "mb" else 1)
    else:
        gbit = 10.0 if speed.group(3) else 1.0
    row.values.update({"speed_gbit_s": gbit, "pcie_lanes": lanes, "slot_width": 1.0})
    for field in ("power_w", "pcie_gen"):
        row.not_given(field)
    return row
