"""Completing a build (docs/architecture.md): the exact best completion of a partial build
from the catalog, by best-first branch and bound.

The search decides the missing kinds one level at a time (configurator.rules.complete.space).
A node is a partial choice; its bound is (unwaived warnings, price) of that partial build:
- price: the parts chosen plus the cheapest candidate of every level still open;
- warnings: those `validate()` finds on the partial build. A partial build is validated only
  once its CPUs are decided, and with the build's own PSU only once its chassis is decided
  (a chassis' power board can take over the PSUs' plugs); from there on every rule's
  findings only grow as parts are added (peak power, heat and plug demand only rise, every
  other check compares parts already chosen), so an error prunes the node and each warning
  stays a warning or becomes an error. To the warnings it adds what no catalog PSU can avoid
  (80 % headroom, the outlet's continuous limit, judged with power_model's own functions).
Nodes leave a priority queue in the objective's order (lexicographic), a node is validated
when it leaves the queue (lazily), and a complete build leaves it only after its real
validation: the first complete build to leave is the optimum, the next ones with another
board or chassis are the best alternatives. Each answer is judged once more by `validate()`
on the build file's own resolution.
"""

from __future__ import annotations

import heapq
import itertools
import math
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from configurator.model.build import ResolvedBuild
from configurator.model.messages import Message
from configurator.model.part_base import PartBase
from configurator.rules import power_model
from configurator.rules.complete.answer import Lookup, judge
from configurator.rules.complete.lab import on_sale
from configurator.rules.complete.outlet import outlet_note
from configurator.rules.complete.reason import NO_GPU, OUT_OF_TIME, Deaths, infeasible_reason
from configurator.rules.complete.result import Completion, CompletionResult
from configurator.rules.complete.space import Pick, Space, resolved_for
from configurator.rules.engine import totals, validate
from configurator.rules.power_model import (
    best_efficiency,
    gpu_draw_w,
    power_figures,
    thermal_figures,
)
from configurator.rules.report import Report
from configurator.rules.thermal import airflow_severity

OBJECTIVES = ("fewest-warnings", "cheapest")
DEFAULT_OBJECTIVE = "fewest-warnings"
ANSWERS = 4  # the best and up to three alternatives with another board or chassis
CHECK_EVERY = 32  # queue pops between two looks at cancel and progress
DEFAULT_TIME_LIMIT_S = 10.0  # the command stays interactive (issue 29, F4)
DIVE_SHARE = 0.5  # past the limit, this share of it more to find any complete build
MIN_DIVE_S = 2.0  # and at least this long
MAX_QUEUE = 400_000  # open nodes (about 150 MB): past it the search dives as past the limit

class CompletionCancelledError(Exception):
    """The caller asked the search to stop; nothing was changed."""


@dataclass
class _Node:
    depth: int
    pick: Pick
    seen: int  # unwaived warnings of the validated partial build (of an ancestor's)
    peak_w: float  # its peak power: a lower bound on this node's
    warnings: int = 0  # bounds
    price_usd: float = 0.0
    evaluated: bool = False
    bounded: bool = False  # False: a parent's quick bound, not yet its own
    floors: tuple[int, float] = (0, 0.0)  # what the open levels add to `seen` and the price
    min_price_usd: float = 0.0  # a plain lower bound on the price (for the budget)
    spike_total_w: float | None = None  # of a PSU choice: the build's spike draw
    decided_warnings: int = 0  # the warnings its last choice surely adds


