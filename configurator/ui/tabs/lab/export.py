"""The Lab tab's exports (docs/lab-plan.md): the room's purchase list as PDF (a page per
circuit and rack, each machine's checks) or as CSV, as `configurator lab bom` writes them. A
lab that is not validated is exported only when the user says so; its PDF then says NOT
VALIDATED on every page."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from configurator.lab import validate_lab
from configurator.model.buildfile import PartLookup
from configurator.report.export import write_failure_text
from configurator.report.lab_export import export_lab_bom, export_lab_csv
from configurator.ui.tabs.lab.dialogs import LabDialogs
from configurator.ui.tabs.lab.document import LabDocument
from configurator.words.lab import why_lab_not_validated

translate = QCoreApplication.translate


def export_lab(parent: QWidget, document: LabDocument, lookup: PartLookup | None,
               suffix: str) -> Path | None:
    """Ask where, write the lab's PDF (`suffix` ".pdf") or CSV (".csv"); the file written,
    or None (declined, or it could not be written: the user was told)."""
    lab = document.lab
    alternatives = getattr(lookup, "alternatives", None)
    report = validate_lab(lab, alternatives() if callable(alternatives) else None)
    reason = why_lab_not_validated(report)
    if reason:
        question = (translate("LabTab", "The lab is not validated ({reason}). Its PDF will say "
                                        "NOT VALIDATED on every page.") if suffix == ".pdf" else
                    translate("LabTab", "The lab is not validated ({reason}). Export its "
                                        "purchase list anyway?"))
        title = translate("LabTab", "Export a lab that is not validated?")
        if not LabDialogs.confirm(parent, title, question.format(reason=reason)):
            return None
    stem = (document.path.stem if document.path is not None
            else lab.name or translate("LabTab", "lab"))
    ask = LabDialogs.pdf_path if suffix == ".pdf" else LabDialogs.csv_path
    path = ask(parent, f"{stem}{suffix}")
    if path is None:
        return None
    if not path.lower().endswith(suffix):
        path += suffix
    try:
        if suffix == ".pdf":
            # No stock is given: the catalog keeps none yet (docs/lab-plan.md).
            export_lab_bom(lab, report, lookup, pdf_path=path)
        else:
            export_lab_csv(lab, csv_path=path)
    except OSError as error:
        LabDialogs.error(parent, translate("LabTab", "Cannot export"),
                         f"{path}: {write_failure_text(error)}")
        return None
    return Path(path)
