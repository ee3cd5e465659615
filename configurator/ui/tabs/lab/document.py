"""The open lab plan: one Lab, its LabReport, its file and its undo stack.

The same one-way flow as a build (docs/architecture.md, docs/lab-plan.md): a view's gesture
pushes a lab edit (configurator.lab.edits); its undo command replaces the Lab; the document
validates it (`validate_lab`) and emits `sigChanged(lab, report)`; every view of the lab
redraws from that.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from configurator.lab import Lab, LabReport, validate_lab
from configurator.lab.edits import LabEdit
from configurator.ui.session.file_document import FileDocument, ReplaceCommand

translate = QCoreApplication.translate


class LabDocument(FileDocument):
    sigChanged = Signal(object, object)
    """(Lab, LabReport) after every change of the lab."""

    def __init__(self, lab: Lab | None = None, path: Path | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(path, parent)
        self.lab = lab if lab is not None else Lab()
        # Live checks without fixes: a drag or a drop re-validates every machine; the command
        # line and the export give each machine's fixes.
        self.report: LabReport = validate_lab(self.lab)

    def _show(self, lab: Lab) -> None:
        self.lab = lab
        self.report = validate_lab(lab)
        self.sigChanged.emit(self.lab, self.report)

    def push(self, edit: LabEdit | None, text: str | None = None) -> bool:
        """Apply `edit` as one undoable step; an edit that changes nothing is not pushed."""
        from configurator.words.messages import message_text

        if edit is None:
            return False
        after = edit.apply(self.lab)
        if after == self.lab:
            return False
        text = text if text is not None else message_text(edit.describe(self.lab))
        self.undo_stack.push(ReplaceCommand(self._show, self.lab, after, text))
        return True

    def reload(self, lab: Lab) -> None:
        """The same plan with its build files read again (not an undoable step)."""
        self._show(lab)

    @property
    def display_name(self) -> str:
        if self.path is not None:
            return self.path.name
        return self.lab.name or translate("LabDocument", "Untitled lab")
