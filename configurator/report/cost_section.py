"""The "Buy or rent" section of a build: assembled once for the tab and the command line.

`assemble()` runs the pure analysis (configurator.analysis.cost and .power_planner) on a
resolved build and its Report; `summary_lines()` / `offering_rows()` lay the figures out as
text and table rows (translated in the "CostSection" context, as the BOM is in "Bom");
`to_json()` is the CLI's JSON. This module is also where the power planner meets the rules
engine (`rules_limit_search`), since configurator.analysis may not import configurator.rules.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from configurator.analysis.cost import BuildFigures, CostAnalysis, Rental, analyse
from configurator.analysis.cost_inputs import CostInputs
from configurator.analysis.offerings import (
    OFFERINGS_FILE,
    POWER_PERFORMANCE_FILE,
    Offering,
    PowerCurve,
    gpus_by_model,
    load_offerings,
    load_power_curves,
)
from configurator.analysis.power_planner import PowerPlan, build_gflops, plan_power_limits
from configurator.model.build import ResolvedBuild
from configurator.model.edits import SetPowerLimits
from configurator.model.part_base import PartBase
from configurator.model.parts import GpuSpec
from configurator.report.bom import summarize
from configurator.report.wrap import columns
from configurator.rules.context import Context
from configurator.rules.engine import validate
from configurator.rules.power import outlet_fits, power_limit_fix, psu_load_fits, spike_fits_limit
from configurator.rules.report import Report
from configurator.rules.thresholds import POWER_HEADROOM_LOAD

translate = QCoreApplication.translate

@dataclass(frozen=True)
class CostData:
    """What the section reads besides the build: offerings, curves, GPU figures by model."""

    offerings: list[Offering]
    curves: dict[str, PowerCurve]
    gpus_by_model: dict[str, GpuSpec]


def load_cost_data(catalog_parts: Iterable[PartBase] = (), db_dir: Path | None = None
                   ) -> CostData:
    """Read db/cloud_offerings.csv and db/power_performance.csv (raises OfferingsError)."""
    if db_dir is None:
        from configurator.catalog.paths import source_dir

        db_dir = source_dir()
    gpus = [p for p in catalog_parts if isinstance(p, GpuSpec)]
    return CostData(load_offerings(db_dir / OFFERINGS_FILE),
                    load_power_curves(db_dir / POWER_PERFORMANCE_FILE), gpus_by_model(gpus))


def rules_limit_search(resolved: ResolvedBuild, rule_id: str) -> float | None:
    """The power limit the rule's own fix would offer for that finding, worked out even when
    the rule preferred another fix (a bigger PSU) or ran without alternatives; None when no
    limit the cards accept clears it. The same fit criteria as configurator.rules.power."""
    # An empty (not None) alternatives mapping lets the rule's fix run and check itself on
    # the build's own parts: the limit must remove the finding and add no error.
    ctx = Context(resolved, {}, trial=validate)
    if rule_id == "POWER-OUTLET":
        fix = power_limit_fix(ctx, rule_id, lambda limit: outlet_fits(ctx, limit), "")
    elif rule_id in ("POWER-OVERLOAD", "POWER-HEADROOM"):  # both fixes aim at 80 % load
        fix = power_limit_fix(ctx, rule_id, psu_load_fits(ctx, POWER_HEADROOM_LOAD), "")
    elif rule_id == "POWER-TRANSIENT":
        fix = power_limit_fix(ctx, rule_id, spike_fits_limit(ctx), "")
    else:
        return None
    action = fix.action if fix is not None else None
    return float(action.watts) if isinstance(action, SetPowerLimits) and action.watts else None


@dataclass
class CostSection:
    analysis: CostAnalysis
    plan: PowerPlan | None
    notes: list[str] = field(default_factory=list)

    @property
    def currency(self) -> str:
        return self.analysis.inputs.currency


def build_figures(resolved: ResolvedBuild, report: Report, curves: dict[str, PowerCurve],
                  inputs: CostInputs, notes: list[str]) -> BuildFigures:
    wall_w = report.power.wall_w
    if wall_w is None:  # no PSU chosen yet: the DC peak is the best figure there is
        wall_w = report.power.peak_w
        notes.append(translate("CostSection", "No PSU chosen: electricity uses the DC peak, not "
                                              "the wall draw."))
    gflops = build_gflops(resolved, curves, inputs.metric)
    if gflops <= 0:
        notes.append(translate("CostSection", "No GPU placed: there is no work to rent instead."))
    return BuildFigures(report.totals.price_usd, wall_w, gflops, report.totals.gpus)


def validation_notes(resolved: ResolvedBuild, report: Report) -> list[str]:
    """What the figures of a build that is not validated are worth: the costs of a build
    with errors were given without a word."""
    notes = []
    if report.error_count:
        notes.append(translate("CostSection", "The build has {0} error(s) (see the checks): "
                                              "as it stands it will not work, and fixing it may "
                                              "change these costs.").format(report.error_count))
    if not report.complete:
        missing = summarize(report, len(resolved.unplaced_gpus)).incomplete_text()
        notes.append(translate("CostSection", "The build is {0}; the purchase price leaves "
                                              "out what it lacks.").format(missing))
    return notes


def assemble(resolved: ResolvedBuild, report: Report, inputs: CostInputs, data: CostData,
             offering_ids: Sequence[str] | None = None) -> CostSection:
    """The section for a build; `offering_ids` picks offerings (None: all of them)."""
    notes = validation_notes(resolved, report)
    build = build_figures(resolved, report, data.curves, inputs, notes)
    offerings = [o for o in data.offerings if offering_ids is None or o.id in offering_ids]
    analysis = analyse(build, offerings, data.gpus_by_model, inputs)
    plan = plan_power_limits(resolved, report.findings, data.curves, rules_limit_search,
                             inputs.metric)
    return CostSection(analysis, plan, notes)


# --- text ------------------------------------------------------------------------------------


def money(amount: float | None, currency: str) -> str:
    return "-" if amount is None or not math.isfinite(amount) else f"{amount:,.2f} {currency}"


def month_text(month: int | None) -> str:
    if month is None:
        return translate("CostSection", "never")
    return translate("CostSection", "month {0}").format(month)


def offering_text(offering: Offering) -> str:
    """"AWS p2.xlarge (us-east-1, 2017-03)": where the price applies and when it was
    published (a price's age says how far to trust it)."""
    where = ", ".join(part for part in (offering.region, offering.price_date) if part)
    return f"{offering.label} ({where})" if where else offering.label


def summary_lines(section: CostSection) -> list[str]:
    a, own, c = section.analysis, section.analysis.ownership, section.currency
    i = a.inputs
    purchase = translate("CostSection", "Purchase: {0}; peak wall draw {1:,.0f} W, idle "
                                        "{2:,.0f} W ({3:.0f} % of peak)")
    use = translate("CostSection", "Use: {0:g} h a day; electricity {1:g} {2}/kWh; lifetime "
                                   "{3} months")
    energy = translate("CostSection", "Energy: {0:,.1f} kWh a month = {1} a month; owning for "
                                      "{2} months: {3}")
    throughput = translate("CostSection", "Throughput: {0:,.1f} TFLOPS {1} from {2} GPU(s)")
    lines = [
        purchase.format(money(own.purchase, c), own.peak_wall_w, own.idle_w,
                        i.idle_fraction * 100),
        use.format(i.hours_per_day, i.kwh_price, c, i.months),
        energy.format(own.kwh_per_month, money(own.energy_per_month, c), i.months,
                      money(own.total, c)),
        throughput.format(a.build.gflops / 1000, i.metric.upper(), a.build.gpus),
    ]
    if own.cost_per_busy_hour is not None:
        lines.append(translate("CostSection", "Owning costs {0} per busy hour over the lifetime")
                     .format(money(own.cost_per_busy_hour, c)))
    return lines + section.notes


SAME_SPEED_WITHIN = 0.005


def speed_text(ratio: float | None) -> str:
    """Which is faster, the build or one instance of the offering, and by how much."""
    if ratio is None or not math.isfinite(ratio) or ratio <= 0:
        return "-"
    if abs(ratio - 1) < SAME_SPEED_WITHIN:
        return translate("CostSection", "as fast")
    if ratio > 1:
        return translate("CostSection", "build {0:.2f}× faster").format(ratio)
    return translate("CostSection", "instance {0:.2f}× faster").format(1 / ratio)


def offering_header() -> list[str]:
    return [translate("CostSection", "Offering"), translate("CostSection", "Speed"),
            translate("CostSection", "Rent a month"), translate("CostSection", "Break-even"),
            translate("CostSection", "Own per instance-hour"),
            translate("CostSection", "Rent per hour"), translate("CostSection", "Owning pays from")]


def offering_rows(section: CostSection) -> list[list[str]]:
    c = section.currency
    rows = []
    for r in section.analysis.rentals:
        # How many instances' worth of throughput the build has (the work rented instead).
        speed = speed_text(r.speed_ratio)
        pays = ("-" if r.min_hours_per_day is None
                else translate("CostSection", "{0:g} h/day").format(r.min_hours_per_day))
        rows.append([offering_text(r.offering), speed, money(r.rent_per_month, c),
                     month_text(r.break_even_month) if r.comparable else "-",
                     money(r.own_per_instance_hour, c), money(r.price_per_hour, c), pays])
    return rows


def own_the_build_text() -> str:
    """The build's line in the charts of cumulative cost."""
    return translate("CostSection", "Own the build")


def extrapolated_note(extrapolated: bool) -> str:
    """Said of a GPU's kept throughput read below the curve's lowest measured limit."""
    return (translate("CostSection", " (extrapolated below the lowest measured limit)")
            if extrapolated else "")


def borrowed_note(borrowed: bool) -> str:
    """Said of a curve measured on another generation of cards."""
    return (translate("CostSection", " (borrowed: no measurement for these cards' generation)")
            if borrowed else "")


def measured_curves(plan: PowerPlan) -> list[tuple[PowerCurve, bool]]:
    """The curves the plan's GPUs read, each once however many cards read it, and whether
    it was borrowed from another generation."""
    return list(dict.fromkeys((g.kept.curve, g.kept.borrowed) for g in plan.gpus
                              if g.kept.curve is not None))


def plan_lines(plan: PowerPlan | None) -> list[str]:
    if plan is None:
        return []
    rules = ", ".join(plan.rules)
    if not plan.feasible:
        return [translate("CostSection", "Power limit ({0}): no limit the cards accept is "
                                         "enough").format(rules)]
    lines = [translate("CostSection", "Power limit ({0}): {1:,.0f} W per GPU keeps {2:.1f} % of "
                                      "GPU throughput").format(rules, plan.limit_w,
                                                                plan.throughput_kept * 100)]
    for gpu in plan.gpus:
        lines.append(translate("CostSection", "  {0} in {1}: {2:,.0f} W of {3:,.0f} W, keeps "
                                              "{4:.1f} %{5}").format(
            gpu.name, gpu.slot, gpu.limit_w, gpu.stock_w, gpu.kept.fraction * 100,
            extrapolated_note(gpu.kept.extrapolated)))
    for curve, borrowed in measured_curves(plan):
        lines.append(translate("CostSection", "  Measured on {0}, {1}: {2}").format(
            curve.card, curve.workload, curve.source_url) + borrowed_note(borrowed))
    return lines


def text_report(section: CostSection, title: str = "") -> str:
    header, rows = offering_header(), offering_rows(section)
    # Padded by terminal columns: a Chinese character takes two.
    widths = [max(columns(h), *(columns(r[i]) for r in rows)) for i, h in enumerate(header)]
    table = ["  ".join(cell + " " * (w - columns(cell))
                       for cell, w in zip(line, widths, strict=True)).rstrip()
             for line in (header, *rows)]
    heading = (translate("CostSection", "Buy or rent: {0}").format(title) if title
               else translate("CostSection", "Buy or rent"))
    return "\n".join([heading, *summary_lines(section), "", *table, "",
                      *plan_lines(section.plan)])


def _rental_json(r: Rental) -> dict[str, Any]:
    o = r.offering
    return {
        "id": o.id, "provider": o.provider, "instance": o.instance, "gpu_model": o.gpu_model,
        "gpu_count": o.gpu_count, "region": o.region, "price": o.price,
        "price_unit": o.price_unit, "price_currency": o.currency, "price_date": o.price_date,
        "source_url": o.source_url, "instance_gflops": r.instance_gflops,
        "build_speed_ratio": r.speed_ratio, "price_per_hour": r.price_per_hour,
        "instance_hours_per_month": r.instance_hours_per_month, "servers": r.servers,
        "rent_per_month": r.rent_per_month, "own_per_instance_hour": r.own_per_instance_hour,
        "break_even_month": r.break_even_month, "min_hours_per_day": r.min_hours_per_day,
    }


def to_json(section: CostSection) -> dict[str, Any]:
    a, own, plan = section.analysis, section.analysis.ownership, section.plan
    i = a.inputs
    return {
        "inputs": {"hours_per_day": i.hours_per_day, "kwh_price": i.kwh_price,
                   "currency": i.currency, "per_usd": i.currency_per_usd, "months": i.months,
                   "idle_fraction": i.idle_fraction, "metric": i.metric},
        "ownership": {"purchase": own.purchase, "peak_wall_w": own.peak_wall_w,
                      "idle_w": own.idle_w, "kwh_per_month": own.kwh_per_month,
                      "energy_per_month": own.energy_per_month, "total": own.total,
                      "cost_per_busy_hour": own.cost_per_busy_hour,
                      "gflops": a.build.gflops, "gpus": a.build.gpus},
        "offerings": [_rental_json(r) for r in a.rentals],
        "power_plan": None if plan is None else {
            "rules": list(plan.rules), "limit_w": plan.limit_w, "from_fix": plan.from_fix,
            "throughput_kept": plan.throughput_kept,
            "limits_w": {str(k): v for k, v in plan.limits_w.items()},
            "gpus": [{"index": g.index, "slot": g.slot, "name": g.name, "stock_w": g.stock_w,
                      "limit_w": g.limit_w, "kept": g.kept.fraction,
                      "curve_source": g.kept.curve.source_url if g.kept.curve else None,
                      "borrowed_curve": g.kept.borrowed, "extrapolated": g.kept.extrapolated}
                     for g in plan.gpus]},
        "notes": list(section.notes),
    }
