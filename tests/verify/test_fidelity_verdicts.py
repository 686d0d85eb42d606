"""The verifier's side of issue 10's fidelity constructs: the encoding agrees with the
engine where a construct only shows at another table size, and a deck finding names
every player count it holds for."""

from __future__ import annotations

from helpers import spec, spec_text

from pitchspec.engine.core.tables import compile_tables
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.context import Context
from pitchspec.smt.encode.deck import deck_model
from pitchspec.smt.encode.verdicts import Verdict
from pitchspec.smt.prove.solve import verify_variant

from support.pin import Status, differential

CAMPBELL_FIVE = """variant campbell_five extends campbell_eleven_point
players {
  count: 5
  teams: none
}
"""


def test_encoding_scores_campbell_five_player_hands() -> None:
    """V17 Campbell Eleven-Point (000) at its five-player table, where the called
    trump's player joins the bid winner and the other three form the opposing side
    ('others together'): the encoding's sides, awards and scores are the engine's on
    random hands (the catalogue's differential plays the default four-player table)."""
    variant = spec_text(CAMPBELL_FIVE, "campbell_five")
    cache: dict[tuple[int, int | None], Context] = {}
    for seed in range(3):
        comparison = differential(variant, seed, cache)
        assert comparison.status is Status.AGREE, comparison


def test_campbell_five_player_deals_are_always_short() -> None:
    """V17 Campbell Eleven-Point (000): at five, nine cards each leave 9 of the 54 and
    the hands keep only trumps (17 exist), so no deal refills all five hands to six:
    the deck model has no five-player deal that is not short."""
    variant = spec("campbell_eleven_point")
    T.fresh_context()
    model = deck_model(variant, compile_tables(variant), 5, "d5")
    assert T.check([*model.constraints, T.not_(model.short)], engine="fd") is None
    assert T.check([*model.constraints, model.short], engine="fd") is not None


def test_deck_finding_names_the_five_player_table_too() -> None:
    """The deck_sufficient counterexample tells one table (four players); the note
    names the other refuted count, so the five-player shortfall is reported."""
    [proof] = verify_variant(spec("campbell_eleven_point"), ["deck_sufficient"])
    assert proof.verdict is Verdict.REFUTED
    assert "also refuted with 5 players" in proof.note


def test_encoding_scores_low_among_the_cards_run_and_to_its_original_holder() -> None:
    """Issue 29: V36 Cotton's Low counts the cards run after a beg (seeds whose Low is
    a card run to a player), and V09 Man-O-War's Low goes to the player it was dealt
    to (seeds whose Low the high bidder took from the lost cards): the encoding's
    awards and scores are the engine's, and the pinned facts admit no other."""
    for name, seeds in (("classic_all_fours_cotton", (4, 39)), ("man_o_war_pitch", (63, 78))):
        variant = spec(name)
        cache: dict[tuple[int, int | None], Context] = {}
        for seed in seeds:
            comparison = differential(variant, seed, cache)
            assert comparison.status is Status.AGREE, comparison
            record = comparison.hand.record
            [low] = [a for a in comparison.hand.awards if a.point == "low"]
            assert low.card is not None
            if name == "man_o_war_pitch":  # dealt to one player, played by another
                assert not any(m >> low.card & 1 for m in (record.held[s]
                               for s in range(len(record.held)) if record.sides[s] == low.side))
            else:
                assert any(m >> low.card & 1 for m in record.run)
