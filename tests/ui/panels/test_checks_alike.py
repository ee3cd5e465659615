"""Issue 30 item 11: findings of one rule that say the same of different parts are said
once, with what differs in each below (four PCIe-switch notes; a 16-pin warning per card,
each naming the card in full)."""

from __future__ import annotations

import pytest

from configurator.ui.panels.checks import FINDING_ROLE

from ..ui_helpers import EIGHT_GPU_TEMPLATE, TEMPLATES, template_data, write_build


def _head_and_rows(panel, rule: str):
    rows = [item for item in panel.finding_items()
            if item.data(0, FINDING_ROLE).rule == rule]
    heads = {id(row.parent()): row.parent() for row in rows}
    return list(heads.values()), rows


def test_four_pcie_switch_notes_are_said_once(window):
    assert window.files.open_path(EIGHT_GPU_TEMPLATE)
    panel = window.checks_panel
    assert panel.rule_ids().count("PCIE-SWITCH") == 4  # every finding still listed
    heads, rows = _head_and_rows(panel, "PCIE-SWITCH")
    assert len(heads) == 1 and heads[0].text(0).count("share its x16 uplink") == 1
    assert "(4×)" in heads[0].text(0)
    assert sorted(row.text(0) for row in rows) == [f"… switch {n} …" for n in (1, 2, 3, 4)]
    # A row still selects its finding: the detail says it whole and its parts light up.
    seen = []
    panel.sigPartsSelected.connect(seen.append)
    panel.tree.setCurrentItem(rows[0])
    finding = rows[0].data(0, FINDING_ROLE)
    assert "share its x16 uplink" in panel.detail.text() and seen[-1] == list(finding.parts)
    assert "uplink" in rows[0].toolTip(0)


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_a_16_pin_warning_per_card_names_the_card_once(window, tmp_path, language):
    from configurator import i18n

    data = template_data(TEMPLATES["7"])
    data["psu"] = {"part": "corsair-ax1600i", "qty": 2}  # no native 16-pin cable
    i18n.install_language(language)
    try:
        assert window.files.open_path(write_build(tmp_path / "adapters.gwb", data))
        panel = window.checks_panel
        heads, rows = _head_and_rows(panel, "POWER-16PIN-ADAPTER")
        assert len(rows) == 4 and len(heads) == 1
        assert heads[0].text(0).count("RTX PRO 6000 Blackwell Max-Q") == 1
        assert all("RTX PRO 6000" not in row.text(0) for row in rows)
        assert sorted(r.text(0).split()[-2] for r in rows) == [
            "PCIEX16(G5)_1", "PCIEX16(G5)_3", "PCIEX16(G5)_5", "PCIEX16(G5)_7"]
    finally:
        i18n.install_language("en")
