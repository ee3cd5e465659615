"""A stored part's spec read back: validated by its own kind's spec."""

from __future__ import annotations

from configurator.model.parts import PART_TYPES, AnyPart, PartBase


def validate_part(data: object) -> PartBase:
    # By its own kind's spec where the kind is known, so that an error's place is the key
    # ("name"), without the union's tag in front of it.
    kind = data.get("kind") if isinstance(data, dict) else None
    spec_type = PART_TYPES.get(kind) if isinstance(kind, str) else None
    if spec_type is None:  # the union says what is wrong with the kind
        from pydantic import TypeAdapter  # (its module is 3 ms of a start that needs none)

        return TypeAdapter(AnyPart).validate_python(data)
    return spec_type.model_validate(data)
