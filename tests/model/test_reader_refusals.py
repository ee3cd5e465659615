"""Every kind of bad build file is refused with one message that names the place."""

from __future__ import annotations

import json

import pytest
from factory import base_data, board, gpu, slot

from configurator.model import limits
from configurator.model.buildfile import BuildFileError, read_build, read_build_bytes


def _bytes(data: dict) -> bytes:
    return json.dumps(data).encode()


def _with(**changes) -> dict:
    data = base_data(1)
    data.update(changes)
    return data


def _gpu_with(**fields) -> dict:
    data = base_data(1)
    data["custom_parts"][0] = gpu(**fields)
    return data


NEST = b'{"format": "gpu-workstation-build", "version": 1, "notes": ' + b"[" * 40 + b"]" * 40 + b"}"

BAD_INPUTS = {
    "empty file": (b"", None, "empty"),
    "only whitespace": (b"  \n\t ", None, "empty"),
    "bad JSON": (b'{"format": "gpu-workstation-build", "version": 1,,}', "line 1, column", "not valid JSON"),
    "truncated JSON": (b'{"format": "gpu-workstation-build", "ver', "line 1", "not valid JSON"),
    "NaN": (b'{"format": "gpu-workstation-build", "version": 1, "extras": [{"name": "x", "price_usd": NaN}]}', None, "NaN"),
    "Infinity": (b'{"format": "gpu-workstation-build", "version": 1, "outlet": {"volts": Infinity, "amps": 10}}', None, "Infinity"),
    "binary garbage": (bytes(range(256)) * 4, "line", "not a text file"),
    "NUL bytes in UTF-8": (b'{"format": "gpu-workstation-build"\x00}', "line 1", "NUL"),
    "not an object": (b"[1, 2, 3]", None, "one JSON object"),
    "not a build file": (b'{"hello": "world"}', None, "not a build file"),
    "wrong format name": (b'{"format": "kicad", "version": 1}', "format", "not a build file"),
    "newer version": (b'{"format": "gpu-workstation-build", "version": 7}', None, "newer version"),
    "version not a number": (b'{"format": "gpu-workstation-build", "version": "1"}', "version", "whole number"),
    "nesting past the limit": (NEST, "line 1, column", "nesting deeper than 32"),
    "duplicate key": (b'{"format": "gpu-workstation-build", "version": 1, "name": "a", "name": "b"}', None, "appears twice"),
    "unknown top-level key": (_bytes(_with(colour="red")), "colour", "unknown key"),
    "unknown nested key": (_bytes(_with(gpus=[{"part": "gpu-a", "slot": "S1", "qty": 2}])), "gpus[0].qty", "unknown key"),
    "wrong type": (_bytes(_with(memory=[{"part": "ram", "qty": "4"}])), "memory[0].qty", "whole number"),
    "bool for a number": (_bytes(_with(psu={"part": "psu", "qty": True})), "psu.qty", "whole number"),
    "qty above 64": (_bytes(_with(memory=[{"part": "ram", "qty": 65}])), "memory[0].qty", "at most 64"),
    "qty zero": (_bytes(_with(storage=[{"part": "ssd", "qty": 0}])), "storage[0].qty", "at least 1"),
    "watts above the limit": (_bytes(_gpu_with(tdp_w=20_000)), "custom_parts[0].tdp_w", "at most 10000"),
    "length below the limit": (_bytes(_gpu_with(length_mm=5)), "custom_parts[0].length_mm", "at least 10"),
    "slot width above 4": (_bytes(_gpu_with(slot_width=5)), "custom_parts[0].slot_width", "at most 4"),
    "lanes not a PCIe width": (_bytes(_gpu_with(pcie_lanes=3)), "custom_parts[0].pcie_lanes", "should be one of 1, 2, 4, 8, 16 (got 3)"),
    "unknown cooler kind": (_bytes(_gpu_with(cooler="water")), "custom_parts[0].cooler", "should be"),
    "price too high": (_bytes(_with(extras=[{"name": "x", "price_usd": 2_000_000}])), "extras[0].price_usd", "at most 1000000"),
    "string too long": (_bytes(_with(name="x" * 501)), "name", "longer than 500"),
    "notes too long": (_bytes(_with(notes="x" * 20_001)), "notes", "longer than 20000"),
    "unknown outlet": (_bytes(_with(outlet="MARS-5A")), "outlet", "unknown outlet 'MARS-5A'; use one of"),
    "volts outside limits": (_bytes(_with(outlet={"volts": 50, "amps": 10})), "outlet.volts", "at least 90"),
    "amps outside limits": (_bytes(_with(outlet={"volts": 230, "amps": 500})), "outlet.amps", "at most 100"),
    "unknown part": (_bytes(_with(cpus=["no-such-cpu"])), "cpus[0]", "unknown part 'no-such-cpu'"),
    "part of the wrong kind": (_bytes(_with(psu={"part": "ram"})), "psu.part", "is a memory module, not a power supply"),
    "unknown slot": (_bytes(_with(gpus=[{"part": "gpu-a", "slot": "PCIE9"}])), "gpus[0].slot", "no slot 'PCIE9'"),
    "slot without a motherboard": (_bytes({**_with(), "motherboard": None}), "gpus[0].slot", "no motherboard"),
    "duplicate custom ids": (_bytes({**_with(), "custom_parts": [*base_data()["custom_parts"], gpu()]}), "custom_parts[8].id", "used twice"),
    "redundant >= qty": (_bytes(_with(psu={"part": "psu", "qty": 2, "redundant": 2})), "psu", "must be smaller than qty"),
    "waiver without reason": (_bytes(_with(waivers=[{"rule": "PCIE-X8", "reason": "  "}])), "waivers[0].reason", "needs a reason"),
    "part id not a slug": (_bytes({**_with(), "custom_parts": [gpu(id="My Card")]}), "custom_parts[0].id", "must be a slug"),
    "unknown part kind": (_bytes({**_with(), "custom_parts": [{"kind": "laser", "id": "x"}]}), "custom_parts[0]", "unknown part kind"),
    "board slot ids repeated": (_bytes({**_with(), "custom_parts": [board(slots=[slot("A", 1), slot("A", 3)])]}), "custom_parts[0]", "repeated: A"),
    "board slot outside the board": (_bytes({**_with(), "custom_parts": [board(form_factor="micro-ATX", slots=[slot("A", 6)])]}), "custom_parts[0]", "outside a micro-ATX board"),
    "bridge to an empty slot": (_bytes({**_with(), "bridges": [{"part": "b", "between": ["S1", "S3"]}], "custom_parts": [*base_data()["custom_parts"], {"kind": "bridge", "id": "b", "name": "B", "spacing_slots": 2}]}), "bridges[0].between[1]", "no GPU stands in slot 'S3'"),
    "card in two bridges": (None, "bridges[1].between[0]", "takes 1 NVLink bridge"),
}


