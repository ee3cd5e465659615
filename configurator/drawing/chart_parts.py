"""Pieces of the performance charts that need no chart: log-axis ticks, the placement of
the cards' labels, log10 of data, the legend's columns, the view's range. Split from `charts`
along that seam."""

from __future__ import annotations

import itertools

import numpy as np
import pyqtgraph as pg


class LegendBelow(pg.LegendItem):
    """A legend laid out in the plot's grid (below it), not anchored over the view."""

    def updateSize(self) -> None:
        # pyqtgraph sets the geometry of a floating legend itself; in a layout, the layout
        # places it at the size its entries ask for.
        self.layout.invalidate()
        self.updateGeometry()


def legend_columns(widths_px: list[float], room_px: float, spacing_px: float) -> int:
    """How many columns of legend entries (filled row by row, each column as wide as its
    widest entry) fit in `room_px`: at least 1."""
    for n in range(len(widths_px), 1, -1):
        needed = sum(max(widths_px[c::n]) for c in range(n)) + spacing_px * (2 * n - 1)
        if needed <= room_px:
            return n
    return 1


def log10_or_nan(values) -> np.ndarray:
    """log10 of positive values (a log axis has no place for 0 or less: NaN, not drawn)."""
    array = np.asarray(values, dtype=float)
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(array > 0, np.log10(np.where(array > 0, array, 1.0)), np.nan)



def view_range(span: tuple[float, float, float, float] | None,
               log_axes: bool) -> tuple[float, float, float, float]:
    """The view's range (x0, x1, y0, y1, in view coordinates: log10 on log axes) for data
    spanning `span` (x min, x max, GFLOPS min, GFLOPS max; None: nothing drawn)."""
    if log_axes and span is not None:
        # A decade's tenth of room each side, and more on the right for the last label.
        x_lo, x_hi = np.log10(span[0]), np.log10(span[1])
        y_lo, y_hi = np.log10(span[2]), np.log10(span[3])
        x_pad, y_pad = max(0.05, 0.04 * (x_hi - x_lo)), max(0.05, 0.05 * (y_hi - y_lo))
        return (x_lo - x_pad, x_hi + 3 * x_pad, y_lo - y_pad, y_hi + y_pad)
    # Both axes start at 0: a line from the origin to a card then has the card's GFLOPS per
    # dollar (or watt) as its slope, and series compare honestly.
    x_max = span[1] if span else 1.0
    y_max = span[3] if span else 1.0
    # A little below 0, so that the 0 ticks show and markers near 0 are not cut in half;
    # room on the right for the dearest card's label.
    return (-0.02 * x_max, x_max * 1.10, -0.03 * y_max, y_max * 1.06)

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
                 lines_px: list[list[tuple[float, float]]] = (),
                 avoid_px: list[tuple[float, float, float, float]] = (),
                 ) -> list[tuple[float, float] | None]:
    """Top-left corners (pixels) for one label per point, greedily avoiding the labels
    already placed, every marker, the series' lines (`lines_px`, polylines) and the plot's
    edges and the boxes of `avoid_px` (left, top, right, bottom: the legend); None for a
    label that has no free spot (it is not shown: labels on top of each other read as
    nothing). Pure geometry (numpy: a redraw places some fifty labels among a thousand
    obstacles), tested without a screen."""
    keep = _MARKER_KEEP_OUT_PX
    obstacles = [(x - keep, y - keep, x + keep, y + keep) for x, y in points_px]
    for line in lines_px:
        for (ax, ay), (bx, by) in itertools.pairwise(line):
            steps = max(1, int(((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5 / 5))
            for i in range(1, steps):
                x, y = ax + (bx - ax) * i / steps, ay + (by - ay) * i / steps
                obstacles.append((x - 1.5, y - 1.5, x + 1.5, y + 1.5))
    obstacles.extend(avoid_px)
    boxes = np.array(obstacles, dtype=float).reshape(-1, 4)
    spots = np.array(_LABEL_SPOTS, dtype=float)
    corners: list[tuple[float, float]] = []
    for (x, y), (w, h) in zip(points_px, sizes_px, strict=True):
        left = x + spots[:, 0] * w + spots[:, 2]
        top = y + spots[:, 1] * h + spots[:, 3]
        right, bottom = left + w, top + h
        overlap_w = np.clip(np.minimum(right[:, None], boxes[None, :, 2])
                            - np.maximum(left[:, None], boxes[None, :, 0]), 0, None)
        overlap_h = np.clip(np.minimum(bottom[:, None], boxes[None, :, 3])
                            - np.maximum(top[:, None], boxes[None, :, 1]), 0, None)
        cost = (overlap_w * overlap_h).sum(axis=1)
        inside_w = np.clip(np.minimum(right, width_px) - np.maximum(left, 0), 0, None)
        inside_h = np.clip(np.minimum(bottom, height_px) - np.maximum(top, 0), 0, None)
        outside = w * h - inside_w * inside_h
        # Outside the plot is worse than on top of a neighbour: it would be cut off.
        cost = cost + np.where(outside > 1e-9, 4 * w * h + outside, 0.0)
        free = np.flatnonzero(cost <= 1e-9)
        if not free.size:
            corners.append(None)
            continue
        best = int(free[0])
        corner = (float(left[best]), float(top[best]))
        corners.append(corner)
        boxes = np.vstack([boxes, [corner[0], corner[1], corner[0] + w, corner[1] + h]])
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
