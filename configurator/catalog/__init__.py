"""The component catalog: the shipped parts of db/ plus the user's own overlay.

`open_catalog()` makes sure the compiled SQLite catalog matches db/ (rebuilding it when not),
loads the curated parts into memory (the 20,000 imported from OpenDB are listed later and
decoded when read: `configurator.catalog.shipped.imported`), and lays the user's store (the
user database) over it (`configurator.catalog.overlay`): a user part replaces the catalog
part of the same id, a user price replaces a part's price. Everything above (rules, UI,
CLI) sees only the merged view; search-as-you-type never touches the disk.
"""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

from pydantic import ValidationError

from configurator.catalog import paths
from configurator.catalog.listing import parts_to_json
from configurator.catalog.overlay import Catalog, PartList
from configurator.catalog.shipped.compiled import (
    CatalogState,
    build_catalog,
    catalog_state,
    ensure_catalog,
    load_catalog_parts,
)
from configurator.catalog.shipped.imported import ImportedParts, imported_parts
from configurator.catalog.shipped.source import CatalogSourceError, load_sources
from configurator.catalog.stores.user.db import open_user_db
from configurator.model.messages import Message, T, message
from configurator.model.part_base import PartBase

log = logging.getLogger(__name__)


def _load_compiled(
    source_dir: Path, db_path: Path, notices: list[Message]
) -> tuple[str, list[PartBase], ImportedParts | None]:
    """(version, the curated parts, the imported parts read when needed)."""
    try:
        ensure_catalog(source_dir, db_path)
        try:
            return (*load_catalog_parts(db_path, curated_only=True), imported_parts(db_path))
        except (sqlite3.Error, ValueError, ValidationError):
            # Checked sound a moment ago yet unreadable: replaced underneath us, or a row
            # this version cannot read. The file is only a cache; build it once more.
            build_catalog(source_dir, db_path)
            return (*load_catalog_parts(db_path, curated_only=True), imported_parts(db_path))
    except (OSError, sqlite3.Error) as error:
        # No writable cache folder (or a broken one): compile in memory, a little slower.
        notices.append(message(
            T("The compiled catalog at {path} could not be written or read ({error}); the parts "
              "were loaded from the catalog sources instead."), path=str(db_path),
            error=str(error)))
        source = load_sources(source_dir)
        return source.version, source.parts, None


def open_catalog(source_dir: Path | str | None = None,
                 data_dir: Path | str | None = None,
                 defer_user_parts: bool = False,
                 team_url: str | None = None, team_wait: bool = True) -> Catalog:
    """The catalog of `source_dir` (default: the shipped db/) with the user database of
    `data_dir` (default: the platform's folders, or CONFIGURATOR_DATA_DIR) laid over it.
    `defer_user_parts`: the caller reads the user's listing later (`load_user_parts`).
    `team_url`: the user's parts and prices come from that team catalog instead
    (configurator.catalog.stores.team.db; its last copy, read-only, when it does not answer).
    `team_wait=False`: while the team's server has not answered, its last copy at once
    (configurator.catalog.stores.team.start.take_or_copy; the window swaps in the store later).
    Raises CatalogSourceError when a db/ source row is malformed, TeamUrlError for a
    `team_url` that cannot name a team catalog."""
    sources = Path(source_dir) if source_dir is not None else paths.source_dir()
    cache_folder = Path(data_dir) if data_dir is not None else paths.cache_dir()
    data_folder = Path(data_dir) if data_dir is not None else paths.data_dir()
    notices: list[Message] = []
    version, parts, imported = _load_compiled(sources, paths.catalog_db_path(cache_folder),
                                              notices)
    if team_url is not None:
        from configurator.catalog.stores.team import start as team_start

        store = (team_start.take(team_url, data_folder) if team_wait
                 else team_start.take_or_copy(team_url, data_folder))
    else:
        store = open_user_db(paths.user_db_path(data_folder))
    log.info("catalog %s: %d curated parts, %d imported listed later; the user's parts and "
             "prices: %s store (%s)", version, len(parts),
             imported.total if imported is not None else 0, store.origin, store.where)
    return Catalog(parts, version, store, notices, defer_user_parts=defer_user_parts,
                   imported=imported)


__all__ = [
    "Catalog",
    "CatalogSourceError",
    "CatalogState",
    "PartList",
    "build_catalog",
    "catalog_state",
    "ensure_catalog",
    "open_catalog",
    "parts_to_json",
]
