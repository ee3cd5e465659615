"""What the rules could not judge in this build, and the figures that rest on estimates, in
the user's language: for the checks panel and the PDF (the command line prints the same from
configurator/cli/validate.py). docs/rules.md, "Not checked and estimated"."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from configurator.model.build import ResolvedBuild
from configurator.rules.report import NotChecked, Report
from configurator.words.field_names import field_label
from configurator.words.findings import join_names

translate = QCoreApplication.translate

# The figures of Report.estimated_figures (paths into Report.figures_json), by name.
FIGURE_NAMES = {
    "power.peak_w": QT_TRANSLATE_NOOP("NotChecked", "peak power"),
    "power.usable_w": QT_TRANSLATE_NOOP("NotChecked", "usable PSU watts"),
    "power.load": QT_TRANSLATE_NOOP("NotChecked", "PSU load"),
    "power.efficiency": QT_TRANSLATE_NOOP("NotChecked", "PSU efficiency"),
    "power.wall_w": QT_TRANSLATE_NOOP("NotChecked", "wall draw"),
    "power.spike_total_w": QT_TRANSLATE_NOOP("NotChecked", "power spikes"),
    "thermal.heat_w": QT_TRANSLATE_NOOP("NotChecked", "heat in the case"),
    "thermal.heat_btu_h": QT_TRANSLATE_NOOP("NotChecked", "heat in the case"),  # said once
    "thermal.delta_t_c": QT_TRANSLATE_NOOP("NotChecked", "air temperature rise"),
    "totals.price_usd": QT_TRANSLATE_NOOP("NotChecked", "total price"),
    "totals.gpu_memory_gb": QT_TRANSLATE_NOOP("NotChecked", "GPU memory"),
    "totals.fp32_tflops": QT_TRANSLATE_NOOP("NotChecked", "FP32 TFLOPS"),
    "totals.fp16_tflops": QT_TRANSLATE_NOOP("NotChecked", "FP16 tensor TFLOPS"),
    "totals.ram_gb": QT_TRANSLATE_NOOP("NotChecked", "system memory"),
}
# Said after a figure that rests on an estimated field (the PDF's computed figures).
ESTIMATED_FIGURE = QT_TRANSLATE_NOOP("NotChecked", " (estimated)")


@dataclass(frozen=True)
class NotCheckedLine:
    """One check that could not judge parts of the build, worded for the user."""

    rule: str
    parts: str  # the parts by name, with their slots: "RTX 3090 (PCI_E1, PCI_E3)"
    fields: str  # the fields it lacks, by label: "Height (mm)"

    @classmethod
    def of(cls, entry: NotChecked, resolved: ResolvedBuild) -> NotCheckedLine:
        return cls(entry.rule, part_names(entry.parts, resolved),
                   join_names(field_label(name) for name in entry.fields))

    def text(self) -> str:
        return translate("NotChecked", "{rule}: {parts}: {fields}").format(
            rule=self.rule, parts=self.parts, fields=self.fields)


def part_names(refs: Iterable[str], resolved: ResolvedBuild) -> str:
    """Slot ids and part ids (as findings and NotChecked name parts) by the parts' names,
    a card's slots after its name."""
    in_slot = {card.slot: card.spec.name for card in resolved.slot_cards()}
    by_id = {part.id: part.name for part in resolved.all_parts()}
    slots_of: dict[str, list[str]] = {}
    for ref in refs:
        if ref in in_slot:
            slots_of.setdefault(in_slot[ref], []).append(ref)
        else:
            slots_of.setdefault(by_id.get(ref, ref), [])
    return join_names(
        translate("NotChecked", "{name} ({slots})").format(name=name, slots=join_names(slots))
        if slots else name for name, slots in slots_of.items())


def not_checked_lines(report: Report, resolved: ResolvedBuild) -> list[NotCheckedLine]:
    return [NotCheckedLine.of(entry, resolved) for entry in report.not_checked]


def estimated_figure_names(report: Report) -> str:
    """The figures that rest on an estimate, by name: "air temperature rise, total price"."""
    names = (translate("NotChecked", FIGURE_NAMES[path]) if path in FIGURE_NAMES else path
             for path in report.estimated_figures)
    return join_names(dict.fromkeys(names))  # each name once (heat in W and in BTU/h)


def estimated_mark(report: Report, *paths: str) -> str:
    """" (estimated)" when any of the figures (Report.figures_json paths) rests on an
    estimate, else ""."""
    if any(path in report.estimated_figures for path in paths):
        return translate("NotChecked", ESTIMATED_FIGURE)
    return ""
