"""The command line's tests run `configurator.cli.main` in this process where they do not test
the process itself: a QApplication must then exist before a command would make a plain
QCoreApplication (which every later window test would find instead of its own)."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _qt_application(qapp):
    return qapp
