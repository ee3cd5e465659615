"""The plots tab: GFLOPS against price and against power for the GeForce series.

The figures come from `configurator.analysis` and are drawn by `configurator.drawing.charts`;
this widget only holds the user's choices (the series shown, one click away as the "d2l" and
"Current cards" presets; price basis, FP32/FP16, log axes), the captions and the export
buttons, and passes clicks on a card up as `sigCardClicked`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from configurator.analysis.series import (
    ALL_SERIES,
    PRESETS,
    TITAN_SERIES,
    MarkedPartSource,
    Metric,
    PlotKind,
    PriceBasis,
    SeriesSet,
)
from configurator.analysis.series_gather import plotted_ids_for, series_from_catalog
from configurator.drawing.chart_export import export_plot
from configurator.drawing.charts import PerformanceChart
from configurator.model.buildfile import PartLookup
from configurator.model.parts import GpuSpec
from configurator.ui.widgets.flow_layout import FlowLayout
from configurator.ui.widgets.plain_boxes import message_box
from configurator.words.charts import caption_for

CHART_MIN_H_PX = 300


class CaptionLabel(QLabel):
    """A word-wrapped label that keeps the height its text needs at its width: a layout asks
    a wrapped label's height before it knows the final width, and a long caption (more
    series shown) was cut at the bottom."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit_height()

    def _fit_height(self) -> None:
        needed = self.heightForWidth(max(self.width(), 1))
        if needed > 0 and needed != self.minimumHeight():
            self.setMinimumHeight(needed)


class PlotCatalog(MarkedPartSource, PartLookup, Protocol):
    """What the tab needs of the catalog: GPUs by kind, a part by id, and which are the
    user's."""


