"""Worked examples for rules the catalogue once played loosely (issue 10): each names
the variant, the source sentence and the construct that now plays it."""

from __future__ import annotations

from helpers import awards, last_hand, legal_labels, play_scripted

from pitchspec.engine.core.tables import cards_in
from pitchspec.engine.observation import observe

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


# ------------------------------------------- V17 Campbell Eleven-Point, five players (000)

CAMPBELL_FIVE = {1: "AS QS 2S 2H 3H 4H 5H 6H 7H", 2: "JS 9S 8H 9H 10H JH QH KH AH",
                 3: "KS 2D 3D 4D 5D 6D 7D 8D 9D", 4: "3S 6S 10D JD QD KD AD 3C 2C",
                 0: "5S 4S 4C 5C 6C 7C 8C 9C 10C"}
CAMPBELL_STOCK = "7S 8S 10S AC JC BJ LJ QC KC"


def test_campbell_five_the_other_three_form_the_opposing_partnership() -> None:
    """V17 Campbell Eleven-Point (spec/campbell_eleven_point.pitch), seed 000, five
    players: "the player who plays this trump card joins the bid winner's partnership
    in this one round, and the other three join the opposing partnership" ('partner:
    called trump, ..., others together'). Seat 1 bids 5, names spades and calls the JS
    (seat 2): seats 1 and 2 are one side, seats 3, 4 and 0 the other. Seat 3's KS takes
    the first trick with seat 4's 3S in it: the Three (3 points) is scored by each of
    the three, not by seat 3 alone; seats 1 and 2 make their bid with the other eight."""
    actions = ["bid 5", "pass", "pass", "pass", "pass", "trump spades", "JS"]
    state = play_scripted("campbell_eleven_point", 5, 0, CAMPBELL_FIVE, actions,
                          stock=CAMPBELL_STOCK, auto=True)
    record = state.record()
    assert record.sides[1] == record.sides[2] == 1
    assert record.sides[0] == record.sides[3] == record.sides[4] == 0
    theirs = sum(a.value for a in last_hand(state)["awards"]  # type: ignore[attr-defined]
                 if a.side == 0)
    assert theirs == 3 and state.scores == [3, 8, 8, 3, 3]


def test_campbell_five_a_set_moon_wins_for_the_three_opponents() -> None:
    """V17 Campbell Eleven-Point (000): shoot the moon "automatically wins or loses the
    game"; at five a set moon loses it to the opposing partnership, all three of them,
    and never to the called partner (seat 2, who loses with the bid winner)."""
    actions = ["bid shoot the moon", "pass", "pass", "pass", "pass", "trump spades", "JS"]
    state = play_scripted("campbell_eleven_point", 5, 0, CAMPBELL_FIVE, actions,
                          stock=CAMPBELL_STOCK, auto=True)
    assert last_hand(state)["made"] is False
    assert state.winners == (0, 3, 4)
    assert state.returns() == [1.0, -1.0, -1.0, 1.0, 1.0]


def test_campbell_five_refill_runs_short_every_deal() -> None:
    """V17 Campbell Eleven-Point (000) at five: nine cards each leave 9 of the 54, and
    the hands keep only trumps, so the refill to six falls short (a documented choice:
    the dealer deals out what is left in turn from his left). Here seats 1 and 2 are
    refilled to six, seat 3 gets the last two cards to hold three, seats 4 and 0 keep
    their two trumps."""
    actions = ["bid 5", "pass", "pass", "pass", "pass", "trump spades", "JS"]
    state = play_scripted("campbell_eleven_point", 5, 0, CAMPBELL_FIVE, actions,
                          stock=CAMPBELL_STOCK)
    assert state.phase.value == "play"
    assert [h.bit_count() for h in state.hands] == [2, 6, 6, 3, 2]


# --------------------------------------------------------------- V27 Nine-Five (000)


def test_nine_five_blind_smudge_is_bid_before_looking() -> None:
    """V27 Nine-Five (spec/nine_five.pitch), seed 000: "Blind smudge: must be bid
    before looking at one's hand". Elder's first turn offers only blind smudge or a
    look, and his observation shows no cards; once he has looked he bids as usual
    (smudge, numbers, pass) but blind smudge is gone."""
    state = play_scripted("nine_five", 4, 0, None, [])
    assert state.current_player() == 1
    assert legal_labels(state) == ["bid Blind smudge", "look at hand"]
    assert observe(state, 1).hand == ()
    state = play_scripted("nine_five", 4, 0, None, ["look"])
    labels = legal_labels(state)
    assert state.current_player() == 1 and len(observe(state, 1).hand) == 9
    assert "bid Smudge" in labels and "pass" in labels and "bid Blind smudge" not in labels


def test_nine_five_blind_smudge_bidder_stays_unseen_through_the_auction() -> None:
    """V27 Nine-Five (000): elder bids blind smudge (20, the top bid) unseen; no blind
    bid is left for seat 2, who sees his cards and may only pass, while elder's hand
    stays face down until the auction ends and he becomes the bidder."""
    state = play_scripted("nine_five", 4, 0, None, ["bid blind smudge"])
    assert state.current_player() == 2 and legal_labels(state) == ["pass"]
    assert len(observe(state, 2).hand) == 9 and observe(state, 1).hand == ()
    state = play_scripted("nine_five", 4, 0, None,
                          ["bid blind smudge", "pass", "pass", "pass"])
    assert state.contract is not None and state.contract.special == "blind_smudge"
    assert observe(state, 1).hand
