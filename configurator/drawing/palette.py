"""The colours of every drawing: the chassis, the charts, the PDF. One palette, chosen to stay
readable in grey-scale print and on a light theme."""

from __future__ import annotations

from PySide6.QtGui import QColor

INK = QColor("#263238")
MUTED_INK = QColor("#546e7a")
# A finding's colour as a fill or an outline (badges, gauges, the drag tint's edge) ...
SEVERITY_COLOUR = {"error": QColor("#d32f2f"), "warning": QColor("#f9a825"),
                   "info": QColor("#1976d2")}
# ... and as text on white (the amber of a fill is too light to read as letters).
SEVERITY_INK = {"error": QColor("#c62828"), "warning": QColor("#9a6700"),
                "info": QColor("#1565c0")}
OK_COLOUR = QColor("#43a047")
HIGHLIGHT = QColor("#1e88e5")
