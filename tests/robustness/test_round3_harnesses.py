"""A sample of the third reliability round's two runs (issue 29), as shipped in
tests/robustness/harness/: mutated build files through validate and bom, and damaged user
databases through catalog, price set and parts add, each command a forked child. The full
runs (5,000 build files, 200 databases) take hours on a shared machine; docs/performance.md
gives their commands and figures. Here: a dozen of each, which must show no escape and no
silent loss either."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

HARNESS = Path(__file__).parent / "harness"


def _run(script: str, *args: str, out: Path) -> dict:
    result = subprocess.run([sys.executable, str(HARNESS / script), *args, "--out", str(out)],
                            capture_output=True, text=True, timeout=1800, check=False)
    assert result.returncode == 0, result.stderr[-3000:]
    return json.loads((out / "summary.json").read_text())


def test_a_sample_of_the_build_file_fuzzer_finds_no_escape(tmp_path: Path) -> None:
    summary = _run("build_fuzz.py", "--inputs", "8", "--seed", "29", "--workers", "1",
                   out=tmp_path / "fuzz")
    assert summary["inputs"] == 8
    assert summary["escapes"] == 0, summary["escaping"]


def test_a_sample_of_the_user_database_damage_run_finds_no_escape_or_silent_loss(
        tmp_path: Path) -> None:
    summary = _run("userdb_damage.py", "--trials", "3", "--seed", "29", out=tmp_path / "udb")
    assert summary["trials"] == 3
    assert summary["escapes"] == 0 and summary["silent_losses"] == 0, summary["examples"]
