"""OpenSpiel games for the catalogue (issue 13): every variant as ``pitchspec_<name>``.

Worked example throughout: Auction Pitch (V03, source 000 "Auction Pitch section"),
four players, one deal per game.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

pyspiel = pytest.importorskip(
    "pyspiel", reason="open_spiel is not installed (pip install 'pitchspec[openspiel]')")

import numpy as np  # noqa: E402

import pitchspec.openspiel as po  # noqa: E402
from pitchspec.agents.basic import RandomAgent  # noqa: E402
from pitchspec.catalogue import names  # noqa: E402
from pitchspec.engine.observation import observe  # noqa: E402
from pitchspec.openspiel.game import PitchState  # noqa: E402

AUCTION = "pitchspec_auction_pitch"


def _to_first_decision(state: PitchState, rng: random.Random) -> PitchState:
    while state.is_chance_node():
        state.apply_action(rng.choice(state.legal_actions()))
    return state


def _play_randomly(state: PitchState, rng: random.Random, decisions: int) -> PitchState:
    """Random play until ``decisions`` decisions were made (or the game ended)."""
    made = 0
    while not state.is_terminal() and made < decisions:
        if not state.is_chance_node():
            made += 1
        state.apply_action(rng.choice(state.legal_actions()))
    return _to_first_decision(state, rng) if not state.is_terminal() else state


def test_every_bundled_variant_is_registered() -> None:
    registered = set(pyspiel.registered_names())
    assert {po.PREFIX + name for name in names()} <= registered
    assert [po.PREFIX + name for name in names()] == po.GAMES


@pytest.mark.slow
@pytest.mark.parametrize("name", names())
def test_random_sim_test_longer(name: str) -> None:
    """Games of three deals (five of one deal each: tests/test_openspiel_pickle.py)."""
    three = pyspiel.load_game(po.PREFIX + name, {"max_hands": 3})
    pyspiel.random_sim_test(three, num_sims=2, serialize=True, verbose=False)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["seven_up", "california_jack"])
def test_random_sim_test_whole_match(name: str) -> None:
    """Two-handed games to 7 points: a whole random match stays affordable (four-handed
    random Auction Pitch can run to hundreds of deals). It ends decided, +1 and -1."""
    match = pyspiel.load_game(po.PREFIX + name, {"max_hands": 0})
    pyspiel.random_sim_test(match, num_sims=1, serialize=True, verbose=False)
    state = _play_randomly(match.new_initial_state(), random.Random(9), 100_000)
    assert state.engine.winners is not None or state.engine.drawn
    assert sorted(state.returns()) in ([-1.0, 1.0], [0.0, 0.0])


def test_legal_actions_for_a_player() -> None:
    """OpenSpiel's bots call legal_actions(player): the player to act gets his options,
    the others none (the old failure: 'takes 1 positional argument but 2 were given')."""
    state = _to_first_decision(pyspiel.load_game(AUCTION).new_initial_state(), random.Random(1))
    seat = state.current_player()
    own = state.legal_actions(seat)
    assert own == state.legal_actions() and own == sorted(own)
    assert state.action_to_string(seat, own[0]) == "pass"
    assert all(state.legal_actions(other) == [] for other in range(4) if other != seat)


def test_actions_translate_to_the_engine() -> None:
    state = _to_first_decision(pyspiel.load_game(AUCTION).new_initial_state(), random.Random(2))
    engine_legal = state.engine.legal_actions()
    encoding = state.pitch.encoding
    assert [encoding.engine(a, chance=False) for a in state.legal_actions()] == engine_legal


def _swapped_deal(rng: random.Random) -> tuple[PitchState, PitchState, int, tuple[int, int]]:
    """The same deal twice, except that two of seat ``p``'s opponents swap a card."""
    game = pyspiel.load_game(AUCTION)
    state = _to_first_decision(game.new_initial_state(), rng)
    p = state.current_player()
    deals = [(i, ev[1]) for i, ev in enumerate(state.events)
             if ev[0] < 0 and 0 <= ev[1] < 4 and ev[1] != p]
    first = deals[0]
    second = next(d for d in deals if d[1] != first[1])
    actions = list(state.history())
    actions[first[0]], actions[second[0]] = actions[second[0]], actions[first[0]]
    other = game.new_initial_state()
    for action in actions:
        other.apply_action(action)
    return state, other, p, (first[1], second[1])


def test_information_state_ignores_other_players_cards() -> None:
    state, other, p, (a, _) = _swapped_deal(random.Random(3))
    assert state.engine.hands[a] != other.engine.hands[a]
    assert state.information_state_string(p) == other.information_state_string(p)
    assert state.observation_string(p) == other.observation_string(p)
    assert np.array_equal(state.information_state_tensor(p), other.information_state_tensor(p))
    assert np.array_equal(state.observation_tensor(p), other.observation_tensor(p))
    assert state.information_state_string(a) != other.information_state_string(a)
    assert state.information_state_tensor(a) != other.information_state_tensor(a)


