"""The search space of completing a build (DESIGN.md section 8): what a partial build lacks,
the candidates of each missing kind, and the resolved build of a partial choice.

Candidates are cut here only by conditions that are certain to give an error whatever else
is chosen (a CPU of another socket, a chassis that does not take the board ...), asked of
the rule modules' own functions; everything else is left to `validate()`.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace

from configurator.model.build import Counted, PlacedGpu, PsuSet, ResolvedBuild
from configurator.model.parts import (
    ChassisSpec,
    CoolerSpec,
    CpuSpec,
    MemorySpec,
    MotherboardSpec,
    PartBase,
    PcieSlot,
    PsuSpec,
    StorageSpec,
)
from configurator.rules import compat, fixes, physical
from configurator.rules.context import Context, occupied_brackets
from configurator.rules.thresholds import OUTLET_CONTINUOUS_FRACTION

PSU_FLOOR_STEP_W = 1.0

# The kinds a completion fills, in the order the search decides them. The board and the
# slots of unplaced GPUs come first (they decide the most), the CPUs before anything is
# validated (a CPU socket without a CPU gives its slots no lanes: an error that a CPU takes
# away again), the PSU last (only then is the build's peak power known).
LEVELS = ("motherboard", "slots", "cpu", "chassis", "cooler", "memory", "storage", "psu")
PART_KIND = {"motherboard": "motherboard", "cpu": "cpu", "chassis": "chassis",
             "cooler": "cooler", "memory": "memory", "storage": "storage", "psu": "psu"}


@dataclass(frozen=True)
class Pick:
    """What the search has chosen so far (None / empty: not chosen, or the build's own)."""

    motherboard: MotherboardSpec | None = None
    slots: tuple[tuple[int, str], ...] | None = None  # (index in Build.gpus, slot id)
    cpus: tuple[CpuSpec, ...] = ()
    chassis: ChassisSpec | None = None
    cooler: tuple[CoolerSpec, int] | None = None
    memory: tuple[MemorySpec, int] | None = None
    storage: tuple[StorageSpec, int] | None = None
    psu: tuple[PsuSpec, int, int] | None = None

    def but(self, **changes) -> Pick:
        """A copy with some choices changed (faster than dataclasses.replace, which the
        search would call a hundred thousand times)."""
        copy = object.__new__(Pick)
        copy.__dict__.update(self.__dict__)
        copy.__dict__.update(changes)
        return copy

    def price_usd(self) -> float:
        price = sum(c.price_usd for c in self.cpus)
        for part in (self.motherboard, self.chassis):
            if part is not None:
                price += part.price_usd
        for counted in (self.cooler, self.memory, self.storage, self.psu):
            if counted is not None:
                price += counted[0].price_usd * counted[1]
        return price


def missing_levels(base: ResolvedBuild) -> tuple[str, ...]:
    """The levels a completion of `base` decides."""
    has = {
        "motherboard": base.motherboard is not None,
        "slots": not base.unplaced_gpus,
        "cpu": bool(base.cpus),
        "chassis": base.chassis is not None,
        "cooler": base.cpu_cooler is not None,
        "memory": bool(base.memory),
        "storage": bool(base.storage),
        "psu": base.psu is not None,
    }
    return tuple(level for level in LEVELS if not has[level])


def resolved_for(base: ResolvedBuild, pick: Pick, with_psu: bool = True) -> ResolvedBuild:
    """The base build with the pick's parts in it (the base's Build is kept: outlet,
    waivers and extras are the user's)."""
    gpus = base.gpus
    if pick.slots is not None:
        slot_of = dict(pick.slots)
        gpus = [g if g.index not in slot_of else PlacedGpu(g.spec, slot_of[g.index],
                                                              g.power_limit_w, g.index)
                for g in base.gpus]
    psu = base.psu
    if pick.psu is not None:
        psu = PsuSet(*pick.psu)
    return ResolvedBuild(
        build=base.build,
        chassis=pick.chassis or base.chassis,
        motherboard=pick.motherboard or base.motherboard,
        cpus=list(pick.cpus) if pick.cpus else base.cpus,
        cpu_cooler=Counted(*pick.cooler) if pick.cooler else base.cpu_cooler,
        memory=[Counted(*pick.memory)] if pick.memory else base.memory,
        storage=[Counted(*pick.storage)] if pick.storage else base.storage,
        psu=psu if with_psu else None,
        nics=base.nics,
        gpus=gpus,
        bridges=base.bridges,
    )


FRONT_LEVELS = ("cooler", "memory", "storage")
PICK_FIELD = {"motherboard": "motherboard", "cpu": "cpus", "chassis": "chassis",
              "memory": "memory", "storage": "storage"}


def _choice_key(choice) -> tuple:
    if isinstance(choice, tuple):
        return tuple(c.id if isinstance(c, PartBase) else c for c in choice)
    return (choice.id,)


def _cheapest(prices) -> tuple[int, float] | None:
    lowest = min(prices, default=None)
    return None if lowest is None else (0, lowest)


def _split(options: list[tuple[float, bool]]) -> tuple[int, float] | None:
    """(price, avoids the level's warning) options: the cheapest that avoids it, or one
    warning more and the cheapest of all."""
    return _lowest([(int(not avoids), price) for price, avoids in options], True)


def _lowest(options: list[tuple[int, float]], fewest: bool) -> tuple[int, float] | None:
    """The least (warnings, price) option in the objective's order. Summed over levels,
    these stay a lower bound in that order: a total with as few warnings takes, on every
    level, an option with that level's fewest, so it costs at least their cheapest."""
    if not options:
        return None
    if fewest:
        return min(options)
    return min(options, key=lambda o: (o[1], o[0]))


def by_price(parts: Sequence[PartBase]) -> list:
    return sorted(parts, key=lambda p: (p.price_usd, p.id))


# --- candidates per level ---------------------------------------------------------------


class Space:
    """Candidates of each missing kind for one base build, cut by certain errors."""

    def __init__(self, base: ResolvedBuild, parts: Mapping[str, Sequence[PartBase]]) -> None:
        self.base = base
        self.levels = missing_levels(base)
        custom = {p.id for p in base.build.custom_parts}
        # A file's custom part shadows a catalog part of its id: such a catalog part cannot
        # be named in the file, so it is no candidate.
        self.parts = {kind: by_price([p for p in parts.get(kind, ()) if p.kind == kind
                                      and p.id not in custom])
                      for kind in PART_KIND.values()}
        self.boards = [b for b in self.parts["motherboard"] if self._board_takes_base(b)]
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
        self.min_price = {
            "motherboard": min((b.price_usd for b in self.boards), default=0.0),
            "slots": 0.0,
            **{level: min((p.price_usd for p in self.parts[PART_KIND[level]]), default=0.0)
               for level in ("cpu", "chassis", "cooler", "memory", "storage", "psu")},
        }

    # The board must take what the build already has.
    def _board_takes_base(self, board: MotherboardSpec) -> bool:
        base = self.base
        if len(base.cpus) > board.cpu_sockets:
            return False
        if not all(compat.cpu_runs_on_board(c, board) for c in base.cpus):
            return False
        if base.chassis is not None and not compat.chassis_takes_board(base.chassis, board):
            return False
        modules = sum(m.qty for m in base.memory)
        if modules > board.dimm_slots:
            return False
        return all(compat._board_takes(board, m.spec) for m in base.memory)

    def bound(self, levels: Sequence[str], pick: Pick, peak_w: float, fewest: bool
              ) -> tuple[int, float] | None:
        """Lower bounds on the warnings and the price that the levels still open add to a
        partial build whose peak power is at least `peak_w`; None when a level has no
        candidate that can work. For the fewest-warnings objective a level whose warning
        some candidates avoid counts the cheapest of those: a completion that takes a
        cheaper one has one warning more, which that objective ranks worse whatever the
        price."""
        warnings, price = 0, 0.0
        for level in levels:
            floor = self._floor(level, pick, peak_w, fewest)
            if floor is None:
                return None
            warnings += floor[0]
            price += floor[1]
        return warnings, price

    def _floor(self, level: str, pick: Pick, peak_w: float, fewest: bool
               ) -> tuple[int, float] | None:
        board = pick.motherboard or self.base.motherboard
        if level == "motherboard":
            return _cheapest(b.price_usd for b in self.boards)
        if level == "cpu" and board is not None:
            return self._cached(("cpu", board.id, fewest), lambda: _lowest(
                [(self.cpu_warnings(pick_cpus), pick_cpus[0].price_usd * len(pick_cpus))
                 for pick_cpus in self.cpu_sets(board)], fewest))
        if level == "chassis" and board is not None:
            from configurator.rules.power_model import thermal_figures

            # The heat of the parts so far only grows: the air rise it gives in a chassis
            # is at least THERMAL-AIRFLOW's (on a 1 W grid, rounded down).
            heat_w = thermal_figures(resolved_for(self.base, pick, with_psu=False),
                                     peak_w).heat_w
            heat_w = math.floor(heat_w / PSU_FLOOR_STEP_W) * PSU_FLOOR_STEP_W
            return self._cached(("chassis", board.form_factor, heat_w, fewest),
                                lambda: self._chassis_floor(board, heat_w, fewest))
        if level == "cooler" and (pick.cpus or self.base.cpus):
            cpus = pick.cpus or tuple(self.base.cpus)
            floor = self._cached(("cooler", cpus[0].socket), lambda: _cheapest(
                c.price_usd for c in self.parts["cooler"]
                if compat.cooler_fits(c, cpus[:1], None)))
            return None if floor is None else (0, floor[1] * len(cpus))
        if level == "memory" and board is not None:
            return self._cached(("memory", board.id, fewest), lambda: self._memory_floor(
                board, fewest))
        if level == "storage" and fewest:
            return self._cached(("storage",), lambda: _split(
                [(d.price_usd, d.is_ssd) for d in self.parts["storage"]]))
        if level == "psu":
            chassis = pick.chassis or self.base.chassis
            bays = chassis.psu_bays if chassis is not None else self.most_bays
            # Rounded down to whole steps, so that nodes share one floor (a lower peak only
            # gives a lower floor: PSU findings grow with the peak).
            floor_w = math.floor(peak_w / PSU_FLOOR_STEP_W) * PSU_FLOOR_STEP_W
            spike_w = floor_w + self._spike_over_peak_w(pick)
            # Plug demand only grows as parts come, once the chassis is known (a chassis'
            # power board could take over the PSUs' plugs).
            plugs = None
            plug_key = None
            if chassis is not None:
                plugs = resolved_for(self.base, pick, with_psu=False)
                plug_key = (board.id if board else None, chassis.id, pick.slots is not None
                            or not self.base.unplaced_gpus)
            return self._cached(("psu", bays, floor_w, spike_w, fewest, plug_key),
                                lambda: self._psu_floor(bays, floor_w, spike_w, fewest, plugs))
        if not self.parts.get(PART_KIND.get(level, ""), True):
            return None
        return 0, self.min_price[level]

    def _chassis_floor(self, board: MotherboardSpec, heat_w: float, fewest: bool):
        from configurator.rules.power_model import thermal_figures
        from configurator.rules.thermal import airflow_severity

        options = []
        for chassis in self.parts["chassis"]:
            if not compat.chassis_takes_board(chassis, board) or not all(
                    physical.gpu_fits_chassis(g.spec, chassis) for g in self.base.gpus):
                continue
            severity = airflow_severity(thermal_figures(
                replace(self._bare, chassis=chassis), heat_w).delta_t_c)
            if severity != "error":
                options.append((int(severity == "warning"), chassis.price_usd))
        return _lowest(options, fewest)

    def _cached(self, key, compute):
        try:
            return self._floors[key]
        except KeyError:
            value = self._floors[key] = compute()
            return value

    def _memory_floor(self, board: MotherboardSpec, fewest: bool):
        from configurator.rules.sizing import ram_covers_vram

        options = []
        for module in self.parts["memory"]:
            if compat._board_takes(board, module):
                options.append((module.price_usd, False))
                qty = compat.modules_for(module, self.vram_gb)
                if qty <= board.dimm_slots and ram_covers_vram(qty * module.capacity_gb,
                                                               self.vram_gb):
                    options.append((module.price_usd * qty, True))
        return _split(options) if fewest else _cheapest(p for p, _ in options)

    def _spike_over_peak_w(self, pick: Pick) -> float:
        """How far the placed GPUs' spikes lift POWER-TRANSIENT's draw above the peak power
        (by power_model's own sums; the rest of the build counts in both alike)."""
        from configurator.rules.power_model import power_figures, spike_total_w

        key = ("spike", pick.slots)
        value = self._floors.get(key)
        if value is None:
            gpus_only = resolved_for(ResolvedBuild(build=self.base.build, gpus=self.base.gpus,
                                                   nics=[]), pick.but(
                motherboard=None, cpus=(), chassis=None, cooler=None, memory=None,
                storage=None, psu=None))
            value = self._floors[key] = max(0.0, spike_total_w(gpus_only)
                                            - power_figures(gpus_only).peak_w)
        return value

    def _psu_floor(self, bays: int, peak_w: float, spike_w: float, fewest: bool,
                   plugs: ResolvedBuild | None):
        from configurator.rules.plugs import plugs_fit

        options = []
        for qty, redundant, psu in self._psu_sets(bays, peak_w):
            if plugs is not None:
                plugs.psu = PsuSet(psu, qty, redundant)
                if not plugs_fit(plugs):
                    continue
            options.append((self.psu_warnings(psu, qty, redundant, peak_w, spike_w),
                            psu.price_usd * qty))
        options = [(w, p) for w, p in options if w is not None]
        return _lowest(options, fewest)

    def least_wall_w(self, pick: Pick, peak_w: float) -> float | None:
        """The least wall draw of the PSU sets that carry `peak_w`, None when none does."""
        from configurator.rules.power_model import usable_w, wall_w_for

        chassis = pick.chassis or self.base.chassis
        bays = chassis.psu_bays if chassis is not None else self.most_bays
        volts = self.base.outlet.volts
        walls = [wall_w_for(peak_w, psu, usable_w(psu, qty, redundant, volts))[2]
                 for qty, redundant, psu in self._psu_sets(bays, peak_w)]
        return min(walls, default=None)

    def psu_warnings(self, psu: PsuSpec, qty: int, redundant: int, peak_w: float,
                     spike_total_w: float | None = None) -> int | None:
        """The warnings of POWER-HEADROOM, POWER-OUTLET, SERVER-REDUNDANT-PSU (and, given
        the build's spike draw, POWER-TRANSIENT) that a PSU set gives at a peak power of at
        least `peak_w`, or None for POWER-OUTLET's error (the wall draw rises with the
        peak)."""
        from configurator.rules.power_model import (
            excursion_factor,
            psu_keeps_headroom,
            usable_w,
            wall_w_for,
        )
        from configurator.rules.sizing import wants_redundant_psu

        outlet = self.base.outlet
        usable = usable_w(psu, qty, redundant, outlet.volts)
        _, _, wall_w = wall_w_for(peak_w, psu, usable)
        if wall_w > outlet.capacity_w:
            return None
        spikes = spike_total_w is not None and spike_total_w > usable * excursion_factor(psu)
        return (int(not psu_keeps_headroom(psu, qty, redundant, outlet.volts, peak_w))
                + int(wall_w > outlet.capacity_w * OUTLET_CONTINUOUS_FRACTION)
                + int(wants_redundant_psu(self.gpu_count, redundant)) + int(spikes))

    def power_added_w(self, level: str, pick: Pick) -> float | None:
        """The peak power the part the level decided adds, by power_model's own sums of
        the parts alone; None where it is not a sum of that part alone (the slots)."""
        from configurator.rules.power_model import non_gpu_w

        if level in ("cooler", "psu"):
            return 0.0
        if level == "slots":
            return None
        key = ("power", level, _choice_key(getattr(pick, PICK_FIELD[level])))
        value = self._floors.get(key)
        if value is None:
            part = ResolvedBuild(build=self.base.build)
            if level == "motherboard":
                part.motherboard = pick.motherboard
            elif level == "cpu":
                part.cpus = list(pick.cpus)
            elif level == "chassis":
                part.chassis = pick.chassis
            else:
                setattr(part, level, [Counted(*getattr(pick, level))])
            value = self._floors[key] = non_gpu_w(part)
        return value

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
            if compat.cpu_runs_on_board(cpu, board):
                for count in range(1, board.cpu_sockets + 1):
                    yield (cpu,) * count

    def cpu_warnings(self, cpus: Sequence[CpuSpec]) -> int:
        """SIZE-CPU-CORES' warning for these CPUs (every GPU is placed in the end)."""
        from configurator.rules.sizing import too_few_cores

        return int(too_few_cores(sum(c.cores for c in cpus), self.gpu_count))

    def _chassis(self, pick: Pick) -> Iterator[Pick]:
        ctx = Context(resolved_for(self.base, pick, with_psu=True), None)
        for chassis in self.parts["chassis"]:
            if fixes.chassis_fits(ctx, chassis) and all(
                    physical.gpu_fits_chassis(g.spec, chassis) for g in ctx.placed_gpus):
                yield pick.but(chassis=chassis)

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
                if compat.cooler_fits(cooler, cpus, chassis)]))

    def _memory(self, pick: Pick) -> Iterator[Pick]:
        board = pick.motherboard or self.base.motherboard
        within = resolved_for(self.base, pick, with_psu=False)
        key = ("memory", board.id, tuple(c.id for c in within.cpus),
               tuple((g.spec.id, g.slot) for g in within.gpus))
        context = replace(self._bare, motherboard=board, cpus=within.cpus, gpus=within.gpus,
                          nics=within.nics)
        options = []
        for module in self.parts["memory"]:
            if not compat._board_takes(board, module):
                continue
            # Only the count changes RAM against VRAM; more modules than the fewest that
            # cover the GPUs' memory cost more and draw more, and change no other finding.
            for qty in sorted({1, compat.modules_for(module, self.vram_gb)}):
                if qty <= board.dimm_slots:
                    options.append(((module, qty),
                                    replace(context, memory=[Counted(module, qty)])))
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
            scored.append((score[0], score[1], choice[0].price_usd * choice[1], choice))
        scored.sort(key=lambda s: (s[0], s[1], s[2], s[3][0].id))
        front: list = []
        for item in scored:
            if not any(f[0] <= item[0] and f[1] <= item[1] and f[2] <= item[2]
                       for f in front):
                front.append(item)
        self._fronts[key] = [(item[3], max(0, item[0] - base_warnings)) for item in front]
        return self._fronts[key]

    def _psu(self, pick: Pick, peak_w: float = 0.0) -> Iterator[Pick]:
        from configurator.rules.plugs import plugs_fit

        chassis = pick.chassis or self.base.chassis
        within = resolved_for(self.base, pick, with_psu=False)
        for qty, redundant, psu in self.psu_options(chassis, peak_w):
            within.psu = PsuSet(psu, qty, redundant)
            if plugs_fit(within):  # else POWER-CONNECTORS: a plug kind runs short
                yield pick.but(psu=(psu, qty, redundant))

    def psu_options(self, chassis: ChassisSpec | None, peak_w: float
                    ) -> Iterator[tuple[int, int, PsuSpec]]:
        """PSU sets the chassis has bays for that can carry `peak_w`. A second spare unit
        only takes output away: redundancy is 0 or 1."""
        bays = chassis.psu_bays if chassis is not None else self.most_bays
        yield from self._psu_sets(bays, peak_w)

    def _psu_sets(self, bays: int, peak_w: float) -> Iterator[tuple[int, int, PsuSpec]]:
        from configurator.rules.power_model import psu_carries

        volts = self.base.outlet.volts
        for psu in self.parts["psu"]:
            for qty in range(1, bays + 1):
                for redundant in (0, 1) if qty > 1 else (0,):
                    if psu_carries(psu, qty, redundant, volts, peak_w):
                        yield qty, redundant, psu

    def most_psu_output_w(self, chassis: ChassisSpec | None) -> float:
        """The most any catalog PSU set delivers at the outlet in the chassis' bays."""
        from configurator.rules.power_model import usable_w

        bays = chassis.psu_bays if chassis is not None else max(
            (c.psu_bays for c in self.parts["chassis"]), default=1)
        volts = self.base.outlet.volts
        return max((usable_w(p, bays, 0, volts) for p in self.parts["psu"]), default=0.0)


