"""What makes a completion a machine a lab would order (docs/architecture.md, completion;
DESIGN rev. 3): parts on sale, a PSU of a form factor its chassis' bays name, a board in a
system only when the system names it, memory that fills every channel evenly.

These are stricter than the rules' errors on purpose: where a rule says "not checked" (a PSU
called just "server" in a chassis with a power board, a server board in a system chassis
that names no board) the rules cannot condemn the build, yet a completion that picks such a
pair offers a machine nobody can tell will go together. So a completion never picks one;
the build's own parts are kept whatever they are.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from configurator.model.board_parts import MotherboardSpec
from configurator.model.part_base import PartBase
from configurator.model.parts import ChassisSpec, PsuSpec

PROPRIETARY = "proprietary"  # a board sold only inside its maker's system (db/README.md)


def catalog_month(catalog_version: str | None) -> str | None:
    """The catalog's month as YYYY-MM ("2026.12" -> "2026-12"); None when the catalog has
    no dated version (then nothing counts as discontinued)."""
    if not catalog_version:
        return None
    head = catalog_version.strip().replace(".", "-")[:7]
    year, _, month = head.partition("-")
    if not (year.isdigit() and month.isdigit() and len(year) == 4 and len(month) == 2):
        return None
    return head


def is_discontinued(part: PartBase, month: str | None) -> bool:
    """Discontinued on or before the catalog's month (both YYYY-MM: they compare as text)."""
    return month is not None and part.discontinued is not None and part.discontinued <= month


def on_sale(parts: Mapping[str, Sequence[PartBase]], catalog_version: str | None,
            include_discontinued: bool = False) -> dict[str, list[PartBase]]:
    """The candidates by kind, without the parts no longer sold (unless asked for)."""
    month = None if include_discontinued else catalog_month(catalog_version)
    return {kind: [p for p in kind_parts if not is_discontinued(p, month)]
            for kind, kind_parts in parts.items()}


def psu_in_bays(psu: PsuSpec, chassis: ChassisSpec) -> bool:
    """The chassis' bays name the PSU's form factor (no "not checked" pair)."""
    return psu.form_factor in chassis.psu_form_factors


def board_in_system(board: MotherboardSpec, chassis: ChassisSpec) -> bool:
    """A system chassis that names its boards names this one, and a board sold only inside
    a system goes only into a system that names it."""
    if chassis.board_ids:
        return board.id in chassis.board_ids
    return board.form_factor != PROPRIETARY


def channel_step(board: MotherboardSpec, cpu_count: int) -> int:
    """Memory modules come in multiples of this: every channel of every CPU gets as many
    (1 where the board does not say how many channels it has)."""
    if board.memory_channels is None:
        return 1
    return board.memory_channels * max(1, min(cpu_count, board.cpu_sockets))


def memory_count(board: MotherboardSpec, cpu_count: int, module_gb: float,
                 vram_gb: float) -> int | None:
    """How many modules of `module_gb` a completion orders: the fewest that fill every
    channel evenly and cover the GPUs' memory (SIZE-RAM-VS-VRAM); where the board's slots
    cannot hold that many, as many as fill it evenly (the rule then warns). None when not
    even one channel-full fits."""
    least = max(1, math.ceil(vram_gb / module_gb))
    covering = even_count(board, cpu_count, least)
    if covering is not None:
        return covering
    step = channel_step(board, cpu_count)
    most = board.dimm_slots // step * step
    return most or None


def even_count(board: MotherboardSpec, cpu_count: int, least: int) -> int | None:
    """The fewest modules, at least `least`, that fill every channel evenly and fit the
    board's slots; None when no such count fits."""
    step = channel_step(board, cpu_count)
    qty = -(-max(1, least) // step) * step
    return qty if qty <= board.dimm_slots else None
