"""The "Workload" section of a build: will it fit, how long, what does a run cost
(docs/workload.md), assembled once for the tab and the command line.

`assemble()` runs the pure analysis (configurator.analysis.workload) on a resolved build and
its Report; `summary_lines()`, `memory_rows()`, `cost_rows()` and `fit_lines()` lay the figures
out as text and table rows (translated in the "WorkloadSection" context); the JSON is the
analysis' own `to_json()` (English: other tools read it).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from configurator.analysis.cost_inputs import CostInputs
from configurator.analysis.offerings import OFFERINGS_FILE, Offering, gpus_by_model, load_offerings
from configurator.analysis.workload import WorkloadEstimate, estimate
from configurator.analysis.workload_cost import HERE, RunCost
from configurator.analysis.workload_inputs import Workload
from configurator.analysis.workload_machine import machine_from
from configurator.analysis.workload_model import PRESETS_FILE, Preset, load_presets
from configurator.model.build import ResolvedBuild
from configurator.model.part_base import PartBase
from configurator.model.parts import GpuSpec
from configurator.report.cost_section import money, offering_text
from configurator.report.wrap import columns
from configurator.rules.report import Report
from configurator.words.messages import message_text

HOURS_AS_DAYS = 48.0  # longer runs are also said in days


translate = QCoreApplication.translate  # context "WorkloadSection"


@dataclass(frozen=True)
class WorkloadData:
    """What the section reads besides the build: the presets, the offerings, the catalog's
    GPUs (the offerings' figures by model, and the larger cards a suggestion may name)."""

    presets: dict[str, Preset]
    offerings: list[Offering]
    gpus_by_model: dict[str, GpuSpec]
    candidates: list[GpuSpec]


def load_workload_data(catalog_parts: Iterable[PartBase] = (), db_dir: Path | None = None
                       ) -> WorkloadData:
    """Read db/workload_presets.csv and db/cloud_offerings.csv (raises WorkloadError or
    OfferingsError, each naming the file and line)."""
    if db_dir is None:
        from configurator.catalog.paths import source_dir

        db_dir = source_dir()
    gpus = [p for p in catalog_parts if isinstance(p, GpuSpec)]
    return WorkloadData(load_presets(db_dir / PRESETS_FILE),
                        load_offerings(db_dir / OFFERINGS_FILE), gpus_by_model(gpus), gpus)


def assemble(resolved: ResolvedBuild, report: Report, workload: Workload, inputs: CostInputs,
             data: WorkloadData) -> WorkloadEstimate:
    """The estimate for a build (raises WorkloadError: no GPU placed, bad inputs)."""
    return estimate(machine_from(resolved, report), workload, inputs, data.offerings,
                    data.gpus_by_model, data.candidates)


# --- text ------------------------------------------------------------------------------------


def gb_text(value: float | None) -> str:
    if value is None:
        return translate("WorkloadSection", "not known")
    return translate("WorkloadSection", "{0:,.1f} GB").format(value)


def hours_text(hours: float | None) -> str:
    if hours is None or not math.isfinite(hours):
        return "-"
    if hours > HOURS_AS_DAYS:
        return translate("WorkloadSection", "{0:,.1f} h ({1:,.1f} days)").format(hours,
                                                                              hours / 24)
    return translate("WorkloadSection", "{0:,.2f} h").format(hours)


def fits_text(fits: bool | None) -> str:
    if fits is None:
        return translate("WorkloadSection", "not checked")
    return translate("WorkloadSection", "yes") if fits else translate("WorkloadSection", "no")


def verdict_text(result: WorkloadEstimate) -> str:
    """One line: fits or not, and by how much."""
    m = result.memory
    if result.fits is None:
        return translate("WorkloadSection", "Not checked: a GPU's memory is not published.")
    if result.fits:
        return translate("WorkloadSection", "Fits: {0:,.1f} GB of the {1:,.1f} GB available "
                                            "per GPU.").format(m.total, m.available)
    return translate("WorkloadSection", "Does not fit: {0:,.1f} GB per GPU, {1:,.1f} GB more "
                                        "than the {2:,.1f} GB available.").format(
        m.total, m.over_gb, m.available)


MEMORY_PARTS = ("weights", "gradients", "optimizer", "activations", "kv_cache")


def memory_labels() -> dict[str, str]:
    return {
        "weights": translate("WorkloadSection", "Weights"),
        "gradients": translate("WorkloadSection", "Gradients"),
        "optimizer": translate("WorkloadSection", "Optimizer states"),
        "activations": translate("WorkloadSection", "Activations"),
        "kv_cache": translate("WorkloadSection", "KV cache"),
        "total": translate("WorkloadSection", "Total per GPU"),
        "available": translate("WorkloadSection", "Available per GPU (90 %)"),
    }


def memory_rows(result: WorkloadEstimate) -> list[tuple[str, str]]:
    """(label, GB) per kind; "-" for a kind the task has none of (no gradients when
    generating, no KV cache when training)."""
    labels = memory_labels()
    absent = ("kv_cache",) if result.workload.training else ("gradients", "optimizer")
    return [(labels[k], "-" if k in absent else gb_text(getattr(result.memory, k)))
            for k in (*MEMORY_PARTS, "total", "available")]


def task_text(task: str) -> str:
    return {
        "pretrain": translate("WorkloadSection", "pretraining"),
        "finetune": translate("WorkloadSection", "full fine-tuning"),
        "lora": translate("WorkloadSection", "LoRA fine-tuning"),
        "inference": translate("WorkloadSection", "inference"),
    }[task]


def _speed_lines(result: WorkloadEstimate) -> list[str]:
    w, run = result.workload, result.speed
    lines = []
    if w.training:
        lines.append(translate("WorkloadSection", "Time: {0} (estimate, MFU {1:g})").format(
            hours_text(run.time_h), w.mfu))
        if run.allreduce_s_per_step:
            lines.append(translate("WorkloadSection", "Gradient all-reduce: {0:,.3f} s a step, "
                                                      "included").format(run.allreduce_s_per_step))
    elif run.time_h is not None:
        lines.append(translate("WorkloadSection", "Time for {0:,.0f} tokens: {1} (estimate)")
                     .format(w.tokens, hours_text(run.time_h)))
    if run.tokens_per_s is not None:
        bound = {"memory": translate("WorkloadSection", " (memory bound)"),
                 "compute": translate("WorkloadSection", " (compute bound)")}.get(run.bound, "")
        lines.append(translate("WorkloadSection", "Tokens/s: {0:,.0f}{1} (estimate)").format(
            run.tokens_per_s, bound))
    if result.energy_kwh is not None:
        lines.append(translate("WorkloadSection", "Energy: at most {0:,.1f} kWh at the wall")
                     .format(result.energy_kwh))
    return lines


def summary_lines(result: WorkloadEstimate) -> list[str]:
    w, run = result.workload, result.speed
    lines = [translate("WorkloadSection", "{0}: {1:,.2f} billion parameters; {2} in {3}").format(
        w.model.name, w.model.params / 1e9, task_text(w.task), w.precision)]
    gpus = translate("WorkloadSection", "{0} GPU(s) at {1:,.1f} TFLOPS each ({2})").format(
        result.machine.gpus, run.rate.gflops / 1000, run.rate.field)
    if result.link_gb_s is not None:
        kind = "NVLink" if result.link_kind == "nvlink" else "PCIe"
        gpus += translate("WorkloadSection", "; slowest link {0:,.1f} GB/s each way ({1})").format(
            result.link_gb_s, kind)
    return [*lines, gpus, verdict_text(result), *_speed_lines(result)]


def cost_header() -> list[str]:
    return [translate("WorkloadSection", "Where"), translate("WorkloadSection", "GPUs"),
            translate("WorkloadSection", "Hours"), translate("WorkloadSection", "Cost per run"),
            translate("WorkloadSection", "Fits")]


def where_text(cost: RunCost) -> str:
    if cost.where == HERE or cost.offering is None:
        return translate("WorkloadSection", "This build")
    return offering_text(cost.offering)


def cost_rows(result: WorkloadEstimate) -> list[list[str]]:
    currency = result.inputs.currency
    return [[where_text(c), str(c.gpus), hours_text(c.hours), money(c.amount, currency),
             fits_text(c.fits)] for c in result.costs]


def here_note(result: WorkloadEstimate) -> str:
    here, i = result.costs[0], result.inputs
    if here.amount is None:
        return ""
    return translate("WorkloadSection", "This build: electricity {0} and {1} of the purchase "
                                        "({2} months at {3:g} h a day)").format(
        money(here.electricity, i.currency), money(here.purchase_share, i.currency), i.months,
        i.hours_per_day)


def fit_lines(result: WorkloadEstimate) -> list[str]:
    if not result.suggestions:
        return []
    lines = [translate("WorkloadSection", "What would make it fit:")]
    for way in result.suggestions:
        lines.append(translate("WorkloadSection", "  {0}: {1} per GPU").format(
            message_text(way.text), gb_text(way.memory.total)))
    return lines


def note_lines(result: WorkloadEstimate) -> list[str]:
    return [message_text(note) for note in result.notes]


def table_text(header: list[str], rows: list[list[str]]) -> list[str]:
    # Padded by terminal columns: a Chinese character takes two.
    widths = [max(columns(h), *(columns(r[i]) for r in rows)) for i, h in enumerate(header)]
    return ["  ".join(cell + " " * (w - columns(cell))
                      for cell, w in zip(line, widths, strict=True)).rstrip()
            for line in (header, *rows)]


def text_report(result: WorkloadEstimate, title: str = "") -> str:
    heading = (translate("WorkloadSection", "Workload: {0}").format(title) if title
               else translate("WorkloadSection", "Workload"))
    memory = [translate("WorkloadSection", "  {0}: {1}").format(label, value)
              for label, value in memory_rows(result)]
    here = here_note(result)
    return "\n".join([heading, *summary_lines(result), "",
                      translate("WorkloadSection", "Memory per GPU:"), *memory, "",
                      *table_text(cost_header(), cost_rows(result)),
                      *([here] if here else []), "", *fit_lines(result),
                      *note_lines(result)]).rstrip() + "\n"


# --- presets ---------------------------------------------------------------------------------


def presets_text(presets: Mapping[str, Preset]) -> str:
    header = [translate("WorkloadSection", "Preset"), translate("WorkloadSection", "Model"),
              translate("WorkloadSection", "Parameters"), translate("WorkloadSection", "Source")]
    rows = [[p.id, p.name, translate("WorkloadSection", "{0:,.2f} B").format(
        p.shape.parameter_count() / 1e9), p.source_url] for p in presets.values()]
    return "\n".join(table_text(header, rows)) + "\n"


def presets_json(presets: Mapping[str, Preset]) -> list[dict[str, Any]]:
    return [{"id": p.id, "name": p.name, "params": p.shape.parameter_count(),
             "card_params_b": p.card_params_b, "layers": p.shape.layers,
             "hidden": p.shape.hidden, "heads": p.shape.heads, "kv_heads": p.shape.kv_heads,
             "vocab": p.shape.vocab, "intermediate": p.shape.intermediate,
             "tie_embeddings": p.shape.tie_embeddings, "mlp": p.shape.mlp,
             "learned_positions": p.shape.learned_positions, "source_url": p.source_url,
             "config_url": p.config_url} for p in presets.values()]
