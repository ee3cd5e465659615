"""The main window's menus, toolbar and shortcuts: every command reachable by keyboard."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu, QStyle, QToolBar

from configurator import __version__, i18n
from configurator.model.edits import RemoveCard
from configurator.model.setting_edits import SetName
from configurator.ui.dialogs import Dialogs
from configurator.ui.files import template_title
from configurator.ui.preferences import PreferencesDialog
from configurator.ui.resources import template_paths

translate = QCoreApplication.translate

if TYPE_CHECKING:
    from configurator.ui.main_window import MainWindow


class WindowActions:
    """Creates the window's actions; keeps references so tests can trigger them."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        w, doc, files = window, window.document, window.files
        style = QApplication.style()
        icon = style.standardIcon
        keys = QKeySequence.StandardKey
        self.new = self._action(translate("WindowActions", "&New"), keys.New, files.new_blank,
                                icon(QStyle.StandardPixmap.SP_FileIcon))
        self.new_template = self._action(translate("WindowActions", "New from &Template…"),
                                         "Ctrl+Shift+N", lambda: files.new_from_template())
        self.open = self._action(translate("WindowActions", "&Open…"), keys.Open, files.open,
                                 icon(QStyle.StandardPixmap.SP_DialogOpenButton))
        self.save = self._action(translate("WindowActions", "&Save"), keys.Save, files.save,
                                 icon(QStyle.StandardPixmap.SP_DialogSaveButton))
        self.save_as = self._action(translate("WindowActions", "Save &As…"), keys.SaveAs,
                                    files.save_as)
        self.export_pdf = self._action(translate("WindowActions", "&Export BOM as PDF…"),
                                       "Ctrl+E", self.export_pdf_file)
        self.export_csv = self._action(translate("WindowActions", "Export BOM as &CSV…"), None,
                                       self.export_csv_file)
        self.preferences = self._action(translate("WindowActions", "&Preferences…"),
                                        keys.Preferences, self.edit_preferences)
        self.quit = self._action(translate("WindowActions", "&Quit"), keys.Quit, w.close)
        self.undo = doc.undo_stack.createUndoAction(w, translate("WindowActions", "&Undo"))
        self.undo.setShortcuts(keys.Undo)
        self.undo.setIcon(icon(QStyle.StandardPixmap.SP_ArrowBack))
        self.redo = doc.undo_stack.createRedoAction(w, translate("WindowActions", "&Redo"))
        # The platform's own redo keys, plus both common ones (Ctrl+Shift+Z and Ctrl+Y).
        redo_keys = [*QKeySequence.keyBindings(QKeySequence.StandardKey.Redo),
                     QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")]
        self.redo.setShortcuts(list(dict.fromkeys(redo_keys)))
        self.redo.setIcon(icon(QStyle.StandardPixmap.SP_ArrowForward))
        for action in (self.undo, self.redo):
            w.addAction(action)
        self.rename = self._action(translate("WindowActions", "Re&name Build…"), None,
                                   self.rename_build)
        self.remove_card = self._action(translate("WindowActions", "Remove Selected &Card"), None,
                                        self.remove_selected)
        self.find = self._action(translate("WindowActions", "&Find in Catalog"), keys.Find,
                                 w.catalog_panel.focus_search)
        self.focus_catalog = self._action(translate("WindowActions", "Go to Catalog"), "Ctrl+1",
                                          lambda: w.catalog_panel.table.setFocus())
        self.focus_chassis = self._action(translate("WindowActions", "Go to Chassis"), "Ctrl+2",
                                          self.show_chassis)
        self.focus_checks = self._action(translate("WindowActions", "Go to Checks"), "Ctrl+3",
                                         lambda: w.checks_panel.tree.setFocus())
        self.focus_bom = self._action(translate("WindowActions", "Go to Bill of Materials"),
                                      "Ctrl+4", lambda: w.bom_panel.tree.setFocus())
        self.fit = self._action(translate("WindowActions", "&Fit Drawing"), "Ctrl+0",
                                w.chassis_view.fit)
        self.zoom_in = self._action(translate("WindowActions", "Zoom &In"), keys.ZoomIn,
                                    lambda: w.chassis_view.zoom(1.2))
        self.zoom_out = self._action(translate("WindowActions", "Zoom &Out"), keys.ZoomOut,
                                     lambda: w.chassis_view.zoom(1 / 1.2))
        self.keyboard_help = self._action(translate("WindowActions", "&Keyboard"), None,
                                          self.show_keyboard_help)
        self.about = self._action(translate("WindowActions", "&About"), None, self.show_about)
        self.recent_menu = QMenu(translate("WindowActions", "Open &Recent"), w)
        self.recent_menu.aboutToShow.connect(self.fill_recent_menu)
        self.template_menu = QMenu(translate("WindowActions", "New from Te&mplate"), w)
        self.template_menu.aboutToShow.connect(self.fill_template_menu)
        self._menus()
        self._toolbar()

    def _action(self, text: str, shortcut, slot, icon=None) -> QAction:
        action = QAction(text, self.window)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if icon is not None:
            action.setIcon(icon)
        action.triggered.connect(lambda _checked=False: slot())
        self.window.addAction(action)  # shortcuts work even when the menu bar is hidden
        return action

    def _menus(self) -> None:
        bar = self.window.menuBar()
        file_menu = bar.addMenu(translate("WindowActions", "&File"))
        file_menu.addActions([self.new])
        file_menu.addMenu(self.template_menu)
        file_menu.addActions([self.open])
        file_menu.addMenu(self.recent_menu)
        file_menu.addSeparator()
        file_menu.addActions([self.save, self.save_as])
        file_menu.addSeparator()
        file_menu.addActions([self.export_pdf, self.export_csv])
        file_menu.addSeparator()
        file_menu.addActions([self.preferences, self.quit])
        edit = bar.addMenu(translate("WindowActions", "&Edit"))
        edit.addActions([self.undo, self.redo])
        edit.addSeparator()
        edit.addActions([self.remove_card, self.rename, self.find])
        view = bar.addMenu(translate("WindowActions", "&View"))
        view.addActions([self.focus_catalog, self.focus_chassis, self.focus_checks,
                         self.focus_bom])
        view.addSeparator()
        view.addActions([self.fit, self.zoom_in, self.zoom_out])
        view.addSeparator()
        for dock in (self.window.catalog_dock, self.window.checks_dock, self.window.bom_dock):
            view.addAction(dock.toggleViewAction())
        help_menu = bar.addMenu(translate("WindowActions", "&Help"))
        help_menu.addActions([self.keyboard_help, self.about])

    def _toolbar(self) -> None:
        toolbar = QToolBar(translate("WindowActions", "Main"), self.window)
        toolbar.setObjectName("mainToolbar")
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toolbar.addActions([self.new, self.open, self.save])
        toolbar.addSeparator()
        toolbar.addActions([self.undo, self.redo])
        toolbar.addSeparator()
        toolbar.addWidget(self.window.outlet_selector)
        self.window.addToolBar(toolbar)
        # Undo and redo carry the command's name ("Undo Place …"): too long for a toolbar,
        # so icons there (the name shows as the tooltip and in the Edit menu).
        for action in (self.undo, self.redo):
            toolbar.widgetForAction(action).setToolButtonStyle(
                Qt.ToolButtonStyle.ToolButtonIconOnly)

    # --- slots -----------------------------------------------------------------------
    def fill_recent_menu(self) -> None:
        menu = self.recent_menu
        menu.clear()
        recent = self.window.preferences.recent_files()
        for path in recent:
            action = menu.addAction(Path(path).name)
            action.setToolTip(path)
            action.triggered.connect(lambda _checked=False, p=path: self.open_recent(p))
        if not recent:
            menu.addAction(translate("WindowActions", "No recent files")).setEnabled(False)

    def open_recent(self, path: str) -> None:
        if not Path(path).is_file():
            self.window.preferences.remove_recent_file(path)
        self.window.files.open_path(path)

    def fill_template_menu(self) -> None:
        menu = self.template_menu
        menu.clear()
        for path in template_paths():
            action = menu.addAction(template_title(path))
            action.triggered.connect(
                lambda _checked=False, p=path: self.window.files.new_from_template(p))

    def export_pdf_file(self) -> None:
        from configurator.ui.export_actions import export_pdf_interactive

        w = self.window
        path = export_pdf_interactive(w, w.document.resolved, w.document.report, w.catalog,
                                      folder=w.preferences.last_folder())
        if path is not None:
            w.show_message(translate("WindowActions", "Exported {name}.").format(name=path.name))

    def export_csv_file(self) -> None:
        from configurator.ui.export_actions import export_csv_interactive

        w = self.window
        path = export_csv_interactive(w, w.document.resolved, w.document.report, w.catalog,
                                      folder=w.preferences.last_folder())
        if path is not None:
            w.show_message(translate("WindowActions", "Exported {name}.").format(name=path.name))

    def edit_preferences(self) -> None:
        dialog = PreferencesDialog(self.window.preferences, self.window)
        if dialog.exec() and dialog.apply():
            self.window.show_message(translate(
                "WindowActions", "The new language shows the next time the configurator starts."))

    def rename_build(self) -> None:
        name = Dialogs.text(self.window, translate("WindowActions", "Rename build"),
                            translate("WindowActions", "Build name:"),
                            self.window.document.build.name)
        if name is not None:
            self.window.document.push(SetName(name.strip()))

    def remove_selected(self) -> None:
        key = self.window.chassis_view.current_card_key()
        if key is not None:
            self.window.document.push(RemoveCard(key))

    def show_chassis(self) -> None:
        self.window.tabs.setCurrentWidget(self.window.chassis_view)
        self.window.chassis_view.setFocus()

    def show_keyboard_help(self) -> None:
        text = translate(
            "WindowActions",
            "Ctrl+F: search the catalog; Down enters the results; Enter uses the part.\n"
            "Ctrl+1, Ctrl+2, Ctrl+3, Ctrl+4: catalog, chassis, checks, bill of materials.\n"
            "In the chassis: Up and Down choose a slot; Enter places the card selected in "
            "the catalog; Delete removes the selected card; + and - zoom; Ctrl+0 fits.\n"
            "Ctrl+Z undoes, Ctrl+Shift+Z (or Ctrl+Y) redoes.")
        Dialogs.inform(self.window, translate("WindowActions", "Keyboard"), text)

    def show_about(self) -> None:
        text = translate(
            "WindowActions", "{app} {version}\nDesign deep-learning workstations: fit, PCIe "
            "lanes, power, outlet, airflow, and a validated bill of materials.")
        Dialogs.inform(self.window, translate("WindowActions", "About"),
                       text.format(app=i18n.display_name(), version=__version__))
