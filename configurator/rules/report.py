"""What validate() returns: findings and figures (docs/rules.md)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from configurator.rules.plugs import PlugFigures

from configurator.model.edits import Edit
from configurator.model.messages import Message, T

Severity = Literal["error", "warning", "info"]
SEVERITY_ORDER = {"error": 0, "warning": 1, "info": 2}


# Said after a finding whose waiver was refused (errors cannot be waived: docs/build-file.md,
# "Waivers").
WAIVER_REFUSED_NOTE = T(" (waiver refused: errors cannot be waived)")


@dataclass
class Finding:
    """One check's result. `statement` (what the rule found) and `suggestion` (its fix in
    words) are messages: a template and its params, rendered where they are shown, in the
    user's language (configurator.words.findings); `message` and `fix` are their English
    text, as `validate --format json` gives them."""

    rule: str
    severity: Severity
    statement: Message
    parts: list[str] = field(default_factory=list)
    suggestion: Message | None = None
    fix_action: Edit | None = None  # the fix as an edit (configurator.model.edits)
    waived: bool = False
    waiver_reason: str | None = None
    waiver_refused: bool = False
    # Said after the statement when the finding rests on estimated figures (rules/marks.py).
    estimated_note: Message | None = None

    @property
    def key(self) -> tuple[str, str, tuple[str, ...]]:
        """Identity across two validations (used to tell a new finding from an old one)."""
        return (self.rule, self.severity, tuple(sorted(self.parts)))

    @property
    def template(self) -> str:
        return self.statement.template

    @property
    def params(self) -> dict[str, Any]:
        """The numbers and names in the message (JSON "params")."""
        return self.statement.params

    @property
    def fix_template(self) -> str | None:
        return self.suggestion.template if self.suggestion is not None else None

    @property
    def fix_params(self) -> dict[str, Any]:
        return self.suggestion.params if self.suggestion is not None else {}

    @property
    def message(self) -> str:
        """The English text, with the notes that it rests on estimates and that the waiver was
        refused, when they apply."""
        text = self.statement.render()
        if self.estimated_note is not None:
            text += self.estimated_note.render()
        return text + WAIVER_REFUSED_NOTE if self.waiver_refused else text

    @property
    def fix(self) -> str | None:
        """The fix's English text (None: the rule offers none)."""
        return self.suggestion.render() if self.suggestion is not None else None

    def to_json(self) -> dict[str, Any]:
        return {
            "rule": self.rule,
            "severity": self.severity,
            "message": self.message,
            "params": self.params,
            "parts": list(self.parts),
            "fix": self.fix,
            "waived": self.waived,
            "waiver_reason": self.waiver_reason,
        }


@dataclass
class NotChecked:
    """A rule that could not judge a part (docs/build-file.md, part fields): the fields it
    reads that nobody
    published (the part's `unknown`), or that the part does not give. `parts` are slot ids
    for cards in slots, part ids for everything else, as in findings."""

    rule: str
    parts: list[str]
    fields: list[str]

    def to_json(self) -> dict[str, Any]:
        return {"rule": self.rule, "parts": list(self.parts), "fields": list(self.fields)}


@dataclass
class SlotLink:
    lanes: int
    gen: int
    bandwidth_gb_s: float
    source: str
    estimated: bool
    reason: str = ""  # why a slot got no lanes: "used-up", "empty-socket", "switched-off"
    switched_off_by: str = ""  # the slot whose card switched this one off

    def to_json(self) -> dict[str, Any]:
        return {
            "lanes": self.lanes,
            "gen": self.gen,
            "bandwidth_gb_s": round(self.bandwidth_gb_s, 3),
            "source": self.source,
            "estimated": self.estimated,
        }


@dataclass
class PowerFigures:
    peak_w: float = 0.0
    usable_w: float | None = None
    load: float | None = None
    efficiency: float | None = None
    wall_w: float | None = None
    outlet_w: float = 0.0
    continuous_w: float = 0.0
    # A ~10 ms GPU power excursion on top of the rest of the build (POWER-TRANSIENT), and
    # what the PSUs are specified to carry for it; None without GPUs or without PSUs.
    spike_total_w: float | None = None
    spike_limit_w: float | None = None


@dataclass
class ThermalFigures:
    heat_w: float = 0.0
    heat_btu_h: float = 0.0
    delta_t_c: float | None = None


@dataclass
class Totals:
    price_usd: float = 0.0
    gpus: int = 0
    gpu_memory_gb: float = 0.0
    fp32_tflops: float = 0.0
    fp16_tflops: float = 0.0
    ram_gb: float = 0.0


@dataclass
class Report:
    findings: list[Finding]
    complete: bool
    missing: list[str]
    power: PowerFigures
    pcie: dict[str, SlotLink]
    thermal: ThermalFigures
    totals: Totals
    plugs: PlugFigures | None = None  # plugs by kind, cables per source, adapters
    # Rev. 3: what the rules could not judge, and the figures (paths into figures_json)
    # that rest on an estimated field (configurator.rules.field_needs).
    not_checked: list[NotChecked] = field(default_factory=list)
    estimated_figures: list[str] = field(default_factory=list)

    @property
    def validated(self) -> bool:
        return self.complete and self.error_count == 0

    @property
    def error_count(self) -> int:
        return sum(1 for f in self.findings if f.severity == "error")

    @property
    def warning_count(self) -> int:
        return sum(1 for f in self.findings if f.severity == "warning" and not f.waived)

    @property
    def info_count(self) -> int:
        return sum(1 for f in self.findings if f.severity == "info" and not f.waived)

    def by_severity(self, severity: Severity) -> list[Finding]:
        return [f for f in self.findings if f.severity == severity]

    def figures_json(self) -> dict[str, Any]:
        def rounded(value: float | None, digits: int = 1) -> float | None:
            return None if value is None else round(value, digits)

        p, t, s = self.power, self.thermal, self.totals
        return {
            "power": {
                "peak_w": rounded(p.peak_w),
                "usable_w": rounded(p.usable_w),
                "load": rounded(p.load, 4),
                "efficiency": rounded(p.efficiency, 4),
                "wall_w": rounded(p.wall_w),
                "outlet_w": rounded(p.outlet_w),
                "continuous_w": rounded(p.continuous_w),
                "spike_total_w": rounded(p.spike_total_w),
            },
            "pcie": {slot: link.to_json() for slot, link in self.pcie.items()},
            "thermal": {
                "heat_w": rounded(t.heat_w),
                "heat_btu_h": rounded(t.heat_btu_h),
                "delta_t_c": rounded(t.delta_t_c, 2),
            },
            "totals": {
                "price_usd": round(s.price_usd, 2),
                "gpus": s.gpus,
                "gpu_memory_gb": rounded(s.gpu_memory_gb),
                "fp32_tflops": rounded(s.fp32_tflops, 2),
                "fp16_tflops": rounded(s.fp16_tflops, 2),
                "ram_gb": rounded(s.ram_gb),
            },
        }

    def to_json(self) -> dict[str, Any]:
        return {
            "validated": self.validated,
            "complete": self.complete,
            "findings": [f.to_json() for f in self.findings],
            "figures": self.figures_json(),
            "not_checked": [entry.to_json() for entry in self.not_checked],
            "estimated_figures": list(self.estimated_figures),
        }
