"""Buy or rent arithmetic (configurator.analysis.cost), checked against sums done by hand."""

from __future__ import annotations

import math

import numpy as np
import pytest

from configurator.analysis.cost import (
    BuildFigures,
    analyse,
    break_even_month,
    kwh_per_month,
    ownership,
    rental,
)
from configurator.analysis.cost_inputs import DAYS_PER_MONTH, CostInputs
from configurator.analysis.offerings import Offering


def offering(price: float = 1.0, unit: str = "hour", currency: str = "USD",
             gflops: float = 10_000.0, count: float = 1, model: str = "Test GPU") -> Offering:
    return Offering(id="test", provider="Test", instance="t.1", gpu_model=model, gpu_count=count,
                    price=price, price_unit=unit, currency=currency, region="r", price_date="2020-01",
                    source_url="https://example.com", fp32_gflops_per_gpu=gflops)


# The worked example: a $3,000 build that draws 1,000 W at the wall and is as fast as the
# instance it is compared with, busy 8 hours a day, left on (15 % idle draw), $0.13 per kWh.
#   busy:  8 h x 1,000 W          =  8.0 kWh a day
#   idle: 16 h x   150 W          =  2.4 kWh a day            -> 10.4 kWh a day
#   month = 365.25 / 12 = 30.4375 days -> 10.4 x 30.4375      = 316.55 kWh
#   energy: 316.55 kWh x $0.13                                = $41.1515 a month
#   renting the same work: 8 h x 30.4375 x $1.00              = $243.50 a month
#   break-even: 3000 + 41.1515 m <= 243.5 m  ->  m >= 3000 / 202.3485 = 14.83  -> month 15
#   (month 14: 3,576.12 owning vs 3,409.00 renting; month 15: 3,617.27 vs 3,652.50)
BUILD = BuildFigures(price_usd=3000.0, wall_w=1000.0, gflops=10_000.0, gpus=1)
INPUTS = CostInputs(hours_per_day=8, kwh_price=0.13, months=36, idle_fraction=0.15)


def test_days_per_month_is_a_twelfth_of_a_julian_year() -> None:
    assert abs(DAYS_PER_MONTH - 30.4375) < 1e-12


def test_energy_of_the_worked_example() -> None:
    assert kwh_per_month(1000.0, 8, 0.15) == pytest.approx(316.55)
    owned = ownership(BUILD, INPUTS)
    assert owned.kwh_per_month == pytest.approx(316.55)
    assert owned.energy_per_month == pytest.approx(41.1515)
    assert owned.idle_w == pytest.approx(150.0)
    assert owned.total == pytest.approx(3000 + 36 * 41.1515)
    assert owned.cumulative[0] == pytest.approx(3000.0)
    assert owned.cumulative[36] == pytest.approx(owned.total)
    # $4,481.45 over 36 x 243.5 busy hours
    assert owned.cost_per_busy_hour == pytest.approx((3000 + 36 * 41.1515) / (36 * 243.5))


def test_break_even_month_of_the_worked_example() -> None:
    result = rental(BUILD, ownership(BUILD, INPUTS), offering(), None, INPUTS)
    assert result.speed_ratio == pytest.approx(1.0)
    assert result.rent_per_month == pytest.approx(243.5)
    assert result.break_even_month == 15
    assert result.cumulative[14] == pytest.approx(3409.0)
    assert result.cumulative[15] == pytest.approx(3652.5)


def test_least_utilisation_at_which_owning_pays() -> None:
    # Over 36 months, owning costs 3000 + 36 x 30.4375 x 0.13 x (0.85 h + 3.6) and renting
    # 36 x 30.4375 x h: owning pays from h = 3512.81 / 974.67 = 3.604 h a day, i.e. 3.75 on
    # the quarter-hour grid.
    result = rental(BUILD, ownership(BUILD, INPUTS), offering(), None, INPUTS)
    assert result.min_hours_per_day == 3.75
    at = CostInputs(hours_per_day=3.75, kwh_price=0.13, months=36, idle_fraction=0.15)
    below = CostInputs(hours_per_day=3.5, kwh_price=0.13, months=36, idle_fraction=0.15)
    # at 3.75 h: rent 3.75 x 30.4375 = $114.14, energy $26.86 a month;
    # 3000 / (114.14 - 26.86) = 34.4 -> month 35, within the 36
    assert rental(BUILD, ownership(BUILD, at), offering(), None, at).break_even_month == 35
    assert rental(BUILD, ownership(BUILD, below), offering(), None, below).break_even_month is None


def test_a_faster_build_rents_more_instance_hours() -> None:
    fast = BuildFigures(price_usd=3000.0, wall_w=1000.0, gflops=30_000.0, gpus=3)
    result = rental(fast, ownership(fast, INPUTS), offering(), None, INPUTS)
    assert result.speed_ratio == pytest.approx(3.0)
    assert result.instance_hours_per_month == pytest.approx(3 * 243.5)
    assert result.rent_per_month == pytest.approx(730.5)
    # 3000 + 41.1515 m <= 730.5 m  ->  m >= 4.35  -> month 5
    assert result.break_even_month == 5


