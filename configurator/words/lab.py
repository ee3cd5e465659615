"""A lab plan's findings and "not checked" notes in the user's language (docs/lab-plan.md),
for the Lab tab, `configurator lab validate` and the lab's PDF.

The lab's checks (configurator.lab, no Qt) give each finding its statement as a message of a
T("...") template, listed for lupdate in configurator/words/marked/lab.py under the context
"Findings"; they are worded here as the rules' are (`words.findings.rendered`). A machine
whose build file cannot be read says why in the reader's own words, translated.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from configurator.lab.report import LabReport, NotChecked
from configurator.model.messages import Message
from configurator.rules import Finding
from configurator.words.findings import rendered
from configurator.words.messages import refusal_text

translate = QCoreApplication.translate


def lab_finding_text(finding: Finding, report: LabReport | None = None) -> str:
    """A lab finding's statement; a machine's own finding (listed under it) as the rules say
    it. With the lab's `report`, an unread build's reason is the reader's, translated."""
    statement = finding.statement
    machine_id = statement.params.get("machine")
    if (report is not None and finding.rule == "LAB-MACHINE" and "reason" in statement.params
            and machine_id is not None):
        result = report.machine(machine_id)
        if result is not None and result.error is not None:
            statement = Message(statement.template,
                                {**statement.params, "reason": refusal_text(result.error)})
    return rendered(statement) or ""


def not_checked_text(note: NotChecked) -> str:
    return rendered(note.statement) or ""


def status_text(report: LabReport) -> str:
    """ "VALIDATED" or "NOT VALIDATED", translated as the BOM's banner is (the English words
    kept in the translation: they are what purchasing reads)."""
    return (translate("Lab", "VALIDATED") if report.validated
            else translate("Lab", "NOT VALIDATED"))


def counts_text(report: LabReport) -> str:
    machines_ok = sum(1 for result in report.machines if result.validated)
    return translate("Lab", "{errors} error(s), {warnings} warning(s); {ok} of {machines} "
                            "machine(s) validated").format(
        errors=report.error_count, warnings=report.warning_count, ok=machines_ok,
        machines=len(report.machines))


@dataclass(frozen=True)
class LabSummary:
    """What the banner on every page of a lab's PDF says."""

    report: LabReport

    @property
    def validated(self) -> bool:
        """The lab has no error and every machine is validated (complete, no error of its
        own): only then is the room's purchase list one a lab can order from."""
        return self.report.validated and all(m.validated for m in self.report.machines)

    def banner_text(self) -> str:
        status = (translate("Lab", "VALIDATED") if self.validated
                  else translate("Lab", "NOT VALIDATED"))
        return f"{status} · {counts_text(self.report)}"


def why_lab_not_validated(report: LabReport) -> str:
    """Why the lab may not be exported without --force, in one line ("" when it may)."""
    reasons = []
    if report.error_count:
        reasons.append(translate("Lab", "{n} error(s)").format(n=report.error_count))
    waiting = [m.id for m in report.machines if not m.validated]
    if waiting:
        reasons.append(translate("Lab", "machine(s) not validated: {machines}").format(
            machines=", ".join(waiting)))
    return translate("Bom", "; ", "between two reasons").join(reasons)
