"""`pitchspec play`: a match trick by trick, goldens of whole matches, JSON, exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from pitchspec.cli import main

from conftest import ROOT, SPEC_DIR, compare_golden

GOLDENS = ROOT / "tests" / "golden" / "playthroughs"

# Four kinds of game: no auction (trump by first lead); an auction with a special bid;
# two-handed All Fours with a turn-up, begging and running the cards; partnership
# Nine-Five with declared trump, an exchange and points worth five and nine.
PLAYTHROUGHS = [("pitch", 6), ("auction_pitch", 7), ("classic_all_fours", 18),
                ("nine_five", 39)]


def run(*args: str, input: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=input)
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize(("variant", "seed"), PLAYTHROUGHS)
def test_playthrough_matches_its_golden(variant: str, seed: int, update_goldens: bool) -> None:
    code, out, err = run("play", str(SPEC_DIR / f"{variant}.pitch"), "--seed", str(seed),
                         "--agents", "random")
    assert code == 0, err
    compare_golden(GOLDENS / f"{variant}.seed{seed}.txt", out, update_goldens)


def test_text_shows_bids_tricks_and_a_score_line_after_each_hand() -> None:
    code, out, _ = run("play", str(SPEC_DIR / "auction_pitch.pitch"), "--seed", "7")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("Auction Pitch (auction_pitch): 4 players")
    assert any(line.startswith("  bid: seat ") for line in lines)
    assert any(line.startswith("  trick 1: seat ") and " -> seat " in line for line in lines)
    hands = [line for line in lines if line.startswith("hand ")]
    scores = [line for line in lines if line.startswith("  scores: ")]
    contracts = [line for line in lines if line.startswith("  contract: ")]
    assert len(scores) == len(contracts) >= 1 and len(hands) >= len(scores)
    assert lines[-1].startswith("winner: seat ")


def test_the_same_seed_plays_the_same_match() -> None:
    spec = str(SPEC_DIR / "pitch.pitch")
    first = run("play", spec, "--seed", "11")
    assert first == run("play", spec, "--seed", "11")
    assert first[1] != run("play", spec, "--seed", "12")[1]


def test_without_a_seed_the_seed_used_is_printed() -> None:
    code, out, _ = run("play", str(SPEC_DIR / "classic_all_fours.pitch"))
    assert code == 0
    assert ", seed " in out.splitlines()[0]


def test_json_holds_header_deals_and_end() -> None:
    code, out, _ = run("play", str(SPEC_DIR / "auction_pitch.pitch"), "--seed", "7",
                       "--format", "json")
    assert code == 0
    data = json.loads(out)
    assert data["header"]["variant"] == "auction_pitch" and data["header"]["seed"] == 7
    scored = [d for d in data["deals"] if d["result"] is not None]
    assert scored and all(len(d["tricks"]) == 6 for d in scored)
    assert all(len(t["plays"]) == 4 for d in scored for t in d["tricks"])
    assert data["end"]["hands"] == len(scored)
    assert data["end"]["scores"] == scored[-1]["result"]["scores"]


def test_players_and_teams_flags_seat_the_table() -> None:
    code, out, _ = run("play", str(SPEC_DIR / "pitch.pitch"), "--seed", "3", "--players",
                       "4", "--teams")
    assert code == 0
    assert "team 0 (seats 0+2), team 1 (seats 1+3)" in out.splitlines()[0]
    code, out, _ = run("play", str(SPEC_DIR / "pitch.pitch"), "--seed", "3", "--players", "2")
    assert code == 0 and "2 players" in out.splitlines()[0]


def test_a_player_count_the_variant_refuses_is_ps406_exit_1() -> None:
    code, _, err = run("play", str(SPEC_DIR / "classic_all_fours.pitch"), "--players", "5")
    assert code == 1
    assert "error[PS406]: classic_all_fours is not played by 5 players" in err
    assert "Traceback" not in err


def test_a_broken_spec_is_reported_not_played(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pitch"
    bad.write_text("variant bad\nwinning {\n  target 11\n}\n")
    code, out, err = run("play", str(bad), "--seed", "1")
    assert code == 1 and "error[PS102]" in err and out == ""
    code, _, err = run("play", str(tmp_path / "missing.pitch"))
    assert code == 1 and "error[PS002]" in err and "does not exist" in err


@pytest.mark.parametrize("args", [
    ("play",),
    ("play", "spec/pitch.pitch", "--format", "xml"),
    ("play", "spec/pitch.pitch", "--players", "zero"),
    ("play", "spec/pitch.pitch", "--seed", "-1"),
    ("play", "spec/pitch.pitch", "--human", "9"),
    ("play", "spec/pitch.pitch", "--log", "no/such/folder/x.log"),
    ("replay",),
    ("simulate", "spec/pitch.pitch"),
    ("simulate", "spec/pitch.pitch", "-n", "0"),
])
def test_usage_errors_exit_2(args: tuple[str, ...], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    code, _, _ = run(*args)
    assert code == 2


def test_log_is_written_whole_and_replays(tmp_path: Path) -> None:
    log = tmp_path / "match.log"
    code, out, err = run("play", str(SPEC_DIR / "nine_five.pitch"), "--seed", "39", "--log",
                         str(log))
    assert code == 0 and f"log written to {log}" in err
    assert [p.name for p in tmp_path.iterdir()] == ["match.log"]  # no temporary left over
    lines = log.read_text().splitlines()
    assert json.loads(lines[0])["type"] == "header"
    assert json.loads(lines[-1])["type"] == "end"
    code, out, _ = run("replay", str(log))
    assert code == 0 and "every score as recorded" in out
