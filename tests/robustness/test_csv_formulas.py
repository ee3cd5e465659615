"""Issue 18, finding 4: no text cell of a CSV the app writes can run as a formula (OWASP's
CSV-injection rules), and numbers are left as numbers."""

from __future__ import annotations

import csv
import dataclasses
import io

import pytest
from bom_cases import resolved_and_report, waived_data

from configurator.model.safe_text import csv_cell, csv_cell_text, is_formula_like
from configurator.report.bom import assemble_bom
from configurator.report.csv_export import bom_csv_bytes

FORMULAS = ["=1+1", "+1", "-1+2", "@SUM(A1)", "\tx", "\rx", " =1+1", "\n=1+1", "\u3000=1",
            "\u00a0@x", "＝HYPERLINK(\"http://x\")", "＋1", "－1", "＠x", "\u22121", "﹦1",
            " \t =cmd|' /C calc'!A0"]
PLAIN = ["GeForce RTX 4090", "2025-01-31", "https://example.com/=x", "a=b", "4090-OC",
         "显卡 工作站", "", "'quoted", "1.5"]


@pytest.mark.parametrize("text", FORMULAS, ids=repr)
def test_formula_starts_are_neutralised(text: str) -> None:
    assert is_formula_like(text)
    assert csv_cell(text) == "'" + text


@pytest.mark.parametrize("text", PLAIN, ids=repr)
def test_other_text_is_left_as_it_is(text: str) -> None:
    assert csv_cell(text) == text


@pytest.mark.parametrize("text", [*FORMULAS, *PLAIN, "'=x", "''+1", "'"], ids=repr)
def test_a_cell_read_back_is_the_text_written(text: str) -> None:
    assert csv_cell_text(csv_cell(text)) == text
    assert not is_formula_like(csv_cell(text)) or csv_cell(text).startswith("'")


def _rows(data: bytes) -> list[list[str]]:
    return list(csv.reader(io.StringIO(data.decode("utf-8-sig"), newline="")))


NUMBER_COLUMNS = (5, 6, 7, 8, 9)  # qty, unit and extended price, peak W each and total


def test_no_text_cell_of_the_bom_csv_starts_a_formula(qapp) -> None:
    resolved, report = resolved_and_report(waived_data())
    bom = assemble_bom(resolved, report)
    evil = [dataclasses.replace(line, name=FORMULAS[i % len(FORMULAS)],
                                manufacturer="+" + (line.manufacturer or "m"),
                                mpn=" -mpn", price_date="=NOW()",
                                source_url="＝HYPERLINK(\"http://x\")", note="@note",
                                part_id="=id" if line.part_id else None)
            for i, line in enumerate(bom.lines)]
    rows = _rows(bom_csv_bytes(dataclasses.replace(bom, lines=evil)))
    checked = 0
    for number, row in enumerate(rows):
        for column, cell in enumerate(row):
            if column in NUMBER_COLUMNS and number > 0:
                if cell:
                    float(cell)  # numbers stay numbers, never prefixed
                continue
            assert not is_formula_like(cell) or cell.startswith("'"), (column, cell)
            checked += 1
    assert checked >= 8 * len(evil)
    body = rows[1:-1]
    assert {row[10] for row in body} == {"'=NOW()"}
    assert {row[12] for row in body} == {"'＝HYPERLINK(\"http://x\")"}


def test_the_parts_csv_neutralises_text_and_reads_back_what_it_wrote() -> None:
    from configurator.catalog.part_files import parse_parts_csv, parts_csv_text
    from configurator.model.parts import GpuSpec

    parts = [GpuSpec(id=f"lab-{i}", name=name, manufacturer="@maker", mpn="-12",
                     model="=cmd|' /C calc'!A0", fp32_gflops=1000, memory_gb=8, tdp_w=200,
                     length_mm=250)
             for i, name in enumerate(["=HYPERLINK(\"http://x\")", " +1", "＝1", "plain"])]
    text = parts_csv_text(parts, "gpu")
    rows = _rows(text.encode())
    header = rows[0]
    for row in rows[1:]:
        for column, cell in zip(header, row, strict=True):
            if column in ("fp32_gflops", "memory_gb", "tdp_w", "length_mm"):
                continue
            assert not is_formula_like(cell) or cell.startswith("'"), (column, cell)
    again = [read.spec for read in parse_parts_csv(text, "parts.csv", "gpu")]
    assert [p.name for p in again] == [p.name for p in parts]
    assert {(p.manufacturer, p.mpn, p.model) for p in again} == {
        ("@maker", "-12", "=cmd|' /C calc'!A0")}
