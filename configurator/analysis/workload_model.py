"""The model of a workload (docs/workload.md): its shape, its parameter count, where it came
from (a preset of db/workload_presets.csv, a Hugging Face config.json, or a bare count).

The parameter count P is computed as the model has it: the token embeddings, learned position
embeddings where the model has them (BERT, GPT-2; rotary models have none), per layer the
attention with grouped KV heads (q and o `hidden x heads x head_dim`, k and v `hidden x kv_heads x
head_dim`; head_dim is hidden / heads unless the config says otherwise) and the MLP (gated, as in
Llama, Qwen and Mistral: 3 x hidden x intermediate; plain, as in BERT and GPT-2: 2 x hidden x
intermediate), and the output head unless it is tied to the embeddings. Biases and norms are left
out (they are below 0.1 % of every preset). Every refusal is a `WorkloadError` naming its place.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from configurator.model.messages import Message, T, message

MlpKind = Literal["gated", "plain"]
MLP_KINDS: tuple[str, ...] = ("gated", "plain")
PRESETS_FILE = "workload_presets.csv"

# Limits of a shape's numbers (a typo of 10,000 layers is refused, not computed).
SHAPE_LIMITS: dict[str, tuple[int, int]] = {
    "layers": (1, 10_000), "hidden": (1, 1_000_000), "heads": (1, 100_000),
    "kv_heads": (1, 100_000), "vocab": (1, 10_000_000), "intermediate": (1, 10_000_000),
    "learned_positions": (0, 10_000_000), "head_dim": (1, 100_000),
}
PARAMS_B_MAX = 100_000.0  # 100 trillion parameters


class WorkloadError(ValueError):
    """A workload that cannot be estimated; str() is one line naming the place, in English;
    `message` is the same to be translated (configurator.words.messages). `where` and
    `problem` are its two halves when it names a place (a command line names an input by its
    option, the window by its field)."""

    def __init__(self, text: Message, where: Message | str | None = None,
                 problem: Message | None = None) -> None:
        self.message = text
        self.where = where
        self.problem = problem if problem is not None else text
        super().__init__(str(text))


def refuse(where: Message | str, problem: Message) -> WorkloadError:
    return WorkloadError(message(T("{where}: {problem}"), where=where, problem=problem),
                         where, problem)


@dataclass(frozen=True)
class ModelShape:
    """What the memory of activations, the KV cache and LoRA need of a model."""

    layers: int
    hidden: int
    heads: int
    kv_heads: int
    vocab: int
    intermediate: int
    tie_embeddings: bool = False
    mlp: MlpKind = "gated"
    learned_positions: int = 0  # rows of a learned position embedding (0: rotary / none)
    head_dim: int | None = None  # None: hidden / heads

    @property
    def attention_head_dim(self) -> float:
        return self.head_dim if self.head_dim is not None else self.hidden / self.heads

    def parameter_count(self) -> float:
        h, d = self.hidden, self.attention_head_dim
        attention = 2 * h * self.heads * d + 2 * h * self.kv_heads * d
        mlp = (3 if self.mlp == "gated" else 2) * h * self.intermediate
        embeddings = self.vocab * h + self.learned_positions * h
        head = 0 if self.tie_embeddings else self.vocab * h
        return float(embeddings + self.layers * (attention + mlp) + head)

    def lora_parameters(self, rank: int) -> float:
        """LoRA on the four attention projections of every layer (docs/workload.md)."""
        return float(2 * rank * self.hidden * self.layers * 4)


@dataclass(frozen=True)
class ModelSpec:
    """The workload's model: its parameter count and, where known, its shape."""

    name: str
    params: float  # P, parameters
    shape: ModelShape | None = None
    source: str = ""  # the preset's model card, the config file, or "" for a bare count
    preset_id: str | None = None


@dataclass(frozen=True)
class Preset:
    id: str
    name: str
    shape: ModelShape
    card_params_b: float  # the count the model card (source_url) states, in billions
    source_url: str  # the page that states card_params_b
    config_url: str  # the config.json the shape is read from
    notes: str = ""

    def model(self) -> ModelSpec:
        return ModelSpec(self.name, self.shape.parameter_count(), self.shape, self.source_url,
                         self.id)


# --- shapes from JSON (a workload's inline model, a Hugging Face config.json) ----------------


