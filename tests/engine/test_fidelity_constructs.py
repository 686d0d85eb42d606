"""Worked examples for rules the catalogue once played loosely (issue 10): each names
the variant, the source sentence and the construct that now plays it."""

from __future__ import annotations

from helpers import awards, last_hand, legal_labels, play_scripted

from pitchspec.engine.tables import cards_in

# ------------------------------------------------------------ V10 Contway 6-Point (000)

CONTWAY_DEAL = {1: "AH KH 3C 4C 5C 6C", 2: "2H 7C 8C 9C 10C JC",
                3: "3H 2S 3S 4S 5S 6S", 0: "4H 7S 8S 9S 10S QS"}
CONTWAY_AUCTION = ["bid 2", "pass", "pass", "pass", "trump hearts",
                   "done", "done", "done", "done"]
CONTWAY_PLAY = ["AH", "2H", "3H", "4H", "KH", "7C", "2S", "7S", "3C", "10C", "3S", "8S",
                "8C", "4S", "9S", "4C", "9C", "5S", "10S", "5C", "JC", "6S", "QS", "6C"]


def test_contway_bidder_concedes_during_a_trick_which_is_finished() -> None:
    """V10 Contway 6-Point Pitch (spec/contway_pitch.pitch), seed 000: "the bidder, and
    only the bidder, may throw in the cards at any time ...; if cards are in play, the
    trick is finished first". In trick 4 seat 2 leads 8C, 4S and 9S follow; the bidder
    (seat 1) throws in before playing: he still plays 4C, the trick is finished, and
    play stops. High (the AH) and Low (the 2H, team 0) were played; no Game; the
    bidder is set and scores nothing."""
    before = [*CONTWAY_AUCTION, *CONTWAY_PLAY[:15]]
    state = play_scripted("contway_pitch", 4, 0, CONTWAY_DEAL, before)
    assert state.current_player() == 1 and "concede the hand" in legal_labels(state)
    state = play_scripted("contway_pitch", 4, 0, CONTWAY_DEAL, [*before, "concede"])
    assert state.current_player() == 1 and "concede the hand" not in legal_labels(state)
    state = play_scripted("contway_pitch", 4, 0, CONTWAY_DEAL,
                          [*before, "concede", "4C"], scores=[0, 5])
    assert len(state.tricks) == 4 and state.tricks[-1].winner == 2
    assert last_hand(state)["made"] is False
    assert awards(state) == [("high", 1, 1), ("low", 0, 1)]
    assert state.scores == [1, 3]


def test_contway_bidder_concedes_as_he_leads() -> None:
    """V10 Contway (000): "even before the first trick": the bidder, who leads first,
    throws in at once; no card is played and nothing is scored but his set."""
    state = play_scripted("contway_pitch", 4, 0, CONTWAY_DEAL,
                          [*CONTWAY_AUCTION, "concede"], scores=[0, 5])
    assert not state.tricks and last_hand(state)["made"] is False
    assert awards(state) == [] and state.scores == [0, 3]


def test_contway_each_player_is_dealt_back_before_the_next_discards() -> None:
    """V10 Contway (000): "Starting left of the dealer, each player may throw away any
    cards ... and is dealt back up to six" (exchange 'order: in turn'). Seat 1 throws
    away 5C and 6C and is dealt 2C and 3D before seat 2 is asked."""
    actions = ["bid 2", "pass", "pass", "pass", "trump hearts", "5C", "6C", "done"]
    state = play_scripted("contway_pitch", 4, 0, CONTWAY_DEAL, actions, stock="2C 3D 4D")
    assert state.current_player() == 2 and state.phase.value == "exchange"
    assert state.hands[1].bit_count() == 6
    assert {"2C", "3D"} <= {state.action_to_string(c) for c in cards_in(state.hands[1])}
