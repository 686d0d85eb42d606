"""Reading an input file a player or a tool hands in (a deal file, a game log): its
text, or the engine's coded refusal saying why it cannot be read."""

from __future__ import annotations

from pathlib import Path

from pitchspec.diagnostics import Diagnostic
from pitchspec.engine import EngineError
from pitchspec.limits import Changed, NotAFile, TooLarge, read_bounded
from pitchspec.source import Span


def read_input(path: Path, code: str, what: str) -> str:
    """The text of an input file (deal file, game log), or EngineError with ``code``
    saying why it cannot be read: missing, too large, not a file (a device, a FIFO, a
    folder), changing while read, not UTF-8. Nothing past the size limit is read."""
    try:
        return read_bounded(path, what)
    except TooLarge as err:
        message, help = str(err), "is this the file you meant?"
    except (NotAFile, Changed) as err:
        message, help = str(err), None
    except OSError as err:
        message, help = f"cannot read the {what} {path}: {err.strerror or err}", None
    except UnicodeDecodeError as err:
        message, help = f"the {what} {path} is not UTF-8 text: {err.reason} at byte " \
            f"{err.start}", None
    raise EngineError([Diagnostic(code, message, Span(str(path), 0, 0, 0, 0), help=help)])
