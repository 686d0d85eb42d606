"""Writing output files whole or not at all, and saying so when they cannot be written.

Every file the tool writes (a game log, a counterexample's story and deal, the
rulebook's verdicts and statistics, recorded expectations) goes through
:func:`write_atomic`: a temporary file beside the target, renamed into place, with the
mode an ordinary ``open`` would give it under the user's umask. A folder that is
read-only, a full disk or a path under a file is PS006 at that path, never a traceback.
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from pathlib import Path

from pitchspec.diagnostics import Diagnostic
from pitchspec.source import Span


class OutputError(OSError):
    """An output file or folder that cannot be written: one PS006 diagnostic.

    It is an OSError, so a writer that may quietly give up (the proof cache) still does."""

    def __init__(self, diagnostic: Diagnostic) -> None:
        super().__init__(diagnostic.message)
        self.diagnostics = (diagnostic,)


def cannot_write(path: Path, err: OSError) -> OutputError:
    """PS006 at ``path``: why the system refused it (read-only, disk full, not a folder)."""
    reason = err.strerror or str(err)
    return OutputError(Diagnostic(
        "PS006", f"cannot write {path}: {reason}", Span(str(path), 0, 0, 0, 0),
        help="choose a folder you can write to (nothing was written at this path)"))


def make_folder(folder: Path) -> None:
    """Create ``folder`` (and its parents) for output; PS006 when it cannot be made."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise cannot_write(folder, err) from None


def check_folder(folder: Path) -> None:
    """PS006 now, before a long run, when ``folder`` could not be made or written later:
    it or its nearest existing ancestor is a file, or a folder this user cannot write.
    Nothing is created (an interrupted run leaves no empty folder)."""
    existing = folder
    while not existing.exists() and existing != existing.parent:
        existing = existing.parent
    if not existing.is_dir():
        raise cannot_write(folder, NotADirectoryError(errno.ENOTDIR, f"{existing} is a file"))
    if not os.access(existing, os.W_OK | os.X_OK):
        raise cannot_write(folder, PermissionError(errno.EACCES, f"{existing} is read-only"))


def current_umask() -> int:
    """The process umask (read by setting it and putting it straight back)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def write_atomic(path: Path, text: str) -> None:
    """Write a file completely or not at all: a temporary file beside it, renamed.

    The file keeps the mode of the file it replaces, or gets ``0o666`` less the umask
    (a temporary file is created ``0o600`` whatever the umask). PS006 when it cannot."""
    folder = path.parent if str(path.parent) else Path(".")
    try:
        fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    except OSError as err:
        raise cannot_write(path, err) from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
        os.chmod(temp, _mode_for(path))
        os.replace(temp, path)
    except BaseException as err:
        Path(temp).unlink(missing_ok=True)
        if isinstance(err, OSError):
            raise cannot_write(path, err) from None
        raise


def _mode_for(path: Path) -> int:
    try:
        return stat.S_IMODE(path.stat().st_mode)
    except OSError:
        return 0o666 & ~current_umask()
