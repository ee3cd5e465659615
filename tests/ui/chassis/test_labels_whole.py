"""Issue 30 item 11: the CPU's and the PSU's names show whole in the drawing (they were cut:
"AMD Ryzen Threadri…"), wrapped or in a smaller type, for every shipped template."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from configurator.ui.widgets.resources import template_paths


def _texts(scene) -> list[str]:
    return [item.text().replace("\n", " ") for item in scene.items()
            if isinstance(item, QGraphicsSimpleTextItem)]


@pytest.mark.parametrize("template", template_paths(), ids=lambda p: p.name.split("-")[0])
def test_the_cpu_and_psu_names_show_whole(window, template):
    assert window.files.open_path(template)
    resolved = window.document.resolved
    texts = _texts(window.chassis_view.chassis_scene)
    for cpu in resolved.cpus:
        assert cpu.name in texts, (cpu.name, [t for t in texts if "…" in t])
    psu = resolved.psu
    assert any(psu.spec.name in text and "…" not in text for text in texts), (
        psu.spec.name, [t for t in texts if "…" in t])
