"""Part specifications of docs/build-file.md, as pydantic models.

These classes validate and are what every layer above passes around; a resolved build holds
them. The catalog's SQLModel tables are generated from their fields
(`configurator.catalog.shipped.tables`). docs/build-file.md has the specs as SQLModel base classes;
they are plain pydantic models here because importing `sqlmodel` (and with it SQLAlchemy's
engine and ORM) costs three to five times a bare Qt window's whole start, and every start
needs the specs while only a catalog rebuild or a user-database write needs SQLAlchemy.
"""

# No `from __future__ import annotations` here: with it every field's annotation is a string
# that pydantic evaluates when it makes the class, a third of this module's import (run at
# every start). The few methods that name their own class quote it.
import re
from typing import Annotated, Literal, Union

from pydantic import (
    BaseModel,
    ConfigDict,
    Discriminator,
    Field,
    StringConstraints,
    field_validator,
    model_validator,
)

from configurator.model import limits
from configurator.model.messages import Message, MessageError, T

Text = Annotated[str, StringConstraints(max_length=limits.MAX_STRING_CHARS)]
NonEmptyText = Annotated[
    str, StringConstraints(min_length=1, max_length=limits.MAX_STRING_CHARS, strip_whitespace=False)
]
Lanes = Literal[1, 2, 4, 8, 16]
PcieGen = Literal[1, 2, 3, 4, 5]

SLUG_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
YEAR_MONTH_RE = re.compile(r"^(\d{4})-(0[1-9]|1[0-2])$")

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
SlotSource = Literal["cpu", "chipset", "switch"]
Registered = Literal["udimm", "rdimm", "both"]

# PSU form factors (docs/build-file.md, part fields): the standard ones, spelled so; any other
# text is a maker's module family ("Supermicro PWS-2K"), compared as written. "server" is
# the word of catalogs before rev. 3 for a module behind a server chassis' power board, its
# family not named (see docs/rules.md, COMPAT-PSU-FORM).
PSU_FORM_FACTORS: tuple[str, ...] = ("ATX", "SFX", "SFX-L", "CRPS")
GENERIC_SERVER_PSU = "server"
DEFAULT_PSU_FORM_FACTOR = "ATX"

# Fields about the record rather than the hardware: never an estimate, never unknown.
RECORD_FIELDS = frozenset({"kind", "id", "estimated", "unknown"})

STORAGE_DEFAULT_POWER_W = {"nvme": 7.0, "sata-ssd": 4.0, "hdd": 9.0}
MEMORY_DEFAULT_POWER_W = 4.0
BOARD_DEFAULT_POWER_W = 50.0


def _watts(default=None, **kw):
    return Field(default=default, ge=limits.WATTS_MIN, le=limits.WATTS_MAX, **kw)


def _length_mm(default=None, **kw):
    return Field(default=default, ge=limits.LENGTH_MM_MIN, le=limits.LENGTH_MM_MAX, **kw)


def psu_form_factor_spelled(value: str) -> str:
    """A standard PSU form factor in its one spelling ("sfx-l" -> "SFX-L"); a maker's module
    family as written (surrounding spaces dropped)."""
    value = value.strip()
    for standard in (*PSU_FORM_FACTORS, GENERIC_SERVER_PSU):
        if value.casefold() == standard.casefold():
            return standard
    return value


def _field_names() -> Field:
    # Names of fields of the part's own kind (checked by PartBase._names_of_this_kind).
    return Field(default_factory=list, max_length=limits.MAX_LIST_ITEMS)