def test_resample_keeps_own_cards_and_public_history() -> None:
    rng = random.Random(4)
    state = _play_randomly(pyspiel.load_game(AUCTION).new_initial_state(), rng, 9)
    p = state.current_player()
    sampler = pyspiel.UniformProbabilitySampler(4, 0.0, 1.0)
    others_differ = False
    for _ in range(10):
        sample = state.resample_from_infostate(p, sampler)
        assert sample.engine.hands[p] == state.engine.hands[p]
        assert sample.record(-1) == state.record(-1)  # what every seat saw
        assert sample.information_state_string(p) == state.information_state_string(p)
        assert sample.legal_actions() == state.legal_actions()
        for trick in state.engine.tricks:  # cards played stay with their players
            assert trick in sample.engine.tricks
        others_differ |= sample.engine.hands != state.engine.hands
    assert others_differ


def test_clone_is_independent() -> None:
    rng = random.Random(5)
    state = _play_randomly(pyspiel.load_game(AUCTION).new_initial_state(), rng, 3)
    before, history = str(state), state.history()
    copy = state.clone()
    _play_randomly(copy, rng, 1000)
    assert copy.is_terminal()
    assert str(state) == before and state.history() == history


def test_ismcts_plays_deals_against_random() -> None:
    """OpenSpiel's ISMCTS bot (seat 0) against pitchspec's random agent (seats 1-3)."""
    from open_spiel.python.algorithms import ismcts, mcts

    game = pyspiel.load_game(AUCTION)
    rs = np.random.RandomState(6)
    bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, rs), 2.0, 8, random_state=rs)
    agent = RandomAgent(random.Random(6))
    for _ in range(2):
        state, searched = game.new_initial_state(), 0
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(int(rs.choice(outcomes, p=probs)))
            elif state.current_player() == 0:
                state.apply_action(int(bot.step(state)))
                searched += 1
            else:
                seat = state.current_player()
                state.apply_engine(agent.act(observe(state.engine, seat)))
        assert searched > 0
        assert all(-1.0 <= r <= 1.0 for r in state.returns())
        assert len(state.engine.hands_played) == 1


def test_a_user_spec_file(tmp_path: Path) -> None:
    spec = tmp_path / "my_setback.pitch"
    spec.write_text('/// A house game: Auction Pitch played to 21.\n'
                    'variant my_setback "My Setback" extends auction_pitch\n'
                    'source: 000 "Auction Pitch section; pool and scorekeeping"\n\n'
                    'winning {\n  target: 21\n}\n', encoding="utf-8")
    game = pyspiel.load_game(AUCTION, {"spec": str(spec), "players": 3})
    assert game.variant.name == "my_setback" and game.target == 21
    assert game.num_players() == 3
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


def test_parameters_are_checked(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="PS406"):
        pyspiel.load_game("pitchspec_partnership_pitch", {"players": 3})
    with pytest.raises(ValueError, match="teams must be"):
        pyspiel.load_game(AUCTION, {"teams": "maybe"})
    with pytest.raises(ValueError, match="cannot read the spec"):
        pyspiel.load_game(AUCTION, {"spec": str(tmp_path / "none.pitch")})


def test_a_partnership_form_is_chosen_by_its_number_of_teams() -> None:
    """Pitch lets six play as three pairs or as two teams of three; the parameter
    seats either, and a form the rules do not give is refused with the engine's PS406."""
    pairs = pyspiel.load_game("pitchspec_pitch", {"players": 6, "teams": "yes"})
    threes = pyspiel.load_game("pitchspec_pitch", {"players": 6, "teams": "2"})
    assert pairs.engine.seating.sides == (0, 1, 2, 0, 1, 2)
    assert threes.engine.seating.sides == (0, 1, 0, 1, 0, 1)
    state = _play_randomly(threes.new_initial_state(), random.Random(3), 2000)
    returns = state.returns()
    assert returns[0] == returns[2] == returns[4] == -returns[1]
    with pytest.raises(ValueError, match="PS406"):
        pyspiel.load_game("pitchspec_pitch", {"players": 6, "teams": "4"})
    with pytest.raises(ValueError, match="number of teams"):
        pyspiel.load_game("pitchspec_pitch", {"players": 6, "teams": "1"})


def test_partnerships_share_returns() -> None:
    game = pyspiel.load_game(AUCTION, {"teams": "yes"})
    state = _play_randomly(game.new_initial_state(), random.Random(7), 1000)
    returns = state.returns()
    assert returns[0] == returns[2] and returns[1] == returns[3]
    assert returns[0] == -returns[1]


@pytest.mark.parametrize("name", names())
def test_resample_at_the_first_decision(name: str) -> None:
    """Every variant: at the first decision of a deal, a resampled state keeps the
    player's cards and view, and differs from the real one only in hidden cards."""
    game = pyspiel.load_game(po.PREFIX + name)
    state = _to_first_decision(game.new_initial_state(), random.Random(8))
    p = state.current_player()
    sample = state.resample_from_infostate(p, pyspiel.UniformProbabilitySampler(4, 0.0, 1.0))
    assert sample.engine.hands[p] == state.engine.hands[p]
    assert sample.information_state_string(p) == state.information_state_string(p)
    assert sample.record(-1) == state.record(-1)
    assert sample.legal_actions() == state.legal_actions()