def test_zero_utilisation_never_breaks_even() -> None:
    idle = CostInputs(hours_per_day=0, kwh_price=0.13, months=36, idle_fraction=0.15)
    owned = ownership(BUILD, idle)
    # 24 h x 150 W = 3.6 kWh a day
    assert owned.kwh_per_month == pytest.approx(3.6 * 30.4375)
    assert owned.cost_per_busy_hour is None
    result = rental(BUILD, owned, offering(), None, idle)
    assert result.rent_per_month == 0
    assert result.break_even_month is None
    assert result.own_per_instance_hour is None


def test_free_electricity_breaks_even_when_rent_covers_the_purchase() -> None:
    free = CostInputs(hours_per_day=8, kwh_price=0.0, months=36, idle_fraction=0.15)
    owned = ownership(BUILD, free)
    assert owned.energy_per_month == 0
    np.testing.assert_allclose(owned.cumulative, 3000.0)
    # 243.5 x 12 = 2,922 < 3,000 <= 243.5 x 13 = 3,165.5
    assert rental(BUILD, owned, offering(), None, free).break_even_month == 13


def test_switched_off_machine_uses_no_idle_energy() -> None:
    off = CostInputs(hours_per_day=8, kwh_price=0.13, months=36, idle_fraction=0.0)
    assert ownership(BUILD, off).kwh_per_month == pytest.approx(8 * 30.4375)


@pytest.mark.parametrize("hours", [1, 8, 24])
def test_an_offering_cheaper_at_any_utilisation_never_breaks_even(hours: float) -> None:
    inputs = CostInputs(hours_per_day=hours, kwh_price=0.13, months=36, idle_fraction=0.15)
    # A cent an hour is less than the build's own electricity for the same hour (0.13 $).
    cheap = rental(BUILD, ownership(BUILD, inputs), offering(price=0.01), None, inputs)
    assert cheap.break_even_month is None
    assert cheap.min_hours_per_day is None


def test_break_even_month_edges() -> None:
    assert break_even_month(np.array([10.0, 10.0]), np.array([0.0, 10.0])) == 1
    assert break_even_month(np.array([10.0, 11.0]), np.array([0.0, 10.0])) is None
    # month 0 never counts, even when nothing was bought
    assert break_even_month(np.array([0.0, 1.0, 1.0]), np.array([0.0, 0.5, 2.0])) == 2


def test_monthly_server_is_paid_whole() -> None:
    monthly = offering(price=100.0, unit="month")
    result = rental(BUILD, ownership(BUILD, INPUTS), monthly, None, INPUTS)
    assert result.servers == 1
    assert result.rent_per_month == pytest.approx(100.0)
    # rent is flat: 3000 + 41.15 m never drops below 100 m within 36 months (m >= 51)
    assert result.break_even_month is None
    assert result.price_per_hour == pytest.approx(100.0 / (24 * 30.4375))
    always = CostInputs(hours_per_day=24, kwh_price=0.13, months=36, idle_fraction=0.15)
    # 24 h a day of work: exactly one server's month, not two
    assert rental(BUILD, ownership(BUILD, always), monthly, None, always).servers == 1
    double = BuildFigures(price_usd=3000.0, wall_w=1000.0, gflops=20_000.0)
    assert rental(double, ownership(double, always), monthly, None, always).servers == 2


def test_results_are_in_the_electricity_currency() -> None:
    cny = CostInputs(hours_per_day=8, kwh_price=1.0, currency="CNY", per_usd=7.0, months=36)
    owned = ownership(BUILD, cny)
    assert owned.purchase == pytest.approx(21_000.0)
    assert owned.energy_per_month == pytest.approx(kwh_per_month(1000, 8, 0.15) * 1.0)
    result = rental(BUILD, owned, offering(price=1.0), None, cny)
    assert result.price_per_hour == pytest.approx(7.0)
    assert result.rent_per_month == pytest.approx(7 * 243.5)


def test_instance_throughput_from_the_gpu_board() -> None:
    from configurator.model.parts import GpuSpec

    k80 = GpuSpec(id="k80", name="K80", model="Tesla K80", fp32_gflops=8736.0, memory_gb=24,
                  tdp_w=300, length_mm=267, gpu_count=2, price_usd=5000)
    one_of_two = offering(count=1, model="Tesla K80", gflops=None)
    assert one_of_two.gflops(k80) == pytest.approx(4368.0)
    assert one_of_two.gflops(None) is None
    assert one_of_two.gflops(k80, "fp16") is None  # K80 has no FP16 figure
    missing = analyse(BUILD, [one_of_two], {}, INPUTS).rentals[0]
    assert not missing.comparable and missing.break_even_month is None


def test_a_build_without_gpus_is_compared_with_nothing() -> None:
    bare = BuildFigures(price_usd=0.0, wall_w=0.0, gflops=0.0)
    for unit in ("hour", "month"):
        result = analyse(bare, [offering(unit=unit)], {}, INPUTS).rentals[0]
        assert not result.comparable and result.break_even_month is None
        assert result.rent_per_month is None


@pytest.mark.parametrize("bad", [
    {"hours_per_day": 25}, {"hours_per_day": -1}, {"hours_per_day": math.nan},
    {"kwh_price": -0.1}, {"months": 0}, {"months": 601}, {"idle_fraction": 1.5},
    {"currency": "GBP"}, {"per_usd": 0.0}, {"metric": "int8"},
])
def test_inputs_that_make_no_sense_are_refused(bad: dict) -> None:
    with pytest.raises(ValueError):
        CostInputs(**bad).check()
