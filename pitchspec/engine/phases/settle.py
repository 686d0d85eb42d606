"""Settling a hand: make or set, who else scores, the counting order and the win rules.

Points are credited one at a time in counting order (the pitcher's first where the
variant says so); under 'both_reach: counting order' the first side to reach the
target wins at that moment, which is how the sources resolve two sides going out in
the same deal. The other resolutions (bidder wins, higher score) look at the totals.
Most hands of most variants are a plain make-or-set (:func:`settle_plainly`); the rest
take the general rules (:func:`settle_by_rules`), which give the same result for those.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from pitchspec import model as m
from pitchspec.engine.core.auction_plans import SettleTable
from pitchspec.engine.core.records import (
    Award,
    Contract,
    Credit,
    HandRecord,
    Settlement,
    settlement,
)
from pitchspec.engine.core.records import credit as new_credit
from pitchspec.engine.core.score_plan import score_plan
from pitchspec.engine.core.state import MatchState
from pitchspec.engine.phases.deal import redeal
from pitchspec.engine.phases.scoring import score_hand, taken_by_side

# The rule words settlement compares, as Final constants: a compiled build reads them
# as statics instead of looking each up in the model module and then its enum.
_BOTH_REACH_BIDDER: Final = m.BothReach.BIDDER
_BOTH_REACH_SHARE_TIES: Final = m.BothReach.SHARE_TIES
_ELIGIBLE_ANYONE: Final = m.Eligible.ANYONE
_ELIGIBLE_BIDDER: Final = m.Eligible.BIDDER
_ELIGIBLE_BID_MADE: Final = m.Eligible.BID_MADE
_MADE_RULE_TAKEN: Final = m.MadeRule.TAKEN
_MATCH_OUTCOME_DRAW: Final = m.MatchOutcome.DRAW
_MATCH_OUTCOME_WIN: Final = m.MatchOutcome.WIN
_OTHERS_IF_BIDDER_SET: Final = m.Others.IF_BIDDER_SET
_OTHERS_TAKEN: Final = m.Others.TAKEN
_OUTCOME_KIND_LOSE: Final = m.OutcomeKind.LOSE
_OUTCOME_KIND_LOSE_BID: Final = m.OutcomeKind.LOSE_BID
_OUTCOME_KIND_LOSE_MATCH: Final = m.OutcomeKind.LOSE_MATCH
_OUTCOME_KIND_SCORE: Final = m.OutcomeKind.SCORE
_OUTCOME_KIND_SCORE_BID: Final = m.OutcomeKind.SCORE_BID
_OUTCOME_KIND_SCORE_TAKEN: Final = m.OutcomeKind.SCORE_TAKEN
_OUTCOME_KIND_WIN_MATCH: Final = m.OutcomeKind.WIN_MATCH
_REASON_BID: Final = m.Reason.BID
_REASON_BID_MADE: Final = m.Reason.BID_MADE
_REASON_EXACT_BID: Final = m.Reason.EXACT_BID
_REASON_MARK: Final = m.Reason.MARK
_REASON_RESET: Final = m.Reason.RESET
_REASON_SET_BACK: Final = m.Reason.SET_BACK
_REQUIREMENT_KIND_ALL_POINTS: Final = m.RequirementKind.ALL_POINTS
_REQUIREMENT_KIND_ALL_TRICKS: Final = m.RequirementKind.ALL_TRICKS
_REQUIREMENT_KIND_CAPTURE: Final = m.RequirementKind.CAPTURE
_SET_KEEPS_NOTHING: Final = m.SetKeeps.NOTHING
_SET_KEEPS_TAKEN: Final = m.SetKeeps.TAKEN
_SET_PENALTY_RESET: Final = m.SetPenalty.RESET

def bid_made(variant: m.Variant, record: HandRecord, awards: Sequence[Award]) -> bool:
    """Did the bidding side take its bid (and meet a special bid's requirements)?"""
    contract = record.contract
    assert contract is not None
    special = variant.special_bid(contract.special) if contract.special else None
    return _bid_made(record, awards, contract, special)


def _bid_made(record: HandRecord, awards: Sequence[Award], contract: Contract,
              special: m.SpecialBid | None) -> bool:
    """:func:`bid_made` for the contract's special bid (None: a numeric bid)."""
    side = record.sides[contract.bidder]
    taken = taken_by_side(awards).get(side, 0)
    if special is None:
        return taken >= contract.level
    enough = taken >= contract.level if special.at is not None or not special.requires else True
    return enough and all(_requirement(r, side, taken, record, awards) for r in special.requires)


def _requirement(req: m.Requirement, side: int, taken: int, record: HandRecord,
                 awards: Sequence[Award]) -> bool:
    if req.kind is _REQUIREMENT_KIND_ALL_POINTS:
        return bool(awards) and all(a.side == side for a in awards)
    if req.kind is _REQUIREMENT_KIND_ALL_TRICKS:
        return all(record.sides[t.winner] == side for t in record.tricks)
    if req.kind is _REQUIREMENT_KIND_CAPTURE:
        return any(a.point == req.point and a.side == side for a in awards)
    return taken >= (req.amount or 0)


def _outcome_amount(outcome: m.Outcome, contract: Contract, special: m.SpecialBid | None,
                    taken: int) -> int | str:
    kind = outcome.kind
    if kind in (_OUTCOME_KIND_WIN_MATCH, _OUTCOME_KIND_LOSE_MATCH):
        return str(kind.value)
    value = special.value if special is not None else contract.level
    if kind is _OUTCOME_KIND_SCORE:
        return outcome.amount if outcome.amount is not None else value
    if kind is _OUTCOME_KIND_SCORE_BID:
        return contract.level
    if kind is _OUTCOME_KIND_SCORE_TAKEN:
        return taken
    if kind is _OUTCOME_KIND_LOSE:
        return -(outcome.amount if outcome.amount is not None else value)
    if kind is _OUTCOME_KIND_LOSE_BID:
        return -contract.level
    raise KeyError(kind)


LOSE_MATCH_SCORED: Final = "lose_match_scored"
"""A set bid that loses the match after the deal's points are credited ('set: lose
match after scoring'): the winner among the others is decided on their new scores."""


def special_at(variant: m.Variant, contract: Contract, score: int) -> m.SpecialBid | None:
    """The contract's special bid as it settles for a bidder whose own match score
    before the deal is ``score`` ('win match if score 0, else score value')."""
    special = variant.special_bid(contract.special) if contract.special else None
    return special.at_score(score) if special is not None and special.by_score else special


def bidder_credits(variant: m.Variant, record: HandRecord, awards: Sequence[Award],
                   made: bool, score: int = 0) -> tuple[list[Credit], str | None]:
    """The bidding side's credits, and 'win_match'/'lose_match' for sudden-death bids
    (:data:`LOSE_MATCH_SCORED` for one lost after the deal's points are credited);
    ``score``: the bidder's own match score before the deal."""
    contract = record.contract
    assert contract is not None
    special = variant.special_bid(contract.special) if contract.special else None
    return _bidder_credits(variant, record, awards, made, score, contract, special)


def _bidder_credits(variant: m.Variant, record: HandRecord, awards: Sequence[Award],
                    made: bool, score: int, contract: Contract,
                    bid: m.SpecialBid | None) -> tuple[list[Credit], str | None]:
    """:func:`bidder_credits` for the contract's special bid as named (None: a numeric
    bid), looked up once by the caller."""
    side = record.sides[contract.bidder]
    own = [a for a in awards if a.side == side]
    taken = sum(a.value for a in own)
    by_score = bid is not None and bid.by_score
    special = bid.at_score(score) if bid is not None and by_score else bid
    factor = 2 if contract.doubled else 1
    s = variant.scoring
    if special is not None and made and special.made.kind is _OUTCOME_KIND_SCORE_TAKEN:
        return _each(own), None  # point by point, in counting order, like a numeric bid
    named = special is not None and (special.at is None or by_score
                                     or special.made.kind is not _OUTCOME_KIND_SCORE)
    if special is not None and named:
        outcome = special.made if made else special.set
        amount = _outcome_amount(outcome, contract, special, taken)
        keep = [] if made or s.set_keeps is _SET_KEEPS_NOTHING else _each(own)
        if isinstance(amount, str):
            return (keep, LOSE_MATCH_SCORED) if outcome.credited else ([], amount)
        return [new_credit(side, amount, contract.special or _REASON_BID), *keep], None
    if made:
        if s.made is _MADE_RULE_TAKEN and factor == 1:
            credits = _each(own)
        else:
            credits = [new_credit(side, contract.level * factor, _REASON_BID_MADE)]
        if s.exact_bonus and taken == contract.level:
            credits.append(new_credit(side, s.exact_bonus, _REASON_EXACT_BID))
        return credits, None
    if s.set_penalty is _SET_PENALTY_RESET:
        return [new_credit(side, 0, _REASON_RESET), *_marks(variant, side)], None
    credits = [new_credit(side, -contract.level * factor, _REASON_SET_BACK), *_marks(variant, side)]
    if s.set_keeps is _SET_KEEPS_TAKEN:
        credits += _each(own)
    return credits, None


def _marks(variant: m.Variant, side: int) -> list[Credit]:
    """Negative marks for a set side (Juniper's pookie), kept apart from the score."""
    marks = variant.scoring.set_marks
    return [new_credit(side, marks, _REASON_MARK)] if marks else []


def _each(awards: Sequence[Award]) -> list[Credit]:
    return [new_credit(a.side, a.value, a.point) for a in awards]


def other_credits(variant: m.Variant, record: HandRecord, awards: Sequence[Award],
                  made: bool | None, anyone: frozenset[str]) -> list[Credit]:
    """What sides other than the bidder's score: all they took, nothing, or only when
    the bidder is set; points marked 'scored by anyone' (``anyone``) always count."""
    bidder_side = record.sides[record.contract.bidder] if record.contract else None
    rule = variant.scoring.others
    credits = []
    for a in awards:
        if a.side == bidder_side:
            continue
        counts = (rule is _OTHERS_TAKEN or a.point in anyone
                  or (rule is _OTHERS_IF_BIDDER_SET and made is False)
                  or record.contract is None)
        if counts:
            credits.append(new_credit(a.side, a.value, a.point))
    return credits


def settle(state: MatchState, record: HandRecord, awards: Sequence[Award]) -> Settlement:
    """Apply the hand's awards to the match scores and decide the match if it is over.

    A hand of a variant that settles plainly (:func:`pitchspec.engine.core.score_plan.
    plain_settle`), with a numeric contract (doubled or not) not conceded, or no contract,
    and no called partner, is settled by :func:`settle_plainly`; any other by
    :func:`settle_by_rules`. Both give the same credits, scores and winners."""
    contract = record.contract
    plan = score_plan(state.tables)
    if plan.plain_settle and not record.conceded and record.sides == state.sides and (
            contract is None or contract.special is None
            or (not contract.doubled and contract.special in plan.specials)):
        return settle_plainly(state, record, awards, plan.specials)
    return settle_by_rules(state, record, awards)


def settle_plainly(state: MatchState, record: HandRecord, awards: Sequence[Award],
                   specials: dict[str, m.SpecialBid] | None = None) -> Settlement:
    """Make or set, plainly: the bidder's side, if it took at least its bid, scores each
    point it took, else loses the bid (keeping what it took where the rules say so);
    every other side scores what it took. The credits are then counted in order."""
    contract = record.contract
    table = state.settling
    if contract is None:
        credits = [new_credit(a.side, a.value, a.point) for a in awards]
        made = None
    else:
        side = state.sides[contract.bidder]  # the record's sides: no called partner
        own: list[Credit] = []
        others: list[Credit] = []
        taken = 0
        for a in awards:
            scorer, value = a.side, a.value
            if scorer == side:
                own.append(new_credit(side, value, a.point))
                taken += value
            else:
                others.append(new_credit(scorer, value, a.point))
        made = taken >= contract.level
        special = None if contract.special is None \
            else (specials or score_plan(state.tables).specials)[contract.special]
        if special is not None and made:
            for need in special.requires:
                if not _requirement(need, side, taken, record, awards):
                    made = False
                    break
        credits = bidder_plainly(table, contract, special, side, made, own, taken)
        credits += others
    order = table.order
    if order and not (contract is not None and table.pitcher_first):
        credits = sorted(credits, key=lambda c: order.get(c.reason, -1))
    result = settlement(credits, made)
    winners = count_plainly(state, record, credits, made, table)
    result.winners = winners
    if not winners and table.ends:
        result.winners, result.draw = end_conditions(state)
    return result


def bidder_plainly(table: SettleTable, contract: Contract, special: m.SpecialBid | None,
                   side: int, made: bool, own: list[Credit], taken: int) -> list[Credit]:
    """The bidder's side's credits, plainly (``own``: a credit for each point it took):
    made, each point it took; set, the bid lost (and what it took where it keeps it).
    A special bid named for a numeric level scores as its outcomes say, or as that
    level where it scores the bid when made; a doubled bid ("n for 2n") scores twice
    its level made, and loses twice its level set."""
    if contract.doubled:  # "n for 2n": twice the bid, scored made or lost set
        if made:
            return [new_credit(side, 2 * contract.level, _REASON_BID_MADE)]
        lost = new_credit(side, -2 * contract.level, _REASON_SET_BACK)
    elif special is None or special.made.kind is _OUTCOME_KIND_SCORE:
        if made:
            return own
        lost = new_credit(side, -contract.level, _REASON_SET_BACK)
    elif made and special.made.kind is _OUTCOME_KIND_SCORE_TAKEN:
        return own
    else:
        amount = _outcome_amount(special.made if made else special.set, contract, special,
                                 taken)
        assert isinstance(amount, int)
        lost = new_credit(side, amount, contract.special or _REASON_BID)
        if made:
            return [lost]
    return [lost, *own] if table.keeps_taken else [lost]


def count_plainly(state: MatchState, record: HandRecord, credits: list[Credit],
                  made: bool | None, table: SettleTable) -> tuple[int, ...]:
    """:func:`apply_credits` for credits that are neither marks nor resets, each to the
    side named (no called partner)."""
    floor = table.floor
    scores = state.scores
    at = table.reach_at
    in_order = table.in_order
    first = sold_out(state, record, made) if in_order else ()
    for c in credits:
        side = c.side
        score = scores[side] + c.amount
        if floor is not None and score < floor:
            score = floor
        scores[side] = score
        if in_order and not first and score >= at and wins_now(state, record, side, made):
            first = (side,)
    if first or table.by_hands or max(scores) < at:
        return first  # decided in the count, or by the number of hands, or nobody is out
    return decided(state, record, made, first)


def settle_by_rules(state: MatchState, record: HandRecord,
                    awards: Sequence[Award]) -> Settlement:
    """Settle the hand by the general rules (special bids, doubling, marks, resets,
    called partners, concessions)."""
    variant = state.variant
    result = settlement([], None)
    credits: list[Credit] = []
    sudden: str | None = None
    contract = record.contract
    if contract is not None:
        # the contract's special bid looked up once, for whether it was made and for
        # what it scores
        special = variant.special_bid(contract.special) if contract.special else None
        result.made = False if record.conceded \
            else _bid_made(record, awards, contract, special)
        score = state.scores[state.sides[contract.bidder]]
        mine, sudden = _bidder_credits(variant, record, awards, result.made, score,
                                       contract, special)
        credits += mine
    table = state.settling
    credits += other_credits(variant, record, awards, result.made, table.anyone)
    credits = order_credits(variant, record, credits, table.order)
    result.credits = credits
    if sudden == LOSE_MATCH_SCORED and record.contract is not None:
        apply_credits(state, record, credits, result.made)  # the scores, not a winner
        result.winners = sudden_winners(state, record, False)
        return result
    if sudden is not None and record.contract is not None:
        result.winners = sudden_winners(state, record, sudden == "win_match")
        return result
    result.winners = apply_credits(state, record, credits, result.made)
    if not result.winners:
        result.winners, result.draw = end_conditions(state)
    return result


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


def order_credits(variant: m.Variant, record: HandRecord, credits: list[Credit],
                  order: dict[str, int]) -> list[Credit]:
    """Counting order: the pitcher's credits first where the rules say so, else by
    each point's place in the variant's order (``order``; the rest first, as they
    came)."""
    if variant.scoring.pitcher_first and record.contract is not None:
        side = record.sides[record.contract.bidder]
        return [c for c in credits if c.side == side] + [c for c in credits if c.side != side]
    if not order:
        return credits
    return sorted(credits, key=lambda c: order.get(c.reason, -1))


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


def forced_set(state: MatchState, amount: int) -> None:
    """The forced set (Smear): nobody bid, so the dealer's side is set back ``amount``
    and the cards are thrown in without play. The deal counts as scored (logged with
    the set as its one credit, scored before play like a sale); a backdoor or the count
    of deals may end the match on it, else the deal passes to the next player."""
    side = state.sides[state.dealer]
    state.awards_during.append(Award(m.Reason.FORCED_SET, side, -amount))
    lost = new_credit(side, -amount, m.Reason.FORCED_SET)
    state.scores[side] -= amount
    floor = state.variant.scoring.floor
    if floor is not None:
        state.scores[side] = max(floor, state.scores[side])
    result = settlement([lost], None)
    result.winners, result.draw = end_conditions(state)
    close_hand(state, result, (), played=False)


def finish_hand(state: MatchState) -> None:
    """Score the hand, settle it, and deal the next unless the match is decided (a hand
    where trump was never fixed is dealt again)."""
    if state.trump is None:
        redeal(state, same_dealer=False)
        return
    record = state.record()
    awards = score_hand(state.tables, record)
    result = settle(state, record, awards)
    close_hand(state, result, awards, played=True)


def close_hand(state: MatchState, result: Settlement, awards: Sequence[Award],
               played: bool) -> None:
    """Record the scored hand (played, or thrown in under a forced set: recorded with no
    trump, no contract and no trick), then end the match on its winners or draw, else
    deal again."""
    state.last_settlement = result
    state.hands_played.append({
        "hand": state.hand_number, "dealer": state.dealer,
        "trump": state.trump if played else None,
        "contract": state.contract if played else None, "awards": awards,
        "during": tuple(state.awards_during), "made": result.made,
        "scores": tuple(state.scores), "tricks": len(state.tricks) if played else 0})
    if result.winners:
        state.winners = result.winners
    elif result.draw:
        state.drawn = True
    else:
        redeal(state, same_dealer=False)
