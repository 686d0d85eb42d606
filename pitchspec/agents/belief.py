"""How well a sampled deal agrees with the bids the other seats made.

A seat that bid 4 likely holds trump power; a seat that passed when it could have bid
likely does not. A sampled deal gives each seat a hand: the heuristic player's own
reading of that hand (its expected points under its best trump, less its margin) is
compared with what the seat did. A bid the hand falls short of, or a pass the hand
was too strong for, makes the deal less likely; :func:`plausibility` is the chance of
keeping the sample (1 for a deal that fits every bid), so the search draws its worlds
in proportion to how well they fit the auction.
"""

from __future__ import annotations

import math
from typing import Final

from pitchspec.agents.estimate import PointModel
from pitchspec.engine import Observation, cards_in, mask_of
from pitchspec.engine import actions as A

BID_BASE: Final = A.BID_BASE
DOUBLED_BASE: Final = A.DOUBLED_BASE
PASS: Final = A.PASS
"""The actions read here, as constants (a compiled build reads them natively,
not from the actions module at each use)."""

STEEPNESS = 1.2
"""How fast a world's chance falls with each point a bid is out of line with its hand."""


def plausibility(obs: Observation, plan: dict[int, list[int]], points: PointModel,
                 margin: float) -> float:
    """The chance of keeping a sampled deal: the product over the other seats' bids of
    exp(-STEEPNESS x how far the bid is from what the sampled hand supports)."""
    return math.exp(-STEEPNESS * _misses(obs, plan, points, margin, -1.0))


def fits(obs: Observation, plan: dict[int, list[int]], points: PointModel, margin: float,
         draw: float) -> bool:
    """Whether the sampled deal is kept for the random ``draw`` (in [0, 1)): ``draw <
    plausibility(...)``, the same answer, but the bids after the one that puts the deal
    out of reach are not weighed (each bid out of line only lowers the chance)."""
    return draw < math.exp(-STEEPNESS * _misses(obs, plan, points, margin, draw))


def _misses(obs: Observation, plan: dict[int, list[int]], points: PointModel,
            margin: float, draw: float) -> float:
    """How far, in points, the other seats' bids (and passes) are from what their
    sampled hands support, summed in the order of the auction; infinite once the sum so
    far leaves the deal a chance of ``draw`` or less (a ``draw`` below 0: never)."""
    high = 0
    miss = 0.0
    minimum = points.variant.bidding.minimum
    for seat, action in obs.auction:
        level = action - BID_BASE if BID_BASE < action < DOUBLED_BASE else None
        if seat != obs.seat and seat in plan and (level is not None or action == PASS):
            # a bid is in line once one suit supports it: the other suits are not read
            reach = _reach(obs, seat, plan[seat], points, margin, level) - margin
            if level is not None:
                miss += max(0.0, level - reach)
            else:
                miss += max(0.0, reach - max(minimum, high + 1))
            if draw >= 0.0 and miss > 0.0 and draw >= math.exp(-STEEPNESS * miss):
                return math.inf  # out of reach whatever the later bids say
        if level is not None:
            high = max(high, level)
    return miss


def _reach(obs: Observation, seat: int, hand: list[int], points: PointModel,
           margin: float = 0.0, level: int | None = None) -> float:
    """The points the heuristic expects of a dealt hand under its best trump. Given the
    ``level`` of his bid: those of the first suit (in order) worth it less ``margin``,
    where one is (the bid is in line whatever the best suit is worth)."""
    if not hand:
        return 0.0
    sizes = (len(hand),) * len(obs.hand_sizes)
    outlook = points.outlook(seat, sizes, len(hand), 0, obs.sides)  # made once, kept
    mine = mask_of(hand)
    cards = cards_in(mine)  # ascending, as the estimate adds them; read once, not per suit
    best = points.valuation(0).estimate(mine, outlook, cards)
    for suit in range(1, 4):  # max() over the suits, as a loop (the first of equals)
        if level is not None and best - margin >= level:
            break
        value = points.valuation(suit).estimate(mine, outlook, cards)
        if value > best:
            best = value
    return best
