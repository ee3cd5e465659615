"""`configurator workload FILE` (docs/workload.md): exit 0 when it fits, 1 when it does not (by how
much, what would make it fit), 2 on bad input with one line naming the place."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_runner import run_cli
from factory import base_data, gpu, with_parts

CONTRACT_KEYS = {"fits", "memory_gb_per_gpu", "time_h", "allreduce_s_per_step", "energy_kwh",
                 "tokens_per_s", "cost_per_run"}
LLAMA_CONFIG = {"model_type": "llama", "hidden_size": 4096, "intermediate_size": 14336,
                "num_attention_heads": 32, "num_hidden_layers": 32, "num_key_value_heads": 8,
                "vocab_size": 128256, "tie_word_embeddings": False}


def build_file(tmp_path: Path, gpus: int = 2, memory_gb: float = 80) -> Path:
    """A build of `gpus` custom 80 GB cards (100 TFLOPS FP16, 2,000 GB/s) on PCIe 3.0 x16."""
    data = base_data(gpus)
    data["name"] = "Workload box"
    card = gpu(memory_gb=memory_gb, fp16_gflops=100_000, memory_bandwidth_gb_s=2000,
               tdp_w=300)
    path = tmp_path / "box.gwb"
    path.write_text(json.dumps(with_parts(data, card)), encoding="utf-8")
    return path


def test_a_workload_that_fits_exits_0_with_the_contracts_json(tmp_path: Path) -> None:
    ran = run_cli("workload", str(build_file(tmp_path)), "--preset", "llama-3.1-8b", "--task",
                  "lora", "--tokens", "2e9", "--recompute", "--format", "json")
    assert ran.returncode == 0, ran.stderr
    data = json.loads(ran.stdout)
    assert set(data) >= CONTRACT_KEYS and data["fits"] is True
    assert set(data["memory_gb_per_gpu"]) == {"weights", "gradients", "optimizer",
                                              "activations", "kv_cache", "total", "available"}
    assert data["memory_gb_per_gpu"]["available"] == 72.0
    assert data["cost_per_run"][0]["where"] == "here"
    assert {c["where"] for c in data["cost_per_run"][1:]} >= {"aws-p5-48xlarge", "runpod-l40s"}
    assert data["link"] == "pcie" and data["link_gb_s"] == 15.76
    assert data["assumptions"] == {"mfu": 0.4, "decode_efficiency": 0.7}


def test_a_workload_that_does_not_fit_exits_1_saying_by_how_much_and_what_would(
        tmp_path: Path) -> None:
    path = build_file(tmp_path)
    ran = run_cli("workload", str(path), "--params-b", "7", "--task", "finetune", "--tokens",
                  "1e9")
    assert ran.returncode == 1, ran.stderr
    assert "Does not fit: 112.0 GB per GPU, 40.0 GB more than the 72.0 GB available." in \
        ran.stdout
    assert "What would make it fit:" in ran.stdout
    assert "shard weights, gradients and optimizer states over the 2 GPUs" in ran.stdout
    data = json.loads(run_cli("workload", str(path), "--params-b", "7", "--task", "finetune",
                              "--tokens", "1e9", "--format", "json").stdout)
    assert data["fits"] is False and data["over_gb"] == 40.0
    assert "sharded" in {w["change"] for w in data["would_fit"]}
    # The suggestion, taken: it fits.
    fits = run_cli("workload", str(path), "--params-b", "7", "--task", "finetune", "--tokens",
                   "1e9", "--sharded")
    assert fits.returncode == 0


def test_inference_says_its_tokens_per_s(tmp_path: Path) -> None:
    ran = run_cli("workload", str(build_file(tmp_path, gpus=1)), "--params-b", "7", "--task",
                  "inference", "--tokens", "1e6", "--format", "json")
    data = json.loads(ran.stdout)
    assert ran.returncode == 0
    assert data["tokens_per_s"] == 100.0  # 2,000 GB/s x 0.7 / 14 GB
    assert data["time_h"] == pytest.approx(10_000 / 3600, abs=1e-3)


def test_a_config_json_is_the_model(tmp_path: Path) -> None:
    config = tmp_path / "config.json"
    config.write_text(json.dumps(LLAMA_CONFIG), encoding="utf-8")
    ran = run_cli("workload", str(build_file(tmp_path)), "--config", str(config), "--task",
                  "inference", "--format", "json")
    assert ran.returncode == 0, ran.stderr
    assert json.loads(ran.stdout)["model"]["params"] == 8_029_995_008


@pytest.mark.parametrize(("args", "expected"), [
    (["--preset", "llama-3.1-8b", "--task", "lora", "--tokens", "-5"],
     "--tokens: cannot be negative (got -5)"),
    (["--preset", "llama-3.1-8b", "--task", "lora", "--tokens", "5", "--mfu", "0"],
     "--mfu: the model FLOPs utilisation must be above 0 and at most 1 (got 0)"),
    (["--preset", "llama-3.1-8b", "--task", "lora", "--tokens", "5", "--mfu", "1.5"],
     "--mfu: the model FLOPs utilisation must be above 0 and at most 1 (got 1.5)"),
    (["--preset", "llama-9", "--task", "inference"], "--preset: unknown preset 'llama-9'"),
    (["--preset", "llama-3.1-8b", "--task", "finetune"],
     "--tokens: a training task needs the number of tokens to train on"),
    (["--task", "inference"], "give the model: --preset ID, --config CONFIG.json or --params-b"),
    (["--params-b", "7"], "give the task: --task"),
    (["--params-b", "0", "--task", "inference"], "--params-b: must be above 0 (got 0)"),
    (["--params-b", "7", "--task", "inference", "--seq-len", "0"], "--seq-len: must be 1 to"),
])
def test_bad_input_exits_2_with_one_line_naming_it(tmp_path: Path, args: list[str],
                                                    expected: str) -> None:
    ran = run_cli("workload", str(build_file(tmp_path)), *args)
    assert ran.returncode == 2
    assert ran.stdout == ""
    line = ran.stderr.strip()
    assert line.startswith(f"configurator: {expected}"), line
    assert "\n" not in line and "Traceback" not in ran.stderr


def test_a_malformed_config_json_is_named_with_its_place(tmp_path: Path) -> None:
    config = tmp_path / "config.json"
    config.write_text('{"model_type": "llama",\n "hidden_size": }', encoding="utf-8")
    ran = run_cli("workload", str(build_file(tmp_path)), "--config", str(config), "--task",
                  "inference")
    assert ran.returncode == 2
    assert ran.stderr.strip() == (f"configurator: {config}, line 2, column 17: not valid "
                                  "JSON: a value was expected")


def test_a_build_without_gpus_exits_2(tmp_path: Path) -> None:
    path = build_file(tmp_path, gpus=0)
    ran = run_cli("workload", str(path), "--params-b", "7", "--task", "inference")
    assert ran.returncode == 2
    assert ran.stderr.strip() == f"configurator: {path}: the build has no GPU"


def test_a_file_that_cannot_be_read_exits_2(tmp_path: Path) -> None:
    ran = run_cli("workload", str(tmp_path / "missing.gwb"), "--params-b", "7", "--task",
                  "inference")
    assert ran.returncode == 2 and "missing.gwb" in ran.stderr and "Traceback" not in ran.stderr


def test_list_presets() -> None:
    text = run_cli("workload", "--list-presets")
    assert text.returncode == 0
    assert "llama-3.1-70b" in text.stdout and "https://mistral.ai/" in text.stdout
    data = json.loads(run_cli("workload", "--list-presets", "--format", "json").stdout)
    assert {p["id"] for p in data} >= {"llama-3.1-8b", "qwen2.5-72b", "bert-large", "gpt2-xl"}
    assert all(p["source_url"].startswith("https://") for p in data)


def test_the_text_in_chinese(tmp_path: Path) -> None:
    ran = run_cli("--lang", "zh_CN", "workload", str(build_file(tmp_path)), "--params-b", "7",
                  "--task", "finetune", "--tokens", "1e9")
    assert ran.returncode == 1
    assert "装不下：每块显卡需要 112.0 GB，比可用的 72.0 GB 多 40.0 GB。" in ran.stdout
    assert "怎样才能装得下：" in ran.stdout
    assert "Does not fit" not in ran.stdout and "What would make it fit" not in ran.stdout
