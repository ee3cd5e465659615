"""The bill of materials of a build: lines grouped by part, extras, totals and the validation
summary. One assembly feeds the PDF, the CSV and the window's BOM panel, so every view lists
the same lines, quantities and prices.

Prices are the parts' own (catalog or custom) in USD; the power figures are the ones the rules
add up (docs/rules.md), so the line powers sum to the Report's `peak_w`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication

from configurator.model.build import ResolvedBuild
from configurator.model.part_base import PartBase
from configurator.rules.power_model import unit_peak_w
from configurator.rules.report import Report
from configurator.rules.thresholds import FAN_W
from configurator.words.findings import join_names, part_labels
from configurator.words.names import kind_label, template_text
from configurator.words.plugs import adapter_name, adapter_note

translate = QCoreApplication.translate

KIND_ORDER = ("chassis", "motherboard", "cpu", "cooler", "memory", "storage", "psu", "gpu",
              "adapter", "nic", "bridge", "extra")


@dataclass(frozen=True)
class BomLine:
    """One purchase line: `qty` units of one part (or one extra the user typed)."""

    kind: str  # a part kind, or "extra"
    name: str
    qty: int
    unit_price_usd: float
    part_id: str | None = None
    manufacturer: str | None = None
    mpn: str | None = None
    price_date: str | None = None
    source_url: str | None = None
    # Peak power one unit adds to the build (docs/rules.md); None: it draws nothing of its own.
    power_each_w: float | None = None
    note: str = ""
    custom: bool = False
    user_price: bool = False  # the user's own price, not the catalog's (docs/architecture.md)

    @property
    def kind_label(self) -> str:
        return kind_label(self.kind)

    @property
    def extended_price_usd(self) -> float:
        return self.unit_price_usd * self.qty

    @property
    def power_total_w(self) -> float | None:
        return None if self.power_each_w is None else self.power_each_w * self.qty


@dataclass(frozen=True)
class BomTotals:
    price_usd: float
    peak_w: float
    wall_w: float | None
    efficiency: float | None
    load: float | None
    usable_w: float | None
    outlet_name: str
    outlet_volts: float
    outlet_amps: float
    outlet_w: float
    continuous_w: float
    heat_w: float
    heat_btu_h: float
    delta_t_c: float | None


@dataclass(frozen=True)
class ValidationSummary:
    """What the banner on every page says."""

    complete: bool
    errors: int
    warnings: int
    infos: int
    waived: int
    missing: tuple[str, ...] = ()
    unplaced_gpus: int = 0

    @property
    def validated(self) -> bool:
        return self.complete and self.errors == 0

    @property
    def status(self) -> str:
        # Not translated: the words are the contract (the commands of docs/architecture.md,
        # tests, purchasing's eyes).
        return "VALIDATED" if self.validated else "NOT VALIDATED"

    @property
    def status_text(self) -> str:
        """The status as the banner shows it: a translation keeps the English words and adds
        its own, first in the user's language ("未通过验证 · NOT VALIDATED")."""
        return (translate("Bom", "VALIDATED") if self.validated
                else translate("Bom", "NOT VALIDATED"))

    def counts_text(self) -> str:
        parts = [translate("Bom", "{n} error(s)").format(n=self.errors),
                 translate("Bom", "{n} warning(s)").format(n=self.warnings),
                 translate("Bom", "{n} note(s)").format(n=self.infos)]
        if self.waived:
            parts.append(translate("Bom", "{n} waived").format(n=self.waived))
        return join_names(parts)

    def incomplete_text(self) -> str:
        """Why the build is incomplete ("" when it is complete)."""
        if self.complete:
            return ""
        reasons = []
        if self.missing:
            reasons.append(translate("Bom", "missing {parts}").format(
                parts=part_labels(self.missing)))
        if self.unplaced_gpus or not reasons:
            reasons.append(translate("Bom", "{n} GPU(s) not placed in a slot").format(
                n=self.unplaced_gpus))
        return translate("Bom", "incomplete: {reasons}").format(
            reasons=translate("Bom", "; ", "between two reasons").join(reasons))

    def why_not_validated(self) -> str:
        """Why the build is not validated, in one line ("" when it is): the one wording of
        the banner, the checks panel, the export question and the command line."""
        reasons = []
        if self.errors:
            reasons.append(translate("Bom", "{n} error(s)").format(n=self.errors))
        if not self.complete:
            reasons.append(self.incomplete_text())
        return translate("Bom", "; ", "between two reasons").join(reasons)

    def banner_text(self) -> str:
        text = f"{self.status_text} · {self.counts_text()}"
        incomplete = self.incomplete_text()
        return f"{text} · {incomplete}" if incomplete else text