class PartBase(BaseModel):
    """Fields every part has."""

    # defer_build: pydantic builds a spec's schema when it first validates one, not when the
    # class is made; a start reads the compiled catalog without validating
    # (configurator.catalog.shipped.schema.part_from_row) and so never pays for the schemas.
    model_config = ConfigDict(extra="forbid", validate_assignment=False, defer_build=True)

    id: Text
    name: NonEmptyText
    price_usd: float = Field(default=0.0, ge=limits.PRICE_MIN, le=limits.PRICE_MAX)
    price_date: Text | None = None
    manufacturer: Text | None = None
    mpn: Text | None = None
    source_url: Text | None = None
    # Rev. 3 (docs/build-file.md, part fields): when the maker stopped selling it new
    # ("YYYY-MM"; None =
    # on sale); fields whose values are estimates; fields nobody published (they hold their
    # default, and a rule that needs one reports the part as "not checked").
    discontinued: Text | None = None
    estimated: list[NonEmptyText] = _field_names()
    unknown: list[NonEmptyText] = _field_names()

    @field_validator("discontinued")
    @classmethod
    def _year_month(cls, value: str | None) -> str | None:
        if value is None:
            return None
        match = YEAR_MONTH_RE.match(value.strip())
        if not match or not limits.YEAR_MIN <= int(match.group(1)) <= limits.YEAR_MAX:
            raise MessageError(T("should be a month as YYYY-MM, e.g. 2019-06 (got {got!r})"),
                               got=value)
        return value.strip()

    @field_validator("estimated", "unknown")
    @classmethod
    def _names_of_this_kind(cls, names: list[str]) -> list[str]:
        if not names:
            return names
        # Read once: pydantic's `model_fields` is a property that costs microseconds a read,
        # and the catalog validates 20,000 rows with several names each at its first start.
        fields = cls.model_fields
        kind = fields["kind"].default
        seen: set[str] = set()
        for index, name in enumerate(names):
            if name not in fields or name in RECORD_FIELDS:
                raise MessageError(T("item {index}: {name!r} is not a field of a {kind} part"),
                                   index=index, name=name, kind=Message(KIND_WORDS[kind]))
            if name in seen:
                raise MessageError(T("item {index}: {name!r} is listed twice"),
                                   index=index, name=name)
            seen.add(name)
        return names

    @model_validator(mode="after")
    def _estimate_or_unknown(self) -> "PartBase":
        both = [name for name in self.estimated if name in self.unknown]
        if both:
            raise MessageError(T("{name!r} is listed both as estimated and as unknown: a value "
                                 "nobody published is not an estimate"), name=both[0])
        return self

    @field_validator("id")
    @classmethod
    def _slug_shaped(cls, value: str) -> str:
        if not SLUG_RE.match(value):
            raise MessageError(T("part id {id!r} must be a slug: lowercase letters and digits, "
                                 "single '-' between them"), id=value)
        return value

    @property
    def display_name(self) -> str:
        return self.name


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
    tdp_w: float = _watts(...)
    peak_w: float | None = _watts()
    pcie_gen: PcieGen = 3
    pcie_lanes: Lanes = 16
    slot_width: float = Field(default=2.0, ge=limits.SLOT_WIDTH_MIN, le=limits.SLOT_WIDTH_MAX)
    length_mm: float = _length_mm(...)
    height_mm: float = _length_mm(111.15)
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
    spike_w: float | None = _watts()
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
    tdp_w: float = _watts(...)
    peak_w: float | None = _watts()
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


class PcieSlot(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)

    id: NonEmptyText
    position: int = Field(ge=limits.POSITION_MIN, le=limits.POSITION_MAX)
    mech_lanes: Lanes = 16
    max_lanes: Lanes = 16
    gen: PcieGen = 3
    source: SlotSource = "cpu"
    open_ended: bool = False
    cpu: Literal[0, 1] = 0
    switch_id: Text = "0"
    # Slots whose card switches this one off (they share its lanes: a manual's "PCI_E2 is
    # disabled when PCI_E4 is used"). Beside the fields of docs/build-file.md; empty on most boards.
    # Left out of the JSON when empty, so that every slot without it reads as before.
    disabled_by: list[NonEmptyText] = Field(default_factory=list, max_length=20,
                                            exclude_if=lambda slots: not slots)

    @model_validator(mode="after")
    def _electrical_fits_mechanical(self) -> "PcieSlot":
        if self.max_lanes > self.mech_lanes:
            raise MessageError(T("slot {slot}: electrical x{lanes} is wider than its mechanical "
                                 "x{mech_lanes}"), slot=self.id, lanes=self.max_lanes,
                               mech_lanes=self.mech_lanes)
        return self


