"""The last copy of a team catalog this computer saw, for when its server does not answer.

Written after every full read of the team's parts or prices (one small JSON file per team
URL in the data folder, replaced atomically), read when the server cannot be reached within
the connect timeout: the window then starts with these parts, read-only, and says so. The
copy holds parts, prices and the lab's stock (the URL it came from has no password: see
team_url). A copy saved before stock was shared has none: it reads as an empty shelf.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import hashlib
import json
import os
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path

COPY_FORMAT = "gpu-workstation-team-copy"
COPY_VERSION = 2
COPY_FOLDER = "team-copies"

# Rows as the server gives them: (id, kind, spec_json, name, search_text, version,
# changed_by, changed_at ISO) and (part_id, price_usd, price_date, source_url, version,
# changed_by, changed_at ISO).
PartRow = tuple[str, str, str, str, str, int, str, str]
PriceRow = tuple[str, float, "str | None", "str | None", int, str, str]
# (part_id, qty, version, changed_by, changed_at ISO): a part on the lab's shelf.
StockRow = tuple[str, int, int, str, str]


# A row the read found failing the checks of entry: (table "part" | "price", key, kind,
# the row as stored as text, the reason in English). Its part row stays in `parts`; a price
# row is only here (Infinity and NaN have no place in JSON).
DamagedCopyRow = tuple[str, str, str, str, str]


@dataclass
class TeamCopy:
    url: str
    saved_at: str = ""  # ISO 8601, UTC
    parts: list[PartRow] = field(default_factory=list)
    prices: list[PriceRow] = field(default_factory=list)
    damaged: list[DamagedCopyRow] = field(default_factory=list)
    stock: list[StockRow] = field(default_factory=list)


def copy_path(data_folder: Path, url_text: str) -> Path:
    digest = hashlib.sha256(url_text.encode()).hexdigest()[:16]
    return Path(data_folder) / COPY_FOLDER / f"{digest}.json"


def read_copy(path: Path, url_text: str) -> TeamCopy | None:
    """The copy saved at `path` for `url_text`; None when there is none or it does not read
    (it is only a copy: the next connection writes a fresh one)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not (isinstance(data, dict) and data.get("format") == COPY_FORMAT
            and data.get("version") == COPY_VERSION and data.get("url") == url_text):
        return None
    try:
        parts = [(str(r[0]), str(r[1]), str(r[2]), str(r[3]), str(r[4]), int(r[5]),
                  str(r[6]), str(r[7])) for r in data.get("parts", [])]
        prices = [(str(r[0]), float(r[1]), r[2], r[3], int(r[4]), str(r[5]), str(r[6]))
                  for r in data.get("prices", [])]
        damaged = [(str(r[0]), str(r[1]), str(r[2]), str(r[3]), str(r[4]))
                   for r in data.get("damaged", [])]
        stock = [(str(r[0]), int(r[1]), int(r[2]), str(r[3]), str(r[4]))
                 for r in data.get("stock", [])]
    except (TypeError, ValueError, IndexError):
        return None
    return TeamCopy(url_text, str(data.get("saved_at", "")), parts, prices, damaged, stock)


def copy_stamp(copy: TeamCopy) -> str:
    """What tells two copies apart: every row's key and version (the server bumps the
    version at every change) and who changed it when."""
    digest = hashlib.sha256(copy.url.encode())
    for row in copy.parts:
        digest.update(f"\x1e{row[0]}\x1f{row[5]}\x1f{row[7]}".encode())
    digest.update(b"\x1d")
    for row in copy.prices:
        digest.update(f"\x1e{row[0]}\x1f{row[4]}\x1f{row[6]}".encode())
    digest.update(b"\x1d")
    for row in copy.stock:
        digest.update(f"\x1e{row[0]}\x1f{row[2]}\x1f{row[4]}".encode())
    digest.update(b"\x1d")
    for damaged in copy.damaged:
        digest.update(("\x1e" + "\x1f".join(damaged)).encode())
    return digest.hexdigest()


def _stamp_path(path: Path) -> Path:
    return Path(path).with_suffix(".stamp")


def read_stamp(path: Path) -> str | None:
    """The stamp of the copy at `path` (written after it), None when there is none."""
    try:
        return _stamp_path(path).read_text(encoding="ascii").strip() if Path(path).exists() \
            else None
    except (OSError, ValueError):
        return None


def write_copy(path: Path, copy: TeamCopy) -> None:
    """Replace the copy at `path` atomically (a temporary file in the same folder, then
    os.replace). Raises OSError; callers treat a failure as "no copy saved this time"."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    copy.saved_at = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
    text = json.dumps({"format": COPY_FORMAT, "version": COPY_VERSION, "url": copy.url,
                       "saved_at": copy.saved_at, "parts": copy.parts, "prices": copy.prices,
                       "damaged": copy.damaged, "stock": copy.stock},
                      ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    handle, temporary = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
        # After the copy: a stamp without its copy is never left behind by a crash.
        _stamp_path(path).write_text(copy_stamp(copy), encoding="ascii")
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


# A server that has not answered by then may well not answer at all: the last copy is read
# meanwhile, so that the timeout and reading a large copy do not add up.
PRELOAD_COPY_AFTER_S = 0.5


class CopyPreload(threading.Thread):
    """Reads a team's last copy once (on this thread when its server is slow to answer, or
    at once where a caller needs it now: `copy_now`); every reader gets that one copy."""

    def __init__(self, url_text: str, data_folder: Path | None) -> None:
        super().__init__(name="team-copy-preload", daemon=True)
        self.url_text, self.data_folder = url_text, data_folder
        self.answered = threading.Event()
        self._copy_lock = threading.Lock()
        self._copy_read = False
        self._copy: TeamCopy | None = None

    def begin(self) -> None:
        """Start the thread (once)."""
        with self._copy_lock:
            if self.ident is None:
                self.start()

    def run(self) -> None:
        if not self.answered.wait(PRELOAD_COPY_AFTER_S):
            self.copy_now()

    def copy_now(self) -> TeamCopy | None:
        """The copy: read already, or now (once: a second caller waits for the first)."""
        with self._copy_lock:
            if not self._copy_read:
                self._copy = (read_copy(copy_path(self.data_folder, self.url_text),
                                        self.url_text) if self.data_folder else None)
                self._copy_read = True
            return self._copy

    def take(self) -> TeamCopy | None:
        """The copy, for when the server did not answer: read meanwhile, or now."""
        self.answered.set()
        return self.copy_now()


__all__ = ["COPY_FOLDER", "PRELOAD_COPY_AFTER_S", "CopyPreload", "TeamCopy", "copy_path",
           "copy_stamp", "read_copy", "read_stamp", "write_copy"]
