"""The bill of materials as CSV: one row per BOM line, then the extras, then a total row.

UTF-8 with a byte-order mark, because Excel reads a CSV without one in the local ANSI code
page and garbles Chinese part names; every other reader skips the mark. Numbers are plain
(`1234.50`, no thousands separator) so a spreadsheet takes them as numbers.
"""

from __future__ import annotations

import csv
import io

from PySide6.QtCore import QCoreApplication

from configurator.model.safe_text import csv_cell, drawable
from configurator.report.bom import Bom, BomLine

translate = QCoreApplication.translate

# A spreadsheet runs a cell that starts with "=" (and the like) as a formula (CSV injection):
# every text cell goes through `csv_cell`, which prefixes such a cell with an apostrophe;
# numbers are written by `_money` and `_watts` and never pass through it.


def header() -> list[str]:
    return [_text(title) for title in _titles()]


def _titles() -> list[str]:
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
    # Control characters made visible too (ESC, BEL, a line break in a name; issue 29, F8):
    # a BOM is read by people and their programs, never a place for them to act.
    return csv_cell(drawable(value))


def _money(value: float) -> str:
    return f"{value:.2f}"


def _watts(value: float | None) -> str:
    return "" if value is None else f"{value:g}"


def _row(line: BomLine) -> list[str]:
    return [_text(line.kind), _text(line.part_id), _text(line.name), _text(line.manufacturer),
            _text(line.mpn), str(line.qty), _money(line.unit_price_usd),
            _money(line.extended_price_usd), _watts(line.power_each_w),
            _watts(line.power_total_w), _text(line.price_date), _text(line.note),
            _text(line.source_url)]


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
            _text(translate("Bom", "Total")),
            "",
            "",
            "",
            "",
            _money(bom.totals.price_usd),
            "",
            _watts(round(bom.totals.peak_w, 1)),
            "",
            _text(bom.summary.status),
            "",
        ]
    )
    if bom.from_stock:  # the lab's shelf: what of the above it need not buy
        for line in bom.from_stock:
            writer.writerow(["from stock", *_row(line)[1:]])
        writer.writerow(["to buy", "", _text(translate("Bom", "To buy")), "", "", "", "",
                         _money(bom.to_buy_usd), "", "", "", "", ""])
    return buffer.getvalue()


def bom_csv_bytes(bom: Bom) -> bytes:
    """The file's bytes: UTF-8 with a byte-order mark (see the module's docstring)."""
    return bom_csv_text(bom).encode("utf-8-sig")
