"""The import's summary on stdout: per kind the records read, rows written, duplicates
merged, records dropped (by reason), notes, and rows a curated row of db/ shadows (those
stay in db/opendb/ and are left out when the catalog is compiled)."""

from __future__ import annotations

from pathlib import Path

from configurator.catalog.shipped.product_keys import shadowed_ids
from configurator.catalog.shipped.source import CatalogSourceError, load_sources

from .build import KindResult


def summary_text(results: dict[str, KindResult], curated_dir: Path | None) -> str:
    curated = []
    if curated_dir is not None and curated_dir.is_dir():
        try:
            curated = load_sources(curated_dir, imported=False).parts
        except CatalogSourceError as error:
            curated = []
            print(f"(the curated catalog {curated_dir} does not load: {error}; shadowed rows "
                  f"not counted)")
    lines = [f"{'kind':8} {'read':>6} {'rows':>6} {'merged':>6} {'dropped':>7} {'shadowed':>8}"]
    for kind, result in results.items():
        shadowed = shadowed_ids([p for p in curated if p.kind == kind], result.parts)
        lines.append(f"{kind:8} {result.read:6d} {len(result.parts):6d} "
                     f"{result.duplicates:6d} {sum(result.dropped.values()):7d} "
                     f"{len(shadowed):8d}")
        for reason, number in sorted(result.dropped.items(), key=lambda i: (-i[1], i[0])):
            lines.append(f"    dropped: {reason}: {number}")
        for note, number in sorted(result.notes.items()):
            lines.append(f"    note: {note}: {number}")
        if shadowed:
            lines.append(f"    shadowed by curated rows: {', '.join(sorted(shadowed))}")
    return "\n".join(lines) + "\n"
