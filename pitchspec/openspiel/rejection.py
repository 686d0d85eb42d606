"""The earlier resampler, kept as the last resort of :mod:`.resample`: deal each unseen
card at random under a few rules (played cards to their players, voids, cards the
player will see left alone) and keep the first replay that matches (rejection).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from pitchspec import model as m
from pitchspec.engine import LOSE_BASE, NO_SUIT, Phase, State, cards_in, suit_of
from pitchspec.openspiel.history import EXCHANGE, PLAY, holder, visible

if TYPE_CHECKING:
    from pitchspec.openspiel.game import PitchState

ATTEMPTS = 500
TRUMP = 4  # the effective suit of every trump card


@dataclass
class Plan:
    """What the player knows of the current deal's hidden cards."""

    hand: int
    must: dict[int, set[int]] = field(default_factory=dict)
    """Cards each other seat is known to hold (it played them), still to be dealt."""
    reserved: set[int] = field(default_factory=set)
    """Cards still to be dealt that must not go to a hidden place at random."""
    unseen: dict[int, int] = field(default_factory=dict)
    """Unseen deals still to come, per seat."""
    voids: dict[int, set[int]] = field(default_factory=dict)
    trump_mask: int = 0


def plan(state: PitchState, player: int) -> Plan:
    e = state.engine
    p = Plan(hand=e.hand_number)
    n = e.n
    for event in state.events:
        actor, target, action, hand, _ = event
        if hand != p.hand:
            continue
        seen = visible(event, player, n)
        if actor >= 0 and target == PLAY and action < 54 and actor != player:
            p.must.setdefault(actor, set()).add(action)
        elif action < 54 and ((actor == player and target == EXCHANGE) or (actor < 0 and seen)):
            p.reserved.add(action)  # a card he takes in an exchange, or sees dealt
        elif actor < 0 and (seat := holder(target, n)) is not None:
            p.unseen[seat] = p.unseen.get(seat, 0) + 1
    for cards in p.must.values():
        p.reserved |= cards
    if e.variant.deal.stock is m.StockFace.UP and e.phase is not Phase.CUT:
        p.reserved |= set(cards_in(e.stock))  # a face-up stock: everyone sees what is left
    if e.trump is not None:
        p.trump_mask = e.tables.table(e.trump, e.sub).trump_mask
        _find_voids(e, p)
    return p


def _suit(p: Plan, card: int) -> int:
    return TRUMP if p.trump_mask >> card & 1 else suit_of(card)


def _find_voids(e: State, p: Plan) -> None:
    tricks = [t.plays for t in e.tricks] + ([tuple(e.plays)] if e.plays else [])
    for plays in tricks:
        led = _suit(p, plays[0][1])
        for seat, card in plays[1:]:
            suit = _suit(p, card)
            if led != NO_SUIT and suit != led and suit != TRUMP:
                p.voids.setdefault(seat, set()).add(led)


def rejection(state: PitchState, player: int, rng: random.Random) -> PitchState | None:
    """Up to :data:`ATTEMPTS` random replays; the first whose information state for
    ``player`` matches, or None."""
    wanted = state.information_state_string(player)
    p = plan(state, player)
    for _ in range(ATTEMPTS):
        candidate = _replay(state, player, p, rng)
        if candidate is not None and candidate.information_state_string(player) == wanted:
            return candidate
    return None


def _replay(state: PitchState, player: int, p: Plan, rng: random.Random) -> PitchState | None:
    new = state.pitch.new_initial_state()
    must = {seat: set(cards) for seat, cards in p.must.items()}
    reserved, unseen = set(p.reserved), dict(p.unseen)
    n = state.engine.n
    for event in state.events:
        actor, target, action, hand, _ = event
        e = new.engine
        if hand == p.hand and not visible(event, player, n):
            action = _draw(e, p, actor, target, must, reserved, unseen, rng)
        if actor < 0:
            if not e.is_chance_node() or e.queue[0] != target \
                    or action not in e.legal_actions():
                return None
        elif e.is_chance_node() or e.current_player() != actor \
                or action not in e.legal_actions():
            return None
        if hand == p.hand and actor >= 0 and target == PLAY:
            must.get(actor, set()).discard(action)
        reserved.discard(action)
        new.apply_engine(action)
    return new


def _draw(e: State, p: Plan, actor: int, target: int, must: dict[int, set[int]],
          reserved: set[int], unseen: dict[int, int], rng: random.Random) -> int:
    """A card for an unseen step: another player's exchange choice or a hidden deal."""
    if actor >= 0:
        return _choose(e, actor, must, reserved, rng)
    if target <= LOSE_BASE:
        loser = LOSE_BASE - target
        hand = set(cards_in(e.hands[loser]))
        return rng.choice(sorted(hand - must.get(loser, set())) or sorted(hand or {0}))
    stock = set(cards_in(e.stock))
    seat = holder(target, e.n)
    if seat is not None:
        owed = sorted(must.get(seat, set()) & stock)
        left = unseen.get(seat, 1)
        unseen[seat] = left - 1
        if owed and rng.random() * left < len(owed):
            card = rng.choice(owed)
            must[seat].discard(card)
            return card
    free = stock - reserved
    if seat is not None:
        barred = p.voids.get(seat, set())
        free = {c for c in free if _suit(p, c) not in barred} or free
    return rng.choice(sorted(free or stock or {0}))


def _choose(e: State, seat: int, must: dict[int, set[int]], reserved: set[int],
            rng: random.Random) -> int:
    """Another player's exchange choice: a random legal card he will not need."""
    if e.is_chance_node() or e.current_player() != seat:
        return -1
    legal = [a for a in e.legal_actions() if a < 54]
    spare = [a for a in legal if a not in must.get(seat, set()) and a not in reserved]
    pool = spare or legal
    return rng.choice(pool) if pool else -1
