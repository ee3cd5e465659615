"""Where the catalog's files live: the db/ sources, the compiled catalog, the user database.

The compiled catalog is a cache (it can always be rebuilt from db/), so it goes to the
platform's cache folder; the user database holds the user's own work, so it goes to the
data folder, which backup tools and "clear cache" buttons treat as precious.
"""

from __future__ import annotations

import hashlib
import os
import sys
from pathlib import Path

import platformdirs

APP_DIR_NAME = "gpu-workstation-configurator"
ENV_DB_DIR = "CONFIGURATOR_DB_DIR"
ENV_DATA_DIR = "CONFIGURATOR_DATA_DIR"
# A folder of compiled catalogs that many data folders copy from (the tests' and benchmarks'
# temporary folders): one per db/ folder, compiled there once when it is not current.
ENV_SHARED_CATALOG = "CONFIGURATOR_SHARED_CATALOGS"
CATALOG_FILE_NAME = "catalog.sqlite"
USER_DB_FILE_NAME = "user.sqlite"

_PACKAGE_DIR = Path(__file__).resolve().parent.parent


def source_dir_candidates() -> list[Path]:
    """Folders that may hold db/, most specific first."""
    override = os.environ.get(ENV_DB_DIR)
    if override:
        return [Path(override)]
    candidates: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        candidates.append(Path(bundle) / "db")
    # A source checkout or editable install has db/ beside the package; a wheel may carry a
    # copy as package data.
    candidates.append(_PACKAGE_DIR.parent / "db")
    candidates.append(_PACKAGE_DIR / "data" / "db")
    return candidates


def source_dir() -> Path:
    """The catalog source folder (db/). Raises FileNotFoundError naming every place looked."""
    candidates = source_dir_candidates()
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    looked = ", ".join(str(c) for c in candidates)
    raise FileNotFoundError(f"the catalog source folder db/ was not found (looked in: {looked})")


def prebuilt_catalogs(source_dir: Path) -> list[tuple[Path, bool]]:
    """Compiled catalogs a start may copy rather than compile `source_dir` itself (the catalog is
    compiled once, at install or first start: docs/architecture.md): (path, may be compiled
    there). The installers ship one beside db/ (packaging/configurator.spec); tests and
    benchmarks name a folder of shared ones in CONFIGURATOR_SHARED_CATALOGS."""
    found: list[tuple[Path, bool]] = []
    shared = os.environ.get(ENV_SHARED_CATALOG)
    if shared:
        key = hashlib.sha256(str(Path(source_dir).resolve()).encode()).hexdigest()[:16]
        found.append((Path(shared) / f"catalog-{key}.sqlite", True))
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        found.append((Path(bundle) / CATALOG_FILE_NAME, False))
    found.append((_PACKAGE_DIR / "data" / CATALOG_FILE_NAME, False))
    return found


def cache_dir() -> Path:
    """Folder of the compiled catalog (not created here)."""
    override = os.environ.get(ENV_DATA_DIR)
    if override:
        return Path(override)
    return Path(platformdirs.user_cache_dir(APP_DIR_NAME, appauthor=False))


def data_dir() -> Path:
    """Folder of the user database (not created here)."""
    override = os.environ.get(ENV_DATA_DIR)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir(APP_DIR_NAME, appauthor=False))


def catalog_db_path(folder: Path | None = None) -> Path:
    return (folder if folder is not None else cache_dir()) / CATALOG_FILE_NAME


def user_db_path(folder: Path | None = None) -> Path:
    return (folder if folder is not None else data_dir()) / USER_DB_FILE_NAME
