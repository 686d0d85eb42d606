"""Armenian words for cards, seats, counts and lists (:mod:`pitchspec.rulebook.words`):
հաղթաթուղթ ջեք, դիլեր, 2–8 խաղացող, High, Low և Jack.

>>> from pitchspec.cards import Rank
>>> from pitchspec.i18n import language
>>> from pitchspec.rulebook import words as w
>>> with language("hy"):
...     w.rank_name(Rank.JACK), w.counted(2, "team"), w.joined(["A", "B", "C"])
('Ջեք', 'երկու թիմ', 'A, B և C')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from pitchspec import model as m
from pitchspec.cards import Joker, Rank
from pitchspec.rulebook import words as en
from pitchspec.rulebook.languages.hy import grammar as g
from pitchspec.rulebook.phrasing import book

phrase = book("hy")

_RANKS: dict[Rank, tuple[str, str]] = {
    # the rank, and its plural
    Rank.ACE: ("տուզ", "տուզեր"), Rank.KING: ("թագավոր", "թագավորներ"),
    Rank.QUEEN: ("թագուհի", "թագուհիներ"), Rank.JACK: ("ջեք", "ջեքեր"),
    Rank.TEN: ("տասնոց", "տասնոցներ"), Rank.NINE: ("իննոց", "իննոցներ"),
    Rank.EIGHT: ("ութնոց", "ութնոցներ"), Rank.SEVEN: ("յոթնոց", "յոթնոցներ"),
    Rank.SIX: ("վեցնոց", "վեցնոցներ"), Rank.FIVE: ("հինգնոց", "հինգնոցներ"),
    Rank.FOUR: ("չորսնոց", "չորսնոցներ"), Rank.THREE: ("երեքնոց", "երեքնոցներ"),
    Rank.TWO: ("երկուսնոց", "երկուսնոցներ"),
}
_SUITS = {
    m.SuitRef.SPADES: "ղառ", m.SuitRef.HEARTS: "սիրտ", m.SuitRef.DIAMONDS: "քյափ",
    m.SuitRef.CLUBS: "խաչ", m.SuitRef.TRUMP: "հաղթաթղթեր",
    m.SuitRef.SUB: "ենթահաղթաթղթի գույնը",
    m.SuitRef.OFF: "հաղթաթղթի երանգի մյուս գույնը",
}
_JOKERS = {Joker.JOKER: "ջոկեր", Joker.BIG: "մեծ ջոկեր", Joker.LITTLE: "փոքր ջոկեր"}
_SEATS = {
    m.Seat.ELDER: "առաջին ձեռքը (դիլերից հետո առաջին խաղացողը)",
    m.Seat.DEALER: "դիլերը",
    m.Seat.LEFT_OF_DEALER: "դիլերից ձախ նստած խաղացողը",
    m.Seat.PITCHER: "փիչերը (աճուրդի հաղթողը)",
    m.Seat.LEFT_OF_PITCHER: "փիչերից ձախ նստած խաղացողը",
    m.Seat.LEFT_OF_ELDER: "առաջին ձեռքից ձախ նստած խաղացողը",
}
_SHORT_SEATS = {
    m.Seat.ELDER: "առաջին ձեռքը", m.Seat.DEALER: "դիլերը",
    m.Seat.LEFT_OF_DEALER: "դիլերից ձախ նստած խաղացողը", m.Seat.PITCHER: "փիչերը",
    m.Seat.LEFT_OF_PITCHER: "փիչերից ձախ նստած խաղացողը",
    m.Seat.LEFT_OF_ELDER: "առաջին ձեռքից ձախ նստած խաղացողը",
}
NOUNS = {"card": g.CARD, "new card": g.NEW_CARD, "team": g.TEAM, "round": g.ROUND,
         "joker": g.JOKER, "mark": g.MARK, "deal": g.DEAL, "player": g.PLAYER,
         "point": g.POINT}
"""The nouns the neutral code counts, by their English names."""
_MORE = {"more card": g.CARD, "more deal": g.DEAL}


def rank_low(rank: Rank) -> str:
    """A rank in running text: "ջեք", "տասնոց"."""
    return _RANKS[rank][0]


@phrase(en.rank_name)
def rank_name(rank: Rank) -> str:
    return capital(_RANKS[rank][0])


@phrase(en.rank_plural)
def rank_plural(rank: Rank) -> str:
    return _RANKS[rank][1]


@phrase(en.number)
def number(n: int) -> str:
    return g.numeral(n)


@phrase(en.counted)
def counted(n: int, noun: str) -> str:
    if noun in _MORE:
        return f"ևս {g.count(n, _MORE[noun])}"
    return g.count(n, NOUNS[noun])


@phrase(en.plural)
def plural(noun: str) -> str:
    return NOUNS[noun].pl


@phrase(en.joined)
def joined(items: Iterable[str], last: str = "and") -> str:
    return en.listed(items, "կամ" if last == "or" else "և")


capital = en.capital


@phrase(en.seat)
def seat(where: m.Seat, *, short: bool = False) -> str:
    return (_SHORT_SEATS if short else _SEATS)[where]


@phrase(en.span_of)
def span_of(values: Iterable[int]) -> str:
    return en.spanned(values, "ոչ մեկ", lambda lo, hi: f"{lo}\u2013{hi}",
                      lambda numbers: joined(numbers, "or"))


def players(values: Iterable[int]) -> str:
    """A number of players: "2–8 խաղացող"."""
    return f"{span_of(values)} խաղացող"


@phrase(en.card)
def card(ref: m.CardRef) -> str:
    if ref.joker is not None:
        return _JOKERS[ref.joker]
    assert ref.rank is not None and ref.suit is not None
    rank = rank_low(ref.rank)
    if ref.suit is m.SuitRef.TRUMP:
        return f"հաղթաթուղթ {rank}"
    if ref.suit is m.SuitRef.SUB:
        return f"ենթահաղթաթղթի {rank}"
    if ref.suit is m.SuitRef.OFF:
        return (f"երկրորդ {rank} (հաղթաթղթի հետ նույն երանգի՝ կարմիր կամ սև, մյուս "
                f"գույնի {rank})")
    return f"{_SUITS[ref.suit]} {rank}"


@phrase(en.ranked_card)
def ranked_card(ref: m.CardRef) -> str:
    if ref.joker is not None:
        return capital(_JOKERS[ref.joker])
    assert ref.rank is not None
    if ref.suit is m.SuitRef.OFF:
        return f"Երկրորդ {rank_low(ref.rank)} (նույն երանգի գույն)"
    return rank_name(ref.rank)


def ranks(order: Sequence[Rank]) -> str:
    return " ".join(r.symbol for r in order)


@phrase(en.suit)
def suit(ref: m.SuitRef) -> str:
    return _SUITS[ref]


@phrase(en.points)
def points(n: int) -> str:
    return f"{n} միավոր"
