"""Benchmark of completing a build (issue 19): the median time of `complete_build` over the
GPUs of the five original templates and both objectives, in-process, on the shipped catalog
and on one ten times its size (synthetic variants of every part). Prints figures; never fails
on time.

    .venv/bin/python benchmarks/bench_complete.py [--repeat N]
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path

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
    big = scaled_parts(parts)
    builds = [template_gpus(catalog, name) for name in ORIGINAL_TEMPLATES]
    figures: dict[str, float] = {}
    for key, candidates in (("complete_p50_s", parts), ("complete_10x_p50_s", big)):
        medians = []
        for build in builds:
            for objective in OBJECTIVES:
                runs = times_ms(lambda b=build, o=objective, c=candidates: complete_build(b, c, o),
                                repeat)
                medians.append(statistics.median(runs) / 1000)
        figures[key] = statistics.median(medians)
        figures[key.replace("p50", "max")] = max(medians)
    return figures


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    print(json.dumps(run(parser.parse_args().repeat), indent=2))
