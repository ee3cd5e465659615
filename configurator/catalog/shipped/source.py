"""Reading the human-edited catalog sources in db/ (format: db/README.md) into part specs.

CSV cells are text; each is converted by the annotation of the spec field it fills (whole
numbers, numbers, `true`/`false`, `;`-separated lists; an empty cell takes the field's
default) and the row is then validated by the spec class itself, so db/ obeys exactly the
rules a build file's custom part obeys. Every problem names its place
("db/gpus.csv line 7, column fp32_gflops: ..."); a file that is absent is an empty kind.
"""

from __future__ import annotations

import functools
import hashlib
import json
import types
import typing
from dataclasses import dataclass
from pathlib import Path
from typing import Any, get_args, get_origin

from pydantic import ValidationError

from configurator.catalog.csv_cells import (
    BrokenCsvError,
    CellError,
    Coerce,
    cell_coercer,
    coerce_cell,
    csv_records,
    strip_annotated,
)
from configurator.catalog.shipped.product_keys import shadowed_ids
from configurator.model.buildfile import BuildFileError, parse_json_text, validation_message
from configurator.model.messages import Message, T, message
from configurator.model.part_base import PartBase
from configurator.model.parts import PART_TYPES

CATALOG_JSON = "catalog.json"
SOURCE_FILES: dict[str, str] = {
    "gpu": "gpus.csv",
    "cpu": "cpus.csv",
    "motherboard": "motherboards.json",
    "psu": "psus.csv",
    "chassis": "chassis.csv",
    "memory": "memory.csv",
    "storage": "storage.csv",
    "nic": "nics.csv",
    "bridge": "bridges.csv",
    "cooler": "coolers.csv",
}
# Rows generated from BuildCores OpenDB (scripts/import_opendb.py, db/README.md): the
# same file names in this folder of db/. A curated row wins over an imported row of the same
# product (configurator.catalog.shipped.product_keys).
IMPORTED_DIR = "opendb"
CURATED, OPENDB = "curated", "opendb"
UNVERSIONED = "unversioned"
# Columns a CSV file may leave out (every row then takes the field's default): the part fields
# added in rev. 3 of the model (docs/build-file.md), so that sources and exports written
# before them still load. Every
# other column must be in the header, so that a forgotten one is caught.
OPTIONAL_COLUMNS = frozenset({
    "discontinued", "estimated", "unknown", "pcie_12pin", "fp8_gflops", "memory_channels",
    "psu_form_factors", "board_ids", "max_gpu_power_w", "gpu_power_share", "rack_units",
    "weight_kg",
})
# Keys of motherboards.json that are for people only.
HUMAN_ONLY_KEYS = ("notes",)
# Past this many problems the rest are noise: one bad column repeats on every row.
MAX_PROBLEMS = 50


class CatalogSourceError(Exception):
    """The db/ sources cannot be compiled. `problems` lists each place (as messages, to be
    translated: `configurator.words.messages`); str() shows them all in English."""

    def __init__(self, problems: list[Message]) -> None:
        self.problems = list(problems)
        super().__init__("\n".join(str(problem) for problem in self.problems))


def _line(display: str, line: int) -> Message:
    return message(T("{file} line {line}"), file=display, line=line)


def _index(display: str, index: int) -> Message:
    return message(T("{file} index {index}"), file=display, index=index)


def _at_column(where: Message, column: str, problem: Message | str) -> Message:
    return message(T("{where}, column {column}: {problem}"), where=where, column=column,
                   problem=problem)


def _at_field(where: Message, field: str, problem: Message | str) -> Message:
    return message(T("{where}, field {field}: {problem}"), where=where, field=field,
                   problem=problem)


def _at(where: Message | str, problem: Message | str) -> Message:
    return message(T("{where}: {problem}"), where=where, problem=problem)


@dataclass(frozen=True)
class SourceRow:
    spec: PartBase
    where: Message  # "db/gpus.csv line 7" or "db/motherboards.json index 2"
    source: str = CURATED  # CURATED, or OPENDB for a row of db/opendb/


@dataclass
class CatalogSource:
    version: str
    rows: list[SourceRow]
    # Imported rows left out because a curated row is the same product.
    shadowed: tuple[str, ...] = ()

    @property
    def parts(self) -> list[PartBase]:
        return [row.spec for row in self.rows]


class _Problems:
    def __init__(self) -> None:
        self.items: list[Message] = []

    def add(self, problem: Message) -> None:
        if len(self.items) < MAX_PROBLEMS:
            self.items.append(problem)
        elif len(self.items) == MAX_PROBLEMS:
            self.items.append(message(T("... more problems not shown")))

    def raise_if_any(self) -> None:
        if self.items:
            raise CatalogSourceError(self.items)


