"""What every lab rule reads and how it reports: the lab, each machine judged on its own,
and the findings and "not checked" notes of the lab (docs/lab-plan.md)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from configurator.lab.plan import Lab
from configurator.lab.report import MachineResult, NotChecked
from configurator.model.messages import Message, T  # noqa: F401 - the lab rules' marker
from configurator.rules.report import Finding, Severity

# The lab rules in the order docs/rules.md lists them (LAB-CORDS and LAB-FAILOVER-PSUS are
# this project's additions: configurator.lab.machines, configurator.lab.power).
LAB_RULE_IDS: tuple[str, ...] = (
    "LAB-CIRCUIT", "LAB-CORDS", "LAB-FAILOVER", "LAB-FAILOVER-PSUS", "LAB-HEAT",
    "LAB-RACK-UNITS", "LAB-RACK-POWER", "LAB-RACK-WEIGHT", "LAB-MACHINE",
)
RULE_ORDER = {rule_id: index for index, rule_id in enumerate(LAB_RULE_IDS)}
# The modules whose T("...") templates are findings (translated in the context "Findings");
# the lab's other templates (its file's reader, its edits) are messages ("Messages").
FINDING_MODULES = ("machines.py", "power.py", "racks.py")


@dataclass
class LabContext:
    lab: Lab
    results: list[MachineResult]
    findings: list[Finding] = field(default_factory=list)
    not_checked: list[NotChecked] = field(default_factory=list)

    def emit(self, rule: str, severity: Severity, template: str, params: dict,
             parts: Sequence[str]) -> None:
        self.findings.append(Finding(rule=rule, severity=severity,
                                     statement=Message(template, params),
                                     parts=list(dict.fromkeys(parts))))

    def skip(self, rule: str, template: str, params: dict, parts: Sequence[str]) -> None:
        """A check not made, and why."""
        self.not_checked.append(NotChecked(rule=rule, statement=Message(template, params),
                                           parts=list(dict.fromkeys(parts))))


def names(ids: Sequence[str]) -> str:
    """Ids in a message: joined without words of any language (as rules.context.list_text)."""
    return ", ".join(ids)
