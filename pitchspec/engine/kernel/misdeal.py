"""The misdeal, in lockstep: after the deal each player in turn from elder whose hand
qualifies (every card of the ranks named, 'when hand within 4..9') may call a
misdeal, and the same dealer deals again; a random player calls it or not, the same
chance (as :mod:`pitchspec.engine.phases.procedures`, where the offer is MISDEAL or
DONE). A deal called off is never scored."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from pitchspec import model as m
from pitchspec.engine.core import actions as A
from pitchspec.engine.core.tables import card_id
from pitchspec.engine.kernel.bits import U64
from pitchspec.engine.kernel.setup import Setup


def misdeal_rule(variant: m.Variant, teams: bool) -> m.Procedure | None:
    """The misdeal the players may call at this table (None: none is allowed; where the
    players are partners, only one open to partnerships): judged on the whole hand
    (one judged on the non-trumps alone is refused, PS420)."""
    return next((p for p in variant.procedures if p.kind is m.ProcedureKind.MISDEAL
                 and p.scope is m.Scope.HAND and p.allowed
                 and (p.partnerships or not teams)), None)


def qualifying(rule: m.Procedure) -> int:
    """The cards a qualifying hand is made of: the named ranks in every suit (no
    joker), or, with no ranks named, any card."""
    if not rule.ranks:
        return (1 << 54) - 1
    return sum(1 << card_id(suit, rank) for suit in range(4) for rank in rule.ranks)


@dataclass(frozen=True, eq=False)
class Misdeals:
    """Per lane whether the deal is called off, and (lanes, n) by seat order from elder
    whether the seat was offered the misdeal (and, in a deal played on, declined)."""

    void: np.ndarray
    order: np.ndarray
    offered: np.ndarray


def misdeals(setup: Setup, rng: np.random.Generator, hands: np.ndarray, elder: np.ndarray,
             rule: m.Procedure) -> Misdeals:
    """Each qualifying player in turn from elder calls a misdeal or declines, until
    one calls it."""
    lanes = np.arange(len(elder))
    order = setup.seats_from(elder)
    allowed = U64(qualifying(rule))
    void = np.zeros(len(elder), dtype=bool)
    offered = np.zeros(order.shape, dtype=bool)
    for position in range(setup.n):
        hand = hands[lanes, order[:, position]]
        offer = ~void & ((hand & ~allowed) == 0)
        offered[:, position] = offer
        void |= offer & (rng.random(len(elder)) < 0.5)
    return Misdeals(void, order, offered)


def trace_misdeals(found: Misdeals, lane: int) -> tuple[tuple[int, int, bool], ...]:
    """A played deal's offers, before the bids: each offered seat declined (DONE)."""
    return tuple((int(seat), A.DONE, False) for seat, offer
                 in zip(found.order[lane].tolist(), found.offered[lane].tolist(), strict=True)
                 if offer)
