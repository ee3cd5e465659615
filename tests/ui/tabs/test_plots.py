"""The plots tab and the chart export: what a lab manager sees, clicks and saves."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QMouseEvent, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from configurator.analysis.series import SERIES_COMPARED
from configurator.analysis.series_gather import series_from_catalog
from configurator.drawing.chart_export import export_plot, paint_plot
from configurator.ui.tabs.plots import PlotsTab

SVG_NS = "{http://www.w3.org/2000/svg}"
# Showing a top-level window on the offscreen platform logs this warning; it says nothing
# about the plots.
OFFSCREEN_SHOW = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.fixture
def tab(qtbot, catalog) -> PlotsTab:
    widget = PlotsTab(catalog)
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    return widget


def _spot_position(chart, part_id: str):
    """The viewport position of a card's marker."""
    # pyqtgraph brings its view transform up to date when it paints, as it has long done on
    # screen before any user can click; a test must paint first too.
    chart.grab()
    for item in chart.series_items.values():
        for spot in item.scatter.points():
            if spot.data() == part_id:
                scene_pos = item.scatter.mapToScene(spot.pos())
                return chart.mapFromScene(scene_pos)
    raise AssertionError(f"{part_id} is not plotted")


def test_each_plot_draws_every_series_card(tab, catalog) -> None:
    expected = series_from_catalog(catalog)
    for kind, chart in tab.charts.items():
        assert list(chart.series_items) == list(SERIES_COMPARED), kind
        for name, item in chart.series_items.items():
            drawn = [spot.data() for spot in item.scatter.points()]
            assert sorted(drawn) == sorted(p.part_id for p in expected.get(name).points)
            xs = list(item.xData)
            assert xs == sorted(xs), f"{kind}: {name} is not joined in x order"
        assert set(chart.fit_items) == set(SERIES_COMPARED)


def test_tooltip_of_the_gtx_1080_ti_founders_edition(tab) -> None:
    expected = (
        "GeForce GTX 1080 Ti Founders Edition (GTX 1000)\n"
        "Launch price: $699\n"
        "Power (TDP): 250 W\n"
        "FP32 at boost clock: 11,340 GFLOPS\n"
        "GFLOPS per dollar: 16.22\n"
        "GFLOPS per watt: 45.36"
    )
    chart = tab.charts["price"]
    assert chart.tooltip_for("gtx-1080-ti-fe") == expected
    # The text the hovered marker hands to pyqtgraph's tool tip.
    scatter = chart.series_items["GTX 1000"].scatter
    assert scatter.opts["hoverable"]
    assert scatter.opts["tip"](x=699.0, y=11339.8, data="gtx-1080-ti-fe") == expected


def test_tooltip_follows_the_price_basis_and_metric(tab) -> None:
    tab.price_combo.setCurrentIndex(tab.price_combo.findData("catalog"))
    tab.metric_combo.setCurrentIndex(tab.metric_combo.findData("fp16"))
    text = tab.charts["power"].tooltip_for("rtx-2080-ti-fe")
    assert "Catalog price: $1,199" in text
    assert "FP16 tensor: 56,924 GFLOPS" in text


@OFFSCREEN_SHOW
def test_clicking_a_card_selects_it(tab, qtbot) -> None:
    tab.show()
    qtbot.waitExposed(tab)
    chart = tab.charts["price"]
    position = _spot_position(chart, "gtx-980-ref")
    with qtbot.waitSignal(tab.sigCardClicked, timeout=2000) as blocker:
        QTest.mouseClick(chart.viewport(), Qt.MouseButton.LeftButton, pos=position)
    assert blocker.args == ["gtx-980-ref"]


@OFFSCREEN_SHOW
def test_clicking_empty_plot_selects_nothing(tab, qtbot) -> None:
    tab.show()
    qtbot.waitExposed(tab)
    chart = tab.charts["price"]
    chart.grab()
    empty = chart.mapFromScene(chart.getPlotItem().vb.mapViewToScene(QPointF(1000, 2000)))
    with qtbot.assertNotEmitted(tab.sigCardClicked):
        QTest.mouseClick(chart.viewport(), Qt.MouseButton.LeftButton, pos=empty)


