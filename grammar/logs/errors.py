"""The error a log reader raises for a file it cannot read (issue 12)."""

from __future__ import annotations

from scoring.errors import UsageError


class LogFormatError(UsageError):
    """A log that cannot be read: truncated, malformed, or of no known format (exit 2).

    ``source`` names the file, ``where`` the line or event where reading stopped.
    """

    code = "bad_log"

    def __init__(self, source: str, where: str, message: str) -> None:
        self.source = source
        self.where = where
        self.reason = message
        text = f"{source}: {where}: {message}" if where else f"{source}: {message}"
        super().__init__(text)
