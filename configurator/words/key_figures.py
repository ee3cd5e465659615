"""Parts as words: the few key figures that tell parts of one kind apart, the words a field's
value may be (cooler types, PSU tiers, form factors), and the plain-text table of
`configurator catalog`, in the user's language (context "KeyFigures")."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from configurator.model.board_parts import MotherboardSpec
from configurator.model.part_base import PartBase
from configurator.model.parts import (
    BridgeSpec,
    ChassisSpec,
    CoolerSpec,
    CpuSpec,
    GpuSpec,
    MemorySpec,
    NicSpec,
    PsuSpec,
    StorageSpec,
)
from configurator.model.safe_text import drawable

CONTEXT = "KeyFigures"
NO_PARTS_TEXT = "No parts.\n"
Translate = Callable[[str], str]


def key_word(text: str) -> str:
    """A word of this module (marked in the "KeyFigures" context) in the user's language."""
    return QCoreApplication.translate(CONTEXT, text)


HEADERS = (QT_TRANSLATE_NOOP("KeyFigures", "ID"), QT_TRANSLATE_NOOP("KeyFigures", "KIND"),
           QT_TRANSLATE_NOOP("KeyFigures", "NAME"), QT_TRANSLATE_NOOP("KeyFigures", "PRICE"),
           QT_TRANSLATE_NOOP("KeyFigures", "KEY FIGURES"))
PRICE_COLUMN = 3
# The kind column of the table: the same words as `--kind` takes, in English.
KIND_NAMES: dict[str, str] = {
    "gpu": QT_TRANSLATE_NOOP("KeyFigures", "gpu"), "cpu": QT_TRANSLATE_NOOP("KeyFigures", "cpu"),
    "motherboard": QT_TRANSLATE_NOOP("KeyFigures", "motherboard"),
    "psu": QT_TRANSLATE_NOOP("KeyFigures", "psu"),
    "chassis": QT_TRANSLATE_NOOP("KeyFigures", "chassis"),
    "memory": QT_TRANSLATE_NOOP("KeyFigures", "memory"),
    "storage": QT_TRANSLATE_NOOP("KeyFigures", "storage"),
    "nic": QT_TRANSLATE_NOOP("KeyFigures", "nic"),
    "bridge": QT_TRANSLATE_NOOP("KeyFigures", "bridge"),
    "cooler": QT_TRANSLATE_NOOP("KeyFigures", "cooler"),
}

_GPU = QT_TRANSLATE_NOOP("KeyFigures", "{tflops} TFLOPS FP32, {memory} GB, {watts} W, "
                                       "{width} slots, {cooler}")
_CPU = QT_TRANSLATE_NOOP("KeyFigures", "{socket}, {cores}C/{threads}T, {ghz} GHz, {lanes} lanes, "
                                       "{watts} W")
_BOARD = QT_TRANSLATE_NOOP("KeyFigures", "{sockets}, {form}, {slots} PCIe slots, {dimms} DIMMs "
                                         "{memory}")
_PSU = QT_TRANSLATE_NOOP("KeyFigures", "{watts} W, {efficiency}, {plugs} PCIe plugs")
_CHASSIS = QT_TRANSLATE_NOOP("KeyFigures", "{forms}, {slots} slots, GPU <= {length} mm, "
                                           "{cfm} CFM")