class _Search:
    def __init__(self, base: ResolvedBuild, parts: Mapping[str, Sequence[PartBase]],
                 objective: str, budget_usd: float | None,
                 progress: Callable[[int], None] | None,
                 cancelled: Callable[[], bool] | None,
                 time_limit_s: float | None = None,
                 stock: Mapping[str, int] | None = None) -> None:
        if objective not in OBJECTIVES:
            raise ValueError(f"unknown objective {objective!r}; choose from {OBJECTIVES}")
        self.base = base
        self.space = Space(base, parts, stock)
        self.levels = self.space.levels
        self.objective = objective
        self.fewest = objective == "fewest-warnings"
        self.budget_usd = budget_usd
        self.progress = progress
        self.cancelled = cancelled
        self.base_price_usd = totals(base).price_usd
        self.lookup = Lookup(parts, base)
        self.deaths = Deaths()
        self.evaluated = 0
        self.efficiency = best_efficiency({p.efficiency for p in self.space.parts["psu"]})
        now = time.monotonic()
        self.deadline = None if time_limit_s is None else now + time_limit_s
        self.dive_deadline = math.inf if time_limit_s is None else now + time_limit_s + max(
            time_limit_s * DIVE_SHARE, MIN_DIVE_S)
        self.diving = False
        # Cards of one slot shape but other models or power limits take slots in bracket
        # order, as if interchangeable (rules/complete/space.py): the answer is best-found.
        self.exact = not self.space.merged_cards
        self.timed_out = False
        # The GPUs' own draw counts in the bounds before they are placed (by the outlet
        # from the first level; docs/architecture.md).
        self.unplaced_w = sum(gpu_draw_w(g.peak_w, None) for g in base.unplaced_gpus)

    # --- bounds ----------------------------------------------------------------------
    def _bound(self, node: _Node) -> bool:
        """Set the node's bounds from what it has seen; False when it cannot lead to an
        answer (a level without a working candidate, or over the budget)."""
        if not node.evaluated and node.depth and "psu" in self.levels[node.depth:]:
            # The power of the parts chosen so far, by the rules' own arithmetic: the PSU
            # floor below stands on it. (node.peak_w is still its parent's.)
            added_w = self.space.power_added_w(self.levels[node.depth - 1], node.pick)
            if added_w is None:
                added_w = power_figures(resolved_for(self.base, node.pick, False)).peak_w \
                    - node.peak_w
            node.peak_w += max(added_w, 0.0)
        # Power the open levels surely add counts for the PSUs from the first level on.
        psu_extra_w = (self.unplaced_w if node.pick.slots is None else 0.0) + (
            self.space.open_power_w(self.levels[node.depth:]))
        bound = self.space.bound(self.levels[node.depth:], node.pick, node.peak_w, self.fewest,
                                 psu_extra_w)
        if bound is None:
            level = self._floorless_level(node, psu_extra_w)
            peak_w = node.peak_w + (psu_extra_w if level == "psu" else 0.0)
            wall_w = self.space.least_wall_w(node.pick, peak_w) if level == "psu" else None
            if wall_w is not None:  # PSUs carry it, but the outlet does not
                self.deaths.outlet(wall_w, self.base.outlet)
            else:
                self.deaths.no_candidate(level, peak_w, self.base.outlet.volts)
            return False
        extra = bound[0]
        if not node.evaluated and node.depth:  # what the level just decided surely gives
            decided = self.levels[node.depth - 1]
            extra += node.decided_warnings
            if decided == "psu":
                psu_extra = self.space.psu_warnings(*node.pick.psu, node.peak_w,
                                                    node.spike_total_w)
                if psu_extra is None:
                    return False
                extra += psu_extra
            elif decided == "cpu":
                extra += self.space.cpu_warnings(node.pick.cpus)
            elif decided == "chassis":
                chosen = resolved_for(self.base, node.pick, with_psu=False)
                severity = airflow_severity(thermal_figures(chosen, node.peak_w).delta_t_c,
                                            chosen.chassis.server_airflow)
                if severity == "error":
                    return False
                extra += severity == "warning"
        node.floors = bound
        node.bounded = True
        node.warnings = max(node.warnings, node.seen + extra)
        node.price_usd = self.base_price_usd + node.pick.price_usd(self.space.cost) + bound[1]
        if self.budget_usd is not None:
            # For the fewest-warnings objective the floors above may take dearer parts
            # that avoid a warning: the budget is held against the plain cheapest ones.
            cheapest = bound if not self.fewest else self.space.bound(
                self.levels[node.depth:], node.pick, node.peak_w, False)
            node.min_price_usd = self.base_price_usd + node.pick.price_usd(self.space.cost) + (
                cheapest[1] if cheapest else 0.0)
            if node.min_price_usd > self.budget_usd:
                self.deaths.budget(node.min_price_usd)
                return False
        return True

    def _floorless_level(self, node: _Node, psu_extra_w: float) -> str:
        for level in self.levels[node.depth:]:
            peak_w = node.peak_w + (psu_extra_w if level == "psu" else 0.0)
            if self.space.floor(level, node.pick, peak_w, self.fewest) is None:
                return level
        return self.levels[-1]

    def _order(self, node: _Node) -> tuple:
        if self.diving:  # past the time limit: to a complete build, the best branch first
            return (-node.depth, node.warnings, node.price_usd)
        # Among nodes of equal bounds the deepest goes first: sibling placements and boards
        # of one price would otherwise be widened level by level before any is finished.
        # Any order of equal bounds keeps the first complete build to leave an optimum.
        if self.objective == "cheapest":
            return (node.price_usd, node.warnings, -node.depth)
        return (node.warnings, node.price_usd, -node.depth)

    def _open(self, depth: int) -> Sequence[str]:
        return self.levels[depth:]

    def _evaluate(self, node: _Node) -> bool:
        """Validate a partial build; False when it cannot lead to an answer."""
        open_levels = self._open(node.depth)
        level = self.levels[node.depth - 1] if node.depth else "base"
        node.evaluated = True
        if "cpu" in open_levels:  # before its CPUs a board's slots have no lanes
            return True
        resolved = resolved_for(self.base, node.pick, with_psu="chassis" not in open_levels)
        report = validate(resolved)
        self.evaluated += 1
        if report.error_count:
            self.deaths.error(level, report)
            return False
        node.seen = report.warning_count
        node.peak_w = report.power.peak_w
        if "psu" in open_levels and self.base.psu is None:
            extra = self._outlet_bound(report)
            if extra is None:
                return False
            node.seen += extra
        return self._bound(node)

    def _outlet_bound(self, report: Report) -> int | None:
        """POWER-OUTLET's warning (or, None, its error) that no PSU of the catalog avoids:
        the wall draws at least the peak over the best efficiency of any catalog PSU, and
        the peak only grows with the parts still to come."""
        wall_w = report.power.peak_w / self.efficiency
        if wall_w > report.power.outlet_w:
            self.deaths.outlet(wall_w, self.base.outlet)
            return None
        return 0  # its warning is counted with the PSU level's bound

    # --- the search ------------------------------------------------------------------
    def children(self, node: _Node):
        level = self.levels[node.depth]
        spike_total_w = None
        if level == "psu":
            picks = self.space.psu_children(node.pick, node.peak_w)
            # Every other part is chosen: the spike draw of POWER-TRANSIENT is known.
            spike_total_w = power_model.spike_total_w(
                resolved_for(self.base, node.pick, with_psu=False))
        else:
            picks = self.space.children(level, node.pick)
        # Children leave with a quick bound: the node's own floors with this level's one
        # replaced by the child's part (the floors only rise as parts are decided); their
        # own bound is made when they leave the queue.
        floor = self.space.floor(level, node.pick, node.peak_w, self.fewest) or (0, 0.0)
        warnings = node.seen + node.floors[0] - floor[0]
        rest_usd = self.base_price_usd + node.floors[1] - floor[1]
        rest_min_usd = node.min_price_usd - node.pick.price_usd(self.space.cost)
        if self.budget_usd is not None:
            cheapest = self.space.floor(level, node.pick, node.peak_w, False) or (0, 0.0)
            rest_min_usd -= cheapest[1]
        any_child = False
        for pick, pick_warnings in picks:
            any_child = True
            price = pick.price_usd(self.space.cost)
            if self.budget_usd is not None and rest_min_usd + price > self.budget_usd:
                self.deaths.budget(rest_min_usd + price)
                continue
            child = _Node(node.depth + 1, pick, node.seen, node.peak_w, warnings,
                          rest_usd + price)
            child.min_price_usd = rest_min_usd + price
            child.spike_total_w = spike_total_w
            child.decided_warnings = pick_warnings
            yield child
        if not any_child:
            self.deaths.no_candidate(level, node.peak_w, self.base.outlet.volts)

    def run(self, answers: int) -> CompletionResult:
        """Best-first until `answers` complete builds have left the queue in order: exact.
        Past the deadline (or with the queue at its size limit) the search dives: deepest
        node first, to the first complete build it finds, which is then best-found, not
        proven best; past the dive's own deadline it stops with what it has."""
        counter = itertools.count()
        queue: list = []
        root = _Node(0, Pick(), 0, 0.0)
        if self._bound(root):
            heapq.heappush(queue, (self._order(root), next(counter), root))
        found: list[Completion] = []
        keys: set = set()
        pops = 0
        while queue:
            if self.deadline is not None and not self.diving and (
                    time.monotonic() > self.deadline or len(queue) > MAX_QUEUE):
                self.diving = True
                self.exact = False
                self.timed_out = True
                if found:
                    break
                queue = [(self._order(node), n, node) for _, n, node in queue]
                heapq.heapify(queue)
            if self.diving and time.monotonic() > self.dive_deadline:
                break
            _, _, node = heapq.heappop(queue)
            pops += 1
            if pops % CHECK_EVERY == 0:
                if self.cancelled is not None and self.cancelled():
                    raise CompletionCancelledError
                if self.progress is not None:
                    self.progress(self.evaluated)
            if self._answer_key(node) in keys:
                continue
            if not node.bounded:
                if self._bound(node):
                    heapq.heappush(queue, (self._order(node), next(counter), node))
                continue
            if not node.evaluated:
                if not self._evaluate(node):
                    continue
                if node.depth == len(self.levels):  # complete: leave the queue in order
                    heapq.heappush(queue, (self._order(node), next(counter), node))
                    continue
            if node.depth == len(self.levels):
                completion = self._judge(node)
                if completion is not None and completion.key not in keys:
                    found.append(completion)
                    keys.add(completion.key)
                    if len(found) >= answers or self.diving:
                        break
                continue
            for child in self.children(node):
                heapq.heappush(queue, (self._order(child), next(counter), child))
        if self.progress is not None:
            self.progress(self.evaluated)
        result = CompletionResult(found[0] if found else None, found[1:], None,
                                  self.evaluated)
        result.exact = self.exact
        return result

    def _answer_key(self, node: _Node):
        open_levels = self._open(node.depth)
        if "motherboard" in open_levels or "chassis" in open_levels:
            return None
        board = node.pick.motherboard or self.base.motherboard
        chassis = node.pick.chassis or self.base.chassis
        return (board.id if board else None, chassis.id if chassis else None)

    def _judge(self, node: _Node) -> Completion | None:
        return judge(self.base, node.pick, self.lookup, self.space.stock)


