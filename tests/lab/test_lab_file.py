"""Reading and writing *.gwlab files: a lab refuses what a build file refuses, with the place
named; a build file that cannot be read makes its machine "not checked", never the lab
unreadable; saving is atomic, keeps NAME.gwlab.bak and writes paths relative to the lab."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from factory import base_data, gpu
from lab_factory import box, circuit, lab_data, load, machine

from configurator.lab import read_lab, validate_lab, write_lab
from configurator.lab.labfile import dumps_lab, lab_from_plan, with_lab_suffix
from configurator.lab.plan import LabPlan
from configurator.model.buildfile import dumps_build, read_build
from configurator.model.json_input import BuildFileError
from configurator.model.parts import PART_TYPES


def _refusal(data: dict | bytes) -> BuildFileError:
    raw = data if isinstance(data, bytes) else json.dumps(data).encode()
    with pytest.raises(BuildFileError) as caught:
        from configurator.lab import read_lab_bytes

        read_lab_bytes(raw, Path("."), None)
    return caught.value


def _with(**changes) -> dict:
    data = lab_data([machine("m1", box(500), ("A1",), rack="R1", u=1)],
                    circuits=[circuit("A1"), circuit("A2")],
                    racks=[{"id": "R1", "units": 42}])
    data.update(changes)
    return data


def _machine_with(**changes) -> dict:
    data = _with()
    data["machines"][0].update(changes)
    return data


LAB = b'{"format": "gpu-lab", "version": 1, '
BAD_LABS = {
    "bad JSON": (LAB + b'"name": "x",,}', "line 1, column", "not valid JSON"),
    "NaN": (LAB + b'"room": {"cooling_w": NaN}}', "room.cooling_w", "NaN"),
    "Infinity": (LAB + b'"room": {"cooling_w": 1e999}}', "room.cooling_w", "too large"),
    "duplicate key": (LAB + b'"name": "a", "name": "b"}', None, "appears twice"),
    "nesting": (LAB + b'"notes": ' + b"[" * 40 + b"]" * 40 + b"}", "line 1", "nesting deeper"),
    "not an object": (b"[]", None, "one JSON object"),
    "a build file": (json.dumps(base_data(1)).encode(), "format", "not a lab plan"),
    "no format": (b'{"version": 1}', None, "not a lab plan"),
    "newer version": (b'{"format": "gpu-lab", "version": 2}', None, "newer version"),
    "unknown top-level key": (_with(colour="red"), "colour", "unknown key"),
    "unknown machine key": (_machine_with(qty=2), "machines[0].qty", "unknown key"),
    "wrong type": (_with(room={"cooling_w": "lots"}), "room.cooling_w", "should be a number"),
    "bool for a number": (_machine_with(u=True), "machines[0].u", "whole number"),
    "rack units zero": (_with(racks=[{"id": "R1", "units": 0}]), "racks[0].units",
                        "at least 1"),
    "rack units above the limit": (_with(racks=[{"id": "R1", "units": 101}]), "racks[0].units",
                                   "at most 100"),
    "a circuit without outlet": (_with(circuits=[{"id": "A1"}]), "circuits[0].outlet",
                                 "required key is missing"),
    "an unknown outlet": (_with(circuits=[{"id": "A1", "outlet": "EU-99"}]),
                          "circuits[0].outlet", "unknown outlet 'EU-99'"),
    "volts past the limit": (_with(circuits=[{"id": "A1", "outlet": {"volts": 1000, "amps": 10}}]),
                             "circuits[0].outlet.volts", "at most 480"),
    "string too long": (_with(name="x" * 501), "name", "longer than 500"),
    "a machine without build": (_with(machines=[{"id": "m1"}]), "machines[0].build",
                                "required key is missing"),
    "a build that is a number": (_machine_with(build=5), "machines[0].build", "should be"),
    "duplicate circuit ids": (_with(circuits=[circuit("A1"), circuit("A1")]),
                              "circuits[1].id", "used twice (also at circuits[0].id)"),
    "a rack with a circuit's id": (_with(racks=[{"id": "A1", "units": 42}]), "racks[0].id",
                                   "used twice"),
    "duplicate machine ids": (_with(machines=[machine("m1", box()), machine("m1", box())]),
                              "machines[1].id", "used twice"),
    "an unknown circuit": (_machine_with(circuits=["A1", "B7"]), "machines[0].circuits[1]",
                           "unknown circuit 'B7' (the lab's circuits: A1, A2)"),
    "a circuit listed twice": (_machine_with(circuits=["A1", "A1"]), "machines[0].circuits[1]",
                               "listed twice"),
    "an unknown rack": (_machine_with(rack="R9"), "machines[0].rack", "unknown rack 'R9'"),
    "no racks at all": (_with(racks=[], machines=[machine("m1", box(), rack="R1")]),
                        "machines[0].rack", "the lab has no racks"),
    "a unit without rack": (_with(machines=[machine("m1", box(), u=3)]), "machines[0].u",
                            "no rack"),
    "inline build: unknown key": (
        _machine_with(build={**box(), "colour": "red"}), "machines[0].build.colour",
        "unknown key"),
    "inline build: a wrong type": (
        _machine_with(build={**box(), "memory": [{"part": "ram", "qty": "4"}]}),
        "machines[0].build.memory[0].qty", "whole number"),
    "inline build: unknown part": (
        _machine_with(build={**box(), "cpus": ["no-such-cpu"]}), "machines[0].build.cpus[0]",
        "unknown part 'no-such-cpu'"),
    "inline build: unknown slot": (
        _machine_with(build={**box(), "gpus": [{"part": "gpu-a", "slot": "S9"}]}),
        "machines[0].build.gpus[0].slot", "has no slot 'S9'"),
    "inline build: another format": (
        _machine_with(build={**box(), "format": "kicad"}), "machines[0].build.format",
        "not a build file"),
}


@pytest.mark.parametrize("case", BAD_LABS, ids=list(BAD_LABS))
def test_a_bad_lab_is_refused_with_its_place(case) -> None:
    data, where, words = BAD_LABS[case]
    error = _refusal(data)
    if where is not None:
        assert error.where is not None and where in error.where, (error.where, str(error))
    assert words in str(error), str(error)


def test_the_place_is_named_without_a_traceback_for_any_refusal() -> None:
    error = _refusal(_with(circuits=[{"id": "", "outlet": "US-15A"}]))
    assert error.where == "circuits[0].id" and "must not be empty" in str(error)


def test_an_inline_build_may_leave_out_format_and_version() -> None:
    build = box(500)
    del build["format"], build["version"]
    report = validate_lab(load(lab_data([machine("m1", build, ("A1",))])).lab)
    assert report.machines[0].wall_w == 500.0


# --- build files of a lab -------------------------------------------------------------------


def _write_build(path: Path, data: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")


def test_a_build_file_that_cannot_be_read_makes_its_machine_not_checked(tmp_path) -> None:
    _write_build(tmp_path / "builds" / "good.gwb", box(500))
    (tmp_path / "builds" / "broken.gwb").write_text('{"format": "gpu-workstation-build",,}')
    (tmp_path / "builds" / "folder.gwb").mkdir()
    data = lab_data([machine("ok", "builds/good.gwb", ("A1",)),
                     machine("gone", "builds/missing.gwb", ("A1",)),
                     machine("broken", "builds/broken.gwb", ("A1",)),
                     machine("dir", "builds/folder.gwb", ("A1",))])
    lab = load(data, tmp_path).lab
    ok, gone, broken, folder = lab.machines
    assert ok.build.loaded is not None and ok.build.error is None
    assert gone.build.loaded is None and "no such file" in str(gone.build.error)
    assert broken.build.loaded is None
    assert broken.build.error.where == "line 1, column 36"
    assert "not valid JSON" in str(broken.build.error)
    assert "folder" in str(folder.build.error)
    assert gone.build.file == tmp_path / "builds" / "missing.gwb"


def test_a_build_file_of_several_machines_is_read_once(tmp_path) -> None:
    _write_build(tmp_path / "box.gwb", box(500))
    data = lab_data([machine(f"m{i}", "box.gwb", ("A1",)) for i in range(5)])
    reads: list[Path] = []

    def counting(file: Path):
        reads.append(file)
        return read_build(file, None)

    plan = LabPlan.model_validate(data, strict=True)
    lab = lab_from_plan(plan, tmp_path, None, counting).lab
    assert reads == [tmp_path / "box.gwb"]
    assert validate_lab(lab).circuits["A1"].wall_w == 2500.0


def test_a_build_files_notices_name_the_machine(tmp_path) -> None:
    class Catalog:
        def get(self, part_id: str):
            return PART_TYPES["gpu"].model_validate(gpu()) if part_id == "gpu-a" else None

    _write_build(tmp_path / "box.gwb", box(500))
    loaded = load(lab_data([machine("m1", "box.gwb")]), tmp_path, Catalog())
    assert loaded.notices and str(loaded.notices[0]).startswith("Machine m1: Custom part")


# --- writing -------------------------------------------------------------------------------


def _saved_lab(tmp_path: Path) -> Path:
    _write_build(tmp_path / "builds" / "box.gwb", box(500))
    data = lab_data([machine("m1", "builds/box.gwb", ("A1",), rack="R1", u=2),
                     machine("m2", box(700), ("A1", "A2"))],
                    circuits=[circuit("A1"), {"id": "A2", "outlet": "US-208V-30A"}],
                    racks=[{"id": "R1", "units": 42, "max_kw": 12.5}],
                    room={"cooling_w": 9000, "ambient_c": 24})
    path = tmp_path / "room.gwlab"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_lab_reads_back_as_it_was_written(tmp_path) -> None:
    path = _saved_lab(tmp_path)
    first = read_lab(path, None).lab
    write_lab(path, first, "test")
    again = read_lab(path, None).lab
    assert dumps_lab(again, tmp_path, "test") == dumps_lab(first, tmp_path, "test")
    assert again.room.ambient_c == 24 and again.racks[0].max_kw == 12.5
    assert again.circuits[1].outlet == "US-208V-30A"
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written["machines"][0] == {"id": "m1", "build": "builds/box.gwb",
                                      "circuits": ["A1"], "rack": "R1", "u": 2}
    inline = written["machines"][1]["build"]
    assert inline["format"] == "gpu-workstation-build" and inline["custom_parts"]
    assert validate_lab(again).to_json() == validate_lab(first).to_json()


def test_saving_keeps_the_previous_file_as_bak(tmp_path) -> None:
    path = _saved_lab(tmp_path)
    before = path.read_bytes()
    write_lab(path, read_lab(path, None).lab, "test")
    assert (tmp_path / "room.gwlab.bak").read_bytes() == before
    leftovers = [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert leftovers == []


def test_saving_elsewhere_keeps_the_build_files_found(tmp_path) -> None:
    path = _saved_lab(tmp_path)
    lab = read_lab(path, None).lab
    elsewhere = tmp_path / "plans" / "2026"
    elsewhere.mkdir(parents=True)
    write_lab(elsewhere / "copy.gwlab", lab, "test")
    written = json.loads((elsewhere / "copy.gwlab").read_text(encoding="utf-8"))
    assert written["machines"][0]["build"] == "../../builds/box.gwb"
    copy = read_lab(elsewhere / "copy.gwlab", None).lab
    assert copy.machines[0].build.loaded is not None


def test_a_missing_build_file_keeps_its_path_when_saved(tmp_path) -> None:
    data = lab_data([machine("m1", "builds/later.gwb", ("A1",))])
    path = tmp_path / "room.gwlab"
    path.write_text(json.dumps(data), encoding="utf-8")
    write_lab(path, read_lab(path, None).lab, "test")
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written["machines"][0]["build"] == "builds/later.gwb"


def test_an_inline_build_of_catalog_parts_is_saved_with_its_snapshot(tmp_path) -> None:
    specs = {part["id"]: PART_TYPES[part["kind"]].model_validate(part)
             for part in box(500)["custom_parts"]}

    class Catalog:
        def get(self, part_id: str):
            return specs.get(part_id)

    build = box(500)
    del build["custom_parts"]
    path = tmp_path / "room.gwlab"
    path.write_text(json.dumps(lab_data([machine("m1", build, ("A1",))])), encoding="utf-8")
    write_lab(path, read_lab(path, Catalog()).lab, "2026.11")
    # Without the catalog, the lab still opens: its inline build carries its parts.
    again = read_lab(path, None).lab
    assert validate_lab(again).machines[0].wall_w == 500.0
    snapshot = json.loads(path.read_text())["machines"][0]["build"]["parts_snapshot"]
    assert snapshot["catalog_version"] == "2026.11"


def test_a_refused_lab_file_is_left_as_it_was(tmp_path) -> None:
    path = tmp_path / "room.gwlab"
    path.write_bytes(b'{"format": "gpu-lab", "version": 1, "name": 5}')
    with pytest.raises(BuildFileError) as caught:
        read_lab(path, None)
    assert caught.value.where == "name"
    assert path.read_bytes() == b'{"format": "gpu-lab", "version": 1, "name": 5}'


def test_special_files_are_refused(tmp_path) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    fifo = tmp_path / "pipe.gwlab"
    os.mkfifo(fifo)
    with pytest.raises(BuildFileError, match="named pipe"):
        read_lab(fifo, None)
    with pytest.raises(BuildFileError, match="folder"):
        read_lab(tmp_path, None)


def test_the_suffix() -> None:
    assert with_lab_suffix("room") == "room.gwlab"
    assert with_lab_suffix("room.GWLAB") == "room.GWLAB"


def test_the_build_file_writer_is_the_same_one(tmp_path) -> None:
    # A build file made by the app is a lab machine's build file as it is.
    from factory import resolved

    (tmp_path / "a.gwb").write_text(dumps_build(resolved(box(500)).build))
    lab = load(lab_data([machine("m1", "a.gwb", ("A1",))]), tmp_path).lab
    assert lab.machines[0].build.error is None
