"""Using whole parts from the catalog (double-click or Enter), and board changes."""

from __future__ import annotations

from configurator.model.card_key import CardKey
from configurator.model.part_edits import RemovePart

from ..ui_helpers import EIGHT_GPU_TEMPLATE, FOUR_GPU_TEMPLATE, TWO_GPU_TEMPLATE


def use(window, part_id: str) -> None:
    window.catalog_panel.select_part(part_id)
    index = window.catalog_panel.table.currentIndex()
    window.catalog_panel.table.activated.emit(index)


def test_changing_the_board_unplaces_lost_cards_in_one_undoable_step(window):
    assert window.files.open_path(FOUR_GPU_TEMPLATE)
    doc = window.document
    before = doc.build
    use(window, "gigabyte-trx40-aorus-xtreme")  # slots PCIEX16_1 ... : none of PCI_E*
    assert doc.build.motherboard == "gigabyte-trx40-aorus-xtreme"
    assert [g.slot for g in doc.build.gpus] == [None] * 4
    message = window.statusBar().currentMessage()
    assert "PCI_E1, PCI_E2, PCI_E3, PCI_E5" in message and "4 card(s) unplaced" in message
    assert "BUILD-INCOMPLETE" in window.checks_panel.rule_ids()
    scene = window.chassis_view.chassis_scene
    assert set(scene.cards) == {CardKey.unplaced("gpus", i) for i in range(4)}
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert doc.build == before
    assert CardKey.in_slot("PCI_E1") in window.chassis_view.chassis_scene.cards


def test_a_board_keeping_the_slots_unplaces_nothing(window):
    assert window.files.open_path(TWO_GPU_TEMPLATE)
    use(window, "msi-meg-z390-godlike")  # has PCI_E1 and PCI_E3 too
    assert [g.slot for g in window.document.build.gpus] == ["PCI_E1", "PCI_E3"]
    assert "unplaced" not in window.statusBar().currentMessage()


def test_whole_parts_replace_fill_or_add(window):
    assert window.files.open_path(EIGHT_GPU_TEMPLATE)
    doc = window.document
    cpu = next(p.id for p in window.catalog.parts("cpu")
               if p.socket == "LGA2011-3" and p.id not in doc.build.cpus)
    use(window, cpu)
    assert doc.build.cpus == [cpu, cpu]  # a dual-socket board: both sockets
    memory = doc.build.memory[0]
    use(window, memory.part)
    assert doc.build.memory[0].qty == memory.qty + 1  # the same module: one more
    use(window, "samsung-860-evo-1tb")
    assert doc.build.storage[-1].part == "samsung-860-evo-1tb"
    psu = doc.build.psu
    use(window, "supermicro-pws-1k62a-1r")
    assert (doc.build.psu.part, doc.build.psu.qty, doc.build.psu.redundant) == (
        "supermicro-pws-1k62a-1r", psu.qty, psu.redundant)
    use(window, "corsair-obsidian-750d")
    assert doc.build.chassis == "corsair-obsidian-750d"
    use(window, "intel-x550-t2")
    assert doc.build.nics[-1].part == "intel-x550-t2" and doc.build.nics[-1].slot is None


def test_a_gpu_used_from_the_catalog_asks_for_a_slot(window):
    assert window.files.open_path(TWO_GPU_TEMPLATE)
    use(window, "gtx-1080-ti-fe")
    assert window.document.undo_stack.count() == 0
    assert "choose a slot" in window.statusBar().currentMessage()
    window.chassis_view.chassis_scene.set_focus_slot("PCI_E5")
    window.chassis_view.sigSlotActivated.emit("PCI_E5")
    assert {g.slot: g.part for g in window.document.build.gpus}["PCI_E5"] == "gtx-1080-ti-fe"


def test_a_bridge_joins_two_nvlink_cards_at_its_spacing(window):
    assert window.files.open_path(TWO_GPU_TEMPLATE)
    doc = window.document
    bridge = doc.build.bridges[0]
    doc.push(RemovePart("bridges", bridge.part))
    assert doc.build.bridges == []
    use(window, bridge.part)
    assert [b.between for b in doc.build.bridges] == [["PCI_E1", "PCI_E3"]]
    assert window.chassis_view.chassis_scene.marked[bridge.part]


def test_remove_a_card_from_its_context_menu_and_set_a_power_limit(window, dialogs):
    assert window.files.open_path(TWO_GPU_TEMPLATE)
    view = window.chassis_view
    menu = view.context_menu(view.chassis_scene.slot_centre("PCI_E3"))
    texts = [a.text() for a in menu.actions()]
    assert texts[:2] == ["Remove this card", "Set power limit…"]
    dialogs.answer("number", 200.0)
    menu.actions()[1].trigger()
    assert window.document.build.gpus[1].power_limit_w == 200
    menu = view.context_menu(view.chassis_scene.slot_centre("PCI_E3"))
    menu.actions()[0].trigger()
    assert [g.slot for g in window.document.build.gpus] == ["PCI_E1"]
    window.document.undo_stack.undo()
    assert [g.slot for g in window.document.build.gpus] == ["PCI_E1", "PCI_E3"]
