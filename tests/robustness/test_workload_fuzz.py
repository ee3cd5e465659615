"""Robustness of the workload estimate (issue 32): mutated config.json files and workload
objects are read or refused in one line, never a traceback; whatever is accepted gives finite
figures and JSON without NaN or Infinity, on ordinary and on extreme GPUs.

`CONFIGURATOR_FUZZ_LONG=1` runs the fuzzers with 20x the examples.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from configurator.analysis.workload import estimate, to_json
from configurator.analysis.workload_inputs import model_from_config_text, workload_from_json
from configurator.analysis.workload_machine import WorkloadMachine
from configurator.analysis.workload_model import PRESETS_FILE, WorkloadError, load_presets
from configurator.analysis.workload_speed import Die

ROOT = Path(__file__).parents[2]
PRESETS = load_presets(ROOT / "db" / PRESETS_FILE)
LONG = bool(os.environ.get("CONFIGURATOR_FUZZ_LONG"))
FUZZ = settings(max_examples=200 * (20 if LONG else 1), deadline=None,
                suppress_health_check=[HealthCheck.too_slow])

LLAMA = {"model_type": "llama", "hidden_size": 4096, "intermediate_size": 14336,
         "num_attention_heads": 32, "num_hidden_layers": 32, "num_key_value_heads": 8,
         "vocab_size": 128256, "tie_word_embeddings": False}
values = (st.none() | st.booleans() | st.integers(-10**12, 10**12)
          | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=12)
          | st.lists(st.integers(), max_size=2))
WORKLOAD = {"model": "llama-3.1-8b", "task": "finetune", "precision": "bf16",
            "optimizer": "adamw", "tokens": 1e9, "seq_len": 2048, "micro_batch": 1,
            "recompute": False, "sharded": False, "mfu": 0.4, "lora_rank": 16}
EXTREME_DIES = [
    Die("tiny", "tiny", 0.1, 0.0, 1e-300, None, None),
    Die("huge", "huge", 10_000, 100_000, 10_000_000, 10_000_000, 10_000_000),
    Die("plain", "plain", 24, 1000, 80_000, 160_000, None),
]


def _one_line_refusal(error: WorkloadError) -> None:
    text = str(error)
    assert text.strip() and "\n" not in text and "Traceback" not in text


@FUZZ
@given(key=st.sampled_from([*LLAMA, "head_dim", "num_local_experts", "n_inner"]), value=values)
def test_a_mutated_config_is_read_or_refused_in_one_line(key: str, value) -> None:
    text = json.dumps({**LLAMA, key: value})
    try:
        model = model_from_config_text(text, "config.json")
    except WorkloadError as error:
        _one_line_refusal(error)
        return
    assert model.params > 0


@FUZZ
@given(text=st.text(max_size=200))
def test_any_text_as_a_config_is_read_or_refused(text: str) -> None:
    try:
        model_from_config_text(text, "config.json")
    except WorkloadError as error:
        _one_line_refusal(error)


@FUZZ
@given(changes=st.dictionaries(st.sampled_from(list(WORKLOAD)), values, max_size=3),
       die=st.sampled_from(EXTREME_DIES), count=st.integers(1, 16))
def test_a_mutated_workload_is_refused_or_estimated_with_finite_figures(changes, die,
                                                                       count: int) -> None:
    try:
        workload = workload_from_json({**WORKLOAD, **changes}, PRESETS)
    except WorkloadError as error:
        _one_line_refusal(error)
        return
    machine = WorkloadMachine((die,) * count, (15.76,) * count, {}, wall_w=1e4, price_usd=1e6)
    data = to_json(estimate(machine, workload))
    json.dumps(data, allow_nan=False)  # raises on NaN or Infinity
