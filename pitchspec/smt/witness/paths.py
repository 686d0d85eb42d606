"""Where the matches the falsifier played stood before each deal, as the one-deal
model sees it.

The model deals from seat ``n - 1``; a match's next deal is dealt by whoever's turn it
is. A deal of the model turned round the table so that the match's dealer deals is that
match's next deal, and the match's scores, read side by side as the turned model sees
them, are the scores the model's deal starts from (:func:`model_scores`). These are the
states a deal from the middle of a match is looked for among, and steered towards
(:mod:`pitchspec.smt.witness.steer`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pitchspec.engine import Seating
from pitchspec.smt.witness.falsify import Trial
from pitchspec.smt.witness.matches import Match


def turn(seating: Seating, dealer: int) -> int:
    """How far a deal dealt by the model's dealer (the last seat) turns to be dealt by
    ``dealer``: seat ``s`` of the model plays at seat ``(s + turn) % n``."""
    return (dealer + 1) % seating.players


def model_scores(seating: Seating, scores: Sequence[int], dealer: int) -> tuple[int, ...]:
    """A match's scores (by its sides) as the model's sides see them when ``dealer``
    deals: the model's side of seat ``s`` is the match's side of the seat it turns to."""
    n = seating.players
    r = turn(seating, dealer)
    out = [0] * seating.num_sides
    for seat in range(n):
        out[seating.sides[seat]] = scores[seating.sides[(seat + r) % n]]
    return tuple(out)


def turns_cleanly(seating: Seating) -> bool:
    """Every turn of the table maps sides onto sides (seats of one side stay together)."""
    n = seating.players
    for r in range(n):
        image: dict[int, int] = {}
        for seat in range(n):
            side, to = seating.sides[seat], seating.sides[(seat + r) % n]
            if image.setdefault(side, to) != to:
                return False
    return True


def turned_deal(entry: dict[str, Any], r: int, n: int) -> dict[str, Any]:
    """A deal-file deal with every seat moved ``r`` places on."""
    out = dict(entry)
    for key in ("hands", "blinds", "moves"):
        if key in entry:
            out[key] = {str((int(seat) + r) % n): value for seat, value in entry[key].items()}
            out[key] = dict(sorted(out[key].items(), key=lambda kv: int(kv[0])))
    return out


@dataclass(frozen=True)
class Reached:
    """A deal's start some played match reached: the match, the deal's index there."""

    match: Match
    index: int

    @property
    def dealer(self) -> int:
        return self.match.deals[self.index].dealer


def reached(trial: Trial, seating: Seating) -> dict[tuple[int, ...], Reached]:
    """Every state the trial's matches stood at before a deal, by the scores the model
    sees for it (the first match to reach each; where a match lasts a fixed number of
    deals, the first to reach each at each count of deals, keyed by the scores and the
    count)."""
    out: dict[tuple[int, ...], Reached] = {}
    if not turns_cleanly(seating):
        return out
    counted = trial.variant.winning.hands is not None
    for match, i in trial.starts():
        deal = match.deals[i]
        if deal.start is None or deal.start.is_terminal():
            continue
        key = model_scores(seating, deal.prior, deal.dealer)
        out.setdefault((*key, deal.number) if counted else key, Reached(match, i))
    return out
