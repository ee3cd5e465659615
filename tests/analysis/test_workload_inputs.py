"""A workload object (docs/workload.md): defaults, and bad input named in one line."""

from __future__ import annotations

from pathlib import Path

import pytest

from configurator.analysis.workload_inputs import (
    DEFAULT_MFU,
    model_from_params_b,
    model_from_preset,
    workload_from_json,
)
from configurator.analysis.workload_model import PRESETS_FILE, WorkloadError, load_presets

PRESETS = load_presets(Path(__file__).parents[2] / "db" / PRESETS_FILE)


def test_defaults_of_design_10() -> None:
    workload = workload_from_json({"model": "llama-3.1-8b", "task": "finetune", "tokens": 1e9},
                                  PRESETS)
    assert (workload.precision, workload.optimizer, workload.seq_len, workload.micro_batch,
            workload.recompute, workload.sharded, workload.mfu, workload.lora_rank) == (
        "bf16", "adamw", 2048, 1, False, False, DEFAULT_MFU, 16)
    assert DEFAULT_MFU == 0.4
    assert workload.model.preset_id == "llama-3.1-8b"


def test_an_inline_model_with_a_count_and_a_shape() -> None:
    model = {"name": "mine", "params_b": 7, "layers": 32, "hidden": 4096, "heads": 32,
             "kv_heads": 32, "vocab": 32000, "intermediate": 11008}
    workload = workload_from_json({"model": model, "task": "lora", "tokens": 5}, PRESETS)
    assert workload.model.params == 7e9 and workload.model.shape.layers == 32
    bare = workload_from_json({"model": {"params_b": 13}, "task": "inference"}, PRESETS)
    assert bare.model.params == 13e9 and bare.model.shape is None and bare.tokens is None


@pytest.mark.parametrize(("data", "expected"), [
    ({"model": "llama-3.1-8b", "task": "finetune", "tokens": -5},
     "tokens: cannot be negative (got -5)"),
    ({"model": "llama-3.1-8b", "task": "finetune", "tokens": 1e9, "mfu": 0},
     "mfu: the model FLOPs utilisation must be above 0 and at most 1 (got 0)"),
    ({"model": "llama-3.1-8b", "task": "finetune", "tokens": 1e9, "mfu": 1.5},
     "mfu: the model FLOPs utilisation must be above 0 and at most 1 (got 1.5)"),
    ({"model": "llama-9", "task": "finetune", "tokens": 1e9},
     "model: unknown preset 'llama-9'; presets are llama-3.1-8b, "),
    ({"model": "llama-3.1-8b", "task": "finetune"},
     "tokens: a training task needs the number of tokens to train on"),
    ({"model": "llama-3.1-8b", "task": "dance"}, "task: should be one of pretrain, finetune, "),
    ({"model": "llama-3.1-8b", "task": "inference", "precision": "int4"},
     "precision: should be one of fp32, bf16, fp16, fp8 (got 'int4')"),
    ({"model": "llama-3.1-8b", "task": "inference", "seq_len": 0},
     "seq_len: must be 1 to 1e+07 (got 0)"),
    ({"model": "llama-3.1-8b", "task": "inference", "micro_batch": 1.5},
     "micro_batch: should be a whole number (got 1.5)"),
    ({"model": "llama-3.1-8b", "task": "inference", "sharded": "yes"},
     "sharded: should be true or false (got 'yes')"),
    ({"model": "llama-3.1-8b", "task": "inference", "batch": 4}, "batch: unknown key"),
    ({"task": "inference"}, "model: missing"),
    ({"model": {"params_b": -7}, "task": "inference"}, "params_b: cannot be negative"),
    ({"model": {"params_b": 0}, "task": "inference"}, "params_b: must be above 0 (got 0)"),
    ({"model": {"layers": 32}, "task": "inference"}, "model.hidden: missing: a shape needs"),
    ({"model": {"params_b": 7, "depth": 3}, "task": "inference"}, "model.depth: unknown key"),
    ([], "(top level): a workload is a JSON object"),
])
def test_bad_input_is_one_line_naming_the_place(data, expected: str) -> None:
    with pytest.raises(WorkloadError) as caught:
        workload_from_json(data, PRESETS)
    text = str(caught.value)
    assert text.startswith(expected), text
    assert "\n" not in text


def test_model_helpers_refuse_with_the_place() -> None:
    with pytest.raises(WorkloadError, match=r"^model: unknown preset 'x'"):
        model_from_preset("x", PRESETS)
    with pytest.raises(WorkloadError, match=r"^params_b: should be a number"):
        model_from_params_b("seven")
    assert model_from_params_b(70).name == "70B"


def test_the_buy_or_rent_basis_follows_the_workloads_precision() -> None:
    from configurator.analysis.workload_inputs import throughput_metric

    workload = workload_from_json({"model": "llama-3.1-8b", "task": "inference"}, PRESETS)
    assert throughput_metric(workload) == "fp16"
    assert throughput_metric(workload.replace(precision="fp8")) == "fp16"
    assert throughput_metric(workload.replace(precision="fp32")) == "fp32"
    assert throughput_metric(None) == "fp32" and throughput_metric(None, "fp16") == "fp16"


@pytest.mark.parametrize(("mfu", "expected"), [
    (-0.5, "mfu: the model FLOPs utilisation must be above 0 and at most 1 (got -0.5)"),
    ("\n", "mfu: should be a number (got '\\n')"), (True, "mfu: should be a number (got True)"),
])
def test_the_mfu_outside_its_range_or_not_a_number(mfu, expected: str) -> None:
    with pytest.raises(WorkloadError) as caught:
        workload_from_json({"model": "llama-3.1-8b", "task": "inference", "mfu": mfu}, PRESETS)
    assert str(caught.value) == expected
