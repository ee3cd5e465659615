"""Autosave and crash recovery of lab plans, beside the build's (configurator.ui.window.autosave).

A few seconds after a lab changes, while it has unsaved changes, it is written to
`autosave-<pid>-lab-<n>.gwlab` in the autosave folder, with a small JSON note of the file it
belongs to. Saving the lab, undoing back to its saved state, closing its tab and a clean exit
remove both. At the next start, the lab autosaves of a process that is gone are offered back
at once, each into a Lab tab of its own with its changes still unsaved; whatever is not
restored is discarded then, so that nothing is offered twice.

Build file paths are written relative to the lab's own folder (the autosave folder while it
has no file) and read back against it, so a restored lab names its builds as the user had
them.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from configurator.model.buildfile import PartLookup, write_text_atomic
from configurator.ui.window import autosave

if TYPE_CHECKING:
    # The lab package is imported when the first lab opens (configurator.ui.window.lab_tabs):
    # a start that only looks for autosaves left behind needs none of it.
    from configurator.lab.labfile import LoadedLab
    from configurator.ui.tabs.lab.document import LabDocument

log = logging.getLogger(__name__)

LAB_AUTOSAVE_GLOB = "autosave-*-lab-*.gwlab"


def _remove(path: Path) -> None:
    with contextlib.suppress(OSError):  # a read-only or vanished folder must not stop a close
        path.unlink(missing_ok=True)


def _meta_path(path: Path) -> Path:
    return path.with_suffix(".meta")


def _paths_folder(autosave_folder: Path, original: Path | None) -> Path:
    return original.parent if original is not None else autosave_folder


class LabAutosaver(QObject):
    """Writes one lab a moment after it changes (debounced), while it is unsaved."""

    sigFailed = Signal(str)

    def __init__(self, document: LabDocument, folder: Path, number: int,
                 catalog_version: str, delay_ms: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.folder = folder
        self.catalog_version = catalog_version
        self.path = folder / f"autosave-{os.getpid()}-lab-{number}.gwlab"
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(delay_ms)
        self.timer.timeout.connect(self.save_now)
        document.undo_stack.indexChanged.connect(self._changed)
        document.undo_stack.cleanChanged.connect(self._changed)
        self._changed()

    def _changed(self, *_args: object) -> None:
        if self.document.modified:
            self.timer.start()
        else:  # saved, or back at the saved state: the file on disk is the truth again
            self.timer.stop()
            self.discard()

    def save_now(self) -> Path | None:
        document = self.document
        if not document.modified:
            return None
        from configurator.lab.labfile import dumps_lab

        folder = _paths_folder(self.folder, document.path)
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            text = dumps_lab(document.lab, folder, self.catalog_version)
            write_text_atomic(self.path, text, keep_backup=False)
            meta = {"path": str(document.path) if document.path else None}
            write_text_atomic(_meta_path(self.path), json.dumps(meta, allow_nan=False),
                              keep_backup=False)
        except OSError as error:
            log.warning("autosave of a lab to %s failed: %s", self.path, error)
            self.sigFailed.emit(str(error))
            return None
        return self.path

    def discard(self) -> None:
        """The tab closed or the window ends cleanly: nothing is left to recover."""
        self.timer.stop()
        for path in (self.path, _meta_path(self.path)):
            _remove(path)


@dataclass(frozen=True)
class LabRecoverable:
    """A lab autosave of a session that did not end cleanly."""

    lab_path: Path
    original_path: Path | None
    saved_at: float

    def read(self, lookup: PartLookup | None) -> LoadedLab:
        """The lab as autosaved (a BuildFileError when it cannot be read)."""
        from configurator.lab.labfile import read_lab

        return read_lab(self.lab_path, lookup,
                        _paths_folder(self.lab_path.parent, self.original_path))

    def discard(self) -> None:
        for path in (self.lab_path, _meta_path(self.lab_path)):
            _remove(path)


def find_lab_recoverables(folder: Path) -> list[LabRecoverable]:
    """The lab autosaves left by processes that are gone, oldest first (the tabs' order)."""
    if not folder.is_dir():
        return []
    found: list[LabRecoverable] = []
    for path in folder.glob(LAB_AUTOSAVE_GLOB):
        pid_text = path.name.removeprefix("autosave-").split("-", 1)[0]
        if not pid_text.isdigit() or autosave.process_alive(int(pid_text)):
            continue  # that window is still open (or the name is not ours)
        original = None
        with contextlib.suppress(OSError, ValueError, AttributeError):
            value = json.loads(_meta_path(path).read_text(encoding="utf-8")).get("path")
            original = Path(value) if isinstance(value, str) and value else None
        with contextlib.suppress(OSError):
            found.append(LabRecoverable(path, original, path.stat().st_mtime))
    return sorted(found, key=lambda r: r.saved_at)
