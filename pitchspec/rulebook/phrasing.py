"""The rulebook's words per language: the walks over the model written once, each
language a phrase table.

A rule sentence is not a translated string: Russian, Finnish and Armenian put the
words of a rule in their own order, cases and plural forms. So the walkers
(:mod:`~pitchspec.rulebook.prose`, :mod:`~pitchspec.rulebook.auction`,
:mod:`~pitchspec.rulebook.tricks`, :mod:`~pitchspec.rulebook.scores`,
:mod:`~pitchspec.rulebook.diff`) decide once which construct gets which sentence, in
which order and with which numbers, and each language is a *phrase table*
(``PHRASES`` of :mod:`pitchspec.rulebook.languages.en`, ``.ru``, ``.fi``, ``.hy``): per
key, a template whose ``{fields}`` the walker fills, or a small function of those
fields where the language's grammar bends them (a Russian count's case, a Finnish
elative). A backed sentence's key is its construct
(:func:`pitchspec.rulebook.backing.say` with no text); a phrase that states no
construct of its own is asked for with :func:`word`. Both read the table of the language
in use (:func:`spoken`); a key the table lacks is a :class:`MissingPhrase`, and
``tests/rulebook/test_languages.py`` requires every table to have English's keys.

The words a sentence is built from (card and rank names, counts, seats: the grammar of
:mod:`~pitchspec.rulebook.words`) stay functions: an English one marked :func:`phrase`
runs, while another language is in use (:func:`pitchspec.i18n.language`), that
language's version, registered with :func:`book` (whose signature mypy checks against
the English one); a language that lacks one is a :class:`MissingPhrase` too.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable, Mapping
from typing import Any, ParamSpec, TypeVar

from pitchspec.i18n import ENGLISH as EN
from pitchspec.i18n import TRANSLATED, current

P = ParamSpec("P")
R = TypeVar("R")

ENGLISH: dict[str, Callable[..., Any]] = {}
"""Every phrase function, by key (``prose.deck_sentence``): the English ones."""
BOOKS: dict[str, dict[str, Callable[..., Any]]] = {code: {} for code in TRANSLATED}
"""Each other language's phrase functions, by the same keys."""


class MissingPhrase(KeyError):
    """A language without its own version of a phrase function."""


Sentence = str | Callable[..., str]
"""A phrase table's entry: a template (``{fields}`` filled by the walker) or a function
of the same fields, for a language whose grammar bends them."""


def merged(*tables: Mapping[str, Sentence]) -> dict[str, Sentence]:
    """One language's phrase table from its modules' tables; a key two of them define is
    an error (one of them would silently lose)."""
    out: dict[str, Sentence] = {}
    for part in tables:
        twice = sorted(set(out) & set(part))
        if twice:
            raise KeyError(f"phrase table keys defined twice: {twice}")
        out.update(part)
    return out


def table_of(code: str) -> Mapping[str, Sentence]:
    """The phrase table of language ``code``: every construct's sentence and every word
    the walkers ask for, by key."""
    found: Mapping[str, Sentence] = importlib.import_module(
        f"pitchspec.rulebook.languages.{code}").PHRASES
    return found


def spoken(key: str, **fields: object) -> str:
    """The entry ``key`` of the phrase table of the language in use, its fields filled."""
    code = current()
    entry = table_of(code).get(key)
    if entry is None:
        raise MissingPhrase(f"the rulebook has no {code} phrase for {key!r} (write it in "
                            f"pitchspec.rulebook.languages.{code})")
    if callable(entry):
        return entry(**fields)
    return entry.format(**fields) if fields else entry


def word(key: str, **fields: object) -> str:
    """A phrase that states no construct of its own (a summary, a clause the sentence
    takes), in the language in use."""
    return spoken(key, **fields)


def key_of(function: Callable[..., Any]) -> str:
    """A phrase function's key: its module's last name and its own (``prose.dealing``)."""
    return f"{function.__module__.rpartition('.')[2]}.{function.__qualname__}"


def phrase(english: Callable[P, R]) -> Callable[P, R]:
    """Mark an English phrase function: it speaks the language in use."""
    key = key_of(english)
    ENGLISH[key] = english

    @functools.wraps(english)
    def spoken(*args: P.args, **kwargs: P.kwargs) -> R:
        code = current()
        if code == EN:
            return english(*args, **kwargs)
        found = BOOKS[code].get(key)
        if found is None:
            raise MissingPhrase(f"the rulebook has no {code} version of {key} (import "
                                "pitchspec.rulebook.languages, or write it there)")
        said: R = found(*args, **kwargs)
        return said

    return spoken


def book(code: str) -> Callable[[Callable[P, R]], Callable[[Callable[P, R]], Callable[P, R]]]:
    """The decorator a language's module registers its phrase functions with:
    ``@phrase(prose.dealing)`` above the Russian ``dealing``."""
    if code not in BOOKS:
        raise ValueError(f"no language {code!r}")

    def translates(english: Callable[P, R]) -> Callable[[Callable[P, R]], Callable[P, R]]:
        key = key_of(getattr(english, "__wrapped__", english))
        if key not in ENGLISH:
            raise KeyError(f"{key} is not an English phrase function")

        def register(own: Callable[P, R]) -> Callable[P, R]:
            if key in BOOKS[code]:
                raise KeyError(f"{code} has {key} twice")
            BOOKS[code][key] = own
            return own
        return register
    return translates
