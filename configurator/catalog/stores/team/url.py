"""Where the team catalog is: its URL, checked, and which setting names it (docs/architecture.md).

A team URL is `postgresql://USER@HOST[:PORT]/DBNAME` (libpq's own URI form; its query may
name a `service`, `sslmode` and the like). Passwords come from libpq's own places only
(`~/.pgpass`, `PGPASSFILE`, a service file, `PGPASSWORD`): a URL that holds one is refused
on the command line and in the environment, and stripped (with a notice) where it would be
kept in the settings, so that the application never writes a password anywhere.

No database driver is imported here: a start without a team catalog reads none of it.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from urllib.parse import parse_qsl, quote, unquote, urlencode, urlsplit

from configurator.model.messages import Message, T, message

ENV_TEAM_DB = "CONFIGURATOR_TEAM_DB"
SETTINGS_KEY = "team/url"  # in QSettings: the URL of Preferences > Team catalog, or ""
SCHEMES = ("postgresql", "postgres")
# Query keys that are libpq's password places or would carry a password themselves.
_PASSWORD_KEYS = ("password",)


class TeamUrlError(ValueError):
    """The URL cannot name a team catalog; `reason` says why, in one line."""

    def __init__(self, reason: Message) -> None:
        self.reason = reason
        super().__init__(str(reason))


@dataclass(frozen=True)
class TeamUrl:
    """A checked team URL without a password; `text` is what libpq is given."""

    text: str
    user: str
    host: str
    port: int | None
    dbname: str

    @property
    def place(self) -> str:
        """Where it is, for messages: `user@host:port/dbname`."""
        port = f":{self.port}" if self.port else ""
        return f"{self.user or ''}{'@' if self.user else ''}{self.host or 'localhost'}" \
               f"{port}/{self.dbname}"

    def __str__(self) -> str:
        return self.text


def _has_password(parts) -> bool:
    if parts.password is not None:
        return True
    return any(key in _PASSWORD_KEYS for key, _ in parse_qsl(parts.query))


def parse_team_url(text: str, *, strip_password: bool = False) -> tuple[TeamUrl, bool]:
    """The checked URL and whether a password was stripped from it. Raises TeamUrlError for
    a URL that is not `postgresql://USER@HOST[:PORT]/DBNAME`, and for one holding a password
    unless `strip_password` (the settings' case: the password is dropped, never kept)."""
    text = text.strip()
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError as error:
        raise TeamUrlError(message(T("the team database URL {url!r} cannot be read ({error})"),
                                   url=_redacted(text), error=str(error))) from None
    if parts.scheme not in SCHEMES:
        raise TeamUrlError(message(
            T("the team database URL must start with postgresql:// "
              "(postgresql://USER@HOST[:PORT]/DBNAME), not {url!r}"), url=_redacted(text)))
    stripped = _has_password(parts)
    if stripped and not strip_password:
        raise TeamUrlError(message(
            T("the team database URL must not hold a password: put it in ~/.pgpass (or "
              "PGPASSFILE, a service file, PGPASSWORD) and give the URL without it")))
    dbname = unquote(parts.path.lstrip("/"))
    query = [(key, value) for key, value in parse_qsl(parts.query)
             if key not in _PASSWORD_KEYS]
    service = any(key == "service" for key, _ in query)
    if not dbname and not service:
        raise TeamUrlError(message(
            T("the team database URL {url!r} names no database "
              "(postgresql://USER@HOST[:PORT]/DBNAME)"), url=_redacted(text)))
    user = unquote(parts.username or "")
    host = parts.hostname or ""
    netloc = (quote(user, safe="") + "@" if user else "") + _host_text(parts, host, port)
    # By hand: urlunsplit drops the "//" of an empty authority (a service's URL).
    path = "/" + quote(dbname, safe="")
    clean = f"{parts.scheme}://{netloc}{path}" + (f"?{urlencode(query)}" if query else "")
    return TeamUrl(clean, user, host, port, dbname), stripped


def _host_text(parts, host: str, port: int | None) -> str:
    if ":" in host:  # an IPv6 address keeps its brackets
        host = f"[{host}]"
    return host + (f":{port}" if port else "")


def _redacted(text: str) -> str:
    """`text` with anything between `:` and `@` of the authority replaced, for messages."""
    scheme, sep, rest = text.partition("://")
    if not sep:
        return text[:200]
    authority, slash, tail = rest.partition("/")
    if "@" in authority:
        who, _, where = authority.rpartition("@")
        if ":" in who:
            authority = f"{who.split(':', 1)[0]}:***@{where}"
    return f"{scheme}://{authority}{slash}{tail}"[:200]


def configured_team_url(option: str | None, settings_value: str | None = None) -> str | None:
    """The URL text the user chose, most specific first: `--team-db`, then
    CONFIGURATOR_TEAM_DB, then Preferences > Team catalog. None: no team catalog."""
    if option is not None:  # `--team-db ""` says: the local user database this time
        return option.strip() or None
    for value in (os.environ.get(ENV_TEAM_DB), settings_value):
        if value is not None and value.strip():
            return value.strip()
    return None


def chosen_team_url(settings_value: str | None) -> str | None:
    """The team URL text of this run (CONFIGURATOR_TEAM_DB, where `--team-db` puts it, then
    Preferences' `settings_value`); None for the local user database. An empty
    CONFIGURATOR_TEAM_DB (`--team-db ""`) means the local one."""
    if os.environ.get(ENV_TEAM_DB) == "":
        return None
    return configured_team_url(None, settings_value)


__all__ = ["ENV_TEAM_DB", "SETTINGS_KEY", "TeamUrl", "TeamUrlError", "chosen_team_url",
           "configured_team_url", "parse_team_url"]
