"""Reading the human-edited catalog sources in db/ (format: db/README.md) into part specs.

CSV cells are text; each is converted by the annotation of the spec field it fills (whole
numbers, numbers, `true`/`false`, `;`-separated lists; an empty cell takes the field's
default) and the row is then validated by the spec class itself, so db/ obeys exactly the
rules a build file's custom part obeys. Every problem names its place
("db/gpus.csv line 7, column fp32_gflops: ..."); a file that is absent is an empty kind.
"""

from __future__ import annotations

import csv
import hashlib
import json
import math
import types
import typing
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal, get_args, get_origin

from pydantic import ValidationError

from configurator.model.buildfile import BuildFileError, parse_json_text, validation_message
from configurator.model.parts import PART_TYPES, PartBase

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
UNVERSIONED = "unversioned"
LIST_SEPARATOR = ";"
# Keys of motherboards.json that are for people only.
HUMAN_ONLY_KEYS = ("notes",)
# Past this many problems the rest are noise: one bad column repeats on every row.
MAX_PROBLEMS = 50


class CatalogSourceError(Exception):
    """The db/ sources cannot be compiled. `problems` lists each place; str() shows them all."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = list(problems)
        super().__init__("\n".join(self.problems))


@dataclass(frozen=True)
class SourceRow:
    spec: PartBase
    where: str  # "db/gpus.csv line 7" or "db/motherboards.json index 2"


@dataclass
class CatalogSource:
    version: str
    rows: list[SourceRow]

    @property
    def parts(self) -> list[PartBase]:
        return [row.spec for row in self.rows]


class _Problems:
    def __init__(self) -> None:
        self.items: list[str] = []

    def add(self, message: str) -> None:
        if len(self.items) < MAX_PROBLEMS:
            self.items.append(message)
        elif len(self.items) == MAX_PROBLEMS:
            self.items.append("... more problems not shown")

    def raise_if_any(self) -> None:
        if self.items:
            raise CatalogSourceError(self.items)


class _CellError(ValueError):
    pass


# --- cell coercion --------------------------------------------------------------------------


def _strip_annotated(annotation: Any) -> Any:
    while get_origin(annotation) is Annotated:
        annotation = get_args(annotation)[0]
    return annotation


def _coerce_scalar(text: str, annotation: Any) -> Any:
    annotation = _strip_annotated(annotation)
    origin = get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        members = [a for a in get_args(annotation) if a is not type(None)]
        return _coerce_scalar(text, members[0]) if len(members) == 1 else text
    if origin is Literal:
        values = get_args(annotation)
        if all(isinstance(v, int) and not isinstance(v, bool) for v in values):
            return _coerce_scalar(text, int)
        return text
    if annotation is bool:
        lowered = text.lower()
        if lowered in ("true", "false"):
            return lowered == "true"
        raise _CellError(f"should be true or false (got {text!r})")
    if annotation is int:
        try:
            return int(text)
        except ValueError:
            raise _CellError(f"should be a whole number (got {text!r})") from None
    if annotation is float:
        try:
            value = float(text)
        except ValueError:
            raise _CellError(f"should be a number (got {text!r})") from None
        if not math.isfinite(value):
            raise _CellError(f"should be a finite number (got {text!r})")
        return value
    return text


def coerce_cell(text: str, annotation: Any) -> Any:
    """One non-empty CSV cell as the value the field's annotation asks for."""
    bare = _strip_annotated(annotation)
    if get_origin(bare) in (typing.Union, types.UnionType):
        members = [a for a in get_args(bare) if a is not type(None)]
        if len(members) == 1:
            bare = _strip_annotated(members[0])
    if get_origin(bare) is list:
        (item_type,) = get_args(bare) or (str,)
        items = [item.strip() for item in text.split(LIST_SEPARATOR)]
        return [_coerce_scalar(item, item_type) for item in items if item]
    return _coerce_scalar(text, annotation)


# --- CSV ------------------------------------------------------------------------------------


