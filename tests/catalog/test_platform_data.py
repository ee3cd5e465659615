"""Sanity of the platform rows of the real db/ (CPUs, boards, PSUs, chassis, coolers): the
fields the current-hardware rules read (chipsets, EPS and 16-pin plugs, PSU ratings by input
voltage, lane tables) must be filled and plausible, and the estimates must be listed.

Each test lists every offending row, so one run tells a data editor all there is to fix.
"""

from __future__ import annotations

import json
import re

import pytest

from configurator.catalog.shipped.source import CatalogSource, load_sources
from configurator.model.board_parts import MotherboardSpec
from configurator.model.parts import ChassisSpec, CoolerSpec, CpuSpec, PsuSpec

from .sources import REAL_DB

# A 6+2-pin cable carries 150 W and a native 16-pin cable 600 W (PCIe CEM): the cables a PSU
# ships with never add up to more than this multiple of its rating.
MAX_CABLE_POWER_PER_RATED_W = 1.5
WATTS_PER_8PIN = 150
WATTS_PER_16PIN = 600
MAX_EPS_CABLES_ATX = 4
MAX_AUX_PLUGS = 3
# Retail PSU form factors; any other (CRPS, a maker's module family) is a server module
# behind a chassis' power board (DESIGN 2, rev. 3).
RETAIL_PSU_FORM_FACTORS = ("ATX", "SFX", "SFX-L")


@pytest.fixture(scope="module")
def source() -> CatalogSource:
    return load_sources(REAL_DB, imported=False)  # curated rows only


def of_kind(source: CatalogSource, spec_type: type) -> list:
    return [part for part in source.parts if isinstance(part, spec_type)]


def where(source: CatalogSource, part_id: str) -> str:
    return next(str(row.where) for row in source.rows if row.spec.id == part_id)


def test_every_cpu_lists_its_chipsets(source: CatalogSource) -> None:
    bad = [where(source, cpu.id) for cpu in of_kind(source, CpuSpec) if not cpu.chipsets]
    assert bad == []


def test_the_i7_7700k_does_not_run_on_z390_but_on_z270(source: CatalogSource) -> None:
    cpu = next(c for c in of_kind(source, CpuSpec) if c.id == "core-i7-7700k")
    assert "Z390" not in cpu.chipsets and "Z370" not in cpu.chipsets
    assert "Z270" in cpu.chipsets


def test_every_cpu_runs_on_some_catalog_board(source: CatalogSource) -> None:
    boards = of_kind(source, MotherboardSpec)
    orphans = sorted(
        where(source, cpu.id) for cpu in of_kind(source, CpuSpec)
        if not any(b.socket == cpu.socket and b.chipset in cpu.chipsets for b in boards))
    assert orphans == []


def test_every_board_chipset_runs_some_catalog_cpu(source: CatalogSource) -> None:
    cpus = of_kind(source, CpuSpec)
    bad = [f"{where(source, b.id)} ({b.chipset})" for b in of_kind(source, MotherboardSpec)
           if not any(c.socket == b.socket and b.chipset in c.chipsets for c in cpus)]
    assert bad == []


def test_boards_take_at_least_one_eps_plug_per_socket(source: CatalogSource) -> None:
    bad = [f"{where(source, b.id)}: eps_8pin {b.eps_8pin}, pcie_aux_plugs {b.pcie_aux_plugs}"
           for b in of_kind(source, MotherboardSpec)
           if b.eps_8pin < b.cpu_sockets or b.pcie_aux_plugs > MAX_AUX_PLUGS]
    assert bad == []


def test_board_json_gives_eps_and_aux_plugs_for_every_board() -> None:
    # The defaults (1 EPS, 0 aux) would hide a row nobody looked at: every row says it.
    boards = json.loads((REAL_DB / "motherboards.json").read_text(encoding="utf-8"))
    missing = [b["id"] for b in boards if "eps_8pin" not in b or "pcie_aux_plugs" not in b]
    assert missing == []


def test_lane_tables_are_consistent(source: CatalogSource) -> None:
    bad = []
    for board in of_kind(source, MotherboardSpec):
        cpu_of = {slot.id: slot.cpu for slot in board.pcie_slots}
        seen = set()
        for index, entry in enumerate(board.lane_table):
            place = f"{where(source, board.id)} lane_table[{index}]"
            if set(entry.widths) != set(entry.populated) or len(set(entry.populated)) != len(entry.populated):
                bad.append(f"{place}: widths must name exactly the populated slots")
            key = (entry.cpu_lanes, frozenset(entry.populated))
            if key in seen:
                bad.append(f"{place}: a second entry for the same population and CPU lanes")
            seen.add(key)
            # The first CPU's lanes bound its slots; a second Xeon may add its unused DMI port
            # as a x4 slot (the X11DPG-QT's SLOT11), so only socket 0 is checked.
            used = sum(w for slot_id, w in entry.widths.items() if cpu_of[slot_id] == 0)
            if used > entry.cpu_lanes:
                bad.append(f"{place}: CPU 1 slots take {used} of {entry.cpu_lanes} lanes")
    assert bad == []


