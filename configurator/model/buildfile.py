"""Reading and writing `*.gwb.json` build files (DESIGN.md section 3).

The reader refuses bad input with one `BuildFileError` whose message names the place (a JSON
path such as `gpus[1].slot`, or a line and column); it never lets another exception out.
The writer replaces the file atomically and keeps the previous one as `NAME.gwb.json.bak`.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from pydantic import ValidationError

from configurator.model import limits
from configurator.model.build import (
    FORMAT_NAME,
    FORMAT_VERSION,
    OUTLET_PRESETS,
    Build,
    Counted,
    PartsSnapshot,
    PlacedBridge,
    PlacedGpu,
    PlacedNic,
    PsuSet,
    ResolvedBuild,
)
from configurator.model.parts import PartBase

SUFFIX = ".gwb.json"

# Migrations from an older format version to the next one: {old_version: function(dict)->dict}.
MIGRATIONS: dict[int, Callable[[dict], dict]] = {}


class BuildFileError(Exception):
    """A build file that cannot be used; `str()` is the one message for the user."""

    def __init__(self, message: str, where: str | None = None) -> None:
        self.where = where
        self.detail = message
        super().__init__(f"{where}: {message}" if where else message)


class PartLookup(Protocol):
    def get(self, part_id: str) -> PartBase | None: ...


@dataclass
class LoadedBuild:
    build: Build
    resolved: ResolvedBuild
    notices: list[str] = field(default_factory=list)


# --- parsing ------------------------------------------------------------------------------

_TOKEN_RE = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.DOTALL)


def _line_col(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    col = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return line, col


def _check_nesting(text: str) -> None:
    depth = 0
    for match in _TOKEN_RE.finditer(text):
        token = match.group()
        if token in "[{":
            depth += 1
            if depth > limits.MAX_NESTING:
                line, col = _line_col(text, match.start())
                raise BuildFileError(
                    f"nesting deeper than {limits.MAX_NESTING} levels", f"line {line}, column {col}"
                )
        elif token in "]}":
            depth -= 1


def _refuse_constant(name: str) -> Any:
    raise BuildFileError(f"{name} is not a number a build file may hold")


def _object_without_duplicates(pairs: list[tuple[str, Any]]) -> dict:
    result: dict = {}
    for key, value in pairs:
        if key in result:
            raise BuildFileError(f"key {key!r} appears twice in one object")
        result[key] = value
    return result


def parse_json_text(text: str) -> Any:
    if not text.strip():
        raise BuildFileError("the file is empty")
    _check_nesting(text)
    try:
        return json.loads(
            text, parse_constant=_refuse_constant, object_pairs_hook=_object_without_duplicates
        )
    except json.JSONDecodeError as error:
        raise BuildFileError(
            f"not valid JSON: {error.msg}", f"line {error.lineno}, column {error.colno}"
        ) from None
    except RecursionError:
        raise BuildFileError(f"nesting deeper than {limits.MAX_NESTING} levels") from None


def decode_bytes(data: bytes) -> str:
    if len(data) > limits.MAX_FILE_BYTES:
        raise BuildFileError(
            f"the file is {len(data) / 1e6:.1f} MB; build files are at most "
            f"{limits.MAX_FILE_BYTES // (1024 * 1024)} MB"
        )
    if not data.strip():
        raise BuildFileError("the file is empty")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line, col = _line_col(data[: error.start].decode("utf-8", "replace"), error.start)
        raise BuildFileError(
            "not a text file (bytes that are not UTF-8); is this a build file?",
            f"line {line}, column {col}",
        ) from None
    if "\x00" in text:
        line, col = _line_col(text, text.index("\x00"))
        raise BuildFileError("not a text file (it holds NUL bytes)", f"line {line}, column {col}")
    return text


# --- validation messages ------------------------------------------------------------------


_PLAIN_KEY_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,60}$")


def json_path(loc: tuple) -> str:
    path = ""
    for item in loc:
        if isinstance(item, int):
            path += f"[{item}]"
        elif _PLAIN_KEY_RE.match(str(item)):
            path += f".{item}" if path else str(item)
        else:  # a key a user did not mean to type: show it quoted, control characters escaped
            shown = str(item) if len(str(item)) <= 40 else str(item)[:37] + "..."
            path += f"[{json.dumps(shown)}]"
    return path or "(top level)"


_PART_KINDS = {"gpu", "cpu", "motherboard", "psu", "chassis", "memory", "storage", "nic",
               "bridge", "cooler"}


def _clean_loc(loc: tuple) -> tuple:
    # Union branches show up in pydantic locations ('outlet', 'CustomOutlet', 'volts'; a part's
    # kind tag after its list index); a user knows only the keys of the file.
    cleaned: list = []
    for index, item in enumerate(loc):
        if isinstance(item, str) and (
            item in ("CustomOutlet", "str", "float", "int", "list[...]", "dict[...]")
            or item.startswith(("literal[", "function-"))
            or (item in _PART_KINDS and index > 0 and isinstance(loc[index - 1], int))
        ):
            continue
        cleaned.append(item)
    return tuple(cleaned)


def _describe(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, str):
        shown = value if len(value) <= 40 else value[:37] + "..."
        return f"the text {shown!r}"
    if isinstance(value, (int, float)):
        if isinstance(value, int) or (value.is_integer() and abs(value) < 1e15):
            return str(int(value))
        return repr(value)
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def _message_for(error: dict) -> str:
    kind = error["type"]
    ctx = error.get("ctx") or {}
    given = error.get("input")
    if kind == "extra_forbidden":
        return "unknown key"
    if kind == "missing":
        return "required key is missing"
    if kind in ("greater_than_equal", "greater_than"):
        bound = _describe(ctx.get("ge", ctx.get("gt")))
        return f"must be at least {bound} (got {_describe(given)})"
    if kind in ("less_than_equal", "less_than"):
        bound = _describe(ctx.get("le", ctx.get("lt")))
        return f"must be at most {bound} (got {_describe(given)})"
    if kind == "string_too_long":
        return f"text longer than {ctx.get('max_length')} characters"
    if kind == "string_too_short":
        return "must not be empty"
    if kind == "too_long":
        return f"more than {ctx.get('max_length')} items"
    if kind == "too_short":
        return f"needs at least {ctx.get('min_length')} items"
    if kind in ("int_type", "int_parsing", "int_from_float"):
        return f"should be a whole number (got {_describe(given)})"
    if kind in ("float_type", "float_parsing"):
        return f"should be a number (got {_describe(given)})"
    if kind == "string_type":
        return f"should be text (got {_describe(given)})"
    if kind == "bool_type":
        return f"should be true or false (got {_describe(given)})"
    if kind in ("list_type", "tuple_type"):
        return f"should be a list (got {_describe(given)})"
    if kind in ("dict_type", "model_type", "model_attributes_type"):
        return f"should be an object (got {_describe(given)})"
    if kind == "literal_error":
        return f"should be {ctx.get('expected')} (got {_describe(given)})"
    if kind == "union_tag_invalid":
        return f"unknown part kind {ctx.get('tag')!r}; kinds are {', '.join(sorted(_PART_KINDS))}"
    if kind == "union_tag_not_found":
        return "a part needs a 'kind'"
    if kind == "value_error":
        return str(ctx.get("error", error.get("msg", "invalid value")))
    return str(error.get("msg", "invalid value")).rstrip(".")


def validation_message(error: ValidationError) -> BuildFileError:
    errors = error.errors(include_url=False)
    # For the outlet (a preset name or an object) prefer the branch the user meant.
    chosen = errors[0]
    if chosen["loc"][:1] == ("outlet",):
        given_object = any(
            isinstance(e.get("input"), dict) for e in errors if e["loc"][:1] == ("outlet",)
            and len(e["loc"]) > 1 and str(e["loc"][1]).startswith("literal")
        )
        for candidate in errors:
            if candidate["loc"][:1] == ("outlet",) and given_object is (
                "CustomOutlet" in candidate["loc"]
            ):
                chosen = candidate
                break
    loc = _clean_loc(tuple(chosen["loc"]))
    message = _message_for(chosen)
    if loc == ("outlet",) and chosen["type"] == "literal_error":
        message = (
            f"unknown outlet {_describe(chosen.get('input'))}; use one of "
            f"{', '.join(OUTLET_PRESETS)} or {{\"volts\": V, \"amps\": A}}"
        )
    return BuildFileError(message, json_path(loc))


# --- reading ------------------------------------------------------------------------------


def _migrate(data: dict) -> dict:
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise BuildFileError(f"should be a whole number (got {_describe(version)})", "version")
    if version > FORMAT_VERSION:
        raise BuildFileError(
            f"this file is format version {version}, made by a newer version of the "
            f"application; this one reads up to version {FORMAT_VERSION}. Please update."
        )
    while version < FORMAT_VERSION:
        migrate = MIGRATIONS.get(version)
        if migrate is None:
            raise BuildFileError(f"unknown format version {version}", "version")
        data = migrate(data)
        version = data["version"]
    return data


def build_from_data(data: Any) -> Build:
    if not isinstance(data, dict):
        raise BuildFileError(f"a build file holds one JSON object, not {_describe(data)}")
    if data.get("format") != FORMAT_NAME:
        if "format" not in data:
            raise BuildFileError(
                f"not a build file: the key \"format\": \"{FORMAT_NAME}\" is missing")
        raise BuildFileError(
            f"not a build file: format is {_describe(data.get('format'))}, "
            f"expected {FORMAT_NAME!r}", "format"
        )
    if "version" not in data:
        raise BuildFileError("required key is missing", "version")
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
        self.notices: list[str] = []
        self.from_snapshot: list[str] = []
        for index, part in enumerate(build.custom_parts):
            if part.id in self.custom:
                raise BuildFileError(
                    f"custom part id {part.id!r} is used twice", f"custom_parts[{index}].id"
                )
            self.custom[part.id] = part
            if lookup is not None and lookup.get(part.id) is not None:
                self.notices.append(
                    f"Custom part {part.id!r} ({part.name}) replaces the catalog part of the same "
                    "id in this file."
                )
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
                self.notices.append(
                    f"Part {part_id!r} ({part.name}) is no longer in the catalog; "
                    "its specification was taken from the copy saved in this file."
                )
        if part is None:
            raise BuildFileError(
                f"unknown part {part_id!r}: not in the catalog, the file's custom parts or its "
                "saved snapshot", where
            )
        if part.kind != kind:
            raise BuildFileError(f"part {part_id!r} is a {part.kind}, not a {kind}", where)
        return part


def resolve(build: Build, lookup: PartLookup | None) -> LoadedBuild:
    """Replace every part id by its spec and check the references between sections."""
    r = _Resolver(build, lookup)
    resolved = ResolvedBuild(build=build)
    if build.chassis:
        resolved.chassis = r.part(build.chassis, "chassis", "chassis")
    if build.motherboard:
        resolved.motherboard = r.part(build.motherboard, "motherboard", "motherboard")
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
            raise BuildFileError(
                f"slot {slot!r} is given but the build has no motherboard; without one every "
                "slot must be null", where
            )
        if board.slot(slot) is None:
            names = ", ".join(s.id for s in board.pcie_slots) or "none"
            raise BuildFileError(
                f"the motherboard {board.name} has no slot {slot!r} (its slots: {names})", where
            )

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
                raise BuildFileError(f"no GPU stands in slot {slot!r} for this bridge", where)
            links_used[slot] = links_used.get(slot, 0) + 1
            if links_used[slot] > gpu.spec.nvlink_links:
                raise BuildFileError(
                    f"the card in slot {slot!r} ({gpu.spec.name}) takes "
                    f"{gpu.spec.nvlink_links} NVLink bridge(s); this is one more", where
                )
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
        raise BuildFileError(f"nesting deeper than {limits.MAX_NESTING} levels") from None
    except (ValueError, TypeError, KeyError, AttributeError) as error:  # last guard: no traceback
        raise BuildFileError(f"cannot read this build: {error}") from None


def read_build(path: str | os.PathLike, lookup: PartLookup | None) -> LoadedBuild:
    path = Path(path)
    try:
        size = path.stat().st_size
        if path.is_dir():
            raise BuildFileError("this is a folder, not a build file", str(path))
        if size > limits.MAX_FILE_BYTES:
            raise BuildFileError(
                f"the file is {size / 1e6:.1f} MB; build files are at most "
                f"{limits.MAX_FILE_BYTES // (1024 * 1024)} MB", str(path)
            )
        data = path.read_bytes()
    except FileNotFoundError:
        raise BuildFileError("no such file", str(path)) from None
    except PermissionError:
        raise BuildFileError("permission denied", str(path)) from None
    except OSError as error:
        raise BuildFileError(f"cannot read: {error.strerror or error}", str(path)) from None
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
    return json.dumps(build.to_json_dict(), indent=2, ensure_ascii=False) + "\n"


def write_text_atomic(path: str | os.PathLike, text: str, keep_backup: bool = True) -> None:
    """Write to a temporary file in the same folder, fsync, keep the old file as .bak, replace."""
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    data = text.encode("utf-8")
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if keep_backup and path.exists():
            backup = path.with_name(path.name + ".bak")
            backup_tmp = backup.with_name(backup.name + ".tmp")
            with open(path, "rb") as src, open(backup_tmp, "wb") as dst:
                dst.write(src.read())
                dst.flush()
                os.fsync(dst.fileno())
            os.replace(backup_tmp, backup)
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    if hasattr(os, "O_DIRECTORY"):
        dir_fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


def write_build(path: str | os.PathLike, resolved: ResolvedBuild, catalog_version: str) -> Build:
    """Save a build with its parts snapshot; returns the build as written."""
    build = build_with_snapshot(resolved, catalog_version)
    write_text_atomic(path, dumps_build(build))
    return build
