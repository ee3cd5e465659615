"""Which part goes with which: pure predicates shared by the rules and by the fixes that
search the alternatives for a part that fits (kept apart so neither imports the other)."""

from __future__ import annotations

from configurator.model.parts import CpuSpec


def _chipset_key(chipset: str | None) -> str:
    return (chipset or "").strip().casefold()


def runs_on(cpu: CpuSpec, chipset: str | None) -> bool:
    """The CPU's maker lists the board chipset (or lists none: not checked)."""
    if not cpu.chipsets or not _chipset_key(chipset):
        return True
    return _chipset_key(chipset) in {_chipset_key(c) for c in cpu.chipsets}
