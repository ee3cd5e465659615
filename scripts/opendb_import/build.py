"""The import as a whole: every record of a snapshot mapped, checked against the part
model, duplicates within OpenDB merged, and what was dropped counted."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from configurator.catalog.shipped.product_keys import product_keys
from configurator.model.part_base import PartBase
from configurator.model.parts import PART_TYPES

from .fields import DroppedError, Row
from .gpus import gpu_row
from .platform_parts import chassis_row, cooler_row, cpu_row, psu_row
from .small_parts import memory_row, nic_row, storage_row
from .snapshot import Snapshot, iter_folder


def _gpu(uuid: str, data: dict[str, Any], commit: str) -> tuple[Row, list[str]]:
    return gpu_row(uuid, data, commit)


def _plain(mapper: Callable[[str, dict[str, Any], str], Row]) -> Callable[
        [str, dict[str, Any], str], tuple[Row, list[str]]]:
    return lambda uuid, data, commit: (mapper(uuid, data, commit), [])


# OpenDB's folder -> the catalog kind and the mapping of one record.
MAPPERS: dict[str, tuple[str, Callable[[str, dict[str, Any], str], tuple[Row, list[str]]]]] = {
    "GPU": ("gpu", _gpu),
    "PCCase": ("chassis", _plain(chassis_row)),
    "PSU": ("psu", _plain(psu_row)),
    "CPUCooler": ("cooler", _plain(cooler_row)),
    "CPU": ("cpu", _plain(cpu_row)),
    "RAM": ("memory", _plain(memory_row)),
    "Storage": ("storage", _plain(storage_row)),
    "NetworkCard": ("nic", _plain(nic_row)),
}


class MappingError(Exception):
    """A mapped row the part model refuses: a bug in the mapping, never OpenDB's fault."""


@dataclass
class KindResult:
    kind: str
    read: int = 0
    parts: list[PartBase] = field(default_factory=list)
    dropped: Counter[str] = field(default_factory=Counter)
    duplicates: int = 0
    notes: Counter[str] = field(default_factory=Counter)


def _validated(row: Row) -> PartBase:
    values = row.finished()
    spec_type = PART_TYPES[row.kind]
    extra = [name for name in values if name not in spec_type.model_fields]
    if extra:
        raise MappingError(f"{values['id']}: no field {', '.join(extra)} on a {row.kind} part")
    try:
        return spec_type.model_validate(values)
    except ValidationError as error:
        raise MappingError(f"{values['id']}: the part model refuses the row:\n{error}") from None


# The figures two records of one product agree on. OpenDB lists the odd wrong part number (a
# Radeon RX 9060 XT with the RX 9070 XT's), so records sharing a part number but not these
# are kept apart.
def _figures(part: PartBase) -> tuple[Any, ...]:
    names = {"gpu": ("model", "memory_gb", "length_mm", "tdp_w", "slot_width"),
             "chassis": ("expansion_slots", "max_gpu_length_mm"), "psu": ("watts",),
             "cooler": ("height_mm",), "cpu": ("socket", "cores", "base_clock_ghz"),
             "memory": ("memory_type", "capacity_gb"),
             "storage": ("storage_kind", "capacity_gb"), "nic": ("speed_gbit_s", "pcie_lanes")}
    return tuple(round(value) if isinstance(value, float) else value
                 for value in (getattr(part, name) for name in names.get(part.kind, ())))


def _merge_duplicates(parts: list[PartBase]) -> tuple[list[PartBase], int]:
    """One row per product: records sharing a maker and a part number, and agreeing on their
    key figures, are one product entered twice; the one with the fewest unknown fields stays
    (then the lowest id). Returns the rows kept, in id order, and how many were merged."""
    parent = list(range(len(parts)))

    def root(index: int) -> int:
        while parent[index] != index:
            parent[index] = parent[parent[index]]
            index = parent[index]
        return index

    first_with: dict[tuple[Any, ...], int] = {}
    for index, part in enumerate(parts):
        figures = _figures(part)
        for key in sorted(product_keys(part)):
            other = first_with.setdefault((*key, figures), index)
            if other != index:
                parent[root(index)] = root(other)
    groups: dict[int, list[PartBase]] = defaultdict(list)
    for index, part in enumerate(parts):
        groups[root(index)].append(part)
    kept = [min(group, key=lambda p: (len(p.unknown), p.id)) for group in groups.values()]
    kept.sort(key=lambda p: p.id)
    return kept, len(parts) - len(kept)


def import_snapshot(snapshot: Snapshot, commit: str) -> dict[str, KindResult]:
    """Every imported kind's rows (validated specs, in id order) and its counts."""
    results: dict[str, KindResult] = {}
    for folder, (kind, mapper) in MAPPERS.items():
        result = KindResult(kind)
        parts: list[PartBase] = []
        for record in iter_folder(snapshot, folder):
            result.read += 1
            if record.data is None:
                result.dropped[f"unreadable file ({record.problem.split(' (')[0]})"] += 1
                continue
            try:
                row, notes = mapper(record.uuid, record.data, commit)
            except DroppedError as dropped:
                result.dropped[dropped.reason] += 1
                continue
            result.notes.update(notes)
            parts.append(_validated(row))
        result.parts, result.duplicates = _merge_duplicates(parts)
        results[kind] = result
    return results
