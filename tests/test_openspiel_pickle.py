"""OpenSpiel games and states pickle and serialize, in either build (issue 31).

Modelled on the pickle tests of OpenSpiel's own Python games
(open_spiel/python/games/liars_poker_test.py and tic_tac_toe_test.py, ``test_pickle``):
the game survives ``pickle``; a state survives ``serialize_game_and_state`` /
``deserialize_game_and_state`` and ``pickle`` with the same string. Here, besides, the
copy has the same history, legal actions and information states, and plays on
exactly as the original does. The whole-match game, whose record must stay small
enough for OpenSpiel's tests, is here too.
"""

from __future__ import annotations

import os
import pickle
import random
import subprocess
import sys
from pathlib import Path

import pytest

pyspiel = pytest.importorskip(
    "pyspiel", reason="open_spiel is not installed (pip install 'pitchspec[openspiel]')")

import pitchspec.openspiel as po  # noqa: E402
from pitchspec import engine  # noqa: E402
from pitchspec.catalogue import names  # noqa: E402
from pitchspec.openspiel.game import PitchGame, PitchState  # noqa: E402

from conftest import ROOT  # noqa: E402

AUCTION = "pitchspec_auction_pitch"
TO21 = ('variant to21 "To 21" extends auction_pitch\n'
        'source: 000 "Auction Pitch section"\n\n'
        'winning {\n  target: 21\n}\n')


def _advance(state: PitchState, rng: random.Random, steps: int) -> PitchState:
    """Random steps (chance and decisions alike), at most ``steps`` of them."""
    for _ in range(steps):
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
    return state


def _same(a: PitchState, b: PitchState) -> None:
    """Two states no test can tell apart: string, history, whose turn, options,
    every seat's information state and observation, returns."""
    assert str(a) == str(b)
    assert a.history() == b.history()
    assert a.current_player() == b.current_player()
    assert a.legal_actions() == b.legal_actions()
    assert a.is_terminal() == b.is_terminal()
    assert a.returns() == b.returns()
    for seat in range(a.num_players()):
        assert a.information_state_string(seat) == b.information_state_string(seat)
        assert a.observation_string(seat) == b.observation_string(seat)
        assert a.information_state_tensor(seat) == b.information_state_tensor(seat)


def _play_on_alike(a: PitchState, b: PitchState, seed: int) -> None:
    """The same random moves taken in both states keep them alike to the end."""
    one, two = random.Random(seed), random.Random(seed)
    while not a.is_terminal():
        a.apply_action(one.choice(a.legal_actions()))
        b.apply_action(two.choice(b.legal_actions()))
        assert a.history() == b.history()
    _same(a, b)


def test_game_pickles_with_its_rules() -> None:
    game = pyspiel.load_game(AUCTION, {"players": 3, "max_hands": 2})
    copy = pickle.loads(pickle.dumps(game))
    assert isinstance(copy, PitchGame)
    assert str(copy) == str(game)
    assert copy.get_parameters() == game.get_parameters()
    assert copy.num_players() == 3 and copy.deals == 2
    assert copy.variant == game.variant
    assert copy.specials == game.specials == ("Shoot the moon",)
    assert copy.encoding == game.encoding and copy.target == game.target
    pyspiel.random_sim_test(copy, num_sims=1, serialize=True, verbose=False)


def test_state_pickles_and_serializes_as_in_open_spiel_tests() -> None:
    """OpenSpiel's own test_pickle, step for step, then played on."""
    game = pyspiel.load_game(AUCTION)
    assert str(pickle.loads(pickle.dumps(game))) == str(game)
    state = _advance(game.new_initial_state(), random.Random(1), 40)
    text = pyspiel.serialize_game_and_state(game, state)
    new_game, new_state = pyspiel.deserialize_game_and_state(text)
    assert str(new_game) == str(game)
    _same(new_state, state)
    unpickled = pickle.loads(pickle.dumps(state))
    assert isinstance(unpickled, PitchState)
    _same(unpickled, state)
    _play_on_alike(unpickled, state.clone(), seed=2)
    _play_on_alike(new_state, state, seed=3)


@pytest.mark.parametrize("name", names())
def test_every_variant_state_pickles_mid_deal(name: str) -> None:
    """Every bundled variant: a state taken at a random point of a deal pickles to
    one no test can tell from it, which then plays on as the original."""
    game = pyspiel.load_game(po.PREFIX + name)
    rng = random.Random(len(name))
    for steps in (0, 1, rng.randrange(2, 80)):
        state = _advance(game.new_initial_state(), random.Random(steps), steps)
        copy = pickle.loads(pickle.dumps(state))
        _same(copy, state)
        _play_on_alike(copy, state, seed=steps)


def test_terminal_state_pickles() -> None:
    game = pyspiel.load_game(AUCTION)
    state = _advance(game.new_initial_state(), random.Random(4), 10_000)
    assert state.is_terminal()
    _same(pickle.loads(pickle.dumps(state)), state)


def test_a_user_spec_file_game_pickles(tmp_path: Path) -> None:
    spec = tmp_path / "to21.pitch"
    spec.write_text(TO21, encoding="utf-8")
    game = pyspiel.load_game(AUCTION, {"spec": str(spec)})
    copy = pickle.loads(pickle.dumps(game))
    assert copy.variant.name == "to21" and copy.target == 21
    state = _advance(game.new_initial_state(), random.Random(5), 30)
    _same(pickle.loads(pickle.dumps(state)), state)


