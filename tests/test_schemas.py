"""The shipped JSON Schemas: valid Draft 2020-12, met by every file pitchspec writes and
documents, and the source of the engine's PS403 / PS404 wording for shape problems."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from jsonschema import Draft202012Validator

from pitchspec import catalogue, schemas
from pitchspec.cli import main
from pitchspec.engine.core.rules import EngineError
from pitchspec.engine.game import Game
from pitchspec.matches.logs.deal_file import parse_deal_text
from pitchspec.matches.logs.log import parse_log
from pitchspec.pipeline import load
from pitchspec.schemas import generate

from conftest import ROOT, SPEC_DIR

DEALS = sorted((ROOT / "tests" / "fixtures" / "deals").glob("*.json"))
LONE_JACK = ROOT / "tests" / "fixtures" / "deals" / "pitch_lone_jack.json"
# A spread of tables (seeds whose matches end in a few hundred lines): no auction, an
# auction, a kitty, a turn-up with begging and a stock, card points of Nine-Five, two
# players dealt three cards.
LOGGED = ("pitch", "auction_pitch", "bonanza_pitch", "classic_all_fours", "nine_five",
          "california_jack")


def test_every_schema_is_a_valid_draft_2020_12_schema() -> None:
    for name in schemas.NAMES:
        Draft202012Validator.check_schema(schemas.schema(name))
        assert schemas.schema(name)["$schema"].endswith("/2020-12/schema")


def test_the_committed_variant_schema_is_the_generated_one() -> None:
    assert schemas.schema_text("variant") == generate.schema_json()
    assert generate.main(["--check"]) == 0


def test_the_variant_schema_names_every_model_class_and_its_notes() -> None:
    """Generated from the model (pitchspec/model/): Deal's field notes (Yorkshire's
    rounds) are the properties' descriptions; spans are not exported."""
    defs = schemas.schema("variant")["$defs"]
    assert "span" not in defs["Deal"]["properties"]
    assert "Yorkshire" in defs["Deal"]["properties"]["rounds"]["description"]
    assert defs["Rank"]["enum"][-4:] == ["J", "Q", "K", "A"]


def _documented_deal_files() -> list[tuple[str, str]]:
    """The fixtures, and every complete deal file shown in docs/deal-format.md."""
    found = [(p.name, p.read_text()) for p in DEALS]
    doc = (ROOT / "docs" / "deal-format.md").read_text()
    for i, block in enumerate(doc.split("```json\n")[1:]):
        found.append((f"deal-format.md#{i}", block.split("```", 1)[0]))
    return found


@pytest.mark.parametrize(("name", "text"), _documented_deal_files())
def test_every_documented_deal_file_meets_the_schema(name: str, text: str) -> None:
    assert schemas.problems("deal-file", json.loads(text)) == []


@pytest.mark.parametrize("name", LOGGED)
def test_every_line_of_a_played_log_meets_its_schema(tmp_path: Path, name: str) -> None:
    log = tmp_path / "match.log"
    result = CliRunner().invoke(main, ["play", name, "--seed", "1", "--log", str(log)])
    assert result.exit_code == 0, result.stderr
    header, *lines = [json.loads(line) for line in log.read_text().splitlines()]
    assert schemas.problems("game-log-header", header) == []
    for line in lines:
        assert schemas.problems("game-log-line", line) == [], line
    kinds = {line["type"] for line in lines}
    assert kinds == {"action", "hand", "end"}


def test_a_log_from_a_deal_file_with_scores_meets_the_schema(tmp_path: Path) -> None:
    """The header's optional starting scores (V01 Pitch, a match from the middle)."""
    deal = tmp_path / "deal.json"
    deal.write_text(json.dumps({**json.loads(LONE_JACK.read_text()), "scores": [3, 4, 5, 6]}))
    log = tmp_path / "match.log"
    result = CliRunner().invoke(main, ["play", str(SPEC_DIR / "pitch.pitch"), "--deal",
                                       str(deal), "--seed", "1", "--log", str(log)])
    assert result.exit_code == 0, result.stderr
    header = json.loads(log.read_text().splitlines()[0])
    assert header["scores"] == [3, 4, 5, 6]
    assert schemas.problems("game-log-header", header) == []


@pytest.mark.parametrize("name", catalogue.names())
def test_show_of_every_bundled_variant_meets_the_variant_schema(name: str) -> None:
    result = CliRunner().invoke(main, ["show", name])
    assert result.exit_code == 0, result.stderr
    assert schemas.problems("variant", json.loads(result.stdout)) == []


def test_the_variant_schema_refuses_what_show_never_prints() -> None:
    result = CliRunner().invoke(main, ["show", "auction_pitch"])
    data = json.loads(result.stdout)
    data["deal"]["hand"] = "six"
    data["bidding"]["form"] = "sealed"
    del data["winning"]["target"]
    data["derived"]["colour"] = "red"
    found = {(p.path, p.keyword) for p in schemas.problems("variant", data)}
    assert found == {(("deal", "hand"), "type"), (("bidding", "form"), "enum"),
                     (("winning",), "required"), (("derived", "colour"),
                                                  "additionalProperties")}


