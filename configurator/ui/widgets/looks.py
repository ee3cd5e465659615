"""The window's few touches on top of the platform style, set on the widgets themselves.

An application style sheet set them before (resources/style.qss). Any style sheet on the
application puts Qt's style-sheet style between every widget and the platform style: each
widget polished and drawn through it, up to 15 ms of a start and 2 MB (docs/performance.md),
for five labels. The same looks from the widgets' own fonts, palette roles and frames cost
nothing; they follow the platform's palette (a dark theme too) as the style sheet's
`palette(...)` colours did.
"""

from __future__ import annotations

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QFrame, QLabel

DETAIL_PADDING_PX = 7  # inside the frame: the text 8 px from its edge


def bold(label: QLabel) -> QLabel:
    """A label whose text is bold (totals, the checks' verdict); its font otherwise follows
    the window's."""
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    return label


def quiet(label: QLabel) -> QLabel:
    """A label in the palette's muted colour, for a count under a list."""
    label.setForegroundRole(QPalette.ColorRole.Dark)
    label.setContentsMargins(2, 0, 2, 0)
    return label


def boxed(label: QLabel) -> QLabel:
    """A label drawn as a text field: the base colour inside a panel's frame (the detail of the
    finding chosen)."""
    label.setAutoFillBackground(True)
    label.setBackgroundRole(QPalette.ColorRole.Base)
    label.setForegroundRole(QPalette.ColorRole.Text)
    label.setFrameShape(QFrame.Shape.StyledPanel)
    label.setMargin(DETAIL_PADDING_PX)
    return label