def test_cpu_slots_fit_the_lanes_of_the_cpus_the_board_runs(source: CatalogSource) -> None:
    # A board whose CPU slots and reserved lanes need more lanes than any CPU it runs has
    # been transcribed wrongly (or needs a lane table that shares them).
    cpus = of_kind(source, CpuSpec)
    bad = []
    for board in of_kind(source, MotherboardSpec):
        fitting = [c.pcie_lanes for c in cpus if c.socket == board.socket and board.chipset in c.chipsets]
        if not fitting or board.lane_table:
            continue
        wanted = board.cpu_lanes_reserved + sum(
            s.max_lanes for s in board.pcie_slots if s.source == "cpu" and s.cpu == 0)
        if wanted > max(fitting):
            bad.append(f"{where(source, board.id)}: CPU slots want {wanted} lanes, CPUs give {max(fitting)}")
    assert bad == []


def test_psu_ratings_by_input_voltage_are_ordered(source: CatalogSource) -> None:
    bad = []
    for psu in of_kind(source, PsuSpec):
        mid = psu.watts_200v if psu.watts_200v is not None else psu.watts
        # A rating nobody published (`unknown`) holds no figure to compare.
        low = mid if "watts_low_line" in psu.unknown else (
            psu.watts_low_line if psu.watts_low_line is not None else psu.watts)
        if not low <= mid <= psu.watts:
            bad.append(f"{where(source, psu.id)}: {low:g} W low line, {mid:g} W at 200 V, {psu.watts:g} W")
    assert bad == []


def test_pws_2k04a_gives_1800_w_at_200_v(source: CatalogSource) -> None:
    psu = next(p for p in of_kind(source, PsuSpec) if p.id == "supermicro-pws-2k04a-1r")
    assert (psu.watts, psu.watts_200v, psu.watts_low_line) == (2000, 1800, 1000)


def test_psu_cable_counts_are_plausible(source: CatalogSource) -> None:
    bad = []
    for psu in of_kind(source, PsuSpec):
        place = where(source, psu.id)
        server = psu.form_factor not in RETAIL_PSU_FORM_FACTORS
        if server != (psu.atx_version is None):
            bad.append(f"{place}: atx_version must be empty exactly for server modules")
        if server and (psu.pcie_connectors or psu.pcie_16pin_connectors):
            bad.append(f"{place}: a server module has no GPU cables (the chassis' power board does)")
        if psu.atx_version in ("3.0", "3.1") and psu.pcie_16pin_connectors < 1:
            bad.append(f"{place}: an ATX 3.x unit ships a native 16-pin cable")
        if psu.atx_version == "2" and psu.pcie_16pin_connectors:
            bad.append(f"{place}: an ATX 2 unit has no native 16-pin cable")
        if not server and not 1 <= psu.eps_connectors <= MAX_EPS_CABLES_ATX:
            bad.append(f"{place}: {psu.eps_connectors} EPS cables")
        cable_w = psu.pcie_connectors * WATTS_PER_8PIN + psu.pcie_16pin_connectors * WATTS_PER_16PIN
        if cable_w > MAX_CABLE_POWER_PER_RATED_W * psu.watts:
            bad.append(f"{place}: GPU cables for {cable_w} W on a {psu.watts:g} W unit")
    assert bad == []


def test_psu_rows_say_atx_version_and_cables() -> None:
    import csv

    lines = [line for line in (REAL_DB / "psus.csv").read_text(encoding="utf-8").splitlines()
             if line and not line.startswith("#")]
    rows = list(csv.DictReader(lines))
    # Every row fills its cable counts and form factor; only a server module leaves atx_version empty.
    empty = [row["id"] for row in rows
             if any(row[column] == "" for column in
                    ("pcie_connectors", "pcie_16pin_connectors", "eps_connectors", "form_factor"))
             or (row["atx_version"] == "") != (row["form_factor"] not in RETAIL_PSU_FORM_FACTORS)]
    assert empty == []


