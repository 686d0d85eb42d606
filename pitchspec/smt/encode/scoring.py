"""The scoring of one hand as z3 terms: a line-by-line mirror of engine/phases/scoring.py.

Each function here has the name of the engine function it encodes and comes in the
same order, so the two files read side by side. Where the engine returns a card or a
seat, the mirror returns a one-hot choice (one Boolean per card or per seat, at most one
true); where the engine returns a list of awards, the mirror returns one
:class:`SymAward` per point rule whose side is a one-hot choice (all false: not awarded).

"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import assert_never

from pitchspec import model as m
from pitchspec.engine import TRUMP_BASE, resolve
from pitchspec.model.derived import scored_from_hand
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.facts import Facts
from pitchspec.smt.encode.terms import Term

OneHot = dict[int, Term]
"""A choice of card: card id -> 'it is this card'."""


@dataclass(frozen=True)
class SymAward:
    """A point rule's award: to which side (one-hot, all false if not awarded), its
    value, and the card it was scored for (for 'unless same card as')."""

    point: str
    side: tuple[Term, ...]
    value: Term
    card: OneHot | None = None

    @property
    def awarded(self) -> Term:
        return T.any_(self.side)

    def when(self, condition: Term) -> SymAward:
        return replace(self, side=tuple(T.and_(condition, s) for s in self.side))


def score_hand(facts: Facts) -> tuple[SymAward, ...]:
    """Every award of the hand, in the variant's counting order."""
    awards: list[SymAward] = []
    for rule in scored_from_hand(facts.variant):
        holds = conditions_hold(rule, facts, awards)
        found = POINT_FUNCTIONS[rule.kind](rule, facts)
        kept = T.or_(T.not_(facts.conceded), conceded_only(rule, facts, found))
        awards.append(found.when(T.and_(holds, kept)))
    awards.extend(sweep(facts.variant, awards, facts))
    return tuple(awards)


def in_play(facts: Facts, among: m.InPlay) -> OneHot:
    """Per card: in play under the rule's meaning (played, held at the end, dealt: in
    the deal or when the cards were run)."""
    if among is m.InPlay.PLAYED:
        return dict(facts.played)
    if among is m.InPlay.HELD:
        return {c: T.any_(seats) for c, seats in facts.held.items()}
    return {c: T.any_(facts.dealt_to(c)) for c in facts.dealt}


def holder(facts: Facts, card: int) -> tuple[Term, ...]:
    """Its holder at the end of the hand, else the player it was dealt to."""
    held = facts.held[card]
    kept = T.any_(held)
    dealt = facts.dealt_to(card)
    return tuple(T.or_(held[s], T.and_(T.not_(kept), dealt[s])) for s in range(facts.n))


def original_holder(facts: Facts, card: int) -> tuple[Term, ...]:
    """The player it was dealt to (in the deal or when the cards were run), else, dealt
    to nobody, its holder."""
    dealt = facts.dealt_to(card)
    anyone = T.any_(dealt)
    owner = holder(facts, card)
    return tuple(T.or_(dealt[s], T.and_(T.not_(anyone), owner[s])) for s in range(facts.n))


def receiver(facts: Facts, rule: m.PointRule, card: int) -> tuple[Term, ...]:
    """The seat that scores ``card`` under the rule's receiver (none: all false)."""
    match rule.receiver:
        case m.Receiver.HOLDER:
            return holder(facts, card)
        case m.Receiver.ORIGINAL_HOLDER:
            return original_holder(facts, card)
        case m.Receiver.PLAYER:
            played, owner = facts.played[card], holder(facts, card)
            return tuple(T.ite(played, T.and_(facts.held[card][s]), owner[s])
                         for s in range(facts.n))
        case m.Receiver.DEALER:
            return tuple(T.lit(s == facts.dealer) for s in range(facts.n))
        case m.Receiver.ELDER:
            return tuple(T.lit(s == facts.elder) for s in range(facts.n))
        case m.Receiver.CAPTURER | m.Receiver.TRICK_WINNER | m.Receiver.MAJORITY:
            return facts.capt[card]  # a card's trick winner is its capturer
        case _ as never:
            assert_never(never)


def conditions_hold(rule: m.PointRule, facts: Facts, awards: Sequence[SymAward]) -> Term:
    """A point's conditions: trump suit, not the same card as another point, the bid."""
    holds: list[Term] = []
    for cond in rule.conditions:
        match cond.kind:
            case m.ConditionKind.TRUMP_SUIT_IS:
                holds.append(T.lit(cond.suit is not None
                                   and cond.suit.value == _suit_name(facts.trump)))
            case m.ConditionKind.BID_WAS:
                c = facts.contract
                holds.append(T.FALSE if c is None
                             else T.and_(c.present, c.special_is(cond.bid)))
            case m.ConditionKind.NOT_SAME_CARD_AS:
                holds.append(T.not_(_same_card(card_of(rule, facts), awards, cond.point)))
            case _ as never:
                assert_never(never)
    return T.all_(holds)


