"""The order of the catalog list when no column is sorted (docs/architecture.md, issue 28):
within each kind, the curated parts with a price and still sold first, then the user's or
team's own parts, then the other parts still sold (imported from OpenDB, or curated without
a price), the discontinued ones last; newer launches before older within each group, then
the name.

A part's place is one integer, `browse_rank`, worked out once: for an imported part when the
catalog is compiled (the listing table's `browse_rank` column, so the 20,000 imported rows
are ordered without decoding them), for a curated part when the catalog is opened. The
user's own parts are ranked by their source alone (deciding more would decode each of up to
100,000 specs); their price, and a price the user set, never moves a part.
"""

from __future__ import annotations

import functools

from configurator.model.parts import PartBase

# The groups, in the order they are listed.
CURATED_ON_SALE, OWN, OTHER_ON_SALE, DISCONTINUED = range(4)
_GROUP = 1000  # more than the launch-year places below
_NO_LAUNCH_YEAR = _GROUP - 1  # after every known year of its group
_LATEST_YEAR = 2100  # the spec's upper bound for launch_year
OWN_PART_RANK = OWN * _GROUP
UNRANKED = OTHER_ON_SALE * _GROUP + _NO_LAUNCH_YEAR  # a listing cell that is not a number


@functools.cache
def _has_launch_year(part_type: type[PartBase]) -> bool:
    # Asked of the kind once: a pydantic model's missing attribute costs microseconds to
    # refuse, and the first start ranks 20,000 imported parts, most without a launch year.
    return "launch_year" in part_type.model_fields


def has_known_price(part: PartBase) -> bool:
    """The part's price is a figure (OpenDB gives none: its rows list price_usd as unknown)."""
    return "price_usd" not in part.unknown


def browse_rank(part: PartBase, curated: bool) -> int:
    """Where a shipped part comes in its kind's list (smaller first); `curated`: from db/
    itself rather than imported."""
    if part.discontinued is not None:
        group = DISCONTINUED
    elif curated and has_known_price(part):
        group = CURATED_ON_SALE
    else:
        group = OTHER_ON_SALE
    launch_year = getattr(part, "launch_year", None) if _has_launch_year(type(part)) else None
    place = _NO_LAUNCH_YEAR if launch_year is None else max(0, _LATEST_YEAR - launch_year)
    return group * _GROUP + place
