"""The Lab tab shows no string left out of the translation (docs/lab-plan.md): with the
pseudo-translation installed, the shipped lab template opened in its tab (findings, what is
not checked, the drawing with circuits, a rack and the tray) and every question of the tab
show only marked text and data; the lab's findings and the reader's refusals of a lab file
are worded by their templates' translations."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QWidget

from configurator.lab import LAB_RULE_IDS, read_lab
from configurator.lab.labfile import inlined
from configurator.lab.plan import Rack, Room
from configurator.ui.tabs.lab.dialogs import LabDialogs
from configurator.ui.tabs.lab.document import LabDocument
from configurator.ui.widgets.dialogs import Dialogs
from configurator.ui.widgets.resources import lab_template_paths

from .test_pseudo_translation import assert_marked, data_strings, modal_texts, pseudo_window
from .walker import find_unmarked, scene_texts, widget_texts

__all__ = ["pseudo_window"]  # the fixture, used here by name


def _lab_data(lab) -> set[str]:
    """The lab's own names: ids, the builds' names and file names, the rule ids."""
    data = {*lab.ids(), *(m.name for m in lab.machines), *LAB_RULE_IDS}
    data.update(m.build.path for m in lab.machines if m.build.path)
    return data


def _texts(tab: QWidget) -> list[tuple[str, str]]:
    """What the tab shows; a label elided to its chip's width ("⟦maxq-works…") shows only
    a part of its marked text, and its tooltip the whole."""
    return [(where, text) for where, text in [*widget_texts(tab, "lab tab "),
                                              *scene_texts(tab.view.lab_scene, "lab drawing")]
            if not text.endswith("…")]


def test_the_lab_tab_shows_no_unmarked_string(pseudo_window, catalog) -> None:
    window = pseudo_window
    lab = inlined(read_lab(lab_template_paths()[0], catalog).lab)
    tab = window.lab_tabs.add(LabDocument(lab))
    window.tabs.setCurrentWidget(tab)
    texts = _texts(tab)
    texts.append(("lab tab title", window.tabs.tabText(window.tabs.currentIndex())))
    found = find_unmarked(texts, data_strings(catalog) | _lab_data(lab))
    report = "\n".join(f"{where}: {text!r} -> {words}" for where, text, words in found[:40])
    assert not found, report
    assert any("⟦" in text for _where, text in scene_texts(tab.view.lab_scene, ""))
    tab.document.undo_stack.setClean()


def test_the_lab_tab_s_questions_are_marked(pseudo_window, catalog, monkeypatch) -> None:
    window = pseudo_window
    tab = window.lab_tabs.add(LabDocument())
    texts: list[tuple[str, str]] = list(scene_texts(tab.view.lab_scene, "empty lab drawing"))
    texts += modal_texts(lambda: LabDialogs.circuit(tab, "C1"))
    texts += modal_texts(lambda: LabDialogs.rack(tab, Rack(id="R1", units=42)))
    texts += modal_texts(lambda: LabDialogs.room(tab, Room()))
    texts += modal_texts(lambda: LabDialogs.save_path(tab, "lab.gwlab"))
    texts += modal_texts(lambda: LabDialogs.csv_path(tab, "lab.csv"))
    monkeypatch.setattr(Dialogs, "choose", classmethod(lambda cls, *a: None))
    texts = [(where, text) for where, text in texts if text not in {"C1", "R1", "lab.gwlab", "lab.csv"}]
    assert_marked(texts, catalog)


def test_a_bad_lab_file_s_refusal_is_marked(pseudo_window, catalog, tmp_path) -> None:
    window = pseudo_window
    path = tmp_path / "bad.gwlab"
    path.write_text(json.dumps({"format": "gpu-lab", "version": 1,
                                "circuits": [{"id": "A1", "outlet": "US-15A"}],
                                "machines": [{"id": "m1", "build": "x.gwb",
                                              "circuits": ["B9"]}]}), encoding="utf-8")
    texts = modal_texts(lambda: window.lab_tabs.open_lab(path))
    data = data_strings(catalog) | {"bad.gwlab", "machines[0].circuits[0]", "'B9'", "A1"}
    found = find_unmarked(texts, data)
    assert not found, found


def test_the_drawing_names_template_machines_in_the_user_s_language(qapp, catalog,
                                                                      restore_language) -> None:
    from configurator import i18n
    from configurator.drawing.lab_scene import build_lab_scene
    from configurator.lab import validate_lab

    i18n.install_language("zh_CN")
    lab = read_lab(lab_template_paths()[0], catalog).lab
    scene = build_lab_scene(lab, validate_lab(lab))
    server = next(chip for chip in scene.chips if chip.machine_id == "l40s-server"
                  and chip.circuit is None)  # its chip in the rack
    name = next(m.name for m in lab.machines if m.id == "l40s-server")
    assert server.toolTip() != name  # the template's name, translated
    assert "服务器" in server.toolTip()


def test_the_lab_recovery_question_is_marked(pseudo_window, catalog, monkeypatch) -> None:
    from configurator.ui.window import autosave

    window = pseudo_window
    folder = window.autosaver.folder
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "autosave-4000001-lab-1.gwlab").write_bytes(lab_template_paths()[0].read_bytes())
    monkeypatch.setattr(autosave, "process_alive", lambda pid: pid != 4000001)
    texts = modal_texts(window.lab_tabs.offer_recovery)
    assert texts
    assert_marked(texts, catalog)
