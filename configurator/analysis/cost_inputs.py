"""The inputs of the buy-or-rent analysis (`configurator.analysis.cost`) and their limits.

Apart from the computation, which needs numpy, so that the command line can offer the
`cost` command's options (and check them) without loading it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from configurator.analysis.currencies import CURRENCIES, DEFAULT_PER_USD
from configurator.analysis.offerings import Metric

DAYS_PER_MONTH = 365.25 / 12
HOURS_PER_DAY = 24.0
HOURS_PER_MONTH = HOURS_PER_DAY * DAYS_PER_MONTH

DEFAULT_HOURS_PER_DAY = 8.0
DEFAULT_KWH_PRICE = 0.13  # USD per kWh, about the US residential average
DEFAULT_MONTHS = 36
MAX_MONTHS = 600
DEFAULT_IDLE_FRACTION = 0.15
# Finite limits of every input (issue 18): past them the figures overflow to infinity. The
# window's fields have the same ranges.
KWH_PRICE_MAX = 100.0  # per kWh in any of CURRENCIES; real prices are below 5
PER_USD_MIN, PER_USD_MAX = 0.0001, 100_000.0


@dataclass(frozen=True)
class CostInputs:
    """The user's numbers. `currency` is that of `kwh_price` and of every result."""

    hours_per_day: float = DEFAULT_HOURS_PER_DAY
    kwh_price: float = DEFAULT_KWH_PRICE
    currency: str = "USD"
    per_usd: float | None = None  # units of `currency` per USD; None: DEFAULT_PER_USD
    months: int = DEFAULT_MONTHS
    idle_fraction: float = DEFAULT_IDLE_FRACTION
    metric: Metric = "fp32"

    def check(self) -> None:
        """Raise ValueError (one line) for inputs that make no sense."""
        def finite(name: str, value: float) -> None:
            if not isinstance(value, int | float) or not math.isfinite(value):
                raise ValueError(f"{name} must be a number, not {value!r}")

        finite("hours per day", self.hours_per_day)
        if not 0 <= self.hours_per_day <= HOURS_PER_DAY:
            raise ValueError(f"hours per day must be between 0 and 24, not {self.hours_per_day:g}")
        finite("the electricity price", self.kwh_price)
        if self.kwh_price < 0:
            raise ValueError(f"the electricity price cannot be negative ({self.kwh_price:g})")
        if self.kwh_price > KWH_PRICE_MAX:
            raise ValueError(f"the electricity price must be at most {KWH_PRICE_MAX:g} per kWh, "
                             f"not {self.kwh_price:g}")
        if self.currency not in CURRENCIES:
            raise ValueError(f"currency must be one of {', '.join(CURRENCIES)}")
        if self.per_usd is not None:
            finite("the exchange rate", self.per_usd)
            if not PER_USD_MIN <= self.per_usd <= PER_USD_MAX:
                raise ValueError(f"the exchange rate must be {PER_USD_MIN:g} to {PER_USD_MAX:g}, "
                                 f"not {self.per_usd:g}")
        if not isinstance(self.months, int) or not 1 <= self.months <= MAX_MONTHS:
            raise ValueError(f"the lifetime must be 1 to {MAX_MONTHS} whole months")
        finite("the idle fraction", self.idle_fraction)
        if not 0 <= self.idle_fraction <= 1:
            raise ValueError("the idle draw must be 0 to 100 % of the peak")
        if self.metric not in ("fp32", "fp16"):
            raise ValueError("the metric must be fp32 or fp16")

    @property
    def currency_per_usd(self) -> float:
        return self.per_usd if self.per_usd is not None else DEFAULT_PER_USD[self.currency]

    def convert(self, amount: float, from_currency: str) -> float:
        """An amount in `from_currency` expressed in this analysis' currency (via USD; a
        currency other than the analysis' own is taken at its default rate to the dollar)."""
        if from_currency == self.currency:
            return amount
        usd = amount / DEFAULT_PER_USD[from_currency]
        return usd * self.currency_per_usd
