"""Joker play options that only some variants use: a led joker is suitless, and the
doubling override (V34 Two-trump Pitch and its option O-41, seed 000)."""

from __future__ import annotations

from helpers import legal_labels, play_scripted, spec_text

from conftest import ROOT

OVERRIDE = ROOT / "tests" / "fixtures" / "options" / "o41_doubling_override.pitch"

# Seat 1 (elder) wins the bid and names hearts trump, spades sub-trump. He leads the
# big joker; seat 2 follows with a trump, which fixes the suit to follow as trumps;
# seat 0 holds the little joker and trumps.
HANDS = {1: "BJ AS 4D 5D 6D 7D", 2: "3H 3S 8D 9D 10D JD", 0: "LJ 2H 4C 5C 6C 7C"}
ACTIONS = ["bid 3", "pass", "pass", "trump hearts", "sub-trump spades", "BJ", "3H"]


def test_a_joker_is_held_back_on_a_trump_lead_without_the_override() -> None:
    """Two-trump Pitch: once trumps are led (here fixed by the second card after a
    suitless joker lead), a joker may not be played while its holder has trumps."""
    state = play_scripted("two_trump_pitch", 3, 0, HANDS, ACTIONS)
    assert set(legal_labels(state)) == {"2H"}


def test_the_doubling_override_lets_a_joker_follow_the_other_joker() -> None:
    """O-41: a joker may be played to a trick led with the other joker, regardless of
    the second card and of the player's holdings."""
    variant = spec_text(OVERRIDE.read_text(encoding="utf-8"), "o41_doubling_override")
    state = play_scripted(variant, 3, 0, HANDS, ACTIONS)
    assert set(legal_labels(state)) == {"2H", "little joker"}


def test_the_card_after_a_suitless_joker_lead_fixes_the_suit() -> None:
    """Two-trump Pitch: a led joker counts as suitless, so the second player may play
    anything, and his card fixes the suit the others must follow."""
    state = play_scripted("two_trump_pitch", 3, 0, HANDS, ACTIONS[:-1])
    assert set(legal_labels(state)) == {"3H", "3S", "8D", "9D", "10D", "JD"}


def test_explain_led_suitless_says_what_the_engine_plays() -> None:
    """'explain play.jokers "led suitless"' (issue 29) against the engine, Two-trump
    Pitch at four: after the big joker is led the next player may play any card; when
    he plays the little joker the suit is still open, so the third plays any card too,
    and the first card of a suit (the 4C) fixes the suit the last player must follow."""
    from pitchspec.meanings import explain

    said = explain("play.jokers", "led suitless")
    assert said is not None
    assert "the next player may play any card" in said.long
    assert "the first card of a suit played after it fixes the suit" in said.long
    hands = {1: "BJ AS 4D 5D 6D 7D", 2: "LJ 3S 8D 9D 10D JD", 3: "4C 2H 9S 10S QS KS",
             0: "5C 3H 6C 7C 8C 2D"}
    named = ["bid 3", "pass", "pass", "pass", "trump hearts", "sub-trump spades"]
    state = play_scripted("two_trump_pitch", 4, 0, hands, [*named, "BJ"])
    assert set(legal_labels(state)) == {"little joker", "3S", "8D", "9D", "10D", "JD"}
    state = play_scripted("two_trump_pitch", 4, 0, hands, [*named, "BJ", "LJ"])
    assert set(legal_labels(state)) == {"4C", "2H", "9S", "10S", "QS", "KS"}
    state = play_scripted("two_trump_pitch", 4, 0, hands, [*named, "BJ", "LJ", "4C"])
    assert set(legal_labels(state)) == {"5C", "6C", "7C", "8C", "3H"}  # not the 2D
