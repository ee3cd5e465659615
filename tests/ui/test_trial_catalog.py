"""Issue 17, what a trial of the real window found in the catalog (points 6 and 15)."""

from __future__ import annotations


def _names(panel) -> list[str]:
    return [panel.model.part_at(row).name for row in range(panel.model.rowCount())]


def test_whole_words_and_model_numbers_rank_first(window):
    """Point 15: "1080 Ti" listed the GTX 1080 FE ("ti" in "Edition"); "2080 Ti Found" the
    RTX 2080 FE first."""
    panel = window.catalog_panel
    panel.search.setText("1080 Ti")
    names = _names(panel)
    with_ti = [i for i, n in enumerate(names) if "1080 Ti" in n]
    without = [i for i, n in enumerate(names) if "1080 Ti" not in n]
    assert with_ti and max(with_ti) < min(without, default=len(names))
    panel.search.setText("2080 Ti Found")
    assert _names(panel)[0] == "GeForce RTX 2080 Ti Founders Edition"
    assert panel.current_part().name == "GeForce RTX 2080 Ti Founders Edition"


def test_every_kind_is_visible_and_reachable_by_keyboard(window, qtbot):
    """Point 6: five kinds hid behind scroll arrows and no key switched them."""
    from configurator.ui.catalog_browser.panel import KIND_TABS

    window.resize(1024, 700)
    panel = window.catalog_panel
    bar = panel.tabs
    assert bar.count() == len(KIND_TABS)
    for index in range(bar.count()):
        button = bar.button(index)
        assert button.isVisible() and bar.rect().contains(button.geometry()), index
        assert button.width() >= button.fontMetrics().horizontalAdvance(button.text())
    kinds = []
    for _ in range(bar.count()):
        window.actions_["next_kind"].trigger()
        kinds.append(panel.kind)
    assert set(kinds) == {kind for kind, _label in KIND_TABS}
    window.actions_["previous_kind"].trigger()
    assert panel.kind == kinds[-2]


def test_use_in_build_from_the_catalog_context_menu(window):
    """Point 6: board, CPU, PSU and chassis could be chosen only by double-click or Enter."""
    panel = window.catalog_panel
    assert panel.select_part("corsair-carbide-air-540")
    menu = panel.context_menu()
    (use,) = [a for a in menu.actions() if a.text() == "Use in build"]
    use.trigger()
    assert window.document.build.chassis == "corsair-carbide-air-540"


def test_a_board_dragged_onto_the_chassis_goes_into_the_build(window):
    """Point 6: dragging a board onto the chassis did nothing."""
    from configurator.ui.widgets.mime import part_mime

    from .ui_helpers import TEMPLATES, drag_enter, drag_move, drop

    assert window.files.open_path(TEMPLATES["3"])
    view = window.chassis_view
    point = view.chassis_scene.sceneRect().center()
    mime = part_mime("gigabyte-trx40-aorus-xtreme")
    assert drag_enter(view, mime, point) and drag_move(view, mime, point)
    note = view.drag_note.text_shown()
    assert note.startswith("Use the GIGABYTE") or "TRX40" in note.splitlines()[0]
    assert drop(view, mime, point)
    assert window.document.build.motherboard == "gigabyte-trx40-aorus-xtreme"
    assert "unplaced" in window.statusBar().currentMessage()
    for part_id, field in (("corsair-ax1600i", "psu"), ("corsair-carbide-air-540", None)):
        if window.catalog.get(part_id) is None:
            continue
        mime = part_mime(part_id)
        assert drag_enter(view, mime, point) and drop(view, mime, point)
        if field:
            assert getattr(window.document.build, field).part == part_id
