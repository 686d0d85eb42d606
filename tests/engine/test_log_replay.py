"""Game logs: written whole, read line by line, replayed exactly; tampering is caught.

The replay's own checks are tested on logs whose chain was recomputed after the change
(:func:`text_of`): a forger who knows the format can do that, and the replay must
still refuse an illegal action or a false score. Edits that keep the chain as it was
are tests/engine/test_log_integrity.py's."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from click.testing import CliRunner

from pitchspec.agents.basic import seeded_agents
from pitchspec.cli import main
from pitchspec.engine.core.rules import EngineError
from pitchspec.engine.game import Game
from pitchspec.matches.logs import chain
from pitchspec.matches.logs.log import (
    ActionLine,
    EndLine,
    GameLog,
    HandLine,
    make_log,
    new_header,
    parse_log,
    record_match,
    spec_digest,
)
from pitchspec.matches.logs.replay import replay
from pitchspec.model import Variant
from pitchspec.pipeline import load

from conftest import SPEC_DIR


def variant(name: str) -> Variant:
    return load(SPEC_DIR / f"{name}.pitch")


def played_log(name: str, seed: int, players: int | None = None) -> GameLog:
    game = Game(variant(name), players)
    _, records = record_match(game, seeded_agents(game.num_players, seed), random.Random(seed))
    return make_log(new_header(game, f"spec/{name}.pitch", seed, None, None), records)


def lines_of(log: GameLog) -> list[dict[str, object]]:
    return [json.loads(line) for line in log.to_text().splitlines()]


def text_of(lines: list[dict[str, object]]) -> str:
    """The lines as a log, their chain recomputed from the header's spec digest."""
    start = str(lines[0]["spec_sha256"])
    return "".join(json.dumps(line) + "\n" for line in chain.seal(lines, start))


def resealed(text: str) -> str:
    """A log's text with its chain recomputed (and any signature line dropped)."""
    lines = [json.loads(line) for line in text.splitlines()]
    return text_of([line for line in lines if line["type"] != chain.SIGNATURE])


def refusal(text: str, name: str) -> tuple[str, int, str]:
    """(code, line, message) of the first diagnostic replaying the log text gives."""
    with pytest.raises(EngineError) as caught:
        replay(parse_log(text, "t.log"), variant(name))
    d = caught.value.diagnostics[0]
    return d.code, d.span.line, d.message


@pytest.mark.parametrize(("name", "seed", "players"), [
    ("pitch", 4, None), ("auction_pitch", 7, None), ("classic_all_fours", 3, None),
    ("nine_five", 39, None), ("california_jack", 2, None), ("pitch", 9, 3),
])
def test_round_trip_replays_every_action(name: str, seed: int, players: int | None) -> None:
    log = played_log(name, seed, players)
    again = parse_log(log.to_text(), "t.log")
    assert again.header == log.header
    assert [r for _, r in again.records] == [
        r if not isinstance(r, ActionLine) else ActionLine(r.hand, r.player, r.action, r.label)
        for _, r in log.records]
    result = replay(again, variant(name))
    end = log.records[-1][1]
    assert isinstance(end, EndLine)
    assert tuple(result.state.scores) == end.scores
    assert result.actions == sum(isinstance(r, ActionLine) for _, r in log.records)


def test_the_log_has_a_header_actions_hand_results_and_an_end() -> None:
    lines = lines_of(played_log("auction_pitch", 7))
    header = lines[0]
    assert header["type"] == "header" and header["format"] == "pitchspec-log"
    assert header["variant"] == "auction_pitch" and header["players"] == 4
    assert header["seed"] == 7 and header["spec_sha256"] == spec_digest(variant("auction_pitch"))
    kinds = {line["type"] for line in lines[1:-1]}
    assert kinds == {"action", "hand"}
    first = lines[1]
    assert first["player"] == -1 and str(first["label"]).endswith("deals first")
    bid = next(line for line in lines if line["type"] == "action" and line["player"] != -1)
    assert bid["action"] in range(100, 400) and bid["label"] in ("pass", "bid 1", "bid 2",
                                                                   "bid 3", "bid Shoot the moon")
    hand = next(line for line in lines if line["type"] == "hand")
    assert hand["hand"] == 1 and len(hand["scores"]) == 4  # type: ignore[arg-type]
    assert lines[-1]["type"] == "end"


