"""Team URLs: libpq's URI form, never a password (docs/architecture.md)."""

from __future__ import annotations

import pytest

from configurator.catalog.stores.team.url import (
    ENV_TEAM_DB,
    TeamUrlError,
    configured_team_url,
    parse_team_url,
)


def test_a_plain_url_is_kept_as_given() -> None:
    url, stripped = parse_team_url("postgresql://alice@db.lab:5433/parts")
    assert (url.text, url.user, url.host, url.port, url.dbname, stripped) == (
        "postgresql://alice@db.lab:5433/parts", "alice", "db.lab", 5433, "parts", False)
    assert url.place == "alice@db.lab:5433/parts"


@pytest.mark.parametrize("text", [
    "postgresql://alice:hunter2@db.lab/parts",
    "postgresql://alice@db.lab/parts?password=hunter2",
    "postgres://alice:@db.lab/parts",
])
def test_a_password_in_the_url_is_refused_and_never_repeated(text: str) -> None:
    with pytest.raises(TeamUrlError, match="must not hold a password") as refusal:
        parse_team_url(text)
    assert "hunter2" not in str(refusal.value)


def test_the_settings_strip_a_password_instead() -> None:
    url, stripped = parse_team_url("postgresql://alice:hunter2@db.lab/parts?sslmode=require",
                                   strip_password=True)
    assert stripped and "hunter2" not in url.text
    assert url.text == "postgresql://alice@db.lab/parts?sslmode=require"


@pytest.mark.parametrize(("text", "complaint"), [
    ("mysql://alice@db.lab/parts", "must start with postgresql://"),
    ("db.lab/parts", "must start with postgresql://"),
    ("postgresql://alice@db.lab/", "names no database"),
    ("postgresql://alice@db.lab:99999/parts", "cannot be read"),
])
def test_what_is_not_a_team_url_is_refused_in_one_line(text: str, complaint: str) -> None:
    with pytest.raises(TeamUrlError, match=complaint) as refusal:
        parse_team_url(text)
    assert "\n" not in str(refusal.value)


def test_a_service_names_the_database_itself() -> None:
    url, _ = parse_team_url("postgresql:///?service=labparts")
    assert url.text == "postgresql:///?service=labparts"


def test_the_option_beats_the_environment_which_beats_the_settings(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV_TEAM_DB, "postgresql://env@h/d")
    assert configured_team_url("postgresql://opt@h/d", "postgresql://set@h/d") == \
        "postgresql://opt@h/d"
    assert configured_team_url(None, "postgresql://set@h/d") == "postgresql://env@h/d"
    assert configured_team_url("", "postgresql://set@h/d") is None  # --team-db "": local
    monkeypatch.delenv(ENV_TEAM_DB)
    assert configured_team_url(None, "postgresql://set@h/d") == "postgresql://set@h/d"
    assert configured_team_url(None, None) is None
