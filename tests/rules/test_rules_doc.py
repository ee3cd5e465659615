"""docs/rules.md, the project's rule reference: one section per rule id of the engine and of
the lab plan's checks (docs/lab-plan.md), and no section for a rule that neither has (the
window opens it at the rule's anchor)."""

from __future__ import annotations

import re
from pathlib import Path

from configurator.lab import LAB_RULE_IDS
from configurator.rules import ALL_RULE_IDS
from configurator.rules.context import RULES

DOC = Path(__file__).resolve().parents[2] / "docs" / "rules.md"


def _sections() -> dict[str, str]:
    text = DOC.read_text(encoding="utf-8")
    parts = re.split(r"^## ", text, flags=re.MULTILINE)[1:]
    return {part.split("\n", 1)[0].strip(): part for part in parts}


def test_every_rule_id_has_one_section_and_every_section_is_a_rule() -> None:
    headings = re.findall(r"^## (.+)$", DOC.read_text(encoding="utf-8"), flags=re.MULTILINE)
    assert len(headings) == len(set(headings))
    assert set(headings) == set(ALL_RULE_IDS) | set(LAB_RULE_IDS)


def test_each_section_names_the_severities_the_rule_gives() -> None:
    sections = _sections()
    for info in RULES:
        body = sections[info.id]
        for severity in info.severities:
            assert re.search(rf"\*\*{severity}\b", body, flags=re.IGNORECASE), (
                info.id, severity)
