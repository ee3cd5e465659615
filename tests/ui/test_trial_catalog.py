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
