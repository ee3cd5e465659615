"""The order of search results: parts whose words the query names whole come first.

A query word may occur anywhere in a part's text (so "stri" finds "Strix"), but a part where
it is a whole word or a model number ("1080 Ti": "Ti" itself) ranks above one where it
only starts a word, and both above one where it hides inside a word ("ti" in "Edition").
Among equals the catalog's own order stays (the sort is stable). A query that still matches
more than RANK_AT_MOST parts (a first letter typed into a large catalog) keeps the catalog's
order: ranking thousands of rows on every keystroke would cost more than a frame.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence
from typing import TypeVar

Item = TypeVar("Item")
# Word characters of casefolded text: digits, Latin letters and every non-ASCII letter. The
# others are named (what [^0-9a-z\u00c0-\U0010ffff] means): that negated class took 3 ms to
# compile, at every start.
_NOT_WORD = re.compile(r"[\x00-/:-`{-\xbf]+")
INNER, PREFIX = 2, 1
RANK_AT_MOST = 2000


@functools.lru_cache(maxsize=1 << 16)
def _spaced(haystack: str) -> str:
    """The text's words between single spaces, with a space at each end."""
    return f" {_NOT_WORD.sub(' ', haystack).strip()} "


def _word(word: str) -> str:
    return _NOT_WORD.sub(" ", word).strip()


def _rank(patterns: list[tuple[str, str]], haystack: str) -> int:
    spaced = _spaced(haystack)
    rank = 0
    for whole, start in patterns:
        if whole not in spaced:
            rank += PREFIX if start in spaced else INNER
    return rank


def ranked(words: Sequence[str], items: list[Item], text: Callable[[Item], str]) -> list[Item]:
    """`items` in the order of their match; `text(item)` is its casefolded search text."""
    patterns = [(f" {w} ", f" {w}") for w in (_word(word) for word in words) if w]
    if not patterns or len(items) > RANK_AT_MOST:
        return items
    return sorted(items, key=lambda item: _rank(patterns, text(item)))
