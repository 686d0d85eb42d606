"""Russian words for cards, seats, counts and lists (:mod:`pitchspec.rulebook.words`):
козырный валет, дилер, от 2 до 8, High, Low и Jack.

>>> from pitchspec.cards import Rank
>>> from pitchspec.i18n import language
>>> from pitchspec.rulebook import words as w
>>> with language("ru"):
...     w.rank_name(Rank.JACK), w.counted(2, "team"), w.joined(["A", "B", "C"])
('Валет', 'две команды', 'A, B и C')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from pitchspec import model as m
from pitchspec.cards import Joker, Rank
from pitchspec.rulebook import words as en
from pitchspec.rulebook.languages.ru import grammar as g
from pitchspec.rulebook.phrasing import book

phrase = book("ru")

_RANKS: dict[Rank, tuple[str, str, str]] = {
    # nominative, genitive, nominative plural / genitive plural
    Rank.ACE: ("туз", "туза", "тузов"), Rank.KING: ("король", "короля", "королей"),
    Rank.QUEEN: ("дама", "дамы", "дам"), Rank.JACK: ("валет", "валета", "валетов"),
    Rank.TEN: ("десятка", "десятки", "десяток"), Rank.NINE: ("девятка", "девятки", "девяток"),
    Rank.EIGHT: ("восьмёрка", "восьмёрки", "восьмёрок"),
    Rank.SEVEN: ("семёрка", "семёрки", "семёрок"), Rank.SIX: ("шестёрка", "шестёрки", "шестёрок"),
    Rank.FIVE: ("пятёрка", "пятёрки", "пятёрок"), Rank.FOUR: ("четвёрка", "четвёрки", "четвёрок"),
    Rank.THREE: ("тройка", "тройки", "троек"), Rank.TWO: ("двойка", "двойки", "двоек"),
}
_PLURAL = {Rank.ACE: "тузы", Rank.KING: "короли", Rank.QUEEN: "дамы", Rank.JACK: "валеты",
           Rank.TEN: "десятки", Rank.NINE: "девятки", Rank.EIGHT: "восьмёрки",
           Rank.SEVEN: "семёрки", Rank.SIX: "шестёрки", Rank.FIVE: "пятёрки",
           Rank.FOUR: "четвёрки", Rank.THREE: "тройки", Rank.TWO: "двойки"}
_SUITS = {
    # nominative, genitive (of a card: "туз пик")
    m.SuitRef.SPADES: ("пики", "пик"), m.SuitRef.HEARTS: ("червы", "червей"),
    m.SuitRef.DIAMONDS: ("бубны", "бубён"), m.SuitRef.CLUBS: ("трефы", "треф"),
    m.SuitRef.TRUMP: ("козыри", "козырей"), m.SuitRef.SUB: ("подкозырная масть",
                                                         "подкозырной масти"),
    m.SuitRef.OFF: ("другая масть цвета козырей", "другой масти цвета козырей"),
}
_JOKERS = {Joker.JOKER: "джокер", Joker.BIG: "большой джокер", Joker.LITTLE: "малый джокер"}
_SEATS = {
    m.Seat.ELDER: "старшая рука (первый игрок после дилера)",
    m.Seat.DEALER: "дилер",
    m.Seat.LEFT_OF_DEALER: "игрок слева от дилера",
    m.Seat.PITCHER: "питчер (победитель торгов)",
    m.Seat.LEFT_OF_PITCHER: "игрок слева от питчера",
    m.Seat.LEFT_OF_ELDER: "игрок слева от старшей руки",
}
_SHORT_SEATS = {
    m.Seat.ELDER: "старшая рука", m.Seat.DEALER: "дилер",
    m.Seat.LEFT_OF_DEALER: "игрок слева от дилера", m.Seat.PITCHER: "питчер",
    m.Seat.LEFT_OF_PITCHER: "игрок слева от питчера",
    m.Seat.LEFT_OF_ELDER: "игрок слева от старшей руки",
}
NOUNS = {"card": g.CARD, "new card": g.NEW_CARD, "team": g.TEAM, "round": g.ROUND,
         "joker": g.JOKER, "mark": g.MARK, "deal": g.DEAL, "player": g.PLAYER,
         "point": g.POINT}
"""The nouns the neutral code counts, by their English names."""
_MORE = {"more card": g.CARD, "more deal": g.DEAL}


def rank_low(rank: Rank, case: str = "nom") -> str:
    """A rank in running text: "валет", "валета" (nominative or genitive)."""
    nom, gen, _ = _RANKS[rank]
    return gen if case == "gen" else nom


def ranks_gen(ranks: Iterable[Rank]) -> list[str]:
    """Ranks in the genitive plural: "двоек", "шестёрок"."""
    return [_RANKS[r][2] for r in ranks]


@phrase(en.rank_name)
def rank_name(rank: Rank) -> str:
    return capital(_RANKS[rank][0])


@phrase(en.rank_plural)
def rank_plural(rank: Rank) -> str:
    return _PLURAL[rank]


@phrase(en.number)
def number(n: int) -> str:
    return g.numeral(n, g.POINT) if 0 <= n <= 12 else str(n)


@phrase(en.counted)
def counted(n: int, noun: str) -> str:
    if noun in _MORE:
        return f"ещё {g.count(n, _MORE[noun])}"
    return g.count(n, NOUNS[noun])


@phrase(en.plural)
def plural(noun: str) -> str:
    return NOUNS[noun].case("nom", many=True)


@phrase(en.joined)
def joined(items: Iterable[str], last: str = "and") -> str:
    return en.listed(items, "или" if last == "or" else "и")


capital = en.capital


@phrase(en.seat)
def seat(where: m.Seat, *, short: bool = False) -> str:
    return (_SHORT_SEATS if short else _SEATS)[where]


@phrase(en.span_of)
def span_of(values: Iterable[int]) -> str:
    return en.spanned(values, "нет", lambda lo, hi: f"от {lo} до {hi}",
                      lambda numbers: joined(numbers, "or"))


def players(values: Iterable[int]) -> str:
    """A number of players: "от 2 до 8 игроков", "4 игрока", "4 или 6 игроков"."""
    found = sorted(set(values))
    last = found[-1] if found else 0
    ranged = len(found) > 2 and found == list(range(found[0], last + 1))
    return f"{span_of(found)} {g.form(g.PLAYER, last, 'gen' if ranged else 'nom')}"


@phrase(en.card)
def card(ref: m.CardRef) -> str:
    return card_case(ref, "nom")


def card_case(ref: m.CardRef, case: str) -> str:
    """A card named in the rules, in the nominative or genitive: "козырный валет",
    "четвёрка пик", "большого джокера"."""
    if ref.joker is not None:
        name = _JOKERS[ref.joker]
        return _joker_gen(name) if case == "gen" else name
    assert ref.rank is not None and ref.suit is not None
    rank = rank_low(ref.rank, case)
    if ref.suit is m.SuitRef.TRUMP:
        feminine = _feminine(ref.rank)
        adjective = ("козырной" if feminine else "козырного") if case == "gen" else (
            "козырная" if feminine else "козырный")
        return f"{adjective} {rank}"
    if ref.suit is m.SuitRef.OFF:
        return f"{rank} другой масти того же цвета, что и козыри"
    return f"{rank} {_SUITS[ref.suit][1]}"


def _feminine(rank: Rank) -> bool:
    return rank not in (Rank.ACE, Rank.KING, Rank.JACK)


def _joker_gen(name: str) -> str:
    return {"джокер": "джокера", "большой джокер": "большого джокера",
            "малый джокер": "малого джокера"}[name]


@phrase(en.ranked_card)
def ranked_card(ref: m.CardRef) -> str:
    if ref.joker is not None:
        return capital(_JOKERS[ref.joker])
    assert ref.rank is not None
    if ref.suit is m.SuitRef.OFF:
        return f"{rank_name(ref.rank)} другой масти того же цвета"
    return rank_name(ref.rank)


def ranks(order: Sequence[Rank]) -> str:
    return " ".join(r.symbol for r in order)


@phrase(en.suit)
def suit(ref: m.SuitRef) -> str:
    return _SUITS[ref][0]


@phrase(en.points)
def points(n: int) -> str:
    return f"{n} {g.form(g.POINT, n)}"


def points_case(n: int, case: str) -> str:
    """An amount of points in a case: "15 очков" (gen), "1 очко"."""
    return f"{n} {g.form(g.POINT, n, case)}"