def _integer(where: Message | str, key: str, value: Any) -> int:
    low, high = SHAPE_LIMITS[key]
    if isinstance(value, bool) or not isinstance(value, int | float) or value != int(value):
        raise refuse(where, message(T("{key} should be a whole number (got {got})"), key=key,
                                    got=repr(value)))
    if not low <= value <= high:
        raise refuse(where, message(T("{key} must be {low} to {high} (got {got})"), key=key,
                                    low=low, high=high, got=value))
    return int(value)


def make_shape(where: Message | str, values: Mapping[str, Any]) -> ModelShape:
    """A shape from numbers keyed by ModelShape's field names; checks them together."""
    numbers = {key: _integer(where, key, values[key])
               for key in ("layers", "hidden", "heads", "kv_heads", "vocab", "intermediate")}
    extra: dict[str, Any] = {}
    for key in ("learned_positions", "head_dim"):
        if values.get(key) is not None:
            extra[key] = _integer(where, key, values[key])
    mlp = values.get("mlp", "gated")
    if mlp not in MLP_KINDS:
        raise refuse(where, message(T("mlp should be one of {choices} (got {got})"),
                                    choices=", ".join(MLP_KINDS), got=repr(mlp)))
    tie = values.get("tie_embeddings", False)
    if not isinstance(tie, bool):
        raise refuse(where, message(T("{key} should be true or false (got {got})"),
                                    key="tie_embeddings", got=repr(tie)))
    if numbers["heads"] % numbers["kv_heads"]:
        raise refuse(where, message(T("{heads} attention heads cannot be grouped over {kv} KV "
                                      "heads"), heads=numbers["heads"], kv=numbers["kv_heads"]))
    if "head_dim" not in extra and numbers["hidden"] % numbers["heads"]:
        raise refuse(where, message(T("hidden size {hidden} is not a multiple of {heads} heads"),
                                    hidden=numbers["hidden"], heads=numbers["heads"]))
    return ModelShape(**numbers, tie_embeddings=tie, mlp=mlp, **extra)


# Hugging Face model types whose MLP is not gated, and those with learned position embeddings
# (rows: max_position_embeddings, or n_positions for GPT-2). Any other model_type is taken as a
# gated-MLP decoder with rotary positions (Llama, Mistral, Qwen2, Gemma ...), as the design does.
PLAIN_MLP_TYPES = frozenset({"bert", "roberta", "xlm-roberta", "electra", "gpt2", "gpt_neox",
                             "opt"})
LEARNED_POSITION_TYPES = frozenset({"bert", "roberta", "xlm-roberta", "electra", "gpt2", "opt"})
# Keys that name the same figure in different architectures' configs, first match wins.
CONFIG_KEYS: dict[str, tuple[str, ...]] = {
    "layers": ("num_hidden_layers", "n_layer", "num_layers"),
    "hidden": ("hidden_size", "n_embd", "d_model"),
    "heads": ("num_attention_heads", "n_head"),
    "kv_heads": ("num_key_value_heads",),
    "vocab": ("vocab_size",),
    "intermediate": ("intermediate_size", "n_inner", "ffn_dim"),
    "learned_positions": ("max_position_embeddings", "n_positions"),
    "head_dim": ("head_dim",),
}
MOE_KEYS = ("num_local_experts", "num_experts", "n_routed_experts")


def _config_value(config: Mapping[str, Any], key: str) -> tuple[str, Any] | None:
    for name in CONFIG_KEYS[key]:
        if config.get(name) is not None:
            return name, config[name]
    return None