def _same_card(mine: OneHot | None, awards: Sequence[SymAward], point: str | None) -> Term:
    """The engine's ``card in {a.card for a in awards if a.point == point}``."""
    found = []
    for a in awards:
        if a.point != point:
            continue
        if mine is None or a.card is None:
            found.append(T.and_(a.awarded, T.lit(mine is None and a.card is None)))
        else:
            found.append(T.and_(a.awarded, T.any_(T.and_(v, a.card.get(c, T.FALSE))
                                                  for c, v in mine.items())))
    return T.any_(found)


def _suit_name(trump: int) -> str:
    return ("spades", "hearts", "diamonds", "clubs")[trump]


def card_of(rule: m.PointRule, facts: Facts) -> OneHot | None:
    if rule.kind is m.PointKind.LOWEST:
        return extreme_trump(rule, facts, lowest=True)
    if rule.kind is m.PointKind.HIGHEST:
        return extreme_trump(rule, facts, lowest=False)
    return None


def _award(rule: m.PointRule, facts: Facts, card: OneHot, value: Term | int) -> SymAward:
    sides = [T.FALSE] * facts.num_sides
    for c, chosen in card.items():
        if T.is_false(chosen):
            continue
        to = facts.sides_of(receiver(facts, rule, c))
        sides = [T.or_(sides[k], T.and_(chosen, to[k])) for k in range(facts.num_sides)]
    return SymAward(rule.name, tuple(sides), T.as_int(value), card)


def extreme_trump(rule: m.PointRule, facts: Facts, lowest: bool) -> OneHot:
    """The highest (or lowest) trump, or sub-trump, among the cards in play."""
    table = facts.table
    pool = in_play(facts, rule.among)
    if rule.scope is m.SuitRef.SUB:
        if table.sub is None:
            return {}
        mask = table.suit_masks[table.sub]
        candidates = [c for c in facts.deck if mask >> c & 1 and table.strength[c] < TRUMP_BASE]
    else:
        candidates = [c for c in facts.deck if table.trump_mask >> c & 1]
        if rule.excluding_jokers:
            candidates = [c for c in candidates if c < 52]
    # min()/max() keep the first of equal keys in card order: mirror that tie-break.
    sign = 1 if lowest else -1
    ranked = sorted(candidates, key=lambda c: (sign * table.strength[c], c))
    chosen: OneHot = {}
    before = T.FALSE
    for c in ranked:
        chosen[c] = T.and_(pool[c], T.not_(before))
        before = T.or_(before, pool[c])
    return chosen


def high(rule: m.PointRule, facts: Facts) -> SymAward:
    """High: the highest trump in play scores for its receiver."""
    return _award(rule, facts, extreme_trump(rule, facts, lowest=False), rule.value)


def low(rule: m.PointRule, facts: Facts) -> SymAward:
    """Low: the lowest trump in play scores for its receiver (holder, capturer or player)."""
    return _award(rule, facts, extreme_trump(rule, facts, lowest=True), rule.value)


def card_point(rule: m.PointRule, facts: Facts) -> SymAward:
    """A named card scores if in play; a hanged card scores the hanged value; a card
    not in play may still score as a dead card."""
    assert rule.card is not None
    card = resolve(rule.card, facts.trump, facts.table.sub)
    if card is None or card not in facts.played:
        return SymAward(rule.name, tuple(T.FALSE for _ in range(facts.num_sides)),
                        T.num(rule.value))
    live = in_play(facts, rule.among)[card]
    value: Term = T.num(rule.value)
    if rule.hanged_value is not None:
        value = T.ite(_hanged(facts, card), rule.hanged_value, rule.value)
    found = _award(rule, facts, {card: T.TRUE}, value)
    dead = dead_card(rule, facts, card)
    sides = tuple(T.ite(live, a, b) for a, b in zip(found.side, dead.side, strict=True))
    return SymAward(rule.name, sides, T.ite(live, value, rule.value), {card: T.TRUE})


def _hanged(facts: Facts, card: int) -> Term:
    """Held by one side and captured by another (Hang Jack)."""
    own = facts.sides_of(holder(facts, card))
    took = facts.sides_of(facts.capt[card])
    return T.any_(T.and_(own[a], took[b]) for a in range(facts.num_sides)
                  for b in range(facts.num_sides) if a != b)


