"""Reading and writing the user's files without trusting the file system (issue 18).

Reading: only ordinary files (after following links), and never more than the limit plus one
byte, because a FIFO or a device reports a size of 0 and a link to `/dev/zero` never ends.

Writing (`write_bytes_atomic`): a temporary file with a unique name in the target's own folder,
fsync, then one rename over the target, so that a reader or a crash sees the old file or the
new one, never half of one. A link is written through to its target (replacing the link
would cut off whoever shares the target); an existing file keeps its mode (a new one follows
the umask); the previous file can be kept beside it as `NAME.bak`; temporary files left by a
writer that was killed are removed once they are old enough not to be another writer's.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import os
import re
import secrets
import stat
import time
from pathlib import Path

from configurator.model.messages import Message, T

TEMP_SUFFIX = ".tmp"
# A temporary file of ours untouched this long belongs to no running writer: a save takes
# well under a second, even of a 5 MB file to a slow network folder.
STALE_TEMP_S = 15 * 60


class UnsafeFileError(OSError):
    """A file that is not read or written, with its reason as a translatable Message
    (`message`); an OSError, so that every handler of a failed write sees it too."""

    def __init__(self, template: str, **params: object) -> None:
        self.message = Message(template, dict(params))
        super().__init__(str(self.message))


def _kind_refusal(mode: int) -> UnsafeFileError:
    if stat.S_ISDIR(mode):
        return UnsafeFileError(T("this is a folder, not a file"))
    if stat.S_ISFIFO(mode):
        return UnsafeFileError(T("this is a named pipe (FIFO), not an ordinary file"))
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return UnsafeFileError(T("this is a device, not an ordinary file"))
    if stat.S_ISSOCK(mode):
        return UnsafeFileError(T("this is a socket, not an ordinary file"))
    return UnsafeFileError(T("this is not an ordinary file"))


def not_ordinary_file(path: str | os.PathLike[str]) -> UnsafeFileError | None:
    """Why `path` (its link followed) is not an ordinary file, or None when it is one or does
    not exist: a database or a file kept for the user must not be a folder, a FIFO (opening
    one waits for a writer) or a device."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return None
    return None if stat.S_ISREG(mode) else _kind_refusal(mode)


def os_error_refusal(error: OSError, writing: bool = False) -> UnsafeFileError:
    """An OSError as one translatable line (the system's own words only for rare errors)."""
    if isinstance(error, UnsafeFileError):
        return error
    if isinstance(error, FileNotFoundError):
        return UnsafeFileError(T("the folder does not exist") if writing else T("no such file"))
    if isinstance(error, PermissionError):
        return UnsafeFileError(T("permission denied"))
    if isinstance(error, IsADirectoryError):
        return UnsafeFileError(T("this is a folder, not a file"))
    if isinstance(error, NotADirectoryError):
        return UnsafeFileError(T("a part of this path is a file, not a folder"))
    if error.errno == errno.ELOOP:
        return UnsafeFileError(T("symbolic links lead round in a circle here"))
    if error.errno == errno.ENOSPC:
        return UnsafeFileError(T("the disk is full"))
    if error.errno == errno.EROFS:
        return UnsafeFileError(T("the disk is read-only"))
    return UnsafeFileError(T("the system says: {error}"), error=error.strerror or str(error))


