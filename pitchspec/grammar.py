"""The packaged grammar and the one cached Lark parser built from it."""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path

from lark import Lark

_PACKAGED = "pitch.lark"
_REPOSITORY = Path(__file__).resolve().parent.parent / "grammar" / "pitch.lark"


def grammar_path() -> Path:
    """Where the grammar is loaded from: the copy inside the installed package.

    A source checkout that was never built has no packaged copy; it reads the
    repository's ``grammar/pitch.lark`` instead, which is the file the wheel ships.
    """
    packaged = resources.files("pitchspec").joinpath(_PACKAGED)
    if packaged.is_file():
        return Path(str(packaged))
    return _REPOSITORY


def grammar_text() -> str:
    return grammar_path().read_text(encoding="utf-8")


@cache
def parser() -> Lark:
    """The LALR parser with positions on; built once per process."""
    return Lark(
        grammar_text(),
        parser="lalr",
        lexer="contextual",
        propagate_positions=True,
        maybe_placeholders=True,
    )
