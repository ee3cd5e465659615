"""The least-squares line against sums written out by hand."""

from __future__ import annotations

import math

import pytest

from configurator.analysis.fits import fit_affine
from configurator.analysis.series import SERIES_COMPARED
from configurator.analysis.series_gather import series_from_catalog


def _fit_by_hand(xs: list[float], ys: list[float]) -> tuple[float, float, float]:
    """slope = cov(x, y) / var(x), intercept = mean(y) - slope * mean(x), R^2 = 1 - SSres/SStot,
    each a plain loop."""
    n = len(xs)
    x_mean = sum(xs) / n
    y_mean = sum(ys) / n
    cov = 0.0
    var = 0.0
    for x, y in zip(xs, ys, strict=True):
        cov += (x - x_mean) * (y - y_mean)
        var += (x - x_mean) ** 2
    slope = cov / var
    intercept = y_mean - slope * x_mean
    ss_res = 0.0
    ss_tot = 0.0
    for x, y in zip(xs, ys, strict=True):
        ss_res += (y - (slope * x + intercept)) ** 2
        ss_tot += (y - y_mean) ** 2
    return slope, intercept, 1.0 - ss_res / ss_tot


def test_fit_matches_closed_form_on_small_numbers() -> None:
    xs = [1.0, 2.0, 4.0, 7.0]
    ys = [2.0, 3.5, 4.0, 9.5]
    fit = fit_affine(xs, ys)
    slope, intercept, r_squared = _fit_by_hand(xs, ys)
    assert fit is not None
    assert fit.slope == pytest.approx(slope, rel=1e-12)
    assert fit.intercept == pytest.approx(intercept, rel=1e-12)
    assert fit.r_squared == pytest.approx(r_squared, rel=1e-12)
    assert fit.n == 4
    assert float(fit.predict(7.0)) == pytest.approx(slope * 7.0 + intercept)


@pytest.mark.parametrize("kind", ["price", "power"])
def test_fit_of_each_catalog_series_matches_closed_form(catalog, kind) -> None:
    series_set = series_from_catalog(catalog)
    for name in SERIES_COMPARED:
        series = series_set.get(name)
        xs = [p.x(kind) for p in series.points]
        ys = [p.gflops for p in series.points]
        slope, intercept, r_squared = _fit_by_hand(xs, ys)
        fit = series.fit(kind)
        assert fit is not None, name
        assert fit.slope == pytest.approx(slope, rel=1e-9), name
        assert fit.intercept == pytest.approx(intercept, rel=1e-9, abs=1e-6), name
        assert fit.r_squared == pytest.approx(r_squared, rel=1e-9), name


def test_points_on_a_line_have_r_squared_one() -> None:
    fit = fit_affine([100, 200, 300], [1000, 3000, 5000])
    assert fit.slope == pytest.approx(20.0)
    assert fit.intercept == pytest.approx(-1000.0)
    assert fit.r_squared == pytest.approx(1.0)


def test_flat_y_is_explained_exactly() -> None:
    fit = fit_affine([1, 2, 3], [5, 5, 5])
    assert fit.slope == pytest.approx(0.0, abs=1e-12)
    assert fit.r_squared == 1.0


@pytest.mark.parametrize(("xs", "ys"), [([], []), ([3.0], [4.0]), ([2.0, 2.0], [1.0, 5.0])])
def test_no_line_without_two_distinct_x(xs, ys) -> None:
    assert fit_affine(xs, ys) is None


def test_lengths_must_agree() -> None:
    with pytest.raises(ValueError, match="x has 2 values but y has 3"):
        fit_affine([1, 2], [1, 2, 3])


def test_fit_is_finite_for_large_prices() -> None:
    fit = fit_affine([999_000.0, 999_500.0, 1_000_000.0], [1.0, 2.0, 3.5])
    assert math.isfinite(fit.slope) and fit.r_squared == pytest.approx(0.9868, abs=1e-4)
