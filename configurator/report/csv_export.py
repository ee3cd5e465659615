"""The bill of materials as CSV: one row per BOM line, then the extras, then a total row.

UTF-8 with a byte-order mark, because Excel reads a CSV without one in the local ANSI code
page and garbles Chinese part names; every other reader skips the mark. Numbers are plain
(`1234.50`, no thousands separator) so a spreadsheet takes them as numbers.
"""

from __future__ import annotations

import csv
import io

from PySide6.QtCore import QCoreApplication

from configurator.report.bom import Bom, BomLine

translate = QCoreApplication.translate

# A spreadsheet runs a cell that starts with one of these as a formula (CSV injection): a
# part name typed as "=HYPERLINK(...)" must stay text. A leading apostrophe makes Excel and
# LibreOffice show the text as typed, without the apostrophe.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def header() -> list[str]:
    return [
        translate("Bom", "Kind"),
        translate("Bom", "Part id"),
        translate("Bom", "Name"),
        translate("Bom", "Manufacturer"),
        translate("Bom", "MPN"),
        translate("Bom", "Qty"),
        translate("Bom", "Unit price USD"),
        translate("Bom", "Extended price USD"),
        translate("Bom", "Peak W each"),
        translate("Bom", "Peak W total"),
        translate("Bom", "Price date"),
        translate("Bom", "Note"),
        translate("Bom", "Source URL"),
    ]


def _text(value: str | None) -> str:
    if not value:
        return ""
    return "'" + value if value.startswith(FORMULA_STARTS) else value


def _money(value: float) -> str:
    return f"{value:.2f}"


def _watts(value: float | None) -> str:
    return "" if value is None else f"{value:g}"


def _row(line: BomLine) -> list[str]:
    return [line.kind, line.part_id or "", _text(line.name), _text(line.manufacturer),
            _text(line.mpn), str(line.qty), _money(line.unit_price_usd),
            _money(line.extended_price_usd), _watts(line.power_each_w),
            _watts(line.power_total_w), line.price_date or "", _text(line.note),
            line.source_url or ""]


def bom_csv_text(bom: Bom) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer)  # RFC 4180: CRLF line ends, quotes only where needed
    writer.writerow(header())
    for line in bom.lines:  # the parts, then the extras
        writer.writerow(_row(line))
    writer.writerow(
        [
            "total",
            "",
            translate("Bom", "Total"),
            "",
            "",
            "",
            "",
            _money(bom.totals.price_usd),
            "",
            _watts(round(bom.totals.peak_w, 1)),
            "",
            bom.summary.status,
            "",
        ]
    )
    return buffer.getvalue()


def bom_csv_bytes(bom: Bom) -> bytes:
    """The file's bytes: UTF-8 with a byte-order mark (see the module's docstring)."""
    return bom_csv_text(bom).encode("utf-8-sig")
