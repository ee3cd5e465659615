"""The window's gestures pushed on the open build: what each means is decided by
configurator.model.gestures (the same edit its preview showed); here the edit is pushed as one
undoable step and the status bar says what happened where a gesture shows no other sign.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from configurator.model import gestures
from configurator.model.card_key import CardKey
from configurator.model.edits import Edit
from configurator.model.part_base import PartBase
from configurator.model.part_edits import SetBoard
from configurator.model.parts import BridgeSpec
from configurator.rules import Finding
from configurator.ui.session.document import BuildDocument
from configurator.words.findings import join_names

translate = QCoreApplication.translate


def push_use(doc: BuildDocument, edit: Edit) -> bool:
    """Push the edit of "use this part", saying in the status bar what it did (a board
    change: which cards it unplaced)."""
    if not isinstance(edit, SetBoard):
        return doc.push(edit, say=True)
    board_id = edit.part
    lost = edit.lost_slots(doc.build)
    changed = doc.push(edit, say=not lost)
    if changed and lost:
        doc.sigMessage.emit(translate(
            "Commands",
            "The {name} has no slot {slots}: {count} card(s) unplaced (undo brings them back).",
        ).format(name=doc.name_of(board_id), slots=join_names(lost), count=len(lost)))
    return changed


def use_part(doc: BuildDocument, part: PartBase) -> bool:
    """Put a part into the build (double-click, Enter, "Use in build"); the status bar
    repeats what happened, since a double-click shows no other sign."""
    edit = gestures.use_part(doc.resolved, part)
    if edit is None:
        if isinstance(part, BridgeSpec):
            _say_why_no_bridge(doc, part)
        return False
    return push_use(doc, edit)


def _say_why_no_bridge(doc: BuildDocument, bridge: BridgeSpec) -> None:
    if len([g for g in doc.resolved.placed_gpus if g.spec.nvlink]) < 2:
        doc.sigMessage.emit(translate("Commands", "Place two NVLink cards before adding a bridge."))
    else:
        doc.sigMessage.emit(translate(
            "Commands", "No two NVLink cards stand {n} brackets apart with a free link."
        ).format(n=bridge.spacing_slots))


CHOOSE_A_SLOT = "choose a slot"  # use_catalog_part's answer for a card: the chassis is next


def use_catalog_part(doc: BuildDocument, part: PartBase, say: Callable[[str], None]
                     ) -> str | bool:
    """Enter or a double-click on a part of the catalog: a whole part goes into the build;
    a GPU waits for its slot (CHOOSE_A_SLOT: the caller gives the chassis the focus)."""
    if part.kind != "gpu":
        return use_part(doc, part)
    if doc.resolved.motherboard is None:
        # GPUs first (DESIGN section 8 rev. 3): bought but not placed; Complete Build then
        # chooses the board and places them.
        if not use_part(doc, part):
            return False
        say(translate("MainWindow", "Added {name}, not placed: Build > Complete Build… chooses "
                                    "a board and places it, or choose a board first.").format(
            name=part.name))
        return True
    say(translate("MainWindow", "Place {name}: choose a slot with ↑ ↓ and press Enter, or "
                                "drag the card onto a slot.").format(name=part.name))
    return CHOOSE_A_SLOT


def place_selected(doc: BuildDocument, part: PartBase | None, slot: str,
                   say: Callable[[str], None]) -> bool:
    """Enter on a slot (or "place here"): the card selected in the catalog into it; said when
    the selection is no card."""
    if part is None or part.kind not in gestures.CARD_KINDS:
        say(translate("MainWindow", "Select a GPU or add-in card in the catalog first."))
        return False
    return place(doc, part, slot)


def place(doc: BuildDocument, part: PartBase | None, slot: str) -> bool:
    """Enter on a slot (or "place here"): the card selected in the catalog into it, the very
    edit a drag would preview and push."""
    edit = gestures.keyboard_placement(part, slot)
    return edit is not None and doc.push(edit)


def apply_fix(doc: BuildDocument, finding: Finding) -> bool:
    """A finding's fix is an edit: push it."""
    if finding.fix_action is None:
        return False
    return doc.push(finding.fix_action,
                    translate("Commands", "Fix {rule}").format(rule=finding.rule))


def waive(doc: BuildDocument, finding: Finding, reason: str) -> bool:
    """Silence a warning or info with a reason (errors cannot be waived)."""
    edit = gestures.waiver(finding.rule, finding.severity, finding.parts, reason)
    return edit is not None and doc.push(edit)


def card_power_limit_index(doc: BuildDocument, key: CardKey) -> int | None:
    """The index in Build.gpus of the GPU a key names (None for an add-in card)."""
    found = key.locate(doc.build)
    return found[1] if found is not None and found[0] == "gpus" else None
