"""Guarding JSON input: bytes to text to JSON with the file-format limits (size, nesting,
no NaN, no duplicate keys), and pydantic validation errors turned into one message that names
the place (a JSON path such as `gpus[1].slot`, or a line and column)."""

from __future__ import annotations

import json
import re
from typing import Any

from pydantic import ValidationError

from configurator.model import limits
from configurator.model.build import OUTLET_PRESETS


class BuildFileError(Exception):
    """A build file that cannot be used; `str()` is the one message for the user."""

    def __init__(self, message: str, where: str | None = None) -> None:
        self.where = where
        self.detail = message
        super().__init__(f"{where}: {message}" if where else message)


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


def describe_value(value: Any) -> str:
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
        bound = describe_value(ctx.get("ge", ctx.get("gt")))
        return f"must be at least {bound} (got {describe_value(given)})"
    if kind in ("less_than_equal", "less_than"):
        bound = describe_value(ctx.get("le", ctx.get("lt")))
        return f"must be at most {bound} (got {describe_value(given)})"
    if kind == "string_too_long":
        return f"text longer than {ctx.get('max_length')} characters"
    if kind == "string_too_short":
        return "must not be empty"
    if kind == "too_long":
        return f"more than {ctx.get('max_length')} items"
    if kind == "too_short":
        return f"needs at least {ctx.get('min_length')} items"
    if kind in ("int_type", "int_parsing", "int_from_float"):
        return f"should be a whole number (got {describe_value(given)})"
    if kind in ("float_type", "float_parsing"):
        return f"should be a number (got {describe_value(given)})"
    if kind == "string_type":
        return f"should be text (got {describe_value(given)})"
    if kind == "bool_type":
        return f"should be true or false (got {describe_value(given)})"
    if kind in ("list_type", "tuple_type"):
        return f"should be a list (got {describe_value(given)})"
    if kind in ("dict_type", "model_type", "model_attributes_type"):
        return f"should be an object (got {describe_value(given)})"
    if kind == "literal_error":
        return f"should be {ctx.get('expected')} (got {describe_value(given)})"
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
            f"unknown outlet {describe_value(chosen.get('input'))}; use one of "
            f"{', '.join(OUTLET_PRESETS)} or {{\"volts\": V, \"amps\": A}}"
        )
    return BuildFileError(message, json_path(loc))
