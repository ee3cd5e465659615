"""The rev. 3 fields of the real db/ (DESIGN 2; issues 26, 28, 31, 32): PSU form factors and
system boards that fit together, memory channels, rack data, discontinued months, the
`estimated` / `unknown` lists and db/README.md's table of them, issue 28's corrections, and
current parts for every kind a completion needs.

Each test lists every offending row, so one run tells a data editor all there is to fix.
"""

from __future__ import annotations

import csv
import json
import re

import pytest

from configurator.catalog.shipped.source import (
    SOURCE_FILES,
    CatalogSource,
    load_sources,
    read_catalog_version,
)
from configurator.model.board_parts import MotherboardSpec
from configurator.model.parts import ChassisSpec, CpuSpec, GpuSpec, MemorySpec, PsuSpec, StorageSpec

from .sources import REAL_DB


@pytest.fixture(scope="module")
def source() -> CatalogSource:
    return load_sources(REAL_DB, imported=False)  # curated rows only


def of_kind(source: CatalogSource, spec_type: type) -> list:
    return [part for part in source.parts if isinstance(part, spec_type)]


def csv_rows(name: str) -> list[dict[str, str]]:
    lines = [line for line in (REAL_DB / name).read_text(encoding="utf-8").splitlines()
             if line.strip() and not line.lstrip().startswith("#")]
    return list(csv.DictReader(lines))


def on_sale(part) -> bool:
    return part.discontinued is None


# --- PSU form factors and system boards --------------------------------------------------


def test_every_chassis_row_says_which_psus_it_takes() -> None:
    # The default (ATX) would hide a server chassis nobody looked at: every row gives it.
    assert [r["id"] for r in csv_rows("chassis.csv") if not r["psu_form_factors"].strip()] == []


def test_psu_form_factors_of_chassis_and_psus_meet(source: CatalogSource) -> None:
    taken = {f for c in of_kind(source, ChassisSpec) for f in c.psu_form_factors}
    offered = {p.form_factor for p in of_kind(source, PsuSpec)}
    assert sorted(offered - taken) == []  # every PSU fits some chassis
    assert sorted(taken - offered) == []  # every chassis can be powered from the catalog
    # A server chassis takes no ATX unit, a tower nothing but retail units.
    bad = [c.id for c in of_kind(source, ChassisSpec)
           if c.server_airflow == ("ATX" in c.psu_form_factors)]
    assert bad == []


def test_system_chassis_name_real_boards_that_fit_them(source: CatalogSource) -> None:
    boards = {b.id: b for b in of_kind(source, MotherboardSpec)}
    bad = []
    for chassis in of_kind(source, ChassisSpec):
        for board_id in chassis.board_ids:
            board = boards.get(board_id)
            if board is None:
                bad.append(f"{chassis.id}: no board {board_id}")
            elif board.form_factor not in chassis.form_factors:
                bad.append(f"{chassis.id}: {board_id} is {board.form_factor}")
    assert bad == []


def test_every_proprietary_board_has_a_system_that_takes_it(source: CatalogSource) -> None:
    named = {b for c in of_kind(source, ChassisSpec) for b in c.board_ids}
    orphans = [b.id for b in of_kind(source, MotherboardSpec)
               if b.form_factor == "proprietary" and b.id not in named]
    assert orphans == []


def test_the_x13_systems_ship_their_own_boards(source: CatalogSource) -> None:
    chassis = {c.id: c for c in of_kind(source, ChassisSpec)}
    boards = {b.id: b for b in of_kind(source, MotherboardSpec)}
    assert chassis["supermicro-sys-741ge-tnrt-chassis"].board_ids == ["supermicro-x13deg-qt"]
    assert chassis["supermicro-sys-421ge-tnrt-chassis"].board_ids == ["supermicro-sys-421ge-tnrt-board"]
    assert boards["supermicro-sys-421ge-tnrt-board"].mpn == "X13DEG-OA"
    qt = boards["supermicro-x13deg-qt"]
    assert (qt.socket, qt.cpu_sockets, qt.dimm_slots, qt.memory_channels) == ("LGA4677", 2, 16, 8)
    assert {s.id: s.cpu for s in qt.pcie_slots} == {
        "SLOT2": 0, "SLOT4": 0, "SLOT10": 0, "SLOT7": 1, "SLOT9": 1, "SLOT11": 1}


# --- boards ------------------------------------------------------------------------------


def test_every_board_gives_its_memory_channels(source: CatalogSource) -> None:
    boards = json.loads((REAL_DB / "motherboards.json").read_text(encoding="utf-8"))
    assert [b["id"] for b in boards if b.get("memory_channels") is None] == []
    # Each channel of each socket needs a DIMM slot of its own.
    bad = [b.id for b in of_kind(source, MotherboardSpec)
           if b.dimm_slots < b.memory_channels * b.cpu_sockets]
    assert bad == []


