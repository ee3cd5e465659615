"""Issue 18, findings 1 and 2: files that are not ordinary files, and refusals that must name
their place (in the user's language, without Python's own words)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from cli_runner import run_process
from factory import base_data

from configurator.model import limits
from configurator.model.buildfile import BuildFileError, read_build, read_build_bytes

ROOT = Path(__file__).parents[2]
TEMPLATE = ROOT / "resources" / "templates" / "2-one-gpu.gwb.json"
posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev are POSIX")


def _special(tmp_path: Path, kind: str) -> Path:
    path = tmp_path / f"{kind}.gwb"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "device":
        path.symlink_to("/dev/null")
    elif kind == "zero":
        path.symlink_to("/dev/zero")
    elif kind == "folder":
        path.mkdir()
    elif kind == "loop":
        path.symlink_to(tmp_path / "loop-b.gwb")
        (tmp_path / "loop-b.gwb").symlink_to(path)
    elif kind == "dangling":
        path.symlink_to(tmp_path / "gone.gwb")
    return path


SPECIAL = {"fifo": "named pipe", "device": "device", "zero": "device", "folder": "folder",
           "loop": "circle", "dangling": "no such file"}


@posix_only
@pytest.mark.parametrize("kind", list(SPECIAL))
def test_a_special_file_is_refused_at_once_with_one_line(tmp_path: Path, kind: str) -> None:
    path = _special(tmp_path, kind)
    with pytest.raises(BuildFileError) as caught:
        read_build(path, None)
    text = str(caught.value)
    assert SPECIAL[kind] in text and "\n" not in text


@posix_only
@pytest.mark.process  # a process, so that a read that hangs is ended by the timeout
@pytest.mark.parametrize("kind", ["fifo", "zero"])
def test_validate_of_a_fifo_or_dev_zero_exits_2_without_hanging(tmp_path: Path,
                                                                   kind: str) -> None:
    path = _special(tmp_path, kind)
    result = run_process("validate", str(path), timeout=60)
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr and "MemoryError" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert result.stderr.count(str(path)) == 1, result.stderr


def test_a_file_that_grows_past_the_limit_is_read_only_to_the_limit(tmp_path: Path,
                                                                       monkeypatch) -> None:
    # The size the file system reports is not trusted: the reader stops at limit + 1 bytes.
    import configurator.model.safe_files as safe_files

    reads: list[int] = []
    real_read = os.read

    def counting_read(fd: int, n: int) -> bytes:
        data = real_read(fd, n)
        reads.append(len(data))
        return data

    monkeypatch.setattr(safe_files.os, "read", counting_read)
    path = tmp_path / "big.gwb"
    path.write_bytes(b" " * (limits.MAX_FILE_BYTES * 2))
    with pytest.raises(BuildFileError, match="at most 5 MB"):
        read_build(path, None)
    assert sum(reads) == limits.MAX_FILE_BYTES + 1


def test_a_build_file_behind_a_link_is_read(tmp_path: Path, catalog) -> None:
    link = tmp_path / "link.gwb"
    link.symlink_to(TEMPLATE)
    assert read_build(link, catalog).build.name


PREFIX = '{"format": "gpu-workstation-build", "version": 1, '
PLACED = {
    "NaN": (PREFIX + '"extras": [{"name": "x", "price_usd": NaN}]}', "extras[0].price_usd"),
    "Infinity": (PREFIX + '\n"outlet": {"volts": Infinity, "amps": 10}}',
                 "outlet.volts (line 2, column 21)"),
    "-Infinity": (PREFIX + '"gpus": [{"part": "g", "power_limit_w": -Infinity}]}',
                  "gpus[0].power_limit_w"),
    "duplicate key": (PREFIX + '"name": "a",\n  "name": "b"}', "name (line 2, column 3)"),
    "nested duplicate": (PREFIX + '"psu": {"part": "p", "qty": 1, "qty": 2}}', "psu.qty"),
    "5,000 digits": (PREFIX + '"memory": [{"part": "r", "qty": ' + "9" * 5000 + "}]}",
                     "memory[0].qty"),
    "1e999": (PREFIX + '"memory": [{"part": "r", "qty": 1e999}]}', "memory[0].qty"),
    "long float": (PREFIX + '"extras": [{"name": "x", "price_usd": 0.' + "1" * 5000 + "}]}",
                   "extras[0].price_usd"),
}


@pytest.mark.parametrize("case", list(PLACED))
def test_every_refusal_names_its_place(case: str) -> None:
    text, place = PLACED[case]
    with pytest.raises(BuildFileError) as caught:
        read_build_bytes(text.encode(), None)
    shown = str(caught.value)
    assert shown.startswith(place), shown
    assert "sys." not in shown and "int_max_str_digits" not in shown and "\n" not in shown


def test_refusals_are_in_the_users_language(qapp) -> None:
    from PySide6.QtCore import QLocale

    from configurator import i18n
    from configurator.words.messages import refusal_text

    locale = QLocale()
    i18n.install_language("zh_CN")
    try:
        for case in ("NaN", "duplicate key", "5,000 digits"):
            with pytest.raises(BuildFileError) as caught:
                read_build_bytes(PLACED[case][0].encode(), None)
            text = refusal_text(caught.value)
            assert any("\u4e00" <= ch <= "\u9fff" for ch in text), text
            assert "line" not in text and "appears" not in text and "characters" not in text
    finally:
        i18n.install_language("en")
        QLocale.setDefault(locale)


def test_the_fuzzed_documents_never_leak_pythons_words() -> None:
    # The shapes that leaked before: big integers anywhere a number may stand.
    data = base_data(1)
    data["notes"] = "x"
    text = json.dumps(data).replace('"qty": 4', '"qty": ' + "1" * 4301, 1)
    with pytest.raises(BuildFileError) as caught:
        read_build_bytes(text.encode(), None)
    assert "set_int_max_str_digits" not in str(caught.value)
    assert "(line " in str(caught.value)


def test_a_key_ending_in_a_line_feed_is_quoted_in_the_place() -> None:
    # Found by the fuzzer: "$" in a regular expression matches before a final line feed.
    data = base_data(1)
    data["A\n"] = 1
    with pytest.raises(BuildFileError) as caught:
        read_build_bytes(json.dumps(data).encode(), None)
    assert str(caught.value) == '["A\\n"]: unknown key'


def test_the_host_tag_names_this_host_as_the_socket_module_does() -> None:
    import socket

    from configurator.model import safe_files

    assert safe_files._host_name() == socket.gethostname()
