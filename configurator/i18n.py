"""The application's language: English (the source strings) or Simplified Chinese.

`install_language(lang)` picks the language — `lang` when given (`--lang`), else the one
saved in Preferences, else the system's (zh_* gives zh_CN, anything else English) — and
installs two translators: the application's own catalogue
(resources/translations/configurator_<lang>.qm) and Qt's (qtbase_<lang>.qm, for the buttons
of standard dialogs). It also makes the language's locale the default, so that numbers and
money follow it. It works with a QCoreApplication (the commands) or a QApplication (the
window); without either it creates a QCoreApplication.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QSettings,
    QTranslator,
)

import configurator
from configurator import APP_NAME, ORGANIZATION_DOMAIN, ORGANIZATION_NAME

SOURCE_LANGUAGE = "en"
# Each language's name in that language (the Preferences list), and its locale.
LANGUAGES: dict[str, str] = {"en": "English", "zh_CN": "简体中文"}
LOCALES: dict[str, str] = {"en": "en_US", "zh_CN": "zh_CN"}
CATALOGUE = "configurator"  # configurator_<lang>.qm
LANGUAGE_KEY = "ui/language"  # in QSettings: a key of LANGUAGES, or "" to follow the system
DISPLAY_NAME = QT_TRANSLATE_NOOP("App", "GPU Workstation Configurator")

_installed: list[QTranslator] = []
_current = SOURCE_LANGUAGE
_app: QCoreApplication | None = None  # one made here is kept alive for the process


def translations_dir() -> Path:
    """resources/translations: beside the package in a checkout, inside the bundle when
    frozen (as configurator.ui.widgets.resources finds resources/)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle) / "resources" / "translations"
    return Path(configurator.__file__).resolve().parents[1] / "resources" / "translations"


def catalogue_path(language: str) -> Path:
    return translations_dir() / f"{CATALOGUE}_{language}.qm"


def qt_translations_dirs() -> list[Path]:
    """Where Qt's own .qm files may be: Qt's translations path, then PySide6's folders (a
    bundle may keep them beside the package)."""
    folders = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    import PySide6

    package = Path(PySide6.__file__).parent
    folders += [package / "Qt" / "translations", package / "translations"]
    return list(dict.fromkeys(folders))


def identify_application() -> None:
    """Organisation and application names: QSettings() finds the user's preferences."""
    QCoreApplication.setOrganizationName(ORGANIZATION_NAME)
    QCoreApplication.setOrganizationDomain(ORGANIZATION_DOMAIN)
    QCoreApplication.setApplicationName(APP_NAME)


def system_language() -> str:
    """zh_CN when the system's first user-interface language is Chinese, else English."""
    system = QLocale.system()
    languages = system.uiLanguages() or [system.name()]
    first = languages[0].replace("-", "_").lower()
    return "zh_CN" if first.startswith("zh") else SOURCE_LANGUAGE


def saved_language(settings: QSettings | None = None) -> str | None:
    """The language chosen in Preferences; None to follow the system."""
    value = (settings if settings is not None else QSettings()).value(LANGUAGE_KEY, "")
    return value if isinstance(value, str) and value in LANGUAGES else None


def save_language(language: str | None, settings: QSettings | None = None) -> None:
    """Keep the choice for the next start (None: follow the system)."""
    if language is not None and language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}")
    (settings if settings is not None else QSettings()).setValue(LANGUAGE_KEY, language or "")


def display_name() -> str:
    """The application's name as the user reads it (window titles, the PDF)."""
    return QCoreApplication.translate("App", DISPLAY_NAME)


def choose_language(lang: str | None = None, settings: QSettings | None = None) -> str:
    if lang is not None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; known: {', '.join(LANGUAGES)}")
        return lang
    return saved_language(settings) or system_language()


def locale() -> QLocale:
    """The locale of the installed language (en_US for English): numbers and money."""
    return QLocale(LOCALES[_current])


def _uninstall() -> None:
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()


def install_translation(path: Path) -> bool:
    """Install one more .qm file (it wins over the ones installed before)."""
    translator = QTranslator(QCoreApplication.instance())
    if not translator.load(str(path)):
        return False
    QCoreApplication.installTranslator(translator)
    _installed.append(translator)
    return True


def _install_qt_translation(language: str) -> bool:
    for folder in qt_translations_dirs():
        path = folder / f"qtbase_{language}.qm"
        if path.is_file() and install_translation(path):
            return True
    return False


def install_language(lang: str | None = None, settings: QSettings | None = None, *,
                     catalogue: Path | None = None) -> str:
    """Install the translators of `lang` (see the module's docstring); returns the language
    installed. `catalogue` replaces the application's .qm (a test's pseudo-translation)."""
    global _current, _app
    if QCoreApplication.instance() is None:
        _app = QCoreApplication(sys.argv[:1])
    language = choose_language(lang, settings)
    _uninstall()
    if language != SOURCE_LANGUAGE:
        _install_qt_translation(language)
        path = catalogue if catalogue is not None else catalogue_path(language)
        if not install_translation(path):
            print(f"configurator: the {language} translation is missing ({path}); "
                  "showing English", file=sys.stderr)
            language = SOURCE_LANGUAGE
            _uninstall()
    QLocale.setDefault(QLocale(LOCALES[language]))
    _current = language
    return language
