"""Platform rows of issue 15 against the makers' published figures, re-read in the issue 15
review: one table per kind, transcribed from the source each entry names, not from db/, so a
wrong edit of a row fails here. Rows not in these tables are still listed as unverified in
db/README.md.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from configurator.catalog.shipped.source import CatalogSource, load_sources
from configurator.model.board_parts import MotherboardSpec
from configurator.model.parts import CpuSpec

from .sources import REAL_DB


@dataclass(frozen=True)
class CpuFigures:
    cores: int
    threads: int
    base_ghz: float
    boost_ghz: float
    tdp_w: float
    socket: str
    peak_w: float | None = None  # Intel "Maximum Turbo Power"; None: the maker gives none
    pcie_lanes: int | None = None  # Intel "Max # of PCI Express Lanes"; None: not in the source
    price_usd: float | None = None  # Intel RCP (low end of its range); None: not in the source
    mpn: str | None = None  # AMD "Product ID Boxed"


# AMD: the product-specifications export of amd.com, as copied in the public dataset
# JosuaCarl/cpu-spec-dataset (dataset/amd-cpus.csv, 2025-02): "# of CPU Cores", "# of Threads",
# "Base Clock", "Max. Boost Clock", "Default TDP", "CPU Socket", "Product ID Boxed".
AMD_FIGURES: dict[str, CpuFigures] = {
    "ryzen-threadripper-7960x": CpuFigures(24, 48, 4.2, 5.3, 350, "sTR5", mpn="100-100001352WOF"),
    "ryzen-threadripper-7970x": CpuFigures(32, 64, 4.0, 5.3, 350, "sTR5", mpn="100-100001351WOF"),
    "ryzen-threadripper-7980x": CpuFigures(64, 128, 3.2, 5.1, 350, "sTR5", mpn="100-100001350WOF"),
    "ryzen-threadripper-pro-7965wx": CpuFigures(24, 48, 4.2, 5.3, 350, "sTR5", mpn="100-100000885WOF"),
    "ryzen-threadripper-pro-7975wx": CpuFigures(32, 64, 4.0, 5.3, 350, "sTR5", mpn="100-100000453WOF"),
    "ryzen-threadripper-pro-7985wx": CpuFigures(64, 128, 3.2, 5.1, 350, "sTR5", mpn="100-100000454WOF"),
    "ryzen-threadripper-pro-7995wx": CpuFigures(96, 192, 2.5, 5.1, 350, "sTR5", mpn="100-100000884WOF"),
    "ryzen-9-9950x": CpuFigures(16, 32, 4.3, 5.7, 170, "AM5", mpn="100-100001277WOF"),
    "ryzen-9-9900x": CpuFigures(12, 24, 4.4, 5.6, 120, "AM5", mpn="100-100000662WOF"),
    "ryzen-7-9700x": CpuFigures(8, 16, 3.8, 5.5, 65, "AM5", mpn="100-100001404WOF"),
    "ryzen-7-9800x3d": CpuFigures(8, 16, 4.7, 5.2, 120, "AM5", mpn="100-100001084WOF"),
}

# Intel ARK per SKU, as copied in the same dataset (dataset/intel-cpus.csv, 2025-02): "Total
# Cores", "Total Threads", "Processor Base Frequency" (P-core base for Core Ultra), "Max Turbo
# Frequency", "Processor Base Power" / "TDP", "Maximum Turbo Power", "Max # of PCI Express
# Lanes", "Recommended Customer Price".
INTEL_FIGURES: dict[str, CpuFigures] = {
    "xeon-w5-2455x": CpuFigures(12, 24, 3.2, 4.6, 200, "LGA4677", 240, 64, 1039),
    "xeon-w7-2495x": CpuFigures(24, 48, 2.5, 4.8, 225, "LGA4677", 270, 64, 2189),
    "xeon-w5-3435x": CpuFigures(16, 32, 3.1, 4.7, 270, "LGA4677", 324, 112, 1589),
    "xeon-w7-3465x": CpuFigures(28, 56, 2.5, 4.8, 300, "LGA4677", 360, 112, 2889),
    "xeon-w9-3495x": CpuFigures(56, 112, 1.9, 4.8, 350, "LGA4677", 420, 112, 5889),
    "xeon-w7-2595x": CpuFigures(26, 52, 2.8, 4.8, 250, "LGA4677", 300, 64, 2039),
    "xeon-w9-3595x": CpuFigures(60, 120, 2.0, 4.8, 385, "LGA4677", 462, 112, 5889),
    "xeon-gold-6430": CpuFigures(32, 64, 2.1, 3.4, 270, "LGA4677", None, 80, 2128),
    "xeon-platinum-8468": CpuFigures(48, 96, 2.1, 3.8, 350, "LGA4677", None, 80, 7214),
    "core-ultra-9-285k": CpuFigures(24, 24, 3.7, 5.7, 125, "LGA1851", 250, 24, 589),
    "core-ultra-7-265k": CpuFigures(20, 20, 3.9, 5.5, 125, "LGA1851", 250, 24, 394),
    "core-ultra-5-245k": CpuFigures(14, 14, 4.2, 5.2, 125, "LGA1851", 159, 24, 309),
}


@pytest.fixture(scope="module")
def source() -> CatalogSource:
    return load_sources(REAL_DB, imported=False)  # curated rows only


@pytest.fixture(scope="module")
def cpus(source: CatalogSource) -> dict[str, CpuSpec]:
    return {part.id: part for part in source.parts if isinstance(part, CpuSpec)}


@pytest.mark.parametrize("part_id", sorted(AMD_FIGURES) + sorted(INTEL_FIGURES))
def test_cpu_row_matches_the_maker(cpus: dict[str, CpuSpec], part_id: str) -> None:
    maker = AMD_FIGURES.get(part_id) or INTEL_FIGURES[part_id]
    cpu = cpus[part_id]
    assert (cpu.cores, cpu.threads, cpu.socket) == (maker.cores, maker.threads, maker.socket)
    assert (cpu.base_clock_ghz, cpu.boost_clock_ghz, cpu.tdp_w) == (
        maker.base_ghz, maker.boost_ghz, maker.tdp_w)
    if maker.peak_w is not None:
        assert cpu.peak_w == maker.peak_w
    if maker.pcie_lanes is not None:
        assert cpu.pcie_lanes == maker.pcie_lanes
    if maker.price_usd is not None:
        assert cpu.price_usd == maker.price_usd
    if maker.mpn is not None:
        assert cpu.mpn == maker.mpn


@pytest.mark.parametrize("part_id", sorted(INTEL_FIGURES))
def test_intel_rows_cite_the_sku_s_ark_page(cpus: dict[str, CpuSpec], part_id: str) -> None:
    # A search URL names no part: each row cites the specifications page of its own SKU.
    url = cpus[part_id].source_url
    assert "/products/sku/" in url and url.endswith("/specifications.html")


# Boards: the firmware slot tables (SMBIOS type 9) of linux-hardware.org probes, GitHub
# linuxhw/DMI (Desktop/ASUSTek Computer/Pro/<board>/<probe>): each slot's data bus width, and
# the M.2 sockets on CPU root ports (their x4 lanes are the board's cpu_lanes_reserved).
BOARD_FIRMWARE_SLOTS: dict[str, tuple[dict[str, int], int]] = {
    # probe 1224BC75F732 (BIOS 0404): seven x16 slots, four x4 M.2 sockets on the CPU.
    "asus-pro-ws-wrx90e-sage-se": ({f"PCIEX16(G5)_{n}": 16 for n in range(1, 8)}, 16),
    # probe 126AD6636E7B (BIOS 1401): PCIEX16(G5)_6 at x8; M.2_1/M.2_2 on a CPU root port,
    # M.2_3 on the chipset.
    "asus-pro-ws-w790e-sage-se": (
        {f"PCIEX16(G5)_{n}": (8 if n == 6 else 16) for n in range(1, 8)}, 8),
}


@pytest.mark.parametrize("part_id", sorted(BOARD_FIRMWARE_SLOTS))
def test_board_slots_match_the_firmware_slot_table(source: CatalogSource, part_id: str) -> None:
    board = next(p for p in source.parts if isinstance(p, MotherboardSpec) and p.id == part_id)
    widths, reserved = BOARD_FIRMWARE_SLOTS[part_id]
    assert {slot.id: slot.max_lanes for slot in board.pcie_slots} == widths
    assert all(slot.gen == 5 and slot.mech_lanes == 16 for slot in board.pcie_slots)
    assert board.cpu_lanes_reserved == reserved
    # The full population at these widths (plus the CPU M.2 sockets) fits the CPU's lanes.
    full = next(entry for entry in board.lane_table if set(entry.populated) == set(widths))
    assert dict(full.widths) == widths
    assert sum(widths.values()) + reserved <= full.cpu_lanes



def test_x10drg_o_plus_cpu_slots_are_the_firmware_s(source: CatalogSource) -> None:
    # SYS-4028GR-TR with base board X10DRG-O+-CPU, linuxhw/DMI probe 9D0DC8353202: designation,
    # CPU, width; the GPU slots' bus numbers pair up (04/05, 08/09, 84/85, 88/89) behind four
    # switches. (CPU1 SLOT7 is left on the chipset: see the row's notes.)
    board = next(p for p in source.parts
                 if isinstance(p, MotherboardSpec) and p.id == "supermicro-x10drg-o-plus-cpu")
    slots = {slot.id: slot for slot in board.pcie_slots}
    firmware = {"CPU2 SLOT1": (1, 16), "CPU2 SLOT2": (1, 16), "CPU2 SLOT3": (1, 16),
                "CPU2 SLOT4": (1, 16), "CPU2 SLOT5": (1, 8), "CPU1 SLOT6": (0, 8),
                "CPU1 SLOT7": (0, 4), "CPU1 SLOT8": (0, 16), "CPU1 SLOT9": (0, 16),
                "CPU1 SLOT10": (0, 16), "CPU1 SLOT11": (0, 16)}
    assert set(slots) == set(firmware)
    assert {sid: (s.cpu, s.max_lanes) for sid, s in slots.items() if s.source != "chipset"} == {
        sid: v for sid, v in firmware.items() if sid != "CPU1 SLOT7"}
    pairs = {frozenset(sid for sid, s in slots.items() if s.switch_id == switch)
             for switch in {"1", "2", "3", "4"}}
    assert pairs == {frozenset({"CPU1 SLOT8", "CPU1 SLOT9"}), frozenset({"CPU1 SLOT10", "CPU1 SLOT11"}),
                     frozenset({"CPU2 SLOT1", "CPU2 SLOT2"}), frozenset({"CPU2 SLOT3", "CPU2 SLOT4"})}
    assert all(slots[sid].source == "switch" for pair in pairs for sid in pair)


# Google Cloud list prices per VM-hour in us-central1, from the Cloud Billing Catalog API copy in
# github.com/Cyclenerd/google-cloud-pricing-cost-calculator pricing.yml, generated 2026-08-20.
GOOGLE_PRICES_2026_08 = {"a2-highgpu-1g": 3.673385, "a3-highgpu-8g": 88.4899999, "g2-standard-4": 0.706832255}


def test_google_cloud_rows_carry_the_dated_list_prices() -> None:
    from configurator.analysis.offerings import OFFERINGS_FILE, load_offerings

    rows = {o.instance: o for o in load_offerings(REAL_DB / OFFERINGS_FILE) if o.provider == "Google Cloud"}
    for instance, price in GOOGLE_PRICES_2026_08.items():
        row = rows[instance]
        assert row.price == pytest.approx(price, abs=0.005), instance
        assert (row.region, row.price_date, row.price_unit) == ("us-central1", "2026-08", "hour")
