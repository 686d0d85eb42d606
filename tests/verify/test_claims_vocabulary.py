"""The claim language's sides and tricks (issue 14; docs/claims.rst): ``points of side
N``, ``match won by side N`` and the trick counts lower to typed claims, are checked
against the tables the rules allow and the trick play (PS234, PS235), and are proved or refuted
on bundled specs with a real hand the engine replays and reads the same way."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from pitchspec import model as m
from pitchspec.engine.game import Game
from pitchspec.model.derived import uncounted_tricks
from pitchspec.pipeline import check_text, load
from pitchspec.smt.encode.verdicts import Verdict
from pitchspec.smt.prove.solve import verify_variant

from conftest import SPEC_DIR


def _check(claims: str, parent: str) -> tuple[m.Variant | None, list[tuple[str, str]]]:
    text = f'variant house "House" extends {parent}\n\nproperties {{\n{claims}}}\n'
    result = check_text(text, "house.pitch", include=[SPEC_DIR])
    return result.variant, [(d.code, d.message) for d in result.diagnostics if d.is_error]


def _variant(claims: str, parent: str) -> m.Variant:
    variant, errors = _check(claims, parent)
    assert errors == [] and variant is not None, errors
    return variant


# ------------------------------------------------------------------ lowering and checks


def test_side_and_trick_terms_lower_to_typed_claims() -> None:
    variant = _variant('  claim a "a": points of side 2 <= tricks of side 1\n'
                       '  claim b "b": no deal where match won by side 3 and tricks of '
                       'bidder < tricks of others\n', "auction_pitch")
    a, b = variant.claims[-2:]
    assert isinstance(a.condition, m.Compare)
    assert (a.condition.left.quantity, a.condition.left.side) == (m.Quantity.POINTS_OF_SIDE, 2)
    assert (a.condition.right.quantity, a.condition.right.side) == (m.Quantity.TRICKS_OF_SIDE, 1)
    assert isinstance(b.condition, m.Junction)
    won = b.condition.parts[0]
    assert isinstance(won, m.Event) and (won.kind, won.side) == (m.EventKind.MATCH_WON_BY, 3)


def test_a_side_no_table_seats_is_ps234() -> None:
    # Partnership Pitch (spec/partnership_pitch.pitch) seats two partnerships of two, or
    # three of two at six: side 3 sits at six, side 4 nowhere.
    _, errors = _check('  claim "x": points of side 4 <= 4\n', "partnership_pitch")
    assert [code for code, _ in errors] == ["PS234"]
    assert "seat sides 1 to 3 at most" in errors[0][1]
    _, errors = _check('  claim "x": points of side 3 <= 4\n', "partnership_pitch")
    assert errors == []
    _, errors = _check('  claim "x": some deal where match won by side 2\n',
                       "partnership_pitch")
    assert errors == []


def test_tricks_are_counted_only_where_every_trick_is_full() -> None:
    """Nine-Five (spec/nine_five.pitch, source 000) discards to different hand sizes;
    Lancashire throws in dead hands: a trick there need not hold a card of every
    player (seen in engine play: tricks of 3 cards at 4 players)."""
    for parent, reason in (("nine_five", "the exchange can leave hands of different sizes"),
                           ("lancashire_all_fours", "a dead hand may be thrown in")):
        _, errors = _check('  claim "x": tricks per deal >= 0\n', parent)
        assert [code for code, _ in errors] == ["PS235"], errors
        assert reason in errors[0][1]
    assert uncounted_tricks(load(SPEC_DIR / "auction_pitch.pitch")) == ""


def test_an_inherited_claim_about_a_side_the_child_lacks_is_left_out(tmp_path: Path) -> None:
    parent = tmp_path / "four_sides.pitch"
    parent.write_text('variant four_sides "Four" extends auction_pitch\n\nproperties {\n'
                      '  claim fourth "side 4": points of side 4 <= 4\n}\n', encoding="utf-8")
    # four in partnerships only: no table the child allows seats a fourth side
    text = ('variant two_sides "Two" extends four_sides\n\nplayers {\n  count: 4\n'
            '  teams: 2 of 2\n  partnership: required\n}\n')
    result = check_text(text, "two_sides.pitch", include=[tmp_path, SPEC_DIR])
    assert [d.code for d in result.diagnostics if d.is_error] == []
    assert result.variant is not None
    assert "fourth" not in {c.name for c in result.variant.claims}


# ------------------------------------------------------------------ verified on bundled specs


def test_high_to_the_bidder_means_a_trick_proved_and_a_trick_for_every_bidder_refuted() -> None:
    """Auction Pitch: the top trump in play wins its trick (P-29), so a bidder's side
    that takes High took a trick; but a bidder can be set without taking one."""
    variant = _variant(
        '  claim high "High means a trick": no deal where point high to bidder and '
        'tricks of bidder = 0\n'
        '  claim every "every bidder takes a trick": tricks of bidder >= 1\n', "auction_pitch")
    high, every = verify_variant(variant, ["claim:high", "claim:every"])
    assert high.verdict is Verdict.PROVED, high.note
    assert every.verdict is Verdict.REFUTED and every.counterexample is not None
    assert every.counterexample.lines[-1].endswith("tricks of bidder 0")


def test_side_claims_are_witnessed_proved_and_refuted() -> None:
    variant = _variant(
        '  claim won "side 1 can win": some deal where match won by side 1\n'
        '  claim four "side 2 takes at most 4": points of side 2 <= 4\n'
        '  claim three "side 2 takes at most 3": points of side 2 <= 3\n', "pitch")
    won, four, three = verify_variant(variant, ["claim:won", "claim:four", "claim:three"])
    assert won.verdict is Verdict.PROVED and won.counterexample is not None
    assert "match won by side 1: yes" in won.counterexample.lines[-1]
    assert four.verdict is Verdict.PROVED
    assert three.verdict is Verdict.REFUTED and three.counterexample is not None
    assert three.counterexample.lines[-1].endswith("points of side 2 4")


# ------------------------------------------------------------------ the tricks' premise


@pytest.mark.parametrize("path", sorted(SPEC_DIR.glob("*.pitch")), ids=lambda p: p.stem)
def test_where_tricks_are_counted_every_trick_holds_a_card_of_every_player(path: Path) -> None:
    """The verifier counts a side's tricks as its captured cards over the players, so
    :func:`uncounted_tricks` may admit a variant only if every trick of it is full: on
    seeded random hands of each bundled spec it admits, at every table its rules allow
    (the verifier counts tricks at each), every trick is. (On those it refuses, random
    play does show shorter tricks: Nine-Five's, Lancashire's, Abacos'.)"""
    from pitchspec.model.derived import tables_allowed

    variant = load(path, include=[SPEC_DIR])
    short = []
    for players, teams in tables_allowed(variant):
        sizes = set()
        for seed in range(12 if (players, teams) == tables_allowed(variant)[0] else 4):
            state = Game(variant, players, teams=teams, max_hands=1).new_initial_state(0)
            rng = random.Random(seed)
            while not state.is_terminal():
                action = state.sample_chance(rng) if state.is_chance_node() else \
                    rng.choice(state.legal_actions())
                state.apply_action(action)
            sizes |= {len(trick.plays) for trick in state.tricks}
        if not sizes <= {players}:
            short.append(f"{players} players{' in partnerships' if teams else ''}: tricks "
                         f"of {sorted(sizes)} cards")
    if not uncounted_tricks(variant):
        assert not short, f"{path.stem}: {'; '.join(short)}"
