"""Trick play as one seat sees it: who is winning the trick on the table, which cards
are still unseen, and whether a card can still be beaten.

These read only an :class:`~pitchspec.engine.observation.Observation` and the
variant's compiled tables, so they serve agents that must not look at the state.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pitchspec import model as m
from pitchspec.engine.core.tables import NO_SUIT, TRUMP_BASE, Tables, TrumpTable, cards_in, mask_of
from pitchspec.engine.observation import Observation


@dataclass(frozen=True)
class View:
    """One seat's picture of the trick play: its cards, the cards it has not seen,
    the trump table and every card's capture worth."""

    seat: int
    hand: int
    unseen: int
    table: TrumpTable
    worth: tuple[float, ...]
    play: m.Play

    def is_trump(self, card: int) -> bool:
        return bool(self.table.trump_mask >> card & 1)

    def strength(self, card: int) -> int:
        return self.table.strength[card]

    def suit(self, card: int) -> int:
        return self.table.effective[card]

    def unseen_above(self, card: int) -> int:
        """Unseen cards that would beat ``card`` in its own suit (or any higher trump)."""
        table, strength = self.table, self.table.strength[card]
        if self.is_trump(card):
            pool = self.unseen & table.trump_mask
        else:
            suit = table.effective[card]
            pool = self.unseen & table.suit_masks[suit] if suit != NO_SUIT else 0
        return sum(1 for c in cards_in(pool) if table.strength[c] > strength)

    def is_master(self, card: int) -> bool:
        """No unseen card of its suit ranks above it: it wins unless trumped."""
        return self.unseen_above(card) == 0


def seen_cards(obs: Observation) -> int:
    """Cards the seat has seen leave the hands: played, face up, turned, its own."""
    seen = mask_of(list(obs.hand)) | mask_of(list(obs.face_up)) | mask_of(list(obs.turned))
    for trick in obs.tricks:
        seen |= mask_of([c for _, c in trick.plays])
    return seen | mask_of([c for _, c in obs.current_trick])


def view_of(obs: Observation, tables: Tables, worth: tuple[float, ...], trump: int) -> View:
    table = tables.table(trump, obs.sub)
    unseen = tables.deck_mask & ~seen_cards(obs)
    return View(obs.seat, mask_of(list(obs.hand)), unseen, table, worth,
                tables.variant.play)


def led_suit(view: View, plays: Sequence[tuple[int, int]]) -> int:
    """The suit to follow: the first suited card's suit (a suitless joker does not lead)."""
    suitless = view.play.joker_lead is m.JokerLead.SUITLESS
    for _, card in plays:
        suit = view.table.effective[card]
        if suit != NO_SUIT and not (suitless and card >= 52):
            return suit
    return NO_SUIT


def winner(view: View, plays: Sequence[tuple[int, int]]) -> int:
    """Who takes the trick so far: the highest trump, else the highest card of the suit
    led (the lowest under reverse ranking); the low trump where it captures."""
    table = view.table
    low = table.lowest_trump_id
    if view.play.low_trump_captures and low is not None:
        for seat, card in plays:
            if card == low:
                return seat
    suit = led_suit(view, plays)
    lowest = view.play.trick_winner is m.TrickWinner.LOWEST
    best_seat, best_key = plays[0][0], None
    for seat, card in plays:
        strength = table.strength[card]
        if strength < 0:
            continue
        is_trump = strength >= TRUMP_BASE
        if not is_trump and table.effective[card] != suit:
            continue
        key = (is_trump, -strength if lowest else strength)
        if best_key is None or key > best_key:
            best_seat, best_key = seat, key
    return best_seat
