"""Build > Complete build… (issue 19): the best answers side by side, "Use this" as one undoable
step, and Cancel leaving the build as it was."""

from __future__ import annotations

from PySide6.QtCore import Qt

from configurator.model.build import Build, GpuEntry
from configurator.model.buildfile import resolve
from configurator.ui.complete.dialog import CompleteDialog


def _gpus_only(window, count: int = 2) -> Build:
    build = Build(gpus=[GpuEntry(part="asus-turbo-rtx-2080-ti") for _ in range(count)])
    window.document.load(build, resolve(build, window.document.catalog).resolved, None)
    return build


def test_the_menu_opens_the_dialog_and_use_this_is_one_undo_step(qtbot, window):
    before = _gpus_only(window)
    action = window.actions_["complete"]
    assert action.text().replace("&", "").startswith("Complete Build")
    build_menu = next(a.menu() for a in window.menuBar().actions()
                      if a.text().replace("&", "") == "Build")
    assert action in build_menu.actions()
    dialog = CompleteDialog(window.document, window)
    qtbot.addWidget(dialog)
    dialog.show()
    with qtbot.waitSignal(dialog.sigFinished, timeout=60_000):
        dialog.start()
    assert dialog.result is not None and dialog.result.found
    assert 1 <= len(dialog.panels) <= 3
    first = dialog.panels[0]
    assert "USD" in first.summary.text() and first.adds.toPlainText()
    assert first.scene.items()  # the chassis is drawn
    undo_depth = window.document.undo_stack.count()
    qtbot.mouseClick(first.use, Qt.MouseButton.LeftButton)
    assert window.document.undo_stack.count() == undo_depth + 1
    assert window.document.report.validated
    assert window.document.build.motherboard == first.completion.build.motherboard
    assert "Completed by the configurator" in window.document.build.notes
    window.document.undo_stack.undo()
    assert window.document.build == before


def test_cancel_leaves_the_build_untouched(qtbot, window):
    before = _gpus_only(window, 8)
    dialog = CompleteDialog(window.document, window)
    qtbot.addWidget(dialog)
    dialog.show()
    with qtbot.waitSignal(dialog.sigFinished, timeout=60_000):
        dialog.start()
        dialog.cancel()
    assert not dialog.panels
    assert window.document.build == before
    assert window.document.undo_stack.count() == 0


def test_no_answer_shows_the_reason(qtbot, window):
    _gpus_only(window)
    dialog = CompleteDialog(window.document, window)
    qtbot.addWidget(dialog)
    dialog.budget.setValue(100)
    with qtbot.waitSignal(dialog.sigFinished, timeout=60_000):
        dialog.start()
    assert not dialog.panels
    assert "budget" in dialog.status.text()


def test_the_action_opens_a_modal_search(qtbot, window):
    _gpus_only(window)
    window.actions_["complete"].trigger()
    dialog = window.findChild(CompleteDialog)
    assert dialog is not None
    assert dialog.windowModality() == Qt.WindowModality.WindowModal
    qtbot.waitUntil(lambda: dialog.worker is None, timeout=60_000)
    assert dialog.panels
    dialog.close()


def test_an_empty_build_is_told_at_once_that_it_needs_gpus(qtbot, window):
    build = Build()
    window.document.load(build, resolve(build, window.document.catalog).resolved, None)
    dialog = CompleteDialog(window.document, window)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.sigFinished, timeout=1_000):
        dialog.start()
    assert dialog.worker is None and not dialog.panels  # no search was started
    assert "no GPU" in dialog.status.text()


def test_a_complete_build_offers_no_use_this_and_the_undo_entry_is_short(qtbot, window):
    _gpus_only(window)
    dialog = CompleteDialog(window.document, window)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.sigFinished, timeout=60_000):
        dialog.start()
    completion = dialog.panels[0].completion
    qtbot.mouseClick(dialog.panels[0].use, Qt.MouseButton.LeftButton)
    text = window.document.undo_stack.undoText()
    assert text == f"Complete build ({len(completion.edit.part_ids())} parts)"
    again = CompleteDialog(window.document, window)
    qtbot.addWidget(again)
    with qtbot.waitSignal(again.sigFinished, timeout=60_000):
        again.start()
    assert not again.panels  # nothing to add: no "Use this" that would change nothing
    assert "lacks nothing" in again.status.text()


def test_discontinued_parts_are_offered_only_when_ticked(qtbot, window):
    _gpus_only(window)
    dialog = CompleteDialog(window.document, window)
    qtbot.addWidget(dialog)
    month = window.document.catalog.version.replace(".", "-")

    def old_parts() -> list[str]:
        own = {g.spec.id for g in window.document.resolved.gpus}
        return [p.id for a in dialog.result.answers for p in a.resolved.all_parts()
                if p.discontinued and p.discontinued <= month and p.id not in own]

    with qtbot.waitSignal(dialog.sigFinished, timeout=60_000):
        dialog.start()
    assert dialog.result.found and old_parts() == []
    dialog.discontinued.setChecked(True)
    with qtbot.waitSignal(dialog.sigFinished, timeout=60_000):
        dialog.start()
    # 2017's boards and cases cost less than today's: with them offered, some answer has one.
    assert dialog.result.found and old_parts()


