"""The PDF's paper sizes by name, without Qt: Preferences checks a saved choice against them
at every start, and the PDF's style (`report.pdf.style.PAPER_SIZES`, which loads fonts) is
imported only when a PDF is made."""

from __future__ import annotations

PAPERS = ("a4", "letter")
