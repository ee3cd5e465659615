"""The BOM PDF's sections on the checks: every finding with its fix, what the rules could not
judge in this build, the waivers, what the application does not check, and the user's notes.
Findings are worded by findings_text, as in the window and on the command line."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from configurator.model.build import ResolvedBuild
from configurator.report.pdf.flow import Column, PageFlow, Row, Span
from configurator.report.pdf.style import MUTED, SEVERITY_INK, fonts
from configurator.rules.report import Finding, Report
from configurator.words.findings import (
    finding_text,
    fix_text,
    join_names,
    not_checked_texts,
    part_labels,
    severity_name,
)
from configurator.words.not_checked import estimated_figure_names, not_checked_lines

translate = QCoreApplication.translate

BULLET = "•"
INDENT_MM = 4.0


def _finding_spans(finding: Finding) -> list[tuple[Span, float]]:
    f = fonts()
    label = severity_name(finding.severity)
    if finding.waived:
        label = translate("Bom", "{severity} (waived)").format(severity=label)
    colour = MUTED if finding.waived else SEVERITY_INK[finding.severity]
    spans = [(Span(f"{label} · {finding.rule}", f.body_bold, colour), 0.0),
             (Span(finding_text(finding), f.body), INDENT_MM)]
    fix = fix_text(finding)
    if fix:
        spans.append((Span(translate("Bom", "Fix: {fix}").format(fix=fix), f.body), INDENT_MM))
    if finding.parts:
        concerns = translate("Bom", "Concerns: {parts}").format(parts=join_names(finding.parts))
        spans.append((Span(concerns, f.small, MUTED), INDENT_MM))
    if finding.waived:
        waived = translate("Bom", "Waived: {reason}").format(reason=finding.waiver_reason)
        spans.append((Span(waived, f.body), INDENT_MM))
    elif finding.waiver_refused:
        refused = translate("Bom", "Waiver refused (errors cannot be waived): {reason}").format(
            reason=finding.waiver_reason)
        spans.append((Span(refused, f.body), INDENT_MM))
    return spans


def findings_section(flow: PageFlow, report: Report) -> None:
    f = fonts()
    flow.heading(translate("Bom", "Findings ({n})").format(n=len(report.findings)), f.heading)
    if not report.findings:
        flow.paragraph(translate("Bom", "No findings: every check passed."), f.body)
    groups = {"error": translate("Bom", "Errors ({n})"),
              "warning": translate("Bom", "Warnings ({n})"),
              "info": translate("Bom", "Notes ({n})")}
    for severity, title in groups.items():
        findings = report.by_severity(severity)
        if not findings:
            continue
        flow.heading(title.format(n=len(findings)), f.subheading, above_mm=1.0, after_mm=0.8)
        for finding in findings:
            flow.block(_finding_spans(finding), after_mm=1.6)
    if not report.complete and report.missing:
        skipped = translate("Bom", "Checks that need the missing parts ({parts}) were skipped.")
        flow.paragraph(skipped.format(parts=part_labels(report.missing)), f.body, MUTED)


def not_judged_section(flow: PageFlow, resolved: ResolvedBuild, report: Report) -> None:
    """After the findings: the checks that could not judge a part of this build, and the
    figures that rest on estimates (docs/rules.md, "Not checked and estimated")."""
    if not report.not_checked and not report.estimated_figures:
        return
    f = fonts()
    if report.not_checked:
        flow.heading(translate("Bom", "Not checked in this build ({n})").format(
            n=len(report.not_checked)), f.subheading, above_mm=1.0, after_mm=0.8)
        flow.paragraph(translate("Bom", "These checks could not judge these parts: a figure "
                                        "they read is not published or the part does not give "
                                        "it. They give no finding about them; check them "
                                        "yourself."), f.body, MUTED, after_mm=0.8)
        for line in not_checked_lines(report, resolved):
            flow.block([(Span(f"{BULLET} {line.text()}", f.body), 2.0)], after_mm=0.6)
    if report.estimated_figures:
        text = translate("Bom", "Estimated figures (resting on estimates, not makers' figures): "
                                "{figures}.").format(figures=estimated_figure_names(report))
        flow.paragraph(text, f.body, MUTED, after_mm=1.0)


def _waiver_effect(matched: list[Finding]) -> str:
    if any(x.waiver_refused for x in matched):
        return translate("Bom", "refused: errors cannot be waived")
    silenced = sum(1 for x in matched if x.waived)
    if silenced:
        return translate("Bom", "silences {n} finding(s)").format(n=silenced)
    return translate("Bom", "matches no finding of this build")


def waivers_section(flow: PageFlow, resolved: ResolvedBuild, report: Report) -> None:
    waivers = resolved.build.waivers
    if not waivers:
        return
    f = fonts()
    flow.heading(translate("Bom", "Waivers ({n})").format(n=len(waivers)), f.heading)
    rows = []
    for waiver in waivers:
        matched = [x for x in report.findings if x.rule == waiver.rule and (
            waiver.parts is None or set(waiver.parts) & set(x.parts))]
        covers = (join_names(waiver.parts) if waiver.parts
                  else translate("Bom", "every finding of the rule"))
        rows.append(Row([[Span(waiver.rule, f.table_bold)], [Span(covers, f.table)],
                         [Span(waiver.reason, f.table)],
                         [Span(_waiver_effect(matched), f.table)]]))
    columns = [Column(translate("Bom", "Rule"), 38), Column(translate("Bom", "Covers"), 30),
               Column(translate("Bom", "Reason"), 72), Column(translate("Bom", "Effect"), 40)]
    flow.table(columns, rows, header_font=f.table_bold,
               continued=translate("Bom", "Waivers (continued)"), continued_font=f.small_italic)


def not_checked_section(flow: PageFlow) -> None:
    f = fonts()
    flow.heading(translate("Bom", "Not checked"), f.heading)
    flow.paragraph(translate("Bom", "The application does not verify the following. A build "
                                    "without findings is not approved on these points; check "
                                    "them yourself."), f.body, after_mm=1.0)
    for text in not_checked_texts():
        flow.block([(Span(f"{BULLET} {text}", f.body), 2.0)], after_mm=0.6)


def notes_section(flow: PageFlow, notes: str) -> None:
    if not notes.strip():
        return
    f = fonts()
    flow.heading(translate("Bom", "Notes"), f.heading)
    flow.paragraph(notes, f.body)