def dead_card(rule: m.PointRule, facts: Facts, card: int) -> SymAward:
    """A point card discarded by force ("dead") scores for the discarder's opponents:
    the side of the next player in turn who is not his partner."""
    sides = [T.FALSE] * facts.num_sides
    for seat, discarded in enumerate(facts.dead[card]):
        if T.is_false(discarded):
            continue
        found = T.FALSE
        for step in range(1, facts.n):
            other = (seat + step) % facts.n
            first = T.and_(T.not_(found), T.not_(T.eq(facts.sides[other], facts.sides[seat])))
            for k in range(facts.num_sides):
                sides[k] = T.or_(sides[k], T.and_(discarded, first, facts.side_is(other, k)))
            found = T.or_(found, first)
    return SymAward(rule.name, tuple(sides), T.num(rule.value), {card: T.TRUE})


def captured_counts(rule: m.PointRule, facts: Facts) -> tuple[Term, ...]:
    """Card points (doubled) or tens each side captured in its tricks."""
    tables = facts.tables
    values = tables.tens if rule.count is m.GameCount.TENS else tables.card_points
    counts: list[list[Term]] = [[] for _ in range(facts.num_sides)]
    for c in facts.deck:
        trump = rule.count is m.GameCount.CARD_POINTS and facts.is_trump(c)
        value = tables.trump_card_points[c] if trump else values[c]
        if not value:
            continue
        took = facts.sides_of(facts.capt[c])
        for k in range(facts.num_sides):
            counts[k].append(T.ite(took[k], value, 0))
    return tuple(T.add(*terms) for terms in counts)


def _present(facts: Facts) -> tuple[Term, ...]:
    """Sides that exist in this hand (a called partner's own side may be empty)."""
    return tuple(T.any_(facts.side_is(s, k) for s in range(facts.n))
                 for k in range(facts.num_sides))


def game_point(rule: m.PointRule, facts: Facts) -> SymAward:
    """Game: the side with strictly the most card points (or tens); ties per the rule."""
    counts = captured_counts(rule, facts)
    present = _present(facts)
    best = most_present(counts, present)
    leaders = tuple(T.and_(present[k], T.eq(counts[k], best)) for k in range(len(counts)))
    unique = T.exactly(leaders, 1)
    tie = break_tie(rule, facts, leaders)
    sides = tuple(T.ite(unique, leaders[k], tie[k]) for k in range(len(counts)))
    return SymAward(rule.name, sides, T.num(rule.value))


def most_present(counts: tuple[Term, ...], present: tuple[Term, ...]) -> Term:
    """The most card points any side present took (0 when no side is; then no side
    leads): the sides present that took that many lead. Said as one running maximum,
    so that a leader plainly exists whenever a side is present; asked as "a side that
    took no fewer than any other", the solver had to find the maximum of the sides'
    sums itself, and at seven sides ran out of work (Classic All Fours for three or
    more: Game always awarded)."""
    best: Term = T.num(0)
    seen: Term = T.FALSE
    for count, here in zip(counts, present, strict=True):
        best = T.ite(T.and_(here, T.or_(T.not_(seen), T.gt(count, best))), count, best)
        seen = T.or_(seen, here)
    return best


def break_tie(rule: m.PointRule, facts: Facts, tied: tuple[Term, ...]) -> tuple[Term, ...]:
    """Tie rules for Game: none, elder's side, the captured Joker, or jokers at half."""
    match rule.tie:
        case m.TieRule.NONE:
            return tuple(T.FALSE for _ in tied)
        case m.TieRule.ELDER:
            return first_in_turn(facts, tied)
        case m.TieRule.JOKER:
            return _joker_tie(facts, tied)
        case m.TieRule.HALF_JOKERS:
            return _half_jokers_tie(facts, tied)
        case _ as never:
            assert_never(never)


def _jokers_taken(facts: Facts) -> tuple[list[int], dict[int, tuple[Term, ...]]]:
    """The jokers in play, and per joker the side that took it (one-hot)."""
    jokers: list[int] = [c for c in (52, 53) if c in facts.played]
    return jokers, {c: facts.sides_of(facts.capt[c]) for c in jokers}


def _joker_tie(facts: Facts, tied: tuple[Term, ...]) -> tuple[Term, ...]:
    """The one tied side that captured a joker."""
    jokers, took = _jokers_taken(facts)
    winners = tuple(T.and_(tied[k], T.any_(took[c][k] for c in jokers))
                    for k in range(len(tied)))
    unique = T.exactly(winners, 1)
    return tuple(T.and_(unique, w) for w in winners)


