"""BOM assembly: lines grouped by part, quantities, prices and powers that add up to the
Report's totals, extras, and the validation summary."""

from __future__ import annotations

from pathlib import Path

from bom_cases import error_data, incomplete_data, resolved_and_report, waived_data
from factory import base_data, nic, psu, with_parts

from configurator.model.buildfile import read_build
from configurator.report.bom import assemble_bom, lines_price_usd
from configurator.rules import validate

TEMPLATES = Path(__file__).parents[2] / "resources" / "templates"


def test_same_parts_share_one_line_with_their_slots(qapp) -> None:
    bom = assemble_bom(*resolved_and_report(waived_data()))
    kinds = [line.kind for line in bom.lines]
    assert kinds == ["chassis", "motherboard", "cpu", "cooler", "memory", "storage", "psu",
                     "gpu", "extra"]
    gpu = bom.lines[kinds.index("gpu")]
    assert (gpu.qty, gpu.unit_price_usd, gpu.extended_price_usd) == (2, 700, 1400)
    assert gpu.note == "slots S1, S3; custom part" and gpu.power_each_w == 250
    memory = bom.lines[kinds.index("memory")]
    assert (memory.qty, memory.power_each_w, memory.power_total_w) == (4, 4.0, 16.0)
    extra = bom.extra_lines[0]
    assert (extra.qty, extra.unit_price_usd, extra.extended_price_usd) == (2, 35.5, 71.0)
    assert extra.power_each_w is None and extra.part_id is None


def test_prices_and_powers_add_up_to_the_report(qapp) -> None:
    for data in (waived_data(), error_data(), incomplete_data()):
        resolved, report = resolved_and_report(data)
        bom = assemble_bom(resolved, report)
        assert abs(lines_price_usd(bom.lines) - report.totals.price_usd) < 1e-6
        assert bom.totals.price_usd == report.totals.price_usd
        power = sum(line.power_total_w or 0.0 for line in bom.lines)
        assert abs(power - report.power.peak_w) < 1e-6


def test_templates_add_up_and_name_makers(qapp, catalog) -> None:
    for template in sorted([*TEMPLATES.glob("*.gwb"), *TEMPLATES.glob("*.gwb.json")]):
        loaded = read_build(template, catalog)
        report = validate(loaded.resolved, catalog.alternatives())
        bom = assemble_bom(loaded.resolved, report)
        assert abs(lines_price_usd(bom.lines) - report.totals.price_usd) < 1e-6, template
        power = sum(line.power_total_w or 0.0 for line in bom.lines)
        assert abs(power - report.power.peak_w) < 1e-6, template
        assert all(line.manufacturer for line in bom.part_lines), template
        assert bom.summary.validated and bom.summary.status == "VALIDATED"


def test_power_limit_unplaced_gpu_redundant_psu_and_nics(qapp) -> None:
    data = with_parts(base_data(2), psu(), nic())
    data["psu"] = {"part": "psu", "qty": 2, "redundant": 1}
    data["gpus"][1]["power_limit_w"] = 200
    data["gpus"].append({"part": "gpu-a", "slot": None})
    data["nics"] = [{"part": "nic", "slot": "S5"}, {"part": "nic", "qty": 2}]
    resolved, report = resolved_and_report(data)
    bom = assemble_bom(resolved, report)
    gpus = [line for line in bom.lines if line.kind == "gpu"]
    assert [(g.qty, g.power_each_w, g.note) for g in gpus] == [
        (1, 250, "slot S1; custom part"),
        (1, 200, "slot S3; power limit 200 W; custom part"),
        (1, 0.0, "not placed in a slot: no power counted; custom part"),
    ]
    psu_line = next(line for line in bom.lines if line.kind == "psu")
    assert (psu_line.qty, psu_line.note) == (2, "1 redundant; custom part")
    nic_line = next(line for line in bom.lines if line.kind == "nic")
    assert (nic_line.qty, nic_line.note) == (3, "slot S5; custom part")
    assert abs(sum(li.power_total_w or 0 for li in bom.lines) - report.power.peak_w) < 1e-6
    assert not bom.summary.complete and bom.summary.unplaced_gpus == 1
    assert "1 GPU(s) not placed in a slot" in bom.summary.banner_text()


def test_summary_counts_and_banner(qapp) -> None:
    waived = assemble_bom(*resolved_and_report(waived_data())).summary
    assert (waived.errors, waived.warnings, waived.infos, waived.waived) == (0, 0, 1, 1)
    assert waived.banner_text() == "VALIDATED · 0 error(s), 0 warning(s), 1 note(s), 1 waived"
    errors = assemble_bom(*resolved_and_report(error_data())).summary
    assert errors.banner_text() == "NOT VALIDATED · 2 error(s), 0 warning(s), 1 note(s)"
    incomplete = assemble_bom(*resolved_and_report(incomplete_data())).summary
    assert incomplete.banner_text().startswith("NOT VALIDATED · 0 error(s)")
    assert incomplete.banner_text().endswith("incomplete: missing PSU")
