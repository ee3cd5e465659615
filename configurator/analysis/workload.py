"""Will a workload fit this build, how long will it run, what does a run cost here or rented
(docs/workload.md): `estimate()` puts the pieces together, `to_json()` is the JSON of
`configurator workload`. Pure functions of plain data: no Qt, no rules.

    machine = machine_from(resolved, report)          # configurator.analysis.workload_machine
    result = estimate(machine, workload, inputs, offerings, gpus_by_model, candidates)

Every figure that rests on an estimate says so: time, tokens/s, energy and the costs on the
model FLOPs utilisation (`mfu`) and, for inference, the decode efficiency (0.7).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from configurator.analysis.cost_inputs import CostInputs
from configurator.analysis.offerings import Offering
from configurator.analysis.workload_cost import RunCost, cost_here, costs_per_run
from configurator.analysis.workload_fit import Suggestion, dies_memory, ways_to_fit
from configurator.analysis.workload_inputs import Workload
from configurator.analysis.workload_machine import WorkloadMachine, slowest_link
from configurator.analysis.workload_memory import MemoryPerGpu
from configurator.analysis.workload_speed import (
    DECODE_EFFICIENCY,
    Speed,
    finite,
    memory_known,
    speed,
)
from configurator.model.messages import Message, T, message
from configurator.model.parts import GpuSpec


@dataclass(frozen=True)
class WorkloadEstimate:
    workload: Workload
    machine: WorkloadMachine
    inputs: CostInputs
    memory: MemoryPerGpu
    speed: Speed
    link_gb_s: float | None  # the slowest GPU-to-GPU link, per direction
    link_kind: str  # "pcie", "nvlink" or "" (one GPU)
    energy_kwh: float | None
    costs: list[RunCost]  # here first, then each offering
    suggestions: list[Suggestion] = field(default_factory=list)
    notes: list[Message] = field(default_factory=list)

    @property
    def memory_checked(self) -> bool:
        """False when a GPU's memory was never published (its part lists it as unknown)."""
        return memory_known(self.machine.dies)

    @property
    def fits(self) -> bool | None:
        """Whether it fits; None when it cannot be judged ("not checked": an unknown figure
        never condemns)."""
        return self.memory.fits if self.memory_checked else None

    @property
    def estimated(self) -> tuple[str, ...]:
        """The figures that rest on an estimate (mfu, the decode efficiency)."""
        return ("time_h", "allreduce_s_per_step", "energy_kwh", "tokens_per_s", "cost_per_run")


def _notes(workload: Workload, machine: WorkloadMachine, memory: MemoryPerGpu, run: Speed,
           link: float | None) -> list[Message]:
    notes: list[Message] = []
    if workload.training:
        notes.append(message(T("Time, tokens/s, energy and costs are estimates: they assume a "
                               "model FLOPs utilisation (MFU) of {mfu:g}."), mfu=workload.mfu))
    else:
        notes.append(message(T("Tokens/s, time, energy and costs are estimates: decoding reads "
                               "the weights at {efficiency:g} of the memory bandwidth "
                               "(memory bound), capped by the tensor rate at an MFU of {mfu:g}."),
                             efficiency=DECODE_EFFICIENCY, mfu=workload.mfu))
    if memory.not_known:
        notes.append(message(T("Not known for a bare parameter count: {parts} (they need the "
                               "model's shape: give a preset or a config.json)."),
                             parts=", ".join(memory.not_known)))
    if memory.activations is not None:
        notes.append(message(T("Activations after Korthikanti et al. 2022 without the attention "
                               "scores' term (flash attention keeps none).")))
    if not workload.training and workload.tokens is None:
        notes.append(message(T("No token count given: the time and the cost of a run need "
                               "one.")))
    slow_half = [d for d in machine.dies if workload.precision in ("bf16", "fp16", "fp8")
                 and d.fp16_gflops is not None and d.fp16_gflops < d.fp32_gflops]
    if slow_half:
        notes.append(message(T("{gpu} computes FP16 slower than FP32 (no tensor cores): "
                               "precision fp32 runs faster on it."), gpu=slow_half[0].name))
    if run.rate.fallback:
        notes.append(message(T("No {precision} rate for this GPU: its {field} is used."),
                             precision=workload.precision.upper(), field=run.rate.field))
    if len({d.model for d in machine.dies}) > 1:
        notes.append(message(T("GPUs of more than one model: memory is judged on the smallest "
                               "and speed on the slowest.")))
    if workload.training and machine.gpus > 1 and (link is None or run.allreduce_s_per_step
                                                   is None):
        notes.append(message(T("A GPU's link is not known: the all-reduce is left out of the "
                               "time.")))
    used = {"memory_gb", run.rate.field}
    if not workload.training:
        used.add("memory_bandwidth_gb_s")
    for die in {d.spec.id: d for d in machine.dies if d.spec is not None}.values():
        if die.unknown & used:
            notes.append(message(T("Not published for {gpu}: {fields}; what needs them is not "
                                   "checked."), gpu=die.name,
                                 fields=", ".join(sorted(die.unknown & used))))
        if die.estimated & used:
            notes.append(message(T("Estimated in the catalog for {gpu}: {fields}."),
                                 gpu=die.name, fields=", ".join(sorted(die.estimated & used))))
    if machine.wall_is_dc_peak:
        notes.append(message(T("No PSU chosen: energy uses the DC peak, not the wall draw.")))
    return notes


