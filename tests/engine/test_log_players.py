"""The players of a match are part of its record (issue 12, item 1; docs/logs.rst).

A log of format 3 names who decided for each seat (``seats``: player, pimc budget,
seed), bound by the chain like every header field; ``replay`` shows them; ``play
--format json`` carries them in its header. A log of format 2 (written before
``seats``) still replays, its players shown as not recorded. The matches are short
games of Pitch (spec/pitch.pitch, two deals at most).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from click.testing import CliRunner

from pitchspec import schemas
from pitchspec.agents import make_agents, seat_players
from pitchspec.cli import main
from pitchspec.engine.core.rules import EngineError
from pitchspec.engine.game import Game
from pitchspec.matches.logs import chain
from pitchspec.matches.logs.log import SeatPlayer, make_log, new_header, parse_log, record_match
from pitchspec.matches.logs.replay import players_text, replay
from pitchspec.pipeline import load

from conftest import SPEC_DIR

NAMES = ("heuristic", "random", "first", "random")


def match_log(seed: int = 5) -> str:
    """A two-deal Pitch match of heuristic, random and first-legal seats, as a log."""
    game = Game(load(SPEC_DIR / "pitch.pitch"), None, None, 2)
    _, records = record_match(game, make_agents(NAMES, game, seed), random.Random(seed))
    header = new_header(game, "pitch", seed, None, None, None, seat_players(NAMES, seed))
    return make_log(header, records).to_text()


def resealed(lines: list[dict[str, object]]) -> str:
    """The lines with their chain recomputed (as an old pitchspec would have written)."""
    sealed = chain.seal(lines, str(lines[0]["spec_sha256"]))
    return "".join(json.dumps(line) + "\n" for line in sealed)


def test_the_header_names_every_seats_player_with_its_seed() -> None:
    header = json.loads(match_log().splitlines()[0])
    assert header["version"] == 3
    assert header["seats"] == [
        {"player": "heuristic", "budget": None, "seed": None},
        {"player": "random", "budget": None, "seed": 5},
        {"player": "first", "budget": None, "seed": None},
        {"player": "random", "budget": None, "seed": 5}]
    assert schemas.problems("game-log-header", header) == []


def test_a_pimc_seat_records_its_budget() -> None:
    seats = seat_players(("pimc", "heuristic"), 9, 40)
    assert seats[0] == SeatPlayer("pimc", 40, 9) and seats[1] == SeatPlayer("heuristic")
    assert seats[0].describe() == "pimc (budget 40, seed 9)"


def test_replay_reads_the_players_back_and_shows_them() -> None:
    log = parse_log(match_log())
    replay(log, load(SPEC_DIR / "pitch.pitch"))
    assert log.header.seats is not None and log.header.seats[1].player == "random"
    assert players_text(log.header) == ("players: seat 0 heuristic, seat 1 random (seed 5), "
                                        "seat 2 first, seat 3 random (seed 5)")


def test_a_changed_player_breaks_the_chain() -> None:
    lines = match_log().splitlines()
    lines[0] = lines[0].replace('"player": "first"', '"player": "heuristic"', 1)
    with pytest.raises(EngineError) as caught:
        parse_log("\n".join(lines) + "\n")
    assert caught.value.diagnostics[0].code == "PS410"


def test_a_format_2_log_without_players_still_replays() -> None:
    """The decision for old logs: their chain is sound, so they replay; only who
    played is unknown, and replay says so."""
    lines = [json.loads(line) for line in match_log().splitlines()]
    del lines[0]["seats"]
    lines[0]["version"] = 2
    log = parse_log(resealed(lines))
    replay(log, load(SPEC_DIR / "pitch.pitch"))
    assert log.header.seats is None
    assert players_text(log.header) == "players: not recorded (log format 2)"
    written = json.loads(log.to_text().splitlines()[0])  # written back as it was read
    assert written == json.loads(resealed(lines).splitlines()[0])


@pytest.mark.parametrize(("change", "fragment"), [
    (lambda h: h.pop("seats"), "'seats' is missing"),
    (lambda h: h.update(seats=h["seats"][:2]), "'seats' names 2 players for a table of 4"),
    (lambda h: h.update(version=2), "a log of format version 2 has no 'seats'"),
    (lambda h: h["seats"][0].update(player="genius"), "seats"),
    (lambda h: h["seats"][0].update(budget=0), "seats"),
])
def test_a_header_with_wrong_seats_is_ps404(change: object, fragment: str) -> None:
    lines = [json.loads(line) for line in match_log().splitlines()]
    change(lines[0])  # type: ignore[operator]
    with pytest.raises(EngineError) as caught:
        parse_log(resealed(lines))
    found = caught.value.diagnostics[0]
    assert (found.code, found.span.line) == ("PS404", 1), found.message
    assert fragment in found.message, found.message


def test_play_and_replay_on_the_command_line_name_the_players(tmp_path: Path) -> None:
    log = tmp_path / "m.log"
    runner = CliRunner()
    played = runner.invoke(main, ["play", "pitch", "--seed", "2", "--max-hands", "2",
                                  "--agents", "pimc,random,heuristic,first", "--budget", "3",
                                  "--log", str(log), "--format", "json"])
    assert played.exit_code == 0, played.output
    header = json.loads(played.stdout)["header"]
    assert [s["player"] for s in header["seats"]] == ["pimc", "random", "heuristic", "first"]
    assert header["seats"][0] == {"player": "pimc", "budget": 3, "seed": 2}
    shown = runner.invoke(main, ["replay", str(log)])
    assert shown.exit_code == 0, shown.output
    assert "players: seat 0 pimc (budget 3, seed 2), seat 1 random (seed 2)" in shown.output
    data = json.loads(runner.invoke(main, ["replay", str(log), "--format", "json"]).stdout)
    assert data["seats"] == header["seats"]