class LaneTableEntry(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)

    cpu_lanes: int = Field(ge=0, le=256)
    populated: list[NonEmptyText] = Field(min_length=1, max_length=20)
    widths: dict[str, Literal[0, 1, 2, 4, 8, 16]]


class MotherboardSpec(PartBase):
    kind: Literal["motherboard"] = "motherboard"
    socket: NonEmptyText
    cpu_sockets: Literal[1, 2] = 1
    form_factor: NonEmptyText
    chipset: Text | None = None
    memory_type: Text = "DDR4"
    memory_registered: Registered = "udimm"
    dimm_slots: int = Field(ge=1, le=64)
    # Rev. 3: memory channels per CPU socket (None: not given; SIZE-MEMORY-CHANNELS).
    memory_channels: int | None = Field(default=None, ge=limits.MEMORY_CHANNELS_MIN,
                                        le=limits.MEMORY_CHANNELS_MAX)
    ecc: bool = False
    bmc_graphics: bool = False
    power_w: float = _watts(BOARD_DEFAULT_POWER_W)
    # 8-pin EPS12V plugs for the CPUs, and 6/8-pin PCIe plugs the board takes for slot power.
    eps_8pin: int = Field(default=1, ge=0, le=8)
    pcie_aux_plugs: int = Field(default=0, ge=0, le=8)
    cpu_lanes_reserved: int = Field(default=0, ge=0, le=256)
    switch_uplink_lanes: Lanes | None = None
    # Beside the fields of docs/build-file.md: a switch uplink that narrows with a CPU of
    # fewer lanes (the Gigabyte X99 Designare EX: x16 from a 40-lane CPU, x8 from a 28-lane
    # one). Below `switch_uplink_full_cpu_lanes` the uplink is `switch_uplink_lanes_reduced`.
    switch_uplink_full_cpu_lanes: int | None = Field(default=None, ge=1, le=256)
    switch_uplink_lanes_reduced: Lanes | None = None
    pcie_slots: list[PcieSlot] = Field(default_factory=list, max_length=limits.POSITION_MAX)
    lane_table: list[LaneTableEntry] = Field(default_factory=list, max_length=200)
    lane_table_source: Text | None = None

    @model_validator(mode="after")
    def _slots_consistent(self) -> "MotherboardSpec":
        ids = [slot.id for slot in self.pcie_slots]
        duplicates = sorted({slot_id for slot_id in ids if ids.count(slot_id) > 1})
        if duplicates:
            raise MessageError(T("slot ids must be unique on a board; repeated: {slots}"),
                               slots=", ".join(duplicates))
        positions = [slot.position for slot in self.pcie_slots]
        repeated = sorted({p for p in positions if positions.count(p) > 1})
        if repeated:
            raise MessageError(T("two slots at bracket position {position}"),
                               position=repeated[0])
        max_position = limits.FORM_FACTOR_POSITIONS.get(self.form_factor, limits.POSITION_MAX)
        for slot in self.pcie_slots:
            if slot.position > max_position:
                raise MessageError(T("slot {slot} at position {position} lies outside a "
                                     "{form_factor} board ({positions} positions)"),
                                   slot=slot.id, position=slot.position,
                                   form_factor=self.form_factor, positions=max_position)
            if slot.cpu >= self.cpu_sockets:
                raise MessageError(T("slot {slot} hangs on CPU {cpu} of a {sockets}-socket board"),
                                   slot=slot.id, cpu=slot.cpu + 1, sockets=self.cpu_sockets)
        if (self.switch_uplink_full_cpu_lanes is None) != (
                self.switch_uplink_lanes_reduced is None):
            raise MessageError(T("switch_uplink_full_cpu_lanes and switch_uplink_lanes_reduced "
                                 "go together: give both or neither"))
        if (self.switch_uplink_lanes_reduced or 0) > (self.switch_uplink_lanes or 16):
            raise MessageError(T("the reduced switch uplink x{reduced} is wider than the full "
                                 "x{full}"), reduced=self.switch_uplink_lanes_reduced,
                               full=self.switch_uplink_lanes or 16)
        by_id = {slot.id: slot for slot in self.pcie_slots}
        for slot in self.pcie_slots:
            for other in slot.disabled_by:
                if other == slot.id or other not in by_id:
                    raise MessageError(T("slot {slot} is switched off by {other!r}, which is "
                                         "not another slot of this board"),
                                       slot=slot.id, other=other)
        for index, entry in enumerate(self.lane_table):
            for slot_id in [*entry.populated, *entry.widths]:
                slot = by_id.get(slot_id)
                if slot is None:
                    raise MessageError(T("lane_table[{index}] names slot {slot!r}, not on this "
                                         "board"), index=index, slot=slot_id)
                if slot.source != "cpu":
                    raise MessageError(T("lane_table[{index}] names {slot}, which is not "
                                         "CPU-wired"), index=index, slot=slot_id)
            for slot_id, width in entry.widths.items():
                if width > by_id[slot_id].max_lanes:
                    raise MessageError(T("lane_table[{index}] gives {slot} x{width}, wider than "
                                         "the slot"), index=index, slot=slot_id, width=width)
        return self

    def slot(self, slot_id: str) -> PcieSlot | None:
        for slot in self.pcie_slots:
            if slot.id == slot_id:
                return slot
        return None


