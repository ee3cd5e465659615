"""Reading and writing `*.gwlab` lab plans (docs/lab-plan.md).

The lab file is read as a build file is (`configurator.model.json_input`: size, nesting, NaN,
duplicate keys, types, unknown keys, limits), and refused with one `BuildFileError` naming
the place: bad JSON, an unknown circuit or rack id, an id used twice, an inline build a build
file would refuse (`machines[1].build.gpus[0].slot`). A machine whose build is a path is
different: that file may be missing or broken without the lab being so, and the machine is
then "not checked" (`MachineBuild.error` names the file and the place in it); the rest of
the lab is read and judged as usual.

Writing is the build files' safe writing: atomic, the previous file kept as `NAME.gwlab.bak`.
Inline builds are saved with their parts snapshot, as a build file is; paths are written
relative to the lab file's folder.
"""

from __future__ import annotations

import dataclasses
import json
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from configurator.lab.plan import (
    FORMAT_NAME,
    FORMAT_VERSION,
    SUFFIX,
    Circuit,
    Lab,
    LabPlan,
    Machine,
    MachineBuild,
    Rack,
)
from configurator.model import limits
from configurator.model.build import FORMAT_NAME as BUILD_FORMAT
from configurator.model.build import FORMAT_VERSION as BUILD_VERSION
from configurator.model.build import CustomOutlet
from configurator.model.buildfile import (
    LoadedBuild,
    PartLookup,
    build_from_data,
    build_with_snapshot,
    read_build,
    resolve,
    write_text_atomic,
)
from configurator.model.json_input import (
    BuildFileError,
    checked_version,
    decode_bytes,
    describe_value,
    parse_json_text,
    refuse,
    too_large,
)
from configurator.model.messages import Message, T, message
from configurator.model.safe_files import UnsafeFileError, read_regular_file
from configurator.model.validation_messages import validation_message

__all__ = ["SUFFIX", "LoadedLab", "dumps_lab", "is_lab_file_name", "lab_from_plan",
           "read_lab", "read_lab_bytes", "with_lab_suffix", "write_lab"]


def is_lab_file_name(name: str) -> bool:
    return name.lower().endswith(SUFFIX)


def with_lab_suffix(path: str) -> str:
    """A path typed into a save dialog, with .gwlab added unless it has it."""
    return path if is_lab_file_name(path) else path + SUFFIX


@dataclass
class LoadedLab:
    lab: Lab
    notices: list[Message] = field(default_factory=list)


# --- reading ------------------------------------------------------------------------------


def _plan_from_data(data: Any) -> LabPlan:
    if not isinstance(data, dict):
        raise refuse(T("a lab plan holds one JSON object, not {got}"), got=describe_value(data))
    if data.get("format") != FORMAT_NAME:
        if "format" not in data:
            raise refuse(T("not a lab plan: the key {key} is missing"),
                         key=f'"format": "{FORMAT_NAME}"')
        raise refuse(T("not a lab plan: format is {got}, expected {expected!r}"), "format",
                     got=describe_value(data.get("format")), expected=FORMAT_NAME)
    if "version" not in data:
        raise refuse(T("required key is missing"), "version")
    checked_version(data, FORMAT_VERSION)
    try:
        return LabPlan.model_validate(data, strict=True)
    except ValidationError as error:
        raise validation_message(error) from None


