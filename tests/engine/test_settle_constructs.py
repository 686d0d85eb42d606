"""Settling constructs of issue 29 (deliver 2), each with a worked example as a deal
file in tests/fixtures/deals/settle/ that names its variant and source:

- an outcome by the bidder's score: Cinch's bid of all 14 points made from a score of
  0 wins the match outright, from any other score it is worth its value
  (``made: win match if score 0, else score value``);
- a failed ``lose match`` bid: Roadhouse's reading (the match ends before any point of
  the deal is credited) and the other one, ``set: lose match after scoring`` (the deal
  is credited first and the others' winner decided on it);
- shared wins: ``both_reach: share ties``, where sides tied on the highest score at the
  target win together.

Each failed before these words existed: the Cinch spec scored its 14 point by point and
never won outright, and the two fixture specs did not check. The batch kernel refuses
all three with PS420 (one winner a lane, no score-dependent outcome), tested here.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import play_deal_file

from pitchspec.engine.game import Game
from pitchspec.engine.kernel.supports import supports
from pitchspec.matches.logs.log import EndLine, HandLine, Record
from pitchspec.pipeline import check_text, load

from conftest import ROOT, SPEC_DIR

DEALS = ROOT / "tests" / "fixtures" / "deals" / "settle"
OPTIONS = ROOT / "tests" / "fixtures" / "options"
CINCH = ROOT / "tests" / "fixtures" / "family" / "cinch.pitch"
ROADHOUSE = SPEC_DIR / "roadhouse_pitch.pitch"
ROADHOUSE_SCORED = OPTIONS / "v18_roadhouse_lost_after_scoring.pitch"
SHARE_TIES = OPTIONS / "share_ties_auction_pitch.pitch"


def play_file(spec: Path, file: str, seed: int = 1) -> list[Record]:
    """Every record of the match the deal file starts under ``spec``, the seeded
    players deciding what the file leaves open."""
    players = json.loads((DEALS / file).read_text())["players"]
    game = Game(load(spec, include=[SPEC_DIR]), players)
    return play_deal_file(game, DEALS / file, seed)


def first_deal(records: list[Record]) -> HandLine:
    return next(r for r in records if isinstance(r, HandLine))


def end(records: list[Record]) -> EndLine:
    return next(r for r in records if isinstance(r, EndLine))


def test_cinch_made_from_zero_wins_the_match() -> None:
    """Side 1 at 0 makes the Cinch, all 14 points: it wins the match outright, its
    score unchanged (no point of the deal is credited to a side that wins at once)."""
    records = play_file(CINCH, "cinch_from_zero.json")
    deal = first_deal(records)
    assert deal.contract is not None and deal.contract.special == "cinch"
    assert deal.made is True
    assert end(records).winners == (1,)
    assert end(records).scores == (0, 0)


def test_cinch_made_from_another_score_scores_its_value() -> None:
    """The same deal with side 1 at 30: the Cinch is worth its value, 14, and the match
    goes on."""
    records = play_file(CINCH, "cinch_from_thirty.json")
    deal = first_deal(records)
    assert deal.made is True and deal.scores == (0, 44)
    hands = [r for r in records if isinstance(r, HandLine)]
    assert len(hands) > 1  # nobody won on that deal


def test_roadhouse_failed_moon_credits_no_point_of_the_deal() -> None:
    """V18 Roadhouse's reading: the failed moon ends the match at once; seat 1 took
    High, Jack and Game, but seats 1 and 2 win together on their 0-0 before the deal."""
    records = play_file(ROADHOUSE, "roadhouse_failed_moon.json")
    deal = first_deal(records)
    assert deal.made is False
    assert {(a.point, a.side) for a in deal.awards} >= {("high", 1), ("jack", 1), ("game", 1)}
    assert end(records).winners == (1, 2)
    assert end(records).scores == (0, 0, 0)


def test_a_failed_moon_lost_after_scoring_credits_the_deal() -> None:
    """The other reading, 'set: lose match after scoring': the deal is credited first
    (seat 1 at 3, the set seat 0 keeping nothing), and seat 1 wins alone."""
    records = play_file(ROADHOUSE_SCORED, "roadhouse_failed_moon.json")
    deal = first_deal(records)
    assert deal.made is False
    assert end(records).scores == (0, 3, 0)
    assert end(records).winners == (1,)


def test_sides_tied_on_the_highest_score_share_the_win() -> None:
    """Seats 0 and 1, at 9, both reach 11 in one deal: under 'share ties' both win;
    Auction Pitch itself counts the pitcher's points first and seat 0 wins alone."""
    shared = play_file(SHARE_TIES, "shared_win.json")
    assert end(shared).scores[:2] == (11, 11)
    assert end(shared).winners == (0, 1)
    alone = play_file(SPEC_DIR / "auction_pitch.pitch", "shared_win.json")
    assert end(alone).winners == (0,)


@pytest.mark.parametrize(("spec", "players", "word"), [
    (CINCH, 4, "by the bidder's score"),
    (ROADHOUSE_SCORED, 3, "lose match after scoring"),
    (SHARE_TIES, 3, "share_ties"),
])
def test_the_batch_kernel_refuses_them_by_name(spec: Path, players: int, word: str) -> None:
    """PS420's list names the construct (the reference engine plays it)."""
    missing = supports(load(spec, include=[SPEC_DIR]), players)
    assert any(word in m for m in missing), missing


def test_an_outcome_by_score_needs_its_else_and_an_else_its_if() -> None:
    """'win match if score 0' alone leaves the other scores unsaid (PS212); an 'else'
    after a plain outcome has no 'if' to answer (PS203)."""
    text = '''variant bad "Bad" extends auction_pitch

bidding {
  bid two "Two" {
    at: 2
    made: win match if score 0
  }
  bid three "Three" {
    at: 3
    made: score value, else lose bid
  }
}
'''
    result = check_text(text, SPEC_DIR / "bad.pitch", include=[SPEC_DIR])
    found = sorted((d.code, d.span.line) for d in result.diagnostics if d.is_error)
    assert found == [("PS203", 10), ("PS212", 6)]
