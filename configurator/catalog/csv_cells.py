"""CSV records and cells, for the catalog's db/ sources and the user's own imports alike:
records with their line numbers (comment and blank lines skipped), and a cell turned into the
value its field's annotation asks for."""

from __future__ import annotations

import csv
import io
import math
import types
import typing
from typing import Annotated, Any, Literal, get_args, get_origin

from configurator.model.messages import MessageError, T

LIST_SEPARATOR = ";"


class CellError(MessageError):
    """A CSV cell that is not what its field's annotation asks for."""


class BrokenCsvError(Exception):
    """The quoting of a CSV file is broken at `line`: the rest of it cannot be trusted."""

    def __init__(self, line: int, reason: str) -> None:
        super().__init__(reason)
        self.line, self.reason = line, reason


# --- cell coercion --------------------------------------------------------------------------


def strip_annotated(annotation: Any) -> Any:
    while get_origin(annotation) is Annotated:
        annotation = get_args(annotation)[0]
    return annotation


Coerce = typing.Callable[[str], Any]


def _as_bool(text: str) -> bool:
    lowered = text.lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    raise CellError(T("should be true or false (got {got})"), got=repr(text))


def _as_int(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise CellError(T("should be a whole number (got {got})"), got=repr(text)) from None


def _as_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise CellError(T("should be a number (got {got})"), got=repr(text)) from None
    if not math.isfinite(value):
        raise CellError(T("should be a finite number (got {got})"), got=repr(text))
    return value


def _as_text(text: str) -> str:
    return text


def _scalar_coercer(annotation: Any) -> Coerce:
    annotation = strip_annotated(annotation)
    origin = get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        members = [a for a in get_args(annotation) if a is not type(None)]
        return _scalar_coercer(members[0]) if len(members) == 1 else _as_text
    if origin is Literal:
        values = get_args(annotation)
        if all(isinstance(v, int) and not isinstance(v, bool) for v in values):
            return _as_int
        return _as_text
    return {bool: _as_bool, int: _as_int, float: _as_float}.get(annotation, _as_text)


def cell_coercer(annotation: Any) -> Coerce:
    """A function giving one non-empty CSV cell as the value the field's annotation asks
    for. Made once per field: the catalog's 20,000 imported rows convert 250,000 cells, and
    walking each annotation for each cell was two thirds of reading them."""
    bare = strip_annotated(annotation)
    if get_origin(bare) in (typing.Union, types.UnionType):
        members = [a for a in get_args(bare) if a is not type(None)]
        if len(members) == 1:
            bare = strip_annotated(members[0])
    if get_origin(bare) is list:
        (item_type,) = get_args(bare) or (str,)
        item = _scalar_coercer(item_type)
        if item is _as_text:  # most lists are of text: no call a word
            def texts(text: str) -> list[Any]:
                return [part for part in map(str.strip, text.split(LIST_SEPARATOR)) if part]
            return texts

        def items(text: str) -> list[Any]:
            return [item(part) for part in (p.strip() for p in text.split(LIST_SEPARATOR))
                    if part]
        return items
    return _scalar_coercer(annotation)


def coerce_cell(text: str, annotation: Any) -> Any:
    """One non-empty CSV cell as the value the field's annotation asks for."""
    return cell_coercer(annotation)(text)


def csv_records(text: str) -> typing.Iterator[tuple[int, list[str]]]:
    """(first line number, cells) of each record, comment and blank lines skipped (the
    catalog's sources and the user's imports alike), one record at a time: a caller that
    stops early (a quote past its row limit) has not split the rest. Raises BrokenCsvError."""
    # Comment lines become blank lines, so csv's line numbers still match the file.
    lines = ("\n" if line.lstrip().startswith("#") else line
             for line in io.StringIO(text, newline=""))
    reader = csv.reader(lines, strict=True)
    start = 1
    while True:
        try:
            cells = next(reader)
        except StopIteration:
            return
        except csv.Error as error:
            raise BrokenCsvError(start, str(error)) from None
        if cells and any(cell.strip() for cell in cells):
            yield start, cells
        start = reader.line_num + 1


__all__ = ["LIST_SEPARATOR", "BrokenCsvError", "CellError", "cell_coercer", "coerce_cell",
           "csv_records", "strip_annotated"]
