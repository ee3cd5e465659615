"""4.1 Compatibility: form factor, socket, memory, PSU bays, slots, CPU cooler."""

from __future__ import annotations

import math

from configurator.model.part_edits import SetCooler, SetCpus, SetMemory
from configurator.model.parts import CoolerSpec, CpuSpec, MemorySpec
from configurator.rules import fixes, fixes_power
from configurator.rules.context import Context, Fix, T, list_text, rule
from configurator.rules.part_fit import (
    board_takes,
    card_fits_slot,
    chassis_takes_board,
    cpu_fits_board,
    modules_for,
    runs_on,
)


@rule("COMPAT-FORM-FACTOR", "compat", "error")
def form_factor(ctx: Context) -> None:
    """The board's form factor is not one the chassis takes."""
    board, chassis = ctx.r.motherboard, ctx.r.chassis
    if board is None or chassis is None or chassis_takes_board(chassis, board):
        return
    ctx.emit(
        "COMPAT-FORM-FACTOR", "error",
        T("The {board} is {form_factor}; the {chassis} takes {takes}"),
        {"board": board.name, "form_factor": board.form_factor, "chassis": chassis.name,
         "takes": list_text(chassis.form_factors)},
        [board.id, chassis.id],
        fixes.chassis_with(ctx, lambda c: True,
                           T("Use a chassis that takes {form_factor} boards, e.g. the {name}"),
                           {"form_factor": board.form_factor}, "COMPAT-FORM-FACTOR"),
    )


def _cpu_candidates(ctx: Context, socket: str, need=lambda c: True):
    return [c for c in fixes.by_price(ctx.alternatives_of("cpu"))
            if isinstance(c, CpuSpec) and c.socket == socket and need(c)]


def cpu_fix(ctx: Context, rule_id: str, need, template: str, params: dict,
            parts=None) -> Fix | None:
    """CPUs for the board meeting `need`; `template` names one as {name}, and {count}."""
    board = ctx.r.motherboard
    if board is None or not ctx.r.cpus:
        return None
    count = min(len(ctx.r.cpus), board.cpu_sockets)
    candidates = (
        (SetCpus(c.id, count),
         Fix(template, {**params, "count": count, "name": c.name}))
        for c in _cpu_candidates(ctx, board.socket, need)
    )
    return fixes.first_working(ctx, candidates, rule_id, parts)


@rule("COMPAT-SOCKET", "compat", "error")
def socket(ctx: Context) -> None:
    """A CPU's socket differs from the board's."""
    board = ctx.r.motherboard
    if board is None:
        return
    for cpu in ctx.r.cpus:
        if not cpu_fits_board(cpu, board):
            ctx.emit(
                "COMPAT-SOCKET", "error",
                T("The {cpu} fits socket {cpu_socket}; the {board} has socket {board_socket}"),
                {"cpu": cpu.name, "cpu_socket": cpu.socket, "board": board.name,
                 "board_socket": board.socket},
                [cpu.id, board.id],
                cpu_fix(ctx, "COMPAT-SOCKET",
                        lambda c, lanes=cpu.pcie_lanes: c.pcie_lanes >= min(lanes, 16),
                        T("Use a CPU for socket {socket}, e.g. {count} x {name}"),
                        {"socket": board.socket}, [cpu.id]),
            )
            return


@rule("COMPAT-CHIPSET", "compat", "error")
def chipset(ctx: Context) -> None:
    """The CPU's maker does not list the board's chipset (same socket, firmware that does not
    run that CPU generation)."""
    board = ctx.r.motherboard
    if board is None:
        return
    for cpu in ctx.r.cpus:
        if cpu.socket != board.socket or runs_on(cpu, board.chipset):
            continue
        ctx.emit(
            "COMPAT-CHIPSET", "error",
            T("The {cpu} runs on {chipsets} boards; the {board} has the {chipset} chipset, whose "
              "firmware does not run it"),
            {"cpu": cpu.name, "chipsets": list_text(cpu.chipsets), "board": board.name,
             "chipset": board.chipset},
            [cpu.id, board.id],
            fixes_power.board_for_cpu(ctx, cpu, "COMPAT-CHIPSET")
            or cpu_fix(ctx, "COMPAT-CHIPSET",
                       lambda c, lanes=cpu.pcie_lanes: bool(c.chipsets)
                       and runs_on(c, board.chipset) and c.pcie_lanes >= min(lanes, 16),
                       T("Use a CPU that the {chipset} chipset runs, e.g. {count} x {name}"),
                       {"chipset": board.chipset}, None),
        )
        return


