"""Help that opens a document of docs/ where the user asked for it: F1 on a finding opens its
entry in docs/rules.md (an anchor per rule id, lowercase)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices

from configurator.ui.widgets.resources import docs_dir

RULES_REFERENCE = "rules.md"


class HelpLinks:
    """Opens a link in the system's viewer. A class method, so a test can replace it."""

    @classmethod
    def open(cls, url: QUrl) -> bool:
        return QDesktopServices.openUrl(url)


def rules_reference() -> Path:
    return docs_dir() / RULES_REFERENCE


def rule_link(rule: str) -> QUrl:
    """docs/rules.md at the entry of `rule` (its anchor: the rule id in lowercase)."""
    url = QUrl.fromLocalFile(str(rules_reference()))
    url.setFragment(rule.lower())
    return url


__all__ = ["HelpLinks", "rule_link", "rules_reference"]
