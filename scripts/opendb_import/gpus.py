"""OpenDB's GPU records as catalog GPU rows (db/README.md).

A card is imported when OpenDB gives its length, its slot width and its TDP (the figures the
fit and power rules cannot do without), whoever made its chip. What OpenDB gives is the
card's own: length, slot width (`total_slot_width`, the cooler's thickness in slots), TDP,
memory, boost clock, interface, cooling and power plugs. What its chip gives (chips.py) is
marked: the model name, series and architecture (names, not figures), CUDA cores where
OpenDB has none of its own or one that differs from NVIDIA's (`estimated`), and the PCIe
generation where the card's interface does not say it (`estimated`). FP32 is 2 x cores x
the card's own boost clock, estimated when the cores are. Not in OpenDB, so `unknown`:
price, height, where the plugs sit, FP16, and the plug counts of a card whose four counts
are all 0 (OpenDB's "not entered", not "none").
"""

from __future__ import annotations

import re
from typing import Any

from .chips import ARCHITECTURE_BY_NAME, CONSUMER, Chip, chip_for
from .fields import DroppedError, Row, base_row, count, figure, release_year, text, within
from .generations import gpu_discontinued

# Figures no real card has: a record giving one is dropped (and counted).
LENGTH_MM = (100.0, 400.0)
TDP_W = (10.0, 1000.0)
SLOT_WIDTH = (1.0, 4.0)
MEMORY_GB = (0.25, 256.0)
BOOST_MHZ = (200.0, 4000.0)
_INTERFACE = re.compile(r"^PCIe(?: (\d)(?:\.\d)?)? x(\d+)$")
COOLING: dict[str, str] = {
    "1 Fan": "open-air", "2 Fans": "open-air", "3 Fans": "open-air", "4 Fans": "open-air",
    "Blower": "blower", "Passive": "passive", "Water Cooled": "liquid", "Hybrid": "liquid",
}
CHIP_MAKERS = ("NVIDIA", "AMD", "Intel")
# What a card can draw by the PCIe CEM: 75 W from the slot, 75 W per 6-pin, 150 W per 8-pin
# (300 W on a workstation or data-center card, whose 8-pin may be an EPS plug), 600 W per
# 16-pin. Some cards run past it (AMD's R9 295X2: 500 W on two 8-pins), so only a TDP past
# PLUG_TOLERANCE times that is taken for a typing error in the TDP or the plugs (a 750 W
# RTX 3060 Ti; an RTX 5080 entered with one 8-pin) and dropped.
SLOT_W = 75
PLUG_TOLERANCE = 1.35
# NVIDIA-made RTX 3000 Founders Editions carry NVIDIA's 12-pin Micro-Fit (docs/build-file.md,
# `pcie_12pin`), which OpenDB enters as a 16-pin or as its adapter's two 8-pin inputs; the
# 3090 Ti's is a real 12VHPWR.
TWELVE_PIN_MODELS = {"GeForce RTX 3060 Ti", "GeForce RTX 3070", "GeForce RTX 3070 Ti",
                     "GeForce RTX 3080", "GeForce RTX 3080 12 GB", "GeForce RTX 3080 Ti",
                     "GeForce RTX 3090"}


def _required(value: float | None, bounds: tuple[float, float], what: str) -> float:
    if value is None:
        raise DroppedError(f"no {what}")
    return within(value, *bounds, f"impossible {what}")  # type: ignore[return-value]


def _plugs(row: Row, data: dict[str, Any], model: str, nvidia_made: bool,
           consumer: bool) -> None:
    plugs = data.get("power_connectors") if isinstance(data.get("power_connectors"),
                                                       dict) else {}
    six = count(plugs.get("pcie_6_pin")) or 0
    eight = count(plugs.get("pcie_8_pin")) or 0
    sixteen = (count(plugs.get("pcie_12VHPWR")) or 0) + (count(plugs.get("pcie_12V_2x6")) or 0)
    if six + eight + sixteen == 0:
        for name in ("pcie_6pin", "pcie_8pin", "pcie_16pin", "pcie_12pin"):
            row.not_given(name)
        return
    deliverable_w = SLOT_W + 75 * six + (150 if consumer else 300) * eight + 600 * sixteen
    if row.values["tdp_w"] > PLUG_TOLERANCE * deliverable_w:
        raise DroppedError("TDP far beyond what its plugs deliver (TDP or plugs mistyped)")
    twelve = 0
    if nvidia_made and model in TWELVE_PIN_MODELS:
        if sixteen:
            twelve, sixteen = sixteen, 0
        elif eight == 2 and not six:  # the two 8-pin inputs of the adapter it ships with
            twelve, eight = 1, 0
    row.set("pcie_6pin", min(six, 8))
    row.set("pcie_8pin", min(eight, 8))
    row.set("pcie_16pin", min(sixteen, 4))
    row.set("pcie_12pin", min(twelve, 4))


