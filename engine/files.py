"""Reading and writing the files people write (feature files), so that nothing they wrote is lost.

- ``write_text`` writes the new text beside the file under a temporary name, flushes it to
  the disk and renames it over the file (``os.replace``, atomic on POSIX): whoever reads the
  file, and whatever stops the writer (a crash, a kill, a full disk), sees the old text or the
  new one, never a part of either. A killed writer may leave its temporary file
  (``.<name>.<random>.tmp``, ignored by git) beside the file; the file itself is whole.
- ``locked`` holds an exclusive lock while a file is read, changed and written, so that two
  processes changing the same file (two ``moodswings ruling new`` on one card) take turns and
  neither loses the other's change. The lock is ``fcntl.flock`` on the file's folder (no lock
  file is left behind) and the system releases it when its process ends, however it ends.
  Where there is no ``fcntl`` (Windows) writes stay atomic but are not serialized.
- ``read_text`` reads UTF-8 and names the line of a byte that is not; like Python's text
  files, and so like pytest-bdd, it reads a carriage return (alone or before a newline) as
  a newline.
"""

from __future__ import annotations

import contextlib
import os
import secrets
from collections.abc import Iterator
from pathlib import Path

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]


class FileTextError(ValueError):
    """A file that cannot be read as text: where, and what is wrong."""

    def __init__(self, path: Path, line: int, message: str) -> None:
        super().__init__(f"{path}:{line}: {message}" if line else f"{path}: {message}")
        self.path = path
        self.line = line
        self.message = message


def read_text(path: Path) -> str:
    """The file's text; raises ``FileTextError`` naming the line of a byte that is not UTF-8
    (or the system's reason, for a file that cannot be read)."""
    try:
        data = path.read_bytes()
    except OSError as e:
        raise FileTextError(path, 0, e.strerror or str(e)) from None
    try:
        return data.decode("utf-8").replace("\r\n", "\n").replace("\r", "\n")
    except UnicodeDecodeError as e:
        before = data[: e.start].replace(b"\r\n", b"\n").replace(b"\r", b"\n")
        line = before.count(b"\n") + 1
        column = len(before) - (before.rfind(b"\n") + 1) + 1
        raise FileTextError(
            path, line, f"not UTF-8 (byte 0x{data[e.start]:02x} at column {column}): save the file as UTF-8"
        ) from None


@contextlib.contextmanager
def locked(path: Path) -> Iterator[None]:
    """An exclusive lock for changing the file ``path``, held on its folder (which must exist)
    until the block ends; another process asking for it waits."""
    if fcntl is None:  # pragma: no cover - Windows
        yield
        return
    fd = os.open(_real(path).parent, os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing the last descriptor releases the lock


def write_text(path: Path, text: str) -> None:
    """Replace the file's content with ``text`` (UTF-8) atomically, keeping its permissions.
    The folder must exist."""
    write_bytes(path, text.encode("utf-8"))


def write_bytes(path: Path, data: bytes) -> None:
    """Replace the file's content with ``data`` atomically (a temporary file, then a
    rename), keeping its permissions. The folder must exist."""
    target = _real(path)
    try:
        mode: int | None = target.stat().st_mode & 0o7777
    except FileNotFoundError:
        mode = None  # a new file: the usual permissions (0o666 less the umask)
    while True:
        temp = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
        try:
            fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
            break
        except FileExistsError:  # pragma: no cover - a clash of random names
            continue
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            if mode is not None:
                os.fchmod(out.fileno(), mode)
            os.fsync(out.fileno())
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    _sync_folder(target.parent)


def _real(path: Path) -> Path:
    """The file itself when ``path`` is a symbolic link: the link stays, the file changes."""
    return Path(os.path.realpath(path))


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (a no-op where folders cannot be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:  # pragma: no cover
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)
