"""Building a model from values already known to be valid, without pydantic's validation.

`model_construct` fills a field left out with its default; for a `default_factory` it first
asks whether the factory takes the validated data, through `inspect.signature`, for every
field of every model it builds. For a builtin such as `list` that parses its text signature
with the tokenizer: most of the cost of building a catalog part or a blank build at start.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any, TypeVar

from pydantic import BaseModel

_Model = TypeVar("_Model", bound=BaseModel)

# The factories known not to take the validated data: the only ones our models use.
_PLAIN_FACTORIES = (list, dict)


@cache
def _plain_factories(model_type: type[BaseModel]) -> tuple[tuple[str, Callable[[], Any]], ...]:
    return tuple((name, info.default_factory) for name, info in model_type.model_fields.items()
                 if info.default_factory in _PLAIN_FACTORIES)


def construct(model_type: type[_Model], /, **values: Any) -> _Model:
    """`model_type.model_construct(**values)`: the same model, the same fields set (only
    those given), the list and dict defaults made here."""
    given = set(values)
    for name, factory in _plain_factories(model_type):
        if name not in given:
            values[name] = factory()
    return model_type.model_construct(given, **values)
