"""The layers of docs/architecture.md (import-linter contracts in pyproject.toml), every module
in one of them, and the style check."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).parents[1]
BIN = Path(sys.executable).parent


def _tool(name: str) -> str:
    return str(BIN / name) if (BIN / name).exists() else (shutil.which(name) or name)


def test_import_linter_contracts_are_kept() -> None:
    result = subprocess.run([_tool("lint-imports")], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr
    assert "5 kept, 0 broken" in result.stdout


def test_ruff_finds_nothing() -> None:
    result = subprocess.run([_tool("ruff"), "check", "."], cwd=ROOT, capture_output=True,
                            text=True)
    assert result.returncode == 0, result.stdout[-3000:]


def test_every_module_is_in_a_layer() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    (layers,) = [c["layers"] for c in config["tool"]["importlinter"]["contracts"]
                 if c["name"].startswith("Layers")]
    members = {name.strip() for layer in layers for name in layer.split("|")}
    package = ROOT / "configurator"
    modules = {".".join(("configurator", *p.relative_to(package).with_suffix("").parts))
               .removesuffix(".__init__") for p in package.rglob("*.py")}
    outside = sorted(m for m in modules if m != "configurator"
                     and not any(m == layer or m.startswith(layer + ".") for layer in members))
    assert outside == []
