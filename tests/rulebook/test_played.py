"""A deal file played by the engine for a page (pitchspec/rulebook/played.py): a whole
match of several deals, a file whose moves run out, a move the variant refuses."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from pitchspec import load
from pitchspec.matches.logs.log_format import spec_digest
from pitchspec.rulebook import render
from pitchspec.rulebook.played import play
from pitchspec.rulebook.results import Results, parse_verification, parse_verified
from pitchspec.rulebook.site import page_context

from conftest import ROOT, SPEC_DIR

AUCTION = SPEC_DIR / "auction_pitch.pitch"
FIXTURE = ROOT / "tests" / "fixtures" / "deals" / "auction_pitch_bid_three.json"


def _match(deals: int, seed: int = 3) -> tuple[dict[str, Any], dict[str, Any]]:
    """The first ``deals`` deals of a seeded match as a deal file, and ``pitchspec
    play``'s JSON of that match."""
    done = subprocess.run([sys.executable, "-m", "pitchspec", "play", "auction_pitch",
                           "--seed", str(seed), "--format", "json", "--max-hands",
                           str(deals)], capture_output=True, text=True, check=True)
    played = json.loads(done.stdout)
    file = {"format": "pitchspec-deal", "version": 1, "variant": "auction_pitch",
            "players": played["header"]["players"],
            "first_dealer": played["deals"][0]["dealer"],
            "deals": [{"hands": {str(s): cards for s, cards in enumerate(deal["dealt"])},
                       "actions": [[d["player"], d["label"]] for d in deal["decisions"]]}
                      for deal in played["deals"]]}
    return file, played


def _page(deal: dict[str, Any]) -> str:
    variant, context, _ = page_context(AUCTION, None)
    data = {"variant": "auction_pitch", "spec_sha256": spec_digest(variant), "budget": 1.0,
            "pitchspec": "0", "properties": [
                {"name": "ties_resolved", "verdict": "refuted", "claim": "One winner.",
                 "story": ["4 players (each plays alone)"], "deal": "match.deal.json"}]}
    results = Results(parse_verification(data), None, verified=parse_verified(data),
                      deals={"match.deal.json": deal})
    page = render(variant, dataclasses.replace(context, results=results, links=False))
    return " ".join(page.split("Verification\n")[1].split("Statistics from")[0].split())


def test_a_match_of_several_deals_is_shown_deal_by_deal() -> None:
    """A file of a whole match: a row per deal (the scores after each as the engine
    keeps them), then the last deal in full."""
    file, played = _match(2)
    page = _page(file)
    assert "The match, deal by deal" in page and "The last deal in full:" in page
    names = ["South", "West", "North", "East"]
    for deal in played["deals"]:
        scores = ", ".join(f"{names[s]} {v}" for s, v in
                           enumerate(deal["result"]["scores"][:-1]))
        assert f"{scores} and East {deal['result']['scores'][-1]}" in page
    last = played["deals"][-1]["tricks"][0]
    assert f"Trick 1: {names[last['leader']]} leads" in page
    assert "writes this match as a file" in page


def test_the_matchs_deals_are_the_engines() -> None:
    file, played = _match(3, seed=8)
    match = play(load(AUCTION), file)
    assert [d.after for d in match.deals] == \
        [tuple(d["result"]["scores"]) for d in played["deals"]]
    assert [[(t.leader, t.winner) for t in d.tricks] for d in match.deals] == \
        [[(t["leader"], t["winner"]) for t in d["tricks"]] for d in played["deals"]]


def test_a_file_whose_moves_run_out_stops_there() -> None:
    deal = json.loads(FIXTURE.read_text(encoding="utf-8"))
    for moves in deal["deals"][0]["moves"].values():
        del moves[3:]
    match = play(load(AUCTION), deal)
    assert match.stopped == "moves" and match.refused is None
    assert len(match.deals[0].tricks) == 2 and not match.deals[0].finished
    assert "The deal file gives no more moves here" in _page(deal)


def test_a_move_the_variant_refuses_stops_the_deal_saying_why() -> None:
    """A move of the file that is not legal when its turn comes (a card the seat does
    not hold) stops the deal there, with the engine's reason."""
    deal = json.loads(FIXTURE.read_text(encoding="utf-8"))
    moves = deal["deals"][0]["moves"]["2"]
    moves[1], moves[2] = moves[2], "2H"
    match = play(load(AUCTION), deal)
    assert match.stopped == "refused" and match.refused and "not legal" in match.refused


@pytest.mark.parametrize("spec", ["pitch_lone_jack.json", "auction_pitch_bid_three.json"])
def test_the_fixture_deals_play_as_their_files_say(spec: str) -> None:
    deal = json.loads((ROOT / "tests" / "fixtures" / "deals" / spec).read_text(
        encoding="utf-8"))
    variant = load(SPEC_DIR / f"{deal['variant']}.pitch")
    match = play(variant, deal)
    assert match.stopped is None and match.deals[0].finished


def test_a_file_for_other_cards_is_not_playable(tmp_path: Path) -> None:
    from pitchspec.rulebook.played import NotPlayable

    deal = json.loads(FIXTURE.read_text(encoding="utf-8"))
    deal["deals"][0]["hands"]["0"][0] = "joker"
    with pytest.raises(NotPlayable, match="joker"):
        play(load(AUCTION), deal)


def test_a_deal_file_is_played_at_the_table_it_states() -> None:
    """A refutation found at four in partnerships is shown as played by partners: the
    page seats the table the deal file names (``teams``), not the variant's default
    (Auction Pitch's four play alone unless they choose partners)."""
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    assert play(load(AUCTION), data).sides == (0, 1, 2, 3)
    partners = play(load(AUCTION), {**data, "teams": 2})
    assert partners.sides == (0, 1, 0, 1)
