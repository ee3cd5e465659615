"""What happens while a card is dragged over the chassis (DESIGN 6), apart from the view's
event plumbing so that it can be tested and timed on its own.

At drag-enter the what-if verdicts for every slot are computed once (they depend only on
the dragged card); a drag-move then only looks up the slot under the pointer. The verdicts
come from `whatif_placements`; this class shows them and never judges a placement itself.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QMimeData, QPointF, QRectF

from configurator.drawing.chassis_scene import ChassisScene
from configurator.model.parts import GpuSpec, NicSpec
from configurator.report.findings_text import finding_text, severity_name
from configurator.report.wrap import wrap
from configurator.rules import Report, WhatIf, whatif_placements
from configurator.ui import commands
from configurator.ui.document import BuildDocument
from configurator.ui.mime import build_file_paths, dragged_thing

translate = QCoreApplication.translate

MAX_REASONS_SHOWN = 3
LABEL_LINE_CHARS = 64  # the note beside the pointer wraps here


@dataclass
class _Drag:
    spec: GpuSpec | NicSpec | None = None
    part_id: str | None = None
    card_key: str | None = None
    from_slot: str | None = None
    whatif: WhatIf | None = None
    files: list[str] = field(default_factory=list)
    labels: dict[str, str] = field(default_factory=dict)


class DragController:
    """State of one drag over the chassis scene."""

    def __init__(self, document: BuildDocument, scene: ChassisScene,
                 visible_area: Callable[[], tuple[QRectF, float]] | None = None) -> None:
        """`visible_area()` gives the scene rectangle on screen and the pixels per scene
        unit, so the note beside the pointer can stay inside the view."""
        self.document = document
        self.scene = scene
        self.visible_area = visible_area
        self._drag: _Drag | None = None

    # --- the four events -----------------------------------------------------------
    def enter(self, mime: QMimeData | None) -> bool:
        """Start a drag; False when the data is nothing this view takes."""
        self.leave()
        files = build_file_paths(mime)
        if files:
            self._drag = _Drag(files=files)
            return True
        drag = self._drag_of(mime)
        if drag is None or self.document.resolved.motherboard is None:
            return False
        drag.whatif = whatif_placements(self.document.resolved, drag.spec, drag.from_slot)
        colours = {slot: v.colour for slot, v in drag.whatif.verdicts.items()
                   if slot != drag.from_slot}
        reasons = {slot: self._reason(v) for slot, v in drag.whatif.verdicts.items()}
        self.scene.set_tints(colours, reasons)
        self._drag = drag
        return True

    def move(self, pos: QPointF) -> bool:
        """Follow the pointer; True when a drop here would do something."""
        drag = self._drag
        if drag is None:
            return False
        if drag.files:
            return True
        slot = self.scene.slot_at(pos)
        if slot is None or slot == drag.from_slot or drag.whatif is None:
            self.scene.hide_drag_label()
            return False
        verdict = drag.whatif.verdicts.get(slot)
        if verdict is None:
            return False
        if slot not in drag.labels:
            drag.labels[slot] = self._label(slot)
        visible, scale = self.visible_area() if self.visible_area else (None, 1.0)
        self.scene.show_drag_label(pos, drag.labels[slot], verdict.colour, visible, scale)
        return True

    def drop(self, pos: QPointF) -> tuple[bool, list[str]]:
        """Finish the drag: (placed?, build files to open)."""
        drag = self._drag
        self.leave()
        if drag is None:
            return False, []
        if drag.files:
            return True, drag.files
        slot = self.scene.slot_at(pos)
        if slot is None:  # no slot under the pointer: the drop is ignored
            return False, []
        if drag.part_id is not None:
            return commands.drop_catalog_card(self.document, drag.part_id, slot), []
        return commands.drop_card(self.document, drag.card_key, slot), []

    def leave(self) -> None:
        self._drag = None
        self.scene.clear_tints()

    @property
    def active(self) -> bool:
        return self._drag is not None

    @property
    def whatif(self) -> WhatIf | None:
        return self._drag.whatif if self._drag else None

    # --- helpers -------------------------------------------------------------------
    def _drag_of(self, mime: QMimeData | None) -> _Drag | None:
        thing = dragged_thing(mime)
        if thing is None:
            return None
        resolved = self.document.resolved
        if thing.part_id is not None:
            spec = self.document.catalog.get(thing.part_id)
            if isinstance(spec, (GpuSpec, NicSpec)):
                return _Drag(spec=spec, part_id=spec.id)
            return None
        try:
            kind, value = commands.parse_card_key(thing.card_key)
        except ValueError:
            return None
        if kind == "slot":
            for card in resolved.slot_cards():
                if card.slot == value:
                    return _Drag(spec=card.spec, card_key=thing.card_key, from_slot=card.slot)
            return None
        items = resolved.gpus if kind == "gpus" else resolved.nics
        for item in items:
            if item.index == value and item.slot is None:
                return _Drag(spec=item.spec, card_key=thing.card_key)
        return None

    @staticmethod
    def _reason(verdict) -> str:
        if not verdict.new_findings:
            return translate("DragController", "No new problem in this slot")
        return "\n".join(finding_text(f) for f in verdict.new_findings)

    def _label(self, slot: str) -> str:
        """The note beside the pointer: the slot's verdict, then build-wide changes."""
        drag = self._drag
        verdict = drag.whatif.verdicts[slot]
        what = (translate("DragController", "{n} new problem(s)").format(
            n=len(verdict.new_findings)) if verdict.new_findings
            else translate("DragController", "no new problem"))
        lines = [translate("DragController", "{slot}: {what}").format(slot=slot, what=what)]
        for finding in verdict.new_findings[:MAX_REASONS_SHOWN]:
            lines.extend(_wrapped(f"{severity_name(finding.severity)}: {finding_text(finding)}"))
        if verdict.report is not None:
            lines.extend(_figure_changes(drag.whatif.baseline, verdict.report))
        for finding in verdict.build_wide:
            lines.extend(_wrapped(f"{severity_name(finding.severity)}: {finding_text(finding)}"))
        return "\n".join(lines)


def _wrapped(text: str) -> list[str]:
    return wrap(text, LABEL_LINE_CHARS, indent="• ", subsequent_indent="  ")


def _figure_changes(before: Report, after: Report) -> list[str]:
    """Power, outlet and airflow before and after the drop (build-wide, DESIGN 6)."""
    lines = []
    b, a = before.power, after.power
    power = translate("DragController", "Peak power {before:,.0f} W → {after:,.0f} W").format(
        before=b.peak_w, after=a.peak_w)
    if a.load is not None:
        power += translate("DragController", " (PSU {load:.0f} %)").format(load=a.load * 100)
    lines.append(power)
    if a.wall_w is not None:
        lines.append(translate("DragController", "Wall {after:,.0f} W of the {outlet:,.0f} W "
                               "outlet").format(after=a.wall_w, outlet=a.outlet_w))
    if after.thermal.delta_t_c is not None:
        lines.append(translate("DragController", "Air rise +{before:.1f} → +{after:.1f} °C").format(
            before=before.thermal.delta_t_c or 0.0, after=after.thermal.delta_t_c))
    return lines
