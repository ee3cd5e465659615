"""The motherboard's spec (docs/build-file.md, part fields): its PCIe slots, the lane table of
its manual, and the checks that keep the slots consistent with the board.
"""

# No `from __future__ import annotations` here: with it every field's annotation is a string
# that pydantic evaluates when it makes the class, a third of this module's import (run at
# every start). The few methods that name their own class quote it.
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from configurator.model import limits
from configurator.model.messages import MessageError, T
from configurator.model.part_base import Lanes, NonEmptyText, PartBase, PcieGen, Text, watts_field

SlotSource = Literal["cpu", "chipset", "switch"]
Registered = Literal["udimm", "rdimm", "both"]

BOARD_DEFAULT_POWER_W = 50.0


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
    power_w: float = watts_field(BOARD_DEFAULT_POWER_W)
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
