"""Matches won by several sides at once, counted in bulk: a bid that loses the match
among several sides goes to every one of the others tied for the best score (as the
reference engine's winning.sudden_winners). With random players such a loss ends most
matches of Roadhouse Pitch at four, so the kernel counts those ends with numpy rather
than one :class:`~pitchspec.engine.core.tally.MatchEnd` at a time."""

from __future__ import annotations

import numpy as np

from pitchspec.engine.core.tally import Tally


def add_tied_ends(stats: Tally, hands: np.ndarray, tied: np.ndarray, sides: np.ndarray,
                  first_dealer: np.ndarray, changes: np.ndarray) -> None:
    """Count matches each won by the sides ``tied`` marks (lanes, sides), as
    ``Tally.add_end`` counts a MatchEnd of those winners, their seats counted from the
    first dealer, the lead changes, and no lead decile, deciding credit or margin (a
    single winner's measures)."""
    stats.matches += len(hands)
    stats.hands_per_match.update(hands.tolist())
    stats.wins.update(np.nonzero(tied)[1].tolist())
    lane, seat = np.nonzero(tied[:, sides])
    stats.seat_wins.update(((seat - first_dealer[lane]) % len(sides)).tolist())
    stats.lead_changes.update(changes.tolist())
