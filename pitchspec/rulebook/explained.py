"""What the rulebook says of a meaning, for ``pitchspec explain`` and an editor's hover:
each construct whose sentence states it (:func:`pitchspec.constructs.stating`), that
sentence in the language asked for, and the engine tests behind it.

A sentence is its phrase table's entry (:mod:`pitchspec.rulebook.languages`): a
template whose ``{fields}`` a page fills from the variant, shown as written, or filled
when the value explained gives the one number it takes; an entry that is a function of
its fields (where a language's grammar bends them) is worded only with that number.
Otherwise the writer that words it is named instead.

>>> said = stated(["{highest|lowest} lowest"], None, "en")
>>> said[0].construct, said[0].sentence[:30]
('play.trick_winner: lowest', 'The trick is won by the lowest')
>>> said[0].tests
('tests/engine/test_worked_examples.py::test_reverse_pitch_lowest_card_wins',)
>>> sentence("scoring.floor: N", "en", [-10]), sentence("scoring.floor: N", "en")
('No score goes below -10.', 'No score goes below {n}.')
"""

from __future__ import annotations

import inspect
import re
import string
from collections.abc import Iterable
from dataclasses import dataclass

from pitchspec.constructs import stating
from pitchspec.rulebook.phrasing import table_of


@dataclass(frozen=True)
class Stated:
    """One rulebook sentence behind a meaning."""

    construct: str
    """The construct's key (the sentence's)."""
    sentence: str | None
    """The sentence in the language asked for; None when it is worded only from a
    variant's numbers (see ``writer``)."""
    writer: str
    """The rulebook walker or table that words it."""
    tests: tuple[str, ...]
    """pytest node ids of the engine tests that show the engine does what it says."""

    def as_dict(self) -> dict[str, object]:
        return {"construct": self.construct, "sentence": self.sentence,
                "writer": self.writer, "tests": list(self.tests)}


_NUMBER = re.compile(r"-?\d+")
COUNTS = frozenset({"n", "amount", "lost", "at", "above"})
"""The fields of a sentence that take a spec's number as written (a count of cards,
points or hands; a bid's level)."""


def stated(keys: Iterable[str], value: str | None, code: str) -> list[Stated]:
    """The sentences stating any of these meaning keys, in language ``code``; a
    sentence taking one number is filled with the value's, when it gives exactly one."""
    numbers = [int(n) for n in _NUMBER.findall(value or "")]
    return [Stated(c.key, sentence(c.key, code, numbers), c.writer, c.tests)
            for c in stating(keys)]


def sentence(key: str, code: str, numbers: list[int] | None = None) -> str | None:
    """A construct's sentence in ``code`` as its phrase table writes it (None when the
    table has none or it needs a variant's numbers the caller has not got)."""
    entry = table_of(code).get(key)
    if entry is None:
        return None
    fields = _fields(entry)
    one = numbers[0] if numbers and len(numbers) == 1 and len(fields) == 1 \
        and fields[0] in COUNTS else None
    if isinstance(entry, str):
        return entry if one is None else entry.format(**{fields[0]: one})
    if one is None:
        return None
    try:
        said: str = entry(**{fields[0]: one})
    except (TypeError, ValueError, KeyError):
        return None
    return said


def _fields(entry: object) -> list[str]:
    if isinstance(entry, str):
        return list(dict.fromkeys(f for _, f, _, _ in string.Formatter().parse(entry) if f))
    if callable(entry):
        return list(inspect.signature(entry).parameters)
    return []
