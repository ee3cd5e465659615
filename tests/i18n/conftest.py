"""Fixtures of the translation tests: a pseudo-translation compiled in tmp, a language that is
installed for one test and taken away after it, and the main window in that language."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QSettings

from configurator import i18n

from .pseudo import compile_qm, lrelease, write_pseudo_ts


@pytest.fixture(scope="session")
def pseudo_qm(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if lrelease() is None:
        pytest.skip("pyside6-lrelease is missing (it ships with PySide6-Essentials)")
    folder = tmp_path_factory.mktemp("pseudo")
    qm = folder / "configurator_pseudo.qm"
    compile_qm(write_pseudo_ts(folder / "configurator_pseudo.ts"), qm)
    return qm


@pytest.fixture
def restore_language(qapp):
    """Whatever a test installs is taken away after it (English, the locale as it was)."""
    locale = QLocale()
    yield
    i18n.install_language("en")
    QLocale.setDefault(locale)


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
