"""The Lab tab (docs/lab-plan.md): one lab plan, its drawing, its builds and its live
findings. File > New Lab Plan and File > Open of a `*.gwlab` open one in a tab of its own.

The same one-way flow as a build: a gesture (a drop on the drawing, a button) asks
configurator.lab.gestures / .edits for one edit; the tab pushes it on the lab's document;
the document validates the new lab and every view here redraws from its report. The tab
never changes a lab itself.

Builds come from the list at the left: the window's open build (dragged in as it is now:
its file when it is saved and unchanged, else a copy inside the lab) and build files added
with the button or dropped from the desktop.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMimeData, QSize, Qt, QUrl, Signal
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QSplitter,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from configurator.lab import Lab
from configurator.lab.edits import (
    AddCircuit,
    AddRack,
    RemoveCircuit,
    RemoveMachine,
    RemoveRack,
    SetRack,
    SetRoom,
    next_id,
    onto_circuit,
)
from configurator.lab.gestures import Target, add_machine, move_machine
from configurator.lab.labfile import with_lab_suffix, write_lab
from configurator.lab.plan import MachineBuild, Rack
from configurator.model.buildfile import BuildFileError, LoadedBuild, PartLookup, read_build
from configurator.ui.tabs.lab.dialogs import LabDialogs
from configurator.ui.tabs.lab.document import LabDocument
from configurator.ui.tabs.lab.findings import LabFindings
from configurator.ui.tabs.lab.view import ZOOM_STEP, LabView, Payload, open_build_mime
from configurator.ui.widgets.dialogs import Dialogs
from configurator.words.messages import refusal_text

translate = QCoreApplication.translate

OpenBuild = Callable[[], tuple[LoadedBuild, Path | None, bool]]
"""The window's open build: (its build as loaded, its file, whether it has unsaved changes)."""
FILE_ROLE = 32  # Qt.ItemDataRole.UserRole: a build file's path in the list


