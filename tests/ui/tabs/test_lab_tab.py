"""The Lab tab driven as a user drives it (docs/lab-plan.md): a new lab plan in its own
tab, a circuit and a rack added, the open build dragged onto the circuit and a build file onto
a rack unit, a machine moved between circuits, undo and redo from the window's Edit menu,
save, and the lab reopened as it was saved."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl

from configurator.lab.plan import Circuit, Rack, Room
from configurator.ui.tabs.lab.dialogs import LabDialogs
from configurator.ui.tabs.lab.document import LabDocument
from configurator.ui.tabs.lab.tab import LabTab
from configurator.ui.tabs.lab.view import machine_mime, open_build_mime

from ..ui_helpers import EIGHT_GPU_TEMPLATE, FOUR_GPU_TEMPLATE, drag_and_drop, own_copy


@pytest.fixture
def lab_answers(monkeypatch):
    """The Lab tab's questions answered by the test, in order, per question."""
    answers: dict[str, list] = {}

    def stand_in(name):
        def answer(cls, parent, *args):
            return answers[name].pop(0)
        return classmethod(answer)

    for name in ("circuit", "rack", "room", "build_files", "save_path", "pdf_path", "csv_path"):
        monkeypatch.setattr(LabDialogs, name, stand_in(name))
    return answers


def _centre(tab: LabTab, circuit_id: str) -> QPointF:
    return tab.view.lab_scene.circuit_areas[circuit_id].center()


def _unit(tab: LabTab, rack_id: str, u: int) -> QPointF:
    frame, _units = tab.view.lab_scene.rack_areas[rack_id]
    return QPointF(frame.center().x(), frame.bottom() - (u - 0.5) * 44.45)


def _lab_with_circuits(window, lab_answers) -> LabTab:
    tab = window.lab_tabs.add(LabDocument())
    lab_answers["circuit"] = [Circuit(id="C1", outlet="US-208V-30A"),
                              Circuit(id="C2", outlet="US-208V-20A")]
    assert tab.add_circuit() and tab.add_circuit()
    lab_answers["rack"] = [Rack(id="R1", units=42, max_kw=15)]
    assert tab.add_rack()
    return tab


def test_new_lab_plan_opens_a_tab_of_its_own(window, qtbot, dialogs) -> None:
    tabs_before = window.tabs.count()
    dialogs.answer("choose", 0)  # an empty plan
    window.actions_["new_lab"].trigger()
    tab = window.tabs.currentWidget()
    assert isinstance(tab, LabTab) and window.tabs.count() == tabs_before + 1
    assert "Lab" in window.tabs.tabText(window.tabs.currentIndex())
    assert tab.lab.machines == () and tab.document.path is None


def test_new_lab_plan_from_the_template(window, qtbot, dialogs) -> None:
    dialogs.answer("choose", 1)
    tab = window.lab_tabs.new_lab()
    assert tab is not None and tab.document.path is None
    assert len(tab.lab.machines) == 3
    assert all(machine.build.inline for machine in tab.lab.machines)  # copies: nothing
    assert tab.document.report.validated  # leans on the application's own files
    assert [c.id for c in tab.lab.circuits] == ["PDU-A", "PDU-B", "W1"]


def test_drag_the_open_build_onto_a_circuit_then_undo_and_redo(window, qtbot, lab_answers,
                                                                tmp_path) -> None:
    window.files.open_path(own_copy(tmp_path, EIGHT_GPU_TEMPLATE))
    tab = _lab_with_circuits(window, lab_answers)
    assert drag_and_drop(tab.view, open_build_mime(), _centre(tab, "C1"))
    machine = tab.lab.machines[0]
    assert machine.circuits == ("C1",)
    report = tab.document.report
    assert report.circuits["C1"].machines == [machine.id]
    assert report.circuits["C1"].wall_w == pytest.approx(report.machines[0].wall_w)
    assert any(machine.id in row for row in tab.findings.rows())
    # The window's Edit > Undo undoes the lab's step while the lab tab is current.
    window.actions_["undo"].trigger()
    assert tab.lab.machines == ()
    assert tab.document.report.circuits["C1"].wall_w == 0
    window.actions_["redo"].trigger()
    assert tab.lab.machines[0].circuits == ("C1",)
    # Moved from C1's column to C2's: its PSUs go with it.
    assert drag_and_drop(tab.view, machine_mime(machine.id, "C1"), _centre(tab, "C2"))
    assert tab.lab.machines[0].circuits == ("C2",)
    window.actions_["undo"].trigger()
    assert tab.lab.machines[0].circuits == ("C1",)
    # On the build's tab, Undo is the build's again.
    window.tabs.setCurrentIndex(0)
    assert window.lab_tabs.undo_group.activeStack() is window.document.undo_stack


