"""Opening the team catalog while the rest of a start goes on.

A window start spends a second or more importing Qt and building widgets before it needs the
parts; connecting to the team's server (up to CONNECT_TIMEOUT_S when it does not answer) runs
on a thread meanwhile, so a start with the server down costs the timeout, not the timeout
plus the start. `begin()` starts it, `take()` gives the store (waiting for the thread, or
opening it now when nothing was begun).
"""

from __future__ import annotations

import threading
from pathlib import Path

from configurator.catalog.team_url import TeamUrlError

_lock = threading.Lock()
_pending: dict[tuple[str, str], _Opening] = {}


class _Opening(threading.Thread):
    def __init__(self, url_text: str, data_folder: Path | None) -> None:
        super().__init__(name="team-catalog-open", daemon=True)
        self.url_text, self.data_folder = url_text, data_folder
        self.store = None
        self.error: BaseException | None = None

    def run(self) -> None:
        from configurator.catalog.team_db import open_team_store

        try:
            store = open_team_store(self.url_text, self.data_folder)
            store.prefetch()  # the whole read here too: it is what the start waits for
            self.store = store
        except (TeamUrlError, OSError) as error:
            self.error = error


def _key(url_text: str, data_folder: Path | None) -> tuple[str, str]:
    return url_text, str(data_folder)


def begin(url_text: str, data_folder: Path | None) -> None:
    """Start opening the team catalog of `url_text` on a thread (once per URL)."""
    with _lock:
        key = _key(url_text, data_folder)
        if key not in _pending:
            opening = _Opening(url_text, data_folder)
            _pending[key] = opening
            opening.start()


def take(url_text: str, data_folder: Path | None):
    """The store of `url_text` (see team_db.open_team_store), from the thread `begin` started
    or opened now. Raises TeamUrlError for a URL that cannot name a team catalog."""
    begin(url_text, data_folder)
    with _lock:
        opening = _pending.pop(_key(url_text, data_folder))
    opening.join()
    if opening.error is not None:
        raise opening.error
    return opening.store


__all__ = ["begin", "take"]