@dataclass(frozen=True)
class Bom:
    build_name: str
    lines: list[BomLine]
    totals: BomTotals
    summary: ValidationSummary
    notes: str = ""
    # The lab's stock (DESIGN section 8 rev. 3): of the lines, what comes off the shelf.
    from_stock: list[BomLine] = field(default_factory=list)

    @property
    def to_buy_usd(self) -> float:
        """The total less the parts taken from stock."""
        return self.totals.price_usd - lines_price_usd(self.from_stock)

    @property
    def part_lines(self) -> list[BomLine]:
        return [line for line in self.lines if line.kind != "extra"]

    @property
    def extra_lines(self) -> list[BomLine]:
        return [line for line in self.lines if line.kind == "extra"]

    @property
    def display_name(self) -> str:
        return template_text(self.build_name) or translate("Bom", "Untitled build")


# --- assembly ------------------------------------------------------------------------------


def why_not_validated(resolved: ResolvedBuild, report: Report) -> str:
    """ValidationSummary.why_not_validated for a build and its report."""
    return summarize(report, len(resolved.unplaced_gpus)).why_not_validated()


def summarize(report: Report, unplaced_gpus: int = 0) -> ValidationSummary:
    return ValidationSummary(
        complete=report.complete, errors=report.error_count, warnings=report.warning_count,
        infos=report.info_count, waived=sum(1 for f in report.findings if f.waived),
        missing=tuple(report.missing), unplaced_gpus=unplaced_gpus)


def _join(*notes: str) -> str:
    return translate("Bom", "; ", "between two reasons").join(n for n in notes if n)


class UserMarks(Protocol):
    """What the BOM asks of the catalog to mark the user's parts and prices."""

    def is_custom(self, part_id: str) -> bool: ...
    def has_price_override(self, part_id: str) -> bool: ...
    def own_price(self, part_id: str) -> tuple[float, str | None] | None: ...
    def user_price(self, part_id: str) -> Any: ...  # catalog.stores.interface.UserPrice


def _user_notes(marks: UserMarks | None, part_id: str) -> tuple[bool, bool, str]:
    """(the user's part, the user's price, the note saying so)."""
    if marks is None:
        return False, False, ""
    mine = marks.is_custom(part_id)
    priced = marks.has_price_override(part_id)
    notes = [translate("Bom", "your part") if mine else ""]
    if priced:
        own = marks.own_price(part_id)
        if own is not None and own[0] > 0:
            catalog = f"${own[0]:,.2f}" + (f" ({own[1]})" if own[1] else "")
            notes.append(translate("Bom", "your price; catalog {price}").format(price=catalog))
        else:
            notes.append(translate("Bom", "your price"))
    return mine, priced, _join(*notes)


class _Lines:
    """Collects lines, merging units of one part that share a power and a note."""

    def __init__(self, custom_ids: set[str], marks: UserMarks | None = None) -> None:
        self._custom_ids = custom_ids
        self._marks = marks
        self._entries: dict[tuple, dict] = {}

    def add(self, part: PartBase, qty: int, power_each_w: float | None, note: str = "",
            slot: str | None = None) -> None:
        key = (part.kind, part.id, power_each_w, note)
        entry = self._entries.setdefault(key, {"part": part, "qty": 0, "slots": []})
        entry["qty"] += qty
        if slot:
            entry["slots"].append(slot)

    def _price_source(self, part: PartBase) -> str | None:
        """Where the user's price comes from (the quote's link), else the part's source: a
        purchaser follows the link to the price the BOM states (issue 30 item 11)."""
        price = self._marks.user_price(part.id) if self._marks is not None else None
        return getattr(price, "source_url", None) or part.source_url

    def lines(self) -> list[BomLine]:
        out = []
        for (kind, _id, power_each_w, note), entry in self._entries.items():
            part: PartBase = entry["part"]
            slots: list[str] = entry["slots"]
            where = ""
            if slots:
                where = (translate("Bom", "slot {slot}").format(slot=slots[0]) if len(slots) == 1
                         else translate("Bom", "slots {slots}").format(slots=join_names(slots)))
            custom = part.id in self._custom_ids
            mine, priced, user_note = _user_notes(self._marks, part.id)
            out.append(BomLine(
                kind=kind, name=part.name, qty=entry["qty"], unit_price_usd=part.price_usd,
                part_id=part.id, manufacturer=part.manufacturer, mpn=part.mpn,
                price_date=part.price_date,
                source_url=self._price_source(part) if priced else part.source_url,
                power_each_w=power_each_w, custom=custom or mine, user_price=priced,
                note=_join(where, note, translate("Bom", "custom part") if custom else "",
                           "" if custom else user_note)))
        out.sort(key=lambda line: KIND_ORDER.index(line.kind))  # stable: file order inside
        return out