def test_a_comment_change_keeps_the_digest_a_rule_change_does_not(tmp_path: Path) -> None:
    text = (SPEC_DIR / "pitch.pitch").read_text()
    commented = tmp_path / "a" / "pitch.pitch"
    commented.parent.mkdir()
    commented.write_text(text.replace("/// Non-auction Pitch", "/// Plain Pitch"))
    changed = tmp_path / "b" / "pitch.pitch"
    changed.parent.mkdir()
    changed.write_text(text.replace("target: 11", "target: 7"))
    assert spec_digest(load(commented)) == spec_digest(variant("pitch"))
    assert spec_digest(load(changed)) != spec_digest(variant("pitch"))
    code, line, message = _refusal_with(played_log("pitch", 4), load(changed))
    assert (code, line) == ("PS404", 1) and "have changed" in message


def _refusal_with(log: GameLog, rules: Variant) -> tuple[str, int, str]:
    with pytest.raises(EngineError) as caught:
        replay(parse_log(log.to_text(), "t.log"), rules)
    d = caught.value.diagnostics[0]
    return d.code, d.span.line, d.message


def _first_play(lines: list[dict[str, object]]) -> int:
    """The index of the first card played by a seat (an action below 54)."""
    return next(i for i, line in enumerate(lines) if line["type"] == "action"
                and line["player"] != -1 and int(line["action"]) < 54)  # type: ignore[call-overload]


def test_a_changed_action_is_ps402_naming_its_line() -> None:
    lines = lines_of(played_log("pitch", 4))
    i = _first_play(lines)
    held = {int(line["action"]) for line in lines[:i]  # type: ignore[call-overload]
            if line["type"] == "action" and line["player"] == -1}
    other = next(c for c in range(52) if c not in held)  # a card nobody was dealt
    lines[i]["action"] = other
    code, line, message = refusal(text_of(lines), "pitch")
    assert (code, line) == ("PS402", i + 1)
    assert f"line {i + 1}: seat {lines[i]['player']} may not play" in message


def test_an_action_whose_label_was_changed_is_ps404() -> None:
    lines = lines_of(played_log("pitch", 4))
    i = _first_play(lines)
    lines[i]["label"] = "AS" if lines[i]["label"] != "AS" else "KS"
    code, line, message = refusal(text_of(lines), "pitch")
    assert (code, line) == ("PS404", i + 1) and "does not name action" in message


def test_a_move_by_the_wrong_seat_is_ps402() -> None:
    lines = lines_of(played_log("pitch", 4))
    i = _first_play(lines)
    lines[i]["player"] = (int(lines[i]["player"]) + 1) % 4  # type: ignore[call-overload]
    code, line, message = refusal(text_of(lines), "pitch")
    assert (code, line) == ("PS402", i + 1) and "turn" in message


def test_a_changed_score_is_ps405() -> None:
    lines = lines_of(played_log("auction_pitch", 7))
    i = next(i for i, line in enumerate(lines) if line["type"] == "hand")
    scores = list(lines[i]["scores"])  # type: ignore[call-overload]
    scores[0] += 1
    lines[i]["scores"] = scores
    code, line, message = refusal(text_of(lines), "auction_pitch")
    assert (code, line) == ("PS405", i + 1)
    assert "scores" in message and "hand 1" in message


def test_a_changed_final_line_is_ps405() -> None:
    lines = lines_of(played_log("pitch", 4))
    lines[-1]["winners"] = [(lines[-1]["winners"][0] + 1) % 4]  # type: ignore[index]
    code, line, message = refusal(text_of(lines), "pitch")
    assert (code, line) == ("PS405", len(lines)) and "winners" in message


def test_a_truncated_log_is_ps404() -> None:
    lines = lines_of(played_log("pitch", 4))
    code, _, message = refusal(text_of(lines[:-1]), "pitch")
    assert code == "PS404" and "truncated" in message
    code, _, message = refusal(text_of(lines[:40] + lines[-1:]), "pitch")
    assert code == "PS404" and "actions are missing" in message


def test_a_missing_hand_result_is_ps405() -> None:
    lines = lines_of(played_log("pitch", 4))
    i = next(i for i, line in enumerate(lines) if line["type"] == "hand")
    code, line, message = refusal(text_of(lines[:i] + lines[i + 1:]), "pitch")
    assert (code, line) == ("PS405", i + 1) and "no result" in message


