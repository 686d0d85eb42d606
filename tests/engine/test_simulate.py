"""`pitchspec simulate`: seeded, independent of --jobs, statistics that add up."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from click.testing import CliRunner

from pitchspec.agents import make_agents
from pitchspec.agents.basic import RandomAgent, generator, table_agents
from pitchspec.cli import main
from pitchspec.engine.core.tally import Tally
from pitchspec.engine.game import Game
from pitchspec.matches.driver import play_match
from pitchspec.matches.report import report_data
from pitchspec.matches.stats import (
    batch_jobs,
    batch_refusal,
    jobs_for,
    match_seed,
    run_simulation,
    seat_agents,
    simulate,
)
from pitchspec.pipeline import load

from conftest import SPEC_DIR


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


def stats(name: str, *extra: str) -> dict[str, Any]:
    """simulate's JSON report; random players unless ``extra`` names others."""
    agents = () if "--agents" in extra else ("--agents", "random")
    code, out, err = run("simulate", str(SPEC_DIR / f"{name}.pitch"), "--format", "json",
                         *agents, *extra)
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


def check_match_measures(data: dict[str, Any]) -> None:
    """The per-match measures add up: one entry per match, seats per winning side."""
    matches = data["matches"]
    assert data["players_label"] == f"random x{data['players']}"
    assert data["agents"] == ["random"] * data["players"]
    assert sum(data["lead_changes"]["histogram"].values()) == matches
    assert sum(data["lead_taken"].values()) <= matches - data["draws"]
    last = data["decided_by_last"]
    assert last["of"] == matches and last["count"] <= sum(data["deciding"].values()) <= matches
    sides = data["sides"]
    seats_won = sum(row["count"] for row in data["seats"])
    assert seats_won == sum(w * sides.count(s) for s, w in enumerate(data["wins_by_side"]))
    for row in data["seats"]:
        assert row["of"] == matches and row["ci95"][0] <= (row["rate"] or 0) <= row["ci95"][1]
    for row in data["contracts"].values():
        low, high = row["made_ci95"]
        assert low <= row["made_rate"] <= high
    per = data["hands_per_match"]
    assert per["min"] <= per["p10"] <= per["p25"] <= per["median"] <= per["p75"] \
        <= per["p90"] <= per["max"]


def test_match_measures_add_up_in_the_reference_engine() -> None:
    data = stats("auction_pitch", "-n", "12", "--seed", "5", "--max-hands", "40",
                 "--engine", "reference")
    assert data["engine"] == "reference"
    check_match_measures(data)
    # Auction Pitch (Parlett): a match ends on the credit of one of its four points
    assert set(data["deciding"]) <= {"high", "low", "jack", "game", "bid"}


def test_match_measures_add_up_in_the_batch_kernel() -> None:
    data = stats("auction_pitch", "-n", "40", "--seed", "5", "--max-hands", "60",
                 "--engine", "batch")
    assert data["engine"] == "batch"
    check_match_measures(data)
    assert data["decided_by_last"]["count"] > 0 and data["lead_changes"]["max"] > 0


def test_partnership_seats_share_their_sides_wins() -> None:
    # Partnership Pitch: partners sit opposite, so seats 0 and 2 from the first dealer
    # win together, as do 1 and 3.
    data = stats("partnership_pitch", "-n", "8", "--seed", "2", "--max-hands", "15")
    check_match_measures(data)
    seats = [row["count"] for row in data["seats"]]
    assert seats[0] == seats[2] and seats[1] == seats[3]


def test_the_text_report_names_the_players_and_the_new_measures() -> None:
    code, out, _ = run("simulate", str(SPEC_DIR / "pitch.pitch"), "-n", "3", "--seed", "1",
                       "--max-hands", "20", "--agents", "random")
    assert code == 0
    for text in ("players: random x4", "95% interval", "Wins by seat", "lead changes per "
                 "match", "decided by the last point counted", "winning margin"):
        assert text in out


