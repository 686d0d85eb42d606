"""`pitchspec simulate`: seeded, independent of --jobs, statistics that add up."""

from __future__ import annotations

import json
from typing import Any

import pytest
from click.testing import CliRunner

from pitchspec.cli import main
from pitchspec.engine.game import Game
from pitchspec.engine.stats import Tally, jobs_for, match_seed, report_data, simulate
from pitchspec.pipeline import load

from conftest import SPEC_DIR


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


def stats(name: str, *extra: str) -> dict[str, Any]:
    code, out, err = run("simulate", str(SPEC_DIR / f"{name}.pitch"), "--format", "json",
                         *extra)
    assert code == 0, err
    data: dict[str, Any] = json.loads(out)
    return data


@pytest.fixture(scope="module")
def auction() -> dict[str, Any]:
    return stats("auction_pitch", "-n", "12", "--seed", "5", "--max-hands", "15")


def test_made_never_exceeds_contracts_and_every_hand_has_one(auction: dict[str, Any]) -> None:
    contracts = auction["contracts"]
    assert contracts
    assert all(0 <= row["made"] <= row["contracts"] for row in contracts.values())
    assert sum(row["contracts"] for row in contracts.values()) == auction["hands"]
    assert set(contracts) <= {"1", "2", "3", "moon"}


def test_points_add_up_by_side_and_by_bidder(auction: dict[str, Any]) -> None:
    hands = auction["hands"]
    assert set(auction["points"]) == {"high", "low", "jack", "game"}
    for row in auction["points"].values():
        assert sum(row["by_side"]) == row["awarded"] == row["value"]
        assert row["to_bidder"] + row["to_others"] == row["awarded"]
        assert row["awarded"] <= hands
    assert auction["points"]["high"]["awarded"] == hands  # a trump is always in play
    histogram = {int(k): v for k, v in auction["points_per_hand"].items()}
    assert sum(histogram.values()) == hands
    total = sum(row["value"] for row in auction["points"].values())
    assert sum(k * v for k, v in histogram.items()) == total


def test_hands_per_match_and_results_add_up(auction: dict[str, Any]) -> None:
    per = auction["hands_per_match"]
    counts = {int(k): v for k, v in per["histogram"].items()}
    assert sum(counts.values()) == auction["matches"] == 12
    assert sum(k * v for k, v in counts.items()) == auction["hands"]
    assert per["min"] <= per["mean"] <= per["max"] <= 15
    assert sum(auction["wins_by_side"]) + auction["draws"] >= auction["matches"]
    assert 0 <= auction["draws"] <= auction["matches"]


def test_results_do_not_depend_on_jobs() -> None:
    one = stats("pitch", "-n", "16", "--seed", "3", "--jobs", "1")
    two = stats("pitch", "-n", "16", "--seed", "3", "--jobs", "2")
    assert one == two
    assert one != stats("pitch", "-n", "16", "--seed", "4")


def test_chunking_does_not_change_the_tally() -> None:
    variant = load(SPEC_DIR / "pitch.pitch")
    game = Game(variant)
    whole = simulate(jobs_for(variant, 9, 1, None, None, 1000, 1), 1)
    pieces = Tally()
    for job in jobs_for(variant, 9, 1, None, None, 1000, 8):
        pieces.merge(simulate([job], 1))
    assert report_data(whole, game, 1) == report_data(pieces, game, 1)


def test_match_seeds_differ_and_repeat() -> None:
    seeds = [match_seed(7, i) for i in range(100)]
    assert len(set(seeds)) == 100 and seeds == [match_seed(7, i) for i in range(100)]


def test_a_variant_without_an_auction_has_no_contracts() -> None:
    data = stats("pitch", "-n", "5", "--seed", "1", "--players", "3")
    assert data["contracts"] == {} and data["players"] == 3
    assert all(row["to_bidder"] == row["to_others"] == 0 for row in data["points"].values())


def test_partnerships_count_by_team() -> None:
    data = stats("nine_five", "-n", "3", "--seed", "2")
    assert data["sides"] == [0, 1, 0, 1] and len(data["wins_by_side"]) == 2
    assert data["points"]["nine"]["value"] == 9 * data["points"]["nine"]["awarded"]


def test_text_report_has_the_tables() -> None:
    code, out, _ = run("simulate", str(SPEC_DIR / "auction_pitch.pitch"), "-n", "4",
                       "--seed", "1", "--max-hands", "10")
    assert code == 0
    for title in ("Contracts", "Points", "Points awarded per hand", "hands per match:",
                  "draws by the hand limit"):
        assert title in out


def test_refusals_exit_1() -> None:
    code, _, err = run("simulate", str(SPEC_DIR / "classic_all_fours.pitch"), "-n", "2",
                       "--players", "6")
    assert code == 1 and "error[PS406]" in err
    code, _, err = run("simulate", "no/such.pitch", "-n", "2")
    assert code == 1 and "error[PS002]" in err
