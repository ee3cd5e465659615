"""`configurator complete FILE -o OUT` with a workload as its constraint (docs/workload.md,
"Completing a build around a workload"): exit 0 and OUT holds the workload as `configurator
workload` judges it; exit 1 before any search, naming the memory needed against what the
build's GPUs have and what would make it fit; exit 2 with one line for bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_runner import run_cli

LORA_8B = ("--preset", "llama-3.1-8b", "--task", "lora", "--tokens", "1e9", "--recompute")
FULL_7B = ("--params-b", "7", "--task", "finetune", "--tokens", "1e9")


def gpus_only(tmp_path: Path, count: int = 2, part: str = "rtx-4090-fe") -> Path:
    """A partial build of `count` catalog cards and nothing else (24 GB each: 21.6 available)."""
    path = tmp_path / "gpus.gwb"
    path.write_text(json.dumps({"format": "gpu-workstation-build", "version": 1,
                                "name": "GPUs only", "outlet": "US-15A",
                                "gpus": [{"part": part} for _ in range(count)]}),
                    encoding="utf-8")
    return path


def test_a_workload_that_fits_completes_and_the_answer_holds_it(tmp_path: Path) -> None:
    out = tmp_path / "out.gwb"
    ran = run_cli("complete", str(gpus_only(tmp_path)), "-o", str(out), *LORA_8B,
                  "--format", "json")
    assert ran.returncode == 0, ran.stderr
    data = json.loads(ran.stdout)
    assert data["found"] is True
    workload = data["workload"]
    assert workload["fits"] is True and workload["gpus"] == 2
    assert workload["model"] == "Llama 3.1 8B" and workload["task"] == "lora"
    memory = workload["memory_gb_per_gpu"]
    assert memory["available"] == 21.6 and memory["total"] <= 21.6
    assert workload["time_h"] > 0 and workload["link"] == "pcie"
    assert all(alt["workload"]["fits"] is True for alt in data["alternatives"])
    # The build written holds it by `configurator workload`'s own judgement.
    judged = run_cli("workload", str(out), *LORA_8B, "--format", "json")
    assert judged.returncode == 0, judged.stderr
    assert json.loads(judged.stdout)["memory_gb_per_gpu"] == memory


def test_the_text_says_the_workload_of_each_answer(tmp_path: Path) -> None:
    workload = tmp_path / "workload.json"
    workload.write_text(json.dumps({"model": "llama-3.1-8b", "task": "lora", "tokens": 1e9,
                                    "recompute": True}), encoding="utf-8")
    ran = run_cli("complete", str(gpus_only(tmp_path, 1)), "-o", str(tmp_path / "out.gwb"),
                  "--workload", str(workload))
    assert ran.returncode == 0, ran.stderr
    assert "Workload Llama 3.1 8B, LoRA fine-tuning: Fits: " in ran.stdout
    assert "GB of the 21.6 GB available per GPU. A run: " in ran.stdout


def test_a_workload_the_gpus_cannot_hold_exits_1_naming_the_constraint(tmp_path: Path) -> None:
    out = tmp_path / "out.gwb"
    path = gpus_only(tmp_path)
    ran = run_cli("complete", str(path), "-o", str(out), *FULL_7B)
    assert ran.returncode == 1, ran.stderr
    assert ("No complete build without errors: the workload needs 112.0 GB per GPU; this "
            "build has 2 x GeForce RTX 4090 Founders Edition with 21.6 GB available each "
            "(90 % of 24 GB); it would fit with: ") in ran.stdout
    assert "fine-tune with LoRA (rank 16) instead" in ran.stdout
    assert not out.exists()
    data = json.loads(run_cli("complete", str(path), "-o", str(out), *FULL_7B, "--sharded",
                              "--format", "json").stdout)
    assert data["found"] is False and "56.0 GB per GPU" in data["reason"]
    assert data["workload"]["fits"] is False
    assert data["workload"]["memory_gb_per_gpu"]["total"] == 56.0  # sharded over 2
    more = next(w for w in data["workload"]["would_fit"] if w["change"] == "gpus")
    assert more["cards"] == 6 and "6 x GeForce RTX 4090 with sharding" in data["reason"]
    # What it says would make it fit does: LoRA on the same cards.
    lora = run_cli("complete", str(path), "-o", str(out), "--params-b", "7", "--task", "lora",
                   "--tokens", "1e9")
    assert lora.returncode == 0, lora.stderr
    assert out.exists()


@pytest.mark.parametrize(("content", "options", "expected"), [
    (None, ("--preset", "llama-3.1-8b", "--task", "lora", "--tokens", "-5"),
     "configurator: --tokens: cannot be negative (got -5)"),
    (None, (*LORA_8B, "--mfu", "1.5"), "configurator: --mfu: the model FLOPs utilisation must "
                                       "be above 0 and at most 1 (got 1.5)"),
    (None, ("--preset", "nope", "--task", "lora", "--tokens", "1e9"),
     "configurator: --preset: unknown preset 'nope'"),
    (None, ("--tokens", "1e9", "--task", "lora"),
     "configurator: give the model: --preset ID, --config CONFIG.json or --params-b N"),
    ('{"model": "llama-3.1-8b", "task": "lora", "tokens": -1}', (),
     "workload.json, tokens: cannot be negative (got -1)"),
    ('{"model": "llama', (), "workload.json, line 1, column "),
    ('{"model": "llama-3.1-8b", "task": "lora", "seq": 5}', (), "workload.json, seq: unknown key"),
    ('{"model": "llama-3.1-8b", "task": "lora", "tokens": 1e9}', ("--sharded",),
     "configurator: --workload and --sharded: give the workload either as a file or as "
     "options"),
])
def test_bad_workload_input_exits_2_with_one_line(tmp_path: Path, content: str | None,
                                                  options: tuple[str, ...],
                                                  expected: str) -> None:
    out = tmp_path / "out.gwb"
    if content is not None:
        (tmp_path / "workload.json").write_text(content, encoding="utf-8")
        options = ("--workload", str(tmp_path / "workload.json"), *options)
    ran = run_cli("complete", str(gpus_only(tmp_path)), "-o", str(out), *options)
    assert ran.returncode == 2, ran.stdout
    assert expected in ran.stderr and len(ran.stderr.strip().splitlines()) == 1
    assert "Traceback" not in ran.stderr and not out.exists()


def test_a_build_without_gpus_and_a_workload_exits_2(tmp_path: Path) -> None:
    empty = tmp_path / "empty.gwb"
    empty.write_text(json.dumps({"format": "gpu-workstation-build", "version": 1,
                                 "name": "empty"}), encoding="utf-8")
    ran = run_cli("complete", str(empty), "-o", str(tmp_path / "out.gwb"), *LORA_8B)
    assert ran.returncode == 2
    assert ran.stderr.strip() == (f"configurator: {empty}: the build has no GPU; a workload is "
                                  "held by the build's own GPUs: add them first, then complete")
