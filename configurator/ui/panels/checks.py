"""The checks panel: the Report's findings grouped by severity, the selected one's fix, and
what the application does not check. Selecting a finding highlights its parts in the
chassis; "Apply fix" and "Waive" are undoable edits of the build."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from configurator.model.build import ResolvedBuild
from configurator.model.safe_text import plain_html
from configurator.model.setting_edits import Unwaive
from configurator.report.bom import why_not_validated
from configurator.rules import Finding, Report
from configurator.ui.panels.not_judged import (
    add_not_judged,
    detail_html,
    group_expanded,
    selected_entry,
)
from configurator.ui.session import gestures as commands
from configurator.ui.session.document import BuildDocument
from configurator.ui.widgets import looks
from configurator.ui.widgets.dialogs import Dialogs
from configurator.ui.widgets.resources import icon
from configurator.ui.widgets.wrapping_delegate import (
    wrapped_list_tree,
)
from configurator.words.findings import (
    finding_text,
    fix_text,
    not_checked_texts,
    shared_wording,
)

translate = QCoreApplication.translate

FINDING_ROLE = Qt.ItemDataRole.UserRole + 1
MIN_ALIKE = 2  # findings of one rule said once above their differences (issue 30 item 11)
GROUPS = (("error", QT_TRANSLATE_NOOP("ChecksPanel", "Errors")),
          ("warning", QT_TRANSLATE_NOOP("ChecksPanel", "Warnings")),
          ("info", QT_TRANSLATE_NOOP("ChecksPanel", "Notes")))


class ChecksPanel(QWidget):
    sigPartsSelected = Signal(list)
    """The parts (slot ids, part ids) of the selected finding; [] when none is selected."""

    def __init__(self, document: BuildDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self._quiet = False  # a finding chosen for a card of the drawing: not said back
        self.summary = QLabel(self)
        self.summary.setObjectName("checksSummary")
        looks.bold(self.summary).setContentsMargins(6, 2, 2, 4)
        self.summary.setWordWrap(True)
        self.tree = wrapped_list_tree(self)
        self.tree.setAccessibleName(translate("ChecksPanel", "Findings"))
        self.detail = QLabel(self)
        self.detail.setObjectName("findingDetail")
        looks.boxed(self.detail)
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.RichText)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detail.setMinimumHeight(60)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.fix_button = QPushButton(translate("ChecksPanel", "Apply fix"), self)
        self.waive_button = QPushButton(translate("ChecksPanel", "Waive…"), self)
        self.unwaive_button = QPushButton(translate("ChecksPanel", "Remove waiver"), self)
        buttons = QHBoxLayout()
        buttons.addWidget(self.fix_button)
        buttons.addWidget(self.waive_button)
        buttons.addWidget(self.unwaive_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.summary)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.detail)
        layout.addLayout(buttons)
        self.tree.itemSelectionChanged.connect(self._selection_changed)
        self.fix_button.clicked.connect(self.apply_fix)
        self.waive_button.clicked.connect(self.waive)
        self.unwaive_button.clicked.connect(self.unwaive)
        document.sigChanged.connect(self.show_report)
        self.show_report(document.resolved, document.report)

    # --- showing ---------------------------------------------------------------------
    def show_report(self, resolved: ResolvedBuild, report: Report) -> None:
        selected = self.selected_finding()
        selected_key = selected.key if selected else None
        expanded_unchecked = self._unchecked_expanded()
        expanded_unjudged = group_expanded(self.tree)
        self.tree.blockSignals(True)
        self.tree.clear()
        reselect = None
        for severity, title in GROUPS:
            findings = report.by_severity(severity)
            if not findings:
                continue
            # The count is of the findings that still stand, as the status bar's; a waived
            # one is listed (greyed) and counted apart.
            waived = sum(1 for f in findings if f.waived)
            title = (translate("ChecksPanel", "{group} ({n}, {waived} waived)") if waived
                     else translate("ChecksPanel", "{group} ({n})")).format(
                group=translate("ChecksPanel", title), n=len(findings) - waived, waived=waived)
            group = QTreeWidgetItem(self.tree, [title])
            group.setIcon(0, icon(severity))
            group.setFlags(Qt.ItemFlag.ItemIsEnabled)
            font = group.font(0)
            font.setBold(True)
            group.setFont(0, font)
            for item in self._finding_items_of(group, findings):
                if item.data(0, FINDING_ROLE).key == selected_key:
                    reselect = item
            group.setExpanded(True)
        if not report.findings:
            none = QTreeWidgetItem(self.tree, [translate("ChecksPanel", "No findings.")])
            none.setIcon(0, icon("ok"))
        # What the rules could not judge in this build: a quiet group of its own (rev. 3).
        add_not_judged(self.tree, report, resolved, expanded_unjudged is not False)
        not_checked = not_checked_texts()
        unchecked = QTreeWidgetItem(self.tree, [translate("ChecksPanel", "Not checked ({n})")
                                                .format(n=len(not_checked))])
        unchecked.setIcon(0, icon("unchecked"))
        unchecked.setFlags(Qt.ItemFlag.ItemIsEnabled)
        unchecked.setData(0, FINDING_ROLE, "not-checked")
        for text in not_checked:
            child = QTreeWidgetItem(unchecked, [text])
            child.setFlags(Qt.ItemFlag.ItemIsEnabled)
            child.setToolTip(0, child.text(0))
        unchecked.setExpanded(expanded_unchecked)
        self.tree.blockSignals(False)
        if reselect is not None:
            self.tree.setCurrentItem(reselect)
        self._selection_changed()
        self._show_summary(resolved, report)

    def _finding_items_of(self, group: QTreeWidgetItem, findings: list[Finding]
                          ) -> list[QTreeWidgetItem]:
        """The findings of one severity, those of one rule that say the same thing of
        different parts said once (four PCIe-switch notes, a 16-pin warning per card each
        naming the card in full), with what differs in each below it."""
        by_rule: dict[str, list[Finding]] = {}
        for finding in findings:
            by_rule.setdefault(finding.rule, []).append(finding)
        items, done = [], set()
        for finding in findings:
            if finding.rule in done:
                continue
            alike = by_rule[finding.rule]
            shared = (shared_wording([finding_text(f) for f in alike])
                      if len(alike) >= MIN_ALIKE else None)
            if shared is None:
                items.append(self._finding_item(group, finding))
                continue
            done.add(finding.rule)
            before, after, differing = shared
            head = QTreeWidgetItem(group, [translate("ChecksPanel", "{text} ({n}×)").format(
                text=f"{before} … {after}".strip(), n=len(alike))])
            head.setIcon(0, icon(finding.severity))
            head.setFlags(Qt.ItemFlag.ItemIsEnabled)
            head.setToolTip(0, f"{finding.rule}\n{head.text(0)}")
            context = before.split()[-1] if before.split() else ""
            for each, words in zip(alike, differing, strict=True):
                items.append(self._finding_item(head, each, translate(
                    "ChecksPanel", "… {words} …").format(words=f"{context} {words}".strip())))
            head.setExpanded(True)
        return items

    def _finding_item(self, group: QTreeWidgetItem, finding: Finding,
                      shown: str | None = None) -> QTreeWidgetItem:
        """`shown`: what the row says when it is one of findings alike (the whole
        statement is its tooltip and the detail below)."""
        text = finding_text(finding)
        if finding.waived:
            text = translate("ChecksPanel", "(waived) {text}").format(text=text)
        item = QTreeWidgetItem(group, [text if shown is None else (
            translate("ChecksPanel", "(waived) {text}").format(text=shown) if finding.waived
            else shown)])
        item.setIcon(0, icon("waived" if finding.waived else finding.severity))
        item.setData(0, FINDING_ROLE, finding)
        tip = f"{finding.rule}\n{text}"
        fix = fix_text(finding)
        if fix:
            tip += "\n" + translate("ChecksPanel", "Fix: {fix}").format(fix=fix)
        item.setToolTip(0, tip)
        if finding.waived:
            item.setForeground(0, self.palette().placeholderText())
        return item

    def _show_summary(self, resolved: ResolvedBuild, report: Report) -> None:
        if report.validated:
            text = translate("ChecksPanel", "Validated: complete, no errors.")
        else:
            text = translate("ChecksPanel", "Not validated: {reasons}.").format(
                reasons=why_not_validated(resolved, report))
        self.summary.setText(text)

    def _unchecked_expanded(self) -> bool:
        for index in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(index)
            if item.data(0, FINDING_ROLE) == "not-checked":
                return item.isExpanded()
        return False

    # --- selection -------------------------------------------------------------------
    def selected_finding(self) -> Finding | None:
        items = self.tree.selectedItems()
        value = items[0].data(0, FINDING_ROLE) if items else None
        return value if isinstance(value, Finding) else None

    def finding_items(self) -> list[QTreeWidgetItem]:
        """The rows of findings, in order (those of findings alike too)."""
        items: list[QTreeWidgetItem] = []

        def walk(item: QTreeWidgetItem) -> None:
            for child in range(item.childCount()):
                row = item.child(child)
                if isinstance(row.data(0, FINDING_ROLE), Finding):
                    items.append(row)
                walk(row)

        walk(self.tree.invisibleRootItem())
        return items

    def rule_ids(self) -> list[str]:
        """Rule ids listed, in order (for tests and the accessibility tree)."""
        return [item.data(0, FINDING_ROLE).rule for item in self.finding_items()]

    def item_for(self, rule: str) -> QTreeWidgetItem | None:
        return next((item for item in self.finding_items()
                     if item.data(0, FINDING_ROLE).rule == rule), None)

    def _selection_changed(self) -> None:
        finding = self.selected_finding()
        self.fix_button.setEnabled(bool(finding and finding.fix_action))
        self.waive_button.setEnabled(bool(finding and finding.severity != "error"
                                          and not finding.waived))
        self.unwaive_button.setVisible(bool(finding and finding.waived))
        if finding is None:
            entry = selected_entry(self.tree)
            if entry is not None:  # a check that could not judge: its parts, and why
                self.detail.setText(detail_html(entry, self.document.resolved))
                self._say_parts(list(entry.parts))
                return
            self.detail.setText(translate("ChecksPanel",
                                          "Select a finding to see its fix and its parts."))
            self._say_parts([])
            return
        parts = [f"<b>{plain_html(finding.rule)}</b>: {plain_html(finding_text(finding))}"]
        fix = fix_text(finding)
        if fix:
            parts.append(translate("ChecksPanel", "<b>Fix:</b> {fix}").format(
                fix=plain_html(fix)))
        if finding.waiver_reason:
            label = (translate("ChecksPanel", "Waiver refused: {reason}")
                     if finding.waiver_refused else translate("ChecksPanel", "Waived: {reason}"))
            parts.append(f"<i>{label.format(reason=plain_html(finding.waiver_reason))}</i>")
        self.detail.setText("<br>".join(parts))
        self._say_parts(list(finding.parts))

    def _say_parts(self, parts: list[str]) -> None:
        if not self._quiet:
            self.sigPartsSelected.emit(parts)

    def show_parts(self, parts: list[str]) -> None:
        """A card chosen in the drawing (`parts`: its slot and part ids): the first finding
        that names it selected, unless the one selected does already; the drawing's own
        selection stays as the user made it."""
        wanted = set(parts)
        selected = self.selected_finding()
        if selected is not None and wanted & set(selected.parts):
            return
        for item in self.finding_items():
            if wanted & set(item.data(0, FINDING_ROLE).parts):
                self._quiet = True
                try:
                    self.tree.setCurrentItem(item)
                    self.tree.scrollToItem(item)
                finally:
                    self._quiet = False
                return

    # --- actions ---------------------------------------------------------------------
    def apply_fix(self) -> None:
        finding = self.selected_finding()
        if finding is not None:
            commands.apply_fix(self.document, finding)

    def waive(self) -> None:
        finding = self.selected_finding()
        if finding is None or finding.severity == "error":
            return
        reason = Dialogs.text(
            self,
            translate("ChecksPanel", "Waive {rule}").format(rule=finding.rule),
            translate("ChecksPanel", "Why is this acceptable for this build?"),
        )
        if reason and reason.strip():
            commands.waive(self.document, finding, reason)

    def unwaive(self) -> None:
        finding = self.selected_finding()
        if finding is not None and finding.waived:
            self.document.push(Unwaive(finding.rule, tuple(finding.parts)))
