"""User text made safe to show or to hand to another program (issue 18, findings 4 and 7).

A part name is the user's (or a vendor's) text: it is never to be interpreted.
- `csv_cell`: a spreadsheet runs a cell that starts with `= + - @` (or a tab or carriage
  return) as a formula, also after leading blanks and in the full-width forms an IME types
  ("＝"); OWASP's rule is to prefix such a cell with an apostrophe, which Excel and
  LibreOffice show as text without the apostrophe.
- `drawable`: text drawn on one line (the chassis drawing, the PDF): bidirectional controls
  (U+202E would print "txt.exe" as "exe.txt") and other control characters are shown as
  visible marks instead of acting; line breaks become a visible "⏎" so that a name cannot
  spill onto the line below it.
- `terminal_text`: the same for what a command prints to a terminal, line feeds and tabs
  kept (configurator.cli wraps stdout and stderr with it).
- `plain_html`: text put where Qt reads rich text (a QMessageBox, a tooltip) escaped, so
  `<b>` in a name stays the four characters it is.

No Qt here: the model and the catalog (which writes CSV too) use these.
"""

from __future__ import annotations

import unicodedata

# What makes a spreadsheet cell a formula, and the look-alikes it also honours.
_FORMULA_CHARS = frozenset("=+-@")
_FORMULA_LOOKALIKES = frozenset("\u2212\ufe62\ufe63\ufe66\ufe6b\uff0b\uff0d\uff1d\uff20")
_LEADING_TRIGGERS = ("\t", "\r")


def _starts_a_formula(ch: str) -> bool:
    return (ch in _FORMULA_CHARS or ch in _FORMULA_LOOKALIKES
            or unicodedata.normalize("NFKC", ch) in _FORMULA_CHARS)


def is_formula_like(text: str) -> bool:
    """True when a spreadsheet could take the cell for a formula (see the module's text)."""
    if not text:
        return False
    if text.startswith(_LEADING_TRIGGERS):
        return True
    stripped = text.lstrip(" \t\r\n\v\f\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006"
                           "\u2007\u2008\u2009\u200a\u200b\u2028\u2029\u202f\u205f\u3000"
                           "\ufeff")
    return bool(stripped) and _starts_a_formula(stripped[0])


def _needs_apostrophe(text: str) -> bool:
    # Also a text that itself starts with apostrophes before a formula, so that reading the
    # cell back (`csv_cell_text`) gives exactly the text written.
    return is_formula_like(text.lstrip("'"))


def csv_cell(text: str | None) -> str:
    """A text cell for a CSV file: as it is, or with an apostrophe before a would-be formula.
    Only for text: numbers are written as numbers and never pass through here."""
    if not text:
        return ""
    return "'" + text if _needs_apostrophe(text) else text


def csv_cell_text(cell: str) -> str:
    """The text a cell written by `csv_cell` stands for (a CSV the app reads back)."""
    if cell.startswith("'") and _needs_apostrophe(cell[1:]):
        return cell[1:]
    return cell


# Bidirectional embeddings, overrides and isolates, and the marks that act like them.
BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
                          "\u2066\u2067\u2068\u2069")
_LINE_BREAKS = frozenset("\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029")


def _visible(ch: str) -> str:
    if ch in _LINE_BREAKS:
        return "\u23ce"  # ⏎
    if ch == "\t":
        return " "
    if ch in BIDI_CONTROLS or unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn"):
        # U+FFFD would hide which character it was; the code point is what a user can search.
        if ch in ("\u200d", "\u200c"):  # joiners shape emoji and Indic scripts: harmless
            return ch
        return f"<U+{ord(ch):04X}>"
    return ch


def drawable(text: str | None) -> str:
    """`text` for drawing on one line: control and bidirectional characters made visible,
    nothing else changed (a plain name comes back as it was, the same object)."""
    if text is None:
        return ""
    # (Bidirectional controls are format characters, which isprintable() refuses too: one
    # C-speed test for the common case; a name is drawn, and checked, thousands of times.)
    if not isinstance(text, str) or text.isprintable():
        return text  # a number a table column shows comes back untouched too
    return "".join(_visible(ch) for ch in text)


def terminal_text(text: str) -> str:
    """Text for a terminal (a command's output, its messages on stderr): line feeds and tabs
    kept, every other control or bidirectional character made visible as in `drawable`, so
    that a name from someone else's build file cannot clear the screen, set the terminal's
    title, write its clipboard (OSC 52), move the cursor back over a line (CR) or reverse what
    follows it (U+202E)."""
    if text.replace("\n", "").replace("\t", "").isprintable():
        return text
    return "".join(ch if ch in "\n\t" else _visible(ch) for ch in text)


def plain_html(text: str | None) -> str:
    """`text` for a place where Qt reads HTML: escaped, and made drawable first."""
    # What html.escape(text, quote=False) does; the html module loads its table of named
    # entities (2 ms at every start) for unescaping, which is never needed here.
    return drawable(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def plain_html_lines(text: str | None) -> str:
    """Several lines of user text (a dialog's notices) for a rich-text label: each line
    escaped and made drawable, the lines joined by <br>."""
    if not text:
        return ""
    lines = text.replace("\r\n", "\n").split("\n")
    return "<br>".join(plain_html(line) for line in lines)


def drawable_lines(text: str | None) -> str:
    """Several lines of user text for a plain-text widget: each line made drawable, the line
    breaks between them kept."""
    if not text:
        return text or ""
    return "\n".join(drawable(line) for line in text.replace("\r\n", "\n").split("\n"))


def plain_tooltip(text: str | None) -> str:
    """A tooltip of user text. Qt takes a tooltip for rich text when its first line looks like
    HTML (`<b>…`); then it is escaped and wrapped as rich text, so it shows as typed."""
    if not text:
        return text or ""
    shown = drawable_lines(text)
    if "<" not in shown.split("\n", 1)[0]:
        return shown
    return "<qt>" + plain_html_lines(text) + "</qt>"
