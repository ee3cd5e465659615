"""The search space of completing a build (docs/architecture.md): the candidates of each
missing kind for one partial build.

Candidates are cut here only by conditions that are certain to give an error whatever else
is chosen (a CPU of another socket, a chassis that does not take the board ...), asked of
the rule modules' own functions; everything else is left to `validate()`.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import replace

from configurator.model.board_parts import MotherboardSpec, PcieSlot
from configurator.model.build import Counted, PlacedGpu, ResolvedBuild
from configurator.model.part_base import PartBase
from configurator.model.parts import ChassisSpec, CpuSpec, PsuSpec
from configurator.rules import fixes, part_fit, physical
from configurator.rules.complete.floors import FRONT_LEVELS, Floors
from configurator.rules.complete.lab import board_in_system, memory_count, psu_in_bays
from configurator.rules.complete.pick import (  # noqa: F401 - the search's vocabulary
    LEVELS,
    PART_KIND,
    Pick,
    missing_levels,
    resolved_for,
)
from configurator.rules.context import Context, occupied_brackets


def by_price(parts: Sequence[PartBase], stock: Mapping[str, int]) -> list:
    """Stocked parts first (they cost nothing up to their quantity), then by price."""
    return sorted(parts, key=lambda p: (p.id not in stock, p.price_usd, p.id))


# --- candidates per level ---------------------------------------------------------------


class Space(Floors):
    """Candidates of each missing kind for one base build, cut by certain errors."""

    def __init__(self, base: ResolvedBuild, parts: Mapping[str, Sequence[PartBase]],
                 stock: Mapping[str, int] | None = None) -> None:
        self.base = base
        self.stock = dict(stock or {})
        self.levels = missing_levels(base)
        custom = {p.id for p in base.build.custom_parts}
        # A file's custom part shadows a catalog part of its id: such a catalog part cannot
        # be named in the file, so it is no candidate.
        self.parts = {kind: by_price([p for p in parts.get(kind, ()) if p.kind == kind
                                      and p.id not in custom], self.stock)
                      for kind in PART_KIND.values()}
        self.boards = [b for b in self.parts["motherboard"] if self._board_takes_base(b)]
        # Cards of one slot shape that differ only in their power limit or model are placed
        # as if interchangeable (`placements`): the answer is then best-found rather than
        # proven exact (issue 29, F4).
        kinds: dict[tuple, set] = {}
        for gpu in base.unplaced_gpus:
            kinds.setdefault(slot_shape(gpu), set()).add((gpu.spec.id, gpu.power_limit_w))
        self.merged_cards = any(len(values) > 1 for values in kinds.values())
        self._floors: dict = {}
        self._fronts: dict = {}
        self._scores: dict = {}
        self._bare = ResolvedBuild(build=base.build)
        # Every GPU stands in a slot in a complete build.
        self.vram_gb = sum(g.spec.memory_gb for g in base.gpus)
        self.gpu_count = sum(g.spec.gpu_count for g in base.gpus)
        self.most_bays = max((c.psu_bays for c in self.parts["chassis"]), default=1)
        if base.chassis is not None:
            self.most_bays = base.chassis.psu_bays
        # The least peak power each open level adds (power_model's per-part sums): the PSU
        # floor counts it before the level is decided, so the outlet bounds from the start.
        from configurator.rules.power_model import unit_peak_w

        self.min_unit_w = {level: min(((unit_peak_w(p) or 0.0) for p in candidates),
                                      default=0.0)
                           for level, candidates in (
                               ("motherboard", self.boards), ("cpu", self.parts["cpu"]),
                               ("chassis", self.parts["chassis"]),
                               ("memory", self.parts["memory"]),
                               ("storage", self.parts["storage"]))}
        self.min_price = {
            "motherboard": min((self.cost(b, 1) for b in self.boards), default=0.0),
            "slots": 0.0,
            **{level: min((self.cost(p, 1) for p in self.parts[PART_KIND[level]]), default=0.0)
               for level in ("cpu", "chassis", "cooler", "memory", "storage", "psu")},
        }

    # The board must take what the build already has.
    def _board_takes_base(self, board: MotherboardSpec) -> bool:
        base = self.base
        if len(base.cpus) > board.cpu_sockets:
            return False
        if not all(part_fit.cpu_runs_on_board(c, board) for c in base.cpus):
            return False
        if base.chassis is not None and not (part_fit.chassis_takes_board(base.chassis, board)
                                             and board_in_system(board, base.chassis)):
            return False
        modules = sum(m.qty for m in base.memory)
        if modules > board.dimm_slots:
            return False
        return all(part_fit.board_takes(board, m.spec) for m in base.memory)

    def cost(self, part: PartBase, qty: int = 1) -> float:
        """What `qty` of the part cost the lab: those on its shelf (stock) at price 0 first,
        the rest at the part's price (DESIGN section 8 rev. 3)."""
        return part.price_usd * max(0, qty - self.stock.get(part.id, 0))

    def children(self, level: str, pick: Pick) -> Iterator[tuple[Pick, int]]:
        """The level's candidates, each with the warnings it surely adds."""
        items = getattr(self, f"_{level}")(pick)
        if level in FRONT_LEVELS:
            return items
        return ((child, 0) for child in items)

    def _motherboard(self, pick: Pick) -> Iterator[Pick]:
        for board in self.boards:
            yield pick.but(motherboard=board)

    def _slots(self, pick: Pick) -> Iterator[Pick]:
        board = pick.motherboard or self.base.motherboard
        for placement in placements(self.base, board, self.base.chassis):
            yield pick.but(slots=placement)

    def _cpu(self, pick: Pick) -> Iterator[Pick]:
        board = pick.motherboard or self.base.motherboard
        for cpus in self.cpu_sets(board):
            yield pick.but(cpus=cpus)

    def cpu_sets(self, board: MotherboardSpec) -> Iterator[tuple[CpuSpec, ...]]:
        for cpu in self.parts["cpu"]:
            if part_fit.cpu_runs_on_board(cpu, board):
                for count in range(1, board.cpu_sockets + 1):
                    yield (cpu,) * count

    def _chassis(self, pick: Pick) -> Iterator[Pick]:
        ctx = Context(resolved_for(self.base, pick, with_psu=True), None)
        for chassis in self.parts["chassis"]:
            if fixes.chassis_fits(ctx, chassis) and self.chassis_is_whole(chassis, ctx.r) and all(
                    physical.gpu_fits_chassis(g.spec, chassis) for g in ctx.placed_gpus):
                yield pick.but(chassis=chassis)

    def chassis_is_whole(self, chassis: ChassisSpec, build: ResolvedBuild) -> bool:
        """A system keeps its own board, and the PSUs go into bays that name their form
        factor (configurator.rules.complete.lab)."""
        board = build.motherboard
        if board is not None and not board_in_system(board, chassis):
            return False
        if build.psu is not None:
            return psu_in_bays(build.psu.spec, chassis)
        return any(psu_in_bays(psu, chassis) for psu in self.parts["psu"])

    # The cooler, the memory and the drive are read by the rules only with parts decided
    # before them (the cooler with the CPUs and the chassis, the memory with the board, the
    # CPUs and the GPUs) and through the power they draw. So among the candidates of such a
    # level only those matter that no other beats at once on the warnings they raise with
    # those parts, on their power and on their price (a Pareto front); the warnings are
    # what validate() finds on a build of just those parts.
    def _cooler(self, pick: Pick) -> Iterator[Pick]:
        cpus = pick.cpus or tuple(self.base.cpus)
        chassis = pick.chassis or self.base.chassis
        # The chassis only limits the cooler's height: validated with the CPUs alone.
        limit_mm = chassis.max_cooler_height_mm if chassis else None
        key = ("cooler", tuple(c.id for c in cpus), limit_mm)
        context = replace(self._bare, cpus=list(cpus))
        yield from ((pick.but(cooler=choice), extra) for choice, extra in self._front(
            key, context, [((cooler, len(cpus)), replace(context, cpu_cooler=Counted(
                cooler, len(cpus)))) for cooler in self.parts["cooler"]
                if part_fit.cooler_fits(cooler, cpus, chassis)]))

    def _memory(self, pick: Pick) -> Iterator[Pick]:
        board = pick.motherboard or self.base.motherboard
        within = resolved_for(self.base, pick, with_psu=False)
        # The rules read memory with the GPUs' count and memory, never with their slots: one
        # front serves every placement of the same cards (the warnings a module adds are
        # the same in each; those of the placement itself are the node's own).
        key = ("memory", board.id, tuple(c.id for c in within.cpus),
               tuple(sorted((g.spec.id, g.power_limit_w or 0.0, g.slot is not None)
                            for g in within.gpus)))
        context = replace(self._bare, motherboard=board, cpus=within.cpus, gpus=within.gpus,
                          nics=within.nics)
        options = []
        for module in self.parts["memory"]:
            if not part_fit.board_takes(board, module):
                continue
            # One count a module: the fewest that fill the channels evenly and cover the
            # GPUs' memory (configurator.rules.complete.lab). More cost more, draw more and
            # change no other finding.
            qty = memory_count(board, len(within.cpus), module.capacity_gb, self.vram_gb)
            if qty is not None:
                options.append(((module, qty), replace(context, memory=[Counted(module, qty)])))
        yield from ((pick.but(memory=choice), extra)
                    for choice, extra in self._front(key, context, options))

    def _storage(self, pick: Pick) -> Iterator[Pick]:
        yield from ((pick.but(storage=choice), extra) for choice, extra in self._front(
            ("storage",), self._bare, [((drive, 1), replace(self._bare, storage=[
                Counted(drive, 1)])) for drive in self.parts["storage"]]))

    def _front(self, key, context: ResolvedBuild, options: list[tuple[tuple, ResolvedBuild]]
               ) -> list[tuple[tuple, int]]:
        """The Pareto front of the options, each with the warnings it adds to its context
        (those persist in every build that has the option: its own findings)."""
        cached = self._fronts.get(key)
        if cached is not None:
            return cached
        from configurator.rules.engine import validate
        from configurator.rules.power_model import power_figures

        context_key = ("context", key[:-1] if key[0] == "cooler" else key)
        base_warnings = self._scores.get(context_key)
        if base_warnings is None:
            base_warnings = self._scores[context_key] = validate(context).warning_count

        scored = []
        for choice, resolved in options:
            memo_key = (key[:-1] if key[0] == "cooler" else key, choice[0].id, choice[1])
            score = self._scores.get(memo_key)
            if score is None:
                report = validate(resolved)
                score = self._scores[memo_key] = (
                    None if report.error_count else report.warning_count,
                    power_figures(resolved).peak_w)
            if score[0] is None:
                continue
            scored.append((score[0], score[1], self.cost(*choice), choice))
        scored.sort(key=lambda s: (s[0], s[1], s[2], s[3][0].id))
        front: list = []
        for item in scored:
            if not any(f[0] <= item[0] and f[1] <= item[1] and f[2] <= item[2]
                       for f in front):
                front.append(item)
        self._fronts[key] = [(item[3], max(0, item[0] - base_warnings)) for item in front]
        return self._fronts[key]

    def psu_children(self, pick: Pick, peak_w: float = 0.0) -> Iterator[tuple[Pick, int]]:
        """The PSU sets that carry `peak_w` with plugs enough (else POWER-CONNECTORS: a
        plug kind runs short), each with the adapter warnings it gives."""
        chassis = pick.chassis or self.base.chassis
        within = resolved_for(self.base, pick, with_psu=False)
        board = pick.motherboard or self.base.motherboard
        plug_key = (board.id if board else None, chassis.id if chassis else None,
                    pick.slots is not None or not self.base.unplaced_gpus)
        for qty, redundant, psu in self.psu_options(chassis, peak_w):
            adapters = self.plug_warnings(within, plug_key, psu, qty, redundant)
            if adapters is not None:
                yield pick.but(psu=(psu, qty, redundant)), adapters

    def psu_options(self, chassis: ChassisSpec | None, peak_w: float
                    ) -> Iterator[tuple[int, int, PsuSpec]]:
        """PSU sets the chassis has bays for that can carry `peak_w`. A second spare unit
        only takes output away: redundancy is 0 or 1."""
        yield from self._psu_sets(chassis, peak_w)

    def _psu_sets(self, chassis: ChassisSpec | None, peak_w: float
                  ) -> Iterator[tuple[int, int, PsuSpec]]:
        from configurator.rules.power_model import psu_carries

        bays = chassis.psu_bays if chassis is not None else self.most_bays
        volts = self.base.outlet.volts
        for psu in self.psus_for(chassis):
            for qty in range(1, bays + 1):
                for redundant in (0, 1) if qty > 1 else (0,):
                    if psu_carries(psu, qty, redundant, volts, peak_w):
                        yield qty, redundant, psu