def _half_jokers_tie(facts: Facts, tied: tuple[Term, ...]) -> tuple[Term, ...]:
    """The one tied side that captured more jokers than any other tied side."""
    jokers, took = _jokers_taken(facts)
    k_range = range(len(tied))
    extra = [T.add(*(T.ite(took[c][k], 1, 0) for c in jokers)) for k in k_range]
    best = tuple(T.and_(tied[k], *(T.implies(tied[j], T.ge(extra[k], extra[j]))
                                   for j in k_range if j != k)) for k in k_range)
    unique = T.exactly(best, 1)
    return tuple(T.and_(unique, b) for b in best)


def first_in_turn(facts: Facts, tied: tuple[Term, ...]) -> tuple[Term, ...]:
    """The tied side whose player comes first in turn from elder."""
    k_range = range(len(tied))
    chosen = [T.FALSE for _ in k_range]
    earlier = T.FALSE
    for step in range(facts.n):
        seat = (facts.elder + step) % facts.n
        here = [T.and_(tied[k], facts.side_is(seat, k)) for k in k_range]
        chosen = [T.or_(chosen[k], T.and_(T.not_(earlier), here[k])) for k in k_range]
        earlier = T.or_(earlier, *here)
    return tuple(chosen)


def joker_played(rule: m.PointRule, facts: Facts) -> SymAward:
    """Joker 1 / Joker 2 as the first or second joker played in the deal."""
    big, little = facts.played.get(52, T.FALSE), facts.played.get(53, T.FALSE)
    first = facts.joker_first
    if (rule.joker_order or 1) == 1:
        card = {52: T.and_(big, T.or_(T.not_(little), first)),
                53: T.and_(little, T.or_(T.not_(big), T.not_(first)))}
    else:
        card = {52: T.and_(big, little, T.not_(first)), 53: T.and_(big, little, first)}
    card = {c: v for c, v in card.items() if c in facts.played}
    return _award(rule, facts, card, rule.value)


def conceded_only(rule: m.PointRule, facts: Facts, award: SymAward) -> Term:
    """After a bidder's concession the others score card points only for cards already
    played, High only for the Ace and Low only for the Two of trumps; no Game.
    (Returns whether the award stands.)"""
    if rule.kind is m.PointKind.GAME:
        return T.FALSE
    if award.card is None:
        return T.TRUE
    ace, two = facts.trump * 13 + 12, facts.trump * 13
    allowed = {m.PointKind.HIGHEST: ace, m.PointKind.LOWEST: two}.get(rule.kind)
    return T.any_(T.and_(on, facts.played.get(c, T.FALSE),
                         T.lit(allowed is None or c == allowed))
                  for c, on in award.card.items())


def last_trick(rule: m.PointRule, facts: Facts) -> SymAward:
    """Last trick: the winner of the final trick."""
    return SymAward(rule.name, facts.sides_of(facts.last_winner), T.num(rule.value))


def sweep(variant: m.Variant, awards: Sequence[SymAward], facts: Facts) -> list[SymAward]:
    """All points: a bonus to a side that took every point awarded in the hand."""
    out = []
    some = T.any_(a.awarded for a in awards)
    for rule in variant.points:
        if rule.kind is not m.PointKind.SWEEP:
            continue
        sides = tuple(T.and_(some, *(T.implies(a.awarded, a.side[k]) for a in awards))
                      for k in range(facts.num_sides))
        out.append(SymAward(rule.name, sides, T.num(rule.value)))
    return out


def trick_trumps(facts: Facts, rule: m.PointRule) -> list[SymAward]:
    """All Fives: as each trick is won its winner's side scores the card points of the
    trumps in it (phases.play.close_trick), one award per trick in the order played."""
    worth = {c: facts.tables.trump_card_points[c] // 2 for c in facts.deck
             if facts.is_trump(c) and facts.tables.trump_card_points[c] // 2}
    out = []
    for j, won in enumerate(facts.trick_winner):
        value = T.add(*(T.ite(facts.trick_of[c][j], v, 0) for c, v in worth.items()))
        scored = T.gt(value, 0)
        side = tuple(T.and_(scored, x) for x in facts.sides_of(won))
        out.append(SymAward(rule.name, side, value))
    return out


POINT_FUNCTIONS = {
    m.PointKind.HIGHEST: high,
    m.PointKind.LOWEST: low,
    m.PointKind.CARD: card_point,
    m.PointKind.GAME: game_point,
    m.PointKind.LAST_TRICK: last_trick,
    m.PointKind.JOKER_PLAYED: joker_played,
}


def taken_by_side(awards: Sequence[SymAward], sides: int) -> tuple[Term, ...]:
    """Points each side took in the hand."""
    return tuple(T.add(*(T.ite(a.side[k], a.value, 0) for a in awards)) for k in range(sides))
