"""Export a build's bill of materials: the PDF and, optionally, the CSV.

The one entry point the command line (`configurator bom`) and the window share. It does not
refuse anything: the caller decides whether a build that is not validated may be exported
(the command line needs --force, the window asks); the PDF then says NOT VALIDATED on every
page.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from configurator.model import safe_files
from configurator.model.build import ResolvedBuild
from configurator.model.buildfile import LoadedBuild
from configurator.report.bom import assemble_bom
from configurator.report.csv_export import bom_csv_bytes
from configurator.report.pdf.document import bom_pdf_bytes
from configurator.report.pdf.style import PAPER_SIZES
from configurator.rules.report import Report

if TYPE_CHECKING:
    from configurator.catalog import Catalog

PAPERS = tuple(PAPER_SIZES)  # "a4", "letter"


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Replace `path` by `data` atomically (see `configurator.model.safe_files`): through a
    link to its target, the old file's mode kept; UnsafeFileError (an OSError) for a target
    that is not an ordinary file."""
    safe_files.write_bytes_atomic(path, data)


def write_failure_text(error: OSError) -> str:
    """Why a file could not be written, in the user's language, in one line."""
    from configurator.words.messages import message_text

    return message_text(safe_files.os_error_refusal(error, writing=True).message)


def suffix_mismatch(path: str | os.PathLike[str], suffix: str) -> bool:
    """True when `path` does not end in `suffix` (".pdf", ".csv"), in any case."""
    return not os.fspath(path).lower().endswith(suffix)


def export_bom(loaded: LoadedBuild | ResolvedBuild, report: Report, catalog: Catalog | None, *,
               pdf_path: str | os.PathLike[str], csv_path: str | os.PathLike[str] | None = None,
               paper: str = "a4", include_plots: bool = False) -> None:
    """Write the BOM PDF to `pdf_path` (and the CSV to `csv_path` when given).

    `report` is `validate(loaded.resolved, ...)`; `catalog` gives its version for the page
    header and the cards for the optional plots. Both files are written or neither (a CSV
    that cannot be written leaves no PDF behind). Raises OSError when a file cannot be
    written (`safe_files.UnsafeFileError`, with a translatable message, for a target that is
    not an ordinary file, or one named twice), ValueError for an unknown paper.
    """
    if paper not in PAPERS:
        raise ValueError(f"paper must be one of {', '.join(PAPERS)}, not {paper!r}")
    # Refused before the PDF is drawn: a device or FIFO, or one file named twice.
    safe_files.check_targets([pdf_path] if csv_path is None else [pdf_path, csv_path])
    resolved = loaded.resolved if isinstance(loaded, LoadedBuild) else loaded
    bom = assemble_bom(resolved, report, catalog)
    # Both files are made in memory first, so a failure leaves no half-written export.
    pdf = bom_pdf_bytes(resolved, report, catalog_version=getattr(catalog, "version", ""),
                        paper=paper, include_plots=include_plots, catalog=catalog, bom=bom)
    csv = bom_csv_bytes(bom) if csv_path is not None else None
    outputs = [(pdf_path, pdf)]
    if csv_path is not None and csv is not None:
        outputs.append((csv_path, csv))
    safe_files.write_all_or_none(outputs)
