"""Deal files: worked examples reproduce exactly; every kind of bad file is refused
with a located PS403 before a card is dealt."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from click.testing import CliRunner

from pitchspec.agents.basic import Vocabulary, seeded_agents
from pitchspec.cards import Suit
from pitchspec.cli import main
from pitchspec.engine.core.records import Contract
from pitchspec.engine.core.rules import EngineError
from pitchspec.engine.core.tables import SUITS
from pitchspec.engine.game import Game
from pitchspec.engine.step import State
from pitchspec.matches.logs.deal_file import ScriptedDeal, parse_deal_text, read_deal_file
from pitchspec.matches.logs.log import HandLine, record_match
from pitchspec.pipeline import load

from conftest import ROOT, SPEC_DIR

DEALS = ROOT / "tests" / "fixtures" / "deals"
LONE_JACK = DEALS / "pitch_lone_jack.json"
BID_THREE = DEALS / "auction_pitch_bid_three.json"


def game_of(name: str, players: int | None = None) -> Game:
    return Game(load(SPEC_DIR / f"{name}.pitch"), players)


def play(name: str, deal: ScriptedDeal, seed: int = 1) -> tuple[State, list[HandLine]]:
    game = game_of(name, deal.document.players)
    agents = deal.agents(seeded_agents(game.num_players, seed), Vocabulary.of(game.variant))
    result, records = record_match(game, agents, random.Random(seed), deal.chance)
    return result.state, [r for r in records if isinstance(r, HandLine)]


def compiled(name: str, text: str, players: int | None = None) -> ScriptedDeal:
    return parse_deal_text(text, "deal.json").compile(game_of(name, players))


# --------------------------------------------------------------------------- valid files


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_lone_jack_of_trumps_scores_high_low_and_jack(seed: int) -> None:
    deal = read_deal_file(LONE_JACK).compile(game_of("pitch", 4))
    state, hands = play("pitch", deal, seed)
    first = hands[0]
    assert first.trump == "spades" and first.dealer == 3
    assert [(a.point, a.side, a.card) for a in first.awards] == [
        ("high", 0, 9), ("low", 0, 9), ("jack", 0, 9), ("game", 1, None)]
    assert first.scores == (3, 1, 0, 0)
    assert state.is_terminal()


@pytest.mark.parametrize("seed", [1, 5])
def test_a_scripted_auction_reproduces_bids_plays_and_scores(seed: int) -> None:
    deal = read_deal_file(BID_THREE).compile(game_of("auction_pitch", 4))
    _, hands = play("auction_pitch", deal, seed)
    first = hands[0]
    assert first.contract == Contract(bidder=2, level=3)
    assert first.made is True
    assert [(a.point, a.side) for a in first.awards] == [
        ("high", 2), ("low", 0), ("jack", 2), ("game", 2)]
    assert first.scores == (1, 0, 3, 0)


def test_the_cli_plays_a_deal_file_and_the_log_replays(tmp_path: Path) -> None:
    log = tmp_path / "m.log"
    result = CliRunner().invoke(main, ["play", str(SPEC_DIR / "auction_pitch.pitch"), "--deal",
                                       str(BID_THREE), "--seed", "1", "--log", str(log)])
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "seat 3 deals first" in out
    assert "  seat 2: AS JS 10S 9D 3C 2C" in out
    assert "  bid: seat 0 bid 2\n  bid: seat 1 pass\n  bid: seat 2 bid 3\n" in out
    assert "  trick 1: seat 2 AS, seat 3 5S, seat 0 KS, seat 1 QS -> seat 2" in out
    assert "  contract: seat 2 bid 3 - made" in out
    assert "  points: high seat 2 AS, low seat 0 2S, jack seat 2 JS, game seat 2" in out
    replayed = CliRunner().invoke(main, ["replay", str(log)])
    assert replayed.exit_code == 0, replayed.output


def test_seats_may_be_given_as_lists_and_moves_as_numbers() -> None:
    data = json.loads(LONE_JACK.read_text())
    deal = data["deals"][0]
    deal["hands"] = [deal["hands"][str(s)] for s in range(4)]
    deal["moves"] = {"0": [9]}  # 9 is the Jack of spades
    state, hands = play("pitch", compiled("pitch", json.dumps(data)))
    assert hands[0].scores[0] >= 3 and state.hands_played[0]["trump"] == 0


def test_the_stock_fixes_a_turned_card_and_trump_a_random_suit() -> None:
    hands = {"0": ["AS", "KS", "QS", "JS", "10S", "9S"], "1": ["AH", "KH", "QH", "2D", "3D", "4D"]}
    text = json.dumps({"first_dealer": 0, "deals": [
        {"hands": hands, "stock": ["JC"], "moves": {"1": ["stand"]}}]})
    state, scored = play("classic_all_fours", compiled("classic_all_fours", text))
    assert state.hands_played[0]["trump"] == SUITS.index(Suit.CLUBS)
    assert scored[0].during[0].card == 48  # the dealer scores the turned Jack
    text = json.dumps({"deals": [{"hands": {"0": ["AS", "KS", "QS"], "1": ["AH", "KH", "QH"]},
                                  "trump": "diamonds"}]})
    state, _ = play("california_jack", compiled("california_jack", text))
    assert state.hands_played[0]["trump"] == 2


def test_a_kitty_is_dealt_from_the_file() -> None:
    hands = {"0": ["AS", "KS", "QS", "JS", "10S", "9S"], "1": ["AH", "KH", "QH", "JH", "10H", "9H"],
             "2": ["AD", "KD", "QD", "JD", "10D", "9D"], "3": ["AC", "KC", "QC", "JC", "10C", "9C"]}
    text = json.dumps({"deals": [{"hands": hands, "kitty": ["2S", "2H", "2D", "2C"]}]})
    deal = compiled("bonanza_pitch", text)
    assert deal.script.deals[0].kitty == [0, 13, 26, 39]
    play("bonanza_pitch", deal)


# --------------------------------------------------------------------------- invalid files


LONE = LONE_JACK.read_text()


def line_of(text: str, needle: str, nth: int = 0) -> int:
    at = -1
    for _ in range(nth + 1):
        at = text.index(needle, at + 1)
    return text.count("\n", 0, at) + 1


def refused(name: str, text: str, players: int | None = None) -> list[tuple[int, str]]:
    """(line, message) of each PS403 the file gets."""
    with pytest.raises(EngineError) as caught:
        compiled(name, text, players)
    assert {d.code for d in caught.value.diagnostics} == {"PS403"}
    return [(d.span.line, d.message) for d in caught.value.diagnostics]


def test_a_json_syntax_error_is_located_at_its_line_and_column() -> None:
    text = LONE.replace('"first_dealer": 3,', '"first_dealer": 3,,')
    with pytest.raises(EngineError) as caught:
        parse_deal_text(text, "deal.json")
    d = caught.value.diagnostics[0]
    assert d.code == "PS403" and "not valid JSON" in d.message
    assert (d.span.line, d.span.column) == (line_of(text, ",,"), 21)


@pytest.mark.parametrize(("old", "new", "located", "fragment"), [
    ('"4H", "2D"', '"1OH", "2D"', '"1OH"', '"1OH" is not a card'),
    ('"AH", "KH"', '"AH", "JS"', '"AH", "JS"', "JS is dealt twice in deal 1"),
    ('"10C", "9C"]', '"10C"]', '"3": ["AC"', "seat 3 is dealt 5 cards; pitch deals 6"),
    ('"3": ["AC"', '"4": ["AC"', '"4": ["AC"', "seat 4 is out of range"),
    ('"2D", "3D"]', '"2D", "joker"]', '"joker"', "joker is not in the pitch deck"),
    ('"first_dealer": 3', '"first_dealr": 3', '"first_dealr"', "unknown field 'first_dealr'"),
    ('"variant": "pitch"', '"variant": "auction_pitch"', '"variant"', "for 'auction_pitch'"),
    ('"players": 4', '"players": 5', '"players"', "for 5 players, but the table seats 4"),
    ('"first_dealer": 3', '"first_dealer": 7', '"first_dealer"', "seat 7 is out of range"),
    ('"moves": {', '"trump": "spades", "moves": {', '"trump"', "fixes a suit chosen at random"),
    ('"moves": {', '"kitty": [], "moves": {', '"kitty"', "this variant deals no kitty"),
    ('"moves": {', '"hands": {}, "moves": {', '"hands": {}', "the field 'hands' is given twice"),
    ('"9H", "AH", "KH"', '"9H", true, "KH"', "true", "true is not a move"),
    ('"version": 1', '"version": 2', '"version"', "version 2 is not 1"),
])
def test_each_kind_of_bad_file_is_a_located_ps403(old: str, new: str, located: str,
                                                 fragment: str) -> None:
    assert old in LONE
    text = LONE.replace(old, new, 1)
    problems = refused("pitch", text)
    assert any(line == line_of(text, located) and fragment in message
               for line, message in problems), problems


def test_a_card_dealt_twice_notes_where_it_was_first_dealt() -> None:
    text = LONE.replace('"AH", "KH"', '"AH", "JS"', 1)
    with pytest.raises(EngineError) as caught:
        compiled("pitch", text)
    d = caught.value.diagnostics[0]
    assert d.related and d.related[0].message == "first dealt here"
    assert d.related[0].span.line == line_of(text, '"JS"')


def test_a_missing_seat_and_a_missing_kitty_are_named() -> None:
    data = json.loads(LONE)
    del data["deals"][0]["hands"]["2"]
    [(_, message)] = refused("pitch", json.dumps(data))
    assert message == "deal 1 gives no cards to seat 2"
    data = json.loads(LONE)
    del data["variant"]
    problems = refused("bonanza_pitch", json.dumps(data))
    assert any("has no 'kitty': this variant deals 4 cards to it" in m for _, m in problems)


@pytest.mark.parametrize(("text", "fragment"), [
    ("[]", "one JSON object"),
    ("{}", "needs a 'deals' list"),
    ('{"deals": {}}', "'deals' must be a list"),
    ('{"deals": [3]}', "deal 1 must be an object"),
    ('{"deals": [{}]}', "has no 'hands'"),
    ('{"deals": [{"hands": {"x": []}}]}', '"x" is not a seat number'),
    ('{"deals": [{"hands": {"0": "AS KS"}}]}', "must be a list of cards"),
])
def test_files_of_the_wrong_shape_are_refused(text: str, fragment: str) -> None:
    with pytest.raises(EngineError) as caught:
        compiled("pitch", text)
    assert any(fragment in d.message and d.code == "PS403"
               for d in caught.value.diagnostics), caught.value.diagnostics


def test_every_problem_is_reported_at_once() -> None:
    text = LONE.replace('"4H", "2D"', '"1OH", "2D"', 1).replace('"AH", "KH"', '"AH", "JS"', 1)
    assert len(refused("pitch", text)) == 2


def test_an_illegal_scripted_move_is_ps402_at_that_move(tmp_path: Path) -> None:
    text = LONE.replace('"9C", "10C", "JC"', '"9C", "bid 2", "JC"')
    deal = tmp_path / "deal.json"
    deal.write_text(text)
    log = tmp_path / "m.log"
    result = CliRunner().invoke(main, ["play", str(SPEC_DIR / "pitch.pitch"), "--deal",
                                       str(deal), "--seed", "1", "--log", str(log)])
    assert result.exit_code == 1
    head = f"{deal}:{line_of(text, 'bid 2')}:21: error[PS402]: deal 1, seat 3: scripted move 2"
    assert head in result.stderr
    assert "(legal: 10C, JC, QC, KC, AC)" in result.stderr
    assert not log.exists()


def test_a_bad_file_plays_nothing_and_the_cli_shows_the_caret(tmp_path: Path) -> None:
    deal = tmp_path / "deal.json"
    deal.write_text(LONE.replace('"4H", "2D"', '"1OH", "2D"', 1))
    result = CliRunner().invoke(main, ["play", str(SPEC_DIR / "pitch.pitch"), "--deal",
                                       str(deal)])
    assert result.exit_code == 1 and result.stdout == ""
    assert f'{deal}:11:33: error[PS403]: "1OH" is not a card' in result.stderr
    assert '   |                                 ^^^^^' in result.stderr
    missing = CliRunner().invoke(main, ["play", str(SPEC_DIR / "pitch.pitch"), "--deal",
                                        str(tmp_path / "none.json")])
    assert missing.exit_code == 1 and "cannot read the deal file" in missing.stderr


def test_the_file_sets_the_player_count_unless_the_flag_does() -> None:
    result = CliRunner().invoke(main, ["play", str(SPEC_DIR / "pitch.pitch"), "--deal",
                                       str(LONE_JACK), "--players", "3"])
    assert result.exit_code == 1 and "for 4 players, but the table seats 3" in result.stderr


def test_the_documented_example_is_the_fixture_and_plays() -> None:
    doc = (ROOT / "docs" / "deal-format.md").read_text()
    block = doc.split("```json\n", 1)[1].split("```", 1)[0]
    documented = json.loads(block)
    fixture = json.loads(BID_THREE.read_text())
    del documented["description"], fixture["description"]
    assert documented == fixture
    assert "seat 0: KS 2S AH 10H 5D 6C" in doc
