"""What a run costs here and rented (docs/workload.md), worked out by hand."""

from __future__ import annotations

import pytest

from configurator.analysis.cost_inputs import CostInputs
from configurator.analysis.offerings import Offering
from configurator.analysis.workload_cost import HERE, cost_here, cost_on_offering

from .workload_cases import gpu, seven_b

INPUTS = CostInputs(hours_per_day=8, kwh_price=0.13, months=36)


def offering(price: float = 2.0, unit: str = "hour", currency: str = "USD", count: float = 1,
             model: str = "Model card-80", fp16: float | None = None) -> Offering:
    return Offering(id="rent", provider="Cloud", instance="x1", gpu_model=model, gpu_count=count,
                    price=price, price_unit=unit, currency=currency, region="", price_date="2026-01",
                    source_url="https://example.com", fp16_gflops_per_gpu=fp16)


def test_here_is_the_electricity_and_the_purchase_share() -> None:
    # 10 h at 1,000 W = 10 kWh x $0.13 = $1.30; $3,000 over 36 months x 8 h x 30.4375 days =
    # 8,766 busy hours: $3.4223 for 10 hours.
    cost = cost_here(1000.0, 3000.0, 10.0, True, 1, INPUTS)
    assert cost.where == HERE
    assert cost.electricity == pytest.approx(1.30)
    assert cost.purchase_share == pytest.approx(3000 * 10 / 8766)
    assert cost.amount == pytest.approx(1.30 + 3000 * 10 / 8766)
    # Never busy: no share of the purchase can be given, the electricity still is.
    idle = cost_here(1000.0, 3000.0, 10.0, True, 1, CostInputs(hours_per_day=0))
    assert idle.purchase_share is None and idle.amount == pytest.approx(1.30)
    assert cost_here(1000.0, 3000.0, None, True, 1, INPUTS).amount is None


def test_rented_hours_follow_the_offerings_own_gpus() -> None:
    # The same 4.2e19 FLOPs on the offering's GPU (100 TFLOPS FP16, mfu 0.5): 233.33 h x $2.
    workload = seven_b("pretrain", mfu=0.5)
    cost = cost_on_offering(offering(), gpu(), workload, INPUTS)
    assert cost.hours == pytest.approx(840_000 / 3600)
    assert cost.amount == pytest.approx(2 * 840_000 / 3600)
    assert cost.fits is False  # 112 GB of a 7B full training on an 80 GB GPU
    # Eight GPUs of twice the rate (the file's own per-GPU figure): a sixteenth of the hours.
    fast = cost_on_offering(offering(count=8, fp16=200_000, price=20), gpu(), workload, INPUTS)
    assert fast.hours == pytest.approx(840_000 / 3600 / 16)
    assert fast.amount == pytest.approx(20 * 840_000 / 3600 / 16)
    assert fast.gpus == 8


def test_a_sharded_run_fits_on_an_eight_gpu_instance() -> None:
    workload = seven_b("finetune", sharded=True)
    assert cost_on_offering(offering(count=8), gpu(), workload, INPUTS).fits is True
    assert cost_on_offering(offering(count=1), gpu(), workload, INPUTS).fits is False


def test_a_monthly_server_is_paid_by_whole_months_in_its_currency() -> None:
    workload = seven_b("pretrain", mfu=0.5)  # 233 h: one month
    cost = cost_on_offering(offering(price=90, unit="month", currency="EUR"), gpu(), workload,
                            INPUTS)
    assert cost.amount == pytest.approx(INPUTS.convert(90, "EUR"))
    long = seven_b("pretrain", mfu=0.5, tokens=4e9)  # 933 h: two months
    assert cost_on_offering(offering(price=90, unit="month", currency="EUR"), gpu(), long,
                            INPUTS).amount == pytest.approx(2 * INPUTS.convert(90, "EUR"))


def test_an_offering_without_any_rate_has_no_cost() -> None:
    cost = cost_on_offering(offering(model="Unknown"), None, seven_b(), INPUTS)
    assert cost.amount is None and cost.hours is None and cost.fits is None


def test_inference_rented_runs_at_the_offerings_bandwidth() -> None:
    # 1e6 tokens at 2,000 GB/s x 0.7 / 14 GB = 100 tokens/s: 2.78 h.
    cost = cost_on_offering(offering(), gpu(), seven_b("inference", tokens=1e6), INPUTS)
    assert cost.hours == pytest.approx(10_000 / 3600)
    assert cost.fits is True
