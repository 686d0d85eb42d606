"""The claim language of the ``properties`` section (issue 14, docs/claims.rst): parsed by
the grammar, lowered to typed claims, inherited and dropped like any entry, checked with
coded, located diagnostics (never a traceback) and laid out by the formatter."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from pitchspec import model as m
from pitchspec.fmt import format_text
from pitchspec.parse import EntryKind, RawJunction, parse, slug
from pitchspec.pipeline import check_text
from pitchspec.source import SourceFile

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "spec"


def _with(claims: str, parent: str = "auction_pitch") -> str:
    return f'variant house "House" extends {parent}\n\nproperties {{\n{claims}}}\n'


def _check(claims: str, parent: str = "auction_pitch") -> tuple[m.Variant | None, list[str]]:
    result = check_text(_with(claims, parent), "house.pitch", include=[SPEC])
    return result.variant, [d.code for d in result.diagnostics if d.is_error]


# ------------------------------------------------------------------ parse and lower


def test_a_claim_parses_as_a_claim_entry_named_by_its_words() -> None:
    spec, problems = parse(SourceFile("house.pitch", _with(
        '  claim "Never two winners!": winners per deal <= 1\n')))
    assert problems == [] and spec is not None
    [entry] = spec.entries[0].children
    assert entry.kind is EntryKind.CLAIM and entry.name == "never_two_winners"
    assert entry.label == "Never two winners!" and entry.claim is not None
    assert entry.claim.text == "winners per deal <= 1"


def test_and_binds_tighter_than_or_and_chains_flatten() -> None:
    spec, _ = parse(SourceFile("house.pitch", _with(
        "  claim c \"c\": bid made and bidder wins and match won or bid set\n")))
    assert spec is not None
    body = spec.entries[0].children[0].claim
    assert body is not None and isinstance(body.condition, RawJunction)
    assert body.condition.op == "or"
    first = body.condition.parts[0]
    assert isinstance(first, RawJunction) and first.op == "and" and len(first.parts) == 3


def test_the_issue_examples_lower_to_typed_claims() -> None:
    """The four examples of issue 14 (the set bidder's one written 'bid set'), on Auction
    Pitch (spec/auction_pitch.pitch, source 000), whose 4 bid is the moon."""
    variant, errors = _check(
        '  claim "at most 7 points a deal": points per deal <= 7\n'
        '  claim "the moon can be made": some deal makes bid moon\n'
        '  claim "never two winners": winners per deal <= 1\n'
        '  claim "a set bidder never wins": no deal where bid set and bidder wins\n')
    assert errors == [] and variant is not None
    mine = {c.name: c for c in variant.claims}
    assert mine["at_most_7_points_a_deal"].condition == m.Compare(
        m.Amount(m.Quantity.POINTS_PER_DEAL), m.Comparison.LE, m.Amount(None, 7))
    moon = mine["the_moon_can_be_made"]
    assert moon.quantifier is m.Quantifier.SOME
    assert moon.condition == m.Event(m.EventKind.MAKES_BID, bid="moon")
    never = mine["a_set_bidder_never_wins"]
    assert never.quantifier is m.Quantifier.NO and never.property == \
        "claim:a_set_bidder_never_wins"
    assert never.condition == m.Junction(True, (m.Event(m.EventKind.BID_SET),
                                               m.Event(m.EventKind.BIDDER_WINS)))


def test_claims_are_inherited_restated_and_dropped() -> None:
    """Pitch (spec/pitch.pitch) claims at most 4 points a deal; Auction Pitch inherits it;
    a child may restate it under the same name or drop it."""
    variant, _ = _check("")
    assert variant is not None and "claim:points" in [c.property for c in variant.claims]
    variant, _ = _check('  claim points "at most 5": points per deal <= 5\n')
    assert variant is not None
    [points] = [c for c in variant.claims if c.name == "points"]
    assert points.words == "at most 5"
    variant, _ = _check("  drop claim points\n")
    assert variant is not None and "points" not in [c.name for c in variant.claims]


# ------------------------------------------------------------------ diagnostics


def test_unknown_terms_get_a_did_you_mean() -> None:
    result = check_text(_with('  claim "x": points per dael <= 4\n'), "house.pitch",
                        include=[SPEC])
    [d] = [d for d in result.diagnostics if d.is_error]
    assert d.code == "PS230" and d.help == "did you mean 'points per deal'?"
    assert d.span.line == 4


def test_wrong_kinds_and_unknown_names_are_coded() -> None:
    assert _check('  claim "x": bid made <= 4\n')[1] == ["PS231"]
    assert _check('  claim "x": points per deal\n')[1] == ["PS231"]
    assert _check('  claim "x": some deal makes bid mon\n')[1] == ["PS232"]
    assert _check('  claim "x": point jak awarded\n')[1] == ["PS232"]
    assert _check('  claim "x": bid made\n', parent="pitch")[1] == ["PS233"]


def test_a_claim_outside_properties_is_refused() -> None:
    result = check_text('variant house "H" extends pitch\nplay {\n  claim "x": match won\n}\n',
                        "house.pitch", include=[SPEC])
    assert [d.code for d in result.diagnostics if d.is_error] == ["PS202"]


def test_a_dropped_claim_that_was_never_stated_is_ps208() -> None:
    assert _check("  drop claim nothing_here\n")[1] == ["PS208"]


_WORDS = ["points", "per", "deal", "of", "bidder", "bid", "made", "set", "moon", "4",
          "and", "or", "not", "(", ")", "<=", ">", "=", "some deal", "no deal", "where",
          "every deal", "winners", "match", "won", "point", "jack", "awarded", "x", "-3"]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(_WORDS), min_size=1, max_size=9))
def test_any_claim_body_gets_diagnostics_never_a_traceback(words: list[str]) -> None:
    result = check_text(_with(f'  claim "x": {" ".join(words)}\n'), "house.pitch",
                        include=[SPEC])
    if result.variant is None or not result.ok:
        assert result.diagnostics and all(d.code.startswith("PS") for d in result.diagnostics)


# ------------------------------------------------------------------ layout


def test_the_formatter_lays_a_claim_out_and_keeps_it() -> None:
    text = ('variant house "H" extends auction_pitch\nproperties {\n  claim   "a" :  some   '
            'deal  where ( bid made  or not(match won) ) and points per deal>=4 // why\n}\n')
    out = format_text(text)
    assert '  claim "a": some deal where (bid made or not (match won)) and points per ' \
        'deal >= 4 // why\n' in out
    assert format_text(out) == out


def test_a_slug_is_made_of_letters_and_digits() -> None:
    assert slug("At most 7 points, a deal!") == "at_most_7_points_a_deal"
    assert slug("!!!") == "claim"


def test_hover_explains_a_claims_keyword_and_terms_from_the_registry() -> None:
    from pitchspec.lsp.hover import hover
    from pitchspec.lsp.text import Text

    text = _with('  claim "x": no deal where bid set and points per deal > 4\n')
    spec, _ = parse(SourceFile("house.pitch", text))
    assert spec is not None
    over_term = hover(spec, Text(text), text.index("per deal"))
    assert over_term is not None and "scored during the deal" in over_term.contents.value
    over_key = hover(spec, Text(text), text.index("claim") + 1)
    assert over_key is not None and "properties.claim" in over_key.contents.value


def test_an_inherited_claim_the_child_outgrew_is_left_out_without_a_finding() -> None:
    """Auction Pitch claims that making the 4 bid takes every point; a house game with
    bids 1 to 3 has no 4 bid, so the claim does not apply to it - but the same words
    written in the house game itself are PS232."""
    text = ('variant house "House" extends auction_pitch\n\nbidding {\n  bids: 1..3\n'
            '  drop bid moon\n}\n')
    result = check_text(text, "house.pitch", include=[SPEC])
    assert result.ok and result.variant is not None, result.diagnostics
    assert "top_bid_takes_all" not in [c.name for c in result.variant.claims]
    own = text + '\nproperties {\n  claim "x": some deal makes bid 4\n}\n'
    result = check_text(own, "house.pitch", include=[SPEC])
    assert [d.code for d in result.diagnostics if d.is_error] == ["PS232"]


def test_numbers_beyond_any_score_are_ps213() -> None:
    assert _check('  claim "x": points per deal <= 99999999999999999999\n')[1] == ["PS213"]
    assert _check('  claim "x": some deal makes bid 123456\n')[1] == ["PS213"]


def test_the_settlement_terms_lower_and_bad_uses_are_coded() -> None:
    """gain of bidder, loss of bidder, gain of others, bid level and points of dealer
    (docs/claims.rst) are quantities: compared, never used as events; those about the
    bid need an auction (Pitch, spec/pitch.pitch, has none); a misspelling gets a
    did-you-mean."""
    variant, errors = _check(
        '  claim a "a": no deal where bid set and loss of bidder != bid level\n'
        '  claim b "b": gain of others >= 0 and points of dealer <= 4\n'
        '  claim c "c": gain of bidder <= points of bidder\n')
    assert errors == [] and variant is not None
    by_name = {c.name: c for c in variant.claims}
    cond = by_name["a"].condition
    assert isinstance(cond, m.Junction) and isinstance(cond.parts[1], m.Compare)
    assert cond.parts[1].left.quantity is m.Quantity.LOSS_OF_BIDDER
    assert cond.parts[1].right.quantity is m.Quantity.BID_LEVEL
    assert _check('  claim "x": gain of bidder\n')[1] == ["PS231"]
    assert _check('  claim "x": bid level and bid made\n')[1] == ["PS231"]
    assert _check('  claim "x": gain of bidder >= 0\n', parent="pitch")[1] == ["PS233"]
    assert _check('  claim "x": points of dealer <= 4\n', parent="pitch")[1] == []
    result = check_text(_with('  claim "x": gain of bider >= 0\n'), "house.pitch",
                        include=[SPEC])
    [problem] = result.diagnostics
    assert problem.code == "PS230" and "gain of bidder" in (problem.help or "")
