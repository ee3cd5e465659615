"""Issue 30 item 11: the catalog's count says how many rows it lists, also after the
catalog changed under it (the user's parts listed after the start: "217 part(s)" under 218
rows)."""

from __future__ import annotations

from user_parts_samples import SAMPLES

from configurator.model.parts import PART_TYPES


def _shown(panel) -> str:
    return panel.count_label.text()


def test_the_count_follows_the_rows_after_the_catalog_changes(window, dialogs):
    try:
        _count_follows(window, dialogs)
    finally:  # the window's catalog is shared by later tests: take the parts out again
        window.catalog_session.write(
            lambda catalog: catalog.remove_custom_parts(["lab-gpu-all", "lab-gpu-gpu"]),
            dialogs.calls.append)


def _count_follows(window, dialogs) -> None:
    panel = window.catalog_panel
    for kind in (None, "gpu"):
        panel.set_kind(kind)
        before = panel.model.rowCount()
        assert _shown(panel) == f"{before} part(s)"
        part = PART_TYPES["gpu"].model_validate(
            {**SAMPLES["gpu"], "id": f"lab-gpu-{kind or 'all'}"})
        assert window.catalog_session.write(
            lambda catalog, p=part: catalog.add_custom_part(p), dialogs.calls.append)
        assert panel.model.rowCount() == before + 1
        assert _shown(panel) == f"{before + 1} part(s)"
