"""The trainer's progress file: ``$XDG_DATA_HOME/mjcalc/quiz.json`` (default
``~/.local/share/mjcalc/quiz.json``, per the XDG Base Directory specification).

A missing file is a fresh start. A file that cannot be read or is not a progress record
is left alone: the session says so on stderr and does not save over it.

The file is hostile ground too (issue 33): it is read only if it is a regular file and
to at most :data:`MAX_BYTES` (a symlink to /dev/zero, a FIFO: refused, never read or
waited on); it is replaced through a temporary file created exclusively beside it
(``mkstemp``: a symlink planted at a fixed temporary name is never followed); and each
answer is added to the file as it is on disk, under a lock on its directory, so that
quizzes run at once each keep all of their answers.
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from scoring.trainer.grade import Verdict
    from scoring.trainer.progress import Progress

FILE_NAME: Final = "quiz.json"
#: a progress file is a few KiB; anything far larger is not ours.
MAX_BYTES: Final = 1 << 20


def progress_path() -> Path:
    """Where the progress is kept."""
    base = os.environ.get("XDG_DATA_HOME", "")
    # the spec says a relative XDG_DATA_HOME is invalid and to be ignored
    root = Path(base) if os.path.isabs(base) else _home() / ".local" / "share"
    return root / "mjcalc" / FILE_NAME


def _home() -> Path:
    """The user's home: ``$HOME`` when it is set to an absolute path, else the one the
    password database gives (an empty ``HOME=`` is unset, not the root directory)."""
    home = os.environ.get("HOME", "")
    if os.path.isabs(home):
        return Path(home)
    import pwd

    try:
        return Path(pwd.getpwuid(os.getuid()).pw_dir)
    except KeyError:  # no entry for this user: the current directory, as a last resort
        return Path.cwd()


def load_progress(path: Path) -> tuple[Progress, str | None]:
    """The saved progress (a fresh one when there is none) and, when the file could not
    be used, why (the caller then does not save over it)."""
    from scoring.trainer.progress import Progress

    try:
        raw = _read_bounded(path)
    except FileNotFoundError:
        return Progress(), None
    except OSError as err:
        return Progress(), f"{path}: cannot read it ({err.strerror or err})"
    except ValueError as err:
        return Progress(), f"{path}: cannot use it ({err})"
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as err:
        return Progress(), f"{path}: cannot read it ({err})"
    try:
        return Progress.from_json(data), None
    except ValueError as err:
        return Progress(), f"{path}: not a progress file ({err})"


def _read_bounded(path: Path) -> bytes:
    """The bytes of ``path`` if it is a regular file of at most :data:`MAX_BYTES`
    (opened without waiting: a FIFO is refused, not waited on); ValueError saying why
    not, OSError when it cannot be opened or read."""
    from functools import partial

    from ..safe_io import read_at_most

    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY | os.O_CLOEXEC)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise ValueError("not a regular file")
        data = read_at_most(partial(os.read, fd), MAX_BYTES)
    finally:
        os.close(fd)
    if data is None:
        raise ValueError(f"larger than {MAX_BYTES} bytes")
    return data


@contextmanager
def _locked(folder: Path) -> Iterator[None]:
    """An exclusive lock on ``folder`` (flock on the directory itself: no lock file to
    leave behind), held while a writer reads, adds to and replaces the file."""
    import fcntl

    fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # releases the lock


def _write(path: Path, progress: Progress) -> None:
    """Replace ``path`` with ``progress``, through a temporary file made exclusively in
    the same directory (never a fixed name an attacker could plant a link at)."""
    fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.",
                                     suffix=".tmp")
    try:
        with open(fd, "w", encoding="utf-8") as handle:
            handle.write(json.dumps(progress.to_json(), indent=1) + "\n")
        os.replace(temporary, path)
    except BaseException:
        os.unlink(temporary)
        raise


def add_answer(path: Path, verdict: Verdict, new_session: bool) -> str | None:
    """Add one graded answer to the progress file as it is now (another quiz may have
    added its own since this one read it), ``new_session``: count the session too; why
    it failed, or None. The file is read, added to and replaced under the lock."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with _locked(path.parent):
            progress, problem = load_progress(path)
            if problem:
                return f"{problem}; not saved over"
            if new_session:
                progress.sessions += 1
            progress.record(verdict)
            _write(path, progress)
    except OSError as err:
        return f"{path}: cannot save the progress ({err.strerror or err})"
    return None