def test_build_cards_are_highlighted_and_follow_the_build(tab) -> None:
    tab.set_build_part_ids({"gtx-1080-ti-fe", "asus-turbo-rtx-2080-ti", "tesla-v100-pcie-16gb"})
    # The build's ASUS Turbo is plotted as itself and carries the halo, not the Founders
    # Edition (issue 17, point 12); a data-center card is not on the default plots.
    for chart in tab.charts.values():
        assert chart.halo_ids() == {"gtx-1080-ti-fe", "asus-turbo-rtx-2080-ti"}
        assert "in current build" in _legend_labels(chart)
    tab.titans_box.setChecked(True)  # a redraw keeps the halo
    assert tab.charts["power"].halo_ids() == {"gtx-1080-ti-fe", "asus-turbo-rtx-2080-ti"}
    tab.set_build_part_ids({"gtx-970-ref"})
    assert tab.charts["price"].halo_ids() == {"gtx-970-ref"}
    tab.set_build_part_ids(set())
    assert tab.charts["price"].halo_ids() == set()
    assert "in current build" not in _legend_labels(tab.charts["price"])


def test_the_halo_sits_on_the_build_s_own_card(tab) -> None:
    tab.set_build_part_ids({"asus-turbo-rtx-2080-ti"})
    chart = tab.charts["price"]
    halo = chart._halo.points()
    assert [(spot.pos().x(), spot.pos().y()) for spot in halo] == [(999.0, 13447.7)]
    turbo = chart.extra_items["asus-turbo-rtx-2080-ti"].points()[0]
    assert (turbo.pos().x(), turbo.pos().y()) == (999.0, 13447.7)
    # The Founders Edition is still drawn with its series, at its own place, without halo.
    fe = [spot for spot in chart.series_items["RTX 2000"].scatter.points()
          if spot.data() == "rtx-2080-ti-fe"]
    assert [(spot.pos().x(), spot.pos().y()) for spot in fe] == [(1199.0, 14231.0)]
    assert chart.label_items["asus-turbo-rtx-2080-ti"].textItem.toPlainText() == (
        "ASUS Turbo RTX 2080 Ti *")  # at its catalog price (issue 30 item 6)
    # The Turbo has no launch price of its own: it sits at its catalog price, and says so.
    assert "no launch price of its own" in chart.tooltip_for("asus-turbo-rtx-2080-ti")
    # It is not part of the series' line or fit.
    assert "asus-turbo-rtx-2080-ti" not in [
        spot.data() for spot in chart.series_items["RTX 2000"].scatter.points()]