def _csv_records(text: str) -> typing.Iterator[tuple[int, list[str]]]:
    """(first line number, cells) of each record, comment and blank lines skipped."""
    # Comment lines become blank lines, so csv's line numbers still match the file.
    lines = ["\n" if line.lstrip().startswith("#") else line for line in text.splitlines(True)]
    reader = csv.reader(lines, strict=True)
    start = 1
    while True:
        try:
            cells = next(reader)
        except StopIteration:
            return
        except csv.Error as error:
            raise _CellError(f"line {start}: {error}") from None
        if cells and any(cell.strip() for cell in cells):
            yield start, cells
        start = reader.line_num + 1


def _read_csv(path: Path, display: str, kind: str, problems: _Problems) -> list[SourceRow]:
    try:
        text = path.read_bytes().decode("utf-8-sig")
    except UnicodeDecodeError as error:
        problems.add(f"{display}: not UTF-8 text ({error.reason} at byte {error.start})")
        return []
    return _parse_csv(text, display, kind, problems)


def _parse_csv(text: str, display: str, kind: str, problems: _Problems) -> list[SourceRow]:
    spec_type = PART_TYPES[kind]
    expected = [name for name in spec_type.model_fields if name != "kind"]
    rows: list[SourceRow] = []
    header: list[str] | None = None
    header_line = 0
    records = _csv_records(text)
    while True:
        try:
            line, cells = next(records)
        except StopIteration:
            break
        except _CellError as error:  # quoting broken: the rest of the file cannot be trusted
            problems.add(f"{display} {error}")
            break
        if header is None:
            header, header_line = [cell.strip() for cell in cells], line
            if not _header_ok(header, expected, f"{display} line {line}", problems):
                return []
            continue
        where = f"{display} line {line}"
        if len(cells) != len(header):
            problems.add(f"{where}: {len(cells)} cells, but the header (line {header_line}) "
                         f"has {len(header)} columns")
            continue
        spec = _row_to_spec(dict(zip(header, cells, strict=True)), spec_type, where, problems)
        if spec is not None:
            rows.append(SourceRow(spec, where))
    return rows


def _header_ok(header: list[str], expected: list[str], where: str, problems: _Problems) -> bool:
    ok = True
    repeated = sorted({name for name in header if header.count(name) > 1})
    if repeated:
        problems.add(f"{where}: column(s) named twice: {', '.join(repeated)}")
        ok = False
    unknown = [name for name in header if name not in expected]
    if unknown:
        problems.add(f"{where}: unknown column(s): {', '.join(unknown)}")
        ok = False
    missing = [name for name in expected if name not in header]
    if missing:
        problems.add(f"{where}: missing column(s): {', '.join(missing)}")
        ok = False
    return ok


def _row_to_spec(
    cells: dict[str, str], spec_type: type[PartBase], where: str, problems: _Problems
) -> PartBase | None:
    data: dict[str, Any] = {}
    for column, raw in cells.items():
        text = raw.strip()
        if not text:
            continue  # empty means "use the default"; a required field then reports missing
        try:
            data[column] = coerce_cell(text, spec_type.model_fields[column].annotation)
        except _CellError as error:
            problems.add(f"{where}, column {column}: {error}")
            return None
    return _validate(data, spec_type, where, "column", problems)


def _validate(
    data: dict[str, Any], spec_type: type[PartBase], where: str, field_word: str,
    problems: _Problems,
) -> PartBase | None:
    try:
        spec = spec_type.model_validate(data, strict=False)
    except ValidationError as error:
        refusal = validation_message(error)
        place = "" if refusal.where in (None, "(top level)") else f", {field_word} {refusal.where}"
        problems.add(f"{where}{place}: {refusal.detail}")
        return None
    if not (spec.source_url or "").strip():
        problems.add(f"{where}, {field_word} source_url: required in the catalog "
                     "(the page the facts come from)")
        return None
    return spec


# --- JSON -----------------------------------------------------------------------------------


