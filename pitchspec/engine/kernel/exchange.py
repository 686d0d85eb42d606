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

Hands are held by position from elder. Players of one step who each choose from their
own hand (discarding, reducing) are worked out together, and a completion where one
player of each lane completes runs for every position at once: the random draws are
made player by player, with the shapes one player at a time would draw
(:mod:`picks`), so the cards chosen for a seed are the same. The stock, the scrap and
the piles, which one player's choice changes for the next, are served one player at a
time. The choices are recorded for the trace only in the traced lanes.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

from pitchspec import model as m
from pitchspec.engine.kernel import picks
from pitchspec.engine.kernel.bits import ONE, U64, bit, random_card
from pitchspec.engine.kernel.look import discard_taken, take_some
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
    if step.kind is m.StepKind.RECLAIM:  # trumps back from the scrap, by choice
        return True
    if step.kind is m.StepKind.TAKE:  # Man-O-War: the lost cards, or stop
        return step.by_choice and step.pile is m.Pile.LOST
    if step.per_card_taken:
        return step.kind is m.StepKind.DISCARD
    return step.kind is m.StepKind.DISCARD and not forced(step)


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


def actors(actor: m.Actor, seats: np.ndarray, dealer: np.ndarray,
           bidder: np.ndarray) -> np.ndarray:
    """(n, lanes): whether the seat at each position from elder (``seats``, (n,
    lanes)) takes part in a step."""
    first = np.where(bidder >= 0, bidder, seats[0])[None, :]
    if actor is m.Actor.ALL:
        return np.ones(seats.shape, dtype=bool)
    taking: np.ndarray = {m.Actor.OTHERS: seats != first,
                          m.Actor.NONDEALERS: seats != dealer[None, :],
                          m.Actor.BIDDER: seats == first,
                          m.Actor.DEALER: seats == dealer[None, :]}[actor]
    return taking


@dataclass(eq=False)
class _Exchange:
    """The lanes' exchange in progress: hands by position from elder ((n, lanes)),
    the seat at each position, the stock and how far it is drawn, the choices so far
    of the first ``traced`` lanes as (seat, card or DONE) (seat -1: none), and the
    trumps each seat discarded by force ("dead", (lanes, n) masks, a card in one seat's
    mask at most; None while no trump is dead)."""

    held: np.ndarray
    seats: np.ndarray
    stock: np.ndarray
    drawn: np.ndarray
    choices: list[np.ndarray]
    dead: np.ndarray | None
    taken: np.ndarray
    scrap: np.ndarray
    traced: int
    kitty: np.ndarray | None = None
    lost: np.ndarray | None = None
    """The kitty and the lost pile (masks; see :mod:`look`)."""
    took: np.ndarray | None = None
    """How many cards each lane's player took in the last step taking lost cards."""
    widow: np.ndarray | None = None
    """The widow (masks): the undealt cards after the kitty."""
    _prefix: np.ndarray | None = None
    """The stock's first j cards as one mask, for each j (:meth:`prefix`), built as far
    as row ``_built``."""
    _built: int = 0

    def discard(self, step: m.Step, cards: np.ndarray) -> None:
        """Cards discarded to the scrap (or shown) may be reclaimed later; ``cards``
        (players, lanes)."""
        if step.pile is m.Pile.SCRAP or step.shown:
            self.scrap |= np.bitwise_or.reduce(cards, axis=0)

    def record(self, seat: np.ndarray, action: np.ndarray, on: np.ndarray) -> None:
        """One action (or none, where not ``on``) of the seat in each traced lane."""
        if self.traced:
            t = self.traced
            self.choices.append(np.stack([np.where(on[:t], seat[:t], -1), action[:t]],
                                         axis=1)[:, None, :])

    def prefix(self, upto: int) -> np.ndarray:
        """(rest + 1, lanes): row j the stock's first j cards as one mask, built as far
        as row ``upto`` (a row for each j: each one pass over the lanes)."""
        lanes, rest = self.stock.shape
        if self._prefix is None:
            self._prefix = np.zeros((rest + 1, lanes), dtype=U64)
            self._built = 0
        order = self.stock.T  # a row for each place in the stock
        for j in range(self._built, min(upto, rest)):
            np.bitwise_or(self._prefix[j], bit(order[j]), out=self._prefix[j + 1])
        self._built = max(self._built, min(upto, rest))
        return self._prefix

    def stock_between(self, start: np.ndarray, stop: np.ndarray) -> np.ndarray:
        """Per lane, the stock's cards from ``start`` up to ``stop`` (as one mask)."""
        pre = self.prefix(int(stop.max(initial=0)))
        lanes = np.arange(pre.shape[1])
        flat = pre.reshape(-1)
        between: np.ndarray = flat[stop * len(lanes) + lanes] & ~flat[start * len(lanes) + lanes]
        return between


