"""The lab's stock in the BOM (DESIGN section 8 rev. 3): the lines' parts on the shelf, up to
their quantity, in a "From stock" group, and a "To buy" total, in the CSV and the PDF."""

from __future__ import annotations

import csv
import io

from bom_cases import needs_poppler, page_texts, resolved_and_report, squeezed, waived_data

from configurator.report.bom import assemble_bom
from configurator.report.csv_export import bom_csv_bytes
from configurator.report.pdf.document import bom_pdf_bytes
from configurator.report.pdf.sections import money


class _Shelf:
    """What assemble_bom reads of the catalog: its user marks and its stock."""

    def __init__(self, stock: dict[str, int]) -> None:
        self._stock = stock

    def is_custom(self, part_id: str) -> bool:
        return False

    def has_price_override(self, part_id: str) -> bool:
        return False

    def own_price(self, part_id: str):
        return None

    def stock(self) -> dict[str, int]:
        return dict(self._stock)


def _bom_with_stock():
    resolved, report = resolved_and_report(waived_data())
    gpu = next(g.spec for g in resolved.gpus)
    psu = resolved.psu.spec
    # More PSUs on the shelf than the build takes, one of its two cards.
    stock = {gpu.id: 1, psu.id: resolved.psu.qty + 3, "not-in-the-build": 4}
    return resolved, report, assemble_bom(resolved, report, _Shelf(stock)), gpu, psu


def test_the_shelf_gives_up_to_what_the_build_takes(qapp) -> None:
    resolved, report, bom, gpu, psu = _bom_with_stock()
    taken = {line.part_id: line.qty for line in bom.from_stock}
    assert taken == {gpu.id: 1, psu.id: resolved.psu.qty}
    assert bom.to_buy_usd == report.totals.price_usd - gpu.price_usd - (
        psu.price_usd * resolved.psu.qty)
    plain = assemble_bom(resolved, report)
    assert plain.from_stock == [] and plain.to_buy_usd == report.totals.price_usd


def test_the_csv_has_a_from_stock_group_and_a_to_buy_total(qapp) -> None:
    _, _, bom, gpu, _ = _bom_with_stock()
    rows = list(csv.reader(io.StringIO(bom_csv_bytes(bom).decode("utf-8-sig"), newline="")))
    kinds = [row[0] for row in rows]
    assert kinds[-len(bom.from_stock) - 2:] == ["total", *["from stock"] * len(bom.from_stock),
                                                "to buy"]
    stocked = next(row for row in rows if row[0] == "from stock" and row[1] == gpu.id)
    assert stocked[5] == "1"
    assert rows[-1][2] == "To buy" and float(rows[-1][7]) == round(bom.to_buy_usd, 2)


@needs_poppler
def test_the_pdf_says_from_stock_and_to_buy(qapp, tmp_path) -> None:
    resolved, report, bom, _, _ = _bom_with_stock()
    path = tmp_path / "bom.pdf"
    path.write_bytes(bom_pdf_bytes(resolved, report, catalog_version="test", bom=bom))
    text = squeezed("".join(page_texts(path)))
    assert squeezed("From stock") in text
    assert squeezed(f"To buy{money(bom.to_buy_usd)}") in text
