"""Who wins the match on a deal's scores: the target reached (in counting order, by
the bidder, or by the side strictly ahead, or tied sides sharing), who is allowed to
win on this deal, the margin to win by, a sale that counts a side out first, a
sudden-death bid's winners, backdoor thresholds and matches of a fixed number of deals.

The scores are credited here too (:func:`apply_credits`), since under 'both_reach:
counting order' the first side to reach the target in the count wins.
"""

from __future__ import annotations

from typing import Final

from pitchspec import model as m
from pitchspec.engine.core.records import Credit, HandRecord
from pitchspec.engine.core.state import MatchState

# The rule words the match's end compares, as Final constants: a compiled build reads
# them as statics instead of looking each up in the model module and then its enum.
_BOTH_REACH_BIDDER: Final = m.BothReach.BIDDER
_BOTH_REACH_SHARE_TIES: Final = m.BothReach.SHARE_TIES
_ELIGIBLE_ANYONE: Final = m.Eligible.ANYONE
_ELIGIBLE_BIDDER: Final = m.Eligible.BIDDER
_ELIGIBLE_BID_MADE: Final = m.Eligible.BID_MADE
_MATCH_OUTCOME_DRAW: Final = m.MatchOutcome.DRAW
_MATCH_OUTCOME_WIN: Final = m.MatchOutcome.WIN
_REASON_MARK: Final = m.Reason.MARK
_REASON_RESET: Final = m.Reason.RESET


def apply_credits(state: MatchState, record: HandRecord, credits: list[Credit],
                  made: bool | None) -> tuple[int, ...]:
    """Credit in order, applying the floor; return the winners if the match is decided.

    Under 'both_reach: counting order' the first side to reach the target in the count
    wins, but every point of the deal is still scored: the order decides who wins, not
    how many points the sides get."""
    table = state.settling
    floor = table.floor
    own_sides = record.sides == state.sides  # no called partner: credit the side itself
    in_order = table.in_order
    at = table.reach_at
    first = sold_out(state, record, made) if in_order else ()
    shared: dict[int, list[int]] = {}  # with a called partner: each hand side's members
    for credit in credits:
        for side in (credit.side,) if own_sides else _members_of(state, record, credit.side,
                                                                 shared):
            if credit.reason == _REASON_MARK:
                state.marks[side] += credit.amount
                continue
            if credit.reason == _REASON_RESET:
                state.scores[side] = 0
            else:
                state.scores[side] += credit.amount
            if floor is not None:
                state.scores[side] = max(floor, state.scores[side])
            if in_order and not first and state.scores[side] >= at \
                    and wins_now(state, record, side, made):
                first = (side,)
    return decided(state, record, made, first)


def _members_of(state: MatchState, record: HandRecord, group: int,
                shared: dict[int, list[int]]) -> list[int]:
    """:func:`members`, found once per hand side in a settlement (``shared``)."""
    found = shared.get(group)
    if found is None:
        found = shared[group] = members(state, record, group)
    return found


def sold_out(state: MatchState, record: HandRecord, made: bool | None) -> tuple[int, ...]:
    """Commercial Pitch: elder's side scored the sale before the deal was played, so in
    counting order the sale comes first; a side it took to the target (and allowed to
    win) has won before any point of the deal is counted."""
    for award in state.awards_during:
        if award.point == m.Reason.SALE and wins_now(state, record, award.side, made):
            return (award.side,)
    return ()


def decided(state: MatchState, record: HandRecord, made: bool | None,
            first: tuple[int, ...]) -> tuple[int, ...]:
    """The winners once every credit is counted: the first side to reach the target in
    the count (``first``), else, of the sides at the target allowed to win, the bidder
    where he wins ties of reaching, else the one strictly ahead, or under 'share ties'
    every side tied on the highest score."""
    w = state.variant.winning
    if first or w.hands is not None:
        return first
    at = state.settling.reach_at
    scores = state.scores  # most sides fall short of the target: asked first
    reached = [s for s in range(state.num_sides)
               if scores[s] >= at and wins_now(state, record, s, made)]
    if not reached:
        return ()
    if w.both_reach is _BOTH_REACH_BIDDER and record.contract is not None:
        bidder = record.sides[record.contract.bidder]
        if bidder in reached:
            return (bidder,)
    best = _best(state.scores, tuple(reached))
    return best if len(best) == 1 or w.both_reach is _BOTH_REACH_SHARE_TIES else ()


