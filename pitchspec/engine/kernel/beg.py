"""Turning up trump, begging and running the cards, in lockstep (All Fours, Seven Up).

After the deal the dealer turns the next card of the stock: its suit is trump and
the dealer scores what a turned card is worth (a turned Jack, say). Where the variant
has begging, elder stands (play on) or begs; to a beg the dealer gives (a point to
elder's side, or to each side but his own) or runs the cards: each player from elder
is dealt ``run`` more cards and the next card is turned. A new suit is trump (and may
score the dealer again); the rejected suit again runs once more (the cards just run
thrown out unseen, where the variant says so). If the stock cannot cover a round the
deal is void and the same dealer deals again (the turn-up points taken back unless
the variant keeps them). After running, where the variant says so, each player from
elder discards cards of his choice back to the hand's size. A point scored here counts
at once: with 'count out' a side reaching the target wins there, the hand unplayed.

Every lane makes the reference engine's decisions with the same chances (stand or
beg, give or run, each discard uniform over the hand), in
:mod:`pitchspec.engine.phases.beg` and :mod:`pitchspec.engine.phases.deal`.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from pitchspec import model as m
from pitchspec.engine.core import actions as A
from pitchspec.engine.kernel.bits import ONE, U64, bit
from pitchspec.engine.kernel.during import During
from pitchspec.engine.kernel.play import ABSENT, Played, play
from pitchspec.engine.kernel.setup import Setup
from pitchspec.engine.phases.deal import turn_value

GIFT = m.Reason.GIFT
"""The reference engine's name for the point a granted beg gives."""


@dataclass(frozen=True, eq=False)
class Begged:
    """Each lane's trump as fixed by the turn-up, the decisions as reference-engine
    actions (elder's stand or beg, then the dealer's give or run; -1: none), the
    points scored during the deal as :class:`During` columns (scores after them, the
    side that counted out), the lanes whose deal is void (the stock ran out), and the
    discards back to the hand's size after running, (lanes, k, 2) as (seat, card)
    (seat -1: none); ``runs``, (lanes, n), the cards run to each seat that stayed in
    his hand (not those thrown out unseen when the rejected suit turned again): with
    the deal, the cards dealt to the players ('among dealt')."""

    trump: np.ndarray
    decisions: np.ndarray
    points: During
    void: np.ndarray
    chose: np.ndarray
    runs: np.ndarray


@dataclass(eq=False)
class _Book:
    """The points scored so far in the deal, column by column, and who counted out."""

    scores: np.ndarray
    sides: list[np.ndarray]
    values: list[np.ndarray]
    names: list[str]
    winner: np.ndarray

    def award(self, setup: Setup, name: str, on: np.ndarray, side: np.ndarray,
              value: np.ndarray) -> None:
        """A point scored now where ``on`` (and no side has counted out yet): with
        'count out' a side at or over the target wins at once (State.award_now)."""
        on = on & (self.winner < 0) & (value != 0)
        idx = np.flatnonzero(on)
        self.sides.append(np.where(on, side, -1))
        self.values.append(np.where(on, value, 0))
        self.names.append(name)
        self.scores[idx, side[idx]] += value[idx]
        w = setup.variant.winning
        if w.count_out:
            out = on & (self.scores[np.arange(len(on)), np.maximum(side, 0)] >= w.target)
            self.winner = np.where(out, side, self.winner)

    def during(self) -> During:
        count = len(self.winner)
        side = np.stack(self.sides, axis=1) if self.sides else \
            np.zeros((count, 0), dtype=np.int64)
        value = np.stack(self.values, axis=1) if self.values else \
            np.zeros((count, 0), dtype=np.int64)
        return During(self.scores, side, value, tuple(self.names), self.winner)


def joined(before: During, after: During) -> During:
    """The points scored before play, then those scored in it (scores and the side
    counted out as ``after`` has them)."""
    return During(after.scores, np.concatenate([before.side, after.side], axis=1),
                  np.concatenate([before.value, after.value], axis=1),
                  before.names + after.names, after.winner)


