"""Deal files for worked examples from the middle of a match: a fixed first dealer and
starting scores recorded in the log (so replay reproduces them), one ordered list of
moves that refuses a move out of turn, ``--strict`` refusing moves left over or a
scripted seat running out, and seats numbered in the direction of play."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from helpers import spec_text

from pitchspec.cli import main
from pitchspec.engine.core.rules import EngineError
from pitchspec.engine.game import Game
from pitchspec.matches.logs.deal_file import parse_deal_text
from pitchspec.pipeline import load

from conftest import SPEC_DIR

AUCTION = str(SPEC_DIR / "auction_pitch.pitch")

# V03 Auction Pitch, seed 000: "the pitcher's points are credited first, then High,
# Low, Jack, Game". Seats 1 and 2 stand at 10 of 11; seat 2 pitches the 2H and makes
# a bid of 1 with Low and Game, seat 1 takes High. The pitcher goes out first; every
# point still counts (seat 1 ends on 11, seat 2 on 12).
HANDS = {"0": ["2D", "3D", "4D", "5D", "6D", "7D"], "1": ["AH", "3C", "4C", "5C", "6C", "7C"],
         "2": ["2H", "KC", "QC", "10C", "9C", "8C"]}
ACTIONS = [[1, "pass"], [2, "bid 1"], [0, "pass"],
           [2, "2H"], [0, "2D"], [1, "AH"], [1, "3C"], [2, "KC"], [0, "3D"],
           [2, "QC"], [0, "4D"], [1, "4C"], [2, "10C"], [0, "5D"], [1, "5C"],
           [2, "9C"], [0, "6D"], [1, "6C"], [2, "8C"], [0, "7D"], [1, "7C"]]


def document(**deal: object) -> dict[str, object]:
    return {"format": "pitchspec-deal", "variant": "auction_pitch", "players": 3,
            "first_dealer": 0, "scores": [0, 10, 10],
            "deals": [{"hands": HANDS, "actions": ACTIONS, **deal}]}


def run(tmp_path: Path, data: dict[str, object], *flags: str) -> tuple[int, str, str, Path]:
    deal = tmp_path / "deal.json"
    deal.write_text(json.dumps(data, indent=1))
    log = tmp_path / "m.log"
    result = CliRunner().invoke(main, ["play", AUCTION, "--deal", str(deal), "--seed", "1",
                                       "--log", str(log), *flags])
    return result.exit_code, result.stdout, result.stderr, log


def test_a_worked_example_from_the_middle_of_a_match_replays(tmp_path: Path) -> None:
    code, out, err, log = run(tmp_path, document(), "--strict")
    assert code == 0, err
    assert "seat 0 deals first\nscores before the first deal: seat 0 0, seat 1 10, seat 2 10" \
        in out
    assert "  scores: seat 0 0, seat 1 11, seat 2 12" in out
    assert "winner: seat 2" in out
    header = json.loads(log.read_text().splitlines()[0])
    assert header["first_dealer"] == 0 and header["scores"] == [0, 10, 10]
    replayed = CliRunner().invoke(main, ["replay", str(log)])
    assert replayed.exit_code == 0, replayed.output


def test_the_json_header_records_the_scripted_first_dealer(tmp_path: Path) -> None:
    deal = tmp_path / "deal.json"
    deal.write_text(json.dumps(document()))
    result = CliRunner().invoke(main, ["play", AUCTION, "--deal", str(deal), "--format",
                                       "json"])
    assert result.exit_code == 0, result.stderr
    header = json.loads(result.stdout)["header"]
    assert header["first_dealer"] == 0 and header["scores"] == [0, 10, 10]


def test_an_ordered_move_out_of_turn_is_refused(tmp_path: Path) -> None:
    """Seat 2's bid listed before elder's pass: refused, not played in seat 2's turn."""
    actions = [ACTIONS[1], ACTIONS[0], *ACTIONS[2:]]
    code, _, err, log = run(tmp_path, document(actions=actions))
    assert code == 1
    assert "error[PS402]: deal 1, seat 2: move 1, seat 2's 'bid 1', is out of turn: seat " \
        "1 is to act" in err
    assert not log.exists()


def test_strict_refuses_moves_left_over(tmp_path: Path) -> None:
    data = document(actions=[*ACTIONS, [1, "AS"]])
    assert run(tmp_path, data)[0] == 0
    code, _, err, _ = run(tmp_path, data, "--strict")
    assert code == 1
    assert "deal 1, seat 1: scripted move 'AS' was never played" in err


