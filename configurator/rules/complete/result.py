"""What a completion (docs/architecture.md) gives back: the answers, what each adds, and why
nothing works; the JSON of `configurator complete` and the note written into the build."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from configurator.model.build import Build, ResolvedBuild
from configurator.model.complete_edit import CompleteBuild
from configurator.model.messages import Message
from configurator.rules.context import T
from configurator.rules.report import Report

ADDED_NOTE = T("Completed by the configurator: added {parts}.")
PLACED_NOTE = T("Placed {gpus}.")
ADDED_PART = T("{qty} x {name} ({part})")
PLACED_GPU = T("{name} in slot {slot}")


@dataclass(frozen=True)
class Added:
    kind: str
    part: str
    qty: int
    name: str = ""

    def to_json(self) -> dict:
        return {"kind": self.kind, "part": self.part, "qty": self.qty}


@dataclass(frozen=True)
class Placed:
    part: str
    slot: str
    name: str = ""

    def to_json(self) -> dict:
        return {"part": self.part, "slot": self.slot}


@dataclass
class Completion:
    build: Build
    resolved: ResolvedBuild
    report: Report
    added: list[Added]
    placed: list[Placed]
    edit: CompleteBuild  # what makes `build` of the partial build, as one undoable step
    from_stock: list[Added] = field(default_factory=list)  # of `added`, taken off the shelf
    stock_usd: float = 0.0  # their catalog price

    @property
    def to_buy_usd(self) -> float:
        """What the lab pays: the price less the parts taken from stock."""
        return self.price_usd - self.stock_usd

    @property
    def price_usd(self) -> float:
        return self.report.totals.price_usd

    @property
    def warnings(self) -> int:
        return self.report.warning_count

    @property
    def key(self) -> tuple[str | None, str | None]:
        return (self.build.motherboard, self.build.chassis)

    def to_json(self) -> dict:
        return {"price_usd": round(self.price_usd, 2), "to_buy_usd": round(self.to_buy_usd, 2),
                "warnings": self.warnings,
                "added": [a.to_json() for a in self.added],
                "from_stock": [a.to_json() for a in self.from_stock],
                "placed": [p.to_json() for p in self.placed]}


@dataclass
class CompletionResult:
    best: Completion | None
    alternatives: list[Completion] = field(default_factory=list)
    reason: Message | None = None
    evaluated: int = 0
    notes: list[Message] = field(default_factory=list)  # e.g. a better outlet's answer
    exact: bool = True  # False: best found within the time limit, not proven best

    @property
    def found(self) -> bool:
        return self.best is not None

    @property
    def answers(self) -> list[Completion]:
        return ([self.best] if self.best else []) + self.alternatives

    def to_json(self, render: Callable[[Message], str] = str) -> dict:
        best = self.best
        return {
            "found": self.found,
            "exact": self.exact,
            "price_usd": round(best.price_usd, 2) if best else None,
            "warnings": best.warnings if best else None,
            "to_buy_usd": round(best.to_buy_usd, 2) if best else None,
            "added": [a.to_json() for a in best.added] if best else [],
            "from_stock": [a.to_json() for a in best.from_stock] if best else [],
            "placed": [p.to_json() for p in best.placed] if best else [],
            "alternatives": [a.to_json() for a in self.alternatives],
            "reason": render(self.reason) if self.reason is not None else None,
            "notes": [render(note) for note in self.notes],
        }


def completion_notes(completion: Completion, translate: Callable[[str], str] = str) -> str:
    """What the completion added, as a sentence for the build's notes."""
    def fill(template: str, **params) -> str:
        return Message(template, params).render(translate)

    parts = ", ".join(fill(ADDED_PART, qty=a.qty, name=a.name, part=a.part)
                      for a in completion.added)
    text = fill(ADDED_NOTE, parts=parts) if parts else ""
    if completion.placed:
        gpus = ", ".join(fill(PLACED_GPU, name=p.name, slot=p.slot) for p in completion.placed)
        text = f"{text} {fill(PLACED_NOTE, gpus=gpus)}".strip()
    return text


def with_notes(completion: Completion, text: str) -> Build:
    """The completed build with `text` added to its notes."""
    return CompleteBuild(note=text).apply(completion.build)


def noted_edit(completion: Completion, text: str) -> CompleteBuild:
    """The completion's edit, adding `text` to the build's notes as well."""
    return replace(completion.edit, note=text)
