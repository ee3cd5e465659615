"""Issue 18, finding 5: saving through links, keeping modes, unique temporary names, stale
temporary files, a full disk, two writers, and saves killed at random moments."""

from __future__ import annotations

import errno
import os
import random
import signal
import stat
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from factory import base_data

from configurator.model import safe_files
from configurator.model.buildfile import build_from_data, read_build, resolve, write_build
from configurator.model.safe_files import UnsafeFileError, write_bytes_atomic

ROOT = Path(__file__).parents[2]
posix_only = pytest.mark.skipif(os.name != "posix", reason="modes, links and signals are POSIX")


def _save(path: Path, name: str) -> None:
    data = base_data(1)
    data["name"] = name
    write_build(path, resolve(build_from_data(data), None).resolved, "test")


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


@posix_only
def test_a_link_is_written_through_to_its_target(tmp_path: Path) -> None:
    shared = tmp_path / "shared"
    shared.mkdir()
    target = shared / "box.gwb"
    _save(target, "first")
    link = tmp_path / "box.gwb"
    link.symlink_to(target)
    _save(link, "second")
    assert link.is_symlink(), "the link was replaced by a plain file"
    assert read_build(target, None).build.name == "second"
    assert read_build(shared / "box.gwb.bak", None).build.name == "first"
    assert not _leftovers(tmp_path) and not _leftovers(shared)


@posix_only
def test_an_existing_files_mode_is_kept_and_a_new_one_follows_the_umask(tmp_path: Path) -> None:
    path = tmp_path / "box.gwb"
    old_umask = os.umask(0o022)
    try:
        _save(path, "new")
        assert stat.S_IMODE(path.stat().st_mode) == 0o644
        path.chmod(0o664)  # a shared folder: colleagues may write
        _save(path, "again")
        assert stat.S_IMODE(path.stat().st_mode) == 0o664
        assert stat.S_IMODE((tmp_path / "box.gwb.bak").stat().st_mode) == 0o664
    finally:
        os.umask(old_umask)


def test_temporary_names_are_unique_per_writer(tmp_path: Path) -> None:
    target = tmp_path / "box.gwb"
    names = {safe_files._temporary_name(target).name for _ in range(200)}
    assert len(names) == 200
    assert all(name.startswith(".box.gwb.") and name.endswith(".tmp") for name in names)


@pytest.mark.process
@posix_only
def test_orphans_of_a_dead_writer_are_removed_at_the_next_save(tmp_path: Path) -> None:
    target = tmp_path / "box.gwb"
    _save(target, "first")
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    pid = int(dead.stdout)
    orphan = tmp_path / f".box.gwb.{safe_files._HOST}-{pid}-0123abcd.tmp"
    orphan.write_bytes(b"half a file")
    backup_orphan = tmp_path / f".box.gwb.bak.{safe_files._HOST}-{pid}-89abcdef.tmp"
    backup_orphan.write_bytes(b"")
    legacy = tmp_path / "box.gwb.bak.tmp"  # the fixed name of earlier versions
    legacy.write_bytes(b"")
    old = time.time() - safe_files.STALE_TEMP_S - 1
    os.utime(legacy, (old, old))
    # Another live writer's file (this process) is young and stays.
    live = tmp_path / f".box.gwb.{safe_files._HOST}-{os.getppid()}-00000000.tmp"
    live.write_bytes(b"being written")
    other = tmp_path / ".other.gwb.abc.tmp"
    other.write_bytes(b"not ours")
    os.utime(other, (old, old))
    _save(target, "second")
    assert _leftovers(tmp_path) == sorted([live.name, other.name])


def _fail_on(monkeypatch, nth_fsync: int) -> None:
    real = os.fsync
    calls = {"n": 0}

    def fsync(fd: int) -> None:
        calls["n"] += 1
        if calls["n"] == nth_fsync:
            raise OSError(errno.ENOSPC, "No space left on device")
        real(fd)

    monkeypatch.setattr(safe_files.os, "fsync", fsync)


@pytest.mark.parametrize("nth", [1, 2], ids=["new file", "backup"])
def test_a_full_disk_leaves_the_old_file_and_no_temporary_file(tmp_path: Path, monkeypatch,
                                                                nth: int) -> None:
    path = tmp_path / "box.gwb"
    _save(path, "first")
    _save(path, "second")
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    _fail_on(monkeypatch, nth)
    with pytest.raises(OSError, match="No space"):
        _save(path, "third")
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before