def placements(base: ResolvedBuild, board: MotherboardSpec, chassis: ChassisSpec | None
               ) -> Iterator[tuple[tuple[int, str], ...]]:
    """Every way to put the unplaced GPUs into free slots of the board where no card covers
    another's slot, every card fits its slot, and (with a chassis) the case's brackets.
    Cards of one slot shape are interchangeable: they take slots in bracket order."""
    taken: list[tuple[PcieSlot, float]] = []
    for card in base.slot_cards():
        slot = board.slot(card.slot)
        if slot is not None:
            taken.append((slot, card.slot_width))
    # Equal cards side by side, so that they can take slots in bracket order.
    unplaced = sorted(base.unplaced_gpus, key=lambda g: (
        slot_shape(g), g.spec.id, g.power_limit_w or 0.0, g.index))
    free = sorted((s for s in board.pcie_slots if all(s.id != t.id for t, _ in taken)),
                  key=lambda s: s.position)
    limit = chassis.expansion_slots if chassis is not None else math.inf

    def fits(slot: PcieSlot, gpu: PlacedGpu, standing: list[tuple[PcieSlot, float]]) -> bool:
        if not part_fit.card_fits_slot(gpu.spec.pcie_lanes, slot):
            return False
        if occupied_brackets(slot.position, gpu.spec.slot_width)[-1] > limit:
            return False
        return not any(physical.covers(slot.position, gpu.spec.slot_width, other.position)
                       or physical.covers(other.position, width, slot.position)
                       for other, width in standing)

    def place(i: int, standing, chosen, min_position: int):
        if i == len(unplaced):
            yield tuple(chosen)
            return
        gpu = unplaced[i]
        same_as_previous = i > 0 and _same_card(unplaced[i - 1], gpu)
        for slot in free:
            if same_as_previous and slot.position <= min_position:
                continue
            if any(slot.id == s for _, s in chosen) or not fits(slot, gpu, standing):
                continue
            chosen.append((gpu.index, slot.id))
            standing.append((slot, gpu.spec.slot_width))
            yield from place(i + 1, standing, chosen, slot.position)
            standing.pop()
            chosen.pop()

    if len(unplaced) > len(free):
        return
    yield from place(0, list(taken), [], 0)


def slot_shape(gpu: PlacedGpu) -> tuple:
    """What of a card decides which slots it may take and how it sits among the others:
    its brackets, its lanes and its cooler. Cards of one shape take slots in bracket
    order, whatever their model or power limit (every order of n cards would be n!)."""
    return (math.ceil(gpu.spec.slot_width), gpu.spec.pcie_lanes, gpu.spec.cooler)


def _same_card(a: PlacedGpu, b: PlacedGpu) -> bool:
    return slot_shape(a) == slot_shape(b)
