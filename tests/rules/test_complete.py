"""Completing a build (docs/architecture.md, issue 19) on the shipped catalog and on small catalogs: each
template's GPUs complete at least as well as the template, budgets hold, infeasible cases
name the constraint, the build's own parts stay, cancel changes nothing, and the command."""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path

import factory as f
import pytest

from configurator.cli import main
from configurator.model.build import Build, GpuEntry
from configurator.model.buildfile import read_build, resolve
from configurator.model.parts import PART_TYPES
from configurator.rules import validate
from configurator.rules.complete.result import completion_notes
from configurator.rules.complete.search import CompletionCancelledError, complete_build

sys.path.insert(0, str(Path(__file__).parents[2] / "benchmarks"))
from bench_complete import ORIGINAL_TEMPLATES, TEMPLATES, template_gpus


def _spec(data: dict):
    data = dict(data)
    return PART_TYPES[data.pop("kind")].model_validate(data)


def _value(warnings: int, price: float, objective: str) -> tuple:
    return (warnings, round(price, 6)) if objective == "fewest-warnings" else (round(price, 6),)


@pytest.mark.parametrize("objective", ["fewest-warnings", "cheapest"])
@pytest.mark.parametrize("name", ORIGINAL_TEMPLATES)
def test_a_templates_gpus_complete_at_least_as_well_as_the_template(catalog, name, objective):
    template = read_build(TEMPLATES / f"{name}.gwb.json", catalog)
    report = validate(template.resolved)
    assert report.validated
    result = complete_build(template_gpus(catalog, name), catalog.alternatives(), objective)
    assert result.found
    best = result.best
    assert best.report.validated
    assert _value(best.warnings, best.price_usd, objective) <= _value(
        report.warning_count, report.totals.price_usd, objective)
    # The answer is what the file says: read back, it validates the same.
    again = validate(resolve(best.build, catalog).resolved)
    assert again.validated and again.warning_count == best.warnings
    keys = [a.key for a in result.answers]
    assert len(keys) == len(set(keys))  # alternatives differ in board or chassis
    values = [_value(a.warnings, a.price_usd, objective) for a in result.answers]
    assert values == sorted(values)


def test_the_builds_own_parts_stay(catalog):
    base = template_gpus(catalog, "4-four-gpus")
    chassis = "corsair-obsidian-750d"
    build = base.build.model_copy(update={"chassis": chassis, "cpus": ["core-i9-7900x"]})
    result = complete_build(resolve(build, catalog).resolved, catalog.alternatives())
    assert result.found
    for answer in result.answers:
        assert answer.build.chassis == chassis
        assert answer.build.cpus == ["core-i9-7900x"]
        assert {a.kind for a in answer.added} == {"motherboard", "cooler", "memory", "storage",
                                                  "psu"}
        assert len(answer.placed) == 4
    assert "Corsair" not in completion_notes(result.best)  # the chassis was not added


def test_budget_caps_the_price_and_below_the_cheapest_says_so(catalog):
    base = template_gpus(catalog, "3-two-gpus")
    parts = catalog.alternatives()
    cheapest = complete_build(base, parts, "cheapest")
    fewest = complete_build(base, parts, "fewest-warnings")
    assert fewest.best.warnings <= cheapest.best.warnings
    budget = cheapest.best.price_usd + 1
    capped = complete_build(base, parts, "fewest-warnings", budget)
    assert capped.found and capped.best.price_usd <= budget
    assert all(a.price_usd <= budget for a in capped.alternatives)
    nothing = complete_build(base, parts, "fewest-warnings", cheapest.best.price_usd - 1)
    assert not nothing.found
    assert "budget" in str(nothing.reason)
    assert f"{cheapest.best.price_usd:,.2f}" in str(nothing.reason)


def _small_catalog(**overrides) -> dict:
    rows = {
        "motherboard": [f.board("board")], "cpu": [f.cpu("cpu")], "chassis": [f.chassis("case")],
        "cooler": [{"kind": "cooler", "id": "cooler", "name": "Cooler", "height_mm": 150,
                    "sockets": ["LGA2066"], "price_usd": 60}],
        "memory": [f.memory("ram")], "storage": [f.storage("ssd")], "psu": [f.psu("psu")],
    }
    rows.update(overrides)
    return {kind: [_spec(p) for p in parts] for kind, parts in rows.items()}