def test_a_build_file_dropped_on_a_rack_unit(window, qtbot, lab_answers, tmp_path) -> None:
    tab = _lab_with_circuits(window, lab_answers)
    build = own_copy(tmp_path, FOUR_GPU_TEMPLATE)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(build))])
    assert drag_and_drop(tab.view, mime, _unit(tab, "R1", 10))
    machine = tab.lab.machines[0]
    assert (machine.rack, machine.u, machine.circuits) == ("R1", 10, ())
    assert machine.build.path == str(build)
    assert any(note.rule == "LAB-CIRCUIT" and machine.id in note.parts
               for note in tab.document.report.not_checked)


def test_save_and_reopen(window, qtbot, lab_answers, tmp_path) -> None:
    tab = _lab_with_circuits(window, lab_answers)
    build = own_copy(tmp_path, FOUR_GPU_TEMPLATE)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(build))])
    assert drag_and_drop(tab.view, mime, _centre(tab, "C2"))
    lab_answers["room"] = [Room(cooling_w=9000)]
    assert tab.edit_room()
    assert tab.document.modified and tab.title.endswith("*")
    lab_answers["save_path"] = [str(tmp_path / "room")]
    window.actions_["save"].trigger()  # the lab's Save while its tab is current
    saved = tmp_path / "room.gwlab"
    assert saved.is_file() and not tab.document.modified
    data = json.loads(saved.read_text(encoding="utf-8"))
    assert data["machines"][0]["build"] == build.name  # relative to the lab's folder
    assert data["room"] == {"cooling_w": 9000}
    assert window.lab_tabs.close(tab)
    again = window.lab_tabs.open_lab(saved)
    assert again is not None and again is not tab
    assert again.lab.machines[0].circuits == ("C2",)
    assert again.lab.machines[0].build.loaded is not None
    assert again.document.report.to_json() == tab.document.report.to_json()


def test_a_lab_with_unsaved_changes_asks_before_it_closes(window, qtbot, lab_answers,
                                                          dialogs) -> None:
    tab = _lab_with_circuits(window, lab_answers)
    from configurator.ui.widgets.dialogs import Answer

    dialogs.answer("save_discard_cancel", Answer.CANCEL)
    assert not window.lab_tabs.close(tab)
    assert tab in window.lab_tabs.tabs
    dialogs.answer("save_discard_cancel", Answer.DISCARD)
    assert window.lab_tabs.close(tab)


def test_export_asks_first_when_the_lab_is_not_validated(window, qtbot, lab_answers,
                                                         dialogs, tmp_path) -> None:
    tab = _lab_with_circuits(window, lab_answers)
    build = own_copy(tmp_path, FOUR_GPU_TEMPLATE)
    data = json.loads(build.read_text(encoding="utf-8"))
    del data["storage"]  # incomplete: not validated
    build.write_text(json.dumps(data), encoding="utf-8")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(build))])
    assert drag_and_drop(tab.view, mime, _centre(tab, "C1"))
    dialogs.answer("confirm", False)
    assert not tab.export_pdf()
    assert dialogs.asked("confirm")
    pdf = tmp_path / "lab.pdf"
    lab_answers["pdf_path"] = [str(pdf)]
    dialogs.answer("confirm", True)
    window.actions_["export_pdf"].trigger()  # the lab's export while its tab is current
    assert pdf.read_bytes().startswith(b"%PDF")


def test_every_drawing_gesture_from_the_keyboard(window, qtbot, lab_answers, dialogs,
                                                 tmp_path) -> None:
    window.files.open_path(own_copy(tmp_path, FOUR_GPU_TEMPLATE))
    tab = _lab_with_circuits(window, lab_answers)
    assert tab.add_open_build()
    machine_id = tab.lab.machines[0].id
    assert tab.lab.machines[0].circuits == ()  # in the tray
    # Chosen in the findings (keyboard): its chip in the drawing is selected with it.
    row = next(iter(tab.findings.tree.findItems(machine_id, Qt.MatchFlag.MatchContains
                                                | Qt.MatchFlag.MatchRecursive)))
    tab.findings.tree.setCurrentItem(row)
    assert tab.view.selected_machine() == machine_id
    dialogs.answer("choose", 1)  # C2
    assert tab.put_on_circuit(also=False)
    dialogs.answer("choose", 0)  # also C1
    assert tab.put_on_circuit(also=True)
    assert tab.lab.machine(machine_id).circuits == ("C2", "C1")
    dialogs.answer("choose", 0)
    dialogs.answer("number", 5)
    assert tab.put_in_rack()
    assert (tab.lab.machine(machine_id).rack, tab.lab.machine(machine_id).u) == ("R1", 5)
    assert tab.take_out_of_rack()
    assert tab.lab.machine(machine_id).rack is None
    dialogs.answer("choose", 1)  # remove C2: the machine keeps C1
    assert tab.remove_circuit()
    assert tab.lab.machine(machine_id).circuits == ("C1",)
    lab_answers["rack"] = [Rack(id="R1", units=24, max_kw=5)]
    dialogs.answer("choose", 0)
    assert tab.edit_rack()
    assert tab.lab.rack("R1").units == 24
    dialogs.answer("choose", 0)
    assert tab.remove_rack() and tab.lab.racks == ()
    assert tab.remove_machine(machine_id) and tab.lab.machines == ()
    for _ in range(6):  # back past the removals, the rack and the first circuit's removal
        window.actions_["undo"].trigger()
    assert tab.lab.machine(machine_id).circuits == ("C2", "C1")


