"""The window's Export menu: the BOM as PDF or CSV, asking for a file name, and asking first
when the build is not validated (it has errors, or it is incomplete) — the export then says
NOT VALIDATED on every page, but a user should not send one to purchasing unawares.

Every question goes through `ExportDialogs`, whose class methods a test replaces.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from configurator.model.build import ResolvedBuild
from configurator.model.buildfile import LoadedBuild
from configurator.report.bom import assemble_bom, why_not_validated
from configurator.report.csv_export import bom_csv_bytes
from configurator.report.export import export_bom, write_bytes_atomic, write_failure_text
from configurator.rules.report import Report
from configurator.ui.widgets.dialogs import ask_save_path
from configurator.ui.widgets.plain_boxes import message_box
from configurator.ui.window.files import safe_file_stem, suggested_stem
from configurator.words.names import template_text

translate = QCoreApplication.translate

# Where US Letter is the usual paper (the rest of the world uses A4).
LETTER_TERRITORIES = {
    QLocale.Country.UnitedStates, QLocale.Country.Canada, QLocale.Country.Mexico,
    QLocale.Country.Philippines, QLocale.Country.Chile, QLocale.Country.Colombia,
    QLocale.Country.Venezuela, QLocale.Country.CostaRica, QLocale.Country.Guatemala,
    QLocale.Country.PuertoRico,
}


class ExportDialogs:
    """Modal questions of the export. Class methods so tests can replace them one by one."""

    @classmethod
    def pdf_path(cls, parent: QWidget | None, suggested: str) -> str | None:
        return ask_save_path(parent, translate("Bom", "Export bill of materials as PDF"),
                             suggested, translate("Bom", "PDF files (*.pdf)"))

    @classmethod
    def csv_path(cls, parent: QWidget | None, suggested: str) -> str | None:
        return ask_save_path(parent, translate("Bom", "Export bill of materials as CSV"),
                             suggested, translate("Bom", "CSV files (*.csv)"))

    @classmethod
    def confirm_not_validated(cls, parent: QWidget | None, title: str, text: str) -> bool:
        answer = message_box(
            QMessageBox.Icon.Question, parent, title, text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)  # the safe answer is the default
        return answer == QMessageBox.StandardButton.Yes

    @classmethod
    def failed(cls, parent: QWidget | None, title: str, text: str) -> None:
        message_box(QMessageBox.Icon.Critical, parent, title, text)


def default_paper(locale: QLocale | None = None) -> str:
    """"letter" where US Letter is the usual paper, else "a4"."""
    territory = (locale or QLocale()).territory()
    return "letter" if territory in LETTER_TERRITORIES else "a4"


def suggested_file_name(resolved: ResolvedBuild, suffix: str, folder: str | Path = "") -> str:
    """"NAME - BOM.pdf" after the build's name (its file's when it has none), else after its
    cards (configurator.ui.window.files.suggested_stem)."""
    stem = safe_file_stem(template_text(resolved.build.name)) or suggested_stem(resolved)
    name = translate("Bom", "{stem} - BOM").format(stem=stem) + suffix
    return str(Path(folder) / name) if folder else name


def _resolved(loaded_or_resolved: LoadedBuild | ResolvedBuild) -> ResolvedBuild:
    if isinstance(loaded_or_resolved, LoadedBuild):
        return loaded_or_resolved.resolved
    return loaded_or_resolved


def _may_export(parent: QWidget | None, resolved: ResolvedBuild, report: Report) -> bool:
    """True when the build is validated, or the user agrees to export it anyway."""
    if report.validated:
        return True
    text = translate("Bom", "Not validated: {reasons}.").format(
        reasons=why_not_validated(resolved, report)) + "\n\n" + translate("Bom",
        "The bill of materials will say NOT VALIDATED on every page. Export it anyway?")
    return ExportDialogs.confirm_not_validated(
        parent, translate("Bom", "Build not validated"), text
    )


def _write(parent: QWidget | None, path: str, write) -> Path | None:
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        write(path)
    except OSError as error:
        ExportDialogs.failed(
            parent,
            translate("Bom", "Export failed"),
            translate("Bom", "Cannot write {path}: {reason}").format(
                path=path, reason=write_failure_text(error)
            ),
        )
        return None
    finally:
        QApplication.restoreOverrideCursor()
    return Path(path)


def export_pdf_interactive(parent: QWidget | None,
                           loaded_or_resolved: LoadedBuild | ResolvedBuild, report: Report,
                           catalog, *, paper: str | None = None, include_plots: bool = False,
                           folder: str | Path = "") -> Path | None:
    """Ask (when not validated), ask for a file name, write the PDF. Returns the path
    written, or None when the user cancelled or writing failed (the user was told)."""
    resolved = _resolved(loaded_or_resolved)
    if not _may_export(parent, resolved, report):
        return None
    path = ExportDialogs.pdf_path(parent, suggested_file_name(resolved, ".pdf", folder))
    if not path:
        return None
    if not path.lower().endswith(".pdf"):
        path += ".pdf"
    return _write(parent, path, lambda target: export_bom(
        resolved, report, catalog, pdf_path=target, paper=paper or default_paper(),
        include_plots=include_plots))


def export_csv_interactive(parent: QWidget | None,
                           loaded_or_resolved: LoadedBuild | ResolvedBuild, report: Report,
                           catalog=None, *, folder: str | Path = "") -> Path | None:
    """As `export_pdf_interactive`, for the CSV (`catalog` is accepted for symmetry)."""
    resolved = _resolved(loaded_or_resolved)
    if not _may_export(parent, resolved, report):
        return None
    path = ExportDialogs.csv_path(parent, suggested_file_name(resolved, ".csv", folder))
    if not path:
        return None
    if not path.lower().endswith(".csv"):
        path += ".csv"
    data = bom_csv_bytes(assemble_bom(resolved, report, catalog))
    return _write(parent, path, lambda target: write_bytes_atomic(target, data))
