"""Which part goes with which: pure predicates shared by the rules and by the fixes that
search the alternatives for a part that fits (kept apart so neither imports the other)."""

from __future__ import annotations

from configurator.model.parts import GENERIC_SERVER_PSU, CpuSpec


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
