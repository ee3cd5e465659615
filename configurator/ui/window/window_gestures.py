"""What the user's gestures in the main window do: use a catalog part, place the card being
placed on a slot, set a card's power limit, choose the outlet, open the files dropped onto the
window or named on the command line. Split from `main_window.py` along that seam (a mixin of
`MainWindow`, whose parts it uses); every change is an edit pushed on the document
(docs/architecture.md, "One change, one way")."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QDragEnterEvent, QDropEvent

from configurator.model.card_key import CardKey
from configurator.model.edits import SetPowerLimits
from configurator.model.setting_edits import SetOutlet
from configurator.ui.session import gestures as commands
from configurator.ui.widgets.dialogs import Dialogs
from configurator.ui.widgets.mime import build_file_paths

if TYPE_CHECKING:
    from configurator.catalog import Catalog
    from configurator.ui.catalog_browser.panel import CatalogPanel
    from configurator.ui.chassis.view import ChassisView
    from configurator.ui.session.document import BuildDocument
    from configurator.ui.window.files import FileActions
    from configurator.ui.window.lab_tabs import LabTabs
    from configurator.ui.window.outlet_selector import OutletSelector

translate = QCoreApplication.translate


class WindowGestures:
    """The gestures' half of `MainWindow`; the window holds the parts they use."""

    catalog: Catalog  # the parts of MainWindow the gestures use
    document: BuildDocument
    chassis_view: ChassisView
    catalog_panel: CatalogPanel
    outlet_selector: OutletSelector
    files: FileActions
    lab_tabs: LabTabs

    def show_message(self, text: str) -> None: ...  # MainWindow's

    def use_catalog_part(self, part_id: str) -> None:
        """Enter or double-click in the catalog."""
        part = self.catalog.get(part_id)
        if part is not None and commands.use_catalog_part(
                self.document, part, self.show_message) == commands.CHOOSE_A_SLOT:
            self.chassis_view.start_placement(part)

    def place_selected_card(self, slot: str) -> None:
        """Enter on a slot: put the card being placed (else the one selected in the
        catalog) there."""
        commands.place_selected(self.document,
                                self.chassis_view.placing or self.catalog_panel.current_part(),
                                slot, self.show_message)

    def ask_power_limit(self, card_key: CardKey) -> None:
        index = commands.card_power_limit_index(self.document, card_key)
        if index is None:
            return
        entry = self.document.build.gpus[index]
        spec = self.catalog.get(entry.part)
        current = entry.power_limit_w or (spec.board_peak_w if spec is not None else 250)
        value = Dialogs.number(self, translate("MainWindow", "Power limit"),
                               translate("MainWindow", "Power limit in W (0 removes the limit):"),
                               current, 0, 10000)
        if value is not None:
            self.document.push(SetPowerLimits.of({index: value if value >= 1 else None}))

    def _outlet_chosen(self, outlet) -> None:
        if outlet is None:
            self.outlet_selector.show_build(self.document.build)
        else:
            self.document.push(SetOutlet(outlet))

    def open_files(self, paths: list[str]) -> None:
        """Open dropped or command-line files: every lab plan in its tab, and the first build
        (one build per window)."""
        paths = self.lab_tabs.open_labs_among(paths)
        if paths:
            self.files.open_path(paths[0])
            if len(paths) > 1:
                self.show_message(
                    translate("MainWindow", "Opened {name}; one build is open at a time.").format(
                        name=Path(paths[0]).name
                    )
                )

    def open_files_later(self, paths: list[str]) -> None:
        # Not inside the drop handler: the dialogs opening a file may show would block
        # the application the drag came from.
        QTimer.singleShot(0, lambda: self.open_files(paths))

    # --- build files dropped onto the window ----------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if build_file_paths(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        paths = build_file_paths(event.mimeData())
        if paths:
            event.acceptProposedAction()
            self.open_files_later(paths)
        else:
            event.ignore()
