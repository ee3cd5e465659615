"""The catalog list's order with no column sorted (issue 28), on the full shipped catalog: the
curated parts with a price and still sold first, then the user's own, then the imported
(and unpriced) ones, the discontinued last, on the All tab and each kind's tab at any size,
and while the user types (configurator.catalog.browse_order)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from configurator.catalog import open_catalog
from configurator.catalog.browse_order import has_known_price
from configurator.catalog.stores.interface import StoreChange
from configurator.model.parts import KINDS
from configurator.ui.catalog_browser.model import CatalogTableModel

CURATED_ON_SALE, OWN, OTHER_ON_SALE, DISCONTINUED = "curated on sale", "own", "other", "old"


def _group(catalog, part) -> str:
    source = catalog.source(part.id)
    if source in ("user", "team"):
        return OWN
    if part.discontinued is not None:
        return DISCONTINUED
    if source == "curated" and has_known_price(catalog.catalog_part(part.id)):
        return CURATED_ON_SALE
    return OTHER_ON_SALE


def _listed(model: CatalogTableModel) -> list:
    parts = model.part_at  # every row decoded: the test reads each part's figures
    return [parts(row) for row in range(model.rowCount())]


def _assert_browse_order(catalog, parts: list) -> None:
    order = [CURATED_ON_SALE, OWN, OTHER_ON_SALE, DISCONTINUED]
    for kind in KINDS:
        groups = [order.index(_group(catalog, p)) for p in parts if p.kind == kind]
        assert groups == sorted(groups), kind
        years = {}
        for part in parts:
            if part.kind == kind and getattr(part, "launch_year", None) is not None:
                years.setdefault(_group(catalog, part), []).append(part.launch_year)
        for group, launched in years.items():  # the newest first within each group
            assert launched == sorted(launched, reverse=True), (kind, group)


def test_every_tab_opens_on_curated_priced_current_parts(catalog) -> None:
    model = CatalogTableModel(catalog, lambda usd: f"${usd:,.0f}")
    model.set_query(None, "")
    assert model.rowCount() > 20_000  # the full catalog: no size where the order gives up
    first = model.part_at(0)
    assert (first.kind, _group(catalog, first)) == ("gpu", CURATED_ON_SALE)
    for kind in KINDS:
        model.set_query(kind, "")
        rows = model.rowCount()
        if rows == 0:
            continue
        top = [model.part_at(row) for row in range(min(rows, 5))]
        curated_current = sum(1 for p in catalog.parts(kind)
                              if _group(catalog, p) == CURATED_ON_SALE)
        if curated_current:
            assert all(_group(catalog, p) == CURATED_ON_SALE
                       for p in top[:min(curated_current, 5)]), (kind, [p.name for p in top])
    model.set_query("gpu", "")
    gpus = _listed(model)
    assert {_group(catalog, p) for p in gpus} >= {CURATED_ON_SALE, OTHER_ON_SALE, DISCONTINUED}
    _assert_browse_order(catalog, gpus)


def test_a_search_keeps_the_order_among_equal_matches(catalog) -> None:
    model = CatalogTableModel(catalog, lambda usd: f"${usd:,.0f}")
    model.set_query("gpu", "rtx 5090")
    names = [model.part_at(row).name for row in range(model.rowCount())]
    assert len(names) > 5 and names[0] == "GeForce RTX 5090 Founders Edition", names[:5]
    assert _group(catalog, model.part_at(0)) == CURATED_ON_SALE
    # Typed a letter at a time (the search narrows the last result), the same rows.
    for end in range(1, len("rtx 5090") + 1):
        model.set_query("gpu", "rtx 5090"[:end])
    assert [model.part_at(row).name for row in range(model.rowCount())] == names


def test_the_users_parts_come_after_the_curated_and_before_the_imported(tmp_path: Path,
                                                                         catalog) -> None:
    fe = catalog.get("rtx-5090-fe")
    mine = fe.model_copy(update={"id": "my-5090", "name": "AAA my 5090", "price_usd": 1.0})
    old_mine = fe.model_copy(update={"id": "my-old-card", "name": "AAA my old card",
                                     "discontinued": "2020-01"})
    with open_catalog(data_dir=tmp_path / "data") as own:
        own.apply(StoreChange(put_parts=(mine, old_mine)))
        model = CatalogTableModel(own, lambda usd: f"${usd:,.0f}")
        model.set_query("gpu", "")
        gpus = _listed(model)
        _assert_browse_order(own, gpus)
        groups = [_group(own, p) for p in gpus]
        first_own = groups.index(OWN)
        assert gpus[first_own].id in ("my-5090", "my-old-card")
        assert set(groups[:first_own]) == {CURATED_ON_SALE}
        assert set(groups[first_own + 2:]) <= {OTHER_ON_SALE, DISCONTINUED}
        # A column clicked still sorts by it, and unsorted again the order comes back.
        model.sort(0, Qt.SortOrder.AscendingOrder)
        assert model.part_at(0).name.startswith("AAA my")


def test_the_window_opens_on_the_curated_cards(window) -> None:
    panel = window.catalog_panel
    first = panel.current_part()
    assert first is not None and first.kind == "gpu"
    catalog = window.document.catalog
    names = [panel.model.part_at(row).name for row in range(12)]
    assert all(_group(catalog, panel.model.part_at(row)) == CURATED_ON_SALE
               for row in range(12)), names
