"""The window's word on its team catalog: a permanent label in the status bar naming the
team catalog in use, and saying when it is read-only (a member without write privilege) or
the last copy of its parts because its server did not answer (DESIGN.md section 7)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QMainWindow

from configurator.words.messages import message_text

translate = QCoreApplication.translate


def team_status_text(store) -> tuple[str, str] | None:
    """(the label, its tooltip) for a team store; None for the local user database."""
    if getattr(store, "origin", None) != "team":
        return None
    place = store.url.place
    notice = getattr(store, "status_notice", None)
    detail = message_text(notice) if notice is not None else ""
    if getattr(store, "connecting", False):
        label = translate("TeamStatus", "Team catalog {place}: connecting… (last copy, "
                          "read-only)").format(place=place)
    elif getattr(store, "offline", False):
        label = translate("TeamStatus", "Team catalog offline: last copy, read-only")
    elif store.read_only:
        label = translate("TeamStatus", "Team catalog {place}: read-only").format(place=place)
    else:
        label = translate("TeamStatus", "Team catalog {place}").format(place=place)
        detail = translate("TeamStatus", "Your parts and prices are shared with everyone "
                           "connected to {place}.").format(place=place)
    return label, detail


def install_team_status(window: QMainWindow, store) -> QLabel | None:
    """Add the label to `window`'s status bar when `store` is a team catalog, or say what
    the label already there says now (the store was swapped); say it in the status line too
    when the store is read-only or the last copy."""
    texts = team_status_text(store)
    label = window.statusBar().findChild(QLabel, "teamStatusLabel")
    if texts is None:
        if label is not None:
            label.hide()
        return None
    if label is None:
        label = QLabel(window)
        label.setObjectName("teamStatusLabel")
        window.statusBar().addPermanentWidget(label)
    label.setText(texts[0])
    label.setToolTip(texts[1])
    label.setAccessibleDescription(texts[1])
    label.show()
    if texts[1] and (store.read_only or getattr(store, "offline", False)):
        window.statusBar().showMessage(texts[1], 15_000)
    return label


__all__ = ["install_team_status", "team_status_text"]
