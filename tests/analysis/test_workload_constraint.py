"""A workload as Complete Build's constraint (docs/workload.md): decided on the build's own
GPUs, with textbook numbers; a refusal names the constraint and what would make it fit."""

from __future__ import annotations

import pytest

from configurator.analysis.workload_constraint import check_workload
from configurator.analysis.workload_memory import MemoryPerGpu

from .workload_cases import gpu, seven_b, shaped


def test_a_7b_full_fine_tune_does_not_fit_one_24_gb_card() -> None:
    # AdamW in bf16: 14 GB weights + 14 GB gradients + 84 GB optimizer states = 112 GB before
    # activations; one 24 GB card has 21.6 GB available.
    card = gpu("card-24", memory_gb=24)
    verdict = check_workload(shaped("finetune", recompute=True), [card])
    assert verdict.fits is False
    memory = verdict.memory
    assert (memory.weights, memory.gradients, memory.optimizer) == pytest.approx(
        (13.476, 13.476, 80.858), abs=1e-3)  # Llama 2 7B: 6.738 billion parameters
    assert memory.total > 112 * 6.738 / 7 and memory.available == pytest.approx(21.6)
    reason = str(verdict.reason)
    assert reason.startswith("the workload needs ")
    assert "GB per GPU; this build has 1 x Card card-24 with 21.6 GB available each " \
           "(90 % of 24 GB)" in reason
    assert "it would fit with: fine-tune with LoRA (rank 16) instead" in reason


def test_bare_7b_numbers_are_the_textbooks() -> None:
    verdict = check_workload(seven_b("finetune"), [gpu("card-24", memory_gb=24)])
    assert verdict.fits is False
    assert verdict.memory.total == pytest.approx(14 + 14 + 84)  # activations not known


def test_lora_on_a_24_gb_card_fits() -> None:
    # 13.5 GB of frozen bf16 weights, 0.27 GB of adapters with their gradients and states,
    # 0.5 GB of recomputed activations: within 21.6 GB.
    verdict = check_workload(shaped("lora", recompute=True), [gpu("card-24", memory_gb=24)])
    assert verdict.fits is True and not verdict.suggestions
    assert verdict.memory.total <= verdict.memory.available == pytest.approx(21.6)


def test_more_cards_or_a_larger_one_are_named_when_they_make_it_fit() -> None:
    # Sharded over 2 x 24 GB: 56 GB a card, too much; 6 cards or an 80 GB pair would do.
    sharded = seven_b("finetune", sharded=True)
    small = gpu("card-24", memory_gb=24)
    large = gpu("card-80", memory_gb=80)
    verdict = check_workload(sharded, [small, small], candidates=[small, large])
    assert verdict.fits is False
    changes = {s.change: s for s in verdict.suggestions}
    assert changes["gpus"].cards == 6 and changes["gpu"].gpu == large
    reason = str(verdict.reason)
    assert "2 x Card card-24 with 21.6 GB available each" in reason
    assert "6 x Model card-24 with sharding" in reason and "2 x Card card-80 (80 GB each)" \
        in reason


def test_mixed_cards_are_judged_by_the_smallest_and_named_each() -> None:
    verdict = check_workload(shaped("lora", recompute=True), [gpu("card-24", memory_gb=24),
                                                                gpu("card-12", memory_gb=12)])
    assert verdict.fits is False
    assert verdict.memory.available == pytest.approx(10.8)
    assert "1 x Card card-24 and 1 x Card card-12" in str(verdict.reason)


def test_a_card_whose_memory_is_not_published_is_not_checked() -> None:
    unknown = gpu("card-x", memory_gb=1, unknown=["memory_gb"])
    verdict = check_workload(seven_b("finetune"), [unknown])
    assert verdict.fits is None and not verdict.suggestions
    assert isinstance(verdict.memory, MemoryPerGpu)


def test_no_gpus_is_the_callers_to_say() -> None:
    with pytest.raises(ValueError):
        check_workload(seven_b("finetune"), [])
