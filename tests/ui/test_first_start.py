"""Issue 30 item 8: a first start points to the templates of today's cards, lists them
first, and the catalog opens on cards a 2026 buyer would consider."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt

from .ui_helpers import template_data

OLD_CARDS = re.compile(r"GTX (9|10)\d\d|RTX 20\d0")


def test_a_fresh_window_offers_the_templates_of_todays_cards(window, qtbot):
    panel = window.start_panel
    assert panel.isVisible()
    titles = [button.text() for button in panel.buttons]
    assert titles and not any(OLD_CARDS.search(t) or "1060" in t for t in titles)
    assert any("5090" in t for t in titles)
    # The panel lies over the drawing, whole, and above the drawing's title (it covered
    # "No chassis chosen" once the text grew a line); once a part is in, the room is given back.
    view = window.chassis_view
    assert view.rect().contains(panel.geometry())
    drawing_top_px = view.mapFromScene(view.chassis_scene.sceneRect().topLeft()).y()
    assert drawing_top_px >= panel.geometry().bottom()
    qtbot.mouseClick(panel.buttons[0], Qt.MouseButton.LeftButton)
    assert window.document.build.name == titles[0]
    assert window.document.path is None  # an untitled copy of the template
    assert window.document.build.gpus and not panel.isVisible()
    assert view.sceneRect() == view.chassis_scene.sceneRect()
    window.document.undo_stack.clear()
    assert window.files.new_blank()
    assert panel.isVisible()  # a new empty build offers them again


def test_more_templates_lists_todays_cards_first_and_marks_the_older_ones(window, qtbot,
                                                                          dialogs):
    dialogs.answer("choose", None)
    qtbot.mouseClick(window.start_panel.more, Qt.MouseButton.LeftButton)
    (_title, _label, items), = dialogs.asked("choose")
    assert len(items) == 8
    current = [i for i in items if "older cards" not in i]
    assert items[:len(current)] == current == [
        b.text() for b in window.start_panel.buttons]
    assert "1060" in items[len(current)]  # the beginner's build heads the older ones
    assert all(not OLD_CARDS.search(i) for i in current)


def test_the_templates_menu_lists_todays_cards_first(window):
    from configurator.ui.window.file_menus import TemplateMenu

    menu = window.findChild(TemplateMenu)
    menu.fill()
    actions = menu.actions()
    assert "5090" in actions[0].text()
    heading = next(i for i, a in enumerate(actions) if a.isSeparator())
    assert all(not OLD_CARDS.search(a.text()) for a in actions[:heading])
    assert any("1060" in a.text() for a in actions[heading:])


def test_the_catalog_opens_on_cards_still_sold(window):
    panel = window.catalog_panel
    first = panel.current_part()
    assert first is not None and first.kind == "gpu" and not first.discontinued
    names = [panel.model.part_at(row).name for row in range(12)]
    assert not any(OLD_CARDS.search(n) for n in names), names
    panel.set_kind("gpu")
    gpus = [panel.model.part_at(row) for row in range(panel.model.rowCount())]
    on_sale = [not g.discontinued for g in gpus]
    assert on_sale == sorted(on_sale, reverse=True)  # every sold card before the others
    # The newest first among the curated priced cards, and among the others still sold
    # (issue 28: the curated priced ones head the list, tests/ui/catalog_browser/
    # test_browse_order.py).
    catalog = window.document.catalog
    curated = [catalog.source(g.id) == "curated" and "price_usd" not in g.unknown
               for g in gpus if not g.discontinued]
    assert curated[0] and curated == sorted(curated, reverse=True)
    sold = [g for g in gpus if not g.discontinued]
    for group in (True, False):
        years = [g.launch_year or 0 for g, c in zip(sold, curated, strict=True) if c is group]
        assert years == sorted(years, reverse=True)
    # A click on a column still sorts by it; a search still ranks by match.
    panel.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    names = [panel.model.part_at(row).name for row in range(panel.model.rowCount())]
    assert names == sorted(names, key=str.casefold)


def test_a_template_still_opens_as_before(window, dialogs):
    from configurator.ui.widgets.resources import template_paths

    four = next(p for p in template_paths() if "four-gpus" in p.name)
    assert window.files.new_from_template(four)
    assert window.document.build.name == template_data(four)["name"]


def test_a_zoom_on_the_empty_build_then_a_part_gives_the_drawing_its_room_back(window, qtbot):
    view = window.chassis_view
    assert window.start_panel.isVisible() and view.sceneRect() != view.chassis_scene.sceneRect()
    view.zoom(1.25)  # the user zooms: the view no longer refits itself
    window.catalog_panel.sigPartActivated.emit("corsair-obsidian-750d")  # an edit, not a load
    assert window.document.build.chassis == "corsair-obsidian-750d"
    assert not window.start_panel.isVisible()
    # The view follows the scene again (not the empty build's rect with the panel's band).
    assert view.sceneRect() == view.chassis_scene.sceneRect()
