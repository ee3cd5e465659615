"""Building models from trusted values (configurator.model.construct): the model
`model_construct` would give, without asking each list default's signature."""

from __future__ import annotations

import pytest

from configurator.model.build import Build
from configurator.model.construct import construct


def test_a_constructed_build_is_what_model_construct_gives() -> None:
    built = construct(Build, outlet="US-120V-15A")
    expected = Build.model_construct(outlet="US-120V-15A")
    assert built == expected
    assert built.model_fields_set == expected.model_fields_set == {"outlet"}


def test_list_defaults_are_made_for_each_model() -> None:
    first, second = construct(Build), construct(Build)
    first.gpus.append("x")  # type: ignore[arg-type]
    assert second.gpus == [] and Build.model_construct().gpus == []


def test_no_factory_signature_is_asked_for(monkeypatch: pytest.MonkeyPatch) -> None:
    from pydantic._internal import _fields

    asked: list[object] = []
    takes_data = _fields.takes_validated_data_argument
    monkeypatch.setattr(_fields, "takes_validated_data_argument",
                        lambda factory: asked.append(factory) or takes_data(factory))
    construct(Build, name="x")
    assert asked == []
    Build.model_construct(name="x")  # (what it saves: pydantic asks for each list field)
    assert asked
