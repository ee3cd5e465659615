"""The chassis drawing as a scene without any widget (as the PDF uses it): to scale,
cooler types told apart, findings marked."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsLineItem, QGraphicsPolygonItem

from configurator.drawing.chassis_board import slot_label
from configurator.drawing.chassis_items import BADGE_ROLE, ROLE_KEY
from configurator.drawing.chassis_layout import BRACKET_PITCH_MM
from configurator.drawing.chassis_scene import build_chassis_scene
from configurator.model import edits
from configurator.model.buildfile import read_build, resolve
from configurator.model.card_key import CardKey
from configurator.rules import validate

from ..ui_helpers import EIGHT_GPU_TEMPLATE, TWO_GPU_TEMPLATE


@pytest.fixture
def two_gpu(catalog):
    loaded = read_build(TWO_GPU_TEMPLATE, catalog)
    return loaded.resolved, validate(loaded.resolved, catalog.alternatives())


def descendants(item):
    """Child items, without the findings badge."""
    for child in item.childItems():
        if child.data(ROLE_KEY) == BADGE_ROLE:
            continue
        yield child
        yield from descendants(child)


def test_slots_cards_and_bridge_are_drawn_to_scale(qapp, two_gpu):
    resolved, report = two_gpu
    scene = build_chassis_scene(resolved, report)
    assert set(scene.slot_rows) == {s.id for s in resolved.motherboard.pcie_slots}
    assert set(scene.cards) == {CardKey.in_slot("PCI_E1"), CardKey.in_slot("PCI_E3")}
    card = scene.cards[CardKey.in_slot("PCI_E1")]
    spec = resolved.gpus[0].spec
    assert card.rect().width() == spec.length_mm
    assert card.rect().height() == pytest.approx(spec.slot_width * BRACKET_PITCH_MM - 1)
    top_1 = scene.slot_rows["PCI_E1"].rect().top()
    top_3 = scene.slot_rows["PCI_E3"].rect().top()
    assert top_3 - top_1 == pytest.approx(4 * BRACKET_PITCH_MM)  # brackets 1 and 5
    bridge_id = resolved.bridges[0].spec.id
    assert scene.marked[bridge_id]


def test_slot_labels_give_widths_source_and_negotiated_link(qapp, catalog, two_gpu):
    resolved, report = two_gpu
    board = resolved.motherboard
    assert slot_label(board.slot("PCI_E2")) == "x16 (x8) · CPU · gen3"
    assert slot_label(board.slot("PCI_E4")) == "x1 · chipset · gen3"
    scene = build_chassis_scene(resolved, report)
    texts = {item.text() for item in scene.items() if hasattr(item, "text")}
    assert "→ x16 gen3" in texts


def test_cooler_types_are_drawn_differently(qapp, catalog, two_gpu):
    resolved, _ = two_gpu
    build = edits.PlaceCard("gpu", "tesla-v100-pcie-16gb", "PCI_E3").apply(resolved.build)
    build = edits.PlaceCard("gpu", "rtx-2080-ti-fe", "PCI_E5").apply(build)
    resolved = resolve(build, catalog).resolved
    scene = build_chassis_scene(resolved, validate(resolved))

    def shapes(key):
        children = list(descendants(scene.cards[key]))
        return (sum(isinstance(c, QGraphicsEllipseItem) for c in children),
                sum(isinstance(c, QGraphicsPolygonItem) for c in children),
                sum(isinstance(c, QGraphicsLineItem) for c in children))

    blower, passive, open_air = shapes(CardKey.in_slot("PCI_E1")), shapes(CardKey.in_slot("PCI_E3")), shapes(
        CardKey.in_slot("PCI_E5"))
    assert blower[1] == 1  # the exhaust arrow to the bracket
    assert passive[0] == 0 and passive[2] > 20  # fins, no fan
    assert open_air[0] >= 4 and open_air[1] == 0  # two or three fans with hubs


def test_items_with_findings_get_an_outline_and_a_badge(qapp, catalog, two_gpu):
    resolved, _ = two_gpu
    build = edits.PlaceCard("gpu", "asus-rog-strix-rtx-2080-ti-oc", "PCI_E2").apply(resolved.build)
    resolved = resolve(build, catalog).resolved
    scene = build_chassis_scene(resolved, validate(resolved))
    assert scene.cards[CardKey.in_slot("PCI_E2")].severity == "error"
    assert scene.cards[CardKey.in_slot("PCI_E3")].severity == "error"
    assert scene.cards[CardKey.in_slot("PCI_E1")].severity is None
    assert scene.marked["fractal-design-define-r6"][0].severity == "warning"  # airflow


def test_the_scene_renders_without_a_window(qapp, catalog):
    loaded = read_build(EIGHT_GPU_TEMPLATE, catalog)
    scene = build_chassis_scene(loaded.resolved, validate(loaded.resolved))
    rect = scene.sceneRect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    assert len(scene.cards) == 9  # eight GPUs and the NIC
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7)
               for y in range(0, image.height(), 7)}
    assert len(colours) > 20
