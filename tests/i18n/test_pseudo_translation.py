"""Every string the window shows goes through the translation: with a pseudo-translation
installed (each translation is its source wrapped in ⟦…⟧), no visible string may be left
unmarked, except data (part names, numbers, ids, units) and Qt's own (translated by Qt's
zh_CN catalogue).

The window is walked with a template loaded, then with an error, a waiver and a drag in
progress; the plots and cost tabs are built; every dialog the window can open is opened and
walked; the chassis view's context menu and the BOM's actions are walked too.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Iterable

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QWidget
from ui.ui_helpers import FOUR_GPU_TEMPLATE, drag_enter, drag_move, drop_part

from configurator import i18n
from configurator.analysis.offerings import load_offerings, load_power_curves
from configurator.analysis.series import card_label
from configurator.analysis.workload_inputs import OPTIMIZERS, PRECISIONS
from configurator.analysis.workload_model import load_presets
from configurator.catalog.paths import source_dir
from configurator.model.build import OUTLET_PRESETS
from configurator.model.card_key import CardKey
from configurator.model.parts import CATALOG_GPU_SERIES
from configurator.model.setting_edits import SetName, Waive
from configurator.rules.engine import ALL_RULE_IDS
from configurator.ui.session import gestures as commands
from configurator.ui.tabs.plots import PlotsTab
from configurator.ui.tabs.workload_form import ConfigFiles
from configurator.ui.widgets.dialogs import Dialogs
from configurator.ui.widgets.mime import part_mime
from configurator.ui.widgets.resources import template_paths
from configurator.ui.window import autosave
from configurator.ui.window.export import ExportDialogs
from configurator.ui.window.preferences_dialog import PreferencesDialog
from configurator.words.key_figures import VALUE_WORDS

from .pseudo import install_pseudo
from .walker import find_unmarked, menu_texts, widget_texts

STRIX = "asus-rog-strix-rtx-2080-ti-oc"  # 2.7 slots: blocks the slot below the one it is in
WORD_FIELDS = {"kind", "cooler", "efficiency", "storage_kind", "power_connector_position",
               "memory_registered"}  # values the window shows as translated words


_DATA_STRINGS: dict[int, tuple[object, frozenset[str]]] = {}


def data_strings(catalog) -> set[str]:
    """Texts that are data: every text field of the catalog and the offerings, ids, names.
    Gathered once per catalog (the session shares one): reading the 21,000 parts' fields
    took 15 s a test."""
    cached = _DATA_STRINGS.get(id(catalog))
    if cached is None or cached[0] is not catalog:
        cached = (catalog, frozenset(_gather_data_strings(catalog)))
        _DATA_STRINGS[id(catalog)] = cached
    return set(cached[1])


def _gather_data_strings(catalog) -> set[str]:
    data: set[str] = set(i18n.LANGUAGES.values()) | set(OUTLET_PRESETS)
    for part in catalog.parts():
        for field, value in part.model_dump().items():
            if field in WORD_FIELDS:
                continue
            if isinstance(value, str):
                data.add(value)
            elif isinstance(value, list):
                data.update(v for v in value if isinstance(v, str))
                data.update(v["id"] for v in value if isinstance(v, dict) and "id" in v)
    for offering in load_offerings(source_dir() / "cloud_offerings.csv"):
        data.update(v for v in vars(offering).values() if isinstance(v, str))
    for curve in load_power_curves(source_dir() / "power_performance.csv").values():
        data.update(v for v in vars(curve).values() if isinstance(v, str))
    data.update(path.name for path in template_paths())
    data.update({catalog.version, *CATALOG_GPU_SERIES, "Tesla"})
    # The plots label each card with a short form of its name or model (data too).
    data.update(card_label(part.name, part.model, reference)
                for part in catalog.parts("gpu") for reference in (True, False))
    data.update(ALL_RULE_IDS)
    return data - set(VALUE_WORDS) - {""}


def assert_marked(texts: Iterable[tuple[str, str]], catalog) -> None:
    found = find_unmarked(texts, data_strings(catalog))
    report = "\n".join(f"{where}: {text!r} -> {words}" for where, text, words in found[:40])
    assert not found, f"{len(found)} visible string(s) not marked for translation:\n{report}"


def dialog_texts(dialog: QWidget) -> list[tuple[str, str]]:
    texts = list(widget_texts(dialog, "dialog "))
    if isinstance(dialog, QFileDialog):
        # The files listed are the disk's, not the application's words.
        texts = [(where, text) for where, text in texts if " cell " not in where]
        texts = [(where, text) for where, text in texts if "fileTypeCombo" not in where]
        texts.append(("file dialog filters", ";;".join(dialog.nameFilters())))
    return texts


def modal_texts(trigger: Callable[[], object]) -> list[tuple[str, str]]:
    """Run `trigger`, which opens a modal dialog; walk the dialog, then cancel it."""
    seen: list[tuple[str, str]] = []
    opened: list[QWidget] = []

    def inspect(attempt: int = 0) -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            if attempt < 50:
                QTimer.singleShot(20, lambda: inspect(attempt + 1))
            return
        opened.append(dialog)
        seen.extend(dialog_texts(dialog))
        dialog.reject()

    QTimer.singleShot(0, inspect)
    trigger()
    assert opened, f"{trigger} opened no dialog"
    return seen


@pytest.fixture
def pseudo_window(qtbot, catalog, settings, tmp_path, pseudo_qm, restore_language,
                  monkeypatch):
    install_pseudo(pseudo_qm)
    from configurator.ui.app import create_main_window

    window = create_main_window(catalog, settings, tmp_path / "autosave", autosave_delay_ms=20)
    # Closing asks nothing: the changes the test made are thrown away.
    qtbot.addWidget(window, before_close_func=lambda w: w.document.undo_stack.setClean())
    window.show()
    qtbot.waitExposed(window)
    monkeypatch.setattr(Dialogs, "inform", classmethod(lambda cls, *a: None))
    assert window.files.open_path(FOUR_GPU_TEMPLATE)
    monkeypatch.undo()  # the dialogs are walked for real below
    return window


def window_texts(window) -> list[tuple[str, str]]:
    texts = list(widget_texts(window, "window "))
    for menu_action in window.menuBar().actions():
        texts.extend(menu_texts(menu_action.menu(), "menu bar"))
    texts.append(("status bar message", window.statusBar().currentMessage()))
    return texts


def test_the_window_shows_no_unmarked_string(pseudo_window, catalog):
    window = pseudo_window
    window.lazy_tabs.ensure("plots")
    window.lazy_tabs.ensure("cost")
    texts = window_texts(window)
    # An error, a refused waiver, a waived warning and the fix of the selected finding.
    assert drop_part(window.chassis_view, STRIX, "PCI_E3")
    panel = window.checks_panel
    warning = next(f for f in window.document.report.findings if f.severity == "warning")
    commands.waive(window.document, warning, "reason of the test")
    error = next(f for f in window.document.report.findings if f.severity == "error")
    window.document.push(Waive(error.rule, (), "reason of the test"), "⟦waive an error⟧")
    for rule in (error.rule, warning.rule):
        panel.tree.setCurrentItem(panel.item_for(rule))
        texts.extend(widget_texts(panel, "checks panel "))
    texts.extend(window_texts(window))
    # The note beside the pointer while a card is dragged over a slot.
    view = window.chassis_view
    mime = part_mime(STRIX)
    assert drag_enter(view, mime, view.chassis_scene.slot_centre("PCI_E1"))
    drag_move(view, mime, view.chassis_scene.slot_centre("PCI_E1"))
    texts.append(("drag note", view.drag_note.text_shown()))
    # Context menus: a card of the chassis, and the BOM's.
    menu = view.context_menu(view.chassis_scene.slot_centre("PCI_E1"))
    texts.extend(menu_texts(menu, "chassis context menu"))
    assert_marked(texts, catalog)


def test_the_workload_tab_shows_no_unmarked_string(pseudo_window, catalog, tmp_path,
                                                    monkeypatch):
    """The Workload tab with each kind of answer: fits, does not fit (the ways to fit),
    inference, a bare parameter count, a refused input, a refused config.json, and the
    question for a config.json."""
    window = pseudo_window
    tab = window.lazy_tabs.show("workload")
    form = tab.form
    # Data here: the presets' model names, and precisions and optimizers by the names the
    # command line takes (fp32, bf16, adamw-8bit: technical names, the same in every language).
    presets = load_presets(source_dir() / "workload_presets.csv")
    data = data_strings(catalog) | {p.name for p in presets.values()} | {*PRECISIONS, *OPTIMIZERS}
    texts = list(widget_texts(tab, "workload tab (nothing chosen) "))
    form.choose_preset("llama-3.1-8b")
    texts += widget_texts(tab, "workload tab (fits) ")
    form.choose_preset("llama-3.1-70b")
    form.task_combo.setCurrentIndex(form.task_combo.findData("finetune"))
    assert tab.fit_label.text()
    texts += widget_texts(tab, "workload tab (does not fit) ")
    form.task_combo.setCurrentIndex(form.task_combo.findData("inference"))
    texts += widget_texts(tab, "workload tab (inference) ")
    form.model_combo.setCurrentIndex(form.model_combo.findData("params"))
    texts += widget_texts(tab, "workload tab (parameter count) ")
    form.task_combo.setCurrentIndex(form.task_combo.findData("pretrain"))
    form.tokens_spin.setValue(0)
    texts += widget_texts(tab, "workload tab (no tokens) ")
    texts += modal_texts(lambda: ConfigFiles.open_config(tab))
    bad = tmp_path / "config.json"
    bad.write_text('{"hidden_size": -1}', encoding="utf-8")
    monkeypatch.setattr(ConfigFiles, "open_config", classmethod(lambda cls, parent: str(bad)))
    form.config_button.click()
    assert tab.estimate() is None
    texts += widget_texts(tab, "workload tab (refused config.json) ")
    found = find_unmarked(texts, data)
    report = "\n".join(f"{where}: {text!r} -> {words}" for where, text, words in found[:40])
    assert not found, f"{len(found)} visible string(s) not marked for translation:\n{report}"


def test_every_dialog_of_the_window_is_marked(pseudo_window, catalog, tmp_path,
                                             monkeypatch):
    window = pseudo_window
    actions = window.actions_
    texts: list[tuple[str, str]] = []
    for action_id in ("keyboard_help", "about", "rename", "preferences", "open", "save_as",
                      "export_pdf", "export_csv", "new_template"):
        texts += modal_texts(actions[action_id].trigger)
    texts += modal_texts(lambda: window.ask_power_limit(CardKey.in_slot("PCI_E1")))
    texts += modal_texts(lambda: Dialogs.outlet(window, 230, 10))
    # The template has no warning of its own (DESIGN rev. 3's airflow): a Strix in PCI_E3
    # gives one to waive, and is taken out again.
    assert drop_part(window.chassis_view, STRIX, "PCI_E3")
    warning = next(f for f in window.document.report.findings if f.severity == "warning")
    window.checks_panel.tree.setCurrentItem(window.checks_panel.item_for(warning.rule))
    texts += modal_texts(window.checks_panel.waive)
    window.document.undo_stack.undo()
    assert not any(f.severity == "error" for f in window.document.report.findings)
    # Export to a folder that does not exist: the failure is told.
    monkeypatch.setattr(ExportDialogs, "pdf_path",
                        classmethod(lambda cls, *a: str(tmp_path / "missing" / "b.pdf")))
    texts += modal_texts(actions["export_pdf"].trigger)
    plots = window.lazy_tabs.ensure("plots")
    texts += modal_texts(lambda: PlotsTab.ask_export_path(plots, ".png"))
    monkeypatch.setattr(PlotsTab, "ask_export_path",
                        classmethod(lambda cls, *a: str(tmp_path / "missing" / "p.png")))
    texts += modal_texts(lambda: plots.export_current(".png"))
    # A session that crashed left a build: the next start offers it.
    monkeypatch.setattr(autosave, "process_alive", lambda pid: pid == os.getpid())
    folder = window.autosaver.folder
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "session-4000001.running").write_text("4000001", encoding="utf-8")
    shutil.copy(FOUR_GPU_TEMPLATE, folder / "autosave-4000001.gwb.json")
    texts += modal_texts(window.offer_recovery)
    # Unsaved changes: New asks first. A build with an error: export asks first.
    window.document.push(SetName("changed"))
    texts += modal_texts(actions["new"].trigger)
    assert drop_part(window.chassis_view, STRIX, "PCI_E3")
    texts += modal_texts(actions["export_pdf"].trigger)
    texts += widget_texts(PreferencesDialog(window.preferences, window), "preferences ")
    assert_marked(texts, catalog)


def test_the_walker_finds_an_unmarked_string(pseudo_window, catalog):
    """The check is real: a label left in English is reported, data is not."""
    window = pseudo_window
    QLabel("Plain English left untranslated", window.checks_panel)
    QLabel("ASUS ROG Strix GeForce RTX 2080 Ti OC (triple-fan, 2.7-slot) 1,359 W PCI_E1 US-15A",
           window.bom_panel)
    found = find_unmarked(widget_texts(window), data_strings(catalog))
    assert [text for _, text, _ in found] == ["Plain English left untranslated"]


def test_pseudo_translation_reaches_the_chassis_drawing(pseudo_window):
    scene = pseudo_window.chassis_view.chassis_scene
    texts = [text for where, text in widget_texts(pseudo_window.chassis_view)
             if "item" in where and text]
    assert any("⟦" in text for text in texts), scene



BAD_FILES = {  # the reader's refusals a user meets, each in the dialog of a bad file
    "empty.gwb.json": "",
    "broken.gwb.json": '{"format": "gpu-workstation-build", "version": 1,,}',
    "unknown-key.gwb.json": '{"format": "gpu-workstation-build", "version": 1, '
                            '"gpus": [{"part": "tesla-t4", "colour": "red"}]}',
    "outlet.gwb.json": '{"format": "gpu-workstation-build", "version": 1, "outlet": "Mars"}',
    "wrong-kind.gwb.json": '{"format": "gpu-workstation-build", "version": 1, '
                           '"psu": {"part": "tesla-t4"}}',
    "bad-custom.gwb.json": '{"format": "gpu-workstation-build", "version": 1, "custom_parts": '
                           '[{"kind": "gpu", "id": "Bad Id", "name": "x", "model": "x", '
                           '"fp32_gflops": 1, "memory_gb": 1, "tdp_w": 100, '
                           '"length_mm": 200}]}',
    "newer.gwb.json": '{"format": "gpu-workstation-build", "version": 99}',
}
# The data inside those messages: the user's own keys, values and ids, and JSON punctuation.
BAD_FILE_DATA = {"gpus[0].colour", "custom_parts[0].id", "psu.part", "outlet", "version",
                 "'Bad Id'", "'Mars'", "'tesla-t4'", '{"volts": V, "amps": A}', *BAD_FILES}


def test_the_reader_s_and_the_catalog_s_messages_are_marked(pseudo_window, catalog, tmp_path):
    """A bad build file's dialog, the notes of a file opened with them, and the catalog's
    notices come from layers without Qt: their templates are translated all the same."""
    from configurator.model.messages import message

    window = pseudo_window
    texts: list[tuple[str, str]] = []
    for name, content in BAD_FILES.items():
        path = tmp_path / name
        path.write_text(content, encoding="utf-8")
        texts += [(f"{name}: {where}", text) for where, text in
                  modal_texts(lambda path=path: window.files.open_path(path))]
    # A file whose custom part shadows a catalog part opens with a note.
    shadowing = tmp_path / "shadowing.gwb.json"
    shadowing.write_text(
        '{"format": "gpu-workstation-build", "version": 1, "gpus": [{"part": "tesla-t4"}], '
        '"custom_parts": [{"kind": "gpu", "id": "tesla-t4", "name": "My T4", "model": "T4", '
        '"fp32_gflops": 8000, "memory_gb": 16, "tdp_w": 70, "length_mm": 170}]}',
        encoding="utf-8")
    texts += modal_texts(lambda: window.files.open_path(shadowing))
    # The catalog's notices, as opening a damaged user database gives them.
    from configurator.model.messages import T

    window.catalog.notices = [message(T(
        "Your user database could not be read ({error}). It was moved aside to {moved} "
        "(kept, not deleted), and a new one was started with what could still be read: "
        "{parts} custom part(s) and {prices} price(s); {lost} damaged row(s) or table(s) "
        "could not be recovered and remain only in the moved file."),
        error="file is not a database", moved="/tmp/user.sqlite.corrupt-20261130-120000",
        parts=3, prices=2, lost=1)]
    texts += modal_texts(window.show_catalog_notices)
    found = find_unmarked(texts, data_strings(catalog) | BAD_FILE_DATA
                          | {"My T4", "file is not a database"})
    report = "\n".join(f"{where}: {text!r} -> {words}" for where, text, words in found[:40])
    assert not found, f"{len(found)} visible string(s) not marked for translation:\n{report}"
    shown = "\n".join(text for _, text in texts)
    # Nested messages are translated inside their sentence: the place, a described value.
    assert "⟦⟦line 1, column 50⟧: ⟦not valid JSON: ⟦" in shown
    assert "⟦unknown outlet 'Mars'; use one of" in shown and "⟦unknown key⟧" in shown
    assert "⟦part 'tesla-t4' is a ⟦GPU⟧, not a ⟦power supply⟧⟧" in shown