def test_there_are_current_atx3_units_from_three_makers_and_a_2000_w_class_unit(source: CatalogSource) -> None:
    psus = of_kind(source, PsuSpec)
    atx3 = [p for p in psus if p.atx_version in ("3.0", "3.1") and 1200 <= p.watts <= 1600]
    assert len({p.manufacturer for p in atx3}) >= 3
    assert any(p.watts >= 2000 and p.form_factor == "ATX" for p in psus)
    assert any(p.form_factor not in RETAIL_PSU_FORM_FACTORS and p.watts_200v is not None for p in psus)


def test_chassis_power_board_plugs_only_on_server_chassis(source: CatalogSource) -> None:
    bad = [where(source, c.id) for c in of_kind(source, ChassisSpec)
           if (c.gpu_power_connectors is not None or c.gpu_power_16pin is not None) and not c.server_airflow]
    assert bad == []


def test_four_double_width_towers_and_current_gpu_servers(source: CatalogSource) -> None:
    chassis = of_kind(source, ChassisSpec)
    towers = [c.id for c in chassis if not c.server_airflow and c.expansion_slots >= 8]
    assert {"fractal-design-define-7-xl", "phanteks-enthoo-pro-2-server"} <= set(towers)
    assert any(c.server_airflow and (c.gpu_power_16pin or 0) >= 8 for c in chassis)


def test_every_cooler_has_a_watt_rating_and_every_socket_a_cooler(source: CatalogSource) -> None:
    coolers = of_kind(source, CoolerSpec)
    assert [c.id for c in coolers if c.tdp_rating_w is None] == []
    sockets = {s for c in coolers for s in c.sockets}
    assert sorted({cpu.socket for cpu in of_kind(source, CpuSpec)} - sockets) == []


def test_current_platforms_are_there(source: CatalogSource) -> None:
    names = " | ".join(c.name for c in of_kind(source, CpuSpec))
    for pattern in (r"Threadripper 79\d0X", r"Threadripper PRO 79\d5WX", r"Threadripper 99\d0X",
                    r"Threadripper PRO 99\d5WX", r"Xeon w\d-24\d5X", r"Xeon w\d-34\d5X",
                    r"Xeon w\d-(25|35)\d5X", r"Ryzen \d 9\d00X", r"Core Ultra \d 2\d5K"):
        assert re.search(pattern, names), pattern
    boards = {b.id for b in of_kind(source, MotherboardSpec)}
    assert {"asus-pro-ws-wrx90e-sage-se", "asus-pro-ws-trx50-sage-wifi", "asrock-trx50-ws",
            "asus-pro-ws-w790e-sage-se", "msi-meg-x870e-godlike",
            "asus-proart-z890-creator-wifi"} <= boards


def test_every_named_estimate_exists_and_every_marked_estimate_is_listed(source: CatalogSource) -> None:
    readme = (REAL_DB / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Platform rows"):]
    if "\n## " in section[3:]:
        section = section[:section.index("\n## ", 3)]
    ids = {part.id for part in source.parts}
    named = set(re.findall(r"`([a-z0-9]+(?:-[a-z0-9]+)+)`", section))
    assert sorted(n for n in named if n not in ids) == []
    boards = json.loads((REAL_DB / "motherboards.json").read_text(encoding="utf-8"))
    marked = [b["id"] for b in boards if "ESTIMATE" in b.get("notes", "")]
    assert sorted(m for m in marked if f"`{m}`" not in section) == []


def test_the_x570_unify_switches_pci_e2_off_while_pci_e4_holds_a_card(source: CatalogSource) -> None:
    board = next(b for b in of_kind(source, MotherboardSpec) if b.id == "msi-meg-x570-unify")
    disabled = {slot.id: slot.disabled_by for slot in board.pcie_slots if slot.disabled_by}
    assert disabled == {"PCI_E2": ["PCI_E4"]}  # manual p.31: E2 is off when E4 is used


def test_the_designare_ex_uplink_is_x16_from_a_40_lane_cpu_and_x8_from_a_28_lane_one(
        source: CatalogSource) -> None:
    from configurator.rules.lanes import switch_uplink_lanes

    board = next(b for b in of_kind(source, MotherboardSpec) if b.id == "gigabyte-x99-designare-ex")
    cpus = {c.id: c for c in of_kind(source, CpuSpec)}
    assert switch_uplink_lanes(board, [cpus["core-i7-6850k"]]) == 16  # 40 lanes
    assert switch_uplink_lanes(board, [cpus["core-i7-6800k"]]) == 8  # 28 lanes
