"""New, Open, Save, Save As, templates and recent files.

A file that cannot be read gives one dialog with the reader's message and leaves the open
build untouched. Every question goes through `Dialogs`, so tests can answer it.
"""

from __future__ import annotations

import json
import logging
import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QWidget

from configurator.model.build import Build, ResolvedBuild
from configurator.model.buildfile import (
    SUFFIX,
    BuildFileError,
    build_file_stem,
    read_build,
    resolve,
    with_build_suffix,
    write_build,
)
from configurator.ui.session.document import BuildDocument
from configurator.ui.session.preferences import Preferences
from configurator.ui.widgets.dialogs import Answer, Dialogs
from configurator.ui.widgets.resources import template_paths
from configurator.words.messages import notices_text, refusal_text
from configurator.words.names import template_text

translate = QCoreApplication.translate
log = logging.getLogger(__name__)


# Characters a file name may not hold on Windows (or that mean a folder anywhere).
UNSAFE_FILE_CHARS = re.compile(r'[\\/:*?"<>|\x00-\x1f]+')
MAX_STEM_CHARS = 80


def safe_file_stem(text: str) -> str:
    """A name fit to be a file name on every system: unsafe characters become "-", and no
    leading or trailing dot, space or dash ("" when nothing is left)."""
    return UNSAFE_FILE_CHARS.sub("-", text).strip(" .-")[:MAX_STEM_CHARS].strip(" .-")


def suggested_stem(resolved: ResolvedBuild) -> str:
    """What a save dialog proposes for a build that has neither a name nor a file: its cards
    ("2x GeForce RTX 5090"), else its chassis, else "build" (it proposed "build.gwb" and
    "bill-of-materials.pdf" for every one)."""
    models: dict[str, int] = {}
    for gpu in resolved.gpus:
        models[gpu.spec.model] = models.get(gpu.spec.model, 0) + 1
    if models:
        text = " + ".join(f"{n}x {model}" if n > 1 else model for model, n in models.items())
    elif resolved.chassis is not None:
        text = resolved.chassis.name
    else:
        text = ""
    return safe_file_stem(text) or translate("Files", "build")


def is_template(path: Path) -> bool:
    """A shipped build template (opened as an untitled copy, never written to)."""
    return any(path.resolve() == t.resolve() for t in template_paths())


def template_title(path: Path) -> str:
    """A template's build name (its file name when the name cannot be read)."""
    try:
        name = json.loads(path.read_text(encoding="utf-8")).get("name")
    except (OSError, ValueError, AttributeError):
        name = None
    return template_text(name) if isinstance(name, str) and name else build_file_stem(path.name)


def _template_gpu_ids(path: Path) -> list[str]:
    try:
        gpus = json.loads(path.read_text(encoding="utf-8")).get("gpus") or []
        return [g["part"] for g in gpus if isinstance(g, dict) and isinstance(g.get("part"), str)]
    except (OSError, ValueError, AttributeError, TypeError):
        return []


def templates_current_first(catalog) -> list[tuple[Path, bool]]:
    """The build templates with whether they are current: those whose cards are all still
    sold new (no `discontinued` month in the catalog) first, then the older ones (to learn
    on), each in tier order. A lab planning a purchase starts from today's cards (issue 30)."""
    current, older = [], []
    for path in template_paths():
        parts = [catalog.get(part_id) for part_id in _template_gpu_ids(path)]
        on_sale = bool(parts) and all(p is not None and not p.discontinued for p in parts)
        (current if on_sale else older).append(path)
    return [(p, True) for p in current] + [(p, False) for p in older]


def template_choice_title(path: Path, current: bool) -> str:
    """A template's title as listed: the older ones say they are older."""
    title = template_title(path)
    return title if current else translate("Files", "{title} (older cards, to learn on)").format(
        title=title)