class PsuSpec(PartBase):
    kind: Literal["psu"] = "psu"
    watts: float = _watts(...)
    watts_low_line: float | None = _watts()
    # Output on 200-219 V mains, for units whose full rating needs 220-240 V.
    watts_200v: float | None = _watts()
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
    max_gpu_length_mm: float = _length_mm(...)
    max_gpu_height_mm: float = _length_mm(...)
    max_cooler_height_mm: float = _length_mm(...)
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
    max_gpu_power_w: float | None = _watts()
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
    power_w: float | None = _watts()

    @property
    def module_power_w(self) -> float:
        return self.power_w if self.power_w is not None else MEMORY_DEFAULT_POWER_W


class StorageSpec(PartBase):
    kind: Literal["storage"] = "storage"
    storage_kind: StorageKind
    capacity_gb: float = Field(ge=1, le=1_000_000)
    read_mbps: float | None = Field(default=None, ge=1, le=100_000)
    power_w: float | None = _watts()

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
    power_w: float = _watts(5.0)
    pcie_lanes: Lanes = 4
    pcie_gen: PcieGen = 3
    slot_width: float = Field(default=1.0, ge=limits.SLOT_WIDTH_MIN, le=limits.SLOT_WIDTH_MAX)


class BridgeSpec(PartBase):
    kind: Literal["bridge"] = "bridge"
    spacing_slots: Literal[2, 3, 4]
    compatible_models: list[NonEmptyText] = Field(default_factory=list, max_length=100)


class CoolerSpec(PartBase):
    kind: Literal["cooler"] = "cooler"
    height_mm: float = _length_mm(...)
    tdp_rating_w: float | None = _watts()
    sockets: list[NonEmptyText] = Field(min_length=1, max_length=30)


PART_TYPES: dict[str, type[PartBase]] = {
    cls.model_fields["kind"].default: cls
    for cls in (GpuSpec, CpuSpec, MotherboardSpec, PsuSpec, ChassisSpec, MemorySpec,
                StorageSpec, NicSpec, BridgeSpec, CoolerSpec)
}
KINDS: tuple[str, ...] = tuple(PART_TYPES)
# A kind as a message names it ("part 'x' is a GPU, not a CPU").
KIND_WORDS: dict[str, str] = {
    "gpu": T("GPU"), "cpu": T("CPU"), "motherboard": T("motherboard"), "psu": T("power supply"),
    "chassis": T("chassis"), "memory": T("memory module"), "storage": T("drive"),
    "nic": T("network card"), "bridge": T("NVLink bridge"), "cooler": T("CPU cooler"),
}

AnyPart = Annotated[
    Union[  # noqa: UP007 - a discriminated union needs the Union spelling inside Annotated
        GpuSpec, CpuSpec, MotherboardSpec, PsuSpec, ChassisSpec, MemorySpec, StorageSpec,
        NicSpec, BridgeSpec, CoolerSpec,
    ],
    Discriminator("kind"),
]
Part = PartBase
