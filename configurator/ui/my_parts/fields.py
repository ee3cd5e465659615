"""What the parts editor shows beside the fields: the columns of the board's tables and the hints.

The fields' labels are the words layer's (configurator/words/field_names.py), shared with
the findings; a field the table does not know shows its name (a spec field added later still
gets a widget)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

# Columns of the board's slot table and lane table.
SLOT_COLUMNS: dict[str, str] = {
    "id": QT_TRANSLATE_NOOP("PartForm", "Slot ID"),
    "position": QT_TRANSLATE_NOOP("PartForm", "Bracket"),
    "mech_lanes": QT_TRANSLATE_NOOP("PartForm", "Mechanical x"),
    "max_lanes": QT_TRANSLATE_NOOP("PartForm", "Electrical x"),
    "gen": QT_TRANSLATE_NOOP("PartForm", "Gen"),
    "source": QT_TRANSLATE_NOOP("PartForm", "Wired to"),
    "open_ended": QT_TRANSLATE_NOOP("PartForm", "Open-ended"),
    "cpu": QT_TRANSLATE_NOOP("PartForm", "CPU"),
    "switch_id": QT_TRANSLATE_NOOP("PartForm", "Switch"),
    "disabled_by": QT_TRANSLATE_NOOP("PartForm", "Switched off by (;)"),
}
LANE_COLUMNS: dict[str, str] = {
    "cpu_lanes": QT_TRANSLATE_NOOP("PartForm", "CPU lanes"),
    "populated": QT_TRANSLATE_NOOP("PartForm", "Slots in use (;)"),
    "widths": QT_TRANSLATE_NOOP("PartForm", "Widths (SLOT=x; …)"),
}
LIST_HINT = QT_TRANSLATE_NOOP("PartForm", "several: separate with ;")
RANGE_HINT = QT_TRANSLATE_NOOP("PartForm", "{low} to {high}")
AT_LEAST_HINT = QT_TRANSLATE_NOOP("PartForm", "at least {low}")
EMPTY_HINT = QT_TRANSLATE_NOOP("PartForm", "empty: not known")
CHOICE_NONE = QT_TRANSLATE_NOOP("PartForm", "(not known)")


def tr(text: str) -> str:
    return QCoreApplication.translate("PartForm", text)

