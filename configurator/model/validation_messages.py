"""Pydantic's validation errors turned into one message a user can act on, naming the place
(a JSON path such as `gpus[1].slot`) in the words of the file rather than of the models.
Split from `model/json_input.py` (which reads the bytes and the JSON) along that seam."""

from __future__ import annotations

import re
from typing import Any

from pydantic import ValidationError

from configurator.model.build import OUTLET_PRESETS
from configurator.model.json_input import BuildFileError, Place, describe_value, json_path
from configurator.model.messages import Message, MessageError, T, message

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


# pydantic's "'a', 'b' or 'c'" (its own English "or"), back into the choices.
_CHOICES_RE = re.compile(r", | or ")


def _choices(expected: Any) -> str:
    return ", ".join(_CHOICES_RE.split(str(expected)))


def _message_for(error: dict) -> Message | str:
    """The message for one pydantic error; pydantic's own English text only for kinds of
    error no build file or part spec of ours can produce."""
    kind = error["type"]
    ctx = error.get("ctx") or {}
    got = describe_value(error.get("input"))
    if kind == "extra_forbidden":
        return message(T("unknown key"))
    if kind == "missing":
        return message(T("required key is missing"))
    if kind == "greater_than":
        return message(T("must be more than {bound} (got {got})"),
                       bound=describe_value(ctx.get("gt")), got=got)
    if kind == "greater_than_equal":
        return message(T("must be at least {bound} (got {got})"),
                       bound=describe_value(ctx.get("ge")), got=got)
    if kind in ("less_than_equal", "less_than"):
        return message(T("must be at most {bound} (got {got})"),
                       bound=describe_value(ctx.get("le", ctx.get("lt"))), got=got)
    if kind == "string_too_long":
        return message(T("text longer than {limit} characters"), limit=ctx.get("max_length"))
    if kind == "string_too_short":
        return message(T("must not be empty"))
    if kind == "too_long":
        return message(T("more than {limit} items"), limit=ctx.get("max_length"))
    if kind == "too_short":
        return message(T("needs at least {limit} items"), limit=ctx.get("min_length"))
    if kind in ("int_type", "int_parsing", "int_from_float"):
        return message(T("should be a whole number (got {got})"), got=got)
    if kind in ("float_type", "float_parsing"):
        return message(T("should be a number (got {got})"), got=got)
    if kind == "string_type":
        return message(T("should be text (got {got})"), got=got)
    if kind in ("bool_type", "bool_parsing"):
        return message(T("should be true or false (got {got})"), got=got)
    if kind in ("list_type", "tuple_type"):
        return message(T("should be a list (got {got})"), got=got)
    if kind in ("dict_type", "model_type", "model_attributes_type"):
        return message(T("should be an object (got {got})"), got=got)
    if kind == "literal_error":
        choices = _choices(ctx.get("expected"))
        if ", " not in choices:
            return message(T("should be {choice} (got {got})"), choice=choices, got=got)
        return message(T("should be one of {choices} (got {got})"), choices=choices, got=got)
    if kind == "union_tag_invalid":
        return message(T("unknown part kind {kind!r}; kinds are {kinds}"),
                       kind=ctx.get("tag"), kinds=", ".join(sorted(_PART_KINDS)))
    if kind == "union_tag_not_found":
        return message(T("a part needs a 'kind'"))
    if kind == "value_error":
        cause = ctx.get("error")
        if isinstance(cause, MessageError):
            return cause.message
        return str(cause or error.get("msg", "invalid value"))
    return str(error.get("msg", "invalid value")).rstrip(".")


def _outlet_name(value: Any) -> Message | str:
    # "unknown outlet 'EU-99'": a name given as text is quoted, anything else described.
    return repr(value) if isinstance(value, str) and len(value) <= 40 else describe_value(value)


def _outlet_prefix(loc: tuple) -> tuple | None:
    """The location up to an `outlet` key (a build's, or a lab circuit's), or None."""
    if "outlet" not in loc:
        return None
    return tuple(loc[: loc.index("outlet") + 1])


def validation_message(error: ValidationError) -> BuildFileError:
    errors = error.errors(include_url=False)
    # For an outlet (a preset name or an object) prefer the branch the user meant.
    chosen = errors[0]
    outlet = _outlet_prefix(tuple(chosen["loc"]))
    if outlet is not None:
        size = len(outlet)
        here = [e for e in errors if tuple(e["loc"][:size]) == outlet]
        given_object = any(
            isinstance(e.get("input"), dict) for e in here
            if len(e["loc"]) > size and str(e["loc"][size]).startswith("literal")
        )
        for candidate in here:
            if given_object is ("CustomOutlet" in candidate["loc"]):
                chosen = candidate
                break
    loc = _clean_loc(tuple(chosen["loc"]))
    detail = _message_for(chosen)
    if loc[-1:] == ("outlet",) and chosen["type"] == "literal_error":
        detail = message(
            T("unknown outlet {got}; use one of {presets} or {custom}"),
            got=_outlet_name(chosen.get("input")), presets=", ".join(OUTLET_PRESETS),
            custom='{"volts": V, "amps": A}')
    where: Place = json_path(loc) if loc else message(T("(top level)"))
    return BuildFileError(detail, where)
