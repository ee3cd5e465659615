"""Benchmark of the lab checks (issue 31): validate_lab() of a lab of 50 machines, the
shipped templates in turn on 208 V circuits and two racks, after the builds are read (what
`configurator lab validate` and every edit in the Lab tab run). Prints figures; never fails
on time (machines are shared and noisy).

    .venv/bin/python benchmarks/bench_lab.py [--repeat N]
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
from pathlib import Path

from timing import times_ms

from configurator.catalog import open_catalog
from configurator.lab import read_lab, validate_lab

TEMPLATES = Path(__file__).parents[1] / "resources" / "templates"
MACHINES = 50
CIRCUITS = 20


def lab_of_templates(folder: Path, machines: int = MACHINES, inline: bool = False) -> Path:
    """A lab file of `machines` machines, the templates in turn, two circuits each: their
    files named (machines of one file share its build), or each a copy inline (every
    machine a build of its own: the most work a lab of this size can ask)."""
    names = sorted(p.name for p in TEMPLATES.iterdir() if p.name.endswith((".gwb", ".gwb.json")))

    def build(name: str) -> str | dict:
        path = TEMPLATES / name
        return json.loads(path.read_text(encoding="utf-8")) if inline else str(path)
    plan = {
        "format": "gpu-lab", "version": 1, "name": "benchmark",
        "room": {"cooling_w": 500_000},
        "circuits": [{"id": f"C{i}", "outlet": "US-208V-30A"} for i in range(CIRCUITS)],
        "racks": [{"id": "R1", "units": 42, "max_kw": 60}, {"id": "R2", "units": 42}],
        "machines": [
            {"id": f"m{i}", "build": build(names[i % len(names)]),
             "circuits": [f"C{i % CIRCUITS}", f"C{(i + 1) % CIRCUITS}"],
             "rack": f"R{i % 2 + 1}"}
            for i in range(machines)
        ],
    }
    path = folder / "benchmark.gwlab"
    path.write_text(json.dumps(plan), encoding="utf-8")
    return path


def run(repeat: int = 30) -> dict[str, float]:
    catalog = open_catalog()
    alternatives = catalog.alternatives()
    with tempfile.TemporaryDirectory() as folder:
        lab = read_lab(lab_of_templates(Path(folder)), catalog).lab
        distinct = read_lab(lab_of_templates(Path(folder), inline=True), catalog).lab
    validate_lab(lab)  # warm caches and imports
    few = max(5, repeat // 5)
    return {
        "lab_validate_50_ms": statistics.median(times_ms(lambda: validate_lab(lab), repeat)),
        "lab_validate_50_with_fixes_ms": statistics.median(
            times_ms(lambda: validate_lab(lab, alternatives), few)),
        "lab_validate_50_distinct_ms": statistics.median(
            times_ms(lambda: validate_lab(distinct), repeat)),
        "lab_validate_50_distinct_with_fixes_ms": statistics.median(
            times_ms(lambda: validate_lab(distinct, alternatives), few)),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=30)
    figures = run(parser.parse_args().repeat)
    for key, value in figures.items():
        target = "   (target <= 100)" if key == "lab_validate_50_ms" else ""
        print(f"{key:34s} {value:9.3f}{target}")


if __name__ == "__main__":
    main()
