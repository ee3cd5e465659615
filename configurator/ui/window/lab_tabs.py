"""The window's lab plans (docs/lab-plan.md): File > New Lab Plan and File > Open of a
`*.gwlab` each open a Lab tab (configurator.ui.tabs.lab) beside the build's tabs.

While a Lab tab is the current tab, the window's Undo and Redo undo that lab's steps (one
QUndoGroup holds the build's stack and every lab's), and Save, Save As and Export act on the
lab; on every other tab they act on the build, as before. The build's docks step aside while a
Lab tab is current. Closing a lab tab, or the window, asks about a lab's unsaved changes.
"""

from __future__ import annotations

import itertools
import json
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QUndoGroup
from PySide6.QtWidgets import QDockWidget

from configurator.model.json_input import BuildFileError
from configurator.ui.widgets.dialogs import Answer, Dialogs
from configurator.ui.widgets.resources import lab_template_paths
from configurator.ui.window.lab_autosave import LabAutosaver, find_lab_recoverables
from configurator.words.messages import notices_text, refusal_text
from configurator.words.names import template_text

if TYPE_CHECKING:
    # Imported when the first lab opens, with the lab package itself (its plans, checks and
    # edits): none of it is needed to show the window (docs/performance.md).
    from configurator.ui.tabs.lab.document import LabDocument
    from configurator.ui.tabs.lab.tab import LabTab

translate = QCoreApplication.translate
log = logging.getLogger(__name__)
MainWindow = Any  # the main window (it imports this module)


