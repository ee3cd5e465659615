"""`configurator ARGS` run in this process (configurator.cli.main), as most command-line tests
run it: what they test is the command, not the starting of a Python process, and a process
costs a second or two of imports each time.

The few tests whose subject is the process itself (its exit on a closed pipe, the encoding of
a redirected stream, the system's locale, the entry points, the installed self-test) start
`python -m configurator` and are marked `process` (registered in pyproject.toml; the default
test command runs them too).
"""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path


@dataclass
class Ran:
    """What a command did: as subprocess.CompletedProcess names it."""

    args: list[str]
    returncode: int
    stdout: str
    stderr: str


def run_cli(*args: str, env: dict[str, str] | None = None, cwd: Path | str | None = None
            ) -> Ran:
    """`configurator ARGS` in this process with `env` added to the environment for its run,
    its output captured; the environment, the language and the working folder are restored
    after it."""
    from PySide6.QtWidgets import QApplication

    from configurator import i18n, logs
    from configurator.cli import main

    if QApplication.instance() is None:  # what pytest-qt's qapp would make: made once
        QApplication([sys.argv[0]])
    saved_env = dict(os.environ)
    saved_cwd = os.getcwd()
    out, err = io.StringIO(), io.StringIO()
    os.environ.update({"QT_QPA_PLATFORM": "offscreen", **(env or {})})
    try:
        if cwd is not None:
            os.chdir(cwd)
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = main(list(args))
            except SystemExit as exit_:  # argparse's own exits (bad arguments, --help)
                code = exit_.code if isinstance(exit_.code, int) else (
                    0 if exit_.code is None else 1)
    finally:
        os.chdir(saved_cwd)
        os.environ.clear()
        os.environ.update(saved_env)
        i18n.install_language("en")  # a --lang zh_CN run leaves no translator behind
        logs.setup_logging(None)
    return Ran(list(args), code, out.getvalue(), err.getvalue())


def run_process(*args: str, env: dict[str, str] | None = None, timeout: float = 120,
                **kwargs) -> subprocess.CompletedProcess:
    """`python -m configurator ARGS` as a process of its own, offscreen (the `process`
    tier: for what only a process shows)."""
    full_env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", **(env or {})}
    return subprocess.run([sys.executable, "-m", "configurator", *args], capture_output=True,
                          text=True, env=full_env, timeout=timeout, check=False, **kwargs)


__all__ = ["Ran", "run_cli", "run_process"]
