"""The build: what a `*.gwb` file holds (docs/build-file.md), and the resolved build
the rules work on (every part id replaced by its spec)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, StringConstraints, field_validator, model_validator
from pydantic import Field as F  # noqa: N817 - short, used on every field

from configurator.model import limits
from configurator.model.board_parts import MotherboardSpec
from configurator.model.messages import MessageError, T
from configurator.model.part_base import NonEmptyText, PartBase, Text
from configurator.model.parts import (
    AnyPart,
    BridgeSpec,
    ChassisSpec,
    CoolerSpec,
    CpuSpec,
    GpuSpec,
    MemorySpec,
    NicSpec,
    PsuSpec,
    StorageSpec,
)

FORMAT_NAME = "gpu-workstation-build"
FORMAT_VERSION = 1

Qty = Annotated[int, F(ge=limits.QTY_MIN, le=limits.QTY_MAX)]
Notes = Annotated[str, StringConstraints(max_length=limits.MAX_NOTES_CHARS)]


@dataclass(frozen=True)
class OutletPreset:
    name: str
    volts: float
    amps: float

    @property
    def capacity_w(self) -> float:
        return self.volts * self.amps


OUTLET_PRESETS: dict[str, OutletPreset] = {
    preset.name: preset
    for preset in (
        OutletPreset("US-15A", 120, 15),
        OutletPreset("US-20A", 120, 20),
        OutletPreset("US-208V-20A", 208, 20),
        OutletPreset("US-208V-30A", 208, 30),
        OutletPreset("US-240V-30A", 240, 30),  # NEMA L6-30
        OutletPreset("CN-10A", 220, 10),
        OutletPreset("CN-16A", 220, 16),
        OutletPreset("EU-16A", 230, 16),
        OutletPreset("EU-32A", 230, 32),  # CEE 32 A
        OutletPreset("UK-13A", 230, 13),
        OutletPreset("JP-15A", 100, 15),
        OutletPreset("JP-200V-20A", 200, 20),
    )
}
DEFAULT_OUTLET = "US-15A"
OutletPresetName = Literal[
    "US-15A", "US-20A", "US-208V-20A", "US-208V-30A", "US-240V-30A", "CN-10A", "CN-16A",
    "EU-16A", "EU-32A", "UK-13A", "JP-15A", "JP-200V-20A",
]


class _Strict(BaseModel):
    # defer_build: the schema is built when a file is first read, not at every start.
    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)


class CustomOutlet(_Strict):
    volts: float = F(ge=limits.VOLTS_MIN, le=limits.VOLTS_MAX)
    amps: float = F(ge=limits.AMPS_MIN, le=limits.AMPS_MAX)


class PartQty(_Strict):
    part: NonEmptyText
    qty: Qty = 1


class PsuChoice(PartQty):
    redundant: int = F(default=0, ge=0, le=limits.QTY_MAX - 1)

    @model_validator(mode="after")
    def _redundant_below_qty(self) -> PsuChoice:
        if self.redundant >= self.qty:
            raise MessageError(T("redundant ({redundant}) must be smaller than qty ({qty}): at "
                                 "least one PSU has to carry the load"),
                               redundant=self.redundant, qty=self.qty)
        return self


class NicEntry(PartQty):
    slot: NonEmptyText | None = None


class GpuEntry(_Strict):
    part: NonEmptyText
    slot: NonEmptyText | None = None
    power_limit_w: float | None = F(default=None, ge=limits.WATTS_MIN, le=limits.WATTS_MAX)


class BridgeEntry(_Strict):
    part: NonEmptyText
    between: list[NonEmptyText] = F(min_length=2, max_length=2)

    @field_validator("between")
    @classmethod
    def _two_distinct(cls, value: list[str]) -> list[str]:
        if value[0] == value[1]:
            raise MessageError(T("a bridge joins two different slots"))
        return value


class Waiver(_Strict):
    rule: NonEmptyText
    parts: list[NonEmptyText] | None = F(default=None, max_length=limits.MAX_LIST_ITEMS)
    reason: NonEmptyText

    @field_validator("reason")
    @classmethod
    def _reason_given(cls, value: str) -> str:
        if not value.strip():
            raise MessageError(T("a waiver needs a reason"))
        return value


class Extra(_Strict):
    name: NonEmptyText
    qty: Qty = 1
    price_usd: float = F(default=0.0, ge=limits.PRICE_MIN, le=limits.PRICE_MAX)


class PartsSnapshot(_Strict):
    catalog_version: Text = ""
    parts: list[AnyPart] = F(default_factory=list, max_length=limits.MAX_CUSTOM_PARTS)


class Build(_Strict):
    """One build file's content. Every key but `format` and `version` may be absent."""

    format: Literal["gpu-workstation-build"] = FORMAT_NAME
    version: Literal[1] = FORMAT_VERSION
    name: Text = ""
    notes: Notes = ""
    outlet: OutletPresetName | CustomOutlet = DEFAULT_OUTLET
    chassis: NonEmptyText | None = None
    motherboard: NonEmptyText | None = None
    cpus: list[NonEmptyText] = F(default_factory=list, max_length=limits.MAX_LIST_ITEMS)
    cpu_cooler: PartQty | None = None
    memory: list[PartQty] = F(default_factory=list, max_length=limits.MAX_LIST_ITEMS)
    storage: list[PartQty] = F(default_factory=list, max_length=limits.MAX_LIST_ITEMS)
    psu: PsuChoice | None = None
    nics: list[NicEntry] = F(default_factory=list, max_length=limits.MAX_LIST_ITEMS)
    gpus: list[GpuEntry] = F(default_factory=list, max_length=limits.MAX_LIST_ITEMS)
    bridges: list[BridgeEntry] = F(default_factory=list, max_length=limits.MAX_LIST_ITEMS)
    waivers: list[Waiver] = F(default_factory=list, max_length=limits.MAX_LIST_ITEMS)
    extras: list[Extra] = F(default_factory=list, max_length=limits.MAX_LIST_ITEMS)
    custom_parts: list[AnyPart] = F(default_factory=list, max_length=limits.MAX_CUSTOM_PARTS)
    parts_snapshot: PartsSnapshot | None = None

    def outlet_preset(self) -> OutletPreset:
        if isinstance(self.outlet, CustomOutlet):
            return OutletPreset("custom", self.outlet.volts, self.outlet.amps)
        return OUTLET_PRESETS[self.outlet]

    def part_ids(self) -> list[str]:
        """Every part id the build uses, in file order, without repeats."""
        ids: list[str] = []
        for value in (self.chassis, self.motherboard):
            if value:
                ids.append(value)
        ids.extend(self.cpus)
        if self.cpu_cooler:
            ids.append(self.cpu_cooler.part)
        ids.extend(entry.part for entry in self.memory)
        ids.extend(entry.part for entry in self.storage)
        if self.psu:
            ids.append(self.psu.part)
        ids.extend(entry.part for entry in self.nics)
        ids.extend(entry.part for entry in self.gpus)
        ids.extend(entry.part for entry in self.bridges)
        return list(dict.fromkeys(ids))

    def to_json_dict(self) -> dict:
        """The file's JSON object: defaults left out so files stay short and readable."""
        data = self.model_dump(
            mode="json", exclude_defaults=True, exclude={"custom_parts", "parts_snapshot"}
        )
        data = {"format": FORMAT_NAME, "version": FORMAT_VERSION, **data}
        if self.custom_parts:
            data["custom_parts"] = [part_json(p) for p in self.custom_parts]
        if self.parts_snapshot is not None:
            data["parts_snapshot"] = {
                "catalog_version": self.parts_snapshot.catalog_version,
                "parts": [part_json(p) for p in self.parts_snapshot.parts],
            }
        return data


