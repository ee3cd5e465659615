"""`configurator --log-file PATH` and `-v`: where a command's log goes, and its details on
stderr; anywhere on the line, as --lang."""

from __future__ import annotations

import json
from pathlib import Path

from configurator import logs
from configurator.cli import main

TEMPLATE = Path(__file__).parents[2] / "resources" / "templates" / "2-one-gpu.gwb.json"


def test_log_file_takes_the_command_and_its_exit(tmp_path: Path, capsys) -> None:
    log_file = tmp_path / "run.log"
    try:
        code = main(["validate", str(TEMPLATE), "--format", "json", "--log-file", str(log_file)])
        out = capsys.readouterr()
    finally:
        logs.setup_logging(None)
    assert code == 0 and json.loads(out.out)["validated"] is True
    text = log_file.read_text(encoding="utf-8")
    assert "command validate" in text and "validate: exit 0" in text
    assert "catalog " in text and "curated parts" in text
    assert out.err == ""  # without -v the log stays in its file


def test_verbose_shows_the_records_on_stderr(tmp_path: Path, capsys) -> None:
    try:
        code = main(["-v", "--log-file", str(tmp_path / "v.log"), "catalog", "--kind",
                     "cooler", "--format", "json"])
        out = capsys.readouterr()
    finally:
        logs.setup_logging(None)
    assert code == 0 and json.loads(out.out)
    assert "command catalog" in out.err and "catalog: exit 0" in out.err


def test_a_log_file_option_without_a_path_exits_2(capsys) -> None:
    assert main(["validate", str(TEMPLATE), "--log-file"]) == 2
    assert "--log-file" in capsys.readouterr().err