def _interface(row: Row, data: dict[str, Any], chip: Chip | None) -> None:
    match = _INTERFACE.match(text(data.get("interface")) or "")
    lanes = int(match.group(2)) if match else None
    if lanes in (1, 2, 4, 8, 16):
        row.set("pcie_lanes", lanes)
    else:
        row.not_given("pcie_lanes")
    if match and match.group(1):
        row.set("pcie_gen", int(match.group(1)))
        return
    architecture = ARCHITECTURE_BY_NAME.get(chip.architecture) if chip else None
    if architecture is not None:
        row.set("pcie_gen", architecture.pcie_gen, estimated=True)
    else:
        row.not_given("pcie_gen")


def _cores_and_fp32(row: Row, data: dict[str, Any], maker: str, chip: Chip | None,
                    memory_gb: float, boost_mhz: float | None) -> list[str]:
    """Sets cuda_cores and fp32_gflops; returns notes for the summary."""
    notes: list[str] = []
    own = count(data.get("core_count"))
    cores: int | None = None
    from_chip = False
    if maker == "NVIDIA":
        chip_cores = chip.cores_for(memory_gb) if chip else None
        if chip_cores is not None and own != chip_cores:
            if own is not None:
                notes.append("OpenDB's CUDA core count differs from NVIDIA's")
            cores, from_chip = chip_cores, True
        else:
            cores = own
        if cores is not None:
            row.set("cuda_cores", cores, estimated=from_chip)
        else:
            row.not_given("cuda_cores")
    else:
        cores = own  # stream processors / Xe lanes: FP32 only, not CUDA cores
    if cores is None or boost_mhz is None:
        row.not_given("fp32_gflops", 0.0)
        return notes
    fp32 = round(2 * cores * boost_mhz / 1000, 1)
    # Non-NVIDIA chips' FP32 conventions differ (dual issue): the product is an estimate.
    row.set("fp32_gflops", fp32, estimated=from_chip or maker != "NVIDIA")
    return notes


def gpu_row(uuid: str, data: dict[str, Any], commit: str) -> tuple[Row, list[str]]:
    """The row of one GPU record and notes for the summary. Raises DroppedError."""
    maker = text(data.get("chipset_manufacturer"))
    chipset = text(data.get("chipset"))
    if maker not in CHIP_MAKERS or chipset is None:
        raise DroppedError("no chip maker or chip")
    row = base_row("gpu", "GPU", uuid, data, commit)
    length = _required(figure(data.get("length")), LENGTH_MM, "length")
    width = _required(figure(data.get("total_slot_width")), SLOT_WIDTH, "slot width")
    tdp = _required(figure(data.get("tdp")), TDP_W, "TDP")
    memory = _required(figure(data.get("memory")), MEMORY_GB, "memory")
    chip = chip_for(maker, chipset)
    model = chip.model if chip else chipset
    nvidia_made = (row.values.get("manufacturer") or "").casefold() == "nvidia"
    row.values.update({
        "model": model,
        "series": chip.series if chip else "other",
        "architecture": chip.architecture if chip else None,
        "length_mm": length, "slot_width": width, "tdp_w": tdp,
        "memory_gb": memory, "memory_type": text(data.get("memory_type")),
        "gpu_count": chip.gpu_count if chip else 1,
        "reference_design": nvidia_made,
    })
    if chip is None:
        row.not_given("architecture")
    year = release_year(data)
    if year is not None:
        row.set("launch_year", year)
    boost = within(figure(data.get("core_boost_clock")), *BOOST_MHZ, "impossible boost clock")
    if boost is not None:
        row.set("boost_clock_mhz", boost)
    else:
        row.not_given("boost_clock_mhz")
    notes = _cores_and_fp32(row, data, maker, chip, memory, boost)
    bus, clock = count(data.get("memory_bus")), figure(data.get("effective_memory_clock"))
    if bus is not None and clock is not None:
        row.set("memory_bandwidth_gb_s", round(bus * clock / 8000, 1))
    else:
        row.not_given("memory_bandwidth_gb_s")
    cooling = COOLING.get(text(data.get("cooling")) or "")
    if cooling is not None:
        row.set("cooler", cooling)
    else:
        row.not_given("cooler")
    _plugs(row, data, model, nvidia_made, chip is not None and chip.line == CONSUMER)
    _interface(row, data, chip)
    if chip is None or chip.line != CONSUMER:
        row.not_given("eps_8pin")  # some workstation and data-center cards take EPS plugs
    if chip is not None and chip.nvlink:
        row.not_given("nvlink")  # the chip can; whether this board has the fingers, not said
    for name in ("height_mm", "power_connector_position", "fp16_gflops", "fp8_gflops",
                 "launch_price_usd"):
        row.not_given(name)
    discontinued = gpu_discontinued(chip, maker, year)
    if discontinued is not None:
        row.set("discontinued", discontinued, estimated=True)
    return row, notes
