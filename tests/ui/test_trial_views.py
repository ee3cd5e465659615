"""Issue 17, what a trial of the real window found in its views (points 10, 13, 16-18)."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsSimpleTextItem

from configurator.model.edits import PlaceCard
from configurator.ui.session import gestures as commands

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
    # The beginner template with its card swapped for a Strix 2080 Ti has one
    # warning (the PSU's headroom); under DESIGN rev. 3's airflow the two-GPU
    # template no longer has one to waive.
    assert window.files.open_path(TEMPLATES["1"])
    assert drop_part(window.chassis_view, "asus-rog-strix-rtx-2080-ti-oc", "PCI_E1")
    report = window.document.report
    warnings = [f for f in report.findings if f.severity == "warning"]
    assert len(warnings) == 1
    assert commands.waive(window.document, warnings[0], "measured at the wall in this lab")
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


def test_at_1024_by_700_the_bom_names_are_whole_and_the_chassis_is_readable(window, qtbot):
    """Point 10: two GPUs both read "GeForce GTX 10…"; the chassis was 250 px wide."""
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtWidgets import QApplication, QStyleOptionViewItem

    window.resize(1024, 700)
    assert window.files.open_path(TEMPLATES["1"])
    doc = window.document
    assert doc.push(PlaceCard("gpu", "gtx-1080-ti-fe", "PCI_E3"))
    QApplication.processEvents()
    qtbot.wait(50)
    assert window.chassis_view.viewport().width() >= 420
    tree = window.bom_panel.tree
    delegate = tree.itemDelegate()
    checked = 0
    for g in range(tree.topLevelItemCount()):
        group = tree.topLevelItem(g)
        for c in range(group.childCount()):
            item = group.child(c)
            rect = tree.visualItemRect(item)
            option = QStyleOptionViewItem()
            option.initFrom(tree)
            width = delegate._text_width(option, tree.indexFromItem(item, 0))
            needed = tree.fontMetrics().boundingRect(
                QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, item.text(0))
            assert needed.height() <= rect.height(), item.text(0)
            checked += 1
    assert checked >= 7


def test_buy_or_rent_keeps_the_legend_off_the_chart_and_the_table_in_view(window, qtbot):
    """Point 11: the legend covered the lines and break-even points; the table scrolled
    sideways and cut offering names; "Build speed 6.16 x" said not which is faster."""
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtWidgets import QStyle

    window.resize(1024, 700)
    assert window.files.open_path(TEMPLATES["4"])
    tab = window.lazy_tabs.ensure("cost")
    window.tabs.setCurrentWidget(tab)
    qtbot.waitUntil(lambda: window.dock_layout.compact)  # the panels gave way (issue 30)
    qtbot.wait(50)
    # No legend inside the chart; the one below it names every line.
    assert tab.plot.getPlotItem().legend is None
    assert tab.legend.isVisible() and "Own the build" in tab.legend.text()
    assert not tab.legend.geometry().intersects(tab.plot.geometry())
    table = tab.table
    assert not table.horizontalScrollBar().isVisible()
    assert table.horizontalHeader().length() <= table.viewport().width()
    margin = 2 * (table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1)
    for row in range(table.rowCount()):
        item = table.item(row, 0)
        needed = table.fontMetrics().boundingRect(
            QRect(0, 0, table.columnWidth(0) - margin, 10_000), Qt.TextFlag.TextWordWrap,
            item.text())
        assert needed.height() <= table.rowHeight(row), item.text()
        speed = table.item(row, 1).text()
        assert speed == "-" or "faster" in speed or speed == "as fast", speed
    assert any(table.item(r, 1).text().startswith("build ") for r in range(table.rowCount()))
