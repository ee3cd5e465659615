"""Every message template of the rules, as written in T("...") in their source.

The translation tooling feeds these to Qt Linguist; a test checks that every finding's
template and fix template is among them, so no message escapes translation.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

RULES_DIR = Path(__file__).parent


@cache
def all_templates() -> tuple[str, ...]:
    found: dict[str, None] = {}
    for path in sorted(RULES_DIR.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "T" and node.args
                    and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)):
                found[node.args[0].value] = None
    return tuple(found)
