"""The exchange steps the kernel runs, in lockstep, in the order written, each player
from elder in turn (or, 'in turn', each player through every step before the next).

Forced steps: 'discard nontrumps' throws away every card that is not a trump; 'refill
to N' deals the player back up to N cards from the stock, in its order, before the
next player is served (Cell Pitch), as far as the stock goes; 'take stock' gives the
player the whole stock (Wahoo), 'take kitty' or 'take widow' the whole pile (Bonanza,
Blind-blind). Steps with a choice ask a random player card by card, as the reference
engine does: 'reduce to N' discards a non-trump while he holds one
(then any card) until N are left; 'discard down to N' discards any card of the class
named until N are left; 'discard any' discards a card of his choice or stops, each
the same chance; 'complete to N' takes cards of his choice from the stock. Until
trump is declared (before the exchange, after the first step that takes cards, or
after the last step) no card counts as a trump here.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from pitchspec import model as m
from pitchspec.engine.core import actions as A
from pitchspec.engine.kernel import bits
from pitchspec.engine.kernel.bits import ONE, U64, bit, random_card
from pitchspec.engine.kernel.look import discard_taken, pile, take_some
from pitchspec.engine.kernel.setup import Setup


def forced(step: m.Step) -> bool:
    """Whether the step needs no choice: a forced discard of nontrumps, a refill or
    taking the whole stock, kitty or widow."""
    if step.kind is m.StepKind.DISCARD:
        return (step.cards is m.CardClass.NONTRUMPS and not step.by_choice and step.to is None
                and not step.per_card_taken)
    if step.kind is m.StepKind.TAKE:
        return step.pile in (m.Pile.STOCK, m.Pile.KITTY, m.Pile.WIDOW) and not step.by_choice
    return step.kind is m.StepKind.REFILL and step.pile in (None, m.Pile.STOCK)


def chosen(step: m.Step) -> bool:
    """Whether the kernel runs the step as a random player's card-by-card choice:
    reduce to N, discard down to N, discard any cards (stopping at will), or complete
    to N with cards of his choice from the stock."""
    if step.kind is m.StepKind.REDUCE:
        return True
    if step.kind is m.StepKind.COMPLETE:
        return step.pile in (None, m.Pile.STOCK)
    if step.kind is m.StepKind.RECLAIM:
        return True
    if step.kind is m.StepKind.TAKE:  # Man-O-War: the lost cards, or stop
        return step.by_choice and step.pile is m.Pile.LOST
    if step.per_card_taken:
        return step.kind is m.StepKind.DISCARD
    return (step.kind is m.StepKind.DISCARD
            and step.cards is not m.CardClass.ALL and not forced(step))


def runs(variant: m.Variant) -> bool:
    """Whether the kernel runs the variant's exchange: every step forced or a choice
    it makes, no card dealt from the stock in its order after a player has chosen
    cards from it (a 'complete' step comes after every refill)."""
    steps = variant.exchange.steps
    completes = [k for k, s in enumerate(steps) if s.kind is m.StepKind.COMPLETE]
    draws = [k for k, s in enumerate(steps) if s.kind in (m.StepKind.REFILL, m.StepKind.TAKE)]
    in_order = not completes or (not variant.exchange.in_turn
                                 and min(completes) > max(draws, default=-1))
    return all(forced(s) or chosen(s) for s in steps) and in_order and _per_card(variant)


def _per_card(variant: m.Variant) -> bool:
    """A discard of one card per card taken follows, not in turn, a step where the
    same one player took cards of his choice (the count the engine keeps)."""
    steps = variant.exchange.steps
    return all(k > 0 and not variant.exchange.in_turn and steps[k - 1].kind is m.StepKind.TAKE
               and steps[k - 1].by_choice and s.actor is steps[k - 1].actor
               and s.actor in (m.Actor.BIDDER, m.Actor.DEALER)
               for k, s in enumerate(steps) if s.per_card_taken)


def declared_after(variant: m.Variant) -> int:
    """How many steps run before a declared trump is known (0: declared before)."""
    steps = variant.exchange.steps
    t = variant.trump
    if t.method is not m.TrumpMethod.DECLARED or t.declare_before_kitty:
        return 0
    if not variant.exchange.in_turn:
        for k, step in enumerate(steps):
            if step.kind is m.StepKind.TAKE:
                return k + 1
    return len(steps)


def actors(setup: Setup, actor: m.Actor, elder: np.ndarray, dealer: np.ndarray,
           bidder: np.ndarray) -> np.ndarray:
    """(lanes, n): whether each seat takes part in a step, seats in order from elder."""
    order = setup.seats_from(elder)
    first = np.where(bidder >= 0, bidder, elder)[:, None]
    taking: np.ndarray = {m.Actor.ALL: np.ones(order.shape, dtype=bool),
                          m.Actor.OTHERS: order != first,
                          m.Actor.NONDEALERS: order != dealer[:, None],
                          m.Actor.BIDDER: order == first,
                          m.Actor.DEALER: order == dealer[:, None]}[actor]
    return taking


@dataclass(eq=False)
class _Exchange:
    """The lanes' exchange in progress: hands, the stock and how far it is drawn,
    each lane's choices so far as (seat, card or DONE) (seat -1: none), and who
    discarded each trump by force ("dead", -1: nobody)."""

    hands: np.ndarray
    stock: np.ndarray
    drawn: np.ndarray
    choices: list[np.ndarray]
    dead: np.ndarray
    taken: np.ndarray
    scrap: np.ndarray
    kitty: np.ndarray | None = None
    lost: np.ndarray | None = None
    """The kitty and the lost pile (masks; see :mod:`look`)."""
    took: np.ndarray | None = None
    """How many cards each lane's player took in the last step taking lost cards."""
    widow: np.ndarray | None = None
    """The widow (masks): the undealt cards after the kitty."""

    def discard(self, step: m.Step, cards: np.ndarray) -> None:
        """Cards discarded to the scrap (or shown) may be reclaimed later."""
        if step.pile is m.Pile.SCRAP or step.shown:
            self.scrap |= cards

    def record(self, seat: np.ndarray, action: np.ndarray, on: np.ndarray) -> None:
        self.choices.append(np.stack([np.where(on, seat, -1), action], axis=1)[:, None, :])


