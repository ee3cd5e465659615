"""Which parts are the same product: a maker and a part number, each written loosely.

The curated rows of db/ and the rows imported from BuildCores OpenDB (db/opendb/) spell
makers and part numbers differently ("SeaSonic" / "Seasonic", "be quiet!" / "be quiet",
"CC-9011035-WW" / "cc9011035ww"), so both are compared in a normal form: case folded, every
character that is not a letter or a digit dropped, and a few makers' other names mapped to
one. An imported row lists all of OpenDB's part numbers of the product in `mpn`, separated
by " / " (db/README.md, "Parts imported from BuildCores OpenDB").

A curated row without a part number (the maker published none we could read) is still the
same product as an imported row of its maker and kind with the same name in that normal form:
else the catalog listed "AMD Ryzen Threadripper PRO 9945WX" twice, once without a price.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable

from configurator.model.part_base import PartBase

PART_NUMBER_SEPARATOR = " / "
MIN_PART_NUMBER = 4
_NOT_ALNUM = re.compile(r"[\W_]+")
# Other names of one maker, in the normal form: the name they are compared as.
MAKER_ALIASES: dict[str, str] = {
    "asustek": "asus", "asustekcomputer": "asus",
    "gigabytetechnology": "gigabyte", "aorus": "gigabyte",
    "msicomputer": "msi", "microstarinternational": "msi",
    "evgacorporation": "evga",
    "seasonicelectronics": "seasonic",
    "fsp": "fspgroup", "fortronsource": "fspgroup",
    "supermicrocomputer": "supermicro", "smc": "supermicro",
    "wd": "westerndigital", "wdc": "westerndigital",
    "hpe": "hewlettpackardenterprise",
    "pnytechnologies": "pny",
    "teamgroupinc": "teamgroup", "team": "teamgroup",
    "coolermastertechnology": "coolermaster",
    "nvidiacorporation": "nvidia",
    "advancedmicrodevices": "amd",
    "intelcorporation": "intel",
}


def normal_form(text: str) -> str:
    """`text` case folded, with every character that is not a letter or digit dropped."""
    return _NOT_ALNUM.sub("", text.casefold())


@functools.lru_cache(maxsize=4096)  # a few hundred makers, named by 20,000 imported parts
def maker_key(manufacturer: str | None) -> str:
    key = normal_form(manufacturer or "")
    return MAKER_ALIASES.get(key, key)


def part_number_keys(mpn: str | None) -> set[str]:
    """The normal forms of the part numbers `mpn` names (one, or several joined by
    PART_NUMBER_SEPARATOR). Left out: what names no product by itself, a text without a
    digit ("OC", "WHITE": OpenDB lists such suffixes as part numbers) or shorter than
    MIN_PART_NUMBER characters."""
    keys = (normal_form(number) for number in (mpn or "").split(PART_NUMBER_SEPARATOR))
    return {key for key in keys
            if len(key) >= MIN_PART_NUMBER and any(ch.isdigit() for ch in key)}


def product_keys(part: PartBase) -> set[tuple[str, str, str]]:
    """(kind, maker, part number) in normal form, one per part number of the part; empty
    when it names no maker or no part number (then it matches nothing)."""
    maker = maker_key(part.manufacturer)
    if not maker:
        return set()
    return {(part.kind, maker, number) for number in part_number_keys(part.mpn)}


def name_key(part: PartBase) -> tuple[str, str, str] | None:
    """(kind, maker, name) in normal form; None when the part names no maker."""
    maker = maker_key(part.manufacturer)
    return (part.kind, maker, normal_form(part.name)) if maker else None


def shadowed_ids(curated: Iterable[PartBase], imported: Iterable[PartBase]) -> set[str]:
    """Ids of the `imported` parts that are the same product as a `curated` one (a part
    number in common, or the same maker, kind and name): the curated row wins and the
    imported one is left out (db/README.md, "Parts imported from BuildCores OpenDB")."""
    keys: set[tuple[str, str, str]] = set()
    names: set[tuple[str, str, str] | None] = set()
    for part in curated:
        keys |= product_keys(part)
        names.add(name_key(part))
    names.discard(None)
    # Both keys begin (kind, maker): an imported part of a kind and maker no curated part has
    # matches neither, and its part numbers and name are not put in normal form (most of the
    # 20,000 imported parts; that was a tenth of the first start's compile).
    makers = {key[:2] for key in keys} | {key[:2] for key in names if key is not None}
    return {part.id for part in imported
            if (part.kind, maker_key(part.manufacturer)) in makers
            and (product_keys(part) & keys or name_key(part) in names)}


__all__ = ["PART_NUMBER_SEPARATOR", "maker_key", "name_key", "normal_form", "part_number_keys",
           "product_keys", "shadowed_ids"]
