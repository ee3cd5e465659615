"""Entry script of the frozen windowed executable `configurator-gui` (PyInstaller).

It is what `configurator.entry:gui_main` is for a pip install: the window, with the files
named on the command line (a double-clicked `.gwb`). The hidden `--self-test` option
works here too (on Windows a windowed program has no console, so its exit code is what a
smoke test reads).
"""

import sys


def _run() -> int:
    if sys.argv[1:] == ["--self-test"]:
        from configurator.selftest import run_self_test

        return run_self_test()
    from configurator.entry import gui_main

    return gui_main()


if __name__ == "__main__":
    sys.exit(_run())
