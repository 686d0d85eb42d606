"""The deal: packets to each player, blinds, kitty and widow, the card turned for trump.

Every card dealt is a chance step: the queue names where the next card goes (a seat,
the kitty, the widow, a blind, the turn-up), so a seed or a scripted deal reproduces
any match. A turned card fixes trump and may score the dealer a turn-up point.
"""

from __future__ import annotations

import random
from typing import Final

from pitchspec import model as m
from pitchspec.engine.core import actions as A
from pitchspec.engine.core.records import Award
from pitchspec.engine.core.state import (
    BLIND_BASE,
    BLIND_PILE,
    FIRST_DEALER,
    KITTY,
    LOSE_BASE,
    TURN,
    WIDOW,
    MatchState,
    Phase,
)
from pitchspec.engine.core.tables import NO_SUIT, cards_in, nth_card, rank_of, suit_of


def start_hand(state: MatchState) -> None:
    """Clear the table and queue the deal, starting with the elder hand."""
    state.clear_hand()
    queue_deal(state)


def queue_deal(state: MatchState) -> None:
    """Queue the deal on a clear table: packets to each player from the elder, blinds,
    kitty, widow and the card turned for trump (the same queue for the same elder:
    made once per table and elder)."""
    state.phase = Phase.DEAL
    elder = state.elder
    made = state.game.deal_queues.get(elder)
    if made is None:
        queue: list[int] = []
        _deal_order(state, queue)
        made = state.game.deal_queues[elder] = tuple(queue)
    state.queue.extend(made)


def _deal_order(state: MatchState, queue: list[int]) -> None:
    """Where each card of the deal goes, in the order dealt."""
    v = state.variant
    if v.trump.method is m.TrumpMethod.RANDOM:
        queue.append(A.RANDOM_TRUMP_BASE)
    order = state.seats_from(state.elder)
    for size in v.deal.packets:
        for seat in order:
            queue.extend([seat] * size)
    blind = v.deal.blind
    if blind is not None and blind.per_player:
        for seat in order:
            queue.extend([BLIND_BASE - seat] * blind.size)
    elif blind is not None:
        queue.extend([BLIND_PILE] * blind.size)
    queue.extend([KITTY] * v.deal.kitty + [WIDOW] * v.deal.widow)
    if v.trump.method is m.TrumpMethod.TURN_UP:
        queue.append(TURN)


def redeal(state: MatchState, same_dealer: bool) -> None:
    """Start the next deal (by the same dealer after a void deal), first telling the
    table's watcher, if any, how the deal ended (:attr:`Rules.deal_ends`)."""
    watch = state.game.deal_ends
    if watch is not None:
        watch(state)
    state.hand_number += 1
    if state.hand_number >= state.game.max_hands:
        state.drawn = True
        return
    if not same_dealer:
        state.dealer = state.next_seat(state.dealer)
    start_hand(state)


def after_deal(state: MatchState) -> bool:
    """A joker turned for trump fixes nothing: turn again. Then the procedures."""
    if state.variant.trump.method is _TURN_UP and state.trump is None:
        state.queue.append(TURN)
        return True
    state.phase = _PROCEDURES
    return True


_TURN_UP: Final = m.TrumpMethod.TURN_UP
_PROCEDURES: Final = Phase.PROCEDURES
_RANDOM_TRUMP: Final = A.RANDOM_TRUMP_BASE
_DEALER_BASE: Final = A.DEALER_BASE
"""The turn-up, the procedures' phase and the chance actions that draw trump or the
first dealer, Final (a compiled build reads them as statics, not as attributes of
their enums and module at each deal and each chance step)."""


# ---------------------------------------------------------------------- chance steps

def _pool(state: MatchState, target: int) -> int:
    """The cards the next chance step draws from: the stock, or a looker's hand."""
    return state.hands[LOSE_BASE - target] if target <= LOSE_BASE else state.stock


def chance_outcomes(state: MatchState) -> list[tuple[int, float]]:
    target = state.queue[0]
    if target == _RANDOM_TRUMP:
        return [(_RANDOM_TRUMP + s, 0.25) for s in range(4)]
    if target == FIRST_DEALER:
        return [(_DEALER_BASE + s, 1.0 / state.n) for s in range(state.n)]
    cards = cards_in(_pool(state, target))
    return [(c, 1.0 / len(cards)) for c in cards]


