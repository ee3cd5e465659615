"""What the installed programs run: `configurator` (`main`), `configurator-gui` (`gui_main`),
`python -m configurator` and the frozen executables' scripts (packaging/entry_*.py): the
command line of configurator.cli, with the collector paused while it starts
(configurator.startup_gc)."""

from __future__ import annotations

from configurator.startup_gc import pause_collection


def main() -> int:
    pause_collection()
    from configurator.cli import main as run

    return run()


def gui_main() -> int:
    pause_collection()
    from configurator.cli import gui_main as run

    return run()