def _gpus_build(gpu: dict, count: int, outlet: str = "US-15A"):
    spec = _spec(gpu)
    build = Build(outlet=outlet, custom_parts=[spec],
                  gpus=[GpuEntry(part=spec.id) for _ in range(count)])
    return resolve(build, None).resolved


def test_a_small_catalog_completes_to_its_only_build():
    result = complete_build(_gpus_build(f.gpu(), 2), _small_catalog())
    assert result.found
    assert {(a.kind, a.part) for a in result.best.added} == {
        ("motherboard", "board"), ("cpu", "cpu"), ("chassis", "case"), ("cooler", "cooler"),
        ("memory", "ram"), ("storage", "ssd"), ("psu", "psu")}
    assert result.alternatives == []


def test_no_board_with_the_slots_names_the_slots():
    gpu = f.gpu(slot_width=2.7)
    result = complete_build(_gpus_build(gpu, 4), _small_catalog())
    assert not result.found
    assert str(result.reason) == "no catalog board has 4 x16 slots 3 brackets apart"


def test_no_psu_big_enough_names_the_watts_and_the_outlet():
    gpu = f.gpu(tdp_w=600, pcie_8pin=2, pcie_6pin=0, cooler="blower")
    parts = _small_catalog(chassis=[f.chassis("case", airflow_cfm=2000)],
                           psu=[f.psu("psu", watts=1000)])
    result = complete_build(_gpus_build(gpu, 4, outlet="US-208V-30A"), parts)
    assert not result.found
    assert str(result.reason).startswith("no PSU in the catalog gives 2,")
    assert str(result.reason).endswith("W on a 208 V outlet")


def test_an_outlet_too_small_names_the_outlet():
    gpu = f.gpu(tdp_w=600, pcie_8pin=2, pcie_6pin=0, cooler="blower")
    parts = _small_catalog(chassis=[f.chassis("case", airflow_cfm=2000)],
                           psu=[f.psu("psu", watts=3000)])
    result = complete_build(_gpus_build(gpu, 4), parts)
    assert not result.found
    assert "the US-15A outlet gives 1,800 W" in str(result.reason)


def test_a_part_that_fits_nothing_is_named():
    parts = _small_catalog(cpu=[f.cpu("cpu", socket="AM4")])
    result = complete_build(_gpus_build(f.gpu(), 1), parts)
    assert not result.found
    assert str(result.reason) == "no catalog CPU fits the rest of the build"


def test_cancel_leaves_the_build_untouched(catalog):
    base = template_gpus(catalog, "5-eight-gpus")
    before = copy.deepcopy(base.build.to_json_dict())
    calls = []

    def cancelled() -> bool:
        calls.append(1)
        return True

    with pytest.raises(CompletionCancelledError):
        complete_build(base, catalog.alternatives(), cancelled=cancelled)
    assert calls
    assert base.build.to_json_dict() == before
    assert all(g.slot is None for g in base.gpus) and base.motherboard is None


def test_progress_is_reported(catalog):
    seen: list[int] = []
    complete_build(template_gpus(catalog, "4-four-gpus"), catalog.alternatives(),
                   progress=seen.append)
    assert seen and seen == sorted(seen) and seen[-1] > 0


# --- the command ---------------------------------------------------------------------------


@pytest.fixture
def cli(qapp, catalog):
    """The command run in-process; the test session's QApplication serves it (the command
    would make a bare QCoreApplication, which the window tests after it cannot use)."""
    return main


def _partial_file(tmp_path: Path) -> Path:
    path = tmp_path / "partial.gwb"
    path.write_text(json.dumps({"format": "gpu-workstation-build", "version": 1,
                                "notes": "Ours.",
                                "gpus": [{"part": "asus-turbo-rtx-2080-ti"}] * 2}))
    return path


