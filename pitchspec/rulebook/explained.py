"""What the rulebook says of a meaning, for ``pitchspec explain`` and an editor's hover:
each construct whose sentence states it (:func:`pitchspec.constructs.stating`), that
sentence in the language asked for, and the engine tests behind it.

With a variant (the hover's, once its spec checks without errors) the sentence is the
one the variant's own page prints: its rule sections are worded (:func:`page_of`) and
what each construct was said as is kept (:func:`pitchspec.rulebook.backing.saying`),
those of the spec entry under the cursor first where the page words several (a point's
row, a special bid's). For a construct the page does not say, it is what the page says
of the same setting instead, or nothing.

Without a variant (``explain``; a spec with errors) the sentence is its phrase table's
entry (:mod:`pitchspec.rulebook.languages`) when that needs nothing from a variant, or
filled when the value explained gives the one number its one field takes. A template
whose fields stay unfilled is never shown: there is no sentence, and the caller says
in words what it is worded from.

>>> said = stated(["{highest|lowest} lowest"], None, "en")
>>> said[0].construct, said[0].sentence[:30]
('play.trick_winner: lowest', 'The trick is won by the lowest')
>>> said[0].tests
('tests/engine/test_worked_examples.py::test_reverse_pitch_lowest_card_wins',)
>>> sentence("scoring.floor: N", "en", [-10]), sentence("scoring.floor: N", "en")
('No score goes below -10.', None)
>>> from pitchspec import load
>>> page = page_of(load("spec/auction_pitch.pitch"), "en")
>>> stated(["bidding.bids"], None, "en", page)[0].sentence[:26]
'The bids run from 1 to 4 ('
"""

from __future__ import annotations

import inspect
import re
import string
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pitchspec.constructs import CONSTRUCTS, Construct, stating
from pitchspec.rulebook.phrasing import table_of

if TYPE_CHECKING:
    from pitchspec import model as m
    from pitchspec.rulebook.backing import Said
    from pitchspec.source import Span


@dataclass(frozen=True)
class Stated:
    """One rulebook sentence behind a meaning."""

    construct: str
    """The construct's key (the sentence's)."""
    sentences: tuple[str, ...]
    """What the rulebook says of it in the language asked for: the variant's page's
    sentences for it (several where the page words it in several places), or the
    phrase table's one; none when it is worded only from a variant's numbers and no
    variant was given, or the variant's page does not say it (see ``writer``)."""
    writer: str
    """The rulebook walker or table that words it."""
    tests: tuple[str, ...]
    """pytest node ids of the engine tests that show the engine does what it says."""

    @property
    def sentence(self) -> str | None:
        """The sentences as one text; None when there is none."""
        return " ".join(self.sentences) or None

    def as_dict(self) -> dict[str, object]:
        return {"construct": self.construct, "sentence": self.sentence,
                "writer": self.writer, "tests": list(self.tests)}


@dataclass(frozen=True)
class Page:
    """What one variant's rulebook page says, construct by construct, in one language;
    an unresolved page (:meth:`unresolved`) stands for a spec with errors, which has no
    variant to word a page from."""

    code: str
    said: tuple[Said, ...]
    resolved: bool = True

    @classmethod
    def unresolved(cls, code: str) -> Page:
        return cls(code, (), resolved=False)

    def of(self, construct: str, near: Collection[Span] = (),
           only_near: bool = False) -> tuple[str, ...]:
        """The construct's sentences on the page, each once, in page order: those
        wording the spec entries at ``near`` when it words any of them (a point's own
        row), else all (``only_near``: else those wording no entry in particular); the
        phrase table's when it said any, else the walker's own."""
        said = [s for s in self.said if s.construct == construct]
        said = [s for s in said if s.phrased] or said
        places = {(span.file, span.start) for span in near}
        own = [s for s in said if s.about is not None
               and (s.about.file, s.about.start) in places]
        rest = [s for s in said if s.about is None] if only_near else said
        texts = (s.text.strip() for s in own or rest)
        return tuple(dict.fromkeys(t for t in texts if t))


RULES = ("cards", "dealing", "bidding", "trump", "exchange", "play", "scoring",
         "settlement", "winning")
"""The sections of a page that state rules (:data:`pitchspec.rulebook.context.
SECTION_NAMES`): the others summarise, compare or report."""


def page_of(variant: m.Variant, code: str) -> Page:
    """What the variant's page says, in language ``code``: its rule sections worded as
    the rulebook words them (a millisecond or a few), each sentence kept."""
    from pitchspec.i18n import language
    from pitchspec.rulebook import backing
    from pitchspec.rulebook.context import Context
    from pitchspec.rulebook.page import render

    with language(code), backing.saying() as said:
        render(variant, Context(links=False, label=False, pictures=False, sections=RULES))
    return Page(code, tuple(said))


_NUMBER = re.compile(r"-?\d+")
COUNTS = frozenset({"n", "amount", "lost", "at", "above"})
"""The fields of a sentence that take a spec's number as written (a count of cards,
points or hands; a bid's level)."""


def stated(keys: Iterable[str], value: str | None, code: str, page: Page | None = None,
           near: Collection[Span] = ()) -> list[Stated]:
    """The sentences stating any of these meaning keys, in language ``code``: as the
    variant's ``page`` says them (those wording the spec entries at ``near`` first);
    for a construct the page does not say, what it says instead of the same setting
    (its other values' constructs: optional partnerships where the meaning names fixed
    teams), else none. Without a page, the phrase table's sentence, one taking one
    number filled with the value's, when it gives exactly one."""
    numbers = [int(n) for n in _NUMBER.findall(value or "")]
    out: dict[str, Stated] = {}
    for c in stating(keys):
        found = [(c, page.of(c.key, near))] if page is not None else []
        if page is not None and not found[0][1]:
            found = [(o, page.of(o.key, near, only_near=True)) for o in _siblings(c.key)]
        found = [(o, said) for o, said in found if said]
        if not found:  # without a variant; or the page does not say it: nothing to quote
            one = sentence(c.key, code, numbers) if page is None else None
            found = [(c, (one,) if one is not None else ())]
        for o, said in found:
            out.setdefault(o.key, Stated(o.key, said, o.writer, o.tests))
    return list(out.values())


def _siblings(key: str) -> list[Construct]:
    """The other constructs of a construct's setting (``players.teams: fixed``'s
    ``players.teams: optional``; ``scoring.order``'s ``scoring.order: pitcher first``)."""
    setting = key.partition(": ")[0]
    return [c for c in CONSTRUCTS.values()
            if c.key != key and c.key.partition(": ")[0] == setting]


def sentence(key: str, code: str, numbers: list[int] | None = None) -> str | None:
    """A construct's sentence in ``code`` as its phrase table writes it (None when the
    table has none or it needs a variant's fields the caller has not got: the numbers
    fill only a sentence of one field, taking one number)."""
    entry = table_of(code).get(key)
    if entry is None:
        return None
    fields = _fields(entry)
    if not fields:
        return entry if isinstance(entry, str) else entry()
    one = numbers[0] if numbers and len(numbers) == 1 and len(fields) == 1 \
        and fields[0] in COUNTS else None
    if one is None:
        return None
    try:
        said: str = entry.format(**{fields[0]: one}) if isinstance(entry, str) \
            else entry(**{fields[0]: one})
    except (TypeError, ValueError, KeyError):
        return None
    return said


def _fields(entry: object) -> list[str]:
    if isinstance(entry, str):
        return list(dict.fromkeys(f for _, f, _, _ in string.Formatter().parse(entry) if f))
    if callable(entry):
        return list(inspect.signature(entry).parameters)
    return []
