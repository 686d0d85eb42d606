"""The search player's decisions, pinned (issue 32): seeded deals of varied bundled
variants with pimc seats among heuristic ones give the same actions, so making pimc
cheaper (leaner playouts, cached tables, compiled modules) cannot change what it
decides. The strength measured in docs/statistics.rst stands only while it does.

Each entry is the number of actions (chance steps included) of one seeded deal per
seed and the first 16 hex digits of the SHA-256 of their action lists; seat ``s`` is
pimc when ``s + seed`` is even (as benchmarks/bench_pimc_strength.py seats them).
The digests were taken on pimc before its speed work (main at 562e4b1), Classic All
Fours' again once a playout player's memory of the finished tricks no longer carried
cards over from the playout before (one of its pimc card plays changed, seed 0),
California Jack's and Shasta Sam's again once a sample dealt and drew a seat's cards in
an order that keeps the voids he showed (trick and draw: a card of a suit he showed out
of came with a later draw; each of their four seeded deals changed at a pimc card
play), Nine-Five's again once the worlds of a dealer completing his hand from the
stock replayed (every one had been refused, and the decision was the heuristic
player's; seed 1's changed at the pimc dealer's first card taken from the stock, no trump
left there, spades trumps: the Two of diamonds where the heuristic took the Ace),
New Yorker's again once a world was kept only where the seat's whole observation
agreed (its worlds with other seats holding other numbers of cards than the seat saw
are refused), and New Yorker's again once a card dealt beyond the sample to a player
who had thrown away non-trumps unseen was a non-trump, so that he holds as many cards
as the seat saw (its exchange decisions' worlds all kept; both seeded deals changed at
a pimc seat's card thrown away).
A change that means to alter pimc's play (a better search) updates them.
"""

from __future__ import annotations

import hashlib
import random

import pytest

from pitchspec.agents import make_agents
from pitchspec.engine.game import Game
from pitchspec.matches.driver import play_match
from pitchspec.pipeline import load

from conftest import SPEC_DIR

SEEDS = range(2)
BUDGET = 100
"""Playouts a decision, as the benchmarks and the strength table search."""

PINNED: dict[str, tuple[int, str]] = {
    "auction_pitch": (106, "6297224c1d0f7fa5"),
    "seven_up": (54, "7cefa9b7bc1dc8a2"),
    "california_jack": (212, "8c9656298cf96158"),
    "shasta_sam": (212, "4fe5bc070224de1c"),
    "solo_auction_pitch": (106, "6623f5f2eb0c7efa"),
    "classic_all_fours_three_or_more": (128, "6d92f525f4567a3e"),
    "chicago_pitch": (106, "80d9f26fae957f26"),
    "caribbean_all_fours": (128, "2b313fe69e593ff7"),
    "reverse_pitch": (98, "aeb1538f80f7c583"),
    "new_yorker_pitch": (173, "47c827a4c1cb243f"),
    "nine_five": (167, "a7eab0e7dd734bc4"),
    "contway_pitch": (154, "f238f29188ae281f"),
}
"""The ten variants of the strength table, and forced bids with hidden exchanges."""


def fingerprint(name: str) -> tuple[int, str]:
    """The actions of one seeded deal per seed: how many, and their digest."""
    game = Game(load(SPEC_DIR / f"{name}.pitch"), max_hands=1)
    digest, count = hashlib.sha256(), 0
    for seed in SEEDS:
        names = ["pimc" if (s + seed) % 2 == 0 else "heuristic"
                 for s in range(game.num_players)]
        agents = make_agents(names, game, seed, BUDGET)
        result = play_match(game, agents, random.Random(seed))
        digest.update(repr(result.actions).encode())
        count += len(result.actions)
    return count, digest.hexdigest()[:16]


@pytest.mark.parametrize("name", sorted(PINNED))
def test_pimc_decides_each_sampled_deal_as_pinned(name: str) -> None:
    assert fingerprint(name) == PINNED[name]