def shape_from_config(config: Any, where: Message | str) -> tuple[ModelShape, str]:
    """The shape of a Hugging Face config.json (already parsed) and its model's name."""
    if not isinstance(config, dict):
        raise refuse(where, message(T("a config.json holds a JSON object")))
    text = config.get("text_config")
    if isinstance(text, dict) and _config_value(config, "layers") is None:
        config = {**config, **text}  # a multimodal model: its language model's figures
    for key in MOE_KEYS:
        experts = config.get(key)
        if isinstance(experts, int) and not isinstance(experts, bool) and experts > 1:
            raise refuse(where, message(T("{key} = {value}: mixture-of-experts models are not "
                                          "estimated"), key=key, value=experts))
    model_type = str(config.get("model_type", ""))
    values: dict[str, Any] = {}
    for key in ("layers", "hidden", "heads", "vocab"):
        found = _config_value(config, key)
        if found is None:
            raise refuse(where, message(T("{key} is missing"), key=CONFIG_KEYS[key][0]))
        values[key] = _integer(message(T("{where}, key {key}"), where=where, key=found[0]),
                               key, found[1])
    kv = _config_value(config, "kv_heads")
    values["kv_heads"] = kv[1] if kv is not None else values["heads"]
    intermediate = _config_value(config, "intermediate")
    if intermediate is None:
        if model_type not in PLAIN_MLP_TYPES:  # GPT-2's n_inner null means 4 x hidden
            raise refuse(where, message(T("{key} is missing"), key="intermediate_size"))
        values["intermediate"] = 4 * values["hidden"]
    else:
        values["intermediate"] = intermediate[1]
    head_dim = _config_value(config, "head_dim")
    if head_dim is not None:
        values["head_dim"] = head_dim[1]
    if model_type in LEARNED_POSITION_TYPES:
        positions = _config_value(config, "learned_positions")
        values["learned_positions"] = positions[1] if positions is not None else 0
    values["mlp"] = "plain" if model_type in PLAIN_MLP_TYPES else "gated"
    # transformers' own default: the output head is tied unless the config says otherwise.
    values["tie_embeddings"] = config.get("tie_word_embeddings", True)
    shape = make_shape(where, values)
    names = config.get("_name_or_path") or model_type or ""
    return shape, str(names)


# --- presets (db/workload_presets.csv) -------------------------------------------------------

PRESET_COLUMNS = (
    "id", "name", "card_params_b", "layers", "hidden", "heads", "kv_heads", "vocab",
    "intermediate", "tie_embeddings", "mlp", "learned_positions", "source_url", "config_url",
    "notes",
)


def load_presets(path: str | Path) -> dict[str, Preset]:
    """Every preset of a workload_presets.csv by id, in file order; WorkloadError naming the
    file, line and column of a bad cell."""
    # The CSV reader of the cloud offerings: '#' comments, header row, cells stripped.
    from configurator.analysis.offerings import OfferingsError, data_rows

    path = Path(path)
    presets: dict[str, Preset] = {}
    try:
        for line, row in data_rows(path):
            where = message(T("{file} line {line}"), file=str(path), line=line)
            missing = [c for c in PRESET_COLUMNS if c not in row]
            if missing:
                raise refuse(where, message(T("missing column(s): {names}"),
                                            names=", ".join(missing)))
            preset_id = row["id"]
            if not preset_id or preset_id in presets:
                raise refuse(where, message(T("id {id!r} is empty or appears twice"),
                                            id=preset_id))
            presets[preset_id] = _preset(where, row)
    except OfferingsError as error:
        raise WorkloadError(error.message) from None
    return presets


def _preset(where: Message, row: Mapping[str, str]) -> Preset:
    for column in ("name", "source_url", "config_url", "card_params_b"):
        if not row[column]:
            raise refuse(where, message(T("column {column}: a value is required"),
                                        column=column))
    values: dict[str, Any] = {}
    for key in ("layers", "hidden", "heads", "kv_heads", "vocab", "intermediate",
                "learned_positions"):
        cell = row[key] or ("0" if key == "learned_positions" else "")
        try:
            values[key] = int(cell)
        except ValueError:
            raise refuse(where, message(T("column {column}: should be a whole number (got "
                                          "{got})"), column=key, got=repr(cell))) from None
    if row["tie_embeddings"] not in ("true", "false"):
        raise refuse(where, message(T("column {column}: should be true or false (got {got})"),
                                    column="tie_embeddings", got=repr(row["tie_embeddings"])))
    values["tie_embeddings"] = row["tie_embeddings"] == "true"
    values["mlp"] = row["mlp"] or "gated"
    try:
        card = float(row["card_params_b"])
    except ValueError:
        card = -1.0
    if not 0 < card <= PARAMS_B_MAX:
        raise refuse(where, message(T("column {column}: {value} is out of range"),
                                    column="card_params_b", value=row["card_params_b"]))
    return Preset(row["id"], row["name"], make_shape(where, values), card, row["source_url"],
                  row["config_url"], row["notes"])
