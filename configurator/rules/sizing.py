"""4.5 Sizing: what experienced builders check, NVLink bridges, and completeness."""

from __future__ import annotations

from configurator.model.edits import PlaceCard, ReplaceGpus, SetBridge
from configurator.model.part_edits import AddPart, SetMemory, SetPsu
from configurator.model.parts import BridgeSpec, GpuSpec, MemorySpec, NicSpec, StorageSpec
from configurator.rules import fixes
from configurator.rules.compat import cpu_fix, memory_fix
from configurator.rules.context import Context, Fix, T, list_text, rule
from configurator.rules.part_fit import board_takes
from configurator.rules.thresholds import (
    CLOCK_CHECK_MIN_GPUS,
    CORES_PER_GPU,
    MIN_BOOST_CLOCK_GHZ,
    MIN_CORES,
    SERVER_MIN_GPUS,
    SERVER_NIC_MIN_GBIT_S,
    VRAM_INFO_BELOW_GB,
    VRAM_WARNING_BELOW_GB,
)


def ram_gb(ctx: Context) -> float:
    return sum(m.spec.capacity_gb * m.qty for m in ctx.r.memory)


def placed_vram_gb(ctx: Context) -> float:
    return sum(g.spec.memory_gb for g in ctx.placed_gpus)


def ram_covers_vram(ram: float, vram: float) -> bool:
    """No SIZE-RAM-VS-VRAM: at least as much system memory as GPU memory."""
    return ram >= vram


@rule("SIZE-RAM-VS-VRAM", "sizing", "warning")
def ram_vs_vram(ctx: Context) -> None:
    """System memory below the GPUs' memory combined."""
    if not ctx.r.memory or not ctx.placed_gpus:
        return
    ram, vram = ram_gb(ctx), placed_vram_gb(ctx)
    if ram_covers_vram(ram, vram):
        return
    board = ctx.r.motherboard
    fix = None
    if board is not None:
        like = ctx.r.memory[0].spec
        fix = memory_fix(
            ctx, "SIZE-RAM-VS-VRAM",
            lambda m: board_takes(board, m) and m.ecc == like.ecc,
            T("Use at least {want_gb:,.0f} GB: {qty} x {name} ({total_gb:,.0f} GB)"), total_gb=vram)
    ctx.emit(
        "SIZE-RAM-VS-VRAM", "warning",
        T("{ram_gb:,.0f} GB of system memory for {vram_gb:,.0f} GB of GPU memory; data loaders "
        "and pinned buffers want at least as much RAM as VRAM"),
        {"ram_gb": ram, "vram_gb": vram},
        [*(m.spec.id for m in ctx.r.memory)],
        fix,
    )


def channels_filled(modules: int, channels: int) -> bool:
    """No SIZE-MEMORY-CHANNELS: the modules are a multiple of the channels to fill."""
    return modules % channels == 0


