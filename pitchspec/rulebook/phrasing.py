"""Phrase functions per language: the rulebook's prose, written anew in each language
over the same model.

A rule sentence is not a translated string: Russian, Finnish and Armenian put the
words of a rule in their own order, cases and plural forms. So each language writes
every phrase function of the English modules (:mod:`~pitchspec.rulebook.words`,
:mod:`~pitchspec.rulebook.prose`, :mod:`~pitchspec.rulebook.auction`,
:mod:`~pitchspec.rulebook.tricks`, :mod:`~pitchspec.rulebook.scores`,
:mod:`~pitchspec.rulebook.diff`) in a module of its own
(:mod:`pitchspec.rulebook.languages`), stating the same constructs through the same
:func:`pitchspec.rulebook.backing.say`, so each sentence kind keeps its engine test in
every language.

An English phrase function is marked :func:`phrase`; called while another language is
in use (:func:`pitchspec.i18n.language`) it runs that language's function, registered
with :func:`book` (whose signature mypy checks against the English one). A language
that lacks a phrase function is an error (:class:`MissingPhrase`), and
``tests/rulebook/test_languages.py`` requires every language to have them all.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
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