def placements(base: ResolvedBuild, board: MotherboardSpec, chassis: ChassisSpec | None
               ) -> Iterator[tuple[tuple[int, str], ...]]:
    """Every way to put the unplaced GPUs into free slots of the board where no card covers
    another's slot, every card fits its slot, and (with a chassis) the case's brackets.
    Cards of the same part are interchangeable: they take slots in bracket order."""
    taken: list[tuple[PcieSlot, float]] = []
    for card in base.slot_cards():
        slot = board.slot(card.slot)
        if slot is not None:
            taken.append((slot, card.slot_width))
    # Equal cards side by side, so that they can take slots in bracket order.
    unplaced = sorted(base.unplaced_gpus,
                      key=lambda g: (g.spec.id, g.power_limit_w or 0.0, g.index))
    free = sorted((s for s in board.pcie_slots if all(s.id != t.id for t, _ in taken)),
                  key=lambda s: s.position)
    limit = chassis.expansion_slots if chassis is not None else math.inf

    def fits(slot: PcieSlot, gpu: PlacedGpu, standing: list[tuple[PcieSlot, float]]) -> bool:
        if not compat.card_fits_slot(gpu.spec.pcie_lanes, slot):
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


def _same_card(a: PlacedGpu, b: PlacedGpu) -> bool:
    return a.spec.id == b.spec.id and a.power_limit_w == b.power_limit_w
