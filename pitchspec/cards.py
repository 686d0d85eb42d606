"""Cards, suits, ranks and jokers: the vocabulary every stage shares.

Glossary (used throughout the code):

* **hand** - the cards one player holds; **deal** / **round** - one cycle of dealing,
  bidding, playing six (or so) tricks and scoring; **match** - rounds played until a
  side reaches the target.
* **trick** - one card from each player in turn; **lead** - the first card of a trick.
* **bid** - the number of points a player undertakes to take; **pitcher** (maker) -
  the player who won the bid and leads first; **set back** - failing the bid.
* **High / Low / Jack / Game** - the four classic points: highest trump in play,
  lowest trump in play, the Jack of trumps, and the majority of card points.
* **card points** - the Game count (Ten 10, Ace 4, King 3, Queen 2, Jack 1).
* **side** - a player in individual (cut-throat) play, a team in partnership play.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum


class Colour(Enum):
    BLACK = "black"
    RED = "red"


class Suit(Enum):
    SPADES = "spades"
    HEARTS = "hearts"
    DIAMONDS = "diamonds"
    CLUBS = "clubs"

    @property
    def colour(self) -> Colour:
        return Colour.BLACK if self in (Suit.SPADES, Suit.CLUBS) else Colour.RED

    @property
    def partner(self) -> Suit:
        """The other suit of the same colour (spades <-> clubs, hearts <-> diamonds)."""
        return _PARTNER[self]

    @property
    def symbol(self) -> str:
        return _SYMBOL[self]


_PARTNER = {
    Suit.SPADES: Suit.CLUBS,
    Suit.CLUBS: Suit.SPADES,
    Suit.HEARTS: Suit.DIAMONDS,
    Suit.DIAMONDS: Suit.HEARTS,
}
_SYMBOL = {Suit.SPADES: "S", Suit.HEARTS: "H", Suit.DIAMONDS: "D", Suit.CLUBS: "C"}


class Rank(IntEnum):
    """Natural ranks; the integer is the natural order, Ace high."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def symbol(self) -> str:
        return _RANK_SYMBOL[self]

    @classmethod
    def parse(cls, text: str) -> Rank | None:
        """A rank from its symbol as written in specs: A K Q J 10 9 ... 2."""
        return _RANK_BY_SYMBOL.get(text.upper())


_RANK_SYMBOL = {r: str(int(r)) for r in Rank if r <= 10} | {
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
    Rank.ACE: "A",
}
_RANK_BY_SYMBOL = {s: r for r, s in _RANK_SYMBOL.items()}

NATURAL_ORDER: tuple[Rank, ...] = tuple(sorted(Rank, reverse=True))
"""A K Q J 10 9 8 7 6 5 4 3 2: "as in whist"."""


class Joker(Enum):
    """Jokers: a single joker, or the big (high) and little (low) joker of a pair."""

    JOKER = "joker"
    BIG = "big joker"
    LITTLE = "little joker"


@dataclass(frozen=True, order=True)
class Card:
    """A physical card: a suited card (suit and rank) or a joker."""

    suit: Suit | None
    rank: Rank | None
    joker: Joker | None = None

    def __str__(self) -> str:
        if self.joker is not None:
            return self.joker.value
        assert self.rank is not None and self.suit is not None
        return f"{self.rank.symbol}{self.suit.symbol}"

    @classmethod
    def suited(cls, rank: Rank, suit: Suit) -> Card:
        return cls(suit, rank, None)

    @classmethod
    def of_joker(cls, joker: Joker) -> Card:
        return cls(None, None, joker)


def parse_card(text: str) -> Card | None:
    """A concrete card written compactly, e.g. ``JS``, ``10H``, ``big joker``."""
    t = text.strip()
    for j in Joker:
        if t.lower() == j.value or t.lower() == j.value.replace(" ", "_"):
            return Card.of_joker(j)
    if len(t) < 2:
        return None
    rank = Rank.parse(t[:-1])
    suit = next((s for s in Suit if s.symbol == t[-1].upper()), None)
    if rank is None or suit is None:
        return None
    return Card.suited(rank, suit)
