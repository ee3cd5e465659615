"""How long a workload runs (docs/workload.md): the GPUs' tensor rate for the precision,
the gradient all-reduce over the slowest GPU-to-GPU link, and decode tokens/s for inference.

Figures are per GPU die (a CUDA device): a board of two dies (Tesla K80, `gpu_count` 2) counts
as two GPUs, each with half the board's memory, bandwidth and rates.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from configurator.analysis.workload_inputs import Workload
from configurator.analysis.workload_memory import BYTES_PER_VALUE, trainable_parameters
from configurator.model.parts import GpuSpec

# Decode efficiency: the share of its peak memory bandwidth a GPU turns into weight reads while
# generating tokens (memory bound). The design sets 0.7; serving stacks reach 70-85 % of peak
# bandwidth at small batch (vLLM, TensorRT-LLM: "model bandwidth utilisation",
# https://www.open-source-ai.tech/glossary/model-bandwidth-utilization), and NVIDIA's own NeMo
# measurement of Llama-2-7B at batch 1 on an A100 80GB SXM4 (128 tokens in, 20 out, 234 ms,
# https://docs.nvidia.com/nemo-framework/user-guide/latest/performance/llama.html) works out
# at about 56 % with the prompt's prefill included. An estimate: every figure on it says so.
DECODE_EFFICIENCY = 0.7
# FLOPs per parameter and token: training 6 (forward 2, backward 4), LoRA 4 (the frozen
# weights need no weight gradients), inference 2 (Kaplan et al. 2020, "Scaling Laws for Neural
# Language Models", section 2.1).
TRAIN_FLOPS_PER_PARAM_TOKEN = 6
LORA_FLOPS_PER_PARAM_TOKEN = 4
INFERENCE_FLOPS_PER_PARAM_TOKEN = 2
SECONDS_PER_HOUR = 3600.0


@dataclass(frozen=True)
class Die:
    """One GPU (CUDA device) and the figures a workload needs of it. A figure its maker never
    published (the part's `unknown`) is None here, or 0 for the FP32 rate; `unknown` and
    `estimated` name the part's fields that are so."""

    name: str
    model: str
    memory_gb: float
    bandwidth_gb_s: float | None
    fp32_gflops: float
    fp16_gflops: float | None
    fp8_gflops: float | None
    spec: GpuSpec | None = None  # the card the die is on (None: a rented GPU)
    unknown: frozenset[str] = frozenset()
    estimated: frozenset[str] = frozenset()


def die_of(spec: GpuSpec) -> Die:
    share = 1 / spec.gpu_count
    unknown = frozenset(spec.unknown)

    def part(name: str) -> float | None:
        value = getattr(spec, name)
        return None if value is None or name in unknown else value * share

    return Die(spec.name, spec.model, spec.memory_gb * share, part("memory_bandwidth_gb_s"),
               part("fp32_gflops") or 0.0, part("fp16_gflops"), part("fp8_gflops"), spec,
               unknown, frozenset(spec.estimated))


def memory_known(dies: Sequence[Die]) -> bool:
    """False when a GPU's memory was never published (its part lists memory_gb as unknown):
    the fit is then not checked, never judged on the default."""
    return not any("memory_gb" in d.unknown for d in dies)


@dataclass(frozen=True)
class Rate:
    gflops: float
    field: str  # the GPU field the rate comes from: fp32_gflops, fp16_gflops, fp8_gflops
    fallback: bool = False  # the precision's own figure was missing


def tensor_rate(die: Die, precision: str) -> Rate:
    """The die's dense rate for the precision (docs/workload.md): fp16_gflops for bf16/fp16,
    fp8_gflops where the card has one (else the fp16 rate), fp32_gflops for fp32. A card
    without an FP16 tensor figure falls back on its FP32 rate, and says so."""
    if precision == "fp32":
        return Rate(die.fp32_gflops, "fp32_gflops")
    if precision == "fp8" and die.fp8_gflops:
        return Rate(die.fp8_gflops, "fp8_gflops")
    if die.fp16_gflops:
        return Rate(die.fp16_gflops, "fp16_gflops", fallback=precision == "fp8")
    return Rate(die.fp32_gflops, "fp32_gflops", fallback=True)


def slowest_rate(dies: Sequence[Die], precision: str) -> Rate:
    """Data parallel goes at the pace of the slowest GPU (GPU-MIXED)."""
    return min((tensor_rate(d, precision) for d in dies), key=lambda r: r.gflops)


def training_flops(workload: Workload) -> float:
    per = LORA_FLOPS_PER_PARAM_TOKEN if workload.task == "lora" else TRAIN_FLOPS_PER_PARAM_TOKEN
    return per * workload.model.params * (workload.tokens or 0.0)


def allreduce_s_per_step(workload: Workload, gpus: int, link_gb_s: float | None
                         ) -> float | None:
    """Ring all-reduce of the gradients once per step over the slowest link (docs/workload.md):
    2 (n - 1) / n x trainable parameters x w bytes at the link's per-direction bandwidth.
    0 for one GPU or inference; None when a link or the trainable count is not known."""
    if gpus <= 1 or not workload.training:
        return 0.0
    trainable = trainable_parameters(workload)
    if trainable is None or not link_gb_s:
        return None
    moved = 2 * (gpus - 1) / gpus * trainable * BYTES_PER_VALUE[workload.precision]
    return moved / (link_gb_s * 1e9)


def steps(workload: Workload, gpus: int) -> float:
    return (workload.tokens or 0.0) / (workload.seq_len * workload.micro_batch * gpus)


@dataclass(frozen=True)
class Speed:
    time_h: float | None
    allreduce_s_per_step: float | None
    tokens_per_s: float | None
    rate: Rate
    compute_h: float | None = None  # the FLOPs' share of time_h
    bound: str = ""  # inference: "memory" or "compute", whichever limits the tokens/s


def decode_tokens_per_s(workload: Workload, dies: Sequence[Die], rate: Rate) -> tuple[
        float | None, str]:
    """Tokens/s of the whole set of GPUs while decoding, and what bounds it.

    Memory bound (docs/workload.md): per GPU `bandwidth x DECODE_EFFICIENCY / bytes of the
    weights it holds`; a step reads them once for the micro-batch's sequences, so it yields
    micro_batch tokens. Unsharded, every GPU is a replica decoding its own sequences (n x);
    sharded, the GPUs share one copy and decode together. The compute bound beside it (2 FLOPs
    per parameter and token at the tensor rate x mfu) caps large batches.
    The KV cache reads are left out."""
    n = len(dies)
    bandwidths = [d.bandwidth_gb_s for d in dies]
    if not all(bandwidths):
        return None, ""
    held = workload.model.params * BYTES_PER_VALUE[workload.precision]
    if workload.sharded:
        held /= n
    per_gpu = min(bandwidths) * 1e9 * DECODE_EFFICIENCY / held  # type: ignore[type-var]
    replicas = 1 if workload.sharded else n
    memory_bound = per_gpu * workload.micro_batch * replicas
    compute_bound = (n * rate.gflops * 1e9 * workload.mfu
                     / (INFERENCE_FLOPS_PER_PARAM_TOKEN * workload.model.params))
    if compute_bound < memory_bound:
        return compute_bound, "compute"
    return memory_bound, "memory"


def finite(value: float | None) -> float | None:
    """The value, or None when it is past what a float holds (a card of 1e-300 GFLOPS)."""
    return value if value is not None and math.isfinite(value) else None


def speed(workload: Workload, dies: Sequence[Die], link_gb_s: float | None) -> Speed:
    """Time and throughput of the workload on these GPUs (`link_gb_s`: the slowest link).
    A figure that cannot be worked out (a rate of 0, a result past a float) is None."""
    run = _speed(workload, dies, link_gb_s)
    return Speed(finite(run.time_h), finite(run.allreduce_s_per_step),
                 finite(run.tokens_per_s) or None, run.rate, finite(run.compute_h), run.bound)


def _speed(workload: Workload, dies: Sequence[Die], link_gb_s: float | None) -> Speed:
    n = len(dies)
    rate = slowest_rate(dies, workload.precision)
    if not workload.training:
        tokens_per_s, bound = decode_tokens_per_s(workload, dies, rate)
        time_h = None
        if workload.tokens is not None and tokens_per_s:
            time_h = workload.tokens / tokens_per_s / SECONDS_PER_HOUR
        return Speed(time_h, 0.0, tokens_per_s, rate, time_h, bound)
    if rate.gflops <= 0:
        return Speed(None, None, None, rate)
    compute_s = training_flops(workload) / (n * rate.gflops * 1e9 * workload.mfu)
    allreduce = allreduce_s_per_step(workload, n, link_gb_s)
    total_s = compute_s + (steps(workload, n) * allreduce if allreduce is not None else 0.0)
    time_h = total_s / SECONDS_PER_HOUR
    tokens_per_s = (workload.tokens or 0.0) / total_s if total_s > 0 else None
    return Speed(time_h, allreduce, tokens_per_s, rate, compute_s / SECONDS_PER_HOUR)
