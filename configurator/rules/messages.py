"""Every message template of the rules, as written in T("...") in their source.

The translation tooling feeds these to Qt Linguist; a test checks that every finding's
template and fix template is among them, so no message escapes translation.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from configurator.model.messages import templates_in

RULES_DIR = Path(__file__).parent


@cache
def all_templates() -> tuple[str, ...]:
    return templates_in(sorted(RULES_DIR.rglob("*.py")))
