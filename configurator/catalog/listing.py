"""Parts as JSON for the command line (`configurator catalog --format json`): every field of
their kind, and where each comes from (their words: configurator.words.key_figures)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from configurator.model.part_base import PartBase

# What the JSON listing adds beside each part's own fields (docs/architecture.md).
ORIGIN_KEY, CATALOG_PRICE_KEY, SOURCE_KEY = "origin", "catalog_price_usd", "source"
LISTING_ONLY_KEYS = (ORIGIN_KEY, CATALOG_PRICE_KEY, SOURCE_KEY)


def parts_to_json(parts: Iterable[PartBase], catalog: Any = None) -> list[dict[str, Any]]:
    """Every field of each part's kind, `kind` included, as JSON-ready data. With the
    `catalog` they come from, each also says its `origin` ("catalog", "user", "team"), its
    `source` ("curated", "opendb", "user", "team") and, where the user set a price, the
    part's own price as `catalog_price_usd`."""
    rows = []
    for part in parts:
        row = part.model_dump(mode="json")
        if catalog is not None:
            row[ORIGIN_KEY] = catalog.origin(part.id)
            # Beside origin: "curated" (db/), "opendb" (BuildCores OpenDB, db/README.md),
            #, or the user's or team's.
            row[SOURCE_KEY] = catalog.source(part.id)
            own = catalog.own_price(part.id) if catalog.has_price_override(part.id) else None
            if own is not None:
                row[CATALOG_PRICE_KEY] = own[0]
        rows.append(row)
    return rows
