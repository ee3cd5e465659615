"""A workload as a constraint of Complete Build ("complete it so that this fits",
docs/workload.md): whether the build's own GPUs hold the workload, and when they do not, the
binding constraint in one sentence with what would make it fit.

Completion keeps every part the build has (docs/architecture.md, completion), its GPUs
included, and the memory per GPU depends on nothing but the GPUs (their model, their count and
the workload): so the constraint is decided once, before any search, and a completion that
passes it fits whatever board, chassis or PSU the search then picks. The objective stays exact:
the constraint removes no candidate of the search, it only decides whether to search.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from configurator.analysis.workload_fit import Suggestion, dies_memory, ways_to_fit
from configurator.analysis.workload_inputs import Workload
from configurator.analysis.workload_memory import AVAILABLE_SHARE, MemoryPerGpu
from configurator.analysis.workload_speed import die_of, memory_known
from configurator.model.messages import Message, T, message
from configurator.model.parts import GpuSpec


@dataclass(frozen=True)
class WorkloadConstraint:
    """The verdict on the build's GPUs: `fits` True, False, or None when a card's memory was
    never published (not checked: an unknown figure never condemns)."""

    workload: Workload
    gpus: tuple[GpuSpec, ...]
    memory: MemoryPerGpu
    fits: bool | None
    suggestions: list[Suggestion] = field(default_factory=list)

    @property
    def reason(self) -> Message:
        """Why no completion can hold the workload, naming the binding constraint and what
        would make it fit ("the workload needs 112.0 GB per GPU; this build has 2 x RTX 4090
        with 21.6 GB available each (90 % of 24 GB); it would fit with: ...")."""
        smallest_gb = min(g.memory_gb / g.gpu_count for g in self.gpus)
        text = message(T("the workload needs {need_gb:,.1f} GB per GPU; this build has {gpus} "
                         "with {available_gb:,.1f} GB available each ({share:g} % of "
                         "{memory_gb:g} GB)"),
                       need_gb=self.memory.total, gpus=gpus_text(self.gpus),
                       available_gb=self.memory.available, share=AVAILABLE_SHARE * 100,
                       memory_gb=smallest_gb)
        if not self.suggestions:
            return message(T("{constraint}; no change of its settings or of the GPUs makes it "
                             "fit"), constraint=text)
        ways = self.suggestions[0].text
        for suggestion in self.suggestions[1:]:
            ways = message(T("{first}; or {then}"), first=ways, then=suggestion.text)
        return message(T("{constraint}; it would fit with: {ways}"), constraint=text, ways=ways)


def gpus_text(gpus: Sequence[GpuSpec]) -> Message:
    """"2 x RTX 4090", "2 x RTX 4090 and 1 x RTX 3090" (by name, in build order)."""
    counts = Counter(g.name for g in gpus)
    parts = [message(T("{count} x {gpu}"), count=count, gpu=name)
             for name, count in counts.items()]
    joined = parts[0]
    for part in parts[1:]:
        joined = message(T("{first} and {then}"), first=joined, then=part)
    return joined


def check_workload(workload: Workload, gpus: Sequence[GpuSpec],
                   candidates: Sequence[GpuSpec] = ()) -> WorkloadConstraint:
    """Whether the workload fits the build's GPUs (placed or not: completion places them all),
    judged by DESIGN section 10's memory per GPU; when it does not, the verified ways to make
    it fit (`candidates`: cards a suggestion may name instead). `gpus` must not be empty: a
    build without GPUs gives the constraint nothing to hold (the caller says so)."""
    if not gpus:
        raise ValueError("check_workload needs the build's GPUs")
    dies = [die_of(g) for g in gpus for _ in range(g.gpu_count)]
    memory = dies_memory(workload, dies)
    fits = memory.fits if memory_known(dies) else None
    suggestions = ways_to_fit(workload, dies, candidates) if fits is False else []
    return WorkloadConstraint(workload, tuple(gpus), memory, fits, suggestions)
