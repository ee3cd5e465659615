"""Published machines (tests/data/real_machines/cases.json, a copy of the project's shared
set plus machines this project added, each with its sources): what each source says of its
machine is what the rules must say (DESIGN 4 rev. 3). A case never changes to fit the rules;
a rule or constant that disagrees with a measured machine does (with its source)."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from configurator.model.buildfile import build_from_data, resolve
from configurator.rules import validate

CASES_FILE = Path(__file__).resolve().parents[1] / "data" / "real_machines" / "cases.json"
CASES = json.loads(CASES_FILE.read_text(encoding="utf-8"))


def _report(case: dict):
    build = build_from_data(copy.deepcopy(case["build"]))
    return validate(resolve(build, None).resolved)


def _matches(finding, expectation: dict) -> bool:
    rules = expectation.get("any_of") or [expectation["rule"]]
    if "*" not in rules and finding.rule not in rules:
        return False
    return "severity" not in expectation or finding.severity == expectation["severity"]


def _figure(figures: dict, path: str):
    value = figures
    for key in path.split("."):
        value = value[key]
    return value


def test_the_cases_are_the_shared_ones_and_more() -> None:
    ids = [case["id"] for case in CASES]
    assert len(ids) == len(set(ids)) >= 13
    for case in CASES:
        assert case["sources"] and all(s["url"].startswith("http") for s in case["sources"])
        assert case["kind"] in ("works", "fails")
        if case["kind"] == "works":
            assert {"rule": "*", "severity": "error"} in case["must_not"], case["id"]
        else:
            assert case["must"], case["id"]


@pytest.mark.parametrize("case", CASES, ids=[case["id"] for case in CASES])
def test_a_published_machine_is_judged_as_its_source_says(case: dict) -> None:
    report = _report(case)
    shown = [f"{f.rule}/{f.severity}" for f in report.findings]
    for expectation in case["must"]:
        assert any(_matches(f, expectation) for f in report.findings), (expectation, shown)
    for expectation in case["must_not"]:
        assert not any(_matches(f, expectation) for f in report.findings), (expectation, shown)
    figures = report.figures_json()
    for figure in case["figures"]:
        value = _figure(figures, figure["path"])
        if "equals" in figure:
            assert value == figure["equals"], figure
        else:
            assert value == pytest.approx(figure["approx"], rel=figure["rel_tol"]), figure
