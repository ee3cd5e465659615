"""Reaching a team catalog's server: a connection within the timeout, the schema's version,
the role's privileges, and the errors a team catalog raises (each with a one-line reason).

psycopg is imported on first use only: a start without a team catalog never loads it.
"""

from __future__ import annotations

import datetime as dt
import os
import stat
from dataclasses import dataclass
from typing import TYPE_CHECKING

from configurator.catalog.stores.interface import StoreRefusedError
from configurator.catalog.stores.team.url import TeamUrl
from configurator.model.messages import Message, T, message

if TYPE_CHECKING:
    import psycopg

    from configurator.catalog.stores.team.deadline import BoundedConnection

CONNECT_TIMEOUT_S = 3  # docs/architecture.md: past this, the window starts with the last copy
# The schema this version reads and writes: Alembic's head revision (a test holds the two
# together). Older schemas are upgraded by `team init`; newer ones are refused.
TEAM_SCHEMA_REVISION = "0004"
VERSION_TABLE = "team_schema_version"
# A lock another member's transaction holds is waited for this long, not forever.
LOCK_TIMEOUT_MS = 5000
# The server's own limit on a statement: below the client's deadline (deadline.py's
# ANSWER_TIMEOUT_S, 15 s), so that a server that runs says why before the client gives up.
STATEMENT_TIMEOUT_MS = 12000
TCP_USER_TIMEOUT_MS = 10000  # data unacknowledged this long: the connection is lost
_TABLES = ("custom_part", "price_override", "stock")


class TeamStoreError(StoreRefusedError, OSError):
    """The team catalog cannot be used for this (unreachable, no schema, no privilege, a
    conflict). `reason` is the one-line message; str() its English text."""

    def __init__(self, reason: Message) -> None:
        super().__init__(reason)


class TeamUnavailableError(TeamStoreError):
    """The server does not answer (or stopped answering) within the timeout."""


class TeamConflictError(TeamStoreError):
    """A change made from a stale copy: someone else changed the row since it was read."""