_MEMORY = QT_TRANSLATE_NOOP("KeyFigures", "{type} {capacity} GB")
_STORAGE = QT_TRANSLATE_NOOP("KeyFigures", "{kind}, {capacity} GB")
_STORAGE_READ = QT_TRANSLATE_NOOP("KeyFigures", "{kind}, {capacity} GB, {read} MB/s")
_NIC = QT_TRANSLATE_NOOP("KeyFigures", "{speed} Gb/s, x{lanes} gen {gen}")
_BRIDGE = QT_TRANSLATE_NOOP("KeyFigures", "{spacing}-slot, {models} GPU models")
_COOLER = QT_TRANSLATE_NOOP("KeyFigures", "{height} mm, {sockets}")
_COOLER_RATED = QT_TRANSLATE_NOOP("KeyFigures", "{height} mm, {watts} W, {sockets}")
# Field values that are words (cooler, PSU efficiency, storage kind, form factors that are
# not names), and memory's flags.
VALUE_WORDS: dict[str, str] = {
    "blower": QT_TRANSLATE_NOOP("KeyFigures", "blower"),
    "open-air": QT_TRANSLATE_NOOP("KeyFigures", "open-air"),
    "passive": QT_TRANSLATE_NOOP("KeyFigures", "passive"),
    "liquid": QT_TRANSLATE_NOOP("KeyFigures", "liquid"),
    "80+": QT_TRANSLATE_NOOP("KeyFigures", "80+"),
    "bronze": QT_TRANSLATE_NOOP("KeyFigures", "bronze"),
    "silver": QT_TRANSLATE_NOOP("KeyFigures", "silver"),
    "gold": QT_TRANSLATE_NOOP("KeyFigures", "gold"),
    "platinum": QT_TRANSLATE_NOOP("KeyFigures", "platinum"),
    "titanium": QT_TRANSLATE_NOOP("KeyFigures", "titanium"),
    "nvme": QT_TRANSLATE_NOOP("KeyFigures", "nvme"),
    "sata-ssd": QT_TRANSLATE_NOOP("KeyFigures", "sata-ssd"),
    "hdd": QT_TRANSLATE_NOOP("KeyFigures", "hdd"),
    "ECC": QT_TRANSLATE_NOOP("KeyFigures", "ECC"),
    "registered": QT_TRANSLATE_NOOP("KeyFigures", "registered"),
    "proprietary": QT_TRANSLATE_NOOP("KeyFigures", "proprietary"),
    "server": QT_TRANSLATE_NOOP("KeyFigures", "server"),
}


def value_word(value: str, translate: Translate = key_word) -> str:
    """A field's value as a word of the reader's language (other values as they are)."""
    return translate(VALUE_WORDS[value]) if value in VALUE_WORDS else value


def _n(value: float) -> str:
    """A figure without a pointless '.0' (2 slots, 2.5 slots)."""
    return f"{value:g}" if value < 1e6 else f"{value:,.0f}"


UNKNOWN_FIGURE = "?"


def _known(part: PartBase, field: str, text: str) -> str:
    """`text`, or "?" when the part lists `field` as unknown (nobody published it: the value
    in the field is a placeholder: docs/build-file.md)."""
    return UNKNOWN_FIGURE if field in part.unknown else text


def _gpu(p: GpuSpec, tr: Translate) -> str:
    return tr(_GPU).format(tflops=_known(p, "fp32_gflops", f"{p.fp32_gflops / 1000:.1f}"),
                           memory=_n(p.memory_gb), watts=_n(p.tdp_w), width=_n(p.slot_width),
                           cooler=_known(p, "cooler", value_word(p.cooler, tr)))


def _cpu(p: CpuSpec, tr: Translate) -> str:
    return tr(_CPU).format(socket=p.socket, cores=p.cores, threads=p.threads,
                           ghz=f"{p.fastest_clock_ghz:g}",
                           lanes=_known(p, "pcie_lanes", str(p.pcie_lanes)), watts=_n(p.tdp_w))


def _board(p: MotherboardSpec, tr: Translate) -> str:
    sockets = f"{p.cpu_sockets}x {p.socket}" if p.cpu_sockets > 1 else p.socket
    return tr(_BOARD).format(sockets=sockets, form=value_word(p.form_factor, tr),
                             slots=len(p.pcie_slots),
                             dimms=p.dimm_slots, memory=p.memory_type)


def _psu(p: PsuSpec, tr: Translate) -> str:
    return tr(_PSU).format(watts=_n(p.watts),
                           efficiency=_known(p, "efficiency", value_word(p.efficiency, tr)),
                           plugs=_known(p, "pcie_connectors", str(p.pcie_connectors)))


def _chassis(p: ChassisSpec, tr: Translate) -> str:
    forms = "/".join(value_word(form, tr) for form in p.form_factors)
    return tr(_CHASSIS).format(forms=forms, slots=p.expansion_slots,
                               length=_known(p, "max_gpu_length_mm", _n(p.max_gpu_length_mm)),
                               cfm=_known(p, "airflow_cfm", _n(p.airflow_cfm)))


def _memory(p: MemorySpec, tr: Translate) -> str:
    flags = [value_word(flag, tr) for flag, on in (("ECC", p.ecc), ("registered", p.registered))
             if on]
    return ", ".join([tr(_MEMORY).format(type=p.memory_type, capacity=_n(p.capacity_gb)),
                      *flags])


