"""`--lang zh_CN` on the command line: `validate` prints Chinese, `bom` writes a Chinese PDF
with an embedded Simplified Chinese font; without --lang the system's language is used."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from cli_runner import run_cli

ROOT = Path(__file__).resolve().parents[2]
FOUR_GPUS = ROOT / "resources" / "templates" / "4-four-gpus.gwb.json"
# A template whose checks include a warning with a fix (THERMAL-AIRFLOW): since rev. 3's airflow
# counts every stock fan, the four-GPU template has none left.
TWO_5090 = ROOT / "resources" / "templates" / "6-two-rtx-5090-trx50.gwb"
HAN = range(0x4E00, 0xA000)


def run(*args: str, lang_env: str | None = None, home: Path | None = None):
    """The command in this process with its --lang (tests/cli_runner.py); with `lang_env`,
    a process of its own started in that locale (only a new process reads the system's)."""
    env = {"XDG_CONFIG_HOME": str(home)} if home is not None else {}  # no saved language
    if lang_env is None:
        return run_cli(*args, env=env, cwd=ROOT)
    process_env = {**os.environ, "LANG": lang_env, "LC_ALL": lang_env, **env}
    process_env.pop("LANGUAGE", None)
    return subprocess.run([sys.executable, "-m", "configurator", *args], capture_output=True,
                          text=True, env={**process_env, "QT_QPA_PLATFORM": "offscreen"},
                          timeout=180, cwd=ROOT)


def han(text: str) -> int:
    return sum(1 for ch in text if ord(ch) in HAN)


@pytest.mark.parametrize("args", [("--lang", "zh_CN", "validate", str(TWO_5090)),
                                  ("validate", str(TWO_5090), "--lang=zh_CN")])
def test_validate_prints_chinese(args, tmp_path):
    result = run(*args, home=tmp_path)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "两块 RTX 5090" in out and "已通过验证" in out  # the template's name, the status
    assert "警告" in out and "提示" in out  # the headings
    assert "THERMAL-AIRFLOW" in out and "空气升温" in out and "建议：" in out  # a finding, a fix
    assert "数据" in out and "墙插取电" in out  # the figures
    for english in ("Warnings", "Notes", "fix:", "of heat stays in the case", "Figures",
                    "Power:", "at peak"):
        assert english not in out, english
    assert han(out) > 150


def test_english_stays_english_and_json_stays_the_contract(tmp_path):
    english = run("--lang", "en", "validate", str(TWO_5090), home=tmp_path)
    assert english.returncode == 0 and han(english.stdout) == 0
    assert "VALIDATED" in english.stdout and "Warnings" in english.stdout
    data = json.loads(run("--lang", "zh_CN", "validate", str(TWO_5090), "--format", "json",
                          home=tmp_path).stdout)
    assert all(han(f["message"]) == 0 for f in data["findings"])


@pytest.mark.process
def test_the_system_language_is_the_default(tmp_path):
    chinese = run("validate", str(FOUR_GPUS), lang_env="zh_CN.UTF-8", home=tmp_path)
    assert chinese.returncode == 0 and "已通过验证" in chinese.stdout
    english = run("validate", str(FOUR_GPUS), lang_env="C.UTF-8", home=tmp_path)
    assert "VALIDATED" in english.stdout and han(english.stdout) == 0


def test_an_unknown_language_is_refused(tmp_path):
    result = run("--lang", "fr", "validate", str(FOUR_GPUS), home=tmp_path)
    assert result.returncode == 2 and result.stdout == ""
    assert "--lang" in result.stderr and "Traceback" not in result.stderr


def test_bom_in_chinese_is_a_pdf_with_chinese_text_and_an_embedded_cjk_font(tmp_path):
    if not (shutil.which("pdftotext") and shutil.which("pdffonts")):
        pytest.skip("poppler-utils (pdftotext, pdffonts) is not installed")
    pdf, csv = tmp_path / "bom.pdf", tmp_path / "bom.csv"
    result = run("bom", str(FOUR_GPUS), "-o", str(pdf), "--csv", str(csv), "--lang", "zh_CN",
                 home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "已写入" in result.stdout
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True,
                          text=True, check=True).stdout
    for words in ("物料清单", "检查结果", "未检查的项目", "机箱示意图", "空气温升", "显卡"):
        assert words in text, words
    assert "VALIDATED" in text  # the status words are the contract, Chinese beside them
    # ... and the Chinese first: the banner read as English to a Chinese reader (issue 30).
    assert text.index("已通过验证") < text.index("VALIDATED")
    assert not any(0x2F00 <= ord(ch) <= 0x2FDF for ch in text)  # no Kangxi look-alikes
    fonts = subprocess.run(["pdffonts", str(pdf)], capture_output=True, text=True,
                           check=True).stdout.splitlines()[2:]
    cjk = [line for line in fonts if "CJK" in line and "SC" in line.upper()]
    assert cjk, fonts
    assert all(line.split()[-5] == "yes" for line in cjk), cjk  # embedded
    assert "类别" in csv.read_text(encoding="utf-8-sig").splitlines()[0]


def test_argument_errors_and_help_are_chinese_too(tmp_path):
    bad = run("--lang", "zh_CN", "cost", str(FOUR_GPUS), "--hours-per-day", "30", home=tmp_path)
    assert bad.returncode == 2 and bad.stdout == ""
    assert len(bad.stderr.strip().splitlines()) == 1
    assert "错误" in bad.stderr and "24 小时" in bad.stderr and "Traceback" not in bad.stderr
    helped = run("--lang", "zh_CN", "validate", "--help", home=tmp_path)
    assert helped.returncode == 0 and "用法：" in helped.stdout and "选项" in helped.stdout


def test_a_bad_build_file_is_refused_in_chinese(tmp_path):
    bad = tmp_path / "bad.gwb.json"
    bad.write_text('{"format": "gpu-workstation-build", "version": 1,\n "gpus": [{"part": '
                   '"tesla-t4", "colour": "red"}]}', encoding="utf-8")
    result = run("--lang", "zh_CN", "validate", str(bad), home=tmp_path)
    assert result.returncode == 2
    (line,) = result.stderr.strip().splitlines()
    assert "gpus[0].colour：未知的键" in line, line
    broken = tmp_path / "broken.gwb.json"
    broken.write_text('{"format": "gpu-workstation-build",\n "version": 1,,}', encoding="utf-8")
    result = run("--lang", "zh_CN", "validate", str(broken), home=tmp_path)
    assert result.returncode == 2
    assert "第 2 行第 15 列：不是有效的 JSON：此处应有一个用双引号括起的键" in result.stderr
    assert "Expecting" not in result.stderr and "line" not in result.stderr


def test_the_reader_s_notes_are_chinese(tmp_path):
    shadowing = tmp_path / "shadowing.gwb.json"
    shadowing.write_text(
        '{"format": "gpu-workstation-build", "version": 1, "custom_parts": [{"kind": "gpu", '
        '"id": "tesla-t4", "name": "My T4", "model": "T4", "fp32_gflops": 8000, '
        '"memory_gb": 16, "tdp_w": 70, "length_mm": 170}]}', encoding="utf-8")
    result = run("--lang", "zh_CN", "validate", str(shadowing), home=tmp_path)
    assert "自定义配件 'tesla-t4'（My T4）取代了配件库中 id 相同的配件" in result.stderr
    assert "replaces" not in result.stderr


def test_the_catalog_table_is_chinese_and_stays_aligned(tmp_path):
    from configurator.words.key_figures import display_width

    result = run("--lang", "zh_CN", "catalog", "--kind", "gpu", home=tmp_path)
    assert result.returncode == 0, result.stderr
    header, *rows = [line for line in result.stdout.splitlines() if line.strip()]
    assert header.split()[:5] == ["ID", "类型", "名称", "价格", "主要参数"]
    assert all(" 显卡 " in row for row in rows) and " gpu " not in result.stdout
    # The key figures start at one terminal column on every line (a CJK character takes two).
    starts = {display_width(header[:header.index("主要参数")])}
    starts |= {display_width(row[:row.index("FP32")]) for row in rows}
    assert len(starts) == 1, starts


def test_a_broken_catalog_source_is_told_in_chinese(tmp_path):
    from catalog.sources import CPUS, write_csv, write_mini_db

    db = write_mini_db(tmp_path / "db")
    write_csv(db / "cpus.csv", "cpu", [{**CPUS[0], "cores": "many"}])
    result = run_cli("--lang", "zh_CN", "catalog", cwd=ROOT, env={
        "XDG_CONFIG_HOME": str(tmp_path / "home"), "CONFIGURATOR_DB_DIR": str(db),
        "CONFIGURATOR_DATA_DIR": str(tmp_path / "data")})
    assert result.returncode == 2
    assert "db/cpus.csv 第 2 行，列 cores：应为整数（实际为 'many'）" in result.stderr, (
        result.stderr)
