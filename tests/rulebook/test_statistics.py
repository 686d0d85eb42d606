"""The statistics section of a variant's page: who played, made-rates with intervals,
match length and seat charts drawn by matplotlib as reproducible SVG."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pytest

from pitchspec import load
from pitchspec.engine.game import Game
from pitchspec.matches.stats import run_simulation
from pitchspec.rulebook.results import BidLevel, Results, SeatRate, parse_stats
from pitchspec.rulebook.site import page_context

from conftest import SPEC_DIR

pytest.importorskip("matplotlib", reason="the 'docs' extra (matplotlib) is not installed")

from pitchspec.rulebook import render
from pitchspec.rulebook.chart import bid_chart, histogram_chart, seat_chart


@pytest.fixture(scope="module")
def auction_stats() -> dict[str, Any]:
    """Auction Pitch, 10 matches of at most 30 deals between random players, seed 1."""
    game = Game(load(SPEC_DIR / "auction_pitch.pitch"), max_hands=30)
    return run_simulation(game, 10, 1, 1, use_batch=True)


def page(data: dict[str, Any]) -> str:
    variant, context, _ = page_context(SPEC_DIR / "auction_pitch.pitch", None)
    results = Results(None, parse_stats(data))
    return render(variant, dataclasses.replace(context, children=(), source=None,
                                               results=results))


def test_the_page_names_the_players_and_shows_every_measure(
        auction_stats: dict[str, Any]) -> None:
    text = page(auction_stats).split("Statistics from simulation")[1]
    assert "(players: random x4)" in text
    for phrase in ("95% range", "To the bidder's side", "How many deals a match lasted",
                   "counted from the first dealer", "The lead changed sides",
                   "The last point counted in the final deal decided"):
        assert phrase in " ".join(text.split()), phrase
    assert text.count('<svg class="pitch-chart"') == 3


def test_the_same_statistics_give_the_same_page(auction_stats: dict[str, Any]) -> None:
    first = page(auction_stats)
    assert first == page(auction_stats)
    assert "<dc:date>" not in first and "Matplotlib" not in first.split("<svg")[1][:2000]


def test_charts_are_matplotlib_svg_with_text_and_fixed_ids() -> None:
    svg = bid_chart((BidLevel("2", 10, 7), BidLevel("Shoot the moon", 4, 0)))
    assert svg.startswith('<svg class="pitch-chart" role="img" ')
    assert ">70% of 10<" in svg and ">Shoot the moon<" in svg  # text stays text
    assert svg == bid_chart((BidLevel("2", 10, 7), BidLevel("Shoot the moon", 4, 0)))
    ids = re.findall(r'id="([^"]+)"', svg)
    assert ids and len(ids) == len(set(ids))
    other = seat_chart((SeatRate(3, 10), SeatRate(7, 10)))
    assert not set(ids) & set(re.findall(r'id="([^"]+)"', other))
    assert "deals in the match" in histogram_chart(((3, 2), (4, 5)), "deals in the match", "h")


def test_an_old_statistics_file_still_renders() -> None:
    old = {"players": 4, "seed": 7, "matches": 10, "hands": 200,
           "contracts": {"2": {"contracts": 100, "made": 60}},
           "points": {"high": {"awarded": 200}}, "hands_per_match": {"mean": 20.0}}
    text = page(old).split("Statistics from simulation")[1]
    assert "(players: random x4)" in " ".join(text.split()) and text.count("<svg") == 1