def _storage(p: StorageSpec, tr: Translate) -> str:
    kind = value_word(p.storage_kind, tr)
    if p.read_mbps is None:
        return tr(_STORAGE).format(kind=kind, capacity=_n(p.capacity_gb))
    return tr(_STORAGE_READ).format(kind=kind, capacity=_n(p.capacity_gb), read=_n(p.read_mbps))


def _nic(p: NicSpec, tr: Translate) -> str:
    return tr(_NIC).format(speed=_n(p.speed_gbit_s), lanes=p.pcie_lanes,
                           gen=_known(p, "pcie_gen", str(p.pcie_gen)))


def _bridge(p: BridgeSpec, tr: Translate) -> str:
    return tr(_BRIDGE).format(spacing=p.spacing_slots, models=len(p.compatible_models))


def _cooler(p: CoolerSpec, tr: Translate) -> str:
    sockets = "/".join(p.sockets)
    height = _known(p, "height_mm", _n(p.height_mm))
    if p.tdp_rating_w is None:
        return tr(_COOLER).format(height=height, sockets=sockets)
    return tr(_COOLER_RATED).format(height=height, watts=_n(p.tdp_rating_w), sockets=sockets)


_KEY_FIGURES: dict[str, Callable[[Any, Translate], str]] = {
    "gpu": _gpu, "cpu": _cpu, "motherboard": _board, "psu": _psu, "chassis": _chassis,
    "memory": _memory, "storage": _storage, "nic": _nic, "bridge": _bridge, "cooler": _cooler,
}


def key_figures(part: PartBase, translate: Translate = key_word) -> str:
    """The few numbers that tell parts of one kind apart, as one short line, in the user's
    language (`translate`: another wording, for a test)."""
    describe = _KEY_FIGURES.get(part.kind)
    return describe(part, translate) if describe is not None else ""


def format_price(price_usd: float) -> str:
    # The catalog's default price is 0: "not known", which a dash says better than "$0.00".
    if price_usd <= 0:
        return "-"
    return f"${price_usd:,.0f}" if price_usd == round(price_usd) else f"${price_usd:,.2f}"


def display_width(text: str) -> int:
    """Columns `text` takes in a terminal: Chinese characters take two."""
    return sum(2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1 for ch in text)


def _pad(text: str, width: int, right: bool = False) -> str:
    fill = " " * max(0, width - display_width(text))
    return fill + text if right else text + fill


# Marks in the text table for what is the user's or the team's (plain ASCII, since a
# console or a redirected file may not take the window's star).
ORIGIN_WORDS = {"user": QT_TRANSLATE_NOOP("KeyFigures", "{name} (your part)"),
                "team": QT_TRANSLATE_NOOP("KeyFigures", "{name} (team part)")}
USER_PRICE_SUFFIX = "*"
USER_PRICE_LEGEND = QT_TRANSLATE_NOOP(
    "KeyFigures", "* your own price (the catalog's: --format json gives catalog_price_usd)")


def format_parts_text(parts: Iterable[PartBase], catalog: Any = None,
                      translate: Translate = key_word) -> str:
    """A plain-text table, columns aligned: id, kind, name, price, key figures, in the user's
    language. With the `catalog` they come from, the user's and the team's parts and the
    user's own prices are marked."""
    priced_by_user = False
    rows = []
    for p in parts:
        # (One line a part, whatever its name holds: safe_text.drawable.)
        name, price = drawable(p.name), format_price(p.price_usd)
        if catalog is not None:
            origin = catalog.origin(p.id)
            if origin in ORIGIN_WORDS:
                name = translate(ORIGIN_WORDS[origin]).format(name=name)
            if catalog.has_price_override(p.id):
                price += USER_PRICE_SUFFIX
                priced_by_user = True
        rows.append((p.id, translate(KIND_NAMES.get(p.kind, p.kind)), name, price,
                     key_figures(p, translate)))
    if not rows:
        return NO_PARTS_TEXT
    headers = tuple(translate(header) for header in HEADERS)
    widths = [max(display_width(row[i]) for row in [headers, *rows])
              for i in range(len(headers) - 1)]

    def line(cells: tuple[str, ...]) -> str:
        aligned = [_pad(cell, widths[i], right=i == PRICE_COLUMN)
                   for i, cell in enumerate(cells[:-1])]
        return "  ".join([*aligned, cells[-1]]).rstrip()

    legend = [translate(USER_PRICE_LEGEND)] if priced_by_user else []
    return "\n".join([*(line(row) for row in [headers, *rows]), *legend]) + "\n"
