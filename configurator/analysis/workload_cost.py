"""What one run of a workload costs (docs/workload.md): here, on this build, and rented.

Here: the electricity of the run (`wall_w x hours x price`; the wall draw at peak, an upper
bound) and the run's share of the purchase, given the lifetime and busy hours a day of the
buy-or-rent tab (`CostInputs`): price x run hours / (lifetime months x busy hours a month).
Rented: each cloud offering's price x the hours its GPUs take for the same work, worked out
with the offering's own GPUs (their rates, memory and bandwidth) by the same formulas as here;
the all-reduce is left out there (an instance's interconnect is not in the offerings file). A
monthly (dedicated) offering is paid by whole months. Amounts are in `CostInputs.currency`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from configurator.analysis.cost_inputs import DAYS_PER_MONTH, HOURS_PER_MONTH, CostInputs
from configurator.analysis.offerings import Offering
from configurator.analysis.workload_inputs import Workload
from configurator.analysis.workload_memory import MemoryPerGpu, memory_per_gpu
from configurator.analysis.workload_speed import Die, Speed, die_of, finite, memory_known, speed
from configurator.model.parts import GpuSpec

HERE = "here"


@dataclass(frozen=True)
class RunCost:
    where: str  # "here", or the offering's id
    amount: float | None  # in CostInputs.currency; None when it cannot be worked out
    hours: float | None
    fits: bool | None  # the workload fits the GPUs' memory (None: not known)
    gpus: int
    offering: Offering | None = None
    electricity: float | None = None  # here: the run's electricity
    purchase_share: float | None = None  # here: the run's share of the purchase
    memory: MemoryPerGpu | None = None  # rented: memory per GPU on the offering's GPUs


def cost_here(wall_w: float | None, price_usd: float, hours: float | None, fits: bool | None,
              gpus: int, inputs: CostInputs) -> RunCost:
    if hours is None:
        return RunCost(HERE, None, None, fits, gpus)
    electricity = None if wall_w is None else wall_w / 1000 * hours * inputs.kwh_price
    busy_hours = inputs.months * inputs.hours_per_day * DAYS_PER_MONTH
    share = (inputs.convert(price_usd, "USD") * hours / busy_hours if busy_hours > 0 else None)
    parts = [p for p in (electricity, share) if p is not None]
    amount = finite(sum(parts)) if parts else None
    return RunCost(HERE, amount, hours, fits, gpus, electricity=finite(electricity),
                   purchase_share=finite(share))


def offering_dies(offering: Offering, spec: GpuSpec | None) -> tuple[Die, ...] | None:
    """The offering's GPUs as dies: its own per-GPU rates where the file gives them (SXM
    variants), else the gpus.csv model's board figures shared among the board's dies. None
    when neither gives a rate."""
    base = die_of(spec) if spec is not None else None
    fp32 = offering.fp32_gflops_per_gpu or (base.fp32_gflops if base is not None else None)
    if not fp32:
        return None
    die = Die(
        name=offering.label, model=offering.gpu_model,
        memory_gb=base.memory_gb if base is not None else math.inf,
        bandwidth_gb_s=base.bandwidth_gb_s if base is not None else None,
        fp32_gflops=fp32,
        fp16_gflops=offering.fp16_gflops_per_gpu or (base.fp16_gflops if base else None),
        fp8_gflops=base.fp8_gflops if base is not None else None,
        unknown=base.unknown if base is not None else frozenset(),
    )
    return (die,) * max(1, round(offering.gpu_count))


def rented_price(offering: Offering, hours: float, inputs: CostInputs) -> float:
    price = inputs.convert(offering.price, offering.currency)
    if offering.price_unit == "hour":
        return price * hours
    # A dedicated server is rented by whole months, at least one.
    return price * max(1, math.ceil(hours / HOURS_PER_MONTH - 1e-9))


def cost_on_offering(offering: Offering, spec: GpuSpec | None, workload: Workload,
                     inputs: CostInputs) -> RunCost:
    dies = offering_dies(offering, spec)
    if dies is None:
        return RunCost(offering.id, None, None, None, round(offering.gpu_count), offering)
    memory = memory_per_gpu(workload, len(dies), dies[0].memory_gb)
    known = spec is not None and memory_known(dies)
    fits = memory.fits if known else None
    run: Speed = speed(workload, dies, None)
    if run.compute_h is None:
        return RunCost(offering.id, None, None, fits, len(dies), offering, memory=memory)
    hours = run.compute_h
    return RunCost(offering.id, finite(rented_price(offering, hours, inputs)), hours, fits,
                   len(dies),
                   offering, memory=memory if spec is not None else None)


def costs_per_run(offerings: list[Offering], gpus_by_model: Mapping[str, GpuSpec],
                  workload: Workload, inputs: CostInputs) -> list[RunCost]:
    return [cost_on_offering(o, gpus_by_model.get(o.gpu_model), workload, inputs)
            for o in offerings]
