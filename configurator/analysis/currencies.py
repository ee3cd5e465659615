"""The currencies the application knows and their default rates to the US dollar: one place
for the window's price display (Preferences), the buy-or-rent analysis, its tab and the
`cost` command.

Prices are kept in USD everywhere; a rate turns them into another currency. The defaults are
round figures that make a choice of currency work at once; the user enters the day's rate
(Preferences, the tab and `--per-usd` each have a field for it).
"""

from __future__ import annotations

# Every currency a price may be given in (db/cloud_offerings.csv) and figures shown in.
CURRENCIES: tuple[str, ...] = ("USD", "CNY", "EUR")
# Those the window can show its prices in (Preferences > Show prices in), with their signs.
DISPLAY_CURRENCIES: tuple[str, ...] = ("USD", "CNY")
SYMBOLS: dict[str, str] = {"USD": "$", "CNY": "¥"}

# Units of each currency per US dollar: the averages of 2023 in the Federal Reserve's
# G.5A release of 2024-02-01 (https://www.federalreserve.gov/releases/g5a/20240201/):
# CHINA, P.R. YUAN 7.0809; EMU MEMBERS EURO 1.0817 USD per euro, i.e. 0.9245 euro per USD.
DEFAULT_PER_USD: dict[str, float] = {"USD": 1.0, "CNY": 7.1, "EUR": 0.92}
