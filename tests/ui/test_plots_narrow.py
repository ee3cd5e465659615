"""At 1024x700 the Plots tab's two rows of controls, each in one line, made the window 1,212
pixels wide (a window manager cannot make it narrower than that): they wrap now."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from .ui_helpers import TEMPLATES


def test_the_plots_tab_fits_a_1024_pixel_window(window, qtbot):
    window.resize(1024, 700)
    assert window.files.open_path(TEMPLATES["4"])
    for key in ("plots", "cost"):
        tab = window.lazy_tabs.ensure(key)
        window.tabs.setCurrentWidget(tab)
        QApplication.processEvents()
        qtbot.wait(20)
        assert window.minimumSizeHint().width() <= 1024, key
        assert window.width() == 1024, key
    plots = window.lazy_tabs.ensure("plots")
    window.tabs.setCurrentWidget(plots)
    QApplication.processEvents()
    # Every control stays on screen, inside the tab.
    for widget in (plots.export_svg_button, plots.log_box, *plots.series_boxes.values()):
        top_left = widget.mapTo(plots, widget.rect().topLeft())
        assert plots.rect().contains(top_left) and top_left.x() + widget.width() <= plots.width()
