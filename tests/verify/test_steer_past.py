"""A solver's deal that needs a side standing past the target without having won: the
match steered there is a real one from 0-0, whatever else the run asks."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace
from typing import cast

from click.testing import CliRunner

from pitchspec.cli import main
from pitchspec.engine import Seating
from pitchspec.pipeline import load
from pitchspec.smt.encode.verdicts import Verdict
from pitchspec.smt.prove.solve import verify_variant
from pitchspec.smt.witness.falsify import Trial
from pitchspec.smt.witness.steer import Need, steer_past

from conftest import SPEC_DIR


def test_contway_a_set_bidder_wins_past_the_target_asked_alone(tmp_path: Path) -> None:
    """Contway 6-Point Pitch at three players (verify/expected.toml): two who did not bid
    reach 11 in one deal, nobody wins and play goes on; from there a set bidder wins.
    Asked alone, the claim's deal needs a side at 16 or more, which a match steered by
    that side's score alone never reaches (it wins first): the two highest sides are
    steered to the brink together and past it. The deal file replays from 0-0 with
    ``--strict``, its last deal set and won by the bidder."""
    variant = load(SPEC_DIR / "contway_pitch.pitch")
    [proof] = verify_variant(variant, ["claim:set_never_wins"])
    assert proof.verdict is Verdict.REFUTED, proof.note
    example = proof.counterexample
    assert example is not None and example.deal is not None
    assert len(example.deal["deals"]) >= 2 and "scores" not in example.deal
    deal = tmp_path / "match.json"
    deal.write_text(json.dumps(example.deal), encoding="utf-8")
    result = CliRunner().invoke(main, ["play", "contway_pitch", "--deal", str(deal),
                                       "--strict"])
    assert result.exit_code == 0, result.output
    last = [line for line in result.output.splitlines() if "contract:" in line][-1]
    assert last.endswith("- set")
    assert result.output.splitlines()[-1].startswith("winner: seat ")


def test_steering_past_the_target_only_where_the_needs_stand_there() -> None:
    """Needs with every side short of the target are left to the usual steering: no
    match is played for them."""
    winning = SimpleNamespace(target=11, hands=None)
    trial = cast(Trial, SimpleNamespace(variant=SimpleNamespace(winning=winning)))
    need = Need((None, 5, None), (None, 8, None))
    assert steer_past(trial, Seating(3, (0, 1, 2)), need, {}, lambda played: True, []) is None
