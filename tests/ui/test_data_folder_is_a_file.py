"""Issue 18, finding 3 (last point): a data folder that is a file must not make closing the
window raise NotADirectoryError."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QCloseEvent

from configurator.ui.app import create_main_window

from .ui_helpers import TWO_GPU_TEMPLATE


def test_closing_the_window_with_a_data_folder_that_is_a_file(qtbot, catalog, settings,
                                                              tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.write_text("not a folder")
    window = create_main_window(catalog, settings, data / "autosave", autosave_delay_ms=20)
    qtbot.addWidget(window)
    window.show()
    assert window.files.open_path(TWO_GPU_TEMPLATE)
    window.autosaver.save_now()  # fails quietly: the folder cannot be made
    event = QCloseEvent()
    window.closeEvent(event)  # called directly: an exception here reaches the test
    assert event.isAccepted()
    assert data.read_text() == "not a folder"
