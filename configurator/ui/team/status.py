"""The window's word on its team catalog: a permanent label in the status bar naming the
team catalog in use, and saying when it is read-only (a member without write privilege) or
the last copy of its parts because its server did not answer (the team catalog: docs/
architecture.md)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QStatusBar

from configurator.catalog.stores.interface import PartStore
from configurator.words.messages import message_text

translate = QCoreApplication.translate
NOTICE_MS = 15_000


def team_status_text(store: PartStore) -> tuple[str, str] | None:
    """(the label, its tooltip) for a team store; None for the local user database."""
    if store.origin != "team":
        return None
    # Imported for a team's store only: a start without one reads none of its modules.
    from configurator.catalog.stores.team.offline import TeamStore

    if not isinstance(store, TeamStore):
        return None
    place = store.url.place
    notice = store.status_notice
    detail = message_text(notice) if notice is not None else ""
    if store.connecting:
        label = translate("TeamStatus", "Team catalog {place}: connecting… (last copy, "
                          "read-only)").format(place=place)
    elif store.offline:
        label = translate("TeamStatus", "Team catalog offline: last copy, read-only")
    elif store.read_only:
        label = translate("TeamStatus", "Team catalog {place}: read-only").format(place=place)
    else:
        label = translate("TeamStatus", "Team catalog {place}").format(place=place)
        detail = translate("TeamStatus", "Your parts and prices are shared with everyone "
                           "connected to {place}.").format(place=place)
    return label, detail


def install_team_status(status_bar: QStatusBar, store: PartStore) -> QLabel | None:
    """Add the label to the status bar when `store` is a team catalog, or say what the label
    already there says now (the store was swapped); say it in the status line too when the
    store is read-only or the last copy."""
    texts = team_status_text(store)
    label = status_bar.findChild(QLabel, "teamStatusLabel")
    if texts is None:
        if label is not None:
            label.hide()
        return None
    if label is None:
        label = QLabel(status_bar)
        label.setObjectName("teamStatusLabel")
        status_bar.addPermanentWidget(label)
    label.setText(texts[0])
    label.setToolTip(texts[1])
    label.setAccessibleDescription(texts[1])
    label.show()
    if texts[1] and (store.read_only or store.offline):
        status_bar.showMessage(texts[1], NOTICE_MS)
    return label


__all__ = ["install_team_status", "team_status_text"]
