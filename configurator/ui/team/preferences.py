"""Preferences > Team catalog: the URL of a lab's shared parts and prices on PostgreSQL, a
Test connection button and a status line (docs/architecture.md).

The URL is kept in QSettings without a password: one typed with a password is stripped
before it is kept, and the status line says so (libpq's ~/.pgpass, PGPASSFILE, a service
file or PGPASSWORD hold it). Test connection runs on a worker thread, since a server that
does not answer takes the whole connect timeout.
"""

from __future__ import annotations

import contextlib
import threading

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from configurator.catalog.stores.team.url import (
    ENV_TEAM_DB,
    SETTINGS_KEY,
    TeamUrlError,
    parse_team_url,
)
from configurator.words.messages import message_text

translate = QCoreApplication.translate


def status_text(status) -> str:
    """One line for a `configurator.catalog.stores.team.connection.TeamStatus`."""
    if status.problem is not None:
        return message_text(status.problem)
    template = (translate("TeamPreferences", "Connected as {user}: {parts} parts, {prices} "
                          "prices, schema version {schema}; you may change them.")
                if status.writable else
                translate("TeamPreferences", "Connected as {user}: {parts} parts, {prices} "
                          "prices, schema version {schema}; read-only for you."))
    return template.format(user=status.user, parts=status.parts, prices=status.prices,
                           schema=status.schema_version)


class _ProbeResult(QObject):
    """Carries a worker thread's answer to the widget's thread (a queued signal)."""

    sigDone = Signal(int, str)  # the test's number, the status line


class TeamCatalogBox(QGroupBox):
    """URL, Test connection, status line. `apply()` keeps the URL (without a password)."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(translate("TeamPreferences", "Team catalog"), parent)
        self.setObjectName("teamCatalogBox")
        self.settings = settings
        form = QFormLayout(self)
        self.url_edit = QLineEdit(str(settings.value(SETTINGS_KEY, "") or ""), self)
        self.url_edit.setObjectName("teamUrlEdit")
        self.url_edit.setPlaceholderText(translate("TeamPreferences",
                                                   "postgresql://USER@HOST[:PORT]/DBNAME"))
        self.url_edit.setClearButtonEnabled(True)
        self.test_button = QPushButton(translate("TeamPreferences", "&Test connection"), self)
        self.test_button.setObjectName("teamTestButton")
        row = QHBoxLayout()
        row.addWidget(self.url_edit, 1)
        row.addWidget(self.test_button)
        label = QLabel(translate("TeamPreferences", "&URL:"), self)
        label.setBuddy(self.url_edit)
        form.addRow(label, row)
        self.status_label = QLabel(self)
        self.status_label.setObjectName("teamStatusLabel")
        self.status_label.setWordWrap(True)
        form.addRow("", self.status_label)
        note = QLabel(translate(
            "TeamPreferences", "Empty: your parts and prices stay on this computer. Passwords "
            "come from ~/.pgpass (or PGPASSFILE, a service file, PGPASSWORD), never from here. "
            "A new team catalog is used the next time the configurator starts."), self)
        note.setWordWrap(True)
        form.addRow("", note)
        self._probe = _ProbeResult(self)
        self._probe.sigDone.connect(self._show_result)
        self._tests = 0
        self.test_button.clicked.connect(self.test_connection)
        self.url_edit.textChanged.connect(self._check)
        self._check()

    def _parsed(self):
        """(the URL, a password was stripped) of the text typed; raises TeamUrlError."""
        return parse_team_url(self.url_edit.text(), strip_password=True)

    def _check(self) -> None:
        self._tests += 1  # a test still running is about the old text: its answer is dropped
        text = self.url_edit.text().strip()
        self.test_button.setEnabled(bool(text))
        if not text:
            self.status_label.setText(translate("TeamPreferences", "No team catalog.") if not
                                      _env_overrides() else _env_note())
            return
        try:
            _, stripped = self._parsed()
        except TeamUrlError as error:
            self.status_label.setText(message_text(error.reason))
            self.test_button.setEnabled(False)
            return
        self.status_label.setText(translate(
            "TeamPreferences", "The password is not kept: put it in ~/.pgpass.")
            if stripped else (_env_note() if _env_overrides() else ""))

    def test_connection(self) -> None:
        try:
            url, _ = self._parsed()
        except TeamUrlError as error:
            self.status_label.setText(message_text(error.reason))
            return
        self._tests += 1
        number = self._tests
        self.status_label.setText(translate("TeamPreferences", "Connecting to {place}…").format(
            place=url.place))
        probe = self._probe

        def run() -> None:
            from configurator.catalog.stores.team.connection import TeamStoreError
            from configurator.catalog.stores.team.connection import probe as look

            try:
                line = status_text(look(url))
            except TeamStoreError as error:
                line = message_text(error.reason)
            with contextlib.suppress(RuntimeError):  # the dialog closed while it ran
                probe.sigDone.emit(number, line)

        threading.Thread(target=run, name="team-probe", daemon=True).start()

    def _show_result(self, number: int, line: str) -> None:
        if number == self._tests:
            self.status_label.setText(line)

    def apply(self) -> None:
        """Keep the URL typed (its password stripped); an empty one means no team catalog.
        A URL that cannot name a team catalog is not kept (the status line says why)."""
        text = self.url_edit.text().strip()
        if not text:
            self.settings.setValue(SETTINGS_KEY, "")
            return
        try:
            url, _ = self._parsed()
        except TeamUrlError:
            return
        self.settings.setValue(SETTINGS_KEY, url.text)
        self.url_edit.setText(url.text)


def _env_overrides() -> bool:
    import os

    return bool(os.environ.get(ENV_TEAM_DB))


def _env_note() -> str:
    return translate("TeamPreferences", "CONFIGURATOR_TEAM_DB is set: it is used instead of "
                     "this URL.")


__all__ = ["TeamCatalogBox", "status_text"]
