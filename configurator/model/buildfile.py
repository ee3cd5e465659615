"""Reading and writing `*.gwb` build files (docs/build-file.md; `*.gwb.json` files, as
earlier versions saved them, open the same way: the content is the same JSON).

The reader refuses bad input with one `BuildFileError` whose message names the place (a JSON
path such as `gpus[1].slot`, or a line and column); it never lets another exception out.
The writer replaces the file atomically (`safe_files`) and keeps the previous one as
`NAME.gwb.bak`.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Protocol

from pydantic import ValidationError

from configurator.model import limits
from configurator.model.build import (
    FORMAT_NAME,
    FORMAT_VERSION,
    Build,
    Counted,
    PartsSnapshot,
    PlacedBridge,
    PlacedGpu,
    PlacedNic,
    PsuSet,
    ResolvedBuild,
)
from configurator.model.json_input import (
    BuildFileError,
    checked_version,
    decode_bytes,
    describe_value,
    json_path,
    parse_json_text,
    refuse,
    too_large,
)
from configurator.model.messages import Message, T, message
from configurator.model.part_base import KIND_WORDS, PartBase
from configurator.model.safe_files import UnsafeFileError, read_regular_file, write_bytes_atomic
from configurator.model.validation_messages import validation_message

__all__ = ["OPEN_SUFFIXES", "SUFFIX", "BuildFileError", "LoadedBuild", "PartLookup",
           "build_file_stem", "build_from_data", "decode_bytes", "dumps_build",
           "is_build_file_name", "json_path", "parse_json_text", "read_build",
           "read_build_bytes", "resolve", "with_build_suffix", "write_build",
           "write_text_atomic"]

# New files are saved as NAME.gwb: one suffix, so Windows and macOS associate it with the
# app; NAME.gwb.json, the suffix of earlier versions, still opens.
SUFFIX = ".gwb"
OLD_SUFFIX = ".gwb.json"
OPEN_SUFFIXES = (SUFFIX, OLD_SUFFIX)


def is_build_file_name(name: str) -> bool:
    return name.lower().endswith(OPEN_SUFFIXES)


def build_file_stem(name: str) -> str:
    """NAME of NAME.gwb or NAME.gwb.json (the name itself when it has neither)."""
    for suffix in (OLD_SUFFIX, SUFFIX):
        if name.lower().endswith(suffix):
            return name[: -len(suffix)]
    return name


def titled_by_file(resolved: ResolvedBuild, path: str | Path | None) -> ResolvedBuild:
    """`resolved` with its build named after its file when it has no name of its own (the
    bill of materials of an unnamed "lab-2026.gwb" is titled "lab-2026", not "Untitled
    build"); the build itself is not changed (what is saved keeps its empty name)."""
    if resolved.build.name.strip() or path is None:
        return resolved
    stem = build_file_stem(Path(path).name).strip()
    if not stem:
        return resolved
    return replace(resolved, build=resolved.build.model_copy(update={"name": stem}))


def with_build_suffix(path: str) -> str:
    """A path typed into a save dialog, with .gwb added unless it names a build file."""
    return path if is_build_file_name(path) else path + SUFFIX

# Migrations from an older format version to the next one: {old_version: function(dict)->dict}.
MIGRATIONS: dict[int, Callable[[dict], dict]] = {}


class PartLookup(Protocol):
    def get(self, part_id: str) -> PartBase | None: ...


@dataclass
class LoadedBuild:
    build: Build
    resolved: ResolvedBuild
    notices: list[Message] = field(default_factory=list)


# --- reading ------------------------------------------------------------------------------


def _migrate(data: dict) -> dict:
    version = checked_version(data, FORMAT_VERSION)
    while version < FORMAT_VERSION:
        migrate = MIGRATIONS.get(version)
        if migrate is None:
            raise refuse(T("unknown format version {version}"), "version", version=version)
        data = migrate(data)
        version = data["version"]
    return data


def build_from_data(data: Any) -> Build:
    if not isinstance(data, dict):
        raise refuse(T("a build file holds one JSON object, not {got}"),
                     got=describe_value(data))
    if data.get("format") != FORMAT_NAME:
        if "format" not in data:
            raise refuse(T("not a build file: the key {key} is missing"),
                         key=f'"format": "{FORMAT_NAME}"')
        raise refuse(T("not a build file: format is {got}, expected {expected!r}"), "format",
                     got=describe_value(data.get("format")), expected=FORMAT_NAME)
    if "version" not in data:
        raise refuse(T("required key is missing"), "version")
    data = _migrate(data)
    try:
        return Build.model_validate(data, strict=True)
    except ValidationError as error:
        raise validation_message(error) from None


class _Resolver:
    def __init__(self, build: Build, lookup: PartLookup | None) -> None:
        self.build = build
        self.lookup = lookup
        self.custom: dict[str, PartBase] = {}
        self.snapshot: dict[str, PartBase] = {}
        self.notices: list[Message] = []
        self.from_snapshot: list[str] = []
        for index, part in enumerate(build.custom_parts):
            if part.id in self.custom:
                raise refuse(T("custom part id {id!r} is used twice"),
                             f"custom_parts[{index}].id", id=part.id)
            self.custom[part.id] = part
            if lookup is not None and lookup.get(part.id) is not None:
                self.notices.append(message(
                    T("Custom part {id!r} ({name}) replaces the catalog part of the same id in "
                      "this file."), id=part.id, name=part.name))
        if build.parts_snapshot is not None:
            self.snapshot = {part.id: part for part in build.parts_snapshot.parts}

    def part(self, part_id: str, kind: str, where: str) -> PartBase:
        part = self.custom.get(part_id)
        if part is None and self.lookup is not None:
            part = self.lookup.get(part_id)
        if part is None and part_id in self.snapshot:
            part = self.snapshot[part_id]
            if part_id not in self.from_snapshot:
                self.from_snapshot.append(part_id)
                self.notices.append(message(
                    T("Part {id!r} ({name}) is no longer in the catalog; its specification was "
                      "taken from the copy saved in this file."), id=part_id, name=part.name))
        if part is None:
            raise refuse(T("unknown part {id!r}: not in the catalog, the file's custom parts or "
                           "its saved snapshot"), where, id=part_id)
        if part.kind != kind:
            raise refuse(T("part {id!r} is a {kind}, not a {expected}"), where, id=part_id,
                         kind=message(KIND_WORDS[part.kind]), expected=message(KIND_WORDS[kind]))
        return part

    def board(self, part_id: str, slots_named: set[str]) -> PartBase:
        """The motherboard; when the catalog has since corrected its slot map and the file's
        cards stand in slots it no longer has, the board as saved in the file (so the file
        still opens as it was, and the user is told how to take the catalog's)."""
        board = self.part(part_id, "motherboard", "motherboard")
        saved = self.snapshot.get(part_id)
        if (part_id in self.custom or saved is None or saved.kind != "motherboard"
                or saved == board):
            return board
        have = {slot.id for slot in board.pcie_slots}
        if slots_named <= have or not slots_named <= {slot.id for slot in saved.pcie_slots}:
            return board
        self.notices.append(message(
            T("The catalog's {name} has other slots now than when this file was saved (the "
              "file names {slots}); the board as saved in this file is used. Choose the board "
              "again to take the catalog's."),
            name=board.name, slots=", ".join(sorted(slots_named - have))))
        return saved


def _slots_named(build: Build) -> set[str]:
    named = {card.slot for card in [*build.gpus, *build.nics] if card.slot}
    return named | {slot for bridge in build.bridges for slot in bridge.between}


def resolve(build: Build, lookup: PartLookup | None) -> LoadedBuild:
    """Replace every part id by its spec and check the references between sections."""
    r = _Resolver(build, lookup)
    resolved = ResolvedBuild(build=build)
    if build.chassis:
        resolved.chassis = r.part(build.chassis, "chassis", "chassis")
    if build.motherboard:
        resolved.motherboard = r.board(build.motherboard, _slots_named(build))
    resolved.cpus = [r.part(cpu, "cpu", f"cpus[{i}]") for i, cpu in enumerate(build.cpus)]
    if build.cpu_cooler:
        resolved.cpu_cooler = Counted(
            r.part(build.cpu_cooler.part, "cooler", "cpu_cooler.part"), build.cpu_cooler.qty
        )
    resolved.memory = [
        Counted(r.part(m.part, "memory", f"memory[{i}].part"), m.qty)
        for i, m in enumerate(build.memory)
    ]
    resolved.storage = [
        Counted(r.part(s.part, "storage", f"storage[{i}].part"), s.qty)
        for i, s in enumerate(build.storage)
    ]
    if build.psu:
        resolved.psu = PsuSet(
            r.part(build.psu.part, "psu", "psu.part"), build.psu.qty, build.psu.redundant
        )
    board = resolved.motherboard

    def check_slot(slot: str | None, where: str) -> None:
        if slot is None:
            return
        if build.motherboard is None:
            raise refuse(T("slot {slot!r} is given but the build has no motherboard; without "
                           "one every slot must be null"), where, slot=slot)
        if board.slot(slot) is None:
            if not board.pcie_slots:
                raise refuse(T("the motherboard {board} has no PCIe slots; {slot!r} is not one"),
                             where, board=board.name, slot=slot)
            raise refuse(T("the motherboard {board} has no slot {slot!r} (its slots: {names})"),
                         where, board=board.name, slot=slot,
                         names=", ".join(s.id for s in board.pcie_slots))

    for i, nic in enumerate(build.nics):
        check_slot(nic.slot, f"nics[{i}].slot")
        spec = r.part(nic.part, "nic", f"nics[{i}].part")
        resolved.nics.append(PlacedNic(spec, nic.qty, nic.slot, i))
    for i, gpu in enumerate(build.gpus):
        check_slot(gpu.slot, f"gpus[{i}].slot")
        spec = r.part(gpu.part, "gpu", f"gpus[{i}].part")
        resolved.gpus.append(PlacedGpu(spec, gpu.slot, gpu.power_limit_w, i))
    gpu_in_slot = {g.slot: g for g in resolved.gpus if g.slot}
    links_used: dict[str, int] = {}
    for i, bridge in enumerate(build.bridges):
        spec = r.part(bridge.part, "bridge", f"bridges[{i}].part")
        for j, slot in enumerate(bridge.between):
            where = f"bridges[{i}].between[{j}]"
            check_slot(slot, where)
            gpu = gpu_in_slot.get(slot)
            if gpu is None:
                raise refuse(T("no GPU stands in slot {slot!r} for this bridge"), where, slot=slot)
            links_used[slot] = links_used.get(slot, 0) + 1
            if links_used[slot] > gpu.spec.nvlink_links:
                raise refuse(T("the card in slot {slot!r} ({name}) takes {links} NVLink "
                               "bridge(s); this is one more"), where, slot=slot,
                             name=gpu.spec.name, links=gpu.spec.nvlink_links)
        resolved.bridges.append(PlacedBridge(spec, (bridge.between[0], bridge.between[1]), i))
    return LoadedBuild(build, resolved, r.notices)


def read_build_bytes(data: bytes, lookup: PartLookup | None) -> LoadedBuild:
    """Parse, validate and resolve; every refusal is a BuildFileError."""
    try:
        build = build_from_data(parse_json_text(decode_bytes(data)))
        return resolve(build, lookup)
    except BuildFileError:
        raise
    except RecursionError:
        raise refuse(T("nesting deeper than {levels} levels"),
                     levels=limits.MAX_NESTING) from None
    except (ValueError, TypeError, KeyError, AttributeError) as error:  # last guard: no traceback
        raise refuse(T("cannot read this build: {error}"), error=str(error)) from None


def read_build(path: str | os.PathLike, lookup: PartLookup | None) -> LoadedBuild:
    """The build file at `path`; a refusal of the file itself (not an ordinary file, too
    large) has no place: every caller names the file beside the message."""
    try:
        data = read_regular_file(path, limits.MAX_FILE_BYTES)
    except UnsafeFileError as error:
        raise BuildFileError(error.message) from None
    if len(data) > limits.MAX_FILE_BYTES:
        # Only the limit and a byte were read: the size is the file's own (F13 of issue 29).
        try:
            size = max(os.stat(path).st_size, len(data))
        except OSError:
            size = len(data)
        raise too_large(size)
    return read_build_bytes(data, lookup)


# --- writing ------------------------------------------------------------------------------


def build_with_snapshot(loaded: ResolvedBuild, catalog_version: str) -> Build:
    """The build as it is saved: the specs of its catalog parts copied into the file."""
    build = loaded.build
    custom_ids = {part.id for part in build.custom_parts}
    catalog_parts = [p for p in loaded.all_parts() if p.id not in custom_ids]
    snapshot = PartsSnapshot(catalog_version=catalog_version, parts=catalog_parts)
    return build.model_copy(update={"parts_snapshot": snapshot if catalog_parts else None})


def dumps_build(build: Build) -> str:
    return json.dumps(build.to_json_dict(), indent=2, ensure_ascii=False, allow_nan=False) + "\n"


def write_text_atomic(path: str | os.PathLike, text: str, keep_backup: bool = True) -> None:
    """Replace the file atomically (through a link, keeping its mode; see `safe_files`), the
    old one kept as NAME.bak."""
    write_bytes_atomic(path, text.encode("utf-8"), keep_backup=keep_backup)


def write_build(path: str | os.PathLike, resolved: ResolvedBuild, catalog_version: str) -> Build:
    """Save a build with its parts snapshot; returns the build as written."""
    build = build_with_snapshot(resolved, catalog_version)
    write_text_atomic(path, dumps_build(build))
    return build
