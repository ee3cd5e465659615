"""Issue 17, what a trial of the real window found in its views (points 10, 13, 16-18)."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsSimpleTextItem

from configurator.model.edits import PlaceCard
from configurator.ui import commands

from .ui_helpers import TEMPLATES, TWO_GPU_TEMPLATE, drop_part


def _scene_texts(scene) -> list[str]:
    return [i.text() for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)]


def test_the_empty_window_draws_no_lone_bracket_and_no_empty_total(window):
    """Point 16: a lone bracket box "1"; "Total - · peak 0 W"."""
    assert window.document.build.part_ids() == []
    assert "1" not in _scene_texts(window.chassis_view.chassis_scene)
    assert window.bom_panel.totals.text() == ""
    assert window.files.open_path(TEMPLATES["1"])
    assert "1" in _scene_texts(window.chassis_view.chassis_scene)  # brackets with a chassis
    assert window.bom_panel.totals.text().startswith("Total $")


def _group_titles(panel) -> list[str]:
    tree = panel.tree
    return [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())]


def test_after_a_waiver_the_checks_header_counts_as_the_status_bar(window):
    """Point 17: "Warnings (1)" in the checks while the status bar said 0."""
    assert window.files.open_path(TWO_GPU_TEMPLATE)
    assert drop_part(window.chassis_view, "asus-rog-strix-rtx-2080-ti-oc", "PCI_E1")
    report = window.document.report
    warnings = [f for f in report.findings if f.severity == "warning"]
    assert len(warnings) == 1
    assert commands.waive(window.document, warnings[0], "open side panel in this lab")
    assert window.document.report.warning_count == 0
    assert "0 warning(s)" in window.status_summary.counts.text()
    assert "Warnings (0, 1 waived)" in _group_titles(window.checks_panel)


def test_a_two_gpu_card_counts_as_two_gpus_placed(window):
    """Point 18: one Tesla K80 showed "GPUs: 2 placed of 1"."""
    assert window.files.open_path(TEMPLATES["1"])
    doc = window.document
    assert doc.push(PlaceCard("gpu", "tesla-k80", "PCI_E1"))  # replaces the GTX 1060
    assert window.status_summary.gpus.text() == "GPUs: 2"
    assert doc.push(PlaceCard("gpu", "tesla-k80"))  # bought, not placed
    assert window.status_summary.gpus.text() == "GPUs: 2 placed of 4"


def test_the_nvlink_bridge_leaves_the_card_names_readable_and_its_word_whole(window):
    """Point 13: the bridge covered the card titles; its label was clipped to "IVLink"."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem as Text

    from configurator.drawing.chassis_items import CardItem, PartItem
    from configurator.model.card_key import CardKey

    assert window.files.open_path(TWO_GPU_TEMPLATE)
    bridge_part = window.catalog.get("nvidia-geforce-rtx-nvlink-bridge-4-slot")
    assert [b.part for b in window.document.build.bridges] == [bridge_part.id]
    scene = window.chassis_view.chassis_scene
    bridge = next(i for i in scene.items() if isinstance(i, PartItem)
                  and not isinstance(i, CardItem) and bridge_part.id in i.parts)
    area = bridge.sceneBoundingRect()
    word = next(c for c in bridge.childItems() if isinstance(c, Text))
    assert word.text() == "NVLink"
    assert area.contains(word.sceneBoundingRect())
    for slot in ("PCI_E1", "PCI_E3"):
        card = scene.cards[CardKey.in_slot(slot)]
        names = [c for c in card.childItems() if isinstance(c, Text)]
        assert names and not any(n.sceneBoundingRect().intersects(area) for n in names), slot
        assert names[0].text() == "ASUS Turbo GeForce RTX 2080 Ti (blower, 2-slot)"
