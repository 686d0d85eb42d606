"""Every partnership form the rules give is a table the engine seats: Pitch lets six play
as three teams of two or as two teams of three (spec/pitch.pitch, ``teams: 2 of 2, 3 of
2, 2 of 3, 4 of 2, 2 of 4``), partners seated alternately round the table."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from click.testing import CliRunner

from pitchspec import load
from pitchspec.agents.basic import seeded_agents
from pitchspec.cli import main
from pitchspec.engine import EngineError, Game, choose_seating
from pitchspec.matches.driver import play_match
from pitchspec.model.derived import tables_allowed

from conftest import SPEC_DIR

PITCH = SPEC_DIR / "pitch.pitch"


def test_six_sit_in_three_pairs_or_two_teams_of_three() -> None:
    pitch = load(PITCH)
    assert choose_seating(pitch, 6, 3).sides == (0, 1, 2, 0, 1, 2)
    assert choose_seating(pitch, 6, 2).sides == (0, 1, 0, 1, 0, 1)
    # True asks for the first form the rules list; 0 seats each alone
    assert choose_seating(pitch, 6, True) == choose_seating(pitch, 6, 3)
    assert choose_seating(pitch, 6, 0).sides == tuple(range(6))
    assert choose_seating(pitch, 8, 2).teams == 2 and choose_seating(pitch, 8, 4).teams == 4


def test_a_form_the_rules_do_not_give_is_refused() -> None:
    with pytest.raises(EngineError) as err:
        choose_seating(load(PITCH), 6, 4)
    [found] = err.value.diagnostics
    assert found.code == "PS406" and "6 players in 4 teams" in found.message
    assert found.help == "allowed: 3 teams of 2, 2 teams of 3"


@pytest.mark.parametrize("table", [t for t in tables_allowed(load(PITCH)) if t[1]])
def test_every_partnership_form_plays_a_match_out(table: tuple[int, int]) -> None:
    """A whole match at each form: the scores are kept per team, one per side."""
    players, teams = table
    game = Game(load(PITCH), players, teams)
    assert game.seating.teams == teams and game.num_sides == teams
    result = play_match(game, seeded_agents(players, 7), random.Random(7))
    assert result.state.is_terminal() and len(result.state.scores) == teams
    assert result.state.winners


def test_a_deal_file_seats_the_table_it_states(tmp_path: Path) -> None:
    """A deal file's ``teams`` is the table it is played at (a refutation the verifier
    saves names its own), and a table seated otherwise is refused, located."""
    spec = str(SPEC_DIR / "pitch.pitch")
    hands = {str(seat): [f"{rank}{suit}" for rank in ranks.split()] for seat, (suit, ranks)
             in enumerate([("S", "A K Q J 10 9"), ("H", "A K Q J 10 9"), ("D", "A K Q J 10 9"),
                           ("C", "A K Q J 10 9"), ("S", "8 7 6 5 4 3"), ("H", "8 7 6 5 4 3")])}
    path = tmp_path / "deal.json"
    path.write_text(json.dumps({"players": 6, "teams": 2, "deals": [{"hands": hands}]}),
                    encoding="utf-8")
    out = CliRunner().invoke(main, ["play", spec, "--deal", str(path), "--seed", "1",
                                    "--agents", "random"])
    assert out.exit_code == 0, out.output
    assert "team 0 (seats 0+2+4), team 1 (seats 1+3+5)" in out.output
    out = CliRunner().invoke(main, ["play", spec, "--deal", str(path), "--team-count", "3"])
    assert out.exit_code == 1
    assert "PS403" in out.output and "seats the table in 2 teams, but it sits in 3" in out.output
    # a file played alone is refused at a table of partners, and plays alone by itself
    path.write_text(json.dumps({"players": 6, "teams": False, "deals": [{"hands": hands}]}),
                    encoding="utf-8")
    out = CliRunner().invoke(main, ["play", spec, "--deal", str(path), "--teams"])
    assert out.exit_code == 1 and "seats the table each alone, but it sits in 3" in out.output
    out = CliRunner().invoke(main, ["play", spec, "--deal", str(path), "--seed", "1"])
    assert out.exit_code == 0 and "6 players, each seat plays alone" in out.output