def _read_csv(path: Path, display: str, kind: str, problems: _Problems,
              source: str) -> list[SourceRow]:
    try:
        text = path.read_bytes().decode("utf-8-sig")
    except UnicodeDecodeError as error:
        problems.add(_not_utf8(display, error))
        return []
    return _parse_csv(text, display, kind, problems, source)


def _not_utf8(display: str, error: UnicodeDecodeError) -> Message:
    return _at(display, message(T("not UTF-8 text ({reason} at byte {byte})"),
                                reason=error.reason, byte=error.start))


def _parse_csv(text: str, display: str, kind: str, problems: _Problems,
               source: str = CURATED) -> list[SourceRow]:
    spec_type = PART_TYPES[kind]
    expected = [name for name in spec_type.model_fields if name != "kind"]
    rows: list[SourceRow] = []
    header: list[str] | None = None
    header_line = 0
    records = csv_records(text)
    while True:
        try:
            line, cells = next(records)
        except StopIteration:
            break
        except BrokenCsvError as error:  # quoting broken: the rest of the file cannot be trusted
            problems.add(_at(_line(display, error.line), message(
                T("the CSV quoting is broken ({reason})"), reason=error.reason)))
            break
        if header is None:
            header, header_line = [cell.strip() for cell in cells], line
            if not _header_ok(header, expected, _line(display, line), problems):
                return []
            continue
        where = _line(display, line)
        if len(cells) != len(header):
            problems.add(_at(where, message(
                T("{cells} cells, but the header (line {header_line}) has {columns} columns"),
                cells=len(cells), header_line=header_line, columns=len(header))))
            continue
        spec = _row_to_spec(header, cells, spec_type, where, problems)
        if spec is not None:
            rows.append(SourceRow(spec, where, source))
    return rows


def _header_ok(header: list[str], expected: list[str], where: Message,
               problems: _Problems) -> bool:
    ok = True
    repeated = sorted({name for name in header if header.count(name) > 1})
    if repeated:
        problems.add(_at(where, message(T("column(s) named twice: {names}"),
                                        names=", ".join(repeated))))
        ok = False
    unknown = [name for name in header if name not in expected]
    if unknown:
        problems.add(_at(where, message(T("unknown column(s): {names}"),
                                        names=", ".join(unknown))))
        ok = False
    missing = [name for name in expected if name not in header and name not in OPTIONAL_COLUMNS]
    if missing:
        problems.add(_at(where, message(T("missing column(s): {names}"),
                                        names=", ".join(missing))))
        ok = False
    return ok


@functools.cache
def _column_coercers(spec_type: type[PartBase]) -> dict[str, Coerce]:
    return {name: cell_coercer(info.annotation)
            for name, info in spec_type.model_fields.items()}


def _row_to_spec(
    header: list[str], cells: list[str], spec_type: type[PartBase], where: Message,
    problems: _Problems,
) -> PartBase | None:
    """A row's cells (one per column of `header`), converted and validated."""
    data: dict[str, Any] = {}
    coercers = _column_coercers(spec_type)
    for column, raw in zip(header, cells, strict=True):
        text = raw.strip()
        if text:  # empty means "use the default"; a required field then reports missing
            try:
                data[column] = coercers[column](text)
            except CellError as error:
                problems.add(_at_column(where, column, error.message))
                return None
    return _validate(data, spec_type, where, _at_column, problems)


def _validate(
    data: dict[str, Any], spec_type: type[PartBase], where: Message,
    at_key: typing.Callable[[Message, str, Message | str], Message], problems: _Problems,
) -> PartBase | None:
    """Validate a row; a problem is placed by `at_key` (its column, or its field)."""
    try:
        spec = spec_type.model_validate(data, strict=False)
    except ValidationError as error:
        refusal = validation_message(error)
        if isinstance(refusal.place, str):  # a key's JSON path, not "(top level)"
            problems.add(at_key(where, refusal.place, refusal.message))
        else:
            problems.add(_at(where, refusal.message))
        return None
    if not (spec.source_url or "").strip():
        problems.add(at_key(where, "source_url", message(
            T("required in the catalog (the page the facts come from)"))))
        return None
    return spec


# --- JSON -----------------------------------------------------------------------------------


def _null_for_default(key: str, value: Any, spec_type: type[PartBase]) -> bool:
    """True for a JSON null in a field that cannot be null: like an empty CSV cell, it
    means "not known, use the default" (a required field then reports itself missing)."""
    field = spec_type.model_fields.get(key)
    if value is not None or field is None:
        return False
    annotation = strip_annotated(field.annotation)
    if get_origin(annotation) in (typing.Union, types.UnionType):
        return type(None) not in get_args(annotation)
    return annotation is not type(None)


