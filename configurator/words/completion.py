"""A completion's words (docs/architecture.md) in the user's language, for the command line and
the window: its reason, its parts' kinds and what each answer adds (context "Completion";
the reasons are the rules' templates, context "Findings")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from configurator.model.messages import Message
from configurator.rules.complete.reason import LEVEL_WORDS
from configurator.rules.complete.result import Completion
from configurator.words.findings import translated

translate = QCoreApplication.translate


def message_text(message: Message) -> str:
    """A completion's message (a reason, a note) translated."""
    return message.render(translated)


def notes_translate(template: str) -> str:
    return translated(template)


def kind_text(kind: str) -> str:
    return translated(LEVEL_WORDS.get(kind, kind))


def summary_text(completion: Completion) -> str:
    return translate("Completion", "{price:,.2f} USD, {warnings} warning(s)").format(
        price=completion.price_usd, warnings=completion.warnings)


def added_lines(completion: Completion) -> list[str]:
    """One line per added part, then one per GPU placed."""
    lines = [translate("Completion", "{kind}: {qty} x {name} ({part})").format(
        kind=kind_text(a.kind), qty=a.qty, name=a.name, part=a.part) for a in completion.added]
    lines.extend(translate("Completion", "{name} in slot {slot}").format(
        name=p.name, slot=p.slot) for p in completion.placed)
    return lines
