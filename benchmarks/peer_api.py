"""The hand-written Auction Pitch engine of benchmarks/peer_pitch.py behind the
OpenSpiel-style API the reference engine offers: the most a good hand-written engine
can reach when it is driven one action at a time from Python (benchmarks/bench_engine.py
measures it beside the peer and the API floor).

The rules are the peer's (its docstring): six cards each from a 52-card pack, one bid
each from elder (PASS or 1 to 4, each higher than the last; all pass: the hand is
void and ends), the pitcher leads and his first card fixes trump, follow suit or trump
(anything when void of the suit led), High, Low, Jack and Game, the pitcher set back
by his bid if he falls short (all four for a bid of 4). Each chance step deals one
card (its id, ``13 * suit + rank``, rank 0 the Two, 12 the Ace) from the stock: the
first six to seat 0, the next six to seat 1, and so on, as the peer's deck is cut.
Decisions are bids (:data:`PASS`, ``PASS + 1`` to ``PASS + 4``) and cards.

Every action applied is checked (ValueError otherwise) and :meth:`PeerState.legal_actions`
lists exactly the legal ones, each call a new list; the hand is scored and settled into
``scores`` when its last card is played.

The design, measured (instructions a random hand under callgrind, bench_engine.py's
strict loop / deal_rest loop; the peer's play_hand 508k): each hand kept as four suit
lists, so the cards a player may play are one or two lists joined, with no test per
card, and the follow rule is one look at the suit led (456k / 366k; a flat hand
filtered card by card 532k / 442k, 52-bit hands turned into lists by per-suit tables
533k / 442k); the stock a bit set the draws are rejected against, ``getrandbits(6)``,
exactly uniform over the undealt cards with no list to keep (a stock list drawn by
``randrange`` and cut by ``list.remove`` 557k strict, ``int(random() * 52)`` 484k /
394k); a card played applied inline, not in a method of its own (451k / 357k). Slots
or not hardly matter (an instance dict 461k / 369k). One step counter says the phase.
"""

from __future__ import annotations

import random

RANKS = 13
JACK = 9  # rank index within a suit: 0 is the Two, 12 the Ace
POINTS = (0, 0, 0, 0, 0, 0, 0, 0, 10, 1, 2, 3, 4)  # by rank index: 10, J, Q, K, A
PASS = 52
"""A pass; ``PASS + b`` bids ``b`` (1 to 4). Cards are 0 to 51."""
CHANCE, TERMINAL = -1, -4  # current_player() at a chance node and at the end (OpenSpiel's)

_DEALT, _BID, _END = 24, 28, 52  # steps: 24 cards dealt, 4 bids, 24 cards played
_BIDS = tuple([PASS, *range(PASS + high + 1, PASS + 5)] for high in range(5))


