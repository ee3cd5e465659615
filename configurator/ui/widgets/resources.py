"""Where the application's resources/ and docs/ folders are, in a checkout and in a frozen
bundle."""

from __future__ import annotations

import functools
import sys
from pathlib import Path

import configurator

TEMPLATE_SUFFIXES = (".gwb", ".gwb.json")  # the shipped templates keep the older suffix


@functools.cache
def resources_dir() -> Path:
    """resources/ beside the package in a checkout; inside the bundle when frozen."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle) / "resources"
    return Path(configurator.__file__).resolve().parents[1] / "resources"


def docs_dir() -> Path:
    """docs/ (the rules' reference, the build-file format) beside the package in a checkout;
    inside the bundle when frozen."""
    return resources_dir().parent / "docs"


def template_paths() -> list[Path]:
    """The build templates, in tier order (their file names start with the tier number)."""
    folder = resources_dir() / "templates"
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if p.name.endswith(TEMPLATE_SUFFIXES))


def lab_template_paths() -> list[Path]:
    """The lab plan templates (`*.gwlab` beside the build templates they name)."""
    folder = resources_dir() / "templates"
    return sorted(folder.glob("*.gwlab")) if folder.is_dir() else []


def icon_path(name: str) -> Path:
    return resources_dir() / "icons" / f"{name}.svg"


@functools.cache
def icon(name: str):
    """A QIcon from resources/icons (an empty icon when the file is missing); made once per
    name (the checks of a 1,000-card build ask for a thousand)."""
    from PySide6.QtGui import QIcon

    path = icon_path(name)
    return QIcon(str(path)) if path.is_file() else QIcon()
