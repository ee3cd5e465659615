"""Whether a CPU runs on a board's chipset: one fact shared by the COMPAT-CHIPSET rule and
the fixes that look for a board (configurator.rules.fixes_power)."""

from __future__ import annotations

from configurator.model.parts import CpuSpec


def _chipset_key(chipset: str | None) -> str:
    return (chipset or "").strip().casefold()


def runs_on(cpu: CpuSpec, chipset: str | None) -> bool:
    """The CPU's maker lists the board chipset (or lists none: not checked)."""
    if not cpu.chipsets or not _chipset_key(chipset):
        return True
    return _chipset_key(chipset) in {_chipset_key(c) for c in cpu.chipsets}
