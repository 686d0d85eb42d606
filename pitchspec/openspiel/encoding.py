"""OpenSpiel's action numbers for a variant: a dense numbering of the engine's actions.

The engine numbers its decisions sparsely (cards 0..53, pass 100, bid n 100+n, trump
400+s, ...). OpenSpiel wants ``0..num_distinct_actions-1``, so each variant gets a fixed
table, built from its rules alone: the cards of its deck, pass, its bid levels (doubled
too if it allows "n for 2n"), its special bids, the four trump suits (and sub-trumps),
its hand-improvement procedures, and the named decisions (stand, beg, give, run, done,
look, bid blind, sell, refuse, concede, throw in). The table is sorted by the engine's
number, so sorted engine actions stay sorted.

Chance outcomes have their own table: one card off the stock (every card of the deck),
a trump suit drawn at random, the seat that cuts to deal first.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pitchspec import model as m
from pitchspec.engine import PROCEDURE_KINDS, cards_in, compile_tables
from pitchspec.engine import actions as A

NAMED = (A.STAND, A.BEG, A.GIVE, A.RUN, A.DONE, A.LOOK, A.NO_LOOK, A.SELL, A.REFUSE,
         A.CONCEDE, A.THROW_IN)
"""Decisions that need no number from the variant; every variant's table has them."""


@dataclass(frozen=True)
class Encoding:
    """Two dense tables: decisions and chance outcomes, OpenSpiel number -> engine action."""

    decisions: tuple[int, ...]
    chances: tuple[int, ...]
    cards: tuple[int, ...]
    """The deck's card ids, in order; a card's index here is its OpenSpiel number."""
    _decision_index: dict[int, int] = field(init=False, repr=False, compare=False)
    _chance_index: dict[int, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_decision_index", {a: i for i, a in enumerate(self.decisions)})
        object.__setattr__(self, "_chance_index", {a: i for i, a in enumerate(self.chances)})

    @classmethod
    def of(cls, variant: m.Variant, players: int) -> Encoding:
        cards = tuple(cards_in(compile_tables(variant).deck_mask))
        decisions = sorted({*cards, A.PASS, *_bids(variant), *_trumps(variant), *NAMED,
                            *(A.PROCEDURE_BASE + PROCEDURE_KINDS.index(p.kind)
                              for p in variant.procedures)})
        chances = [*cards, *(A.RANDOM_TRUMP_BASE + s for s in range(4)),
                   *(A.DEALER_BASE + s for s in range(players))]
        return cls(tuple(decisions), tuple(chances), cards)

    def decision(self, engine_action: int) -> int:
        """The OpenSpiel number of an engine decision."""
        try:
            return self._decision_index[engine_action]
        except KeyError:
            raise ValueError(f"the engine offered {A.describe(engine_action)}, which the "
                             "variant's action table does not number") from None

    def chance(self, engine_action: int) -> int:
        """The OpenSpiel number of an engine chance outcome."""
        return self._chance_index[engine_action]

    def engine(self, action: int, chance: bool) -> int:
        """The engine action an OpenSpiel number stands for (a decision or chance outcome)."""
        table = self.chances if chance else self.decisions
        if not 0 <= action < len(table):
            raise ValueError(f"action {action} is outside the game's action table")
        return table[action]


def _bids(variant: m.Variant) -> list[int]:
    """Every bid the auction can offer: each level, its doubled form, each special bid,
    and the forced bid when everyone passes."""
    b = variant.bidding
    levels = set(b.levels())
    if b.has_auction:
        levels.add(b.all_pass.amount or b.minimum)
    bids = [A.bid_action(n) for n in levels]
    if b.doubled:
        bids += [A.DOUBLED_BASE + n for n in levels]
    return bids + [A.SPECIAL_BASE + i for i in range(len(b.special))]


def _trumps(variant: m.Variant) -> list[int]:
    suits = [A.DECLARE_BASE + s for s in range(4)]
    if variant.trump.sub_trump:
        suits += [A.SUB_BASE + s for s in range(4)]
    return suits
