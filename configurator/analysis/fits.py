"""Least-squares straight-line fits (y = slope * x + intercept) with their R^2."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class AffineFit:
    """An ordinary least-squares fit of y on x.

    `slope` is in units of y per unit of x (GFLOPS per USD, or GFLOPS per W, for the
    performance plots); `intercept` in units of y; `r_squared` is the share of the variance
    of y that the line explains (1 - SS_res / SS_tot); `n` the number of points fitted.
    """

    slope: float
    intercept: float
    r_squared: float
    n: int

    def predict(self, x: float | np.ndarray) -> float | np.ndarray:
        return self.slope * np.asarray(x, dtype=float) + self.intercept


def fit_affine(
    x: Sequence[float] | np.ndarray, y: Sequence[float] | np.ndarray
) -> AffineFit | None:
    """Fit y = slope * x + intercept by least squares.

    Returns None when no line is determined: fewer than two points, or every x equal
    (a vertical cloud has no slope). Raises ValueError when x and y differ in length.
    """
    xs = np.asarray(x, dtype=float).ravel()
    ys = np.asarray(y, dtype=float).ravel()
    if xs.shape != ys.shape:
        raise ValueError(f"x has {xs.size} values but y has {ys.size}")
    if xs.size < 2 or float(np.ptp(xs)) == 0.0:
        return None
    # lstsq rather than polyfit: polyfit warns (RankWarning) on ill-conditioned input, and a
    # warning is an error in this project's test runs.
    design = np.column_stack([xs, np.ones_like(xs)])
    (slope, intercept), *_ = np.linalg.lstsq(design, ys, rcond=None)
    residuals = ys - (slope * xs + intercept)
    ss_res = float(residuals @ residuals)
    deviations = ys - ys.mean()
    ss_tot = float(deviations @ deviations)
    # All y equal: the flat line explains them exactly.
    r_squared = 1.0 - ss_res / ss_tot if ss_tot > 0.0 else 1.0
    return AffineFit(float(slope), float(intercept), r_squared, int(xs.size))
