"""The languages pitchspec writes in: English, Russian, Finnish and Armenian, the
languages of the project's sources.

One language is in use at a time (a context variable, so threads and Sphinx's parallel
reads each keep their own): :func:`language` sets it for a block, :func:`current` names
it. Numbers and plural forms follow each language's rules as the Unicode CLDR states
them, read through Babel: :func:`plural` gives the plural category of a count ("one",
"few", "many", "other"), :func:`number`, :func:`decimal` and :func:`percent` write
numbers as the language does (``79 031``, ``2,1``, ``70 %``). English keeps the plain
forms pitchspec has always printed (``79031``, ``2.1``, ``70%``).

Fixed text comes from the message catalogues of :mod:`pitchspec.i18n.catalogues`.

>>> with language("ru"):
...     current(), plural(3), plural(5), number(79031)
('ru', 'few', 'many', '79\\xa0031')
>>> parse("ru_RU.UTF-8"), parse("fi-FI"), parse("de"), parse(None)
('ru', 'fi', None, None)
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from babel import Locale

ENGLISH = "en"
LANGUAGES = ("en", "ru", "fi", "hy")
"""Every language, English first (the language of the spec files and the code)."""
TRANSLATED = LANGUAGES[1:]
"""The languages the rulebook and the meanings are translated into."""
NAMES = {"en": "English", "ru": "Русский", "fi": "Suomi", "hy": "Հայերեն"}
"""Each language's name in itself (the language switcher's words)."""

_current: ContextVar[str] = ContextVar("language", default=ENGLISH)
_TAG = re.compile(r"^([A-Za-z]{2,3})(?:[-_].*)?$")


class UnknownLanguage(ValueError):
    """A language pitchspec does not write."""


def current() -> str:
    """The language in use."""
    return _current.get()


@contextmanager
def language(code: str) -> Iterator[str]:
    """Write in ``code`` inside the block (UnknownLanguage for one pitchspec lacks)."""
    if code not in LANGUAGES:
        raise UnknownLanguage(f"pitchspec does not write {code!r}; its languages are "
                              f"{', '.join(LANGUAGES)}")
    token = _current.set(code)
    try:
        yield code
    finally:
        _current.reset(token)


def parse(tag: str | None) -> str | None:
    """The language of a locale or language tag (``ru_RU.UTF-8``, ``fi-FI``, ``hy``) if
    pitchspec writes it; None otherwise."""
    found = _TAG.match((tag or "").strip())
    code = found.group(1).lower() if found else None
    return code if code in LANGUAGES else None


@cache
def _locale(code: str) -> Locale:
    from babel import Locale

    return Locale.parse(code)


def plural(count: int, code: str | None = None) -> str:
    """The CLDR plural category of a whole count in the language: ``one``, ``few``,
    ``many`` or ``other`` (Russian 1 card, 3 cards, 5 cards: one, few, many)."""
    return str(_locale(code or current()).plural_form(abs(count)))


def number(value: int, code: str | None = None) -> str:
    """A whole number as the language writes it (grouped: ``79 031``; English as is)."""
    code = code or current()
    if code == ENGLISH:
        return str(value)
    from babel.numbers import format_decimal

    return str(format_decimal(value, locale=code))


def decimal(value: float, places: int, code: str | None = None) -> str:
    """A number with ``places`` decimals (``2,1`` in Russian; English ``2.1``)."""
    code = code or current()
    if code == ENGLISH:
        return f"{value:.{places}f}"
    from babel.numbers import format_decimal

    pattern = "#,##0." + "0" * places if places else "#,##0"
    return str(format_decimal(value, format=pattern, locale=code))


def percent(value: float, code: str | None = None) -> str:
    """A share as a whole percentage (``70 %`` in Russian and Finnish; English ``70%``)."""
    code = code or current()
    if code == ENGLISH:
        return f"{value:.0%}"
    from babel.numbers import format_percent

    return str(format_percent(value, locale=code))