def turn_values(setup: Setup) -> dict[str, np.ndarray]:
    """Per turn-up point, what each card id turned scores the dealer."""
    t = setup.tables
    return {r.name: np.array([turn_value(r, c, t.card_points[c] // 2) for c in range(54)],
                             dtype=np.int64)
            for r in setup.variant.points if r.kind is m.PointKind.TURN_UP}


def beg(setup: Setup, rng: np.random.Generator, hands: np.ndarray, stock: np.ndarray,
        dealer: np.ndarray, elder: np.ndarray, scores: np.ndarray) -> Begged:
    """Turn up trump, beg, give or run, for every lane; ``hands`` gain the cards run
    (and lose the discards); ``stock`` is the undealt cards in order, the turn-up
    first."""
    lanes = len(dealer)
    book = _Book(scores.copy(), [], [], [], np.full(lanes, -1, dtype=np.int64))
    values = turn_values(setup)
    first = stock[:, 0]
    everyone = np.ones(lanes, dtype=bool)
    _turned(setup, book, values, dealer, first, everyone, everyone, first=True)
    trump = first // 13
    decisions = np.full((lanes, 2), -1, dtype=np.int64)
    void = np.zeros(lanes, dtype=bool)
    none = np.zeros((lanes, 0, 2), dtype=np.int64)
    rule = setup.variant.trump.beg
    kept = np.zeros((lanes, setup.n), dtype=U64)
    if rule is None:
        return Begged(trump, decisions, book.during(), void, none, kept)
    asked = book.winner < 0
    begs = asked & (rng.random(lanes) < 0.5)
    runs = begs & (rng.random(lanes) < 0.5)
    decisions[:, 0] = np.where(asked, np.where(begs, A.BEG, A.STAND), -1)
    decisions[:, 1] = np.where(begs, np.where(runs, A.RUN, A.GIVE), -1)
    _gift(setup, book, rule, begs & ~runs, dealer, elder)
    ran, void, last = _run(setup, book, values, rule, hands, stock, dealer, elder, trump, runs,
                           kept)
    for r in setup.variant.points:  # 'last turn only': the card that ended the running
        if r.kind is m.PointKind.TURN_UP and r.turn_only is m.TurnOnly.LAST:
            book.award(setup, r.name, ran & ~void, setup.sides[dealer], values[r.name][last])
    chose = none
    if rule.after_run is m.AfterRun.DISCARD_TO_HAND:
        chose = discard_to_hand(setup, rng, hands, elder, ran & ~void & (book.winner < 0))
    return Begged(trump, decisions, book.during(), void, chose, kept)


def _turned(setup: Setup, book: _Book, values: dict[str, np.ndarray], dealer: np.ndarray,
            card: np.ndarray, on: np.ndarray, fixes: np.ndarray, first: bool) -> None:
    """The dealer scores for the card turned under each turn-up point: every card
    turned ('every turn'), only the first ('first turn only'), none yet ('last turn
    only', scored when running ends), else a card that fixes a new trump suit."""
    for r in setup.variant.points:
        if r.kind is not m.PointKind.TURN_UP or r.turn_only is m.TurnOnly.LAST:
            continue
        scores = on if r.every_turn else on & first if r.turn_only is m.TurnOnly.FIRST \
            else on & fixes
        book.award(setup, r.name, scores, setup.sides[dealer], values[r.name][card])


def _gift(setup: Setup, book: _Book, rule: m.Beg, gives: np.ndarray, dealer: np.ndarray,
          elder: np.ndarray) -> None:
    """The dealer gives the beggar's side the gift, or each other side in turn."""
    gift = np.full(len(gives), rule.gift, dtype=np.int64)
    if rule.gift_to is m.GiftTo.ELDER:
        book.award(setup, GIFT, gives, setup.sides[elder], gift)
        return
    own = setup.sides[dealer]
    for side in range(setup.num_sides):
        book.award(setup, GIFT, gives & (own != side), np.full(len(gives), side), gift)


def _run(setup: Setup, book: _Book, values: dict[str, np.ndarray], rule: m.Beg,
         hands: np.ndarray, stock: np.ndarray, dealer: np.ndarray, elder: np.ndarray,
         trump: np.ndarray, running: np.ndarray, kept: np.ndarray
         ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Run the cards until a new suit turns up (``trump`` changed in place), the stock
    cannot cover a round (void) or a side counts out; ``kept`` gains the cards run to
    each seat that stay in his hand. Returns the lanes that ran, the void lanes, and
    the card turned last."""
    lanes, n = len(dealer), setup.n
    per = rule.run * n
    at = np.ones(lanes, dtype=np.int64)
    ran = np.zeros(lanes, dtype=bool)
    void = np.zeros(lanes, dtype=bool)
    last = stock[:, 0].copy()
    order = setup.seats_from(elder)
    width = stock.shape[1]
    sel = np.flatnonzero(running)  # the lanes still running, as indices
    while len(sel):
        short = width - at[sel] < per + 1
        if short.any():
            now = np.zeros(lanes, dtype=bool)
            now[sel[short]] = True
            void |= now
            if not rule.stock_out_keeps_turned:
                _take_back(book, now)
            sel = sel[~short]
        ran[sel] = True
        cards = stock[sel[:, None], np.minimum(at[sel][:, None] + np.arange(per + 1), width - 1)]
        dealt = np.zeros((len(sel), n), dtype=U64)
        dealt[np.arange(len(sel))[:, None], order[sel]] = np.bitwise_or.reduce(
            bit(cards[:, :per]).reshape(len(sel), n, rule.run), axis=2)
        hands[sel] |= dealt
        kept[sel] |= dealt
        turned = cards[:, per]
        at[sel] += per + 1
        last[sel] = turned
        fixes = turned // 13 != trump[sel]
        on, new, card = (np.zeros(lanes, dtype=bool), np.zeros(lanes, dtype=bool),
                         np.zeros(lanes, dtype=np.int64))
        on[sel], new[sel], card[sel] = True, fixes, turned
        _turned(setup, book, values, dealer, card, on, new, first=False)
        alive = book.winner[sel] < 0
        trump[sel] = np.where(alive & fixes, turned // 13, trump[sel])
        again = alive & ~fixes
        if rule.same_suit_discard:  # the cards just run go out unseen
            hands[sel[again]] &= ~dealt[again]
            kept[sel[again]] &= ~dealt[again]
        sel = sel[again]
    return ran, void, last


def _take_back(book: _Book, lanes: np.ndarray) -> None:
    """A void deal: the turn-up points scored in it are taken back (in a lane that ran
    every point so far was for a turned card)."""
    for side, value in zip(book.sides, book.values, strict=True):
        on = lanes & (side >= 0)
        idx = np.flatnonzero(on)
        book.scores[idx, side[idx]] -= value[idx]


def discard_to_hand(setup: Setup, rng: np.random.Generator, hands: np.ndarray,
                    elder: np.ndarray, on: np.ndarray) -> np.ndarray:
    """After running, each player from elder discards cards of his choice, one at a
    time, each uniform among those he holds, back to the hand's size: the discards
    are the first cards of a random order of his hand. Returns (lanes, k, 2) the
    discards in order as (seat, card) (seat -1: none)."""
    lanes = len(elder)
    sel = np.flatnonzero(on)  # only the lanes that ran discard
    size = setup.variant.deal.hand
    ids = np.arange(54, dtype=U64)[None, :]
    blocks = []
    for seat in setup.seats_from(elder[sel]).T:
        hand = hands[sel, seat]
        count = np.bitwise_count(hand).astype(np.int64) - size
        most = int(count.max(initial=0))
        if most <= 0:
            continue
        inside = (hand[:, None] >> ids) & ONE == 1
        cards = np.argsort(np.where(inside, rng.random(inside.shape), np.inf), axis=1)[:, :most]
        act = np.arange(most)[None, :] < count[:, None]
        block = np.full((lanes, most, 2), -1, dtype=np.int64)
        block[sel] = np.stack([np.where(act, seat[:, None], -1), cards], axis=2)
        blocks.append(block)
        gone = np.bitwise_or.reduce(np.where(act, ONE << cards.astype(U64), U64(0)), axis=1)
        hands[sel, seat] = hand & ~gone
    if not blocks:
        return np.zeros((lanes, 0, 2), dtype=np.int64)
    return np.concatenate(blocks, axis=1)


def play_by_size(setup: Setup, rng: np.random.Generator, hands: np.ndarray,
                 trump: np.ndarray, leader: np.ndarray, bidder: np.ndarray) -> Played:
    """Trick play (kernel/play.py) for lanes whose hands differ in size, the cards
    run being kept: each group of lanes of one size plays its own tricks (so a lane of
    six cards does not wait out the tricks of a lane that ran), the shorter groups'
    tricks padded as tricks nobody played to."""
    sizes = np.bitwise_count(hands).max(axis=1, initial=0).astype(np.int64)
    groups = np.unique(sizes)
    if len(groups) == 1:
        return play(setup, rng, hands, trump, leader, bidder)
    lanes, most = len(hands), int(groups[-1])
    plays = np.zeros((lanes, most, setup.n, 2), dtype=np.int8)  # seats and card ids
    plays[:, :, :, 1] = ABSENT
    winners = np.full((lanes, most), -1, dtype=np.int64)
    trump, conceded = trump.copy(), np.full(lanes, -1, dtype=np.int64)
    for size in groups.tolist():
        sel = np.flatnonzero(sizes == size)
        mine = hands[sel]
        part = play(setup, rng, mine, trump[sel], leader[sel], bidder[sel])
        hands[sel] = mine
        plays[sel, :size] = part.plays
        winners[sel, :size] = part.winners
        trump[sel], conceded[sel] = part.trump, part.conceded
    return Played(plays, winners, trump, conceded, lane_major=True)