def assemble_bom(resolved: ResolvedBuild, report: Report, marks: UserMarks | None = None) -> Bom:
    """The BOM of a resolved build and its Report (from the same validate() call). With
    `marks` (the catalog), the user's own parts and prices are marked in the lines' notes."""
    r, build = resolved, resolved.build
    if not all(hasattr(marks, name) for name in ("is_custom", "has_price_override",
                                                 "own_price")):
        marks = None  # a part source that knows nothing of the user's parts
    lines = _Lines({p.id for p in build.custom_parts}, marks)
    if r.chassis is not None:
        fans = r.chassis.fan_count
        lines.add(r.chassis, 1, unit_peak_w(r.chassis) if fans else None,
                  translate("Bom", "{n} fan(s) at {w:g} W").format(n=fans, w=FAN_W) if fans else "")
    if r.motherboard is not None:
        lines.add(r.motherboard, 1, unit_peak_w(r.motherboard))
    for cpu in r.cpus:
        lines.add(cpu, 1, unit_peak_w(cpu))
    if r.cpu_cooler is not None:
        lines.add(r.cpu_cooler.spec, r.cpu_cooler.qty, None)
    for module in r.memory:
        lines.add(module.spec, module.qty, unit_peak_w(module.spec))
    for drive in r.storage:
        lines.add(drive.spec, drive.qty, unit_peak_w(drive.spec))
    if r.psu is not None:
        note = (translate("Bom", "{n} redundant").format(n=r.psu.redundant) if r.psu.redundant
                else "")
        lines.add(r.psu.spec, r.psu.qty, None, note)
    for gpu in r.gpus:
        if gpu.slot is None:
            # Bought but not in the machine: no power, lanes or airflow (docs/build-file.md).
            lines.add(gpu.spec, 1, 0.0, translate("Bom", "not placed in a slot: no power counted"))
        else:
            limit = ("" if gpu.power_limit_w is None else
                     translate("Bom", "power limit {w:,.0f} W").format(w=gpu.power_limit_w))
            lines.add(gpu.spec, 1, gpu.peak_w, limit, slot=gpu.slot)
    for nic in r.nics:
        lines.add(nic.spec, nic.qty, unit_peak_w(nic.spec), slot=nic.slot)
    for bridge in r.bridges:
        lines.add(bridge.spec, 1, None,
                  translate("Bom", "{a} to {b}").format(a=bridge.between[0], b=bridge.between[1]))
    # An extra without a price is bought all the same: the BOM says its price is missing
    # rather than let $0 pass into a validated total unremarked (issue 30 item 10).
    extras = [BomLine(kind="extra", name=e.name, qty=e.qty, unit_price_usd=e.price_usd,
                      note="" if e.price_usd > 0 else translate(
                          "Bom", "no price entered: not in the total"))
              for e in build.extras]
    parts = lines.lines()
    at = next((i for i, line in enumerate(parts) if KIND_ORDER.index(line.kind)
               > KIND_ORDER.index("adapter")), len(parts))
    parts[at:at] = adapter_lines(report)
    stock = getattr(marks, "stock", None)
    return Bom(build_name=build.name, lines=[*parts, *extras],
               totals=_totals(r, report), summary=summarize(report, len(r.unplaced_gpus)),
               notes=template_text(build.notes),
               from_stock=stock_lines(parts, stock() if callable(stock) else {}))


def stock_lines(lines: Iterable[BomLine], stock: Mapping[str, int]) -> list[BomLine]:
    """The lines' parts that are on the shelf, up to the quantity there (lines of one part,
    such as two CPUs, share its stock), as lines of their own."""
    left = dict(stock)
    taken: dict[str, tuple[BomLine, int]] = {}
    for line in lines:
        if line.part_id is None or left.get(line.part_id, 0) <= 0:
            continue
        qty = min(line.qty, left[line.part_id])
        left[line.part_id] -= qty
        first, before = taken.get(line.part_id, (line, 0))
        taken[line.part_id] = (first, before + qty)
    return [replace(first, qty=qty, note="", power_each_w=None)
            for first, qty in taken.values()]


def adapter_lines(report: Report) -> list[BomLine]:
    """The 16-pin adapters the build needs (Report.plugs), one line per kind of adapter. Not
    priced: most cards ship with theirs, and the Report's total has no price for them."""
    groups: dict[tuple, list] = {}
    for adapter in report.plugs.adapters if report.plugs is not None else []:
        key = (adapter.class_w, adapter.cables, adapter.source)
        groups.setdefault(key, []).append(adapter)
    out = []
    for (class_w, cables, _source), adapters in groups.items():
        slots = [a.slot for a in adapters]
        where = (translate("Bom", "slot {slot}").format(slot=slots[0]) if len(slots) == 1
                 else translate("Bom", "slots {slots}").format(slots=join_names(slots)))
        out.append(BomLine(kind="adapter", name=adapter_name(class_w, cables),
                           qty=len(adapters), unit_price_usd=0.0,
                           note=_join(where, adapter_note(adapters[0]))))
    return out


def _totals(r: ResolvedBuild, report: Report) -> BomTotals:
    p, t, outlet = report.power, report.thermal, r.outlet
    return BomTotals(
        price_usd=report.totals.price_usd, peak_w=p.peak_w, wall_w=p.wall_w,
        efficiency=p.efficiency, load=p.load, usable_w=p.usable_w, outlet_name=outlet.name,
        outlet_volts=outlet.volts, outlet_amps=outlet.amps, outlet_w=p.outlet_w,
        continuous_w=p.continuous_w, heat_w=t.heat_w, heat_btu_h=t.heat_btu_h,
        delta_t_c=t.delta_t_c)


def lines_price_usd(lines: Iterable[BomLine]) -> float:
    return sum(line.extended_price_usd for line in lines)
