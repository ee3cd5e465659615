"""What a workload estimate needs of a build: its placed GPUs, the link between them, its wall
draw and price (docs/workload.md), taken from a resolved build and its Report.

The link between two GPUs is PCIe through the host unless an NVLink bridge joins them: each
GPU's per-direction PCIe bandwidth is the Report's figure for its slot (section 4.2, `pcie`);
an NVLink bridge's is its own named figure below. A ring all-reduce runs at the pace of its
slowest hop, so the figure that counts is the slowest link of the best ring through the GPUs.
This layer may not import configurator.rules (docs/architecture.md, Layers): the Report is
read through a Protocol.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from configurator.analysis.workload_model import refuse
from configurator.analysis.workload_speed import Die, die_of
from configurator.model.build import ResolvedBuild
from configurator.model.messages import T, message
from configurator.model.parts import GpuSpec


@dataclass(frozen=True)
class NvlinkFigure:
    gb_s_per_direction: float  # one bridge between two cards, each way
    source: str


# NVLink bandwidth per bridge and direction by GPU model (the makers' figures):
# - Turing TU102 (RTX 2080 Ti, TITAN RTX): two x8 NVLink 2 links, 25 GB/s per direction each:
#   50 GB/s each way, 100 GB/s both ways; TU104 (RTX 2080, 2080 SUPER, 2070 SUPER) one link,
#   25 GB/s each way (NVIDIA Turing architecture whitepaper, "NVLink").
# - Ampere GA102 (RTX 3090, RTX A6000): four x4 NVLink 3 links of 14.0625 GB/s each way:
#   56.25 GB/s each way, 112.5 GB/s both ways (NVIDIA Ampere GA102 whitepaper; the RTX A6000
#   datasheet: "NVLink 112.5 GB/s (bidirectional)").
# - A100 PCIe and H100 PCIe / NVL: a pair bridged by three bridges gives 600 GB/s both ways
#   (datasheets): 100 GB/s each way per bridge.
TURING_WHITEPAPER = ("https://images.nvidia.com/aem-dam/en-zz/Solutions/design-visualization/"
                     "technologies/turing-architecture/NVIDIA-Turing-Architecture-Whitepaper.pdf")
GA102_WHITEPAPER = ("https://www.nvidia.com/content/PDF/nvidia-ampere-ga-102-gpu-architecture-"
                    "whitepaper-v2.pdf")
A100_DATASHEET = ("https://www.nvidia.com/content/dam/en-zz/Solutions/Data-Center/a100/pdf/"
                  "nvidia-a100-datasheet-us-nvidia-1758950-r4-web.pdf")
H100_PAGE = "https://www.nvidia.com/en-us/data-center/h100/"
NVLINK_BY_MODEL: dict[str, NvlinkFigure] = {
    "GeForce RTX 2080 Ti": NvlinkFigure(50.0, TURING_WHITEPAPER),
    "TITAN RTX": NvlinkFigure(50.0, TURING_WHITEPAPER),
    "GeForce RTX 2080": NvlinkFigure(25.0, TURING_WHITEPAPER),
    "GeForce RTX 2080 SUPER": NvlinkFigure(25.0, TURING_WHITEPAPER),
    "GeForce RTX 2070 SUPER": NvlinkFigure(25.0, TURING_WHITEPAPER),
    "GeForce RTX 3090": NvlinkFigure(56.25, GA102_WHITEPAPER),
    "NVIDIA RTX A6000": NvlinkFigure(56.25, GA102_WHITEPAPER),
    "NVIDIA A100 PCIe 40GB": NvlinkFigure(100.0, A100_DATASHEET),
    "NVIDIA A100 PCIe 80GB": NvlinkFigure(100.0, A100_DATASHEET),
    "NVIDIA H100 PCIe": NvlinkFigure(100.0, H100_PAGE),
    "NVIDIA H100 NVL": NvlinkFigure(100.0, H100_PAGE),
}


@dataclass(frozen=True)
class WorkloadMachine:
    """The build as a workload sees it. `dies` in build order (a two-die board twice);
    `pcie_gb_s[i]` the per-direction PCIe bandwidth of die i's slot (None: not known);
    `nvlink_gb_s` the bandwidth each way between two dies joined by bridges, keyed by the
    pair of indexes (lower first)."""

    dies: tuple[Die, ...]
    pcie_gb_s: tuple[float | None, ...]
    nvlink_gb_s: Mapping[tuple[int, int], float] = field(default_factory=dict)
    wall_w: float | None = None
    price_usd: float = 0.0
    wall_is_dc_peak: bool = False  # no PSU: the DC peak stands in for the wall draw

    @property
    def gpus(self) -> int:
        return len(self.dies)


class ReportLike(Protocol):
    """What is read of a configurator.rules Report."""

    pcie: Mapping[str, object]  # slot id -> SlotLink (bandwidth_gb_s)
    power: object  # PowerFigures (wall_w, peak_w)
    totals: object  # Totals (price_usd)


def machine_from(resolved: ResolvedBuild, report: ReportLike) -> WorkloadMachine:
    """The machine of a resolved build and its Report; WorkloadError when no GPU is placed."""
    placed = resolved.placed_gpus
    if not placed:
        unplaced = len(resolved.unplaced_gpus)
        problem = (message(T("no GPU is placed in a slot ({count} bought but not placed)"),
                           count=unplaced) if unplaced
                   else message(T("the build has no GPU")))
        raise refuse(message(T("the build")), problem)
    dies: list[Die] = []
    pcie: list[float | None] = []
    first_die: dict[str, int] = {}  # slot -> index of its card's first die
    for gpu in placed:
        link = report.pcie.get(gpu.slot) if gpu.slot else None
        bandwidth = getattr(link, "bandwidth_gb_s", None)
        first_die[gpu.slot or ""] = len(dies)
        for _ in range(gpu.spec.gpu_count):
            dies.append(die_of(gpu.spec))
            pcie.append(bandwidth if bandwidth else None)
    nvlink: dict[tuple[int, int], float] = {}
    specs = {gpu.slot: gpu.spec for gpu in placed}
    for bridge in resolved.bridges:
        a, b = bridge.between
        figure = _bridge_figure(specs.get(a), specs.get(b), bridge.spec.compatible_models)
        if figure is not None:
            pair = tuple(sorted((first_die[a], first_die[b])))
            nvlink[pair] = nvlink.get(pair, 0.0) + figure.gb_s_per_direction  # type: ignore
    power = report.power
    wall_w = getattr(power, "wall_w", None)
    dc = wall_w is None
    return WorkloadMachine(tuple(dies), tuple(pcie), nvlink,
                           wall_w if not dc else getattr(power, "peak_w", None),
                           float(getattr(report.totals, "price_usd", 0.0)), dc)


def _bridge_figure(a: GpuSpec | None, b: GpuSpec | None,
                   compatible: Sequence[str]) -> NvlinkFigure | None:
    """The figure of a bridge that works: both cards of one model, with NVLink, a model the
    bridge is for and whose bandwidth is known (an invalid bridge is NVLINK-BRIDGE's to say)."""
    if a is None or b is None or a.model != b.model or not (a.nvlink and b.nvlink):
        return None
    if compatible and a.model not in compatible:
        return None
    return NVLINK_BY_MODEL.get(a.model)


def slowest_link(machine: WorkloadMachine) -> tuple[float | None, str]:
    """The slowest hop of the best ring through the machine's dies (per direction, GB/s) and
    its kind ("pcie" or "nvlink"; "" for a single die).

    Bridged dies form chains; a ring that is all NVLink exists when the bridges close a cycle
    through every die (two dies bridged count as one). Otherwise every die that has fewer than
    two bridge partners reaches the next chain over PCIe, so the slowest of their PCIe links
    and of the bridges counts. None for a die whose PCIe link is not known (and is needed)."""
    n = machine.gpus
    if n <= 1:
        return None, ""
    partners: dict[int, set[int]] = {i: set() for i in range(n)}
    for a, b in machine.nvlink_gb_s:
        partners[a].add(b)
        partners[b].add(a)
    bridges = list(machine.nvlink_gb_s.values())
    if _all_nvlink_ring(partners, n):
        return min(bridges), "nvlink"
    links = [machine.pcie_gb_s[i] for i in _dies_on_pcie(partners)]
    if any(link is None for link in links):
        return None, "pcie"
    slowest_pcie = min(link for link in links if link is not None)
    if bridges and min(bridges) < slowest_pcie:
        return min(bridges), "nvlink"
    return slowest_pcie, "pcie"


def _dies_on_pcie(partners: Mapping[int, set[int]]) -> list[int]:
    """Dies that reach a ring neighbour over PCIe: the ends of each bridged chain (a die
    with fewer than two bridge partners), and every die of a bridged cycle that does not take
    in all of them (which hop of it the ring breaks is not worked out: the slowest counts)."""
    seen: set[int] = set()
    found: list[int] = []
    for start in partners:
        if start in seen:
            continue
        component, queue = [], [start]
        seen.add(start)
        while queue:
            die = queue.pop()
            component.append(die)
            for other in partners[die] - seen:
                seen.add(other)
                queue.append(other)
        if all(len(partners[d]) >= 2 for d in component):
            found.extend(component)
        else:
            found.extend(d for d in component if len(partners[d]) < 2)
    return sorted(found)


def _all_nvlink_ring(partners: Mapping[int, set[int]], n: int) -> bool:
    if n == 2:
        return bool(partners[0])
    if any(len(p) != 2 for p in partners.values()):
        return False
    seen, previous, current = {0}, None, 0
    while True:  # every die has two partners: follow the cycle from die 0
        step = next(p for p in partners[current] if p != previous)
        if step == 0:
            return len(seen) == n
        seen.add(step)
        previous, current = current, step
