"""The Lab tab's drawing (configurator.drawing.lab_scene) in a view that takes drops: a
machine's chip dragged within the drawing, a build from the tab's list of builds (the
window's open build, build files), or build files from the desktop. A drop is reported as
(target, payload); the tab asks configurator.lab.gestures what it means.

The drag and drop overrides stay thin (PySide6 re-raises their exceptions itself, past
pytest-qt): the work is in `payload_of` and `target_at`, which tests call as well.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QMimeData, QPoint, QRectF, Qt, Signal
from PySide6.QtGui import QDrag, QDragEnterEvent, QDragMoveEvent, QDropEvent, QMouseEvent
from PySide6.QtWidgets import QApplication, QGraphicsView, QWidget

from configurator.drawing.lab_scene import LabScene, MachineChip
from configurator.lab.gestures import Target
from configurator.model.buildfile import is_build_file_name

MACHINE_MIME = "application/x-configurator-lab-machine"
OPEN_BUILD_MIME = "application/x-configurator-open-build"
ZOOM_STEP = 1.25
FIT_MIN_MM = (2400.0, 1500.0)  # about two circuits and a 42 U rack


@dataclass(frozen=True)
class Payload:
    """What is dropped: a machine of the lab (with the circuit it was dragged from), the
    window's open build, or build files."""

    machine_id: str | None = None
    from_circuit: str | None = None
    open_build: bool = False
    files: tuple[Path, ...] = ()


def machine_mime(machine_id: str, from_circuit: str | None) -> QMimeData:
    data = QMimeData()
    data.setData(MACHINE_MIME, json.dumps({"machine": machine_id, "from": from_circuit},
                                          allow_nan=False).encode("utf-8"))
    return data


def open_build_mime() -> QMimeData:
    data = QMimeData()
    data.setData(OPEN_BUILD_MIME, b"1")
    return data


def payload_of(data: QMimeData) -> Payload | None:
    """The payload of a drag's data, or None when it is nothing the lab takes."""
    if data.hasFormat(MACHINE_MIME):
        try:
            raw = json.loads(bytes(data.data(MACHINE_MIME)).decode("utf-8"))
            return Payload(machine_id=str(raw["machine"]),
                           from_circuit=None if raw.get("from") is None else str(raw["from"]))
        except (ValueError, KeyError, TypeError):
            return None
    if data.hasFormat(OPEN_BUILD_MIME):
        return Payload(open_build=True)
    if data.hasUrls():
        files = tuple(Path(url.toLocalFile()) for url in data.urls()
                      if url.isLocalFile() and is_build_file_name(url.toLocalFile()))
        return Payload(files=files) if files else None
    return None


class LabView(QGraphicsView):
    sigDropped = Signal(object, object)
    """(Target, Payload) of a drop on the drawing."""
    sigRemoveRequested = Signal(str)
    """The selected machine's id (the Delete key)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lab_scene = LabScene(self)
        self.setScene(self.lab_scene)
        self.setAcceptDrops(True)
        self.setRenderHint(self.renderHints().Antialiasing)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        # A drawing smaller than the view starts at its top left, where circuits are added.
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._press: QPoint | None = None
        self._follow(True)

    # --- what a point means -----------------------------------------------------------
    def target_at(self, position: QPoint) -> Target | None:
        return self.lab_scene.target_at(self.mapToScene(position))

    def selected_machine(self) -> str | None:
        chips = [item for item in self.lab_scene.selectedItems() if isinstance(item, MachineChip)]
        return chips[0].machine_id if chips else None

    # --- zoom -------------------------------------------------------------------------
    # The drawing fits the view (the whole room at once) until the user zooms: it is fitted
    # again when the view is resized (the window laid out, a splitter moved) and when the
    # lab changes, so a first look never shows a corner of a drawing too small to read.
    def fit(self) -> None:
        self._follow(True)
        self._fit_now()

    def _follow(self, follow: bool) -> None:
        # Fitted, the drawing needs no scroll bars; left on, one appearing or going (which
        # resizes the viewport, not the view) left the fitted drawing scrolled off centre.
        self._follow_size = follow
        policy = (Qt.ScrollBarPolicy.ScrollBarAlwaysOff if follow
                  else Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)

    def _fit_now(self) -> None:
        rect = self.lab_scene.sceneRect()
        if rect.isValid():
            # A small plan (one circuit, or none) is not blown up past the scale of a room's
            # drawing: the fitted area is at least FIT_MIN_MM, from the drawing's top left.
            rect = QRectF(rect.left(), rect.top(), max(rect.width(), FIT_MIN_MM[0]),
                          max(rect.height(), FIT_MIN_MM[1]))
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def zoom(self, factor: float) -> None:
        self._follow(False)
        self.scale(factor, factor)

    def redraw(self, lab, report) -> None:
        selected = self.selected_machine()
        self.lab_scene.rebuild(lab, report)
        for chip in self.lab_scene.chips:
            chip.setSelected(chip.machine_id == selected)
        if self._follow_size:
            self._fit_now()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._follow_size:
            self._fit_now()

    # --- drag sources: a machine's chip ---------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        start = self._press
        if (start is not None and event.buttons() & Qt.MouseButton.LeftButton
                and (event.position().toPoint() - start).manhattanLength()
                >= QApplication.startDragDistance()):
            chip = self.lab_scene.chip_at(self.mapToScene(start))
            self._press = None
            if chip is not None:
                drag = QDrag(self)
                drag.setMimeData(machine_mime(chip.machine_id, chip.circuit))
                drag.exec(Qt.DropAction.MoveAction)
                return
        super().mouseMoveEvent(event)

    def keyPressEvent(self, event) -> None:
        machine = self.selected_machine()
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and machine is not None:
            self.sigRemoveRequested.emit(machine)
            return
        super().keyPressEvent(event)

    # --- drops -----------------------------------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if payload_of(event.mimeData()) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def drop_target(self, payload: Payload | None, position: QPoint) -> Target | None:
        """Where a drop at `position` lands: a circuit, a rack unit or the tray; a build from
        outside dropped elsewhere waits in the tray."""
        if payload is None:
            return None
        target = self.target_at(position)
        if target is None and payload.machine_id is None:
            return Target("tray")
        return target

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        payload = payload_of(event.mimeData())
        if self.drop_target(payload, event.position().toPoint()) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        payload = payload_of(event.mimeData())
        target = self.drop_target(payload, event.position().toPoint())
        if payload is None or target is None:
            event.ignore()
            return
        event.acceptProposedAction()
        self.sigDropped.emit(target, payload)
