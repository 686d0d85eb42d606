"""Each property's condition on a hand the engine played, in the engine's own terms.

The solver's verdicts rest on hands the engine played (:class:`pitchspec.smt.witness.replay.
Played`); these functions say, with the engine's scoring and settling functions alone,
whether such a hand shows a property's failure: a point due but scored by nobody, the
match that should end, another winner had the unordered points been credited the
other way round, a score sign the rules forbid.
"""

from __future__ import annotations

from collections.abc import Sequence

from pitchspec import model as m
from pitchspec.engine import (
    POINT_FUNCTIONS,
    Award,
    Game,
    HandFacts,
    HandRecord,
    Settlement,
    State,
    apply_credits,
    bidder_credits,
    conditions_hold,
    end_conditions,
    extreme_trump,
    resolve,
    wins_now,
)
from pitchspec.model.derived import counting_position, points_in_order


def lost_points(game: Game, record: HandRecord, awards: Sequence[Award]) -> list[str]:
    """The engine's view of ``points_one_side``: a point due (card in play, conditions
    met) but awarded to nobody."""
    tables = game.tables
    facts = HandFacts.of(tables, tables.table(record.trump, record.sub), record)
    lost = []
    so_far: list[Award] = []
    for rule in points_in_order(game.variant):
        if rule.kind not in POINT_FUNCTIONS:
            continue
        mine = [a for a in awards if a.point == rule.name]
        due = _due(rule, facts) and conditions_hold(rule, record, facts, so_far)
        if due and not mine:
            lost.append(rule.name)
        so_far += mine
    return lost


def _due(rule: m.PointRule, facts: HandFacts) -> bool:
    if rule.kind is m.PointKind.CARD and rule.card is not None:
        card = resolve(rule.card, facts.record.trump, facts.record.sub)
        return card is not None and bool(facts.in_play(rule.among) >> card & 1)
    if rule.kind in (m.PointKind.HIGHEST, m.PointKind.LOWEST):
        return extreme_trump(rule, facts, rule.kind is m.PointKind.LOWEST) is not None
    if rule.kind is m.PointKind.JOKER_PLAYED:
        order = [c for t in facts.record.tricks for _, c in t.plays if c >= 52]
        return len(order) >= (rule.joker_order or 1)
    return False


def match_should_end(game: Game, state: State, record: HandRecord, awards: Sequence[Award],
                     settled: Settlement, before: Sequence[int] = ()) -> bool:
    """The rules end the match after this hand (engine terms): a sudden-death bid, a
    side at the target that may win and leads by the margin, or a backdoor score.
    ``before``: the scores the deal was settled from (an outcome by the bidder's score
    reads his)."""
    v = game.variant
    if record.contract is not None:
        _, sudden = bidder_credits(v, record, awards, bool(settled.made),
                                     _bidder_score(state, record, before))
        if sudden is not None:
            return True
    made = settled.made
    if any(wins_now(state, record, s, made) for s in range(state.num_sides)):
        return True
    return any(score <= door.threshold for door in v.winning.backdoor for score in state.scores)


def alternative_winners(game: Game, prior: list[int], during: Sequence[Award],
                        record: HandRecord, awards: Sequence[Award],
                        settled: Settlement | None,
                        match: State | None = None) -> tuple[tuple[int, ...], bool]:
    """Who wins when the credits the rules leave unordered come the other way round:
    credits outside the counting order last, simultaneous gifts reversed. ``match``:
    the match the deal was played in, whose count of deals (a match of a fixed number
    of deals ends by it) and marks the other count keeps."""
    v = game.variant
    state = game.new_initial_state(first_dealer=record.dealer)
    state.scores = list(prior)
    if match is not None:
        state.hand_number, state.extra_hands = match.hand_number, match.extra_hands
        state.marks = list(match.marks)
    for award in _reverse_gifts(game, record, list(during)):
        state.award_now(award)
    if state.winners is not None:
        return tuple(state.winners), False
    if settled is None:
        return (), False
    if record.contract is not None:
        _, sudden = bidder_credits(v, record, awards, bool(settled.made),
                                     _bidder_score(state, record, state.scores))
        if sudden is not None:
            return tuple(settled.winners), settled.draw
    credits = list(settled.credits)
    if not (v.scoring.pitcher_first and record.contract is not None):
        order = counting_position(v)
        credits = sorted(credits, key=lambda c: order.get(c.reason, len(order)))
    winners = apply_credits(state, record, credits, settled.made)
    draw = False
    if not winners:
        winners, draw = end_conditions(state)
    return tuple(winners), draw


def _bidder_score(state: State, record: HandRecord, scores: Sequence[int]) -> int:
    """The bidder's own match score in ``scores`` (0 when none are given)."""
    if record.contract is None or not scores:
        return 0
    return scores[state.sides[record.contract.bidder]]


def _reverse_gifts(game: Game, record: HandRecord, during: list[Award]) -> list[Award]:
    """The gift to each opponent in the other order. The engine's list may stop at the
    first side the gift counted out, so the gift is rebuilt from the rules."""
    beg = game.variant.trump.beg
    first = next((i for i, a in enumerate(during) if a.point == m.Reason.GIFT), None)
    if first is None or beg is None:
        return during
    sides = game.seating.sides
    dealer = sides[record.dealer]
    receivers = [sides[record.elder]] if beg.gift_to is m.GiftTo.ELDER else \
        [k for k in range(game.seating.num_sides) if k != dealer]
    gifts = [Award(m.Reason.GIFT, k, beg.gift) for k in reversed(receivers)]
    rest = [a for a in during[first:] if a.point != m.Reason.GIFT]
    return during[:first] + gifts + rest


def sign_problems(v: m.Variant, state: State, record: HandRecord, before: list[int],
                  settled: Settlement) -> list[str]:
    """Floor and sign rules broken by this settlement, in words."""
    after = list(state.scores)
    out = []
    floor = v.scoring.floor
    if floor is not None:
        out += [f"side {k} ends at {s}, below the floor {floor}" for k, s in enumerate(after)
                if s < floor]
    contract = record.contract
    bidder = state.sides[contract.bidder] if contract is not None else None
    group = {state.sides[s] for s in range(state.n)
             if bidder is not None and record.sides[s] == record.sides[contract.bidder]} \
        if contract is not None else set()
    for k, (a, b) in enumerate(zip(after, before, strict=True)):
        change = a - b
        if k == bidder and settled.made and change < 0:
            out.append(f"the bidder made his bid yet lost {-change}")
        elif k == bidder and settled.made is False and change > 0:
            out.append(f"the bidder was set yet gained {change}")
        elif k not in group and change < 0:
            out.append(f"side {k}, not the bidder's, lost {-change}")
    return out
