"""A scratch PostgreSQL cluster for the team-catalog tests and benchmarks.

PostgreSQL's server refuses to run as root, so as root the cluster is made and run by the
`postgres` user (`runuser -u postgres -- initdb/pg_ctl`) in a folder it owns; as anyone
else, by that user. It listens on 127.0.0.1 only, on a free port, and asks every role for
its password over TCP (scram-sha-256), so the tests go through libpq's own password places
(a PGPASSFILE written here) exactly as a lab member's laptop does.
"""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

SUPERUSER = "postgres"
SUPERUSER_PASSWORD = "scratch-superuser"
# Debian's binaries first (not on PATH), then whatever PATH has.
_BIN_GLOBS = ("/usr/lib/postgresql/*/bin", "/usr/local/pgsql/bin")


def find_bin_dir() -> Path | None:
    """The folder of initdb/pg_ctl/postgres, newest version first; None without a server."""
    candidates = sorted(
        (Path(p) for pattern in _BIN_GLOBS for p in glob.glob(pattern)),
        key=lambda p: [int(x) if x.isdigit() else 0 for x in p.parent.name.split(".")],
        reverse=True)
    for folder in candidates:
        if (folder / "initdb").exists() and (folder / "pg_ctl").exists():
            return folder
    on_path = shutil.which("pg_ctl")
    if on_path and shutil.which("initdb") and shutil.which("postgres"):
        return Path(on_path).parent
    return None


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@dataclass
class Cluster:
    bin_dir: Path
    folder: Path
    port: int
    passfile: Path
    passwords: dict[str, str] = field(default_factory=dict)

    @property
    def data(self) -> Path:
        return self.folder / "data"

    def _run(self, *args: str, check: bool = True) -> subprocess.CompletedProcess:
        command = [str(self.bin_dir / args[0]), *args[1:]]
        if os.geteuid() == 0:
            command = ["runuser", "-u", SUPERUSER, "--", *command]
        return subprocess.run(command, capture_output=True, text=True, check=check,
                              timeout=120)

    def start(self) -> None:
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.folder / "server.log"),
                  "-w", "-t", "60", "-o",
                  f"-p {self.port} -c listen_addresses=127.0.0.1 "
                  f"-c unix_socket_directories={self.folder} -c fsync=off "
                  "-c synchronous_commit=off -c full_page_writes=off", "start")

    def stop(self) -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "stop", check=False)

    def url(self, user: str, dbname: str) -> str:
        return f"postgresql://{user}@127.0.0.1:{self.port}/{dbname}"

    def admin(self, sql: str, dbname: str = "postgres") -> list[tuple]:
        """Run `sql` as the superuser (autocommit, so CREATE DATABASE works)."""
        import psycopg

        with psycopg.connect(self.url(SUPERUSER, dbname), passfile=str(self.passfile),
                             autocommit=True) as connection:
            cursor = connection.execute(sql)
            return cursor.fetchall() if cursor.description else []

    def add_role(self, name: str, password: str) -> None:
        self.admin(f"CREATE ROLE {name} LOGIN PASSWORD '{password}'")
        self.passwords[name] = password
        self._write_passfile()

    def _write_passfile(self) -> None:
        lines = [f"127.0.0.1:{self.port}:*:{user}:{password}"
                 for user, password in self.passwords.items()]
        self.passfile.write_text("\n".join(lines) + "\n")
        self.passfile.chmod(0o600)  # libpq ignores a passfile others can read

    def destroy(self) -> None:
        self.stop()
        shutil.rmtree(self.folder, ignore_errors=True)

    @contextlib.contextmanager
    def in_use(self) -> Iterator[Cluster]:
        """While inside, libpq finds the members' passwords where a member keeps them (its
        own PGPASSFILE); after, the environment is as it was and the cluster is gone."""
        previous = os.environ.get("PGPASSFILE")
        os.environ["PGPASSFILE"] = str(self.passfile)
        try:
            yield self
        finally:
            if previous is None:
                os.environ.pop("PGPASSFILE", None)
            else:
                os.environ["PGPASSFILE"] = previous
            self.destroy()


def start_cluster() -> Cluster:
    """A running scratch cluster; raises RuntimeError (with the server's words) when it
    cannot be made, FileNotFoundError when no PostgreSQL server is installed."""
    bin_dir = find_bin_dir()
    if bin_dir is None:
        raise FileNotFoundError("no PostgreSQL server (initdb, pg_ctl) is installed")
    folder = Path(tempfile.mkdtemp(prefix="configurator-pg-"))
    folder.chmod(0o755)
    passfile = folder / "pgpass"
    cluster = Cluster(bin_dir, folder / "cluster", free_port(), passfile,
                      {SUPERUSER: SUPERUSER_PASSWORD})
    cluster.folder.mkdir()
    pwfile = cluster.folder / "pw"
    pwfile.write_text(SUPERUSER_PASSWORD + "\n")
    if os.geteuid() == 0:
        shutil.chown(cluster.folder, SUPERUSER, SUPERUSER)
        shutil.chown(pwfile, SUPERUSER, SUPERUSER)
    try:
        cluster._run("initdb", "-D", str(cluster.data), "-U", SUPERUSER, "--pwfile",
                     str(pwfile), "--auth-local=trust", "--auth-host=scram-sha-256",
                     "-E", "UTF8", "--locale=C.UTF-8" if _has_c_utf8() else "--no-locale")
        cluster.start()
    except subprocess.CalledProcessError as error:
        log = cluster.folder / "server.log"
        detail = log.read_text(errors="replace")[-1500:] if log.exists() else ""
        shutil.rmtree(folder, ignore_errors=True)
        raise RuntimeError(f"{error.cmd}: {error.stderr}{error.stdout}{detail}") from error
    cluster._write_passfile()
    return cluster


def _has_c_utf8() -> bool:
    return Path("/usr/lib/locale/C.utf8").exists() or Path("/usr/lib/locale/C.UTF-8").exists()
