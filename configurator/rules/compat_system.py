"""4.1 Compatibility, rev. 3: the PSU's form factor in the chassis' bays, and the system
chassis sold with its own board (docs/rules.md, COMPAT-PSU-FORM and COMPAT-SYSTEM)."""

from __future__ import annotations

from configurator.model.board_parts import MotherboardSpec
from configurator.model.part_edits import SetBoard
from configurator.model.parts import GENERIC_SERVER_PSU
from configurator.rules import fixes, fixes_power
from configurator.rules.context import Context, Fix, T, list_text, rule
from configurator.rules.part_fit import board_fits_system, has_power_board, psu_fits_chassis

PROPRIETARY = "proprietary"  # a board sold only inside its maker's system (db/README.md)


@rule("COMPAT-PSU-FORM", "compat", "error")
def psu_form(ctx: Context) -> None:
    """A PSU of a form factor the chassis' bays do not take."""
    psu, chassis = ctx.r.psu, ctx.r.chassis
    if psu is None or chassis is None or psu.spec.form_factor in chassis.psu_form_factors:
        return
    if psu.spec.form_factor == GENERIC_SERVER_PSU and has_power_board(chassis):
        # A module of a server chassis whose family the part does not name: whether it is
        # this chassis' family cannot be told.
        ctx.report_not_checked("COMPAT-PSU-FORM", [psu.spec.id], ["form_factor"])
        return
    fix = None
    if ctx.alternatives is not None:
        fix = fixes_power.psu_with(ctx, "COMPAT-PSU-FORM",
                                   lambda p: psu_fits_chassis(p, chassis))
        if fix is None:
            fix = fixes.chassis_with(
                ctx, lambda c: psu_fits_chassis(psu.spec, c),
                T("Use a chassis whose bays take {form_factor} power supplies, e.g. the {name}"),
                {"form_factor": psu.spec.form_factor}, "COMPAT-PSU-FORM")
    ctx.emit(
        "COMPAT-PSU-FORM", "error",
        T("The {psu} is a {form_factor} power supply; the bays of the {chassis} take {takes}"),
        {"psu": psu.spec.name, "form_factor": psu.spec.form_factor, "chassis": chassis.name,
         "takes": list_text(chassis.psu_form_factors)},
        [psu.spec.id, chassis.id],
        fix,
    )


@rule("COMPAT-SYSTEM", "compat", "error")
def system_board(ctx: Context) -> None:
    """A system chassis sold with its own board, and a board that is not one of its boards."""
    board, chassis = ctx.r.motherboard, ctx.r.chassis
    if board is None or chassis is None:
        return
    if not chassis.board_ids:
        if board.form_factor == PROPRIETARY and PROPRIETARY in chassis.form_factors:
            # A server board in a system chassis that names no board: which boards the
            # system is sold with is not given, so it is not judged.
            ctx.report_not_checked("COMPAT-SYSTEM", [chassis.id], ["board_ids"])
        return
    if board_fits_system(board, chassis):
        return
    known = {p.id: p for p in ctx.alternatives_of("motherboard")}
    boards = [known[b].name if b in known else b for b in chassis.board_ids]
    ctx.emit(
        "COMPAT-SYSTEM", "error",
        T("The {chassis} is a system sold with its own board ({boards}); the {board} is not "
          "one of them"),
        {"chassis": chassis.name, "boards": list_text(boards), "board": board.name},
        [board.id, chassis.id],
        _system_fix(ctx, board, known),
    )


def _system_fix(ctx: Context, board: MotherboardSpec, known: dict) -> Fix | None:
    if ctx.alternatives is None:
        return None
    chassis = ctx.r.chassis
    own = [known[b] for b in chassis.board_ids
           if isinstance(known.get(b), MotherboardSpec)]
    candidates = (
        (SetBoard(b.id, frozenset(s.id for s in b.pcie_slots)),
         Fix(T("Use the system's own board, the {name}"), {"name": b.name}))
        for b in own
    )
    return fixes.first_working(ctx, candidates, "COMPAT-SYSTEM", None) or fixes.chassis_with(
        ctx, lambda c: board_fits_system(board, c),
        T("Use a chassis that takes the {board}, e.g. the {name}"), {"board": board.name},
        "COMPAT-SYSTEM")
