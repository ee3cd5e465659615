"""Memory per GPU of a workload (docs/workload.md), in GB of 1e9 bytes.

Data parallel over the GPUs: every GPU holds the weights, gradients and optimizer states unless
`sharded` (ZeRO-3 / FSDP) divides them by the GPU count, and its own micro-batch's activations.
"""

from __future__ import annotations

from dataclasses import dataclass

from configurator.analysis.workload_inputs import Workload

GB = 1e9
# Bytes of one value in each precision (docs/workload.md: w).
BYTES_PER_VALUE: dict[str, float] = {"fp32": 4, "bf16": 2, "fp16": 2, "fp8": 1}
# Optimizer bytes per trained parameter with mixed precision (docs/workload.md): AdamW keeps an fp32
# master copy and two fp32 moments (4 + 4 + 4); 8-bit AdamW the master copy and two 1-byte
# moments (4 + 1 + 1); SGD with momentum its fp32 momentum (4).
OPTIMIZER_BYTES_MIXED: dict[str, float] = {"adamw": 12, "adamw-8bit": 6, "sgd": 4}
# Training in fp32 needs no master copy (the weights are it): only the moments / momentum.
# The design gives the mixed-precision figures only; these follow from the same accounting.
OPTIMIZER_BYTES_FP32: dict[str, float] = {"adamw": 8, "adamw-8bit": 2, "sgd": 4}
# Activation bytes per layer, token and hidden unit for 16-bit training (Korthikanti et al.
# 2022, "Reducing Activation Recomputation in Large Transformer Models", eq. 1: 34 s b h, with
# its attention term 5 a s^2 b left out, as flash attention does not keep the scores), and with
# full recomputation (only each layer's 2-byte input kept). Scaled by w / 2 for other precisions.
ACTIVATION_BYTES_16BIT = 34
ACTIVATION_BYTES_RECOMPUTE_16BIT = 2
# The share of a GPU's memory a run may plan on: the CUDA context, the framework's allocator
# and fragmentation take the rest (docs/workload.md: 90 %).
AVAILABLE_SHARE = 0.9


@dataclass(frozen=True)
class MemoryPerGpu:
    """GB per GPU by kind; None where the model's shape is not known (a bare parameter count)."""

    weights: float
    gradients: float | None
    optimizer: float | None
    activations: float | None
    kv_cache: float | None
    available: float

    @property
    def total(self) -> float:
        """Everything known (a part that is not known counts 0: see `not_known`)."""
        return sum(v for v in (self.weights, self.gradients, self.optimizer, self.activations,
                               self.kv_cache) if v is not None)

    @property
    def not_known(self) -> tuple[str, ...]:
        return tuple(name for name in ("gradients", "optimizer", "activations", "kv_cache")
                     if getattr(self, name) is None)

    @property
    def fits(self) -> bool:
        return self.total <= self.available

    @property
    def over_gb(self) -> float:
        """How far the total is past what is available (0 when it fits)."""
        return max(0.0, self.total - self.available)


def optimizer_bytes(workload: Workload) -> float:
    table = OPTIMIZER_BYTES_FP32 if workload.precision == "fp32" else OPTIMIZER_BYTES_MIXED
    return table[workload.optimizer]


def trainable_parameters(workload: Workload) -> float | None:
    """Parameters that get gradients: all of them, or LoRA's adapters (None: shape unknown)."""
    if not workload.training:
        return 0.0
    if workload.task == "lora":
        shape = workload.model.shape
        return shape.lora_parameters(workload.lora_rank) if shape is not None else None
    return workload.model.params


def activation_bytes(workload: Workload) -> float | None:
    """Activations one GPU keeps for its micro-batch (None without the model's shape)."""
    shape = workload.model.shape
    if shape is None:
        return None
    w = BYTES_PER_VALUE[workload.precision]
    per_element = ACTIVATION_BYTES_RECOMPUTE_16BIT if workload.recompute \
        else ACTIVATION_BYTES_16BIT
    # Inference keeps nothing for a backward pass: one layer's activations are live at a time.
    layers = shape.layers if workload.training else 1
    return layers * workload.seq_len * workload.micro_batch * shape.hidden * per_element * w / 2


def kv_cache_bytes(workload: Workload) -> float | None:
    """The KV cache of a full sequence for the micro-batch (inference only)."""
    if workload.training:
        return 0.0
    shape = workload.model.shape
    if shape is None:
        return None
    w = BYTES_PER_VALUE[workload.precision]
    return (2 * shape.layers * shape.kv_heads * shape.attention_head_dim * workload.seq_len
            * workload.micro_batch * w)


def memory_per_gpu(workload: Workload, gpus: int, memory_gb: float) -> MemoryPerGpu:
    """The memory one of `gpus` data-parallel GPUs of `memory_gb` each needs for the workload."""
    w = BYTES_PER_VALUE[workload.precision]
    share = 1 / gpus if workload.sharded else 1.0
    weights = workload.model.params * w * share
    trainable = trainable_parameters(workload)
    if trainable is None:
        gradients = optimizer = None
    else:
        gradients = trainable * w * share
        optimizer = trainable * optimizer_bytes(workload) * share if workload.training else 0.0
    activations = activation_bytes(workload)
    kv = kv_cache_bytes(workload)
    if kv is not None and workload.sharded:
        kv *= share  # split with the heads when the model is split over the GPUs
    return MemoryPerGpu(
        weights=weights / GB,
        gradients=None if gradients is None else gradients / GB,
        optimizer=None if optimizer is None else optimizer / GB,
        activations=None if activations is None else activations / GB,
        kv_cache=None if kv is None else kv / GB,
        available=memory_gb * AVAILABLE_SHARE,
    )
