"""Phrase patterns: the small matcher that gives words in a spec their meaning.

A pattern is written the way a rule reads, e.g. ``"dealer bids {int} [or {name}]"``.
Tokens are literal words, optional literals ``[word]``, and typed holes:

==============  ===========================================================
``{int}``       a whole number (may be negative)
``{nat}``       a whole number >= 0
``{range}``     a number or a range ``lo..hi``, captured as ``(lo, hi)``
``{frac}``      a number or a fraction ``1/2``
``{str}``       a quoted string
``{name}``      any word
``{seed}``      a seed id such as ``000``
``{rank}``      a rank: A K Q J 10 ... 2
``{ranks}``     one or more ranks, or ranges of ranks such as ``2..6``
``{card}``      a card named in rules: ``trump J``, ``off J``, ``spades 4``, ``big joker``
``{rest}``      every remaining word, read by the setting itself
``{a|b|c}``     one of the listed words
==============  ===========================================================

Each form pairs a pattern with a builder that turns the captures into a fragment
(a dict of model fields). Matching never raises: no match is ``None``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from pitchspec.cards import Joker, Rank
from pitchspec.model import CardRef, SuitRef
from pitchspec.parse import Atom, AtomKind

Fragment = dict[str, Any]
Builder = Callable[..., Fragment]


@dataclass(frozen=True)
class Form:
    """One accepted shape of a phrase and what it means."""

    pattern: str
    build: Builder

    @property
    def tokens(self) -> tuple[str, ...]:
        return tuple(self.pattern.split())

    def shown(self) -> str:
        """The pattern as shown to people: holes in angle brackets."""
        return " ".join(_show_token(t) for t in self.tokens)


def _show_token(token: str) -> str:
    if token.startswith("{") and "|" in token:
        return token[1:-1]
    if token.startswith("{"):
        return f"<{token[1:-1]}>"
    return token


def match(form: Form, atoms: Sequence[Atom]) -> Fragment | None:
    """Match a whole phrase against a form; return its fragment or None."""
    for captures in _match(form.tokens, 0, atoms, 0):
        return form.build(*captures)
    return None


def match_any(forms: Sequence[Form], atoms: Sequence[Atom]) -> Fragment | None:
    for form in forms:
        result = match(form, atoms)
        if result is not None:
            return result
    return None


def _match(
    tokens: tuple[str, ...], i: int, atoms: Sequence[Atom], j: int
) -> Iterator[list[Any]]:
    if i == len(tokens):
        if j == len(atoms):
            yield []
        return
    token = tokens[i]
    if token.startswith("[") and token.endswith("]"):
        word = token[1:-1]
        if j < len(atoms) and _is_word(atoms[j], word):
            yield from _match(tokens, i + 1, atoms, j + 1)
        yield from _match(tokens, i + 1, atoms, j)
        return
    if not token.startswith("{"):
        if j < len(atoms) and _is_word(atoms[j], token):
            yield from _match(tokens, i + 1, atoms, j + 1)
        return
    for value, width in _holes(token[1:-1], atoms, j):
        for rest in _match(tokens, i + 1, atoms, j + width):
            yield [value, *rest]


def _is_word(atom: Atom, word: str) -> bool:
    return atom.kind is AtomKind.NAME and atom.text == word


def _holes(hole: str, atoms: Sequence[Atom], j: int) -> Iterator[tuple[Any, int]]:
    """Every way the hole can consume atoms starting at ``j``: (value, width)."""
    if hole == "ranks":
        yield from _rank_runs(atoms, j)
        return
    if hole == "card":
        yield from _card(atoms, j)
        return
    if hole == "rest":
        if j < len(atoms):
            yield tuple(atoms[j:]), len(atoms) - j
        return
    if j >= len(atoms):
        return
    value = _single(hole, atoms[j])
    if value is not None:
        yield value, 1


def _single(hole: str, atom: Atom) -> Any:
    if "|" in hole:
        return atom.text if atom.kind is AtomKind.NAME and atom.text in hole.split("|") else None
    return _SINGLE[hole](atom) if hole in _SINGLE else None


def _int(atom: Atom) -> int | None:
    return int(atom.text) if atom.kind is AtomKind.INT else None


def _nat(atom: Atom) -> int | None:
    value = _int(atom)
    return value if value is not None and value >= 0 else None


def _range(atom: Atom) -> tuple[int, int] | None:
    if atom.kind is AtomKind.INT:
        return int(atom.text), int(atom.text)
    if atom.kind is AtomKind.RANGE:
        lo, hi = atom.text.split("..")
        return int(lo), int(hi)
    return None


def _frac(atom: Atom) -> Fraction | None:
    if atom.kind in (AtomKind.INT, AtomKind.FRACTION):
        try:
            return Fraction(atom.text)
        except ZeroDivisionError:
            return None
    return None


def rank_of(atom: Atom) -> Rank | None:
    if atom.kind in (AtomKind.NAME, AtomKind.INT):
        return Rank.parse(atom.text)
    return None


_SINGLE: dict[str, Callable[[Atom], Any]] = {
    "int": _int,
    "nat": _nat,
    "range": _range,
    "frac": _frac,
    "str": lambda a: a.value if a.kind is AtomKind.STRING else None,
    "name": lambda a: a.text if a.kind is AtomKind.NAME else None,
    "seed": lambda a: a.text if a.kind in (AtomKind.INT, AtomKind.NAME) else None,
    "rank": rank_of,
}


def _rank_runs(atoms: Sequence[Atom], j: int) -> Iterator[tuple[tuple[Rank, ...], int]]:
    """Ranks written one by one or as ranges (``2..6``), greedily to the phrase end."""
    ranks: list[Rank] = []
    k = j
    while k < len(atoms):
        expanded = ranks_of(atoms[k])
        if expanded is None:
            break
        ranks.extend(expanded)
        k += 1
    if ranks:
        yield tuple(ranks), k - j


def ranks_of(atom: Atom) -> tuple[Rank, ...] | None:
    """The ranks one atom names: a single rank or a numeric range of ranks."""
    if atom.kind is AtomKind.RANGE:
        lo, hi = sorted(int(x) for x in atom.text.split(".."))
        if lo >= 2 and hi <= 14:
            return tuple(Rank(v) for v in range(lo, hi + 1))
        return None
    rank = rank_of(atom)
    return (rank,) if rank is not None else None


_SUIT_WORDS = {s.value: s for s in SuitRef}
_JOKER_WORDS = {"big": Joker.BIG, "little": Joker.LITTLE, "high": Joker.BIG, "low": Joker.LITTLE}


def _card(atoms: Sequence[Atom], j: int) -> Iterator[tuple[CardRef, int]]:
    if j < len(atoms) and _is_word(atoms[j], "joker"):
        yield CardRef(None, None, Joker.JOKER, atoms[j].span), 1
        return
    if j + 1 >= len(atoms):
        return
    first, second = atoms[j], atoms[j + 1]
    if _is_word(second, "joker") and first.text in _JOKER_WORDS:
        yield CardRef(None, None, _JOKER_WORDS[first.text], first.span), 2
        return
    suit = _SUIT_WORDS.get(first.text) if first.kind is AtomKind.NAME else None
    rank = rank_of(second)
    if suit is not None and rank is not None:
        yield CardRef(suit, rank, None, first.span), 2


def const(**fields: Any) -> Builder:
    """A builder for a form with no holes: always the same fragment."""
    return lambda: dict(fields)


def field(name: str, convert: Callable[[Any], Any] = lambda v: v) -> Builder:
    """A builder for a one-hole form: the capture (converted) becomes ``name``."""
    return lambda value: {name: convert(value)}
