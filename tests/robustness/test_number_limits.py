"""Issue 18, finding 6: every numeric option has finite limits, and no JSON the app writes
holds NaN or Infinity."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_runner import run_cli

from configurator.analysis.cost_inputs import CostInputs

ROOT = Path(__file__).parents[2]
TEMPLATE = ROOT / "resources" / "templates" / "2-one-gpu.gwb.json"


def cost(*args: str):
    # In this process, where every warning is an error (pyproject.toml's filterwarnings).
    return run_cli("cost", str(TEMPLATE), *args)


REFUSED = {
    "per-usd 1e308": (["--currency", "EUR", "--per-usd", "1e308"], "1e308"),
    "kwh-price 1e308": (["--kwh-price", "1e308"], "1e308"),
    "per-usd 1e-320": (["--currency", "CNY", "--per-usd", "1e-320"], "1e-320"),
    "kwh-price 1e-320": (["--kwh-price", "1e-320"], "1e-320"),
    "hours 1e-320": (["--hours-per-day", "1e-320"], "1e-320"),
    "per-usd with USD": (["--currency", "USD", "--per-usd", "7"], "--per-usd"),
    "per-usd with the default USD": (["--per-usd", "7"], "--per-usd"),
    "per-usd below the limit": (["--currency", "EUR", "--per-usd", "0.00001"], "0.00001"),
}


@pytest.mark.parametrize("case", list(REFUSED))
def test_numbers_past_the_limits_are_refused_with_one_line(case: str) -> None:
    args, word = REFUSED[case]
    result = cost(*args, "--format", "json")
    assert result.returncode == 2, result.stdout + result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and word in lines[0], result.stderr
    assert "Traceback" not in result.stderr and "Warning" not in result.stderr
    assert result.stdout == ""


def test_the_largest_inputs_give_finite_json() -> None:
    result = cost("--currency", "CNY", "--per-usd", "100000", "--kwh-price", "100",
                  "--months", "600", "--hours-per-day", "24", "--format", "json")
    assert result.returncode == 0, result.stderr
    assert "Warning" not in result.stderr
    json.loads(result.stdout, parse_constant=lambda name: pytest.fail(f"{name} in the JSON"))


@pytest.mark.parametrize("inputs", [
    CostInputs(kwh_price=1e308), CostInputs(currency="EUR", per_usd=1e308),
    CostInputs(currency="EUR", per_usd=1e-320), CostInputs(kwh_price=float("inf"))],
    ids=["kwh", "rate high", "rate tiny", "kwh inf"])
def test_the_window_and_the_cli_share_the_limits(inputs: CostInputs) -> None:
    with pytest.raises(ValueError):
        inputs.check()


def test_every_json_the_app_writes_refuses_nan() -> None:
    # The writers' guard: every json.dumps of the application passes allow_nan=False (found
    # by reading the sources, so a new call without it fails here).
    import ast

    offenders = []
    for path in sorted((ROOT / "configurator").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in ("dump", "dumps")
                    and getattr(node.func.value, "id", None) == "json"
                    and not any(k.arg == "allow_nan" and getattr(k.value, "value", None)
                                is False for k in node.keywords)):
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not offenders
