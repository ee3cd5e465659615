"""What would make a workload fit (docs/workload.md), and the entry points for completing a
build around a workload: `fits_on(workload, gpus)` and `gpu_floor(workload, gpu)`.

Every suggestion is verified: the memory is worked out again with the change made, and only a
change after which every GPU's total is within what it has available is offered.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from configurator.analysis.workload_inputs import Workload
from configurator.analysis.workload_memory import AVAILABLE_SHARE, MemoryPerGpu, memory_per_gpu
from configurator.analysis.workload_speed import Die, die_of, memory_known
from configurator.model.messages import Message, T, message
from configurator.model.parts import GpuSpec

# The most cards `gpu_floor` and "more GPUs" look at: a build file's largest quantity.
MAX_CARDS = 64


def dies_memory(workload: Workload, dies: Sequence[Die]) -> MemoryPerGpu:
    """Memory per GPU on these dies, judged against the smallest of them (data parallel: each
    holds the same share)."""
    return memory_per_gpu(workload, len(dies), min(d.memory_gb for d in dies))


def fits_on(workload: Workload, gpus: Sequence[GpuSpec]) -> bool:
    """Whether the workload fits in the memory of these GPU cards used together (a two-die
    board counts twice). The predicate Complete Build tests a candidate build's GPUs with; a
    card whose memory was never published (`unknown`) does not count as fitting."""
    dies = [die_of(g) for g in gpus for _ in range(g.gpu_count)]
    return bool(dies) and memory_known(dies) and dies_memory(workload, dies).fits


def gpu_floor(workload: Workload, gpu: GpuSpec, max_cards: int = MAX_CARDS) -> int | None:
    """The fewest cards of `gpu` on which the workload fits; None when no count up to
    `max_cards` does. Only a sharded workload needs fewer bytes per GPU on more GPUs: an
    unsharded one fits on one card or on none. A card whose memory was never published
    (`unknown`) is never counted on: None."""
    die = die_of(gpu)
    if not memory_known([die]):
        return None
    one = memory_per_gpu(workload, gpu.gpu_count, die.memory_gb)
    if one.fits:
        return 1
    if not workload.sharded:
        return None
    # Sharded, the total per GPU is divided / n + fixed (activations; the KV cache is split
    # too): solve for n, then check the answer by working the memory out again.
    whole = memory_per_gpu(workload, 1, die.memory_gb)
    fixed = whole.activations or 0.0
    divided = whole.total - fixed
    if one.available <= fixed:
        return None
    dies_needed = math.ceil(divided / (one.available - fixed) - 1e-9)
    cards = max(1, math.ceil(dies_needed / gpu.gpu_count))
    while cards <= max_cards:
        if memory_per_gpu(workload, cards * gpu.gpu_count, die.memory_gb).fits:
            return cards
        cards += 1  # rounding put it a hair short
    return None


@dataclass(frozen=True)
class Suggestion:
    change: str  # sharded, recompute, lora, optimizer, micro_batch, combined, gpus, gpu
    text: Message
    workload: Workload  # the workload with the change made
    memory: MemoryPerGpu  # worked out again: it fits
    cards: int | None = None  # gpus / gpu: how many cards
    gpu: GpuSpec | None = None  # gpu: the larger card


def _setting_changes(workload: Workload, gpus: int) -> list[tuple[str, Message, Workload]]:
    """Changes of the workload's own settings that save memory, in the order they cost the
    least: sharding (communication), recomputation (a third more compute), LoRA (a different
    training), 8-bit optimizer states, a micro-batch of one (more steps)."""
    changes: list[tuple[str, Message, Workload]] = []
    if gpus > 1 and not workload.sharded:
        changes.append(("sharded", message(T("shard weights, gradients and optimizer states "
                                             "over the {gpus} GPUs (ZeRO-3 / FSDP)"), gpus=gpus),
                        workload.replace(sharded=True)))
    if workload.training and not workload.recompute:
        changes.append(("recompute", message(T("recompute activations in the backward pass")),
                        workload.replace(recompute=True)))
    if workload.task == "finetune":
        changes.append(("lora", message(T("fine-tune with LoRA (rank {rank}) instead"),
                                        rank=workload.lora_rank),
                        workload.replace(task="lora")))
    if workload.training and workload.optimizer == "adamw":
        changes.append(("optimizer", message(T("use 8-bit AdamW")),
                        workload.replace(optimizer="adamw-8bit")))
    if workload.micro_batch > 1:
        changes.append(("micro_batch", message(T("a micro-batch of 1")),
                        workload.replace(micro_batch=1)))
    return changes


def _together(texts: Iterable[Message]) -> Message:
    """Several texts as one list: "a", "a and b", "a, b and c"."""
    texts = list(texts)
    joined = texts[0]
    for index, text in enumerate(texts[1:], start=2):
        template = T("{first} and {then}") if index == len(texts) else T("{first}, {then}")
        joined = message(template, first=joined, then=text)
    return joined


def ways_to_fit(workload: Workload, dies: Sequence[Die], candidates: Sequence[GpuSpec] = ()
                ) -> list[Suggestion]:
    """Changes after which the workload fits, each verified: single settings first; when none
    fits alone, the fewest of them together (in their order); more cards of the same GPU,
    sharded; the smallest larger GPU among `candidates` in the same number (with recomputation
    and LoRA beside the hardware when it alone is not enough)."""
    found: list[Suggestion] = []
    changes = _setting_changes(workload, len(dies))
    for change, text, changed in changes:
        memory = dies_memory(changed, dies)
        if memory.fits:
            found.append(Suggestion(change, text, changed, memory))
    if not found and len(changes) > 1:
        combined = workload
        for count, (_, _, changed) in enumerate(changes, start=1):
            combined = _apply(combined, changed, workload)
            memory = dies_memory(combined, dies)
            if memory.fits:
                found.append(Suggestion("combined", _together(t for _, t, _ in changes[:count]),
                                        combined, memory))
                break
    found.extend(_more_cards(workload, dies))
    larger = _larger_gpu(workload, dies, candidates)
    if larger is not None:
        found.append(larger)
    return found


def _apply(current: Workload, changed: Workload, original: Workload) -> Workload:
    """`current` with every field in which `changed` differs from `original` taken over."""
    fields = {name: getattr(changed, name) for name in ("task", "optimizer", "micro_batch",
                                                         "recompute", "sharded")
              if getattr(changed, name) != getattr(original, name)}
    return current.replace(**fields)


def _settings_ladder(workload: Workload, shard: bool) -> list[tuple[Workload, list[Message]]]:
    """What new hardware may need beside it: the workload as given, then with sharding (when
    `shard` and it is not sharded yet), recomputation (training) and LoRA (a fine-tune) added
    in turn, each step with the settings it adds."""
    said: list[Message] = []
    current = workload
    steps = [(current, list(said))]
    if shard and not workload.sharded:
        current = current.replace(sharded=True)
        said.append(message(T("sharding (ZeRO-3 / FSDP)")))
        steps.append((current, list(said)))
    if workload.training and not workload.recompute:
        current = current.replace(recompute=True)
        said.append(message(T("recomputation of activations")))
        steps.append((current, list(said)))
    if workload.task == "finetune":
        current = current.replace(task="lora")
        said.append(message(T("LoRA (rank {rank})"), rank=workload.lora_rank))
        steps.append((current, list(said)))
    return steps


def _more_cards(workload: Workload, dies: Sequence[Die]) -> list[Suggestion]:
    """The fewest cards of the build's own GPU on which the workload fits sharded, with
    recomputation beside where it takes fewer cards, and LoRA only when nothing that keeps
    the task does; none when sharding or recomputation alone make it fit the cards the build
    has (the settings' suggestions say which)."""
    cards_of = {d.spec.id: d.spec for d in dies if d.spec is not None}
    if len(cards_of) != 1 or any(d.spec is None for d in dies):
        return []  # a mixed build: which card to add more of is the user's choice
    (card,) = cards_of.values()
    sharded = workload.replace(sharded=True)
    best: tuple[int, Workload, list[Message]] | None = None
    for changed, said in _settings_ladder(sharded, shard=False):
        keeps_task = changed.task == workload.task
        if not keeps_task and best is not None:
            break  # more cards that keep the training asked for are the better answer
        cards = gpu_floor(changed, card)
        if cards is None:
            continue
        if cards * card.gpu_count <= len(dies):
            if keeps_task:
                return []
            continue  # LoRA on the cards there are: its own suggestion says so
        if best is None or cards < best[0]:
            best = (cards, changed, said)
    if best is None:
        return []
    cards, changed, said = best
    memory = dies_memory(changed, [die_of(card)] * (cards * card.gpu_count))
    text = message(T("{cards} x {gpu} with {settings}"), cards=cards, gpu=card.model,
                   settings=_together([message(T("sharding (ZeRO-3 / FSDP)")), *said]))
    return [Suggestion("gpus", text, changed, memory, cards, card)]


def _cards_for(dies: int, gpu: GpuSpec) -> int:
    """Cards of `gpu` that give at least `dies` GPUs."""
    return max(1, math.ceil(dies / gpu.gpu_count))


def _larger_gpu(workload: Workload, dies: Sequence[Die], candidates: Sequence[GpuSpec]
                ) -> Suggestion | None:
    """The candidate card with the least memory per GPU (then the lowest known price) on which
    the workload fits with as many GPUs as the build has: as given, else with the fewest
    settings of the ladder beside it."""
    smallest = min(d.memory_gb for d in dies)
    # The candidates read once, least memory per GPU first, then the lowest known price (the
    # catalog keeps a price nobody gave, as OpenDB's, as 0: such cards come after the priced
    # ones of their size; the user's own price on one counts, as in analysis/series_gather.py),
    # then as listed (a stable sort), each with the GPUs it gives in the build's number:
    # each rung of the ladder takes the first on which it fits. The catalog lists some 3,600
    # GPUs; walking them at every rung was most of an estimate's time, and each field read of
    # a part is a step out to memory (`workload_estimate_ms`, docs/performance.md).
    ranked: list[tuple[float, bool, float, int, GpuSpec]] = []
    for gpu in candidates:
        die_memory_gb = gpu.memory_gb / gpu.gpu_count
        if die_memory_gb > smallest and "memory_gb" not in gpu.unknown:
            ranked.append((die_memory_gb, gpu.price_usd <= 0, gpu.price_usd,
                           _cards_for(len(dies), gpu) * gpu.gpu_count, gpu))
    ranked.sort(key=lambda entry: entry[:3])
    for changed, said in _settings_ladder(workload, shard=len(dies) > 1):
        found = _larger_gpu_for(changed, dies, ranked)
        if found is not None:
            gpu, cards, memory = found
            if said:
                text = message(T("{cards} x {gpu} ({memory_gb:g} GB each) with {settings}"),
                               cards=cards, gpu=gpu.name, memory_gb=gpu.memory_gb,
                               settings=_together(said))
            else:
                text = message(T("{cards} x {gpu} ({memory_gb:g} GB each)"), cards=cards,
                               gpu=gpu.name, memory_gb=gpu.memory_gb)
            return Suggestion("gpu", text, changed, memory, cards, gpu)
    return None


def _larger_gpu_for(workload: Workload, dies: Sequence[Die],
                    ranked: Sequence[tuple[float, bool, float, int, GpuSpec]]
                    ) -> tuple[GpuSpec, int, MemoryPerGpu] | None:
    """The first of `ranked` (memory per GPU, price unknown, price, GPUs, card) on which
    `workload` fits."""
    # The total per GPU does not depend on the card's memory, only on how many share the
    # work: worked out once for the build's count, again only for a two-die board's count.
    totals = {len(dies): dies_memory(workload, dies).total}
    for die_memory_gb, _unpriced, _price_usd, count, gpu in ranked:
        if count not in totals:
            totals[count] = memory_per_gpu(workload, count, die_memory_gb).total
        if totals[count] <= die_memory_gb * AVAILABLE_SHARE:
            cards = _cards_for(len(dies), gpu)
            memory = dies_memory(workload, [die_of(gpu)] * (cards * gpu.gpu_count))
            return (gpu, cards, memory) if memory.fits else None  # checked: worked out again
    return None
