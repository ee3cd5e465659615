"""Buy or rent: the cost of owning a build against renting cloud GPUs for the same work.

Pure functions of plain numbers (no Qt, no rules). The model, month by month:

- Owning: the purchase price up front, then electricity. The machine draws its peak wall power
  (`report.power.wall_w`) for `hours_per_day` busy hours and, since lab boxes are left on, an
  idle draw of `idle_fraction` x peak wall power for the other hours (default 15 %: cards idle
  at 10-20 W each, CPU and board at some tens of watts; set 0 for a machine switched off when
  not working). A month is 365.25 / 12 days.
- Renting "the same work": the build's busy hours scaled by its throughput relative to the
  instance (sum of the build's placed GPUs' GFLOPS / the instance's GFLOPS, FP32 or FP16
  tensor). An hourly offering is paid for those instance hours; a monthly (dedicated) offering
  is paid for whole servers, as many as the work needs (a server gives 24 h a day).
- Break-even month: the first month m (1 .. lifetime) where cumulative owning cost <=
  cumulative renting cost; None when it never happens within the lifetime.

Money: every result is in the currency of the electricity price (`CostInputs.currency`);
the purchase (USD) and the offerings' prices are converted with `per_usd`, the units of that
currency per US dollar.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np

from configurator.analysis.cost_inputs import (
    DAYS_PER_MONTH,
    HOURS_PER_DAY,
    HOURS_PER_MONTH,
    CostInputs,
)
from configurator.analysis.offerings import Offering
from configurator.model.parts import GpuSpec

# Utilisations tried when looking for the least one at which owning pays off (quarter hours).
_HOURS_GRID = np.linspace(0.0, HOURS_PER_DAY, 97)


@dataclass(frozen=True)
class BuildFigures:
    """What the analysis needs of a build: price, peak wall draw, GPU throughput."""

    price_usd: float
    wall_w: float
    gflops: float  # sum over the placed GPUs, for the chosen metric
    gpus: int = 0


@dataclass(frozen=True)
class Ownership:
    purchase: float
    peak_wall_w: float
    idle_w: float
    kwh_per_month: float
    energy_per_month: float
    total: float  # purchase + energy over the lifetime
    busy_hours_per_month: float
    cost_per_busy_hour: float | None  # total / busy hours over the lifetime
    cumulative: np.ndarray  # cost at the end of month 0 .. months


@dataclass(frozen=True)
class Rental:
    offering: Offering
    instance_gflops: float | None
    speed_ratio: float | None  # build throughput / instance throughput
    price_per_hour: float  # per instance hour (a monthly server: its price / hours of a month)
    instance_hours_per_month: float | None  # instance hours for the build's monthly work
    servers: int | None  # monthly offerings: servers rented for that work
    rent_per_month: float | None
    own_per_instance_hour: float | None  # owning cost per hour of the instance's work
    cumulative: np.ndarray | None
    break_even_month: int | None
    min_hours_per_day: float | None  # least utilisation at which owning pays off in time

    @property
    def comparable(self) -> bool:
        return self.cumulative is not None


@dataclass(frozen=True)
class CostAnalysis:
    inputs: CostInputs
    build: BuildFigures
    ownership: Ownership
    rentals: list[Rental] = field(default_factory=list)

    @property
    def months(self) -> np.ndarray:
        return np.arange(self.inputs.months + 1)


# --- the arithmetic --------------------------------------------------------------------------


def kwh_per_month(wall_w: float, hours_per_day: float, idle_fraction: float) -> float:
    """Energy of a month: peak wall power for the busy hours, the idle share for the rest."""
    watt_hours_per_day = wall_w * (hours_per_day + idle_fraction * (HOURS_PER_DAY - hours_per_day))
    return watt_hours_per_day * DAYS_PER_MONTH / 1000.0


def cumulative(upfront: float, per_month: float, months: int) -> np.ndarray:
    """Cost at the end of month 0, 1 .. months."""
    return upfront + per_month * np.arange(months + 1, dtype=float)


def break_even_month(own: np.ndarray, rent: np.ndarray) -> int | None:
    """First month m >= 1 where owning has cost no more than renting; None if never."""
    # A relative tolerance, so that a break-even worked out exactly by hand is not lost to
    # floating-point noise.
    at_or_below = own[1:] <= rent[1:] + 1e-9 * np.maximum(1.0, np.abs(rent[1:]))
    hits = np.flatnonzero(at_or_below)
    return int(hits[0]) + 1 if hits.size else None


def servers_for(instance_hours_per_month: float) -> int:
    """Dedicated servers needed for that many instance hours a month (each gives 24 h a day)."""
    # The tolerance keeps exactly one server's month (24 h a day) from counting as two.
    return max(0, math.ceil(instance_hours_per_month / HOURS_PER_MONTH - 1e-9))


def _rent_per_month(offering: Offering, price: float, instance_hours: np.ndarray) -> np.ndarray:
    if offering.price_unit == "hour":
        return price * instance_hours
    servers = np.maximum(0.0, np.ceil(instance_hours / HOURS_PER_MONTH - 1e-9))
    return price * servers


def ownership(build: BuildFigures, inputs: CostInputs) -> Ownership:
    inputs.check()
    kwh = kwh_per_month(build.wall_w, inputs.hours_per_day, inputs.idle_fraction)
    energy = kwh * inputs.kwh_price
    purchase = inputs.convert(build.price_usd, "USD")
    total = purchase + energy * inputs.months
    busy_hours = inputs.hours_per_day * DAYS_PER_MONTH
    return Ownership(
        purchase=purchase,
        peak_wall_w=build.wall_w,
        idle_w=build.wall_w * inputs.idle_fraction,
        kwh_per_month=kwh,
        energy_per_month=energy,
        total=total,
        busy_hours_per_month=busy_hours,
        cost_per_busy_hour=total / (busy_hours * inputs.months) if busy_hours > 0 else None,
        cumulative=cumulative(purchase, energy, inputs.months),
    )


def min_hours_per_day(build: BuildFigures, offering: Offering, speed_ratio: float,
                      inputs: CostInputs) -> float | None:
    """The least daily utilisation (to the quarter hour) at which owning has paid for itself
    by the end of the lifetime; None when renting stays cheaper however busy the box is."""
    hours = _HOURS_GRID
    kwh = np.array([kwh_per_month(build.wall_w, h, inputs.idle_fraction) for h in hours])
    own_total = inputs.convert(build.price_usd, "USD") + kwh * inputs.kwh_price * inputs.months
    price = inputs.convert(offering.price, offering.currency)
    rent_month = _rent_per_month(offering, price, hours * DAYS_PER_MONTH * speed_ratio)
    rent_total = rent_month * inputs.months
    # Both totals grow linearly from month 0, where owning costs at least as much: owning has
    # broken even within the lifetime exactly when it is no dearer at its last month.
    pays = np.flatnonzero(own_total <= rent_total + 1e-9 * np.maximum(1.0, rent_total))
    return float(hours[pays[0]]) if pays.size else None


def rental(build: BuildFigures, owned: Ownership, offering: Offering, gpu: GpuSpec | None,
           inputs: CostInputs) -> Rental:
    instance_gflops = offering.gflops(gpu, inputs.metric)
    price = inputs.convert(offering.price, offering.currency)
    price_per_hour = price if offering.price_unit == "hour" else price / HOURS_PER_MONTH
    if not instance_gflops or build.gflops <= 0:  # nothing to compare: no work to rent
        return Rental(offering, instance_gflops, None, price_per_hour, None, None, None, None,
                      None, None, None)
    ratio = build.gflops / instance_gflops
    instance_hours = owned.busy_hours_per_month * ratio
    rent = float(_rent_per_month(offering, price, np.array(instance_hours)))
    rent_cumulative = cumulative(0.0, rent, inputs.months)
    work_hours = instance_hours * inputs.months
    return Rental(
        offering=offering,
        instance_gflops=instance_gflops,
        speed_ratio=ratio,
        price_per_hour=price_per_hour,
        instance_hours_per_month=instance_hours,
        servers=servers_for(instance_hours) if offering.price_unit == "month" else None,
        rent_per_month=rent,
        own_per_instance_hour=owned.total / work_hours if work_hours > 0 else None,
        cumulative=rent_cumulative,
        break_even_month=break_even_month(owned.cumulative, rent_cumulative),
        min_hours_per_day=min_hours_per_day(build, offering, ratio, inputs) if ratio > 0 else None,
    )


def analyse(build: BuildFigures, offerings: Sequence[Offering],
            gpus_by_model: Mapping[str, GpuSpec], inputs: CostInputs) -> CostAnalysis:
    """Owning the build against renting each offering, for the user's inputs."""
    owned = ownership(build, inputs)
    rentals = [rental(build, owned, o, gpus_by_model.get(o.gpu_model), inputs) for o in offerings]
    return CostAnalysis(inputs, build, owned, rentals)
