"""The part fields of docs/build-file.md (part fields): accepted, kept through a build file's
write and read, and refused with their place when wrong."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from factory import base_data, board, chassis, gpu, part_of, psu, resolved, with_parts

from configurator.model.board_parts import MotherboardSpec
from configurator.model.buildfile import BuildFileError, read_build, read_build_bytes, write_build
from configurator.model.part_base import RECORD_FIELDS
from configurator.model.parts import PART_TYPES, ChassisSpec, GpuSpec, PsuSpec

REV3_GPU = {"pcie_12pin": 1, "fp8_gflops": 1_979_000.0, "discontinued": "2022-10",
            "estimated": ["spike_w", "length_mm"], "unknown": ["height_mm"]}
REV3_CHASSIS = {"psu_form_factors": ["Supermicro PWS-2K", "CRPS"],
                "board_ids": ["supermicro-x10drg-q"], "max_gpu_power_w": 1200,
                "gpu_power_share": 1 / 3, "rack_units": 4, "weight_kg": 37.5,
                "estimated": ["airflow_cfm"]}
REV3_PSU = {"form_factor": "Supermicro PWS-2K", "unknown": ["eps_connectors"]}
REV3_BOARD = {"memory_channels": 4, "discontinued": "2019-01"}


def _rev3_data() -> dict:
    data = base_data(1)
    return with_parts(
        data,
        {**part_of(data, "gpu-a"), **REV3_GPU},
        {**part_of(data, "case"), **REV3_CHASSIS},
        {**part_of(data, "psu"), **REV3_PSU},
        {**part_of(data, "board"), **REV3_BOARD},
    )


def test_defaults_say_nothing_is_estimated_unknown_or_discontinued() -> None:
    spec = GpuSpec.model_validate(gpu())
    assert (spec.discontinued, spec.estimated, spec.unknown) == (None, [], [])
    assert (spec.pcie_12pin, spec.fp8_gflops) == (0, None)
    case = ChassisSpec.model_validate(chassis())
    assert case.psu_form_factors == ["ATX"] and case.board_ids == []
    assert (case.max_gpu_power_w, case.gpu_power_share, case.rack_units, case.weight_kg) == (
        None, None, None, None)
    assert PsuSpec.model_validate(psu()).form_factor == "ATX"
    assert MotherboardSpec.model_validate(board()).memory_channels is None


def test_a_default_list_is_not_shared_between_parts() -> None:
    first, second = (ChassisSpec.model_validate(chassis(id=f"c-{n}")) for n in (1, 2))
    first.psu_form_factors.append("SFX")
    assert second.psu_form_factors == ["ATX"]


def test_standard_psu_form_factors_have_one_spelling_and_families_stay_as_written() -> None:
    assert PsuSpec.model_validate(psu(form_factor=" sfx-l ")).form_factor == "SFX-L"
    assert PsuSpec.model_validate(psu(form_factor="crps")).form_factor == "CRPS"
    assert PsuSpec.model_validate(psu(form_factor="Supermicro PWS-2K")).form_factor == (
        "Supermicro PWS-2K")
    case = ChassisSpec.model_validate(chassis(psu_form_factors=["atx", "ATX", "sfx"]))
    assert case.psu_form_factors == ["ATX", "SFX"]


def test_every_field_but_the_records_own_may_be_estimated_or_unknown() -> None:
    for kind, spec_type in PART_TYPES.items():
        names = [n for n in spec_type.model_fields if n not in RECORD_FIELDS]
        assert "name" in names and "kind" not in names, kind


def test_the_fields_survive_a_build_files_write_and_read(tmp_path: Path) -> None:
    data = _rev3_data()
    first = resolved(data)
    path = tmp_path / "rev3.gwb"
    write_build(path, first, "2026.12")
    saved = json.loads(path.read_text())
    saved_gpu = part_of(saved, "gpu-a")
    assert {key: saved_gpu[key] for key in REV3_GPU} == REV3_GPU
    again = read_build(path, None).resolved
    assert again.gpus[0].spec == first.gpus[0].spec
    assert again.chassis == first.chassis and again.chassis.psu_form_factors == [
        "Supermicro PWS-2K", "CRPS"]
    assert again.psu.spec.form_factor == "Supermicro PWS-2K"
    assert again.motherboard.memory_channels == 4


def _custom(part_id: str, **fields) -> bytes:
    data = base_data(1)
    return json.dumps(with_parts(data, {**part_of(data, part_id), **fields})).encode()


def _place(part_id: str) -> str:
    index = [p["id"] for p in base_data(1)["custom_parts"]].index(part_id)
    return f"custom_parts[{index}]"


BAD_FIELDS = {
    "12-pin as text": ("gpu-a", {"pcie_12pin": "1"}, ".pcie_12pin", "whole number"),
    "12-pin negative": ("gpu-a", {"pcie_12pin": -1}, ".pcie_12pin", "at least 0"),
    "12-pin too many": ("gpu-a", {"pcie_12pin": 5}, ".pcie_12pin", "at most 4"),
    "FP8 as text": ("gpu-a", {"fp8_gflops": "fast"}, ".fp8_gflops", "should be a number"),
    "FP8 negative": ("gpu-a", {"fp8_gflops": -1}, ".fp8_gflops", "at least 0"),
    "discontinued not a month": ("gpu-a", {"discontinued": "2019-13"}, ".discontinued",
                                 "YYYY-MM"),
    "discontinued a number": ("gpu-a", {"discontinued": 2019}, ".discontinued",
                              "should be text"),
    "estimated not a list": ("gpu-a", {"estimated": "tdp_w"}, ".estimated", "should be a list"),
    "estimated names no field": ("gpu-a", {"estimated": ["tdp_w", "lenght_mm"]}, ".estimated",
                                 "item 1: 'lenght_mm' is not a field of a GPU part"),
    "unknown names another kind's field": ("psu", {"unknown": ["airflow_cfm"]}, ".unknown",
                                           "'airflow_cfm' is not a field of a power supply"),
    "unknown names the id": ("case", {"unknown": ["id"]}, ".unknown", "'id' is not a field"),
    "estimated twice": ("gpu-a", {"estimated": ["tdp_w", "tdp_w"]}, ".estimated",
                        "listed twice"),
    "estimated and unknown": ("gpu-a", {"estimated": ["tdp_w"], "unknown": ["tdp_w"]}, "",
                              "both as estimated and as unknown"),
    "PSU form factor empty": ("psu", {"form_factor": ""}, ".form_factor", "must not be empty"),
    "PSU form factor a number": ("psu", {"form_factor": 2}, ".form_factor", "should be text"),
    "chassis PSU form factors empty": ("case", {"psu_form_factors": []}, ".psu_form_factors",
                                       "at least 1"),
    "chassis PSU form factors a text": ("case", {"psu_form_factors": "ATX"},
                                        ".psu_form_factors", "should be a list"),
    "board id not a slug": ("case", {"board_ids": ["X10DRG-Q"]}, ".board_ids", "must be a slug"),
    "GPU power limit zero": ("case", {"max_gpu_power_w": 0}, ".max_gpu_power_w", "at least 1"),
    "GPU power share zero": ("case", {"gpu_power_share": 0}, ".gpu_power_share",
                             "must be more than 0 (got 0)"),
    "GPU power share above one": ("case", {"gpu_power_share": 1.5}, ".gpu_power_share",
                                  "at most 1"),
    "rack units zero": ("case", {"rack_units": 0}, ".rack_units", "at least 1"),
    "rack units fractional": ("case", {"rack_units": 1.5}, ".rack_units", "whole number"),
    "weight negative": ("case", {"weight_kg": -3}, ".weight_kg", "at least 0.1"),
    "memory channels zero": ("board", {"memory_channels": 0}, ".memory_channels", "at least 1"),
    "memory channels too many": ("board", {"memory_channels": 17}, ".memory_channels",
                                 "at most 16"),
}


@pytest.mark.parametrize("case", list(BAD_FIELDS))
def test_a_wrong_rev3_field_is_refused_with_its_json_path(case: str) -> None:
    part_id, fields, key, words = BAD_FIELDS[case]
    with pytest.raises(BuildFileError) as caught:
        read_build_bytes(_custom(part_id, **fields), None)
    text = str(caught.value)
    assert f"{_place(part_id)}{key}:" in text, text
    assert words in text, text
    assert "\n" not in text and "Traceback" not in text
