"""Reaching a team catalog's server: a connection within the timeout, the schema's version,
the role's privileges, and the errors a team catalog raises (each with a one-line reason).

psycopg is imported on first use only: a start without a team catalog never loads it.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import TYPE_CHECKING

from configurator.catalog.stores.interface import StoreRefusedError
from configurator.catalog.stores.team.url import TeamUrl
from configurator.model.messages import Message, T, message

if TYPE_CHECKING:
    import psycopg

CONNECT_TIMEOUT_S = 3  # docs/architecture.md: past this, the window starts with the last copy
# The schema this version reads and writes: Alembic's head revision (a test holds the two
# together). Older schemas are upgraded by `team init`; newer ones are refused.
TEAM_SCHEMA_REVISION = "0002"
VERSION_TABLE = "team_schema_version"
# A lock another member's transaction holds is waited for this long, not forever.
LOCK_TIMEOUT_MS = 5000
STATEMENT_TIMEOUT_MS = 30000
TCP_USER_TIMEOUT_MS = 10000  # data unacknowledged this long: the connection is lost
_TABLES = ("custom_part", "price_override")


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


def connect(url: TeamUrl) -> psycopg.Connection:
    """A connection (psycopg 3, libpq's password places) within CONNECT_TIMEOUT_S. Raises
    TeamUnavailableError naming the place and libpq's first line."""
    import psycopg

    try:
        return psycopg.connect(
            url.text, connect_timeout=CONNECT_TIMEOUT_S, application_name="configurator",
            # A network that goes away mid-session (a laptop's Wi-Fi, a VPN) fails a change
            # within seconds instead of the kernel's quarter of an hour of retransmits; the
            # window waits on it while a change is written.
            tcp_user_timeout=TCP_USER_TIMEOUT_MS, keepalives=1, keepalives_idle=30,
            keepalives_interval=10, keepalives_count=3,
            options=f"-c lock_timeout={LOCK_TIMEOUT_MS} "
                    f"-c statement_timeout={STATEMENT_TIMEOUT_MS}")
    except psycopg.Error as error:
        raise connect_error(url, error) from None


def connect_error(url: TeamUrl, error: BaseException) -> TeamStoreError:
    """Why a connection failed, in one line: the server refused it (a password, a role or a
    database it does not know: it answered), or it cannot be reached (no answer, refused,
    no such host) within the timeout."""
    text = str(error)
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


def first_line(error: BaseException) -> str:
    text = str(error).strip()
    for line in text.splitlines():
        line = line.strip()
        if line:
            return line.removeprefix("connection failed: ")
    return type(error).__name__


def schema_revision(connection: psycopg.Connection) -> str | None:
    """The schema's Alembic revision ("0002"), None where `team init` never ran."""
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
    flags = list(row[1:])
    readable = all(flags[index] for index in (0, 4))
    writable = readable and all(flags[index] for index in (1, 2, 3, 5, 6, 7))
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
    problem: Message | None  # why the team catalog cannot be used as it is, if it cannot

    @property
    def schema_version(self) -> int | None:
        return int(self.revision) if self.revision and self.revision.isdigit() else None


def probe(url: TeamUrl) -> TeamStatus:
    """Connect (within the timeout) and look: schema, privileges, how many parts and prices.
    Raises TeamUnavailableError when the server does not answer."""
    connection = connect(url)
    try:
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
        parts = prices = None
        if problem is None:
            with connection.transaction():
                parts = int(connection.execute("SELECT count(*) FROM custom_part").fetchone()[0])
                prices = int(connection.execute(
                    "SELECT count(*) FROM price_override").fetchone()[0])
    finally:
        connection.close()
    return TeamStatus(url, server, revision, user, readable, writable and problem is None,
                      parts, prices, problem)


__all__ = ["CONNECT_TIMEOUT_S", "TEAM_SCHEMA_REVISION", "TeamConflictError", "TeamStatus",
           "TeamStoreError", "TeamUnavailableError", "check_schema", "connect", "privileges",
           "probe", "schema_revision"]
