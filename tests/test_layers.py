"""The layer rule of DESIGN 1 (import-linter contract in pyproject.toml) and the style check."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parents[1]
BIN = Path(sys.executable).parent


def _tool(name: str) -> str:
    return str(BIN / name) if (BIN / name).exists() else (shutil.which(name) or name)


def test_import_linter_contracts_are_kept() -> None:
    result = subprocess.run([_tool("lint-imports")], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr
    assert "4 kept, 0 broken" in result.stdout


def test_ruff_finds_nothing() -> None:
    result = subprocess.run([_tool("ruff"), "check", "."], cwd=ROOT, capture_output=True,
                            text=True)
    assert result.returncode == 0, result.stdout[-3000:]