def _check_ids(plan: LabPlan) -> None:
    """Ids are unique across circuits, racks and machines (a finding's `parts` names any of
    them); every machine names circuits and a rack the plan has."""
    first_place: dict[str, str] = {}
    groups = (("circuits", plan.circuits), ("racks", plan.racks), ("machines", plan.machines))
    for key, entries in groups:
        for index, entry in enumerate(entries):
            place = f"{key}[{index}].id"
            if entry.id in first_place:
                raise refuse(T("id {id!r} is used twice (also at {other}); circuits, racks and "
                               "machines each need an id of their own"), place, id=entry.id,
                             other=first_place[entry.id])
            first_place[entry.id] = place
    circuits = [c.id for c in plan.circuits]
    racks = {r.id: r for r in plan.racks}
    for index, machine in enumerate(plan.machines):
        seen: set[str] = set()
        for j, circuit_id in enumerate(machine.circuits):
            place = f"machines[{index}].circuits[{j}]"
            if circuit_id not in circuits:
                raise _unknown(T("unknown circuit {id!r} (the lab's circuits: {names})"),
                               T("unknown circuit {id!r}: the lab has no circuits"),
                               place, circuit_id, circuits)
            if circuit_id in seen:
                raise refuse(T("circuit {id!r} is listed twice for this machine"), place,
                             id=circuit_id)
            seen.add(circuit_id)
        if machine.rack is not None and machine.rack not in racks:
            raise _unknown(T("unknown rack {id!r} (the lab's racks: {names})"),
                           T("unknown rack {id!r}: the lab has no racks"),
                           f"machines[{index}].rack", machine.rack, list(racks))
        if machine.u is not None and machine.rack is None:
            raise refuse(T("a rack unit is given but no rack; give the machine's rack too"),
                         f"machines[{index}].u")


def _unknown(template: str, template_none: str, place: str, given: str,
             known: list[str]) -> BuildFileError:
    if not known:
        return refuse(template_none, place, id=given)
    return refuse(template, place, id=given, names=", ".join(known))


def _inside(error: BuildFileError, prefix: str) -> BuildFileError:
    """A refusal of an inline build, its place put under the machine's `build` key."""
    where = error.place
    if isinstance(where, str) and where:
        return BuildFileError(error.message, f"{prefix}.{where}" if not where.startswith("[")
                              else prefix + where)
    return BuildFileError(error.message, prefix)


BuildReader = Callable[[Path], LoadedBuild]


def _inline_build(raw: dict, place: str, lookup: PartLookup | None) -> MachineBuild:
    # An inline build may leave out the build file's format and version (the lab's own
    # version says which they are); when it gives them, they are checked as a file's are.
    data = {"format": BUILD_FORMAT, "version": BUILD_VERSION, **raw}
    try:
        return MachineBuild(resolve(build_from_data(data), lookup))
    except BuildFileError as error:
        raise _inside(error, place) from None


def _file_build(path: str, folder: Path, read: BuildReader) -> MachineBuild:
    file = Path(os.path.normpath(folder / path))
    try:
        return MachineBuild(read(file), path=path, file=file)
    except BuildFileError as error:
        return MachineBuild(None, path=path, file=file, error=error)


def lab_from_plan(plan: LabPlan, folder: Path, lookup: PartLookup | None,
                  read: BuildReader | None = None) -> LoadedLab:
    """The lab of a validated plan, every machine's build read: inline ones here (a refusal
    names its place in the lab file), files from `folder` (a refusal makes the machine
    "not checked"). A file named by several machines is read once."""
    _check_ids(plan)
    cache: dict[Path, LoadedBuild] = {}

    def read_cached(file: Path) -> LoadedBuild:
        if file not in cache:
            cache[file] = (read or (lambda f: read_build(f, lookup)))(file)
        return cache[file]

    notices: list[Message] = []
    machines: list[Machine] = []
    for index, entry in enumerate(plan.machines):
        if isinstance(entry.build, dict):
            build = _inline_build(entry.build, f"machines[{index}].build", lookup)
        else:
            build = _file_build(entry.build, folder, read_cached)
        if build.loaded is not None:
            notices.extend(message(T("Machine {machine}: {notice}"), machine=entry.id,
                                   notice=notice) for notice in build.loaded.notices)
        machines.append(Machine(entry.id, build, tuple(entry.circuits), entry.rack, entry.u))
    lab = Lab(name=plan.name, notes=plan.notes, room=plan.room, circuits=tuple(plan.circuits),
              racks=tuple(plan.racks), machines=tuple(machines))
    return LoadedLab(lab, notices)


def read_lab_bytes(data: bytes, folder: Path, lookup: PartLookup | None) -> LoadedLab:
    """Parse, validate and read the machines' builds (paths relative to `folder`); every
    refusal of the lab itself is a BuildFileError."""
    try:
        plan = _plan_from_data(parse_json_text(decode_bytes(data)))
        return lab_from_plan(plan, folder, lookup)
    except BuildFileError:
        raise
    except RecursionError:
        raise refuse(T("nesting deeper than {levels} levels"),
                     levels=limits.MAX_NESTING) from None
    except (ValueError, TypeError, KeyError, AttributeError) as error:  # last guard: no traceback
        raise refuse(T("cannot read this lab plan: {error}"), error=str(error)) from None


