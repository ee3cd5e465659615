"""The checks panel's group of what the rules could not judge in this build (a part lacks a
figure a check reads: docs/rules.md, "Not checked and estimated") and its line on the
figures that rest on estimates. Quiet on purpose: these are no findings, so no severity
icon and no bold heading; a row names the check, the parts and the missing fields."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem

from configurator.model.build import ResolvedBuild
from configurator.model.safe_text import plain_html
from configurator.rules.report import NotChecked, Report
from configurator.ui.widgets.resources import icon
from configurator.words.not_checked import (
    NotCheckedLine,
    estimated_figure_names,
    not_checked_lines,
)

translate = QCoreApplication.translate

ROLE = Qt.ItemDataRole.UserRole + 1  # the panel's FINDING_ROLE: what a row stands for
GROUP_MARK = "not-judged"
ESTIMATED_LINE = "estimated-figures"


def add_not_judged(tree: QTreeWidget, report: Report, resolved: ResolvedBuild,
                   expanded: bool) -> None:
    """The group (when a check could not judge a part) and the estimated figures' line
    (when a figure rests on an estimate), at the end of `tree`."""
    quiet = tree.palette().placeholderText()
    if report.not_checked:
        group = QTreeWidgetItem(tree, [translate("ChecksPanel", "Not checked in this build "
                                                                "({n})").format(
            n=len(report.not_checked))])
        group.setIcon(0, icon("unchecked"))
        group.setFlags(Qt.ItemFlag.ItemIsEnabled)
        group.setData(0, ROLE, GROUP_MARK)
        group.setToolTip(0, translate(
            "ChecksPanel", "These checks could not judge these parts: a figure they read is "
                           "not published (the part lists it as unknown) or the part does not "
                           "give it. They give no finding about them; check these yourself."))
        for entry, line in zip(report.not_checked, not_checked_lines(report, resolved),
                               strict=True):
            row = QTreeWidgetItem(group, [line.text()])
            row.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            row.setData(0, ROLE, entry)
            row.setToolTip(0, line.text())
            row.setForeground(0, quiet)
        group.setExpanded(expanded)
    if report.estimated_figures:
        text = translate("ChecksPanel", "Estimated figures: {figures}").format(
            figures=estimated_figure_names(report))
        line = QTreeWidgetItem(tree, [text])
        line.setFlags(Qt.ItemFlag.ItemIsEnabled)
        line.setData(0, ROLE, ESTIMATED_LINE)
        line.setForeground(0, quiet)
        line.setToolTip(0, translate(
            "ChecksPanel", "These figures rest on an estimate rather than a maker's figure "
                           "(the part lists the field as estimated); findings resting on one "
                           "say so."))


def group_expanded(tree: QTreeWidget) -> bool | None:
    """Whether the group was open (None: it was not shown)."""
    for index in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(index)
        if item.data(0, ROLE) == GROUP_MARK:
            return item.isExpanded()
    return None


def selected_entry(tree: QTreeWidget) -> NotChecked | None:
    items = tree.selectedItems()
    value = items[0].data(0, ROLE) if items else None
    return value if isinstance(value, NotChecked) else None


def detail_html(entry: NotChecked, resolved: ResolvedBuild) -> str:
    """The panel's detail for a selected row: what was not judged and why."""
    line = NotCheckedLine.of(entry, resolved)
    return translate("ChecksPanel", "<b>{rule}</b> did not judge {parts}: {fields} is not "
                                    "known for it (not published, or the part does not give "
                                    "it). Check it yourself.").format(
        rule=plain_html(line.rule), parts=plain_html(line.parts),
        fields=plain_html(line.fields))
