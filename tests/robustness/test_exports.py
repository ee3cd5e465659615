"""Issue 18, finding 5 (exports): `bom -o` onto a device or FIFO is refused, a suffix that does
not match the format is named, and the PDF and CSV are written both or neither."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from cli_runner import Ran, run_cli

ROOT = Path(__file__).parents[2]
TEMPLATE = ROOT / "resources" / "templates" / "2-one-gpu.gwb.json"
posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev are POSIX")


def bom(*args: str) -> Ran:
    return run_cli("bom", str(TEMPLATE), *args)


def _one_line(result: Ran, *words: str) -> str:
    assert result.returncode == 2, result.stdout + result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.stderr, result.stderr
    for word in words:
        assert word in lines[0], lines[0]
    return lines[0]


@posix_only
def test_bom_onto_a_fifo_or_a_device_is_refused(tmp_path: Path) -> None:
    fifo = tmp_path / "out.pdf"
    os.mkfifo(fifo)
    _one_line(bom("-o", str(fifo)), "named pipe")
    assert fifo.exists() and not fifo.is_file()
    device = tmp_path / "device.pdf"
    device.symlink_to("/dev/null")
    _one_line(bom("-o", str(device)), "device")
    assert device.is_symlink() and Path("/dev/null").is_char_device()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["device.pdf", "out.pdf"]


def test_a_suffix_that_does_not_match_the_format_is_named(tmp_path: Path) -> None:
    _one_line(bom("-o", str(tmp_path / "x.txt")), "x.txt", ".pdf")
    _one_line(bom("-o", str(tmp_path / "x.pdf"), "--csv", str(tmp_path / "x.xlsx")),
              "x.xlsx", ".csv")
    assert not list(tmp_path.iterdir())


def test_a_csv_into_a_missing_folder_leaves_no_pdf_behind(tmp_path: Path) -> None:
    pdf = tmp_path / "out.pdf"
    line = _one_line(bom("-o", str(pdf), "--csv", str(tmp_path / "missing" / "out.csv")),
                     "folder does not exist")
    assert "missing" in line and ".tmp" not in line
    assert not list(tmp_path.iterdir()), "nothing written when one output fails"


def test_one_file_for_both_outputs_is_refused(tmp_path: Path) -> None:
    same = tmp_path / "out.pdf"
    link = tmp_path / "link.csv"
    link.symlink_to(same)
    _one_line(bom("-o", str(same), "--csv", str(link)), "two outputs")


@posix_only
def test_an_export_keeps_the_mode_of_the_file_it_replaces_and_writes_through_a_link(
        tmp_path: Path) -> None:
    target = tmp_path / "real.pdf"
    target.write_bytes(b"old")
    target.chmod(0o640)
    link = tmp_path / "bom.pdf"
    link.symlink_to(target)
    result = bom("-o", str(link))
    assert result.returncode == 0, result.stderr
    assert link.is_symlink() and target.read_bytes().startswith(b"%PDF")
    assert target.stat().st_mode & 0o777 == 0o640