def exchange(setup: Setup, rng: np.random.Generator, hands: np.ndarray, stock: np.ndarray,
             trump: np.ndarray, elder: np.ndarray, dealer: np.ndarray, bidder: np.ndarray,
             kitty: np.ndarray | None = None,
             lost: np.ndarray | None = None,
             widow: np.ndarray | None = None,
             traced: int | None = None) -> tuple[np.ndarray, np.ndarray | None]:
    """Run the variant's steps on ``hands`` (changed in place), drawing from ``stock``;
    return (traced, k, 2) the choices made in the first ``traced`` lanes (default:
    all), in order, as (seat, action) (seat -1: none), and (lanes, n) the trumps each
    seat discarded by force, as masks (a card in one seat's at most; None where no
    trump was)."""
    lanes = len(hands)
    seats = np.ascontiguousarray(setup.seats_from(elder).T)
    at = np.arange(lanes)[None, :]
    state = _Exchange(hands[at, seats], seats, stock, np.zeros(lanes, dtype=np.int64), [],
                      None, np.zeros(lanes, dtype=U64), np.zeros(lanes, dtype=U64),
                      lanes if traced is None else min(traced, lanes),
                      kitty, lost, widow=widow)
    steps = setup.variant.exchange.steps
    known = np.where(trump >= 0, setup.trump_mask[np.maximum(trump, 0)], U64(0))
    after = declared_after(setup.variant)
    taking = [actors(s.actor, seats, dealer, bidder) for s in steps]
    turns = [(k, slice(p, p + 1)) for p in range(setup.n) for k in range(len(steps))] \
        if setup.variant.exchange.in_turn else \
        [(k, slice(0, setup.n)) for k in range(len(steps))]
    for k, players in turns:
        trumps = known if k >= after else np.zeros_like(known)
        _step(setup, rng, state, steps[k], players, taking[k], trumps)
    hands[at, seats] = state.held
    if not state.choices:
        return np.zeros((state.traced, 0, 2), dtype=np.int64), state.dead
    # every action id fits 16 bits: a quarter of the memory to join (read for traces only)
    return np.concatenate(state.choices, axis=1, dtype=np.int16), state.dead


def _step(setup: Setup, rng: np.random.Generator, state: _Exchange, step: m.Step,
          players: slice, on: np.ndarray, trumps: np.ndarray) -> None:
    """The part in one step of the players at the positions ``players`` (one by one
    where they draw on the same stock, scrap or pile; else all at once)."""
    positions = range(players.start, players.stop)
    if step.kind is m.StepKind.COMPLETE and step.actor in (m.Actor.BIDDER, m.Actor.DEALER):
        _complete_alone(setup, rng, state, step, players, on[players], trumps)
    elif step.kind is m.StepKind.COMPLETE:
        for p in positions:
            _complete(setup, rng, state, step, p, on[p], trumps)
    elif step.kind is m.StepKind.RECLAIM:
        for p in positions:
            _reclaim(rng, state, p, on[p], trumps)
    elif (step.kind is m.StepKind.TAKE
          and step.pile in (m.Pile.KITTY, m.Pile.WIDOW, m.Pile.LOST)) \
            or step.per_card_taken:
        for p in positions:
            _piles(rng, state, step, p, on[p])
    elif chosen(step):
        _choose(setup, rng, state, step, players, on[players], trumps)
    elif step.kind is m.StepKind.DISCARD:
        hands = state.held[players]
        state.discard(step, np.where(on[players], hands & ~trumps, U64(0)))
        state.held[players] = np.where(on[players], hands & trumps, hands)
    else:
        for p in positions:
            _draw(setup, state, step, p, on[p])


def _draw(setup: Setup, state: _Exchange, step: m.Step, p: int, on: np.ndarray) -> None:
    """Refilling to N (or taking the whole stock): the player is dealt the next cards
    of the stock, in its order, as far as it goes."""
    hand = state.held[p]
    left = state.stock.shape[1] - state.drawn
    target = step.to if step.to is not None else setup.variant.deal.hand
    missing = left if step.kind is m.StepKind.TAKE \
        else np.maximum(0, target - np.bitwise_count(hand).astype(np.int64))
    missing = np.where(on, np.minimum(missing, left), 0)
    state.held[p] = hand | state.stock_between(state.drawn, state.drawn + missing)
    state.drawn += missing


