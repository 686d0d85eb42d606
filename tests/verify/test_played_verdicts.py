"""Verdicts resting on real matches (docs/verdicts.rst): real matches are played and
judged before any solving; a refutation is a whole match from 0-0 that ``pitchspec play
--deal FILE --strict`` replays to the breaking deal; a deal the solver finds from the
middle of a match is dealt in a real match that gets there; a proof a played deal
contradicts is a fault (PS508), never a verdict."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from pitchspec.cli import main
from pitchspec.pipeline import load
from pitchspec.smt.encode.verdicts import Unsound, Verdict
from pitchspec.smt.prove import anchor
from pitchspec.smt.prove.solve import verify_variant

from conftest import ROOT, SPEC_DIR


def test_solo_pitch_a_set_pitcher_wins_in_a_real_match(tmp_path: Path) -> None:
    """Solo Auction Pitch (V04, 001/002: the first player with 7 at the end of a hand in
    which he was the pitcher wins, set or not): a player past 7 who pitches and is set
    back by less than his lead still wins. The inherited claim "a set bidder never wins"
    is refuted by a match the verifier played; its deal file replays from 0-0 with
    ``--strict``, ending with the set pitcher the winner; the note says the claim holds
    for deals starting with every player short of 7."""
    variant = load(SPEC_DIR / "solo_auction_pitch.pitch")
    [proof] = verify_variant(variant, ["claim:set_never_wins"])
    assert proof.verdict is Verdict.REFUTED and proof.method == "played match"
    assert "short of 7" in proof.note
    example = proof.counterexample
    assert example is not None and example.deal is not None
    assert len(example.deal["deals"]) >= 2 and "scores" not in example.deal
    assert any(line.startswith("reached in deal ") for line in example.lines)
    deal = tmp_path / "match.json"
    deal.write_text(json.dumps(example.deal), encoding="utf-8")
    result = CliRunner().invoke(main, ["play", "solo_auction_pitch", "--deal", str(deal),
                                       "--strict"])
    assert result.exit_code == 0, result.output
    last = [line for line in result.output.splitlines() if "contract:" in line][-1]
    assert last.endswith("- set")
    assert result.output.splitlines()[-1].startswith("winner: seat ")


def test_a_solver_deal_from_mid_match_is_dealt_in_a_real_match(tmp_path: Path) -> None:
    """verify/broken/broken_bonus_order.pitch (Maryland Jack without 'pitcher first'):
    two players going out in one deal, the order unstated. The solver's deal starts
    from scores where two players stand one short; no played match reached them, so a
    real match is steered there and the deal dealt in it: one deal file from 0-0 that
    replays strictly, whose last deal shows the refutation."""
    variant = load(ROOT / "verify" / "broken" / "broken_bonus_order.pitch", [SPEC_DIR])
    [proof] = verify_variant(variant, ["order_deterministic"])
    assert proof.verdict is Verdict.REFUTED, proof.note
    example = proof.counterexample
    assert example is not None and example.deal is not None
    deals = example.deal["deals"]
    assert len(deals) > 1 and example.deal["first_dealer"] is not None
    path = tmp_path / "order.json"
    path.write_text(json.dumps(example.deal), encoding="utf-8")
    spec = ROOT / "verify" / "broken" / "broken_bonus_order.pitch"
    result = CliRunner().invoke(main, ["play", str(spec), "-I", str(SPEC_DIR), "--deal",
                                       str(path), "--strict"])
    assert result.exit_code == 0, result.output
    assert f"hand {len(deals)} " in result.output


def test_a_proof_a_played_deal_breaks_is_a_fault(monkeypatch: pytest.MonkeyPatch) -> None:
    """Should the solver prove what a played deal breaks (here it is made to, for Solo
    Auction Pitch's refuted claim), verify stops with PS508: such a proof is never
    printed or kept."""
    monkeypatch.setattr(anchor, "proves", lambda ob, scale: True)
    variant = load(SPEC_DIR / "solo_auction_pitch.pitch")
    with pytest.raises(Unsound) as raised:
        verify_variant(variant, ["claim:set_never_wins"])
    assert "PS508" in str(raised.value)


def test_every_verdict_of_one_deal_says_where_its_deals_start() -> None:
    """The scores the deals start from, in words, ride with every verdict about one
    deal (not with a trick's or the pack's)."""
    variant = load(SPEC_DIR / "solo_auction_pitch.pitch")
    proofs = {p.property: p for p in verify_variant(
        variant, ["ties_resolved", "top_trump_wins", "deck_sufficient"])}
    assert "a side may stand at 7 or more" in proofs["ties_resolved"].states
    assert proofs["top_trump_wins"].states == proofs["deck_sufficient"].states == ""


def test_the_page_on_verdicts_gives_the_falsifiers_own_numbers() -> None:
    """docs/verdicts.rst says how many matches and deals are played before any solving:
    the numbers the falsifier uses."""
    from pitchspec.smt.witness.falsify import DEALS, MATCHES

    page = (ROOT / "docs" / "verdicts.rst").read_text(encoding="utf-8")
    said = " ".join(page.split())
    assert f"at least {MATCHES} from 0-0, and more until {DEALS} deals are played" in said
