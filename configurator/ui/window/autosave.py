"""Autosave and crash recovery.

While the window runs, a marker file `session-<pid>.running` sits in the autosave folder,
and a few seconds after each change the build is written to `autosave-<pid>.gwb.json`
(atomically, with a small JSON note of the file it belongs to). A clean exit removes both.
At the next start, a marker whose process is gone means that session crashed: the autosaves of
every crashed session are offered back to the user at once (newest first), and whatever is not
restored is discarded then, so that nothing is offered twice.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from configurator.catalog import paths
from configurator.model.buildfile import build_with_snapshot, dumps_build, write_text_atomic
from configurator.ui.session.document import BuildDocument

log = logging.getLogger(__name__)

AUTOSAVE_FOLDER_NAME = "autosave"
DEFAULT_DELAY_MS = 3000


def autosave_folder() -> Path:
    """In the user data folder (CONFIGURATOR_DATA_DIR when set, as for the catalog)."""
    return paths.data_dir() / AUTOSAVE_FOLDER_NAME


def _remove(path: Path) -> None:
    # Not only a missing file: a data folder that is a file (NotADirectoryError) or a
    # read-only one must not make closing the window fail (issue 18).
    with contextlib.suppress(OSError):
        path.unlink(missing_ok=True)


def process_alive(pid: int) -> bool:
    """Whether a process of that id runs (so its marker is not a crash)."""
    if pid <= 0:
        return False
    if os.name == "nt":
        import ctypes

        still_active = 259
        handle = ctypes.windll.kernel32.OpenProcess(0x1000, False, pid)  # QUERY_LIMITED_INFO
        if not handle:
            return False
        code = ctypes.c_ulong()
        ctypes.windll.kernel32.GetExitCodeProcess(handle, ctypes.byref(code))
        ctypes.windll.kernel32.CloseHandle(handle)
        return code.value == still_active
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


@dataclass(frozen=True)
class Recoverable:
    """A crashed session's autosave."""

    build_path: Path
    marker: Path
    original_path: Path | None
    saved_at: float = 0.0  # time.time() of the autosave

    def discard(self) -> None:
        for path in (self.build_path, self.build_path.with_suffix(".meta"), self.marker):
            _remove(path)


def find_recoverables(folder: Path) -> list[Recoverable]:
    """The autosaves left by sessions that did not exit cleanly, newest first."""
    if not folder.is_dir():
        return []
    found: list[Recoverable] = []
    for marker in folder.glob("session-*.running"):
        pid_text = marker.stem.removeprefix("session-")
        if not pid_text.isdigit() or process_alive(int(pid_text)):
            continue  # that window is still open (or the name is not ours)
        build_path = folder / f"autosave-{pid_text}.gwb.json"
        if not build_path.is_file():
            marker.unlink(missing_ok=True)  # crashed before any change: nothing to offer
            continue
        original = None
        meta = build_path.with_suffix(".meta")
        if meta.is_file():
            try:
                value = json.loads(meta.read_text(encoding="utf-8")).get("path")
                original = Path(value) if isinstance(value, str) and value else None
            except (OSError, ValueError, AttributeError):
                original = None  # the note is a convenience; the build itself is what counts
        found.append(Recoverable(build_path, marker, original, build_path.stat().st_mtime))
    return sorted(found, key=lambda r: r.saved_at, reverse=True)


class Autosaver(QObject):
    """Writes the document a moment after it changes (debounced), while it is unsaved."""

    sigSaved = Signal(object)
    """The autosave file written (a Path)."""
    sigFailed = Signal(str)

    def __init__(self, document: BuildDocument, folder: Path | None = None,
                 delay_ms: int = DEFAULT_DELAY_MS, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.folder = folder if folder is not None else autosave_folder()
        self.pid = os.getpid()
        self.marker = self.folder / f"session-{self.pid}.running"
        self.build_path = self.folder / f"autosave-{self.pid}.gwb.json"
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(delay_ms)
        self.timer.timeout.connect(self.save_now)
        document.undo_stack.indexChanged.connect(self._changed)
        document.undo_stack.cleanChanged.connect(self._changed)

    def start_session(self) -> None:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            self.marker.write_text(str(self.pid), encoding="utf-8")
        except OSError as error:
            self.sigFailed.emit(str(error))

    def end_session(self) -> None:
        """A clean exit: nothing is left to recover."""
        self.timer.stop()
        for path in (self.build_path, self.build_path.with_suffix(".meta"), self.marker):
            _remove(path)

    def _changed(self, *_args: object) -> None:
        if self.document.modified:
            self.timer.start()
        else:
            # Saved (or back at the saved state): the file on disk is the truth again.
            self.timer.stop()
            _remove(self.build_path)

    def save_now(self) -> Path | None:
        if not self.document.modified:
            return None
        document = self.document
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            build = build_with_snapshot(document.resolved, document.catalog.version)
            write_text_atomic(self.build_path, dumps_build(build), keep_backup=False)
            meta = {"path": str(document.path) if document.path else None}
            write_text_atomic(self.build_path.with_suffix(".meta"),
                              json.dumps(meta, allow_nan=False), keep_backup=False)
        except OSError as error:
            log.warning("autosave to %s failed: %s", self.build_path, error)
            self.sigFailed.emit(str(error))
            return None
        self.sigSaved.emit(self.build_path)
        return self.build_path