@rule("COMPAT-CPU-COUNT", "compat", "error")
def cpu_count(ctx: Context) -> None:
    """More CPUs than the board has sockets."""
    board = ctx.r.motherboard
    if board is None or len(ctx.r.cpus) <= board.cpu_sockets:
        return
    ctx.emit(
        "COMPAT-CPU-COUNT", "error",
        T("The build has {cpus} CPUs; the {board} has {sockets} socket(s)"),
        {"cpus": len(ctx.r.cpus), "board": board.name, "sockets": board.cpu_sockets},
        [board.id, *(c.id for c in ctx.r.cpus)],
        fixes.first_working(ctx, [(
            SetCpus(ctx.r.cpus[0].id, board.cpu_sockets),
            Fix(T("Keep {sockets} CPU(s) and remove the rest"), {"sockets": board.cpu_sockets}),
        )], "COMPAT-CPU-COUNT", None),
    )


def memory_fix(ctx: Context, rule_id: str, need, template: str, total_gb: float | None = None,
               parts=None) -> Fix | None:
    """Modules that meet `need`, as many as give the build's memory (or total_gb), within the
    board's DIMM slots; `template` may use {qty}, {name}, {total_gb}, {want_gb}."""
    board = ctx.r.motherboard
    if board is None:
        return None
    want_gb = total_gb if total_gb is not None else sum(m.spec.capacity_gb * m.qty
                                                         for m in ctx.r.memory)
    options = []
    for module in ctx.alternatives_of("memory"):
        if not isinstance(module, MemorySpec) or not need(module):
            continue
        qty = modules_for(module, want_gb)
        if qty > board.dimm_slots or qty > 64:
            continue
        options.append((qty * module.price_usd, qty, module))
    options.sort(key=lambda o: (o[0], o[1]))
    candidates = (
        (SetMemory(m.id, qty),
         Fix(template, {"qty": qty, "name": m.name, "total_gb": qty * m.capacity_gb,
                        "want_gb": want_gb}))
        for _, qty, m in options
    )
    return fixes.first_working(ctx, candidates, rule_id, parts)


@rule("COMPAT-MEMORY-TYPE", "compat", "error")
def memory_type(ctx: Context) -> None:
    """A memory module's type differs from the board's."""
    board = ctx.r.motherboard
    if board is None:
        return
    for item in ctx.r.memory:
        if item.spec.memory_type != board.memory_type:
            ctx.emit(
                "COMPAT-MEMORY-TYPE", "error",
                T("{module} is {module_type}; the {board} takes {board_type}"),
                {"module": item.spec.name, "module_type": item.spec.memory_type,
                 "board": board.name, "board_type": board.memory_type},
                [item.spec.id, board.id],
                memory_fix(ctx, "COMPAT-MEMORY-TYPE", lambda m: board_takes(board, m),
                           T("Use modules the board takes: {qty} x {name} ({total_gb:,.0f} GB)")),
            )


@rule("COMPAT-MEMORY-REGISTERED", "compat", "error")
def memory_registered(ctx: Context) -> None:
    """Registered modules on an unbuffered-only board, the reverse, or the two mixed."""
    board = ctx.r.motherboard
    if board is None or not ctx.r.memory:
        return
    registered = [m.spec for m in ctx.r.memory if m.spec.registered]
    unbuffered = [m.spec for m in ctx.r.memory if not m.spec.registered]
    fix_templates = {
        "udimm": T("Use unbuffered (UDIMM) modules: {qty} x {name} ({total_gb:,.0f} GB)"),
        "rdimm": T("Use registered (RDIMM) modules: {qty} x {name} ({total_gb:,.0f} GB)"),
        "both": T("Use modules of one kind: {qty} x {name} ({total_gb:,.0f} GB)"),
    }
    if registered and unbuffered:
        template = (T("Registered and unbuffered modules are mixed ({a} and {b}); they cannot run "
                    "together"))
        params = {"a": registered[0].name, "b": unbuffered[0].name}
        wrong = [*registered, *unbuffered]
    elif board.memory_registered == "udimm" and registered:
        template = (T("{module} is registered (RDIMM); the {board} takes only unbuffered modules "
                    "and will not boot"))
        params = {"module": registered[0].name, "board": board.name}
        wrong = registered
    elif board.memory_registered == "rdimm" and unbuffered:
        template = (T("{module} is unbuffered; the {board} takes only registered (RDIMM) modules "
                    "and will not boot"))
        params = {"module": unbuffered[0].name, "board": board.name}
        wrong = unbuffered
    else:
        return
    ctx.emit(
        "COMPAT-MEMORY-REGISTERED", "error", template, params,
        [*(m.id for m in wrong), board.id],
        memory_fix(ctx, "COMPAT-MEMORY-REGISTERED", lambda m: board_takes(board, m),
                   fix_templates[board.memory_registered]),
    )


