"""The one line a window shows when the store of the user's parts and prices refuses a
change: a team catalog's reason (read-only member, a stale copy with who changed it and
when, the server not answering) in the user's language, as the command line says it
(configurator.cli_parts); a local database's disk error as the system words it."""

from __future__ import annotations

import sqlite3

from configurator.report.message_text import message_text


def store_error_text(error: OSError | sqlite3.Error) -> str:
    """Why the store refused, in one line, translated where the store says it in a Message
    (StoreReadOnlyError, TeamStoreError and its kinds carry it as `reason`)."""
    reason = getattr(error, "reason", None)
    if reason is not None:
        text = message_text(reason)
    elif isinstance(error, OSError) and error.strerror:
        text = f"{error.strerror}: {error.filename}" if error.filename else error.strerror
    else:
        text = str(error)
    return " ".join(text.split())  # one line, whatever the store or the system put in it


__all__ = ["store_error_text"]