def _choose(setup: Setup, rng: np.random.Generator, state: _Exchange, step: m.Step,
            players: slice, on: np.ndarray, trumps: np.ndarray) -> None:
    """A random player discards card by card while the step lets him: down to N (see
    :func:`_reduce`), or any cards, stopping being one more choice each time."""
    if not (step.kind is m.StepKind.DISCARD and step.to is None):
        target = step.to if step.to is not None else setup.variant.deal.hand
        _reduce(setup, rng, state, step, players, on, trumps, target)
        return
    hands = state.held[players]
    picked = picks.some(rng, state.seats[players],
                        np.where(on, _pool(setup, step, hands, trumps), U64(0)), state.traced)
    state.choices += picked.records
    state.held[players] = hands & ~picked.got
    state.discard(step, picked.got)


def _piles(rng: np.random.Generator, state: _Exchange, step: m.Step, p: int,
           on: np.ndarray) -> None:
    """Taking the kitty or the widow (all of it); taking lost cards of his choice one
    at a time, or stopping, each the same chance; discarding a card of his choice for
    each card he took (:mod:`look`). Worked out only in the lanes where the player
    acts."""
    hand, seat = state.held[p], state.seats[p]
    took = state.took if state.took is not None else np.zeros(len(hand), dtype=np.int64)
    if step.per_card_taken:
        rows = np.flatnonzero(on & (took > 0))
        gone, actions = discard_taken(rng, hand[rows], took[rows],
                                      int(np.searchsorted(rows, state.traced)))
        _record_rows(state, rows, seat, actions)
        state.held[p, rows] = hand[rows] & ~gone
        return
    pool = state.kitty if step.pile is m.Pile.KITTY else \
        state.widow if step.pile is m.Pile.WIDOW else state.lost
    assert pool is not None
    rows = np.flatnonzero(on & (pool != 0))
    if step.by_choice:
        got, actions = take_some(rng, pool[rows], int(np.searchsorted(rows, state.traced)))
        _record_rows(state, rows, seat, actions)
        took[rows] = np.bitwise_count(got).astype(np.int64)
        state.took = took
    else:
        got = pool[rows]
    state.held[p, rows] = hand[rows] | got
    pool[rows] &= ~got


def _record_rows(state: _Exchange, rows: np.ndarray, seat: np.ndarray,
                 actions: np.ndarray) -> None:
    """The actions (-1: none) of the seats in the lanes ``rows``, in order (the traced
    lanes only)."""
    if actions.shape[1] == 0 or not state.traced:
        return
    rows = rows[:len(actions)]  # the rows of the traced lanes, first
    block = np.full((state.traced, actions.shape[1], 2), -1, dtype=np.int64)
    block[rows, :, 0] = np.where(actions >= 0, seat[rows][:, None], -1)
    block[rows, :, 1] = actions
    state.choices.append(block)


def _reclaim(rng: np.random.Generator, state: _Exchange, p: int, on: np.ndarray,
             trumps: np.ndarray) -> None:
    """Reclaiming trumps: the player takes back a trump of his choice from the scrap,
    or stops, each the same chance, while any is there."""
    picked = picks.some(rng, state.seats[p:p + 1],
                        np.where(on, state.scrap & trumps, U64(0))[None, :], state.traced)
    state.choices += picked.records
    state.held[p] |= picked.got[0]
    state.scrap &= ~picked.got[0]


def _choosable(step: m.Step, pool: np.ndarray, trumps: np.ndarray) -> np.ndarray:
    """The stock's cards a player completing his hand may take now: any, or under
    'trumps first' the trumps while any is left (then any)."""
    if not step.trumps_first:
        return pool
    left = pool & trumps
    kept: np.ndarray = np.where(left != 0, left, pool)
    return kept


def _complete(setup: Setup, rng: np.random.Generator, state: _Exchange, step: m.Step,
              p: int, on: np.ndarray, trumps: np.ndarray) -> None:
    """Completing to N: the player takes a card of his choice from the stock (a trump
    while one is left, where trumps come first), one at a time, each the same chance,
    until he holds N or the stock is gone."""
    target = step.to if step.to is not None else setup.variant.deal.hand
    pool = state.stock_between(state.drawn, np.full(len(on), state.stock.shape[1])) \
        & ~state.taken
    hand = state.held[p]
    for _ in range(target):
        taking = on & (np.bitwise_count(hand).astype(np.int64) < target) & (pool != 0)
        if not taking.any():
            break
        card = random_card(rng, np.where(taking, _choosable(step, pool, trumps), ONE))
        state.record(state.seats[p], card, taking)
        got = np.where(taking, bit(card), U64(0))
        hand |= got
        pool &= ~got
        state.taken |= got
    state.held[p] = hand