def part_json(part: PartBase) -> dict:
    """A part as a file holds it: its kind first, defaults left out."""
    return {"kind": part.kind, **part.model_dump(mode="json", exclude_defaults=True)}


# --- the resolved build: what validate() works on ------------------------------------------


@dataclass(frozen=True)
class PlacedGpu:
    spec: GpuSpec
    slot: str | None
    power_limit_w: float | None = None
    index: int = 0  # position in Build.gpus

    @property
    def peak_w(self) -> float:
        """Power a card may draw: its power limit when one is set (nvidia-smi -pl)."""
        return self.power_limit_w if self.power_limit_w is not None else self.spec.board_peak_w


@dataclass(frozen=True)
class PlacedNic:
    spec: NicSpec
    qty: int
    slot: str | None
    index: int = 0


@dataclass(frozen=True)
class Counted:
    """A part bought in some quantity (memory modules, drives, coolers)."""

    spec: PartBase
    qty: int


@dataclass(frozen=True)
class PsuSet:
    spec: PsuSpec
    qty: int
    redundant: int


@dataclass(frozen=True)
class PlacedBridge:
    spec: BridgeSpec
    between: tuple[str, str]
    index: int = 0


@dataclass(frozen=True)
class SlotCard:
    """A card in a slot: a GPU or a slotted add-in card."""

    slot: str
    kind: str  # "gpu" or "nic"
    spec: GpuSpec | NicSpec
    index: int

    @property
    def slot_width(self) -> float:
        return self.spec.slot_width

    @property
    def pcie_lanes(self) -> int:
        return self.spec.pcie_lanes

    @property
    def pcie_gen(self) -> int:
        return self.spec.pcie_gen


