"""What every rule reads: the resolved build and the figures computed once per validation."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property

from configurator.model.board_parts import PcieSlot
from configurator.model.build import ResolvedBuild, SlotCard
from configurator.model.edits import Edit

# T marks a message template for translation: the one marker of the layers without Qt
# (configurator.model.messages); rule modules import it from here.
from configurator.model.messages import Message, T  # noqa: F401
from configurator.model.part_base import PartBase
from configurator.rules.lanes import allocate_lanes
from configurator.rules.plugs import PlugFigures, plug_figures
from configurator.rules.power_model import (
    GpuGroups,
    placed_gpu_groups,
    power_figures,
    thermal_figures,
)
from configurator.rules.report import (
    Finding,
    NotChecked,
    PowerFigures,
    Report,
    Severity,
    SlotLink,
    ThermalFigures,
)

Alternatives = Mapping[str, Sequence[PartBase]]


@dataclass(frozen=True)
class Fix:
    """A concrete suggestion: English template + params, and the edit that carries it out."""

    template: str
    params: dict
    action: Edit | None = None


def occupied_brackets(position: int, slot_width: float) -> range:
    """Brackets p .. p + ceil(slot_width) - 1 of a card in the slot at bracket p."""
    return range(position, position + math.ceil(slot_width))


@dataclass(frozen=True)
class PlacedCard:
    card: SlotCard
    slot: PcieSlot

    @property
    def brackets(self) -> range:
        return occupied_brackets(self.slot.position, self.card.slot_width)

    @property
    def last_bracket(self) -> int:
        return self.brackets[-1]


class Context:
    def __init__(self, resolved: ResolvedBuild, alternatives: Alternatives | None,
                 trial: Callable[[ResolvedBuild], Report] | None = None) -> None:
        """`trial(resolved)`: a what-if validation without fixes, for trying a fix (given by
        the engine, so that the fixes need not import it back)."""
        self.r = resolved
        self.alternatives = alternatives
        self.trial = trial
        self.findings: list[Finding] = []
        self.not_checked: list[NotChecked] = []

    # --- figures, computed once and only when a rule asks -----------------------------
    @cached_property
    def cards(self) -> list[SlotCard]:
        return self.r.slot_cards()

    @cached_property
    def placed_cards(self) -> list[PlacedCard]:
        board = self.r.motherboard
        if board is None:
            return []
        placed = []
        for card in self.cards:
            slot = board.slot(card.slot)
            if slot is not None:
                placed.append(PlacedCard(card, slot))
        return placed

    @cached_property
    def first_card_in_slot(self) -> dict[str, PlacedCard]:
        first: dict[str, PlacedCard] = {}
        for placed in self.placed_cards:
            first.setdefault(placed.card.slot, placed)
        return first

    @cached_property
    def pcie(self) -> dict[str, SlotLink]:
        if self.r.motherboard is None:
            return {}
        return allocate_lanes(self.r.motherboard, self.r.cpus, self.cards)

    @cached_property
    def power(self) -> PowerFigures:
        return power_figures(self.r)

    @cached_property
    def gpu_groups(self) -> GpuGroups:
        return placed_gpu_groups(self.r)

    def power_at(self, uniform_gpu_limit_w: float | None) -> PowerFigures:
        """The power figures with every GPU limited to `uniform_gpu_limit_w`, for a fix's
        search of that limit (summed over kinds of card, so a search of a large build stays
        as fast as one of a small one)."""
        return power_figures(self.r, uniform_gpu_limit_w, self.gpu_groups)

    def thermal_at(self, uniform_gpu_limit_w: float | None) -> ThermalFigures:
        return thermal_figures(self.r, self.power_at(uniform_gpu_limit_w).peak_w,
                               uniform_gpu_limit_w, self.gpu_groups)

    @cached_property
    def plugs(self) -> PlugFigures:
        return plug_figures(self.r)

    @cached_property
    def thermal(self) -> ThermalFigures:
        return thermal_figures(self.r, self.power.peak_w)

    @cached_property
    def placed_gpus(self):
        return self.r.placed_gpus

    @cached_property
    def placed_gpu_count(self) -> int:
        return sum(g.spec.gpu_count for g in self.placed_gpus)

    def alternatives_of(self, kind: str) -> Sequence[PartBase]:
        if not self.alternatives:
            return ()
        return self.alternatives.get(kind, ())

    # --- emitting --------------------------------------------------------------------
    def emit(
        self,
        rule: str,
        severity: Severity,
        template: str,
        params: dict | None = None,
        parts: Sequence[str] = (),
        fix: Fix | None = None,
    ) -> None:
        self.findings.append(
            Finding(
                rule=rule,
                severity=severity,
                statement=Message(template, params or {}),
                parts=list(dict.fromkeys(parts)),
                suggestion=Message(fix.template, fix.params) if fix is not None else None,
                fix_action=fix.action if fix is not None else None,
            )
        )


    def report_not_checked(self, rule: str, parts: Sequence[str], fields: Sequence[str]) -> None:
        """The rule could not judge these parts: a field it reads is not given (docs/build-file.md,
        part fields, "not checked"); the Report lists it beside the findings."""
        self.not_checked.append(NotChecked(rule, list(dict.fromkeys(parts)), list(fields)))


RuleFunction = Callable[[Context], None]


@dataclass(frozen=True)
class RuleInfo:
    id: str
    concern: str
    severities: tuple[str, ...]
    check: RuleFunction
    summary: str


RULES: list[RuleInfo] = []


def rule(rule_id: str, concern: str, *severities: str) -> Callable[[RuleFunction], RuleFunction]:
    """Register a check. The docstring's first line is the rule's one-line summary."""

    def register(function: RuleFunction) -> RuleFunction:
        summary = (function.__doc__ or "").strip().splitlines()[0] if function.__doc__ else ""
        RULES.append(RuleInfo(rule_id, concern, severities, function, summary))
        return function

    return register


def list_text(items: Sequence[str]) -> str:
    """Names in a message: joined without words of any language, so a translated template
    can hold the list as it is."""
    return ", ".join(items)
