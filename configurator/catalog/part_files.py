"""The user's parts and quotes as files: read (JSON object or list, CSV) and written (CSV, JSON).

CSV is the db/ column format (db/README.md): one kind per file with the kind's columns, or,
as exports write it, a first column `kind` and every kind's columns (a cell a kind does not
have stays empty). A motherboard's `pcie_slots` and `lane_table` cells hold JSON. An empty
cell takes the field's default. Every refusal names its place: "parts.csv line 4, field
length_mm: ..." (`ChangeRefusedError`), and reading never stores anything: the caller hands
the parts to the catalog, which checks and writes them as a whole.
"""

from __future__ import annotations

import csv
import io
import json
import typing
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, get_args, get_origin

from pydantic import BaseModel

from configurator.catalog.checks import (
    ChangeRefusedError,
    check_date,
    check_price_usd,
    check_url,
    validate_part_data,
)
from configurator.catalog.csv_cells import (
    LIST_SEPARATOR,
    BrokenCsvError,
    coerce_cell,
    csv_records,
)
from configurator.catalog.listing import LISTING_ONLY_KEYS
from configurator.catalog.stores.interface import UserPrice
from configurator.model import limits
from configurator.model.json_input import BuildFileError, parse_json_text
from configurator.model.messages import Message, MessageError, T, message
from configurator.model.part_base import PartBase
from configurator.model.parts import KINDS, PART_TYPES
from configurator.model.safe_text import csv_cell, csv_cell_text

KIND_COLUMN = "kind"
QUOTE_COLUMNS = ("id", "mpn", "price_usd", "price_date", "source_url")
NO_KIND = T("no kind column: say which kind of part the file holds (--kind KIND)")


def columns_of(kind: str) -> list[str]:
    """The kind's CSV columns in the order of its spec (db/ files may order them freely)."""
    return [name for name in PART_TYPES[kind].model_fields if name != "kind"]


def _nested_model(annotation: Any) -> bool:
    """True for a list of models (a board's slots, its lane table): JSON in a CSV cell."""
    while get_origin(annotation) is typing.Annotated:
        annotation = get_args(annotation)[0]
    if get_origin(annotation) is not list:
        return False
    (item,) = get_args(annotation) or (None,)
    return isinstance(item, type) and issubclass(item, BaseModel)


def _line(display: str, line: int) -> Message:
    return message(T("{file} line {line}"), file=display, line=line)


def _index(display: str, index: int) -> Message:
    return message(T("{file} index {index}"), file=display, index=index)


# --- reading parts --------------------------------------------------------------------------


@dataclass(frozen=True)
class ReadPart:
    spec: PartBase
    where: Message  # "parts.csv line 4" or "parts.json index 2"


