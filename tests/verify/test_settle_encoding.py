"""The encoding of issue 29's settling words scores the engine's hands: an outcome by
the bidder's score ('made: win match if score 0, else score value'), a match lost after
the deal is credited ('set: lose match after scoring') and shared wins ('both_reach:
share ties'). Hands the engine played from random prior scores are pinned into the
outcome model (tests/verify/support/pin.py) and must come to the engine's awards, bid
made or set, winners and scores, and only to them; the hands must cover the words: the
score-dependent bid made from 0 and from another score, a failed moon, a shared win.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from pitchspec import load
from pitchspec.smt.encode.context import Context
from pitchspec.smt.encode.states import ScoreStates

from conftest import ROOT, SPEC_DIR
from support import enginehand
from support.pin import Status, differential

FIXTURES = ROOT / "tests" / "fixtures" / "soundness"


def _agree(name: str, seeds: range, monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """Every hand agrees; what the hands covered, counted. Every other hand starts from
    0 each (the score an outcome names) or from level scores a deal short of the
    target (where sides reach it together); the rest from the model's random priors."""
    drawn = enginehand.draw_priors

    def priors(states: ScoreStates, sides: int, rng: random.Random) -> tuple[int, ...]:
        pick = rng.random()
        if pick < 0.25:
            return (0,) * sides
        if pick < 0.5:
            return (states.at - 1,) * sides
        return drawn(states, sides, rng)

    monkeypatch.setattr(enginehand, "draw_priors", priors)
    variant = load(FIXTURES / f"{name}.pitch", [SPEC_DIR])
    cache: dict[tuple[int, int | None], Context] = {}
    seen: Counter[str] = Counter()
    for seed in seeds:
        c = differential(variant, seed, cache)
        assert c.status is Status.AGREE, str(c)
        record, prior = c.hand.record, c.hand.prior
        contract = record.contract
        made = c.hand.settlement.made if c.hand.settlement is not None else None
        if contract is not None and contract.special == "two" and made:
            side = record.sides[contract.bidder]
            seen["two made from 0" if prior[side] == 0 else "two made from other"] += 1
        if contract is not None and contract.special == "moon" and made is False:
            seen["moon failed"] += 1
        if len(c.hand.winners) > 1:
            seen["shared"] += 1
    return seen


@pytest.mark.parametrize(("name", "wanted"), [
    ("score_dependent_bid", ("two made from 0", "two made from other")),
    ("moon_lost_after_scoring", ("moon failed",)),
    ("ties_share", ("shared",)),
])
def test_the_encoding_scores_the_engines_hands(name: str, wanted: tuple[str, ...],
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    seen = _agree(name, range(60), monkeypatch)
    assert all(seen[w] for w in wanted), seen
