"""Rules fidelity, round 3 (issue 29): the rules of play a table states that the
language could not say, or said only with another rule's meaning. Worked examples as
deal files in tests/fixtures/deals/fidelity/, each naming its variant and source; each
fails on the language before issue 29 (a move refused as PS402, or a spec that could not
be written).

Seats are numbered from 0 in the direction of play, the dealer at seat 0 unless the
file says otherwise. Seeds: 000 (the Pitch article); V-ids are those of
/work/shared/rules/VARIANTS.md.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from pitchspec.engine.game import Game
from pitchspec.engine.logs.deal_file import read_deal_file
from pitchspec.engine.logs.log import ActionLine, Record, record_match
from pitchspec.engine.sim.agents import Vocabulary, seeded_agents
from pitchspec.pipeline import load

from conftest import ROOT

DEALS = ROOT / "tests" / "fixtures" / "deals" / "fidelity"
FIXTURES = ROOT / "tests" / "fixtures"


def play_file(spec: Path, file: str, seed: int = 1) -> list[Record]:
    """Every record of the match the deal file starts, played with seeded players."""
    players = json.loads((DEALS / file).read_text())["players"]
    game = Game(load(spec), players)
    deal = read_deal_file(DEALS / file).compile(game)
    agents = deal.agents(seeded_agents(game.num_players, seed),
                         Vocabulary.of(game.variant))
    _, records = record_match(game, agents, random.Random(seed), deal.chance,
                              deal.first_dealer, scores=deal.scores)
    return records


def plays(records: list[Record], hand: int = 1) -> list[tuple[int, str]]:
    """(seat, card) of each card played in a hand, in order."""
    return [(r.player, r.label) for r in records if isinstance(r, ActionLine)
            and r.hand == hand and r.phase == "play"]


def test_trump_broken_does_not_make_players_follow_suit() -> None:
    """Barn Pitch with 'follow: follow or trump' (issue 29): 'trump_broken: required'
    is a rule of leading only. Seat 2 trumps the 4D with the KH while he holds the 8D,
    before trump is broken."""
    spec = FIXTURES / "rulebook" / "trump_broken_follow_or_trump.pitch"
    records = play_file(spec, "trump_broken_follow_or_trump.json")
    assert plays(records)[:2] == [(1, "4D"), (2, "KH")]
