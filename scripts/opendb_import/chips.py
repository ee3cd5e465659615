"""What a GPU card inherits from its chip: the catalog's model name and series, the
architecture, NVIDIA's CUDA core count per board, NVLink, and the architecture's PCIe
generation and launch month.

Core counts are NVIDIA's published figures per product (its spec pages and datasheets; for
boards sold before 2016, as kept by TechPowerUp's GPU database). A card takes them only where
OpenDB gives none of its own, or one that differs from NVIDIA's (the chip maker's figure
wins over a secondary copy), and then lists `cuda_cores` in `estimated` (db/README.md:
figures derived from the chip). A name covering chips of different sizes (the GTX 1060
3 GB and 6 GB) is keyed by the card's memory in GB.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

CONSUMER, WORKSTATION, DATA_CENTER = "consumer", "workstation", "data center"


@dataclass(frozen=True)
class Architecture:
    maker: str
    name: str
    launched: str  # YYYY-MM of the first card of the architecture
    pcie_gen: int


# In order of launch, per chip maker: the order DISCONTINUED_RULE counts generations in.
ARCHITECTURES: tuple[Architecture, ...] = (
    Architecture("NVIDIA", "Tesla", "2006-11", 2),
    Architecture("NVIDIA", "Fermi", "2010-03", 2),
    Architecture("NVIDIA", "Kepler", "2012-03", 3),
    Architecture("NVIDIA", "Maxwell", "2014-02", 3),
    Architecture("NVIDIA", "Pascal", "2016-05", 3),
    Architecture("NVIDIA", "Volta", "2017-12", 3),
    Architecture("NVIDIA", "Turing", "2018-09", 3),
    Architecture("NVIDIA", "Ampere", "2020-09", 4),
    Architecture("NVIDIA", "Ada Lovelace", "2022-10", 4),
    Architecture("NVIDIA", "Blackwell", "2025-01", 5),
    Architecture("AMD", "TeraScale", "2007-05", 2),
    Architecture("AMD", "GCN", "2012-01", 3),
    Architecture("AMD", "Polaris", "2016-06", 3),
    Architecture("AMD", "Vega", "2017-08", 3),
    Architecture("AMD", "RDNA", "2019-07", 4),
    Architecture("AMD", "RDNA 2", "2020-11", 4),
    Architecture("AMD", "RDNA 3", "2022-12", 4),
    Architecture("AMD", "RDNA 4", "2025-03", 5),
    Architecture("Intel", "Alchemist", "2022-03", 4),
    Architecture("Intel", "Battlemage", "2024-12", 4),
)
ARCHITECTURE_BY_NAME = {architecture.name: architecture for architecture in ARCHITECTURES}


@dataclass(frozen=True)
class Chip:
    model: str  # the catalog's `model`: what cards of this chip share
    series: str
    architecture: str
    cores: int | dict[int, int] | None = None  # CUDA cores per board (by memory GB)
    nvlink: bool = False  # the chip's boards can take an NVLink bridge
    line: str = CONSUMER
    gpu_count: int = 1

    def cores_for(self, memory_gb: float | None) -> int | None:
        if isinstance(self.cores, dict):
            return self.cores.get(int(memory_gb)) if memory_gb else None
        return self.cores


def _geforce(chipset: str, series: str, architecture: str, cores: int | dict[int, int] | None,
             nvlink: bool = False, gpu_count: int = 1, model: str | None = None,
             ) -> tuple[str, Chip]:
    return chipset, Chip(model or chipset, series, architecture, cores, nvlink, CONSUMER,
                         gpu_count)


def _pro(chipset: str, model: str, architecture: str, cores: int | None,
         nvlink: bool = False, series: str = "Workstation", gpu_count: int = 1,
         ) -> tuple[str, Chip]:
    line = DATA_CENTER if series == "Data center" else WORKSTATION
    return chipset, Chip(model, series, architecture, cores, nvlink, line, gpu_count)


# OpenDB's `chipset` -> the chip. Model names follow db/gpus.csv ("GeForce RTX 3080",
# "NVIDIA RTX A6000", "TITAN X (Pascal)"), so that GPU-MIXED and NVLink bridges see a
# partner card and its reference card as one model.
NVIDIA_CHIPS: dict[str, Chip] = dict([
    _geforce("GeForce 8400 GS", "GeForce 8000", "Tesla", None),
    _geforce("GeForce 9500 GT", "GeForce 9000", "Tesla", 32),
    _geforce("GeForce 210", "GeForce 200", "Tesla", 16),
    _geforce("GeForce GTS 450", "GTX 400", "Fermi", 192),
    _geforce("GeForce GTX 460", "GTX 400", "Fermi", 336),
    _geforce("GeForce GTX 480", "GTX 400", "Fermi", 480),
    _geforce("GeForce GT 520", "GT 500", "Fermi", 48),
    _geforce("GeForce GTX 550 Ti", "GTX 500", "Fermi", 192),
    _geforce("GeForce GTX 560", "GTX 500", "Fermi", 336),
    _geforce("GeForce GTX 560 SE", "GTX 500", "Fermi", 288),
    _geforce("GeForce GTX 560 Ti", "GTX 500", "Fermi", 384),
    _geforce("GeForce GTX 570", "GTX 500", "Fermi", 480),
    _geforce("GeForce GTX 580", "GTX 500", "Fermi", 512),
    _geforce("GeForce GTX 580 X2", "GTX 500", "Fermi", 1024, gpu_count=2),
    _geforce("GeForce GTX 590", "GTX 500", "Fermi", 1024, gpu_count=2),
    _geforce("GeForce GT 610", "GT 600", "Fermi", 48),
    _geforce("GeForce GT 620", "GT 600", "Fermi", 96),
    _geforce("GeForce GT 630", "GT 600", "Kepler", None),  # Fermi and Kepler boards
    _geforce("GeForce GT 640", "GT 600", "Kepler", 384),
    _geforce("GeForce GTX 650", "GTX 600", "Kepler", 384),
    _geforce("GeForce GTX 650 Ti", "GTX 600", "Kepler", 768),
    _geforce("GeForce GTX 650 Ti Boost", "GTX 600", "Kepler", 768),
    _geforce("GeForce GTX 660", "GTX 600", "Kepler", 960),
    _geforce("GeForce GTX 660 Ti", "GTX 600", "Kepler", 1344),
    _geforce("GeForce GTX 670", "GTX 600", "Kepler", 1344),
    _geforce("GeForce GTX 680", "GTX 600", "Kepler", 1536),
    _geforce("GeForce GTX 690", "GTX 600", "Kepler", 3072, gpu_count=2),
    _geforce("GeForce GT 710", "GT 700", "Kepler", 192),
    _geforce("GeForce GT 720", "GT 700", "Kepler", 192),
    _geforce("GeForce GT 730", "GT 700", "Kepler", None),  # Fermi and Kepler boards
    _geforce("GeForce GT 740", "GT 700", "Kepler", 384),
    _geforce("GeForce GTX 750", "GTX 700", "Maxwell", 512),
    _geforce("GeForce GTX 750 Ti", "GTX 700", "Maxwell", 640),
    _geforce("GeForce GTX 760", "GTX 700", "Kepler", 1152),
    _geforce("GeForce GTX 770", "GTX 700", "Kepler", 1536),
    _geforce("GeForce GTX 780", "GTX 700", "Kepler", 2304),
    _geforce("GeForce GTX 780 Ti", "GTX 700", "Kepler", 2880),
    _geforce("GeForce GTX Titan", "Titan", "Kepler", 2688, model="GeForce GTX TITAN"),
    _geforce("GeForce GTX Titan Black", "Titan", "Kepler", 2880,
             model="GeForce GTX TITAN Black"),
    _geforce("GeForce GTX Titan Z", "Titan", "Kepler", 5760, gpu_count=2,
             model="GeForce GTX TITAN Z"),
    _geforce("GeForce GTX 950", "GTX 900", "Maxwell", 768),
    _geforce("GeForce GTX 960", "GTX 900", "Maxwell", 1024),
    _geforce("GeForce GTX 970", "GTX 900", "Maxwell", 1664),
    _geforce("GeForce GTX 980", "GTX 900", "Maxwell", 2048),
    _geforce("GeForce GTX 980 Ti", "GTX 900", "Maxwell", 2816),
    _geforce("GeForce GTX Titan X", "Titan", "Maxwell", 3072, model="GeForce GTX TITAN X"),
    _geforce("GeForce GT 1030", "GT 1000", "Pascal", 384),
    _geforce("GeForce GTX 1050", "GTX 1000", "Pascal", {2: 640, 3: 768}),
    _geforce("GeForce GTX 1050 Ti", "GTX 1000", "Pascal", 768),
    _geforce("GeForce GTX 1060", "GTX 1000", "Pascal", {3: 1152, 5: 1280, 6: 1280}),
    _geforce("GeForce GTX 1070", "GTX 1000", "Pascal", 1920),
    _geforce("GeForce GTX 1070 Ti", "GTX 1000", "Pascal", 2432),
    _geforce("GeForce GTX 1080", "GTX 1000", "Pascal", 2560),
    _geforce("GeForce GTX 1080 Ti", "GTX 1000", "Pascal", 3584),
    _geforce("Titan X (Pascal)", "Titan", "Pascal", 3584, model="TITAN X (Pascal)"),
    _geforce("Titan Xp", "Titan", "Pascal", 3840, model="TITAN Xp"),
    _geforce("Titan V", "Titan", "Volta", 5120, model="TITAN V"),
    _geforce("GeForce GTX 1630", "GTX 1600", "Turing", 512),
    _geforce("GeForce GTX 1650", "GTX 1600", "Turing", 896),
    _geforce("GeForce GTX 1650 SUPER", "GTX 1600", "Turing", 1280),
    _geforce("GeForce GTX 1660", "GTX 1600", "Turing", 1408),
    _geforce("GeForce GTX 1660 SUPER", "GTX 1600", "Turing", 1408),
    _geforce("GeForce GTX 1660 Ti", "GTX 1600", "Turing", 1536),
    _geforce("GeForce RTX 2060", "RTX 2000", "Turing", {6: 1920, 12: 2176}),
    _geforce("GeForce RTX 2060 SUPER", "RTX 2000", "Turing", 2176),
    _geforce("GeForce RTX 2070", "RTX 2000", "Turing", 2304),
    _geforce("GeForce RTX 2070 SUPER", "RTX 2000", "Turing", 2560, nvlink=True),
    _geforce("GeForce RTX 2080", "RTX 2000", "Turing", 2944, nvlink=True),
    _geforce("GeForce RTX 2080 SUPER", "RTX 2000", "Turing", 3072, nvlink=True),
    _geforce("GeForce RTX 2080 Ti", "RTX 2000", "Turing", 4352, nvlink=True),
    _geforce("Titan RTX", "Titan", "Turing", 4608, nvlink=True, model="TITAN RTX"),
    _geforce("GeForce RTX 3050 6 GB", "RTX 3000", "Ampere", 2304),
    _geforce("GeForce RTX 3050 8 GB", "RTX 3000", "Ampere", 2560),
    _geforce("GeForce RTX 3060 8 GB", "RTX 3000", "Ampere", 3584),
    _geforce("GeForce RTX 3060 12 GB", "RTX 3000", "Ampere", 3584),
    _geforce("GeForce RTX 3060 Ti", "RTX 3000", "Ampere", 4864),
    _geforce("GeForce RTX 3060 Ti GDDR6X", "RTX 3000", "Ampere", 4864,
             model="GeForce RTX 3060 Ti"),
    _geforce("GeForce RTX 3070", "RTX 3000", "Ampere", 5888),
    _geforce("GeForce RTX 3070 LHR", "RTX 3000", "Ampere", 5888, model="GeForce RTX 3070"),
    _geforce("GeForce RTX 3070 Ti", "RTX 3000", "Ampere", 6144),
    _geforce("GeForce RTX 3080 10 GB", "RTX 3000", "Ampere", 8704, model="GeForce RTX 3080"),
    _geforce("GeForce RTX 3080 12 GB", "RTX 3000", "Ampere", 8960),
    _geforce("GeForce RTX 3080 Ti", "RTX 3000", "Ampere", 10240),
    _geforce("GeForce RTX 3090", "RTX 3000", "Ampere", 10496, nvlink=True),
    _geforce("GeForce RTX 3090 Ti", "RTX 3000", "Ampere", 10752, nvlink=True),
    _geforce("GeForce RTX 4060", "RTX 4000", "Ada Lovelace", 3072),
    _geforce("GeForce RTX 4060 Ti 8 GB", "RTX 4000", "Ada Lovelace", 4352),
    _geforce("GeForce RTX 4060 Ti", "RTX 4000", "Ada Lovelace", 4352),
    _geforce("GeForce RTX 4070", "RTX 4000", "Ada Lovelace", 5888),
    _geforce("GeForce RTX 4070 SUPER", "RTX 4000", "Ada Lovelace", 7168),
    _geforce("GeForce RTX 4070 Ti", "RTX 4000", "Ada Lovelace", 7680),
    _geforce("GeForce RTX 4070 Ti SUPER", "RTX 4000", "Ada Lovelace", 8448),
    _geforce("GeForce RTX 4080", "RTX 4000", "Ada Lovelace", 9728),
    _geforce("GeForce RTX 4080 SUPER", "RTX 4000", "Ada Lovelace", 10240),
    _geforce("GeForce RTX 4090", "RTX 4000", "Ada Lovelace", 16384),
    _geforce("GeForce RTX 5050", "RTX 5000", "Blackwell", 2560),
    _geforce("GeForce RTX 5060", "RTX 5000", "Blackwell", 3840),
    _geforce("GeForce RTX 5060 Ti", "RTX 5000", "Blackwell", 4608),
    _geforce("GeForce RTX 5060 Ti 16 GB", "RTX 5000", "Blackwell", 4608),
    _geforce("GeForce RTX 5070", "RTX 5000", "Blackwell", 6144),
    _geforce("GeForce RTX 5070 Ti", "RTX 5000", "Blackwell", 8960),
    _geforce("GeForce RTX 5080", "RTX 5000", "Blackwell", 10752),
    _geforce("GeForce RTX 5090", "RTX 5000", "Blackwell", 21760),
    _pro("NVS 810", "NVIDIA NVS 810", "Maxwell", 1024, gpu_count=2),
    _pro("Quadro NVS 295", "NVIDIA Quadro NVS 295", "Tesla", 8),
    _pro("Quadro 410", "NVIDIA Quadro 410", "Kepler", 192),
    _pro("Quadro 2000D", "NVIDIA Quadro 2000D", "Fermi", 192),
    _pro("Quadro K420", "NVIDIA Quadro K420", "Kepler", 192),
    _pro("Quadro K600", "NVIDIA Quadro K600", "Kepler", 192),
    _pro("Quadro K620", "NVIDIA Quadro K620", "Maxwell", 384),
    _pro("Quadro K1200", "NVIDIA Quadro K1200", "Maxwell", 512),
    _pro("Quadro K2200", "NVIDIA Quadro K2200", "Maxwell", 640),
    _pro("Quadro K4000", "NVIDIA Quadro K4000", "Kepler", 768),
    _pro("Quadro K4200", "NVIDIA Quadro K4200", "Kepler", 1344),
    _pro("Quadro K5200", "NVIDIA Quadro K5200", "Kepler", 2304),
    _pro("Quadro K6000", "NVIDIA Quadro K6000", "Kepler", 2880),
    _pro("Quadro M2000", "NVIDIA Quadro M2000", "Maxwell", 768),
    _pro("Quadro M5000", "NVIDIA Quadro M5000", "Maxwell", 2048),
    _pro("Quadro M6000", "NVIDIA Quadro M6000", "Maxwell", 3072),
    _pro("Quadro P400", "NVIDIA Quadro P400", "Pascal", 256),
    _pro("Quadro P600", "NVIDIA Quadro P600", "Pascal", 384),
    _pro("Quadro P620", "NVIDIA Quadro P620", "Pascal", 512),
    _pro("Quadro P1000", "NVIDIA Quadro P1000", "Pascal", 640),
    _pro("Quadro P2000", "NVIDIA Quadro P2000", "Pascal", 1024),
    _pro("Quadro P2200", "NVIDIA Quadro P2200", "Pascal", 1280),
    _pro("Quadro P4000", "NVIDIA Quadro P4000", "Pascal", 1792),
    _pro("Quadro P6000", "NVIDIA Quadro P6000", "Pascal", 3840),
    _pro("GP100", "NVIDIA Quadro GP100", "Pascal", 3584, nvlink=True),
    _pro("Quadro GV100", "NVIDIA Quadro GV100", "Volta", 5120, nvlink=True),
    _pro("T400", "NVIDIA T400", "Turing", 384),
    _pro("T600", "NVIDIA T600", "Turing", 640),
    _pro("T1000", "NVIDIA T1000", "Turing", 896),
    _pro("Quadro RTX 4000", "NVIDIA Quadro RTX 4000", "Turing", 2304),
    _pro("Quadro RTX 5000", "NVIDIA Quadro RTX 5000", "Turing", 3072, nvlink=True),
    _pro("Quadro RTX 6000", "NVIDIA Quadro RTX 6000", "Turing", 4608, nvlink=True),
    _pro("Quadro RTX 8000", "NVIDIA Quadro RTX 8000", "Turing", 4608, nvlink=True),
    _pro("RTX A1000", "NVIDIA RTX A1000", "Ampere", 2304),
    _pro("RTX A2000", "NVIDIA RTX A2000", "Ampere", 3328),
    _pro("RTX A4000", "NVIDIA RTX A4000", "Ampere", 6144),
    _pro("RTX A4500", "NVIDIA RTX A4500", "Ampere", 7168, nvlink=True),
    _pro("RTX A5000", "NVIDIA RTX A5000", "Ampere", 8192, nvlink=True),
    _pro("RTX A5500", "NVIDIA RTX A5500", "Ampere", 10240, nvlink=True),
    _pro("RTX A6000", "NVIDIA RTX A6000", "Ampere", 10752, nvlink=True),
    _pro("RTX 2000 Ada", "NVIDIA RTX 2000 Ada Generation", "Ada Lovelace", 2816),
    _pro("RTX 4000 Ada", "NVIDIA RTX 4000 Ada Generation", "Ada Lovelace", 6144),
    _pro("RTX 4000 SFF Ada", "NVIDIA RTX 4000 SFF Ada Generation", "Ada Lovelace", 6144),
    _pro("RTX 4500 Ada", "NVIDIA RTX 4500 Ada Generation", "Ada Lovelace", 7680),
    _pro("RTX 5000 Ada", "NVIDIA RTX 5000 Ada Generation", "Ada Lovelace", 12800),
    _pro("RTX 5880 Ada Generation", "NVIDIA RTX 5880 Ada Generation", "Ada Lovelace", 14080),
    _pro("RTX 6000 Ada", "NVIDIA RTX 6000 Ada Generation", "Ada Lovelace", 18176),
    _pro("RTX PRO 4000 Blackwell", "NVIDIA RTX PRO 4000 Blackwell", "Blackwell", 8960),
    _pro("RTX PRO 4500 Blackwell Workstation Edition", "NVIDIA RTX PRO 4500 Blackwell",
         "Blackwell", 10496),
    _pro("RTX PRO 5000 Blackwell", "NVIDIA RTX PRO 5000 Blackwell", "Blackwell", 14080),
    _pro("RTX PRO 5000 72GB Blackwell", "NVIDIA RTX PRO 5000 Blackwell 72GB", "Blackwell",
         14080),
    _pro("RTX PRO 6000 Blackwell", "NVIDIA RTX PRO 6000 Blackwell", "Blackwell", 24064),
])

# AMD and Intel chips by name: (pattern, series, architecture, line). OpenDB's shader
# counts of these cards are AMD's stream processors and Intel's Xe vector engines x 16;
# the catalog's `cuda_cores` stays empty for them (they are not CUDA cores).
_OTHER_CHIPS: tuple[tuple[str, str, str, str, str], ...] = (
    ("AMD", r"^Radeon AI PRO R9700", "Radeon PRO", "RDNA 4", WORKSTATION),
    ("AMD", r"^Radeon RX 9\d{3}", "Radeon RX 9000", "RDNA 4", CONSUMER),
    ("AMD", r"^Radeon RX 7\d{3}", "Radeon RX 7000", "RDNA 3", CONSUMER),
    ("AMD", r"^Radeon RX 6\d{3}", "Radeon RX 6000", "RDNA 2", CONSUMER),
    ("AMD", r"^Radeon RX 5\d{3}", "Radeon RX 5000", "RDNA", CONSUMER),
    ("AMD", r"^Radeon RX [45]\d0", "Radeon RX 400/500", "Polaris", CONSUMER),
    ("AMD", r"^(Radeon RX Vega|Radeon VII|Vega Frontier)", "Radeon Vega", "Vega", CONSUMER),
    ("AMD", r"^Radeon R9 (Fury|Nano)", "Radeon R9", "GCN", CONSUMER),
    ("AMD", r"^Radeon R[579] ", "Radeon R5/R7/R9", "GCN", CONSUMER),
    ("AMD", r"^Radeon HD 7", "Radeon HD 7000", "GCN", CONSUMER),
    ("AMD", r"^Radeon HD [456]", "Radeon HD", "TeraScale", CONSUMER),
    ("AMD", r"^Radeon PRO W7", "Radeon PRO", "RDNA 3", WORKSTATION),
    ("AMD", r"^Radeon PRO W6", "Radeon PRO", "RDNA 2", WORKSTATION),
    ("AMD", r"^Radeon PRO W5", "Radeon PRO", "RDNA", WORKSTATION),
    ("AMD", r"^Radeon PRO (WX 9100|WX 8200|VII)", "Radeon PRO", "Vega", WORKSTATION),
    ("AMD", r"^Radeon PRO WX|^Radeon Pro Duo", "Radeon PRO", "Polaris", WORKSTATION),
    ("AMD", r"^FirePro", "FirePro", "GCN", WORKSTATION),
    ("Intel", r"^Arc Pro A", "Arc Pro", "Alchemist", WORKSTATION),
    ("Intel", r"^Arc Pro B", "Arc Pro", "Battlemage", WORKSTATION),
    ("Intel", r"^Arc A", "Arc A", "Alchemist", CONSUMER),
    ("Intel", r"^Arc B", "Arc B", "Battlemage", CONSUMER),
)
_OTHER_PATTERNS = tuple((maker, re.compile(pattern), series, architecture, line)
                        for maker, pattern, series, architecture, line in _OTHER_CHIPS)


def chip_for(maker: str, chipset: str) -> Chip | None:
    """The chip of OpenDB's (`chipset_manufacturer`, `chipset`), None when it is not known
    here (the card keeps what OpenDB says and nothing is derived)."""
    if maker == "NVIDIA":
        return NVIDIA_CHIPS.get(chipset)
    for chip_maker, pattern, series, architecture, line in _OTHER_PATTERNS:
        if chip_maker == maker and pattern.search(chipset):
            prefix = "AMD " if maker == "AMD" and not chipset.startswith("AMD") else (
                "Intel " if maker == "Intel" else "")
            return Chip(f"{prefix}{chipset}", series, architecture, None, False, line)
    return None
