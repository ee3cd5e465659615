"""Export a build's bill of materials: the PDF and, optionally, the CSV.

The one entry point the command line (`configurator bom`) and the window share. It does not
refuse anything: the caller decides whether a build that is not validated may be exported
(the command line needs --force, the window asks); the PDF then says NOT VALIDATED on every
page.
"""

from __future__ import annotations

import contextlib
import os
import secrets
from pathlib import Path
from typing import TYPE_CHECKING

from configurator.model.build import ResolvedBuild
from configurator.model.buildfile import LoadedBuild
from configurator.report.bom import assemble_bom
from configurator.report.csv_export import bom_csv_bytes
from configurator.report.pdf import bom_pdf_bytes
from configurator.report.pdf_style import PAPER_SIZES
from configurator.rules.report import Report

if TYPE_CHECKING:
    from configurator.catalog import Catalog

PAPERS = tuple(PAPER_SIZES)  # "a4", "letter"


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Write a temporary file beside `path`, fsync, then rename it over `path`: a reader
    (or a crash) never sees half a file. Permissions follow the umask, as for any new file."""
    target = Path(path)
    temporary = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
    fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def export_bom(loaded: LoadedBuild | ResolvedBuild, report: Report, catalog: Catalog | None, *,
               pdf_path: str | os.PathLike[str], csv_path: str | os.PathLike[str] | None = None,
               paper: str = "a4", include_plots: bool = False) -> None:
    """Write the BOM PDF to `pdf_path` (and the CSV to `csv_path` when given).

    `report` is `validate(loaded.resolved, ...)`; `catalog` gives its version for the page
    header and the cards for the optional plots. Raises OSError when a file cannot be
    written, ValueError for an unknown paper.
    """
    if paper not in PAPERS:
        raise ValueError(f"paper must be one of {', '.join(PAPERS)}, not {paper!r}")
    resolved = loaded.resolved if isinstance(loaded, LoadedBuild) else loaded
    bom = assemble_bom(resolved, report, catalog)
    # Both files are made in memory first, so a failure leaves no half-written export.
    pdf = bom_pdf_bytes(resolved, report, catalog_version=getattr(catalog, "version", ""),
                        paper=paper, include_plots=include_plots, catalog=catalog, bom=bom)
    csv = bom_csv_bytes(bom) if csv_path is not None else None
    write_bytes_atomic(pdf_path, pdf)
    if csv_path is not None and csv is not None:
        write_bytes_atomic(csv_path, csv)