def _read_json(path: Path, display: str, kind: str, problems: _Problems,
               source: str) -> list[SourceRow]:
    spec_type = PART_TYPES[kind]
    try:
        data = parse_json_text(path.read_bytes().decode("utf-8-sig"))
    except UnicodeDecodeError as error:
        problems.add(_not_utf8(display, error))
        return []
    except BuildFileError as error:
        where = display if error.place is None else message(
            T("{file} {place}"), file=display, place=error.place)
        problems.add(_at(where, error.message))
        return []
    if not isinstance(data, list):
        problems.add(_at(display, message(T("should hold a JSON list of {kind} objects"),
                                          kind=kind)))
        return []
    rows: list[SourceRow] = []
    for index, item in enumerate(data):
        where = _index(display, index)
        if not isinstance(item, dict):
            problems.add(_at(where, message(T("should be an object"))))
            continue
        fields = {
            key: value for key, value in item.items()
            if key not in HUMAN_ONLY_KEYS and not _null_for_default(key, value, spec_type)
        }
        spec = _validate(fields, spec_type, where, _at_field, problems)
        if spec is not None:
            rows.append(SourceRow(spec, where, source))
    return rows


# --- the whole folder -----------------------------------------------------------------------


def read_catalog_version(source_dir: Path) -> str:
    path = Path(source_dir) / CATALOG_JSON
    if not path.is_file():
        return UNVERSIONED
    display = f"{Path(source_dir).name}/{CATALOG_JSON}"
    try:
        data = json.loads(path.read_text(encoding="utf-8-sig"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise CatalogSourceError([_at(display, message(T("not valid JSON ({error})"),
                                                       error=str(error)))]) from None
    version = data.get("catalog_version") if isinstance(data, dict) else None
    if not isinstance(version, str) or not version.strip():
        raise CatalogSourceError([_at(display, message(T("should be {shape}"),
                                                       shape='{"catalog_version": "YYYY.MM"}'))])
    return version.strip()


def source_names() -> list[str]:
    """Every file the catalog may be compiled from, relative to db/."""
    imported = [f"{IMPORTED_DIR}/{name}" for name in SOURCE_FILES.values()]
    return [CATALOG_JSON, *SOURCE_FILES.values(), *imported]


def source_hash(source_dir: Path) -> str:
    """A hash of every source file the catalog is compiled from (absent files count too)."""
    digest = hashlib.sha256()
    for name in source_names():
        path = Path(source_dir) / name
        digest.update(name.encode() + b"\0")
        digest.update(path.read_bytes() if path.is_file() else b"<absent>")
        digest.update(b"\0")
    return digest.hexdigest()


def _read_folder(folder: Path, display_folder: str, source: str,
                 problems: _Problems) -> list[SourceRow]:
    rows: list[SourceRow] = []
    for kind, name in SOURCE_FILES.items():
        path = folder / name
        if not path.is_file():
            continue
        display = f"{display_folder}/{name}"
        reader = _read_json if name.endswith(".json") else _read_csv
        rows.extend(reader(path, display, kind, problems, source))
    return rows


def load_sources(source_dir: Path, imported: bool = True) -> CatalogSource:
    """Every part of db/, validated: the curated rows and (with `imported`) those of
    db/opendb/, less the imported rows a curated row shadows. Raises CatalogSourceError
    listing every problem."""
    source_dir = Path(source_dir)
    if not source_dir.is_dir():
        raise CatalogSourceError([_at(str(source_dir), message(
            T("the catalog source folder does not exist")))])
    version = read_catalog_version(source_dir)
    problems = _Problems()
    rows = _read_folder(source_dir, source_dir.name, CURATED, problems)
    shadowed: set[str] = set()
    if imported and (source_dir / IMPORTED_DIR).is_dir():
        imported_rows = _read_folder(source_dir / IMPORTED_DIR,
                                     f"{source_dir.name}/{IMPORTED_DIR}", OPENDB, problems)
        shadowed = shadowed_ids((row.spec for row in rows),
                                (row.spec for row in imported_rows))
        rows.extend(row for row in imported_rows if row.spec.id not in shadowed)
    first_seen: dict[str, Message] = {}
    for row in rows:
        earlier = first_seen.setdefault(row.spec.id, row.where)
        if earlier is not row.where:
            problems.add(message(T("{where}, id: {id!r} is already used by {earlier}; ids are "
                                   "unique across the whole catalog"),
                                 where=row.where, id=row.spec.id, earlier=earlier))
    problems.raise_if_any()
    return CatalogSource(version, rows, tuple(sorted(shadowed)))


def parse_csv_text(text: str, kind: str, display: str = "<text>") -> list[PartBase]:
    """Parts of one kind from CSV text (for tests and tools); raises CatalogSourceError."""
    problems = _Problems()
    rows = _parse_csv(text, display, kind, problems)
    problems.raise_if_any()
    return [row.spec for row in rows]


__all__ = [
    "CATALOG_JSON", "CURATED", "IMPORTED_DIR", "OPENDB", "SOURCE_FILES", "CatalogSource",
    "CatalogSourceError", "SourceRow", "coerce_cell", "load_sources", "parse_csv_text",
    "read_catalog_version", "source_hash", "source_names",
]