def test_strict_refuses_a_scripted_seat_running_out(tmp_path: Path) -> None:
    moves = {"1": ["pass"], "2": ["bid 1", "2H"], "0": ["pass"]}
    data = document(moves=moves)
    del data["deals"][0]["actions"]  # type: ignore[index]
    assert run(tmp_path, data)[0] == 0  # the seeded players finish the deal
    code, _, err, _ = run(tmp_path, data, "--strict")
    assert code == 1 and "error[PS402]: deal 1, seat 0: the script has no move 2" in err
    data["deals"][0].pop("moves")  # type: ignore[attr-defined]
    data["deals"][0]["actions"] = ACTIONS[:4]  # type: ignore[index]
    code, _, err, _ = run(tmp_path, data, "--strict")
    assert code == 1 and "deal 1, seat 0: the ordered moves ran out" in err


def test_strict_needs_a_deal_file() -> None:
    result = CliRunner().invoke(main, ["play", AUCTION, "--strict"])
    assert result.exit_code == 2


@pytest.mark.parametrize(("scores", "fragment"), [
    ([1, 2], "one whole number per side or per seat: this table has 3 sides and 3 seats"),
    ({"0": 1, "1": 2}, "'scores' must give every side a score"),
    ({"0": 1, "1": "x", "2": 3}, '"x" is not a score'),
])
def test_bad_starting_scores_are_ps403(scores: object, fragment: str) -> None:
    text = json.dumps({**document(), "scores": scores})
    game = Game(load(SPEC_DIR / "auction_pitch.pitch"), 3)
    with pytest.raises(EngineError) as err:
        parse_deal_text(text, "deal.json").compile(game)
    assert any(fragment in d.message and d.code == "PS403" for d in err.value.diagnostics)


def test_starting_scores_per_seat_give_each_side_its_score() -> None:
    """V05 Partnership Pitch (spec/partnership_pitch.pitch): partners share a score, so
    seats 0 and 2 give side 0's, seats 1 and 3 side 1's; partners must agree."""
    game = Game(load(SPEC_DIR / "partnership_pitch.pitch"), 4)
    hands = {str(s): [f"{r}{'SHDC'[s]}" for r in ("2", "3", "4", "5", "6", "7")]
             for s in range(4)}
    base = {"deals": [{"hands": hands}]}
    deal = parse_deal_text(json.dumps({**base, "scores": {"0": 5, "1": 3, "2": 5, "3": 3}}))
    assert deal.compile(game).scores == [5, 3]
    bad = parse_deal_text(json.dumps({**base, "scores": {"0": 5, "1": 3, "2": 4, "3": 3}}))
    with pytest.raises(EngineError, match="side already has 5"):
        bad.compile(game)


def test_starting_scores_listed_per_seat_at_a_partnership_table() -> None:
    """docs/deal-format.md: 'scores' is a list per side or per seat. At a table of two
    partnerships a list of four is per seat (partners agreeing); partners who differ are
    PS403 at the second one, pointing back at the first; a list that is neither per side
    nor per seat is PS403 naming both counts."""
    game = Game(load(SPEC_DIR / "partnership_pitch.pitch"), 4)
    hands = {str(s): [f"{r}{'SHDC'[s]}" for r in ("2", "3", "4", "5", "6", "7")]
             for s in range(4)}
    base = {"deals": [{"hands": hands}]}
    deal = parse_deal_text(json.dumps({**base, "scores": [5, 3, 5, 3]}))
    assert deal.compile(game).scores == [5, 3]
    assert parse_deal_text(json.dumps({**base, "scores": [5, 3]})).compile(game).scores == [5, 3]
    bad = parse_deal_text(json.dumps({**base, "scores": [5, 3, 4, 3]}), "deal.json")
    with pytest.raises(EngineError) as err:
        bad.compile(game)
    [found] = err.value.diagnostics
    assert found.code == "PS403"
    assert found.message == "seat 2's side already has 5 (from seat 0): partners share one score"
    assert [r.message for r in found.related] == ["seat 0's score"]
    assert found.related[0].span.line < found.span.line or \
        found.related[0].span.column < found.span.column
    odd = parse_deal_text(json.dumps({**base, "scores": [5, 3, 5]}))
    with pytest.raises(EngineError, match="this table has 2 sides and 4 seats"):
        odd.compile(game)


def test_seats_are_numbered_in_the_direction_of_play() -> None:
    """V41 Caribbean All Fours (spec/caribbean_all_fours.pitch), seed 003: deal and play
    go counter-clockwise, and seats are numbered in the direction of play as in deal
    files, so elder, the next to play after the dealer, is seat dealer + 1; the player
    to the dealer's left (a counter-clockwise auction opened left of the dealer) plays
    just before the dealer."""
    state = Game(load(SPEC_DIR / "caribbean_all_fours.pitch"), 4).new_initial_state(0)
    assert state.elder == 1 and state.seats_from(0) == [0, 1, 2, 3]
    left = spec_text("variant ccw extends auction_pitch\nplayers {\n  direction: "
                     "counter_clockwise\n}\nbidding {\n  opener: left_of_dealer\n}\n", "ccw")
    state = Game(left, 4).new_initial_state(0)
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    assert state.current_player() == 3