def exchange(setup: Setup, rng: np.random.Generator, hands: np.ndarray, stock: np.ndarray,
             trump: np.ndarray, elder: np.ndarray, dealer: np.ndarray, bidder: np.ndarray,
             kitty: np.ndarray | None = None,
             lost: np.ndarray | None = None,
             widow: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Run the variant's steps on ``hands`` (changed in place), drawing from ``stock``;
    return (lanes, k, 2) the choices made, in order, as (seat, action) (seat -1: none),
    and (lanes, 54) the seat that discarded each trump by force (-1: none)."""
    lanes = np.arange(len(hands))
    state = _Exchange(hands, stock, np.zeros(len(hands), dtype=np.int64), [],
                      np.full((len(hands), 54), -1, dtype=np.int64),
                      np.zeros(len(hands), dtype=U64), np.zeros(len(hands), dtype=U64),
                      kitty, lost, widow=widow)
    order = setup.seats_from(elder)
    steps = setup.variant.exchange.steps
    known = np.where(trump >= 0, setup.trump_mask[np.maximum(trump, 0)], U64(0))
    after = declared_after(setup.variant)
    taking = [actors(setup, s.actor, elder, dealer, bidder) for s in steps]
    turns = [(k, p) for p in range(setup.n) for k in range(len(steps))] \
        if setup.variant.exchange.in_turn else \
        [(k, p) for k in range(len(steps)) for p in range(setup.n)]
    for k, position in turns:
        trumps = known if k >= after else np.zeros_like(known)
        seat, on = order[:, position], taking[k][:, position]
        _step(setup, rng, state, steps[k], lanes, seat, on, trumps)
    if not state.choices:
        return np.zeros((len(hands), 0, 2), dtype=np.int64), state.dead
    # every action id fits 16 bits: a quarter of the memory to join (read for traces only)
    return np.concatenate(state.choices, axis=1, dtype=np.int16), state.dead


def _step(setup: Setup, rng: np.random.Generator, state: _Exchange, step: m.Step,
          lanes: np.ndarray, seat: np.ndarray, on: np.ndarray, trumps: np.ndarray) -> None:
    """One player's part in one step."""
    hands = state.hands
    hand = hands[lanes, seat]
    if step.kind is m.StepKind.COMPLETE:
        _complete(setup, rng, state, step, lanes, seat, on)
    elif step.kind is m.StepKind.RECLAIM:
        _reclaim(rng, state, lanes, seat, on, trumps)
    elif (step.kind is m.StepKind.TAKE
          and step.pile in (m.Pile.KITTY, m.Pile.WIDOW, m.Pile.LOST)) \
            or step.per_card_taken:
        _piles(rng, state, step, lanes, seat, on)
    elif chosen(step):
        _choose(setup, rng, state, step, lanes, seat, on, trumps)
    elif step.kind is m.StepKind.DISCARD:
        hands[lanes, seat] = np.where(on, hand & trumps, hand)
        state.discard(step, np.where(on, hand & ~trumps, U64(0)))
    else:
        target = step.to if step.to is not None else setup.variant.deal.hand
        left = state.stock.shape[1] - state.drawn
        missing = left if step.kind is m.StepKind.TAKE \
            else np.maximum(0, target - np.bitwise_count(hand).astype(np.int64))
        missing = np.where(on, np.minimum(missing, left), 0)
        for j in range(int(missing.max(initial=0))):
            card = state.stock[lanes, np.minimum(state.drawn + j, state.stock.shape[1] - 1)]
            hand = np.where(j < missing, hand | bit(card), hand)
        hands[lanes, seat] = hand
        state.drawn += missing


def _choose(setup: Setup, rng: np.random.Generator, state: _Exchange, step: m.Step,
            lanes: np.ndarray, seat: np.ndarray, on: np.ndarray, trumps: np.ndarray) -> None:
    """A random player discards card by card while the step lets him: down to N (see
    :func:`_reduce`), or any cards, stopping being one more choice each time."""
    hands = state.hands
    if not (step.kind is m.StepKind.DISCARD and step.to is None):
        target = step.to if step.to is not None else setup.variant.deal.hand
        _reduce(setup, rng, state, step, lanes, seat, on, trumps, target)
        return
    hand = hands[lanes, seat]
    gone = _some(state, rng, seat, np.where(on, _pool(setup, step, hand, trumps), U64(0)))
    hands[lanes, seat] = hand & ~gone
    state.discard(step, gone)


def _piles(rng: np.random.Generator, state: _Exchange, step: m.Step, lanes: np.ndarray,
           seat: np.ndarray, on: np.ndarray) -> None:
    """Taking the kitty or the widow (all of it); taking lost cards of his choice one
    at a time, or stopping, each the same chance; discarding a card of his choice for
    each card he took (:mod:`look`). Worked out only in the lanes where the player
    acts."""
    hand = state.hands[lanes, seat]
    took = state.took if state.took is not None else np.zeros(len(lanes), dtype=np.int64)
    if step.per_card_taken:
        rows = np.flatnonzero(on & (took > 0))
        actions = discard_taken(rng, hand[rows], took[rows])
        _record_rows(state, rows, seat, actions)
        state.hands[lanes[rows], seat[rows]] = hand[rows] & ~pile(actions)
        return
    pool = state.kitty if step.pile is m.Pile.KITTY else \
        state.widow if step.pile is m.Pile.WIDOW else state.lost
    assert pool is not None
    rows = np.flatnonzero(on & (pool != 0))
    if step.by_choice:
        actions = take_some(rng, pool[rows])
        _record_rows(state, rows, seat, actions)
        got = pile(np.where(actions < 54, actions, -1))
        took[rows] = np.bitwise_count(got).astype(np.int64)
        state.took = took
    else:
        got = pool[rows]
    state.hands[lanes[rows], seat[rows]] = hand[rows] | got
    pool[rows] &= ~got


def _record_rows(state: _Exchange, rows: np.ndarray, seat: np.ndarray,
                 actions: np.ndarray) -> None:
    """The actions (-1: none) of the seats in the lanes ``rows``, in order."""
    if actions.shape[1] == 0:
        return
    block = np.full((len(seat), actions.shape[1], 2), -1, dtype=np.int64)
    block[rows, :, 0] = np.where(actions >= 0, seat[rows][:, None], -1)
    block[rows, :, 1] = actions
    state.choices.append(block)


def _reclaim(rng: np.random.Generator, state: _Exchange, lanes: np.ndarray, seat: np.ndarray,
             on: np.ndarray, trumps: np.ndarray) -> None:
    """Reclaiming trumps: the player takes back a trump of his choice from the scrap,
    or stops, each the same chance, while any is there."""
    got = _some(state, rng, seat, np.where(on, state.scrap & trumps, U64(0)))
    state.hands[lanes, seat] |= got
    state.scrap &= ~got


def _some(state: _Exchange, rng: np.random.Generator, seat: np.ndarray,
          pool: np.ndarray) -> np.ndarray:
    """A random player taking cards of the pool one at a time, or stopping, each the
    same chance, until he stops or the pool is gone, all at once: he stops after k
    cards with the same chance for every k from 0 to the pool's size, the cards the
    first k of a random order; recorded as the cards, then DONE where he stopped with
    cards left. Returns the cards taken."""
    size = np.bitwise_count(pool).astype(np.int64)
    k = (rng.random(len(pool)) * (size + 1)).astype(np.int64)
    width = int(np.minimum(size, k + 1).max(initial=0))
    if width == 0:
        return np.zeros(len(pool), dtype=U64)
    step = np.arange(width)[None, :]
    some = np.flatnonzero(size > 0)  # only lanes with a pool have cards to order
    held = bits.cards_of(pool[some])
    cards = np.zeros((len(pool), width), dtype=np.int64)
    # a random order: one uniform key for each card held (none drawn for the others)
    cards[some] = bits.in_key_order(held, rng.random(held.shape), width)
    taken = step < k[:, None]
    done = (step == k[:, None]) & (k < size)[:, None]
    record = np.empty((len(pool), width, 2), dtype=np.int16)  # action ids fit 16 bits
    record[:, :, 0] = np.where(taken | done, seat[:, None], -1)
    record[:, :, 1] = np.where(done, A.DONE, cards)
    state.choices.append(record)
    got: np.ndarray = np.bitwise_or.reduce(
        np.where(taken, ONE << np.maximum(cards, 0).astype(U64), U64(0)), axis=1)
    return got


def _complete(setup: Setup, rng: np.random.Generator, state: _Exchange, step: m.Step,
              lanes: np.ndarray, seat: np.ndarray, on: np.ndarray) -> None:
    """Completing to N: the player takes a card of his choice from the stock, one at
    a time, each the same chance, until he holds N or the stock is gone."""
    target = step.to if step.to is not None else setup.variant.deal.hand
    left = np.arange(state.stock.shape[1])[None, :] >= state.drawn[:, None]
    pool = np.bitwise_or.reduce(np.where(left, bit(state.stock), U64(0)), axis=1) & ~state.taken
    hand = state.hands[lanes, seat]
    for _ in range(target):
        taking = on & (np.bitwise_count(hand).astype(np.int64) < target) & (pool != 0)
        if not taking.any():
            break
        card = random_card(rng, np.where(taking, pool, ONE))
        state.record(seat, card, taking)
        got = np.where(taking, bit(card), U64(0))
        hand |= got
        pool &= ~got
        state.taken |= got
    state.hands[lanes, seat] = hand


def _reduce(setup: Setup, rng: np.random.Generator, state: _Exchange, step: m.Step,
            lanes: np.ndarray, seat: np.ndarray, on: np.ndarray, trumps: np.ndarray,
            target: int) -> None:
    """Discarding down to ``target``, one uniformly random card of the pool at a time
    (a trump so discarded is dead where the variant says so), all at once: the pool's
    classes (nontrumps, then nonpoint trumps, then the rest, as :func:`_pool` orders
    them) never change while he discards, so the discards are the first cards of a
    random order within each class, class by class."""
    hand = state.hands[lanes, seat]
    sel = np.flatnonzero(on & (np.bitwise_count(hand).astype(np.int64) > target))
    if len(sel) == 0:
        return
    mine = hand[sel]
    first = _pool(setup, step, mine, trumps[sel])
    second = _pool(setup, step, mine & ~first, trumps[sel])
    # only the class named may go when discarding
    usable = bits.cards_of(first if step.kind is m.StepKind.DISCARD else mine)
    ids = ONE << np.maximum(usable, 0).astype(U64)
    rank = np.where(first[:, None] & ids != 0, 0, np.where(second[:, None] & ids != 0, 1, 2))
    keys = rank + rng.random(usable.shape)  # one uniform key for each usable card
    count = np.minimum(np.bitwise_count(mine).astype(np.int64) - target,
                       (usable >= 0).sum(axis=1))
    most = int(count.max(initial=0))
    cards = np.maximum(bits.in_key_order(usable, keys, most), 0)
    act = np.arange(most)[None, :] < count[:, None]
    block = np.full((len(lanes), most, 2), -1, dtype=np.int16)  # action ids fit 16 bits
    block[sel, :, 0] = np.where(act, seat[sel][:, None], -1)
    block[sel, :, 1] = cards
    state.choices.append(block)
    gone = np.bitwise_or.reduce(np.where(act, ONE << cards.astype(U64), U64(0)), axis=1)
    state.hands[lanes[sel], seat[sel]] = mine & ~gone
    state.scrap[sel] |= gone if step.pile is m.Pile.SCRAP or step.shown else U64(0)
    if setup.variant.exchange.dead_cards_to_opponents:  # trumps so discarded are dead
        row, col = np.nonzero(act & ((trumps[sel][:, None] >> cards.astype(U64)) & ONE == 1))
        state.dead[lanes[sel][row], cards[row, col]] = seat[sel][row]


def _pool(setup: Setup, step: m.Step, hand: np.ndarray, trumps: np.ndarray) -> np.ndarray:
    """The cards the player may discard now: reducing, a non-trump while he holds one
    (then, with 'nonpoint first', a trump that scores no point, then any card);
    discarding, the cards of the class named."""
    if step.kind is m.StepKind.DISCARD:
        pool: np.ndarray = hand & ~trumps if step.cards is m.CardClass.NONTRUMPS else hand
        return pool
    plain = hand & ~trumps
    rest = hand
    if step.nonpoint_first:
        pointless = hand & ~_point_cards(setup, trumps)
        rest = np.where(pointless != 0, pointless, hand)
    pool = np.where(plain != 0, plain, rest)
    return pool


def _point_cards(setup: Setup, trumps: np.ndarray) -> np.ndarray:
    """Per lane, the cards a 'card' point rule names under the lane's trump."""
    mask = np.zeros(len(trumps), dtype=U64)
    for ids in setup.card_ids.values():
        for suit in range(4):
            if ids[suit] >= 0:
                mask |= np.where(trumps == setup.trump_mask[suit], ONE << U64(ids[suit]), U64(0))
    return mask
