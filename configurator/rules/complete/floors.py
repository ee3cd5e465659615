"""Lower bounds of the completion search (docs/architecture.md): what the levels still open
add at least to a partial build's warnings and price. Each is asked of the rule modules' own
functions and thresholds; summed over the levels they stay lower bounds in the objective's
order (see `_lowest`)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace

from configurator.model.board_parts import MotherboardSpec
from configurator.model.build import Counted, PsuSet, ResolvedBuild
from configurator.model.part_base import PartBase
from configurator.model.parts import CpuSpec, PsuSpec
from configurator.rules import part_fit, physical
from configurator.rules.complete.lab import board_in_system, memory_count
from configurator.rules.complete.pick import PART_KIND, Pick, resolved_for
from configurator.rules.thresholds import OUTLET_CONTINUOUS_FRACTION

PSU_FLOOR_STEP_W = 1.0

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


class Floors:
    """The bounds of a `Space` (its candidates: self.parts, self.boards, self.base ...)."""

    def bound(self, levels: Sequence[str], pick: Pick, peak_w: float, fewest: bool,
              psu_extra_w: float = 0.0) -> tuple[int, float] | None:
        """Lower bounds on the warnings and the price that the levels still open add to a
        partial build whose peak power is at least `peak_w`; None when a level has no
        candidate that can work. For the fewest-warnings objective a level whose warning
        some candidates avoid counts the cheapest of those: a completion that takes a
        cheaper one has one warning more, which that objective ranks worse whatever the
        price. `psu_extra_w`, power the open levels add for sure (GPUs not yet placed, one
        part of each open kind), counts for the PSUs only (the heat a chassis must move
        depends on where blower cards sit)."""
        warnings, price = 0, 0.0
        for level in levels:
            floor = self.floor(level, pick, peak_w + (psu_extra_w if level == "psu" else 0.0),
                               fewest)
            if floor is None:
                return None
            warnings += floor[0]
            price += floor[1]
        return warnings, price

    def open_power_w(self, levels: Sequence[str]) -> float:
        """The least peak power the open levels add (a lower bound: one part each)."""
        return sum(self.min_unit_w.get(level, 0.0) for level in levels)

    def floor(self, level: str, pick: Pick, peak_w: float, fewest: bool
               ) -> tuple[int, float] | None:
        board = pick.motherboard or self.base.motherboard
        if level == "motherboard":
            return _cheapest(self.cost(b, 1) for b in self.boards)
        if level == "cpu" and board is not None:
            return self._cached(("cpu", board.id, fewest), lambda: _lowest(
                [(self.cpu_warnings(pick_cpus), self.cost(pick_cpus[0], len(pick_cpus)))
                 for pick_cpus in self.cpu_sets(board)], fewest))
        if level == "chassis" and board is not None:
            from configurator.rules.power_model import thermal_figures

            # The heat of the parts so far only grows: the air rise it gives in a chassis
            # is at least THERMAL-AIRFLOW's (on a 1 W grid, rounded down).
            heat_w = thermal_figures(resolved_for(self.base, pick, with_psu=False),
                                     peak_w).heat_w
            heat_w = math.floor(heat_w / PSU_FLOOR_STEP_W) * PSU_FLOOR_STEP_W
            return self._cached(("chassis", board.id, heat_w, fewest),
                                lambda: self._chassis_floor(board, heat_w, fewest))
        if level == "cooler" and (pick.cpus or self.base.cpus):
            cpus = pick.cpus or tuple(self.base.cpus)
            return self._cached(("cooler", cpus[0].socket, len(cpus)), lambda: _cheapest(
                self.cost(c, len(cpus)) for c in self.parts["cooler"]
                if part_fit.cooler_fits(c, cpus[:1], None)))
        if level == "memory" and board is not None:
            return self._cached(("memory", board.id, fewest), lambda: self._memory_floor(
                board, fewest))
        if level == "storage" and fewest:
            return self._cached(("storage",), lambda: _split(
                [(self.cost(d, 1), d.is_ssd) for d in self.parts["storage"]]))
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
            forms = tuple(chassis.psu_form_factors) if chassis is not None else None
            return self._cached(("psu", bays, forms, floor_w, spike_w, fewest, plug_key),
                                lambda: self._psu_floor(bays, forms, floor_w, spike_w, fewest,
                                                        plugs, plug_key))
        if not self.parts.get(PART_KIND.get(level, ""), True):
            return None
        return 0, self.min_price[level]

    def _chassis_floor(self, board: MotherboardSpec, heat_w: float, fewest: bool):
        from configurator.rules.power_model import thermal_figures
        from configurator.rules.thermal import airflow_severity

        options = []
        for chassis in self.parts["chassis"]:
            if not part_fit.chassis_takes_board(chassis, board) or not board_in_system(
                    board, chassis) or (self.base.psu is None and not self.psus_for(
                        chassis)) or not all(
                    physical.gpu_fits_chassis(g.spec, chassis) for g in self.base.gpus):
                continue
            severity = airflow_severity(thermal_figures(
                replace(self._bare, chassis=chassis), heat_w).delta_t_c, chassis.server_airflow)
            if severity != "error":
                options.append((int(severity == "warning"), self.cost(chassis, 1)))
        return _lowest(options, fewest)

    def _cached(self, key, compute):
        try:
            return self._floors[key]
        except KeyError:
            value = self._floors[key] = compute()
            return value

    def _memory_floor(self, board: MotherboardSpec, fewest: bool):
        """The memory a completion orders on this board (lab.memory_count) with any count
        of CPUs the board takes (the CPUs may not be decided yet)."""
        from configurator.rules.sizing import ram_covers_vram

        options = []
        for module in self.parts["memory"]:
            if part_fit.board_takes(board, module):
                for cpus in range(1, board.cpu_sockets + 1):
                    qty = memory_count(board, cpus, module.capacity_gb, self.vram_gb)
                    if qty is not None:
                        options.append((self.cost(module, qty), ram_covers_vram(
                            qty * module.capacity_gb, self.vram_gb)))
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

    def psus_for(self, chassis) -> list[PsuSpec]:
        """The catalog PSUs the chassis' bays name (all of them while the chassis is open)."""
        if chassis is None:
            return self.parts["psu"]
        forms = tuple(chassis.psu_form_factors)
        key = ("psus", forms)
        value = self._floors.get(key)
        if value is None:
            value = self._floors[key] = [p for p in self.parts["psu"] if p.form_factor in forms]
        return value

    def _psu_floor(self, bays: int, forms: tuple[str, ...] | None, peak_w: float,
                   spike_w: float, fewest: bool, plugs: ResolvedBuild | None, plug_key):
        """The least (warnings, price) PSU set, scanned from the cheapest: past the first set
        without a warning (fewest warnings) or the first that works (cheapest) no dearer set
        can come first."""
        from configurator.rules.power_model import psu_carries

        sets = self._floors.get(("psu-sets", bays, forms))
        if sets is None:
            sets = self._floors[("psu-sets", bays, forms)] = sorted(
                ((self.cost(psu, qty), psu.id, qty, redundant, psu)
                 for psu in self.parts["psu"] if forms is None or psu.form_factor in forms
                 for qty in range(1, bays + 1)
                 for redundant in ((0, 1) if qty > 1 else (0,))), key=lambda o: o[:4])
        volts = self.base.outlet.volts
        best: tuple[int, float] | None = None
        for price, _, qty, redundant, psu in sets:
            if best is not None and (best[0] == 0 or not fewest) and price > best[1]:
                break
            if not psu_carries(psu, qty, redundant, volts, peak_w):
                continue
            adapters = 0
            if plugs is not None:
                adapters = self.plug_warnings(plugs, plug_key, psu, qty, redundant)
                if adapters is None:
                    continue
            warnings = self.psu_warnings(psu, qty, redundant, peak_w, spike_w)
            if warnings is None:
                continue
            warnings += adapters
            option = (warnings, price)
            if best is None or (option < best if fewest else (price, warnings) < (best[1],
                                                                               best[0])):
                best = option
        return best

    def plug_warnings(self, plugs: ResolvedBuild, plug_key, psu: PsuSpec, qty: int,
                      redundant: int) -> int | None:
        """POWER-16PIN-ADAPTER's warnings (one a card fed through a PSU's adapter) of this set
        in the build `plugs` (every part but the PSU chosen), None when a plug kind runs short
        (POWER-CONNECTORS' error). Neither depends on the power: once per PSU set."""
        from configurator.rules.plugs import plug_figures

        key = ("plugs", plug_key, psu.id, qty, redundant)
        value = self._floors.get(key, False)
        if value is False:
            plugs.psu = PsuSet(psu, qty, redundant)
            figures = plug_figures(plugs)
            plugs.psu = None
            # A power board's adapters are the chassis' findings, seen before the PSU.
            value = self._floors[key] = None if figures.shortages else sum(
                a.source == "psu" for a in figures.adapters)
        return value

    def least_wall_w(self, pick: Pick, peak_w: float) -> float | None:
        """The least wall draw of the PSU sets that carry `peak_w`, None when none does."""
        from configurator.rules.power_model import usable_w, wall_w_for

        chassis = pick.chassis or self.base.chassis
        volts = self.base.outlet.volts
        walls = [wall_w_for(peak_w, psu, usable_w(psu, qty, redundant, volts))[2]
                 for qty, redundant, psu in self._psu_sets(chassis, peak_w)]
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

    def cpu_warnings(self, cpus: Sequence[CpuSpec]) -> int:
        """SIZE-CPU-CORES' warning for these CPUs (every GPU is placed in the end)."""
        from configurator.rules.sizing import too_few_cores

        return int(too_few_cores(sum(c.cores for c in cpus), self.gpu_count))
