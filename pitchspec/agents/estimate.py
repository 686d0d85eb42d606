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

from pitchspec import model as m
from pitchspec.engine.core.tables import NUM_IDS, Tables, TrumpTable, cards_in, mask_of, resolve
from pitchspec.engine.game import Game

HOLDS = (m.Receiver.HOLDER, m.Receiver.PLAYER)
"""Receivers for which holding the card is enough."""


@dataclass(frozen=True)
class Outlook:
    """How the cards lie for one seat: the chance that an unseen card is in an
    opponent's hand, and the seat's share of a majority point (Game) before its cards
    are counted."""

    against: float
    share: float
    hand_size: int


@dataclass
class PointModel:
    """The variant's point rules, compiled once per game for the agents (it keeps the
    game's tables, not the game, so a game no longer played can be dropped)."""

    tables: Tables
    worth_cache: dict[tuple[int, int | None], tuple[float, ...]] = field(default_factory=dict)
    estimates: dict[tuple[int, int, Outlook], float] = field(default_factory=dict)
    """Estimates already made, by (hand, trump, outlook): a hand is valued once for
    its bid, its trump, its pitch and its other decisions of the deal."""
    positions: dict[int, dict[int, int]] = field(default_factory=dict)
    """Per trump suit: each trump's place in the order of trumps (0 the highest)."""
    card_facts: dict[tuple[int, int], tuple[int, int] | None] = field(default_factory=dict)
    """Per (point rule, trump): the card it names and how many trumps rank above it."""
    values_cache: dict[tuple[int, int | None], tuple[float, ...]] = field(default_factory=dict)
    total_points: float | None = None

    @property
    def variant(self) -> m.Variant:
        return self.tables.variant

    def table(self, trump: int, sub: int | None = None) -> TrumpTable:
        return self.tables.table(trump, sub)

    def total(self) -> float:
        """The points one deal can award (not counting turn-ups and trick bonuses)."""
        if self.total_points is None:
            self.total_points = float(sum(r.value for r in self.variant.points
                                          if r.kind in COUNTED))
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
        mine = mask_of(hand)
        key = (mine, trump, outlook)
        found = self.estimates.get(key)
        if found is None:
            if len(self.estimates) > MAX_ESTIMATES:
                self.estimates.clear()
            found = self.estimates[key] = self._estimate(mine, trump, outlook)
        return found

    def _estimate(self, mine: int, trump: int, outlook: Outlook) -> float:
        table = self.table(trump)
        trumps = [c for c in table.trump_order if mine >> c & 1]
        total = 0.0
        for index, rule in enumerate(self.variant.points):
            if rule.kind is m.PointKind.CARD:
                total += rule.value * self._card_chance(index, rule, table, mine, trumps,
                                                        outlook)
            else:
                total += self._rule_estimate(rule, table, mine, trumps, outlook)
        return total

    def place(self, table: TrumpTable, card: int) -> int:
        """The trump's place in the order of trumps (0 for the highest)."""
        found = self.positions.get(table.trump)
        if found is None:
            found = self.positions[table.trump] = {c: i for i, c in enumerate(table.trump_order)}
        return found[card]

    def _rule_estimate(self, rule: m.PointRule, table: TrumpTable, mine: int,
                       trumps: list[int], outlook: Outlook) -> float:
        if rule.scope is m.SuitRef.SUB and rule.kind in (m.PointKind.HIGHEST, m.PointKind.LOWEST):
            return 0.0
        clear = 1.0 - outlook.against
        if rule.kind is m.PointKind.HIGHEST:
            return rule.value * clear ** self.place(table, trumps[0]) if trumps else 0.0
        if rule.kind is m.PointKind.LOWEST:
            if not trumps:
                return 0.0
            below = len(table.trump_order) - 1 - self.place(table, trumps[-1])
            chance = clear ** below
            return rule.value * (chance if rule.receiver in HOLDS else 0.6 * chance)
        if rule.kind is m.PointKind.GAME:
            return rule.value * self._game_chance(table, mine, trumps, outlook)
        if rule.kind is m.PointKind.LAST_TRICK:
            return rule.value * min(0.8, outlook.share + 0.1 * len(trumps))
        return 0.0

    def _card_facts(self, index: int, rule: m.PointRule,
                    table: TrumpTable) -> tuple[int, int] | None:
        """The card a point rule names under this trump and the trumps above it, or
        None when the deck lacks it."""
        key = (index, table.trump)
        if key in self.card_facts:
            return self.card_facts[key]
        assert rule.card is not None
        card = resolve(rule.card, table.trump, table.sub)
        facts = None
        if card is not None and self.tables.deck_mask >> card & 1:
            strength = table.strength
            facts = (card, sum(1 for c in table.trump_order if strength[c] > strength[card]))
        self.card_facts[key] = facts
        return facts

    def _card_chance(self, index: int, rule: m.PointRule, table: TrumpTable, mine: int,
                     trumps: list[int], outlook: Outlook) -> float:
        """The chance of scoring a named card: held (holder scores), or captured."""
        facts = self._card_facts(index, rule, table)
        if facts is None:
            return 0.0
        card, above_all = facts
        held = bool(mine >> card & 1)
        if rule.receiver in HOLDS:
            return 1.0 if held else 0.0
        strength = table.strength
        above_mine = sum(1 for c in trumps if strength[c] > strength[card])
        if held:
            guarded = above_mine + min(2, len(trumps) - 1 - above_mine) * 0.5
            return 1.0 if above_mine == above_all else min(0.95, 0.45 + 0.2 * guarded)
        return outlook.against * min(0.6, 0.15 * above_mine + 0.05 * len(trumps))

    def _game_chance(self, table: TrumpTable, mine: int, trumps: list[int],
                     outlook: Outlook) -> float:
        """The chance of the majority of card points: the seat's share, more with
        long and high trumps and with aces and tens of its own."""
        strength = table.strength
        top = sum(1 for c in table.trump_order[:4] if mine >> c & 1)
        expected = outlook.hand_size * len(table.trump_order) / max(len(self.tables.deck), 1)
        worth = self.worth(table.trump)
        own = sum(worth[c] for c in cards_in(mine) if strength[c] >= 0)
        chance = outlook.share + 0.08 * (len(trumps) - expected) + 0.06 * top + 0.05 * own
        return max(0.02, min(0.9, chance))


MAX_ESTIMATES = 20_000
"""Estimates kept before the memory of them is cleared (a long simulation)."""

_MODELS: weakref.WeakKeyDictionary[Game, PointModel] = weakref.WeakKeyDictionary()


def point_model(game: Game) -> PointModel:
    """The game's point model, compiled once and shared by every seat's player."""
    found = _MODELS.get(game)
    if found is None:
        found = _MODELS[game] = PointModel(game.tables)
    return found


COUNTED = (m.PointKind.HIGHEST, m.PointKind.LOWEST, m.PointKind.CARD, m.PointKind.GAME,
           m.PointKind.LAST_TRICK, m.PointKind.JOKER_PLAYED)


def outlook_for(tables: Tables, seat: int, hand_sizes: Sequence[int], own: int,
                seen: int, sides: Sequence[int]) -> Outlook:
    """The seat's outlook: unseen cards are spread over the other hands and the stock;
    partners' hands count for the seat."""
    deck = len(tables.deck)
    unseen = max(1, deck - own - seen)
    opponents = sum(size for s, size in enumerate(hand_sizes) if sides[s] != sides[seat])
    num_sides = len(set(sides)) or 1
    return Outlook(min(1.0, opponents / unseen), 1.0 / num_sides, max(own, 1))
