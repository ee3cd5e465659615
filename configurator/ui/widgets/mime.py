"""Vendor MIME types of the drags: they carry only ids, never part data (docs/architecture.md)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QMimeData

from configurator.model.buildfile import is_build_file_name
from configurator.model.card_key import CardKey

PART_ID_MIME = "application/x-gwc-part-id"
"""A catalog part's id (UTF-8)."""
CARD_KEY_MIME = "application/x-gwc-card-key"
"""A card already in the build: its CardKey's text form."""


@dataclass(frozen=True)
class DraggedThing:
    part_id: str | None = None
    card_key: CardKey | None = None


def part_mime(part_id: str) -> QMimeData:
    mime = QMimeData()
    mime.setData(PART_ID_MIME, part_id.encode("utf-8"))
    return mime


def card_mime(card_key: CardKey) -> QMimeData:
    mime = QMimeData()
    mime.setData(CARD_KEY_MIME, card_key.to_text().encode("utf-8"))
    return mime


def dragged_thing(mime: QMimeData | None) -> DraggedThing | None:
    if mime is None:
        return None
    if mime.hasFormat(PART_ID_MIME):
        return DraggedThing(part_id=bytes(mime.data(PART_ID_MIME).data()).decode("utf-8"))
    if mime.hasFormat(CARD_KEY_MIME):
        try:
            key = CardKey.from_text(bytes(mime.data(CARD_KEY_MIME).data()).decode("utf-8"))
        except (UnicodeDecodeError, ValueError):  # another program's data: not ours to take
            return None
        return DraggedThing(card_key=key)
    return None


def build_file_paths(mime: QMimeData | None) -> list[str]:
    """Local build files among dropped URLs (a .gwb or .gwb.json dropped onto the window opens
    it)."""
    if mime is None or not mime.hasUrls():
        return []
    return [url.toLocalFile() for url in mime.urls()
            if url.isLocalFile() and is_build_file_name(url.toLocalFile())]
