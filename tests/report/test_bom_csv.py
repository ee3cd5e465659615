"""The BOM as CSV: UTF-8 with a header, one row per line, the extras, a total row."""

from __future__ import annotations

import csv
import io

from bom_cases import CHINESE_NAME, MARKUP_EXTRA, chinese_data, resolved_and_report, waived_data

from configurator.report.bom import assemble_bom
from configurator.report.csv_export import bom_csv_bytes, header


def rows_of(data: bytes) -> list[list[str]]:
    assert data.startswith(b"\xef\xbb\xbf"), "Excel needs the UTF-8 byte-order mark"
    return list(csv.reader(io.StringIO(data.decode("utf-8-sig"), newline="")))


def test_header_lines_extras_and_total(qapp) -> None:
    resolved, report = resolved_and_report(waived_data())
    bom = assemble_bom(resolved, report)
    rows = rows_of(bom_csv_bytes(bom))
    assert rows[0] == header() and rows[0][:6] == ["Kind", "Part id", "Name", "Manufacturer",
                                                   "MPN", "Qty"]
    body, total = rows[1:-1], rows[-1]
    assert len(body) == len(bom.lines)
    for row, line in zip(body, bom.lines, strict=True):
        record = dict(zip(rows[0], row, strict=True))
        assert record["Kind"] == line.kind and record["Name"] == line.name
        assert int(record["Qty"]) == line.qty
        assert float(record["Unit price USD"]) == line.unit_price_usd
        assert float(record["Extended price USD"]) == line.extended_price_usd
    gpu = dict(zip(rows[0], body[7], strict=True))
    assert (gpu["Kind"], gpu["Qty"], gpu["Peak W each"], gpu["Peak W total"]) == (
        "gpu", "2", "250", "500")
    extra = dict(zip(rows[0], body[-1], strict=True))
    assert (extra["Kind"], extra["Name"], extra["Qty"], extra["Unit price USD"],
            extra["Extended price USD"]) == ("extra", MARKUP_EXTRA, "2", "35.50", "71.00")
    assert total[0] == "total" and float(total[7]) == report.totals.price_usd
    assert float(total[9]) == round(report.power.peak_w, 1) and total[11] == "VALIDATED"


def test_chinese_and_formula_text_survive(qapp) -> None:
    data = chinese_data()
    data["extras"] = [{"name": "=HYPERLINK(\"http://x\")", "qty": 1, "price_usd": 1},
                      {"name": "-48 V 电源", "qty": 1, "price_usd": 2}]
    resolved, report = resolved_and_report(data)
    rows = rows_of(bom_csv_bytes(assemble_bom(resolved, report)))
    names = [row[2] for row in rows]
    assert "显卡 工作站" in names
    # A spreadsheet would run these as formulas; the apostrophe keeps them text.
    assert "'=HYPERLINK(\"http://x\")" in names and "'-48 V 电源" in names
    assert CHINESE_NAME not in names  # the build's name is not a BOM line
