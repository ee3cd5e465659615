"""Concrete fixes for findings, drawn from `alternatives` and checked before they are offered.

A fix is an edit (configurator.model.edits), offered only when applying it removes the finding
it is for and brings no new error: each candidate is tried on a what-if build.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from configurator.model.buildfile import BuildFileError, resolve
from configurator.model.card_key import CardKey
from configurator.model.edits import Edit, MoveCard, ReplaceGpus
from configurator.model.part_base import PartBase
from configurator.model.part_edits import SetChassis, SetPsu
from configurator.model.parts import ChassisSpec, GpuSpec
from configurator.rules.context import Context, Fix, PlacedCard, T, occupied_brackets
from configurator.rules.lanes import allocate_lanes
from configurator.rules.part_fit import board_fits_system, psu_fits_chassis

if TYPE_CHECKING:
    from configurator.model.build import ResolvedBuild

MAX_CANDIDATES = 8


class _Lookup:
    def __init__(self, ctx: Context) -> None:
        self.parts: dict[str, PartBase] = {}
        for kind_parts in (ctx.alternatives or {}).values():
            for part in kind_parts:
                self.parts[part.id] = part
        for part in ctx.r.all_parts():
            self.parts.setdefault(part.id, part)

    def get(self, part_id: str) -> PartBase | None:
        return self.parts.get(part_id)


def _lookup(ctx: Context) -> _Lookup:
    cached = getattr(ctx, "_fix_lookup", None)
    if cached is None:
        cached = _Lookup(ctx)
        ctx._fix_lookup = cached
    return cached


def _baseline_errors(ctx: Context) -> set:
    cached = getattr(ctx, "_baseline_errors", None)
    if cached is None:
        report = ctx.trial(ctx.r)
        cached = {f.key for f in report.findings if f.severity == "error"}
        ctx._baseline_errors = cached
    return cached


def _trial_of(ctx: Context, action: Edit):
    """The what-if report of the build with `action` applied (None: it cannot be applied),
    made once per action and validation: a build of many cards gives the same fix to many
    findings (800 cards in one slot, each needing the same larger chassis), and each
    what-if validates the whole build again (issue 29, F11: 650 nested validations)."""
    trials = ctx.__dict__.setdefault("_fix_trials", {})
    try:
        if action in trials:
            return trials[action]
    except TypeError:  # an edit that cannot be a key: tried every time
        trials = None
    try:
        build = action.apply(ctx.r.build)
        resolved = resolve(build, _lookup(ctx)).resolved
        report = ctx.trial(resolved)
    except (BuildFileError, ValueError, KeyError, IndexError):
        report = None
    if trials is not None:
        trials[action] = report
    return report


def try_action(ctx: Context, action: Edit, rule_id: str, parts: Sequence[str] | None) -> bool:
    """True when the edit removes the finding (rule, parts) and adds no error (answered once
    per edit, rule and parts: many findings of one build ask the same)."""
    answers = ctx.__dict__.setdefault("_fix_answers", {})
    key = (action, rule_id, None if parts is None else tuple(parts))
    try:
        if key in answers:
            return answers[key]
    except TypeError:
        key = None
    answer = _removes_without_new_error(ctx, action, rule_id, parts)
    if key is not None:
        answers[key] = answer
    return answer


def _removes_without_new_error(ctx: Context, action: Edit, rule_id: str,
                               parts: Sequence[str] | None) -> bool:
    report = _trial_of(ctx, action)
    if report is None:
        return False
    baseline = _baseline_errors(ctx)
    wanted = None if parts is None else set(parts)
    for finding in report.findings:
        if finding.rule == rule_id and (wanted is None or not wanted.isdisjoint(finding.parts)):
            if finding.waived:
                continue
            return False
        if finding.severity == "error" and finding.key not in baseline:
            return False
    return True


def first_working(
    ctx: Context,
    candidates: Iterable[tuple[Edit, Fix]],
    rule_id: str,
    parts: Sequence[str] | None,
) -> Fix | None:
    if ctx.alternatives is None or ctx.trial is None:  # a what-if: no fixes, it stays fast
        return None
    for count, (action, fix) in enumerate(candidates):
        if count >= MAX_CANDIDATES:
            break
        if try_action(ctx, action, rule_id, parts):
            return Fix(fix.template, fix.params, action)
    return None


def by_price(parts: Iterable[PartBase]) -> list[PartBase]:
    return sorted(parts, key=lambda p: (p.price_usd or math.inf, p.name))


# --- moving cards -------------------------------------------------------------------------


def free_slots_for(ctx: Context, card: PlacedCard) -> list[str]:
    """Free slots where the card fits without covering or being covered by another card,
    best first: a free bracket below (for its fans), CPU lanes, top to bottom. (Once per
    slot and shape of card in a validation: cards stacked in one slot ask alike.)"""
    known = ctx.__dict__.setdefault("_free_slots", {})
    key = (card.card.slot, card.card.slot_width, card.card.pcie_lanes)
    if key not in known:
        known[key] = _free_slots_for(ctx, card)
    return known[key]


def _free_slots_for(ctx: Context, card: PlacedCard) -> list[str]:
    board = ctx.r.motherboard
    if board is None:
        return []
    others = [p for p in ctx.first_card_in_slot.values() if p.card.slot != card.card.slot]
    chassis_slots = ctx.r.chassis.expansion_slots if ctx.r.chassis else 99
    candidates = []
    for slot in board.pcie_slots:
        if slot.id in ctx.first_card_in_slot:
            continue
        if card.card.pcie_lanes > slot.mech_lanes and not slot.open_ended:
            continue
        brackets = occupied_brackets(slot.position, card.card.slot_width)
        if brackets[-1] > chassis_slots:
            continue
        if any(o.slot.position in brackets or slot.position in o.brackets for o in others):
            continue
        neighbour_below = any(o.slot.position == brackets[-1] + 1 for o in others)
        neighbour_above = any(o.last_bracket == slot.position - 1 for o in others)
        crowding = int(neighbour_below) + int(neighbour_above)
        candidates.append((crowding, slot.source != "cpu", slot.position, slot.id))
    return [slot_id for *_, slot_id in sorted(candidates)]


def move_card(ctx: Context, card: PlacedCard, rule_id: str | None = None) -> Fix | None:
    rule_id = rule_id or "PHYS-SLOT-BLOCKED"
    known = ctx.__dict__.setdefault("_moves", {})
    key = (rule_id, card.card.slot, id(card.card.spec))
    if key not in known:
        known[key] = _move_card(ctx, card, rule_id)
    return known[key]


def _move_card(ctx: Context, card: PlacedCard, rule_id: str) -> Fix | None:
    moves = (
        (MoveCard(CardKey.in_slot(card.card.slot), slot_id),
         Fix(T("Move the {card} from slot {from_slot} to slot {slot}"),
             {"card": card.card.spec.name, "from_slot": card.card.slot, "slot": slot_id}))
        for slot_id in free_slots_for(ctx, card)
    )
    return first_working(ctx, moves, rule_id, [card.card.slot])


def lanes_if_moved(ctx: Context, card: PlacedCard, to_slot: str) -> int:
    cards = [c if c.slot != card.card.slot else type(c)(to_slot, c.kind, c.spec, c.index)
             for c in ctx.cards]
    links = allocate_lanes(ctx.r.motherboard, ctx.r.cpus, cards)
    return links[to_slot].lanes if to_slot in links else 0


# --- swapping parts -----------------------------------------------------------------------


def chassis_fits(ctx: Context, chassis: ChassisSpec) -> bool:
    """The chassis takes the board, the cards, the PSUs and the cooler of the build."""
    r = ctx.r
    if r.motherboard and r.motherboard.form_factor not in chassis.form_factors:
        return False
    if r.motherboard and not board_fits_system(r.motherboard, chassis):
        return False
    if r.psu and (r.psu.qty > chassis.psu_bays or not psu_fits_chassis(r.psu.spec, chassis)):
        return False
    if r.cpu_cooler and r.cpu_cooler.spec.height_mm > chassis.max_cooler_height_mm:
        return False
    return _last_bracket(ctx) <= chassis.expansion_slots


def _last_bracket(ctx: Context) -> int:
    """The lowest bracket any placed card takes (once per validation, not per chassis)."""
    last = ctx.__dict__.get("_last_bracket")
    if last is None:
        last = max((p.last_bracket for p in ctx.placed_cards), default=0)
        ctx.__dict__["_last_bracket"] = last
    return last


def chassis_with(
    ctx: Context, need: Callable[[ChassisSpec], bool], template: str, params: dict,
    rule_id: str, parts: Sequence[str] | None = None,
) -> Fix | None:
    """A chassis meeting `need`; `template` names it as {name}."""
    current = ctx.r.chassis.id if ctx.r.chassis else None
    options = [c for c in by_price(ctx.alternatives_of("chassis"))
               if c.id != current and need(c) and chassis_fits(ctx, c)]
    candidates = (
        (SetChassis(c.id), Fix(template, {**params, "name": c.name}))
        for c in options
    )
    return first_working(ctx, candidates, rule_id, parts)


def gpu_instead(
    ctx: Context, slots: Sequence[str], current: GpuSpec, need: Callable[[GpuSpec], bool],
    template: str, params: dict, rule_id: str, parts: Sequence[str] | None = None,
) -> Fix | None:
    """The same GPU model in a variant that meets `need` (a blower, a lower card ...);
    `template` names it as {name} and the model as {model}."""
    options = [g for g in by_price(ctx.alternatives_of("gpu"))
               if isinstance(g, GpuSpec) and g.model == current.model and g.id != current.id
               and need(g)]
    candidates = (
        (ReplaceGpus(tuple(slots), g.id),
         Fix(template, {**params, "model": current.model, "name": g.name}))
        for g in options
    )
    return first_working(ctx, candidates, rule_id, parts if parts is not None else slots)


def psu_for(ctx: Context, rule_id: str, extra_need: Callable | None = None) -> Fix | None:
    """The smallest PSU (same count and redundancy) that clears the finding."""
    r: ResolvedBuild = ctx.r
    if r.psu is None:
        return None
    from configurator.rules.power_model import usable_w

    # Units the chassis' bays take (all, without a chassis); the build's own form first.
    fitting = [p for p in ctx.alternatives_of("psu")
               if r.chassis is None or psu_fits_chassis(p, r.chassis)]
    same_form = [p for p in fitting if p.form_factor == r.psu.spec.form_factor]
    others = [p for p in fitting if p.form_factor != r.psu.spec.form_factor]
    volts = r.outlet.volts

    def size(p):
        return (usable_w(p, r.psu.qty, r.psu.redundant, volts), p.price_usd)

    ordered = sorted(same_form, key=size) + sorted(others, key=size)
    need_w = ctx.power.peak_w
    options = [p for p in ordered if p.id != r.psu.spec.id
               and usable_w(p, r.psu.qty, r.psu.redundant, volts) >= need_w
               and (extra_need is None or extra_need(p))]
    # Prefer units that also keep the 80 % headroom, so the fix brings no new warning.
    options.sort(key=lambda p: usable_w(p, r.psu.qty, r.psu.redundant, volts) * 0.8 < need_w)
    candidates = (
        (SetPsu(p.id, r.psu.qty, r.psu.redundant),
         Fix(T("Use the {name} ({watts:,.0f} W)") if r.psu.qty == 1 else
             T("Use {qty} x {name} ({watts:,.0f} W each)"),
             {"qty": r.psu.qty, "name": p.name, "watts": p.watts}))
        for p in options
    )
    return first_working(ctx, candidates, rule_id, None)
