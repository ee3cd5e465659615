"""Completions a lab would order (issue 27, DESIGN section 8 rev. 3), over every GPU-only
partial build of the benchmark set (benchmarks/complete_cases.py): the answer validates with
no error, its PSUs are of a form factor the chassis' bays name, a system chassis keeps its own
board, no part is discontinued unless asked, memory fills every channel evenly and covers the
GPUs' memory; a refusal names what rules the build out."""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

import factory as f
import pytest

from configurator.model.build import Build, GpuEntry
from configurator.model.buildfile import resolve
from configurator.model.parts import PART_TYPES
from configurator.rules.complete.search import complete_build

sys.path.insert(0, str(Path(__file__).parents[2] / "benchmarks"))
from complete_cases import case_id, cases, gpu_only

CASES = cases()


@cache
def _answer(catalog, card: str, count: int, outlet: str):
    return complete_build(gpu_only(catalog, card, count, outlet), catalog.alternatives(),
                          catalog_version=catalog.version)


def _month(version: str) -> str:
    return version.replace(".", "-")[:7]


def _lab_faults(completion, catalog_month: str, own_ids: set[str], catalog) -> list[str]:
    """What a lab manager would send back, judged from the build alone."""
    r = completion.resolved
    faults = []
    if not completion.report.validated:
        faults.append("errors: " + ", ".join(f.rule for f in completion.report.findings
                                             if f.severity == "error"))
    if r.psu.spec.form_factor not in r.chassis.psu_form_factors:
        faults.append(f"{r.psu.spec.form_factor} PSU in a chassis taking "
                      f"{r.chassis.psu_form_factors}")
    if r.chassis.board_ids and r.motherboard.id not in r.chassis.board_ids:
        faults.append(f"{r.motherboard.id} in the system {r.chassis.id}")
    if not r.chassis.board_ids and r.motherboard.form_factor == "proprietary":
        faults.append(f"the server board {r.motherboard.id} in {r.chassis.id}")
    for part in r.all_parts():
        if part.id not in own_ids and part.discontinued and part.discontinued <= catalog_month:
            faults.append(f"{part.id} discontinued {part.discontinued}")
    modules = sum(m.qty for m in r.memory)
    if r.motherboard.memory_channels:
        channels = r.motherboard.memory_channels * min(len(r.cpus), r.motherboard.cpu_sockets)
        if modules % channels:
            faults.append(f"{modules} modules on {channels} channels")
    ram_gb = sum(m.qty * m.spec.capacity_gb for m in r.memory)
    vram_gb = sum(g.spec.memory_gb for g in r.gpus)
    if ram_gb < vram_gb:
        # Only where the board cannot hold that much of any module it takes: it is filled.
        board = r.motherboard
        holds_gb = max(m.capacity_gb * board.dimm_slots for m in catalog.alternatives()["memory"]
                       if m.memory_type == board.memory_type)
        if holds_gb >= vram_gb or modules != board.dimm_slots:
            faults.append(f"{ram_gb} GB RAM for {vram_gb} GB VRAM")
    return faults


@pytest.mark.parametrize(("card", "count", "outlet"), CASES,
                         ids=[case_id(*case) for case in CASES])
def test_every_benchmark_build_completes_to_what_a_lab_orders(catalog, card, count, outlet):
    result = _answer(catalog, card, count, outlet)
    if not result.found:
        assert result.reason is not None
        return
    month = _month(catalog.version)
    for completion in result.answers:
        assert _lab_faults(completion, month, {card}, catalog) == []


def test_most_benchmark_builds_complete(catalog):
    """The set is not answered by refusals: every card completes alone and in pairs."""
    for card, count, outlet in CASES:
        if count <= 2:
            assert _answer(catalog, card, count, outlet).found, case_id(card, count, outlet)


def _spec(data: dict):
    data = dict(data)
    return PART_TYPES[data.pop("kind")].model_validate(data)


def _lab_catalog(**overrides) -> dict:
    rows = {
        "motherboard": [f.board("b", [f.slot("P1", 1)], memory_channels=2, dimm_slots=4)],
        "cpu": [f.cpu("c")],
        "chassis": [f.chassis("case")],
        "cooler": [f.cooler("cool")],
        "memory": [f.memory("ram", capacity_gb=32)],
        "storage": [f.storage("ssd")],
        "psu": [f.psu("psu", watts=1000)],
    }
    rows.update(overrides)
    return {kind: [_spec(p) for p in kind_rows] for kind, kind_rows in rows.items()}


def _gpus(count: int = 1, outlet: str = "US-15A", **gpu):
    card = f.gpu("g", **gpu)
    build = Build(outlet=outlet, custom_parts=[_spec(card)],
                  gpus=[GpuEntry(part="g") for _ in range(count)])
    return resolve(build, {}).resolved


def test_a_discontinued_part_is_left_out_unless_asked():
    parts = _lab_catalog(psu=[f.psu("old", watts=1000, price_usd=50, discontinued="2020-01"),
                              f.psu("new", watts=1000, price_usd=200)])
    on_sale = complete_build(_gpus(), parts, catalog_version="2026.12")
    assert on_sale.best.resolved.psu.spec.id == "new"
    asked = complete_build(_gpus(), parts, catalog_version="2026.12", include_discontinued=True)
    assert asked.best.resolved.psu.spec.id == "old"
    # A month after the catalog's is not yet past: still on sale.
    later = _lab_catalog(psu=[f.psu("old", watts=1000, price_usd=50, discontinued="2027-01")])
    assert complete_build(_gpus(), later, catalog_version="2026.12").found


def test_memory_fills_the_channels_evenly():
    # 2 channels: 1 module of 32 GB would cover a 24 GB card, but 2 are ordered.
    result = complete_build(_gpus(memory_gb=24), _lab_catalog(), catalog_version="2026.12")
    assert result.best.resolved.memory[0].qty == 2


def test_a_psu_the_bays_do_not_name_is_never_picked():
    server_psu = f.psu("crps", watts=1000, price_usd=20, form_factor="CRPS")
    parts = _lab_catalog(psu=[server_psu, f.psu("atx", watts=1000, price_usd=300)])
    assert complete_build(_gpus(), parts).best.resolved.psu.spec.id == "atx"
