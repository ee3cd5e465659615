"""4.3 Power, rev. 3: a chassis maker's own limits on the GPUs' power (docs/rules.md,
POWER-GPU-SHARE and CHASSIS-GPU-POWER)."""

from __future__ import annotations

from configurator.model.parts import PsuSpec
from configurator.rules import fixes, fixes_power
from configurator.rules.context import Context, Fix, T, rule
from configurator.rules.power import power_limit_fix
from configurator.rules.power_model import placed_gpu_w, usable_w
from configurator.rules.thresholds import GPU_POWER_SHARE_ROUNDING


def gpu_share_limit_w(share: float, usable: float) -> float:
    """The most the GPUs may draw under a maker's share rule (its decimal's rounding
    allowed, thresholds.GPU_POWER_SHARE_ROUNDING)."""
    return share * usable * (1 + GPU_POWER_SHARE_ROUNDING)


def within_gpu_share(gpu_w: float, share: float, usable: float) -> bool:
    """No POWER-GPU-SHARE error."""
    return gpu_w <= gpu_share_limit_w(share, usable)


@rule("POWER-GPU-SHARE", "power", "error")
def gpu_share(ctx: Context) -> None:
    """The GPUs draw more than the chassis maker's share of the working PSUs' output."""
    chassis, psu, p = ctx.r.chassis, ctx.r.psu, ctx.power
    if chassis is None or chassis.gpu_power_share is None or psu is None or not ctx.placed_gpus:
        return
    share, usable = chassis.gpu_power_share, p.usable_w or 0.0
    gpu_w = placed_gpu_w(ctx.r)
    if within_gpu_share(gpu_w, share, usable):
        return
    ctx.emit(
        "POWER-GPU-SHARE", "error",
        T("The GPUs draw up to {gpu_w:,.0f} W; the maker of the {chassis} allows GPUs at most "
          "{share_pct:.1f} % of the {usable_w:,.0f} W its working PSUs ({working} x {psu}) "
          "deliver, {limit_w:,.0f} W"),
        {"gpu_w": gpu_w, "chassis": chassis.name, "share_pct": share * 100,
         "usable_w": usable, "limit_w": share * usable, "psu": psu.spec.name,
         "working": psu.qty - psu.redundant},
        [chassis.id, psu.spec.id],
        _share_fix(ctx, share, gpu_w),
    )


def _share_fix(ctx: Context, share: float, gpu_w: float) -> Fix | None:
    if ctx.alternatives is None:
        return None
    psu = ctx.r.psu
    volts = ctx.r.outlet.volts

    def carries_share(p: PsuSpec) -> bool:
        return within_gpu_share(gpu_w, share, usable_w(p, psu.qty, psu.redundant, volts))

    return (fixes_power.psu_with(ctx, "POWER-GPU-SHARE", carries_share)
            or fixes_power.second_psu(ctx, "POWER-GPU-SHARE", for_power=True)
            or power_limit_fix(
                ctx, "POWER-GPU-SHARE",
                lambda limit: within_gpu_share(placed_gpu_w(ctx.r, limit), share,
                                               ctx.power.usable_w or 0.0),
                T("Limit each GPU to {limit_w:,.0f} W (nvidia-smi -pl {limit_w:.0f}) to stay "
                  "within the maker's share of the PSUs")))


@rule("CHASSIS-GPU-POWER", "power", "error")
def chassis_gpu_power(ctx: Context) -> None:
    """The GPUs draw more than the chassis maker supports (its cooling and power board)."""
    chassis = ctx.r.chassis
    if chassis is None or chassis.max_gpu_power_w is None or not ctx.placed_gpus:
        return
    gpu_w = placed_gpu_w(ctx.r)
    if gpu_w <= chassis.max_gpu_power_w:
        return
    fix = None
    if ctx.alternatives is not None:
        fix = power_limit_fix(
            ctx, "CHASSIS-GPU-POWER",
            lambda limit: placed_gpu_w(ctx.r, limit) <= chassis.max_gpu_power_w,
            T("Limit each GPU to {limit_w:,.0f} W (nvidia-smi -pl {limit_w:.0f}) to stay within "
              "what the chassis' maker supports"))
        if fix is None:
            fix = fixes.chassis_with(
                ctx, lambda c: c.max_gpu_power_w is None or c.max_gpu_power_w >= gpu_w,
                T("Use a chassis made for {gpu_w:,.0f} W of GPUs, e.g. the {name}"),
                {"gpu_w": gpu_w}, "CHASSIS-GPU-POWER")
    ctx.emit(
        "CHASSIS-GPU-POWER", "error",
        T("The GPUs draw up to {gpu_w:,.0f} W; the maker of the {chassis} supports at most "
          "{max_w:,.0f} W of GPUs (its cooling and power distribution)"),
        {"gpu_w": gpu_w, "chassis": chassis.name, "max_w": chassis.max_gpu_power_w},
        [chassis.id],
        fix,
    )
