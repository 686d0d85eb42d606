"""The hand-written Auction Pitch engine behind the OpenSpiel-style API
(benchmarks/peer_api.py) plays the peer's rules (benchmarks/peer_pitch.py): seeded
hands, every decision's legal actions against the rules worked out here and every
other action refused, 24 cards played in each hand not void, and the score of each hand
what the peer's ``play_hand`` gives when it is dealt the same cards and makes the same
choices.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
from peer_api import CHANCE, PASS, TERMINAL, PeerState
from peer_pitch import play_hand

RANKS = 13
ACTIONS = range(-2, PASS + 7)  # every card and bid, and a few that are neither


class Replay:
    """A stand-in for ``random.Random`` that makes ``play_hand`` deal ``deck`` and
    choose ``choices`` (peer form: a bid 0 to 4 or a card), checking each time, if
    ``options`` are given, that it is offered exactly those (as sets)."""

    def __init__(self, deck: list[int], choices: list[int],
                 options: list[list[int]] | None = None) -> None:
        self.deck, self.choices, self.options = deck, choices, options
        self.at = 0

    def shuffle(self, deck: list[int]) -> None:
        deck[:] = self.deck

    def choice(self, options: list[int]) -> int:
        assert self.options is None or sorted(options) == sorted(self.options[self.at])
        self.at += 1
        return self.choices[self.at - 1]


def expected_legal(hands: list[list[int]], playing: bool, seat: int, high: int,
                   trick: list[int], trump: int) -> list[int]:
    """The legal decisions by the peer's rules: a pass or a higher bid; any card to
    lead; else follow suit or trump, anything when void of the suit led."""
    if not playing:
        return [PASS, *range(PASS + high + 1, PASS + 5)]
    hand = hands[seat]
    if not trick:
        return sorted(hand)
    led = trick[0] // RANKS
    if any(c // RANKS == led for c in hand):
        return sorted(c for c in hand if c // RANKS in (led, trump))
    return sorted(hand)


def play_checked(seed: int, dealer: int) -> tuple[PeerState, list[int], list[int],
                                                   list[list[int]], int]:
    """One random hand, each step checked: (the state at the end, the deck as dealt,
    the choices and the options offered in peer form, the cards played)."""
    rng = random.Random(seed)
    state = PeerState(dealer)
    hands: list[list[int]] = [[], [], [], []]
    deck: list[int] = []
    choices: list[int] = []
    options: list[list[int]] = []
    high, pitcher, trump, played = 0, -1, -1, 0
    trick: list[int] = []
    seat = (dealer + 1) % 4
    while not state.is_terminal():
        if state.is_chance_node():
            assert state.current_player() == CHANCE
            stock = sorted(set(range(52)) - set(deck))
            assert sorted(state.legal_actions()) == stock
            action = state.sample_chance(rng) if seed % 2 else rng.choice(stock)
            assert action in stock
            for wrong in (-1, 52, *deck):
                with pytest.raises(ValueError):
                    state.apply_action(wrong)
            hands[len(deck) // 6].append(action)
            deck.append(action)
            state.apply_action(action)
            continue
        assert state.current_player() == seat
        bidding = len(choices) < 4
        legal = expected_legal(hands, not bidding, seat, high, trick, trump)
        assert sorted(state.legal_actions()) == legal
        for wrong in set(ACTIONS) - set(legal):
            with pytest.raises(ValueError):
                state.apply_action(wrong)
        assert state.current_player() == seat and sorted(state.legal_actions()) == legal
        action = rng.choice(state.legal_actions())
        state.apply_action(action)
        if bidding:
            choices.append(action - PASS)
            options.append([a - PASS for a in legal])
            if action != PASS:
                high, pitcher = action - PASS, seat
            seat = (seat + 1) % 4 if len(choices) < 4 else pitcher
            continue
        choices.append(action)
        options.append(legal)
        hands[seat].remove(action)
        trick.append(action)
        played += 1
        if trump < 0:
            trump = action // RANKS
        seat = (seat + 1) % 4
        if len(trick) == 4:
            seat = (seat + winner(trick, trump)) % 4
            trick = []
    assert state.current_player() == TERMINAL and state.legal_actions() == []
    with pytest.raises(ValueError):
        state.apply_action(PASS)
    deck += sorted(set(range(52)) - set(deck))
    return state, deck, choices, options, played


def winner(trick: list[int], trump: int) -> int:
    """The place in the trick (0 led) of the highest trump, or else the highest card of
    the suit led."""
    led = trick[0] // RANKS
    keys = [c % RANKS + (100 if c // RANKS == trump else 0) if c // RANKS in (led, trump)
            else -1 for c in trick]
    return keys.index(max(keys))


@pytest.mark.parametrize("chunk", range(4))
def test_seeded_hands_are_legal_and_score_as_the_peer_does(chunk: int) -> None:
    """Seeded hands: every decision's legal actions exactly the rules' (every other
    action refused, the state unchanged); 24 cards played unless all passed; and the
    hand's score the peer's on the same deal with the same choices."""
    for seed in range(chunk * 100, chunk * 100 + 100):
        dealer = seed % 4
        state, deck, choices, options, played = play_checked(seed, dealer)
        assert played == (0 if choices[:4] == [0, 0, 0, 0] else 24)
        scores = [0, 0, 0, 0]
        replay = Replay(deck, choices, options)
        play_hand(replay, dealer, scores)  # type: ignore[arg-type]
        assert replay.at == len(choices)
        assert state.scores == scores


def test_all_pass_and_the_hand_is_void() -> None:
    """Four passes end the hand: nothing played, nothing scored, as in the peer."""
    state = PeerState(2, [5, 0, -3, 1])
    state.deal_rest(random.Random(1))
    for _ in range(4):
        assert not state.is_terminal() and state.legal_actions() == [PASS, *range(PASS + 1,
                                                                                   PASS + 5)]
        state.apply_action(PASS)
    assert state.is_terminal() and state.legal_actions() == []
    assert state.scores == [5, 0, -3, 1]
    scores = [5, 0, -3, 1]
    play_hand(Replay(list(range(52)), [0, 0, 0, 0]), 2, scores)  # type: ignore[arg-type]
    assert scores == [5, 0, -3, 1]


def test_deal_rest_deals_what_one_card_at_a_time_deals() -> None:
    """deal_rest draws each card as sample_chance draws it and deals it as apply_action
    does: the same random numbers give the same hands, from any point of the deal."""
    for seed in range(20):
        one, rest = PeerState(seed % 4), PeerState(seed % 4)
        a, b = random.Random(seed), random.Random(seed)
        for _ in range(seed):
            one.apply_action(one.sample_chance(a))
            rest.apply_action(rest.sample_chance(b))
        while one.is_chance_node():
            one.apply_action(one.sample_chance(a))
        assert rest.deal_rest(b) == 24 - seed and rest.deal_rest(b) == 0
        assert not rest.is_chance_node() and rest.suits == one.suits and a.random() == b.random()


def test_game_goes_to_who_takes_the_card_points() -> None:
    """Game is won on the card points each player captures in tricks, not those he
    plays: here seat 3 wins every trick with a trump while the others throw their tens
    and aces, so seat 3 takes Game as well as High, Low and Jack, and makes his bid
    of 4; the peer scores the same hand the same way."""
    trumps = [12, 11, 10, 9, 1, 0]  # seat 3: A K Q J 3 2 of suit 0
    counters = [21, 34, 47, 25, 38, 51]  # seat 0: the tens and aces of suits 1 to 3
    deck = [*counters, *range(13, 19), *range(26, 32), *trumps]
    bids = [PASS, PASS, PASS + 4, PASS]  # dealer 0: seats 1, 2, 3 (pitcher), 0
    plays = [card for i in range(6) for card in (trumps[i], counters[i], 13 + i, 26 + i)]
    state = PeerState(0)
    for action in [*deck, *bids, *plays]:
        state.apply_action(action)
    assert state.is_terminal() and state.scores == [0, 0, 0, 4]
    scores = [0, 0, 0, 0]
    rest = sorted(set(range(52)) - set(deck))
    replay = Replay([*deck, *rest], [b - PASS for b in bids] + plays)
    play_hand(replay, 0, scores)  # type: ignore[arg-type]
    assert scores == [0, 0, 0, 4]