class PlotsTab(QWidget):
    """Two plots ("GFLOPS vs price", "GFLOPS vs power") with their computed captions."""

    sigCardClicked = Signal(str)
    """A card's point was clicked; sends the GPU's part id (for the catalog panel to select)."""

    def __init__(self, catalog: PlotCatalog, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._catalog = catalog
        self._build_part_ids: set[str] = set()
        self._series_set: SeriesSet | None = None

        # One box per series; the presets tick a set of them in one click.
        self.series_boxes: dict[str, QCheckBox] = {}
        for name in ALL_SERIES:
            box = QCheckBox(_series_title(name))
            box.setToolTip(_series_tip(name))
            box.setChecked(name in PRESETS["d2l"])  # d2l's series: the first view
            self.series_boxes[name] = box
        self.titans_box = self.series_boxes[TITAN_SERIES]
        self.preset_buttons: dict[str, QPushButton] = {
            "d2l": QPushButton(self.tr("d2l: GTX 900 – RTX 2000")),
            "current": QPushButton(self.tr("Current cards")),
        }
        self.preset_buttons["d2l"].setToolTip(self.tr(
            "The series of d2l's figures: GeForce GTX 900, GTX 1000 and RTX 2000 "
            "(2014-2019)"))
        self.preset_buttons["current"].setToolTip(self.tr(
            "The cards one buys today: GeForce RTX 3000, 4000 and 5000, workstation and "
            "data-center cards"))
        self._presets = QButtonGroup(self)
        for button in self.preset_buttons.values():
            button.setCheckable(True)
            self._presets.addButton(button)
        self.preset_buttons["d2l"].setChecked(True)
        self.log_box = QCheckBox(self.tr("&Logarithmic axes"))
        self.log_box.setToolTip(self.tr(
            "Offered when the cards shown span more than a factor of 20 in price, power or "
            "GFLOPS: small cards then stay readable next to the largest"))
        self.price_combo = QComboBox()
        self.price_combo.addItem(self.tr("Launch price (MSRP)"), "launch")
        self.price_combo.addItem(self.tr("Catalog price"), "catalog")
        self.metric_combo = QComboBox()
        self.metric_combo.addItem(self.tr("FP32 (boost clock)"), "fp32")
        self.metric_combo.addItem(self.tr("FP16 tensor"), "fp16")
        self.metric_combo.setToolTip(self.tr(
            "FP16: the tensor rate with FP32 accumulate where known (plain FP16 on Pascal); "
            "cards without an FP16 figure are left out"))
        self.export_png_button = QPushButton(self.tr("Export PNG…"))
        self.export_svg_button = QPushButton(self.tr("Export SVG…"))
        price_label = QLabel(self.tr("&Price:"))
        price_label.setBuddy(self.price_combo)
        metric_label = QLabel(self.tr("&Figures:"))
        metric_label.setBuddy(self.metric_combo)

        # Rows that wrap: in one line they made a 1024-pixel window 1,212 pixels wide.
        controls = FlowLayout()
        for label, combo in ((price_label, self.price_combo), (metric_label, self.metric_combo)):
            controls.addWidget(_together(label, combo))
        for widget in (self.log_box, self.export_png_button, self.export_svg_button):
            controls.addWidget(widget)
        series_row = FlowLayout()
        series_row.addWidget(QLabel(self.tr("Series:")))
        for button in self.preset_buttons.values():
            series_row.addWidget(button)
        for box in self.series_boxes.values():
            series_row.addWidget(box)

        self.charts: dict[PlotKind, PerformanceChart] = {}
        self.captions: dict[PlotKind, QLabel] = {}
        self.tabs = QTabWidget()
        for kind, title in (("price", self.tr("GFLOPS vs price")),
                            ("power", self.tr("GFLOPS vs power"))):
            chart = PerformanceChart(kind)
            # Room for the view itself beside its title, axes and legend: a long caption (in
            # Chinese at 1024x700) left the chart no height at all.
            chart.setMinimumHeight(CHART_MIN_H_PX)
            chart.sigCardClicked.connect(self.sigCardClicked)
            caption = CaptionLabel()
            caption.setWordWrap(True)
            caption.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            caption.setTextFormat(Qt.TextFormat.PlainText)
            caption.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            page = QWidget()
            page_layout = QVBoxLayout(page)
            page_layout.addWidget(chart, 1)
            page_layout.addWidget(caption)
            self.tabs.addTab(page, title)
            self.charts[kind] = chart
            self.captions[kind] = caption

        layout = QVBoxLayout(self)
        layout.addLayout(controls)
        layout.addLayout(series_row)
        layout.addWidget(self.tabs, 1)

        for box in self.series_boxes.values():
            box.toggled.connect(self._series_toggled)
        for name, button in self.preset_buttons.items():
            button.clicked.connect(lambda _checked=False, name=name: self.show_preset(name))
        self.log_box.toggled.connect(self._apply_log_axes)
        self.tabs.currentChanged.connect(lambda _index: self._offer_log_axes())
        self.price_combo.currentIndexChanged.connect(self.refresh)
        self.metric_combo.currentIndexChanged.connect(self.refresh)
        self.export_png_button.clicked.connect(lambda: self.export_current(".png"))
        self.export_svg_button.clicked.connect(lambda: self.export_current(".svg"))
        self.refresh()

    # --- state ------------------------------------------------------------------------------

    @property
    def include_titans(self) -> bool:
        return self.titans_box.isChecked()

    @property
    def shown_series(self) -> tuple[str, ...]:
        """The series the user shows."""
        return tuple(name for name, box in self.series_boxes.items() if box.isChecked())

    def set_shown_series(self, names: set[str] | tuple[str, ...]) -> None:
        """Show the series of `names` and no other (one redraw)."""
        for name, box in self.series_boxes.items():
            box.blockSignals(True)
            box.setChecked(name in names)
            box.blockSignals(False)
        self._series_toggled()

    def show_preset(self, name: str) -> None:
        """One of PRESETS: "d2l" (GTX 900 to RTX 2000) or "current"."""
        self.set_shown_series(PRESETS[name])

    @property
    def preset(self) -> str | None:
        """The preset the series shown are, if any."""
        shown = set(self.shown_series)
        return next((name for name, series in PRESETS.items() if set(series) == shown), None)

    def _series_toggled(self) -> None:
        preset = self.preset
        self._presets.setExclusive(False)  # else one button stays down
        for name, button in self.preset_buttons.items():
            button.setChecked(name == preset)
        self._presets.setExclusive(True)
        self.refresh()

    @property
    def log_axes(self) -> bool:
        """Logarithmic axes on (the box is checked and, the range being wide, enabled)."""
        return self.log_box.isEnabled() and self.log_box.isChecked()

    @property
    def price_basis(self) -> PriceBasis:
        return self.price_combo.currentData()

    @property
    def metric(self) -> Metric:
        return self.metric_combo.currentData()

    @property
    def current_kind(self) -> PlotKind:
        return "price" if self.tabs.currentIndex() == 0 else "power"

    @property
    def series_set(self) -> SeriesSet | None:
        return self._series_set

    def refresh(self) -> None:
        """Recompute the series from the catalog (after a choice, a price or a build change)."""
        self._series_set = series_from_catalog(
            self._catalog, series=self.shown_series, base=(), price_basis=self.price_basis,
            metric=self.metric, build_ids=self._build_part_ids)
        self._offer_log_axes(redraw=False)
        for kind, chart in self.charts.items():
            chart.set_log_axes(self.log_axes, redraw=False)
            chart.set_series(self._series_set)
            self.captions[kind].setText(caption_for(self._series_set, kind))
        self._update_highlight()

    def _offer_log_axes(self, redraw: bool = True) -> None:
        """Enable the log-axes box when the plot on show spans a wide range."""
        wide = self._series_set is not None and self._series_set.is_wide(self.current_kind)
        if wide != self.log_box.isEnabled():
            self.log_box.setEnabled(wide)
            if redraw:
                self._apply_log_axes()

    def _apply_log_axes(self) -> None:
        for chart in self.charts.values():
            chart.set_log_axes(self.log_axes)

    def set_build_part_ids(self, ids: set[str]) -> None:
        """Highlight the cards of the current build (called whenever the build changes); a
        partner card of the build is plotted as itself, so the series are gathered again."""
        ids = set(ids)
        if ids == self._build_part_ids:
            return
        # Only a change in the build's partner cards changes what is drawn; otherwise moving
        # the halo is enough (a redraw of both charts is far dearer).
        redraw = self._partner_ids(ids) != self._partner_ids(self._build_part_ids)
        self._build_part_ids = ids
        if redraw:
            self.refresh()
        else:
            self._update_highlight()

    def _partner_ids(self, ids: set[str]) -> set[str]:
        parts = (self._catalog.get(part_id) for part_id in ids)
        return {part.id for part in parts
                if isinstance(part, GpuSpec) and not part.reference_design}

    def highlighted_ids(self) -> set[str]:
        """The plotted cards that carry the build halo."""
        if self._series_set is None:
            return set()
        parts = (self._catalog.get(part_id) for part_id in self._build_part_ids)
        return plotted_ids_for(self._series_set, (part for part in parts if part is not None))

    def _update_highlight(self) -> None:
        ids = self.highlighted_ids()
        for chart in self.charts.values():
            chart.set_highlighted(ids)

    # --- export -----------------------------------------------------------------------------

    @classmethod
    def ask_export_path(cls, parent: QWidget, suffix: str) -> str | None:
        """Ask where to save; None when the user cancels. Tests replace this."""
        # Class methods (tests replace them): the context is spelled out, not self.tr's.
        translate = QCoreApplication.translate
        file_filter = (translate("PlotsTab", "PNG image (*.png)") if suffix == ".png"
                       else translate("PlotsTab", "SVG drawing (*.svg)"))
        path, _ = QFileDialog.getSaveFileName(parent, translate("PlotsTab", "Export plot"),
                                              f"gflops-plot{suffix}", file_filter)
        return path or None

    @classmethod
    def show_error(cls, parent: QWidget, message: str) -> None:
        """Tell the user an export failed. Tests replace this."""
        message_box(QMessageBox.Icon.Warning, parent,
                    QCoreApplication.translate("PlotsTab", "Export plot"), message)

    def export_current(self, suffix: str) -> Path | None:
        """Export the plot on show as PNG or SVG, with the current choices and build halo."""
        answer = self.ask_export_path(self, suffix)
        if not answer:
            return None
        path = Path(answer)
        if path.suffix.lower() != suffix:
            path = path.with_name(path.name + suffix)
        try:
            return export_plot(self.current_kind, path, series_set=self._series_set,
                               highlight_ids=self.highlighted_ids(), log_axes=self.log_axes)
        except (OSError, ValueError) as error:
            self.show_error(self, self.tr("The plot could not be saved: {error}").format(
                error=error))
            return None


def _together(*widgets: QWidget) -> QWidget:
    """Widgets that wrap as one (a label and its field)."""
    box = QWidget()
    row = QHBoxLayout(box)
    row.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        row.addWidget(widget)
    return box


def _series_title(name: str) -> str:
    """The series' name on its check box (catalog series names; words are translated)."""
    translate = QCoreApplication.translate
    titles = {
        TITAN_SERIES: translate("PlotsTab", "Titans"),
        "Workstation": translate("PlotsTab", "Workstation"),
        "Data center": translate("PlotsTab", "Data center"),
    }
    return titles.get(name, name)


def _series_tip(name: str) -> str:
    translate = QCoreApplication.translate
    tips = {
        TITAN_SERIES: translate(
            "PlotsTab",
            "Show the Titan cards as a series of their own (they span three architectures)"),
        "Workstation": translate(
            "PlotsTab", "RTX A6000, RTX 6000 Ada, RTX PRO 6000 Blackwell and other "
            "workstation cards"),
        "Data center": translate(
            "PlotsTab", "Tesla, A100, H100, L40S, L4 and other data-center cards; most have "
            "no launch price: choose Catalog price to see them"),
    }
    return tips.get(name, translate("PlotsTab", "Show the {series} Founders Editions").format(
        series=name))
