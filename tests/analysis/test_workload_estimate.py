"""The whole estimate of a workload on a build and its JSON (docs/workload.md)."""

from __future__ import annotations

import json

import factory
import pytest

from configurator.analysis.cost_inputs import CostInputs
from configurator.analysis.offerings import Offering
from configurator.analysis.workload import estimate, to_json
from configurator.analysis.workload_machine import WorkloadMachine, machine_from
from configurator.rules import validate

from .workload_cases import dies, gpu, seven_b

CONTRACT_KEYS = {"fits", "memory_gb_per_gpu", "time_h", "allreduce_s_per_step", "energy_kwh",
                 "tokens_per_s", "cost_per_run"}
MEMORY_KEYS = {"weights", "gradients", "optimizer", "activations", "kv_cache", "total",
               "available"}


def _machine(count: int = 2, link: float = 15.76) -> WorkloadMachine:
    return WorkloadMachine(tuple(dies(count)), (link,) * count, {}, wall_w=1000.0,
                           price_usd=3000.0)


def test_the_json_has_the_contracts_keys_and_labels_its_estimates() -> None:
    rent = Offering(id="rent", provider="Cloud", instance="x1", gpu_model="Model card-80",
                    gpu_count=8, price=20, price_unit="hour", currency="USD", region="",
                    price_date="2026-01", source_url="https://example.com")
    result = estimate(_machine(), seven_b("finetune", sharded=True, mfu=0.5),
                      CostInputs(hours_per_day=8, kwh_price=0.13, months=36), [rent],
                      {"Model card-80": gpu()})
    data = to_json(result)
    json.dumps(data, allow_nan=False)
    assert set(data) >= CONTRACT_KEYS
    assert set(data["memory_gb_per_gpu"]) == MEMORY_KEYS
    assert data["fits"] is True and data["memory_gb_per_gpu"]["total"] == 56.0
    assert data["estimated"] == ["time_h", "allreduce_s_per_step", "energy_kwh", "tokens_per_s",
                                 "cost_per_run"]
    assert data["assumptions"] == {"mfu": 0.5, "decode_efficiency": 0.7}
    assert any("MFU" in note and "0.5" in note for note in data["notes"])
    here, rented = data["cost_per_run"]
    assert set(here) >= {"where", "usd", "hours"} and here["where"] == "here"
    assert rented["where"] == "rent" and rented["fits"] is True and rented["gpus"] == 8
    # Energy at the wall: 1,000 W x the run's hours.
    assert data["energy_kwh"] == pytest.approx(result.speed.time_h, rel=1e-3)
    assert data["link"] == "pcie" and data["link_gb_s"] == 15.76
    assert data["allreduce_s_per_step"] == pytest.approx(14e9 / 15.76e9, rel=1e-5)
    assert data["would_fit"] == []


def test_a_workload_that_does_not_fit_says_by_how_much_and_what_would() -> None:
    data = to_json(estimate(_machine(), seven_b("finetune")))
    assert data["fits"] is False and data["over_gb"] == 40.0  # 112 against 72
    assert {w["change"] for w in data["would_fit"]} >= {"sharded", "optimizer"}
    assert all(w["total_gb_per_gpu"] <= w["available_gb"] for w in data["would_fit"])
    assert data["not_known"] == ["activations"]


def test_inference_reports_tokens_per_s_and_its_bound() -> None:
    data = to_json(estimate(_machine(count=1), seven_b("inference", tokens=1e6)))
    assert data["tokens_per_s"] == 100.0 and data["inference_bound"] == "memory"
    assert data["time_h"] == pytest.approx(10_000 / 3600, abs=1e-4)
    assert any("0.7" in note for note in data["notes"])


def test_a_build_file_end_to_end() -> None:
    resolved = factory.resolved(factory.base_data(gpus=2))
    report = validate(resolved)
    result = estimate(machine_from(resolved, report), seven_b("inference"))
    # The factory's card: 11 GB, no bandwidth figure: 14 GB of weights do not fit.
    assert not result.fits and result.speed.tokens_per_s is None
    assert result.costs[0].where == "here"


def test_an_unknown_memory_is_not_checked_and_estimates_are_named() -> None:
    from configurator.analysis.workload_speed import die_of

    card = gpu(unknown=["memory_gb"], estimated=["fp16_gflops"])
    machine = WorkloadMachine((die_of(card),), (15.76,), {}, wall_w=500.0, price_usd=1000.0)
    result = estimate(machine, seven_b("finetune"))
    assert result.fits is None and result.suggestions == []
    data = to_json(result)
    assert data["fits"] is None and data["cost_per_run"][0]["fits"] is None
    assert any("Not published for Card card-80: memory_gb" in n for n in data["notes"])
    assert any("Estimated in the catalog for Card card-80: fp16_gflops" in n
               for n in data["notes"])


def test_notes_for_a_card_without_tensor_cores_and_inference_without_tokens() -> None:
    pascal = dies(1, fp32_gflops=4_375, fp16_gflops=68)
    machine = WorkloadMachine(tuple(pascal), (15.76,), {}, wall_w=300.0, price_usd=500.0)
    notes = to_json(estimate(machine, seven_b("inference")))["notes"]
    assert any("computes FP16 slower than FP32" in n for n in notes)
    assert any("No token count given" in n for n in notes)
    fp32 = to_json(estimate(machine, seven_b("inference", precision="fp32")))["notes"]
    assert not any("computes FP16 slower" in n for n in fp32)
