"""Fixed deals: chance outcomes taken from a script instead of a random generator.

A :class:`DealScript` says, for each hand of a match, which cards each seat is dealt,
what goes to the kitty, widow and blinds, and the order in which any further cards
come off the stock (turn-ups, runs, refills, draws, cokes). The script is consumed as
the state asks for chance outcomes, so any worked example reproduces exactly.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pitchspec.engine.core import actions as A
from pitchspec.engine.core.state import (
    BLIND_BASE,
    BLIND_PILE,
    FIRST_DEALER,
    KITTY,
    LOSE_BASE,
    WIDOW,
    Phase,
)
from pitchspec.engine.step import State


class DealScriptError(Exception):
    """The script cannot supply the outcome the state asks for."""


@dataclass
class HandScript:
    hands: dict[int, list[int]] = field(default_factory=dict)
    kitty: list[int] = field(default_factory=list)
    widow: list[int] = field(default_factory=list)
    blinds: dict[int, list[int]] = field(default_factory=dict)
    stock: list[int] = field(default_factory=list)
    lost: list[int] = field(default_factory=list)
    trump: int | None = None


@dataclass
class DealScript:
    """Chance outcomes for a match, hand by hand; a hand not scripted is random."""

    first_dealer: int | None = None
    deals: list[HandScript] = field(default_factory=list)
    strict: bool = True
    _used: dict[int, dict[str, int]] = field(default_factory=dict)

    def __call__(self, state: State) -> int | None:
        target = state.queue[0]
        if target == FIRST_DEALER:
            if self.first_dealer is None:
                return None
            return A.DEALER_BASE + self.first_dealer
        if state.hand_number >= len(self.deals):
            return None
        hand = self.deals[state.hand_number]
        if target == A.RANDOM_TRUMP_BASE:
            return None if hand.trump is None else A.RANDOM_TRUMP_BASE + hand.trump
        return self._card(state, hand, target)

    def _card(self, state: State, hand: HandScript, target: int) -> int | None:
        pile, cards = self._source(state, hand, target)
        used = self._used.setdefault(state.hand_number, {})
        index = used.get(pile, 0)
        if index >= len(cards):
            if self.strict and pile != "stock":
                raise DealScriptError(f"hand {state.hand_number + 1}: the script gives "
                                      f"too few cards for {pile}")
            return None
        used[pile] = index + 1
        return cards[index]

    def _source(self, state: State, hand: HandScript, target: int) -> tuple[str, list[int]]:
        if target >= 0 and state.phase is Phase.DEAL:
            return f"seat {target}", hand.hands.get(target, [])
        if target <= LOSE_BASE:
            return "lost", hand.lost
        if target <= BLIND_BASE:
            seat = BLIND_BASE - target
            return f"blind {seat}", hand.blinds.get(seat, [])
        if target == KITTY:
            return "kitty", hand.kitty
        if target == WIDOW:
            return "widow", hand.widow
        if target == BLIND_PILE:
            return "blind", hand.blinds.get(-1, [])
        return "stock", hand.stock