FULL_DISK = textwrap.dedent("""
    import resource, signal, sys
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG
    from configurator.model.safe_files import write_bytes_atomic
    resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))
    try:
        write_bytes_atomic(sys.argv[1], b"x" * 100_000, keep_backup=True)
    except OSError as error:
        print("refused", error.errno)
""")


@pytest.mark.process
@posix_only
def test_a_write_past_the_file_size_limit_leaves_nothing_half_written(tmp_path: Path) -> None:
    path = tmp_path / "box.gwb"
    path.write_bytes(b"old content")
    result = subprocess.run([sys.executable, "-c", FULL_DISK, str(path)], capture_output=True,
                            text=True, timeout=60)
    assert result.stdout.startswith("refused"), result.stdout + result.stderr
    assert path.read_bytes() == b"old content"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["box.gwb"]


@posix_only
@pytest.mark.parametrize("kind", ["fifo", "folder", "device"])
def test_a_target_that_is_not_an_ordinary_file_is_refused(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "out.gwb"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    else:
        path.symlink_to("/dev/null")
    with pytest.raises(UnsafeFileError):
        write_bytes_atomic(path, b"data")
    assert path.exists() or path.is_symlink()
    assert not _leftovers(tmp_path)


WRITER = textwrap.dedent("""
    import sys
    sys.path.insert(0, {tests!r})
    from factory import base_data
    from configurator.model.buildfile import build_from_data, resolve, write_build
    failures = 0
    for n in range({saves}):
        data = base_data(2)
        data["name"] = "{who} " + str(n)
        data["notes"] = "x" * 5_000
        try:
            write_build({path!r}, resolve(build_from_data(data), None).resolved, "test")
        except OSError as error:
            failures += 1
            print(error, file=sys.stderr)
    print(failures)
""")


@pytest.mark.process
def test_two_processes_saving_one_file_never_fail(tmp_path: Path) -> None:
    path = tmp_path / "box.gwb"
    saves = 150
    writers = [subprocess.Popen(
        [sys.executable, "-c", WRITER.format(tests=str(ROOT / "tests"), path=str(path),
                                             saves=saves, who=who)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for who in ("a", "b")]
    for writer in writers:
        out, err = writer.communicate(timeout=300)
        assert writer.returncode == 0, err
        assert out.strip() == "0", err
    assert read_build(path, None).build.name.split()[0] in ("a", "b")
    assert read_build(path.with_name("box.gwb.bak"), None).build.name
    assert not _leftovers(tmp_path)


SAVER = textwrap.dedent("""
    import sys
    sys.path.insert(0, {tests!r})
    from factory import base_data
    from configurator.model.buildfile import build_from_data, resolve, write_build
    n = 0
    while True:
        data = base_data(2)
        data["name"] = f"save {{n}}"
        data["notes"] = "x" * 19_000
        data["extras"] = [{{"name": f"cable {{i}}", "price_usd": 5}} for i in range(900)]
        write_build({path!r}, resolve(build_from_data(data), None).resolved, "test")
        n += 1
        print(n, flush=True)
""")


@pytest.mark.process
@posix_only
@pytest.mark.parametrize(("name", "kills"), [("box.gwb", 8), ("box.gwb.json", 4)])
def test_saves_killed_at_random_moments_tear_nothing_and_leave_few_orphans(
        tmp_path: Path, name: str, kills: int) -> None:
    path = tmp_path / name
    script = SAVER.format(tests=str(ROOT / "tests"), path=str(path))
    chance = random.Random(18)
    for _ in range(kills):
        process = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE,
                                   text=True)
        assert process.stdout.readline()  # at least one save finished
        time.sleep(chance.uniform(0.0, 0.4))  # somewhere inside a later save
        process.send_signal(signal.SIGKILL)
        process.wait()
        process.stdout.close()
        assert read_build(path, None).build.name.startswith("save ")
        backup = path.with_name(path.name + ".bak")
        if backup.exists():
            assert read_build(backup, None).build.name.startswith("save ")
        # Each saver's first save removed what the killed ones left: at most the last
        # one's own temporary files (new file and backup) remain.
        assert len(_leftovers(tmp_path)) <= 2, _leftovers(tmp_path)
    _save(path, "after the kills")
    assert not _leftovers(tmp_path)
    assert read_build(path, None).build.name == "after the kills"
