"""Findings in colour on a terminal: the severity and code, the place, the carets
under the problem and the help, as compilers colour theirs.

Colour is added only when the stream is a terminal and the ``NO_COLOR`` environment
variable is unset or empty (https://no-color.org); a file, a pipe or ``--format json``
gets the plain text, byte for byte. Only the tool's own parts of a finding are
coloured: the text quoted from a file is shown as :mod:`pitchspec.report` escaped it.
"""

from __future__ import annotations

import os
import re
from typing import TextIO

import click

_HEAD = re.compile(r"^(?P<where>[^\s|].*?): (?P<severity>error|warning)"
                   r"(?P<code>\[PS\d{3}\]): ", re.MULTILINE)
_CARETS = re.compile(r"^(?P<gutter> *\| [^^\n]*)(?P<carets>\^+)$", re.MULTILINE)
_NOTE = re.compile(r"^(?P<indent>  = )(?P<word>help|note):", re.MULTILINE)
_COLOURS = {"error": "red", "warning": "yellow"}


def wanted(stream: TextIO) -> bool:
    """Whether to colour what goes to ``stream``: a terminal, and NO_COLOR not set."""
    if os.environ.get("NO_COLOR"):
        return False
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


def painted(text: str, stream: TextIO) -> str:
    """Rendered findings, coloured when :func:`wanted`, else exactly as given."""
    return paint(text) if wanted(stream) else text


def paint(text: str) -> str:
    """The colours of rendered findings (ANSI escapes, by click.style)."""
    def head(found: re.Match[str]) -> str:
        severity = found["severity"]
        colour = _COLOURS[severity]
        return (click.style(found["where"], bold=True) + ": "
                + click.style(severity + found["code"], fg=colour, bold=True) + ": ")

    text = _HEAD.sub(head, text)
    text = _CARETS.sub(lambda f: f["gutter"] + click.style(f["carets"], fg="red",
                                                           bold=True), text)
    return _NOTE.sub(lambda f: f["indent"] + click.style(f["word"], fg="cyan", bold=True)
                     + ":", text)