def _two_bridges() -> bytes:
    data = base_data(2)
    data["custom_parts"].append({"kind": "bridge", "id": "b", "name": "B", "spacing_slots": 2})
    data["bridges"] = [{"part": "b", "between": ["S1", "S3"]}, {"part": "b", "between": ["S1", "S3"]}]
    return _bytes(data)


@pytest.mark.parametrize("case", list(BAD_INPUTS))
def test_bad_input_is_refused_with_a_placed_message(case: str) -> None:
    data, where, text = BAD_INPUTS[case]
    if data is None:
        data = _two_bridges()
    with pytest.raises(BuildFileError) as caught:
        read_build_bytes(data, None)
    message = str(caught.value)
    assert text in message, message
    if where:
        assert where in message, message
    assert "\n" not in message and "Traceback" not in message


def test_at_least_twenty_kinds_of_bad_input_are_covered() -> None:
    assert len(BAD_INPUTS) >= 20


def test_file_over_five_megabytes_is_refused_before_reading(tmp_path) -> None:
    path = tmp_path / "huge.gwb.json"
    path.write_bytes(b" " * (limits.MAX_FILE_BYTES + 1))
    with pytest.raises(BuildFileError, match="at most 5 MB"):
        read_build(path, None)


def test_missing_file_and_folder_are_refused(tmp_path) -> None:
    with pytest.raises(BuildFileError, match="no such file"):
        read_build(tmp_path / "nope.gwb.json", None)
    with pytest.raises(BuildFileError, match="folder"):
        read_build(tmp_path, None)


def test_too_many_custom_parts_are_refused_quickly() -> None:
    data = base_data(1)
    data["custom_parts"] = [gpu(id=f"g-{i}") for i in range(limits.MAX_CUSTOM_PARTS + 1)]
    with pytest.raises(BuildFileError, match="custom_parts: more than 1000 items"):
        read_build_bytes(_bytes(data), None)


def test_very_deep_nesting_is_refused_without_recursion_error() -> None:
    deep = b'{"format": "gpu-workstation-build", "version": 1, "notes": ' + b"[" * 10_000 + b"]" * 10_000 + b"}"
    with pytest.raises(BuildFileError, match="nesting deeper than 32"):
        read_build_bytes(deep, None)
