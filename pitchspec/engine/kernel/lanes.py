"""Per-lane match measures for the batch kernel: the lead, and the first dealer.

The batch kernel (:mod:`pitchspec.engine.kernel`) plays one match per lane. What the
reference engine reads from a finished match's history (:mod:`pitchspec.engine.core.tally`:
lead changes, when the winner took the lead for good, the winning seats counted from
the first dealer) the kernel follows deal by deal, in these arrays, one entry a lane.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import numpy as np

from pitchspec.engine.core.tally import MatchEnd, Tally, lead_decile, margin, seats_from_dealer
from pitchspec.engine.kernel.rows import row_max, row_sum


class LaneLeads:
    """Each lane's first dealer, side ahead, last side ahead, lead changes, and the
    deal (0-based) since which the side ahead has led (as tally.lead_history)."""

    def __init__(self, first_dealer: np.ndarray) -> None:
        lanes = len(first_dealer)
        self.first_dealer = first_dealer.copy()
        self.ahead = np.full(lanes, -1, dtype=np.int64)
        self.last_ahead = np.full(lanes, -1, dtype=np.int64)
        self.changes = np.zeros(lanes, dtype=np.int64)
        self.since = np.zeros(lanes, dtype=np.int64)

    def keep(self, keep: np.ndarray) -> None:
        """Drop the lanes whose one match is over."""
        for name in ("first_dealer", "ahead", "last_ahead", "changes", "since"):
            setattr(self, name, getattr(self, name)[keep])

    def dealt(self, dealer: np.ndarray) -> None:
        """A lane that starts a new match has the dealer of its next deal as first dealer."""
        self.first_dealer = np.where(self.first_dealer < 0, dealer, self.first_dealer)

    def follow(self, lanes: np.ndarray | slice, scores: np.ndarray, deal: np.ndarray) -> None:
        """After deal number ``deal`` (0-based) of each lane, with its scores (``lanes``:
        which lanes, or a slice of them all)."""
        best = row_max(scores)
        alone = row_sum(scores == best[:, None]) == 1
        ahead = np.where(alone, np.argmax(scores, axis=1), -1)
        last = self.last_ahead[lanes]
        self.changes[lanes] += (ahead >= 0) & (last >= 0) & (ahead != last)
        self.since[lanes] = np.where(ahead != self.ahead[lanes], deal, self.since[lanes])
        self.ahead[lanes] = ahead
        self.last_ahead[lanes] = np.where(ahead >= 0, ahead, last)

    def restart(self, lanes: np.ndarray) -> None:
        """The lanes' matches are over; new ones start with the next deal."""
        self.first_dealer[lanes] = -1
        self.ahead[lanes] = -1
        self.last_ahead[lanes] = -1
        self.changes[lanes] = 0
        self.since[lanes] = 0

    def end(self, lane: int, hands: int, winner: int, scores: Sequence[int],
            sides: Sequence[int], deciding: str | None, last: bool) -> MatchEnd:
        """How lane ``lane``'s match ended (what ``Tally.add_match`` works out of a
        match of the reference engine)."""
        winners = (winner,) if winner >= 0 else ()
        decile = None
        if winners and int(self.ahead[lane]) == winner:
            decile = lead_decile(int(self.since[lane]), hands)
        seats = seats_from_dealer(winners, sides, int(self.first_dealer[lane]))
        return MatchEnd(hands, winners, seats, int(self.changes[lane]), decile, deciding, last,
                        margin(scores, winners))

    def tally_ends(self, stats: Tally, lanes: np.ndarray, hands: np.ndarray, winner: np.ndarray,
                   scores: np.ndarray, sides: Sequence[int], deciding: np.ndarray,
                   reasons: Sequence[str], last: np.ndarray) -> None:
        """Add the ended matches of ``lanes`` to ``stats``, all at once, as :meth:`end`
        and ``Tally.add_end`` do lane by lane: ``hands`` each match's deals, ``winner``
        its side (-1: a draw), ``scores`` its final scores, ``deciding`` the column of
        the deciding credit in ``reasons`` (-1: none) and ``last`` whether it was the
        last credit counted."""
        if len(lanes) == 0:
            return
        stats.matches += len(lanes)
        count_into(stats.hands_per_match, hands)
        won = winner >= 0
        count_into(stats.wins, winner[won])
        stats.draws += int((~won).sum())
        seat_side = np.asarray(sides)
        n = len(seat_side)
        seats = (np.arange(n)[None, :] - self.first_dealer[lanes][:, None]) % n
        seats = np.sort(np.where(seat_side[None, :] == winner[:, None], seats, n), axis=1)
        count_into(stats.seat_wins, seats[seats < n])
        count_into(stats.lead_changes, self.changes[lanes])
        taken = won & (self.ahead[lanes] == winner)
        decile = np.where(hands > 0, np.minimum(9, 10 * self.since[lanes]
                                                // np.maximum(hands, 1)), 0)
        count_into(stats.lead_taken, decile[taken])
        decided = deciding >= 0
        for column, times in first_counts(deciding[decided]):
            stats.deciding[reasons[column]] += times
        stats.decided_last += int(last[decided].sum())
        if scores.shape[1] >= 2:
            mine = np.arange(scores.shape[1])[None, :] == winner[:, None]
            lead = row_sum(np.where(mine, scores, 0)) \
                - row_max(np.where(mine, np.iinfo(np.int64).min, scores))
            count_into(stats.margins, lead[won])


def first_counts(values: np.ndarray) -> list[tuple[int, int]]:
    """Each distinct value and how often it occurs, in the order values first occur."""
    if len(values) == 0:
        return []
    first = first_positions(values)
    if first is not None:  # a few small values (sides, points)
        found = values[first].astype(np.int64)
        times = np.bincount(values)[found]
        return list(zip(found.tolist(), times.tolist(), strict=True))
    found, first, times = np.unique(values, return_index=True, return_counts=True)
    order = np.argsort(first)
    return list(zip(found[order].tolist(), times[order].tolist(), strict=True))


def first_positions(values: np.ndarray) -> np.ndarray | None:
    """Where each distinct value first occurs, in order, for values from 0 to 63 (a
    non-empty array; None for any other values): the values seen so far, as a mask,
    grow exactly there."""
    if values.min() < 0 or values.max() >= 64:
        return None
    seen = np.bitwise_or.accumulate(np.uint64(1) << values.astype(np.uint64))
    return np.concatenate([[0], np.flatnonzero(seen[1:] != seen[:-1]) + 1])


def count_into(counter: Counter[int], values: np.ndarray) -> None:
    """Count the values into ``counter`` (new keys in the order they first occur, as
    counting them one by one would)."""
    for value, times in first_counts(values):
        counter[value] += times
