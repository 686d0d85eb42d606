"""Cards as a player sees them: a face (rank and suit sign, red or black) in HTML, and
a name for the text beside it (screen readers, text and LaTeX builds).

A card is the engine's card number (0 to 53: spades, hearts, diamonds, clubs from the
Two up, then the jokers). HTML is plain spans styled by ``pitchspec.css`` (class
``pc``): no picture is fetched, and the rank and suit stay text a reader can select.

>>> name(12)
'Ace of spades'
>>> face(22)
'<span class="pc pc-red">J<span class="pc-suit">♥</span></span>'
>>> short(9, ())
'J♠'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from pitchspec.cards import Joker, Rank
from pitchspec.rulebook import words as w
from pitchspec.rulebook.texts import text

SUITS = ("spades", "hearts", "diamonds", "clubs")
SIGNS = ("♠", "♥", "♦", "♣")
RED = (1, 2)
BIG, LITTLE = 52, 53
DISPLAY_ORDER = (0, 1, 3, 2)
"""Suits in a held hand: spades, hearts, clubs, diamonds (the colours alternate)."""


def suit_of(card: int) -> int | None:
    return card // 13 if card < 52 else None


def rank_of(card: int) -> Rank | None:
    return Rank(card % 13 + 2) if card < 52 else None


def joker_of(card: int, jokers: Sequence[Joker]) -> Joker:
    """Which joker a joker's number is, in a pack with these jokers."""
    if len(jokers) == 2:
        return Joker.BIG if card == BIG else Joker.LITTLE
    return Joker.JOKER


def name(card: int, jokers: Sequence[Joker] = ()) -> str:
    """The card in words: "Ten of hearts", "Big joker"."""
    rank = rank_of(card)
    if rank is None:
        return text(f"card.{joker_of(card, jokers).value}")
    named = w.rank_name(rank)
    return text(f"card.name.{SUITS[card // 13]}", rank=named, lower=named.lower())


def suit_name(suit: int) -> str:
    return text(f"suit.{SUITS[suit]}")


def short(card: int, jokers: Sequence[Joker] = ()) -> str:
    """The card as a compact text: "10♥", "Big joker"."""
    rank = rank_of(card)
    if rank is None:
        return name(card, jokers)
    return f"{rank.symbol}{SIGNS[card // 13]}"


def face(card: int, jokers: Sequence[Joker] = (), extra: str = "") -> str:
    """One card drawn: its rank and suit sign in the suit's colour."""
    rank = rank_of(card)
    classes = f"pc {extra}".strip()
    if rank is None:
        joker = joker_of(card, jokers)
        return (f'<span class="{classes} pc-joker">{escape(text(f"card.{joker.value}.face"))}'
                '<span class="pc-suit">★</span></span>')
    colour = "pc-red" if card // 13 in RED else "pc-black"
    return (f'<span class="{classes} {colour}">{rank.symbol}'
            f'<span class="pc-suit">{SIGNS[card // 13]}</span></span>')


def held(cards: Iterable[int]) -> list[int]:
    """Cards as a player holds them: jokers, then spades, hearts, clubs, diamonds, each
    suit high to low."""
    def key(card: int) -> tuple[int, int]:
        suit = suit_of(card)
        return (-1 if suit is None else DISPLAY_ORDER.index(suit), -(card % 13) if
                suit is not None else card)
    return sorted(cards, key=key)


def row(cards: Iterable[int], jokers: Sequence[Joker] = ()) -> str:
    """A hand as a row of cards (an empty hand says so)."""
    shown = [face(c, jokers) for c in cards]
    inner = "".join(shown) if shown else f'<span class="pc-none">{text("cards.none")}</span>'
    return f'<span class="pitch-hand">{inner}</span>'


def listed(cards: Iterable[int], jokers: Sequence[Joker] = ()) -> str:
    """A hand in words, for the text beside a picture."""
    names = [name(c, jokers) for c in cards]
    return w.joined(names) if names else text("cards.none")


def compact(cards: Iterable[int], jokers: Sequence[Joker] = ()) -> str:
    """A hand in compact text: "A♠ 10♠ K♥"."""
    return " ".join(short(c, jokers) for c in cards) or text("cards.none")
