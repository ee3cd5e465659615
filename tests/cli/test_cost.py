"""`configurator cost FILE`: figures as text and JSON; bad arguments exit 2 with one line."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest
from cli_runner import Ran, run_cli
from factory import base_data, gpu, with_parts

from configurator import cli
from configurator.cli.common import Parser
from configurator.cli.cost import (
    add_cost_parser,
    cmd_cost,
    hours_per_day,
    months,
    non_negative,
)

ROOT = Path(__file__).parents[2]


def four_gpu_file(tmp_path: Path, outlet: str = "US-15A") -> Path:
    data = base_data(0)
    data["name"] = "Four cards"
    data["outlet"] = outlet
    data["gpus"] = [{"part": "gpu-a", "slot": s} for s in ("S1", "S3", "S5", "S7")]
    data = with_parts(data, gpu(tdp_w=300, architecture="Turing"))
    path = tmp_path / "four.gwb.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def parse(*argv: str) -> argparse.Namespace:
    parser = Parser(prog="configurator")
    add_cost_parser(parser.add_subparsers(dest="command", parser_class=Parser))
    return parser.parse_args(["cost", *argv])


@pytest.mark.parametrize(("check", "text"), [
    (hours_per_day, "25"), (hours_per_day, "-1"), (hours_per_day, "eight"),
    (hours_per_day, "nan"), (non_negative, "-0.1"), (non_negative, "inf"),
    (months, "0"), (months, "12.5"), (months, "601"),
])
def test_argument_types_refuse(check, text: str) -> None:
    with pytest.raises(argparse.ArgumentTypeError):
        check(text)


def test_defaults() -> None:
    args = parse("x.gwb.json")
    assert (args.hours_per_day, args.kwh_price, args.months, args.format) == (8.0, None, 36, "text")


@pytest.mark.parametrize("argv", [
    ["--hours-per-day", "25"], ["--hours-per-day", "-2"], ["--kwh-price", "-0.1"],
    ["--kwh-price", "cheap"], ["--months", "-3"], ["--months", "x"], ["--per-usd", "0"],
    ["--currency", "GBP"], ["--format", "xml"],
])
def test_bad_arguments_exit_2_with_one_line(argv: list[str], capsys, qapp) -> None:
    # qapp: the command line, run in this process, finds the tests' QApplication (it would
    # make a plain QCoreApplication, which later window tests would find instead).
    with pytest.raises(SystemExit) as exited:
        cli.main(["cost", "x.gwb.json", *argv])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "error:" in err


def test_text_figures(tmp_path: Path, capsys) -> None:
    assert cmd_cost(parse(str(four_gpu_file(tmp_path)))) == 0
    out = capsys.readouterr().out
    assert out.startswith("Buy or rent: Four cards")
    assert "AWS p2.xlarge" in out and "Break-even" in out
    # Rev. 3: the 1,600 W ATX 2 unit carries the Turing cards' spikes up to its over-power
    # protection (115 %), so POWER-TRANSIENT no longer asks for a limit.
    assert "Power limit (POWER-HEADROOM, POWER-OUTLET): 264 W per GPU" in out


def test_json_figures(tmp_path: Path, capsys) -> None:
    path = four_gpu_file(tmp_path)
    code = cmd_cost(parse(str(path), "--format", "json", "--hours-per-day", "12",
                          "--kwh-price", "0.8", "--currency", "CNY", "--per-usd", "7",
                          "--months", "24", "--offering", "aws-p3-2xlarge"))
    assert code == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["inputs"] == {"hours_per_day": 12.0, "kwh_price": 0.8, "currency": "CNY",
                                 "per_usd": 7.0, "months": 24, "idle_fraction": 0.15,
                                 "metric": "fp32"}
    # the factory build costs $5,310: 37,170 CNY at 7 per dollar
    assert figures["ownership"]["purchase"] == pytest.approx(5310 * 7)
    [p3] = figures["offerings"]
    assert p3["id"] == "aws-p3-2xlarge" and p3["price_per_hour"] == pytest.approx(3.06 * 7)
    # four 11,340 GFLOPS cards against one 15,700 GFLOPS V100 SXM2
    assert p3["build_speed_ratio"] == pytest.approx(4 * 11_340 / 15_700)
    assert figures["power_plan"]["limit_w"] == 264
    assert figures["power_plan"]["limits_w"] == {"0": 264, "1": 264, "2": 264, "3": 264}


def test_an_unreadable_file_exits_2_with_one_line(tmp_path: Path, capsys) -> None:
    broken = tmp_path / "broken.gwb.json"
    broken.write_text("{not json", encoding="utf-8")
    assert cmd_cost(parse(str(broken))) == 2
    err = capsys.readouterr().err
    assert err.startswith("configurator: ") and err.count("\n") == 1
    assert cmd_cost(parse(str(tmp_path / "absent.gwb.json"))) == 2
    assert "no such file" in capsys.readouterr().err


def test_an_unknown_offering_exits_2(tmp_path: Path, capsys) -> None:
    assert cmd_cost(parse(str(four_gpu_file(tmp_path)), "--offering", "nope")) == 2
    assert "unknown offering nope" in capsys.readouterr().err


def _run(*argv: str) -> Ran:
    return run_cli(*argv)


@pytest.mark.parametrize("bad", [["--hours-per-day", "25"], ["--kwh-price", "-0.5"],
                                 ["--months", "abc"]])
def test_configurator_cost_exits_2_with_one_line(tmp_path: Path, bad: list[str]) -> None:
    result = _run("cost", str(four_gpu_file(tmp_path)), *bad)
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr


def test_configurator_cost_runs(tmp_path: Path) -> None:
    path = four_gpu_file(tmp_path)
    result = _run("cost", str(path), "--hours-per-day", "8",
                  "--kwh-price", "0.13", "--months", "36", "--format", "text")
    assert result.returncode == 0, result.stderr
    assert "Break-even" in result.stdout
    unreadable = _run("cost", str(path.with_name("absent.gwb.json")))
    assert unreadable.returncode == 2 and unreadable.stderr.count("\n") == 1