class FileActions(QObject):
    sigRecentChanged = Signal()

    def __init__(self, document: BuildDocument, preferences: Preferences,
                 window: QWidget) -> None:
        super().__init__(window)
        self.document = document
        self.preferences = preferences
        self.window = window

    # --- asking before the build is replaced -------------------------------------------
    def maybe_save(self) -> bool:
        """True when the current build may be replaced (saved, discarded or unchanged)."""
        self.document.commit_pending()
        if not self.document.modified:
            return True
        answer = Dialogs.save_discard_cancel(
            self.window, translate("Files", "Unsaved changes"),
            translate("Files", "“{name}” has changes that are not saved. Save them?").format(
                name=self.document.display_name))
        if answer == Answer.SAVE:
            return self.save()
        return answer == Answer.DISCARD

    # --- new ---------------------------------------------------------------------------
    def new_blank(self) -> bool:
        if not self.maybe_save():
            return False
        build = Build(outlet=self.preferences.default_outlet)
        self.document.load(build, resolve(build, self.document.catalog).resolved, None)
        return True

    def new_from_template(self, path: Path | None = None) -> bool:
        if path is None:
            templates = templates_current_first(self.document.catalog)
            if not templates:
                Dialogs.inform(self.window, translate("Files", "New from template"),
                               translate("Files", "No build templates are installed."))
                return False
            choice = Dialogs.choose(
                self.window,
                translate("Files", "New from template"),
                translate("Files", "Start from:"),
                [template_choice_title(t, current) for t, current in templates],
            )
            if choice is None:
                return False
            path = templates[choice][0]
        try:
            loaded = read_build(path, self.document.catalog)
        except BuildFileError as error:
            Dialogs.error(self.window, translate("Files", "Template cannot be used"),
                          refusal_text(error))
            return False
        if not self.maybe_save():
            return False
        # A template starts a new build with no file yet: Save asks where to put it.
        self.document.load(loaded.build, loaded.resolved, None)
        return True

    # --- open --------------------------------------------------------------------------
    def open(self) -> bool:
        path = Dialogs.open_path(self.window, self.preferences.last_folder())
        return self.open_path(path) if path else False

    def open_path(self, path: str | Path) -> bool:
        """Open a build file; on a bad file one dialog, and the open build stays as it was."""
        path = Path(path)
        try:
            loaded = read_build(path, self.document.catalog)
        except BuildFileError as error:
            log.info("not opened: %s: %s", path, error)
            Dialogs.error(self.window, translate("Files", "Cannot open the build"),
                          translate("Files", "{file} cannot be opened:\n{message}").format(
                              file=path.name, message=refusal_text(error)))
            return False
        if not self.maybe_save():
            return False
        if is_template(path):  # an untitled copy: Save asks where, never into the app
            self.document.load(loaded.build, loaded.resolved, None)
            return True
        self.document.load(loaded.build, loaded.resolved, path.resolve())
        log.info("opened %s", path)
        self.preferences.add_recent_file(path)
        self.preferences.set_last_folder(path.resolve().parent)
        self.sigRecentChanged.emit()
        if loaded.notices:
            Dialogs.inform(
                self.window, translate("Files", "Opened with notes"), notices_text(loaded.notices)
            )
        return True

    # --- save --------------------------------------------------------------------------
    def save(self) -> bool:
        self.document.commit_pending()
        if self.document.path is None:
            return self.save_as()
        return self.save_to(self.document.path)

    def save_as(self) -> bool:
        self.document.commit_pending()
        folder = (self.document.path.parent if self.document.path
                  else Path(self.preferences.last_folder()))
        # Save As offers NAME.gwb, also for a file opened as NAME.gwb.json (new files are .gwb);
        # the name of a new build made fit for a file name on every system.
        stem = build_file_stem(self.document.path.name) if self.document.path else (
            safe_file_stem(template_text(self.document.build.name))
            or suggested_stem(self.document.resolved))
        path = Dialogs.save_path(self.window, str(folder / (stem + SUFFIX)))
        if not path:
            return False
        return self.save_to(Path(with_build_suffix(path)))

    def save_to(self, path: Path) -> bool:
        try:
            write_build(path, self.document.resolved, self.document.catalog.version)
        except OSError as error:
            log.warning("not saved: %s: %s", path, error)
            Dialogs.error(self.window, translate("Files", "Cannot save the build"),
                          translate("Files", "{file} cannot be written:\n{message}").format(
                              file=path.name, message=error.strerror or error))
            return False
        self.document.set_saved(path.resolve())
        log.info("saved %s", path)
        self.preferences.add_recent_file(path)
        self.preferences.set_last_folder(path.resolve().parent)
        self.sigRecentChanged.emit()
        return True
