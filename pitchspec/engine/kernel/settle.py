"""Settling a hand in lockstep: make or set, who else scores, the credits in counting
order, and whether (and by which credit) the match is won."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import assert_never

import numpy as np

from pitchspec import model as m
from pitchspec.engine.kernel.partners import Partners, sudden_members
from pitchspec.engine.kernel.rows import row_all, row_any, row_max, row_sum, select
from pitchspec.engine.kernel.scoring import Awards
from pitchspec.engine.kernel.setup import Setup


@dataclass(frozen=True, eq=False)
class Settled:
    """Each lane's scores after the hand, its winning side (-1: none yet), whether the
    contract was made, and the deciding credit: its column (0 the bid, k the k-th point
    in counting order; -1 none) and whether it was the last credit counted."""

    scores: np.ndarray
    winner: np.ndarray
    made: np.ndarray
    has_bid: np.ndarray
    bidder_side: np.ndarray
    deciding: np.ndarray
    decided_last: np.ndarray
    tied: np.ndarray | None = None
    """(lanes, sides): where a lost match leaves several of the others tied for the
    best score, those sides, who all win (``winner`` is then -1); None: no such lane."""


def settle(setup: Setup, scores: np.ndarray, got: Awards, bidder: np.ndarray,
           level: np.ndarray, doubled: np.ndarray, conceded: np.ndarray | None = None,
           special: np.ndarray | None = None, winners: np.ndarray | None = None,
           partners: Partners | None = None, sold: np.ndarray | None = None) -> Settled:
    """Make or set, who else scores, credits in counting order, and the match. A
    doubled bid ("n for 2n") scores 2n made and loses 2n set, never point by point.
    A special bid above the numeric bids (``special``, its index; ``winners``, each
    trick's winner) is made by meeting its requirements and scores its own outcome,
    made or set, never point by point. With a called partner (``partners``) each side's
    credit goes to each of its players, as does a win by a sudden-death bid."""
    s, w = setup.variant.scoring, setup.variant.winning
    side, value = got.side, got.value
    count = len(bidder)
    idx = np.arange(count)
    has_bid = bidder >= 0
    bidder_side = np.where(has_bid, setup.sides[np.maximum(bidder, 0)], -1)
    own = side == bidder_side[:, None]
    taken = row_sum(value * own)
    special = np.full(count, -1) if special is None else np.where(has_bid, special, -1)
    top = special >= 0
    # a doubled bid, or one above the numeric bids, is never a numeric bid named
    named = np.where(doubled | top, -1, level)
    made = has_bid & (taken >= level) & _special_requirements(setup, side, bidder_side, named)
    tops = np.flatnonzero(top)
    if len(tops):  # only the lanes whose contract is such a bid are read
        assert winners is not None
        made[tops] = top_made(setup, special[tops], Awards(got.rules, side[tops], value[tops],
                                                          got.card[tops]),
                              bidder_side[tops], taken[tops], winners[tops],
                              partners.pick(tops) if partners is not None else None)
    if conceded is not None:
        made &= ~conceded  # a bidder who conceded is set
    set_back = has_bid & ~made
    # 'set: reset': a set side's score goes back to 0 and it keeps nothing (its marks
    # are kept apart from the score and decide nothing, so the kernel does not count them)
    reset = set_back & (s.set_penalty is m.SetPenalty.RESET) & ~top
    by_points = made & (s.made is m.MadeRule.TAKEN) & ~doubled & ~top
    keep_own = by_points | (set_back & ~reset & (s.set_keeps is m.SetKeeps.TAKEN))
    others_count = {m.Others.TAKEN: np.ones(count, bool), m.Others.NOTHING: ~has_bid,
                    m.Others.IF_BIDDER_SET: ~has_bid | set_back}[s.others]
    anyone = np.array([r.anyone for r in got.rules], dtype=bool)
    counts = (own & keep_own[:, None]) | (~own & (others_count[:, None] | anyone[None, :]))
    credit_side = select(counts & (side >= 0), side, -1)
    credit_value = value * (credit_side >= 0)
    stake = np.where(doubled, 2 * level, level)
    bid_credit = np.where(set_back & ~reset, -stake, np.where(made & ~by_points, stake, 0))
    bid_credit += np.where(made & (taken == level) & ~top, s.exact_bonus, 0)
    bid_credit = np.where(top, top_outcome(setup, special, made), bid_credit)
    # A made bid scored point by point has no credit of its own (as in the engine).
    first_side = np.where(has_bid & ((bid_credit != 0) | reset), bidder_side, -1)
    credit_side = np.concatenate([first_side[:, None], credit_side], axis=1)
    credit_value = np.concatenate([bid_credit[:, None], credit_value], axis=1)
    source = np.broadcast_to(np.arange(credit_side.shape[1]), credit_side.shape)
    if s.pitcher_first:
        order = pitcher_first(credit_side != bidder_side[:, None])
        at = order + (idx * order.shape[1])[:, None]  # [lane, place] in the flat credits
        credit_side = credit_side.reshape(-1).take(at)
        credit_value = credit_value.reshape(-1).take(at)
        source = order
    before, scores = scores, scores.copy()
    winner = np.full(count, -1, dtype=np.int64)
    groups = partners.groups if partners is not None else None
    if sold is not None and w.both_reach is m.BothReach.COUNTING_ORDER:
        winner = sold_out(setup, scores, sold, bidder_side, made)
    row = idx * scores.shape[1]  # scores[lane, side] at row + side of the flat scores
    summed = s.floor is None and w.both_reach is not m.BothReach.COUNTING_ORDER \
        and not reset.any()  # counted in any order alike
    if summed:
        scores = scores + _group_credits(credit_side, credit_value, groups, scores.shape[1])
    for j in range(0 if summed else credit_side.shape[1]):
        target = credit_side[:, j]
        active = target >= 0
        safe = np.maximum(target, 0)
        at = row + safe
        zero = active & reset & (source[:, j] == 0)
        if groups is not None:  # to each player of the side
            to = active[:, None] & (groups == target[:, None])
            scores = scores + np.where(to, credit_value[:, j:j + 1], 0)
            scores = np.where(to & zero[:, None], 0, scores)
        else:
            flat = scores.reshape(-1)
            flat[at] += credit_value[:, j] * active  # one credit a lane
            if zero.any():
                flat[at[zero]] = 0
        if s.floor is not None:
            scores = np.maximum(scores, s.floor)
        if w.both_reach is m.BothReach.COUNTING_ORDER:
            # the first to reach the target wins; the later credits still count
            reached = _reached(setup, scores.reshape(-1).take(at))
            maybe = np.flatnonzero(active & (winner < 0) & reached)
            if len(maybe):  # only a side that reached the target may have won
                wins = _wins(setup, scores[maybe], safe[maybe], bidder_side[maybe], made[maybe])
                winner[maybe] = np.where(wins, safe[maybe], winner[maybe])
    if w.both_reach is not m.BothReach.COUNTING_ORDER:
        winner = _end_of_hand_winner(setup, scores, bidder_side, made, groups)
    else:  # none won as the credits were counted: one already over (put there by a
        # sale) wins at the end of the hand, as in the engine's winning.apply_credits
        winner = np.where(winner >= 0, winner,
                          _end_of_hand_winner(setup, scores, bidder_side, made))
    winner = np.where(winner >= 0, winner, backdoor(setup, scores))
    # with a called partner, credits name the deal's sides: a credit is the winner's
    # only where its side is his own (as tally.deciding_credit reads them)
    column, last = _deciding(setup, scores, winner, credit_side, credit_value, source)
    won, lost = sudden(setup, named, made, has_bid, special)
    tied = None
    if (won | lost).any():  # the match ends at once, nothing of the hand scored
        scores = np.where((won | lost)[:, None], before, scores)
        best = best_others(setup, before, bidder_side) & lost[:, None]
        alone = row_sum(best) == 1
        winner = np.where(won, bidder_side, np.where(lost, np.where(
            alone, np.argmax(best, axis=1), -1), winner))
        column = np.where(won | lost, -1, column)
        last = last & ~(won | lost)
        if partners is not None:  # every player of the winning side wins
            best, number = sudden_members(partners, bidder_side, won, lost, before)
            winner = np.where(won | lost, np.where(number == 1, np.argmax(best, axis=1), -1),
                              winner)
        several = row_sum(best) > 1
        tied = best & several[:, None] if several.any() else None
    return Settled(scores, winner, made, has_bid, bidder_side, column, last, tied)


def pitcher_first(later: np.ndarray) -> np.ndarray:
    """(lanes, k) the order the credits are counted in where the pitcher's side counts
    first: the columns not ``later`` (the pitcher's side's), then the others, each in
    its own order (as a stable sort of the rank 0 or 1 orders them), read from a table
    of every pattern of up to :data:`_FEW_CREDITS` credits."""
    lanes, width = later.shape
    if width > _FEW_CREDITS:
        order: np.ndarray = np.argsort(later, axis=1, kind="stable")
        return order
    code = np.zeros(lanes, dtype=np.int64)  # column j later: bit j
    for j in range(width):
        code |= later[:, j].astype(np.int64) << j
    found: np.ndarray = _orders(width).take(code, axis=0)
    return found


_FEW_CREDITS = 12
"""Up to this many credits a hand, their order is read from a table (4096 rows)."""


@functools.cache
def _orders(width: int) -> np.ndarray:
    """(2**width, width): for each pattern of credits counted later (bit j: column j),
    the columns counted first, in order, then those counted later, in order."""
    codes = np.arange(1 << width)[:, None]
    later = (codes >> np.arange(width)[None, :]) & 1
    table: np.ndarray = np.argsort(later, axis=1, kind="stable")
    return table


def top_made(setup: Setup, special: np.ndarray, got: Awards, bidder_side: np.ndarray,
             taken: np.ndarray, winners: np.ndarray,
             partners: Partners | None = None) -> np.ndarray:
    """Whether the special bid above the numeric bids was made: every requirement met
    (every point scored, every trick won, N points taken, a named point captured);
    one with none, its value."""
    side = got.side
    made = np.zeros(len(special), dtype=bool)
    sweep = row_all((side == bidder_side[:, None]) | (side < 0)) & row_any(side >= 0)
    names = [rule.name for rule in got.rules]
    if partners is None:  # the seating's sides
        won_by = setup.sides.take(np.maximum(winners, 0))
    else:
        won_by = np.take_along_axis(partners.seat_sides, np.maximum(winners, 0), axis=1)
    tricks = row_all((winners < 0) | (won_by == bidder_side[:, None]))
    for i, x in enumerate(setup.variant.bidding.special):
        ok = np.ones(len(special), dtype=bool) if x.requires else taken >= x.value
        for r in x.requires:
            if r.kind is m.RequirementKind.CAPTURE:
                ok &= np.zeros(len(special), dtype=bool) if r.point not in names else \
                    side[:, names.index(r.point)] == bidder_side
                continue
            ok &= {m.RequirementKind.ALL_POINTS: sweep, m.RequirementKind.ALL_TRICKS: tricks,
                   m.RequirementKind.POINTS: taken >= (r.amount or 0)}[r.kind]
        made = np.where(special == i, ok, made)
    return made


def top_outcome(setup: Setup, special: np.ndarray, made: np.ndarray) -> np.ndarray:
    """What a special bid above the numeric bids scores: made, its value ('score'); set,
    minus its value ('lose', 'lose bid'); a sudden-death outcome scores nothing here."""
    amount = np.zeros(len(special), dtype=np.int64)
    for i, x in enumerate(setup.variant.bidding.special):
        gain = x.made.amount if x.made.amount is not None else x.value
        loss = x.set.amount if x.set.amount is not None and \
            x.set.kind is m.OutcomeKind.LOSE else x.value
        up = gain if x.made.kind is m.OutcomeKind.SCORE else 0
        down = -loss if x.set.kind in (m.OutcomeKind.LOSE, m.OutcomeKind.LOSE_BID) else 0
        amount = np.where(special == i, np.where(made, up, down), amount)
    return amount


def sudden(setup: Setup, named: np.ndarray, made: np.ndarray, has_bid: np.ndarray,
           top: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per lane, whether a sudden-death special bid (the moon at 4: 'made: win match',
    'set: lose match') was made, winning the match, or set, losing it (``top``: the
    special bid above the numeric bids, by index, or -1)."""
    won = np.zeros(len(named), dtype=bool)
    lost = np.zeros(len(named), dtype=bool)
    for i, special in enumerate(setup.variant.bidding.special):
        wins = special.made.kind is m.OutcomeKind.WIN_MATCH
        loses = special.set.kind is m.OutcomeKind.LOSE_MATCH
        if not (wins or loses):  # neither ends the match
            continue
        bid = has_bid & (top == i)
        if special.at is not None:  # a numeric bid may name it
            bid |= has_bid & (named == special.at)
        if wins:
            won |= bid & made
        if loses:
            lost |= bid & ~made
    return won, lost


def best_others(setup: Setup, scores: np.ndarray, bidder_side: np.ndarray) -> np.ndarray:
    """(lanes, sides): who wins when the bidder's side loses the match: the other
    side, or of several, every one with the best score among them (as the reference
    engine's sudden_winners: several tied all win)."""
    mine = np.arange(setup.num_sides)[None, :] == bidder_side[:, None]
    rest = np.where(mine, -10**9, scores)
    best: np.ndarray = (rest == row_max(rest)[:, None]) & ~mine
    return best


def backdoor(setup: Setup, scores: np.ndarray) -> np.ndarray:
    """The backdoor, where nobody has won by the target: a side at or below a
    threshold ('at -100 lose') loses, the best of the others winning (if one alone is
    best), or ('win') wins; the thresholds in the order written (-1: nobody)."""
    winner = np.full(len(scores), -1, dtype=np.int64)
    doors = setup.variant.winning.backdoor
    if not doors:
        return winner
    near = np.flatnonzero(row_any(scores <= max(door.threshold for door in doors)))
    if len(near) == 0:
        return winner
    if len(near) < len(scores):  # only a lane where some side is that low is read
        winner[near] = backdoor(setup, scores[near])
        return winner
    for door in doors:
        low = scores <= door.threshold
        if door.outcome is m.MatchOutcome.WIN:
            found = np.where(row_any(low), np.argmax(low, axis=1), -1)
        else:
            rest = np.where(low, -10**9, scores)
            best = rest == row_max(rest)[:, None]
            one = row_any(low) & ~row_all(low) & (row_sum(best) == 1)
            found = np.where(one, np.argmax(best, axis=1), -1)
        winner = np.where(winner >= 0, winner, found)
    return winner


def sold_out(setup: Setup, scores: np.ndarray, sold: np.ndarray, bidder_side: np.ndarray,
             made: np.ndarray) -> np.ndarray:
    """Per lane the side a commercial sale (``sold``: the seller's side, -1 none) took
    to the target before the deal was counted, allowed to win: in counting order the
    sale comes first, so it has won (-1: none; as the engine's winning.sold_out)."""
    side = np.maximum(sold, 0)
    wins = (sold >= 0) & _wins(setup, scores, side, bidder_side, made)
    found: np.ndarray = np.where(wins, sold, -1)
    return found


def _reached(setup: Setup, scores: np.ndarray) -> np.ndarray:
    w = setup.variant.winning
    reached: np.ndarray = scores > w.target if w.reach is m.Reach.OVER else scores >= w.target
    return reached


def _deciding(setup: Setup, scores: np.ndarray, winner: np.ndarray, credit_side: np.ndarray,
              credit_value: np.ndarray, source: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per lane: the column (0 = the bid, k = the k-th point in counting order) of
    the credit that first put the winner over the target (-1: none), and whether it
    was the last credit counted (as tally.deciding_credit). Only a lane whose match
    was won has one, so only those lanes are read."""
    column = np.full(len(winner), -1, dtype=np.int64)
    last = np.zeros(len(winner), dtype=bool)
    won = np.flatnonzero(winner >= 0)
    if len(won) == 0:
        return column, last
    winner, credit_side, credit_value = winner[won], credit_side[won], credit_value[won]
    idx = np.arange(len(won))
    mine = np.where(credit_side == winner[:, None], credit_value, 0)
    before = scores[won, winner] - row_sum(mine)
    running = _reached(setup, before[:, None] + np.cumsum(mine, axis=1)) \
        & (credit_side == winner[:, None])
    found = row_any(running) & ~_reached(setup, before)
    at = np.argmax(running, axis=1)
    active = credit_side >= 0
    final = active.shape[1] - 1 - np.argmax(active[:, ::-1], axis=1)
    column[won] = np.where(found, source[won][idx, at], -1)
    last[won] = found & (at == final)
    return column, last


def _special_requirements(setup: Setup, side: np.ndarray, bidder_side: np.ndarray,
                          level: np.ndarray) -> np.ndarray:
    """A named numeric bid (the moon at 4) that requires all points: every point
    awarded in the hand went to the bidding side."""
    ok = np.ones(len(level), dtype=bool)
    for special in setup.variant.bidding.special:
        if special.at is None:  # above the numeric bids: no numeric bid names it
            continue
        if any(r.kind is m.RequirementKind.ALL_POINTS for r in special.requires):
            sweep = row_all((side == bidder_side[:, None]) | (side < 0)) \
                & row_any(side >= 0)
            ok &= (level != special.at) | sweep
    return ok


def _wins(setup: Setup, scores: np.ndarray, side: np.ndarray, bidder_side: np.ndarray,
          made: np.ndarray, groups: np.ndarray | None = None) -> np.ndarray:
    """Whether ``side`` has won: reached the target, far enough ahead, and eligible
    (with a called partner, by the side he played on in the deal)."""
    w = setup.variant.winning
    idx = np.arange(len(side))
    own = side == bidder_side if groups is None else groups[idx, side] == bidder_side
    mine = np.ascontiguousarray(scores).reshape(-1).take(idx * scores.shape[1] + side)
    reached = mine > w.target if w.reach is m.Reach.OVER else mine >= w.target
    if w.margin <= 0:  # with no margin a side may go out while behind, as in
        ahead = np.ones(len(side), dtype=bool)  # winning._leads_by_margin
    else:
        others = np.where(np.arange(setup.num_sides)[None, :] == side[:, None], -10**9, scores)
        ahead = mine - row_max(others) >= w.margin
    match w.eligible:
        case m.Eligible.ANYONE:
            eligible = np.ones(len(side), bool)
        case m.Eligible.BIDDER:
            eligible = own
        case m.Eligible.BID_MADE:
            eligible = own & made
        case m.Eligible.BIDDER_OR_SETTER:
            eligible = np.where(made, own, ~own)
        case _ as never:
            assert_never(never)
    eligible = eligible | (bidder_side < 0)
    wins: np.ndarray = reached & ahead & eligible
    return wins


def _group_credits(side: np.ndarray, value: np.ndarray, groups: np.ndarray | None,
                   width: int) -> np.ndarray:
    """What each score (``width`` a lane) gains from the hand's credits (``side`` and
    ``value``, a column a credit, side -1: none): each side's credits, added up (no
    credit clears a score or stops at a floor, so their order does not matter); where
    each player's credits follow a side of the hand (``groups``), his side's."""
    lanes = len(side)
    if groups is not None:
        width = groups.shape[1]
    row = np.arange(lanes) * width
    # [lane, hand side], flat: every credit in one count, weighed by its value (whole
    # numbers far below 2**53, so the float sums are exact)
    totals = np.bincount((row[:, None] + np.maximum(side, 0)).reshape(-1),
                         weights=(value * (side >= 0)).reshape(-1),
                         minlength=lanes * width).astype(np.int64)
    if groups is None:  # a score a side
        return totals.reshape(lanes, width)
    gained: np.ndarray = totals.take(row[:, None] + groups)
    return gained


def _end_of_hand_winner(setup: Setup, scores: np.ndarray, bidder_side: np.ndarray,
                        made: np.ndarray, groups: np.ndarray | None = None) -> np.ndarray:
    """The winner when the scores are compared after the whole hand is counted (only
    a lane where some side reached the target can have one, so only those are read)."""
    count = len(scores)
    winner = np.full(count, -1, dtype=np.int64)
    near = np.flatnonzero(row_any(_reached(setup, scores)))
    if len(near) == 0:
        return winner
    scores, bidder_side, made = scores[near], bidder_side[near], made[near]
    groups = groups[near] if groups is not None else None
    reached = np.stack([_wins(setup, scores, np.full(len(near), s), bidder_side, made, groups)
                        for s in range(setup.num_sides)], axis=1)
    best = np.where(reached, scores, -10**9)
    top = row_max(best)
    unique = row_sum(best == top[:, None]) == 1
    found = np.where(row_any(reached) & unique, np.argmax(best, axis=1), -1)
    if setup.variant.winning.both_reach is m.BothReach.BIDDER:
        bid_reached = (bidder_side >= 0) \
            & reached[np.arange(len(near)), np.maximum(bidder_side, 0)]
        found = np.where(bid_reached, bidder_side, found)
    winner[near] = found
    return winner
