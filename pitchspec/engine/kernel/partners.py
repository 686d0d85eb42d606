"""A called partner in lockstep (Campbell Eleven-Point at five): after trump is fixed
the bid winner calls a card he does not hold (a trump, where so ruled), and whoever
plays it (else whoever was dealt it) is his partner for the deal; with 'others
together' the players not called form the opposing side. Each player keeps his own
match score: a side's credit goes to each of its players.

As the reference engine (``callable_cards`` of :mod:`pitchspec.engine.phases.trump`,
``MatchState.hand_sides``, and ``members``, ``group_of`` and ``sudden_winners`` of
:mod:`pitchspec.engine.phases.settle`), lane by lane.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from pitchspec import model as m
from pitchspec.engine.kernel.bits import U64, holds, per_lane, random_card
from pitchspec.engine.kernel.rows import row_max, row_min, row_sum
from pitchspec.engine.kernel.setup import Setup


@dataclass(frozen=True, eq=False)
class Partners:
    """Per lane, the hand's side of each seat (lanes, n), and of each match side the
    hand's side its credits follow (lanes, match sides)."""

    seat_sides: np.ndarray
    groups: np.ndarray

    def pick(self, lanes: np.ndarray) -> Partners:
        return Partners(self.seat_sides[lanes], self.groups[lanes])


def calls(variant: m.Variant, players: int) -> bool:
    """Whether the bid winner calls a partner at a table of ``players``."""
    call = variant.seating.partner_call
    return call is not None and players in call.players


def call_partner(setup: Setup, rng: np.random.Generator, hands: np.ndarray,
                 trump: np.ndarray, bidder: np.ndarray) -> np.ndarray:
    """The card each bid winner calls right after the auction (after declaring trump,
    where he declares it before the exchange), uniformly among those he may: any card
    of the pack he does not hold (only a trump, where so ruled and trump is fixed by
    then); the whole pack if that leaves none (-1: no bid winner, no call)."""
    call = setup.variant.seating.partner_call
    assert call is not None
    t = setup.variant.trump
    if t.method is m.TrumpMethod.DECLARED and not t.declare_before_kitty:
        trump = np.full(len(bidder), -1, dtype=np.int64)  # declared after the call
    lanes = np.arange(len(bidder))
    deck = U64(setup.tables.deck_mask)
    pool = deck & ~hands[lanes, np.maximum(bidder, 0)]
    if call.card is m.PartnerCard.TRUMP:
        pool = np.where(trump >= 0, pool & setup.trump_mask[np.maximum(trump, 0)], pool)
    pool = np.where(pool != 0, pool, deck)
    called: np.ndarray = np.where(bidder >= 0, random_card(rng, pool), -1)
    return called


def hand_sides(setup: Setup, called: np.ndarray, bidder: np.ndarray, player_of: np.ndarray,
               dealt: np.ndarray) -> Partners:
    """The sides of the deal: the partner (who played the called card, else who was
    dealt it; none if nobody) joins the bidder's side; with 'others together' every
    other player sides with the lowest of their sides."""
    calling = (called >= 0) & (bidder >= 0)
    card = np.maximum(called, 0)
    partner = per_lane(player_of, card)
    dealt_to = np.full(len(called), -1, dtype=np.int64)  # the first seat dealt it
    for seat in range(setup.n - 1, -1, -1):  # a few seats: column by column
        dealt_to = np.where(holds(dealt[:, seat], card), seat, dealt_to)
    partner = np.where(calling & (partner < 0), dealt_to, np.where(calling, partner, -1))
    bidder_side = setup.sides[np.maximum(bidder, 0)]
    sides = [np.where(partner == seat, bidder_side, setup.sides[seat]) for seat in range(setup.n)]
    call = setup.variant.seating.partner_call
    if call is not None and call.others_together:
        rest = [side != bidder_side for side in sides]
        opposing = np.full(len(called), 10**9, dtype=np.int64)
        for seat, apart in enumerate(rest):
            opposing = np.minimum(opposing, np.where(apart, setup.sides[seat], 10**9))
        opposing = np.where(np.logical_or.reduce(rest), opposing, bidder_side)
        sides = [np.where(calling, np.where(apart, opposing, bidder_side), side)
                 for apart, side in zip(rest, sides, strict=True)]
    seat_sides = np.stack(sides, axis=1)
    first_seat = np.array([list(setup.sides).index(s) for s in range(setup.num_sides)])
    return Partners(seat_sides, seat_sides[:, first_seat])


def sudden_members(parts: Partners, bidder_side: np.ndarray, won: np.ndarray,
                   lost: np.ndarray, scores: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """A sudden-death bid with a called partner: made, every player of the bidder's
    side wins; set, every player of the other side, or where the others each play for
    themselves, the best of them. (lanes, match sides): the winners; and their
    number."""
    groups = parts.groups
    mine = groups == bidder_side[:, None]
    others = ~mine
    other_groups = np.where(others, groups, -1)
    one_group = (row_min(np.where(others, groups, 10**9)) == row_max(other_groups))
    rest = np.where(others, scores, -10**9)
    best = others & (rest == row_max(rest)[:, None])
    losers_win = np.where(one_group[:, None], others, best)
    winners = np.where(won[:, None], mine, np.where(lost[:, None], losers_win, False))
    return winners, row_sum(winners)
