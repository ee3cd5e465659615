"""Benchmark of a workload estimate (issue 32): the median time of one estimate — the build's
machine from its Report, memory, time with the all-reduce, cost here and on every offering,
and (when it does not fit) every way to make it fit, verified against the catalog's GPUs — on
the eight-GPU template. Prints figures; never fails on time.

    .venv/bin/python benchmarks/bench_workload.py [--repeat N]
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path

from timing import times_ms

from configurator.analysis.cost_inputs import CostInputs
from configurator.analysis.offerings import OFFERINGS_FILE, gpus_by_model, load_offerings
from configurator.analysis.workload import estimate
from configurator.analysis.workload_inputs import Workload
from configurator.analysis.workload_machine import machine_from
from configurator.analysis.workload_model import PRESETS_FILE, load_presets
from configurator.catalog import open_catalog
from configurator.catalog.paths import source_dir
from configurator.model.buildfile import read_build
from configurator.rules import validate

TEMPLATES = Path(__file__).parents[1] / "resources" / "templates"


def run(repeat: int = 200) -> dict[str, float]:
    catalog = open_catalog()
    resolved = read_build(TEMPLATES / "5-eight-gpus.gwb.json", catalog).resolved
    report = validate(resolved)
    db = source_dir()
    presets = load_presets(db / PRESETS_FILE)
    offerings = load_offerings(db / OFFERINGS_FILE)
    gpus = catalog.parts("gpu")
    by_model = gpus_by_model(gpus)
    inputs = CostInputs()
    # Llama 3.1 70B fine-tuned does not fit eight 11 GB cards: the suggestions are searched.
    too_big = Workload(presets["llama-3.1-70b"].model(), "finetune", tokens=2e9)
    fitting = Workload(presets["llama-3.1-8b"].model(), "lora", tokens=2e9, sharded=True,
                       recompute=True)

    def once(workload: Workload) -> None:
        estimate(machine_from(resolved, report), workload, inputs, offerings, by_model, gpus)

    once(too_big)  # warm imports
    not_fitting = times_ms(lambda: once(too_big), repeat)
    fits = times_ms(lambda: once(fitting), repeat)
    # A baseline measured in the same run: one pass over the catalog's GPUs in Python.
    baseline = times_ms(lambda: sum(g.fp32_gflops for g in gpus), repeat)
    return {
        "workload_estimate_ms": statistics.median(not_fitting),
        "workload_estimate_fits_ms": statistics.median(fits),
        "workload_baseline_sum_gpus_us": statistics.median(baseline) * 1000,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=200)
    print(json.dumps(run(parser.parse_args().repeat), indent=2))


if __name__ == "__main__":
    main()
