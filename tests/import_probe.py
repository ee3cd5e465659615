"""What a piece of code imports, run in a fresh interpreter (the tests' own process has
imported everything already)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def packages_imported(code: str, packages: tuple[str, ...]) -> list[str]:
    """The modules of `packages` loaded after `code` ran in a new `python -c`, sorted."""
    probe = (f"{code}\nimport sys\nprint(sorted(m for m in sys.modules "
             f"if m.split('.')[0] in {packages!r}))")
    result = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True,
                            text=True, check=True)
    return ast.literal_eval(result.stdout.strip().splitlines()[-1])
