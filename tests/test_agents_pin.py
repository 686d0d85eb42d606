"""The heuristic player's decisions, pinned (issue 12): every bundled variant's seeded
matches with heuristic players in every seat give the same actions, so making the
player cheaper (cached hand estimates, compiled tables) cannot change what it does.

Each entry is the number of actions (chance steps included) of three seeded matches,
capped at 40 deals, and the first 16 hex digits of the SHA-256 of their action lists.
The digests were taken on the player before its optimisation (commit d00a6f5). A
change that means to alter the player's play (a better rule of thumb) updates them.
"""

from __future__ import annotations

import hashlib
import random

import pytest

from pitchspec import catalogue
from pitchspec.agents import make_agents
from pitchspec.engine.core.rules import EngineError
from pitchspec.engine.game import Game
from pitchspec.matches.driver import play_match
from pitchspec.pipeline import load

from conftest import SPEC_DIR

SEEDS = range(3)
MAX_HANDS = 40

PINNED: dict[str, tuple[int, str]] = {
    "abacos_pitch": (1851, "5f512c3f1c27121b"),
    "all_fives": (1295, "56b31ab253c0cf5e"),
    "auction_pitch": (1459, "f1e6976846b07ad9"),
    "barn_pitch": (1646, "7c58d06061799a0a"),
    "blind_blind": (2011, "72eff35023134e7f"),  # issue 29: the others earn together
    "bonanza_pitch": (1389, "21e2d919089e4d2b"),
    "california_jack": (948, "0f10f455b771e168"),
    "campbell_eleven_point": (3019, "9f653453061450da"),
    "campbell_ten_point": (2085, "3aeb2b4fc615abe9"),
    "caribbean_all_fours": (1120, "1b7951bdaacbda5f"),
    "carthage_ten_point": (2051, "96183ed0533ab62a"),
    "cell_pitch": (3856, "d29a10dec61965e0"),
    "chicago_pitch": (783, "5f36d9a0882fe295"),
    "classic_all_fours": (362, "160d7fa20c92e199"),
    "classic_all_fours_cotton": (562, "77cd929ddc7d516c"),
    "classic_all_fours_three_or_more": (916, "f0a9531c8ae31004"),
    "commercial_pitch": (1147, "b996a606b3b8e0f2"),
    "contway_pitch": (984, "630133cc4ba5a927"),
    "dai_fem": (3272, "f5298e2c8aa78fbd"),
    "five_nine_ne_connecticut": (3261, "d237aacca1d5f7d7"),
    "juniper_pitch": (3279, "48b97aab33de8da3"),
    "lancashire_all_fours": (709, "daaa067efdee7a9d"),
    "man_o_war_pitch": (1710, "9da220c9e91084ab"),
    "maryland_jack": (3635, "0b2b7192c452a460"),
    "new_yorker_pitch": (1852, "d9e11703a02c26ec"),
    "nine_five": (3575, "7e59ddf1fb1d7e1f"),
    "nine_five_common": (2766, "543e15376401e117"),
    "nine_five_hot": (3800, "97a8a65113f1e200"),
    "nine_five_nw_connecticut": (3381, "8a3b1aa69d767252"),
    "oklahoma_ten_point": (1511, "d77fd9f5680ca6b0"),
    "partnership_pitch": (1719, "48b68b650eb00672"),
    "pitch": (1107, "b6bf8ce21b9db1e8"),
    "pub_all_fours": (627, "412ed12a0a6ce868"),
    "reverse_pitch": (1251, "65951f20ac85ed89"),
    "roadhouse_pitch": (2007, "4d36470bb5c62383"),
    "running_fours": (1104, "8e0c4d8184a99f17"),  # issue 29: Low counts the cards run
    "se_missouri_seven_point": (2423, "25be8ec2424e3113"),
    "seven_point_pitch": (2283, "13ef55c0ae021263"),
    "seven_up": (362, "160d7fa20c92e199"),
    "seventeen_point_pitch": (1232, "b67338d298bf3e0a"),
    "shasta_sam": (843, "2a896fa662b9d540"),
    "solo_auction_pitch": (575, "c694f5231c211b15"),
    "susqy_river_ten_point": (4217, "eef050cd7a3aba9b"),
    "two_trump_pitch": (3987, "99417d473afe3e70"),
    "wahoo_ten_point": (1924, "a3079c4b379aec38"),
    "yorkshire_all_fours": (709, "daaa067efdee7a9d"),
}
"""Per bundled variant, at its default table."""

TABLES: dict[tuple[str, int, bool | None], tuple[int, str]] = {
    ("auction_pitch", 3, None): (822, "a9c0f3668a1d202d"),
    ("auction_pitch", 2, None): (419, "5151a23e7cb0d369"),
    ("pitch", 4, True): (675, "b3aff86e8e040d5e"),
    ("all_fives", 2, None): (657, "f95b6c38720a3391"),
}
"""Other tables: (variant, players, teams)."""


def fingerprint(game: Game) -> tuple[int, str]:
    """The actions of the seeded heuristic matches: how many, and their digest."""
    digest, count = hashlib.sha256(), 0
    for seed in SEEDS:
        result = play_match(game, make_agents(["heuristic"], game, seed), random.Random(seed))
        digest.update(repr(result.actions).encode())
        count += len(result.actions)
    return count, digest.hexdigest()[:16]


def test_every_bundled_variant_is_pinned() -> None:
    playable = []
    for name in catalogue.names():
        try:
            Game(load(SPEC_DIR / f"{name}.pitch"))
        except EngineError:
            continue
        playable.append(name)
    assert sorted(PINNED) == sorted(playable)


@pytest.mark.parametrize("name", sorted(PINNED))
def test_the_heuristic_plays_each_variant_as_pinned(name: str) -> None:
    game = Game(load(SPEC_DIR / f"{name}.pitch"), max_hands=MAX_HANDS)
    assert fingerprint(game) == PINNED[name]


@pytest.mark.parametrize("key", sorted(TABLES, key=repr))
def test_the_heuristic_plays_other_tables_as_pinned(key: tuple[str, int, bool | None]) -> None:
    name, players, teams = key
    game = Game(load(SPEC_DIR / f"{name}.pitch"), players, teams, max_hands=MAX_HANDS)
    assert fingerprint(game) == TABLES[key]
