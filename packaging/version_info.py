"""configurator.__version__ for the build recipes, and the Windows version resource.

`python packaging/version_info.py` prints the version (the shell and PowerShell recipes use
it); the package is read, not imported, so that no dependency is needed.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

INIT = Path(__file__).resolve().parents[1] / "configurator" / "__init__.py"


def read_version(init: Path = INIT) -> str:
    for node in ast.parse(init.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(
                getattr(target, "id", None) == "__version__" for target in node.targets):
            return ast.literal_eval(node.value)
    raise SystemExit(f"{init} has no __version__")


def numeric_version(version: str) -> tuple[int, int, int, int]:
    """Four numbers for a version resource: "0.1.0rc1" -> (0, 1, 0, 0)."""
    numbers = [int(match.group()) for part in version.split("+")[0].split(".")[:4]
               if (match := re.match(r"\d+", part))]
    return tuple([*numbers, 0, 0, 0, 0][:4])  # type: ignore[return-value]


def windows_version_info(version: str, app_name: str, exe_name: str):
    """A PyInstaller VSVersionInfo (what Explorer shows in a program's Properties)."""
    from PyInstaller.utils.win32 import versioninfo as vi

    numbers = numeric_version(version)
    return vi.VSVersionInfo(
        ffi=vi.FixedFileInfo(filevers=numbers, prodvers=numbers),
        kids=[
            vi.StringFileInfo([vi.StringTable("040904B0", [
                vi.StringStruct("CompanyName", f"{app_name} developers"),
                vi.StringStruct("FileDescription", app_name),
                vi.StringStruct("FileVersion", version),
                vi.StringStruct("InternalName", exe_name),
                vi.StringStruct("OriginalFilename", f"{exe_name}.exe"),
                vi.StringStruct("ProductName", app_name),
                vi.StringStruct("ProductVersion", version),
                vi.StringStruct("LegalCopyright", "MIT License"),
            ])]),
            vi.VarFileInfo([vi.VarStruct("Translation", [0x0409, 1200])]),
        ],
    )


if __name__ == "__main__":
    print(read_version())
