"""What would make a workload fit, each way verified, and the entry points for completion."""

from __future__ import annotations

from pathlib import Path

import pytest

from configurator.analysis.workload_fit import dies_memory, fits_on, gpu_floor, ways_to_fit
from configurator.analysis.workload_inputs import Workload
from configurator.analysis.workload_model import PRESETS_FILE, load_presets
from configurator.analysis.workload_speed import die_of

from .workload_cases import gpu, seven_b

PRESETS = load_presets(Path(__file__).parents[2] / "db" / PRESETS_FILE)


def test_single_changes_that_fit_are_offered_and_verified() -> None:
    # 112 GB per GPU on two 80 GB cards (72 GB available each).
    workload = seven_b("finetune")
    card = gpu()
    ways = ways_to_fit(workload, [die_of(card)] * 2)
    changes = {w.change: w for w in ways}
    assert set(changes) == {"sharded", "lora", "optimizer"}
    assert changes["sharded"].memory.total == pytest.approx(56.0)  # 112 / 2
    assert changes["optimizer"].memory.total == pytest.approx(14 + 14 + 42)
    for way in ways:  # each one worked out again, with its change made
        assert way.memory.fits
        assert dies_memory(way.workload, [die_of(card)] * 2) == way.memory


def test_recompute_is_offered_when_activations_are_what_is_too_much() -> None:
    llama = PRESETS["llama-3.1-8b"].model()
    workload = Workload(llama, "lora", tokens=1e9, micro_batch=4)  # 16 GB + 36.5 GB activations
    ways = {w.change: w for w in ways_to_fit(workload, [die_of(gpu(memory_gb=48))])}
    assert "recompute" in ways and ways["recompute"].memory.fits
    assert ways["micro_batch"].workload.micro_batch == 1


def test_when_no_single_change_does_the_fewest_together_do() -> None:
    # Llama 3.1 70B fine-tuned on eight 24 GB cards: sharding alone leaves 141 GB per GPU.
    workload = Workload(PRESETS["llama-3.1-70b"].model(), "finetune", tokens=1e9)
    card = gpu(memory_gb=24)
    ways = ways_to_fit(workload, [die_of(card)] * 8)
    combined = next(w for w in ways if w.change == "combined")
    assert (combined.workload.sharded, combined.workload.recompute,
            combined.workload.task) == (True, True, "lora")
    assert combined.workload.optimizer == "adamw"  # three changes were enough
    assert combined.memory.fits and combined.memory.total == pytest.approx(20.47, abs=0.01)
    assert "shard weights" in str(combined.text) and "LoRA" in str(combined.text)
    assert not [w for w in ways if w.change in ("sharded", "recompute", "lora")]


def test_more_cards_of_the_same_gpu_sharded() -> None:
    # 112 GB over k cards of 72 GB available: 2 cards.
    ways = {w.change: w for w in ways_to_fit(seven_b("finetune"), [die_of(gpu())])}
    more = ways["gpus"]
    assert more.cards == 2 and more.workload.sharded and more.memory.total == 56.0
    assert "2 x Model card-80 with sharding" in str(more.text)


def test_a_larger_gpu_from_the_candidates_the_smallest_that_fits() -> None:
    candidates = [gpu("card-48", memory_gb=48), gpu("card-141", memory_gb=141, price_usd=30_000),
                  gpu("card-192", memory_gb=192, price_usd=20_000)]
    ways = {w.change: w for w in ways_to_fit(seven_b("finetune"), [die_of(gpu())], candidates)}
    larger = ways["gpu"]
    assert larger.gpu.id == "card-141" and larger.cards == 1
    assert larger.memory.available == pytest.approx(141 * 0.9) and larger.memory.fits


def test_of_larger_gpus_as_large_the_cheapest_then_the_first_listed() -> None:
    # A two-die board of 192 GB has 96 GB a GPU: not enough for the 112 GB of each GPU,
    # however cheap; of the 141 GB cards, the cheaper; of the two as cheap, the first listed.
    candidates = [gpu("duo-192", memory_gb=192, gpu_count=2, price_usd=5_000),
                  gpu("dear-141", memory_gb=141, price_usd=30_000),
                  gpu("cheap-141", memory_gb=141, price_usd=25_000),
                  gpu("cheap-141-too", memory_gb=141, price_usd=25_000),
                  gpu("big-192", memory_gb=192, price_usd=1_000)]
    ways = {w.change: w for w in ways_to_fit(seven_b("finetune"), [die_of(gpu())], candidates)}
    assert ways["gpu"].gpu.id == "cheap-141" and ways["gpu"].cards == 1
    reordered = [candidates[3], *candidates[:3], candidates[4]]
    ways = {w.change: w for w in ways_to_fit(seven_b("finetune"), [die_of(gpu())], reordered)}
    assert ways["gpu"].gpu.id == "cheap-141-too"


