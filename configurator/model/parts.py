"""Part specifications of docs/build-file.md, as pydantic models.

These classes validate and are what every layer above passes around; a resolved build holds
them. The catalog's SQLModel tables are generated from their fields
(`configurator.catalog.shipped.tables`). docs/build-file.md has the specs as SQLModel base classes;
they are plain pydantic models here because importing `sqlmodel` (and with it SQLAlchemy's
engine and ORM) costs three to five times a bare Qt window's whole start, and every start
needs the specs while only a catalog rebuild or a user-database write needs SQLAlchemy.

What every kind shares (`PartBase`, the text and lane types) is in `model/part_base.py`; the
motherboard with its slots and lane table in `model/board_parts.py`.
"""

# No `from __future__ import annotations` here: with it every field's annotation is a string
# that pydantic evaluates when it makes the class, a third of this module's import (run at
# every start). The few methods that name their own class quote it.
from typing import Annotated, Literal, Union

from pydantic import Discriminator, Field, field_validator

from configurator.model import limits
from configurator.model.board_parts import MotherboardSpec
from configurator.model.messages import MessageError, T
from configurator.model.part_base import (
    SLUG_RE,
    Lanes,
    NonEmptyText,
    PartBase,
    PcieGen,
    Text,
    length_mm_field,
    watts_field,
)

# Series the catalog uses (free text for a custom part; docs/build-file.md).
CATALOG_GPU_SERIES: tuple[str, ...] = (
    "GTX 900", "GTX 1000", "RTX 2000", "RTX 3000", "RTX 4000", "RTX 5000", "Titan",
    "Workstation", "Data center",
)
AtxVersion = Literal["2", "3.0", "3.1"]
CoolerType = Literal["blower", "open-air", "passive", "liquid"]
ConnectorPosition = Literal["top", "end"]
Efficiency = Literal["80+", "bronze", "silver", "gold", "platinum", "titanium"]
StorageKind = Literal["nvme", "sata-ssd", "hdd"]
# PSU form factors (docs/build-file.md, part fields): the standard ones, spelled so; any other
# text is a maker's module family ("Supermicro PWS-2K"), compared as written. "server" is
# the word of catalogs before rev. 3 for a module behind a server chassis' power board, its
# family not named (see docs/rules.md, COMPAT-PSU-FORM).
PSU_FORM_FACTORS: tuple[str, ...] = ("ATX", "SFX", "SFX-L", "CRPS")
GENERIC_SERVER_PSU = "server"
DEFAULT_PSU_FORM_FACTOR = "ATX"


STORAGE_DEFAULT_POWER_W = {"nvme": 7.0, "sata-ssd": 4.0, "hdd": 9.0}
MEMORY_DEFAULT_POWER_W = 4.0


def psu_form_factor_spelled(value: str) -> str:
    """A standard PSU form factor in its one spelling ("sfx-l" -> "SFX-L"); a maker's module
    family as written (surrounding spaces dropped)."""
    value = value.strip()
    for standard in (*PSU_FORM_FACTORS, GENERIC_SERVER_PSU):
        if value.casefold() == standard.casefold():
            return standard
    return value


