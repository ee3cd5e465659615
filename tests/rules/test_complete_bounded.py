"""Completion bounded in time and memory (issue 29, F4): a time limit past which the best
build found is given and marked as not proven best ("exact": false), cards that differ only
in a power limit or model placed without enumerating every order, the outlet bounding the
search from its first level, an empty build answered at once; refusals that name the closest
candidate, and the higher-voltage outlet named in the notes (issue 27)."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import pytest

from configurator.cli import main
from configurator.model.build import Build, GpuEntry
from configurator.model.buildfile import resolve
from configurator.rules.complete.search import complete_build
from configurator.rules.complete.space import placements

sys.path.insert(0, str(Path(__file__).parents[2] / "benchmarks"))
from bench_complete import template_gpus
from complete_cases import gpu_only

REPRO = {"outlet": "US-15A", "format": "gpu-workstation-build", "version": 1}


def _limited(catalog, part: str, limits: list[float | None], outlet: str = "US-208V-30A"):
    build = Build(outlet=outlet, gpus=[GpuEntry(part=part, power_limit_w=limit)
                                       for limit in limits])
    return resolve(build, catalog).resolved


def test_past_the_time_limit_the_best_found_is_given_and_marked_not_exact(catalog):
    base = template_gpus(catalog, "4-four-gpus")
    result = complete_build(base, catalog.alternatives(), time_limit_s=1e-6,
                            catalog_version=catalog.version)
    assert result.found and result.exact is False
    assert result.best.report.validated
    assert result.to_json()["exact"] is False
    unlimited = complete_build(base, catalog.alternatives(), catalog_version=catalog.version)
    assert unlimited.exact is True and unlimited.to_json()["exact"] is True
    # Best found is never better than the proven best.
    assert (result.best.warnings, result.best.price_usd) >= (
        unlimited.best.warnings, unlimited.best.price_usd - 0.005)


def test_cards_differing_only_in_their_power_limit_are_placed_as_one_part(catalog):
    same = _limited(catalog, "l40s", [None] * 6)
    distinct = _limited(catalog, "l40s", [300.0 + n for n in range(6)])
    board = catalog.get("supermicro-sys-421ge-tnrt-board")
    assert sum(1 for _ in placements(distinct, board, None)) == sum(
        1 for _ in placements(same, board, None))
    result = complete_build(distinct, catalog.alternatives(), time_limit_s=30,
                            catalog_version=catalog.version)
    assert result.found and result.best.report.validated
    assert result.exact is False  # the order of the limits was not searched


def test_the_outlet_rules_a_build_out_before_any_board_is_tried(catalog):
    base = _limited(catalog, "l40s", [300.0 + n for n in range(8)], outlet="US-15A")
    result = complete_build(base, catalog.alternatives(), catalog_version=catalog.version,
                            answers=1)
    assert not result.found and result.evaluated == 0
    assert "US-15A outlet gives 1,800 W" in str(result.reason)


def test_an_empty_build_is_answered_at_once():
    start = time.perf_counter()
    result = complete_build(resolve(Build(), None).resolved, {"psu": []})
    assert time.perf_counter() - start < 0.5 and result.evaluated == 0
    assert str(result.reason).startswith("the build has no GPU")


def test_a_refusal_names_the_closest_chassis_and_what_it_lacks(catalog):
    result = complete_build(gpu_only(catalog, "rtx-5090-fe", 8, "US-208V-30A"),
                            catalog.alternatives(), catalog_version=catalog.version)
    reason = str(result.reason)
    assert not result.found
    assert reason.startswith("no catalog chassis takes 8 x GeForce RTX 5090")
    assert "the closest, the " in reason and " mm" in reason


def test_a_120_v_outlet_names_the_higher_voltage_answer(catalog):
    over = complete_build(gpu_only(catalog, "l40s", 4, "US-15A"), catalog.alternatives(),
                          catalog_version=catalog.version)
    assert not over.found
    assert [str(n).split(":")[0] for n in over.notes] == ["at US-15A no build works; at "
                                                          "US-208V-30A"]
    assert over.to_json()["notes"][0].startswith("at US-15A no build works; at US-208V-30A: ")
    fine = complete_build(gpu_only(catalog, "l40s", 1, "US-15A"), catalog.alternatives(),
                          catalog_version=catalog.version)
    assert fine.found and fine.notes == []


@pytest.mark.parametrize("limit", ["0", "-1", "nan", "inf", "abc", "1e9"])
def test_a_bad_time_limit_exits_2(qapp, tmp_path, capsys, limit):
    path = tmp_path / "p.gwb"
    path.write_text(json.dumps({**REPRO, "gpus": [{"part": "l4"}]}))
    with pytest.raises(SystemExit) as error:
        main(["complete", str(path), "-o", str(tmp_path / "o.gwb"), "--time-limit", limit])
    assert error.value.code == 2
    assert "Traceback" not in capsys.readouterr().err


def test_the_command_says_when_the_answer_is_best_found(qapp, catalog, tmp_path, capsys):
    path = tmp_path / "p.gwb"
    path.write_text(json.dumps({**REPRO, "outlet": "US-208V-30A",
                                "gpus": [{"part": "l40s"}] * 4}))
    out = tmp_path / "o.gwb"
    assert main(["complete", str(path), "-o", str(out), "--time-limit", "0.000001"]) == 0
    assert "not proven the best" in capsys.readouterr().out
    assert main(["complete", str(path), "-o", str(out), "--format", "json",
                 "--time-limit", "600"]) == 0
    assert json.loads(capsys.readouterr().out)["exact"] is True
