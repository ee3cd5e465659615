"""The Lab tab's exports (docs/lab-plan.md): the room's purchase list as PDF (a page per
circuit and rack, each machine's checks) or as CSV, as `configurator lab bom` writes them. A
lab that is not validated is exported only when the user says so; its PDF then says NOT
VALIDATED on every page."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from configurator.lab import validate_lab
from configurator.report.export import write_failure_text
from configurator.report.lab_export import export_lab_bom, export_lab_csv
from configurator.ui.tabs.lab.dialogs import LabDialogs
from configurator.words.lab import why_lab_not_validated

if TYPE_CHECKING:
    from configurator.ui.tabs.lab.tab import LabTab

translate = QCoreApplication.translate


def export_lab(tab: LabTab, suffix: str) -> bool:
    """Ask where, write the lab's PDF (`suffix` ".pdf") or CSV (".csv"); True when written."""
    alternatives = getattr(tab.lookup, "alternatives", None)
    report = validate_lab(tab.lab, alternatives() if callable(alternatives) else None)
    reason = why_lab_not_validated(report)
    if reason:
        question = (translate("LabTab", "The lab is not validated ({reason}). Its PDF will say "
                                        "NOT VALIDATED on every page.") if suffix == ".pdf" else
                    translate("LabTab", "The lab is not validated ({reason}). Export its "
                                        "purchase list anyway?"))
        if not LabDialogs.confirm(tab, translate("LabTab", "Export a lab that is not validated?"),
                                  question.format(reason=reason)):
            return False
    stem = (tab.document.path.stem if tab.document.path is not None
            else tab.lab.name or translate("LabTab", "lab"))
    ask = LabDialogs.pdf_path if suffix == ".pdf" else LabDialogs.csv_path
    path = ask(tab, f"{stem}{suffix}")
    if path is None:
        return False
    if not path.lower().endswith(suffix):
        path += suffix
    try:
        if suffix == ".pdf":
            # No stock is given: the catalog keeps none yet (docs/lab-plan.md).
            export_lab_bom(tab.lab, report, tab.lookup, pdf_path=path)
        else:
            export_lab_csv(tab.lab, csv_path=path)
    except OSError as error:
        LabDialogs.error(tab, translate("LabTab", "Cannot export"),
                         f"{path}: {write_failure_text(error)}")
        return False
    tab.sigMessage.emit(translate("LabTab", "Wrote {file}").format(file=Path(path).name))
    return True
