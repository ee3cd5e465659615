"""What `configurator parts` and `configurator price` share: running a change on the user's
(or the team's) store, and its refusals as one line on stderr with exit 2."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from configurator.catalog.stores.interface import StoreRefusedError, StoreWriteError
from configurator.cli.common import EXIT_BAD_INPUT, open_catalog, print_notices

translate = QCoreApplication.translate


def refused(refusal) -> int:
    from configurator.words.messages import message_text

    print(f"configurator: {message_text(refusal.describe())}", file=sys.stderr)
    return EXIT_BAD_INPUT


def reason_text(reason) -> str:
    from configurator.words.messages import message_text

    return reason if isinstance(reason, str) else message_text(reason)


def fail(text: str) -> int:
    print(f"configurator: {text}", file=sys.stderr)
    return EXIT_BAD_INPUT


def write_failed(path: str, error: Exception) -> int:
    return fail(translate("PartsCli", "{file}: cannot write: {reason}").format(
        file=path, reason=getattr(error, "strerror", None) or error))


def on_the_store(command: Callable[[Any], int], changes: bool = True) -> int:
    """`command(catalog)` with the user's (or the team's) store, its refusals as one line
    and exit 2 (the catalog is closed when the command returns: cli.common.close_catalogs).
    `changes`: the command writes, so a team catalog that cannot be reached (its last copy)
    ends it at once, in one line (docs/architecture.md, "The team catalog")."""
    import sqlite3

    from configurator.catalog.checks import ChangeRefusedError
    catalog = open_catalog(notes=False)
    if changes and catalog.store.offline:
        return fail(reason_text(catalog.store.read_only_reason))
    if changes and catalog.store.unsaved_reason is not None:
        # Kept in memory only: for a command that is at once lost, so nothing is "saved".
        return fail(translate("PartsCli", "{reason}: cannot write, nothing was changed").format(
            reason=reason_text(catalog.store.unsaved_reason)))
    print_notices(catalog, offline_note=not changes)
    try:
        return command(catalog)
    except ChangeRefusedError as refusal:
        return refused(refusal)
    except StoreWriteError as error:  # the user database's file, as the system says it
        return write_failed(str(error.path or ""), error.error)
    except StoreRefusedError as error:  # a team catalog's refusal (read-only, stale, gone)
        return fail(reason_text(error.reason))
    except (OSError, sqlite3.Error) as error:
        return write_failed(str(catalog.store.path or ""), error)