def test_batch_results_do_not_depend_on_jobs() -> None:
    variant = load(SPEC_DIR / "pitch.pitch")
    game = Game(variant, max_hands=30)
    one = report_data(simulate(batch_jobs(variant, 5, 9, None, None, 30), 1), game, 9)
    assert one == report_data(simulate(batch_jobs(variant, 5, 9, None, None, 30), 2), game, 9)


def test_an_unknown_agent_is_refused_before_any_match() -> None:
    game = Game(load(SPEC_DIR / "pitch.pitch"), max_hands=5)
    with pytest.raises(ValueError, match=r"no player called 'clever'"):
        run_simulation(game, 1, 1, 1, False, agents=("clever",))



def test_players_are_named_per_seat_and_only_random_ones_run_in_the_batch_kernel() -> None:
    assert seat_agents(("random",), 4) == ("random",) * 4
    assert seat_agents(("heuristic", "random", "random"), 3) == ("heuristic", "random", "random")
    with pytest.raises(ValueError, match="names 2 players for a table of 4"):
        seat_agents(("random", "random"), 4)
    assert batch_refusal(("random",) * 4) is None
    assert batch_refusal(("heuristic", "random")) == \
        "the batch kernel plays only random players, not heuristic"


def test_the_report_names_its_players() -> None:
    game = Game(load(SPEC_DIR / "pitch.pitch"), max_hands=10)
    data = run_simulation(game, 2, 1, 1, True, agents=("random",) * 4)
    assert data["agents"] == ["random"] * 4 and data["players_label"] == "random x4"
    assert data["engine"] == "batch"


@pytest.mark.parametrize("engine", ["batch", "reference"])
def test_the_json_report_meets_its_schema(engine: str) -> None:
    from pitchspec import schemas

    data = stats("auction_pitch", "-n", "3", "--seed", "2", "--max-hands", "12",
                 "--engine", engine)
    assert list(schemas.validator("simulate-report").iter_errors(data)) == []


@pytest.mark.parametrize("seed", [0, 1, -7, 2**62 + 17, 2**200, "0:seat0",
                                  "8167391223:seat3", "", "pitchspec ♠"])
def test_a_generator_made_in_one_step_is_random_random(seed: int | str) -> None:
    # the match's and each random seat's generator: the same state, the same draws
    made, plain = generator(seed), random.Random(seed)
    assert type(made) is random.Random and made.getstate() == plain.getstate()
    assert [made.random() for _ in range(3)] == [plain.random() for _ in range(3)]
    assert made.gauss(0, 1) == plain.gauss(0, 1) and made.getstate() == plain.getstate()


def test_a_tables_random_players_share_one_generator_apart_from_the_deal() -> None:
    # one generator for the random seats, random.Random(f"{seed}:players"); the cards
    # come from the match's own, so every line-up is dealt the same first hand
    game = Game(load(str(SPEC_DIR / "auction_pitch.pitch")), max_hands=1)
    seed = match_seed(7, 3)
    table = make_agents(["random", "heuristic"] * 2, game, seed)
    shared = {id(agent.rng) for agent in table if isinstance(agent, RandomAgent)}
    assert len(shared) == 1 and isinstance(table[0], RandomAgent)
    assert table[0].rng.getstate() == random.Random(f"{seed}:players").getstate()
    everyone = table_agents(4, seed)
    assert all(isinstance(agent, RandomAgent) and agent.rng is everyone[0].rng
               for agent in everyone)

    def first_deal(names: list[str]) -> list[int]:
        dealt: list[int] = []
        asked: list[int] = []

        def watch(state: Any, player: int, action: int) -> None:
            (asked if asked or not state.is_chance_node() else dealt).append(action)

        play_match(game, make_agents(names, game, seed), generator(seed), on_action=watch)
        return dealt

    dealt = first_deal(["random"])
    assert len(dealt) >= 24 and dealt == first_deal(["heuristic"]) == first_deal(["first"])