def test_integers_are_whole_numbers_never_floats() -> None:
    data = {"first_dealer": 3.0, "deals": [{"hands": {}}]}
    [problem] = schemas.problems("deal-file", data)
    assert (problem.path, problem.keyword, problem.title) == (("first_dealer",), "type", "seat")


# --------------------------------------------------------------------------- diagnostics


LONE = LONE_JACK.read_text()


def _refusals(text: str) -> list[tuple[int, str, str | None]]:
    game = Game(load(SPEC_DIR / "pitch.pitch"), 4)
    with pytest.raises(EngineError) as caught:
        parse_deal_text(text, "deal.json").compile(game)
    assert {d.code for d in caught.value.diagnostics} == {"PS403"}
    return [(d.span.line, d.message, d.help) for d in caught.value.diagnostics]


def _line_of(text: str, needle: str) -> int:
    return text.count("\n", 0, text.index(needle)) + 1


@pytest.mark.parametrize(("old", "new", "located", "message"), [
    ('"first_dealer": 3', '"first_dealer": 3.0', '"first_dealer"', "3.0 is not a seat number"),
    ('"players": 4', '"players": 0', '"players"', "0 is not a player count"),
    ('"moves": {', '"actions": [[1, "pass"]], "moves": {', '"actions"',
     "a deal gives either 'moves' (per seat) or 'actions' (one ordered list), not both"),
    ('"moves": {', '"stock": ["AS", 7], "moves": {', "7]", "7 is not a card"),
    ('"moves": {', '"kitty": "AS", "moves": {', '"kitty"',
     "'kitty' must be a list of cards such as \"AS\" or \"10H\""),
    ('"deals": [', '"scores": [1, "x"], "deals": [', '"x"', '"x" is not a score'),
    ('"9H", "AH", "KH"', '"9H", " ", "KH"', '" "', '" " is not a move'),
])
def test_a_shape_problem_is_a_located_ps403(old: str, new: str, located: str,
                                            message: str) -> None:
    assert old in LONE
    text = LONE.replace(old, new, 1)
    problems = _refusals(text)
    assert any(line == _line_of(text, located) and message in found
               for line, found, _ in problems), problems


def test_a_bad_suit_and_a_bad_pair_are_ps403_with_help() -> None:
    text = json.dumps({"deals": [{"hands": [["AS"]], "trump": "Spades",
                                  "actions": [[0, "pass"], [1], ["0", "AS"]]}]})
    game = Game(load(SPEC_DIR / "california_jack.pitch"), 2)
    with pytest.raises(EngineError) as caught:
        parse_deal_text(text, "deal.json").compile(game)
    messages = {d.message: d.help for d in caught.value.diagnostics}
    assert messages['"Spades" is not a suit'] == "one of: spades, hearts, diamonds, clubs"
    assert '[1] is not a [seat, move] pair such as [1, "bid 2"]' in messages
    assert '"0" is not a seat number' in messages


def test_a_shape_problem_does_not_hide_the_table_problems_elsewhere() -> None:
    """A move of the wrong kind and a card not in the Pitch deck, both reported."""
    text = LONE.replace('"9H", "AH", "KH"', '"9H", true, "KH"', 1).replace(
        '"2D", "3D"]', '"2D", "joker"]', 1)
    messages = [message for _, message, _ in _refusals(text)]
    assert any("true is not a move" in m for m in messages)
    assert any("joker is not in the pitch deck" in m for m in messages)


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    log = tmp_path_factory.mktemp("log") / "m.log"
    result = CliRunner().invoke(main, ["play", "auction_pitch", "--seed", "1", "--log",
                                       str(log)])
    assert result.exit_code == 0
    return log.read_text().splitlines()


@pytest.mark.parametrize(("kind", "change", "key", "message"), [
    ("header", {"seed": "5"}, "seed", "line 1: 'seed' must be a whole number or null"),
    ("header", {"sides": [0, 1.5, 2]}, "sides", "line 1: 'sides' must be a list of whole "
     "numbers"),
    ("header", {"version": 4}, "version", "line 1: log format version 4 is not 3"),
    ("hand", {"contract": {"bidder": "0", "level": 2, "doubled": False, "special": None}},
     "contract", "contract: 'bidder' must be a whole number"),
    ("hand", {"awards": [{"point": "high", "side": 0, "value": 1}]}, "awards",
     "awards: the field 'card' is missing"),
    ("hand", {"awards": [{"point": "high", "side": 0, "value": 1, "card": "ZZ"}]}, "awards",
     "awards: 'ZZ' is not a card"),
    ("end", {"draw": "no"}, "draw", "'draw' must be true or false"),
    ("action", {"type": "header"}, "type", "a second header"),
])
def test_a_malformed_log_line_is_ps404_at_its_field(played: list[str], kind: str,
                                                    change: dict[str, object], key: str,
                                                    message: str) -> None:
    number = next(i for i, line in enumerate(played) if json.loads(line)["type"] == kind)
    lines = list(played)
    lines[number] = json.dumps({**json.loads(lines[number]), **change})
    with pytest.raises(EngineError) as caught:
        parse_log("\n".join(lines) + "\n", "m.log")
    [d] = caught.value.diagnostics
    assert d.code == "PS404" and d.span.line == number + 1 and message in d.message
    body = lines[number]
    assert d.span.column == body.index(f'"{key}": ') + len(key) + 5
