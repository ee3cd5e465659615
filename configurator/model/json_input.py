"""Guarding JSON input: bytes to text to JSON with the file-format limits (size, nesting,
no NaN, no duplicate keys), a refusal naming the place (a JSON path such as `gpus[1].slot`, or a
line and column). Pydantic's validation errors become such a refusal in
`model/validation_messages.py`."""

from __future__ import annotations

import contextlib
import json
import math
import re
from typing import Any

from configurator.model import limits
from configurator.model.messages import Message, T, message

Place = Message | str  # a JSON path or file path as it is, or a translatable place


class BuildFileError(Exception):
    """A build file that cannot be used; `str()` is the one message, in English.

    `message` and `place` keep the template and params, for the translated text
    (`configurator.words.messages.refusal_text`); `detail` and `where` are their English.
    """

    def __init__(self, detail: Message | str, where: Place | None = None) -> None:
        self.message = detail
        self.place = where
        self.detail = str(detail)
        self.where = str(where) if where is not None else None
        super().__init__(f"{self.where}: {self.detail}" if where is not None else self.detail)


def refuse(template: str, where: Place | None = None, **params: Any) -> BuildFileError:
    """A BuildFileError of an English template (marked T) and its params."""
    return BuildFileError(Message(template, params), where)


def line_column(line: int, column: int) -> Message:
    return message(T("line {line}, column {column}"), line=line, column=column)


# What Python's json module says, in words a translator sees (anything else stays as it is).
JSON_REASONS = {
    "Expecting value": T("a value was expected"),
    "Expecting property name enclosed in double quotes":
        T("a key in double quotes was expected"),
    "Expecting ':' delimiter": T("a ':' was expected"),
    "Expecting ',' delimiter": T("a ',' was expected"),
    "Unterminated string starting at": T("a text is not closed by a double quote"),
    "Invalid control character at": T("a control character inside a text"),
    "Invalid \\escape": T("an invalid backslash escape"),
    "Invalid \\uXXXX escape": T("an invalid \\uXXXX escape"),
    "Extra data": T("more data after the end of the JSON value"),
}


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
                raise refuse(T("nesting deeper than {levels} levels"), line_column(line, col),
                             levels=limits.MAX_NESTING)
        elif token in "]}":
            depth -= 1


class _OffenceError(Exception):
    """Raised inside json.loads by a hook; the place is found afterwards (see `_locate`)."""

    def __init__(self, detail: Message) -> None:
        self.detail = detail
        super().__init__(str(detail))


def _refuse_constant(name: str) -> Any:
    raise _OffenceError(message(T("{name} is not a number a build file may hold"), name=name))


def _check_number_length(text: str) -> None:
    if len(text) > limits.MAX_NUMBER_CHARS:
        # Python itself would refuse past 4,300 digits in words about its interpreter.
        raise _OffenceError(message(T("a number written with {count} characters; a build file's "
                                 "numbers have at most {limit}"),
                               count=len(text), limit=limits.MAX_NUMBER_CHARS))


def _parse_int(text: str) -> int:
    _check_number_length(text)
    return int(text)


def _parse_float(text: str) -> float:
    _check_number_length(text)
    value = float(text)
    if not math.isfinite(value):
        raise _OffenceError(message(T("{number} is too large a number for a build file"),
                               number=text))
    return value


def _object_without_duplicates(pairs: list[tuple[str, Any]]) -> dict:
    result: dict = {}
    for key, value in pairs:
        if key in result:
            raise _OffenceError(message(T("key {key!r} appears twice in one object"), key=key))
        result[key] = value
    return result


