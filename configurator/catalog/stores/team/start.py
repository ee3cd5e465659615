"""Opening the team catalog while the rest of a start goes on.

A window start spends a second or more importing Qt and building widgets before it needs the
parts; connecting to the team's server (up to CONNECT_TIMEOUT_S when it does not answer) runs
on a thread meanwhile. `begin()` starts it; `take()` gives the store, waiting for the thread
(a command); `take_or_copy()` does not wait (the window): while the server has not answered
it gives the team's last copy, read-only (a ConnectingTeamCopy), and the opening it holds
calls back with the store once the server answers or the timeout passes. `reopen()` opens
the team catalog again, on a thread (the window's Reload team catalog).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from configurator.catalog.stores.team.local_copy import CopyPreload
from configurator.catalog.stores.team.url import TeamUrlError, parse_team_url

_lock = threading.Lock()
_pending: dict[tuple[str, str], Opening] = {}


class Opening(threading.Thread):
    """Opens the team catalog of `url_text` (team_db.open_team_store): `store` is the live
    TeamDb, or the offline copy when the server did not answer; `error` a URL that cannot
    name a team catalog. Callbacks run on this thread when it is done."""

    def __init__(self, url_text: str, data_folder: Path | None,
                 before: Callable[[], object] | None = None) -> None:
        super().__init__(name="team-catalog-open", daemon=True)
        self.url_text, self.data_folder = url_text, data_folder
        self._before = before
        self.store = None
        self.error: BaseException | None = None
        self.url = None
        self.preload: CopyPreload | None = None
        try:  # no driver needed: a URL that names no team catalog is known at once
            self.url = parse_team_url(url_text)[0]
            self.preload = CopyPreload(self.url.text, data_folder)
        except TeamUrlError as error:
            self.error = error
        self._callbacks: list[Callable[[Opening], object]] = []
        self._finished = False
        self._callback_lock = threading.Lock()

    @property
    def done(self) -> bool:
        return self._finished

    def run(self) -> None:
        from configurator.catalog.stores.team.db import open_team_store

        try:
            if self.error is None:
                if self._before is not None:
                    self._before()
                # The whole read here too (open_team_store reads the parts and prices): it
                # is what the start waits for, and a failure of it falls back to the copy.
                self.store = open_team_store(self.url_text, self.data_folder, self.preload,
                                             read=True)
        except (TeamUrlError, OSError) as error:
            self.error = error
        finally:
            with self._callback_lock:
                self._finished = True
                callbacks, self._callbacks = self._callbacks, []
            for callback in callbacks:
                callback(self)

    def add_done_callback(self, callback: Callable[[Opening], object]) -> None:
        """`callback(self)` once the store is opened: on this thread, or now if it is."""
        with self._callback_lock:
            if not self._finished:
                self._callbacks.append(callback)
                return
        callback(self)

    def result(self):
        """The store (waiting for it). Raises TeamUrlError, or OSError from the copy."""
        self.join()
        if self.error is not None:
            raise self.error
        return self.store


def _key(url_text: str, data_folder: Path | None) -> tuple[str, str]:
    return url_text, str(data_folder)


def begin(url_text: str, data_folder: Path | None) -> None:
    """Start opening the team catalog of `url_text` on a thread (once per URL)."""
    with _lock:
        key = _key(url_text, data_folder)
        if key not in _pending:
            opening = Opening(url_text, data_folder)
            _pending[key] = opening
            opening.start()


def _taken(url_text: str, data_folder: Path | None) -> Opening:
    begin(url_text, data_folder)
    with _lock:
        return _pending.pop(_key(url_text, data_folder))


def take(url_text: str, data_folder: Path | None):
    """The store of `url_text` (see team_db.open_team_store), from the thread `begin` started
    or opened now. Raises TeamUrlError for a URL that cannot name a team catalog."""
    return _taken(url_text, data_folder).result()


def take_or_copy(url_text: str, data_folder: Path | None):
    """The store of `url_text` if the thread has it already, else at once the team's last
    copy, read-only, as a ConnectingTeamCopy whose `opening` brings the store later. Raises
    TeamUrlError for a URL that cannot name a team catalog."""
    opening = _taken(url_text, data_folder)
    if opening.done or opening.preload is None:
        return opening.result()
    from configurator.catalog.stores.team.offline import ConnectingTeamCopy

    # Read on this thread: the window shows these parts now, and the opening's own offline
    # copy (after the timeout) is this very copy, not read twice.
    return ConnectingTeamCopy(opening.url, opening.preload.copy_now(), opening)


def reopen(url_text: str, data_folder: Path | None,
           before: Callable[[], object] | None = None) -> Opening:
    """Open the team catalog of `url_text` again on a new thread (after `before()`, there),
    started; the caller follows it with `add_done_callback`."""
    opening = Opening(url_text, data_folder, before)
    opening.start()
    return opening


__all__ = ["Opening", "begin", "reopen", "take", "take_or_copy"]
