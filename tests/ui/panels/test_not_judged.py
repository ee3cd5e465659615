"""The checks panel says what the rules could not judge in this build (a card whose height
nobody published: PHYS-GPU-HEIGHT lists it under not checked) in a quiet group of its own,
in English and in Chinese, and which figures rest on estimates; a finding resting on one says
which fields of which part, each field by its label (docs/rules.md, "Not checked and
estimated")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from configurator import i18n
from configurator.rules import Finding
from configurator.ui.panels.not_judged import ESTIMATED_LINE, GROUP_MARK, ROLE

from ..ui_helpers import TEMPLATES, TWO_GPU_TEMPLATE, drop_part

# The catalog lists this card's height as unknown (db/gpus.csv: unknown "height_mm").
UNKNOWN_HEIGHT = "msi-rtx-5070-ti-ventus-3x-oc"


def _top(panel) -> list:
    return [panel.tree.topLevelItem(i) for i in range(panel.tree.topLevelItemCount())]


def _marked(panel, mark: str):
    found = [item for item in _top(panel) if item.data(0, ROLE) == mark]
    return found[0] if found else None


@pytest.fixture
def unknown_height(window):
    assert window.files.open_path(TWO_GPU_TEMPLATE)
    assert _marked(window.checks_panel, GROUP_MARK) is None  # every figure known
    assert drop_part(window.chassis_view, UNKNOWN_HEIGHT, "PCI_E3")
    assert [(e.rule, e.parts, e.fields) for e in window.document.report.not_checked] == [
        ("PHYS-GPU-HEIGHT", ["PCI_E3"], ["height_mm"])]
    return window


def test_the_group_names_the_rule_the_card_and_the_missing_field(unknown_height):
    panel = unknown_height.checks_panel
    group = _marked(panel, GROUP_MARK)
    assert group is not None and group.isExpanded()
    assert group.text(0) == "Not checked in this build (1)"
    assert not group.font(0).bold()  # quiet: not a heading of findings
    titles = [item.text(0) for item in _top(panel)]
    # Its own group, after the findings and before what the application never checks.
    assert titles.index(group.text(0)) == titles.index("Not checked (8)") - 1 - (
        _marked(panel, ESTIMATED_LINE) is not None)
    [row] = [group.child(i) for i in range(group.childCount())]
    assert row.text(0) == ("PHYS-GPU-HEIGHT: MSI GeForce RTX 5070 Ti 16G VENTUS 3X OC "
                           "(PCI_E3): Height (mm)")
    # Not a finding: neither listed among the rule ids nor counted as a problem.
    assert "PHYS-GPU-HEIGHT" not in panel.rule_ids()
    assert not isinstance(row.data(0, ROLE), Finding)
    # Selecting it highlights the card and says why in the detail.
    parts = []
    panel.sigPartsSelected.connect(parts.append)
    panel.tree.setCurrentItem(row)
    assert parts[-1] == ["PCI_E3"]
    assert "PHYS-GPU-HEIGHT" in panel.detail.text() and "Height (mm)" in panel.detail.text()
    assert not panel.fix_button.isEnabled() and not panel.waive_button.isEnabled()
    # Collapsed by the user, it stays collapsed when the build changes; undo takes it away.
    group.setExpanded(False)
    unknown_height.document.undo_stack.undo()
    assert _marked(panel, GROUP_MARK) is None
    unknown_height.document.undo_stack.redo()
    assert _marked(panel, GROUP_MARK) is not None


def test_the_group_in_chinese(unknown_height, qtbot):
    locale = QLocale()
    i18n.install_language("zh_CN")
    try:
        panel = unknown_height.checks_panel
        panel.show_report(unknown_height.document.resolved, unknown_height.document.report)
        group = _marked(panel, GROUP_MARK)
        assert group.text(0) == "本配置中未检查的项目（1）"
        row = group.child(0).text(0)
        assert row.startswith("PHYS-GPU-HEIGHT：") and "高度（mm）" in row and "PCI_E3" in row
        assert "height_mm" not in row
    finally:
        i18n.install_language("en")
        QLocale.setDefault(locale)


def test_estimated_figures_and_findings_say_so_with_the_fields_by_label(window):
    """Template 6: its chassis' airflow and its board's power are estimates."""
    assert window.files.open_path(TEMPLATES["6"])
    panel = window.checks_panel
    line = _marked(panel, ESTIMATED_LINE)
    assert line is not None and line.text(0).startswith("Estimated figures: peak power, ")
    assert "air temperature rise" in line.text(0)
    assert line.text(0).count("heat in the case") == 1  # in W and in BTU/h: said once
    item = panel.item_for("THERMAL-AIRFLOW")
    assert item.text(0).endswith(
        "(rests on estimated figures: intake airflow (CFM) of the Fractal Design Torrent; "
        "power (W) of the ASUS Pro WS TRX50-SAGE WIFI)")
    locale = QLocale()
    i18n.install_language("zh_CN")
    try:
        panel.show_report(window.document.resolved, window.document.report)
        text = panel.item_for("THERMAL-AIRFLOW").text(0)
        assert "Fractal Design Torrent 的 进风量（CFM）" in text, text
        assert "airflow_cfm" not in text and "of the" not in text
        assert _marked(panel, ESTIMATED_LINE).text(0).startswith("估计的数值：")
    finally:
        i18n.install_language("en")
        QLocale.setDefault(locale)
