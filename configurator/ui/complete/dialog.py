"""Build > Complete build… (docs/architecture.md): the best three completions of the open build
side by side (price, warnings, what each adds, a small chassis drawing); "Use this" applies
one as a single undoable step. With "So that this workload fits" checked
(ui/complete/workload_row.py), a build whose GPUs cannot hold the workload is told so at once,
with what would make it fit, and each answer says the workload's memory per GPU against what
is available (docs/workload.md).

The search (configurator.rules.complete.search) runs on a worker thread over a snapshot of the build
and of the catalog's parts, with progress and Cancel; it never touches the document, so a
cancelled or closed search leaves the build as it was.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from configurator.drawing.chassis_scene import build_chassis_scene
from configurator.model import limits
from configurator.model.messages import Message
from configurator.rules.complete.reason import NO_GPU
from configurator.rules.complete.result import CompletionResult, completion_notes, noted_edit
from configurator.rules.complete.search import (
    DEFAULT_OBJECTIVE,
    CompletionCancelledError,
    complete_build,
)
from configurator.ui.complete.workload_row import WorkloadRow
from configurator.ui.session.document import BuildDocument
from configurator.words.completion import (
    added_lines,
    message_text,
    notes_translate,
    summary_text,
)

translate = QCoreApplication.translate

SHOWN = 3  # answers side by side
PROGRESS_EVERY_S = 0.2


def _objective_names() -> dict[str, str]:
    return {"fewest-warnings": translate("CompleteDialog", "Fewest warnings, then lowest price"),
            "cheapest": translate("CompleteDialog", "Lowest price")}


class CompletionWorker(QThread):
    """Runs one search off the UI thread."""

    sigProgress = Signal(int)
    """Partial builds validated so far."""
    sigDone = Signal(object)
    """The CompletionResult (not emitted when cancelled)."""
    sigFailed = Signal(str)

    def __init__(self, resolved, parts, objective: str, budget_usd: float | None,
                 parent: QObject | None = None, **options) -> None:
        super().__init__(parent)
        self._args = (resolved, parts, objective, budget_usd)
        self._options = options  # catalog_version, include_discontinued, stock
        self._cancel = False

    def cancel(self) -> None:
        self._cancel = True

    def run(self) -> None:
        resolved, parts, objective, budget_usd = self._args
        last = [0.0]

        def progress(evaluated: int) -> None:  # a few times a second is enough to see
            now = time.monotonic()
            if now - last[0] >= PROGRESS_EVERY_S:
                last[0] = now
                self.sigProgress.emit(evaluated)

        try:
            result = complete_build(resolved, parts, objective, budget_usd, progress=progress,
                                    cancelled=lambda: self._cancel, **self._options)
        except CompletionCancelledError:
            return
        except Exception as error:
            self.sigFailed.emit(str(error))
            return
        self.sigDone.emit(result)


class AnswerPanel(QFrame):
    """One answer: its price and warnings, what it adds, its chassis, and "Use this"."""

    sigUse = Signal(object)

    def __init__(self, title: str, completion, parent: QWidget | None = None,
                 workload_text: str = "") -> None:
        super().__init__(parent)
        self.completion = completion
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        heading = QLabel(f"<b>{title}</b>")
        layout.addWidget(heading)
        self.summary = QLabel(summary_text(completion))
        layout.addWidget(self.summary)
        self.workload = QLabel(workload_text)  # the workload's memory per GPU, when one is held
        self.workload.setTextFormat(Qt.TextFormat.PlainText)  # a model's name is user text
        self.workload.setWordWrap(True)
        self.workload.setVisible(bool(workload_text))
        layout.addWidget(self.workload)
        # Plain text (part names are user text), scrolled when the list is long.
        self.adds = QPlainTextEdit("\n".join(added_lines(completion)))
        self.adds.setReadOnly(True)
        self.adds.setMinimumHeight(150)
        layout.addWidget(self.adds, 1)
        self.scene = build_chassis_scene(completion.resolved, completion.report, self)
        self.view = QGraphicsView(self.scene)
        self.view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.view.setMinimumSize(220, 200)
        self.view.setInteractive(False)
        layout.addWidget(self.view, 2)
        self.use = QPushButton(translate("CompleteDialog", "&Use this"))
        self.use.clicked.connect(lambda: self.sigUse.emit(self.completion))
        layout.addWidget(self.use)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.view.fitInView(self.scene.itemsBoundingRect(), Qt.AspectRatioMode.KeepAspectRatio)


class CompleteDialog(QDialog):
    """Search, show the best three, apply the chosen one to the document."""

    sigFinished = Signal()
    """A search ended (answers shown, a reason shown, or cancelled)."""

    def __init__(self, document: BuildDocument, parent: QWidget | None = None,
                 workload=None) -> None:
        super().__init__(parent)
        self.document = document
        self.held = None  # the workload the answers hold (configurator.analysis), or None
        self.worker: CompletionWorker | None = None
        self.result: CompletionResult | None = None
        self.panels: list[AnswerPanel] = []
        self.setWindowTitle(translate("CompleteDialog", "Complete build"))
        layout = QVBoxLayout(self)
        options = QHBoxLayout()
        options.addWidget(QLabel(translate("CompleteDialog", "&Objective:")))
        self.objective = QComboBox()
        for key, name in _objective_names().items():
            self.objective.addItem(name, key)
        self.objective.setCurrentIndex(self.objective.findData(DEFAULT_OBJECTIVE))
        options.itemAt(0).widget().setBuddy(self.objective)
        options.addWidget(self.objective)
        budget_label = QLabel(translate("CompleteDialog", "&Budget:"))
        options.addWidget(budget_label)
        self.budget = QDoubleSpinBox()
        self.budget.setRange(0, limits.PRICE_MAX)
        self.budget.setDecimals(0)
        self.budget.setSingleStep(100)
        self.budget.setSuffix(" USD")
        self.budget.setSpecialValueText(translate("CompleteDialog", "no limit"))
        budget_label.setBuddy(self.budget)
        options.addWidget(self.budget)
        self.discontinued = QCheckBox(translate("CompleteDialog", "Include &discontinued parts"))
        self.discontinued.setToolTip(translate(
            "CompleteDialog", "Also offer parts no longer sold; the build's own parts are kept "
            "whatever their state"))
        options.addWidget(self.discontinued)
        self.search = QPushButton(translate("CompleteDialog", "&Search"))
        self.search.clicked.connect(self.start)
        options.addWidget(self.search)
        options.addStretch(1)
        layout.addLayout(options)
        # The Workload tab's workload (None: the row's own fields).
        self.workload_row = WorkloadRow(document.catalog, workload, self)
        layout.addWidget(self.workload_row)
        self.status = QLabel(translate(
            "CompleteDialog", "Fills in what the build lacks from the catalog, keeping every "
            "part it has."))
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)
        self.progress.hide()
        layout.addWidget(self.progress)
        self.answers = QHBoxLayout()
        layout.addLayout(self.answers, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.cancel_button = QPushButton(translate("CompleteDialog", "Close"))
        self.cancel_button.clicked.connect(self.cancel)
        buttons.addWidget(self.cancel_button)
        layout.addLayout(buttons)
        self.resize(1000, 680)

    # --- the search ----------------------------------------------------------------------
    def start(self) -> None:
        if self.worker is not None:
            return
        self._clear_answers()
        budget = self.budget.value() or None
        doc = self.document
        if not doc.catalog.user_parts_loaded:  # the window reads them after its start
            doc.catalog.load_user_parts()
        if not doc.resolved.gpus:  # said at once: there is nothing to search for
            self._say_at_once(translate("CompleteDialog", "No complete build without errors: "
                                        "{reason}").format(reason=message_text(Message(NO_GPU))))
            return
        refusal = self._hold_workload()
        if refusal:  # the GPUs cannot hold it: no board, chassis or PSU changes that
            self._say_at_once(refusal)
            return
        self.worker = CompletionWorker(
            doc.resolved, doc.catalog.alternatives(), self.objective.currentData(), budget,
            self, catalog_version=doc.catalog.version,
            include_discontinued=self.discontinued.isChecked(), stock=doc.catalog.stock())
        self.worker.sigProgress.connect(self._progressed)
        self.worker.sigDone.connect(self._done)
        self.worker.sigFailed.connect(self._failed)
        self.worker.finished.connect(self._worker_finished)
        self.search.setEnabled(False)
        self.cancel_button.setText(translate("CompleteDialog", "Cancel"))
        self.progress.show()
        self.status.setText(translate("CompleteDialog", "Searching the catalog…"))
        self.worker.start()

    def _say_at_once(self, text: str) -> None:
        self.result = None
        self.status.setText(text)
        self.sigFinished.emit()

    def _hold_workload(self) -> str:
        """Set the workload the answers must hold (`held`); the text that says why there is
        no answer without a search, or "" to search."""
        from configurator.analysis.workload_model import WorkloadError
        from configurator.report.complete_workload import constraint_for
        from configurator.words.messages import message_text as analysis_text  # "Messages"

        self.held = None
        row = self.workload_row
        if not row.check.isChecked():
            return ""
        if row.data() is None:
            return translate("CompleteDialog", "The workload data cannot be read: {reason}"
                             ).format(reason=row.data_refusal)
        try:
            workload = row.workload()
        except WorkloadError as error:
            return translate("CompleteDialog", "Workload: {problem}").format(
                problem=analysis_text(error.message))
        if workload is None:
            return ""
        constraint = constraint_for(self.document.resolved, workload, row.data())
        if constraint is not None and constraint.fits is False:
            return translate("CompleteDialog", "No complete build without errors: "
                             "{reason}").format(reason=analysis_text(constraint.reason))
        self.held = workload
        return ""

    def _workload_text(self, completion) -> str:
        if self.held is None:
            return ""
        from configurator.report.complete_workload import answer_estimate, answer_line

        estimate = answer_estimate(completion, self.held, self.workload_row.data())
        return answer_line(estimate) if estimate is not None else ""

    def cancel(self) -> None:
        """Stop a running search (the build stays as it is), or close the dialog."""
        if self.worker is not None:
            self.worker.cancel()
            self.status.setText(translate("CompleteDialog", "Cancelled; the build is unchanged."))
            return
        self.reject()

    def _progressed(self, evaluated: int) -> None:
        self.status.setText(translate("CompleteDialog", "Searching the catalog… {count:,} "
                                      "partial builds checked").format(count=evaluated))

    def _done(self, result: CompletionResult) -> None:
        self.result = result
        notes = "".join(f"\n{message_text(note)}" for note in result.notes)
        if not result.found:
            self.status.setText(translate("CompleteDialog", "No complete build without errors: "
                                          "{reason}").format(reason=message_text(result.reason))
                                + notes)
            return
        if not (result.best.added or result.best.placed):  # nothing to use: no "Use this"
            self.status.setText(translate("CompleteDialog", "The build lacks nothing: there is "
                                          "nothing to complete."))
            return
        self.status.setText(translate(
            "CompleteDialog", "The best completion and the best with another board or chassis "
            "({count:,} partial builds checked)").format(count=result.evaluated)
            + ("" if result.exact else "\n" + translate(
                "CompleteDialog", "Best found within the time limit, not proven the best."))
            + notes)
        titles = [translate("CompleteDialog", "Best"),
                  translate("CompleteDialog", "Second"), translate("CompleteDialog", "Third")]
        for title, completion in zip(titles, result.answers[:SHOWN], strict=False):
            panel = AnswerPanel(title, completion, self, self._workload_text(completion))
            panel.sigUse.connect(self.use)
            self.answers.addWidget(panel, 1)
            self.panels.append(panel)

    def _failed(self, text: str) -> None:
        self.status.setText(translate("CompleteDialog", "The search stopped: {error}").format(
            error=text))

    def _worker_finished(self) -> None:
        self.worker = None
        self.search.setEnabled(True)
        self.cancel_button.setText(translate("CompleteDialog", "Close"))
        self.progress.hide()
        self.sigFinished.emit()

    def _clear_answers(self) -> None:
        for panel in self.panels:
            self.answers.removeWidget(panel)
            panel.deleteLater()
        self.panels = []
        self.result = None

    def use(self, completion) -> None:
        """Apply one answer to the document as one undoable step."""
        edit = noted_edit(completion, completion_notes(completion, notes_translate))
        self.document.push(edit, say=True)
        self.accept()

    def closeEvent(self, event) -> None:
        self._stop_worker()
        super().closeEvent(event)

    def reject(self) -> None:
        self._stop_worker()
        super().reject()

    def _stop_worker(self) -> None:
        if self.worker is not None:
            self.worker.cancel()
            self.worker.wait()


def open_complete_dialog(document: BuildDocument, parent: QWidget, workload=None
                         ) -> CompleteDialog:
    """The dialog, searching at once; `workload` the Workload tab's (None: none chosen)."""
    dialog = CompleteDialog(document, parent, workload)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    # The answers are for the build as it is now: no edits beneath them while it is open.
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.show()
    dialog.start()
    return dialog