# Strings (escapes included), punctuation, and bare words (numbers, true/false/null, NaN).
_SCAN_RE = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}:,]|[^\s\[\]{}:,"]+', re.DOTALL)
_NUMBER_START = "-0123456789"


def _offends(word: str) -> bool:
    if word in ("NaN", "Infinity", "-Infinity"):
        return True
    if word[:1] in _NUMBER_START:
        if len(word) > limits.MAX_NUMBER_CHARS:
            return True
        with contextlib.suppress(ValueError):
            return not math.isfinite(float(word))
    return False


def _locate(text: str) -> tuple[tuple, int] | None:
    """The JSON path and offset of the first duplicate key, NaN/Infinity or number past the
    limits, in the order json.loads meets them (which stopped at that very token)."""
    # One frame per open container: [is_object, key or index, expecting a key, keys seen].
    stack: list[list] = []
    for match in _SCAN_RE.finditer(text):
        token = match.group()
        frame = stack[-1] if stack else None
        if token in "{[":
            stack.append([token == "{", None if token == "{" else 0, token == "{", set()])
        elif token in "}]":
            if stack:
                stack.pop()
        elif token == ",":
            if frame is not None:
                if frame[0]:
                    frame[2] = True
                else:
                    frame[1] += 1
        elif token == ":":
            continue
        elif frame is not None and frame[0] and frame[2] and token.startswith('"'):
            try:
                key = json.loads(token)
            except ValueError:
                key = token[1:-1]
            frame[2] = False
            if key in frame[3]:
                return (*(f[1] for f in stack[:-1]), key), match.start()
            frame[3].add(key)
            frame[1] = key
        elif not token.startswith('"') and _offends(token):
            return tuple(f[1] for f in stack), match.start()
    return None


def _placed(text: str) -> Message | None:
    found = _locate(text)
    if found is None:
        return None
    path, offset = found
    line, col = _line_col(text, offset)
    if not path:
        return line_column(line, col)
    return message(T("{path} (line {line}, column {column})"), path=json_path(path), line=line,
                   column=col)


def parse_json_text(text: str) -> Any:
    if not text.strip():
        raise refuse(T("the file is empty"))
    _check_nesting(text)
    try:
        return json.loads(
            text, parse_constant=_refuse_constant, parse_int=_parse_int,
            parse_float=_parse_float, object_pairs_hook=_object_without_duplicates
        )
    except _OffenceError as offence:
        raise BuildFileError(offence.detail, _placed(text)) from None
    except json.JSONDecodeError as error:
        known = JSON_REASONS.get(error.msg)
        reason = message(known) if known is not None else error.msg
        raise refuse(T("not valid JSON: {reason}"), line_column(error.lineno, error.colno),
                     reason=reason) from None
    except RecursionError:
        raise refuse(T("nesting deeper than {levels} levels"),
                     levels=limits.MAX_NESTING) from None


def _utf16_start(data: bytes) -> bool:
    """The first two bytes are a printable ASCII character (or white space) and a NUL, in
    either order: UTF-16 without a byte-order mark. (A NUL beside a control byte is binary.)"""
    if len(data) < 2:
        return False
    first, second = data[0], data[1]
    def text(byte: int) -> bool:
        return 0x20 <= byte < 0x7F or byte in (0x09, 0x0A, 0x0D)
    return (first == 0 and text(second)) or (second == 0 and text(first))


def decode_bytes(data: bytes) -> str:
    if len(data) > limits.MAX_FILE_BYTES:
        raise too_large(len(data))
    if not data.strip():
        raise refuse(T("the file is empty"))
    if data.startswith(b"\xff\xfe") or data.startswith(b"\xfe\xff") or _utf16_start(data):
        # UTF-16, with its byte-order mark or without (an ASCII letter then a NUL byte).
        raise refuse(T("not UTF-8 text: this looks like UTF-16; save it as UTF-8"))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line, col = _line_col(data[: error.start].decode("utf-8", "replace"), error.start)
        raise refuse(T("not a text file (bytes that are not UTF-8); is this a build file?"),
                     line_column(line, col)) from None
    if "\x00" in text:
        line, col = _line_col(text, text.index("\x00"))
        raise refuse(T("not a text file (it holds NUL bytes)"), line_column(line, col))
    if text.startswith("\ufeff"):  # a second byte-order mark after the first
        raise refuse(T("the file starts with two byte-order marks (BOM); save it as UTF-8 "
                       "with one, or none"))
    return text


def too_large(size_bytes: int, where: Place | None = None) -> BuildFileError:
    return refuse(T("the file is {size_mb:.1f} MB; build files are at most {limit_mb} MB"), where,
                  size_mb=size_bytes / 1e6, limit_mb=limits.MAX_FILE_BYTES // (1024 * 1024))


_PLAIN_KEY_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,60}$")


def json_path(loc: tuple) -> str:
    """A location in the file (pydantic's or the parser's) as a JSON path: `gpus[1].slot`."""
    path = ""
    for item in loc:
        if isinstance(item, int):
            path += f"[{item}]"
        elif _PLAIN_KEY_RE.fullmatch(str(item)):
            path += f".{item}" if path else str(item)
        else:  # a key a user did not mean to type: show it quoted, control characters escaped
            shown = str(item) if len(str(item)) <= 40 else str(item)[:37] + "..."
            path += f"[{json.dumps(shown, allow_nan=False)}]"
    return path or "(top level)"


def describe_value(value: Any) -> Message | str:
    """A value as a message says it: numbers and JSON words as they are, texts quoted."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, str):
        shown = value if len(value) <= 40 else value[:37] + "..."
        return message(T("the text {text}"), text=repr(shown))
    if isinstance(value, (int, float)):
        if isinstance(value, int) or (value.is_integer() and abs(value) < 1e15):
            return str(int(value))
        return repr(value)
    if isinstance(value, list):
        return message(T("a list"))
    if isinstance(value, dict):
        return message(T("an object"))
    return type(value).__name__


def checked_version(data: dict, newest: int) -> int:
    """The file's format `version` (build files and lab plans): a whole number, not newer than
    `newest`, the one this program reads up to."""
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise refuse(T("should be a whole number (got {got})"), "version",
                     got=describe_value(version))
    if version > newest:
        raise refuse(T("this file is format version {version}, made by a newer version of the "
                       "application; this one reads up to version {newest}. Please update."),
                     version=version, newest=newest)
    return version
