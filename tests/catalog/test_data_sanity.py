"""Sanity of every row of the real db/: the facts the rules and plots rely on.

Each test lists every offending row, so one run tells a data editor all there is to fix.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

from configurator.catalog.shipped.source import CatalogSource, load_sources
from configurator.model.board_parts import MotherboardSpec
from configurator.model.part_base import SLUG_RE, PartBase
from configurator.model.parts import BridgeSpec, CpuSpec, GpuSpec, NicSpec

from .sources import REAL_DB

FP32_TOLERANCE = 0.01

# The foundation issue's GPU list: display name -> pattern its `model` must match (any case).
_GEFORCE = r"(nvidia )?(geforce )?"
REQUIRED_GPU_MODELS: dict[str, str] = {
    name: _GEFORCE + re.escape(name.casefold())
    for name in (
        "GTX 950", "GTX 960", "GTX 970", "GTX 980", "GTX 980 Ti",
        "GTX 1050", "GTX 1050 Ti", "GTX 1060 3GB", "GTX 1060 6GB", "GTX 1070", "GTX 1070 Ti",
        "GTX 1080", "GTX 1080 Ti", "Titan Xp",
        "RTX 2060", "RTX 2060 Super", "RTX 2070", "RTX 2070 Super", "RTX 2080",
        "RTX 2080 Super", "RTX 2080 Ti", "Titan RTX",
    )
}
REQUIRED_GPU_MODELS |= {
    "GTX Titan X": _GEFORCE + r"gtx titan x( \(?maxwell\)?)?",
    "Titan X Pascal": _GEFORCE + r"titan x \(?pascal\)?",
    **{f"Tesla {n}": rf"(nvidia )?tesla {n.lower()}( .*)?" for n in ("K80", "P100", "V100", "T4")},
}


@pytest.fixture(scope="module")
def source() -> CatalogSource:
    return load_sources(REAL_DB, imported=False)  # curated rows only


def of_kind(source: CatalogSource, spec_type: type[PartBase]) -> list:
    return [part for part in source.parts if isinstance(part, spec_type)]


def where(source: CatalogSource, part_id: str) -> str:
    return next(str(row.where) for row in source.rows if row.spec.id == part_id)


def test_ids_are_unique_and_slug_shaped(source: CatalogSource) -> None:
    counts = Counter(part.id for part in source.parts)
    assert [part_id for part_id, n in counts.items() if n > 1] == []
    assert [part.id for part in source.parts if not SLUG_RE.match(part.id)] == []


def test_every_row_names_its_source_page(source: CatalogSource) -> None:
    bad = [where(source, p.id) for p in source.parts
           if not (p.source_url or "").startswith(("http://", "https://"))]
    assert bad == []


def test_gpu_fp32_is_two_flops_per_core_per_boost_clock(source: CatalogSource) -> None:
    bad = []
    for gpu in of_kind(source, GpuSpec):
        if gpu.cuda_cores is None or gpu.boost_clock_mhz is None:
            bad.append(f"{where(source, gpu.id)} ({gpu.id}): cuda_cores or boost_clock_mhz empty")
            continue
        expected = 2 * gpu.cuda_cores * gpu.boost_clock_mhz / 1000
        if abs(gpu.fp32_gflops - expected) > FP32_TOLERANCE * expected:
            bad.append(f"{where(source, gpu.id)} ({gpu.id}): fp32_gflops {gpu.fp32_gflops:g}, "
                       f"2 x {gpu.cuda_cores} x {gpu.boost_clock_mhz:g} / 1000 = {expected:.0f}")
    assert bad == []


def test_boards_with_more_than_two_cpu_slots_carry_a_lane_table(source: CatalogSource) -> None:
    # The model's validator already checks each table against the board's slots.
    bad = [f"{where(source, b.id)} ({b.id})" for b in of_kind(source, MotherboardSpec)
           if sum(slot.source == "cpu" for slot in b.pcie_slots) > 2 and not b.lane_table]
    assert bad == []


def test_every_required_gpu_model_has_a_reference_design_row(source: CatalogSource) -> None:
    gpus = of_kind(source, GpuSpec)
    missing = [
        name for name, pattern in REQUIRED_GPU_MODELS.items()
        if not any(g.reference_design and re.fullmatch(pattern, g.model, re.IGNORECASE)
                   for g in gpus)
    ]
    assert missing == []


def test_there_are_partner_cards(source: CatalogSource) -> None:
    partners = [g.id for g in of_kind(source, GpuSpec) if not g.reference_design]
    assert len(partners) >= 4, partners


@pytest.mark.parametrize(
    ("kind", "minimum"),
    [("cpu", 15), ("motherboard", 10), ("psu", 10), ("chassis", 8), ("memory", 8),
     ("storage", 8), ("nic", 3), ("cooler", 4)],
)
def test_each_kind_has_enough_parts(source: CatalogSource, kind: str, minimum: int) -> None:
    assert sum(part.kind == kind for part in source.parts) >= minimum


def test_the_xeon_e5_2637_v4_is_there(source: CatalogSource) -> None:
    assert any("e5-2637 v4" in cpu.name.casefold() for cpu in of_kind(source, CpuSpec))


def test_at_least_three_boards_have_lane_tables(source: CatalogSource) -> None:
    assert sum(bool(b.lane_table) for b in of_kind(source, MotherboardSpec)) >= 3


def test_nics_cover_1_10_and_25_gbit(source: CatalogSource) -> None:
    speeds = {nic.speed_gbit_s for nic in of_kind(source, NicSpec)}
    assert {1, 10, 25} <= speeds


def test_bridges_cover_geforce_3_and_4_slot_and_a_2_slot(source: CatalogSource) -> None:
    bridges = of_kind(source, BridgeSpec)

    def geforce(bridge: BridgeSpec) -> bool:
        return any("geforce" in model.casefold() for model in bridge.compatible_models)

    assert {3, 4} <= {b.spacing_slots for b in bridges if geforce(b)}
    assert 2 in {b.spacing_slots for b in bridges}


def test_bridge_models_exist_as_gpu_models(source: CatalogSource) -> None:
    models = {gpu.model for gpu in of_kind(source, GpuSpec)}
    unknown = [f"{where(source, b.id)}: {model!r}" for b in of_kind(source, BridgeSpec)
               for model in b.compatible_models if model not in models]
    assert unknown == []


def test_every_cpu_socket_has_a_board(source: CatalogSource) -> None:
    board_sockets = {board.socket for board in of_kind(source, MotherboardSpec)}
    orphans = sorted({cpu.socket for cpu in of_kind(source, CpuSpec)} - board_sockets)
    assert orphans == []
