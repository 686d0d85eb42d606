"""A person at the terminal: sees only their seat, picks by number or name, is asked
again after bad input, and can quit cleanly."""

from __future__ import annotations

import io
import random
from pathlib import Path

import pytest
from click.testing import CliRunner

from pitchspec.agents.basic import Vocabulary
from pitchspec.agents.human import HumanAgent, Quit
from pitchspec.cli import main
from pitchspec.engine.core import actions as A
from pitchspec.engine.game import Game
from pitchspec.engine.observation import Observation, observe
from pitchspec.engine.step import State
from pitchspec.matches.logs.deal_file import read_deal_file
from pitchspec.pipeline import load

from conftest import ROOT, SPEC_DIR

BID_THREE = ROOT / "tests" / "fixtures" / "deals" / "auction_pitch_bid_three.json"


def first_bid() -> tuple[State, Observation, Vocabulary]:
    """Auction Pitch from the bid-three deal file, at elder's (seat 0's) first bid."""
    variant = load(SPEC_DIR / "auction_pitch.pitch")
    game = Game(variant, 4)
    deal = read_deal_file(BID_THREE).compile(game)
    state = game.new_initial_state()
    rng = random.Random(0)
    while state.is_chance_node():
        outcome = deal.chance(state)
        state.apply_action(outcome if outcome is not None else state.sample_chance(rng))
    assert state.current_player() == 0
    return state, observe(state, 0), Vocabulary.of(variant)


def ask(answers: str) -> tuple[int, str]:
    _, observation, vocabulary = first_bid()
    out = io.StringIO()
    action = HumanAgent(io.StringIO(answers), out, vocabulary).act(observation)
    return action, out.getvalue()


def test_the_prompt_shows_the_seat_its_cards_and_numbered_moves() -> None:
    action, shown = ask("1\n")
    assert action == A.PASS
    assert "--- seat 0, your turn: hand 1, bid (dealer: seat 3) ---" in shown
    assert "your cards: KS 2S AH 10H 5D 6C" in shown
    assert "trump: not yet" in shown
    assert "scores: seat 0 0, seat 1 0, seat 2 0, seat 3 0" in shown
    assert "  1) pass\n  2) bid 1\n  3) bid 2\n  4) bid 3\n  5) bid 4\n" in shown


def test_only_the_seats_own_cards_are_shown() -> None:
    _, shown = ask("1\n")
    for other in ("QS", "AS", "JS", "5S", "KD", "AC"):  # cards of seats 1, 2 and 3
        assert other not in shown


@pytest.mark.parametrize(("answer", "expected"), [
    ("3\n", A.bid_action(2)), ("bid 2\n", A.bid_action(2)), ("  BID   3 \n", A.bid_action(3)),
    ("pass\n", A.PASS), ("Pass\n", A.PASS),
])
def test_a_move_is_given_by_number_or_by_name(answer: str, expected: int) -> None:
    assert ask(answer)[0] == expected


def test_special_bids_are_named_by_label_or_by_name() -> None:
    words = Vocabulary(labels=("Shoot the moon",), names=("moon",))
    legal = [A.PASS, A.bid_action(5), A.SPECIAL_BASE]
    assert words.label(A.SPECIAL_BASE) == "bid Shoot the moon"
    for text in ("bid shoot the moon", "bid moon", "moon", "BID  Moon"):
        assert words.find(text, legal) == A.SPECIAL_BASE
    assert words.find("bid 5", legal) == A.bid_action(5)
    assert words.find("bid sun", legal) is None


def test_bad_input_is_answered_and_asked_again() -> None:
    action, shown = ask("xyz\n0\n99\n\nAS\nbid 9\n2\n")
    assert action == A.bid_action(1)
    assert shown.count("your move (number or name, q to quit): ") == 7
    assert "'xyz' is not one of your moves: type a number from 1 to 5, or a move such as " \
           "'pass'" in shown
    assert "'99' is not one of your moves" in shown
    assert "an empty answer is not one of your moves" in shown
    assert "'AS' is not one of your moves" in shown


@pytest.mark.parametrize("answers", ["q\n", "quit\n", "", "nonsense\n"])
def test_q_or_the_end_of_input_quits(answers: str) -> None:
    with pytest.raises(Quit):
        ask(answers)


def test_cards_are_played_by_name_during_the_play() -> None:
    state, _, vocabulary = first_bid()
    for bid in (A.bid_action(2), A.PASS, A.bid_action(3), A.PASS):
        state.apply_action(bid)
    state.apply_action(0 * 13 + 14 - 2)  # seat 2 pitches the Ace of spades
    state.apply_action(0 * 13 + 5 - 2)  # seat 3 follows with the Five
    observation = observe(state, 0)
    out = io.StringIO()
    action = HumanAgent(io.StringIO("AH\nks\n"), out, vocabulary).act(observation)
    assert action == 0 * 13 + 13 - 2
    shown = out.getvalue()
    assert "trump: spades" in shown and "contract: seat 2 bid 3" in shown
    assert "this trick: seat 2 AS, seat 3 5S" in shown
    assert "  1) 2S\n  2) KS\n" in shown and "'AH' is not one of your moves" in shown


# --------------------------------------------------------------------------- the CLI


def run(*args: str, input: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=input)
    return result.exit_code, result.stdout, result.stderr


def test_play_human_plays_a_whole_match_from_typed_input(tmp_path: Path) -> None:
    log = tmp_path / "m.log"
    code, out, err = run("play", str(SPEC_DIR / "pitch.pitch"), "--seed", "6", "--human", "0",
                         "--log", str(log), input="oops\n" + "1\n" * 400)
    assert code == 0, err
    assert "'oops' is not one of your moves" in out
    assert "--- seat 0, your turn" in out
    assert "  seat 1: " not in out  # the other hands are not shown to the person
    assert out.rstrip().splitlines()[-1].startswith("winner")
    assert run("replay", str(log), input="")[0] == 0


def test_play_human_quits_with_exit_1_and_no_log(tmp_path: Path) -> None:
    log = tmp_path / "m.log"
    code, _, err = run("play", str(SPEC_DIR / "auction_pitch.pitch"), "--seed", "2",
                       "--human", "0", "--log", str(log), input="1\nq\n")
    assert code == 1
    assert "stopped: seat 0 quit the match; no log was written" in err
    assert "Traceback" not in err and not log.exists()
    code, _, err = run("play", str(SPEC_DIR / "auction_pitch.pitch"), "--seed", "2",
                       "--human", "1", input="")
    assert code == 1 and "stopped: the input ended" in err


def test_play_human_with_json_output_asks_on_stderr() -> None:
    code, out, err = run("play", str(SPEC_DIR / "classic_all_fours.pitch"), "--seed", "18",
                         "--human", "1", "--format", "json", input="1\n" * 100)
    assert code == 0
    assert "your turn" in err and "your turn" not in out
    assert out.lstrip().startswith("{")
