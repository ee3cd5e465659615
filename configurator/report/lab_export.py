"""Export a lab plan's purchase list (docs/lab-plan.md, `configurator lab bom`): the PDF
and, optionally, the CSV, both written or neither. The one entry point the command line and
the Lab tab share; like `export_bom` it refuses nothing: the caller decides whether a lab
that is not validated may be exported, and its pages then say NOT VALIDATED.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

from configurator.lab import Lab, LabReport
from configurator.lab.purchase import PurchaseList, purchase_list
from configurator.model import safe_files


def export_lab_bom(lab: Lab, report: LabReport, catalog=None, *,
                   pdf_path: str | os.PathLike[str], csv_path: str | os.PathLike[str] | None = None,
                   paper: str = "a4", stock: Mapping[str, int] | None = None) -> PurchaseList:
    """Write the lab's PDF (and CSV) and return the purchase list they show. `report` is
    `validate_lab(lab, ...)`; `stock` the lab's parts on the shelf by part id (`configurator
    stock`), taken before buying. Raises OSError when a file cannot be written (nothing written)."""
    from configurator.report.lab_csv import purchase_csv_bytes
    from configurator.report.pdf.lab import lab_pdf_bytes

    safe_files.check_targets([pdf_path] if csv_path is None else [pdf_path, csv_path])
    listing = purchase_list(lab, stock)
    pdf = lab_pdf_bytes(lab, report, listing, catalog_version=getattr(catalog, "version", ""),
                        paper=paper)
    outputs = [(pdf_path, pdf)]
    if csv_path is not None:
        outputs.append((csv_path, purchase_csv_bytes(listing)))
    safe_files.write_all_or_none(outputs)
    return listing


def export_lab_csv(lab: Lab, *, csv_path: str | os.PathLike[str],
                   stock: Mapping[str, int] | None = None) -> PurchaseList:
    """Write the room's purchase list as CSV alone (the Lab tab's Export BOM as CSV), as
    `export_lab_bom` writes it beside the PDF. Raises OSError when it cannot be written."""
    from configurator.report.lab_csv import purchase_csv_bytes

    safe_files.check_targets([csv_path])
    listing = purchase_list(lab, stock)
    safe_files.write_all_or_none([(csv_path, purchase_csv_bytes(listing))])
    return listing
