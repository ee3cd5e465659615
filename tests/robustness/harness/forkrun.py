"""Fork server: import the app once, then run `configurator ARGV` in a forked child per call.

Adapted from the third reliability round's forkrun.py (shared/reliability/turn3-repro, outside
this repository), for the harnesses beside it (build_fuzz.py, userdb_damage.py; issue 29).

The child runs configurator.cli.main(argv) exactly as the console script does (after
pause_collection), with fds 1/2 sent to files; an exception escaping main is printed as the
interpreter would (traceback, exit 1). The parent enforces a wall-clock timeout (SIGKILL) and
an address-space limit, and returns rc, stdout, stderr, seconds, hung, max RSS and CPU
seconds. Each harness sets its private HOME/XDG folders before importing this module.
"""

import contextlib
import json
import os
import resource
import signal
import sys
import tempfile
import time
import traceback

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# What validate / bom / complete import lazily: imported once here, so that children start
# fast (the imports are used for their side effect).
import PySide6.QtGui
import PySide6.QtWidgets  # noqa: F401

import configurator.catalog
import configurator.cli as cli
import configurator.report.bom
import configurator.report.export
import configurator.report.pdf
import configurator.report.text
import configurator.rules
from configurator.model.buildfile import build_from_data
from configurator.startup_gc import pause_collection

cli.commands()
with contextlib.suppress(Exception):
    import configurator.rules.complete  # noqa: F401
# pydantic builds the build file's validators when the first file is read: once here, not in
# every child (0.7 s of each command).
_TEMPLATE = os.path.join(os.path.dirname(__file__), "..", "..", "..", "resources", "templates",
                         "2-one-gpu.gwb.json")
with open(_TEMPLATE, "rb") as _handle:
    build_from_data(json.loads(_handle.read()))

_TMP = tempfile.mkdtemp(prefix="forkrun-")


def _read(path: str) -> bytes:
    with open(path, "rb") as handle:
        return handle.read()


def run(argv, timeout=20.0, mem_bytes=3 << 30, cwd=None, env=None, stdin_path=None):
    out_p = os.path.join(_TMP, f"{os.getpid()}.out")
    err_p = os.path.join(_TMP, f"{os.getpid()}.err")
    sys.stdout.flush()
    sys.stderr.flush()
    t0 = time.time()
    pid = os.fork()
    if pid == 0:  # child
        try:
            os.setpgid(0, 0)
            fd1 = os.open(out_p, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            fd2 = os.open(err_p, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            os.dup2(fd1, 1)
            os.dup2(fd2, 2)
            fd0 = os.open(stdin_path or os.devnull, os.O_RDONLY)
            os.dup2(fd0, 0)
            if mem_bytes:
                resource.setrlimit(resource.RLIMIT_AS, (mem_bytes, mem_bytes))
            if cwd:
                os.chdir(cwd)
            if env:
                for k, v in env.items():
                    if v is None:
                        os.environ.pop(k, None)
                    else:
                        os.environ[k] = v
            sys.argv = ["configurator", *argv]
            pause_collection()
            try:
                code = cli.main(list(argv))
            except SystemExit as e:
                code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
            except BaseException:  # what the interpreter would print
                traceback.print_exc()
                code = 1
            with contextlib.suppress(BaseException):
                sys.stdout.flush()
                sys.stderr.flush()
            os._exit(code if isinstance(code, int) else 1)
        except BaseException:
            try:
                traceback.print_exc()
            finally:
                os._exit(99)
    hung = False
    while True:
        wpid, status, ru = os.wait4(pid, os.WNOHANG)
        if wpid:
            break
        if time.time() - t0 > timeout:
            hung = True
            with contextlib.suppress(ProcessLookupError):
                os.killpg(pid, signal.SIGKILL)
            wpid, status, ru = os.wait4(pid, 0)
            break
        time.sleep(0.005)
    dt = time.time() - t0
    rc = os.WEXITSTATUS(status) if os.WIFEXITED(status) else -os.WTERMSIG(status)
    return {"rc": None if hung else rc, "out": _read(out_p), "err": _read(err_p), "dt": dt,
            "hung": hung, "maxrss_kb": ru.ru_maxrss, "cpu_s": ru.ru_utime + ru.ru_stime}
