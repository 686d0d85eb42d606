"""Points scored during play, in lockstep: All Fives' trumps in tricks, credited to the
trick's winner as each trick closes; with 'count out' a side that reaches the target
so wins at once and the hand stops there (nothing else of it is scored)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from pitchspec import model as m
from pitchspec.engine.kernel.play import Played
from pitchspec.engine.kernel.rows import row_sum
from pitchspec.engine.kernel.setup import Setup


@dataclass(frozen=True, eq=False)
class During:
    """Per lane: the scores after the points scored in play, each credit's side (-1:
    none) and value by column (trick by trick, rule by rule), the column's point name,
    and the side that counted out (-1: none; the hand then ends there)."""

    scores: np.ndarray
    side: np.ndarray
    value: np.ndarray
    names: tuple[str, ...]
    winner: np.ndarray

    def pick(self, keep: np.ndarray) -> During:
        """The lanes ``keep`` selects."""
        return During(self.scores[keep], self.side[keep], self.value[keep], self.names,
                      self.winner[keep])


def rules(variant: m.Variant) -> list[m.PointRule]:
    """The point rules scored trick by trick during play."""
    return [r for r in variant.points if r.kind is m.PointKind.TRICK_TRUMPS]


def trick_trumps(setup: Setup, cards: np.ndarray, trump: np.ndarray) -> np.ndarray:
    """All Fives: each lane's card points of the trumps in each trick (the Five 5),
    ``[trick, lane]``, from the cards ``[trick, position, lane]``."""
    safe = np.maximum(cards, 0)  # a seat that played nothing (-1, -2) adds nothing
    is_trump = (cards >= 0) \
        & (((setup.trump_mask[trump] >> safe.astype(np.uint64)) & 1) == 1)
    doubled = row_sum(np.where(is_trump, setup.points[trump, safe], 0))
    value: np.ndarray = doubled // 2
    return value


def during(setup: Setup, scores: np.ndarray, played: Played, lanes: np.ndarray) -> During:
    """Credit each trick's in-play points to its winner, trick by trick; count out."""
    variant = setup.variant
    found = rules(variant)
    tricks = played.winners.shape[1]
    count = len(lanes)
    idx = np.arange(count)
    scores = scores.copy()
    side = np.full((count, tricks * len(found)), -1, dtype=np.int64)
    value = np.zeros((count, tricks * len(found)), dtype=np.int64)
    winner = np.full(count, -1, dtype=np.int64)
    if not found:  # nothing scores during play
        return During(scores, side, value, (), winner)
    trump = played.trump[lanes]
    w = variant.winning
    # [trick, position, lane] and [trick, lane]: whole rows of lanes, quick in numpy
    cards = played.cards_by_trick(lanes)
    points = trick_trumps(setup, cards, trump)
    to_side = np.ascontiguousarray(setup.sides[played.winners[lanes]].T)  # the winner's side
    for t in range(tricks):
        got, to = points[t], to_side[t]
        for k in range(len(found)):
            live = (got > 0) & (winner < 0)
            column = t * len(found) + k
            side[:, column] = np.where(live, to, -1)
            value[:, column] = np.where(live, got, 0)
            scores[idx[live], to[live]] += got[live]
            if w.count_out:
                out = live & (scores[idx, to] >= w.target)
                winner = np.where(out, to, winner)
    names = tuple(r.name for _ in range(tricks) for r in found)
    return During(scores, side, value, names, winner)
