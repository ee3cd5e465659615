"""User preferences kept in QSettings: default outlet, currency display, language, window
layout, recent files. One place reads and writes the keys, so their names live only here
(the language's key is configurator.i18n's, since the commands read it too)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, QSettings, Signal

from configurator import i18n
from configurator.analysis.currencies import DEFAULT_PER_USD, DISPLAY_CURRENCIES, SYMBOLS
from configurator.model.build import DEFAULT_OUTLET, OUTLET_PRESETS
from configurator.report.paper import PAPERS

translate = QCoreApplication.translate

# A fallback rate only: prices are kept in USD, and the user types today's rate.
DEFAULT_CNY_PER_USD = DEFAULT_PER_USD["CNY"]
MAX_RECENT_FILES = 8


class Preferences(QObject):
    """Typed access to QSettings. `sigCurrencyChanged` fires when prices must be redrawn."""

    sigCurrencyChanged = Signal()

    def __init__(self, settings: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings if settings is not None else QSettings()

    # --- outlet ----------------------------------------------------------------------
    @property
    def default_outlet(self) -> str:
        value = str(self.settings.value("outlet/default", DEFAULT_OUTLET))
        return value if value in OUTLET_PRESETS else DEFAULT_OUTLET

    @default_outlet.setter
    def default_outlet(self, name: str) -> None:
        if name in OUTLET_PRESETS:
            self.settings.setValue("outlet/default", name)

    # --- currency --------------------------------------------------------------------
    @property
    def currency(self) -> str:
        value = str(self.settings.value("currency/code", "USD"))
        return value if value in DISPLAY_CURRENCIES else "USD"

    @property
    def cny_per_usd(self) -> float:
        try:
            rate = float(self.settings.value("currency/cny_per_usd", DEFAULT_CNY_PER_USD))
        except (TypeError, ValueError):
            return DEFAULT_CNY_PER_USD
        return rate if rate > 0 else DEFAULT_CNY_PER_USD

    @property
    def per_usd(self) -> float:
        """Units of the display currency per US dollar."""
        return self.cny_per_usd if self.currency == "CNY" else DEFAULT_PER_USD[self.currency]

    def set_currency(self, code: str, cny_per_usd: float | None = None) -> None:
        if code in DISPLAY_CURRENCIES:
            self.settings.setValue("currency/code", code)
        if cny_per_usd is not None and cny_per_usd > 0:
            self.settings.setValue("currency/cny_per_usd", float(cny_per_usd))
        self.sigCurrencyChanged.emit()

    def money(self, price_usd: float) -> str:
        """A USD price in the display currency, as the language writes money ("$1,234",
        "¥8,639"); "-" for an unknown (zero) price."""
        if price_usd <= 0:
            return "-"
        locale = i18n.locale()  # float(): an int would pick the overload without decimals
        if self.currency == "CNY":
            return locale.toCurrencyString(float(price_usd * self.cny_per_usd), SYMBOLS["CNY"], 0)
        return locale.toCurrencyString(float(price_usd), SYMBOLS["USD"],
                                       0 if price_usd >= 100 else 2)

    def to_display(self, price_usd: float) -> float:
        return price_usd * self.cny_per_usd if self.currency == "CNY" else price_usd

    def from_display(self, amount: float) -> float:
        return amount / self.cny_per_usd if self.currency == "CNY" else amount

    @property
    def currency_symbol(self) -> str:
        return SYMBOLS[self.currency]

    # --- language --------------------------------------------------------------------
    @property
    def language(self) -> str | None:
        """The language chosen (a key of i18n.LANGUAGES), None to follow the system."""
        return i18n.saved_language(self.settings)

    @language.setter
    def language(self, language: str | None) -> None:
        i18n.save_language(language, self.settings)

    # --- paper -----------------------------------------------------------------------
    @property
    def paper(self) -> str | None:
        """The PDF exports' paper, "a4" or "letter"; None: the region's usual one."""
        value = str(self.settings.value("export/paper", "") or "")
        return value if value in PAPERS else None

    @paper.setter
    def paper(self, paper: str | None) -> None:
        if paper in PAPERS:
            self.settings.setValue("export/paper", paper)
        else:
            self.settings.remove("export/paper")

    # --- recent files ----------------------------------------------------------------
    def recent_files(self) -> list[str]:
        value = self.settings.value("files/recent", [])
        if isinstance(value, str):  # QSettings returns a lone entry as a string
            value = [value]
        return [str(v) for v in (value or []) if v]

    def add_recent_file(self, path: str | Path) -> None:
        path = str(Path(path).resolve())
        files = [path, *(f for f in self.recent_files() if f != path)][:MAX_RECENT_FILES]
        self.settings.setValue("files/recent", files)

    def remove_recent_file(self, path: str) -> None:
        self.settings.setValue("files/recent", [f for f in self.recent_files() if f != path])

    def last_folder(self) -> str:
        return str(self.settings.value("files/last_folder", str(Path.home())))

    def set_last_folder(self, folder: str | Path) -> None:
        self.settings.setValue("files/last_folder", str(folder))

    # --- window layout ---------------------------------------------------------------
    def window_geometry(self) -> QByteArray | None:
        value = self.settings.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    def window_state(self) -> QByteArray | None:
        value = self.settings.value("window/state")
        return value if isinstance(value, QByteArray) else None

    @property
    def docks_automatic(self) -> bool:
        """The panels arranged by the window (configurator.ui.window.dock_layout), not by
        the user."""
        return str(self.settings.value("window/docks_automatic", "true")).lower() != "false"

    def save_window(self, geometry: QByteArray, state: QByteArray,
                    docks_automatic: bool = True) -> None:
        self.settings.setValue("window/geometry", geometry)
        self.settings.setValue("window/state", state)
        self.settings.setValue("window/docks_automatic", docks_automatic)

    def sync(self) -> None:
        self.settings.sync()
