"""The installer recipes in packaging/ hold together (fast: nothing is built here).

The builds themselves run in packaging/ci_linux_smoke.sh (called by .ci/run) and in
.github/workflows/release.yml.
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
DESKTOP = PACKAGING / "linux" / "gpu-workstation-configurator.desktop"
MIME_XML = PACKAGING / "linux" / "gpu-workstation-configurator.xml"
OSES = ("ubuntu-latest", "windows-latest", "macos-latest")


def test_spec_and_entry_scripts_compile():
    for name in ("configurator.spec", "entry_console.py", "entry_gui.py", "bundle_filters.py",
                 "linux/icu_trim.py", "icons/make_icons.py", "version_info.py"):
        path = PACKAGING / name
        compile(path.read_text(encoding="utf-8"), str(path), "exec")


def test_spec_names_both_programs_and_the_data():
    spec = (PACKAGING / "configurator.spec").read_text(encoding="utf-8")
    assert 'name="configurator-gui", console=False' in spec
    assert 'name="configurator", console=True' in spec
    assert spec.count("COLLECT(") == 1 and "BUNDLE(" in spec
    assert 'data_tree("db")' in spec and '"resources"' in spec
    assert "strip=False" in spec  # PyInstaller's strip breaks numpy's OpenBLAS


# The spec's line that ships docs/ (F1's help on a rule opens docs/rules.md).
DOCS_LINE = 'datas += [(str(path), "docs") for path in sorted((ROOT / "docs").glob("*.md"))]'


def test_the_bundle_ships_the_documents_where_the_frozen_app_looks(monkeypatch, tmp_path):
    """The bundle laid out as the spec's docs line lays it out: the frozen app's F1 finds
    docs/rules.md in it (configurator/ui/widgets/resources.py, docs_dir)."""
    from configurator.ui.widgets.help_links import rule_link, rules_reference

    spec = (PACKAGING / "configurator.spec").read_text(encoding="utf-8")
    assert DOCS_LINE in spec
    scope = {"ROOT": ROOT, "datas": []}
    exec(DOCS_LINE, scope)
    bundle = tmp_path / "bundle"
    for source, folder in scope["datas"]:
        (bundle / folder).mkdir(parents=True, exist_ok=True)
        shutil.copy(source, bundle / folder)
    shipped = {Path(source).name for source, _ in scope["datas"]}
    assert {"rules.md", "build-file.md"} <= shipped
    assert not any(name.endswith(".png") for name in shipped)  # screenshots stay out
    from configurator.ui.widgets.resources import resources_dir

    monkeypatch.setattr("sys.frozen", True, raising=False)
    monkeypatch.setattr("sys._MEIPASS", str(bundle), raising=False)
    # resources_dir() is cached for the process: ask again here, and again after the test.
    resources_dir.cache_clear()
    try:
        _check_bundle_links(bundle, rules_reference, rule_link)
    finally:
        resources_dir.cache_clear()


def _check_bundle_links(bundle, rules_reference, rule_link) -> None:
    assert rules_reference() == bundle / "docs" / "rules.md"
    assert rules_reference().is_file()
    assert rule_link("PHYS-GPU-LENGTH").toLocalFile() == str(bundle / "docs" / "rules.md")


def test_no_package_marker_in_packaging_folder():
    # packaging/__init__.py would shadow the `packaging` library for `python -m pytest`.
    assert not (PACKAGING / "__init__.py").exists()


def test_desktop_entry_is_valid():
    tool = shutil.which("desktop-file-validate")
    if tool is None:
        pytest.skip("desktop-file-validate is not installed (Debian: desktop-file-utils)")
    result = subprocess.run([tool, str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip() == "", result.stdout  # no warnings either


def test_desktop_entry_opens_the_build_file_type():
    entries = dict(line.split("=", 1) for line in DESKTOP.read_text(encoding="utf-8").splitlines()
                   if "=" in line and not line.startswith("#"))
    assert entries["Exec"] == "configurator-gui %F"
    assert entries["Icon"] == "gpu-workstation-configurator"
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    mime = ET.parse(MIME_XML).getroot().find("m:mime-type", ns)
    assert entries["MimeType"] == f"{mime.get('type')};"
    assert [g.get("pattern") for g in mime.findall("m:glob", ns)] == ["*.gwb", "*.gwb.json"]
    assert mime.find("m:sub-class-of", ns).get("type") == "application/json"


def test_build_script_installs_what_the_issue_asks():
    script = (PACKAGING / "linux" / "build.sh").read_text(encoding="utf-8")
    for needle in ("PREFIX=/opt/$PKG", 'ln -s "$PREFIX/configurator" "$STAGE/usr/bin/configurator"',
                   "/usr/share/icons/hicolor/", "desktop-file-validate", "dpkg -S", "ldd",
                   "libxcb-cursor0", "libxkbcommon-x11-0", "dpkg-deb --root-owner-group",
                   "tar --sort=name"):
        assert needle in script, needle


def _workflow_text() -> str:
    return WORKFLOW.read_text(encoding="utf-8")


def test_workflow_parses_and_covers_three_systems():
    text = _workflow_text()
    assert "\t" not in text
    try:
        import yaml
    except ImportError:  # PyYAML is not a test dependency (yet): check the text
        matrix = re.search(r"^\s+os: \[(.*)\]$", text, re.M)
        assert matrix, "no matrix of runners"
        assert tuple(x.strip() for x in matrix.group(1).split(",")) == OSES
        return
    workflow = yaml.safe_load(text)
    job = workflow["jobs"]["installer"]
    assert tuple(job["strategy"]["matrix"]["os"]) == OSES
    names = [step.get("name", step.get("uses", "")) for step in job["steps"]]
    assert any("actions/upload-artifact" in step.get("uses", "") for step in job["steps"])
    assert sum("self-test" in name.lower() for name in names) >= 3, names


def test_workflow_runs_each_recipe_and_the_self_test():
    text = _workflow_text()
    for needle in ("actions/setup-python", 'python-version: "3.11"', '".[test]"', "pytest",
                   "packaging/linux/build.sh", "packaging/ci_linux_smoke.sh",
                   "packaging/windows/build.ps1", "packaging/macos/build.sh",
                   "--self-test", "actions/upload-artifact", "QT_QPA_PLATFORM: offscreen",
                   "xvfb"):
        assert needle in text, needle


def test_inno_setup_script():
    iss = (PACKAGING / "windows" / "configurator.iss").read_text(encoding="utf-8")
    for needle in ("PrivilegesRequired=lowest", "PrivilegesRequiredOverridesAllowed=dialog",
                   "{autoprograms}", "ChangesAssociations=yes", r'Subkey: "Software\Classes\.gwb";',
                   r"Software\Classes\.gwb.json", r'ValueName: ".gwb"',
                   "uninsdeletekey", "configurator-gui.exe", r'"%1"'):
        assert needle in iss, needle


def test_macos_info_plist_declares_the_document_type():
    import plistlib

    info = plistlib.loads((PACKAGING / "macos" / "Info.plist").read_bytes())
    assert info["NSHighResolutionCapable"] is True
    assert info["LSBackgroundOnly"] is False
    assert info["CFBundleExecutable"] == "configurator-gui"
    extensions = [ext for doc in info["CFBundleDocumentTypes"]
                  for ext in doc.get("CFBundleTypeExtensions", [])]
    assert "gwb" in extensions and "gwb.json" in extensions
    exported = info["UTExportedTypeDeclarations"][0]["UTTypeTagSpecification"]
    assert exported["public.filename-extension"] == ["gwb", "gwb.json"]
    script = (PACKAGING / "macos" / "build.sh").read_text(encoding="utf-8")
    for needle in ("codesign --force --deep -s -", "hdiutil create", "MACOS_SIGN_IDENTITY",
                   "notarytool submit", "--wait", "stapler staple", "--options runtime"):
        assert needle in script, needle


def test_icons_exist_in_every_format():
    icons = PACKAGING / "icons"
    ico = (icons / "configurator.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind) == (0, 1) and count >= 5
    icns = (icons / "configurator.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    for size in (16, 32, 48, 64, 128, 256, 512):
        png = (icons / f"configurator-{size}.png").read_bytes()
        assert png[:8] == b"\x89PNG\r\n\x1a\n"
        assert struct.unpack(">II", png[16:24]) == (size, size)
    assert (icons / "configurator.svg").read_text(encoding="utf-8").lstrip().startswith("<")


@pytest.mark.process
def test_console_entry_dispatches(monkeypatch):
    calls = []
    import configurator.cli
    import configurator.selftest

    monkeypatch.setattr(configurator.selftest, "run_self_test", lambda: calls.append("self") or 0)
    monkeypatch.setattr(configurator.cli, "main", lambda: calls.append("main") or 0)
    monkeypatch.setattr(configurator.cli, "gui_main", lambda: calls.append("gui") or 0)
    namespace: dict = {"__name__": "entry"}
    exec(compile((PACKAGING / "entry_console.py").read_text(encoding="utf-8"),
                 "entry_console.py", "exec"), namespace)
    for argv, expected in (([sys.executable, "--self-test"], "self"),
                           (["/usr/bin/configurator", "validate", "x"], "main"),
                           (["/usr/bin/configurator-gui", "x.gwb"], "gui")):
        monkeypatch.setattr(sys, "argv", argv)
        assert namespace["_run"]() == 0
        assert calls[-1] == expected
