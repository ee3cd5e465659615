"""Benchmark of the rules engine (issue 3): validate() p50/p99 for the one- and eight-GPU
templates, the what-if over every slot for one dragged GPU (what the chassis view runs
when a drag enters), and a legal build of 1,000 GPUs with its fixes (issue 29). Prints
figures; never fails on time (machines are shared and noisy).

    .venv/bin/python benchmarks/bench_rules.py [--repeat N]
"""

from __future__ import annotations

import argparse
import statistics
from pathlib import Path

from timing import times_ms

from configurator.catalog import open_catalog
from configurator.model.buildfile import read_build
from configurator.rules import validate, whatif_placements

TEMPLATES = Path(__file__).parents[1] / "resources" / "templates"
# A legal file of 1,000 GPUs (the third reliability round's fuzz input 2524; issue 29, F11).
LARGE = Path(__file__).parents[1] / "tests" / "robustness" / "data" / "slow-1000-gpus.gwb"


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(repeat: int = 300) -> dict[str, float]:
    catalog = open_catalog()
    one = read_build(TEMPLATES / "2-one-gpu.gwb.json", catalog).resolved
    eight = read_build(TEMPLATES / "5-eight-gpus.gwb.json", catalog).resolved
    alternatives = catalog.alternatives()
    for r in (one, eight):  # warm caches and imports
        validate(r)
    t1 = times_ms(lambda: validate(one), repeat)
    t8 = times_ms(lambda: validate(eight), repeat)
    t8_fixes = times_ms(lambda: validate(eight, alternatives), max(20, repeat // 10))
    dragged = catalog.get("asus-turbo-rtx-2080-ti")
    four = read_build(TEMPLATES / "4-four-gpus.gwb.json", catalog).resolved
    whatif = times_ms(lambda: whatif_placements(eight, dragged), max(20, repeat // 10))
    whatif4 = times_ms(lambda: whatif_placements(four, dragged), max(20, repeat // 10))
    large = read_build(LARGE, catalog).resolved
    t1000 = times_ms(lambda: validate(large, alternatives), max(3, repeat // 100))
    # A baseline measured in the same run: one pass over the catalog's GPUs in Python.
    gpus = catalog.parts("gpu")
    baseline = times_ms(lambda: sum(g.fp32_gflops for g in gpus), repeat)
    return {
        "validate_1gpu_p50_ms": statistics.median(t1),
        "validate_1gpu_p99_ms": _pct(t1, 0.99),
        "validate_8gpu_p50_ms": statistics.median(t8),
        "validate_8gpu_p99_ms": _pct(t8, 0.99),
        "validate_8gpu_with_fixes_p50_ms": statistics.median(t8_fixes),
        "whatif_all_slots_ms": statistics.median(whatif),
        "whatif_all_slots_4gpu_ms": statistics.median(whatif4),
        "validate_1000_gpus_ms": statistics.median(t1000),
        "baseline_sum_33_gpus_us": statistics.median(baseline) * 1000,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=300)
    figures = run(parser.parse_args().repeat)
    targets = {"validate_8gpu_p50_ms": 1.0, "whatif_all_slots_ms": 10.0,
               "validate_1000_gpus_ms": 1000.0}
    for key, value in figures.items():
        target = f"   (target <= {targets[key]:g})" if key in targets else ""
        print(f"{key:34s} {value:9.3f}{target}")


if __name__ == "__main__":
    main()
