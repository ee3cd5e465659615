"""Choosing the language (explicit, saved in Preferences, the system's), money in the
language's locale, and findings worded in Chinese: the waiver note, the missing parts, what
is not checked."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt

from configurator import i18n
from configurator.model.messages import Message
from configurator.rules.not_checked import NOT_CHECKED
from configurator.rules.report import WAIVER_REFUSED_NOTE, Finding
from configurator.ui.session.preferences import Preferences
from configurator.ui.window.preferences_dialog import PreferencesDialog
from configurator.words import findings as findings_text


@pytest.fixture
def chinese(restore_language):
    assert i18n.install_language("zh_CN") == "zh_CN"


def test_the_language_is_the_explicit_one_then_the_saved_one_then_the_systems(
        settings, monkeypatch, restore_language):
    monkeypatch.setattr(i18n, "system_language", lambda: "zh_CN")
    assert i18n.choose_language(None, settings) == "zh_CN"
    Preferences(settings).language = "en"
    assert i18n.choose_language(None, settings) == "en"
    assert i18n.choose_language("zh_CN", settings) == "zh_CN"
    with pytest.raises(ValueError):
        i18n.choose_language("fr", settings)
    assert i18n.install_language(None, settings) == "en"
    assert QCoreApplication.translate("MainWindow", "Checks") == "Checks"


def test_the_system_language_maps_every_chinese_to_simplified(monkeypatch):
    for name, expected in (("zh_CN", "zh_CN"), ("zh_TW", "zh_CN"), ("de_DE", "en"),
                           ("C", "en")):
        monkeypatch.setattr(QLocale, "system", staticmethod(lambda n=name: QLocale(n)))
        assert i18n.system_language() == expected, name


def test_chinese_installs_the_catalogue_qt_s_own_and_the_locale(chinese):
    assert QCoreApplication.translate("MainWindow", "Checks") == "检查"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "取消"  # qtbase_zh_CN
    assert QLocale().name() == "zh_CN"
    assert i18n.display_name() == "GPU 工作站配置器"


def test_money_follows_the_language(chinese, settings):
    preferences = Preferences(settings)
    assert preferences.money(1234) == "$1,234" and preferences.money(12.5) == "$12.50"
    preferences.set_currency("CNY", 7.0)
    assert preferences.money(1234.1) == "¥8,639"


def test_the_language_is_chosen_in_preferences_and_shows_after_a_restart(qtbot, settings):
    preferences = Preferences(settings)
    dialog = PreferencesDialog(preferences, None)
    qtbot.addWidget(dialog)
    assert dialog.language_box.currentData() == ""  # as the system
    assert "English" in [dialog.language_box.itemText(i) for i in range(dialog.language_box.count())]
    dialog.language_box.setCurrentIndex(dialog.language_box.findData("zh_CN"))
    assert dialog.apply() is True
    assert preferences.language == "zh_CN" and i18n.saved_language(settings) == "zh_CN"
    assert dialog.apply() is False  # unchanged the second time
    assert dialog.restart_note.text()


def finding(**changes) -> Finding:
    values = dict(rule="SIZE-SSD", severity="warning", statement=Message(
        "No SSD: a hard disk reads 100-150 MB/s and cannot keep the GPUs fed"))
    values.update(changes)
    return Finding(**values)


def test_findings_in_chinese_with_the_refused_waiver_and_missing_parts(chinese):
    plain = finding()
    assert findings_text.finding_text(plain).startswith("没有固态硬盘")
    template = "The build is not complete: missing {missing}"
    incomplete = finding(rule="BUILD-INCOMPLETE", severity="info", statement=Message(
        template, {"missing": "chassis, CPU", "missing_parts": ["chassis", "CPU"],
                   "unplaced": 0}))
    assert findings_text.finding_text(incomplete) == "配置不完整：缺少机箱、处理器"
    refused = finding(severity="error", waiver_refused=True, waiver_reason="r")
    assert refused.message == plain.message + WAIVER_REFUSED_NOTE
    assert findings_text.finding_text(refused) == (
        findings_text.finding_text(plain) + "（豁免被拒绝：错误不能豁免）")
    assert findings_text.severity_name("error") == "错误"
    texts = findings_text.not_checked_texts()
    assert len(texts) == len(NOT_CHECKED) and all("满载噪音" in t or "：" in t or "。" in t
                                                   for t in texts)


def test_findings_stay_english_without_a_translation():
    plain = finding()
    assert findings_text.finding_text(plain) == plain.message
    refused = finding(waiver_refused=True)
    assert findings_text.finding_text(refused) == refused.message
    assert refused.message.endswith(WAIVER_REFUSED_NOTE)
    assert findings_text.part_labels(["chassis", "CPU"]) == "chassis, CPU"


def test_wrapped_finding_rows_grow_when_the_checks_dock_narrows(qtbot, catalog, settings,
                                                                 tmp_path, chinese):
    from ui.ui_helpers import TEMPLATES, wait_for_docks

    from configurator.ui.app import create_main_window

    window = create_main_window(catalog, settings, tmp_path / "autosave")
    qtbot.addWidget(window, before_close_func=lambda w: w.document.undo_stack.setClean())
    window.show()
    qtbot.waitExposed(window)
    # Two RTX 5090s in a tower: the airflow warning is a long sentence to wrap.
    assert window.files.open_path(TEMPLATES["6"])
    # The docks take their shares of the window once its event loop turns after the show:
    # measured before that, the dock narrowed below was then widened again (the test failed
    # when it ran first in its process).
    wait_for_docks(window, qtbot)
    tree = window.checks_panel.tree
    item = window.checks_panel.item_for("THERMAL-AIRFLOW")
    before = tree.visualItemRect(item).height()
    window.resizeDocks([window.checks_dock], [180], Qt.Orientation.Horizontal)
    # Narrower, the sentence takes more lines: the row is laid out again, not cut off.
    qtbot.waitUntil(lambda: tree.visualItemRect(item).height() > before)


def test_a_frozen_bundle_finds_its_translations_inside_the_bundle(monkeypatch, tmp_path):
    monkeypatch.setattr("sys.frozen", True, raising=False)
    monkeypatch.setattr("sys._MEIPASS", str(tmp_path), raising=False)
    assert i18n.translations_dir() == tmp_path / "resources" / "translations"
    assert i18n.catalogue_path("zh_CN").name == "configurator_zh_CN.qm"


def test_a_missing_catalogue_falls_back_to_english(tmp_path, restore_language, capsys):
    assert i18n.install_language("zh_CN", catalogue=tmp_path / "none.qm") == "en"
    assert "missing" in capsys.readouterr().err
    assert QCoreApplication.translate("MainWindow", "Checks") == "Checks"


def test_the_workload_tab_names_a_refused_field_by_its_chinese_label(chinese, qtbot, catalog):
    from configurator.report.workload_section import load_workload_data
    from configurator.ui.tabs.workload import WorkloadTab

    tab = WorkloadTab(data=load_workload_data(catalog.parts("gpu")))
    qtbot.addWidget(tab)
    tab.form.choose_preset("mistral-7b")
    tab.form.tokens_spin.setValue(0)  # LoRA, a training task, on no tokens
    assert tab.verdict_label.text() == "Token 数：训练任务需要给出训练的 token 数"
