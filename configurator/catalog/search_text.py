"""The text a part is searched by: its name, id, maker and part number, then the fields that
tell its kind's parts apart. Shared by the in-memory catalog and the user database, which
stores it beside each part so that a search never has to decode a stored spec."""

from __future__ import annotations

from configurator.model.part_base import PartBase

# Fields searched for every part, then the fields that tell a kind's parts apart.
SEARCH_FIELDS: tuple[str, ...] = ("name", "id", "manufacturer", "mpn")
KIND_SEARCH_FIELDS: dict[str, tuple[str, ...]] = {
    "gpu": ("model", "series", "architecture"),
    "cpu": ("socket",),
    "motherboard": ("socket", "chipset", "form_factor"),
    "cooler": ("sockets",),
    "memory": ("memory_type",),
    "storage": ("storage_kind",),
    "psu": ("efficiency",),
    "chassis": ("form_factors",),
}
# A separator no search word can contain, so words never match across two fields.
FIELD_SEPARATOR = "\x1f"


def haystack(part: PartBase) -> str:
    texts: list[str] = []
    for field in (*SEARCH_FIELDS, *KIND_SEARCH_FIELDS.get(part.kind, ())):
        value = getattr(part, field, None)
        if isinstance(value, list):
            texts.extend(str(item) for item in value)
        elif value is not None:
            texts.append(str(value))
    return FIELD_SEPARATOR.join(texts).casefold()
