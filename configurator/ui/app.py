"""Starting the GUI: the QApplication, the catalog, the main window, crash recovery.

`run_gui(files)` is what the `configurator` and `configurator-gui` entry points call;
`create_main_window(...)` is the same window without the event loop (tests, screenshots).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from configurator import i18n
from configurator.catalog import Catalog, CatalogSourceError, open_catalog
from configurator.startup_gc import resume_collection
from configurator.ui.session.preferences import Preferences
from configurator.ui.widgets.dialogs import Dialogs
from configurator.ui.widgets.resources import icon
from configurator.ui.window.crash import CrashHandler
from configurator.ui.window.main_window import MainWindow
from configurator.words.messages import problems_text

translate = QCoreApplication.translate

# Set to "1" by benchmarks/bench_ui.py: the real start, reported and ended once the window is
# up and the event loop runs, so start-up is measured on what a user starts.
EXIT_WHEN_READY_ENV = "CONFIGURATOR_EXIT_WHEN_READY"


def create_application(argv: list[str] | None = None) -> QApplication:
    """The QApplication, named for QSettings; an existing one is reused."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(argv if argv is not None else sys.argv[:1])
    i18n.identify_application()
    app.setWindowIcon(icon("app"))
    # No application style sheet: the window's few looks are set on its widgets
    # (configurator.ui.widgets.looks), which costs nothing where a sheet costs every widget.
    return app


def create_main_window(catalog: Catalog, settings: QSettings | None = None,
                       autosave_folder: Path | None = None,
                       autosave_delay_ms: int | None = None) -> MainWindow:
    """A main window on `catalog`; `settings` and `autosave_folder` let tests and scripts
    keep away from the user's own."""
    preferences = Preferences(settings)
    window = MainWindow(catalog, preferences, autosave_folder, autosave_delay_ms)
    preferences.setParent(window)
    return window


def _open_catalog_with_team() -> Catalog:
    """The catalog with the team catalog of --team-db, CONFIGURATOR_TEAM_DB or Preferences;
    a URL that cannot name one leaves the user's own parts, and says why. The window does
    not wait for the team's server: it starts on the team's last copy and swaps in the
    store once the server answers (configurator.ui.team.session)."""
    from configurator.catalog.stores.team.url import SETTINGS_KEY, TeamUrlError, chosen_team_url

    team_url = chosen_team_url(str(QSettings().value(SETTINGS_KEY, "") or "") or None)
    try:
        return open_catalog(defer_user_parts=True, team_url=team_url, team_wait=False)
    except TeamUrlError as error:
        catalog = open_catalog(defer_user_parts=True)
        catalog.notices.append(error.reason)
        return catalog


def run_gui(files: list[str], lang: str | None = None) -> int:
    """Open the main window (with the first of `files` loaded) and run the event loop, in
    `lang` (None: the language of Preferences, else the system's)."""
    app = create_application()
    i18n.install_language(lang)
    try:
        catalog = _open_catalog_with_team()  # user parts read after the window shows
    except (CatalogSourceError, FileNotFoundError, OSError) as error:
        detail = (problems_text(error.problems) if isinstance(error, CatalogSourceError)
                  else str(error))
        resume_collection()  # no window to wait for
        Dialogs.error(None, i18n.display_name(), translate(
            "App", "The parts catalog cannot be loaded:\n{error}").format(error=detail))
        return 1
    window = create_main_window(catalog)  # its team session says where the team is
    # An exception nothing caught: logged, the build saved, one dialog; the window goes on.
    def autosave_all() -> Path | None:  # the labs too; the build's file is the one named
        window.lab_tabs.autosave_now()
        return window.autosaver.save_now()

    crash = CrashHandler(window, autosave_all, lambda: window.document.modified)
    crash.install()
    window.show()
    window.show_catalog_notices()
    window.start_session([str(Path(f)) for f in files])
    resume_collection()  # paused while the program started (configurator.startup_gc)
    if os.environ.get(EXIT_WHEN_READY_ENV) == "1":
        QTimer.singleShot(0, lambda: _report_ready_and_quit(app))
    try:
        return app.exec()
    finally:
        crash.uninstall()
        catalog.close()


def _report_ready_and_quit(app: QApplication) -> None:
    app.processEvents()
    if sys.stdout is not None:  # a Windows gui-script has none
        print("ready", flush=True)
    peak_kb = _peak_rss_kb()
    if sys.stdout is not None and peak_kb is not None:
        print(f"rss {peak_kb / 1024:.1f}", flush=True)
    app.quit()


def _peak_rss_kb() -> float | None:
    """This process's peak resident memory. On Linux from /proc (VmHWM): getrusage's
    ru_maxrss there keeps the peak of the process that started this one when that was larger
    (a benchmark holding 100,000 parts reported its own size as the window's)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return float(line.split()[1])
    except OSError:
        pass
    if sys.platform == "win32":
        return None
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 1024 if sys.platform == "darwin" else float(peak)  # bytes on macOS
