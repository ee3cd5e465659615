"""The main window: catalog left, chassis (plots, buy or rent, workload) in the middle, checks
right, BOM below.

The window wires views to the document; it holds no build state of its own. Every change is
a typed edit pushed on the document's undo stack (configurator.model.edits) and comes back as
the document's `sigChanged(resolved, report)`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QCloseEvent, QShowEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow, QTabWidget, QWidget

from configurator import i18n
from configurator.catalog import Catalog
from configurator.model.build import Build, ResolvedBuild
from configurator.model.construct import construct
from configurator.model.edits import RemoveCard, SetPowerLimits
from configurator.model.setting_edits import SetName
from configurator.rules import Report
from configurator.ui.catalog_browser.panel import CatalogPanel
from configurator.ui.chassis.start_panel import StartPanel
from configurator.ui.chassis.view import ZOOM_STEP, ChassisView
from configurator.ui.my_parts.actions import MyPartsActions
from configurator.ui.panels.bom import BomPanel
from configurator.ui.panels.checks import ChecksPanel
from configurator.ui.panels.notes import NotesPanel
from configurator.ui.session.catalog_session import CatalogSession
from configurator.ui.session.document import BuildDocument
from configurator.ui.session.preferences import Preferences
from configurator.ui.team.session import TeamSession
from configurator.ui.widgets.dialogs import Dialogs
from configurator.ui.widgets.help_links import HelpLinks, rule_link, rules_reference
from configurator.ui.widgets.resources import icon
from configurator.ui.window import dialog_actions as window_commands
from configurator.ui.window.autosave import Autosaver
from configurator.ui.window.dock_layout import DockLayout
from configurator.ui.window.file_menus import RecentMenu, TemplateMenu
from configurator.ui.window.files import FileActions, template_title, templates_current_first
from configurator.ui.window.lab_tabs import LabTabs
from configurator.ui.window.lazy_tabs import LazyTabs
from configurator.ui.window.menus import WindowActions
from configurator.ui.window.outlet_selector import OutletSelector
from configurator.ui.window.recovery import offer_recovery
from configurator.ui.window.status import StatusSummary
from configurator.ui.window.tab_links import WorkloadCostLink
from configurator.ui.window.window_gestures import WindowGestures
from configurator.words.messages import notices_text

translate = QCoreApplication.translate

STATUS_MESSAGE_MS = 8000
DEFAULT_SIZE = (1560, 960)


class MainWindow(WindowGestures, QMainWindow):
    def __init__(self, catalog: Catalog, preferences: Preferences | None = None,
                 autosave_folder: Path | None = None, autosave_delay_ms: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The one owner of the catalog in the window: every change of the user's parts and
        # prices, and every swap of its store, goes through it (and is signalled by it).
        self.catalog_session = CatalogSession(catalog, self)
        self.preferences = preferences if preferences is not None else Preferences(parent=self)
        # Built, not validated: a blank build with a preset outlet (Preferences keeps only
        # preset names) is valid, and the start need not build pydantic's schemas.
        blank = construct(Build, outlet=self.preferences.default_outlet)
        self.document = BuildDocument(catalog, self, blank)
        self.files = FileActions(self.document, self.preferences, self)
        kwargs = {} if autosave_delay_ms is None else {"delay_ms": autosave_delay_ms}
        self.autosaver = Autosaver(self.document, autosave_folder, parent=self, **kwargs)
        self.setWindowIcon(icon("app"))
        self.setAcceptDrops(True)
        self.setDockOptions(QMainWindow.DockOption.AnimatedDocks
                            | QMainWindow.DockOption.AllowTabbedDocks)
        self._build_widgets()
        self.lab_tabs = LabTabs(self)
        self.actions_ = WindowActions(self, self._handlers(), self.lab_tabs.undo_group, {
            "templates": TemplateMenu(self.files.new_from_template, lambda: self.document.catalog,
                                      self),
            "recent": RecentMenu(self.preferences, self.files, self),
            "docks": [*(d.toggleViewAction() for d in self.dock_layout.docks),
                      self.dock_layout.automatic_action],
            "outlet": self.outlet_selector})
        self.my_parts = MyPartsActions(
            self.catalog_session, self.document, self.preferences,
            self.catalog_panel.current_part, self.catalog_panel.select_part, self.show_message,
            self)
        self.team = TeamSession(self.catalog_session, self.statusBar(), self.show_message)
        self._connect()
        self._listing_begun = False  # the catalog's listing is read once the window shows
        self._restore_layout()
        self._document_changed(self.document.resolved, self.document.report)

    # --- construction ----------------------------------------------------------------
    def _build_widgets(self) -> None:
        prefs = self.preferences
        self.catalog_panel = CatalogPanel(self.catalog, prefs.money, lambda: prefs.currency, self)
        self.chassis_view = ChassisView(self.document, self, self.catalog_panel.current_part)
        self.start_panel = StartPanel(lambda: [
            (path, template_title(path)) for path, current
            in templates_current_first(self.document.catalog) if current], self.chassis_view)
        self.checks_panel = ChecksPanel(self.document, self)
        self.bom_panel = BomPanel(self.document, prefs, self)
        self.notes_panel = NotesPanel(self.document, self)
        self.status_summary = StatusSummary(self)
        self.outlet_selector = OutletSelector(self)
        self.tabs = QTabWidget(self)
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.chassis_view, translate("MainWindow", "Chassis"))
        self.lazy_tabs = LazyTabs(self.tabs)
        self.lazy_tabs.add("plots", translate("MainWindow", "Plots"), self._make_plots_tab)
        self.lazy_tabs.add("cost", translate("MainWindow", "Buy or rent"), self._make_cost_tab)
        self.workload_cost_link = link = WorkloadCostLink(self.lazy_tabs, prefs, self)
        self.lazy_tabs.add("workload", translate("MainWindow", "Workload"),
                           lambda: link.make_workload_tab(self, self.catalog, self.document))
        self.setCentralWidget(self.tabs)
        self.catalog_dock = self._dock("catalogDock", translate("MainWindow", "Catalog"),
                                       self.catalog_panel)
        self.checks_dock = self._dock("checksDock", translate("MainWindow", "Checks"),
                                      self.checks_panel)
        self.bom_dock = self._dock("bomDock", translate("MainWindow", "Bill of materials"),
                                   self.bom_panel)
        self.notes_dock = self._dock("notesDock", translate("MainWindow", "Notes"),
                                     self.notes_panel)
        self.dock_layout = DockLayout(self, self.catalog_dock, self.checks_dock,
                                      [self.bom_dock, self.notes_dock],
                                      self.preferences.docks_automatic,
                                      {self.bom_dock: translate("MainWindow", "BOM")})
        # Not a permanent widget: a message (a hint, "Saved ...") takes the whole bar for a
        # while, then the summary comes back; beside it, a 1024-pixel window cut the hint.
        self.statusBar().addWidget(self.status_summary, 1)

    def _handlers(self) -> dict[str, Callable[[], object]]:
        """What each action of configurator.ui.window.action_table does in this window."""
        doc, files, say = self.document, self.files, self.show_message
        view, catalog = self.chassis_view, self.catalog_panel
        return {
            "new": files.new_blank, "new_template": lambda: files.new_from_template(),
            "new_lab": self.lab_tabs.new_lab, "open": self.lab_tabs.open_file,
            "save": self.lab_tabs.either("save", files.save),
            "save_as": self.lab_tabs.either("save_as", files.save_as),
            "export_pdf": self.lab_tabs.either("export_pdf", lambda: window_commands.export_pdf(
                self, doc, self.preferences, say)),
            "export_csv": self.lab_tabs.either("export_csv", lambda: window_commands.export_csv(
                self, doc, self.preferences, say)),
            "preferences": lambda: window_commands.edit_preferences(self, self.preferences, say),
            "quit": self.close, "rename": self.rename_build, "remove_card": self.remove_selected,
            "my_parts": lambda: self.my_parts.show_my_parts(),
            "import_quote": lambda: self.my_parts.import_quote_file(),
            "reload_team": lambda: self.team.reload(),
            "use_part": lambda: catalog.current_part() and self.use_catalog_part(
                catalog.current_part().id),
            "find": catalog.focus_search,
            "next_kind": lambda: catalog.step_kind(1),
            "previous_kind": lambda: catalog.step_kind(-1),
            "focus_catalog": lambda: self._focus(self.catalog_dock, catalog.table),
            "focus_chassis": self.show_chassis,
            "focus_checks": lambda: self._focus(self.checks_dock, self.checks_panel.tree),
            "focus_bom": lambda: self._focus(self.bom_dock, self.bom_panel.tree),
            "focus_notes": lambda: self._focus(self.notes_dock, self.notes_panel.editor),
            "next_tab": lambda: self.tabs.setCurrentIndex(
                (self.tabs.currentIndex() + 1) % self.tabs.count()),
            "fit": view.fit, "zoom_in": lambda: view.zoom(ZOOM_STEP),
            "zoom_out": lambda: view.zoom(1 / ZOOM_STEP),
            "keyboard_help": self.show_help,
            "about": lambda: window_commands.show_about(self),
            "complete": self._open_complete_dialog,
        }

    def show_help(self) -> None:
        """F1: on a finding of the checks, its rule's entry in docs/rules.md; anywhere else
        the keyboard's help."""
        finding = self.checks_panel.selected_finding()
        if finding is not None and self.checks_panel.tree.hasFocus():
            if not rules_reference().is_file():
                self.show_message(translate(
                    "MainWindow", "The rules' reference is not installed ({path}).").format(
                        path=rules_reference()))
                return
            HelpLinks.open(rule_link(finding.rule))
            return
        Dialogs.inform(self, translate("WindowActions", "Keyboard"),
                       self.actions_.keyboard_help())

    def rename_build(self) -> None:
        name = window_commands.ask_name(self, self.document)
        if name is not None:
            self.document.push(SetName(name))

    def remove_selected(self) -> None:
        key = self.chassis_view.current_card_key()
        if key is not None:
            self.document.push(RemoveCard(key))

    @staticmethod
    def _focus(dock: QDockWidget, widget: QWidget) -> None:
        dock.show()
        dock.raise_()  # its tab in front when the panels are tabbed
        widget.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def show_chassis(self) -> None:
        self.tabs.setCurrentWidget(self.chassis_view)
        self.chassis_view.setFocus()

    def _dock(self, name: str, title: str, widget: QWidget) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)  # saveState() needs it to restore the layout
        dock.setWidget(widget)
        return dock

    @property
    def catalog(self) -> Catalog:
        return self.catalog_session.catalog

    def _connect(self) -> None:
        session, panel = self.catalog_session, self.catalog_panel
        panel.menu_actions.extend(self.my_parts.context_actions)
        panel.table.selectionModel().selectionChanged.connect(
            lambda *_: self.my_parts.update_actions())
        panel.sigPriceActivated.connect(
            lambda part_id: self.my_parts.set_price_of(self.catalog.get(part_id)))
        panel.sigStockActivated.connect(
            lambda part_id: self.my_parts.set_stock_of(self.catalog.get(part_id)))
        session.sigChanged.connect(self._catalog_changed)
        session.sigStoreChanged.connect(self._catalog_changed)
        session.sigListed.connect(panel.refresh)
        session.sigNotices.connect(self.show_catalog_notices)
        doc = self.document
        doc.sigChanged.connect(self._document_changed)
        doc.sigMessage.connect(self.show_message)
        doc.sigPathChanged.connect(lambda _path: self._update_title())
        doc.undo_stack.cleanChanged.connect(lambda _clean: self._update_title())
        self.catalog_panel.sigPartActivated.connect(self.use_catalog_part)
        self.chassis_view.sigSlotActivated.connect(self.place_selected_card)
        self.start_panel.sigTemplateChosen.connect(self.files.new_from_template)
        self.start_panel.sigMoreTemplates.connect(lambda: self.files.new_from_template())
        self.chassis_view.sigRemoveRequested.connect(
            lambda key: self.document.push(RemoveCard(key)))
        self.chassis_view.sigPowerLimitRequested.connect(self.ask_power_limit)
        self.chassis_view.sigFilesDropped.connect(self.open_files_later)
        self.chassis_view.sigCardSelected.connect(self.bom_panel.show_parts)
        self.chassis_view.sigCardSelected.connect(self.checks_panel.show_parts)
        self.checks_panel.sigPartsSelected.connect(self.chassis_view.highlight)
        self.outlet_selector.sigOutletChosen.connect(self._outlet_chosen)
        self.preferences.sigCurrencyChanged.connect(self.catalog_panel.refresh)
        self.autosaver.sigFailed.connect(
            lambda error: self.show_message(
                translate("MainWindow", "Autosave failed: {error}").format(error=error)
            )
        )

    def _restore_layout(self) -> None:
        geometry = self.preferences.window_geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(*self._default_size())
        self.dock_layout.restore(self.preferences.window_state())

    def _default_size(self) -> tuple[int, int]:
        """DEFAULT_SIZE, or the screen's free area when that is smaller (a window larger
        than a 1024x768 screen showed its right part off the screen)."""
        screen = self.screen()
        if screen is None:
            return DEFAULT_SIZE
        room = screen.availableGeometry()
        return min(DEFAULT_SIZE[0], room.width()), min(DEFAULT_SIZE[1], room.height())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if hasattr(self, "dock_layout"):
            self.dock_layout.window_resized()

    # --- the document changed --------------------------------------------------------
    def _document_changed(self, resolved: ResolvedBuild, report: Report) -> None:
        self.status_summary.show_report(resolved, report)
        self.catalog_panel.show_build(resolved)  # "Only parts that fit" follows the build
        self.outlet_selector.show_build(resolved.build)
        self.start_panel.follow(resolved)
        if "plots" in self.lazy_tabs.built:
            self.lazy_tabs.built["plots"].set_build_part_ids({p.id for p in resolved.all_parts()})
        for key in ("cost", "workload"):
            if key in self.lazy_tabs.built:
                self.lazy_tabs.built[key].set_build(resolved, report)
        self._update_title()

    def _catalog_changed(self) -> None:
        """The user's parts or prices changed, or another store lies under the catalog: the
        table, the open build and the plots follow."""
        self.catalog_panel.refresh()
        self.document.catalog_changed()
        if "plots" in self.lazy_tabs.built:  # shown already: its series come from the catalog
            self.lazy_tabs.built["plots"].refresh()

    def _update_title(self) -> None:
        self.setWindowTitle(translate("MainWindow", "{name}[*] — {app}").format(
            name=self.document.display_name, app=i18n.display_name()))
        self.setWindowModified(self.document.modified)

    def show_message(self, text: str) -> None:
        self.statusBar().showMessage(text, STATUS_MESSAGE_MS)

    # --- the plots and cost tabs (built when first shown) -----------------------------
    def _make_plots_tab(self) -> QWidget:
        from configurator.ui.tabs.plots import PlotsTab

        tab = PlotsTab(self.catalog, self)
        tab.sigCardClicked.connect(self._plot_card_clicked)
        tab.set_build_part_ids({p.id for p in self.document.resolved.all_parts()})
        return tab

    def _make_cost_tab(self) -> QWidget:
        from configurator.ui.tabs.cost import CostTab

        tab = CostTab(self, catalog=self.catalog)
        tab.sigApplyPowerLimits.connect(
            lambda limits: self.document.push(SetPowerLimits.of(limits)))
        prefs = self.preferences
        tab.set_currency(prefs.currency, prefs.per_usd)
        prefs.sigCurrencyChanged.connect(lambda: tab.set_currency(prefs.currency, prefs.per_usd))
        tab.set_build(self.document.resolved, self.document.report)
        self.workload_cost_link.cost_tab_made(tab)
        return tab

    @property
    def plots_tab(self) -> QWidget:
        return self.lazy_tabs.ensure("plots")

    def _plot_card_clicked(self, part_id: str) -> None:
        self.catalog_dock.show()
        self.catalog_panel.select_part(part_id)
        self.show_message(
            translate("MainWindow", "{name} selected in the catalog: drag it onto a slot.").format(
                name=self.catalog.get(part_id).name if self.catalog.get(part_id) else part_id
            )
        )

    # --- start and end ---------------------------------------------------------------
    def start_session(self, files: list[str] | None = None) -> None:
        """After the window shows: offer crashed sessions' builds, mark this session, then
        open the files of the command line, unless a restored build now holds the window
        (it is not saved anywhere: opening a file would ask to save it at once)."""
        restored = self.offer_recovery()
        self.lab_tabs.offer_recovery()
        self.autosaver.start_session()
        if files and restored:
            self.show_message(translate(
                "MainWindow", "Restored the automatically saved build; {name} was not opened "
                "(one build is open at a time).").format(name=Path(files[0]).name))
        elif files:
            self.open_files(files)

    def offer_recovery(self) -> bool:
        return offer_recovery(self, self.document, self.autosaver.folder, self.show_message)

    def show_catalog_notices(self, notices: list | None = None) -> None:
        """The catalog's notices (`notices`: those it learnt after the start) in a dialog."""
        shown = self.catalog.notices if notices is None else notices
        if shown:
            Dialogs.inform(self, translate("MainWindow", "Catalog"), notices_text(shown))

    def _open_complete_dialog(self):
        # Imported when first asked for: the solver and its dialog cost a start ~25 ms.
        from configurator.ui.complete.dialog import open_complete_dialog

        return open_complete_dialog(self.document, self, self.workload_cost_link.workload())

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._listing_begun:  # its pages come after the first frame (catalog_session)
            self._listing_begun = True
            self.catalog_session.read_listing_later()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.files.maybe_save() and self.lab_tabs.maybe_save_all():
            self.lab_tabs.restore_build_docks()  # the user's layout, not the Lab tab's
            self.preferences.save_window(self.saveGeometry(), self.saveState(),
                                         self.dock_layout.automatic)
            self.preferences.sync()
            self.autosaver.end_session()
            self.lab_tabs.end_session()
            event.accept()
        else:
            event.ignore()
