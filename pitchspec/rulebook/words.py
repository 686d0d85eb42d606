"""Words for cards, seats, counts and lists, as a player would say them.

These are the small pieces the rulebook's sentences are built from: "the Jack of
trumps", "the player to the dealer's left", "2 to 8 players", "High, Low and Jack".

>>> from pitchspec.cards import Rank
>>> rank_name(Rank.JACK), counted(2, "team"), joined(["High", "Low", "Jack"])
('Jack', 'two teams', 'High, Low and Jack')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from fractions import Fraction

from pitchspec import model as m
from pitchspec.cards import Joker, Rank
from pitchspec.rulebook.phrasing import phrase

_RANK_NAMES = {
    Rank.ACE: "Ace", Rank.KING: "King", Rank.QUEEN: "Queen", Rank.JACK: "Jack",
    Rank.TEN: "Ten", Rank.NINE: "Nine", Rank.EIGHT: "Eight", Rank.SEVEN: "Seven",
    Rank.SIX: "Six", Rank.FIVE: "Five", Rank.FOUR: "Four", Rank.THREE: "Three",
    Rank.TWO: "Two",
}
_NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight",
                 "nine", "ten", "eleven", "twelve")
_SUIT_NAMES = {
    m.SuitRef.TRUMP: "trumps", m.SuitRef.SUB: "the sub-trump suit",
    m.SuitRef.OFF: "the other suit of the trump colour", m.SuitRef.SPADES: "spades",
    m.SuitRef.HEARTS: "hearts", m.SuitRef.DIAMONDS: "diamonds", m.SuitRef.CLUBS: "clubs",
}
_JOKER_NAMES = {Joker.JOKER: "the joker", Joker.BIG: "the big joker",
                Joker.LITTLE: "the little joker"}
_SEATS = {
    m.Seat.ELDER: "elder (the first player after the dealer)",
    m.Seat.DEALER: "the dealer",
    m.Seat.LEFT_OF_DEALER: "the player to the dealer's left",
    m.Seat.PITCHER: "the pitcher (the winner of the auction)",
    m.Seat.LEFT_OF_PITCHER: "the player to the pitcher's left",
    m.Seat.LEFT_OF_ELDER: "the player to elder's left",
}
_SHORT_SEATS = {
    m.Seat.ELDER: "elder", m.Seat.DEALER: "the dealer",
    m.Seat.LEFT_OF_DEALER: "the player to the dealer's left", m.Seat.PITCHER: "the pitcher",
    m.Seat.LEFT_OF_PITCHER: "the player to the pitcher's left",
    m.Seat.LEFT_OF_ELDER: "the player to elder's left",
}


@phrase
def rank_name(rank: Rank) -> str:
    """A rank as a word: Ace, King, ..., Two."""
    return _RANK_NAMES[rank]


@phrase
def rank_plural(rank: Rank) -> str:
    """A rank in the plural: Aces, Sixes, Twos."""
    name = _RANK_NAMES[rank]
    return name + ("es" if name.endswith("x") else "s")


@phrase
def number(n: int) -> str:
    """Small counts as words ("two"), larger ones as digits ("14")."""
    return _NUMBER_WORDS[n] if 0 <= n < len(_NUMBER_WORDS) else str(n)


@phrase
def counted(n: int, noun: str) -> str:
    """``n`` things, with the noun in the plural when needed: "one card", "six cards"."""
    return f"{number(n)} {noun if n == 1 else plural(noun)}"


@phrase
def plural(noun: str) -> str:
    return noun[:-1] + "ies" if noun.endswith("y") and noun[-2:] != "ey" else noun + "s"


def listed(items: Iterable[str], conjunction: str) -> str:
    """A list in prose, in any language: "A", "A and B", "A, B and C" with the
    language's ``conjunction`` before the last."""
    words = list(items)
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} {conjunction} {words[-1]}"


@phrase
def joined(items: Iterable[str], last: str = "and") -> str:
    """A list in prose: "A", "A and B", "A, B and C"."""
    return listed(items, last)


def capital(text: str) -> str:
    """The text with its first letter capitalised."""
    return text[:1].upper() + text[1:]


@phrase
def seat(where: m.Seat, *, short: bool = False) -> str:
    """A seat named by its role: elder, the dealer, the pitcher, ..."""
    return (_SHORT_SEATS if short else _SEATS)[where]


def spanned(values: Iterable[int], none: str, run: Callable[[int, int], str],
            alternatives: Callable[[Iterable[str]], str]) -> str:
    """A set of whole numbers in any language: ``none`` for no number, ``run(lo, hi)``
    for three or more in a row, else the numbers as ``alternatives`` ("4 or 6")."""
    found = sorted(set(values))
    if not found:
        return none
    lo, hi = found[0], found[-1]
    if len(found) > 2 and found == list(range(lo, hi + 1)):
        return run(lo, hi)
    return alternatives(str(n) for n in found)


@phrase
def span_of(values: Iterable[int]) -> str:
    """A set of whole numbers as "2 to 8", "4", "4 or 6", "3, 5 or 7"."""
    return spanned(values, "none", lambda lo, hi: f"{lo} to {hi}",
                   lambda numbers: joined(numbers, "or"))


def fraction(value: Fraction) -> str:
    """Card points: whole numbers as digits, halves as "1/2"."""
    return str(value.numerator) if value.denominator == 1 else str(value)


@phrase
def card(ref: m.CardRef) -> str:
    """A card named in the rules: "the Jack of trumps", "the Four of spades"."""
    if ref.joker is not None:
        return _JOKER_NAMES[ref.joker]
    assert ref.rank is not None and ref.suit is not None
    name = rank_name(ref.rank)
    if ref.suit is m.SuitRef.OFF:
        return f"the off-{name} (the {name} of the other suit of the trump colour)"
    return f"the {name} of {_SUIT_NAMES[ref.suit]}"


@phrase
def ranked_card(ref: m.CardRef) -> str:
    """A place in the trump order: "Ace", "off-Jack", "Big joker"."""
    if ref.joker is not None:
        return capital(ref.joker.value)
    assert ref.rank is not None
    if ref.suit is m.SuitRef.OFF:
        return f"off-{rank_name(ref.rank)} (same colour)"
    return rank_name(ref.rank)


def ranks(order: Sequence[Rank]) -> str:
    """A rank order written compactly, highest first: "A K Q J 10 ... 2"."""
    return " ".join(r.symbol for r in order)


@phrase
def suit(ref: m.SuitRef) -> str:
    return _SUIT_NAMES[ref]


@phrase
def points(n: int) -> str:
    """An amount of scoring points: "1 point", "15 points"."""
    return f"{n} point" if abs(n) == 1 else f"{n} points"