def _null_for_default(key: str, value: Any, spec_type: type[PartBase]) -> bool:
    """True for a JSON null in a field that cannot be null: like an empty CSV cell, it
    means "not known, use the default" (a required field then reports itself missing)."""
    field = spec_type.model_fields.get(key)
    if value is not None or field is None:
        return False
    annotation = _strip_annotated(field.annotation)
    if get_origin(annotation) in (typing.Union, types.UnionType):
        return type(None) not in get_args(annotation)
    return annotation is not type(None)


def _read_json(path: Path, display: str, kind: str, problems: _Problems) -> list[SourceRow]:
    spec_type = PART_TYPES[kind]
    try:
        data = parse_json_text(path.read_bytes().decode("utf-8-sig"))
    except UnicodeDecodeError as error:
        problems.add(f"{display}: not UTF-8 text ({error.reason} at byte {error.start})")
        return []
    except BuildFileError as error:
        problems.add(f"{display} {error}")
        return []
    if not isinstance(data, list):
        problems.add(f"{display}: should hold a JSON list of {kind} objects")
        return []
    rows: list[SourceRow] = []
    for index, item in enumerate(data):
        where = f"{display} index {index}"
        if not isinstance(item, dict):
            problems.add(f"{where}: should be an object")
            continue
        fields = {
            key: value for key, value in item.items()
            if key not in HUMAN_ONLY_KEYS and not _null_for_default(key, value, spec_type)
        }
        spec = _validate(fields, spec_type, where, "field", problems)
        if spec is not None:
            rows.append(SourceRow(spec, where))
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
        raise CatalogSourceError([f"{display}: not valid JSON ({error})"]) from None
    version = data.get("catalog_version") if isinstance(data, dict) else None
    if not isinstance(version, str) or not version.strip():
        raise CatalogSourceError([f'{display}: should be {{"catalog_version": "YYYY.MM"}}'])
    return version.strip()


def source_hash(source_dir: Path) -> str:
    """A hash of every source file the catalog is compiled from (absent files count too)."""
    digest = hashlib.sha256()
    for name in [CATALOG_JSON, *SOURCE_FILES.values()]:
        path = Path(source_dir) / name
        digest.update(name.encode() + b"\0")
        digest.update(path.read_bytes() if path.is_file() else b"<absent>")
        digest.update(b"\0")
    return digest.hexdigest()


def load_sources(source_dir: Path) -> CatalogSource:
    """Every part of db/, validated; raises CatalogSourceError listing every problem."""
    source_dir = Path(source_dir)
    if not source_dir.is_dir():
        raise CatalogSourceError([f"{source_dir}: the catalog source folder does not exist"])
    version = read_catalog_version(source_dir)
    problems = _Problems()
    rows: list[SourceRow] = []
    for kind, name in SOURCE_FILES.items():
        path = source_dir / name
        if not path.is_file():
            continue
        display = f"{source_dir.name}/{name}"
        reader = _read_json if name.endswith(".json") else _read_csv
        rows.extend(reader(path, display, kind, problems))
    first_seen: dict[str, str] = {}
    for row in rows:
        earlier = first_seen.setdefault(row.spec.id, row.where)
        if earlier != row.where:
            problems.add(f"{row.where}, id: {row.spec.id!r} is already used by {earlier}; "
                         "ids are unique across the whole catalog")
    problems.raise_if_any()
    return CatalogSource(version, rows)


def parse_csv_text(text: str, kind: str, display: str = "<text>") -> list[PartBase]:
    """Parts of one kind from CSV text (for tests and tools); raises CatalogSourceError."""
    problems = _Problems()
    rows = _parse_csv(text, display, kind, problems)
    problems.raise_if_any()
    return [row.spec for row in rows]


__all__ = [
    "CATALOG_JSON", "SOURCE_FILES", "CatalogSource", "CatalogSourceError", "SourceRow",
    "coerce_cell", "load_sources", "parse_csv_text", "read_catalog_version", "source_hash",
]
