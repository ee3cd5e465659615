"""What the installed programs run: `configurator` (`main`), `configurator-gui` (`gui_main`),
`python -m configurator` and the frozen executables' scripts (packaging/entry_*.py): the
command line of configurator.cli, with the collector paused while it starts
(configurator.startup_gc)."""

from __future__ import annotations

import importlib
import os
import sys

from configurator.startup_gc import pause_collection

# The modules of the layers that never import Qt (docs/architecture.md) which the window's
# start imports, imported before PySide6. Once PySide6 is imported it looks at every module
# imported after it, reading each one's whole source text to see whether it names PySide6
# (its `__feature__` support); for the modules a start imports that was about a quarter of
# the start's CPU time (docs/performance.md). Imported before it, a module and all it
# imports are never looked at, unless a later module imports it by name. A module missing
# here only costs time; tests/test_entry.py holds the list to what a start imports.
QT_FREE_START_MODULES = (
    "configurator.logs",
    "configurator.catalog",
    "configurator.catalog.stores.team.url",
    "configurator.rules",
    "configurator.rules.not_checked",
    "configurator.analysis.currencies",
)


def tell_pyside_which_modules_are_ours() -> None:
    """PySide6's answer for each of our modules, given before it looks.

    PySide6 notes, for every module imported after it, whether its source names PySide6 (its
    `__feature__` support: 0 "uses PySide6, no feature", -1 "ignore"), reading the module's
    whole text to find out, and only for a module it has no answer for yet. None of ours
    selects a feature, so each gets 0 here, from the package's file names: about 1 ms of
    listing instead of reading some 130 modules (docs/performance.md). The answer is what
    PySide6 would give to those that import it; for a Qt-free module it means the same (no
    feature selected). Nothing happens under a PySide6 that keeps these answers elsewhere,
    nor where there are no source files (a PyInstaller bundle, whose modules PySide6 cannot
    read either)."""
    import PySide6.QtCore  # noqa: F401 - what loads PySide6's feature support

    answers = getattr(sys.modules.get("shibokensupport.feature"), "pyside_feature_dict", None)
    if not isinstance(answers, dict):
        return
    package = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(package)
    for folder, folders, files in os.walk(package):
        folders[:] = [name for name in folders if name != "__pycache__"]
        prefix = os.path.relpath(folder, root).replace(os.sep, ".")
        for file_name in files:
            if file_name.endswith(".py"):
                module = prefix if file_name == "__init__.py" else f"{prefix}.{file_name[:-3]}"
                answers.setdefault(module, 0)


def main() -> int:
    pause_collection()
    tell_pyside_which_modules_are_ours()
    from configurator.cli import main as run

    return run()


def gui_main() -> int:
    pause_collection()
    for name in QT_FREE_START_MODULES:
        importlib.import_module(name)
    tell_pyside_which_modules_are_ours()
    from configurator.cli import gui_main as run

    return run()
