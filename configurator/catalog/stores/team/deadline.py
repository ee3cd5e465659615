"""Every exchange with the team's server bounded on this side (docs/architecture.md, "The
team catalog": a command never hangs, the window never waits).

libpq's `connect_timeout` bounds the login only, and the server's own `statement_timeout`
and `lock_timeout` only help while the server runs. A server that stops answering after
the login (a stuck backend, a paused virtual machine, a pooler that queues the client)
still acknowledges every packet, so neither the kernel's keepalives nor `tcp_user_timeout`
ever fire, and a query would wait for ever.

So each connection has a watchdog: every wait for the server's answer (psycopg routes every
query, fetch, BEGIN and COMMIT through `Connection.wait`) arms it for `answer_timeout_s`;
an answer disarms it. When it expires the watchdog shuts the connection's socket down from
its own thread: the wait returns at once with psycopg's OperationalError, and the server
rolls back whatever the connection left uncommitted when it notices. Cancelling the query
(PostgreSQL's cancel request) would not do: it travels over a new connection to the same
stuck server or pooler, and the answer to the cancelled query would not come back either.

psycopg is imported with this module: only the team catalog imports it.
"""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

import psycopg

# The longest wait for one answer of the server (a statement's whole result, a commit).
# Above the server's lock_timeout (5 s) and statement_timeout (12 s), so that a server that
# runs gives its own, more precise error first.
ANSWER_TIMEOUT_S = 15.0


class _Watchdog(threading.Thread):
    """Cuts a connection whose awaited answer is late. One per connection, armed by each
    wait; its lock is held while it cuts, so a connection is never closed (nor its socket
    number reused) in the middle of a cut."""

    def __init__(self, connection: BoundedConnection) -> None:
        super().__init__(name="team-answer-watchdog", daemon=True)
        self._connection = connection
        self._condition = threading.Condition()
        self._deadline: float | None = None
        self._stopped = False
        self._armed_s = 0.0
        self.fired = False
        self.fired_after_s = 0.0  # the wait that was cut had been given this long

    def arm(self, seconds: float) -> None:
        with self._condition:  # (a cut connection stays cut: `fired` is never reset)
            self._deadline = time.monotonic() + seconds
            self._armed_s = seconds
            self._condition.notify()

    def disarm(self) -> None:
        with self._condition:
            self._deadline = None

    def stop(self) -> None:
        with self._condition:
            self._stopped = True
            self._deadline = None
            self._condition.notify()

    def run(self) -> None:
        with self._condition:
            while not self._stopped:
                if self._deadline is None:
                    self._condition.wait()
                    continue
                remaining = self._deadline - time.monotonic()
                if remaining > 0:
                    self._condition.wait(remaining)
                    continue
                self._deadline = None
                self.fired = True
                self.fired_after_s = self._armed_s
                _shut_down(self._connection)


def _shut_down(connection: psycopg.Connection) -> None:
    """Shut the connection's socket down (both ways), so that a wait on it returns."""
    try:
        number = connection.pgconn.socket
        duplicate = socket.fromfd(number, socket.AF_INET, socket.SOCK_STREAM)
    except (OSError, psycopg.Error):
        return  # closed meanwhile: nothing is waiting on it
    try:
        duplicate.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass
    finally:
        duplicate.close()


class BoundedConnection(psycopg.Connection):
    """A psycopg connection whose every wait for the server is bounded by
    `answer_timeout_s` (see the module's text). `timed_out`: the last wait was cut."""

    answer_timeout_s: float = ANSWER_TIMEOUT_S
    _watchdog: _Watchdog | None = None

    def wait(self, gen: Any, *args: Any, **kwargs: Any) -> Any:  # psycopg's one I/O wait
        watchdog = self._watchdog
        if watchdog is None:
            watchdog = self._watchdog = _Watchdog(self)
            watchdog.start()
        watchdog.arm(self.answer_timeout_s)
        try:
            return super().wait(gen, *args, **kwargs)
        finally:
            watchdog.disarm()

    @property
    def timed_out(self) -> bool:
        return self._watchdog is not None and self._watchdog.fired

    @property
    def waited_s(self) -> float:
        """How long the wait that was cut had been given (0 when none was cut)."""
        return self._watchdog.fired_after_s if self._watchdog is not None else 0.0

    @contextlib.contextmanager
    def answers_within(self, seconds: float) -> Iterator[None]:
        """Answers awaited inside the block wait at most `seconds` each."""
        before = self.answer_timeout_s
        self.answer_timeout_s = seconds
        try:
            yield
        finally:
            self.answer_timeout_s = before

    def close(self) -> None:
        watchdog = self._watchdog
        if watchdog is not None:
            watchdog.stop()  # waits for a cut in progress (its lock)
        super().close()


__all__ = ["ANSWER_TIMEOUT_S", "BoundedConnection"]
