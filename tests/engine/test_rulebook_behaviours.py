"""The engine behaviour behind rulebook sentences the other worked examples do not show.

Each test backs one entry of :data:`pitchspec.rulebook.claims.CLAIMS`: it plays a fixed
deal through the engine and checks what the sentence the rulebook prints claims. Seats
are numbered from 0 with the dealer at seat 0, so elder is seat 1 (clockwise). Seeds:
000 (the Pitch article), 003 (the All Fours article); V-ids and option ids are those of
/work/shared/rules/VARIANTS.md.
"""

from __future__ import annotations

from helpers import card, legal_labels, play_scripted, spec_text

from conftest import ROOT
from pitchspec.engine.state import Phase

TWO_JOKERS = ROOT / "tests" / "fixtures" / "options" / "o02_two_jokers.pitch"
AUCTION = ["bid 2", "pass", "pass"]


def _two_jokers():  # type: ignore[no-untyped-def]
    return spec_text(TWO_JOKERS.read_text(encoding="utf-8"), "o02_two_jokers")


def test_joker_barred_from_the_first_trick_when_another_card_may_be_played() -> None:
    """Auction Pitch with two jokers (option O-02, seed 000): a joker may not go to the
    first trick. Elder (1) pitches the AH, so hearts are trumps; seat 2 holds the big
    joker and the 3H, and must play the 3H."""
    hands = {1: "AH KH 4D 5D 6D 7D", 2: "BJ 3H 4C 5C 6C 7C", 0: "2H 9S 10S JS QS KS"}
    state = play_scripted(_two_jokers(), 3, 0, hands, [*AUCTION, "AH"])
    assert state.phase is Phase.PLAY and state.current_player() == 2
    assert state.legal_actions() == [card("3H")]


def test_joker_goes_to_the_first_trick_when_it_is_the_only_trump() -> None:
    """Auction Pitch with two jokers (option O-02, seed 000; the spec's reading P-38 for
    Juniper Pitch): following suit comes first. Trumps are led and seat 2's only trump
    is the big joker, so he must play it, first trick or not."""
    hands = {1: "AH KH 4D 5D 6D 7D", 2: "BJ 8C 4C 5C 6C 7C", 0: "2H 9S 10S JS QS KS"}
    state = play_scripted(_two_jokers(), 3, 0, hands, [*AUCTION, "AH"])
    assert state.legal_actions() == [card("BJ")]


def test_blind_blind_names_trump_after_taking_the_widow() -> None:
    """V14 Blind-blind (spec/blind_blind.pitch), seed 000: ``declare: after kitty``. The
    maker first calls his partner's card, then takes the 30 undealt cards (the widow),
    and only then names trump, holding 36 cards; discarding comes after."""
    state = play_scripted("blind_blind", 4, 0, None, ["bid 5", "pass", "pass", "pass"])
    assert state.phase is Phase.CALL and state.current_player() == 1
    state = play_scripted("blind_blind", 4, 0, None,
                          ["bid 5", "pass", "pass", "pass", legal_labels(state)[0]])
    assert state.phase is Phase.DECLARE and state.current_player() == 1
    assert state.trump is None
    assert [h.bit_count() for h in state.hands] == [6, 36, 6, 6]


def test_bonanza_names_trump_before_taking_the_kitty() -> None:
    """V31 Bonanza Pitch (spec/bonanza_pitch.pitch), seed 000: ``declare: before kitty``.
    The auction over, the bid winner names trump with his six cards; the four-card
    kitty is still on the table."""
    state = play_scripted("bonanza_pitch", 4, 0, None, ["bid 5", "pass", "pass", "pass"])
    assert state.phase is Phase.DECLARE and state.current_player() == 1
    assert [h.bit_count() for h in state.hands] == [6, 6, 6, 6]
    assert state.kitty.bit_count() == 4
