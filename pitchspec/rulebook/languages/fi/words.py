"""Finnish words for cards, seats, counts and lists (:mod:`pitchspec.rulebook.words`):
valttijätkä, jakaja, 2–8 pelaajaa, High, Low ja Jack.

>>> from pitchspec.cards import Rank
>>> from pitchspec.i18n import language
>>> from pitchspec.rulebook import words as w
>>> with language("fi"):
...     w.rank_name(Rank.JACK), w.counted(2, "team"), w.joined(["A", "B", "C"])
('Jätkä', 'kaksi joukkuetta', 'A, B ja C')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from pitchspec import model as m
from pitchspec.cards import Joker, Rank
from pitchspec.rulebook import words as en
from pitchspec.rulebook.languages.fi import grammar as g
from pitchspec.rulebook.phrasing import book

phrase = book("fi")

_RANKS: dict[Rank, tuple[str, str, str, str, str]] = {
    # nominative, nominative plural, partitive plural, elative, illative
    Rank.ACE: ("ässä", "ässät", "ässiä", "ässästä", "ässään"),
    Rank.KING: ("kuningas", "kuninkaat", "kuninkaita", "kuninkaasta", "kuninkaaseen"),
    Rank.QUEEN: ("kuningatar", "kuningattaret", "kuningattaria", "kuningattaresta",
                 "kuningattareen"),
    Rank.JACK: ("jätkä", "jätkät", "jätkiä", "jätkästä", "jätkään"),
    Rank.TEN: ("kymppi", "kympit", "kymppejä", "kympistä", "kymppiin"),
    Rank.NINE: ("ysi", "ysit", "ysejä", "ysistä", "ysiin"),
    Rank.EIGHT: ("kasi", "kasit", "kaseja", "kasista", "kasiin"),
    Rank.SEVEN: ("seiska", "seiskat", "seiskoja", "seiskasta", "seiskaan"),
    Rank.SIX: ("kutonen", "kutoset", "kutosia", "kutosesta", "kutoseen"),
    Rank.FIVE: ("vitonen", "vitoset", "vitosia", "vitosesta", "vitoseen"),
    Rank.FOUR: ("nelonen", "neloset", "nelosia", "nelosesta", "neloseen"),
    Rank.THREE: ("kolmonen", "kolmoset", "kolmosia", "kolmosesta", "kolmoseen"),
    Rank.TWO: ("kakkonen", "kakkoset", "kakkosia", "kakkosesta", "kakkoseen"),
}
_SUITS = {
    m.SuitRef.SPADES: "pata", m.SuitRef.HEARTS: "hertta", m.SuitRef.DIAMONDS: "ruutu",
    m.SuitRef.CLUBS: "risti", m.SuitRef.TRUMP: "valtit", m.SuitRef.SUB: "alavalttimaa",
    m.SuitRef.OFF: "valtin kanssa samanvärinen maa",
}
_PREFIX = {m.SuitRef.SPADES: "pata", m.SuitRef.HEARTS: "hertta", m.SuitRef.DIAMONDS: "ruutu",
           m.SuitRef.CLUBS: "risti", m.SuitRef.TRUMP: "valtti", m.SuitRef.SUB: "alavaltti"}
_JOKERS = {Joker.JOKER: "jokeri", Joker.BIG: "iso jokeri", Joker.LITTLE: "pieni jokeri"}
_SEATS = {
    m.Seat.ELDER: "etukäsi (ensimmäinen pelaaja jakajan jälkeen)",
    m.Seat.DEALER: "jakaja",
    m.Seat.LEFT_OF_DEALER: "jakajasta vasemmalla istuva pelaaja",
    m.Seat.PITCHER: "syöttäjä (huutokaupan voittaja)",
    m.Seat.LEFT_OF_PITCHER: "syöttäjästä vasemmalla istuva pelaaja",
    m.Seat.LEFT_OF_ELDER: "etukädestä vasemmalla istuva pelaaja",
}
_SHORT_SEATS = {
    m.Seat.ELDER: "etukäsi", m.Seat.DEALER: "jakaja",
    m.Seat.LEFT_OF_DEALER: "jakajasta vasemmalla istuva pelaaja", m.Seat.PITCHER: "syöttäjä",
    m.Seat.LEFT_OF_PITCHER: "syöttäjästä vasemmalla istuva pelaaja",
    m.Seat.LEFT_OF_ELDER: "etukädestä vasemmalla istuva pelaaja",
}
NOUNS = {"card": g.CARD, "new card": g.NEW_CARD, "team": g.TEAM, "round": g.ROUND,
         "joker": g.JOKER, "mark": g.MARK, "deal": g.DEAL, "player": g.PLAYER,
         "point": g.POINT}
"""The nouns the neutral code counts, by their English names."""
_MORE = {"more card": g.CARD, "more deal": g.DEAL}


def rank_low(rank: Rank, form: int = 0) -> str:
    """A rank in running text: 0 nominative, 1 nominative plural, 2 partitive plural,
    3 elative, 4 illative ("jätkä", "jätkät", "jätkiä", "jätkästä", "jätkään")."""
    return _RANKS[rank][form]


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
        return f"vielä {g.count(n, _MORE[noun])}"
    return g.count(n, NOUNS[noun])


@phrase(en.plural)
def plural(noun: str) -> str:
    return NOUNS[noun].pl[0]


@phrase(en.joined)
def joined(items: Iterable[str], last: str = "and") -> str:
    return en.listed(items, "tai" if last == "or" else "ja")


capital = en.capital


@phrase(en.seat)
def seat(where: m.Seat, *, short: bool = False) -> str:
    return (_SHORT_SEATS if short else _SEATS)[where]


@phrase(en.span_of)
def span_of(values: Iterable[int]) -> str:
    return en.spanned(values, "ei yhtään", lambda lo, hi: f"{lo}\u2013{hi}",
                      lambda numbers: joined(numbers, "or"))


def players(values: Iterable[int]) -> str:
    """A number of players: "2–8 pelaajaa", "4 pelaajaa"."""
    found = sorted(set(values))
    return f"{span_of(found)} {g.form(g.PLAYER, found[-1] if found else 0)}"


@phrase(en.card)
def card(ref: m.CardRef) -> str:
    if ref.joker is not None:
        return _JOKERS[ref.joker]
    assert ref.rank is not None and ref.suit is not None
    rank = rank_low(ref.rank)
    if ref.suit is m.SuitRef.OFF:
        return f"toinen {rank} (valtin kanssa samanvärisen maan {rank})"
    return f"{_PREFIX[ref.suit]}{rank}"


@phrase(en.ranked_card)
def ranked_card(ref: m.CardRef) -> str:
    if ref.joker is not None:
        return capital(_JOKERS[ref.joker])
    assert ref.rank is not None
    if ref.suit is m.SuitRef.OFF:
        return f"Toinen {rank_low(ref.rank)} (samanvärinen maa)"
    return rank_name(ref.rank)


def ranks(order: Sequence[Rank]) -> str:
    return " ".join(r.symbol for r in order)


@phrase(en.suit)
def suit(ref: m.SuitRef) -> str:
    return _SUITS[ref]


@phrase(en.points)
def points(n: int) -> str:
    return f"{n} {g.form(g.POINT, n)}"