def test_a_card_without_a_price_is_not_the_cheapest_of_its_size() -> None:
    # Imported cards often have no price (0 with price_usd unknown): of cards as large, a
    # priced one is named; a card without a price still is when it is the smallest that fits.
    unpriced = gpu("unpriced-141", memory_gb=141, price_usd=0.0, unknown=["price_usd"])
    priced = gpu("priced-141", memory_gb=141, price_usd=25_000)
    larger = gpu("priced-192", memory_gb=192, price_usd=20_000)

    def named(candidates: list) -> str:
        ways = {w.change: w for w in ways_to_fit(seven_b("finetune"), [die_of(gpu())],
                                                 candidates)}
        return ways["gpu"].gpu.id

    assert named([unpriced, priced, larger]) == "priced-141"
    assert named([unpriced, larger]) == "unpriced-141"
    # The user's own price on an imported card (the catalog applies it; OpenDB's "unknown"
    # stays with the part) is a price.
    user_priced = gpu("user-priced-141", memory_gb=141, price_usd=24_000, unknown=["price_usd"])
    assert named([unpriced, priced, user_priced, larger]) == "user-priced-141"


def test_gpu_floor_is_the_fewest_cards_it_fits_on() -> None:
    # 112 GB sharded over 24 GB cards (21.6 available): 112 / 21.6 = 5.2 -> 6 cards.
    sharded = seven_b("finetune", sharded=True)
    assert gpu_floor(sharded, gpu(memory_gb=24)) == 6
    assert fits_on(sharded, [gpu(memory_gb=24)] * 6)
    assert not fits_on(sharded, [gpu(memory_gb=24)] * 5)
    # A two-die board of 24 GB (12 GB a die) needs twice the boards' dies... six boards.
    assert gpu_floor(sharded, gpu(memory_gb=24, gpu_count=2)) == 6
    # Unsharded, more cards never help: one fits or none does.
    assert gpu_floor(seven_b("finetune"), gpu(memory_gb=24)) is None
    assert gpu_floor(seven_b("inference"), gpu(memory_gb=24)) == 1
    assert gpu_floor(sharded, gpu(memory_gb=24), max_cards=5) is None
    assert not fits_on(sharded, [])


@pytest.mark.parametrize("memory_gb", [8, 11, 16, 24, 48, 80])
@pytest.mark.parametrize("task", ["finetune", "lora", "inference", "pretrain"])
def test_gpu_floor_agrees_with_trying_every_count(memory_gb: float, task: str) -> None:
    workload = Workload(PRESETS["llama-3.1-70b"].model(), task, sharded=True,
                        tokens=None if task == "inference" else 1e9, micro_batch=2)
    card = gpu(memory_gb=memory_gb)
    tried = next((n for n in range(1, 65) if fits_on(workload, [card] * n)), None)
    assert gpu_floor(workload, card) == tried


def test_a_card_whose_memory_is_unknown_is_never_counted_on() -> None:
    unknown = gpu("card-x", memory_gb=200, unknown=["memory_gb"])
    sharded = seven_b("finetune", sharded=True)
    assert gpu_floor(sharded, unknown) is None
    assert not fits_on(sharded, [unknown] * 8)
    ways = ways_to_fit(seven_b("finetune"), [die_of(gpu())], [unknown])
    assert "gpu" not in {w.change for w in ways}


def test_more_cards_with_the_settings_they_need_beside_them() -> None:
    # Llama 3.1 70B fully fine-tuned on eight 11 GB cards: sharding alone would take 157
    # cards with recomputation, more than MAX_CARDS; with LoRA too, 20 cards:
    # (141.1 GB of weights + 1.17 GB of adapters and their states) / 20 + 2.68 GB <= 9.9 GB.
    workload = Workload(PRESETS["llama-3.1-70b"].model(), "finetune", tokens=1e9)
    card = gpu("card-11", memory_gb=11)
    ways = {w.change: w for w in ways_to_fit(workload, [die_of(card)] * 8)}
    more = ways["gpus"]
    assert more.cards == 20 and more.memory.fits
    assert (more.workload.sharded, more.workload.recompute, more.workload.task) == (
        True, True, "lora")
    assert str(more.text) == ("20 x Model card-11 with sharding (ZeRO-3 / FSDP), "
                              "recomputation of activations and LoRA (rank 16)")
    assert gpu_floor(more.workload, card) == 20


def test_a_larger_gpu_with_the_settings_it_needs() -> None:
    workload = Workload(PRESETS["llama-3.1-70b"].model(), "finetune", tokens=1e9)
    candidates = [gpu("card-80", memory_gb=80)]
    ways = {w.change: w for w in ways_to_fit(workload, [die_of(gpu("card-11", memory_gb=11))]
                                             * 8, candidates)}
    larger = ways["gpu"]
    # Full fine-tuning sharded over eight 80 GB cards: 1,128.8 / 8 + 45.6 GB of activations
    # is too much; with recomputation, 141.1 + 2.7 = 143.8 is still too much; with LoRA it fits.
    assert larger.gpu.id == "card-80" and larger.cards == 8
    assert larger.workload.task == "lora" and larger.memory.fits
    assert "with sharding (ZeRO-3 / FSDP), recomputation of activations and LoRA" in str(
        larger.text)


def test_no_more_cards_when_sharding_and_recomputation_fit_the_cards_there_are() -> None:
    # Llama 3.1 8B with LoRA on eight 11 GB cards: sharded alone would need 22 cards (9.1 GB
    # of activations each); sharded with recomputation fits the eight (2.6 GB).
    workload = Workload(PRESETS["llama-3.1-8b"].model(), "lora", tokens=1e9)
    ways = {w.change: w for w in ways_to_fit(workload, [die_of(gpu("c", memory_gb=11))] * 8)}
    assert "gpus" not in ways
    assert ways["combined"].memory.total == pytest.approx(2.6, abs=0.05)
