"""Benchmark of completing a build: the median and the longest time of `complete_build` over
the benchmark's GPU-only partial builds (issue 27: current cards, 1-8 of them, at 120 V and
208 V; benchmarks/complete_cases.py) on the catalog as shipped, printing the catalog's size;
and (issue 19) over the GPUs of the five original templates, both objectives, on a catalog ten
times the shipped one (synthetic variants of every part). Prints figures; never fails on time.

    .venv/bin/python benchmarks/bench_complete.py [--repeat N]
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path

from complete_cases import cases, gpu_only
from timing import times_ms

from configurator.catalog import open_catalog
from configurator.model.build import Build, GpuEntry, NicEntry
from configurator.model.buildfile import read_build, resolve
from configurator.rules.complete.search import OBJECTIVES, complete_build

TEMPLATES = Path(__file__).parents[1] / "resources" / "templates"
ORIGINAL_TEMPLATES = ("1-beginner", "2-one-gpu", "3-two-gpus", "4-four-gpus", "5-eight-gpus")
SCALE = 10

# Fields a synthetic variant nudges (a few percent or a few units), so the variants are not
# copies of one another that a search could set aside at once.
_NUDGE = {"price_usd": 0.03, "watts": 0.05, "airflow_cfm": 0.08, "max_gpu_length_mm": 0.04,
          "tdp_rating_w": 0.05, "capacity_gb": 0.0, "power_w": 0.1, "tdp_w": 0.05,
          "cores": 0.0}


def template_gpus(catalog, name: str):
    """The template's GPUs, not placed, on its outlet, with its NICs outside any slot."""
    loaded = read_build(TEMPLATES / f"{name}.gwb.json", catalog)
    build = Build(outlet=loaded.build.outlet,
                  gpus=[GpuEntry(part=g.part) for g in loaded.build.gpus],
                  nics=[NicEntry(part=n.part, qty=n.qty) for n in loaded.build.nics])
    return resolve(build, catalog).resolved


def scaled_parts(parts: dict, scale: int = SCALE) -> dict:
    """`scale` parts for every part of the kinds a completion fills: the part and variants
    whose price and key figures differ by a few percent."""
    out = {}
    for kind, kind_parts in parts.items():
        if kind in ("gpu", "nic", "bridge"):
            out[kind] = list(kind_parts)
            continue
        variants = []
        for part in kind_parts:
            variants.append(part)
            for n in range(1, scale):
                update = {"id": f"{part.id}-v{n}", "name": f"{part.name} v{n}"}
                sign = 1 if n % 2 else -1
                for field, share in _NUDGE.items():
                    value = getattr(part, field, None)
                    if isinstance(value, (int, float)) and not isinstance(value, bool) and share:
                        nudged = value * (1 + sign * share * n / scale)
                        update[field] = round(nudged) if isinstance(value, int) else nudged
                variants.append(part.model_copy(update=update))
        out[kind] = variants
    return out


def run(repeat: int = 3) -> dict[str, float]:
    catalog = open_catalog()
    parts = catalog.alternatives()
    figures: dict[str, float] = {
        "complete_catalog_parts": float(sum(len(kind) for kind in parts.values()))}
    seconds = []
    for card, count, outlet in cases():
        build = gpu_only(catalog, card, count, outlet)
        runs = times_ms(lambda b=build: complete_build(
            b, parts, catalog_version=catalog.version, stock={}), 1)
        seconds.append(statistics.median(runs) / 1000)
    figures["complete_p50_s"] = statistics.median(seconds)
    figures["complete_max_s"] = max(seconds)
    big = scaled_parts(parts)
    builds = [template_gpus(catalog, name) for name in ORIGINAL_TEMPLATES]
    medians = []
    for build in builds:
        for objective in OBJECTIVES:
            runs = times_ms(lambda b=build, o=objective: complete_build(
                b, big, o, catalog_version=catalog.version), repeat)
            medians.append(statistics.median(runs) / 1000)
    figures["complete_10x_p50_s"] = statistics.median(medians)
    figures["complete_10x_max_s"] = max(medians)
    return figures


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    print(json.dumps(run(parser.parse_args().repeat), indent=2))
