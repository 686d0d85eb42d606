"""What one finished match of the reference engine adds to a tally: each deal it
played (:meth:`~pitchspec.engine.Tally.add_hand`) and how it ended (:func:`match_end`).

Run once a match by every simulation job, so a wheel compiles it with the engine
(hatch_build.py); :mod:`pitchspec.matches.stats` spreads the jobs.
"""

from __future__ import annotations

from pitchspec import model as m
from pitchspec.engine import (
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
    """Count a finished match into ``tally``: its deals, then its end."""
    for played in state.hands_played:
        tally.add_hand(played, sides)
    tally.add_end(match_end(state, first_dealer))


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