def test_gpus_first_then_complete_use_this_and_undo(qtbot, window):
    """GPUs before a board (DESIGN section 8 rev. 3): they are added unplaced, show in the
    BOM, and Complete Build places them; its "Use this" undoes as one step."""
    empty = Build()
    window.document.load(empty, resolve(empty, window.document.catalog).resolved, None)
    for _ in range(2):  # Enter or a double-click in the catalog
        window.catalog_panel.sigPartActivated.emit("rtx-pro-6000-blackwell-max-q")
    build = window.document.build
    assert [(g.part, g.slot) for g in build.gpus] == [("rtx-pro-6000-blackwell-max-q", None)] * 2
    assert build.motherboard is None
    assert "not placed" in window.statusBar().currentMessage()
    gpus_only = window.document.build
    dialog = CompleteDialog(window.document, window)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.sigFinished, timeout=60_000):
        dialog.start()
    assert dialog.panels and dialog.result.best.placed
    qtbot.mouseClick(dialog.panels[0].use, Qt.MouseButton.LeftButton)
    done = window.document.build
    assert done.motherboard is not None and all(g.slot for g in done.gpus)
    assert window.document.report.validated
    window.document.undo_stack.undo()
    assert window.document.build == gpus_only


# --- a workload as the constraint (docs/workload.md) ------------------------------------------


def _own_workload(dialog, preset: str, task: str) -> None:
    row = dialog.workload_row
    row.check.setChecked(True)
    assert row.preset.isEnabled()  # the Workload tab has none: the row's own fields
    row.preset.setCurrentIndex(row.preset.findData(preset))
    row.task.setCurrentIndex(row.task.findData(task))


def test_a_workload_that_fits_is_held_by_every_answer_and_use_this_is_one_undo_step(
        qtbot, window):
    before = _gpus_only(window)  # 2 x RTX 2080 Ti: 11 GB, 9.9 GB available each
    dialog = CompleteDialog(window.document, window)
    qtbot.addWidget(dialog)
    dialog.show()
    _own_workload(dialog, "bert-large", "finetune")
    with qtbot.waitSignal(dialog.sigFinished, timeout=60_000):
        dialog.start()
    assert dialog.result is not None and dialog.result.found and dialog.panels
    for panel in dialog.panels:
        text = panel.workload.text()
        assert text.startswith("Workload BERT-large (uncased), full fine-tuning: Fits: ")
        assert "GB of the 9.9 GB available per GPU. A run: " in text
        assert not panel.workload.isHidden()
    undo_depth = window.document.undo_stack.count()
    qtbot.mouseClick(dialog.panels[0].use, Qt.MouseButton.LeftButton)
    assert window.document.undo_stack.count() == undo_depth + 1
    assert window.document.report.validated
    window.document.undo_stack.undo()
    assert window.document.build == before


def test_a_workload_the_gpus_cannot_hold_is_told_at_once_with_what_would_fit(qtbot, window):
    before = _gpus_only(window)
    dialog = CompleteDialog(window.document, window)
    qtbot.addWidget(dialog)
    _own_workload(dialog, "llama-3.1-8b", "finetune")
    with qtbot.waitSignal(dialog.sigFinished, timeout=5_000):
        dialog.start()
    assert dialog.worker is None and not dialog.panels  # no search was started
    text = dialog.status.text()
    assert text.startswith("No complete build without errors: the workload needs ")
    assert "this build has 2 x ASUS Turbo GeForce RTX 2080 Ti" in text
    assert "9.9 GB available each (90 % of 11 GB); it would fit with: " in text
    assert window.document.build == before


def test_the_workload_tabs_workload_is_the_one_offered(qtbot, window):
    from configurator.analysis.workload_inputs import Workload, model_from_params_b

    _gpus_only(window, 1)
    workload = Workload(model_from_params_b(1, "Tiny"), "inference")
    window.workload_cost_link._workload_changed(workload)  # as the tab tells it
    window.actions_["complete"].trigger()
    dialog = window.findChild(CompleteDialog)
    qtbot.waitUntil(lambda: dialog.worker is None, timeout=60_000)
    row = dialog.workload_row
    assert row.from_tab is not None and "Tiny" in row.from_tab.text()
    assert not row.check.isChecked() and not any(p.workload.text() for p in dialog.panels)
    row.check.setChecked(True)
    assert row.workload() is workload
    with qtbot.waitSignal(dialog.sigFinished, timeout=60_000):
        dialog.start()
    assert dialog.panels and "Tiny" in dialog.panels[0].workload.text()
    dialog.close()
