"""The command line (docs/architecture.md, the commands): run in this process where the command
is the subject (tests/cli_runner.py), as a process of its own where the process is (the
`process` tier: a closed pipe, a redirected stream's encoding, `python -m configurator`)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from cli_runner import run_cli, run_process
from factory import base_data, gpu, with_parts

ROOT = Path(__file__).parents[2]
TEMPLATE_DIR = ROOT / "resources" / "templates"
TEMPLATES = sorted([*TEMPLATE_DIR.glob("*.gwb"), *TEMPLATE_DIR.glob("*.gwb.json")])


run = run_cli


def test_the_five_templates_and_three_of_current_hardware_ship() -> None:
    names = [p.name for p in TEMPLATES]
    assert names[:5] == [
        "1-beginner.gwb.json", "2-one-gpu.gwb.json", "3-two-gpus.gwb.json",
        "4-four-gpus.gwb.json", "5-eight-gpus.gwb.json"]
    # Templates added since the .gwb suffix came in use it.
    assert names[5:] == ["6-two-rtx-5090-trx50.gwb", "7-four-blower-wrx90.gwb", "8-eight-l40s-4u.gwb"]


@pytest.mark.parametrize("template", TEMPLATES, ids=lambda p: p.name.split(".")[0])
def test_every_template_is_validated(template: Path) -> None:
    result = run("validate", str(template), "--format", "json")
    assert result.returncode == 0, result.stdout + result.stderr
    report = json.loads(result.stdout)
    assert report["validated"] is True and report["complete"] is True
    # The binding keys of README's command line, and rev. 3's beside them (what was not checked, which
    # figures rest on estimates).
    assert set(report) == {"validated", "complete", "findings", "figures", "not_checked",
                           "estimated_figures"}
    for entry in report["not_checked"]:
        assert set(entry) == {"rule", "parts", "fields"}
    assert set(report["figures"]) == {"power", "pcie", "thermal", "totals"}
    notes = json.loads(template.read_text())["notes"]
    for finding in report["findings"]:
        assert set(finding) == {"rule", "severity", "message", "params", "parts", "fix",
                                "waived", "waiver_reason"}
        if finding["severity"] == "warning":
            assert finding["rule"] in notes, f"{template.name}: notes do not explain {finding['rule']}"


def test_template_tiers() -> None:
    from configurator.catalog import open_catalog
    from configurator.model.buildfile import read_build

    catalog = open_catalog()
    gpus = {}
    for template in TEMPLATES:
        r = read_build(template, catalog).resolved
        gpus[template.name.split('.')[0]] = r
    assert len(gpus["1-beginner"].gpus) == 1 and gpus["1-beginner"].gpus[0].spec.tdp_w <= 150
    assert len(gpus["2-one-gpu"].gpus) == 1 and len(gpus["3-two-gpus"].gpus) == 2
    four = gpus["4-four-gpus"]
    assert len(four.gpus) == 4 and all(g.spec.cooler == "blower" for g in four.gpus)
    assert 1500 <= four.psu.spec.watts <= 1700
    eight = gpus["5-eight-gpus"]
    assert len(eight.gpus) == 8 and len(eight.cpus) == 2 and eight.chassis.server_airflow
    assert all(m.spec.ecc and m.spec.registered for m in eight.memory)
    assert any(n.spec.speed_gbit_s >= 10 for n in eight.nics)
    assert (eight.psu.qty, eight.psu.redundant) == (3, 1)
    assert eight.outlet.volts >= 208


def test_validate_text_output_is_grouped_by_severity(tmp_path: Path) -> None:
    data = with_parts(base_data(2), gpu(cooler="open-air", length_mm=400))
    path = tmp_path / "bad.gwb.json"
    path.write_text(json.dumps(data))
    result = run("validate", str(path))
    assert result.returncode == 1
    out = result.stdout
    assert "NOT VALIDATED" in out
    assert out.index("Errors") < out.index("Warnings") < out.index("Notes")
    assert "PHYS-GPU-LENGTH" in out and "THERMAL-ADJACENT" in out


def test_validate_incomplete_build_is_not_an_error(tmp_path: Path) -> None:
    path = tmp_path / "partial.gwb.json"
    path.write_text(json.dumps({"format": "gpu-workstation-build", "version": 1,
                                "gpus": [{"part": "gtx-1080-ti-fe", "slot": None}]}))
    result = run("validate", str(path), "--format", "json")
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["complete"] is False and report["validated"] is False
    assert report["findings"][-1]["rule"] == "BUILD-INCOMPLETE"


@pytest.mark.parametrize("content", [b"", b"{", b"\x00\x01\x02", b'{"format": "x", "version": 1}'])
def test_unreadable_file_exits_2_with_one_line(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "broken.gwb.json"
    path.write_bytes(content)
    result = run("validate", str(path))
    assert result.returncode == 2
    assert result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr
    assert str(path) in result.stderr


def test_missing_file_exits_2() -> None:
    result = run("validate", "/nonexistent/x.gwb.json")
    assert result.returncode == 2 and "no such file" in result.stderr


@pytest.mark.parametrize("args", [["validate"], ["validate", "x", "--format", "yaml"],
                                  ["catalog", "--kind", "laser"], ["frobnicate", "--now"],
                                  ["--bogus"]])
def test_bad_arguments_exit_2(args: list[str]) -> None:
    result = run(*args)
    assert result.returncode == 2 and "Traceback" not in result.stderr


def test_catalog_json_lists_every_gpu_with_its_fields() -> None:
    result = run("catalog", "--kind", "gpu", "--format", "json")
    assert result.returncode == 0
    parts = json.loads(result.stdout)
    models = {p["model"] for p in parts}
    for model in ("GeForce GTX 950", "GeForce GTX 1080 Ti", "GeForce RTX 2080 Ti", "TITAN RTX",
                  "Tesla K80", "Tesla V100 PCIe", "Tesla T4"):
        assert model in models
    for part in parts:
        assert part["kind"] == "gpu"
        for field in ("fp32_gflops", "tdp_w", "slot_width", "length_mm", "cooler", "source_url"):
            assert field in part


def test_the_json_listing_is_indented_json_with_its_text_unescaped() -> None:
    """The listing's encoder is pydantic-core's (configurator/cli/catalog.py): its text is
    what Python's own json writes (two-space indents, ", " and ": ", names in UTF-8)."""
    result = run("catalog", "--kind", "gpu", "--search", "Radeon™ RX 9060 XT", "--format", "json")
    assert result.returncode == 0
    parts = json.loads(result.stdout)
    assert parts and all("Radeon™" in part["name"] for part in parts)
    assert result.stdout == json.dumps(parts, indent=2, ensure_ascii=False) + "\n"


