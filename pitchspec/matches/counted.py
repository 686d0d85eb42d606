"""What one finished match of the reference engine adds to a tally: each deal it
played (:meth:`~pitchspec.engine.Tally.add_hand`) and how it ended (:func:`match_end`).

Run once a match by every simulation job, so a wheel compiles it with the engine
(hatch_build.py); :mod:`pitchspec.matches.stats` spreads the jobs.
"""

from __future__ import annotations

from pitchspec import model as m
from pitchspec.engine import (
    Award,
    Contract,
    MatchEnd,
    Settlement,
    State,
    Tally,
    deciding_credit,
    lead_decile,
    lead_history,
    margin,
    seats_from_dealer,
)


def count_match(tally: Tally, state: State, first_dealer: int,
                sides: tuple[int, ...]) -> None:
    """Count a finished match into ``tally``: its deals, then its end. The same
    counts, made in the same order, as ``tally.add_hand`` for each deal and then
    ``tally.add_end(match_end(state, first_dealer))``, counted here directly (no
    :class:`MatchEnd` made; tests/test_matches_counted.py checks they agree)."""
    played = state.hands_played
    for hand in played:
        _add_hand(tally, hand, sides)
    _add_end(tally, state, first_dealer)


def _add_hand(tally: Tally, played: dict[str, object], sides: tuple[int, ...]) -> None:
    """``tally.add_hand(played, sides)``: the same counts in the same order, made here;
    a deal awarding a point the tally has not counted yet is counted by ``add_hand``
    itself (it makes the point's entry)."""
    during, awards = played["during"], played["awards"]
    points = tally.points
    if not isinstance(during, tuple) or not isinstance(awards, tuple):
        tally.add_hand(played, sides)
        return
    for group in (during, awards):
        for award in group:
            if isinstance(award, Award) and award.point not in points:
                tally.add_hand(played, sides)
                return
    tally.hands += 1
    contract = played["contract"]
    bidder_side = -1
    if isinstance(contract, Contract):
        special = contract.special
        key = special if special is not None else \
            f"{contract.level} doubled" if contract.doubled else str(contract.level)
        contracts: dict[str, int] = tally.contracts
        contracts[key] = contracts.get(key, 0) + 1
        made: dict[str, int] = tally.made
        made[key] = made.get(key, 0) + (1 if played["made"] is True else 0)
        bidder_side = sides[contract.bidder]
    total = 0
    for group in (during, awards):
        for award in group:
            if not isinstance(award, Award):
                continue
            value = award.value
            total += value
            counts = points[award.point]
            counts.awarded += 1
            counts.value += value
            by_side: dict[int, int] = counts.by_side
            side = award.side
            by_side[side] = by_side.get(side, 0) + 1
            if bidder_side >= 0:
                if side == bidder_side:
                    counts.to_bidder += 1
                else:
                    counts.to_others += 1
    _bump(tally.points_per_hand, total)


def _add_end(tally: Tally, state: State, first_dealer: int) -> None:
    """``tally.add_end(match_end(state, first_dealer))``: the same counts, made from
    the state without the :class:`MatchEnd` (its fields worked out as
    :func:`match_end` does)."""
    played = state.hands_played
    hands = len(played)
    winners = state.winners or ()
    tally.matches += 1
    _bump(tally.hands_per_match, hands)
    wins: dict[int, int] = tally.wins
    for side in winners:
        wins[side] = wins.get(side, 0) + 1
    if not winners:
        tally.draws += 1
    sides = state.sides
    seats = len(sides)
    seat_wins: dict[int, int] = tally.seat_wins
    for counted in range(seats):  # seats_from_dealer: ascending from the first dealer
        if sides[(first_dealer + counted) % seats] in winners:
            seat_wins[counted] = seat_wins.get(counted, 0) + 1
    changes, leader, since = _lead(played)
    _bump(tally.lead_changes, changes)
    if len(winners) == 1 and leader == winners[0] and hands:
        _bump(tally.lead_taken, min(9, 10 * since // hands))  # lead_decile
    deciding, last = _deciding(state, winners)
    if deciding is not None:
        decided: dict[str, int] = tally.deciding
        decided[deciding] = decided.get(deciding, 0) + 1
        if last:
            tally.decided_last += 1
    scores = state.scores
    if len(winners) == 1 and len(scores) >= 2:  # margin
        winner = winners[0]
        best = max(score for side, score in enumerate(scores) if side != winner)
        _bump(tally.margins, scores[winner] - best)


def _bump(counter: dict[int, int], key: int) -> None:
    counter[key] = counter.get(key, 0) + 1


def _lead(played: list[dict[str, object]]) -> tuple[int, int, int]:
    """:func:`~pitchspec.engine.lead_history` of the scores after each deal: the lead
    changes, the side ahead after the last deal (-1 for none) and since which deal."""
    changes, last, now, since = 0, -1, -1, 0
    for index, hand in enumerate(played):
        scores = hand["scores"]
        assert isinstance(scores, tuple)
        best = max(scores)
        ahead = scores.index(best) if scores.count(best) == 1 else -1
        if ahead >= 0 and last >= 0 and ahead != last:
            changes += 1
        if ahead != now:
            since = index
        now = ahead
        if ahead >= 0:
            last = ahead
    return changes, now, since


def match_end(state: State, first_dealer: int) -> MatchEnd:
    """How a finished match of the reference engine ended."""
    played = state.hands_played
    winners = state.winners or ()
    history = lead_history([p["scores"] for p in played])  # type: ignore[misc]
    decile = None
    if len(winners) == 1 and history.leader == winners[0] and played:
        decile = lead_decile(history.since, len(played))
    deciding, last = _deciding(state, winners)
    return MatchEnd(len(played), winners,
                    seats_from_dealer(winners, state.sides, first_dealer),
                    history.changes, decile, deciding, last, margin(state.scores, winners))


def _deciding(state: State, winners: tuple[int, ...]) -> tuple[str | None, bool]:
    """The credit of the last deal that put the single winner out (see MatchEnd)."""
    settled: Settlement | None = state.last_settlement
    if len(winners) != 1 or settled is None or settled.winners != winners:
        return None, False
    credits = [(c.side, c.amount, c.reason) for c in settled.credits]
    winning = state.variant.winning
    target = winning.target
    reached = (lambda score: score > target) if winning.reach is m.Reach.OVER \
        else (lambda score: score >= target)  # stats.reaches(state.variant)
    return deciding_credit(credits, state.scores, winners[0], reached)

