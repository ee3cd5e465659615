"""The catalog is a pure layer: it never imports Qt (docs/architecture.md)."""

from __future__ import annotations

import subprocess
import sys

import pytest


@pytest.mark.process
def test_importing_the_catalog_loads_no_qt() -> None:
    code = (
        "import sys, configurator.catalog, configurator.catalog.stores.user.db;"
        "qt = sorted(m for m in sys.modules if m.split('.')[0] in "
        "('PySide6', 'shiboken6', 'pyqtgraph'));"
        "print(qt); sys.exit(1 if qt else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=False)
    assert result.returncode == 0, result.stdout + result.stderr
