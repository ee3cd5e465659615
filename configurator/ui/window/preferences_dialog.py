"""Preferences > the dialog: default outlet, currency display, language and the team
catalog (configurator.ui.team.preferences). The values live in
configurator.ui.session.preferences."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QWidget,
)

from configurator import i18n
from configurator.analysis.currencies import DISPLAY_CURRENCIES
from configurator.model.build import OUTLET_PRESETS
from configurator.ui.session.preferences import Preferences

translate = QCoreApplication.translate


def paper_words() -> dict[str, str]:
    """The papers of the PDF exports, in the user's language."""
    return {"a4": translate("Preferences", "A4"),
            "letter": translate("Preferences", "US Letter")}


class PreferencesDialog(QDialog):
    """Default outlet, currency display and language."""

    def __init__(self, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.preferences = preferences
        self.setWindowTitle(translate("Preferences", "Preferences"))
        form = QFormLayout(self)
        self.outlet_box = QComboBox(self)
        for name, preset in OUTLET_PRESETS.items():
            self.outlet_box.addItem(translate("Preferences", "{name} ({volts:g} V, {amps:g} A)")
                                    .format(name=name, volts=preset.volts, amps=preset.amps),
                                    name)
        self.outlet_box.setCurrentIndex(list(OUTLET_PRESETS).index(preferences.default_outlet))
        self.currency_box = QComboBox(self)
        self.currency_box.addItem(translate("Preferences", "US dollar (USD)"), "USD")
        self.currency_box.addItem(translate("Preferences", "Chinese yuan (CNY)"), "CNY")
        self.currency_box.setCurrentIndex(DISPLAY_CURRENCIES.index(preferences.currency))
        self.rate_box = QDoubleSpinBox(self)
        self.rate_box.setRange(0.01, 1000.0)
        self.rate_box.setDecimals(4)
        self.rate_box.setValue(preferences.cny_per_usd)
        self.rate_box.setSuffix(translate("Preferences", " CNY per USD"))
        form.addRow(translate("Preferences", "Default outlet for new builds:"), self.outlet_box)
        form.addRow(translate("Preferences", "Show prices in:"), self.currency_box)
        form.addRow(translate("Preferences", "Exchange rate:"), self.rate_box)
        from configurator.ui.window.export import default_paper  # the PDF's modules: on use

        self.paper_box = QComboBox(self)
        self.paper_box.setObjectName("paperBox")
        self.paper_box.addItem(translate("Preferences", "The region's usual ({paper})").format(
            paper=paper_words()[default_paper()]), None)
        for paper, words in paper_words().items():
            self.paper_box.addItem(words, paper)
        self.paper_box.setCurrentIndex(max(0, self.paper_box.findData(preferences.paper)))
        form.addRow(translate("Preferences", "Paper for PDF exports:"), self.paper_box)
        self.language_box = QComboBox(self)
        self.language_box.setObjectName("languageBox")
        self.language_box.addItem(translate("Preferences", "As the system"), "")
        for code, name in i18n.LANGUAGES.items():  # each in its own language: not translated
            self.language_box.addItem(name, code)
        self.language_box.setCurrentIndex(max(0, self.language_box.findData(
            preferences.language or "")))
        self.restart_note = QLabel(translate(
            "Preferences", "A new language shows the next time the configurator starts."), self)
        self.restart_note.setWordWrap(True)
        form.addRow(translate("Preferences", "Language:"), self.language_box)
        form.addRow("", self.restart_note)
        from configurator.ui.team.preferences import TeamCatalogBox  # the team catalog's section

        self.team_box = TeamCatalogBox(preferences.settings, self)
        form.addRow(self.team_box)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def apply(self) -> bool:
        """Keep the choices; True when the language changed (it shows after a restart)."""
        self.preferences.default_outlet = self.outlet_box.currentData()
        self.preferences.set_currency(self.currency_box.currentData(), self.rate_box.value())
        self.preferences.paper = self.paper_box.currentData()
        language = self.language_box.currentData() or None
        changed = language != self.preferences.language
        self.preferences.language = language
        self.team_box.apply()
        return changed
