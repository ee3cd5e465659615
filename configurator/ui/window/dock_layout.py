"""The panels around the drawing, and how they give way to it (issue 30 item 3).

Side by side (catalog left; checks over the bill of materials and the notes right) while the
drawing keeps READABLE_DRAWING_PX between them; in a narrower window they collapse into one
column of tabs on the right, so that a 1024-pixel window draws the chassis readable instead
of in a 200-pixel strip. The window arranges them so while the layout is automatic; a panel
the user moves, floats or docks elsewhere makes the layout the user's own (View > Arrange
Panels Automatically makes it automatic again). The choice is kept with the window's layout
in Preferences.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMainWindow

translate = QCoreApplication.translate

# The widest drawing of the shipped templates (447 mm) at the readable scale of
# configurator.ui.chassis.view (1.6 px/mm), and a little room around it.
READABLE_DRAWING_PX = 720
MIN_DOCK_PX = 220
SEPARATORS_PX = 12  # the dock separators and frames between the panels and the drawing
DOCK_SHARES = (0.22, 0.30)  # catalog, then the right column: of the window's width

LEFT = Qt.DockWidgetArea.LeftDockWidgetArea
RIGHT = Qt.DockWidgetArea.RightDockWidgetArea


class DockLayout(QObject):
    def __init__(self, window: QMainWindow, catalog: QDockWidget, checks: QDockWidget,
                 lower: list[QDockWidget], automatic: bool = True,
                 short_titles: dict[QDockWidget, str] | None = None) -> None:
        """`lower`: the docks under the checks (tabbed together: the bill of materials
        first); `short_titles`: what a dock's tab says in the one column (its title is
        longer than a 1024-pixel window's column holds beside three other tabs)."""
        super().__init__(window)
        self.window = window
        self.catalog, self.checks, self.lower = catalog, checks, lower
        self._titles = {dock: (dock.windowTitle(), (short_titles or {}).get(
            dock, dock.windowTitle())) for dock in self.docks}
        self.automatic = automatic
        self.compact = False
        self.fresh = True  # no layout of the user's restored: the docks take their shares
        self._arranging = False
        self._just_restored = False  # see arrange_for
        # Docks are moved after the window's resize, not inside its resize event: tabifying
        # while QMainWindow lays itself out crashed Qt (a null call in tabifyDockWidget).
        self._follow = QTimer(self)
        self._follow.setSingleShot(True)
        self._follow.setInterval(0)
        self._follow.timeout.connect(lambda: self.arrange_for(self.window.width()))
        self.automatic_action = QAction(
            translate("DockLayout", "Arrange Panels Automatically"), window)
        self.automatic_action.setCheckable(True)
        self.automatic_action.setChecked(automatic)
        self.automatic_action.setToolTip(translate(
            "DockLayout", "Side by side in a wide window, tabbed in one column in a narrow "
            "one, so that the drawing stays readable"))
        self.automatic_action.toggled.connect(self.set_automatic)
        self.standard()
        for dock in self.docks:
            dock.dockLocationChanged.connect(self._moved_by_user)
            dock.topLevelChanged.connect(self._floated)

    @property
    def docks(self) -> list[QDockWidget]:
        return [self.catalog, self.checks, *self.lower]

    # --- the two arrangements ------------------------------------------------------------
    def standard(self) -> None:
        """Catalog left; checks right, the bill of materials (and the notes) below them."""
        self._arranging = True
        try:
            self.window.addDockWidget(LEFT, self.catalog)
            self.window.addDockWidget(RIGHT, self.checks)
            first, *others = self.lower
            self.window.addDockWidget(RIGHT, first)
            self.window.splitDockWidget(self.checks, first, Qt.Orientation.Vertical)
            for dock in others:
                self.window.tabifyDockWidget(first, dock)
            first.raise_()
            self.compact = False
            self._retitle()
        finally:
            self._arranging = False

    def collapse(self) -> None:
        """Every panel a tab of one column on the right, the catalog in front."""
        self._arranging = True
        try:
            for dock in self.docks:
                self.window.addDockWidget(RIGHT, dock)
            for dock in self.docks[1:]:
                self.window.tabifyDockWidget(self.catalog, dock)
            self.catalog.raise_()
            self.compact = True
            self._retitle()
        finally:
            self._arranging = False

    def _retitle(self) -> None:
        for dock, (title, short) in self._titles.items():
            dock.setWindowTitle(short if self.compact else title)

    def set_automatic(self, automatic: bool) -> None:
        self.automatic = automatic
        if self.automatic_action.isChecked() != automatic:
            self.automatic_action.setChecked(automatic)
        if automatic:
            self.fresh = True
            self.window_resized()

    # --- following the window's width ----------------------------------------------------
    def window_resized(self) -> None:
        """The window's size changed: the docks follow once the event loop is back."""
        if self.automatic:
            self._follow.start()

    def arrange_for(self, width: int) -> None:
        if not self.automatic:
            return
        compact = width - 2 * MIN_DOCK_PX - SEPARATORS_PX < READABLE_DRAWING_PX
        if compact != self.compact:
            self.collapse() if compact else self.standard()
            self.fresh = True
            self._just_restored = False
        if compact:
            column = max(MIN_DOCK_PX, min(round(DOCK_SHARES[1] * width),
                                          width - READABLE_DRAWING_PX - SEPARATORS_PX))
            self._resize([self.catalog], [column])
            return
        if self._just_restored:
            # The first follow after a restored layout: its widths are the user's (the
            # drawing's width, measured before the window lays the restored docks out, was
            # not yet what it will be, and the shares replaced the user's widths).
            self._just_restored = False
            return
        central = self.window.centralWidget()
        if self.fresh or (central is not None and central.width() < READABLE_DRAWING_PX):
            self._resize([self.catalog, self.checks], self._shares(width))

    @staticmethod
    def _shares(width: int) -> list[int]:
        """The docks' widths: their shares of the window, less where the drawing would be
        left narrower than READABLE_DRAWING_PX, never below MIN_DOCK_PX."""
        wanted = [round(share * width) for share in DOCK_SHARES]
        room = width - READABLE_DRAWING_PX - SEPARATORS_PX
        if sum(wanted) > room:
            wanted = [round(w * room / sum(wanted)) for w in wanted]
        return [max(MIN_DOCK_PX, w) for w in wanted]

    def _resize(self, docks: list[QDockWidget], widths: list[int]) -> None:
        self._arranging = True
        try:
            self.window.resizeDocks(docks, widths, Qt.Orientation.Horizontal)
        finally:
            self._arranging = False

    def restore(self, state: QByteArray | None) -> bool:
        """The layout saved when the window last closed, if any: its sizes stand until the
        window is resized past the point where the panels give way."""
        if state is None:
            return False
        self._arranging = True
        try:
            restored = self.window.restoreState(state)
        finally:
            self._arranging = False
        if restored:
            self.fresh = False
            self._just_restored = True
            self.compact = self.window.dockWidgetArea(self.catalog) == RIGHT and bool(
                self.window.tabifiedDockWidgets(self.catalog))
            self._retitle()
        return restored

    # --- the user's own moves --------------------------------------------------------------
    def _moved_by_user(self, _area) -> None:
        if not self._arranging:
            self.set_automatic(False)

    def _floated(self, floating: bool) -> None:
        if floating and not self._arranging:
            self.set_automatic(False)
