"""At 1024x700 the Plots tab's two rows of controls, each in one line, made the window 1,212
pixels wide (a window manager cannot make it narrower than that): they wrap now."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from ..ui_helpers import TEMPLATES


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


def test_in_a_narrow_window_the_legend_covers_no_card(window, qtbot):
    """At 1024x700 the legend in the chart's top left covered the cheap cards' markers: it
    sits below the chart now, its entries in as many columns as the width holds."""
    window.resize(1024, 700)
    assert window.files.open_path(TEMPLATES["4"])
    plots = window.lazy_tabs.ensure("plots")
    window.tabs.setCurrentWidget(plots)
    for chart in plots.charts.values():
        plots.tabs.setCurrentWidget(chart.parentWidget())
        view_box = chart.getPlotItem().vb
        sizes: list[tuple[float, float]] = []
        while len(sizes) < 3 or sizes[-1] != sizes[-3]:  # until the layout has settled
            qtbot.wait(40)
            sizes.append((view_box.width(), view_box.height()))
        legend = chart.getPlotItem().legend
        names = [label.text for _sample, label in legend.items]
        assert "least-squares fit (R² ≥ 0.5)" in names and "in current build" in names
        box = legend.mapRectToItem(view_box, legend.boundingRect())
        assert box.height() > 10
        assert not box.intersects(view_box.rect()), (box, view_box.rect())
        # Inside the chart, all of it.
        in_chart = legend.mapRectToScene(legend.boundingRect())
        assert chart.sceneRect().contains(in_chart), (in_chart, chart.sceneRect())
        assert legend.columnCount > 1  # a row of entries, not a tall column


def test_legend_columns_fit_the_room():
    from configurator.drawing.chart_parts import legend_columns

    widths = [80.0, 90.0, 90.0, 120.0, 110.0]
    assert legend_columns(widths, 10_000, 10) == 5
    assert legend_columns(widths, 100, 10) == 1
    two = max(widths[0::2]) + max(widths[1::2]) + 30
    assert legend_columns(widths, two, 10) == 2
    assert legend_columns(widths, two - 1, 10) == 1


def test_in_chinese_at_1024_by_700_the_axis_titles_fit_the_chart(window, qtbot):
    """The Chinese title of the GFLOPS axis ran past the top of a short chart."""
    from PySide6.QtCore import QLocale

    from configurator import i18n

    locale = QLocale()
    i18n.install_language("zh_CN")
    try:
        window.resize(1024, 700)
        assert window.files.open_path(TEMPLATES["4"])
        plots = window.lazy_tabs.ensure("plots")
        window.tabs.setCurrentWidget(plots)
        chart = plots.charts["price"]
        plots.tabs.setCurrentWidget(chart.parentWidget())
        view_box = chart.getPlotItem().vb
        sizes: list[tuple[float, float]] = []
        while len(sizes) < 3 or sizes[-1] != sizes[-3] or not view_box.height():
            qtbot.wait(40)
            sizes.append((view_box.width(), view_box.height()))
            assert len(sizes) < 50, (sizes[-1], chart.isVisible(), plots.isVisible())
        for name, length in (("left", view_box.height()), ("bottom", view_box.width())):
            label = chart.getPlotItem().getAxis(name).label
            assert any("\u4e00" <= ch <= "\u9fff" for ch in label.toPlainText())
            assert label.boundingRect().width() <= length, (name, label.toPlainText())
    finally:
        i18n.install_language("en")
        QLocale.setDefault(locale)
