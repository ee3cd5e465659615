"""Parts as text and JSON for the command line (`configurator catalog`, DESIGN.md section 5)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from configurator.model.parts import (
    BridgeSpec,
    ChassisSpec,
    CoolerSpec,
    CpuSpec,
    GpuSpec,
    MemorySpec,
    MotherboardSpec,
    NicSpec,
    PartBase,
    PsuSpec,
    StorageSpec,
)

HEADERS = ("ID", "KIND", "NAME", "PRICE", "KEY FIGURES")
NO_PARTS_TEXT = "No parts.\n"


def _n(value: float) -> str:
    """A figure without a pointless '.0' (2 slots, 2.5 slots)."""
    return f"{value:g}" if value < 1e6 else f"{value:,.0f}"


def _gpu(p: GpuSpec) -> str:
    return (f"{p.fp32_gflops / 1000:.1f} TFLOPS FP32, {_n(p.memory_gb)} GB, {_n(p.tdp_w)} W, "
            f"{_n(p.slot_width)} slots, {p.cooler}")


def _cpu(p: CpuSpec) -> str:
    return (f"{p.socket}, {p.cores}C/{p.threads}T, {p.fastest_clock_ghz:g} GHz, "
            f"{p.pcie_lanes} lanes, {_n(p.tdp_w)} W")


def _board(p: MotherboardSpec) -> str:
    sockets = f"{p.cpu_sockets}x {p.socket}" if p.cpu_sockets > 1 else p.socket
    return (f"{sockets}, {p.form_factor}, {len(p.pcie_slots)} PCIe slots, "
            f"{p.dimm_slots} DIMMs {p.memory_type}")


def _psu(p: PsuSpec) -> str:
    return f"{_n(p.watts)} W, {p.efficiency}, {p.pcie_connectors} PCIe plugs"


def _chassis(p: ChassisSpec) -> str:
    return (f"{'/'.join(p.form_factors)}, {p.expansion_slots} slots, GPU <= "
            f"{_n(p.max_gpu_length_mm)} mm, {_n(p.airflow_cfm)} CFM")


def _memory(p: MemorySpec) -> str:
    flags = [flag for flag, on in (("ECC", p.ecc), ("registered", p.registered)) if on]
    return ", ".join([f"{p.memory_type} {_n(p.capacity_gb)} GB", *flags])


def _storage(p: StorageSpec) -> str:
    read = f", {_n(p.read_mbps)} MB/s" if p.read_mbps is not None else ""
    return f"{p.storage_kind}, {_n(p.capacity_gb)} GB{read}"


def _nic(p: NicSpec) -> str:
    return f"{_n(p.speed_gbit_s)} Gb/s, x{p.pcie_lanes} gen {p.pcie_gen}"


def _bridge(p: BridgeSpec) -> str:
    return f"{p.spacing_slots}-slot, {len(p.compatible_models)} GPU models"


def _cooler(p: CoolerSpec) -> str:
    rating = f", {_n(p.tdp_rating_w)} W" if p.tdp_rating_w is not None else ""
    return f"{_n(p.height_mm)} mm{rating}, {'/'.join(p.sockets)}"


_KEY_FIGURES: dict[str, Callable[[Any], str]] = {
    "gpu": _gpu, "cpu": _cpu, "motherboard": _board, "psu": _psu, "chassis": _chassis,
    "memory": _memory, "storage": _storage, "nic": _nic, "bridge": _bridge, "cooler": _cooler,
}


def key_figures(part: PartBase) -> str:
    """The few numbers that tell parts of one kind apart, as one short line."""
    describe = _KEY_FIGURES.get(part.kind)
    return describe(part) if describe is not None else ""


def format_price(price_usd: float) -> str:
    # The catalog's default price is 0: "not known", which a dash says better than "$0.00".
    if price_usd <= 0:
        return "-"
    return f"${price_usd:,.0f}" if price_usd == round(price_usd) else f"${price_usd:,.2f}"


def format_parts_text(parts: Iterable[PartBase]) -> str:
    """A plain-text table, columns aligned: id, kind, name, price, key figures."""
    rows = [
        (p.id, p.kind, p.name, format_price(p.price_usd), key_figures(p)) for p in parts
    ]
    if not rows:
        return NO_PARTS_TEXT
    widths = [max(len(row[i]) for row in [HEADERS, *rows]) for i in range(len(HEADERS) - 1)]
    price_column = HEADERS.index("PRICE")

    def line(cells: tuple[str, ...]) -> str:
        aligned = [
            cell.rjust(widths[i]) if i == price_column else cell.ljust(widths[i])
            for i, cell in enumerate(cells[:-1])
        ]
        return "  ".join([*aligned, cells[-1]]).rstrip()

    return "\n".join(line(row) for row in [HEADERS, *rows]) + "\n"


def parts_to_json(parts: Iterable[PartBase]) -> list[dict[str, Any]]:
    """Every field of each part's kind, `kind` included, as JSON-ready data."""
    return [part.model_dump(mode="json") for part in parts]