@dataclass
class ResolvedBuild:
    """A build with every part id replaced by its spec. Plain data: no catalog, no Qt."""

    build: Build
    chassis: ChassisSpec | None = None
    motherboard: MotherboardSpec | None = None
    cpus: list[CpuSpec] = field(default_factory=list)
    cpu_cooler: Counted | None = None
    memory: list[Counted] = field(default_factory=list)
    storage: list[Counted] = field(default_factory=list)
    psu: PsuSet | None = None
    nics: list[PlacedNic] = field(default_factory=list)
    gpus: list[PlacedGpu] = field(default_factory=list)
    bridges: list[PlacedBridge] = field(default_factory=list)

    @property
    def outlet(self) -> OutletPreset:
        return self.build.outlet_preset()

    @property
    def placed_gpus(self) -> list[PlacedGpu]:
        return [gpu for gpu in self.gpus if gpu.slot is not None]

    @property
    def unplaced_gpus(self) -> list[PlacedGpu]:
        return [gpu for gpu in self.gpus if gpu.slot is None]

    def slot_cards(self) -> list[SlotCard]:
        """Every card standing in a slot, GPUs first, in file order."""
        cards = [SlotCard(g.slot, "gpu", g.spec, g.index) for g in self.gpus if g.slot]
        cards.extend(SlotCard(n.slot, "nic", n.spec, n.index) for n in self.nics if n.slot)
        return cards

    def all_parts(self) -> list[PartBase]:
        parts: list[PartBase] = []
        for value in (self.chassis, self.motherboard):
            if value is not None:
                parts.append(value)
        parts.extend(self.cpus)
        if self.cpu_cooler:
            parts.append(self.cpu_cooler.spec)
        parts.extend(c.spec for c in self.memory)
        parts.extend(c.spec for c in self.storage)
        if self.psu:
            parts.append(self.psu.spec)
        parts.extend(n.spec for n in self.nics)
        parts.extend(g.spec for g in self.gpus)
        parts.extend(b.spec for b in self.bridges)
        unique: dict[str, PartBase] = {}
        for part in parts:
            unique.setdefault(part.id, part)
        return list(unique.values())


__all__ = [
    "DEFAULT_OUTLET",
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "OUTLET_PRESETS",
    "BridgeEntry",
    "Build",
    "CoolerSpec",
    "Counted",
    "CpuSpec",
    "CustomOutlet",
    "Extra",
    "GpuEntry",
    "MemorySpec",
    "NicEntry",
    "OutletPreset",
    "PartQty",
    "PartsSnapshot",
    "PlacedBridge",
    "PlacedGpu",
    "PlacedNic",
    "PsuChoice",
    "PsuSet",
    "ResolvedBuild",
    "SlotCard",
    "StorageSpec",
    "Waiver",
]
