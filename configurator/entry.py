"""What the installed programs run: `configurator` (`main`), `configurator-gui` (`gui_main`),
`python -m configurator` and the frozen executables' scripts (packaging/entry_*.py): the
command line of configurator.cli, with the collector paused while it starts
(configurator.startup_gc)."""

from __future__ import annotations

import importlib

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


def main() -> int:
    pause_collection()
    from configurator.cli import main as run

    return run()


def gui_main() -> int:
    pause_collection()
    for name in QT_FREE_START_MODULES:
        importlib.import_module(name)
    from configurator.cli import gui_main as run

    return run()
