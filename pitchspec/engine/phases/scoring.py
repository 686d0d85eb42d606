"""Scoring a finished hand: one pure function per point kind.

``score_hand`` looks only at the record of the hand (who was dealt and held what, the
tricks, trump, the contract) and returns the awards in counting order. The match loop
(:mod:`pitchspec.engine.phases.settle`) then applies make-or-set, the score floor and the win
rules. The Z3 encoding mirrors these functions one for one. The plain points (High, Low,
a named card, Game, unconditional, to the holder or capturer) are read from the hand's
card masks by the variant's score plan (:mod:`pitchspec.engine.core.score_plan`), which
gives the same awards as the functions here (tests/engine/test_finish_fast.py).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from typing import assert_never

from pitchspec import model as m
from pitchspec.engine.core.records import Award, HandRecord, Trick, award
from pitchspec.engine.core.score_plan import (
    counted_values,
    dead_award,
    first_in_turn,
    score_plan,
    score_point,
    won_by_seat,
)
from pitchspec.engine.core.tables import (
    TRUMP_BASE,
    Tables,
    TrumpTable,
    cards_in,
    resolve,
)


def score_hand(tables: Tables, record: HandRecord) -> tuple[Award, ...]:
    """Every award of the hand, in the variant's counting order: the plain points (High,
    Low, a named card, Game, the last trick, to their holder or capturer, unconditional)
    read from the hand's card masks (:mod:`pitchspec.engine.core.score_plan`), the
    others by their functions below (under the hand's trump and sub-trump). After the
    bidder's concession each award is kept as :func:`conceded_only` says. Both give the
    same awards as :func:`score_by_rules`."""
    won = won_by_seat(record)
    played = 0
    for mask in won:
        played |= mask
    awards: list[Award] = []
    facts: HandFacts | None = None
    plans = tables.score_plans
    trump, sub, sides = record.trump, record.sub, record.sides
    conceded = record.conceded
    key = trump * 5 + (4 if sub is None else sub)  # table_key(trump, sub)
    for plan in (plans[0] if plans else score_plan(tables)).points:
        if plan.kind is not None:
            found = score_point(plan, record, key, sides, won, played)
            if found is not None and (not conceded or kept_conceded(plan.rule, found,
                                                                    played, trump)):
                awards.append(found)
            continue
        if facts is None:
            facts = HandFacts.of(tables, tables.table(trump, sub), record, played)
        rule = plan.rule
        if rule.conditions and not conditions_hold(rule, record, facts, awards):
            continue
        found_all = POINT_FUNCTIONS[rule.kind](rule, facts)
        awards.extend(conceded_only(rule, facts, found_all) if conceded else found_all)
    if tables.has_sweep:
        awards.extend(sweep(tables.variant, awards, record))
    return tuple(awards)


def score_by_rules(tables: Tables, record: HandRecord) -> tuple[Award, ...]:
    """Every award of the hand, in the variant's counting order, each point by its
    function (the general path: conditions, concessions, sub-trumps, every receiver)."""
    table = tables.table(record.trump, record.sub)
    facts = HandFacts.of(tables, table, record)
    awards: list[Award] = []
    scorers = tables.scorers
    if len(scorers) != len(tables.scored_after_play):  # the first hand scored
        scorers[:] = [POINT_FUNCTIONS[kind] for _, kind in tables.scored_after_play]
    for (rule, _), point in zip(tables.scored_after_play, scorers, strict=True):
        if rule.conditions and not conditions_hold(rule, record, facts, awards):
            continue
        found = point(rule, facts)
        awards.extend(conceded_only(rule, facts, found) if record.conceded else found)
    if tables.has_sweep:
        awards.extend(sweep(tables.variant, awards, record))
    return tuple(awards)


@dataclass
class HandFacts:
    """Derived facts of a hand shared by the point functions. Who held, played or
    captured a card is looked up when a point asks (most points ask about one card)."""

    tables: Tables
    table: TrumpTable
    record: HandRecord
    played: int
    held: int
    dealt: int

    @classmethod
    def of(cls, tables: Tables, table: TrumpTable, record: HandRecord,
           played: int = -1) -> HandFacts:
        """The facts of ``record``'s hand; ``played``: the cards played, where the
        caller has them already (-1: gathered from the tricks)."""
        if played < 0:
            played = 0
            for trick in record.tricks:
                for _, card in trick.plays:
                    played |= 1 << card
        held = 0
        for mask in record.held:
            held |= mask
        dealt = 0
        for mask in (*record.dealt, *record.run):
            dealt |= mask
        return cls(tables, table, record, played, held, dealt)

    @cached_property
    def player_of(self) -> dict[int, int]:
        """Who played each card played."""
        return {card: seat for trick in self.record.tricks for seat, card in trick.plays}

    @cached_property
    def capturer_of(self) -> dict[int, int]:
        """Who captured each card played: the winner of its trick."""
        return {card: trick.winner for trick in self.record.tricks for _, card in trick.plays}

    @cached_property
    def holder_of(self) -> dict[int, int]:
        """Who held each card: at the end of the hand, else when it was dealt (or run)."""
        record = self.record
        holder = {c: seat for masks in (record.run, record.dealt)
                  for seat, mask in enumerate(masks) for c in cards_in(mask)}
        holder.update({c: seat for seat, mask in enumerate(record.held)
                       for c in cards_in(mask)})
        return holder

    def holder(self, card: int) -> int | None:
        """Who held ``card`` (as :attr:`holder_of`, without listing every card)."""
        for masks in (self.record.held, self.record.dealt, self.record.run):
            for seat, mask in enumerate(masks):
                if mask >> card & 1:
                    return seat
        return None

    def dealt_to(self, card: int) -> int | None:
        """The player ``card`` was dealt to (in the deal or when the cards were run);
        None: dealt to nobody (a widow, a kitty, the stock)."""
        for masks in (self.record.dealt, self.record.run):
            for seat, mask in enumerate(masks):
                if mask >> card & 1:
                    return seat
        return None

    def capturer(self, card: int) -> int | None:
        """Who captured ``card`` (as :attr:`capturer_of`, without listing every card)."""
        if not self.played >> card & 1:
            return None
        for trick in self.record.tricks:
            for _, c in trick.plays:
                if c == card:
                    return trick.winner
        return None

    def in_play(self, among: m.InPlay) -> int:
        if among is m.InPlay.PLAYED:
            return self.played
        return self.held if among is m.InPlay.HELD else self.dealt

    def receiver(self, rule: m.PointRule, card: int) -> int | None:
        """The seat that scores ``card`` under the rule's receiver (None: nobody)."""
        match rule.receiver:
            case m.Receiver.HOLDER:
                return self.holder(card)
            case m.Receiver.ORIGINAL_HOLDER:  # dealt to nobody: as to its holder
                seat = self.dealt_to(card)
                return self.holder(card) if seat is None else seat
            case m.Receiver.PLAYER:
                return self.player_of.get(card, self.holder(card))
            case m.Receiver.DEALER:
                return self.record.dealer
            case m.Receiver.ELDER:
                return self.record.elder
            case m.Receiver.CAPTURER | m.Receiver.TRICK_WINNER | m.Receiver.MAJORITY:
                return self.capturer(card)  # a card's trick winner is its capturer
            case _ as never:
                assert_never(never)

    def side(self, seat: int) -> int:
        return self.record.sides[seat]


def conditions_hold(rule: m.PointRule, record: HandRecord, facts: HandFacts,
                    awards: list[Award]) -> bool:
    """A point's conditions: trump suit, not the same card as another point, the bid."""
    for cond in rule.conditions:
        match cond.kind:
            case m.ConditionKind.TRUMP_SUIT_IS:
                if cond.suit is None or cond.suit.value != _suit_name(record.trump):
                    return False
            case m.ConditionKind.BID_WAS:
                if record.contract is None or record.contract.special != cond.bid:
                    return False
            case m.ConditionKind.NOT_SAME_CARD_AS:
                if _card_of(rule, facts) in {a.card for a in awards if a.point == cond.point}:
                    return False
            case _ as never:
                assert_never(never)
    return True


def _suit_name(trump: int) -> str:
    return ("spades", "hearts", "diamonds", "clubs")[trump]


def _card_of(rule: m.PointRule, facts: HandFacts) -> int | None:
    if rule.kind is m.PointKind.LOWEST:
        return extreme_trump(rule, facts, lowest=True)
    if rule.kind is m.PointKind.HIGHEST:
        return extreme_trump(rule, facts, lowest=False)
    return None


def _award(rule: m.PointRule, facts: HandFacts, card: int | None, value: int) -> list[Award]:
    if card is None:
        return []
    seat = facts.receiver(rule, card)
    if seat is None:
        return []
    return [award(rule.name, facts.side(seat), value, card)]


def extreme_trump(rule: m.PointRule, facts: HandFacts, lowest: bool) -> int | None:
    """The highest (or lowest) trump, or sub-trump, among the cards in play."""
    table = facts.table
    pool = facts.in_play(rule.among)
    if rule.scope is m.SuitRef.SUB:
        if table.sub is None:
            return None
        pool &= table.suit_masks[table.sub]
        candidates = [c for c in cards_in(pool) if table.strength[c] < TRUMP_BASE]
    else:  # the trump order runs from the strongest trump down: the first held wins
        if rule.excluding_jokers:
            pool &= ~JOKERS
        for card in (table.trump_order[::-1] if lowest else table.trump_order):
            if pool >> card & 1:
                return card
        return None
    if not candidates:
        return None
    key = table.strength.__getitem__
    return min(candidates, key=key) if lowest else max(candidates, key=key)


JOKERS = (1 << 52) | (1 << 53)


def high(rule: m.PointRule, facts: HandFacts) -> list[Award]:
    """High: the highest trump in play scores for its receiver."""
    return _award(rule, facts, extreme_trump(rule, facts, lowest=False), rule.value)


def low(rule: m.PointRule, facts: HandFacts) -> list[Award]:
    """Low: the lowest trump in play scores for its receiver (holder, capturer or player)."""
    return _award(rule, facts, extreme_trump(rule, facts, lowest=True), rule.value)


def card_point(rule: m.PointRule, facts: HandFacts) -> list[Award]:
    """A named card (Jack, Off-Jack, Joker, Trey, Five, Nine, Ten...) scores if in play.

    With ``hanged``, a card captured by a side other than the one that held it scores
    the hanged value instead (Hang Jack)."""
    card = named_card(facts.tables, rule, facts.record.trump, facts.record.sub)
    if card is None:
        return []
    if not facts.in_play(rule.among) >> card & 1:
        return dead_card(rule, facts, card)
    value = rule.value
    if rule.hanged_value is not None:
        holder, capturer = facts.holder(card), facts.capturer(card)
        hanged = holder is not None and capturer is not None \
            and facts.side(holder) != facts.side(capturer)
        if hanged:
            value = rule.hanged_value
    return _award(rule, facts, card, value)


def named_card(tables: Tables, rule: m.PointRule, trump: int, sub: int | None) -> int | None:
    """The card ``rule`` names under ``trump`` and ``sub`` (:func:`resolve`), as the
    variant's tables keep it (worked out once per variant)."""
    ref = rule.card
    assert ref is not None
    found = tables.named_cards.get(rule.name)
    if found is not None and found[0] is ref:
        return found[1][trump * 5 + (4 if sub is None else sub)]  # by table_key
    return resolve(ref, trump, sub)


def dead_card(rule: m.PointRule, facts: HandFacts, card: int) -> list[Award]:
    """A point card discarded by force ("dead") scores for the discarder's opponents:
    the side of the next player in turn who is not his partner."""
    found = dead_award(rule, facts.record, card)
    return [] if found is None else [found]


def captured_counts(rule: m.PointRule, facts: HandFacts) -> dict[int, int]:
    """Card points (doubled) or tens each side captured in its tricks."""
    value = counted_values(facts.tables, rule.count, facts.table.trump_mask)
    sides = facts.record.sides
    counts = dict.fromkeys(sorted(set(sides)), 0)
    for trick in facts.record.tricks:
        total = 0
        for _, card in trick.plays:
            total += value[card]
        counts[sides[trick.winner]] += total
    return counts


def game_point(rule: m.PointRule, facts: HandFacts) -> list[Award]:
    """Game: the side with strictly the most card points (or tens); ties per the rule."""
    counts = captured_counts(rule, facts)
    best = max(counts.values(), default=0)
    leaders = sorted(s for s, c in counts.items() if c == best)
    if len(leaders) > 1:
        leaders = break_tie(rule, facts, leaders)
    if len(leaders) != 1:
        return []
    return [award(rule.name, leaders[0], rule.value)]


def break_tie(rule: m.PointRule, facts: HandFacts, tied: list[int]) -> list[int]:
    """Tie rules for Game: none, elder's side, the captured Joker, or jokers at half.

    Elder's tie: of the tied sides, the one that plays first counting from elder (with
    two players, or elder among the tied, simply elder's side)."""
    match rule.tie:
        case m.TieRule.NONE:
            return []
        case m.TieRule.ELDER:
            return first_in_turn(facts.record, tied)
        case m.TieRule.JOKER:
            return _joker_tie(facts, tied)
        case m.TieRule.HALF_JOKERS:
            return _half_jokers_tie(facts, tied)
        case _ as never:
            assert_never(never)


def _joker_tie(facts: HandFacts, tied: list[int]) -> list[int]:
    """The one tied side that captured a joker."""
    jokers = [c for c in (52, 53) if facts.played >> c & 1]
    sides = {facts.side(facts.capturer_of[c]) for c in jokers if c in facts.capturer_of}
    winners = [s for s in tied if s in sides]
    return winners if len(winners) == 1 else []


def _half_jokers_tie(facts: HandFacts, tied: list[int]) -> list[int]:
    """The one tied side that captured more jokers than any other tied side."""
    jokers = [c for c in (52, 53) if facts.played >> c & 1]
    extra = {s: 0 for s in tied}
    for c in jokers:
        side = facts.side(facts.capturer_of[c])
        if side in extra:
            extra[side] += 1
    best = max(extra.values(), default=0)
    winners = [s for s, v in extra.items() if v == best]
    return winners if len(winners) == 1 else []


def joker_played(rule: m.PointRule, facts: HandFacts) -> list[Award]:
    """Joker 1 / Joker 2 as the first or second joker played in the deal."""
    order = [c for t in facts.record.tricks for _, c in t.plays if c >= 52]
    index = (rule.joker_order or 1) - 1
    card = order[index] if index < len(order) else None
    return _award(rule, facts, card, rule.value)


def conceded_only(rule: m.PointRule, facts: HandFacts, awards: list[Award]) -> list[Award]:
    """The awards of a point a bidder's concession leaves standing
    (:func:`kept_conceded`, award by award)."""
    played, trump = facts.played, facts.record.trump
    return [a for a in awards if kept_conceded(rule, a, played, trump)]


def kept_conceded(rule: m.PointRule, found: Award, played: int, trump: int) -> bool:
    """Whether an award stands after a bidder's concession: the others score card
    points only for cards already played (``played``), High only for the Ace and Low
    only for the Two of trumps; no Game."""
    kind = rule.kind
    if kind is m.PointKind.GAME:
        return False
    card = found.card
    if card is not None and not played >> card & 1:
        return False
    if kind is m.PointKind.HIGHEST:
        return card == trump * 13 + 12
    if kind is m.PointKind.LOWEST:
        return card == trump * 13
    return True


def last_trick(rule: m.PointRule, facts: HandFacts) -> list[Award]:
    """Last trick: the winner of the final trick."""
    if not facts.record.tricks:
        return []
    return [Award(rule.name, facts.side(facts.record.tricks[-1].winner), rule.value)]


def sweep(variant: m.Variant, awards: Iterable[Award], record: HandRecord) -> list[Award]:
    """All points: a bonus to a side that took every point awarded in the hand."""
    awards = list(awards)
    out = []
    for rule in variant.points:
        if rule.kind is not m.PointKind.SWEEP or not awards:
            continue
        sides = {a.side for a in awards}
        if len(sides) == 1:
            out.append(Award(rule.name, sides.pop(), rule.value))
    return out


def trick_trumps(tables: Tables, table: TrumpTable, trick: Trick) -> int:
    """All Fives: the card points of the trumps in one trick (the Five of trumps 5)."""
    trumps = [c for _, c in trick.plays if table.trump_mask >> c & 1]
    return sum(tables.trump_card_points[c] for c in trumps) // 2


POINT_FUNCTIONS = {
    m.PointKind.HIGHEST: high,
    m.PointKind.LOWEST: low,
    m.PointKind.CARD: card_point,
    m.PointKind.GAME: game_point,
    m.PointKind.LAST_TRICK: last_trick,
    m.PointKind.JOKER_PLAYED: joker_played,
}


def taken_by(awards: Iterable[Award], side: int) -> int:
    """The points one side took (:func:`taken_by_side`'s figure for that side, summed
    for it alone: what a bidder's side needs to make its bid)."""
    taken = 0
    for a in awards:
        if a.side == side:
            taken += a.value
    return taken


def taken_by_side(awards: Iterable[Award]) -> dict[int, int]:
    totals: dict[int, int] = {}
    for a in awards:
        totals[a.side] = totals.get(a.side, 0) + a.value
    return totals