class LabTabs(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.undo_group = QUndoGroup(self)
        self.undo_group.addStack(window.document.undo_stack)
        self.undo_group.setActiveStack(window.document.undo_stack)
        self.tabs: list[LabTab] = []
        self._docks_set_aside: list[QDockWidget] = []
        self.autosavers: dict[LabTab, LabAutosaver] = {}
        self._autosave_numbers = itertools.count(1)
        window.tabs.setTabsClosable(False)
        window.tabs.currentChanged.connect(self._current_changed)
        window.tabs.tabCloseRequested.connect(self._close_requested)

    # --- which tab ------------------------------------------------------------------------
    def current(self) -> LabTab | None:
        widget = self.window.tabs.currentWidget()
        return next((tab for tab in self.tabs if tab is widget), None)

    def _current_changed(self, _index: int) -> None:
        tab = self.current()
        stack = tab.document.undo_stack if tab is not None else self.window.document.undo_stack
        self.undo_group.setActiveStack(stack)
        if tab is not None:
            self._set_build_docks_aside()
        else:
            self.restore_build_docks()

    def _set_build_docks_aside(self) -> None:
        """While a Lab tab is current, the build's docks (catalog, checks, bill of materials)
        step aside: they speak of the open build, and the lab's drawing needs the width (in a
        1024-pixel window it was left 120 pixels). View shows them again at will; those set
        aside here come back on the build's tabs."""
        if self._docks_set_aside:
            return
        window = self.window
        self._docks_set_aside = [dock for dock in (window.catalog_dock, window.checks_dock,
                                                   window.bom_dock) if not dock.isHidden()]
        for dock in self._docks_set_aside:
            dock.hide()

    def restore_build_docks(self) -> None:
        """The docks set aside for a Lab tab shown again (leaving it, or before the window
        saves its layout on closing)."""
        docks, self._docks_set_aside = self._docks_set_aside, []
        for dock in docks:
            dock.show()

    def either(self, lab_action: str, build_action: Callable[[], object]
               ) -> Callable[[], object]:
        """What a window action does: `lab_action` of the current Lab tab (save, save_as,
        export_pdf, export_csv) while one is current, else `build_action` on the build."""
        def act() -> object:
            tab = self.current()
            return getattr(tab, lab_action)() if tab is not None else build_action()
        return act

    # --- new, open, close -------------------------------------------------------------------
    def open_file(self) -> bool:
        """File > Open: a build into the window, or a lab plan into a tab of its own."""
        window = self.window
        path = Dialogs.open_path(window, window.preferences.last_folder())
        if not path:
            return False
        from configurator.lab.labfile import is_lab_file_name

        if is_lab_file_name(path):
            return self.open_lab(path) is not None
        return window.files.open_path(path)

    def open_labs_among(self, paths: list[str]) -> list[str]:
        """Open the lab plans among `paths` (dropped, or given on the command line), each in
        its tab; the other paths (builds) are returned."""
        if not paths:
            return []
        from configurator.lab.labfile import is_lab_file_name

        for path in paths:
            if is_lab_file_name(str(path)):
                self.open_lab(path)
        return [path for path in paths if not is_lab_file_name(str(path))]

    def _open_build(self):
        document = self.window.document
        from configurator.model.buildfile import LoadedBuild

        return (LoadedBuild(document.build, document.resolved, []), document.path,
                document.modified)

    def add(self, document: LabDocument) -> LabTab:
        from configurator.ui.tabs.lab.tab import LabTab

        catalog = self.window.catalog
        tab = LabTab(document, catalog, self._open_build, getattr(catalog, "version", ""),
                     self.window.tabs)
        self.tabs.append(tab)
        self.undo_group.addStack(document.undo_stack)
        index = self.window.tabs.addTab(tab, tab.title)
        tab.sigTitleChanged.connect(lambda: self._retitle(tab))
        tab.sigMessage.connect(self.window.show_message)
        builds = self.window.autosaver  # the build's: its folder and delay
        autosaver = LabAutosaver(document, builds.folder, next(self._autosave_numbers),
                                 getattr(catalog, "version", ""), builds.timer.interval(), tab)
        autosaver.sigFailed.connect(lambda error: self.window.show_message(
            translate("MainWindow", "Autosave failed: {error}").format(error=error)))
        self.autosavers[tab] = autosaver
        self._closable(index)
        self.window.tabs.setCurrentIndex(index)
        return tab

    def new_lab(self) -> LabTab | None:
        """File > New Lab Plan: an empty plan, or a copy of a shipped lab template (untitled,
        its machines' builds copied inside it: Save asks where)."""
        from configurator.lab.labfile import inlined, read_lab
        from configurator.ui.tabs.lab.document import LabDocument

        templates = lab_template_paths()
        if not templates:
            return self.add(LabDocument())
        titles = [translate("LabTabs", "An empty lab plan")]
        for path in templates:
            try:
                name = json.loads(path.read_text(encoding="utf-8")).get("name") or path.stem
            except (OSError, ValueError):
                name = path.stem
            titles.append(template_text(name))
        choice = Dialogs.choose(self.window, translate("LabTabs", "New lab plan"),
                                translate("LabTabs", "Start from:"), titles)
        if choice is None:
            return None
        if choice == 0:
            return self.add(LabDocument())
        try:
            loaded = read_lab(templates[choice - 1], self.window.catalog)
        except BuildFileError as error:
            Dialogs.error(self.window, translate("LabTabs", "Template cannot be used"),
                          refusal_text(error))
            return None
        return self.add(LabDocument(inlined(loaded.lab)))

    def open_lab(self, path: str | Path) -> LabTab | None:
        from configurator.lab.labfile import read_lab
        from configurator.ui.tabs.lab.document import LabDocument

        path = Path(path)
        try:
            loaded = read_lab(path, self.window.catalog)
        except BuildFileError as error:
            log.info("not opened: %s: %s", path, error)
            Dialogs.error(self.window, translate("LabTabs", "Cannot open the lab plan"),
                          translate("LabTabs", "{file} cannot be opened:\n{message}").format(
                              file=path.name, message=refusal_text(error)))
            return None
        for tab in self.tabs:  # open already: show it
            if tab.document.path == path.resolve():
                self.window.tabs.setCurrentWidget(tab)
                return tab
        tab = self.add(LabDocument(loaded.lab, path.resolve()))
        log.info("opened %s", path)
        if loaded.notices:
            Dialogs.inform(self.window, translate("LabTabs", "Opened with notes"),
                           notices_text(loaded.notices))
        return tab

    def _closable(self, index: int) -> None:
        # Only lab tabs have a close button: the build's tabs stay.
        from PySide6.QtWidgets import QTabBar

        bar = self.window.tabs.tabBar()
        self.window.tabs.setTabsClosable(True)
        for i in range(self.window.tabs.count()):
            if self.window.tabs.widget(i) not in self.tabs:
                for side in (QTabBar.ButtonPosition.RightSide, QTabBar.ButtonPosition.LeftSide):
                    button = bar.tabButton(i, side)
                    if button is not None:
                        button.hide()

    def _retitle(self, tab: LabTab) -> None:
        index = self.window.tabs.indexOf(tab)
        if index >= 0:
            self.window.tabs.setTabText(index, tab.title)

    def _close_requested(self, index: int) -> None:
        tab = next((tab for tab in self.tabs if tab is self.window.tabs.widget(index)), None)
        if tab is not None:
            self.close(tab)

    def maybe_save(self, tab: LabTab) -> bool:
        if not tab.document.modified:
            return True
        answer = Dialogs.save_discard_cancel(
            self.window, translate("LabTabs", "Unsaved changes"),
            translate("LabTabs", "The lab plan “{name}” has changes that are not saved. Save "
                                 "them?").format(name=tab.document.display_name))
        if answer == Answer.SAVE:
            return tab.save()
        return answer == Answer.DISCARD

    def close(self, tab: LabTab) -> bool:
        if not self.maybe_save(tab):
            return False
        self.autosavers.pop(tab).discard()
        self.undo_group.removeStack(tab.document.undo_stack)
        self.tabs.remove(tab)
        self.window.tabs.removeTab(self.window.tabs.indexOf(tab))
        tab.deleteLater()
        return True

    def maybe_save_all(self) -> bool:
        """Before the window closes: every lab saved, discarded or unchanged."""
        return all(self.maybe_save(tab) for tab in list(self.tabs))

    # --- autosave and recovery (configurator.ui.window.lab_autosave) -------------------------
    def autosave_now(self) -> None:
        """Every lab with unsaved changes written now (an exception nothing caught)."""
        for autosaver in self.autosavers.values():
            autosaver.save_now()

    def end_session(self) -> None:
        """A clean exit: no lab is left to recover."""
        for autosaver in self.autosavers.values():
            autosaver.discard()

    def offer_recovery(self) -> int:
        """The labs autosaved by sessions that did not end cleanly, offered back at once;
        each restored into a tab of its own, unsaved. Returns how many were restored."""
        found = find_lab_recoverables(self.window.autosaver.folder)
        if not found:
            return 0
        from configurator.ui.tabs.lab.document import LabDocument

        restored = 0
        if Dialogs.confirm(self.window, translate("Recovery", "Restore unsaved work?"),
                           translate("LabTabs", "The configurator did not close properly last "
                                                "time. Restore the {n} lab plan(s) it saved "
                                                "automatically? Those not restored are "
                                                "discarded.").format(n=len(found))):
            for each in found:
                try:
                    loaded = each.read(self.window.catalog)
                except BuildFileError as error:
                    log.info("not restored: %s: %s", each.lab_path, error)
                    Dialogs.error(self.window, translate("Recovery", "Cannot restore"),
                                  refusal_text(error))
                    continue
                document = LabDocument(loaded.lab, each.original_path)
                document.undo_stack.resetClean()  # restored work is not saved anywhere yet
                self.add(document)
                restored += 1
        for each in found:
            each.discard()
        if restored:
            self.window.show_message(translate(
                "LabTabs", "Restored {n} automatically saved lab plan(s).").format(n=restored))
        return restored
