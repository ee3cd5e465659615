"""Findings in the user's language: the rules give an English message plus a template and
its params; a translation of the template (context "Findings") is filled in when one is
installed, otherwise the English message shows unchanged."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from configurator.rules import Finding

SEVERITY_NAMES = {"error": QT_TRANSLATE_NOOP("Findings", "Error"),
                  "warning": QT_TRANSLATE_NOOP("Findings", "Warning"),
                  "info": QT_TRANSLATE_NOOP("Findings", "Note")}


def _translated(template: str | None, params: dict, english: str | None) -> str | None:
    if not template:
        return english
    translated = QCoreApplication.translate("Findings", template)
    if translated == template:
        return english
    try:
        return translated.format(**params)
    except (KeyError, IndexError, ValueError):
        # A translation naming a field the rule does not give: English is still right.
        return english


def finding_text(finding: Finding) -> str:
    return _translated(finding.template, finding.params, finding.message) or finding.message


def fix_text(finding: Finding) -> str | None:
    return _translated(finding.fix_template, finding.fix_params, finding.fix)


def severity_name(severity: str) -> str:
    return QCoreApplication.translate("Findings", SEVERITY_NAMES.get(severity, severity))
