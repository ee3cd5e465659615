"""Each 2020-2026 GPU row against its maker's published figures, and the corrections of
issue 15: one table, transcribed from the NVIDIA (or ASUS) page each row cites.

The table is written from the makers' pages, not from db/gpus.csv, so a wrong edit of the
CSV fails here. TFLOPS are the maker's rounded figures: the catalog's FP32 (2 x cores x
boost) and FP16 must agree with them to the maker's rounding.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from configurator.catalog.shipped.source import CatalogSource, load_sources
from configurator.model.parts import GpuSpec

from .sources import REAL_DB


@dataclass(frozen=True)
class Maker:
    cores: int
    boost_mhz: float
    fp32_tflops: float  # as the maker prints it
    fp16_tflops: float  # dense FP16 tensor, FP32 accumulate (GeForce: the half-rate figure)
    memory_gb: float
    bandwidth_gb_s: float
    power_w: float
    plugs: tuple[int, int, int, int, int]  # 6-pin, 8-pin, 16-pin, 12-pin (RTX 3000 FE), EPS 8-pin
    position: str | None  # where the plugs sit; None: no plug
    slots: float
    length_mm: float
    height_mm: float
    cooler: str
    nvlink_links: int  # 0: no NVLink
    series: str
    pcie_gen: int


MAKER_FIGURES: dict[str, Maker] = {
    # GeForce (NVIDIA spec pages; FP16 from the Ampere / Ada / RTX Blackwell whitepapers)
    "rtx-3080-fe": Maker(8704, 1710, 29.8, 59.5, 10, 760, 320, (0, 0, 0, 1, 0), "top",
                         2, 285, 112, "open-air", 0, "RTX 3000", 4),
    "rtx-3090-fe": Maker(10496, 1695, 35.6, 71.0, 24, 936, 350, (0, 0, 0, 1, 0), "top",
                         3, 313, 138, "open-air", 1, "RTX 3000", 4),
    "asus-turbo-rtx-3090": Maker(10496, 1695, 35.6, 71.0, 24, 936, 350, (0, 2, 0, 0, 0), "end",
                                 2, 268, 113, "blower", 1, "RTX 3000", 4),
    "rtx-4080-fe": Maker(9728, 2505, 48.7, 97.5, 16, 716.8, 320, (0, 0, 1, 0, 0), "top",
                         3, 304, 137, "open-air", 0, "RTX 4000", 4),
    "rtx-4090-fe": Maker(16384, 2520, 82.6, 165.2, 24, 1008, 450, (0, 0, 1, 0, 0), "top",
                         3, 304, 137, "open-air", 0, "RTX 4000", 4),
    "rtx-5080-fe": Maker(10752, 2617, 56.3, 112.6, 16, 960, 360, (0, 0, 1, 0, 0), "top",
                         2, 304, 137, "open-air", 0, "RTX 5000", 5),
    "rtx-5090-fe": Maker(21760, 2407, 104.8, 209.5, 32, 1792, 575, (0, 0, 1, 0, 0), "top",
                         2, 304, 137, "open-air", 0, "RTX 5000", 5),
    # Workstation (NVIDIA datasheets; 4.4 in x 10.5 in = 111 x 267 mm, 5.4 in x 12 in = 137 x 304)
    "rtx-a6000": Maker(10752, 1800, 38.7, 154.8, 48, 768, 300, (0, 0, 0, 0, 1), "end",
                       2, 267, 111, "blower", 1, "Workstation", 4),
    "rtx-6000-ada": Maker(18176, 2505, 91.1, 364.2, 48, 960, 300, (0, 0, 1, 0, 0), "end",
                          2, 267, 111, "blower", 0, "Workstation", 4),
    "rtx-pro-6000-blackwell-ws": Maker(24064, 2617, 126.0, 503.8, 96, 1792, 600,
                                       (0, 0, 1, 0, 0), "top", 2, 304, 137, "open-air", 0,
                                       "Workstation", 5),
    "rtx-pro-6000-blackwell-max-q": Maker(24064, 2288, 110.1, 440.5, 96, 1792, 300,
                                          (0, 0, 1, 0, 0), "end", 2, 267, 111, "blower", 0,
                                          "Workstation", 5),
    # Data center (NVIDIA datasheets and product briefs; FP16 dense = sparse / 2)
    "a100-pcie-40gb": Maker(6912, 1410, 19.5, 312, 40, 1555, 250, (0, 0, 0, 0, 1), "end",
                            2, 267, 111, "passive", 3, "Data center", 4),
    "a100-pcie-80gb": Maker(6912, 1410, 19.5, 312, 80, 1935, 300, (0, 0, 0, 0, 1), "end",
                            2, 267, 111, "passive", 3, "Data center", 4),
    "h100-pcie": Maker(14592, 1755, 51.2, 756.5, 80, 2000, 350, (0, 0, 1, 0, 0), "end",
                       2, 267, 111, "passive", 3, "Data center", 5),
    "h100-nvl": Maker(16896, 1785, 60.3, 835.5, 94, 3900, 400, (0, 0, 1, 0, 0), "end",
                      2, 267, 111, "passive", 3, "Data center", 5),
    "l40s": Maker(18176, 2520, 91.6, 362.05, 48, 864, 350, (0, 0, 1, 0, 0), "end",
                  2, 267, 111, "passive", 0, "Data center", 4),
    "l4": Maker(7424, 2040, 30.3, 121, 24, 300, 72, (0, 0, 0, 0, 0), None,
                1, 168, 69, "passive", 0, "Data center", 4),
}


@pytest.fixture(scope="module")
def gpus() -> dict[str, GpuSpec]:
    source: CatalogSource = load_sources(REAL_DB, imported=False)  # curated rows only
    return {part.id: part for part in source.parts if isinstance(part, GpuSpec)}


@pytest.mark.parametrize("part_id", sorted(MAKER_FIGURES))
def test_catalog_row_matches_the_maker(gpus: dict[str, GpuSpec], part_id: str) -> None:
    maker, gpu = MAKER_FIGURES[part_id], gpus[part_id]
    assert (gpu.cuda_cores, gpu.boost_clock_mhz) == (maker.cores, maker.boost_mhz)
    # The maker rounds TFLOPS to one decimal: the catalog's figure rounds to the same.
    assert round(gpu.fp32_gflops / 1000, 1) == pytest.approx(maker.fp32_tflops, abs=0.051)
    assert gpu.fp16_gflops is not None
    assert gpu.fp16_gflops / 1000 == pytest.approx(maker.fp16_tflops, abs=0.051)
    assert (gpu.memory_gb, gpu.memory_bandwidth_gb_s, gpu.tdp_w) == (
        maker.memory_gb, maker.bandwidth_gb_s, maker.power_w)
    assert (gpu.pcie_6pin, gpu.pcie_8pin, gpu.pcie_16pin, gpu.pcie_12pin, gpu.eps_8pin) == maker.plugs
    if maker.position is not None:
        assert gpu.power_connector_position == maker.position
    assert (gpu.slot_width, gpu.length_mm, gpu.height_mm) == (
        maker.slots, maker.length_mm, maker.height_mm)
    assert gpu.cooler == maker.cooler
    assert gpu.nvlink == (maker.nvlink_links > 0)
    assert gpu.nvlink_links == maker.nvlink_links
    assert (gpu.series, gpu.pcie_gen) == (maker.series, maker.pcie_gen)
    assert gpu.source_url.startswith(("https://www.nvidia.com/", "https://www.asus.com/"))


def test_every_model_the_issue_names_is_there(gpus: dict[str, GpuSpec]) -> None:
    models = {gpu.model for gpu in gpus.values()}
    for wanted in ("GeForce RTX 3080", "GeForce RTX 3090", "GeForce RTX 4080",
                   "GeForce RTX 4090", "GeForce RTX 5080", "GeForce RTX 5090",
                   "NVIDIA RTX A6000", "NVIDIA RTX 6000 Ada Generation",
                   "NVIDIA RTX PRO 6000 Blackwell", "NVIDIA RTX PRO 6000 Blackwell Max-Q",
                   "NVIDIA A100 PCIe 40GB", "NVIDIA A100 PCIe 80GB", "NVIDIA H100 PCIe",
                   "NVIDIA H100 NVL", "NVIDIA L40S", "NVIDIA L4",
                   # issue 28
                   "NVIDIA H200 NVL", "NVIDIA RTX PRO 6000 Blackwell Server Edition",
                   "NVIDIA RTX PRO 5000 Blackwell", "NVIDIA RTX PRO 4500 Blackwell",
                   "NVIDIA RTX PRO 4000 Blackwell", "GeForce RTX 5070 Ti", "GeForce RTX 5060 Ti 16 GB"):
        assert wanted in models, wanted


@pytest.mark.parametrize("part_id", ["tesla-k80", "tesla-p100-pcie-16gb", "tesla-v100-pcie-16gb"])
def test_teslas_take_one_eps_plug_not_pcie(gpus: dict[str, GpuSpec], part_id: str) -> None:
    gpu = gpus[part_id]
    assert (gpu.eps_8pin, gpu.pcie_6pin, gpu.pcie_8pin) == (1, 0, 0)
    assert gpu.series == "Data center"


@pytest.mark.parametrize("part_id", ["rtx-2060-fe", "rtx-2060-super-fe", "rtx-2070-fe"])
def test_short_turing_founders_editions_have_their_plug_at_the_end(
        gpus: dict[str, GpuSpec], part_id: str) -> None:
    assert gpus[part_id].power_connector_position == "end"


def test_p100_uses_one_clock_for_nvidia_s_figures(gpus: dict[str, GpuSpec]) -> None:
    p100 = gpus["tesla-p100-pcie-16gb"]
    assert p100.boost_clock_mhz == 1300
    assert round(p100.fp32_gflops / 1000, 1) == 9.3  # NVIDIA: 9.3 TFLOPS
    assert p100.fp16_gflops == pytest.approx(2 * p100.fp32_gflops)  # GP100: FP16 at 2:1
    assert round(p100.fp16_gflops / 1000, 1) == 18.6  # NVIDIA prints 18.7 (rounded up)


def test_no_row_keeps_the_old_tesla_series(gpus: dict[str, GpuSpec]) -> None:
    assert [gpu.id for gpu in gpus.values() if gpu.series == "Tesla"] == []


def test_gpus_that_take_nvlink_have_a_bridge(gpus: dict[str, GpuSpec]) -> None:
    from configurator.model.parts import BridgeSpec

    source = load_sources(REAL_DB, imported=False)  # curated rows only
    bridged = {model for part in source.parts if isinstance(part, BridgeSpec)
               for model in part.compatible_models}
    missing = sorted({gpu.model for gpu in gpus.values() if gpu.nvlink} - bridged)
    assert missing == []


# Measured ~10 ms power excursions (spike_w), each with the measurement it comes from.
MEASURED_SPIKES_W = {
    "rtx-5090-fe": 738.2,  # Igor's Lab, Founders Edition, 5-10 ms (reported by slashgear.com/1902896)
}


def test_measured_spikes_are_the_published_ones(gpus: dict[str, GpuSpec]) -> None:
    assert {g.id: g.spike_w for g in gpus.values() if g.spike_w is not None} == MEASURED_SPIKES_W
    for part_id, spike_w in MEASURED_SPIKES_W.items():
        assert spike_w > gpus[part_id].tdp_w  # an excursion lies above the rated board power


# Dense FP8 tensor rate with FP32 accumulate (DESIGN 10, issue 32), TFLOPS as the maker prints it:
# the Ada / RTX Blackwell whitepaper appendices for GeForce, the datasheets' sparse figures
# halved for the rest. Rows whose FP8 is an estimate (derived from the FP16 rate) are checked
# by the 2:1 rule below, not here.
MAKER_FP8_TFLOPS = {
    "rtx-4090-fe": 330.3,  # Ada whitepaper v2.02, Appendix A (FP8, FP32 accumulate, dense)
    "rtx-5090-fe": 419,  # RTX Blackwell whitepaper
    "rtx-6000-ada": 1457 / 2,  # datasheet: 1,457 TFLOPS FP8 with sparsity
    "h100-pcie": 3026 / 2,
    "h100-nvl": 3341 / 2,
    "h200-nvl": 3341 / 2,  # NVIDIA's H200 page: FP8 3,341 TFLOPS with sparsity
    "l40s": 733,  # datasheet: 733 | 1,466*
    "l4": 485 / 2,
}
FP8_ARCHITECTURES = ("Ada Lovelace", "Hopper", "Blackwell")


@pytest.mark.parametrize("part_id", sorted(MAKER_FP8_TFLOPS))
def test_fp8_is_the_makers_dense_figure(gpus: dict[str, GpuSpec], part_id: str) -> None:
    assert gpus[part_id].fp8_gflops / 1000 == pytest.approx(MAKER_FP8_TFLOPS[part_id], abs=0.051)
    assert "fp8_gflops" not in gpus[part_id].estimated


def test_every_fp8_card_has_a_dense_fp8_rate_at_twice_its_fp16_rate(gpus: dict[str, GpuSpec]) -> None:
    # FP8 with FP32 accumulate runs at twice FP16 with FP32 accumulate on every Ada, Hopper and
    # Blackwell card (the whitepapers' tables); older cards have no FP8 tensor path.
    bad = []
    for gpu in gpus.values():
        if gpu.architecture in FP8_ARCHITECTURES:
            if gpu.fp8_gflops is None or gpu.fp16_gflops is None:
                bad.append(f"{gpu.id}: fp8 or fp16 missing")
            elif not 1.98 <= gpu.fp8_gflops / gpu.fp16_gflops <= 2.03:
                bad.append(f"{gpu.id}: fp8 {gpu.fp8_gflops:g} vs fp16 {gpu.fp16_gflops:g}")
        elif gpu.fp8_gflops is not None:
            bad.append(f"{gpu.id}: {gpu.architecture} has no FP8 tensor path")
    assert bad == []


def test_only_rtx_3000_founders_editions_take_the_12_pin(gpus: dict[str, GpuSpec]) -> None:
    twelve = {g.id for g in gpus.values() if g.pcie_12pin}
    assert twelve == {"rtx-3080-fe", "rtx-3090-fe"}
    assert all(gpus[i].pcie_16pin == 0 for i in twelve)


# Issue 28's missing current cards, with the figures of the secondary copies cited in
# verified-facts-2026-12.csv (TechPowerUp data, BuildCores OpenDB): cores, boost MHz, GB, W, mm, slots.
ISSUE_28_CARDS = {
    "h200-nvl": (16896, 1785, 141, 600, 267, 2),
    "rtx-pro-6000-blackwell-server": (24064, 2617, 96, 600, 267, 2),
    "rtx-pro-5000-blackwell": (14080, 2377, 48, 300, 267, 2),
    "rtx-pro-4500-blackwell": (10496, 2407, 32, 200, 267, 2),
    "rtx-pro-4000-blackwell": (8960, 2055, 24, 140, 241, 1),
    "msi-rtx-5070-ti-ventus-3x-oc": (8960, 2482, 16, 300, 303, 2.5),
    "asus-dual-rtx-5060-ti-16gb": (4608, 2572, 16, 180, 229, 2.5),
}


@pytest.mark.parametrize("part_id", sorted(ISSUE_28_CARDS))
def test_issue_28_cards_have_the_copied_figures(gpus: dict[str, GpuSpec], part_id: str) -> None:
    gpu = gpus[part_id]
    assert (gpu.cuda_cores, gpu.boost_clock_mhz, gpu.memory_gb, gpu.tdp_w, gpu.length_mm,
            gpu.slot_width) == ISSUE_28_CARDS[part_id]
    assert gpu.discontinued is None
