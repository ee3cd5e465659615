"""Issue 30 item 6: the Plots tab opened on 2014-2019 cards only; on the launch-price axis
the workstation and data-center cards were "left out for lack of a launch price"; the
summary compared only the old series; old cards' labels piled up; a fit line with R^2 0.2
was drawn across the plot. The d2l view stays the first preset; "Current cards" is one
click; a card without a launch price is plotted at its catalog price and marked; the
summary follows the series shown; labels never lie on each other; no fit line below
R^2 0.5, and the caption says so."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from configurator.analysis.series import PRESETS, SERIES_COMPARED
from configurator.ui.tabs.plots import PlotsTab

CURRENT = PRESETS["current"]


@pytest.fixture
def tab(qtbot, catalog):
    widget = PlotsTab(catalog)
    qtbot.addWidget(widget)
    widget.resize(1000, 700)
    return widget


def _shown_label_boxes(chart):
    return {part_id: label.sceneBoundingRect() for part_id, label in chart.label_items.items()
            if label.isVisible()}


def test_the_d2l_view_comes_first_and_current_cards_are_one_click(tab, catalog):
    assert tab.shown_series == SERIES_COMPARED and tab.preset == "d2l"
    assert tab.preset_buttons["d2l"].isChecked()
    tab.preset_buttons["current"].click()
    assert tab.shown_series == CURRENT and tab.preset == "current"
    assert tab.preset_buttons["current"].isChecked()
    assert not tab.preset_buttons["d2l"].isChecked()
    chart = tab.charts["price"]
    assert list(chart.series_items) == list(CURRENT)
    # on the default launch-price axis the data-center and workstation cards are drawn
    points = {p.part_id: p for p in tab.series_set.points}
    assert tab.price_basis == "launch"
    center = [p for p in points.values() if p.series == "Data center" and p.at_catalog_price]
    assert len(center) >= 5  # A100, H100, L40S ...: NVIDIA publishes no launch price
    assert all(p.label.endswith(" *") for p in center)
    # Left out only a card with no price at all (neither a launch price nor a catalog one:
    # d26's RTX PRO 4000/4500/5000 Blackwell), and the caption says so.
    for left in tab.series_set.left_out:
        part = catalog.get(left.part_id)
        assert left.reason == "no_price" and not part.launch_price_usd and not part.price_usd
    assert "no launch price of its own" in chart.tooltip_for(center[0].part_id)
    legend = [label.text for _sample, label in chart.getPlotItem().legend.items]
    assert "* at catalog price: no launch price" in legend
    # a box ticked by hand: no preset is down
    tab.series_boxes["GTX 1000"].setChecked(True)
    assert tab.preset is None
    assert not any(b.isChecked() for b in tab.preset_buttons.values())
    tab.preset_buttons["d2l"].click()
    assert tab.shown_series == SERIES_COMPARED


def test_the_summary_follows_the_series_shown(tab):
    tab.show_preset("current")
    text = tab.captions["price"].text()
    assert "RTX 4000 gives" in text and "× RTX 3000" in text
    assert "RTX 5000 gives" in text and "× RTX 4000" in text
    assert "Data center gives" in text and "× RTX 5000" in text
    assert "GTX 900" not in text and "GTX 1000" not in text
    tab.set_shown_series({"RTX 4000"})  # one series: its own figures
    text = tab.captions["price"].text()
    assert text.startswith("GFLOPS per dollar (launch price, median per card): RTX 4000 ")


def test_no_fit_line_below_r_squared_one_half_and_the_caption_says_so(tab):
    tab.show_preset("current")
    chart = tab.charts["price"]
    center = tab.series_set.get("Data center")
    assert center.fit("price").r_squared < 0.5  # NVIDIA's data-center prices: a cloud
    assert "Data center" not in chart.fit_items
    assert "No fit line is drawn for Data center" in tab.captions["price"].text()
    # two cards make a line of their own, not a fit
    assert "RTX 4000" not in chart.fit_items
    tab.show_preset("d2l")
    assert set(chart.fit_items) == set(SERIES_COMPARED)  # R^2 0.9 and more


@pytest.mark.parametrize("preset", ["d2l", "current"])
@pytest.mark.parametrize("size", [(1000, 680), (560, 520)])
def test_no_label_lies_on_another(tab, qtbot, preset, size):
    tab.resize(*size)
    tab.show()
    qtbot.waitExposed(tab)
    tab.show_preset(preset)
    for chart in tab.charts.values():
        tab.tabs.setCurrentWidget(chart.parentWidget())
        QApplication.processEvents()
        chart.grab()
        chart.place_labels()
        boxes = _shown_label_boxes(chart)
        assert boxes, chart.kind
        clashes = [(a, b) for a in boxes for b in boxes if a < b
                   and boxes[a].adjusted(1, 1, -1, -1).intersects(boxes[b])]
        assert clashes == [], (chart.kind, clashes)
        # a card whose label found no room still names itself on hover
        hidden = [i for i, label in chart.label_items.items() if not label.isVisible()]
        for part_id in hidden:
            assert chart.tooltip_for(part_id)
