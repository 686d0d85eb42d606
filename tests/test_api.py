"""The Python API (issue 31): the commands' work from Python, with their defaults.

Each method must give what its command gives: the same match for the same seed, the
same statistics, verdicts and comparison, as text and as JSON. Worked examples:
Auction Pitch (V03, source 000) and Roadhouse Pitch (V18), which extends it.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

import pitchspec
from pitchspec.agents import AgentNameError
from pitchspec.cli import main
from pitchspec.engine.core.rules import EngineError

from conftest import ROOT

HOUSE = ('variant house "House Pitch" extends auction_pitch\n'
         'source: 000 "Auction Pitch section"\n\n'
         'winning {\n  target: 21\n}\n')


def _cli(*args: str) -> str:
    result = CliRunner().invoke(main, list(args))
    assert result.exit_code in (0, 1), result.output
    return result.stdout


@pytest.fixture
def house(tmp_path: Path) -> Path:
    path = tmp_path / "house.pitch"
    path.write_text(HOUSE, encoding="utf-8")
    return path


def test_import_pitchspec_is_light() -> None:
    """Importing the package, loading a variant and making a Spec load no numpy, Z3
    or Sphinx (nor the command line's click and rich)."""
    script = ("import sys, pitchspec; pitchspec.load('auction_pitch'); "
              "s = pitchspec.spec('auction_pitch'); s.name; "
              "print(' '.join(m for m in ('numpy', 'z3', 'sphinx', 'click', 'rich') "
              "if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=True)
    assert done.stdout.strip() == ""


def test_load_takes_a_bundled_name_or_a_path(house: Path) -> None:
    by_name = pitchspec.load("auction_pitch")
    assert isinstance(by_name, pitchspec.Variant)
    assert by_name == pitchspec.load(ROOT / "spec" / "auction_pitch.pitch")
    assert pitchspec.load("auction_pitch.pitch").name == "auction_pitch"
    assert pitchspec.load(house).winning.target == 21
    assert pitchspec.load(str(house)).parent == "auction_pitch"


def test_an_unknown_name_is_ps002_with_a_did_you_mean() -> None:
    with pytest.raises(pitchspec.SpecError) as caught:
        pitchspec.spec("auction_pich")
    (finding,) = caught.value.diagnostics
    assert finding.code == "PS002" and finding.help == "did you mean 'auction_pitch'?"


def test_a_spec_with_errors_raises_every_finding(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pitch"
    bad.write_text('variant bad "Bad" extends auction_pitch\nsource: 000 "x"\n\n'
                   'bidding {\n  all_pass: dealr bids 2\n}\n', encoding="utf-8")
    with pytest.raises(pitchspec.SpecError) as caught:
        pitchspec.spec(bad)
    assert [d.code for d in caught.value.diagnostics] == ["PS203"]


def test_include_folders_find_parents(tmp_path: Path) -> None:
    lib = tmp_path / "lib"
    lib.mkdir()
    (lib / "house.pitch").write_text(HOUSE, encoding="utf-8")
    child = tmp_path / "mine.pitch"
    child.write_text('variant mine "Mine" extends house\nsource: 000 "x"\n\n'
                     'winning {\n  target: 15\n}\n', encoding="utf-8")
    with pytest.raises(pitchspec.SpecError):
        pitchspec.spec(child)
    mine = pitchspec.spec(child, include=[lib])
    assert mine.variant.parent == "house" and mine.include == (lib,)
    assert mine.play(seed=1, max_hands=1).hands == 1


def test_play_is_the_command_s_match() -> None:
    """Same seed, same players: the very text ``pitchspec play`` prints, and its JSON."""
    auction = pitchspec.spec("auction_pitch")
    match = auction.play(seed=4)
    assert match.players == ("heuristic",) * 4
    assert match.text == _cli("play", "auction_pitch", "--seed", "4")
    assert match.data == json.loads(_cli("play", "auction_pitch", "--seed", "4",
                                         "--format", "json"))
    assert match.winners == tuple(match.data["end"]["winners"])
    assert match.hands == match.data["end"]["hands"] and not match.drawn


def test_play_with_other_players_and_tables(house: Path) -> None:
    spec = pitchspec.spec(house)
    mixed = spec.play(seed=2, agents="pimc,random,heuristic", players=3, budget=5)
    assert mixed.players == ("pimc", "random", "heuristic")
    assert mixed.text == _cli("play", str(house), "--seed", "2", "--players", "3",
                              "--agents", "pimc,random,heuristic", "--budget", "5")
    partners = spec.play(seed=2, agents=["random", "first"] * 2, teams=True, max_hands=2)
    assert partners.sides == (0, 1, 0, 1) and partners.hands <= 2
    assert spec.play().seed >= 0  # a fresh seed, told
    with pytest.raises(AgentNameError, match="did you mean 'heuristic'"):
        spec.play(agents="heuristik")
    with pytest.raises(EngineError, match="PS406"):
        pitchspec.spec("partnership_pitch").play(players=3)


def test_a_match_log_replays(tmp_path: Path, house: Path) -> None:
    """A log written from Python replays with ``pitchspec replay``: a bundled variant's
    by its name, a spec beside the log by its file name."""
    bundled = tmp_path / "logs" / "auction.jsonl"
    bundled.parent.mkdir()
    assert pitchspec.spec("auction_pitch").play(seed=3).write_log(bundled) == bundled
    assert json.loads(bundled.read_text().splitlines()[0])["spec"] == "auction_pitch"
    own = tmp_path / "house.jsonl"
    pitchspec.spec(house).play(seed=3).write_log(own, key=b"secret")
    assert json.loads(own.read_text().splitlines()[0])["spec"] == "house.pitch"
    key = tmp_path / "key"
    key.write_bytes(b"secret")
    for log, extra in ((bundled, []), (own, ["--verify-key", str(key)])):
        result = CliRunner().invoke(main, ["replay", str(log), *extra])
        assert result.exit_code == 0, result.output


def test_simulate_defaults_to_the_command_s_heuristic_players() -> None:
    """The library used to default to random players (thousands of deals in 50 random
    matches of Auction Pitch, against a few hundred between heuristic players)."""
    report = pitchspec.spec("auction_pitch").simulate(12, seed=5)
    assert report.data["agents"] == ["heuristic"] * 4
    assert report.data["engine"] == "reference"
    cli = json.loads(_cli("simulate", "auction_pitch", "-n", "12", "--seed", "5",
                          "--format", "json"))
    assert json.loads(json.dumps(report.data)) == cli
    assert report.text == _cli("simulate", "auction_pitch", "-n", "12", "--seed", "5")


def test_simulate_random_players_on_the_batch_kernel() -> None:
    auction = pitchspec.spec("auction_pitch")
    batch = auction.simulate(30, seed=6, agents="random", jobs=2)
    assert batch.data["engine"] == "batch" and batch.data["matches"] == 30
    reference = auction.simulate(30, seed=6, agents="random", engine="reference")
    assert reference.data["engine"] == "reference"
    with pytest.raises(ValueError, match="random"):
        auction.simulate(5, engine="batch")
    with pytest.raises(ValueError, match="engine must be"):
        auction.simulate(5, engine="fast")


def test_verify_judges_against_the_expected_verdicts(house: Path) -> None:
    campbell = pitchspec.spec("campbell_ten_point").verify(["deck_sufficient"])
    assert campbell.verdicts == {"deck_sufficient": "REFUTED"} and campbell.ok
    assert "counterexample" in campbell.text
    cli = json.loads(_cli("verify", "campbell_ten_point", "-p", "deck_sufficient",
                          "--format", "json"))
    assert [{k: v for k, v in row.items() if k not in ("seconds", "rlimit")}
            for row in campbell.data] == \
        [{k: v for k, v in row.items() if k not in ("seconds", "rlimit")} for row in cli]
    mine = pitchspec.spec(house).verify("bids_makeable")
    assert mine.verdicts == {"bids_makeable": "PROVED"} and mine.ok
    with pytest.raises(ValueError, match="PS504"):
        pitchspec.spec(house).verify(["no_such_property"])


def test_diff_is_the_command_s_comparison(house: Path) -> None:
    found = pitchspec.spec("auction_pitch").diff(str(house))
    assert found.verdict == "differ" and not found.equivalent and found.deal is not None
    assert found.rules == (("Target", found.rules[0][1], found.rules[0][2]),)
    cli = json.loads(_cli("diff", "auction_pitch", str(house), "--format", "json"))
    assert {k: v for k, v in found.data.items() if k != "seconds"} == \
        {k: v for k, v in cli.items() if k != "seconds"}
    same = pitchspec.spec("auction_pitch").diff("auction_pitch")
    assert same.equivalent and same.rules == ()


def test_rulebook_refuses_a_folder_of_other_files(tmp_path: Path) -> None:
    pytest.importorskip("sphinx", reason="the rulebook needs the 'docs' extra")
    taken = tmp_path / "taken"
    taken.mkdir()
    (taken / "notes.txt").write_text("mine", encoding="utf-8")
    with pytest.raises(ValueError, match="not a built site"):
        pitchspec.spec("auction_pitch").rulebook(taken)
    assert [p.name for p in taken.iterdir()] == ["notes.txt"]