def test_memory_channels_follow_the_platform(source: CatalogSource) -> None:
    expected = {"AM4": 2, "AM5": 2, "LGA1151": 2, "LGA1851": 2, "LGA2011-3": 4, "LGA2066": 4,
                "TR4": 4, "sTRX4": 4, "LGA3647": 6}
    by_chipset = {"TRX50": 4, "WRX90": 8, "W790": 8, "C741": 8}
    bad = []
    for b in of_kind(source, MotherboardSpec):
        want = by_chipset.get(b.chipset, expected.get(b.socket))
        if b.memory_channels != want:
            bad.append(f"{b.id}: {b.memory_channels} channels, the platform has {want}")
    assert bad == []


# --- chassis: airflow, racks, weights ------------------------------------------------------


def test_chassis_airflow_is_marked_an_estimate(source: CatalogSource) -> None:
    # No chassis of the catalog has a published or measured through-flow figure (db/README.md):
    # each is rev. 3's fan-rating rule, so each is an estimate that may warn but not condemn.
    assert [c.id for c in of_kind(source, ChassisSpec) if "airflow_cfm" not in c.estimated] == []


def test_rack_units_for_rack_chassis_and_none_for_towers(source: CatalogSource) -> None:
    bad = [c.id for c in of_kind(source, ChassisSpec)
           if (c.rack_units is not None) != c.server_airflow]
    assert bad == []
    assert all(c.rack_units == 4 for c in of_kind(source, ChassisSpec) if c.rack_units)


def test_every_chassis_weight_is_given_or_unknown(source: CatalogSource) -> None:
    bad = [c.id for c in of_kind(source, ChassisSpec)
           if (c.weight_kg is None) != ("weight_kg" in c.unknown)]
    assert bad == []


# --- discontinued, estimated, unknown ------------------------------------------------------


def test_discontinued_months_are_after_launch_and_not_in_the_future(source: CatalogSource) -> None:
    version = read_catalog_version(REAL_DB).replace(".", "-")
    bad = []
    for part in source.parts:
        if part.discontinued is None:
            continue
        if part.discontinued > version:
            bad.append(f"{part.id}: {part.discontinued} after the catalog's {version}")
        launched = getattr(part, "launch_year", None)
        if launched is not None and int(part.discontinued[:4]) < launched:
            bad.append(f"{part.id}: ended {part.discontinued}, launched {launched}")
        if part.price_date and part.discontinued < part.price_date and "discontinued" not in part.estimated:
            bad.append(f"{part.id}: ended before its price date {part.price_date}")
    assert bad == []


def test_old_platforms_are_marked_discontinued(source: CatalogSource) -> None:
    # Issue 26: the rows of 2014-2019 whose makers no longer sell them new.
    old_gpus = [g.id for g in of_kind(source, GpuSpec)
                if g.launch_year is not None and g.launch_year <= 2019 and on_sale(g)]
    assert old_gpus == []
    old_boards = [b.id for b in of_kind(source, MotherboardSpec)
                  if b.memory_type == "DDR4" and on_sale(b)]
    assert old_boards == []


def test_crucial_parts_end_with_the_brand(source: CatalogSource) -> None:
    # Micron ended the Crucial consumer brand: shipments through February 2026.
    crucial = [p for p in source.parts if p.manufacturer == "Crucial"]
    assert len(crucial) == 8
    assert {p.discontinued for p in crucial} == {"2026-02"}


