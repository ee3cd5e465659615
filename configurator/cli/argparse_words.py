"""argparse's own words ("usage:", "options", "invalid choice: ...") in the user's language.

argparse words its help and its errors with gettext's `_()`; `argparse_in_language()`
routes those calls through Qt's translation (context "argparse") while the command line is
parsed. The strings a user of `configurator` can meet are listed here for lupdate; any other
one stays English.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

ARGPARSE_TEXTS = (
    QT_TRANSLATE_NOOP("argparse", "usage: "),
    QT_TRANSLATE_NOOP("argparse", "positional arguments"),
    QT_TRANSLATE_NOOP("argparse", "options"),
    QT_TRANSLATE_NOOP("argparse", "show this help message and exit"),
    QT_TRANSLATE_NOOP("argparse", "show program's version number and exit"),
    QT_TRANSLATE_NOOP("argparse", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TRANSLATE_NOOP("argparse", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("argparse", "the following arguments are required: %s"),
    QT_TRANSLATE_NOOP("argparse", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("argparse", "expected one argument"),
    QT_TRANSLATE_NOOP("argparse", "ambiguous option: %(option)s could match %(matches)s"),
    QT_TRANSLATE_NOOP("argparse", "not allowed with argument %s"),
    QT_TRANSLATE_NOOP("argparse", "%(prog)s: error: %(message)s\n"),
)


def argparse_text(text: str) -> str:
    return QCoreApplication.translate("argparse", text)


@contextmanager
def argparse_in_language() -> Iterator[None]:
    """While parsing: argparse's `_()` asks the installed translators."""
    previous = argparse._  # type: ignore[attr-defined]
    argparse._ = argparse_text  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._ = previous  # type: ignore[attr-defined]
