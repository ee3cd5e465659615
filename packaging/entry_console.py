"""Entry script of the frozen console executable `configurator` (PyInstaller).

It is what `configurator.entry:main` is for a pip install, plus the hidden `--self-test`
option, handled here too so that a smoke test can exercise the real binary whether or not
the command line parses it itself. On Linux, `configurator-gui` is a symlink to this
executable: called by that name, it is `configurator.entry:gui_main`.
"""

import os
import sys


def _run() -> int:
    if sys.argv[1:] == ["--self-test"]:
        from configurator.selftest import run_self_test

        return run_self_test()
    if os.path.basename(sys.argv[0]).startswith("configurator-gui"):
        from configurator.entry import gui_main

        return gui_main()
    from configurator.entry import main

    return main()


if __name__ == "__main__":
    sys.exit(_run())
