"""What the rulebook says, and the engine test that shows the engine does it.

Every rule sentence of a variant's page is written through :func:`say` (or a
:func:`table` of sentences keyed by a model enum), naming the spec construct it states:
a *backed sentence*. The registry of constructs (:data:`pitchspec.constructs.CONSTRUCTS`)
holds one entry per construct: the writer that words it, the tests that play or score a
deal through the engine and show the behaviour the sentence states, and its meaning. A
sentence whose construct has no entry cannot be written: :func:`say` refuses it, and
:func:`table` refuses a table with such an entry when the module is imported.
``tests/rulebook/test_backed_sentences.py`` keeps the table complete: every entry is
written by its writer, every test exists, and the bundled specs and fixtures produce
every entry; with :func:`sentences` it also checks that the rule sections of every page
hold no sentence that was not written through :func:`say`. Where the engine does not play a
table rule (revokes, showing hands, who may look), the sentence says so plainly.

:func:`saying` collects what a page says construct by construct (an editor's hover shows
the sentence the variant's own page prints); a walker wording one spec entry of many (a
point's row, a special bid's, a procedure, an exchange step) says so with :func:`about`,
so the sentence is found again from that entry.

>>> say("play.follow: must follow", "A player must follow suit if he can.")
'A player must follow suit if he can.'
>>> CONSTRUCTS["play.jokers: not on first trick"].writer
'tricks.jokers'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from contextlib import AbstractContextManager
from contextvars import ContextVar
from dataclasses import dataclass
from enum import Enum
from typing import ParamSpec, TypeVar

from pitchspec.collecting import collecting
from pitchspec.constructs import CONSTRUCTS
from pitchspec.rulebook.phrasing import spoken
from pitchspec.source import Span

E = TypeVar("E", bound=Enum)
T = TypeVar("T")
P = ParamSpec("P")

__all__ = ["Said", "about", "constructs", "recording", "say", "saying", "sentences",
           "table"]


@dataclass(frozen=True)
class Said:
    """One sentence as a page said it."""

    construct: str
    text: str
    """As written on the page (the walker's fields filled in)."""
    phrased: bool
    """Whether it is the phrase table's sentence; False for a text the walker wrote
    itself (an exchange step's, or a table's cell: a card's name)."""
    about: Span | None
    """The spec entry it words, when the walker said which (:func:`about`)."""


_written: ContextVar[set[str] | None] = ContextVar("written", default=None)
_said: ContextVar[list[str] | None] = ContextVar("said", default=None)
_saying: ContextVar[list[Said] | None] = ContextVar("saying", default=None)
_about: ContextVar[Span | None] = ContextVar("about", default=None)


def say(construct: str, text: str | None = None, /, *, aspect: str = "",
        **fields: object) -> str:
    """The sentence ``text`` (its ``{fields}`` filled in), which states ``construct``;
    refused without an entry. Without ``text``, the construct's sentence in the phrase
    table of the language in use (:func:`pitchspec.rulebook.phrasing.spoken`), or, for
    a construct a page words in more than one place, its ``aspect`` there (the table's
    key ``construct / aspect``)."""
    if construct not in CONSTRUCTS:
        raise KeyError(f"no construct of pitchspec.constructs is {construct!r}")
    key = f"{construct} / {aspect}" if aspect else construct
    out = spoken(key, **fields) if text is None else _filled(text, fields)
    seen = _written.get()
    if seen is not None:
        seen.add(construct)
    said = _said.get()
    if said is not None and out:
        said.append(out)
    heard = _saying.get()
    if heard is not None and out:
        heard.append(Said(construct, out, text is None, _about.get()))
    return out


def _filled(text: str, fields: dict[str, object]) -> str:
    return text.format(**fields) if fields else text


def constructs(said: Mapping[E, str]) -> dict[E, str]:
    """A table of constructs by enum member, for a walker whose sentences are in the
    phrase tables; every construct checked now."""
    missing = [c for c in said.values() if c not in CONSTRUCTS]
    if missing:
        raise KeyError(f"no construct of pitchspec.constructs is {missing}")
    return dict(said)


def table(sentences: Mapping[E, tuple[str, str]]) -> dict[E, tuple[str, str]]:
    """A table of (construct, sentence) by enum member, every construct checked now."""
    missing = [c for c, _ in sentences.values() if c not in CONSTRUCTS]
    if missing:
        raise KeyError(f"no construct of pitchspec.constructs is {missing}")
    return dict(sentences)


def recording() -> AbstractContextManager[set[str]]:
    """Collect the constructs whose sentences are written inside the block."""
    return collecting(_written, set())


def sentences() -> AbstractContextManager[list[str]]:
    """Collect the text of every sentence written through :func:`say` inside the block."""
    return collecting(_said, [])


def saying() -> AbstractContextManager[list[Said]]:
    """Collect every sentence written through :func:`say` inside the block, with its
    construct and the spec entry it words."""
    return collecting(_saying, [])


def about(span: Span, words: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """``words(*args, **kwargs)``, each sentence it says marked as wording the spec
    entry at ``span`` (a model node's)."""
    token = _about.set(span)
    try:
        return words(*args, **kwargs)
    finally:
        _about.reset(token)