def _complete_alone(setup: Setup, rng: np.random.Generator, state: _Exchange, step: m.Step,
                    players: slice, on: np.ndarray, trumps: np.ndarray) -> None:
    """Completing to N where one player of each lane completes (the bidder or the
    dealer), as :func:`_complete` player by player, all at once: each of them takes
    as many cards as he lacks (as far as the stock goes), each chosen by the draw his
    turn would make; the draws are made player by player, as many as the longest
    completion among that player's lanes, one for every lane each time."""
    target = step.to if step.to is not None else setup.variant.deal.hand
    lanes = on.shape[1]
    pool = state.stock_between(state.drawn, np.full(lanes, state.stock.shape[1])) \
        & ~state.taken
    at = np.argmax(on, axis=0)  # the position of the lane's player
    every = np.arange(lanes)
    hand = state.held[players][at, every]
    need = np.where(on[at, every], np.minimum(target - np.bitwise_count(hand).astype(np.int64),
                                               np.bitwise_count(pool).astype(np.int64)), 0)
    turns = [int(need[on[p]].max(initial=0)) for p in range(len(on))]
    draws = rng.random((sum(turns), lanes))  # each player's turns, one row a turn
    first = np.cumsum([0, *turns])[at]
    cards = np.zeros((lanes, max(turns)), dtype=np.int64)
    for i in range(max(turns)):
        taking = i < need
        card = picks.nth_card(np.where(taking, _choosable(step, pool, trumps), ONE),
                              draws[np.minimum(first + i, len(draws) - 1), every])
        got = np.where(taking, bit(card), U64(0))
        hand |= got
        pool &= ~got
        state.taken |= got
        cards[:, i] = card
    state.held[players][at, every] = hand
    for p, turn in enumerate(turns):
        seat = state.seats[players.start + p]
        for i in range(turn):
            state.record(seat, cards[:, i], on[p] & (i < need))


def _reduce(setup: Setup, rng: np.random.Generator, state: _Exchange, step: m.Step,
            players: slice, on: np.ndarray, trumps: np.ndarray, target: int) -> None:
    """Discarding down to ``target``, one uniformly random card of the pool at a time
    (a trump so discarded is dead where the variant says so), all at once: the pool's
    classes (nontrumps, then nonpoint trumps, then the rest, as :func:`_pool` orders
    them) never change while he discards, so the discards are the first cards of a
    random order within each class, class by class (:func:`picks.down_to`)."""
    hands = state.held[players]
    count, lanes = np.bitwise_count(hands).astype(np.int64), hands.shape[1]
    rows = np.flatnonzero(on & (count > target))
    if len(rows) == 0:
        return
    lane = rows % lanes
    mine, mine_trumps = hands.reshape(-1)[rows], trumps[lane]
    first = _pool(setup, step, mine, mine_trumps)
    second = _pool(setup, step, mine & ~first, mine_trumps)
    usable = first if step.kind is m.StepKind.DISCARD else mine
    done = picks.down_to(rng, rows, len(hands), lanes, usable, first, second,
                         np.minimum(count.reshape(-1)[rows] - target,
                                    np.bitwise_count(usable).astype(np.int64)))
    seats = state.seats[players]
    if state.traced:
        state.choices += picks.reduced_records(done, seats, state.traced)
    gone = np.zeros(hands.size, dtype=U64)
    gone[rows] = done.gone
    state.held[players] = hands & ~gone.reshape(hands.shape)
    state.discard(step, gone.reshape(hands.shape))
    hit = np.flatnonzero(done.gone & mine_trumps)
    if setup.variant.exchange.dead_cards_to_opponents and len(hit):  # those trumps are dead
        _dead(state, lane[hit], seats.reshape(-1)[rows[hit]], done.gone[hit] & mine_trumps[hit])


def _dead(state: _Exchange, lane: np.ndarray, seat: np.ndarray, cards: np.ndarray) -> None:
    """The trumps ``cards`` (a mask a row) discarded by force by ``seat`` in ``lane``
    (the rows of one step: each (lane, seat) once, their cards apart): his dead cards,
    no longer another seat's where one was dead before (reclaimed, then discarded)."""
    if state.dead is None:
        state.dead = np.zeros((state.held.shape[1], state.held.shape[0]), dtype=U64)
    else:  # a lane may have several rows: cleared one row at a time
        np.bitwise_and.at(state.dead, lane, ~cards[:, None])
    state.dead.reshape(-1)[lane * state.dead.shape[1] + seat] |= cards


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
    """Per lane, the cards a 'card' point rule names under the lane's trump (the lane's
    trump suit known by its cards, ``trumps``)."""
    named = _named_cards(setup)
    mask = np.zeros(len(trumps), dtype=U64)
    for suit in range(4):
        mask |= np.where(trumps == setup.trump_mask[suit], named[suit], U64(0))
    return mask


@functools.lru_cache(maxsize=64)
def _named_cards(setup: Setup) -> np.ndarray:
    """Per trump suit, the cards the 'card' point rules name, as one mask."""
    return np.array([sum(1 << int(ids[suit]) for ids in setup.card_ids.values() if ids[suit] >= 0)
                     for suit in range(4)], dtype=U64)
