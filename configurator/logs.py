"""The application's log: Python logging to a rotating file in the user data folder
(docs/architecture.md, "The log and the crash dialog").

The window and every command write to `configurator.log` in the data folder (beside the user
database; CONFIGURATOR_DATA_DIR moves both), a few files of at most MAX_BYTES kept; the
command line's `--log-file PATH` chooses another file and `-v` adds the details (DEBUG) and
shows the records on stderr too. What it holds: the start, the commands and their exit codes,
the catalog and the stores opened, the changes of the user's parts and prices (by id), the
files opened and saved, refusals, and every uncaught exception with its traceback. What it
never holds: passwords (a URL's password is cut out of every record, whoever wrote it) or
part data beyond ids.

Logging never stops the program: a folder that cannot be written leaves the records
unwritten (`log_path()` is then None, and the crash dialog says there is no log).
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import platform
import re
import sys
from pathlib import Path

from configurator import __version__
from configurator.catalog import paths

LOGGER_NAME = "configurator"
LOG_FILE_NAME = "configurator.log"
MAX_BYTES = 1_000_000  # a file; then it is renamed .1 (.2, .3) and a new one begun
BACKUP_COUNT = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
# user:password@ in a URL (postgresql://user:secret@host/db), and password=... in libpq's
# key=value strings or a query: the password goes, the rest stays readable.
_URL_PASSWORD = re.compile(r"(?P<keep>[a-z][a-z0-9+.-]*://[^/\s:@]*):[^@\s/]*@", re.I)
_KEY_PASSWORD = re.compile(r"(?P<keep>\bpassword\s*=\s*)(?:'[^']*'|\"[^\"]*\"|[^\s&;]+)", re.I)

_handlers: list[logging.Handler] = []  # what setup_logging added (taken away on a new setup)
_path: Path | None = None


def without_passwords(text: str) -> str:
    """`text` with every URL's password and every password=... value replaced by ***."""
    text = _URL_PASSWORD.sub(r"\g<keep>:***@", text)
    return _KEY_PASSWORD.sub(r"\g<keep>***", text)


class PasswordFilter(logging.Filter):
    """Cuts passwords out of a record's message and of its traceback, whatever logged it."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        clean = without_passwords(message)
        if clean != message:
            record.msg, record.args = clean, None
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = without_passwords(record.exc_text)
        return True


def default_log_path() -> Path:
    """configurator.log in the user data folder (CONFIGURATOR_DATA_DIR when set)."""
    return paths.data_dir() / LOG_FILE_NAME


def setup_logging(path: Path | str | None = None, verbose: bool = False) -> Path | None:
    """Send the package's records to a rotating file at `path` (default: default_log_path();
    its folder made); `verbose`: DEBUG and a copy on stderr, else INFO. Calling it again
    replaces what the last call set up. Returns the file, or None when it cannot be
    written (then only a verbose run shows records, on stderr)."""
    global _path
    logger = logging.getLogger(LOGGER_NAME)
    for handler in _handlers:
        logger.removeHandler(handler)
        handler.close()
    _handlers.clear()
    logger.setLevel(logging.DEBUG if verbose else logging.INFO)
    formatter = logging.Formatter(FORMAT)
    target = Path(path) if path is not None else default_log_path()
    _path = None
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        file_handler: logging.Handler = logging.handlers.RotatingFileHandler(
            target, maxBytes=MAX_BYTES, backupCount=BACKUP_COUNT, encoding="utf-8")
    except OSError:
        file_handler = logging.NullHandler()  # say nothing; a log must never stop the program
    else:
        _path = target
    handlers = [file_handler]
    if verbose:
        handlers.append(logging.StreamHandler(sys.stderr))
    for handler in handlers:
        handler.setFormatter(formatter)
        handler.addFilter(PasswordFilter())
        logger.addHandler(handler)
        _handlers.append(handler)
    return _path


def log_path() -> Path | None:
    """The file records go to now (None: none could be written, or none was set up)."""
    return _path


def log_start(what: str) -> None:
    """The first record of a run: what runs, and on what. The system by its name, release
    and machine: `platform.platform()` asks `uname -p` in a child process on Linux (about a
    tenth of the window's start, docs/performance.md)."""
    logging.getLogger(LOGGER_NAME).info(
        "configurator %s: %s (Python %s, %s %s %s, pid %d)", __version__, what,
        platform.python_version(), platform.system(), platform.release(), platform.machine(),
        os.getpid())


__all__ = ["LOGGER_NAME", "PasswordFilter", "default_log_path", "log_path", "log_start",
           "setup_logging", "without_passwords"]
