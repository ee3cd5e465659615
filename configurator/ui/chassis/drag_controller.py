"""What happens while a card is dragged over the chassis (docs/architecture.md, the window),
apart from the view's event plumbing so that it can be tested and timed on its own.

At drag-enter the drop on every slot is previewed once (`whatif_placements`: the very edit
the drop would push, tried on a what-if build); a drag-move only looks up the slot under the
pointer; the drop pushes that slot's previewed edit, so what the note said is what happens.
This class shows the previews and never judges a placement itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QMimeData, QPointF

from configurator.drawing.chassis_scene import ChassisScene
from configurator.model import gestures
from configurator.model.card_key import CardKey
from configurator.model.parts import GpuSpec, NicSpec
from configurator.rules import Preview, Report, WhatIf, preview, whatif_placements
from configurator.ui.chassis.drag_note import BULLET, ESTIMATED_BULLET
from configurator.ui.session.document import BuildDocument
from configurator.ui.session.gestures import push_use
from configurator.ui.widgets.mime import build_file_paths, dragged_thing
from configurator.words.findings import finding_text, severity_name

translate = QCoreApplication.translate

MAX_NOTES_SHOWN = 2  # notes (info) of each group in the note; the rest are counted


@dataclass
class _Drag:
    spec: GpuSpec | NicSpec | None = None
    use: Preview | None = None  # a whole part (board, CPU, PSU...): its one edit, previewed
    card: CardKey | None = None  # a card of the build; None for one from the catalog
    whatif: WhatIf | None = None
    files: list[str] = field(default_factory=list)
    labels: dict[str, str] = field(default_factory=dict)
    # The drop on the "not placed" tray, previewed once a drag ([]: not yet), and its note.
    tray: list[Preview | None] = field(default_factory=list)
    tray_note: str | None = None
    keyboard: bool = False  # the arrow keys' preview, not a drag of the mouse


class DropNote(Protocol):
    """Where the controller shows what a drop would change (the view's DragNote)."""

    def show_note(self, text: str, colour: str | None, pointer: QPointF) -> None: ...

    def hide_note(self) -> None: ...


class _NoNote:
    def show_note(self, text: str, colour: str | None, pointer: QPointF) -> None:
        pass

    def hide_note(self) -> None:
        pass


class DragController:
    """State of one drag over the chassis scene."""

    def __init__(self, document: BuildDocument, scene: ChassisScene,
                 note: DropNote | None = None) -> None:
        """`note`: where the preview of the drop under the pointer shows (None: nowhere)."""
        self.document = document
        self.scene = scene
        self.note = note or _NoNote()
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
        if drag is None:
            return False
        # A card with no board to hold it goes to the "not placed" tray (GPUs first,
        # DESIGN section 8 rev. 3): the drag is taken whatever the build has.
        self._drag = drag
        if drag.use is None:
            self.start_preview(drag)
        return True

    def start_preview(self, drag: _Drag) -> None:
        drag.whatif = whatif_placements(self.document.resolved, drag.spec,
                                        self.document.catalog, drag.card)
        self.scene.set_tints({slot: v.colour for slot, v in drag.whatif.verdicts.items()},
                             {slot: self._reason(v) for slot, v in drag.whatif.verdicts.items()})
        tray = self.tray_preview(drag)  # the tray is tinted like a slot (None: the card's own)
        self.scene.set_tray_tint(tray.colour if tray is not None else None)

    def move(self, pos: QPointF) -> bool:
        """Follow the pointer; True when a drop here would do something."""
        drag = self._drag
        if drag is None:
            return False
        if drag.files:
            return True
        if drag.use is not None:  # anywhere on the drawing
            if not drag.labels:
                drag.labels[""] = note_text(self.document.describe(drag.use.edit),
                                           self.document.report, drag.use)
            self.note.show_note(drag.labels[""], drag.use.note_colour, pos)
            return True
        if self.aims_at_tray(pos):
            tray = self.tray_preview(drag)
            if tray is None:  # a card of the tray over the tray: nothing to do
                self.note.hide_note()
                return False
            self.note.show_note(self.tray_label(), tray.note_colour, pos)
            return True
        slot = self.scene.drop_slot_at(pos)
        verdict = drag.whatif.verdicts.get(slot) if slot and drag.whatif else None
        if verdict is None:
            self.note.hide_note()
            return False
        self.note.show_note(self.label(slot), verdict.note_colour, pos)
        return True

    def drop(self, pos: QPointF) -> tuple[bool, list[str]]:
        """Finish the drag: (placed?, build files to open). The drop pushes the edit that
        was previewed for the slot under the pointer."""
        drag = self._drag
        self.leave()
        if drag is None:
            return False, []
        if drag.files:
            return True, drag.files
        if drag.use is not None:
            return push_use(self.document, drag.use.edit), []
        if self.aims_at_tray(pos):
            tray = self.tray_preview(drag)
            return tray is not None and self.document.push(tray.edit), []
        slot = self.scene.drop_slot_at(pos)
        verdict = drag.whatif.verdicts.get(slot) if slot and drag.whatif else None
        if verdict is None:  # no slot under the pointer (or the card's own): ignored
            return False, []
        return self.document.push(verdict.edit), []

    def leave(self) -> None:
        self._drag = None
        self.scene.clear_tints()
        self.note.hide_note()

    def preview_keyboard(self, spec: GpuSpec | NicSpec | None, slot: str | None,
                         card: CardKey | None = None) -> None:
        """The keyboard's drag: the card selected in the catalog (or `card`, one of the
        tray's) previewed on every slot, the note beside the slot chosen with the arrow keys
        (Enter then places it)."""
        if spec is None or slot is None or self.document.resolved.motherboard is None:
            self.leave()
            return
        drag = self._drag
        if drag is None or not drag.keyboard or drag.spec is not spec or drag.card != card:
            drag = self._drag = _Drag(spec=spec, card=card, keyboard=True)
            self.start_preview(drag)
        verdict = drag.whatif.verdicts.get(slot)
        if verdict is None:
            self.note.hide_note()
            return
        self.note.show_note(self.label(slot), verdict.note_colour, self.scene.slot_centre(slot))

    def keyboard_drop(self, slot: str) -> bool:
        """Enter on a slot while the keyboard's drag of a card of the build is previewed:
        the edit previewed for that slot is pushed (what the note said is what happens)."""
        drag = self._drag
        verdict = (drag.whatif.verdicts.get(slot)
                   if drag is not None and drag.keyboard and drag.whatif else None)
        self.leave()
        return verdict is not None and self.document.push(verdict.edit)

    # --- the "not placed" tray -------------------------------------------------------
    def aims_at_tray(self, pos: QPointF) -> bool:
        """A card dropped here goes to the tray: on the tray, or anywhere on the drawing
        while no board offers a slot."""
        return self.scene.in_tray(pos) or (self.document.resolved.motherboard is None
                                           and self.scene.sceneRect().contains(pos))

    def tray_preview(self, drag: _Drag) -> Preview | None:
        """The drop of the dragged card on the tray, previewed once a drag (None: a card
        already there)."""
        if not drag.tray:
            edit = gestures.drop_in_tray(drag.spec, drag.card)
            # No place of its own: what the drop adds is said as build-wide or of the slots
            # it names (the note's "In this slot" would name no slot here).
            drag.tray.append(None if edit is None else preview(
                self.document.resolved, edit, self.document.catalog,
                drag.whatif.baseline if drag.whatif else None))
        return drag.tray[0]

    def tray_label(self) -> str:
        drag = self._drag
        if drag.tray_note is None:
            before = drag.whatif.baseline if drag.whatif else self.document.report
            drag.tray_note = note_text(translate("DragController", "Not placed"), before,
                                       drag.tray[0])
        return drag.tray_note

    # --- helpers -------------------------------------------------------------------
    def _drag_of(self, mime: QMimeData | None) -> _Drag | None:
        thing = dragged_thing(mime)
        if thing is None:
            return None
        if thing.part_id is not None:
            spec = self.document.catalog.get(thing.part_id)
            if isinstance(spec, (GpuSpec, NicSpec)):
                return _Drag(spec=spec)
            edit = gestures.use_part(self.document.resolved, spec) if spec is not None else None
            if edit is None:
                return None
            use = preview(self.document.resolved, edit, self.document.catalog)
            return _Drag(use=use) if use is not None else None
        return self.card_drag(thing.card_key)

    def card_drag(self, key: CardKey) -> _Drag | None:
        found = key.locate(self.document.build)
        if found is None:
            return None
        section, index = found
        items = self.document.resolved.gpus if section == "gpus" else self.document.resolved.nics
        for item in items:
            if item.index == index:
                return _Drag(spec=item.spec, card=key)
        return None

    @staticmethod
    def _reason(verdict: Preview) -> str:
        """The slot's tooltip: why it has its tint (DESIGN 6 rev. 3: every new finding of
        the drop there, the build-wide ones said to be so)."""
        if not verdict.added:
            return translate("DragController", "No new problem in this slot")
        lines = [finding_text(f) for f in verdict.local]
        for title, findings in ((translate("DragController", "In other slots:"),
                                 verdict.elsewhere),
                                (translate("DragController", "Build-wide:"),
                                 verdict.build_wide)):
            if findings:
                lines.append(title)
                lines.extend(f"• {finding_text(f)}" for f in findings)
        return "\n".join(lines)

    def label(self, slot: str) -> str:
        """The note beside the pointer: every finding the drop adds (this slot's, then the
        build-wide ones), every one it removes, and the figures it changes."""
        drag = self._drag
        if slot not in drag.labels:
            drag.labels[slot] = note_text(slot, drag.whatif.baseline, drag.whatif.verdicts[slot])
        return drag.labels[slot]


def note_text(slot: str, before: Report, verdict: Preview) -> str:
    """`slot`: the slot under the pointer, or what a whole part's drop does."""
    problems = [f for f in verdict.added if f.severity in ("error", "warning")]
    what = (translate("DragController", "{n} new problem(s)").format(n=len(problems))
            if problems else translate("DragController", "no new problem"))
    lines = [translate("DragController", "{slot}: {what}").format(slot=slot, what=what)]
    groups = ((translate("DragController", "In this slot:"), verdict.local),
              (translate("DragController", "In other slots:"), verdict.elsewhere),
              (translate("DragController", "Build-wide:"), verdict.build_wide),
              (translate("DragController", "Resolved:"), verdict.removed))
    explained = False
    for title, findings in groups:
        if not findings:
            continue
        if not explained and any(f.estimated_note is not None for f in findings):
            # What the bullet of a finding resting on estimates means, once, on the first
            # group title it shows under (short, it does not make the note taller).
            title += translate("DragController", " ({mark} rests on estimates)").format(
                mark=ESTIMATED_BULLET)
            explained = True
        lines.append(title)
        # Every error and warning; of the notes the first few, the rest counted.
        problems = [f for f in findings if f.severity != "info"]
        notes = [f for f in findings if f.severity == "info"]
        for finding in problems + notes[:MAX_NOTES_SHOWN]:
            # One line a finding: the note wraps it to the room it finds (any script). One
            # resting on estimates gets the drawing's mark of an estimate for its bullet,
            # not the fields it rests on: they would crowd out the findings (the slot's
            # tooltip and the checks panel name them).
            bullet = ESTIMATED_BULLET if finding.estimated_note is not None else BULLET
            text = finding_text(finding, estimated_note=False)
            lines.append(f"{bullet} {severity_name(finding.severity)}: {text}")
        if len(notes) > MAX_NOTES_SHOWN:
            lines.append(translate("DragController", "  … and {n} more note(s)").format(
                n=len(notes) - MAX_NOTES_SHOWN))
    lines.extend(figure_changes(before, verdict.report))
    return "\n".join(lines)


def figure_changes(before: Report, after: Report) -> list[str]:
    """Power, outlet and airflow before and after the drop (build-wide, docs/architecture.md): only
    the figures the drop changes (a swap changes none)."""
    lines = []
    b, a = before.power, after.power
    if round(a.peak_w) != round(b.peak_w) or (
            a.load is not None and b.load is not None and round(a.load * 100) != round(
                b.load * 100)):
        power = translate("DragController", "Peak power {before:,.0f} W → {after:,.0f} W").format(
            before=b.peak_w, after=a.peak_w)
        if a.load is not None:
            power += translate("DragController", " (PSU {load:.0f} %)").format(load=a.load * 100)
        lines.append(power)
    if a.wall_w is not None and (b.wall_w is None or round(a.wall_w) != round(b.wall_w)):
        lines.append(translate("DragController", "Wall {after:,.0f} W of the {outlet:,.0f} W "
                               "outlet").format(after=a.wall_w, outlet=a.outlet_w))
    rise_before, rise_after = before.thermal.delta_t_c, after.thermal.delta_t_c
    if rise_after is not None and (rise_before is None
                                   or round(rise_after, 1) != round(rise_before, 1)):
        lines.append(translate("DragController", "Air rise +{before:.1f} → +{after:.1f} °C").format(
            before=rise_before or 0.0, after=rise_after))
    return lines