def test_a_game_whose_spec_path_holds_a_comma_pickles(tmp_path: Path) -> None:
    """A game pickles by its parameters, not by OpenSpiel's game string, which cannot
    hold a comma. Its states go through that string (OpenSpiel serializes a state with
    its game's string), so they cannot: a SpielError, not a wrong game."""
    folder = tmp_path / "a,b=c"
    folder.mkdir()
    (folder / "to21.pitch").write_text(TO21, encoding="utf-8")
    game = pyspiel.load_game(AUCTION, {"spec": str(folder / "to21.pitch"), "players": 3})
    copy = pickle.loads(pickle.dumps(game))
    assert copy.variant.name == "to21" and copy.num_players() == 3
    state = _advance(game.new_initial_state(), random.Random(5), 3)
    with pytest.raises(pyspiel.SpielError, match="Unknown parameter"):
        pickle.loads(pickle.dumps(state))


def test_a_pickle_holds_actions_not_engine_objects() -> None:
    """What is pickled is the game's name and parameters and the actions taken: no
    engine object (whose class differs between the compiled and the pure build)."""
    state = _advance(pyspiel.load_game(AUCTION).new_initial_state(), random.Random(6), 50)
    data = pickle.dumps(state)
    text = pyspiel.serialize_game_and_state(state.get_game(), state)
    for payload in (data, text.encode()):
        assert b"pitchspec.engine" not in payload
    assert len(data) < 2_000


def _child(script: str, data: bytes) -> bytes:
    """Run ``script`` with the Python sources of this checkout (the pure engine, even
    where the tests run on a compiled install), ``data`` on its standard input."""
    code = ("import sys; sys.path[:0] = [sys.argv[1]]; "
            "from pitchspec import engine; assert not engine.compiled(); " + script)
    env = {**os.environ, "PYTHONPATH": ""}
    child = subprocess.run([sys.executable, "-c", code, str(ROOT)], input=data,
                           capture_output=True, env=env, check=False)
    assert child.returncode == 0, child.stderr.decode()
    return child.stdout


def test_a_state_crosses_processes_and_builds() -> None:
    """A state pickled here (by the installed build, compiled or not) loads in a new
    process running the pure sources, and one pickled there loads here."""
    state = _advance(pyspiel.load_game(AUCTION).new_initial_state(), random.Random(7), 45)
    shown = _child("import pickle; s = pickle.loads(sys.stdin.buffer.read()); "
                   "sys.stdout.write(str(s) + '|' + s.information_state_string(1))",
                   pickle.dumps(state))
    assert shown.decode() == str(state) + "|" + state.information_state_string(1)
    made = _child("import pickle, random, pyspiel, pitchspec.openspiel; "
                  "s = pyspiel.load_game('pitchspec_auction_pitch').new_initial_state(); "
                  "r = random.Random(7)\n"
                  "for _ in range(45): s.apply_action(r.choice(s.legal_actions()))\n"
                  "sys.stdout.buffer.write(pickle.dumps(s))", b"")
    _same(pickle.loads(made), state)
    if engine.compiled():  # the point of the test: say that it crossed builds
        assert "compiled" in engine.build()


@pytest.mark.parametrize("name", names())
def test_random_sim_test_serializes(name: str) -> None:
    """OpenSpiel's standard game test with serialization, as its own games run it."""
    game = pyspiel.load_game(po.PREFIX + name)
    pyspiel.random_sim_test(game, num_sims=5, serialize=True, verbose=False)


def test_whole_match_random_sim_test() -> None:
    """A whole match of four-handed Auction Pitch with random players: random bidders
    are set again and again and the scores sink, so the match runs to the deal limit
    (a draw). OpenSpiel's test keeps a copy of every state, so this passes only
    because the record each state carries and prints stays to the deal in play."""
    game = pyspiel.load_game(AUCTION, {"max_hands": 0})
    ends: list[PitchState] = []
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False,
                            state_checker_fn=lambda s: ends.append(s) if s.is_terminal()
                            else None)
    (end,) = ends
    assert end.engine.hand_number >= 2


def test_whole_match_information_state_is_the_deal_in_play() -> None:
    """Deep in a whole match, a seat's information state records only the deal in
    play: earlier deals show as the scores, the hand number and the dealer."""
    game = pyspiel.load_game(AUCTION, {"max_hands": 0})
    state, rng = game.new_initial_state(), random.Random(8)
    while state.is_chance_node() or state.engine.hand_number < 6:
        state.apply_action(rng.choice(state.legal_actions()))
    hand = state.engine.hand_number
    for seat in range(4):
        lines = state.information_state_string(seat).splitlines()
        assert lines[0].startswith(f"seat {seat} hand {hand} ")
        scores = ", ".join(str(s) for s in state.engine.scores)
        assert any(line.startswith(f"scores: {scores} ") for line in lines)
        record = lines[lines.index(next(x for x in lines if x.startswith("scores:"))) + 1:]
        assert record and all(line.startswith(f"{hand} ") for line in record)
    _same(pickle.loads(pickle.dumps(state)), state)


REPRS = ("None", "[", "]", "'", "Contract", "True", "False")


@pytest.mark.parametrize("name", names())
def test_player_facing_strings_have_no_python_reprs(name: str) -> None:
    """Observation and information-state strings are in card names, suit names and
    plain numbers: never Python's None, True, list brackets or a record's repr."""
    game = pyspiel.load_game(po.PREFIX + name, {"max_hands": 2})
    observer = game.make_py_observer(pyspiel.IIGObservationType(perfect_recall=True))
    state, rng = game.new_initial_state(), random.Random(9)
    seen = 0
    while not state.is_terminal():
        if not state.is_chance_node():
            for seat in range(state.num_players()):
                for text in (state.observation_string(seat),
                             state.information_state_string(seat),
                             observer.string_from(state, seat)):
                    assert not [r for r in REPRS if r in text], text
                    seen += 1
        state.apply_action(rng.choice(state.legal_actions()))
    assert seen > 0
    assert not [r for r in REPRS if r in str(state)]
