"""Pictures of cards for a rulebook page: a deal at the table, a trick round the
table, the trump order as a strip of cards.

Each picture is HTML (spans and a few positioned boxes, styled by ``pitchspec.css``,
nothing fetched) hidden from screen readers, paired by :func:`pitchspec.rulebook.rest.
picture` with a text alternative that screen readers read and the text, LaTeX and
ePub-less builders show instead. The seats sit round the table in the variant's
direction of play (:class:`pitchspec.rulebook.seating.Table`).

>>> from pitchspec.rulebook.seating import Table
>>> html = trick_html(Table(2, (0, 1)), 1, 0, ((0, 12), (1, 11)), 0, ())
>>> 'pt-won' in html and 'A<span class="pc-suit">♠</span>' in html
True
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from pitchspec import model as m
from pitchspec.cards import Joker, Rank, Suit
from pitchspec.rulebook import cardfaces as cf
from pitchspec.rulebook.seating import Table
from pitchspec.rulebook.texts import text

ARROWS = {True: "↻", False: "↺"}
"""The direction of play drawn in the middle of the table."""


def _style(left: float, top: float) -> str:
    return f'style="left:{left:.1f}%;top:{top:.1f}%"'


# --------------------------------------------------------------------------- tricks


def trick_html(table: Table, number: int, leader: int, plays: Sequence[tuple[int, int]],
               winner: int, jokers: Sequence[Joker]) -> str:
    """One trick round the table: each seat's card where it sits, numbered in the order
    played; the card led and the winning card marked."""
    order = {seat: i for i, (seat, _) in enumerate(plays, 1)}
    cells = []
    for seat in range(table.players):
        left, top = table.place(seat)
        marks = ["pt-seat"]
        if seat == leader:
            marks.append("pt-led")
        if seat == winner:
            marks.append("pt-won")
        card = dict(plays).get(seat)
        drawn = cf.face(card, jokers) if card is not None else '<span class="pc pc-out">-</span>'
        badge = f'<span class="pt-order">{order[seat]}</span>' if seat in order else ""
        cells.append(f'<div class="{" ".join(marks)}" {_style(left, top)}>{badge}{drawn}'
                     f'<span class="pt-name">{escape(table.seat(seat))}</span></div>')
    centre = (f'<div class="pt-centre">{escape(text("trick.caption", number=number))}'
              f'<span class="pt-dir">{ARROWS[table.clockwise]}</span></div>')
    size = "pt-large" if table.players > 4 else ""
    return (f'<div class="pitch-trick {size}">{centre}{"".join(cells)}</div>').replace(
        'class="pitch-trick "', 'class="pitch-trick"')


def trick_alt(table: Table, number: int, plays: Sequence[tuple[int, int]], winner: int,
              jokers: Sequence[Joker]) -> str:
    """The trick in words: who led what, what the others played, who won."""
    said = [text("trick.leads" if i == 0 else "trick.plays", seat=table.seat(seat),
                 card=cf.name(card, jokers)) for i, (seat, card) in enumerate(plays)]
    return text("trick.alt", number=number, plays=", ".join(said),
                winner=text("trick.winner", seat=table.seat(winner)))


def tricks_html(parts: Sequence[str]) -> str:
    """Tricks side by side, wrapping onto more rows on a narrow page."""
    return f'<div class="pitch-tricks">{"".join(parts)}</div>'


# --------------------------------------------------------------------------- a deal


def deal_html(table: Table, dealt: Sequence[Sequence[int]], roles: Sequence[Sequence[str]],
              centre: Sequence[str], jokers: Sequence[Joker]) -> str:
    """The cards as dealt, each hand where its player sits (up to four players), or in
    the order of play round a larger table; ``centre`` is shown in the middle (trump,
    the cards turned up); ``roles`` names each seat's role (dealer, elder)."""
    cells = []
    for seat, cards in enumerate(dealt):
        where = (table.compass(seat) or "list").lower()
        chips = "".join(f'<span class="pd-role">{escape(r)}</span>' for r in roles[seat])
        cells.append(f'<div class="pd-seat pd-{where}"><div class="pd-name">'
                     f'{escape(table.seat(seat))}{chips}</div>'
                     f'{cf.row(cf.held(cards), jokers)}</div>')
    middle = "".join(f"<div>{line}</div>" for line in centre)
    arrow = f'<span class="pt-dir">{ARROWS[table.clockwise]}</span>'
    layout = "pitch-deal-compass" if table.players <= 4 else "pitch-deal-list"
    return (f'<div class="pitch-deal {layout}"><div class="pd-centre">{arrow}{middle}</div>'
            f'{"".join(cells)}</div>')


# --------------------------------------------------------------------------- trump order

SHOWN_TRUMP = Suit.HEARTS
"""The suit a strip shows as trumps: red, so the off-Jack shows as a red Jack of diamonds."""
_SUIT_INDEX = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.DIAMONDS: 2, Suit.CLUBS: 3}
_REF_SUIT = {m.SuitRef.SPADES: Suit.SPADES, m.SuitRef.HEARTS: Suit.HEARTS,
             m.SuitRef.DIAMONDS: Suit.DIAMONDS, m.SuitRef.CLUBS: Suit.CLUBS}


def _card(rank: Rank, suit: Suit) -> int:
    return _SUIT_INDEX[suit] * 13 + int(rank) - 2


def trump_cards(ranking: m.Ranking, trump: Suit = SHOWN_TRUMP) -> list[int]:
    """The trump order as cards, highest first, with ``trump`` as the trump suit."""
    out = []
    for ref in ranking.trump:
        if ref.joker is not None:
            out.append(cf.BIG if ref.joker is not Joker.LITTLE else cf.LITTLE)
        elif ref.rank is not None:
            suit = trump.partner if ref.suit is m.SuitRef.OFF else \
                _REF_SUIT.get(ref.suit, trump) if ref.suit is not None else trump
            out.append(_card(ref.rank, suit))
    return out


def plain_cards(ranking: m.Ranking, suit: Suit = Suit.CLUBS) -> list[int]:
    """A plain suit's order as cards, highest first."""
    return [_card(rank, suit) for rank in ranking.plain]


def strip_html(caption: str, cards: Sequence[int], jokers: Sequence[Joker]) -> str:
    """A row of cards under a caption: the order of a suit, highest first."""
    return (f'<div class="pitch-strip"><div class="ps-caption">{escape(caption)}</div>'
            f'{cf.row(cards, jokers)}</div>')


# --------------------------------------------------------------------------- points


def points_html(head: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """The points of a deal as a small table; a row's second cell is a drawn card (HTML),
    the others are words."""
    top = "".join(f"<th>{escape(h)}</th>" for h in head)
    body = "".join("<tr>" + "".join(f"<td>{cell if i == 1 else escape(cell)}</td>"
                                   for i, cell in enumerate(row)) + "</tr>" for row in rows)
    return f'<table class="pitch-points"><tr>{top}</tr>{body}</table>'
