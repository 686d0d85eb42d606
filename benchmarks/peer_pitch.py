"""A hand-written 4-player Auction Pitch engine: the peer the reference engine is measured
against (benchmarks/bench_engine.py). It knows one variant only, as a hand-written
engine would, and plays a random hand with random agents: nothing general, nothing
checked twice.

The rules (Auction Pitch, V03, spec/auction_pitch.pitch; 000 Auction Pitch section):
six cards each from a 52-card pack; from elder, each player bids once (1 to 4, each bid
higher than the last) or passes; if all pass the hand is void. The pitcher leads, and
his first card fixes trump. A player may follow suit or trump; if he cannot follow he
plays anything. High and Low (trumps in play) score to their holders, Jack to its
capturer, Game to the unique most card points taken (10 = 10, A 4, K 3, Q 2, J 1).
The pitcher who takes fewer points than he bid (all four for a bid of 4) is set back
by the bid and keeps nothing; the others score what they took.
"""

from __future__ import annotations

import random

RANKS = 13
JACK, TEN = 9, 8  # rank index within a suit: 0 is the Two, 12 the Ace
POINTS = (0, 0, 0, 0, 0, 0, 0, 0, 10, 1, 2, 3, 4)  # by rank index: 10, J, Q, K, A


def play_hand(rng: random.Random, dealer: int, scores: list[int]) -> None:
    """One random hand from the deal to the settlement; ``scores`` change in place."""
    deck = list(range(52))
    rng.shuffle(deck)
    hands = [deck[6 * p:6 * p + 6] for p in range(4)]
    elder = (dealer + 1) % 4
    high_bid, pitcher = 0, -1
    for i in range(4):
        seat = (elder + i) % 4
        options = [0, *range(high_bid + 1, 5)]
        bid = rng.choice(options)
        if bid:
            high_bid, pitcher = bid, seat
    if pitcher < 0:
        return  # all passed: the hand is void, the same dealer deals again
    taken = [0, 0, 0, 0]
    jack_to = -1
    trump = -1
    leader = pitcher
    for _ in range(6):
        led = -1
        best_seat, best_key = -1, -1
        points = 0  # the trick's card points, to its winner
        for i in range(4):
            seat = (leader + i) % 4
            hand = hands[seat]
            if led < 0:
                legal = hand
            else:
                legal = [c for c in hand if c // RANKS in (led, trump)]
                if not any(c // RANKS == led for c in hand):
                    legal = hand
            card = rng.choice(legal)
            hand.remove(card)
            suit = card // RANKS
            if trump < 0:
                trump = suit
            if led < 0:
                led = suit
            key = (100 if suit == trump else 0) + card % RANKS if suit in (trump, led) else -1
            if key > best_key:
                best_seat, best_key = seat, key
            points += POINTS[card % RANKS]
            if suit == trump and card % RANKS == JACK:
                jack_to = -2 - seat  # captured by the trick's winner, fixed below
        leader = best_seat
        taken[best_seat] += points
        if jack_to <= -2:
            jack_to = best_seat
    won = [0, 0, 0, 0]
    trumps = [(c % RANKS, seat) for seat in range(4) for c in deck[6 * seat:6 * seat + 6]
              if c // RANKS == trump]
    won[max(trumps)[1]] += 1
    won[min(trumps)[1]] += 1
    if jack_to >= 0:
        won[jack_to] += 1
    most = max(taken)
    if taken.count(most) == 1:
        won[taken.index(most)] += 1
    made = won[pitcher] == sum(won) if high_bid == 4 else won[pitcher] >= high_bid
    for seat in range(4):
        if seat == pitcher:
            scores[seat] += won[seat] if made else -high_bid
        else:
            scores[seat] += won[seat]


def hands_per_second_loop(seconds: float, seed: int = 0) -> tuple[int, float]:
    """Random hands for about ``seconds``: (hands, elapsed)."""
    import time

    rng = random.Random(seed)
    scores = [0, 0, 0, 0]
    hands = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        play_hand(rng, hands % 4, scores)
        hands += 1
    return hands, time.perf_counter() - start
