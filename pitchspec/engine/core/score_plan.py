"""The points of a variant compiled once for scoring a hand from card masks.

Most point rules are plain: High (the highest trump in play), Low (the lowest), a
named card such as the Jack of trumps, Game (the side that captured the most card
points) and the last trick, each scoring for the card's holder (or player), original
holder or capturer, with no condition attached (a Hang Jack, and Game's tie broken by
the captured jokers, included). For these the compiler works out, per trump suit, the
trumps in the order they are searched, the card a rule names, and which cards count
how much toward Game; the scorer then reads the hand's masks (what each seat captured,
what was played, held or dealt) instead of going through the tricks card by card
(under a sub-trump too: each trump and sub-trump has its own entry, by
:func:`table_key`; a sub-trump's own High and Low look among the sub-trump suit's
cards that are not trumps). Any other point (a condition, a dealer or elder receiver,
the turned card, a joker played first or second...) keeps its general function in
:mod:`pitchspec.engine.phases.scoring`, which gives the same awards
(tests/engine/test_finish_fast.py plays every bundled variant both ways).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final

from pitchspec import model as m
from pitchspec.engine.core.frozen import Frozen
from pitchspec.engine.core.records import Award, HandRecord, award
from pitchspec.engine.core.tables import TABLE_KEYS, TRUMP_BASE, Tables, TrumpTable, resolve
from pitchspec.model.derived import plain_settle, plain_specials

JOKERS = (1 << 52) | (1 << 53)

HIGH: Final = "high"
LOW: Final = "low"
CARD: Final = "card"
GAME: Final = "game"
LAST: Final = "last"
"""The plain point kinds: the highest trump, the lowest, a named card, Game, the last
trick."""

AMONG = {m.InPlay.PLAYED: 0, m.InPlay.HELD: 1, m.InPlay.DEALT: 2}
"""Which cards a point looks among, as an index: played, held at the end, dealt."""


@dataclass(frozen=True)
class PointPlan(Frozen):
    """One point rule as the scorer reads it. ``kind`` is None where the rule takes its
    general function; otherwise ``search`` holds, per trump and sub-trump (by
    :func:`table_key`), the trumps in the order searched (High: strongest first; Low:
    weakest first) or the named card, and ``counted`` (Game), per trump and
    sub-trump, what each set of a suit's cards counts (see :func:`_worth`); a variant
    with no sub-trump has only the entries of no sub-trump. ``name`` and ``value``
    are the rule's, ``tie`` how Game's tie is broken (one of :data:`TIES`, read here,
    not from the rule)."""

    rule: m.PointRule
    kind: str | None
    among: int = 0
    by_capture: bool = False
    """The card scores for the side that captured it (else for the one that held it)."""
    search: tuple[tuple[int, ...], ...] = ()
    counted: tuple[tuple[tuple[int, ...], ...], ...] = ()
    name: str = ""
    value: int = 0
    tie: int = 0
    original: bool = False
    """The card scores for the player it was dealt to (or run to; dealt to nobody: its
    holder), who may have lost it since (Man-o-War's Low)."""
    hanged: int = -1
    """What a card captured from the other side's holder scores instead of ``value``
    (Hang Jack); -1: the same."""
    awards: dict[int, Award] = field(default_factory=dict, compare=False)
    """The point's award to each side for each card (``side << 7 | card``; Game's
    and the last trick's card is 63; a hanged card's has bit 6 too), made the
    first time it is scored."""


TIES: Final = {m.TieRule.NONE: 0, m.TieRule.ELDER: 1, m.TieRule.JOKER: 2,
               m.TieRule.HALF_JOKERS: 3}
"""Game's tie rules as numbers: nobody scores it, the tied side first in turn from
elder, the one tied side that captured a joker, the tied side that captured most
jokers."""
_TIE_ELDER: Final = 1
_TIE_JOKER: Final = 2


@dataclass(frozen=True)
class ScorePlan(Frozen):
    """The points scored from the finished hand, in counting order, each planned; and
    whether a hand with a plain numeric contract settles plainly (``plain_settle``)."""

    points: tuple[PointPlan, ...]
    plain_settle: bool = False
    specials: dict[str, m.SpecialBid] = field(default_factory=dict)
    """The special bids a plain settlement reads, by name: those named for a numeric
    level (Auction Pitch's shoot the moon is the bid of 4) that neither win nor lose
    the match outright."""


def score_plan(tables: Tables) -> ScorePlan:
    """The variant's score plan, compiled on first use and kept with its tables."""
    found = tables.score_plans
    if not found:
        found.append(ScorePlan(tuple(_plan_point(tables, rule)
                                     for rule, _ in tables.scored_after_play),
                               plain_settle(tables.variant), plain_specials(tables.variant)))
    plan: ScorePlan = found[0]
    return plan


def _plan_point(tables: Tables, rule: m.PointRule) -> PointPlan:
    """A rule's plan: plain when it has no condition and its receiver is the holder, the
    player (a card played is in what its player held: the same seat), the original
    holder or the capturer (the majority, for Game; the trick's winner, for the last
    trick), else general (kind None)."""
    if rule.conditions:
        return PointPlan(rule, None)
    kind = rule.kind
    named_as = (rule.name, rule.value)
    if kind is m.PointKind.LAST_TRICK:
        return PointPlan(rule, LAST, 0, False, (), (), *named_as)
    if rule.receiver not in _PLAIN_RECEIVERS:
        return PointPlan(rule, None)
    among = AMONG[rule.among]
    original = rule.receiver is m.Receiver.ORIGINAL_HOLDER
    by_capture = rule.receiver not in _HOLDS and not original
    keys = _keys(tables.variant)
    if kind in (m.PointKind.HIGHEST, m.PointKind.LOWEST) and rule.scope is m.SuitRef.TRUMP:
        lowest = kind is m.PointKind.LOWEST
        return PointPlan(rule, LOW if lowest else HIGH, among, by_capture,
                         tuple(() if k is None else
                               _searched(tables, *k, lowest, rule.excluding_jokers)
                               for k in keys), (), *named_as, original=original)
    if kind in (m.PointKind.HIGHEST, m.PointKind.LOWEST) and rule.scope is m.SuitRef.SUB:
        lowest = kind is m.PointKind.LOWEST
        return PointPlan(rule, LOW if lowest else HIGH, among, by_capture,
                         tuple(() if k is None or k[1] is None else
                               _sub_searched(tables.table(*k), k[1], lowest)
                               for k in keys), (), *named_as, original=original)
    if kind is m.PointKind.CARD and rule.card is not None:
        card = rule.card
        named = (None if k is None else resolve(card, *k) for k in keys)
        hanged = -1 if rule.hanged_value is None else rule.hanged_value
        return PointPlan(rule, CARD, among, by_capture,
                         tuple(() if c is None else (c,) for c in named), (), *named_as,
                         original=original, hanged=hanged)
    if kind is m.PointKind.GAME and rule.tie in TIES:
        return PointPlan(rule, GAME, among, by_capture, (), tuple(
            () if k is None else
            _worth(counted_values(tables, rule.count, tables.table(*k).trump_mask))
            for k in keys), *named_as, TIES[rule.tie])
    return PointPlan(rule, None)


_HOLDS: Final = (m.Receiver.HOLDER, m.Receiver.PLAYER)
"""The receivers a plain point scores for by who held the card: its holder, or its
player (who held it until he played it; a card nobody played, to its holder)."""
_PLAIN_RECEIVERS: Final = (*_HOLDS, m.Receiver.ORIGINAL_HOLDER, m.Receiver.CAPTURER,
                           m.Receiver.TRICK_WINNER, m.Receiver.MAJORITY)


def _keys(variant: m.Variant) -> list[tuple[int, int | None] | None]:
    """The trump and sub-trump of each :func:`table_key` a hand of the variant can
    have (None for the others: every sub-trump where the variant has none)."""
    subs = variant.trump.sub_trump
    return [(key // 5, None if key % 5 == 4 else key % 5) if subs or key % 5 == 4 else None
            for key in range(TABLE_KEYS)]


def _searched(tables: Tables, trump: int, sub: int | None, lowest: bool,
              no_jokers: bool) -> tuple[int, ...]:
    """The trumps in the order High (or Low) looks for them: the first in play wins."""
    order = tables.table(trump, sub).trump_order
    if no_jokers:
        order = tuple(c for c in order if not JOKERS >> c & 1)
    return order[::-1] if lowest else order


def _sub_searched(table: TrumpTable, sub: int, lowest: bool) -> tuple[int, ...]:
    """The sub-trumps (the sub-trump suit's cards that are not trumps) in the order a
    sub-trump's High (or Low) looks for them: the strongest (weakest) first, of equals
    the lowest card id first, as the rules' search over the cards in play takes them."""
    cards = [c for c in range(len(table.strength))
             if table.suit_masks[sub] >> c & 1 and table.strength[c] < TRUMP_BASE]
    sign = 1 if lowest else -1
    return tuple(sorted(cards, key=lambda c: (sign * table.strength[c], c)))


def _worth(values: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """What any set of cards counts toward Game, by suit: for each suit, the count of
    every set of its thirteen ranks (bit r: rank r + 2); then the jokers' (bits 52, 53)."""
    suits = tuple(_suit_worth(values[13 * suit:13 * suit + 13]) for suit in range(4))
    return (*suits, tuple(values[52] * (j & 1) + values[53] * (j >> 1) for j in range(4)))


_SUIT_WORTH: dict[tuple[int, ...], tuple[int, ...]] = {}


def _suit_worth(ranks: tuple[int, ...]) -> tuple[int, ...]:
    """The count of each of the 8192 sets of one suit's ranks (made once per values)."""
    found = _SUIT_WORTH.get(ranks)
    if found is None:
        worth = [0] * (1 << 13)
        for cards in range(1, 1 << 13):
            low = cards & -cards
            worth[cards] = worth[cards ^ low] + ranks[low.bit_length() - 1]
        found = _SUIT_WORTH[ranks] = tuple(worth)
    return found


def counted_values(tables: Tables, count: m.GameCount, trump_mask: int) -> tuple[int, ...]:
    """What each card id counts toward Game: its tens, or its card points (doubled;
    a trump-only card point counts for a trump); made once per count and trump."""
    tens, by_points = count is m.GameCount.TENS, count is m.GameCount.CARD_POINTS
    key = (tens, by_points, trump_mask)
    found = tables.counted.get(key)
    if found is None:
        values = tables.tens if tens else tables.card_points
        trump_values = tables.trump_card_points if by_points else values
        found = tables.counted[key] = tuple(
            trump_values[c] if trump_mask >> c & 1 else values[c] for c in range(len(values)))
    return found


# ---------------------------------------------------------------------- scoring from masks

def won_by_seat(record: HandRecord) -> tuple[int, ...]:
    """The cards each seat captured: the record's own list, else from its tricks."""
    if record.won is not None:
        return record.won
    won = [0] * len(record.sides)
    for trick in record.tricks:
        for _, card in trick.plays:
            won[trick.winner] |= 1 << card
    return tuple(won)


def in_play(record: HandRecord, among: int, played: int) -> int:
    """The cards a point looks among: those played, held at the end, or dealt (the
    deal and the cards run)."""
    if among == 0:
        return played
    masks = record.held if among == 1 else (*record.dealt, *record.run)
    pool = 0
    for mask in masks:
        pool |= mask
    return pool


def holder(record: HandRecord, card: int) -> int | None:
    """Who held ``card``: at the end of the hand (with what he played), else when dealt
    (or run)."""
    return _first_with(card, (record.held, record.dealt, record.run))


def _first_with(card: int, groups: tuple[Sequence[int], ...]) -> int | None:
    """The seat whose mask holds ``card`` in the first of ``groups`` (each a mask per
    seat) where any does; None where none does."""
    for masks in groups:
        for seat, mask in enumerate(masks):
            if mask >> card & 1:
                return seat
    return None


def score_point(plan: PointPlan, record: HandRecord, key: int, sides: tuple[int, ...],
                won: tuple[int, ...] | list[int], played: int) -> Award | None:
    """The award of a plain point (``plan.kind`` set) in a hand with trump and sub-trump
    ``key`` (:func:`table_key`), its
    seats on ``sides``, each seat's captured cards ``won`` and the cards ``played``:
    Game by :func:`game`, the last trick to its winner's side, the others by
    :func:`card_point`."""
    kind = plan.kind
    if kind is GAME:
        return game(plan, record, key, sides, won)
    if kind is LAST:
        tricks = record.tricks
        return _award(plan, sides[tricks[-1].winner], _NO_CARD) if tricks else None
    return card_point(plan, record, key, sides, won, played)


def card_point(plan: PointPlan, record: HandRecord, key: int, sides: tuple[int, ...],
               won: tuple[int, ...] | list[int], played: int) -> Award | None:
    """High, Low or a named card: the first card of the searched order (the trumps from
    the strongest, from the weakest, or the one card named) that is in play scores for
    the side of its capturer (or holder, or original holder). A named card discarded
    by force scores for the discarder's opponents; a hanged card (captured by a side
    other than its holder's) scores its hanged value."""
    among = plan.among
    pool = played if among == 0 else in_play(record, among, played)
    searched = plan.search[key]
    for card in searched:
        if pool >> card & 1:
            break
    else:
        if plan.kind is CARD and searched and record.dead:
            side = dead_side(record, searched[0])
            return None if side is None else _award(plan, side, searched[0])
        return None
    if plan.original or plan.hanged >= 0:
        return _to_receiver(plan, record, sides, won, card)
    found = _first_with(card, (won,)) if plan.by_capture else holder(record, card)
    return None if found is None else _award(plan, sides[found], card)


def _to_receiver(plan: PointPlan, record: HandRecord, sides: tuple[int, ...],
                 won: tuple[int, ...] | list[int], card: int) -> Award | None:
    """:func:`card_point`'s award of ``card`` in play to an original holder, or of a
    card that may be hanged: a card its capturer's side took from another side's
    holder scores the hanged value, for its receiver's side."""
    capturer = _first_with(card, (won,))
    held_by = holder(record, card)
    if plan.by_capture:
        receiver = capturer
    else:
        receiver = original_holder(record, card) if plan.original else held_by
    if receiver is None:
        return None
    hanged = plan.hanged >= 0 and capturer is not None and held_by is not None \
        and sides[capturer] != sides[held_by]
    return _award(plan, sides[receiver], card | _HANGED if hanged else card)


def original_holder(record: HandRecord, card: int) -> int | None:
    """Who was dealt ``card`` (in the deal, or when the cards were run), else who held
    it at the end (a card dealt to nobody: a widow's, a kitty's)."""
    return _first_with(card, (record.dealt, record.run, record.held))


def _award(plan: PointPlan, side: int, card: int) -> Award:
    """The point's award to ``side`` for ``card`` (63: Game or the last trick, which
    name no card; with bit 6 (:data:`_HANGED`) set: the card hanged, at the hanged
    value)."""
    key = side << 7 | card
    found = plan.awards.get(key)
    if found is None:
        named = card & 63
        found = plan.awards[key] = award(plan.name, side,
                                         plan.hanged if card & _HANGED else plan.value,
                                         None if named == _NO_CARD else named)
    return found


_NO_CARD: Final = 63
_HANGED: Final = 64


def dead_award(rule: m.PointRule, record: HandRecord, card: int) -> Award | None:
    """A point card discarded by force ("dead") scores for the discarder's opponents:
    the side of the next player in turn who is not his partner."""
    side = dead_side(record, card)
    return None if side is None else award(rule.name, side, rule.value, card)


def dead_side(record: HandRecord, card: int) -> int | None:
    """The side a dead ``card`` scores for (:func:`dead_award`); None: nobody discarded
    it by force, or the discarder has no opponent."""
    seat = -1
    for discarder, dead in record.dead:
        if dead == card:
            seat = discarder
            break
    if seat < 0:
        return None
    sides = record.sides
    n = len(sides)
    for step in range(1, n):
        other = (seat + step) % n
        if sides[other] != sides[seat]:
            return sides[other]
    return None


def game(plan: PointPlan, record: HandRecord, key: int, sides: tuple[int, ...],
         won: tuple[int, ...] | list[int]) -> Award | None:
    """Game: the side with strictly the most card points (or tens) in its tricks; a tie
    scores for nobody, or, under the elder rule, for the tied side first in turn, or,
    under a joker rule, for the tied side its captured jokers pick (:func:`joker_tie`)."""
    keys = SIDES_IN_ORDER.get(sides)
    if keys is None:
        keys = SIDES_IN_ORDER[sides] = tuple(sorted(set(sides)))
    counts = [0] * (keys[-1] + 1)  # by side (a side no seat is on counts nothing)
    s0, s1, s2, s3, jokers = plan.counted[key]
    for seat, mask in enumerate(won):
        if mask:
            counts[sides[seat]] += (s0[mask & 8191] + s1[mask >> 13 & 8191]
                                    + s2[mask >> 26 & 8191] + s3[mask >> 39 & 8191]
                                    + jokers[mask >> 52])
    best = max([counts[side] for side in keys])
    leaders = [side for side in keys if counts[side] == best]
    if len(leaders) > 1:
        tie = plan.tie
        if tie == _TIE_ELDER:
            leaders = first_in_turn(record, leaders)
        elif tie:
            leaders = joker_tie(sides, won, leaders, tie == _TIE_JOKER)
        if len(leaders) != 1:
            return None
    return _award(plan, leaders[0], _NO_CARD)


def joker_tie(sides: tuple[int, ...], won: tuple[int, ...] | list[int], tied: list[int],
              any_joker: bool) -> list[int]:
    """Game's tie broken by the jokers each tied side captured: the one tied side that
    captured a joker (``any_joker``), or the one that captured more than any other
    tied side."""
    extra = dict.fromkeys(tied, 0)
    for seat, mask in enumerate(won):
        jokers = mask >> 52
        side = sides[seat]
        if jokers and side in extra:
            extra[side] += 1 if any_joker else (jokers & 1) + (jokers >> 1)
    if any_joker:
        winners = [side for side in tied if extra[side]]
        return winners if len(winners) == 1 else []
    best = max(extra.values())
    winners = [side for side in tied if extra[side] == best]
    return winners if len(winners) == 1 else []


SIDES_IN_ORDER: dict[tuple[int, ...], tuple[int, ...]] = {}
"""Each seating's sides, each once, in order (Game counts for every side)."""


def first_in_turn(record: HandRecord, tied: list[int]) -> list[int]:
    """The tied side whose player comes first in turn from elder."""
    seats = len(record.sides)
    for step in range(seats):
        side = record.sides[(record.elder + step) % seats]
        if side in tied:
            return [side]
    return []


__all__ = [
    "CARD",
    "GAME",
    "HIGH",
    "LAST",
    "LOW",
    "TIES",
    "PointPlan",
    "ScorePlan",
    "counted_values",
    "dead_award",
    "dead_side",
    "first_in_turn",
    "holder",
    "in_play",
    "joker_tie",
    "original_holder",
    "score_plan",
    "score_point",
    "won_by_seat",
]
