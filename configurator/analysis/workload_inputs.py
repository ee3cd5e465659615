"""A workload's inputs (docs/workload.md), their defaults and limits, and the reading of a
workload object: `{"model": PRESET_ID or {...}, "task", "precision", "optimizer", "tokens",
"seq_len", "micro_batch", "recompute", "sharded", "mfu", "lora_rank"}`.

Bad input is one WorkloadError naming the place (the key, or the config file and its key):
negative tokens, an MFU outside (0, 1], an unknown preset, a malformed config.json.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from configurator.analysis.offerings import Metric
from configurator.analysis.workload_model import (
    PARAMS_B_MAX,
    ModelSpec,
    Preset,
    WorkloadError,
    make_shape,
    refuse,
    shape_from_config,
)
from configurator.model.messages import Message, T, message

Task = Literal["pretrain", "finetune", "lora", "inference"]
Precision = Literal["fp32", "bf16", "fp16", "fp8"]
Optimizer = Literal["adamw", "adamw-8bit", "sgd"]
TASKS: tuple[str, ...] = ("pretrain", "finetune", "lora", "inference")
TRAINING_TASKS: tuple[str, ...] = ("pretrain", "finetune", "lora")
PRECISIONS: tuple[str, ...] = ("fp32", "bf16", "fp16", "fp8")
OPTIMIZERS: tuple[str, ...] = ("adamw", "adamw-8bit", "sgd")

DEFAULT_PRECISION = "bf16"
DEFAULT_OPTIMIZER = "adamw"
DEFAULT_SEQ_LEN = 2048
DEFAULT_MICRO_BATCH = 1
# Model FLOPs utilisation: the share of the tensor rate a training run turns into model FLOPs.
# The design sets 0.4; large dense-transformer runs report 21-46 % (PaLM, Chowdhery et al. 2022,
# "PaLM: Scaling Language Modeling with Pathways", Table 3: GPT-3 21.3 %, PaLM 540B 46.2 %).
# An estimate, which every figure that rests on it says.
DEFAULT_MFU = 0.4
DEFAULT_LORA_RANK = 16

TOKENS_MAX = 1e16  # a hundred times the largest published training run
SEQ_LEN_MAX = 10_000_000
MICRO_BATCH_MAX = 65_536
LORA_RANK_MAX = 65_536
CONFIG_MAX_BYTES = 1_000_000  # a config.json is a few kilobytes


@dataclass(frozen=True)
class Workload:
    model: ModelSpec
    task: Task
    precision: Precision = DEFAULT_PRECISION
    optimizer: Optimizer = DEFAULT_OPTIMIZER
    tokens: float | None = None
    seq_len: int = DEFAULT_SEQ_LEN
    micro_batch: int = DEFAULT_MICRO_BATCH
    recompute: bool = False
    sharded: bool = False
    mfu: float = DEFAULT_MFU
    lora_rank: int = DEFAULT_LORA_RANK

    @property
    def training(self) -> bool:
        return self.task in TRAINING_TASKS

    def replace(self, **changes: Any) -> Workload:
        return dataclasses.replace(self, **changes)

    def check(self) -> Workload:
        """Raise WorkloadError (one line, naming the input) for inputs that make no sense."""
        _choice("task", self.task, TASKS)
        _choice("precision", self.precision, PRECISIONS)
        _choice("optimizer", self.optimizer, OPTIMIZERS)
        if not _is_number(self.mfu):
            raise refuse("mfu", message(T("should be a number (got {got})"), got=repr(self.mfu)))
        if not 0 < self.mfu <= 1:
            raise refuse("mfu", message(T("the model FLOPs utilisation must be above 0 and at "
                                          "most 1 (got {got})"), got=self.mfu))
        if self.tokens is None:
            if self.training:
                raise refuse("tokens", message(T("a training task needs the number of tokens "
                                                 "to train on")))
        else:
            _number("tokens", self.tokens, 1, TOKENS_MAX)
        _whole("seq_len", self.seq_len, 1, SEQ_LEN_MAX)
        _whole("micro_batch", self.micro_batch, 1, MICRO_BATCH_MAX)
        _whole("lora_rank", self.lora_rank, 1, LORA_RANK_MAX)
        for key in ("recompute", "sharded"):
            if not isinstance(getattr(self, key), bool):
                raise refuse(key, message(T("should be true or false (got {got})"),
                                          got=repr(getattr(self, key))))
        if not 0 < self.model.params <= PARAMS_B_MAX * 1e9:
            raise refuse("model", message(T("the parameter count must be above 0 and at most "
                                            "{max:g} billion"), max=PARAMS_B_MAX))
        return self


def throughput_metric(workload: Workload | None, default: Metric = "fp32") -> Metric:
    """The buy-or-rent tab's throughput basis for a workload (`CostInputs.metric`): the FP32
    rate for an fp32 workload, else the FP16 tensor rate (the basis an fp8 run comes nearest;
    the offerings file has no FP8 figures). Without a workload, `default`."""
    if workload is None:
        return default
    return "fp32" if workload.precision == "fp32" else "fp16"


def _choice(key: str, value: Any, choices: tuple[str, ...]) -> None:
    if value not in choices:
        raise refuse(key, message(T("should be one of {choices} (got {got})"),
                                  choices=", ".join(choices), got=repr(value)))


def _is_number(value: Any) -> bool:
    return not isinstance(value, bool) and isinstance(value, int | float) and math.isfinite(value)


def _number(key: str, value: Any, low: float, high: float) -> float:
    if not _is_number(value):
        raise refuse(key, message(T("should be a number (got {got})"), got=repr(value)))
    if value < 0:
        raise refuse(key, message(T("cannot be negative (got {got})"), got=value))
    if not low <= value <= high:
        raise refuse(key, message(T("must be {low:g} to {high:g} (got {got})"), low=low,
                                  high=high, got=value))
    return float(value)


def _whole(key: str, value: Any, low: int, high: int) -> int:
    number = _number(key, value, low, high)
    if number != int(number):
        raise refuse(key, message(T("should be a whole number (got {got})"), got=value))
    return int(number)


# --- the model: a preset, a config.json, a bare count ----------------------------------------


def model_from_preset(preset_id: str, presets: Mapping[str, Preset]) -> ModelSpec:
    preset = presets.get(preset_id)
    if preset is None:
        raise refuse("model", message(T("unknown preset {id!r}; presets are {known}"),
                                      id=preset_id, known=", ".join(presets)))
    return preset.model()


def model_from_params_b(params_b: Any, name: str = "") -> ModelSpec:
    value = _number("params_b", params_b, 0, PARAMS_B_MAX)
    if value <= 0:
        raise refuse("params_b", message(T("must be above 0 (got {got})"), got=params_b))
    return ModelSpec(name or f"{value:g}B", value * 1e9)


def model_from_config_text(text: str, where: Message | str) -> ModelSpec:
    """A model from the text of a Hugging Face config.json (`where` names it in messages)."""
    from configurator.model.json_input import BuildFileError, parse_json_text

    try:
        data = parse_json_text(text)
    except BuildFileError as error:
        place = (where if error.place is None
                 else message(T("{file}, {place}"), file=where, place=error.place))
        raise refuse(place, error.message) from None
    shape, name = shape_from_config(data, where)
    return ModelSpec(name or str(where), shape.parameter_count(), shape, str(where))


def model_from_config_file(path: str | Path) -> ModelSpec:
    """A model from a config.json file; WorkloadError naming the file for anything wrong."""
    from configurator.model.json_input import BuildFileError, decode_bytes
    from configurator.model.safe_files import UnsafeFileError, read_regular_file

    try:
        data = read_regular_file(path, CONFIG_MAX_BYTES)
        if len(data) > CONFIG_MAX_BYTES:
            raise refuse(str(path), message(T("larger than {limit_kb} kB: not a config.json"),
                                            limit_kb=CONFIG_MAX_BYTES // 1000))
        text = decode_bytes(data)
    except UnsafeFileError as error:
        raise refuse(str(path), error.message) from None
    except BuildFileError as error:
        raise refuse(str(path), error.message) from None
    return model_from_config_text(text, str(path))


def _model_object(value: Mapping[str, Any]) -> ModelSpec:
    known = {"name", "params_b", "layers", "hidden", "heads", "kv_heads", "vocab",
             "intermediate", "tie_embeddings", "mlp", "learned_positions", "head_dim"}
    unknown = sorted(set(value) - known)
    if unknown:
        raise refuse(f"model.{unknown[0]}", message(T("unknown key")))
    shape_keys = ("layers", "hidden", "heads", "kv_heads", "vocab", "intermediate")
    given = [k for k in shape_keys if k in value]
    name = value.get("name", "")
    if not isinstance(name, str):
        raise refuse("model.name", message(T("should be a text (got {got})"), got=repr(name)))
    shape = None
    if given:
        missing = [k for k in shape_keys if k not in value]
        if missing:
            raise refuse(f"model.{missing[0]}", message(T("missing: a shape needs all of "
                                                          "{keys}"), keys=", ".join(shape_keys)))
        shape = make_shape("model", value)
    if "params_b" in value:
        counted = model_from_params_b(value["params_b"], name)
        return ModelSpec(counted.name, counted.params, shape)
    if shape is None:
        raise refuse("model", message(T("give params_b or the shape ({keys})"),
                                      keys=", ".join(shape_keys)))
    return ModelSpec(name or "custom", shape.parameter_count(), shape)


FIELDS = ("model", "task", "precision", "optimizer", "tokens", "seq_len", "micro_batch",
          "recompute", "sharded", "mfu", "lora_rank")


def workload_from_json(data: Any, presets: Mapping[str, Preset]) -> Workload:
    """A workload object of docs/workload.md (already parsed JSON), checked."""
    if not isinstance(data, dict):
        raise refuse("(top level)", message(T("a workload is a JSON object")))
    unknown = sorted(set(data) - set(FIELDS))
    if unknown:
        raise refuse(unknown[0], message(T("unknown key")))
    for key in ("model", "task"):
        if key not in data:
            raise refuse(key, message(T("missing")))
    model = data["model"]
    if isinstance(model, str):
        spec = model_from_preset(model, presets)
    elif isinstance(model, dict):
        spec = _model_object(model)
    else:
        raise refuse("model", message(T("a preset id or a model object (got {got})"),
                                      got=repr(model)))
    values = {k: data[k] for k in FIELDS[1:] if k in data}
    return Workload(spec, **values).check()


def workload_from_file(path: str | Path, presets: Mapping[str, Preset]) -> Workload:
    """A workload object of docs/workload.md read from a JSON file (`configurator complete
    --workload`); WorkloadError naming the file, and the key or line and column within it."""
    from configurator.model.json_input import BuildFileError, decode_bytes, parse_json_text
    from configurator.model.safe_files import UnsafeFileError, read_regular_file

    try:
        data = read_regular_file(path, CONFIG_MAX_BYTES)
        if len(data) > CONFIG_MAX_BYTES:
            raise refuse(str(path), message(T("larger than {limit_kb} kB: not a workload"),
                                            limit_kb=CONFIG_MAX_BYTES // 1000))
        parsed = parse_json_text(decode_bytes(data))
    except (UnsafeFileError, BuildFileError) as error:
        place = getattr(error, "place", None)
        raise refuse(str(path) if place is None
                     else message(T("{file}, {place}"), file=str(path), place=place),
                     error.message) from None
    try:
        return workload_from_json(parsed, presets)
    except WorkloadError as error:
        where = error.where if error.where is not None else message(T("(top level)"))
        raise refuse(message(T("{file}, {place}"), file=str(path), place=where),
                     error.problem) from None