@OFFSCREEN_SHOW
def test_hovering_leaves_no_auto_range_button(tab, qtbot) -> None:
    tab.show()
    qtbot.waitExposed(tab)
    chart = tab.charts["price"]
    position = QPointF(_spot_position(chart, "gtx-1070-fe"))
    move = QMouseEvent(QEvent.Type.MouseMove, position, chart.viewport().mapToGlobal(position),
                       Qt.MouseButton.NoButton, Qt.MouseButton.NoButton,
                       Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(chart.viewport(), move)
    qtbot.waitUntil(lambda: chart.getPlotItem().vb.toolTip() != "", timeout=2000)
    plot = chart.getPlotItem()
    plot.updateButtons()
    # pyqtgraph's "A" (auto-range) button would show under the chart while hovering.
    assert not plot.autoBtn.isVisible()


def test_every_drawn_card_has_its_label(tab) -> None:
    tab.set_shown_series({*SERIES_COMPARED, "RTX 3000", "RTX 4000", "RTX 5000", "Workstation"})
    for chart in tab.charts.values():
        drawn = {spot.data() for item in chart.series_items.values()
                 for spot in item.scatter.points()}
        assert set(chart.label_items) == drawn
        assert chart.label_items["rtx-4090-fe"].textItem.toPlainText() == "RTX 4090"
        assert chart.label_items["rtx-a6000"].textItem.toPlainText() == "RTX A6000"


@OFFSCREEN_SHOW
def test_labels_of_the_default_view_do_not_overlap(tab, qtbot) -> None:
    tab.show()
    qtbot.waitExposed(tab)
    for chart in tab.charts.values():
        chart.grab()
        boxes = {part_id: label.sceneBoundingRect()
                 for part_id, label in chart.label_items.items()}
        clashes = [(a, b) for a in boxes for b in boxes
                   if a < b and boxes[a].intersects(boxes[b])]
        assert clashes == [], chart.kind


def test_series_toggles_add_each_optional_series(tab) -> None:
    tab.price_combo.setCurrentIndex(tab.price_combo.findData("catalog"))
    for name, box in tab.series_boxes.items():
        if name in SERIES_COMPARED:
            continue
        assert name not in tab.charts["price"].series_items
        box.setChecked(True)
        assert name in tab.charts["price"].series_items, name
        assert name in _legend_labels(tab.charts["price"])
        box.setChecked(False)
    assert list(tab.charts["price"].series_items) == list(SERIES_COMPARED)


def test_data_center_cards_without_launch_price_are_plotted_at_catalog_price(tab) -> None:
    tab.series_boxes["Data center"].setChecked(True)
    # NVIDIA publishes no launch price for A100 ... L4: they are plotted at their catalog
    # price, and the caption says so (issue 30 item 6; they were "left out").
    text = tab.captions["price"].text()
    assert "Left out for lack of a launch price" not in text
    assert "Plotted at their catalog price for lack of a launch price" in text
    assert "Data center" in text
    assert len(tab.charts["price"].series_items["Data center"].scatter.points()) > 0


def test_log_axes_are_offered_only_for_a_wide_range(tab) -> None:
    assert not tab.log_box.isEnabled()  # GTX 900 to RTX 2000: well within a factor 20
    tab.series_boxes["RTX 5000"].setChecked(True)  # 1.8 to 105 TFLOPS
    assert tab.log_box.isEnabled()
    tab.log_box.setChecked(True)
    chart = tab.charts["price"]
    assert chart.log_axes and chart.getPlotItem().getAxis("left").logMode
    spots = {spot.data(): spot.pos() for spot in chart.series_items["RTX 5000"].scatter.points()}
    assert spots["rtx-5090-fe"].y() == pytest.approx(math.log10(104752.6))
    assert spots["rtx-5090-fe"].x() == pytest.approx(math.log10(1999))
    tab.series_boxes["RTX 5000"].setChecked(False)
    assert not tab.log_box.isEnabled() and not chart.log_axes


def _legend_labels(chart) -> list[str]:
    return [label.text for _sample, label in chart.getPlotItem().legend.items]


def test_legend_names_each_series_and_the_fit(tab) -> None:
    assert _legend_labels(tab.charts["price"]) == [*SERIES_COMPARED,
                                                   "least-squares fit (R² ≥ 0.5)"]


def test_titans_toggle_adds_their_series(tab) -> None:
    assert "Titan" not in tab.charts["price"].series_items
    tab.titans_box.setChecked(True)
    assert "Titan" in tab.charts["price"].series_items
    assert "Titan" in tab.captions["price"].text()


def test_axes_say_boost_clock_and_price_basis(tab) -> None:
    plot = tab.charts["price"].getPlotItem()
    assert "FP32 at boost clock" in plot.getAxis("left").labelText
    assert "Launch price" in plot.getAxis("bottom").labelText
    tab.price_combo.setCurrentIndex(tab.price_combo.findData("catalog"))
    assert "Catalog price" in plot.getAxis("bottom").labelText
    assert "W" in tab.charts["power"].getPlotItem().getAxis("bottom").labelText


def test_fp16_switch_leaves_out_cards_and_says_so(tab) -> None:
    tab.metric_combo.setCurrentIndex(tab.metric_combo.findData("fp16"))
    assert "GTX 900" not in tab.charts["price"].series_items
    assert "FP16" in tab.charts["price"].getPlotItem().getAxis("left").labelText
    assert "Left out for lack of an FP16 figure: 5 cards (GTX 900)." in tab.captions[
        "price"].text()


def test_captions_are_computed_and_word_wrapped(tab) -> None:
    price_caption = tab.captions["price"]
    assert price_caption.wordWrap()
    assert "GTX 1000 gives 1.38× GTX 900" in price_caption.text()
    assert tab.captions["power"].text().startswith("GFLOPS per watt")


@pytest.mark.parametrize("suffix", [".png", ".svg"])
def test_export_buttons_write_the_plot_on_show(tab, tmp_path, monkeypatch, suffix) -> None:
    asked = []

    def ask(cls, parent, wanted_suffix):
        asked.append(wanted_suffix)
        return str(tmp_path / "figure")  # no suffix typed: the tab adds it

    monkeypatch.setattr(PlotsTab, "ask_export_path", classmethod(ask))
    tab.tabs.setCurrentIndex(1)
    button = tab.export_png_button if suffix == ".png" else tab.export_svg_button
    button.click()
    assert asked == [suffix]
    written = tmp_path / f"figure{suffix}"
    assert written.stat().st_size > 1000
    if suffix == ".svg":
        assert "Board power (TDP), W" in _svg_text(written)


def test_export_cancelled_writes_nothing(tab, tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(PlotsTab, "ask_export_path", classmethod(lambda cls, p, s: None))
    assert tab.export_current(".png") is None
    assert list(tmp_path.iterdir()) == []


def test_export_failure_is_reported_not_raised(tab, tmp_path, monkeypatch) -> None:
    errors = []
    monkeypatch.setattr(PlotsTab, "ask_export_path",
                        classmethod(lambda cls, p, s: str(tmp_path / "missing" / "x.png")))
    monkeypatch.setattr(PlotsTab, "show_error", classmethod(lambda cls, p, m: errors.append(m)))
    assert tab.export_current(".png") is None
    assert len(errors) == 1 and "does not exist" in errors[0]


def _svg_text(path: Path) -> str:
    root = ET.parse(path).getroot()
    return "\n".join("".join(node.itertext()) for node in root.iter(f"{SVG_NS}text"))


def test_export_plot_png_offscreen(qapp, catalog, tmp_path) -> None:
    target = export_plot("price", tmp_path / "p.png", catalog=catalog)
    image = QImage(str(target))
    assert (image.width(), image.height()) == (1280, 800)
    # Not a blank page: the series colours are there.
    colours = {image.pixelColor(x, y).name() for x in range(0, 1280, 4) for y in range(0, 700, 4)}
    assert {"#0072b2", "#009e73", "#d55e00"} <= colours


@pytest.mark.parametrize("kind", ["price", "power"])
def test_export_plot_svg_holds_series_names_and_axis_titles_as_text(
        qapp, catalog, tmp_path, kind) -> None:
    target = export_plot(kind, tmp_path / "p.svg", catalog=catalog, include_titans=True)
    text = _svg_text(target)
    for name in ("GTX 900", "GTX 1000", "RTX 2000", "Titan"):
        assert name in text
    assert "GFLOPS, FP32 at boost clock" in text
    x_title = "Launch price (MSRP), USD" if kind == "price" else "Board power (TDP), W"
    assert x_title in text
    assert "How well" in text  # the caption goes with the figure


def test_exported_svg_labels_every_card(qapp, catalog, tmp_path) -> None:
    target = export_plot("price", tmp_path / "p.svg", catalog=catalog,
                         series=("RTX 4000", "RTX 5000"), log_axes=True)
    text = _svg_text(target)
    for label in ("GTX 950", "GTX 1080 Ti", "RTX 2080 Ti", "RTX 4090", "RTX 5090", "RTX 5000"):
        assert label in text
    assert "100,000" in text  # a log axis' plain-number tick


def test_export_plot_refuses_other_formats(qapp, catalog, tmp_path) -> None:
    with pytest.raises(ValueError, match=r"\.pdf"):
        export_plot("price", tmp_path / "p.pdf", catalog=catalog)
    with pytest.raises(ValueError, match="plot kind"):
        export_plot("memory", tmp_path / "p.png", catalog=catalog)  # type: ignore[arg-type]


def test_paint_plot_draws_into_a_painters_rect(qapp, catalog) -> None:
    # The BOM PDF's route: a painter and a rect on its page.
    image = QImage(800, 600, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paint_plot(painter, QRectF(100, 100, 600, 400), "power", catalog=catalog)
    painter.end()
    assert image.pixelColor(50, 50).name() == "#ffffff"  # outside the rect: untouched
    inside = {image.pixelColor(x, y).name() for x in range(100, 700, 3) for y in range(100, 500, 3)}
    assert "#009e73" in inside


@OFFSCREEN_SHOW
def test_hovering_a_card_shows_its_tooltip(tab, qtbot) -> None:
    tab.tabs.setCurrentIndex(1)
    tab.show()
    qtbot.waitExposed(tab)
    chart = tab.charts["power"]
    position = QPointF(_spot_position(chart, "gtx-980-ref"))
    # A mouse move straight to the viewport: QTest.mouseMove goes through the window system,
    # which the offscreen platform does not always pass on.
    move = QMouseEvent(QEvent.Type.MouseMove, position, chart.viewport().mapToGlobal(position),
                       Qt.MouseButton.NoButton, Qt.MouseButton.NoButton,
                       Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(chart.viewport(), move)
    view_box = chart.getPlotItem().vb
    qtbot.waitUntil(lambda: view_box.toolTip() != "", timeout=2000)
    assert view_box.toolTip() == chart.tooltip_for("gtx-980-ref")
    assert view_box.toolTip().startswith("GeForce GTX 980 (reference) (GTX 900)\n")


def test_hiding_a_series_hides_its_fit(tab) -> None:
    chart = tab.charts["price"]
    chart.series_items["GTX 900"].setVisible(False)  # what a click on its legend entry does
    assert not chart.fit_items["GTX 900"].isVisible()
    assert not chart.label_items["gtx-980-ref"].isVisible()
    assert chart.fit_items["GTX 1000"].isVisible()


def test_label_placement_keeps_close_points_apart() -> None:
    from configurator.drawing.chart_parts import place_labels

    points = [(100.0, 100.0), (104.0, 102.0), (108.0, 98.0)]
    sizes = [(60.0, 14.0)] * 3
    corners = place_labels(points, sizes, 400.0, 300.0)
    boxes = [QRectF(x, y, w, h) for (x, y), (w, h) in zip(corners, sizes, strict=True)]
    assert not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])
    assert all(QRectF(0, 0, 400, 300).contains(box) for box in boxes)


def test_exported_svg_draws_what_the_png_draws(qapp, catalog, tmp_path) -> None:
    """The SVG's markers are vector paths (not pixmaps) and sit where the PNG's do: at the
    generator's default 72 dpi the plot's contents came out a third too large."""
    from PySide6.QtSvg import QSvgRenderer

    svg = export_plot("power", tmp_path / "p.svg", catalog=catalog)
    png = QImage(str(export_plot("power", tmp_path / "p.png", catalog=catalog)))
    assert "<image" not in svg.read_text(encoding="utf-8")
    drawn = QImage(1280, 800, QImage.Format.Format_ARGB32)
    drawn.fill(QColor("white"))
    painter = QPainter(drawn)
    QSvgRenderer(str(svg)).render(painter)
    painter.end()

    def blue(image: QImage) -> set[tuple[int, int]]:
        return {(x, y) for x in range(0, 1280, 2) for y in range(0, 700, 2)
                if image.pixelColor(x, y).name() == "#0072b2"}

    in_svg, in_png = blue(drawn), blue(png)
    assert len(in_svg & in_png) / len(in_svg | in_png) > 0.8


def test_a_build_of_reference_cards_moves_the_halo_without_a_redraw(tab) -> None:
    chart = tab.charts["price"]
    drawn = chart.series_items["GTX 1000"]
    tab.set_build_part_ids({"gtx-1080-ti-fe"})
    assert chart.series_items["GTX 1000"] is drawn  # not drawn again
    assert chart.halo_ids() == {"gtx-1080-ti-fe"}
    tab.set_build_part_ids({"gtx-1080-ti-fe", "asus-turbo-gtx-1080-ti"})  # a partner card
    assert chart.series_items["GTX 1000"] is not drawn
    assert chart.halo_ids() == {"gtx-1080-ti-fe", "asus-turbo-gtx-1080-ti"}
