"""Which part goes with which: pure predicates shared by the rules and by the fixes that
search the alternatives for a part that fits (kept apart so neither imports the other)."""

from __future__ import annotations

import math

from configurator.model.parts import GENERIC_SERVER_PSU, CoolerSpec, CpuSpec, MemorySpec


def _chipset_key(chipset: str | None) -> str:
    return (chipset or "").strip().casefold()


def runs_on(cpu: CpuSpec, chipset: str | None) -> bool:
    """The CPU's maker lists the board chipset (or lists none: not checked)."""
    if not cpu.chipsets or not _chipset_key(chipset):
        return True
    return _chipset_key(chipset) in {_chipset_key(c) for c in cpu.chipsets}


def has_power_board(chassis) -> bool:
    """The chassis' power distribution board feeds the GPUs (docs/build-file.md, part
    fields: a server chassis)."""
    return chassis.gpu_power_connectors is not None or chassis.gpu_power_16pin is not None


def psu_fits_chassis(psu, chassis) -> bool:
    """No COMPAT-PSU-FORM error: the chassis' bays take the PSU's form factor. The word
    "server" of rows before rev. 3 names no family: it is not judged in a chassis with a power
    board (docs/rules.md, COMPAT-PSU-FORM), and counts as fitting there."""
    if psu.form_factor in chassis.psu_form_factors:
        return True
    return psu.form_factor == GENERIC_SERVER_PSU and has_power_board(chassis)


def board_fits_system(board, chassis) -> bool:
    """No COMPAT-SYSTEM error: a system chassis that names its boards names this one."""
    return not chassis.board_ids or board.id in chassis.board_ids


# --- shared with the completion search (configurator.rules.complete) ----------------------


def chassis_takes_board(chassis, board) -> bool:
    return board.form_factor in chassis.form_factors


def cpu_fits_board(cpu: CpuSpec, board) -> bool:
    """No COMPAT-SOCKET error for this CPU on this board."""
    return cpu.socket == board.socket


def cpu_runs_on_board(cpu: CpuSpec, board) -> bool:
    """No COMPAT-SOCKET nor COMPAT-CHIPSET error for this CPU on this board."""
    return cpu_fits_board(cpu, board) and runs_on(cpu, board.chipset)


def card_fits_slot(card_lanes: int, slot) -> bool:
    """No COMPAT-SLOT error for a card of that many lanes alone in the slot."""
    return card_lanes <= slot.mech_lanes or slot.open_ended


def modules_for(module: MemorySpec, total_gb: float) -> int:
    """The fewest modules that give `total_gb` (at least one)."""
    return max(1, math.ceil(total_gb / module.capacity_gb))


def cooler_fits(cooler: CoolerSpec, cpus, chassis) -> bool:
    """No COMPAT-COOLER error for one cooler per CPU: it mounts on every CPU's socket and
    fits under the chassis' cooler clearance."""
    if chassis is not None and cooler.height_mm > chassis.max_cooler_height_mm:
        return False
    return all(c.socket in cooler.sockets for c in cpus)


def board_takes(board, module: MemorySpec) -> bool:
    """No COMPAT-MEMORY-TYPE nor COMPAT-MEMORY-REGISTERED error for this module on this board."""
    if module.memory_type != board.memory_type:
        return False
    if board.memory_registered == "udimm":
        return not module.registered
    if board.memory_registered == "rdimm":
        return module.registered
    return True