def read_lab(path: str | os.PathLike, lookup: PartLookup | None,
             folder: Path | None = None) -> LoadedLab:
    """The lab plan at `path`, its machines' build files found beside it (or relative to
    `folder`: an autosaved copy names them from the folder of the lab it copies)."""
    try:
        data = read_regular_file(path, limits.MAX_FILE_BYTES)
    except UnsafeFileError as error:
        raise BuildFileError(error.message) from None
    if len(data) > limits.MAX_FILE_BYTES:
        raise too_large(len(data))
    if folder is None:
        folder = Path(os.path.abspath(path)).parent
    return read_lab_bytes(data, folder, lookup)


def inlined(lab: Lab) -> Lab:
    """The lab with every build file it read copied inside it (a template's machines, so that
    the copy the user saves elsewhere does not lean on the application's own files)."""
    machines = tuple(
        dataclasses.replace(m, build=MachineBuild(m.build.loaded))
        if not m.build.inline and m.build.loaded is not None else m for m in lab.machines)
    return dataclasses.replace(lab, machines=machines)


# --- writing ------------------------------------------------------------------------------


def _outlet_json(circuit: Circuit) -> str | dict:
    if isinstance(circuit.outlet, CustomOutlet):
        return circuit.outlet.model_dump(mode="json")
    return circuit.outlet


def _path_from(folder: Path, build: MachineBuild) -> str:
    """The build file's path as the lab at `folder` writes it: a relative path as given when
    it still leads there, else relative to the folder (absolute across drives), with '/'."""
    assert build.path is not None and build.file is not None
    given = Path(build.path)
    if not given.is_absolute() and Path(os.path.normpath(folder / given)) == build.file:
        return build.path
    try:
        relative = os.path.relpath(build.file, folder)
    except ValueError:  # another drive (Windows): no relative path leads there
        return build.file.as_posix()
    return Path(relative).as_posix()


def _machine_json(machine: Machine, folder: Path, catalog_version: str) -> dict:
    build = machine.build
    if build.inline:
        assert build.loaded is not None  # an inline build that cannot be read refuses the lab
        written = build_with_snapshot(build.loaded.resolved, catalog_version)
        data: dict[str, Any] = {"id": machine.id, "build": written.to_json_dict()}
    else:
        data = {"id": machine.id, "build": _path_from(folder, build)}
    if machine.circuits:
        data["circuits"] = list(machine.circuits)
    if machine.rack is not None:
        data["rack"] = machine.rack
    if machine.u is not None:
        data["u"] = machine.u
    return data


def _rack_json(rack: Rack) -> dict:
    return rack.model_dump(mode="json", exclude_none=True)


def lab_json(lab: Lab, folder: Path, catalog_version: str) -> dict:
    """The file's JSON object for a lab saved in `folder`; defaults left out."""
    data: dict[str, Any] = {"format": FORMAT_NAME, "version": FORMAT_VERSION}
    if lab.name:
        data["name"] = lab.name
    if lab.notes:
        data["notes"] = lab.notes
    room = lab.room.model_dump(mode="json", exclude_none=True)
    if room:
        data["room"] = room
    data["circuits"] = [{"id": c.id, "outlet": _outlet_json(c)} for c in lab.circuits]
    data["racks"] = [_rack_json(r) for r in lab.racks]
    data["machines"] = [_machine_json(m, folder, catalog_version) for m in lab.machines]
    return data


def dumps_lab(lab: Lab, folder: Path, catalog_version: str) -> str:
    return json.dumps(lab_json(lab, folder, catalog_version), indent=2, ensure_ascii=False,
                      allow_nan=False) + "\n"


def write_lab(path: str | os.PathLike, lab: Lab, catalog_version: str) -> None:
    """Save the lab atomically, the previous file kept as NAME.gwlab.bak; build file paths
    relative to the folder it is saved in."""
    folder = Path(os.path.abspath(path)).parent
    write_text_atomic(path, dumps_lab(lab, folder, catalog_version))