@rule("COMPAT-DIMM-SLOTS", "compat", "error")
def dimm_slots(ctx: Context) -> None:
    """More memory modules than the board has DIMM slots."""
    board = ctx.r.motherboard
    if board is None:
        return
    modules = sum(m.qty for m in ctx.r.memory)
    if modules <= board.dimm_slots:
        return
    ctx.emit(
        "COMPAT-DIMM-SLOTS", "error",
        T("{modules} memory modules, but the {board} has {slots} DIMM slots"),
        {"modules": modules, "board": board.name, "slots": board.dimm_slots},
        [board.id, *(m.spec.id for m in ctx.r.memory)],
        memory_fix(ctx, "COMPAT-DIMM-SLOTS", lambda m: board_takes(board, m),
                   T("Use fewer, larger modules: {qty} x {name} ({total_gb:,.0f} GB)")),
    )


@rule("COMPAT-MEMORY-ECC", "compat", "warning")
def memory_ecc(ctx: Context) -> None:
    """ECC modules on a board or CPU without ECC: they run without error correction."""
    board = ctx.r.motherboard
    ecc_modules = [m.spec for m in ctx.r.memory if m.spec.ecc]
    if board is None or not ecc_modules:
        return
    lacking = [] if board.ecc else [board.name]
    lacking += [c.name for c in ctx.r.cpus if not c.ecc]
    if not lacking:
        return
    ctx.emit(
        "COMPAT-MEMORY-ECC", "warning",
        T("{module} is ECC memory, but ECC is not supported by: {lacking}; it runs without "
        "error correction"),
        {"module": ecc_modules[0].name, "lacking": list_text(list(dict.fromkeys(lacking)))},
        [m.id for m in ecc_modules],
        memory_fix(ctx, "COMPAT-MEMORY-ECC", lambda m: board_takes(board, m) and not m.ecc,
                   T("Use non-ECC modules, {qty} x {name} ({total_gb:,.0f} GB), or an "
                   "ECC-capable board and CPU")),
    )


@rule("COMPAT-PSU-COUNT", "compat", "error")
def psu_count(ctx: Context) -> None:
    """More PSUs than the chassis has bays."""
    chassis, psu = ctx.r.chassis, ctx.r.psu
    if chassis is None or psu is None or psu.qty <= chassis.psu_bays:
        return
    ctx.emit(
        "COMPAT-PSU-COUNT", "error",
        T("{qty} PSUs, but the {chassis} has {bays} PSU bay(s)"),
        {"qty": psu.qty, "chassis": chassis.name, "bays": chassis.psu_bays},
        [psu.spec.id, chassis.id],
        fixes.chassis_with(ctx, lambda c: c.psu_bays >= psu.qty,
                           T("Use a chassis with {bays} PSU bays, e.g. the {name}"),
                           {"bays": psu.qty}, "COMPAT-PSU-COUNT"),
    )


@rule("COMPAT-SLOT", "compat", "error")
def slot_fit(ctx: Context) -> None:
    """Two cards in one slot, or a card wider than a closed slot."""
    seen: dict[str, str] = {}
    for placed in ctx.placed_cards:
        slot, card = placed.slot, placed.card
        if slot.id in seen:
            ctx.emit(
                "COMPAT-SLOT", "error",
                T("{card} and {other} are both in slot {slot}"),
                {"card": card.spec.name, "other": seen[slot.id], "slot": slot.id},
                [slot.id],
                fixes.move_card(ctx, placed, "COMPAT-SLOT"),
            )
            continue
        seen[slot.id] = card.spec.name
        if not card_fits_slot(card.pcie_lanes, slot):
            ctx.emit(
                "COMPAT-SLOT", "error",
                T("{card} is an x{lanes} card; slot {slot} is a closed x{mech} slot"),
                {"card": card.spec.name, "lanes": card.pcie_lanes, "slot": slot.id,
                 "mech": slot.mech_lanes},
                [slot.id],
                fixes.move_card(ctx, placed, "COMPAT-SLOT"),
            )


