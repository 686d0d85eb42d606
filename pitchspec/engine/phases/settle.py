"""Settling a hand: the credits counted in order onto the match scores, and the match
decided or the next deal dealt.

Points are credited one at a time in counting order (the pitcher's first where the
variant says so); under 'both_reach: counting order' the first side to reach the
target wins at that moment, which is how the sources resolve two sides going out in
the same deal. The other resolutions (bidder wins, higher score) look at the totals.
Most hands of most variants are a plain make-or-set (:func:`settle_plainly`); the rest
take the general rules (:func:`settle_by_rules`), which give the same result for those.
What each side scores is :mod:`pitchspec.engine.phases.credits`'s; who wins on the
scores, :mod:`pitchspec.engine.phases.winning`'s.
"""

from __future__ import annotations

from collections.abc import Sequence

from pitchspec import model as m
from pitchspec.engine.core.auction_plans import SettleTable
from pitchspec.engine.core.records import Award, Credit, HandRecord, Settlement, settlement
from pitchspec.engine.core.records import credit as new_credit
from pitchspec.engine.core.score_plan import score_plan
from pitchspec.engine.core.state import MatchState
from pitchspec.engine.phases.credits import (
    LOSE_MATCH_SCORED,
    bidder_plainly,
    contract_credits,
    contract_made,
    other_credits,
    requirement_met,
)
from pitchspec.engine.phases.deal import redeal
from pitchspec.engine.phases.scoring import score_hand
from pitchspec.engine.phases.winning import (
    apply_credits,
    decided,
    end_conditions,
    sold_out,
    sudden_winners,
    wins_now,
)


def settle(state: MatchState, record: HandRecord, awards: Sequence[Award]) -> Settlement:
    """Apply the hand's awards to the match scores and decide the match if it is over.

    A hand of a variant that settles plainly (:func:`pitchspec.engine.core.score_plan.
    plain_settle`), with a numeric contract (doubled or not; conceded or not), or no
    contract, and no called partner, is settled by :func:`settle_plainly`; any other by
    :func:`settle_by_rules`. Both give the same credits, scores and winners."""
    contract = record.contract
    plan = score_plan(state.tables)
    if plan.plain_settle and record.sides == state.sides and (
            contract is None or contract.special is None
            or (not contract.doubled and contract.special in plan.specials)):
        return settle_plainly(state, record, awards, plan.specials)
    return settle_by_rules(state, record, awards)


def settle_plainly(state: MatchState, record: HandRecord, awards: Sequence[Award],
                   specials: dict[str, m.SpecialBid] | None = None) -> Settlement:
    """Make or set, plainly: the bidder's side, if it took at least its bid (and did not
    concede), scores each point it took, else loses the bid (keeping what it took where
    the rules say so); every other side scores what it took. The credits are then
    counted in order."""
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
        made = taken >= contract.level and not record.conceded
        special = None if contract.special is None \
            else (specials or score_plan(state.tables).specials)[contract.special]
        if special is not None and made:
            for need in special.requires:
                if not requirement_met(need, side, taken, record, awards):
                    made = False
                    break
        credits = bidder_plainly(table, contract, special, side, made, own, taken)
        credits += others
    order = table.order
    if order and not (contract is not None and table.pitcher_first):
        credits = in_counting_order(credits, order)
    result = settlement(credits, made)
    winners = count_plainly(state, record, credits, made, table)
    result.winners = winners
    if not winners and table.ends:
        result.winners, result.draw = end_conditions(state)
    return result


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
            else contract_made(record, awards, contract, special)
        score = state.scores[state.sides[contract.bidder]]
        mine, sudden = contract_credits(variant, record, awards, result.made, score,
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


def in_counting_order(credits: list[Credit], order: dict[str, int]) -> list[Credit]:
    """The credits by each point's place in the counting order (``order``; the rest
    first), those in the same place as they came. Most hands' come in order already:
    they are then counted as they are."""
    places = [order.get(c.reason, -1) for c in credits]
    last = -1
    for place in places:
        if place < last:
            return [credits[i] for i in sorted(range(len(places)), key=places.__getitem__)]
        last = place
    return credits


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