class GpuSpec(PartBase):
    kind: Literal["gpu"] = "gpu"
    model: NonEmptyText
    series: Text = "other"
    architecture: Text | None = None
    launch_year: int | None = Field(default=None, ge=1990, le=2100)
    launch_price_usd: float | None = Field(default=None, ge=limits.PRICE_MIN, le=limits.PRICE_MAX)
    cuda_cores: int | None = Field(default=None, ge=1, le=1_000_000)
    boost_clock_mhz: float | None = Field(default=None, ge=1, le=10_000)
    fp32_gflops: float = Field(ge=0, le=10_000_000)
    fp16_gflops: float | None = Field(default=None, ge=0, le=10_000_000)
    # Rev. 3 (docs/workload.md): dense FP8 tensor rate with FP32 accumulate, no sparsity.
    fp8_gflops: float | None = Field(default=None, ge=0, le=10_000_000)
    memory_gb: float = Field(ge=0.1, le=10_000)
    memory_type: Text | None = None
    memory_bandwidth_gb_s: float | None = Field(default=None, ge=0, le=100_000)
    tdp_w: float = watts_field(...)
    peak_w: float | None = watts_field()
    pcie_gen: PcieGen = 3
    pcie_lanes: Lanes = 16
    slot_width: float = Field(default=2.0, ge=limits.SLOT_WIDTH_MIN, le=limits.SLOT_WIDTH_MAX)
    length_mm: float = length_mm_field(...)
    height_mm: float = length_mm_field(111.15)
    cooler: CoolerType = "open-air"
    pcie_6pin: int = Field(default=0, ge=0, le=8)
    pcie_8pin: int = Field(default=0, ge=0, le=8)
    # 16-pin 12VHPWR / 12V-2x6 plugs.
    pcie_16pin: int = Field(default=0, ge=0, le=4)
    # Rev. 3: NVIDIA's 12-pin Micro-Fit of the RTX 3000 Founders Editions, fed by the adapter
    # the card ships with from two 6+2-pin cables, or a native 12-pin or 16-pin cable.
    pcie_12pin: int = Field(default=0, ge=0, le=4)
    # 8-pin EPS12V ("CPU") plugs of data-center and some workstation cards; never PCIe plugs.
    eps_8pin: int = Field(default=0, ge=0, le=4)
    power_connector_position: ConnectorPosition = "top"
    # A measured short power excursion (a review's 1-20 ms peak), with its source.
    spike_w: float | None = watts_field()
    nvlink: bool = False
    nvlink_links: int = Field(default=1, ge=0, le=8)
    reference_design: bool = False
    gpu_count: int = Field(default=1, ge=1, le=16)

    @property
    def board_peak_w(self) -> float:
        return self.peak_w if self.peak_w is not None else self.tdp_w

    @property
    def power_plugs(self) -> int:
        return self.pcie_6pin + self.pcie_8pin


class CpuSpec(PartBase):
    kind: Literal["cpu"] = "cpu"
    socket: NonEmptyText
    cores: int = Field(ge=1, le=1024)
    threads: int = Field(ge=1, le=2048)
    base_clock_ghz: float = Field(ge=0.1, le=10)
    boost_clock_ghz: float | None = Field(default=None, ge=0.1, le=10)
    tdp_w: float = watts_field(...)
    peak_w: float | None = watts_field()
    pcie_lanes: int = Field(ge=0, le=256)
    pcie_gen: PcieGen = 3
    memory_type: Text = "DDR4"
    ecc: bool = False
    integrated_graphics: bool = False
    # Board chipsets the maker lists the CPU as supported on; empty = not checked.
    chipsets: list[NonEmptyText] = Field(default_factory=list, max_length=30)

    @property
    def sustained_peak_w(self) -> float:
        return self.peak_w if self.peak_w is not None else self.tdp_w

    @property
    def fastest_clock_ghz(self) -> float:
        return self.boost_clock_ghz if self.boost_clock_ghz is not None else self.base_clock_ghz


class PsuSpec(PartBase):
    kind: Literal["psu"] = "psu"
    watts: float = watts_field(...)
    watts_low_line: float | None = watts_field()
    # Output on 200-219 V mains, for units whose full rating needs 220-240 V.
    watts_200v: float | None = watts_field()
    efficiency: Efficiency = "80+"
    atx_version: AtxVersion | None = None
    pcie_connectors: int = Field(default=0, ge=0, le=64)
    pcie_16pin_connectors: int = Field(default=0, ge=0, le=16)
    eps_connectors: int = Field(default=2, ge=0, le=16)
    # "ATX", "SFX", "SFX-L", "CRPS" or a maker's module family (PSU_FORM_FACTORS).
    form_factor: NonEmptyText = DEFAULT_PSU_FORM_FACTOR

    @field_validator("form_factor")
    @classmethod
    def _form_factor_spelled(cls, value: str) -> str:
        return psu_form_factor_spelled(value)


