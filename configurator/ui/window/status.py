"""The status bar's summary of the build, read from the Report (docs/architecture.md)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from configurator.model.build import ResolvedBuild
from configurator.rules import Report
from configurator.ui.widgets import looks
from configurator.ui.widgets.resources import icon
from configurator.words.findings import outlet_name

translate = QCoreApplication.translate

ICON_PX = 14


class StatusSummary(QWidget):
    """GPUs · peak W / usable W (load) · wall W vs outlet · errors/warnings · validated."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.gpus = QLabel(self)
        self.power = QLabel(self)
        self.wall = QLabel(self)
        self.state_icon = QLabel(self)
        self.counts = QLabel(self)
        self.validated = QLabel(self)
        self.validated.setObjectName("validatedLabel")
        looks.bold(self.validated)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 6, 0)
        layout.addStretch(1)  # spare width goes left of the figures, not between them
        for label in (self.gpus, self.power, self.wall, self.counts):
            layout.addWidget(label)
        layout.addWidget(self.state_icon)
        layout.addWidget(self.validated)
        layout.setSpacing(12)

    def show_report(self, resolved: ResolvedBuild, report: Report) -> None:
        s, p = report.totals, report.power
        # GPUs, not cards: a Tesla K80 is two GPUs on one card.
        placed, total = s.gpus, sum(g.spec.gpu_count for g in resolved.gpus)
        self.gpus.setText(
            translate("StatusSummary", "GPUs: {n}").format(n=placed)
            if placed == total
            else translate("StatusSummary", "GPUs: {n} placed of {total}").format(
                n=placed, total=total
            )
        )
        if p.usable_w:
            self.power.setText(
                translate(
                    "StatusSummary", "Peak {peak:,.0f} / {usable:,.0f} W usable ({load:.0f} %)"
                ).format(peak=p.peak_w, usable=p.usable_w, load=(p.load or 0.0) * 100)
            )
        else:
            self.power.setText(
                translate("StatusSummary", "Peak {peak:,.0f} W (no PSU)").format(peak=p.peak_w)
            )
        if p.wall_w is not None:
            self.wall.setText(
                translate("StatusSummary", "Wall {wall:,.0f} / {outlet:,.0f} W ({name})").format(
                    wall=p.wall_w, outlet=p.outlet_w, name=outlet_name(resolved.outlet.name)
                )
            )
        else:
            self.wall.setText(translate("StatusSummary", "Outlet {name}: {outlet:,.0f} W").format(
                name=outlet_name(resolved.outlet.name), outlet=p.outlet_w))
        self.counts.setText(translate("StatusSummary", "{e} error(s), {w} warning(s)").format(
            e=report.error_count, w=report.warning_count))
        if report.validated:
            name, text = "ok", translate("StatusSummary", "Validated")
        elif report.error_count:
            name, text = "error", translate("StatusSummary", "Not validated")
        else:
            name, text = "info", translate("StatusSummary", "Incomplete")
        self.state_icon.setPixmap(icon(name).pixmap(ICON_PX, ICON_PX))
        self.validated.setText(text)
