"""What a few of the window's actions do that needs a dialog: export, preferences, about.
Each takes what it works on, never the window itself."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from configurator import __version__, i18n
from configurator.ui.session.document import BuildDocument
from configurator.ui.session.preferences import Preferences
from configurator.ui.widgets.dialogs import Dialogs
from configurator.ui.window.preferences_dialog import PreferencesDialog

translate = QCoreApplication.translate
Say = Callable[[str], None]


def export_pdf(parent: QWidget, document: BuildDocument, preferences: Preferences,
               say: Say) -> None:
    from configurator.ui.window.export import export_pdf_interactive

    path = export_pdf_interactive(parent, document.resolved, document.report, document.catalog,
                                  folder=preferences.last_folder())
    if path is not None:
        say(translate("WindowActions", "Exported {name}.").format(name=path.name))


def export_csv(parent: QWidget, document: BuildDocument, preferences: Preferences,
               say: Say) -> None:
    from configurator.ui.window.export import export_csv_interactive

    path = export_csv_interactive(parent, document.resolved, document.report, document.catalog,
                                  folder=preferences.last_folder())
    if path is not None:
        say(translate("WindowActions", "Exported {name}.").format(name=path.name))


def edit_preferences(parent: QWidget, preferences: Preferences, say: Say) -> None:
    dialog = PreferencesDialog(preferences, parent)
    if dialog.exec() and dialog.apply():
        say(translate("WindowActions",
                      "The new language shows the next time the configurator starts."))


def ask_name(parent: QWidget, document: BuildDocument) -> str | None:
    name = Dialogs.text(parent, translate("WindowActions", "Rename build"),
                        translate("WindowActions", "Build name:"), document.build.name)
    return name.strip() if name is not None else None


def show_about(parent: QWidget) -> None:
    text = translate(
        "WindowActions", "{app} {version}\nDesign deep-learning workstations: fit, PCIe "
        "lanes, power, outlet, airflow, and a validated bill of materials.")
    # The imported parts' licence asks for this attribution (db/README.md).
    data = translate(
        "WindowActions", "Parts catalog: curated rows, and retail parts from the BuildCores "
        "OpenDB (github.com/buildcores/buildcores-open-db), © its contributors, made "
        "available under the Open Data Commons Attribution License (ODC-By) 1.0; its text "
        "is in db/opendb/LICENSE.txt.")
    Dialogs.inform(parent, translate("WindowActions", "About"),
                   text.format(app=i18n.display_name(), version=__version__) + "\n\n" + data)
