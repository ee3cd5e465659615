"""Findings in the user's language, for the window, the drawing, the command line and the PDF.

The rules (pure Python, no Qt) give each finding its statement and suggestion as messages:
a template marked with T("...") and its params. Every template is listed for lupdate in the
generated configurator/words/marked/ under the context "Findings"; here the template's
translation is filled in with the same params, once, where the finding is shown. Without a
translation (or with one that cannot be filled in) the English text shows.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from configurator.model.messages import Message
from configurator.rules import Finding
from configurator.rules.marks import ESTIMATED_FIELD
from configurator.rules.not_checked import NOT_CHECKED
from configurator.rules.report import WAIVER_REFUSED_NOTE
from configurator.words.field_names import field_in_sentence

CONTEXT = "Findings"
translate = QCoreApplication.translate
SEVERITY_NAMES = {"error": QT_TRANSLATE_NOOP("Findings", "Error"),
                  "warning": QT_TRANSLATE_NOOP("Findings", "Warning"),
                  "info": QT_TRANSLATE_NOOP("Findings", "Note")}
SEVERITY_GROUPS = {"error": QT_TRANSLATE_NOOP("Findings", "Errors"),
                   "warning": QT_TRANSLATE_NOOP("Findings", "Warnings"),
                   "info": QT_TRANSLATE_NOOP("Findings", "Notes")}
# The name model.build gives a custom outlet ({"volts": V, "amps": A} in the file).
CUSTOM_OUTLET = QT_TRANSLATE_NOOP("Findings", "custom")
# Where the lanes of a PCIe slot come from (SlotLink.source, PcieSlot.source).
LANE_SOURCES = {"cpu": QT_TRANSLATE_NOOP("Findings", "CPU"),
                "chipset": QT_TRANSLATE_NOOP("Findings", "chipset"),
                "switch": QT_TRANSLATE_NOOP("Findings", "PCIe switch")}


def translated(text: str) -> str:
    """`text` (a T("...") string of the rules, or a string marked above) translated."""
    return QCoreApplication.translate(CONTEXT, text)


def list_separator() -> str:
    """What goes between names in a list: ", " in English, "、" in Chinese."""
    return QCoreApplication.translate("Findings", ", ", "between the names of a list")


def join_names(names: Iterable[str]) -> str:
    return list_separator().join(names)


def part_labels(labels: Iterable[str]) -> str:
    """Kinds of parts (the T() labels of BUILD-INCOMPLETE, Report.missing), translated and
    joined: "chassis, CPU" or "机箱、处理器"."""
    return join_names(translated(label) for label in labels)


def outlet_name(name: str) -> str:
    """A preset's name as it is (US-15A), or the custom outlet's word translated."""
    return translated(CUSTOM_OUTLET) if name == CUSTOM_OUTLET else name


def lane_source(source: str) -> str:
    return translated(LANE_SOURCES[source]) if source in LANE_SOURCES else source


def _localised(params: Mapping[str, Any]) -> dict[str, Any]:
    """Params whose values are words of the rules, translated (names and numbers stay)."""
    values = dict(params)
    if isinstance(values.get("missing_parts"), list):
        values["missing"] = part_labels(values["missing_parts"])
    if values.get("outlet") == CUSTOM_OUTLET:
        values["outlet"] = outlet_name(CUSTOM_OUTLET)
    if isinstance(values.get("estimated_parts"), list):
        values["estimated"] = estimated_fields(values["estimated_parts"])
    return values


def estimated_fields(fields: Iterable[tuple[str, str]]) -> str:
    """(field, part name) pairs a finding rests on, each field by its label and grouped by
    part: "8-pin EPS plugs, PCIe plugs for slot power of the MSI MEG X299 CREATION; 8-pin EPS
    cables of the EVGA SuperNOVA 1000 G3", or in Chinese "MSI MEG X299 CREATION 的 …"."""
    by_part: dict[str, list[str]] = {}
    for name, part in fields:
        by_part.setdefault(part, []).append(field_in_sentence(name))
    template = translated(ESTIMATED_FIELD)
    between = QCoreApplication.translate("Findings", "; ", "between the parts of a list")
    return between.join(template.format(field=join_names(names), part=part)
                        for part, names in by_part.items())


def rendered(message: Message | None) -> str | None:
    """A rule's message (a finding's statement or suggestion) in the user's language: its
    template's translation filled with its params, the rules' own words among them
    translated; the English text when there is no translation or it cannot be filled in."""
    if message is None:
        return None
    english = message.render()
    text = translated(message.template)
    if text == message.template and "estimated_parts" not in message.params:
        return english
    try:
        return text.format(**_localised(message.params))
    except (KeyError, IndexError, ValueError):
        # A translation naming a field the rule does not give: English is still right.
        return english


def finding_text(finding: Finding, *, estimated_note: bool = True) -> str:
    """The finding's statement, with the notes that it rests on estimates and that its waiver
    was refused, when they apply. Without the estimated note where room is scarce (the drag
    note marks such a finding instead; the checks panel and the PDF say which figures)."""
    text = rendered(finding.statement) or ""
    if estimated_note and finding.estimated_note is not None:
        text += rendered(finding.estimated_note) or ""
    if finding.waiver_refused:
        text += translated(WAIVER_REFUSED_NOTE)
    return text


def fix_text(finding: Finding) -> str | None:
    return rendered(finding.suggestion)


def finding_line(finding: Finding) -> str:
    """A finding in a part's tooltip: "Warning: ...", in the user's language."""
    return translate("ChassisView", "{severity}: {message}").format(
        severity=severity_name(finding.severity), message=finding_text(finding))


def severity_name(severity: str) -> str:
    """ "Error", "Warning", "Note" for one finding."""
    return translated(SEVERITY_NAMES.get(severity, severity))


def severity_group(severity: str) -> str:
    """ "Errors", "Warnings", "Notes" as a heading."""
    return translated(SEVERITY_GROUPS.get(severity, severity))


def not_checked_texts() -> list[str]:
    """What the application does not verify, in the user's language."""
    return [translated(text) for text in NOT_CHECKED]
