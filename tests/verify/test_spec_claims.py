"""Authors' claims verified on the outcome model (pitchspec/smt/prove/claims.py): proved,
refuted with a real hand the engine replays, witnessed; selected with --property,
saved with --save-cex, carried by --results to the rulebook page; cached per claim."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

from click.testing import CliRunner

from pitchspec.cli import main
from pitchspec.matches.logs.log_format import spec_digest
from pitchspec.pipeline import check_text, load
from pitchspec.rulebook.page import Context, render
from pitchspec.rulebook.results import Results, Verified, load_results
from pitchspec.smt.encode.verdicts import Verdict
from pitchspec.smt.prove import cache
from pitchspec.smt.prove.solve import expand_names, unknown_names, verify_variant

from conftest import SPEC_DIR


def _house(claims: str, parent: str = "pitch") -> tuple[Path, str]:
    text = f'variant house "House" extends {parent}\n\nproperties {{\n{claims}}}\n'
    return Path("house.pitch"), text


def _variant(claims: str, parent: str = "pitch"):  # type: ignore[no-untyped-def]
    path, text = _house(claims, parent)
    result = check_text(text, path, include=[SPEC_DIR])
    assert result.ok and result.variant is not None, result.diagnostics
    return result.variant


def test_pitchs_four_point_claim_is_proved() -> None:
    """Pitch (spec/pitch.pitch, source 000; P-13): High, Low, Jack, Game - at most 4."""
    [proof] = verify_variant(load(SPEC_DIR / "pitch.pitch"), ["claim:points"])
    assert proof.verdict is Verdict.PROVED and proof.claim == "at most 4 points a deal"


def test_a_false_claim_is_refuted_with_a_replayed_hand() -> None:
    """Pitch gives 4 points when the Jack is out and Game is won: 'at most 3' is false."""
    variant = _variant('  claim "at most 3": points per deal <= 3\n')
    [proof] = verify_variant(variant, ["claim:at_most_3"])
    assert proof.verdict is Verdict.REFUTED
    example = proof.counterexample
    assert example is not None and example.deal is not None
    why = example.lines[-1]
    assert why.startswith('why: the hand breaks the claim "at most 3" (points per deal <= 3)')
    assert why.endswith("points per deal 4")


def test_a_some_deal_claim_is_proved_by_a_witness() -> None:
    """Auction Pitch's moon (spec/auction_pitch.pitch, source 000) can be made."""
    variant = _variant('  claim moon "the moon": some deal makes bid moon\n', "auction_pitch")
    [proof] = verify_variant(variant, ["claim:moon"])
    assert proof.verdict is Verdict.PROVED and proof.counterexample is not None
    assert "makes bid moon: yes" in proof.counterexample.lines[-1]


def test_a_some_deal_claim_no_deal_can_show_is_refuted() -> None:
    variant = _variant('  claim five "five points": some deal where points per deal >= 5\n')
    [proof] = verify_variant(variant, ["claim:five"])
    assert proof.verdict is Verdict.REFUTED and proof.counterexample is None


def test_claim_names_select_and_expand() -> None:
    variant = load(SPEC_DIR / "auction_pitch.pitch")
    assert unknown_names(["claims", "claim:points", "points_bounded", "claim:", "x"]) == \
        ["claim:", "x"]
    assert expand_names(["points_bounded", "claims", "claim:nope"], variant) == \
        ["points_bounded", "claim:points", "claim:one_winner", "claim:top_bid_takes_all",
         "claim:set_never_wins"]


def test_the_cache_key_holds_only_the_claim_verified() -> None:
    variant = _variant('  claim "x": points per deal <= 4\n')
    other = dataclasses.replace(variant, claims=variant.claims[:-1])
    assert cache.key(variant, "points_bounded", 1.0) == cache.key(other, "points_bounded", 1.0)
    changed = dataclasses.replace(variant, claims=(dataclasses.replace(
        variant.claims[-1], words="y"),))
    assert cache.key(variant, "claim:x", 1.0) != cache.key(changed, "claim:x", 1.0)


