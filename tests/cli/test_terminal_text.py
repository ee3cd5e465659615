"""Names never act on the terminal or in a CSV (issue 29, F8; the third reliability round's
term-escape.sh and term-escape.gwb): a build file from someone else, or a part imported from a
vendor's list, may hold ESC, OSC, BEL, CR, LF and U+202E in its names. Every command's text
output and stderr show them as visible marks (`safe_text.terminal_text`, as the window and the
PDF do with `drawable`), each part stays on its line, and the BOM's CSV holds none of them."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from user_parts_samples import SAMPLES

from configurator.catalog import open_catalog
from configurator.cli import main

ROOT = Path(__file__).parents[2]
TEMPLATE = ROOT / "resources" / "templates" / "2-one-gpu.gwb.json"
HOSTILE = "Card \x1b]0;owned-title\x07\x1b[2J\x1b[31mRED\x1b[0m\r\nB \u202efdp.exe"
ACTING = re.compile("[\x00-\x08\x0b-\x1f\x7f\x80-\x9f\u202a-\u202e\u2066-\u2069]")


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, catalog, _session_data_dir) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    shutil.copy(_session_data_dir / "catalog.sqlite", folder / "catalog.sqlite")
    monkeypatch.setenv("CONFIGURATOR_DATA_DIR", str(folder))
    return folder


def _hostile_build(tmp_path: Path) -> Path:
    build = json.loads(TEMPLATE.read_text())
    build["name"] = "Box \x1b[5mBLINK\x1b[0m"
    with open_catalog() as catalog:
        card = catalog.get(build["gpus"][0]["part"]).model_dump(mode="json")
    build["custom_parts"] = [dict(card, name=HOSTILE)]  # shadows the catalog card
    path = tmp_path / "term-escape.gwb"
    path.write_text(json.dumps(build))
    return path


def test_validate_shows_names_as_visible_marks(data, tmp_path, capsys) -> None:
    path = _hostile_build(tmp_path)
    assert main(["validate", str(path)]) == 0
    out, err = capsys.readouterr()
    assert not ACTING.search(out) and not ACTING.search(err)
    assert "Box <U+001B>[5mBLINK<U+001B>[0m: VALIDATED" in out
    assert "<U+001B>]0;owned-title<U+0007>" in err and "<U+202E>fdp.exe" in err
    (note,) = [line for line in err.splitlines() if "replaces the catalog part" in line]
    assert "\u23ce" in note  # the line break of the name, on the note's one line


def test_the_bom_csv_holds_no_control_character(data, tmp_path, capsys) -> None:
    path = _hostile_build(tmp_path)
    pdf, csv = tmp_path / "bom.pdf", tmp_path / "bom.csv"
    assert main(["bom", str(path), "-o", str(pdf), "--csv", str(csv), "--force"]) == 0
    capsys.readouterr()
    text = csv.read_text(encoding="utf-8-sig")
    assert not ACTING.search(text)
    assert "Card <U+001B>]0;owned-title<U+0007><U+001B>[2J" in text


def test_catalog_keeps_an_imported_part_on_its_line(data, tmp_path, capsys) -> None:
    part = tmp_path / "esc.json"
    part.write_text(json.dumps(dict(SAMPLES["gpu"], id="esc-card", name=HOSTILE)))
    assert main(["parts", "add", str(part)]) == 0
    assert main(["catalog", "--search", "esc-card"]) == 0
    out, _ = capsys.readouterr()
    assert not ACTING.search(out)
    (line,) = [line for line in out.splitlines() if "esc-card" in line]
    assert "RED<U+001B>[0m\u23ce\u23ceB <U+202E>fdp.exe" in line


def test_json_output_is_data_and_escapes_control_characters_itself(data, tmp_path,
                                                                  capsys) -> None:
    part = tmp_path / "esc.json"
    part.write_text(json.dumps(dict(SAMPLES["gpu"], id="esc-card", name=HOSTILE)))
    assert main(["parts", "add", str(part)]) == 0
    capsys.readouterr()
    assert main(["catalog", "--search", "esc-card", "--format", "json"]) == 0
    out, _ = capsys.readouterr()
    (listed,) = json.loads(out)
    assert listed["name"] == HOSTILE  # exactly the stored name
    assert "\x1b" not in out  # JSON itself writes it as \u001b


def test_a_slot_id_with_a_line_break_is_refused_in_one_line(data, tmp_path, capsys) -> None:
    """(F13) a slot id goes into the refusal drawn on its line."""
    build = json.loads(TEMPLATE.read_text())
    build["gpus"][0]["slot"] = "line1\nline2"
    path = tmp_path / "nl-slot.gwb"
    path.write_text(json.dumps(build))
    assert main(["validate", str(path)]) == 2
    _, err = capsys.readouterr()
    assert len(err.strip().splitlines()) == 1 and "line1\u23celine2" in err


def test_a_written_file_is_named_on_one_line(data, tmp_path, capsys) -> None:
    """The round's attack6.sh name_newline: an output name holding a line break, a tab and an
    escape is written as named, and said on one line with visible marks (the terminal stream
    keeps line feeds, so the name itself is drawn)."""
    pdf = tmp_path / "two\nlines \x1b[2J.pdf"
    csv = tmp_path / "tab\tand\nnl.csv"
    assert main(["bom", str(TEMPLATE), "-o", str(pdf), "--csv", str(csv)]) == 0
    out, _ = capsys.readouterr()
    assert pdf.exists() and csv.exists()
    assert len(out.strip().splitlines()) == 1 and not ACTING.search(out)
    assert "two\u23celines <U+001B>[2J.pdf" in out and "tab and\u23cenl.csv" in out