def complete_build(
    base: ResolvedBuild,
    parts: Mapping[str, Sequence[PartBase]],
    objective: str = DEFAULT_OBJECTIVE,
    budget_usd: float | None = None,
    progress: Callable[[int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    answers: int = ANSWERS,
    catalog_version: str | None = None,
    include_discontinued: bool = False,
    time_limit_s: float | None = None,
    stock: Mapping[str, int] | None = None,
) -> CompletionResult:
    """The best completion of `base` from `parts` (candidates by kind, e.g.
    Catalog.alternatives(): the user's and the team's parts included) for the objective,
    and up to `answers - 1` alternatives with another board or chassis. Parts discontinued
    by the catalog's month (`catalog_version`) are no candidates unless
    `include_discontinued`; the build's own parts are kept whatever their state. Raises
    CompletionCancelledError when `cancelled()` turns true. `stock` (part id -> quantity on
    the lab's shelf) makes those parts cost nothing up to their quantity. When nothing
    works, `reason` names the constraint that rules every candidate out. With
    `time_limit_s` the search stops near it with the best build found so far (`exact`
    False) or, having none, says so."""
    if not base.gpus:  # nothing to build around: said at once, without a search
        return CompletionResult(None, [], Message(NO_GPU))
    parts = on_sale(parts, catalog_version, include_discontinued)
    search = _Search(base, parts, objective, budget_usd, progress, cancelled, time_limit_s,
                     stock)
    result = search.run(answers)
    if not result.found and search.timed_out:
        result.reason = Message(OUT_OF_TIME, {"seconds": time_limit_s})
    elif not result.found:
        result.reason = infeasible_reason(
            search, budget_usd, lambda: complete_build(base, parts, "cheapest", None,
                                                       answers=1, stock=stock))
    if answers > 1:  # the outlet's own search, not a what-if's
        note = outlet_note(base, result, lambda other: complete_build(
            other, parts, objective, budget_usd, progress, cancelled, answers=1,
            time_limit_s=time_limit_s, stock=stock))
        if note is not None:
            result.notes.append(note)
    return result