def estimate(machine: WorkloadMachine, workload: Workload, inputs: CostInputs | None = None,
             offerings: Sequence[Offering] = (), gpus_by_model: Mapping[str, GpuSpec] | None
             = None, candidates: Sequence[GpuSpec] = ()) -> WorkloadEstimate:
    """Memory, time, energy and cost of the workload on the machine, against the offerings;
    when it does not fit, what would make it fit (`candidates`: cards to suggest instead)."""
    inputs = inputs or CostInputs()
    inputs.check()
    workload.check()
    memory = dies_memory(workload, machine.dies)
    link, kind = slowest_link(machine)
    run = speed(workload, machine.dies, link)
    energy = (finite(machine.wall_w * run.time_h / 1000)
              if machine.wall_w is not None and run.time_h is not None else None)
    here = cost_here(machine.wall_w, machine.price_usd, run.time_h,
                     memory.fits if memory_known(machine.dies) else None, machine.gpus, inputs)
    rented = costs_per_run(list(offerings), gpus_by_model or {}, workload, inputs)
    result = WorkloadEstimate(workload, machine, inputs, memory, run, link, kind, energy,
                              [here, *rented], [], _notes(workload, machine, memory, run, link))
    if result.fits is False:
        result.suggestions.extend(ways_to_fit(workload, machine.dies, candidates))
    return result


# --- JSON (docs/workload.md; keys beside the contract's are additions) ---------------------


def _round(value: float | None, digits: int = 3) -> float | None:
    return None if value is None else round(value, digits)


def memory_json(memory: MemoryPerGpu) -> dict[str, float | None]:
    return {key: _round(getattr(memory, key)) for key in
            ("weights", "gradients", "optimizer", "activations", "kv_cache", "total",
             "available")}


def _usd(amount: float | None, inputs: CostInputs) -> float | None:
    if amount is None:
        return None
    return round(amount / inputs.currency_per_usd, 2)


def _cost_json(cost: RunCost, inputs: CostInputs) -> dict[str, Any]:
    entry: dict[str, Any] = {"where": cost.where, "usd": _usd(cost.amount, inputs),
                             "hours": _round(cost.hours), "fits": cost.fits, "gpus": cost.gpus}
    if cost.offering is None:
        entry["electricity_usd"] = _usd(cost.electricity, inputs)
        entry["purchase_share_usd"] = _usd(cost.purchase_share, inputs)
    else:
        o = cost.offering
        entry.update({"provider": o.provider, "instance": o.instance, "gpu_model": o.gpu_model,
                      "price": o.price, "price_unit": o.price_unit, "currency": o.currency,
                      "price_date": o.price_date, "source_url": o.source_url,
                      "memory_gb_per_gpu": None if cost.memory is None
                      else _round(cost.memory.total)})
    return entry


def suggestion_json(suggestion: Suggestion) -> dict[str, Any]:
    w = suggestion.workload
    return {"change": suggestion.change, "text": str(suggestion.text),
            "total_gb_per_gpu": _round(suggestion.memory.total),
            "available_gb": _round(suggestion.memory.available),
            "cards": suggestion.cards,
            "gpu": suggestion.gpu.id if suggestion.gpu is not None else None,
            "workload": {"task": w.task, "optimizer": w.optimizer, "micro_batch": w.micro_batch,
                         "recompute": w.recompute, "sharded": w.sharded}}


def to_json(result: WorkloadEstimate) -> dict[str, Any]:
    w, m = result.workload, result.machine
    return {
        "fits": result.fits,
        "memory_gb_per_gpu": memory_json(result.memory),
        "time_h": _round(result.speed.time_h, 4),
        "allreduce_s_per_step": _round(result.speed.allreduce_s_per_step, 6),
        "energy_kwh": _round(result.energy_kwh),
        "tokens_per_s": _round(result.speed.tokens_per_s, 1),
        "cost_per_run": [_cost_json(c, result.inputs) for c in result.costs],
        # Beside the contract's keys:
        "over_gb": _round(result.memory.over_gb),
        "not_known": list(result.memory.not_known),
        "would_fit": [suggestion_json(s) for s in result.suggestions],
        "gpus": m.gpus,
        "link_gb_s": _round(result.link_gb_s),
        "link": result.link_kind or None,
        "rate_gflops_per_gpu": _round(result.speed.rate.gflops, 1),
        "rate_field": result.speed.rate.field,
        "inference_bound": result.speed.bound or None,
        "estimated": list(result.estimated),
        "assumptions": {"mfu": w.mfu, "decode_efficiency": DECODE_EFFICIENCY},
        "model": {"name": w.model.name, "params": w.model.params, "preset": w.model.preset_id,
                  "source": w.model.source or None},
        "workload": {"task": w.task, "precision": w.precision, "optimizer": w.optimizer,
                     "tokens": w.tokens, "seq_len": w.seq_len, "micro_batch": w.micro_batch,
                     "recompute": w.recompute, "sharded": w.sharded, "mfu": w.mfu,
                     "lora_rank": w.lora_rank},
        "notes": [str(n) for n in result.notes],
    }
