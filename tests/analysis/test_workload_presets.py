"""The workload presets of db/workload_presets.csv and Hugging Face config.json files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from configurator.analysis.workload_inputs import model_from_config_file, model_from_config_text
from configurator.analysis.workload_model import PRESETS_FILE, WorkloadError, load_presets

DB = Path(__file__).parents[2] / "db"
REQUIRED = ("llama-3.1-8b", "llama-3.1-70b", "qwen2.5-7b", "qwen2.5-72b", "mistral-7b",
            "bert-large", "gpt2-xl")


@pytest.fixture(scope="module")
def presets():
    return load_presets(DB / PRESETS_FILE)


def test_the_presets_the_issue_names_are_there_with_their_sources(presets) -> None:
    assert set(REQUIRED) <= set(presets)
    for preset in presets.values():
        assert preset.source_url.startswith("https://"), preset.id
        assert preset.config_url.startswith("https://"), preset.id


@pytest.mark.parametrize("preset_id", REQUIRED)
def test_the_count_from_the_shape_is_within_2_percent_of_the_model_card(presets,
                                                                          preset_id: str) -> None:
    preset = presets[preset_id]
    computed = preset.shape.parameter_count()
    assert computed == pytest.approx(preset.card_params_b * 1e9, rel=0.02)


def test_counts_worked_out_by_hand(presets) -> None:
    # Llama 3.1 8B: embeddings and head 2 x 128,256 x 4,096; per layer q, o 2 x 4,096^2,
    # k, v 2 x 4,096 x 8 x 128, MLP 3 x 4,096 x 14,336.
    per_layer = 2 * 4096**2 + 2 * 4096 * 8 * 128 + 3 * 4096 * 14336
    assert presets["llama-3.1-8b"].shape.parameter_count() == 2 * 128256 * 4096 + 32 * per_layer
    # GPT-2 XL: tied head, learned positions, plain MLP of 4 x hidden.
    gpt = 50257 * 1600 + 1024 * 1600 + 48 * (4 * 1600**2 + 2 * 1600 * 6400)
    assert presets["gpt2-xl"].shape.parameter_count() == gpt


LLAMA_31_8B_CONFIG = {
    "architectures": ["LlamaForCausalLM"], "model_type": "llama", "hidden_size": 4096,
    "intermediate_size": 14336, "num_attention_heads": 32, "num_hidden_layers": 32,
    "num_key_value_heads": 8, "vocab_size": 128256, "tie_word_embeddings": False,
    "max_position_embeddings": 131072, "rope_theta": 500000.0, "torch_dtype": "bfloat16",
    "rope_scaling": {"factor": 8.0, "rope_type": "llama3"}, "hidden_act": "silu",
}
GPT2_XL_CONFIG = {
    "model_type": "gpt2", "n_ctx": 1024, "n_embd": 1600, "n_head": 25, "n_inner": None,
    "n_layer": 48, "n_positions": 1024, "vocab_size": 50257, "activation_function": "gelu_new",
}
BERT_LARGE_CONFIG = {
    "model_type": "bert", "hidden_size": 1024, "intermediate_size": 4096,
    "num_attention_heads": 16, "num_hidden_layers": 24, "max_position_embeddings": 512,
    "type_vocab_size": 2, "vocab_size": 30522, "hidden_act": "gelu",
}


@pytest.mark.parametrize(("config", "preset_id"), [
    (LLAMA_31_8B_CONFIG, "llama-3.1-8b"), (GPT2_XL_CONFIG, "gpt2-xl"),
    (BERT_LARGE_CONFIG, "bert-large"),
])
def test_a_config_json_gives_the_presets_count(presets, config: dict, preset_id: str) -> None:
    model = model_from_config_text(json.dumps(config), "config.json")
    assert model.shape == presets[preset_id].shape
    assert model.params == presets[preset_id].shape.parameter_count()


def test_a_config_file_on_disk(tmp_path: Path, presets) -> None:
    path = tmp_path / "config.json"
    path.write_text(json.dumps({**LLAMA_31_8B_CONFIG, "_name_or_path": "meta-llama/x"}))
    model = model_from_config_file(path)
    assert model.name == "meta-llama/x" and model.source == str(path)
    assert model.params == presets["llama-3.1-8b"].shape.parameter_count()


def test_tied_embeddings_are_transformers_default() -> None:
    config = {k: v for k, v in LLAMA_31_8B_CONFIG.items() if k != "tie_word_embeddings"}
    tied = model_from_config_text(json.dumps(config), "c.json")
    untied = model_from_config_text(json.dumps(LLAMA_31_8B_CONFIG), "c.json")
    assert untied.params - tied.params == 128256 * 4096


def test_a_multimodal_config_is_read_from_its_text_config(presets) -> None:
    config = {"model_type": "llava", "text_config": LLAMA_31_8B_CONFIG}
    model = model_from_config_text(json.dumps(config), "c.json")
    assert model.params == presets["llama-3.1-8b"].shape.parameter_count()


@pytest.mark.parametrize(("text", "expected"), [
    ('{"model_type": "llama",', "c.json, line 1, column 24: not valid JSON"),
    ("[1, 2]", "c.json: a config.json holds a JSON object"),
    (json.dumps({**LLAMA_31_8B_CONFIG, "num_hidden_layers": None}),
     "c.json: num_hidden_layers is missing"),
    (json.dumps({**LLAMA_31_8B_CONFIG, "hidden_size": "4096"}),
     "c.json, key hidden_size: hidden should be a whole number (got '4096')"),
    (json.dumps({**LLAMA_31_8B_CONFIG, "num_key_value_heads": 5}),
     "c.json: 32 attention heads cannot be grouped over 5 KV heads"),
    (json.dumps({**LLAMA_31_8B_CONFIG, "num_local_experts": 8}),
     "c.json: num_local_experts = 8: mixture-of-experts models are not estimated"),
    ('{"vocab_size": NaN}', "c.json, vocab_size (line 1, column 16)"),
])
def test_a_malformed_config_is_one_line_naming_the_place(text: str, expected: str) -> None:
    with pytest.raises(WorkloadError) as caught:
        model_from_config_text(text, "c.json")
    assert str(caught.value).startswith(expected), str(caught.value)
    assert "\n" not in str(caught.value)


def test_a_missing_or_binary_config_file_is_named(tmp_path: Path) -> None:
    with pytest.raises(WorkloadError, match=r"^.*nothing\.json: "):
        model_from_config_file(tmp_path / "nothing.json")
    binary = tmp_path / "b.json"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(WorkloadError, match=r"b\.json"):
        model_from_config_file(binary)


@pytest.mark.parametrize(("row", "expected"), [
    ("x,X,8,32,4096,32,8,128256,14336,maybe,gated,,https://a,https://b,", "tie_embeddings"),
    ("x,X,8,32,4096,32,8,128256,,false,gated,,https://a,https://b,", "intermediate"),
    ("x,X,,32,4096,32,8,128256,14336,false,gated,,https://a,https://b,", "card_params_b"),
    ("x,X,8,32,4096,32,8,128256,14336,false,swiglu,,https://a,https://b,", "mlp"),
])
def test_a_bad_preset_row_is_refused_with_its_line(tmp_path: Path, row: str,
                                                    expected: str) -> None:
    header = (DB / PRESETS_FILE).read_text().splitlines()
    columns = next(line for line in header if line.startswith("id,"))
    path = tmp_path / PRESETS_FILE
    path.write_text(f"# comment\n{columns}\n{row}\n")
    with pytest.raises(WorkloadError, match=rf"line 3.*{expected}"):
        load_presets(path)
