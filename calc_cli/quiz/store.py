"""The trainer's progress file: ``$XDG_DATA_HOME/mjcalc/quiz.json`` (default
``~/.local/share/mjcalc/quiz.json``, per the XDG Base Directory specification).

A missing file is a fresh start. A file that cannot be read or is not a progress record
is left alone: the session says so on stderr and does not save over it.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from scoring.quiz_progress import Progress

FILE_NAME: Final = "quiz.json"
#: a progress file is a few KiB; anything far larger is not ours.
MAX_BYTES: Final = 1 << 20


def progress_path() -> Path:
    """Where the progress is kept."""
    base = os.environ.get("XDG_DATA_HOME", "")
    # the spec says a relative XDG_DATA_HOME is invalid and to be ignored
    root = Path(base) if os.path.isabs(base) else Path.home() / ".local" / "share"
    return root / "mjcalc" / FILE_NAME


def load_progress(path: Path) -> tuple[Progress, str | None]:
    """The saved progress (a fresh one when there is none) and, when the file could not
    be used, why (the caller then does not save over it)."""
    from scoring.quiz_progress import Progress

    try:
        if path.stat().st_size > MAX_BYTES:
            return Progress(), f"{path}: too large for a progress file"
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return Progress(), None
    except (OSError, UnicodeDecodeError, ValueError) as err:
        return Progress(), f"{path}: cannot read it ({err})"
    try:
        return Progress.from_json(data), None
    except ValueError as err:
        return Progress(), f"{path}: not a progress file ({err})"


def save_progress(path: Path, progress: Progress) -> str | None:
    """Write the progress (through a temporary file, so a crash never leaves half of
    one); why it failed, or None."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(path.name + ".tmp")
        temporary.write_text(json.dumps(progress.to_json(), indent=1) + "\n",
                             encoding="utf-8")
        os.replace(temporary, path)
    except OSError as err:
        return f"{path}: cannot save the progress ({err.strerror or err})"
    return None
