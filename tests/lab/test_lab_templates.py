"""A lab of the shipped build templates: each circuit carries the sum of its machines' own
`wall_w` (what `configurator validate` gives each template), split over a machine's circuits
as docs/rules.md ("Lab plans") deals its PSUs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from configurator.lab import read_lab, validate_lab
from configurator.model.buildfile import read_build
from configurator.rules import validate

TEMPLATES = Path(__file__).parents[2] / "resources" / "templates"

# Each template on circuits of its own outlet, so that its wall draw is the one it has alone;
# the multi-PSU ones over two or three circuits.
PLAN = {
    "1-beginner.gwb.json": ("US15-1",),
    "2-one-gpu.gwb.json": ("US15-1",),
    "3-two-gpus.gwb.json": ("US15-2",),
    "4-four-gpus.gwb.json": ("US15-2",),
    "5-eight-gpus.gwb.json": ("L30-1", "L30-2"),
    "6-two-rtx-5090-trx50.gwb": ("EU",),
    "7-four-blower-wrx90.gwb": ("L20-1", "L20-2"),
    "8-eight-l40s-4u.gwb": ("L30-1", "L30-2", "L30-3"),
}
CIRCUITS = [
    {"id": "US15-1", "outlet": "US-15A"}, {"id": "US15-2", "outlet": "US-15A"},
    {"id": "EU", "outlet": "EU-16A"},
    {"id": "L20-1", "outlet": "US-208V-20A"}, {"id": "L20-2", "outlet": "US-208V-20A"},
    {"id": "L30-1", "outlet": "US-208V-30A"}, {"id": "L30-2", "outlet": "US-208V-30A"},
    {"id": "L30-3", "outlet": "US-208V-30A"},
]


def test_every_template_is_in_the_plan() -> None:
    shipped = {p.name for p in TEMPLATES.iterdir() if p.name.endswith((".gwb", ".gwb.json"))}
    assert shipped == set(PLAN)


def test_a_lab_of_the_templates_draws_the_sum_of_their_wall_w(tmp_path, catalog) -> None:
    machines = [{"id": f"m{i}", "build": str(TEMPLATES / name), "circuits": list(circuits)}
                for i, (name, circuits) in enumerate(PLAN.items(), start=1)]
    lab_file = tmp_path / "templates.gwlab"
    lab_file.write_text(json.dumps({"format": "gpu-lab", "version": 1, "circuits": CIRCUITS,
                                    "machines": machines}), encoding="utf-8")
    report = validate_lab(read_lab(lab_file, catalog).lab)

    expected = {c["id"]: 0.0 for c in CIRCUITS}
    for name, circuits in PLAN.items():
        alone = read_build(TEMPLATES / name, catalog).resolved
        wall_w = validate(alone).power.wall_w
        qty = alone.psu.qty
        for index in range(qty):  # PSU 1 on the first circuit, PSU 2 on the second, ...
            expected[circuits[index % len(circuits)]] += wall_w / qty
    drawn = {key: figures.wall_w for key, figures in report.circuits.items()}
    assert drawn == pytest.approx(expected, rel=1e-12)
    assert report.heat_w == pytest.approx(sum(expected.values()), rel=1e-12)
    assert all(result.report is not None for result in report.machines)
    assert report.gpus == sum(result.report.totals.gpus for result in report.machines)
