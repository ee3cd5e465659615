"""Every rule of docs/rules.md fires on its minimal build and stays quiet just across its threshold;
every error and warning carries a fix, and applying the fix clears the finding."""

from __future__ import annotations

import pytest
from cases import CASES, fix_pool
from factory import alternatives_of, resolved

from configurator.model.buildfile import build_from_data, resolve
from configurator.rules import ALL_RULE_IDS, validate


def _ids(case) -> str:
    return f"{case[0]}-{case[1]}"


def _matching(report, rule_id: str, severity: str):
    return [f for f in report.findings if f.rule == rule_id and f.severity == severity]


def test_every_rule_id_of_the_design_has_a_case() -> None:
    assert {rule for rule, *_ in CASES} == set(ALL_RULE_IDS)
    assert len(ALL_RULE_IDS) == 48  # 43 before rev. 3


@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_rule_fires(case) -> None:
    rule_id, severity, trigger, _ = case
    report = validate(resolved(trigger))
    found = _matching(report, rule_id, severity)
    assert found, [f"{f.rule}/{f.severity}" for f in report.findings]
    for finding in found:
        assert finding.message and not finding.message[0].islower()
        assert finding.message == finding.template.format(**finding.params)


@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_rule_stays_quiet_across_its_threshold(case) -> None:
    rule_id, severity, _, near = case
    report = validate(resolved(near))
    assert not _matching(report, rule_id, severity), [f.message for f in report.findings]


class _Lookup:
    def __init__(self, alternatives) -> None:
        self.parts = {p.id: p for parts in alternatives.values() for p in parts}

    def get(self, part_id):
        return self.parts.get(part_id)


@pytest.mark.parametrize(
    "case", [c for c in CASES if c[1] in ("error", "warning")], ids=_ids)
def test_fix_applied_clears_the_finding_without_new_errors(case) -> None:
    rule_id, severity, trigger, _ = case
    alternatives = alternatives_of(trigger, *fix_pool())
    r = resolved(trigger)
    report = validate(r, alternatives)
    before_errors = {f.key for f in report.findings if f.severity == "error"}
    found = _matching(report, rule_id, severity)
    assert found
    for finding in found:
        assert finding.fix, f"{rule_id} has no fix: {finding.message}"
        if finding.fix_action is None:
            continue  # advice without a part to swap (add intake fans...)
        fixed_build = finding.fix_action.apply(r.build)
        fixed = validate(resolve(fixed_build, _Lookup(alternatives)).resolved)
        same = [f for f in fixed.findings if f.rule == rule_id
                and set(f.parts) & set(finding.parts)]
        assert not same, (finding.fix, [f.message for f in same])
        new_errors = [f.message for f in fixed.findings
                      if f.severity == "error" and f.key not in before_errors]
        assert not new_errors, (finding.fix, new_errors)


def test_every_error_and_warning_fix_names_a_part_slot_or_limit() -> None:
    """Most fixes are actions; list the cases where only advice could be given."""
    advice_only = []
    for rule_id, severity, trigger, _ in CASES:
        if severity == "info":
            continue
        report = validate(resolved(trigger), alternatives_of(trigger, *fix_pool()))
        for finding in _matching(report, rule_id, severity):
            if finding.fix_action is None:
                advice_only.append(rule_id)
    assert set(advice_only) <= {"SIZE-VRAM"}, advice_only


def test_findings_are_sorted_by_severity_then_rule_order() -> None:
    trigger = next(c[2] for c in CASES if c[0] == "THERMAL-MANY-OPEN-AIR")
    report = validate(resolved(trigger))
    order = {"error": 0, "warning": 1, "info": 2}
    severities = [order[f.severity] for f in report.findings]
    assert severities == sorted(severities)


def test_build_file_model_accepts_every_case() -> None:
    for _, _, trigger, near in CASES:
        build_from_data(trigger)
        build_from_data(near)


def test_every_message_and_fix_template_is_marked_for_translation() -> None:
    from configurator.rules.messages import all_templates
    from configurator.rules.report import WAIVER_REFUSED_NOTE

    marked = set(all_templates())
    assert WAIVER_REFUSED_NOTE in marked
    seen = 0
    for _, _, trigger, near in CASES:
        for data in (trigger, near):
            report = validate(resolved(data), alternatives_of(data, *fix_pool()))
            for finding in report.findings:
                seen += 1
                assert finding.template in marked, finding.template
                if finding.fix_template:
                    assert finding.fix_template in marked, finding.fix_template
                for label in finding.params.get("missing_parts", []):
                    assert label in marked
    assert seen > 80
