"""Three later members of the family written as a user would, from published rules
(issue 29, deliver 3): Pedro and Cinch after Foster's Complete Hoyle (1897), Smear with
the Jick after the Smear pages of Wikipedia and pagat. The specs live in
tests/fixtures/family/ and say in their leading comment what cannot be written yet
(Cinch's difference scoring). Each is checked strictly, plays whole matches, and has a
worked example of the rule that sets it apart from Auction Pitch; Smear's forced two-set
and Cinch's dealer at a contract of 0 have theirs in test_auction_constructs.py, the
Cinch bid (made from 0 it wins outright) in test_settle_constructs.py.
"""

from __future__ import annotations

import random

import pytest
from helpers import awards, fill, play_scripted, spec_text

from pitchspec.agents import make_agents
from pitchspec.engine.game import Game
from pitchspec.matches.driver import play_match
from pitchspec.model import Variant

from conftest import ROOT

FAMILY = ROOT / "tests" / "fixtures" / "family"
NAMES = ("pedro", "cinch", "smear")


def family(name: str) -> Variant:
    """The user's spec, checked: no errors (spec_text asserts it)."""
    return spec_text((FAMILY / f"{name}.pitch").read_text(encoding="utf-8"), name)


@pytest.mark.parametrize("name", NAMES)
def test_the_spec_plays_whole_matches(name: str) -> None:
    """Five seeded matches between heuristic players each end with a winner."""
    variant = family(name)
    game = Game(variant)
    for seed in range(5):
        agents = make_agents(["heuristic"], game, seed)
        result = play_match(game, agents, random.Random(seed))
        assert result.state.is_terminal() and result.state.winners


def test_pedro_scores_five_to_the_player_who_wins_it() -> None:
    """Pedro (Foster): "everything counts to the player winning it". Seat 1 bids 1 and
    leads the Ace of hearts; the dealer must answer with his only trump, the Five of
    hearts, the Pedro: its five points go to seat 1, who wins it, not to its holder."""
    hands = {1: "AH 4H 2C 3C 4C 6C", 0: "5H 7D 8D 9D 2D 3D"}
    state = play_scripted(family("pedro"), 2, 0, hands, ["bid 1", "pass", "AH", "5H"],
                          auto=True)
    assert ("pedro", 1, 5) in awards(state)
    assert ("high", 1, 1) in awards(state)


def test_cinch_left_pedro_is_a_trump_worth_five() -> None:
    """Cinch: the Off-Five (Left Pedro) belongs to the trump suit, so it survives the
    discard of non-trumps, and scores five for the side that wins it. Seat 2 holds the
    Five of diamonds; hearts are named trump."""
    hands = fill({1: "AH KH QH", 2: "5D", 3: "2H", 0: "5H"}, 9, avoid="JH 10H")
    state = play_scripted(family("cinch"), 4, 0, hands,
                          ["bid 5", "pass", "pass", "pass", "trump hearts"], auto=True)
    got = [a for a in awards(state) if a[0] == "left_pedro"]
    assert len(got) == 1 and got[0][2] == 5


def test_smear_jick_is_a_trump_below_the_jack() -> None:
    """Smear: with hearts trump the Jack of diamonds (the Jick) is a trump between the
    Jack and the Ten, and scores a point for the side that takes it; Low scores for
    its holder. Seat 1 bids 2 and pitches the Ten of hearts; seat 2 must answer with
    his only trump, the Jick, which beats the Ten; the dealer's Jack of hearts takes
    the trick. Side 0 scores Jack and Jick; Low, the Ten, is seat 1's side's."""
    hands = {1: "10H 2C 3C 4C 5C 6C", 2: "JD 7S 8S 9S 10S JS",
             3: "2S 3S 4S 5S 6S 7D", 0: "JH 8D 9D 10D QD KD"}
    state = play_scripted(family("smear"), 4, 0, hands,
                          ["bid 2", "pass", "pass", "pass", "10H", "JD", "2S", "JH"],
                          auto=True)
    assert state.tricks[0].winner == 0
    got = awards(state)
    assert ("jick", 0, 1) in got and ("jack", 0, 1) in got
    assert ("low", 1, 1) in got


def test_smear_all_pass_sets_the_dealers_side_two_unplayed() -> None:
    """Smear, the forced two-set: all four pass, the dealer too; his side (seats 0 and
    2 when seat 0 deals) is set back two, no card is played, and seat 1 deals next."""
    hands = {1: "2C 3C 4C 5C 6C 7C", 2: "2D 3D 4D 5D 6D 7D", 3: "8C 9C 10C 4S 3S 2S",
             0: "3H 8S 9D 10D 8D 9S"}
    state = play_scripted(family("smear"), 4, 0, hands, ["pass"] * 4, max_hands=2)
    assert state.scores == [-2, 0] and state.dealer == 1
    assert state.hands_played[0]["tricks"] == 0