def _text_of(path: Path, display: str) -> str:
    try:
        if not path.is_file():
            raise ChangeRefusedError(message(T("not a file")), where=display)
        with path.open("rb") as handle:
            data = handle.read(limits.MAX_FILE_BYTES * 4 + 1)
    except OSError as error:
        raise ChangeRefusedError(error.strerror or str(error), where=display) from None
    if len(data) > limits.MAX_FILE_BYTES * 4:
        raise ChangeRefusedError(message(T("larger than {mb} MB"),
                                         mb=limits.MAX_FILE_BYTES * 4 // 2**20), where=display)
    if data.startswith((b"\xff\xfe", b"\xfe\xff")) or b"\x00" in data[:2]:
        # UTF-16, with its byte-order mark or without (then JSON's parser would complain of
        # a missing quote instead; issue 29, F13).
        raise ChangeRefusedError(message(T("not UTF-8 text: this looks like UTF-16; save it "
                                           "as UTF-8")), where=display)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise ChangeRefusedError(message(T("not UTF-8 text ({reason} at byte {byte})"),
                                         reason=error.reason, byte=error.start),
                                 where=display) from None
    if text.startswith("\ufeff"):
        raise ChangeRefusedError(message(T("the file starts with two byte-order marks (BOM); "
                                           "save it as UTF-8 with one, or none")),
                                 where=display)
    return text


def read_parts_file(path: Path | str, kind: str | None = None) -> list[ReadPart]:
    """Parts from a JSON file (one part object or a list of them) or a CSV file (with a
    `kind` column, or of one `kind`). Raises ChangeRefusedError at the first bad place."""
    path = Path(path)
    text = _text_of(path, path.name)
    if path.suffix.lower() == ".json":
        return parse_parts_json(text, path.name)
    return parse_parts_csv(text, path.name, kind)


def parse_parts_json(text: str, display: str) -> list[ReadPart]:
    try:
        data = parse_json_text(text)
    except BuildFileError as error:
        where = display if error.place is None else message(
            T("{file} {place}"), file=display, place=error.place)
        raise ChangeRefusedError(error.message, where=where) from None
    items = data if isinstance(data, list) else [data]
    single = not isinstance(data, list)
    parts = []
    for index, item in enumerate(items):
        where: Message | str = display if single else _index(display, index)
        if isinstance(item, dict):
            # What `catalog --format json` adds beside the part's fields says where the part
            # came from, not what it is: its output reads back as a part of one's own.
            item = {key: value for key, value in item.items() if key not in LISTING_ONLY_KEYS}
        try:
            parts.append(ReadPart(validate_part_data(item), where))
        except ChangeRefusedError as refusal:
            raise refusal.at(where=where) from None
    return parts


def _records(text: str, display: str) -> typing.Iterator[tuple[int, list[str]]]:
    try:
        for start, cells in csv_records(text):
            # A cell our export wrote as "'=..." (see _cell) reads back as the text it was.
            yield start, [csv_cell_text(cell.strip()) for cell in cells]
    except BrokenCsvError as error:
        if "field larger than field limit" in error.reason:  # csv's own limit on a cell
            raise ChangeRefusedError(message(
                T("a cell of more than {chars} characters (no field of a part is so long)"),
                chars=f"{csv.field_size_limit():,}"), where=_line(display, error.line)) from None
        raise ChangeRefusedError(message(T("the CSV quoting is broken ({reason})"),
                                         reason=error.reason),
                                 where=_line(display, error.line)) from None


def _rows(records: typing.Iterator[tuple[int, list[str]]], display: str, header_line: int,
          header: list[str]) -> typing.Iterator[tuple[Message, dict[str, str]]]:
    """(place, column -> cell) of each row under the header; a row of another width is
    refused at its line."""
    for line, cells in records:
        where = _line(display, line)
        if len(cells) != len(header):
            raise ChangeRefusedError(message(
                T("{cells} cells, but the header (line {header_line}) has {columns} columns"),
                cells=len(cells), header_line=header_line, columns=len(header)), where=where)
        yield where, dict(zip(header, cells, strict=True))


def _header(records: typing.Iterator[tuple[int, list[str]]], display: str,
            allowed: Sequence[str], unknown_ok: bool = False) -> tuple[int, list[str]]:
    """The header row; `unknown_ok`: columns not `allowed` stay in it (their cells are
    read and left alone), else they refuse the file."""
    try:
        line, header = next(records)
    except StopIteration:
        raise ChangeRefusedError(message(T("the file is empty: no header row")),
                                 where=display) from None
    where = _line(display, line)
    repeated = sorted({name for name in header if header.count(name) > 1})
    if repeated:
        raise ChangeRefusedError(message(T("column(s) named twice: {names}"),
                                         names=", ".join(repeated)), where=where)
    unknown = [name for name in header if name not in allowed]
    if unknown and not unknown_ok:
        raise ChangeRefusedError(message(T("unknown column(s): {names}"),
                                         names=", ".join(unknown)), where=where)
    return line, header


def parse_parts_csv(text: str, display: str, kind: str | None = None) -> list[ReadPart]:
    records = _records(text, display)
    allowed = [KIND_COLUMN, *dict.fromkeys(c for k in KINDS for c in columns_of(k))]
    if kind is not None:
        allowed = columns_of(kind)
    header_line, header = _header(records, display, allowed)
    if kind is None and KIND_COLUMN not in header:
        raise ChangeRefusedError(message(NO_KIND), where=_line(display, header_line))
    parts = []
    for where, row in _rows(records, display, header_line, header):
        try:
            parts.append(ReadPart(_row_to_part(row, kind), where))
        except ChangeRefusedError as refusal:
            raise refusal.at(where=where) from None
    return parts


def _row_to_part(row: dict[str, str], kind: str | None) -> PartBase:
    row_kind = kind if kind is not None else row.get(KIND_COLUMN, "")
    if row_kind not in PART_TYPES:
        raise ChangeRefusedError(message(T("unknown kind {got}; kinds are {kinds}"),
                                         got=repr(row_kind), kinds=", ".join(KINDS)),
                                 KIND_COLUMN)
    fields = PART_TYPES[row_kind].model_fields
    data: dict[str, Any] = {"kind": row_kind}
    for column, text in row.items():
        if column == KIND_COLUMN or not text:
            continue
        if column not in fields:
            raise ChangeRefusedError(message(T("not a field of a {kind}"), kind=row_kind),
                                     column)
        try:
            if _nested_model(fields[column].annotation):
                data[column] = parse_json_text(text)
            else:
                data[column] = coerce_cell(text, fields[column].annotation)
        except MessageError as error:
            raise ChangeRefusedError(error.message, column) from None
        except BuildFileError as error:
            raise ChangeRefusedError(error.message, column) from None
    return validate_part_data(data)


# --- writing parts --------------------------------------------------------------------------


def _cell(value: Any, annotation: Any) -> str:
    if value is None:
        return ""
    if _nested_model(annotation):
        return json.dumps([item.model_dump(mode="json") for item in value],
                          ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return csv_cell(f"{LIST_SEPARATOR} ".join(str(item) for item in value))
    if isinstance(value, (int, float)):
        return repr(value)  # numbers stay numbers
    return csv_cell(str(value))  # no text cell can run as a spreadsheet formula


def parts_csv_text(parts: Iterable[PartBase], kind: str | None = None) -> str:
    """CSV of the parts: of one kind in the db/ columns, else with a `kind` column first."""
    parts = [p for p in parts if kind is None or p.kind == kind]
    kinds = [kind] if kind is not None else [k for k in KINDS if any(p.kind == k for p in parts)]
    columns = list(dict.fromkeys(c for k in kinds for c in columns_of(k)))
    if kind is None:
        columns.insert(0, KIND_COLUMN)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(columns)
    for part in parts:
        fields = type(part).model_fields
        writer.writerow([
            part.kind if column == KIND_COLUMN else
            _cell(getattr(part, column), fields[column].annotation) if column in fields else ""
            for column in columns])
    return out.getvalue()


def parts_json_text(parts: Iterable[PartBase], kind: str | None = None) -> str:
    data = [p.model_dump(mode="json") for p in parts if kind is None or p.kind == kind]
    return json.dumps(data, indent=2, ensure_ascii=False, allow_nan=False) + "\n"


# --- quotes ---------------------------------------------------------------------------------


# Rows of one quote at most: more than the parts one keeps (the user database's limit),
# and a bound on what a file at the size limit (2 million rows) would cost.
MAX_QUOTE_ROWS = limits.MAX_USER_CATALOG_PARTS


@dataclass(frozen=True)
class QuoteRow:
    where: Message
    key: str  # the id or part number the row gave
    prices: tuple[UserPrice, ...]  # one per matched part not priced by an earlier row
    matched: bool = True  # False: no part has this id or part number


@dataclass(frozen=True)
class Quote:
    rows: list[QuoteRow]
    ignored: list[str]  # the file's other columns (a vendor's description, qty ...), unread


def read_quote(text: str, display: str, match_id: typing.Callable[[str], bool],
               match_mpn: typing.Callable[[str], list[str]]) -> Quote:
    """A vendor quote's rows (columns `id` or `mpn`, `price_usd`, optional `price_date`,
    `source_url`, named in any case), each matched to the parts it prices. Other columns
    (a real quote has a description, a quantity ...) are listed as ignored, not refused.
    Read a row at a time, at most MAX_QUOTE_ROWS of them. A bad value refuses the whole
    file, and so does a part priced by two rows that differ (both lines named): a quote
    gives each part one price; a row that repeats another word for word is taken once."""
    records = _records(text, display)
    header_line, header = _header(records, display, QUOTE_COLUMNS, unknown_ok=True)
    header = [name.casefold() if name.casefold() in QUOTE_COLUMNS else name for name in header]
    repeated = sorted({name for name in header if name in QUOTE_COLUMNS
                       and header.count(name) > 1})
    where = _line(display, header_line)
    if repeated:
        raise ChangeRefusedError(message(T("column(s) named twice: {names}"),
                                         names=", ".join(repeated)), where=where)
    ignored = [name for name in header if name not in QUOTE_COLUMNS]
    if "price_usd" not in header or not ({"id", "mpn"} & set(header)):
        raise ChangeRefusedError(message(
            T("a quote needs the columns price_usd and id or mpn")), where=where)
    rows = []
    priced: dict[str, tuple[UserPrice, Message]] = {}  # part id -> its price, and where
    for number, (where, row) in enumerate(_rows(records, display, header_line, header), 1):
        if number > MAX_QUOTE_ROWS:
            raise ChangeRefusedError(message(
                T("a quote holds at most {rows} rows; this one has more"),
                rows=f"{MAX_QUOTE_ROWS:,}"), where=where)
        try:
            price = check_price_usd(row["price_usd"])
            date = check_date(row.get("price_date"))
            source = check_url(row.get("source_url"))
        except ChangeRefusedError as refusal:
            raise refusal.at(where=where) from None
        part_id, mpn = row.get("id", ""), row.get("mpn", "")
        if not part_id and not mpn:
            raise ChangeRefusedError(message(T("give an id or an mpn")), "id", where=where)
        ids = ([part_id] if match_id(part_id) else []) if part_id else match_mpn(mpn)
        prices = []
        for matched in ids:
            quoted = UserPrice(matched, price, date, source)
            first = priced.get(matched)
            if first is None:
                priced[matched] = (quoted, where)
                prices.append(quoted)
            elif first[0] != quoted:
                raise ChangeRefusedError(message(
                    T("{id} is priced again, otherwise than at {first}: a quote gives each "
                      "part one price"), id=matched, first=first[1]), where=where)
        rows.append(QuoteRow(where, part_id or mpn, tuple(prices), bool(ids)))
    return Quote(rows, ignored)


def quote_matchers(catalog: Any) -> tuple[typing.Callable[[str], bool],
                                          typing.Callable[[str], list[str]]]:
    """How a quote row finds its parts in `catalog`: by id, or by part number (every part
    with that mpn, ignoring case: the same product listed twice gets the price twice)."""
    by_mpn: dict[str, list[str]] | None = None

    def match_mpn(mpn: str) -> list[str]:
        nonlocal by_mpn
        if by_mpn is None:
            by_mpn = {}
            for part in catalog.parts():
                if part.mpn:
                    by_mpn.setdefault(part.mpn.strip().casefold(), []).append(part.id)
        return by_mpn.get(mpn.strip().casefold(), [])

    return (lambda part_id: part_id in catalog), match_mpn


def quote_file_text(path: Path | str) -> str:
    path = Path(path)
    return _text_of(path, path.name)


__all__ = ["KIND_COLUMN", "MAX_QUOTE_ROWS", "NO_KIND", "Quote", "QuoteRow", "ReadPart",
           "columns_of",
           "parse_parts_csv", "parse_parts_json", "parts_csv_text", "parts_json_text",
           "quote_file_text", "quote_matchers", "read_parts_file", "read_quote"]
