"""Complete Build with a workload as its constraint (docs/workload.md, "Completing a build around
a workload"), put together once for `configurator complete` and Build > Complete build…

Before the search, `constraint_for()` decides on the build's own GPUs (the pure
configurator.analysis.workload_constraint); a build that cannot hold the workload is refused
without a search. After it, `answer_estimate()` works the workload out on each answer (its
memory per GPU is the constraint's; its time depends on the link the answer's board gives),
and `answer_line()` / `answer_json()` say it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from configurator.analysis.cost_inputs import CostInputs
from configurator.analysis.workload import WorkloadEstimate, memory_json, suggestion_json
from configurator.analysis.workload_constraint import WorkloadConstraint, check_workload
from configurator.analysis.workload_inputs import Workload
from configurator.analysis.workload_model import WorkloadError
from configurator.model.build import ResolvedBuild
from configurator.report.workload_section import (
    WorkloadData,
    assemble,
    hours_text,
    task_text,
    verdict_text,
)

translate = QCoreApplication.translate  # context "CompleteWorkload"


def constraint_for(resolved: ResolvedBuild, workload: Workload, data: WorkloadData
                   ) -> WorkloadConstraint | None:
    """The verdict on the build's GPUs, placed or not (completion places them all); None for
    a build without GPUs (the constraint has nothing to hold: the caller says so)."""
    gpus = [entry.spec for entry in resolved.gpus]
    if not gpus:
        return None
    return check_workload(workload, gpus, data.candidates)


def answer_estimate(completion, workload: Workload, data: WorkloadData
                    ) -> WorkloadEstimate | None:
    """The workload on a completed build (None should a GPU be left unplaced: not judged)."""
    try:
        return assemble(completion.resolved, completion.report, workload, CostInputs(), data)
    except WorkloadError:
        return None


def workload_name(workload: Workload) -> str:
    return translate("CompleteWorkload", "{model}, {task}").format(
        model=workload.model.name, task=task_text(workload.task))


def answer_line(estimate: WorkloadEstimate) -> str:
    """"Workload Llama 3.1 8B, LoRA: Fits: 20.1 GB of the 21.6 GB available per GPU. A run:
    12.3 h (an estimate at MFU 0.4).\""""
    line = translate("CompleteWorkload", "Workload {workload}: {verdict}").format(
        workload=workload_name(estimate.workload), verdict=verdict_text(estimate))
    if estimate.speed.time_h is not None:
        line += " " + translate("CompleteWorkload", "A run: {time} (an estimate at MFU "
                                                    "{mfu:g}).").format(
            time=hours_text(estimate.speed.time_h), mfu=estimate.workload.mfu)
    return line


def answer_json(estimate: WorkloadEstimate | None) -> dict[str, Any] | None:
    """The "workload" object of an answer in `configurator complete`'s JSON."""
    if estimate is None:
        return None
    return {"fits": estimate.fits, "memory_gb_per_gpu": memory_json(estimate.memory),
            "time_h": _round(estimate.speed.time_h, 4),
            "allreduce_s_per_step": _round(estimate.speed.allreduce_s_per_step, 6),
            "tokens_per_s": _round(estimate.speed.tokens_per_s, 1),
            "link": estimate.link_kind or None, "link_gb_s": _round(estimate.link_gb_s, 3),
            "gpus": estimate.machine.gpus, **_named(estimate.workload)}


def constraint_json(constraint: WorkloadConstraint) -> dict[str, Any]:
    """The "workload" object when the build's GPUs cannot hold it (no answer)."""
    return {"fits": constraint.fits, "memory_gb_per_gpu": memory_json(constraint.memory),
            "would_fit": [suggestion_json(s) for s in constraint.suggestions],
            "gpus": sum(g.gpu_count for g in constraint.gpus), **_named(constraint.workload)}


def _named(workload: Workload) -> dict[str, Any]:
    return {"model": workload.model.name, "task": workload.task,
            "precision": workload.precision, "sharded": workload.sharded,
            "recompute": workload.recompute}


def _round(value: float | None, digits: int) -> float | None:
    return None if value is None else round(value, digits)
