"""The word boundaries of search ranking (configurator.catalog.search_rank)."""

from __future__ import annotations

import re

from configurator.catalog.search_rank import _NOT_WORD, ranked

# What the class says: digits, Latin letters and every character from U+00C0 are word
# characters (the module names the others, which compiles 25 times faster).
SPEC = re.compile(r"[^0-9a-z\u00c0-\U0010ffff]+")


def test_the_word_characters_are_those_of_the_spec() -> None:
    points = [*range(0x3100), 0xFFFF, 0x10000, 0x1F600, 0x10FFFF]
    for point in points:
        char = chr(point)
        assert bool(_NOT_WORD.fullmatch(char)) == bool(SPEC.fullmatch(char)), hex(point)


def test_whole_words_rank_first() -> None:
    texts = ["asus rtx 2080 edition", "nvidia tesla t4", "rtx 2080 ti founders"]
    assert ranked(["ti"], texts, lambda t: t)[0] == "rtx 2080 ti founders"
    assert ranked(["显卡"], ["a 显卡 b", "c"], lambda t: t)[0] == "a 显卡 b"