def _readme_table(kind: str) -> set[tuple[str, str, str]]:
    readme = (REAL_DB / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Estimated or unverified"):]
    section = section[section.index(f"### `{kind}`"):]
    rows = set()
    for line in section.splitlines()[4:]:
        if not line.startswith("|"):
            break
        file, field, ids = (cell.strip() for cell in line.strip("|").split("|"))
        rows |= {(file, field, part_id) for part_id in re.findall(r"`([^`]+)`", ids)}
    return rows


@pytest.mark.parametrize("kind", ["estimated", "unknown"])
def test_readme_lists_every_estimated_and_unknown_field(source: CatalogSource, kind: str) -> None:
    file_of = {}
    for row in source.rows:
        file_of[row.spec.id] = str(row.where).split("/")[-1].split(" ")[0]
    data = {(file_of[p.id], field, p.id) for p in source.parts for field in getattr(p, kind)}
    listed = _readme_table(kind)
    assert sorted(data - listed) == []  # every marked field is listed
    assert sorted(listed - data) == []  # and nothing else
    assert set(SOURCE_FILES.values()) >= {f for f, _, _ in listed}


# --- issue 28: the four corrections, the missing parts ---------------------------------------


def test_issue_28_corrections_hold(source: CatalogSource) -> None:
    parts = {p.id: p for p in source.parts}
    assert parts["be-quiet-dark-power-pro-13-1600w"].mpn == "BN332"
    trx50 = parts["asus-pro-ws-trx50-sage-wifi"]
    gen4 = sorted(s.max_lanes for s in trx50.pcie_slots if s.gen == 4)
    assert gen4 == [4, 16]  # one PCIe 4.0 x16 and one x4 slot, not x16 + x8
    assert trx50.slot("PCIEX16(G4)_4").max_lanes == 4  # the upper one, as the firmware types it
    assert parts["fractal-design-define-7-xl"].max_gpu_length_mm == 524
    assert parts["fractal-design-define-7"].max_gpu_length_mm == 467
    tx1600 = parts["seasonic-prime-tx-1600-atx3"]
    assert (tx1600.mpn, tx1600.atx_version) == ("SSR-1600TR2", "3.1")


def test_issue_28_parts_are_there(source: CatalogSource) -> None:
    ids = {p.id for p in source.parts}
    assert {"h200-nvl", "rtx-pro-6000-blackwell-server", "rtx-pro-5000-blackwell",
            "rtx-pro-4500-blackwell", "rtx-pro-4000-blackwell", "msi-rtx-5070-ti-ventus-3x-oc",
            "asus-dual-rtx-5060-ti-16gb", "ryzen-threadripper-pro-9965wx",
            "ryzen-threadripper-pro-9955wx", "ryzen-threadripper-pro-9945wx"} <= ids
    offerings = {r["id"] for r in csv_rows("cloud_offerings.csv")}
    assert {"aws-p5en-48xlarge", "aws-p4de-24xlarge"} <= offerings


# --- current parts for completion (issue 27 builds on these) --------------------------------


def _double_width_x16_slots(board: MotherboardSpec) -> int:
    """x16 slots two brackets apart or more, counted greedily from the top."""
    count, last = 0, -10
    for slot in sorted(board.pcie_slots, key=lambda s: s.position):
        if slot.max_lanes == 16 and slot.position - last >= 2:
            count, last = count + 1, slot.position
    return count


def test_current_parts_for_one_and_two_gpu_towers(source: CatalogSource) -> None:
    boards = [b for b in of_kind(source, MotherboardSpec) if on_sale(b)]
    assert {"AM5", "LGA1851"} <= {b.socket for b in boards}
    udimms = [m for m in of_kind(source, MemorySpec) if m.memory_type == "DDR5" and not m.registered and on_sale(m)]
    assert {m.capacity_gb for m in udimms} >= {16, 32, 64}
    assert any(s.storage_kind == "nvme" and on_sale(s) for s in of_kind(source, StorageSpec))
    atx31 = [p for p in of_kind(source, PsuSpec)
             if on_sale(p) and p.atx_version == "3.1" and 1000 <= p.watts <= 1600]
    assert len(atx31) >= 2
    towers = [c for c in of_kind(source, ChassisSpec)
              if on_sale(c) and not c.server_airflow and c.expansion_slots >= 7 and c.max_gpu_length_mm >= 340]
    assert towers


def test_current_parts_for_four_gpu_workstations(source: CatalogSource) -> None:
    boards = [b for b in of_kind(source, MotherboardSpec)
              if on_sale(b) and b.chipset in ("TRX50", "WRX90", "W790") and _double_width_x16_slots(b) >= 4]
    assert len(boards) >= 2
    assert any(m.memory_type == "DDR5" and m.registered and on_sale(m) for m in of_kind(source, MemorySpec))
    assert any(on_sale(c) and c.expansion_slots >= 8 and "ATX" in c.psu_form_factors
               for c in of_kind(source, ChassisSpec))


def test_current_parts_for_the_eight_gpu_supermicro_system(source: CatalogSource) -> None:
    chassis = {c.id: c for c in of_kind(source, ChassisSpec)}["supermicro-sys-421ge-tnrt-chassis"]
    boards = {b.id: b for b in of_kind(source, MotherboardSpec)}
    assert on_sale(chassis) and all(on_sale(boards[b]) for b in chassis.board_ids)
    board = boards[chassis.board_ids[0]]
    cpus = [c for c in of_kind(source, CpuSpec)
            if on_sale(c) and c.socket == board.socket and board.chipset in c.chipsets]
    assert len(cpus) >= 3  # 4th and 5th gen Xeon Scalable
    assert any(on_sale(p) and p.form_factor in chassis.psu_form_factors for p in of_kind(source, PsuSpec))