def read_regular_file(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """The bytes of an ordinary file, at most `max_bytes + 1` of them (so a caller can tell a
    file past its limit); UnsafeFileError for anything else, a missing file included."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        # O_NONBLOCK: opening a FIFO that no one writes to would otherwise wait for ever.
        fd = os.open(path, flags)
    except OSError as error:
        raise os_error_refusal(error) from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise _kind_refusal(mode)
        chunks: list[bytes] = []
        remaining = max_bytes + 1
        while remaining > 0:
            chunk = os.read(fd, min(remaining, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            remaining -= len(chunk)
        return b"".join(chunks)
    except OSError as error:
        raise os_error_refusal(error) from None
    finally:
        os.close(fd)


def resolve_target(path: str | os.PathLike[str]) -> Path:
    """Where a write to `path` lands: a symbolic link's final target (a dangling link's too)."""
    target = Path(path)
    for _ in range(40):  # the kernel's own limit on links followed
        if not target.is_symlink():
            return target
        link = Path(os.readlink(target))
        target = link if link.is_absolute() else target.parent / link
    raise UnsafeFileError(T("symbolic links lead round in a circle here"))


def check_writable_target(path: str | os.PathLike[str]) -> Path:
    """The file a write to `path` replaces; UnsafeFileError when it exists and is not an
    ordinary file (a device, a FIFO, a folder: renaming over those is never what was meant)."""
    target = resolve_target(path)
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        return target
    except OSError as error:
        refusal = os_error_refusal(error, writing=True)
    else:
        if stat.S_ISREG(mode):
            return target
        refusal = _kind_refusal(mode)
    refusal.filename = os.fspath(path)
    raise refusal


def _host_name() -> str:
    if hasattr(os, "uname"):  # what gethostname() reads there; no socket module at start
        return os.uname().nodename
    import socket

    return socket.gethostname()


def _host_tag() -> str:
    return hashlib.sha1(_host_name().encode("utf-8", "replace")).hexdigest()[:6]


_HOST = _host_tag()


# File names may be 255 bytes long (most file systems); a temporary name adds about 28
# characters to the target's, and a backup 4. A name that leaves no room for them is
# shortened there, with a digest of the whole name so that two long names never share one
# (issue 29, F13: names of 229 to 255 characters were refused).
NAME_MAX_BYTES = 255
_TEMPORARY_ROOM = 40


def _fitted(name: str, room: int) -> str:
    """`name`, or when it and `room` more bytes pass NAME_MAX_BYTES, its start and a digest
    of all of it."""
    encoded = name.encode("utf-8", "surrogateescape")
    if len(encoded) + room <= NAME_MAX_BYTES:
        return name
    digest = hashlib.sha1(encoded).hexdigest()[:10]
    keep = encoded[:NAME_MAX_BYTES - room - len(digest) - 1].decode("utf-8", "ignore")
    return f"{keep}~{digest}"


def backup_path(target: Path) -> Path:
    """Where the previous content of `target` is kept: NAME.bak (a name too long for that:
    its start, a digest of it, .bak)."""
    return target.with_name(_fitted(target.name, len(".bak")) + ".bak")


def _temporary_name(target: Path) -> Path:
    # Unique per writer (two instances saving one file must not share a temporary file), and
    # naming its host and process, so that a later save can tell an orphan from a live write.
    return target.with_name(f".{_fitted(target.name, _TEMPORARY_ROOM)}.{_HOST}-{os.getpid()}-"
                            f"{secrets.token_hex(4)}{TEMP_SUFFIX}")


def _process_is_gone(pid: int) -> bool:
    if os.name != "posix":  # os.kill(pid, 0) would end the process on Windows
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:  # alive, someone else's
        return False
    return False


def _orphaned(name: str, age_s: float, older_than_s: float) -> bool:
    if age_s >= older_than_s:
        return True
    found = re.search(r"\.([0-9a-f]{6})-(\d+)-[0-9a-f]{8}\.tmp$", name)
    return bool(found and found.group(1) == _HOST and int(found.group(2)) != os.getpid()
                and _process_is_gone(int(found.group(2))))


def remove_stale_temporaries(target: Path, older_than_s: float = STALE_TEMP_S) -> int:
    """Remove the temporary files our writers made for `target` (or its .bak) and left behind
    when killed: at once when the process that made it (on this machine) is gone, else once
    they are old enough not to be another writer's. Returns how many were removed."""
    removed = 0
    folder = target.parent
    now = time.time()
    stems = {_fitted(name, _TEMPORARY_ROOM) for name in (target.name, backup_path(target).name)}
    pattern = re.compile(rf"^\.({'|'.join(map(re.escape, stems))})\.[A-Za-z0-9_-]+\.tmp$")
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        if not pattern.match(entry.name):
            continue
        with contextlib.suppress(OSError):
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and _orphaned(entry.name, now - info.st_mtime,
                                                         older_than_s):
                os.unlink(entry.path)
                removed += 1
    # The fixed name earlier versions used for the backup's temporary file.
    legacy = folder / f"{target.name}.bak.tmp"
    with contextlib.suppress(OSError):
        if legacy.is_file() and now - legacy.stat().st_mtime >= older_than_s:
            legacy.unlink()
            removed += 1
    return removed


