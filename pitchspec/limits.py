"""Limits on the files pitchspec reads, and the one way every input file is read.

A file larger than any real one, or nested deeper than its format ever nests, is
refused with a located finding before it is parsed, so no input can exhaust memory or
overflow the parser's stack, and reading costs time and memory in proportion to the
file's size (a spec's own limits on lines and blocks are in :mod:`pitchspec.parse` and
:mod:`pitchspec.bounds`).

Every read is bounded before it is made (:func:`read_bytes_bounded`): only a regular
file is read, and only when the system says it is no larger than the limit. A device
(``/dev/zero``, ``/dev/urandom``, a terminal), a FIFO with or without a writer, a
socket or a folder is refused without a byte read and without waiting (a link to one is
refused as what it leads to); a file that grows or shrinks while it is read is refused
too, so what is read is always the file the size check saw.
"""

from __future__ import annotations

import io
import os
import re
import stat
from pathlib import Path

MAX_INPUT_CHARS = 64_000_000
"""The largest deal file, game log or expected-verdicts file read, in characters. A log
of a match played to the default limit of 1,000 deals is a few million; a deal file or
an expected-verdicts file a few thousand."""

MAX_NESTING = 64
"""The deepest nesting of JSON arrays and objects read: deal files nest 6 deep, log
lines fewer."""

BYTES_PER_CHAR = 4
"""The most bytes UTF-8 spends on one character: a file of N characters has at most
4N bytes, so a file over that is refused on its size alone, before it is read."""

_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) \
    | getattr(os, "O_CLOEXEC", 0)
"""Opening never waits: a FIFO opens at once even with no writer (and is then refused),
and a terminal never becomes the controlling one."""


class TooLarge(ValueError):
    """A file over its limit; the message says so in words."""


class NotAFile(OSError):
    """A path that leads to something other than a regular file: a folder, a device, a
    FIFO or a socket. The message names which (an OSError, as reading a folder raises)."""


class Changed(OSError):
    """A file whose size changed while it was read (a log still being written)."""


def kind_of(mode: int) -> str:
    """What a path that is not a regular file is, in words."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISFIFO(mode):
        return "a FIFO (a named pipe)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def read_bytes_bounded(path: Path | str, limit: int, what: str) -> bytes:
    """The bytes of the regular file at ``path``, read only when it holds at most
    ``limit`` bytes. Raises :class:`TooLarge` over the limit (nothing read),
    :class:`NotAFile` for a folder, device, FIFO or socket (nothing read, no wait),
    :class:`Changed` when the file grew or shrank while read, and OSError as opening
    raises it (no such file, no permission). The messages name the path and ``what``
    the file was to be, never its contents."""
    _refuse_special(path, os.stat(path).st_mode, what)
    fd = os.open(path, _OPEN_FLAGS)
    with os.fdopen(fd, "rb", buffering=0) as handle:
        info = os.fstat(fd)
        _refuse_special(path, info.st_mode, what)  # replaced since the first look
        if info.st_size > limit:
            raise TooLarge(f"the {what} {path} has {info.st_size:,} bytes, more than a "
                           f"{what} can have ({limit:,} at most)")
        data = _read_up_to(handle, info.st_size + 1)
    if len(data) != info.st_size:
        raise Changed(f"the {what} {path} changed size while it was read (is it still "
                      "being written?)")
    return data


def _refuse_special(path: Path | str, mode: int, what: str) -> None:
    if not stat.S_ISREG(mode):
        raise NotAFile(f"the {what} {path} is {kind_of(mode)}, not a file")


def _read_up_to(handle: io.FileIO, count: int) -> bytes:
    """Up to ``count`` bytes, reading until the end of the file or ``count``."""
    chunks: list[bytes] = []
    left = count
    while left > 0:
        chunk = handle.read(min(left, 1 << 20))
        if not chunk:  # the end (None, no data yet, cannot come from a regular file)
            break
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def read_bounded(path: Path | str, what: str, max_chars: int | None = None) -> str:
    """The text of an input file as ``Path.read_text`` gives it (UTF-8, line ends
    made ``\\n``), refused (:class:`TooLarge`) over ``max_chars`` characters (default
    :data:`MAX_INPUT_CHARS`) before anything past the limit is read; OSError (with
    :class:`NotAFile` and :class:`Changed`) and UnicodeDecodeError as reading raises
    them."""
    limit = MAX_INPUT_CHARS if max_chars is None else max_chars
    try:
        data = read_bytes_bounded(path, BYTES_PER_CHAR * limit, what)
    except TooLarge:
        raise _too_many_chars(path, what, limit) from None
    text = newlines(data.decode("utf-8"))
    if len(text) > limit:
        raise _too_many_chars(path, what, limit)
    return text


def _too_many_chars(path: Path | str, what: str, limit: int) -> TooLarge:
    return TooLarge(f"the {what} {path} has more than {limit:,} characters, more than a "
                    f"{what} can have")


def newlines(text: str) -> str:
    """Line ends as text mode reads them: ``\\r\\n`` and a lone ``\\r`` become ``\\n``."""
    if "\r" not in text:
        return text
    return text.replace("\r\n", "\n").replace("\r", "\n")


_BRACKETS = re.compile(r'"[^"\\]*+(?:\\.[^"\\]*+)*+"|[\[\]{}"]', re.DOTALL)
"""A whole JSON string, a bracket, or a quote that opens a string never closed. The
string's quantifiers are possessive: the matcher keeps no place to go back to for each
character, so a string of 50 million characters costs no memory beyond the text (the
backtracking form cost about 120 bytes a character)."""


def too_deep(text: str, limit: int = MAX_NESTING) -> int | None:
    """The offset of the first bracket nested deeper than ``limit`` in JSON text, or
    None. Brackets inside double-quoted strings do not count; after a string that never
    closes nothing counts (the JSON reader reports that string).

    >>> too_deep('[[["]]]"]]]', limit=3) is None
    True
    >>> too_deep('{"a": [[1]]}', limit=2)
    7
    >>> too_deep('["[[[', limit=1) is None
    True
    """
    depth = 0
    for found in _BRACKETS.finditer(text):
        token = found.group()
        if token in ("[", "{"):
            depth += 1
            if depth > limit:
                return found.start()
        elif token in ("]", "}"):
            depth = max(0, depth - 1)
        elif token == '"':
            return None
    return None
