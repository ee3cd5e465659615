"""The partial builds completion is measured on and tested over (issue 27): GPU-only builds
of current cards, 1, 2, 4 and 8 of them, on the 120 V outlets (15 A and 20 A) and on a
208 V, 30 A circuit. The tests (tests/rules/test_complete_lab.py) check every answer against
the lab's demands; benchmarks/bench_complete.py times them."""

from __future__ import annotations

from configurator.model.build import Build, GpuEntry
from configurator.model.buildfile import resolve

# Current cards (on sale in the catalog's month), from a consumer card to the server ones.
CARDS = ("rtx-5090-fe", "rtx-pro-4000-blackwell", "rtx-pro-6000-blackwell-ws",
         "rtx-pro-6000-blackwell-max-q", "l40s", "h200-nvl")
COUNTS = (1, 2, 4, 8)
OUTLETS = ("US-15A", "US-20A", "US-208V-30A")


def case_id(card: str, count: int, outlet: str) -> str:
    return f"{count}x{card}@{outlet}"


def cases() -> list[tuple[str, int, str]]:
    return [(card, count, outlet) for card in CARDS for count in COUNTS for outlet in OUTLETS]


def gpu_only(catalog, card: str, count: int, outlet: str):
    """The resolved partial build: `count` unplaced `card`s on `outlet`, nothing else."""
    build = Build(outlet=outlet, gpus=[GpuEntry(part=card) for _ in range(count)])
    return resolve(build, catalog).resolved