class ChassisSpec(PartBase):
    kind: Literal["chassis"] = "chassis"
    form_factors: list[NonEmptyText] = Field(min_length=1, max_length=20)
    expansion_slots: int = Field(ge=1, le=limits.POSITION_MAX)
    max_gpu_length_mm: float = length_mm_field(...)
    max_gpu_height_mm: float = length_mm_field(...)
    max_cooler_height_mm: float = length_mm_field(...)
    airflow_cfm: float = Field(ge=limits.AIRFLOW_CFM_MIN, le=limits.AIRFLOW_CFM_MAX)
    fan_count: int = Field(default=0, ge=0, le=64)
    psu_bays: int = Field(default=1, ge=1, le=16)
    server_airflow: bool = False
    gpu_power_connectors: int | None = Field(default=None, ge=0, le=128)
    gpu_power_16pin: int | None = Field(default=None, ge=0, le=64)
    # Rev. 3 (docs/build-file.md, part fields). The PSU form factors its bays take
    # (COMPAT-PSU-FORM).
    psu_form_factors: list[NonEmptyText] = Field(default=[DEFAULT_PSU_FORM_FACTOR], min_length=1,
                                                 max_length=20)
    # A system chassis sold with its own board takes only these boards (COMPAT-SYSTEM).
    board_ids: list[NonEmptyText] = Field(default_factory=list, max_length=limits.MAX_BOARD_IDS)
    # The maker's supported total GPU power (CHASSIS-GPU-POWER).
    max_gpu_power_w: float | None = watts_field()
    # The maker's rule: GPUs draw at most this share of the working PSUs' output
    # (POWER-GPU-SHARE; Lenovo's ST650 V2: 1/3).
    gpu_power_share: float | None = Field(default=None, gt=0, le=1)
    # For lab plans (docs/architecture.md, lab plans).
    rack_units: int | None = Field(default=None, ge=limits.RACK_UNITS_MIN,
                                   le=limits.RACK_UNITS_MAX)
    weight_kg: float | None = Field(default=None, ge=limits.WEIGHT_KG_MIN,
                                    le=limits.WEIGHT_KG_MAX)

    @field_validator("psu_form_factors")
    @classmethod
    def _form_factors_spelled(cls, values: list[str]) -> list[str]:
        return list(dict.fromkeys(psu_form_factor_spelled(value) for value in values))

    @field_validator("board_ids")
    @classmethod
    def _board_ids_are_slugs(cls, values: list[str]) -> list[str]:
        for index, value in enumerate(values):
            if not SLUG_RE.match(value):
                raise MessageError(T("item {index}: board id {id!r} must be a slug: lowercase "
                                     "letters and digits, single '-' between them"),
                                   index=index, id=value)
        return values


class MemorySpec(PartBase):
    kind: Literal["memory"] = "memory"
    memory_type: NonEmptyText
    capacity_gb: float = Field(ge=0.5, le=4096)
    ecc: bool = False
    registered: bool = False
    power_w: float | None = watts_field()

    @property
    def module_power_w(self) -> float:
        return self.power_w if self.power_w is not None else MEMORY_DEFAULT_POWER_W


class StorageSpec(PartBase):
    kind: Literal["storage"] = "storage"
    storage_kind: StorageKind
    capacity_gb: float = Field(ge=1, le=1_000_000)
    read_mbps: float | None = Field(default=None, ge=1, le=100_000)
    power_w: float | None = watts_field()

    @property
    def drive_power_w(self) -> float:
        if self.power_w is not None:
            return self.power_w
        return STORAGE_DEFAULT_POWER_W[self.storage_kind]

    @property
    def is_ssd(self) -> bool:
        return self.storage_kind in ("nvme", "sata-ssd")


class NicSpec(PartBase):
    kind: Literal["nic"] = "nic"
    speed_gbit_s: float = Field(ge=0.01, le=10_000)
    power_w: float = watts_field(5.0)
    pcie_lanes: Lanes = 4
    pcie_gen: PcieGen = 3
    slot_width: float = Field(default=1.0, ge=limits.SLOT_WIDTH_MIN, le=limits.SLOT_WIDTH_MAX)


class BridgeSpec(PartBase):
    kind: Literal["bridge"] = "bridge"
    spacing_slots: Literal[2, 3, 4]
    compatible_models: list[NonEmptyText] = Field(default_factory=list, max_length=100)


class CoolerSpec(PartBase):
    kind: Literal["cooler"] = "cooler"
    height_mm: float = length_mm_field(...)
    tdp_rating_w: float | None = watts_field()
    sockets: list[NonEmptyText] = Field(min_length=1, max_length=30)


PART_TYPES: dict[str, type[PartBase]] = {
    cls.model_fields["kind"].default: cls
    for cls in (GpuSpec, CpuSpec, MotherboardSpec, PsuSpec, ChassisSpec, MemorySpec,
                StorageSpec, NicSpec, BridgeSpec, CoolerSpec)
}
KINDS: tuple[str, ...] = tuple(PART_TYPES)

AnyPart = Annotated[
    Union[  # noqa: UP007 - a discriminated union needs the Union spelling inside Annotated
        GpuSpec, CpuSpec, MotherboardSpec, PsuSpec, ChassisSpec, MemorySpec, StorageSpec,
        NicSpec, BridgeSpec, CoolerSpec,
    ],
    Discriminator("kind"),
]
Part = PartBase