@rule("SIZE-MEMORY-CHANNELS", "sizing", "info")
def memory_channels(ctx: Context) -> None:
    """The modules do not fill every memory channel of every CPU evenly."""
    board, memory = ctx.r.motherboard, ctx.r.memory
    if board is None or board.memory_channels is None or not memory or not ctx.r.cpus:
        return
    cpus = min(len(ctx.r.cpus), board.cpu_sockets)
    channels = board.memory_channels * cpus
    modules = sum(m.qty for m in memory)
    if channels_filled(modules, channels):
        return
    fix = None
    if ctx.alternatives is not None and len(memory) == 1:
        module = memory[0].spec
        up = -(-modules // channels) * channels
        down = modules // channels * channels
        counts = [qty for qty in (up, down) if 0 < qty <= board.dimm_slots]
        fix = fixes.first_working(ctx, (
            (SetMemory(module.id, qty),
             Fix(T("Use {qty} x {name} ({total_gb:,.0f} GB): the same on every channel"),
                 {"qty": qty, "name": module.name, "total_gb": qty * module.capacity_gb}))
            for qty in counts), "SIZE-MEMORY-CHANNELS", None)
    ctx.emit(
        "SIZE-MEMORY-CHANNELS", "info",
        T("{modules} memory modules on {channels} channels ({per_cpu} per CPU x {cpus} CPU(s)): "
          "some channels get fewer modules, which costs memory bandwidth; use a multiple of "
          "{channels}"),
        {"modules": modules, "channels": channels, "per_cpu": board.memory_channels,
         "cpus": cpus},
        [*(m.spec.id for m in memory), board.id],
        fix,
    )


def too_few_cores(cores: int, gpus: int) -> bool:
    """SIZE-CPU-CORES' condition: fewer cores than max(4, 2 per GPU)."""
    return cores < max(MIN_CORES, CORES_PER_GPU * gpus)


@rule("SIZE-CPU-CORES", "sizing", "warning")
def cpu_cores(ctx: Context) -> None:
    """Fewer CPU cores than max(4, 2 per GPU)."""
    if not ctx.r.cpus or not ctx.placed_gpus:
        return
    cores = sum(c.cores for c in ctx.r.cpus)
    need = max(MIN_CORES, CORES_PER_GPU * ctx.placed_gpu_count)
    if not too_few_cores(cores, ctx.placed_gpu_count):
        return
    per_cpu = -(-need // len(ctx.r.cpus))
    ctx.emit(
        "SIZE-CPU-CORES", "warning",
        T("{cores} CPU cores for {gpus} GPU(s); plan at least {need} (two per GPU, four at least) "
        "for data loading"),
        {"cores": cores, "gpus": ctx.placed_gpu_count, "need": need},
        [c.id for c in ctx.r.cpus],
        cpu_fix(ctx, "SIZE-CPU-CORES", lambda c: c.cores >= per_cpu,
                T("Use a CPU with at least {cores} cores, e.g. {count} x {name}"),
                {"cores": per_cpu}),
    )


@rule("SIZE-CPU-CLOCK", "sizing", "info")
def cpu_clock(ctx: Context) -> None:
    """Four or more GPUs and no CPU reaching 3.5 GHz: input pipelines are single-thread bound."""
    if ctx.placed_gpu_count < CLOCK_CHECK_MIN_GPUS or not ctx.r.cpus:
        return
    fastest = max(c.fastest_clock_ghz for c in ctx.r.cpus)
    if fastest >= MIN_BOOST_CLOCK_GHZ:
        return
    ctx.emit(
        "SIZE-CPU-CLOCK", "info",
        T("The fastest CPU clock is {clock_ghz:.2f} GHz for {gpus} GPUs; Python input pipelines "
        "are single-thread bound and like {min_ghz:.1f} GHz or more"),
        {"clock_ghz": fastest, "gpus": ctx.placed_gpu_count, "min_ghz": MIN_BOOST_CLOCK_GHZ},
        [c.id for c in ctx.r.cpus],
    )


@rule("SIZE-SSD", "sizing", "warning")
def ssd(ctx: Context) -> None:
    """Storage chosen but no SSD: a hard disk cannot feed the GPUs."""
    if not ctx.r.storage or any(s.spec.is_ssd for s in ctx.r.storage):
        return
    options = [s for s in fixes.by_price(ctx.alternatives_of("storage"))
               if isinstance(s, StorageSpec) and s.storage_kind == "nvme"]
    fix = fixes.first_working(ctx, (
        (AddPart("storage", s.id),
         Fix(T("Add an NVMe SSD for the working data set, e.g. the {name}"), {"name": s.name}))
        for s in options), "SIZE-SSD", None)
    ctx.emit(
        "SIZE-SSD", "warning",
        T("No SSD: a hard disk reads 100-150 MB/s and cannot keep the GPUs fed"),
        {}, [s.spec.id for s in ctx.r.storage], fix,
    )


@rule("SIZE-VRAM", "sizing", "warning", "info")
def vram(ctx: Context) -> None:
    """A GPU with less than 4 GB (warning) or 8 GB (info) of memory."""
    for gpu in ctx.r.gpus:
        per_gpu_gb = gpu.spec.memory_gb / gpu.spec.gpu_count
        if per_gpu_gb >= VRAM_INFO_BELOW_GB:
            continue
        part = gpu.slot or gpu.spec.id
        if per_gpu_gb < VRAM_WARNING_BELOW_GB:
            options = [g for g in fixes.by_price(ctx.alternatives_of("gpu"))
                       if isinstance(g, GpuSpec) and g.memory_gb / g.gpu_count
                       >= VRAM_INFO_BELOW_GB and g.cooler == gpu.spec.cooler]
            fix = fixes.first_working(ctx, (
                (ReplaceGpus((gpu.slot,), g.id),
                 Fix(T("Use a card with at least 8 GB, e.g. the {name}"), {"name": g.name}))
                for g in options), "SIZE-VRAM", [part]) if gpu.slot else None
            ctx.emit(
                "SIZE-VRAM", "warning",
                T("The {gpu} has {memory_gb:g} GB: too little for most deep-learning models"),
                {"gpu": gpu.spec.name, "memory_gb": per_gpu_gb}, [part],
                fix or Fix(T("Choose a card with at least 8 GB of memory"), {}),
            )
        else:
            ctx.emit(
                "SIZE-VRAM", "info",
                T("The {gpu} has {memory_gb:g} GB: enough to learn on, tight for large models"),
                {"gpu": gpu.spec.name, "memory_gb": per_gpu_gb}, [part],
            )


@rule("SIZE-DISPLAY", "sizing", "info")
def display(ctx: Context) -> None:
    """No integrated or board graphics: a compute GPU also drives the display."""
    board = ctx.r.motherboard
    if board is None or not ctx.r.cpus or not ctx.placed_gpus:
        return
    if board.bmc_graphics or any(c.integrated_graphics for c in ctx.r.cpus):
        return
    ctx.emit(
        "SIZE-DISPLAY", "info",
        T("Neither the CPU nor the board has graphics: a GPU also drives the display, which "
        "takes some of its memory"),
        {}, [board.id, *(c.id for c in ctx.r.cpus)],
    )


@rule("SERVER-ECC", "sizing", "warning")
def server_ecc(ctx: Context) -> None:
    """Eight or more GPUs without ECC memory."""
    if ctx.placed_gpu_count < SERVER_MIN_GPUS or not ctx.r.memory:
        return
    if all(m.spec.ecc for m in ctx.r.memory):
        return
    board = ctx.r.motherboard
    fix = None
    if board is not None:
        fix = memory_fix(ctx, "SERVER-ECC",
                         lambda m: isinstance(m, MemorySpec) and m.ecc and board_takes(board, m),
                         T("Use ECC modules: {qty} x {name} ({total_gb:,.0f} GB)"))
    ctx.emit(
        "SERVER-ECC", "warning",
        T("{gpus} GPUs without ECC memory: a server of this size runs for weeks, and memory "
        "errors corrupt long jobs silently"),
        {"gpus": ctx.placed_gpu_count}, [m.spec.id for m in ctx.r.memory if not m.spec.ecc], fix,
    )


@rule("SERVER-NIC", "sizing", "warning")
def server_nic(ctx: Context) -> None:
    """Eight or more GPUs without a NIC of 10 Gb/s or more."""
    if ctx.placed_gpu_count < SERVER_MIN_GPUS:
        return
    if any(n.spec.speed_gbit_s >= SERVER_NIC_MIN_GBIT_S for n in ctx.r.nics):
        return
    options = [n for n in fixes.by_price(ctx.alternatives_of("nic"))
               if isinstance(n, NicSpec) and n.speed_gbit_s >= SERVER_NIC_MIN_GBIT_S]
    fix = fixes.first_working(ctx, (
        (PlaceCard("nic", n.id),
         Fix(T("Add a {speed:g} Gb/s network card, e.g. the {name}"),
             {"speed": n.speed_gbit_s, "name": n.name}))
        for n in options), "SERVER-NIC", None)
    ctx.emit(
        "SERVER-NIC", "warning",
        T("{gpus} GPUs and no network card of 10 Gb/s or faster: data sets load slowly"),
        {"gpus": ctx.placed_gpu_count}, [n.spec.id for n in ctx.r.nics], fix,
    )


def wants_redundant_psu(gpus: int, redundant: int) -> bool:
    """SERVER-REDUNDANT-PSU's condition, for `gpus` placed GPUs."""
    return gpus >= SERVER_MIN_GPUS and redundant == 0


@rule("SERVER-REDUNDANT-PSU", "sizing", "warning")
def server_redundant_psu(ctx: Context) -> None:
    """Eight or more GPUs without a redundant PSU."""
    psu = ctx.r.psu
    if psu is None or not wants_redundant_psu(ctx.placed_gpu_count, psu.redundant):
        return
    fix = fixes.first_working(ctx, [(
        SetPsu(psu.spec.id, psu.qty + 1, 1),
        Fix(T("Add one more {name} as a redundant unit ({qty} installed, 1 spare)"),
            {"name": psu.spec.name, "qty": psu.qty + 1}))], "SERVER-REDUNDANT-PSU", None)
    ctx.emit(
        "SERVER-REDUNDANT-PSU", "warning",
        T("{gpus} GPUs on PSUs without redundancy: one failed unit stops the whole server"),
        {"gpus": ctx.placed_gpu_count}, [psu.spec.id], fix,
    )


@rule("GPU-MIXED", "sizing", "info")
def gpu_mixed(ctx: Context) -> None:
    """Placed GPUs of more than one model: data-parallel speed follows the slowest."""
    models = list(dict.fromkeys(g.spec.model for g in ctx.placed_gpus))
    if len(models) <= 1:
        return
    ctx.emit(
        "GPU-MIXED", "info",
        T("GPUs of {count} models ({models}): data-parallel training runs at the slowest card's "
        "pace"),
        {"count": len(models), "models": list_text(models)},
        [g.slot for g in ctx.placed_gpus],
    )


@rule("NVLINK-BRIDGE", "sizing", "error")
def nvlink_bridge(ctx: Context) -> None:
    """A bridge of the wrong spacing, across different models, on a card without NVLink, or
    not made for the model."""
    gpus = {g.slot: g for g in ctx.placed_gpus}
    board = ctx.r.motherboard
    if board is None:
        return
    for bridge in ctx.r.bridges:
        a, b = (gpus.get(s) for s in bridge.between)
        if a is None or b is None:
            continue
        distance = abs(board.slot(a.slot).position - board.slot(b.slot).position)
        base = {"bridge": bridge.spec.name, "a": a.slot, "b": b.slot}
        problems: list[tuple[str, dict]] = []
        if bridge.spec.spacing_slots != distance:
            problems.append((
                T("The {bridge} between {a} and {b} spans {spacing} slots, but the cards are "
                "{distance} apart"), {"spacing": bridge.spec.spacing_slots, "distance": distance}))
        if a.spec.model != b.spec.model:
            problems.append((
                T("The {bridge} between {a} and {b} joins two different models: {model_a} and "
                "{model_b}"), {"model_a": a.spec.model, "model_b": b.spec.model}))
        no_link = list(dict.fromkeys(g.spec.name for g in (a, b) if not g.spec.nvlink))
        if no_link:
            problems.append((
                T("The {bridge} between {a} and {b} cannot work: no NVLink on {cards}"),
                {"cards": list_text(no_link)}))
        wrong = [m for m in dict.fromkeys((a.spec.model, b.spec.model))
                 if bridge.spec.compatible_models and m not in bridge.spec.compatible_models]
        if wrong:
            problems.append((
                T("The {bridge} between {a} and {b} is not made for {models}"),
                {"models": list_text(wrong)}))
        if not problems:
            continue
        options = [s for s in fixes.by_price(ctx.alternatives_of("bridge"))
                   if isinstance(s, BridgeSpec) and s.spacing_slots == distance
                   and a.spec.model in s.compatible_models and b.spec.model in s.compatible_models]
        fix = fixes.first_working(ctx, (
            (SetBridge(bridge.index, s.id),
             Fix(T("Use the {name}"), {"name": s.name})) for s in options),
            "NVLINK-BRIDGE", list(bridge.between))
        for template, params in problems:
            ctx.emit("NVLINK-BRIDGE", "error", template, {**base, **params},
                     list(bridge.between), fix)


@rule("BUILD-INCOMPLETE", "sizing", "info")
def incomplete(ctx: Context) -> None:
    """What the build still lacks to be complete."""
    missing = missing_parts(ctx)
    unplaced = ctx.r.unplaced_gpus
    if not missing and not unplaced:
        return
    if missing and unplaced:
        template = (T("The build is not complete: missing {missing}; {unplaced} GPU(s) bought but "
                    "not placed in a slot"))
    elif missing:
        template = T("The build is not complete: missing {missing}")
    else:
        template = T("The build is not complete: {unplaced} GPU(s) bought but not placed in a slot")
    ctx.emit(
        "BUILD-INCOMPLETE", "info", template,
        {"missing": list_text(missing), "missing_parts": missing, "unplaced": len(unplaced)},
        [g.spec.id for g in unplaced],
    )


def missing_parts(ctx: Context) -> list[str]:
    r = ctx.r
    missing = []
    for present, label in (
        (r.chassis is not None, T("chassis")), (r.motherboard is not None, T("motherboard")),
        (bool(r.cpus), T("CPU")), (bool(r.memory), T("memory")), (bool(r.storage), T("storage")),
        (r.psu is not None, T("PSU")), (bool(r.gpus), T("GPU")),
    ):
        if not present:
            missing.append(label)
    return missing