def test_closing_the_window_asks_about_an_unsaved_lab(window, qtbot, lab_answers,
                                                      dialogs) -> None:
    tab = _lab_with_circuits(window, lab_answers)
    from configurator.ui.widgets.dialogs import Answer

    dialogs.answer("save_discard_cancel", Answer.CANCEL)
    assert not window.close()  # the lab's changes are not lost
    assert window.isVisible() and tab in window.lab_tabs.tabs
    dialogs.answer("save_discard_cancel", Answer.DISCARD)
    assert window.close()


def test_the_build_docks_step_aside_while_a_lab_is_current(window, qtbot, lab_answers,
                                                           dialogs) -> None:
    window.bom_dock.hide()  # the user's choice: stays hidden
    docks = (window.catalog_dock, window.checks_dock, window.bom_dock)
    tab = _lab_with_circuits(window, lab_answers)
    assert window.tabs.currentWidget() is tab
    assert all(dock.isHidden() for dock in docks)
    window.tabs.setCurrentIndex(0)  # a build's tab: its docks are back
    assert [dock.isHidden() for dock in docks] == [False, False, True]
    window.tabs.setCurrentWidget(tab)
    assert all(dock.isHidden() for dock in docks)
    from configurator.ui.widgets.dialogs import Answer

    dialogs.answer("save_discard_cancel", Answer.DISCARD)
    assert window.lab_tabs.close(tab)  # the last lab closed: the build's tab, its docks
    assert [dock.isHidden() for dock in docks] == [False, False, True]


def test_the_drawing_fits_the_view_until_the_user_zooms(window, qtbot, lab_answers) -> None:
    tab = _lab_with_circuits(window, lab_answers)
    view = tab.view
    scene_rect = view.lab_scene.sceneRect()

    def whole_drawing_shown() -> bool:  # within a pixel or two of the view's edges
        drawn = view.mapFromScene(scene_rect).boundingRect()
        return view.viewport().rect().adjusted(-2, -2, 2, 2).contains(drawn)

    assert whole_drawing_shown()
    view.resize(view.width() // 2, view.height() // 2)
    assert whole_drawing_shown()
    scale = view.transform().m11()
    tab.toolbar.actions()[-2].trigger()  # Zoom in
    assert view.transform().m11() == pytest.approx(scale * 1.25)
    view.resize(view.width() + 50, view.height())
    assert view.transform().m11() == pytest.approx(scale * 1.25)  # the user's zoom kept
    tab.view.fit()
    assert whole_drawing_shown()


def test_export_the_purchase_list_as_csv(window, qtbot, lab_answers, dialogs,
                                         tmp_path) -> None:
    import csv

    tab = _lab_with_circuits(window, lab_answers)
    build = own_copy(tmp_path, FOUR_GPU_TEMPLATE)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(build))])
    assert drag_and_drop(tab.view, mime, _centre(tab, "C1"))
    assert drag_and_drop(tab.view, mime, _centre(tab, "C2"))  # two machines of one build
    lab_answers["csv_path"] = [str(tmp_path / "room")]
    window.actions_["export_csv"].trigger()  # the lab's while its tab is current
    with (tmp_path / "room.csv").open(encoding="utf-8-sig", newline="") as table:
        rows = list(csv.DictReader(table))
    build_parts = json.loads(build.read_text(encoding="utf-8"))
    gpus = [row for row in rows if row["Kind"] == "gpu"]
    assert sum(int(row["Qty"]) for row in gpus) == 2 * len(build_parts["gpus"])
    assert not dialogs.asked("confirm")  # validated: nothing to ask