def test_verify_cli_tells_saves_and_publishes_a_refuted_claim(tmp_path: Path) -> None:
    path, text = _house('  claim "at most 3": points per deal <= 3\n')
    spec = tmp_path / path
    spec.write_text(text, encoding="utf-8")
    cex, results = tmp_path / "cex", tmp_path / "results"
    out = CliRunner().invoke(main, ["verify", str(spec), "--include", str(SPEC_DIR),
                                    "-p", "claim:at_most_3", "--save-cex", str(cex),
                                    "--results", str(results)])
    assert out.exit_code == 1, out.output
    assert "1 claims" in out.output and "house: claim:at_most_3 REFUTED" in out.output
    deal = json.loads((cex / "house.claim-at_most_3.json").read_text(encoding="utf-8"))
    assert deal["description"].startswith("claim:at_most_3")
    found, _ = load_results(results, "house")
    assert found.properties is not None
    [prop] = found.properties
    assert prop.name == "claim:at_most_3" and prop.claim == "at most 3" and prop.story
    variant = load(spec, [SPEC_DIR])
    page = render(variant, Context(results=found, links=False))
    claims = page[page.index("Claims\n------"):]
    assert "At most 3" in claims and "``points per deal <= 3``" in claims
    # verify names the rules it verified: the page ties the verdict to them and shows it
    assert found.verified is not None and found.verified.spec_sha256 == spec_digest(variant)
    assert "**Refuted at 4 players, each alone**" in claims and "A deal that breaks it:" in claims
    # the verdict names its table in the page's words; the note does not say it again
    assert "at 4 players alone" not in claims
    # the same verdict file beside other rules is not shown as theirs
    other = dataclasses.replace(found, verified=Verified("0" * 64, 1.0, "0"))
    page = render(variant, Context(results=other, links=False, pictures=False))
    claims = page[page.index("Claims\n------"):]
    assert "**Refuted" not in claims and "Not verified" in claims


def test_a_page_without_results_says_its_claims_are_not_verified() -> None:
    page = render(load(SPEC_DIR / "auction_pitch.pitch"), Context(results=Results(),
                                                                  links=False))
    claims = page[page.index("Claims\n------"):]
    assert "Making the 4 bid takes every point" in claims
    assert "``--property claim:points``, stated by Pitch" in " ".join(claims.split())
    assert "The highest bid, 4, is every point a deal can give" in " ".join(claims.split())
    assert "verification results for these rules are not available" in claims


def test_recorded_claim_verdicts_read_back(tmp_path: Path) -> None:
    """--record writes a claim's name as a quoted TOML key that --expected reads back."""
    from pitchspec.cli.verify_run import Expectation, Outcome, read_expectations, record
    from pitchspec.smt.encode.verdicts import Proof

    proofs = [Proof(Verdict.PROVED, "claim:points", "house"),
              Proof(Verdict.REFUTED, "claim:x", "house", note="three points")]
    path = tmp_path / "expected.toml"
    record([Outcome(p, Expectation(Verdict.PROVED)) for p in proofs], path)
    back = read_expectations(path)
    assert back.get("house", "claim:points").verdict is Verdict.PROVED
    assert back.get("house", "claim:x").verdict is Verdict.REFUTED
    assert back.get("house", "claim:x").why == "three points"


def test_a_claim_over_every_deal_is_solved_from_the_card_level() -> None:
    """Claims over every deal (or no deal) leave the outcome model's level 0 (no card
    placed) to the settling model tried first; a 'some deal' claim keeps every level.
    Classic All Fours (spec/classic_all_fours.pitch, P-14): 'at most 6 points a deal'
    is proved on the card level."""
    from pitchspec.smt.encode.context import contexts
    from pitchspec.smt.prove.claims import FROM_LEVEL, claim_obligations

    variant = _variant('  claim some "four": some deal where points per deal >= 4\n')
    [ctx] = contexts(variant)
    by_name = {c.name: c for c in variant.claims}
    [every] = claim_obligations(ctx, by_name["points"])
    [some] = claim_obligations(ctx, by_name["some"])
    assert every.data["from_level"] == FROM_LEVEL == 1 and "from_level" not in some.data
    [proof] = verify_variant(load(SPEC_DIR / "classic_all_fours.pitch"), ["claim:points"])
    assert proof.verdict is Verdict.PROVED and proof.method == "outcome model"


def test_settlement_claims_are_proved_and_a_false_one_refuted() -> None:
    """Solo Pitch (spec/solo_auction_pitch.pitch, sources 001/002; P-43): a made bid scores
    what the bidder took, a set bidder loses his bid - both PROVED on the settling model; 'the
    bidder never loses points' is REFUTED by a replayed deal in which he is set back,
    and the dealer's side can take all four points (a witness)."""
    variant = _variant(
        '  claim never_loses "the bidder never loses": loss of bidder <= 0\n'
        '  claim dealer_all "the dealer takes all": some deal where points of dealer = 4\n',
        "solo_auction_pitch")
    proofs = {p.property: p for p in verify_variant(
        variant, ["claim:made_scores", "claim:set_loses", "claim:never_loses",
                  "claim:dealer_all"])}
    assert proofs["claim:made_scores"].verdict is Verdict.PROVED
    assert proofs["claim:set_loses"].verdict is Verdict.PROVED
    refuted = proofs["claim:never_loses"]
    assert refuted.verdict is Verdict.REFUTED and refuted.counterexample is not None
    why = refuted.counterexample.lines[-1]
    assert "bid set" in "\n".join(refuted.counterexample.lines) and "loss of bidder" in why
    witness = proofs["claim:dealer_all"]
    assert witness.verdict is Verdict.PROVED and witness.counterexample is not None
    assert "points of dealer 4" in witness.counterexample.lines[-1]