def test_catalog_search_text() -> None:
    result = run("catalog", "--search", "2080 ti blower")
    assert result.returncode == 0
    assert "asus-turbo-rtx-2080-ti" in result.stdout


@pytest.mark.process
def test_version_as_the_installed_module_runs() -> None:
    from configurator import __version__

    result = run_process("--version")
    assert result.returncode == 0 and __version__ in result.stdout


@pytest.mark.process
@pytest.mark.parametrize("command", [["validate", str(TEMPLATE_DIR / "5-eight-gpus.gwb.json")],
                                     ["catalog"]])
def test_a_reader_that_closes_the_pipe_gets_no_traceback(command: list[str]) -> None:
    """`configurator catalog | head -1`: the reader leaves; nothing is printed about it."""
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before the first line is written
    try:
        done = subprocess.run([sys.executable, "-m", "configurator", *command],
                              stdout=write_end, stderr=subprocess.PIPE, text=True,
                              timeout=120, check=False)
    finally:
        os.close(write_end)
    assert "Traceback" not in done.stderr and "BrokenPipeError" not in done.stderr, done.stderr
    assert done.returncode == 141


@pytest.mark.process
def test_output_redirected_in_a_code_page_that_lacks_its_characters_is_written_in_utf8():
    """`configurator --lang zh_CN catalog > parts.txt` on Windows: the redirected stream is
    in the locale's code page (cp1252 here), which has no Chinese; no traceback, UTF-8 out."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONIOENCODING": "cp1252"}
    result = subprocess.run([sys.executable, "-m", "configurator", "--lang", "zh_CN",
                             "catalog", "--kind", "psu"], capture_output=True, env=env,
                            timeout=120)
    assert result.returncode == 0, result.stderr.decode("utf-8", "replace")
    assert result.stderr == b""
    assert "电源" in result.stdout.decode("utf-8")


def test_validate_says_what_it_could_not_check_and_what_rests_on_estimates(tmp_path) -> None:
    """docs/build-file.md, part fields: a card whose length nobody published is listed as not checked, in
    the JSON beside the binding keys and in the text; an estimated airflow marks the finding
    and the figure."""
    from factory import chassis

    data = with_parts(base_data(1), gpu(length_mm=340, unknown=["length_mm"]),
                      chassis(airflow_cfm=20, estimated=["airflow_cfm"]))
    path = tmp_path / "marked.gwb"
    path.write_text(json.dumps(data), encoding="utf-8")
    report = json.loads(run("validate", str(path), "--format", "json").stdout)
    assert report["not_checked"] == [
        {"rule": "PHYS-GPU-LENGTH", "parts": ["S1"], "fields": ["length_mm"]}]
    assert "thermal.delta_t_c" in report["estimated_figures"]
    [airflow] = [f for f in report["findings"] if f["rule"] == "THERMAL-AIRFLOW"]
    assert airflow["params"]["estimated"] is True and "estimated" in airflow["message"]
    text = run("validate", str(path), "--lang", "en").stdout
    assert "Not checked" in text and "PHYS-GPU-LENGTH: S1 (length_mm)" in text
    assert "Estimated figures" in text and "thermal.delta_t_c" in text
