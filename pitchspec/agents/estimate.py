"""What a hand is worth: the points it can expect to take under each trump, read from
the variant's point rules, and what each card is worth to the side that captures it.

Everything here is computed from the model (which cards score, to their holder or to
their capturer, card points for Game), never from a variant's name, and only from
what one seat may see: its own cards and how many cards the others hold.
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final

from pitchspec import model as m
from pitchspec.agents.valuation import HOLDS, Outlook, Valuation, compile_valuation
from pitchspec.engine import NUM_IDS, Game, Tables, TrumpTable, mask_of, resolve
from pitchspec.model.derived import scored_from_hand

__all__ = ["HOLDS", "Outlook", "PointModel", "outlook_for",
           "point_model"]


@dataclass
class PointModel:
    """The variant's point rules, compiled once per game for the agents (it keeps the
    game's tables, not the game, so a game no longer played can be dropped)."""

    tables: Tables
    worth_cache: dict[tuple[int, int | None], tuple[float, ...]] = field(default_factory=dict)
    valuations: dict[int, Valuation] = field(default_factory=dict)
    """Per trump suit: the point rules compiled for valuing a hand (each keeps what it
    worked out of the trumps and named cards of the hands it valued)."""
    values_cache: dict[tuple[int, int | None], tuple[float, ...]] = field(default_factory=dict)
    outlooks: dict[tuple[int, tuple[int, ...], int, int, tuple[int, ...]], Outlook] = field(
        default_factory=dict)
    """Outlooks already made, by what they are read from (the same few recur deal
    after deal)."""
    total_points: float | None = None

    @property
    def variant(self) -> m.Variant:
        return self.tables.variant

    def table(self, trump: int, sub: int | None = None) -> TrumpTable:
        return self.tables.table(trump, sub)

    def total(self) -> float:
        """The points one deal can award (not counting turn-ups and trick bonuses)."""
        if self.total_points is None:
            self.total_points = float(sum(r.value for r in scored_from_hand(self.variant)))
        return self.total_points

    def card_values(self, trump: int, sub: int | None = None) -> tuple[float, ...]:
        """Per card, how much it helps a hand with this trump: trumps by rank (10 and
        more), then counting cards and high cards (the exchange keeps the best)."""
        key = (trump, sub)
        found = self.values_cache.get(key)
        if found is None:
            table = self.table(trump, sub)
            worth = self.worth(trump, sub)
            found = self.values_cache[key] = tuple(
                (10.0 if table.trump_mask >> card & 1 else 0.0) + worth[card]
                + table.strength[card] % 500 / 100.0 for card in range(NUM_IDS))
        return found

    # ------------------------------------------------------------------ card worth

    def worth(self, trump: int, sub: int | None = None) -> tuple[float, ...]:
        """Per card: what capturing it in a trick is worth, in points: a point card
        that scores to its capturer (the Jack in Pitch), the low trump where the
        capturer scores it, and the card's share of Game."""
        key = (trump, sub)
        found = self.worth_cache.get(key)
        if found is None:
            found = self.worth_cache[key] = self._worth(trump, sub)
        return found

    def _worth(self, trump: int, sub: int | None) -> tuple[float, ...]:
        table = self.table(trump, sub)
        worth = [0.0] * NUM_IDS
        tables = self.tables
        for rule in self.variant.points:
            if rule.kind is m.PointKind.CARD and rule.card is not None \
                    and rule.receiver not in HOLDS:
                card = resolve(rule.card, trump, sub)
                if card is not None:
                    worth[card] += rule.value
            elif rule.kind is m.PointKind.LOWEST and rule.receiver not in HOLDS \
                    and rule.scope is not m.SuitRef.SUB:
                for card in table.trump_order[-2:]:
                    worth[card] += 0.5 * rule.value
            elif rule.kind is m.PointKind.GAME:
                tens = rule.count is m.GameCount.TENS
                values = tables.tens if tens else tables.card_points
                total = sum(values[c] for c in tables.deck) or 1
                for card in tables.deck:
                    counted = values[card]
                    if not tens and table.trump_mask >> card & 1:
                        counted = tables.trump_card_points[card]
                    worth[card] += 2.0 * rule.value * counted / total
        return tuple(worth)

    # ------------------------------------------------------------------ hand strength

    def estimate(self, hand: tuple[int, ...] | list[int], trump: int, outlook: Outlook) -> float:
        """The points the hand's side can expect to take with ``trump`` as trump
        (worked out once per hand, trump and outlook)."""
        return self.value_of(mask_of(hand), trump, outlook)

    def value_of(self, mine: int, trump: int, outlook: Outlook) -> float:
        """:meth:`estimate` of the hand given as a mask of its cards."""
        return self.valuation(trump).estimate(mine, outlook)

    def outlook(self, seat: int, hand_sizes: tuple[int, ...], own: int, seen: int,
                sides: tuple[int, ...]) -> Outlook:
        """:func:`outlook_for` this game's tables (made once per its inputs)."""
        key = (seat, hand_sizes, own, seen, sides)
        found = self.outlooks.get(key)
        if found is None:
            if len(self.outlooks) > MAX_OUTLOOKS:
                self.outlooks.clear()
            found = self.outlooks[key] = outlook_for(self.tables, seat, hand_sizes, own,
                                                     seen, sides)
        return found

    def valuation(self, trump: int) -> Valuation:
        """The point rules compiled for ``trump`` (on first use)."""
        found = self.valuations.get(trump)
        if found is None:
            found = self.valuations[trump] = compile_valuation(
                self.variant, self.tables, self.table(trump), self.worth(trump))
        return found

MAX_OUTLOOKS: Final = 4_096
"""Outlooks kept before the memory of them is cleared."""

_MODELS: weakref.WeakKeyDictionary[Game, PointModel] = weakref.WeakKeyDictionary()


def point_model(game: Game) -> PointModel:
    """The game's point model, compiled once and shared by every seat's player."""
    found = _MODELS.get(game)
    if found is None:
        found = _MODELS[game] = PointModel(game.tables)
    return found


def outlook_for(tables: Tables, seat: int, hand_sizes: Sequence[int], own: int,
                seen: int, sides: Sequence[int]) -> Outlook:
    """The seat's outlook: unseen cards are spread over the other hands and the stock;
    partners' hands count for the seat."""
    deck = len(tables.deck)
    unseen = max(1, deck - own - seen)
    opponents = sum(size for s, size in enumerate(hand_sizes) if sides[s] != sides[seat])
    num_sides = len(set(sides)) or 1
    return Outlook(min(1.0, opponents / unseen), 1.0 / num_sides, max(own, 1))
