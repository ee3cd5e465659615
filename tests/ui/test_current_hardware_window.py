"""The window with current hardware (issue 14): the new outlets in the outlet box, a .gwb
file opened from disk, its plugs drawn and its adapter in the BOM panel."""

from __future__ import annotations

import json

from plug_cases import plug_build

from configurator.model.card_key import CardKey


def test_outlet_box_offers_the_new_presets(window) -> None:
    selector = window.outlet_selector
    names = [selector.itemData(i) for i in range(selector.count())]
    for name in ("US-240V-30A", "EU-32A", "JP-200V-20A"):
        assert name in names
    selector.activated.emit(selector.findData("JP-200V-20A"))
    assert window.document.build.outlet == "JP-200V-20A"
    assert window.document.report.power.outlet_w == 4000
    assert "JP-200V-20A (200 V, 20 A)" in [selector.itemText(i) for i in range(selector.count())]


def test_a_gwb_file_shows_its_plugs_and_adapter(window, tmp_path) -> None:
    path = tmp_path / "plugs.gwb"
    path.write_text(json.dumps(plug_build()), encoding="utf-8")
    assert window.files.open_path(path)
    scene = window.chassis_view.scene()
    card = scene.cards[CardKey.in_slot("S3")]
    tips = [child.toolTip() for child in card.childItems() if child.toolTip()]
    assert "16-pin plug on an adapter (450 W class)" in tips
    tree = window.bom_panel.tree
    groups = {tree.topLevelItem(i).text(0): tree.topLevelItem(i)
              for i in range(tree.topLevelItemCount())}
    adapters = groups["Power adapter"]
    assert adapters.child(0).text(0).startswith("16-pin 12V-2x6 adapter, 3 × 8-pin")