@pytest.mark.parametrize(("garbage", "fragment"), [
    ("{not json", "is not JSON"),
    ("[1, 2]", "is not a JSON object"),
    ('{"type": "action", "hand": 1, "player": 0, "action": "AS", "label": "AS"}',
     "'action' must be a whole number"),
    ('{"type": "action", "hand": 1, "player": 0, "label": "AS"}', "'action' is missing"),
    ('{"type": "shuffle"}', "unknown line type"),
])
def test_a_garbage_line_is_ps404_with_its_line_number(garbage: str, fragment: str) -> None:
    text = played_log("pitch", 4).to_text().splitlines()
    text.insert(5, garbage)
    with pytest.raises(EngineError) as caught:
        parse_log("\n".join(text) + "\n", "t.log")
    d = caught.value.diagnostics[0]
    assert d.code == "PS404" and d.span.line == 6
    assert d.message.startswith("line 6") and fragment in d.message


def test_a_file_that_is_no_log_is_ps404_at_line_1() -> None:
    for text in ("", '{"type": "action"}\n', "hello\n"):
        with pytest.raises(EngineError) as caught:
            parse_log(text, "t.log")
        assert caught.value.diagnostics[0].code == "PS404"
        assert caught.value.diagnostics[0].span.line == 1


def test_a_log_of_another_spec_is_ps404() -> None:
    code, line, message = _refusal_with(played_log("pitch", 4), variant("auction_pitch"))
    assert (code, line) == ("PS404", 1)
    assert "'pitch', not of 'auction_pitch'" in message


# --------------------------------------------------------------------------- the CLI


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_cli_replay_of_a_tampered_log_shows_the_line(tmp_path: Path) -> None:
    log = tmp_path / "m.log"
    code, _, _ = run("play", str(SPEC_DIR / "pitch.pitch"), "--seed", "4", "--log", str(log))
    assert code == 0
    assert run("replay", str(log))[0] == 0
    lines = log.read_text().splitlines()
    i = next(i for i, line in enumerate(lines) if '"type": "hand"' in line)
    lines[i] = lines[i].replace('"scores": [', '"scores": [9')
    log.write_text("\n".join(lines) + "\n")
    code, out, err = run("replay", str(log))
    assert code == 1 and out == ""
    assert f"{log}:{i + 1}:" in err and "error[PS410]" in err
    assert "Traceback" not in err
    code, out, _ = run("replay", str(log), "--format", "json")
    assert code == 1 and json.loads(out)[0]["code"] == "PS410"


def test_cli_replay_with_another_spec_and_a_missing_spec(tmp_path: Path) -> None:
    log = tmp_path / "m.log"
    run("play", str(SPEC_DIR / "pitch.pitch"), "--seed", "4", "--log", str(log))
    code, _, err = run("replay", str(log), "--spec", str(SPEC_DIR / "auction_pitch.pitch"))
    assert code == 1 and "error[PS404]" in err and "not of 'auction_pitch'" in err
    assert json.loads(log.read_text().splitlines()[0])["spec"] == "pitch"  # bundled
    text = log.read_text().replace('"spec": "pitch"', '"spec": "nowhere/pitch.pitch"', 1)
    log.write_text(resealed(text))
    code, _, err = run("replay", str(log))
    assert code == 1 and "error[PS404]" in err and "cannot be found" in err
    assert run("replay", str(log), "--spec", str(SPEC_DIR / "pitch.pitch"))[0] == 0
    code, _, err = run("replay", str(tmp_path / "none.log"))
    assert code == 1 and "cannot read the game log" in err


def test_no_log_is_written_when_the_match_cannot_be_played(tmp_path: Path) -> None:
    deal = tmp_path / "deal.json"
    deal.write_text('{"deals": [{"hands": {"0": ["XX"]}}]}')
    log = tmp_path / "m.log"
    code, _, err = run("play", str(SPEC_DIR / "pitch.pitch"), "--deal", str(deal),
                       "--log", str(log))
    assert code == 1 and "PS403" in err
    assert not log.exists() and [p.name for p in tmp_path.iterdir()] == ["deal.json"]


def test_hand_and_end_lines_parse_back_to_their_values() -> None:
    log = played_log("nine_five", 39)
    again = parse_log(log.to_text(), "t.log")
    hands = [r for _, r in again.records if isinstance(r, HandLine)]
    assert hands and all(isinstance(h.scores, tuple) for h in hands)
    assert any(a.value == 9 for h in hands for a in h.awards)
