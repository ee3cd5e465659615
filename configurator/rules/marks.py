"""Applying `field_needs.NEEDS` to a validation's findings: what is withheld as "not checked"
and what is marked as resting on an estimate (docs/rules.md, "Not checked and estimated")."""

from __future__ import annotations

from configurator.model.messages import Message
from configurator.rules.context import T
from configurator.rules.field_needs import (
    FIGURE_KEYS,
    FIGURE_NEEDS,
    NEEDS,
    NEEDS_KEYS,
    Marks,
    PartMarks,
)
from configurator.rules.report import Finding, NotChecked, Report

# Appended to a finding's English message; `params["estimated"]` says the same to a program.
ESTIMATED_NOTE = T(" (rests on estimated figures: {estimated})")
ESTIMATED_FIELD = T("{field} of the {part}")
# Said instead when an error was made a warning because it rests on an estimate.
ESTIMATED_ERROR_NOTE = T(" (rests on estimated figures: {estimated}; a warning until a maker's "
                         "figure confirms it)")

# An estimate may warn but never condemn (docs/rules.md, "Not checked and estimated"): an
# error of a check that compares the estimated figure itself (a card's height against the
# room above its slot, a slot's place against a card's width, a cable count) becomes a
# warning. The checks that add figures up keep their severity: there an estimate is one term
# of a sum, mostly a small one (a board's, a module's or a fan's power), and the error stands
# on the makers' figures of the large terms (GPUs, the PSU); they still say what rests on an
# estimate.
SUMMING_RULES = frozenset({
    "POWER-OVERLOAD", "POWER-HEADROOM", "POWER-GPU-SHARE", "CHASSIS-GPU-POWER",
    "POWER-TRANSIENT", "POWER-OUTLET", "THERMAL-AIRFLOW"})


def _fields(marks: list[Marks]) -> list[tuple[str, str]]:
    """(field, part name) of every estimated field the finding rests on."""
    return [(name, m.involved.part.name) for m in marks for name in m.estimated]


def _names(fields: list[tuple[str, str]]) -> list[str]:
    return [ESTIMATED_FIELD.format(field=name, part=part) for name, part in fields]


def _about(finding: Finding, mark: Marks, each: bool) -> bool:
    """The finding rests on the marked part: every finding of a rule that judges the build,
    or that reads a part shared by all its judgements; else the findings naming its card."""
    if not each or not mark.involved.card:
        return True
    return bool(set(mark.involved.refs) & set(finding.parts))


def apply_marks(marked: PartMarks, findings: list[Finding],
                not_checked: list[NotChecked]) -> list[Finding]:
    """The findings left once those judged on an unknown field are withheld (each listed in
    `not_checked`, which this extends), the ones resting on an estimate marked."""
    if not marked.parts:  # nothing unknown or estimated: the common case, kept fast
        return findings
    by_rule: dict[str, list[Finding]] = {}
    for finding in findings:
        by_rule.setdefault(finding.rule, []).append(finding)
    for rule_id, needs in NEEDS.items():
        marks = marked.marks(needs.fields, NEEDS_KEYS[rule_id])
        if not marks or not marked.judges(needs):
            continue
        unknown = [m for m in marks if m.unknown]
        for mark in unknown:
            not_checked.append(NotChecked(rule_id, list(mark.involved.refs), mark.unknown))
        rule_findings = by_rule.get(rule_id, [])
        rule_findings = [f for f in rule_findings
                         if not any(_about(f, m, needs.each) for m in unknown)]
        by_rule[rule_id] = rule_findings
        estimated = [m for m in marks if m.estimated]
        for finding in rule_findings:
            resting = [m for m in estimated if _about(finding, m, needs.each)]
            if not resting:
                continue
            fields = _fields(resting)
            names = _names(fields)
            condemned = finding.severity == "error" and rule_id not in SUMMING_RULES
            finding.statement = Message(finding.statement.template, {
                **finding.statement.params, "estimated": True, "estimated_fields": names,
                **({"error_on_estimate": True} if condemned else {})})
            if condemned:
                finding.severity = "warning"
            # The (field, part) pairs let the words layer name each field in the user's
            # language (configurator.words.findings); "estimated" is the English text.
            finding.estimated_note = Message(
                ESTIMATED_ERROR_NOTE if condemned else ESTIMATED_NOTE,
                {"estimated": ", ".join(names), "estimated_parts": fields})
    left = {id(f) for rule_findings in by_rule.values() for f in rule_findings}
    kept = [f for f in findings if id(f) in left]
    return kept


def estimated_figures(marked: PartMarks, report: Report) -> list[str]:
    """Paths of the figures (section 4.6) that rest on an estimated field and are shown."""
    if not any(p.part.estimated for p in marked.parts):
        return []
    paths = []
    for path, table in FIGURE_NEEDS.items():
        group, name = path.split(".")
        if getattr(getattr(report, group), name) is None:
            continue
        if any(m.estimated for m in marked.marks(table, FIGURE_KEYS[path])):
            paths.append(path)
    return paths
