"""Pieces of the performance charts that need no chart: log-axis ticks, the placement of
the cards' labels, log10 of data. Split from `charts` along that seam."""

from __future__ import annotations

import itertools

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF


def log10_or_nan(values) -> np.ndarray:
    """log10 of positive values (a log axis has no place for 0 or less: NaN, not drawn)."""
    array = np.asarray(values, dtype=float)
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(array > 0, np.log10(np.where(array > 0, array, 1.0)), np.nan)


# Where a point's label may go, tried in this order: (dx, dy) of the label box's top-left
# corner from the marker, as fractions of the box (w, h) plus a gap in pixels.
_LABEL_SPOTS: tuple[tuple[float, float, float, float], ...] = (
    (0.0, -0.5, 9, 0), (-1.0, -0.5, -9, 0), (0.0, -1.0, 5, -6), (0.0, 0.0, 5, 6),
    (-1.0, -1.0, -5, -6), (-1.0, 0.0, -5, 6), (-0.5, -1.0, 0, -10), (-0.5, 0.0, 0, 10),
    (0.0, -1.5, 9, -8), (0.0, 0.5, 9, 8), (-1.0, -1.5, -9, -8), (-1.0, 0.5, -9, 8),
    (-0.5, -2.0, 0, -12), (-0.5, 1.0, 0, 12), (0.0, -0.5, 24, 0), (-1.0, -0.5, -24, 0),
    (0.0, -2.5, 12, -12), (0.0, 1.5, 12, 12), (-1.0, -2.5, -12, -12), (-1.0, 1.5, -12, 12),
)
_MARKER_KEEP_OUT_PX = 7.0


def place_labels(points_px: list[tuple[float, float]], sizes_px: list[tuple[float, float]],
                 width_px: float, height_px: float,
                 lines_px: list[list[tuple[float, float]]] = ()) -> list[tuple[float, float]]:
    """Top-left corners (pixels) for one label per point, greedily avoiding the labels
    already placed, every marker, the series' lines (`lines_px`, polylines) and the plot's
    edges; the least-overlapping spot when none is free. Pure geometry, tested without a
    screen."""
    placed: list[QRectF] = []
    markers = [QRectF(x - _MARKER_KEEP_OUT_PX, y - _MARKER_KEEP_OUT_PX,
                      2 * _MARKER_KEEP_OUT_PX, 2 * _MARKER_KEEP_OUT_PX) for x, y in points_px]
    for line in lines_px:
        for (ax, ay), (bx, by) in itertools.pairwise(line):
            steps = max(1, int(((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5 / 5))
            markers.extend(QRectF(ax + (bx - ax) * i / steps - 1.5, ay + (by - ay) * i / steps
                                  - 1.5, 3, 3) for i in range(1, steps))
    bounds = QRectF(0, 0, width_px, height_px)
    corners: list[tuple[float, float]] = []
    for (x, y), (w, h) in zip(points_px, sizes_px, strict=True):
        best, best_cost = None, float("inf")
        for fx, fy, gx, gy in _LABEL_SPOTS:
            box = QRectF(x + fx * w + gx, y + fy * h + gy, w, h)
            cost = 0.0
            for other in (*placed, *markers):
                overlap = box.intersected(other)
                if not overlap.isEmpty():
                    cost += overlap.width() * overlap.height()
            if not bounds.contains(box):
                cost += 4 * w * h - (box.intersected(bounds).width()
                                     * box.intersected(bounds).height())
            if cost < best_cost:
                best, best_cost = box, cost
                if cost == 0:
                    break
        assert best is not None
        placed.append(best)
        corners.append((best.x(), best.y()))
    return corners


class ChartAxis(pg.AxisItem):
    """An axis whose log mode labels 1, 2 and 5 times each power of ten in plain numbers
    ("200", "5,000"), not pyqtgraph's crowded "2·10³" at every minor tick."""

    def tickValues(self, minVal: float, maxVal: float, size: float):  # noqa: N803
        if not self.logMode:
            return super().tickValues(minVal, maxVal, size)
        decades = maxVal - minVal
        steps = (1, 2, 5) if decades < 2.5 else (1, 3) if decades < 4 else (1,)
        major, minor = [], []
        for exponent in range(int(np.floor(minVal)), int(np.ceil(maxVal)) + 1):
            for step in (1, 2, 3, 4, 5, 6, 7, 8, 9):
                value = np.log10(step * 10.0 ** exponent)
                if minVal <= value <= maxVal:
                    (major if step in steps else minor).append(value)
        return [(1.0, major), (0.1, minor)]

    def tickStrings(self, values, scale: float, spacing: float):
        if not self.logMode:
            if spacing >= 1:  # thousands separated, as in the tooltips: "14,000"
                return [f"{value * scale:,.0f}" for value in values]
            return super().tickStrings(values, scale, spacing)
        if spacing < 1.0:  # the minor ticks: marks without text
            return ["" for _ in values]
        return [f"{10.0 ** value:,.0f}" if 10.0 ** value >= 1 else f"{10.0 ** value:g}"
                for value in values]
