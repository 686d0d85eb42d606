"""Reading a spec file from disk for the server, bounded before it is read: only a
regular file no larger than a spec may be (a device, a pipe, a link to either, or a
huge file is passed over, never opened for reading)."""

from __future__ import annotations

from pathlib import Path

from pitchspec.parse import MAX_CHARS

MAX_BYTES = 4 * MAX_CHARS
"""The largest file read (a spec of MAX_CHARS characters, each up to 4 bytes)."""


def read_bounded(path: Path) -> str | None:
    """The text of a regular UTF-8 file of at most MAX_BYTES, or None (never blocks)."""
    try:
        if not path.is_file() or path.stat().st_size > MAX_BYTES:
            return None
        with path.open("rb") as stream:
            data = stream.read(MAX_BYTES + 1)
        return data.decode("utf-8") if len(data) <= MAX_BYTES else None
    except (OSError, ValueError):
        return None
