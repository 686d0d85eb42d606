"""What the kernel compiles once per variant and table: the seating and, for each
possible trump suit, every card's effective suit, trick strength and card points.

Every phase module reads this one frozen :class:`Setup`; none of them keeps state of
its own (the lanes' match state lives in :class:`pitchspec.engine.kernel.batch.Batch`).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from pitchspec import model as m
from pitchspec.engine.core.rules import Seating, choose_seating
from pitchspec.engine.core.tables import Tables, compile_tables, resolve
from pitchspec.engine.kernel.bits import U64


@dataclass(frozen=True, eq=False)
class Setup:
    """One variant at one table, as arrays indexed by trump suit (0..3) and card id."""

    variant: m.Variant
    tables: Tables
    seating: Seating
    n: int
    sides: np.ndarray
    num_sides: int
    step: int
    """Seats are numbered in the direction of play: the next seat is ``+step``."""
    left: int
    """'Left' is the next seat only when play goes clockwise (State.left_of)."""
    deck: np.ndarray
    effective: np.ndarray
    strength: np.ndarray
    trump_mask: np.ndarray
    suit_masks: np.ndarray
    points: np.ndarray
    orders: np.ndarray
    """Per trump: the trump cards from highest to lowest (padded with the lowest)."""
    order_len: np.ndarray
    card_ids: dict[str, np.ndarray]
    """Per 'card' point: its card's id under each trump (-1: none)."""

    def seats_from(self, first: np.ndarray) -> np.ndarray:
        """(lanes, n): the seats in playing order from ``first``."""
        ring = (np.arange(self.n)[:, None] + self.step * np.arange(self.n)[None, :]) % self.n
        seats: np.ndarray = ring[first]
        return seats


def compile_setup(variant: m.Variant, players: int | None, teams: int | None) -> Setup:
    """The variant's tables and seating as the kernel's arrays."""
    t = compile_tables(variant)
    seating = choose_seating(variant, players, teams)
    effective = np.zeros((4, 54), dtype=np.int64)
    strength = np.zeros((4, 54), dtype=np.int64)
    trump_mask = np.zeros(4, dtype=U64)
    suit_masks = np.zeros((4, 5), dtype=U64)
    points = np.zeros((4, 54), dtype=np.int64)
    orders = []
    for trump in range(4):
        table = t.table(trump)
        effective[trump] = table.effective
        strength[trump] = table.strength
        trump_mask[trump] = U64(table.trump_mask)
        suit_masks[trump] = [U64(x) for x in table.suit_masks]
        points[trump] = [t.trump_card_points[c] if table.trump_mask >> c & 1
                         else t.card_points[c] for c in range(54)]
        orders.append(list(table.trump_order))
    width = max(len(o) for o in orders)
    return Setup(
        variant=variant, tables=t, seating=seating, n=seating.players,
        sides=np.array(seating.sides, dtype=np.int64), num_sides=seating.num_sides,
        step=1, left=1 if variant.seating.direction is m.Direction.CLOCKWISE else -1,
        deck=np.array(t.deck, dtype=np.int64), effective=effective, strength=strength,
        trump_mask=trump_mask, suit_masks=suit_masks, points=points,
        orders=np.array([o + [o[-1]] * (width - len(o)) for o in orders], dtype=np.int64),
        order_len=np.array([len(o) for o in orders], dtype=np.int64),
        card_ids={r.name: np.array([_card_or_none(r, s) for s in range(4)], dtype=np.int64)
                  for r in variant.points if r.kind is m.PointKind.CARD})


def _card_or_none(rule: m.PointRule, trump: int) -> int:
    assert rule.card is not None
    card = resolve(rule.card, trump)
    return -1 if card is None else card
