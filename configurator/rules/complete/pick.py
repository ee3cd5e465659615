"""What the completion search chooses (docs/architecture.md): the levels it decides, a partial
choice (`Pick`) and the resolved build of a partial choice."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from configurator.model.board_parts import MotherboardSpec
from configurator.model.build import Counted, PlacedGpu, PsuSet, ResolvedBuild
from configurator.model.part_base import PartBase
from configurator.model.parts import (
    ChassisSpec,
    CoolerSpec,
    CpuSpec,
    MemorySpec,
    PsuSpec,
    StorageSpec,
)

# The kinds a completion fills, in the order the search decides them. The board and the
# slots of unplaced GPUs come first (they decide the most), the CPUs before anything is
# validated (a CPU socket without a CPU gives its slots no lanes: an error that a CPU takes
# away again), the PSU last (only then is the build's peak power known).
LEVELS = ("motherboard", "slots", "cpu", "chassis", "cooler", "memory", "storage", "psu")
PART_KIND = {"motherboard": "motherboard", "cpu": "cpu", "chassis": "chassis",
             "cooler": "cooler", "memory": "memory", "storage": "storage", "psu": "psu"}


def full_price(part: PartBase, qty: int) -> float:
    return part.price_usd * qty


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

    def price_usd(self, cost: Callable[[PartBase, int], float] = full_price) -> float:
        """What the chosen parts cost: by default their catalog price; the search passes
        one that takes the lab's stock at price 0 first (Space.cost)."""
        price = cost(self.cpus[0], len(self.cpus)) if self.cpus else 0.0
        for part in (self.motherboard, self.chassis):
            if part is not None:
                price += cost(part, 1)
        for counted in (self.cooler, self.memory, self.storage, self.psu):
            if counted is not None:
                price += cost(counted[0], counted[1])
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