def _cooler_fix(ctx: Context, need, template: str, params: dict, qty: int) -> Fix | None:
    options = [c for c in fixes.by_price(ctx.alternatives_of("cooler"))
               if isinstance(c, CoolerSpec) and need(c)]
    candidates = (
        (SetCooler(c.id, qty),
         Fix(template, {**params, "qty": qty, "name": c.name}))
        for c in options
    )
    return fixes.first_working(ctx, candidates, "COMPAT-COOLER", None)


@rule("COMPAT-COOLER", "compat", "error", "warning")
def cooler(ctx: Context) -> None:
    """The CPU cooler is too tall, not for the socket, too few, or rated below the CPU."""
    chosen = ctx.r.cpu_cooler
    if chosen is None or not ctx.r.cpus:
        return
    spec: CoolerSpec = chosen.spec
    chassis = ctx.r.chassis
    qty = max(len(ctx.r.cpus), chosen.qty)
    sockets = sorted({c.socket for c in ctx.r.cpus})
    max_peak_w = max(c.sustained_peak_w for c in ctx.r.cpus)
    limit_mm = chassis.max_cooler_height_mm if chassis else math.inf

    def good(c: CoolerSpec) -> bool:
        return (c.height_mm <= limit_mm and all(s in c.sockets for s in sockets)
                and (c.tdp_rating_w is None or c.tdp_rating_w >= max_peak_w))

    if chassis is not None and spec.height_mm > chassis.max_cooler_height_mm:
        ctx.emit(
            "COMPAT-COOLER", "error",
            T("The {cooler} is {height_mm:.0f} mm tall; the {chassis} takes CPU coolers up to "
            "{max_mm:.0f} mm"),
            {"cooler": spec.name, "height_mm": spec.height_mm, "chassis": chassis.name,
             "max_mm": chassis.max_cooler_height_mm},
            [spec.id, chassis.id],
            _cooler_fix(ctx, good, T("Use {qty} x a cooler at most {max_mm:.0f} mm tall, e.g. the "
                        "{name}"), {"max_mm": chassis.max_cooler_height_mm}, qty),
        )
    missing = [s for s in sockets if s not in spec.sockets]
    if missing:
        ctx.emit(
            "COMPAT-COOLER", "error",
            T("The {cooler} does not mount on socket {socket}"),
            {"cooler": spec.name, "socket": list_text(missing)},
            [spec.id, *(c.id for c in ctx.r.cpus)],
            _cooler_fix(ctx, good, T("Use {qty} x a cooler for socket {sockets}, e.g. the {name}"),
                        {"sockets": list_text(sockets)}, qty),
        )
    if chosen.qty < len(ctx.r.cpus):
        ctx.emit(
            "COMPAT-COOLER", "error",
            T("{cpus} CPUs but {coolers} cooler(s)"),
            {"cpus": len(ctx.r.cpus), "coolers": chosen.qty},
            [spec.id],
            fixes.first_working(ctx, [(
                SetCooler(spec.id, len(ctx.r.cpus)),
                Fix(T("Buy {qty} coolers"), {"qty": len(ctx.r.cpus)}))], "COMPAT-COOLER", None),
        )
    if spec.tdp_rating_w is not None and spec.tdp_rating_w < max_peak_w:
        ctx.emit(
            "COMPAT-COOLER", "warning",
            T("The {cooler} is rated for {rating_w:,.0f} W; the CPU draws up to {peak_w:,.0f} W "
            "under sustained turbo"),
            {"cooler": spec.name, "rating_w": spec.tdp_rating_w, "peak_w": max_peak_w},
            [spec.id, *(c.id for c in ctx.r.cpus)],
            _cooler_fix(ctx, good, T("Use {qty} x a cooler rated for at least {peak_w:,.0f} W, "
                        "e.g. the {name}"), {"peak_w": max_peak_w}, qty),
        )