class PeerState:
    """One hand of 4-player Auction Pitch, from the first card dealt to the settlement,
    one action at a time."""

    __slots__ = ("best_key", "best_seat", "bid", "dealt", "hi", "hi_seat", "jack",
                 "jack_to", "led", "lo", "lo_seat", "pitcher", "scores", "step", "suits",
                 "taken", "trick", "trump", "turn")
    # Set when the play begins (a void hand never needs them):
    best_key: int  # the trick's best card so far: 100 + rank a trump, rank the suit led
    best_seat: int
    hi: int  # the highest and lowest trump played, and by whom
    hi_seat: int
    lo: int
    lo_seat: int
    jack: int  # 1 while the trick holds the Jack of trump
    jack_to: int  # who took it (-1: not in play)
    taken: list[int]  # card points each seat took, for Game
    trick: int  # card points in the trick

    def __init__(self, dealer: int = 0, scores: list[int] | None = None) -> None:
        self.scores = [0, 0, 0, 0] if scores is None else scores
        self.suits: list[list[list[int]]] = [  # by seat, by suit
            [[], [], [], []], [[], [], [], []], [[], [], [], []], [[], [], [], []]]
        self.dealt = 0  # bit set of the cards dealt
        self.step = 0  # cards dealt, then bids made, then cards played (_END: over)
        self.turn = (dealer + 1) % 4  # elder bids first
        self.bid, self.pitcher = 0, -1
        self.trump = self.led = -1

    def is_terminal(self) -> bool:
        return self.step >= _END

    def is_chance_node(self) -> bool:
        return self.step < _DEALT

    def current_player(self) -> int:
        step = self.step
        return CHANCE if step < _DEALT else TERMINAL if step >= _END else self.turn

    def sample_chance(self, rng: random.Random) -> int:
        """A card of the stock, each equally likely."""
        dealt, draw = self.dealt, rng.getrandbits
        card = draw(6)
        while card >= 52 or dealt >> card & 1:
            card = draw(6)
        return card

    def deal_rest(self, rng: random.Random) -> int:
        """Every card still to deal, each drawn as :meth:`sample_chance` draws it and
        dealt as :meth:`apply_action` deals it. Returns how many."""
        step = self.step
        if step >= _DEALT:
            return 0
        dealt, draw, suits = self.dealt, rng.getrandbits, self.suits
        for at in range(step, _DEALT):
            card = draw(6)
            while card >= 52 or dealt >> card & 1:
                card = draw(6)
            dealt |= 1 << card
            suits[at // 6][card // RANKS].append(card)
        self.dealt, self.step = dealt, _DEALT
        return _DEALT - step

    def legal_actions(self) -> list[int]:
        step = self.step
        if step < _BID:
            if step < _DEALT:
                return [c for c in range(52) if not self.dealt >> c & 1]
            return list(_BIDS[self.bid])
        if step >= _END:
            return []
        hand = self.suits[self.turn]
        led = self.led
        if led >= 0:
            follow = hand[led]
            if follow:
                trump = self.trump
                return follow + hand[trump] if trump != led else follow[:]
        return hand[0] + hand[1] + hand[2] + hand[3]

    def apply_action(self, action: int) -> None:
        step = self.step
        if step >= _BID:  # a card played (inline: a call fewer a card, ~1.5% of a hand)
            if step >= _END:
                raise ValueError(f"the hand is over: no action {action}")
            seat = self.turn
            hand = self.suits[seat]
            suit = action // RANKS
            led = self.led
            if led >= 0 and suit != led and suit != self.trump and hand[led]:
                raise ValueError(f"seat {seat} must follow suit or trump, not play {action}")
            try:
                hand[suit].remove(action)
            except (IndexError, ValueError):
                raise ValueError(f"seat {seat} does not hold {action}") from None
            rank = action - RANKS * suit
            trump = self.trump
            if led < 0:  # the trick's first card
                if trump < 0:
                    self.trump = trump = suit
                self.led = suit
                self.best_seat, self.best_key = seat, (100 if suit == trump else 0) + rank
                self.trick = POINTS[rank]
            else:
                key = 100 + rank if suit == trump else rank if suit == led else -1
                if key > self.best_key:
                    self.best_seat, self.best_key = seat, key
                self.trick += POINTS[rank]
            if suit == trump:
                if rank > self.hi:
                    self.hi, self.hi_seat = rank, seat
                if rank < self.lo:
                    self.lo, self.lo_seat = rank, seat
                if rank == JACK:
                    self.jack = 1
            step = self.step = step + 1
            if step - _BID & 3:
                self.turn = (seat + 1) % 4
                return
            winner = self.best_seat  # the trick is over
            self.taken[winner] += self.trick
            if self.jack:
                self.jack, self.jack_to = 0, winner
            self.turn, self.led = winner, -1
            if step == _END:
                self._settle()
        elif step < _DEALT:
            if not 0 <= action < 52 or self.dealt >> action & 1:
                raise ValueError(f"{action} is not a card of the stock")
            self.dealt |= 1 << action
            self.suits[step // 6][action // RANKS].append(action)
            self.step = step + 1
        else:
            self._bid(action)

    def _bid(self, action: int) -> None:
        bid = action - PASS
        if bid < 0 or (bid and not self.bid < bid <= 4):
            raise ValueError(f"{action} is not a bid above {self.bid} nor a pass")
        turn = self.turn
        if bid:
            self.bid, self.pitcher = bid, turn
        self.step += 1
        if self.step < _BID:
            self.turn = (turn + 1) % 4
        elif self.pitcher < 0:
            self.step = _END  # all passed: the hand is void
        else:
            self.turn = self.pitcher  # who leads, his first card fixing trump
            self.taken = [0, 0, 0, 0]
            self.jack = self.trick = 0
            self.jack_to = -1
            self.hi, self.lo = -1, RANKS

    def _settle(self) -> None:
        """High, Low, Jack and Game to their winners; the pitcher set back if he fell
        short of his bid; ``scores`` += the hand's points."""
        won = [0, 0, 0, 0]
        won[self.hi_seat] += 1
        won[self.lo_seat] += 1
        if self.jack_to >= 0:
            won[self.jack_to] += 1
        taken = self.taken
        most = max(taken)
        if taken.count(most) == 1:
            won[taken.index(most)] += 1
        bid, pitcher = self.bid, self.pitcher
        made = won[pitcher] == sum(won) if bid == 4 else won[pitcher] >= bid
        if not made:
            won[pitcher] = -bid
        scores = self.scores
        for seat in range(4):
            scores[seat] += won[seat]
