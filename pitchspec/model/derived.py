"""What a variant's rules imply, computed once: small pure functions over the model.

Each mirror (the engine, its batch kernel, the verifier, the rulebook, the players)
needs the same few judgements about a variant: the order in which points are counted,
which points are scored from the finished hand and which during the deal, whether
every trick holds one card of every player, whether make-or-set is the plain one, the
most points a deal can yield. They are made here, and only here, so the mirrors
cannot disagree about them (tests/test_imports.py keeps this module below them all:
it imports nothing but the model).

>>> from pitchspec import load
>>> pitch = load("spec/pitch.pitch")
>>> [p.name for p in points_in_order(pitch)]
['high', 'low', 'jack', 'game']
>>> plain_settle(pitch), uncounted_tricks(pitch), most_points(pitch)
(True, '', 4)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import overload

from pitchspec.model.bidding import AuctionForm, OutcomeKind, SpecialBid
from pitchspec.model.play import Sitter
from pitchspec.model.points import ConditionKind, PointKind, PointRule, Scored
from pitchspec.model.scoring import MadeRule, Others, Reason, SetKeeps, SetPenalty
from pitchspec.model.trump import GiftTo
from pitchspec.model.variant import Variant

# ------------------------------------------------------------------ tables


Table = tuple[int, int]
"""One table the rules seat: (players, teams), ``teams`` the number of teams in
partnerships (2 for six players in two teams of three), 0 when each plays alone."""


def tables_allowed(variant: Variant) -> list[Table]:
    """Every table the rules seat, as (players, teams): each allowed number of players,
    alone where the rules let them play alone, and in each partnership form they give
    for it (six as three teams of two and as two teams of three; teams of one are each
    alone). The verifier checks every property at each of them.

    >>> from pitchspec import load
    >>> tables_allowed(load("spec/auction_pitch.pitch"))[:3]
    [(2, 0), (3, 0), (4, 0)]
    >>> [t for t in tables_allowed(load("spec/pitch.pitch")) if t[0] == 6]
    [(6, 0), (6, 3), (6, 2)]
    """
    out: list[Table] = []
    for n in sorted(variant.seating.players):
        forms = [f for f in variant.seating.forms_for(n) if f.size > 1]  # 3 of 1: alone
        if not forms or variant.seating.teams_optional:
            out.append((n, 0))
        out += [(n, form.teams) for form in forms]
    return out


def table_name(players: int, teams: int) -> str:
    """One table in words, as reports name it: ``3 players alone``, ``4 players in
    partnerships`` (partners in pairs), ``6 players in 2 teams of 3``.

    >>> table_name(3, 0), table_name(4, 2), table_name(6, 3), table_name(6, 2)
    ('3 players alone', '4 players in partnerships', '6 players in partnerships', \
'6 players in 2 teams of 3')
    """
    if not teams:
        return f"{players} players alone"
    if teams * 2 == players:
        return f"{players} players in partnerships"
    return f"{players} players in {teams} teams of {players // teams}"


def at_table(table: Table) -> str:
    """How a verifier's note names the table it speaks of first: ``at 4 players alone``.

    >>> at_table((6, 2))
    'at 6 players in 2 teams of 3'
    """
    return f"at {table_name(*table)}"


def untabled(note: str, table: Table | None) -> str:
    """A verifier's note without the table it names first (``at 3 players alone; ...``),
    for a reader that names the table in its own words.

    >>> untabled("at 3 players alone; also refuted at 4 players alone", (3, 0))
    'also refuted at 4 players alone'
    >>> untabled("at 3 players alone", (3, 0)), untabled("at 3 players alone", None)
    ('', 'at 3 players alone')
    """
    if table is None:
        return note
    head = at_table(table)
    return "" if note == head else note.removeprefix(f"{head}; ")


# ------------------------------------------------------------------ counting order


def points_in_order(variant: Variant) -> tuple[PointRule, ...]:
    """The point rules in counting order: those the variant's order names, in that
    order, then the rest as written."""
    by_name = {p.name: p for p in variant.points}
    first = [by_name[n] for n in variant.scoring.order if n in by_name]
    return (*first, *(p for p in variant.points if p not in first))


def counting_position(variant: Variant) -> dict[str, int]:
    """Each point the counting order names, by its place in it (credits are counted in
    this order: those it does not name come first or last, as the settlement says)."""
    return {p: i for i, p in enumerate(variant.scoring.order)}


def scored_from_hand(variant: Variant) -> tuple[PointRule, ...]:
    """The points scored from the finished hand, in counting order: not those scored
    during the deal (a turned card, a trick's trumps), nor those scored from the other
    awards (every point scored)."""
    return tuple(p for p in points_in_order(variant) if p.kind.scored is Scored.AT_END)


def scored_during(variant: Variant) -> tuple[PointRule, ...]:
    """The points scored while the deal goes on (a card turned for trump, the trumps of
    each trick won), as written."""
    return tuple(p for p in variant.points if p.kind.scored is Scored.DURING)


def has_sweep(variant: Variant) -> bool:
    """Whether a point goes to a side that took every point of the deal."""
    return any(p.kind is PointKind.SWEEP for p in variant.points)


# ------------------------------------------------------------------ tricks


def uncounted_tricks(v: Variant) -> str:
    """Why a trick need not hold one card of every player (empty when every trick
    does): the verifier counts a side's tricks as the cards it captured over the
    players at the table, which is exact only then. Every player is dealt the same
    hand and plays every card of it unless he throws in a dead hand, sits out, plays a
    blind card, draws after each trick, is left a different number of cards by the
    exchange, a forced discard or a procedure."""
    p = v.play
    reasons = [
        (p.dead_hand_throw_in, "a dead hand may be thrown in"),
        (p.lookers_sit_out is not None, "a player who looks sits out tricks"),
        (p.blind_card_may_be_played or v.deal.blind is not None, "blind cards are dealt"),
        (p.draw_after_trick, "players draw after each trick"),
        (bool(v.exchange.steps) or v.exchange.dead_cards_to_opponents,
         "the exchange can leave hands of different sizes"),
        (any(r.allowed and (r.sits_out is not None or r.new_hand is not None)
             for r in v.procedures), "a procedure can change a hand's size or sit a "
         "player out"),
    ]
    return next((why for found, why in reasons if found), "")


def lookers_sit_out_by_their_loss(v: Variant) -> bool:
    """Whether the rule that lookers sit out a trick (``lookers: sit out ...``) is
    played by the cards they lose: sitting out the last trick, each looker losing
    exactly one card, leaves him none for the last trick, and the trick play passes
    over an empty hand (Man-O-War's bidder, who takes lost cards only in exchange for
    as many of his own, stays a card short too). Sitting out the first trick, or the
    last with no card lost or more than one, is a rule the engine and its kernel would
    not play (they refuse it); True also when the variant has no such rule."""
    sit, look = v.play.lookers_sit_out, v.bidding.look
    if sit is None:
        return True
    return sit is Sitter.LAST and look is not None and look.lookers_lose == 1


# ------------------------------------------------------------------ make or set

CREDIT_NAMES = frozenset({Reason.MARK, Reason.RESET})
"""The names the engine gives its own credits for a set bidder's marks and reset: a
point so named would be read as one of them (a checked spec cannot name one so, PS219;
a variant built without the checks then does not settle plainly)."""


def plain_settle(variant: Variant) -> bool:
    """Make or set, plainly: a bidder who makes his bid scores every point he took, one
    who fails loses the bid (keeping nothing, or what he took), and the other sides
    score all they took; no bonus for an exact bid, no reset to zero, no marks (and no
    point named like the credits that carry those). The floor, the counting order and
    the win rules are read as they are for any variant."""
    s = variant.scoring
    names = {p.name for p in variant.points}
    return (s.made is MadeRule.TAKEN and not s.exact_bonus
            and s.set_penalty is SetPenalty.BID
            and s.set_keeps in (SetKeeps.NOTHING, SetKeeps.TAKEN)
            and s.others is Others.TAKEN and not s.set_marks
            and not names & CREDIT_NAMES)


def plain_specials(variant: Variant) -> dict[str, SpecialBid]:
    """The special bids a plain settlement reads, by name (the first of a name): those
    at a numeric level that neither win nor lose the match outright nor depend on the
    bidder's score."""
    sudden = (OutcomeKind.WIN_MATCH, OutcomeKind.LOSE_MATCH)
    found: dict[str, SpecialBid] = {}
    for bid in variant.bidding.special:
        if bid.name in found:
            continue
        found[bid.name] = bid
    return {name: bid for name, bid in found.items()
            if bid.at is not None and bid.made.kind not in sudden and bid.set.kind not in sudden
            and not bid.by_score}


# ------------------------------------------------------------------ the most points


@dataclass(frozen=True)
class CardPointTops:
    """The most a point worth card points scores in one deal, from the deck's card
    points (the engine's tables count them): a turned card at half the best card's
    points, the trumps of the tricks at half of all the trumps' points."""

    card: int
    trumps: int


def point_top(point: PointRule, cards: CardPointTops | None = None) -> int | None:
    """One point's top value in one deal (a turned card counted once): its value or
    its hanged value; a turned card at its best turn-up value; a point worth card
    points at its most card points. None: it is worth card points and the card points
    are not given."""
    if point.kind is PointKind.TRICK_TRUMPS and cards is not None:
        return cards.trumps
    if cards is None and (point.by_card_points
                          or any(t.value is None for t in point.turn_up)):
        return None
    half = 0 if cards is None else cards.card
    turned = [half if t.value is None else t.value for t in point.turn_up]
    if point.kind is PointKind.TURN_UP and cards is not None:
        return max([*turned, half if point.by_card_points else 0, 0])
    return max([point.value, point.hanged_value or 0, *turned])



def point_swing(point: PointRule, cards: CardPointTops) -> int:
    """The most one award of the point moves a score by, either way: its top value, or
    its value or hanged value where that is a loss."""
    return max(abs(point_top(point, cards) or 0), abs(point.value), abs(point.hanged_value or 0))

@overload
def most_points(variant: Variant, cards: None = None, *, sides: int | None = None) -> int | None:
    ...


@overload
def most_points(variant: Variant, cards: CardPointTops, *, sides: int | None = None) -> int:
    ...


def most_points(variant: Variant, cards: CardPointTops | None = None, *,
                sides: int | None = None) -> int | None:
    """The most points the rules list for one deal: each point once at its top value
    (:func:`point_top`).

    Without the card points, None when that is no fixed sum: some point is worth card
    points, or every card turned scores. Without the sides, the points a bid can count
    on: not a point scored only when a special bid was made. With the sides at the
    table, every award of a deal (what the verifier holds a deal to): that point too,
    the beg's gift to each side that receives it, and a commercial sale at the top
    bid."""
    total = 0
    for point in variant.points:
        if sides is None and any(c.kind is ConditionKind.BID_WAS for c in point.conditions):
            continue
        top = point_top(point, cards)
        if top is None or (cards is None and point.every_turn):
            return None
        total += top
    return total if sides is None else total + _gift_and_sale(variant, sides)


def _gift_and_sale(variant: Variant, sides: int) -> int:
    """The beg's gift to each side that receives it, and a commercial sale at the top
    bid."""
    total = 0
    beg = variant.trump.beg
    if beg is not None and beg.gift:
        total += beg.gift * (1 if beg.gift_to is GiftTo.ELDER else sides - 1)
    b = variant.bidding
    if b.form is AuctionForm.COMMERCIAL or b.commercial is not None:
        total += max([b.maximum, *(int(s.level) for s in b.special)])
    return total
