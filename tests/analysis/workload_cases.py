"""Shared pieces of the workload tests: GPUs with stated figures, and workloads."""

from __future__ import annotations

from typing import Any

from configurator.analysis.workload_inputs import Workload, model_from_params_b
from configurator.analysis.workload_model import ModelShape, ModelSpec
from configurator.analysis.workload_speed import Die, die_of
from configurator.model.parts import GpuSpec

# Llama 2 7B's shape (32 layers, 4096 hidden, 32 heads, no grouped KV, 32,000 words,
# 11,008 intermediate): 6,738,149,376 parameters without norms, the "7B" of the textbooks.
LLAMA2_7B = ModelShape(layers=32, hidden=4096, heads=32, kv_heads=32, vocab=32000,
                       intermediate=11008)


def gpu(id: str = "card-80", **fields: Any) -> GpuSpec:
    """A custom GPU with round figures: 80 GB, 2,000 GB/s, 100 TFLOPS FP16, 20 FP32."""
    values: dict[str, Any] = {
        "id": id, "name": f"Card {id}", "model": f"Model {id}", "fp32_gflops": 20_000.0,
        "fp16_gflops": 100_000.0, "memory_gb": 80.0, "memory_bandwidth_gb_s": 2000.0,
        "tdp_w": 300, "length_mm": 267, "price_usd": 10_000,
    }
    values.update(fields)
    return GpuSpec.model_validate(values)


def dies(count: int = 1, **fields: Any) -> list[Die]:
    return [die_of(gpu(**fields))] * count


def seven_b(task: str = "finetune", **fields: Any) -> Workload:
    """A bare 7-billion-parameter model (no shape)."""
    fields.setdefault("tokens", 1e9 if task != "inference" else None)
    return Workload(model_from_params_b(7), task, **fields)


def shaped(task: str = "finetune", shape: ModelShape = LLAMA2_7B, **fields: Any) -> Workload:
    fields.setdefault("tokens", 1e9 if task != "inference" else None)
    model = ModelSpec("Llama 2 7B", shape.parameter_count(), shape)
    return Workload(model, task, **fields)