def _write_temporary(target: Path, data: bytes, mode: int | None) -> Path:
    temporary = _temporary_name(target)
    # 0o666 and the umask, as for any new file; an existing file's mode is copied below.
    fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0),
                 0o666)
    try:
        with os.fdopen(fd, "wb") as handle:
            if mode is not None and hasattr(os, "fchmod"):
                os.fchmod(handle.fileno(), stat.S_IMODE(mode))
            view = memoryview(data)
            while view:  # a short write (full disk) raises here, before anything is renamed
                written = handle.write(view)
                view = view[written:]
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    return temporary


def _sync_folder(folder: Path) -> None:
    if hasattr(os, "O_DIRECTORY"):
        with contextlib.suppress(OSError):
            dir_fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
            try:
                os.fsync(dir_fd)
            finally:
                os.close(dir_fd)


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes, *,
                       keep_backup: bool = False) -> Path:
    """Replace the file at `path` (through links) by `data`, atomically; returns the file
    written. With `keep_backup`, the previous content is kept as `NAME.bak` (itself replaced
    atomically). Raises UnsafeFileError for a target that is not an ordinary file, OSError when
    the disk refuses; either way the old file (and .bak) are as they were."""
    try:
        return _replace(path, data, keep_backup)
    except OSError as error:
        error.filename = os.fspath(path)  # the user's name, not our temporary file's
        raise


def _replace(path: str | os.PathLike[str], data: bytes, keep_backup: bool) -> Path:
    target = check_writable_target(path)
    remove_stale_temporaries(target)
    try:
        old_mode: int | None = os.stat(target).st_mode
    except FileNotFoundError:
        old_mode = None
    temporary = _write_temporary(target, data, old_mode)
    try:
        if keep_backup and old_mode is not None:
            backup = backup_path(target)
            try:
                with open(target, "rb") as source:
                    previous = source.read()
            except FileNotFoundError:  # another writer moved it away meanwhile
                previous = None
            if previous is not None:
                backup_temporary = _write_temporary(backup, previous, old_mode)
                try:
                    os.replace(backup_temporary, backup)
                except BaseException:
                    with contextlib.suppress(OSError):
                        os.unlink(backup_temporary)
                    raise
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    _sync_folder(target.parent)
    return target


def check_targets(paths: list[str | os.PathLike[str]]) -> list[Path]:
    """`check_writable_target` of each, and UnsafeFileError when two name one file."""
    targets = [check_writable_target(path) for path in paths]
    if len({os.path.abspath(target) for target in targets}) < len(targets):
        raise UnsafeFileError(T("one file is named for two outputs"))
    return targets


def write_all_or_none(outputs: list[tuple[str | os.PathLike[str], bytes]]) -> None:
    """Write several files, all of them or none: every target is checked and every
    temporary file written first; only then are they renamed into place. A failure before the
    renames leaves every target as it was."""
    targets = check_targets([path for path, _ in outputs])
    temporaries: list[Path] = []
    try:
        for target, (path, data) in zip(targets, outputs, strict=True):
            try:
                try:
                    mode: int | None = os.stat(target).st_mode
                except FileNotFoundError:
                    mode = None
                temporaries.append(_write_temporary(target, data, mode))
            except OSError as error:
                error.filename = os.fspath(path)
                raise
        for temporary, target in zip(temporaries, targets, strict=True):
            os.replace(temporary, target)
    except BaseException:
        for temporary in temporaries:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
        raise
    for folder in {target.parent for target in targets}:
        _sync_folder(folder)