def wins_now(state: MatchState, record: HandRecord, side: int, made: bool | None) -> bool:
    """At or over the target, allowed to win this deal, and far enough ahead."""
    variant = state.variant
    return (state.scores[side] >= state.settling.reach_at
            and _eligible(variant, record, group_of(state, record, side), made)
            and _leads_by_margin(state.scores, side, variant.winning.margin))


def _eligible(variant: m.Variant, record: HandRecord, side: int, made: bool | None) -> bool:
    rule = variant.winning.eligible
    bidder = record.sides[record.contract.bidder] if record.contract else None
    if rule is _ELIGIBLE_ANYONE or bidder is None:
        return True
    if rule is _ELIGIBLE_BIDDER:
        return side == bidder
    if rule is _ELIGIBLE_BID_MADE:
        return side == bidder and bool(made)
    return side == bidder if made else side != bidder


def _leads_by_margin(scores: list[int], side: int, margin: int) -> bool:
    """Win by two and the like; with no margin a side may go out while behind (the
    bidder who goes out with fewer points, O-54/O-56)."""
    if margin <= 0:
        return True
    return all(scores[side] - s >= margin for i, s in enumerate(scores) if i != side)


def members(state: MatchState, record: HandRecord, group: int) -> list[int]:
    """The match sides a hand side's credit goes to: itself, or with a called partner,
    the bidder and the partner, each keeping an individual score."""
    if record.sides == state.sides:
        return [group]  # no called partner: the hand's sides are the match's
    found = sorted({state.sides[s] for s in range(state.n) if record.sides[s] == group})
    return found or [group]


def group_of(state: MatchState, record: HandRecord, side: int) -> int:
    if record.sides == state.sides:
        return side
    seat = next((s for s in range(state.n) if state.sides[s] == side), None)
    return side if seat is None else record.sides[seat]


def sudden_winners(state: MatchState, record: HandRecord, won: bool) -> tuple[int, ...]:
    """A sudden-death bid: made, the bidder's side wins (with a called partner, both);
    set, the other side wins, or, where the others each play for themselves, the best
    of them on the scores as they stand (never the called partner): before the deal's
    points, or after them for 'lose match after scoring'."""
    assert record.contract is not None
    group = record.sides[record.contract.bidder]
    if won:
        return tuple(members(state, record, group))
    groups = {g for g in record.sides if g != group}
    if len(groups) == 1:
        return tuple(members(state, record, groups.pop()))
    others = tuple(sorted({state.sides[s] for s in range(state.n) if record.sides[s] != group}))
    return _best(state.scores, others)


def _best(scores: list[int], sides: tuple[int, ...]) -> tuple[int, ...]:
    if not sides:
        return ()
    top = max(scores[s] for s in sides)
    return tuple(s for s in sides if scores[s] == top)


def end_conditions(state: MatchState) -> tuple[tuple[int, ...], bool]:
    """Backdoor thresholds and fixed-length matches."""
    w = state.variant.winning
    for door in w.backdoor:
        low = [s for s in range(state.num_sides) if state.scores[s] <= door.threshold]
        if not low:
            continue
        if door.outcome is _MATCH_OUTCOME_DRAW:
            return (), True
        if door.outcome is _MATCH_OUTCOME_WIN:
            return (low[0],), False
        rest = tuple(s for s in range(state.num_sides) if s not in low)
        best = _best(state.scores, rest)
        if len(best) == 1:
            return best, False
    if w.hands is not None and state.hand_number + 1 >= w.hands + state.extra_hands:
        best = _best(state.scores, tuple(range(state.num_sides)))
        if len(best) == 1:
            return best, False
        if w.tie_extra_hands is None:
            return (), True
        state.extra_hands += w.tie_extra_hands
    return (), False

