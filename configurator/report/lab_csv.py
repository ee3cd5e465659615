"""A lab's purchase list as CSV (`configurator lab bom --csv`): one row per part over the
whole room with what comes from stock and what is bought, then the extras, then a total row.
As the build's CSV (configurator.report.csv_export): UTF-8 with a byte-order mark, plain
numbers, every text cell guarded against spreadsheet formulas."""

from __future__ import annotations

import csv
import io

from PySide6.QtCore import QCoreApplication

from configurator.lab.purchase import ExtraLine, PurchaseLine, PurchaseList
from configurator.model.safe_text import csv_cell

translate = QCoreApplication.translate


def _titles() -> list[str]:
    return [translate("Bom", "Kind"), translate("Bom", "Part id"), translate("Bom", "Name"),
            translate("Bom", "Manufacturer"), translate("Bom", "MPN"), translate("Bom", "Qty"),
            translate("Lab", "From stock"), translate("Lab", "To buy"),
            translate("Bom", "Unit price USD"), translate("Lab", "To buy USD"),
            translate("Lab", "Machines"), translate("Bom", "Price date"),
            translate("Bom", "Source URL")]


def _money(value: float) -> str:
    return f"{value:.2f}"


def _part_row(line: PurchaseLine) -> list[str]:
    part = line.part
    return [csv_cell(part.kind), csv_cell(part.id), csv_cell(part.name),
            csv_cell(part.manufacturer), csv_cell(part.mpn), str(line.qty),
            str(line.from_stock), str(line.to_buy), _money(part.price_usd),
            _money(line.to_buy_usd), csv_cell(" ".join(line.machines)),
            csv_cell(part.price_date), csv_cell(part.source_url)]


def _extra_row(line: ExtraLine) -> list[str]:
    return ["extra", "", csv_cell(line.name), "", "", str(line.qty), "0", str(line.qty),
            _money(line.unit_price_usd), _money(line.to_buy_usd),
            csv_cell(" ".join(line.machines)), "", ""]


def purchase_csv_text(listing: PurchaseList) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer)  # RFC 4180: CRLF line ends, quotes only where needed
    writer.writerow([csv_cell(title) for title in _titles()])
    for line in listing.lines:
        writer.writerow(_part_row(line))
    for extra in listing.extras:
        writer.writerow(_extra_row(extra))
    writer.writerow(["total", "", csv_cell(translate("Bom", "Total")), "", "",
                     str(sum(line.qty for line in listing.lines)),
                     str(sum(line.from_stock for line in listing.lines)), "", "",
                     _money(listing.to_buy_usd), "", "", ""])
    return buffer.getvalue()


def purchase_csv_bytes(listing: PurchaseList) -> bytes:
    return purchase_csv_text(listing).encode("utf-8-sig")
