"""A password file others may read (issue 29, F13): libpq skips it, and printed its own
WARNING line before the app's "asks for a password and none was found". Now the one line
says the mode is the cause and how to mend it."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from pg_fixtures import ALICE, TeamDatabase, run_cli


def test_a_password_file_others_may_read_is_named_as_the_cause(
        team_database: TeamDatabase, tmp_path: Path) -> None:
    loose = tmp_path / "pgpass"
    shutil.copy(team_database.cluster.passfile, loose)
    os.chmod(loose, 0o644)
    result = run_cli("--team-db", team_database.url(ALICE), "team", "status",
                     env={"PGPASSFILE": str(loose)})
    assert result.returncode == 2
    (line,) = result.stderr.strip().splitlines()
    assert "WARNING" not in result.stderr
    assert f"{loose} is not read: others may read it" in line
    assert f"chmod 600 {loose}" in line
    os.chmod(loose, 0o600)
    mended = run_cli("--team-db", team_database.url(ALICE), "team", "status",
                     env={"PGPASSFILE": str(loose)})
    assert mended.returncode == 0, mended.stderr