class BuildList(QListWidget):
    """The builds a machine can be made of: the window's open build first, then files."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setDragEnabled(True)
        self.setDragDropMode(QListWidget.DragDropMode.DragOnly)
        self.open_build_item = QListWidgetItem(translate("LabTab", "The open build"), self)

    def add_file(self, path: Path) -> None:
        for index in range(1, self.count()):
            if self.item(index).data(FILE_ROLE) == str(path):
                return
        item = QListWidgetItem(path.name, self)
        item.setData(FILE_ROLE, str(path))
        item.setToolTip(str(path))

    def mimeData(self, items: list[QListWidgetItem]) -> QMimeData:
        item = items[0] if items else None
        if item is None or item is self.open_build_item:
            return open_build_mime()
        data = QMimeData()
        data.setUrls([QUrl.fromLocalFile(item.data(FILE_ROLE))])
        return data

    def mimeTypes(self) -> list[str]:
        return ["text/uri-list", "application/x-configurator-open-build"]


class LabTab(QWidget):
    sigTitleChanged = Signal()
    sigMessage = Signal(str)

    def __init__(self, document: LabDocument, lookup: PartLookup | None,
                 open_build: OpenBuild, catalog_version: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.lookup = lookup
        self.open_build = open_build
        self.catalog_version = catalog_version
        self.view = LabView(self)
        self.findings = LabFindings(self)
        self.builds = BuildList(self)
        self.toolbar = QToolBar(self)
        self.toolbar.setIconSize(QSize(16, 16))
        self._actions()
        left = QSplitter(Qt.Orientation.Horizontal, self)
        left.addWidget(self._builds_pane())
        left.addWidget(self.view)
        left.addWidget(self.findings)
        left.setStretchFactor(1, 4)
        left.setSizes([150, 700, 300])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.toolbar)
        layout.addWidget(left, 1)
        document.sigChanged.connect(self._changed)
        document.sigPathChanged.connect(lambda _path: self.sigTitleChanged.emit())
        document.undo_stack.cleanChanged.connect(lambda _clean: self.sigTitleChanged.emit())
        self.view.sigDropped.connect(self.drop)
        self.view.sigRemoveRequested.connect(self.remove_machine)
        self.findings.sigIdsSelected.connect(self._select)
        self._changed(document.lab, document.report)

    def _builds_pane(self) -> QWidget:
        # The list says what it is for: nothing else tells a first-time user that its
        # builds are dragged onto the drawing.
        pane = QWidget(self)
        hint = QLabel(translate("LabTab", "Drag a build onto a circuit or a rack unit:"), pane)
        hint.setWordWrap(True)
        layout = QVBoxLayout(pane)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(hint)
        layout.addWidget(self.builds, 1)
        return pane

    def _actions(self) -> None:
        """The toolbar: the room's menu, the machine's menu (every gesture of the drawing
        also from the keyboard, on the machine selected in the drawing or the findings),
        and the view's zoom."""
        room = [(translate("LabTab", "Add circuit…"), self.add_circuit),
                (translate("LabTab", "Remove circuit…"), self.remove_circuit),
                (translate("LabTab", "Add rack…"), self.add_rack),
                (translate("LabTab", "Edit rack…"), self.edit_rack),
                (translate("LabTab", "Remove rack…"), self.remove_rack),
                (translate("LabTab", "Room…"), self.edit_room)]
        machine = [(translate("LabTab", "Add the open build"), self.add_open_build),
                   (translate("LabTab", "Add build files…"), self.add_build_files),
                   (translate("LabTab", "Put on circuit…"), lambda: self.put_on_circuit(False)),
                   (translate("LabTab", "Also on circuit…"), lambda: self.put_on_circuit(True)),
                   (translate("LabTab", "Put in rack…"), self.put_in_rack),
                   (translate("LabTab", "Take out of the rack"), self.take_out_of_rack),
                   (translate("LabTab", "Remove machine"), lambda: self.remove_machine(
                       self.view.selected_machine()))]
        for title, entries in ((translate("LabTab", "Room"), room),
                               (translate("LabTab", "Machine"), machine)):
            menu = QMenu(title, self)
            for text, slot in entries:
                menu.addAction(text).triggered.connect(lambda _checked=False, s=slot: s())
            button = QToolButton(self)
            button.setText(title)
            button.setMenu(menu)
            button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
            self.toolbar.addWidget(button)
        for text, slot in ((translate("LabTab", "Fit"), self.view.fit),
                           (translate("LabTab", "Zoom in"), lambda: self.view.zoom(ZOOM_STEP)),
                           (translate("LabTab", "Zoom out"),
                            lambda: self.view.zoom(1 / ZOOM_STEP))):
            self.toolbar.addAction(text).triggered.connect(lambda _checked=False, s=slot: s())

    # --- state --------------------------------------------------------------------------
    @property
    def lab(self) -> Lab:
        return self.document.lab

    @property
    def title(self) -> str:
        mark = "*" if self.document.modified else ""
        return translate("LabTab", "Lab: {name}{mark}").format(
            name=self.document.display_name, mark=mark)

    def _changed(self, lab: Lab, report) -> None:
        self.view.redraw(lab, report)
        self.findings.show_report(lab, report)

    def _select(self, ids: list[str]) -> None:
        for chip in self.view.lab_scene.chips:
            chip.setSelected(chip.machine_id in ids)

    # --- gestures -------------------------------------------------------------------------
    def drop(self, target: Target, payload: Payload) -> bool:
        """A drop on the drawing (LabView.sigDropped): one edit, pushed."""
        if payload.machine_id is not None:
            return self.document.push(move_machine(self.lab, payload.machine_id, target,
                                                   payload.from_circuit))
        builds = [self._open_build()] if payload.open_build else [
            self._file_build(path) for path in payload.files]
        changed = False
        for build in builds:
            if build is not None:
                changed |= self.document.push(add_machine(self.lab, build, target))
        return changed

    def _open_build(self) -> MachineBuild:
        loaded, path, modified = self.open_build()
        if path is not None and not modified:
            return MachineBuild(loaded, path=str(path), file=path)
        return MachineBuild(loaded)  # a copy inside the lab: what the window shows now

    def _file_build(self, path: Path) -> MachineBuild | None:
        try:
            loaded = read_build(path, self.lookup)
        except BuildFileError as error:
            LabDialogs.error(self, translate("LabTab", "Cannot add the build"),
                             f"{path}: {refusal_text(error)}")
            return None
        self.builds.add_file(path)
        return MachineBuild(loaded, path=str(path), file=path)

    def add_open_build(self) -> bool:
        """The window's open build as a new machine, in the tray (on no circuit yet)."""
        return self.drop(Target("tray"), Payload(open_build=True))

    def _choose(self, title: str, ids: list[str]) -> str | None:
        index = Dialogs.choose(self, title, translate("LabTab", "Choose:"), ids)
        return ids[index] if index is not None else None

    def put_on_circuit(self, also: bool) -> bool:
        """The selected machine onto a circuit chosen from a list (`also`: one more circuit
        for its next PSU; else in place of its first)."""
        machine = self.lab.machine(self.view.selected_machine() or "")
        if machine is None:
            return False
        circuit = self._choose(translate("LabTab", "Circuit for {machine}").format(
            machine=machine.id), [c.id for c in self.lab.circuits])
        if circuit is None:
            return False
        first = machine.circuits[0] if machine.circuits else None
        return self.document.push(onto_circuit(self.lab, machine.id, circuit, first, also))

    def put_in_rack(self) -> bool:
        machine = self.lab.machine(self.view.selected_machine() or "")
        if machine is None:
            return False
        rack_id = self._choose(translate("LabTab", "Rack for {machine}").format(
            machine=machine.id), [r.id for r in self.lab.racks])
        rack = self.lab.rack(rack_id) if rack_id is not None else None
        if rack is None:
            return False
        u = Dialogs.number(self, translate("LabTab", "Rack unit"), translate(
            "LabTab", "Lowest unit it takes (1 is the bottom; 0: no unit yet):"),
            machine.u or 0, 0, rack.units)
        if u is None:
            return False
        return self.document.push(move_machine(self.lab, machine.id, Target(
            "rack", rack.id, int(u) if u >= 1 else None)))

    def take_out_of_rack(self) -> bool:
        machine_id = self.view.selected_machine()
        return machine_id is not None and self.document.push(
            move_machine(self.lab, machine_id, Target("tray")))

    def remove_circuit(self) -> bool:
        circuit = self._choose(translate("LabTab", "Remove circuit"),
                               [c.id for c in self.lab.circuits])
        return circuit is not None and self.document.push(RemoveCircuit(circuit))

    def remove_rack(self) -> bool:
        rack = self._choose(translate("LabTab", "Remove rack"), [r.id for r in self.lab.racks])
        return rack is not None and self.document.push(RemoveRack(rack))

    def add_circuit(self) -> bool:
        circuit = LabDialogs.circuit(self, next_id(self.lab, "C"))
        return circuit is not None and self.document.push(AddCircuit(circuit))

    def add_rack(self) -> bool:
        rack = LabDialogs.rack(self, Rack(id=next_id(self.lab, "R"), units=42))
        return rack is not None and self.document.push(AddRack(rack))

    def edit_rack(self, rack_id: str | None = None) -> bool:
        if rack_id is None:
            rack_id = self._choose(translate("LabTab", "Edit rack"),
                                   [r.id for r in self.lab.racks])
        current = self.lab.rack(rack_id) if rack_id is not None else None
        rack = LabDialogs.rack(self, current) if current is not None else None
        return rack is not None and self.document.push(SetRack(rack))

    def edit_room(self) -> bool:
        room = LabDialogs.room(self, self.lab.room)
        return room is not None and self.document.push(SetRoom(room))

    def add_build_files(self) -> None:
        folder = str(self.document.path.parent) if self.document.path is not None else ""
        for name in LabDialogs.build_files(self, folder):
            path = Path(name)
            try:
                read_build(path, self.lookup)
            except BuildFileError as error:
                LabDialogs.error(self, translate("LabTab", "Cannot add the build"),
                                 f"{path}: {refusal_text(error)}")
                continue
            self.builds.add_file(path)

    def remove_machine(self, machine_id: str | None) -> bool:
        return machine_id is not None and self.document.push(RemoveMachine(machine_id))

    # --- files ----------------------------------------------------------------------------
    def save(self) -> bool:
        if self.document.path is None:
            return self.save_as()
        return self.save_to(self.document.path)

    def save_as(self) -> bool:
        suggested = self.document.path or Path(with_lab_suffix(
            self.lab.name or translate("LabTab", "lab")))
        chosen = LabDialogs.save_path(self, str(suggested))
        return chosen is not None and self.save_to(Path(with_lab_suffix(chosen)))

    def save_to(self, path: Path) -> bool:
        try:
            write_lab(path, self.lab, self.catalog_version)
        except OSError as error:
            from configurator.model.safe_files import os_error_refusal
            from configurator.words.messages import message_text

            LabDialogs.error(self, translate("LabTab", "Cannot save the lab plan"),
                             f"{path}: {message_text(os_error_refusal(error, True).message)}")
            return False
        self.document.set_saved(path)
        self.sigMessage.emit(translate("LabTab", "Saved {file}").format(file=path.name))
        return True

    def export_pdf(self) -> bool:
        """The room's purchase list as PDF (File > Export while the tab is current)."""
        return self._export(".pdf")

    def export_csv(self) -> bool:
        """The room's purchase list as CSV (File > Export BOM as CSV)."""
        return self._export(".csv")

    def _export(self, suffix: str) -> bool:
        # Imported when first asked for: the export's modules (PDF, charts) would cost the
        # window's start (tests/catalog/test_start_path.py).
        from configurator.ui.tabs.lab.export import export_lab

        written = export_lab(self, self.document, self.lookup, suffix)
        if written is not None:
            self.sigMessage.emit(translate("LabTab", "Wrote {file}").format(file=written.name))
        return written is not None
