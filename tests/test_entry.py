"""The installed entry points (configurator.entry): the collector paused while the program
starts, running again for the command itself, and left alone where nothing paused it."""

from __future__ import annotations

import gc
import sys
from pathlib import Path

import pytest

from configurator import entry, startup_gc

TEMPLATE = Path(__file__).parents[1] / "resources" / "templates" / "1-beginner.gwb.json"


@pytest.fixture
def no_freeze(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """gc.freeze recorded, not done: it would keep this test process's garbage for good."""
    frozen: list[bool] = []
    monkeypatch.setattr(gc, "freeze", lambda: frozen.append(True))
    yield frozen
    gc.enable()


def test_a_command_runs_with_the_collector_running(qapp, no_freeze, monkeypatch,
                                                   capsys) -> None:
    from configurator.cli import validate

    seen: list[bool] = []
    load_build = validate.load_build
    monkeypatch.setattr(validate, "load_build", lambda *a, **k: seen.append(gc.isenabled())
                        or load_build(*a, **k))
    monkeypatch.setattr(sys, "argv", ["configurator", "validate", str(TEMPLATE)])
    assert entry.main() in (0, 1)
    assert seen == [True] and gc.isenabled() and no_freeze == [True]
    assert "beginner" in capsys.readouterr().out.lower()


def test_the_window_entry_pauses_the_collector_until_the_window_shows(no_freeze,
                                                                       monkeypatch) -> None:
    import configurator.ui.app as app_module

    seen: list[bool] = []
    monkeypatch.setattr(app_module, "run_gui", lambda files, lang=None: seen.append(
        gc.isenabled()) or 0)
    monkeypatch.setattr(sys, "argv", ["configurator-gui"])
    assert entry.gui_main() == 0
    assert seen == [False]  # (run_gui resumes it once the window shows: tests/ui/test_app.py)


def test_nothing_is_frozen_where_nothing_paused_the_collector(no_freeze) -> None:
    assert gc.isenabled()
    startup_gc.resume_collection()
    assert no_freeze == [] and gc.isenabled()


# A real start of the window (what `configurator-gui` runs), reporting the modules it
# imported once the window was shown.
WINDOW_START = """
import os, sys
os.environ["CONFIGURATOR_EXIT_WHEN_READY"] = "1"
from configurator import entry
read_by_pyside = []
tell = entry.tell_pyside_which_modules_are_ours
def tell_and_watch():
    tell()
    feature = sys.modules["shibokensupport.feature"]
    scan = feature._mod_uses_pyside
    feature._mod_uses_pyside = lambda module: read_by_pyside.append(module.__name__) or scan(
        module)
entry.tell_pyside_which_modules_are_ours = tell_and_watch
try:
    entry.gui_main()
except SystemExit:
    pass
print("MODULES", " ".join(sorted(sys.modules)))
print("READ_BY_PYSIDE", " ".join(read_by_pyside))
from PySide6 import QtWidgets
print("EVERY_WIDGET_CLASS_MADE", "QLCDNumber" in vars(QtWidgets))
"""

QT_FREE_IMPORT = """
import importlib, sys
from configurator.entry import QT_FREE_START_MODULES
for name in QT_FREE_START_MODULES:
    importlib.import_module(name)
heavy = ("PySide6", "shiboken6", "sqlalchemy", "numpy", "pyqtgraph")
print(sorted(name for name in sys.modules if name.split(".")[0] in heavy))
"""


@pytest.mark.process
def test_the_window_start_imports_its_qt_free_modules_before_qt_and_no_more(
        tmp_path: Path) -> None:
    import os
    import subprocess

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path)}
    qt_free = subprocess.run([sys.executable, "-c", QT_FREE_IMPORT], env=env, text=True,
                             capture_output=True, timeout=120, check=True)
    assert qt_free.stdout.strip() == "[]"  # importing them loads no Qt (nor the heavy ones)
    start = subprocess.run([sys.executable, "-c", WINDOW_START], env=env, text=True,
                           capture_output=True, timeout=300, check=True)
    line = next(line for line in start.stdout.splitlines() if line.startswith("MODULES "))
    modules = set(line.split()[1:])
    assert set(entry.QT_FREE_START_MODULES) <= modules  # each one a start needs anyway
    # PySide6 read the source of none of ours to learn whether it uses PySide6: told before.
    read = next(line for line in start.stdout.splitlines() if line.startswith("READ_BY_PYSIDE"))
    assert "argparse" in read.split()  # (it still reads the modules of others it meets)
    assert not [name for name in read.split()[1:] if name.split(".")[0] == "configurator"]
    # No view was asked for the viewport Qt made it, which made PySide6 make the Python class
    # of every QWidget subclass (a QLCDNumber's among them) to find the viewport's.
    assert "EVERY_WIDGET_CLASS_MADE False" in start.stdout.splitlines()
    # What showing the window never needs (docs/performance.md): a child process (the log's
    # first record once asked `uname -p`), a lab tab's view, the lab package at all (until a
    # lab opens), the cost and workload models (until their tab or Complete build…), the
    # PDF's fonts, SQLAlchemy, the html module (its table of named entities; the window
    # escapes with configurator.model.safe_text.plain_html).
    assert not modules & {"subprocess", "configurator.ui.tabs.lab.tab", "configurator.lab",
                          "configurator.analysis.offerings",
                          "configurator.analysis.workload_model",
                          "configurator.report.pdf.style", "sqlalchemy", "numpy", "html"}
