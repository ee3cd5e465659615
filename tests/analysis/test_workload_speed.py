"""Time of a workload (docs/workload.md): FLOPs over the tensor rate, the all-reduce, decode tokens/s."""

from __future__ import annotations

import pytest

from configurator.analysis.workload_speed import (
    DECODE_EFFICIENCY,
    Die,
    allreduce_s_per_step,
    speed,
    tensor_rate,
)

from .workload_cases import dies, seven_b, shaped


def test_one_gpu_trains_6_p_tokens_flops_at_the_rate_times_mfu() -> None:
    # 6 x 7e9 x 1e9 = 4.2e19 FLOPs at 100 TFLOPS x 0.5 = 840,000 s = 233.33 h.
    run = speed(seven_b("pretrain", mfu=0.5), dies(1), None)
    assert run.time_h == pytest.approx(840_000 / 3600)
    assert run.allreduce_s_per_step == 0
    assert run.tokens_per_s == pytest.approx(1e9 / 840_000)
    assert run.rate.field == "fp16_gflops" and run.rate.gflops == 100_000


def test_the_all_reduce_per_step_over_the_slowest_link() -> None:
    # Two GPUs on PCIe 3.0 x16 (15.76 GB/s each way): 2 x (1/2) x 7e9 x 2 bytes / 15.76e9
    # = 0.8883 s a step; steps = 1e9 / (2048 x 1 x 2) = 244,140.6.
    workload = seven_b("finetune", mfu=0.5)
    assert allreduce_s_per_step(workload, 2, 15.76) == pytest.approx(14e9 / 15.76e9)
    run = speed(workload, dies(2), 15.76)
    compute_s = 4.2e19 / (2 * 1e14 * 0.5)
    steps = 1e9 / (2048 * 2)
    assert run.compute_h == pytest.approx(compute_s / 3600)
    assert run.time_h == pytest.approx((compute_s + steps * 14e9 / 15.76e9) / 3600)
    # An unknown link leaves the all-reduce out (and says None), never a guess.
    assert speed(workload, dies(2), None).allreduce_s_per_step is None


def test_lora_costs_4_p_tokens_and_reduces_only_the_adapters() -> None:
    workload = shaped("lora", mfu=0.5)
    run = speed(workload, dies(2), 10.0)
    params = workload.model.params
    assert run.compute_h == pytest.approx(4 * params * 1e9 / (2 * 1e14 * 0.5) / 3600)
    adapters = 2 * 16 * 4096 * 32 * 4
    assert run.allreduce_s_per_step == pytest.approx(2 * 0.5 * adapters * 2 / 10e9)


def test_the_rate_follows_the_precision() -> None:
    die = Die("d", "m", 80, 2000, fp32_gflops=20_000, fp16_gflops=100_000, fp8_gflops=200_000)
    assert tensor_rate(die, "fp32").gflops == 20_000
    assert tensor_rate(die, "bf16").gflops == 100_000
    assert tensor_rate(die, "fp16").gflops == 100_000
    assert tensor_rate(die, "fp8").gflops == 200_000
    no_fp8 = Die("d", "m", 80, 2000, 20_000, 100_000, None)
    rate = tensor_rate(no_fp8, "fp8")
    assert (rate.gflops, rate.field, rate.fallback) == (100_000, "fp16_gflops", True)
    no_tensor = Die("d", "m", 11, 484, 11_340, None, None)
    rate = tensor_rate(no_tensor, "bf16")
    assert (rate.gflops, rate.field, rate.fallback) == (11_340, "fp32_gflops", True)


def test_mixed_gpus_go_at_the_slowest_ones_pace() -> None:
    fast, slow = dies(1)[0], dies(1, id="slow", fp16_gflops=50_000)[0]
    run = speed(seven_b("pretrain", mfu=0.5), [fast, slow], 100.0)
    assert run.rate.gflops == 50_000


def test_decode_tokens_per_s_from_the_memory_bandwidth() -> None:
    # 2,000 GB/s x 0.7 / 14 GB of weights = 100 tokens/s for one sequence.
    assert DECODE_EFFICIENCY == 0.7
    run = speed(seven_b("inference"), dies(1), None)
    assert run.tokens_per_s == pytest.approx(100.0) and run.bound == "memory"
    assert run.time_h is None  # no tokens asked for
    # A micro-batch of 4 reads the weights once for four sequences.
    assert speed(seven_b("inference", micro_batch=4), dies(1), None).tokens_per_s == \
        pytest.approx(400.0)
    # Two replicas decode twice as much; sharded, the two share one copy: half the bytes each.
    assert speed(seven_b("inference"), dies(2), None).tokens_per_s == pytest.approx(200.0)
    assert speed(seven_b("inference", sharded=True), dies(2), None).tokens_per_s == \
        pytest.approx(200.0)
    # 1e6 tokens at 100 tokens/s: 10,000 s.
    timed = speed(seven_b("inference", tokens=1e6), dies(1), None)
    assert timed.time_h == pytest.approx(10_000 / 3600)


def test_a_large_batch_is_compute_bound() -> None:
    # 1,000 sequences would want 100,000 tokens/s from the bandwidth; the tensor rate gives
    # 1e14 x 0.4 / (2 x 7e9) = 2,857 tokens/s.
    run = speed(seven_b("inference", micro_batch=1000), dies(1), None)
    assert run.bound == "compute"
    assert run.tokens_per_s == pytest.approx(1e14 * 0.4 / 14e9)


def test_a_card_without_a_bandwidth_figure_has_no_decode_rate() -> None:
    run = speed(seven_b("inference"), dies(1, memory_bandwidth_gb_s=None), None)
    assert run.tokens_per_s is None and run.time_h is None


def test_a_cards_fp8_rate_from_its_part() -> None:
    from configurator.analysis.workload_speed import die_of

    from .workload_cases import gpu

    card = gpu(fp8_gflops=400_000, gpu_count=2, fp16_gflops=200_000)
    die = die_of(card)
    assert (die.fp8_gflops, die.fp16_gflops) == (200_000, 100_000)  # per die of two
    run = speed(seven_b("pretrain", precision="fp8", mfu=0.5), [die], None)
    assert run.rate.gflops == 200_000 and run.rate.field == "fp8_gflops"
    assert run.time_h == pytest.approx(4.2e19 / (2e14 * 0.5) / 3600)


def test_a_figure_never_published_is_not_used() -> None:
    from configurator.analysis.workload_speed import die_of

    from .workload_cases import gpu

    die = die_of(gpu(unknown=["memory_bandwidth_gb_s", "fp16_gflops"]))
    assert die.bandwidth_gb_s is None and die.fp16_gflops is None
    assert speed(seven_b("inference"), [die], None).tokens_per_s is None
    assert tensor_rate(die, "bf16").field == "fp32_gflops"