def sample_chance(state: MatchState, rng: random.Random) -> int:
    """A chance outcome drawn with its probability (all outcomes are equally likely),
    without listing them: the fast path for simulation."""
    target = state.queue[0]
    if 0 <= target < _RANDOM_TRUMP:
        pool = state.stock
    elif target == _RANDOM_TRUMP:
        return _RANDOM_TRUMP + rng.randrange(4)
    elif target == FIRST_DEALER:
        return _DEALER_BASE + rng.randrange(state.n)
    else:
        pool = _pool(state, target)
    return nth_card(pool, rng.randrange(pool.bit_count()))


def chance_possible(state: MatchState, action: int) -> bool:
    target = state.queue[0]
    if 0 <= target < _RANDOM_TRUMP:
        return 0 <= action < 54 and bool(state.stock >> action & 1)
    if target == _RANDOM_TRUMP:
        return 0 <= action - _RANDOM_TRUMP < 4
    if target == FIRST_DEALER:
        return 0 <= action - _DEALER_BASE < state.n
    return 0 <= action < 54 and bool(_pool(state, target) >> action & 1)


def chance(state: MatchState, action: int) -> bool:
    """The chance step happens: a card goes where the queue says, or trump or the
    first dealer is drawn. False, and nothing happens, when it is not possible now."""
    queue = state.queue
    target = queue[0]
    if 0 <= target < _RANDOM_TRUMP:  # a card dealt to a player: the common case
        if not 0 <= action < 54 or not state.stock >> action & 1:
            return False
        queue.pop(0)
        bit = 1 << action
        state.stock &= ~bit
        state.hands[target] |= bit
        if state.phase is Phase.DEAL:
            state.dealt[target] |= bit
        elif state.phase is Phase.RUNNING:
            state.run_cards.append(action)
            state.run_to[target] |= bit
        return True
    if not chance_possible(state, action):
        return False
    queue.pop(0)
    _chance_elsewhere(state, target, action)
    return True


def _chance_elsewhere(state: MatchState, target: int, action: int) -> None:
    """Trump or the first dealer drawn, a looker's card lost, a card to a blind, the
    kitty, the widow, the blind pile or the turn-up."""
    if target == _RANDOM_TRUMP:
        state.trump = action - _RANDOM_TRUMP
        return
    if target == FIRST_DEALER:
        state.dealer = action - _DEALER_BASE
        start_hand(state)
        return
    bit = 1 << action
    if target <= LOSE_BASE:
        seat = LOSE_BASE - target
        state.hands[seat] &= ~bit
        state.lost |= bit
        return
    state.stock &= ~bit
    if target <= BLIND_BASE:
        state.blinds[BLIND_BASE - target].append(action)
    elif target == KITTY:
        state.kitty |= bit
    elif target == WIDOW:
        state.widow |= bit
    elif target == BLIND_PILE:
        state.out |= bit
    elif target == TURN:
        turned(state, action)


# ---------------------------------------------------------------------- the turn-up

def turned(state: MatchState, card: int) -> None:
    """A card turned for trump: it fixes trump unless it repeats the rejected suit;
    the dealer scores for it by the variant's turn-up points."""
    previous = state.trump
    state.turned.append(card)
    suit = suit_of(card)
    fixes = suit != NO_SUIT and suit != previous
    for rule in state.variant.points:
        if rule.kind is m.PointKind.TURN_UP and _turn_scores(state, rule, fixes):
            score_turned(state, rule, card)
    if fixes:
        state.trump = suit


def score_turned(state: MatchState, rule: m.PointRule, card: int) -> None:
    """The dealer scores what the turned card is worth under a turn-up point rule."""
    value = turn_value(rule, card, state.tables.card_points[card] // 2)
    if value:
        state.award_now(Award(rule.name, state.sides[state.dealer], value, card))


def _turn_scores(state: MatchState, rule: m.PointRule, fixes: bool) -> bool:
    if rule.every_turn:
        return True
    if rule.turn_only is m.TurnOnly.FIRST:
        return len(state.turned) == 1
    if rule.turn_only is m.TurnOnly.LAST:
        return False  # scored when running ends, see beg.after_run
    return fixes


def turn_value(rule: m.PointRule, card: int, card_points: int) -> int:
    """What a turned card scores the dealer under a turn-up point rule."""
    rank = rank_of(card)
    for entry in rule.turn_up:
        if entry.rank is None or entry.rank == rank:
            return card_points if entry.value is None else entry.value
    if rule.by_card_points:
        return card_points
    return 0
