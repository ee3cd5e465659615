"""Memory per GPU of a workload (docs/workload.md) against the textbook sums."""

from __future__ import annotations

import pytest

from configurator.analysis.workload_memory import AVAILABLE_SHARE, memory_per_gpu

from .workload_cases import LLAMA2_7B, seven_b, shaped


def test_full_fine_tune_of_7b_with_adamw_in_bf16_is_14_14_84_gb() -> None:
    # 7e9 x 2 bytes of weights, 7e9 x 2 of gradients, 7e9 x 12 of AdamW states (fp32 master
    # copy and two fp32 moments): 112 GB before activations.
    memory = memory_per_gpu(seven_b("finetune"), 1, 80)
    assert memory.weights == pytest.approx(14.0)
    assert memory.gradients == pytest.approx(14.0)
    assert memory.optimizer == pytest.approx(84.0)
    assert memory.activations is None and memory.not_known == ("activations",)
    assert memory.total == pytest.approx(112.0)
    assert memory.available == pytest.approx(72.0)  # 90 % of 80 GB
    assert not memory.fits and memory.over_gb == pytest.approx(40.0)


def test_sharded_over_8_gpus_divides_weights_gradients_and_states() -> None:
    memory = memory_per_gpu(seven_b("finetune", sharded=True), 8, 80)
    assert (memory.weights, memory.gradients, memory.optimizer) == pytest.approx(
        (1.75, 1.75, 10.5))
    assert memory.total == pytest.approx(14.0) and memory.fits
    # Data parallel without sharding: every GPU holds everything, however many there are.
    assert memory_per_gpu(seven_b("finetune"), 8, 80).total == pytest.approx(112.0)


def test_lora_freezes_the_weights_and_trains_the_adapters() -> None:
    # 2 x rank 16 x hidden 4096 x 32 layers x 4 projections = 16,777,216 trainable parameters.
    memory = memory_per_gpu(shaped("lora", recompute=True), 1, 24)
    assert memory.weights == pytest.approx(LLAMA2_7B.parameter_count() * 2 / 1e9)
    assert memory.gradients == pytest.approx(16_777_216 * 2 / 1e9)
    assert memory.optimizer == pytest.approx(16_777_216 * 12 / 1e9)
    # Recompute: 32 layers x 2048 tokens x 1 x 4096 x 2 bytes = 0.537 GB.
    assert memory.activations == pytest.approx(32 * 2048 * 4096 * 2 / 1e9)
    assert memory.total == pytest.approx(13.476 + 0.0336 + 0.2013 + 0.5369, abs=1e-3)
    assert memory.fits  # 14.2 GB within 21.6 GB of a 24 GB card


def test_lora_without_the_shape_says_the_adapters_are_not_known() -> None:
    memory = memory_per_gpu(seven_b("lora"), 1, 24)
    assert memory.weights == pytest.approx(14.0)
    assert memory.not_known == ("gradients", "optimizer", "activations")


def test_activations_after_korthikanti_without_and_with_recompute() -> None:
    # 34 x layers x seq x batch x hidden bytes in 16 bit: 34 x 32 x 2048 x 2 x 4096 = 18.25 GB.
    plain = memory_per_gpu(shaped("finetune", micro_batch=2), 1, 80)
    assert plain.activations == pytest.approx(34 * 32 * 2048 * 2 * 4096 / 1e9)
    again = memory_per_gpu(shaped("finetune", micro_batch=2, recompute=True), 1, 80)
    assert again.activations == pytest.approx(2 * 32 * 2048 * 2 * 4096 / 1e9)
    # fp32 doubles them (w / 2 = 2), fp8 halves them.
    fp32 = memory_per_gpu(shaped("finetune", micro_batch=2, precision="fp32"), 1, 80)
    assert fp32.activations == pytest.approx(2 * plain.activations)
    fp8 = memory_per_gpu(shaped("finetune", micro_batch=2, precision="fp8"), 1, 80)
    assert fp8.activations == pytest.approx(plain.activations / 2)


def test_inference_holds_the_weights_one_layer_of_activations_and_the_kv_cache() -> None:
    memory = memory_per_gpu(shaped("inference", seq_len=4096, micro_batch=4), 1, 24)
    assert memory.gradients == 0 and memory.optimizer == 0
    # KV: 2 x 32 layers x 32 KV heads x 128 x 4096 tokens x 4 sequences x 2 bytes = 8.59 GB
    # (the textbook 0.5 MB per token of a 7B model without grouped KV).
    assert memory.kv_cache == pytest.approx(2 * 32 * 32 * 128 * 4096 * 4 * 2 / 1e9)
    assert memory.activations == pytest.approx(34 * 4096 * 4 * 4096 / 1e9)
    # Grouped KV (8 of 32 heads) keeps a quarter of it.
    grouped = shaped("inference", shape=LLAMA2_7B.__class__(
        **{**LLAMA2_7B.__dict__, "kv_heads": 8}), seq_len=4096, micro_batch=4)
    assert memory_per_gpu(grouped, 1, 24).kv_cache == pytest.approx(memory.kv_cache / 4)


@pytest.mark.parametrize(("optimizer", "precision", "per_param"), [
    ("adamw", "bf16", 12), ("adamw-8bit", "bf16", 6), ("sgd", "fp16", 4),
    ("adamw", "fp32", 8), ("adamw-8bit", "fp32", 2), ("sgd", "fp32", 4),
])
def test_optimizer_states_per_parameter(optimizer: str, precision: str, per_param: int) -> None:
    memory = memory_per_gpu(seven_b("pretrain", optimizer=optimizer, precision=precision), 1, 80)
    assert memory.optimizer == pytest.approx(7 * per_param)


def test_weights_by_precision_and_what_is_available() -> None:
    for precision, w in (("fp32", 4), ("bf16", 2), ("fp16", 2), ("fp8", 1)):
        memory = memory_per_gpu(seven_b("inference", precision=precision), 1, 48)
        assert memory.weights == pytest.approx(7 * w)
        assert memory.available == pytest.approx(48 * AVAILABLE_SHARE)
