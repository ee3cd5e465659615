"""What an empty drawing offers a user who has not started yet (issue 30 item 8).

A fresh window drew an empty dashed chassis and "double-click a chassis": nothing said that
eight worked builds ship with the program. This panel floats over the empty drawing: the
templates of today's cards, one click each, the older ones a click further (the template
chooser), and how to start from nothing. It hides as soon as the build holds a part.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout

from configurator.model.build import ResolvedBuild

if TYPE_CHECKING:
    from configurator.ui.chassis.view import ChassisView

translate = QCoreApplication.translate
MAX_PANEL_W_PX = 620  # the longest template title on one line
MARGIN_PX = 16


def is_empty(resolved: ResolvedBuild) -> bool:
    """No part of any kind chosen yet."""
    return not (resolved.chassis or resolved.motherboard or resolved.cpus or resolved.cpu_cooler
                or resolved.memory or resolved.storage or resolved.psu or resolved.nics
                or resolved.gpus or resolved.bridges)


class StartPanel(QFrame):
    sigTemplateChosen = Signal(object)
    """A template's button: its Path."""
    sigMoreTemplates = Signal()
    """"All templates…": the chooser of every template."""

    def __init__(self, templates: Callable[[], list[tuple[Path, str]]], view: ChassisView) -> None:
        """`templates()`: today's templates, (path, title) each, in the order shown."""
        super().__init__(view)
        self.view = view
        self.templates = templates
        self.setObjectName("startPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(14, 12, 14, 12)
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.heading.setFont(font)
        self.buttons: list[QPushButton] = []
        self.more = QPushButton(self)
        self.more.clicked.connect(self.sigMoreTemplates)
        self.or_label = QLabel(self)
        self.or_label.setWordWrap(True)
        self.hide()
        view.installEventFilter(self)

    def refill(self) -> None:
        """The buttons of today's templates, in the user's language."""
        for button in self.buttons:
            self._layout.removeWidget(button)
            button.deleteLater()
        self.buttons = []
        while self._layout.count():
            self._layout.takeAt(0)
        self.heading.setText(translate("StartPanel", "Start from a worked build of today's cards:"))
        self._layout.addWidget(self.heading)
        for path, title in self.templates():
            button = QPushButton(title, self)
            button.setToolTip(path.name)
            button.clicked.connect(lambda _checked=False, p=path: self.sigTemplateChosen.emit(p))
            self.buttons.append(button)
            self._layout.addWidget(button)
        self.more.setText(translate("StartPanel", "All templates, older cards too…"))
        self._layout.addWidget(self.more)
        self.or_label.setText(translate(
            "StartPanel", "Or start from nothing: double-click a chassis in the catalog, then a "
            "motherboard, then drag cards onto its slots. Or from GPUs alone: double-click them "
            "or drop them on \"Not placed\" below, then Build > Complete Build…"))
        self._layout.addWidget(self.or_label)

    def follow(self, resolved: ResolvedBuild) -> None:
        """Shown over an empty build only."""
        if is_empty(resolved):
            if not self.buttons:
                self.refill()
            self._place()
            self.show()
            self.raise_()
        else:
            self.hide()
            self._reserve(0)

    def _reserve(self, px: int) -> None:
        """The drawing keeps the panel's band clear (it covered the drawing's title)."""
        self.view.reserve_top(px)

    def _place(self) -> None:
        room = self.view.width() - 2 * MARGIN_PX
        width = max(min(MAX_PANEL_W_PX, room), 200)
        self.setFixedWidth(width)
        self.adjustSize()
        # At the top: over the empty space above the drawing (not over its titles and
        # hints) where the window leaves any.
        self.move(max((self.view.width() - width) // 2, 0), MARGIN_PX)
        self._reserve(self.height() + 2 * MARGIN_PX)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return super().eventFilter(watched, event)
