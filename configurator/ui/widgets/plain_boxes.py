"""Message boxes that never read their text as HTML (issue 18, finding 7).

QMessageBox's static helpers (`information`, `critical`, ...) guess: a text whose first line
looks like a tag is rich text, so a part or file name such as `<b>big</b>` would be drawn bold
or hide part of the message. These boxes show their text as the plain text it is, with control
and bidirectional characters made visible (`configurator.model.safe_text.drawable_lines`).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from configurator.model.safe_text import drawable_lines

Button = QMessageBox.StandardButton


def message_box(icon: QMessageBox.Icon, parent: QWidget | None, title: str, text: str,
                buttons: Button = Button.Ok, default: Button = Button.NoButton) -> Button:
    box = QMessageBox(icon, title, drawable_lines(text), buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    if default != Button.NoButton:
        box.setDefaultButton(default)
    return Button(box.exec())
