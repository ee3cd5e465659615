"""Parts listed by the catalog without decoding them: a list in display order whose parts are
read (and decoded, for a store's part) only when one is asked for, and the parts by kind the
rules' fixes read a kind at a time."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Protocol, overload

from configurator.model.buildfile import PartLookup
from configurator.model.part_base import PartBase

DECODE_AT_ONCE = 500  # parts asked for in one question when a long list is read through


class ListedLookup(PartLookup, Protocol):
    def prefetch(self, part_ids: Iterable[str]) -> None:
        """Decode the stored parts among `part_ids` in one question (a long list is read)."""


class PartList(Sequence[PartBase]):
    """Parts in display order, each decoded when read (`ids` never decodes). A search's list
    holds the search texts it kept and finds their ids only when asked (`id_of`)."""

    def __init__(self, ids: list[str] | None, catalog: ListedLookup,
                 texts: list[str] | None = None, id_of: dict[str, str] | None = None) -> None:
        self._ids = ids
        self._texts, self._id_of = texts, id_of
        self._catalog = catalog

    @property
    def ids(self) -> list[str]:
        if self._ids is None:
            id_of = self._id_of or {}
            self._ids = [id_of[text] for text in self._texts or ()]
        return self._ids

    def __len__(self) -> int:
        return len(self._texts) if self._ids is None and self._texts is not None else len(
            self.ids)

    @overload
    def __getitem__(self, index: int) -> PartBase: ...
    @overload
    def __getitem__(self, index: slice) -> PartList: ...

    def __getitem__(self, index: int | slice) -> PartBase | PartList:
        if isinstance(index, slice):
            return PartList(self.ids[index], self._catalog)
        if self._ids is None and self._texts is not None and self._id_of is not None:
            part_id = self._id_of[self._texts[index]]  # one row shown: one lookup
        else:
            part_id = self.ids[index]
        part = self._catalog.get(part_id)
        if part is None:  # removed, or unreadable since it was listed
            raise IndexError(index)
        return part

    def __iter__(self) -> Iterator[PartBase]:
        ids = self.ids
        for start in range(0, len(ids), DECODE_AT_ONCE):
            chunk = ids[start:start + DECODE_AT_ONCE]
            self._catalog.prefetch(chunk)  # imported parts: one question for many
            for part_id in chunk:
                part = self._catalog.get(part_id)
                if part is not None:
                    yield part

    def __eq__(self, other: object) -> bool:
        if isinstance(other, PartList):
            return self.ids == other.ids
        if isinstance(other, Sequence):
            return list(self) == list(other)
        return NotImplemented

    def __repr__(self) -> str:
        return f"PartList({len(self.ids)} parts)"


class PartsByKind(Mapping[str, list[PartBase]]):
    """Parts by kind, each kind's list decoded when first read (and then kept)."""

    def __init__(self, ids_by_kind: dict[str, list[str]], catalog: ListedLookup) -> None:
        self._ids_by_kind = ids_by_kind
        self._catalog = catalog
        self._parts: dict[str, list[PartBase]] = {}

    def __getitem__(self, kind: str) -> list[PartBase]:
        parts = self._parts.get(kind)
        if parts is None:
            ids = self._ids_by_kind[kind]  # KeyError for a kind not in the catalog
            parts = list(PartList(ids, self._catalog))
            self._parts[kind] = parts
        return parts

    def __iter__(self) -> Iterator[str]:
        return iter(self._ids_by_kind)

    def __len__(self) -> int:
        return len(self._ids_by_kind)


__all__ = ["DECODE_AT_ONCE", "ListedLookup", "PartList", "PartsByKind"]
