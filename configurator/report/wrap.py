"""Wrapping text for a terminal or a tooltip, in English and in Chinese.

`textwrap` breaks lines at spaces only and counts every character as one column: Chinese has
no spaces between words and each character takes two columns. Here a line breaks at a space
or between two wide characters, never before closing punctuation (，。；：）) or after an
opening one, and wide characters count twice.
"""

from __future__ import annotations

import re
import unicodedata

# A run of non-space narrow characters, one wide character, or a run of spaces.
_TOKEN = re.compile(r"[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f"
                    r"\uff00-\uff60\uffe0-\uffe6]|[^\s\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3"
                    r"\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]+|\s+")
NO_BREAK_BEFORE = set("，。、；：！？）」』】》〉”’,.;:!?)]%")
NO_BREAK_AFTER = set("（「『【《〈“‘([")


def columns(text: str) -> int:
    """Terminal columns `text` takes: wide (East Asian) characters count two."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def wrap(text: str, width: int, indent: str = "", subsequent_indent: str | None = None
         ) -> list[str]:
    """`text` in lines of at most `width` columns (a longer word keeps its own line)."""
    rest_indent = indent if subsequent_indent is None else subsequent_indent
    lines: list[str] = []
    line, prefix = "", indent
    for token in _TOKEN.findall(" ".join(text.split())):
        if token.isspace():
            if line:
                line += " "
            continue
        fits = columns(prefix) + columns(line) + columns(token) <= width
        glued = bool(line) and (token[0] in NO_BREAK_BEFORE or line[-1] in NO_BREAK_AFTER)
        if not line or fits or glued:
            line += token
            continue
        lines.append(prefix + line.rstrip())
        line, prefix = token, rest_indent
    if line.strip():
        lines.append(prefix + line.rstrip())
    return lines