def when_text(value: object) -> str:
    """A server timestamp as "2026-12-01 19:40 UTC"."""
    if isinstance(value, str):
        try:
            value = dt.datetime.fromisoformat(value)
        except ValueError:
            return value
    if isinstance(value, dt.datetime):
        return value.astimezone(dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    return str(value)


def connect(url: TeamUrl) -> BoundedConnection:
    """A connection (psycopg 3, libpq's password places) within CONNECT_TIMEOUT_S, every
    later answer of the server awaited at most deadline.ANSWER_TIMEOUT_S. Raises
    TeamUnavailableError naming the place and libpq's first line."""
    import psycopg

    from configurator.catalog.stores.team.deadline import BoundedConnection

    ignored = ignored_passfile()
    # libpq skips a password file others may read, and prints its own warning line first:
    # pointing it at no file skips it the same, without the line; our refusal says why.
    extra = {"passfile": os.path.join(os.path.dirname(ignored), ".configurator-no-passfile")
             } if ignored else {}
    try:
        return BoundedConnection.connect(
            url.text, **extra, connect_timeout=CONNECT_TIMEOUT_S, application_name="configurator",
            # A network that goes away mid-session (a laptop's Wi-Fi, a VPN) fails a change
            # within seconds instead of the kernel's quarter of an hour of retransmits; the
            # window waits on it while a change is written.
            tcp_user_timeout=TCP_USER_TIMEOUT_MS, keepalives=1, keepalives_idle=30,
            keepalives_interval=10, keepalives_count=3,
            options=f"-c lock_timeout={LOCK_TIMEOUT_MS} "
                    f"-c statement_timeout={STATEMENT_TIMEOUT_MS}")
    except psycopg.Error as error:
        raise connect_error(url, error, ignored) from None


def ignored_passfile() -> str | None:
    """The password file libpq would skip because others may read it (POSIX: any group or
    world permission), if that is the one it would read (PGPASSFILE, else ~/.pgpass)."""
    if os.name != "posix":
        return None
    path = os.environ.get("PGPASSFILE") or os.path.join(os.path.expanduser("~"), ".pgpass")
    try:
        info = os.stat(path)
    except OSError:
        return None
    return path if stat.S_ISREG(info.st_mode) and info.st_mode & 0o077 else None


def connect_error(url: TeamUrl, error: BaseException,
                  ignored: str | None = None) -> TeamStoreError:
    """Why a connection failed, in one line: the server refused it (a password, a role or a
    database it does not know: it answered), or it cannot be reached (no answer, refused,
    no such host) within the timeout."""
    text = str(error)
    if "fe_sendauth: no password supplied" in text and ignored:
        return TeamStoreError(message(
            T("The team catalog {place} asks for a password, and {passfile} is not read: "
              "others may read it (libpq reads a password file only at mode 0600: chmod 600 "
              "{passfile})"), place=url.place, passfile=ignored))
    if "fe_sendauth: no password supplied" in text:
        return TeamStoreError(message(
            T("The team catalog {place} asks for a password and none was found for {user}: "
              "put it in ~/.pgpass (or PGPASSFILE, a service file, PGPASSWORD)"),
            place=url.place, user=url.user or "?"))
    if "FATAL:" in text:  # the server's own answer: not a matter of waiting longer
        refusal = " ".join(text.split("FATAL:", 1)[1].split("\n", 1)[0].split())
        return TeamStoreError(message(
            T("The team catalog {place} refused the connection: {error}"),
            place=url.place, error=refusal))
    return TeamUnavailableError(message(
        T("The team catalog {place} cannot be reached within {seconds} s: {error}"),
        place=url.place, seconds=CONNECT_TIMEOUT_S, error=first_line(error)))


def answer_error(url: TeamUrl, connection: object, error: BaseException,
                 changing: bool = False, committing: bool = False) -> TeamStoreError:
    """Why an exchange after the login failed, in one line: no answer within the deadline
    (the watchdog cut the connection), a lock held past LOCK_TIMEOUT_MS, the connection
    lost, or the server's refusal. `changing`: the exchange was a change (the line says what
    became of it); `committing`: its COMMIT was sent and not answered, so the server may
    have saved it."""
    import psycopg

    from configurator.catalog.stores.team.deadline import ANSWER_TIMEOUT_S

    seconds = getattr(connection, "waited_s", 0.0) or ANSWER_TIMEOUT_S
    if getattr(connection, "timed_out", False):
        if committing:
            return TeamUnavailableError(message(
                T("The team catalog {place} did not confirm the change within {seconds} s: "
                  "it may or may not have been saved; reload the team catalog to see"),
                place=url.place, seconds=_seconds(seconds)))
        return TeamUnavailableError(message(
            T("The team catalog {place} did not answer within {seconds} s; nothing was "
              "changed") if changing else
            T("The team catalog {place} did not answer within {seconds} s"),
            place=url.place, seconds=_seconds(seconds)))
    if isinstance(error, psycopg.errors.LockNotAvailable):
        return TeamUnavailableError(message(
            T("The team catalog {place} is busy: another session has held a lock on its "
              "tables for more than {seconds} s; nothing was changed") if changing else
            T("The team catalog {place} is busy: another session has held a lock on its "
              "tables for more than {seconds} s"),
            place=url.place, seconds=_seconds(LOCK_TIMEOUT_MS / 1000)))
    if isinstance(error, psycopg.OperationalError):
        return TeamUnavailableError(message(
            T("The team catalog {place} stopped answering ({error}); nothing was changed")
            if changing else T("The team catalog {place} stopped answering ({error})"),
            place=url.place, error=first_line(error)))
    return TeamStoreError(message(
        T("The team catalog {place} refused the change ({error}); nothing was changed")
        if changing else T("The team catalog {place} could not be read ({error})"),
        place=url.place, error=first_line(error)))


def _seconds(value: float) -> str:
    return f"{value:g}"


def first_line(error: BaseException) -> str:
    text = str(error).strip()
    for line in text.splitlines():
        line = line.strip()
        if line:
            return line.removeprefix("connection failed: ")
    return type(error).__name__


def schema_revision(connection: psycopg.Connection) -> str | None:
    """The schema's Alembic revision ("0003"), None where `team init` never ran."""
    import psycopg

    try:
        with connection.transaction():
            row = connection.execute(f"SELECT version_num FROM {VERSION_TABLE}").fetchone()
    except psycopg.errors.UndefinedTable:
        return None
    except psycopg.errors.InsufficientPrivilege:
        return "unreadable"
    return str(row[0]) if row else None


def privileges(connection: psycopg.Connection) -> tuple[str, bool, bool]:
    """(the role connected, may it read both tables, may it write them)."""
    checks = ", ".join(
        # to_regclass: NULL (so false) rather than an error where a table does not exist
        f"coalesce(has_table_privilege(to_regclass('{table}'), '{privilege}'), false)"
        for table in _TABLES for privilege in ("SELECT", "INSERT", "UPDATE", "DELETE"))
    row = connection.execute(f"SELECT session_user, {checks}").fetchone()
    flags = list(row[1:])  # per table: SELECT, INSERT, UPDATE, DELETE
    readable = all(flags[index] for index in range(0, len(flags), 4))
    writable = readable and all(flag for index, flag in enumerate(flags) if index % 4)
    connection.commit()
    return str(row[0]), readable, writable


def check_schema(url: TeamUrl, revision: str | None) -> None:
    """Raise TeamStoreError unless the schema is the one this version reads."""
    if revision is None:
        raise TeamStoreError(message(
            T("The database {place} holds no team catalog yet: its owner runs "
              "`configurator team init {url}` first"), place=url.place, url=url.text))
    if revision == "unreadable":
        raise TeamStoreError(message(
            T("The team catalog {place} cannot be read by this role: its owner runs "
              "`configurator team init {url}` again, which lets every member read its "
              "schema version"), place=url.place, url=url.text))
    if revision != TEAM_SCHEMA_REVISION:
        newer = revision > TEAM_SCHEMA_REVISION
        raise TeamStoreError(message(
            T("The team catalog {place} has schema version {found}, this application "
              "version reads {wanted}: update the application") if newer else
            T("The team catalog {place} has schema version {found}, this application "
              "version reads {wanted}: its owner runs `configurator team init {url}` to "
              "upgrade it"),
            place=url.place, found=int(revision), wanted=int(TEAM_SCHEMA_REVISION),
            url=url.text))




@dataclass(frozen=True)
class TeamStatus:
    """What `team status` and Preferences > Team catalog > Test connection report."""

    url: TeamUrl
    server_version: str
    revision: str | None  # None: no schema; "unreadable": the role may not read it
    user: str
    readable: bool
    writable: bool
    parts: int | None  # None where the schema cannot be used or read
    prices: int | None
    stock: int | None  # rows of the lab's stock (parts on the shelf)
    problem: Message | None  # why the team catalog cannot be used as it is, if it cannot

    @property
    def schema_version(self) -> int | None:
        return int(self.revision) if self.revision and self.revision.isdigit() else None


def probe(url: TeamUrl) -> TeamStatus:
    """Connect (within the timeout) and look: schema, privileges, how many parts and prices.
    Raises TeamStoreError (TeamUnavailableError when the server does not answer, before the
    login or after it) in one line."""
    import psycopg

    connection = connect(url)
    try:
        with connection.answers_within(CONNECT_TIMEOUT_S):
            server = str(connection.info.parameter_status("server_version") or "")
            revision = schema_revision(connection)
            user, readable, writable = privileges(connection)
        problem: Message | None = None
        try:
            check_schema(url, revision)
        except TeamStoreError as error:
            problem = error.reason
        if problem is None and not readable:
            problem = message(T("The role {user} may not read the team catalog {place}: its "
                                "owner grants SELECT on its tables"), user=user, place=url.place)
        parts = prices = stock = None
        if problem is None:
            with connection.transaction():
                parts, prices, stock = (int(count) for count in connection.execute(
                    "SELECT (SELECT count(*) FROM custom_part), "
                    "(SELECT count(*) FROM price_override), (SELECT count(*) FROM stock)"
                ).fetchone())
    except psycopg.Error as error:
        raise answer_error(url, connection, error) from None
    finally:
        connection.close()
    return TeamStatus(url, server, revision, user, readable, writable and problem is None,
                      parts, prices, stock, problem)


__all__ = ["CONNECT_TIMEOUT_S", "TEAM_SCHEMA_REVISION", "TeamConflictError", "TeamStatus",
           "TeamStoreError", "TeamUnavailableError", "answer_error", "check_schema", "connect",
           "privileges", "probe", "schema_revision"]
