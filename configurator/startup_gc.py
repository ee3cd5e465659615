"""Python's cyclic garbage collector, paused while the program starts (configurator.entry).

Importing the stack (Qt's enums, pydantic's and our own classes) and building the window make
hundreds of thousands of long-lived objects and next to no garbage, and the collector would
walk them again and again: about a tenth of the start (docs/performance.md). Once the window
is shown (configurator.ui.app.run_gui) or before a command runs (configurator.cli.main), what
the start made is frozen (`gc.freeze`: never walked again; freed as usual when no longer
referenced) and the collector runs again for everything made after.
"""

from __future__ import annotations

import gc


def pause_collection() -> None:
    gc.disable()


def resume_collection() -> None:
    """The collector running again after a start paused it; nothing when it was not paused
    (a test or a script calling configurator.cli.main, whose objects are not frozen)."""
    if gc.isenabled():
        return
    gc.freeze()  # else the first collection after the start would walk all it made at once
    gc.enable()
