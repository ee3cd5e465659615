"""The build's notes, shown and edited (issue 30 item 4): free text saved in the build file
and printed in the bill of materials; the templates explain their remaining warnings there.

What the user types becomes one undoable edit (SetNotes) when they pause, leave the editor,
or save, export or replace the build (BuildDocument.commit_pending); inside the editor its
own undo takes Ctrl+Z as in any text field. A template's notes show in the user's language;
they are stored as typed only once the user changes them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from configurator.model import limits
from configurator.model.build import ResolvedBuild
from configurator.model.setting_edits import SetNotes
from configurator.rules import Report
from configurator.ui.session.document import BuildDocument
from configurator.words.names import template_text

translate = QCoreApplication.translate

PAUSE_MS = 1500  # typing paused this long: the text so far is one undoable step


class NotesPanel(QWidget):
    def __init__(self, document: BuildDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.editor = QPlainTextEdit(self)
        self.editor.setAccessibleName(translate("NotesPanel", "Build notes"))
        self.editor.setPlaceholderText(translate(
            "NotesPanel", "Notes about this build: why a part was chosen, what a warning "
            "means for it, what to order with it. Saved with the build and printed in the "
            "bill of materials."))
        self.editor.setTabChangesFocus(True)
        self.hint = QLabel(self)
        self.hint.setObjectName("notesHint")
        self.hint.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.editor, 1)
        layout.addWidget(self.hint)
        self._shown = ""  # the text the build's notes show as (translated for a template)
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.setInterval(PAUSE_MS)
        self._pause.timeout.connect(self.commit)
        self.editor.textChanged.connect(self._typed)
        self.editor.installEventFilter(self)
        document.add_pending_source(self.commit)
        document.sigChanged.connect(self._show)
        self._show(document.resolved, document.report)

    def _show(self, resolved: ResolvedBuild, _report: Report | None = None) -> None:
        shown = template_text(resolved.build.notes)
        if shown == self._shown:
            return  # another change of the build: what is being typed stays
        self._shown = shown
        self._pause.stop()
        self.editor.blockSignals(True)
        self.editor.setPlainText(shown)
        self.editor.blockSignals(False)
        self._say_length()

    def _typed(self) -> None:
        self._pause.start()
        self._say_length()

    def _say_length(self) -> None:
        length = len(self.editor.toPlainText())
        over = length > limits.MAX_NOTES_CHARS
        self.hint.setVisible(over)
        if over:
            self.hint.setText(translate(
                "NotesPanel", "{n:,} characters: only the first {limit:,} are kept.").format(
                    n=length, limit=limits.MAX_NOTES_CHARS))

    def commit(self) -> None:
        """The text typed since the last step, pushed as one undoable edit."""
        self._pause.stop()
        text = self.editor.toPlainText()
        if text == self._shown:
            return
        self._shown = text
        self.document.push(SetNotes(text))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.editor and event.type() == QEvent.Type.FocusOut:
            self.commit()
        return super().eventFilter(watched, event)