def test_the_command_writes_a_completed_build(catalog, cli, tmp_path, capsys):
    out = tmp_path / "done.gwb"
    code = cli(["complete", str(_partial_file(tmp_path)), "-o", str(out), "--format", "json"])
    printed = json.loads(capsys.readouterr().out)
    assert code == 0
    assert set(printed) >= {"found", "price_usd", "warnings", "added", "alternatives", "reason"}
    assert printed["found"] and printed["reason"] is None
    assert {a["kind"] for a in printed["added"]} == {
        "chassis", "motherboard", "cpu", "cooler", "memory", "storage", "psu"}
    assert all(set(a) == {"kind", "part", "qty"} for a in printed["added"])
    assert 0 < len(printed["alternatives"]) <= 3
    assert all(set(a) >= {"price_usd", "warnings", "added"} for a in printed["alternatives"])
    written = read_build(out, catalog)
    report = validate(written.resolved)
    assert report.validated and report.warning_count == printed["warnings"]
    assert round(report.totals.price_usd, 2) == printed["price_usd"]
    assert written.build.notes.startswith("Ours.")
    assert "Completed by the configurator: added" in written.build.notes


def test_the_command_in_text(cli, tmp_path, capsys):
    out = tmp_path / "done.gwb"
    assert cli(["complete", str(_partial_file(tmp_path)), "-o", str(out),
                 "--objective", "cheapest"]) == 0
    text = capsys.readouterr().out
    assert "Best completion:" in text and f"wrote {out}" in text


def test_the_command_exits_1_with_the_reason_and_writes_nothing(cli, tmp_path, capsys):
    out = tmp_path / "done.gwb"
    code = cli(["complete", str(_partial_file(tmp_path)), "-o", str(out), "--budget", "100",
                 "--format", "json"])
    printed = json.loads(capsys.readouterr().out)
    assert code == 1 and not out.exists()
    assert printed["found"] is False and "budget" in printed["reason"]
    assert printed["added"] == [] and printed["alternatives"] == []


@pytest.mark.parametrize("args", [
    ["complete", "missing.gwb", "-o", "x.gwb"],
    ["complete", "{file}", "-o", "x.gwb", "--budget", "-5"],
    ["complete", "{file}", "-o", "x.gwb", "--budget", "nan"],
    ["complete", "{file}", "-o", "x.gwb", "--objective", "fastest"],
    ["complete", "{file}"],
])
def test_bad_input_exits_2_without_a_traceback(cli, tmp_path, capsys, args):
    path = _partial_file(tmp_path)
    try:
        code = cli([a.replace("{file}", str(path)) for a in args])
    except SystemExit as error:  # argparse's own refusal
        code = error.code
    err = capsys.readouterr().err
    assert code == 2
    assert "Traceback" not in err and err.strip()


def test_an_unwritable_output_exits_2(cli, tmp_path, capsys):
    code = cli(["complete", str(_partial_file(tmp_path)), "-o",
                 str(tmp_path / "no-such-folder" / "x.gwb")])
    assert code == 2
    assert "cannot write" in capsys.readouterr().err


def test_the_answers_edit_makes_the_answer_and_replaces_nothing(catalog):
    from configurator.model.complete_edit import CompleteBuild

    base = template_gpus(catalog, "3-two-gpus")
    result = complete_build(base, catalog.alternatives())
    edit = result.best.edit
    assert edit.apply(base.build) == result.best.build
    own = base.build.model_copy(update={"chassis": "corsair-obsidian-750d"})
    assert edit.apply(own).chassis == "corsair-obsidian-750d"  # the build's own part stays
    assert str(edit.describe(base.build, lambda part: part)) == (
        f"Complete build ({len(edit.part_ids())} parts)")
    noted = CompleteBuild(note="Added.").apply(base.build.model_copy(update={"notes": "Ours."}))
    assert noted.notes == "Ours.\n\nAdded."


def test_a_build_without_gpus_says_so():
    result = complete_build(resolve(Build(), None).resolved, _small_catalog())
    assert not result.found
    assert str(result.reason).startswith("the build has no GPU")
