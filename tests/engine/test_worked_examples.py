"""Worked examples: one fixed deal per rule the sources state, played through the engine.

Each test fixes the deal exactly (``DealScript``), plays the decisions given, and asserts
the exact awards, scores or legal actions the rule implies, so it fails if the engine
gets the rule wrong. Seats are numbered from 0; the dealer is seat 0 unless stated, so
elder (the next seat in the direction of play) is seat 1 clockwise. In cut-throat play a
seat's side is its number; with two partnerships seats 0 and 2 are side 0, seats 1 and
3 side 1. Awards are written (point, side, value). Seeds: 000 (Pitch article), 001/002
(complete rules of solo Pitch), 003 (All Fours article); V-ids are those of
/work/shared/rules/VARIANTS.md.
"""

from __future__ import annotations

import pytest
from helpers import (
    awards,
    card,
    cards,
    during,
    fill,
    last_hand,
    legal_labels,
    play_scripted,
    spec_text,
)

from pitchspec.engine.core.records import Contract
from pitchspec.engine.observation import observe

HEARTS, SPADES = 1, 0


def legal_cards(state) -> set[str]:  # type: ignore[no-untyped-def]
    return {label for label in legal_labels(state)}


# --------------------------------------------------------------------- V01 Pitch (000)

# Two players: elder (1) leads 2H, fixing hearts; the dealer takes 10D, elder 10C.
TIE_DEAL = {1: "2H 10C 4C 5C 6C 7C", 0: "3H 10D 2C 8D 9D 2S"}
TIE_PLAY = ["2H", "3H", "10D", "4C", "2C", "10C", "5C", "8D", "6C", "9D", "7C", "2S"]


def test_game_tie_gives_no_point() -> None:
    """V01 Pitch (spec/pitch.pitch), seed 000: the Game point goes only to a side with
    strictly more card points than every other; 10 against 10 scores nobody."""
    state = play_scripted("pitch", 2, 0, TIE_DEAL, TIE_PLAY)
    assert [t.winner for t in state.tricks] == [0, 0, 1, 1, 1, 1]
    assert awards(state) == [("high", 0, 1), ("low", 1, 1)]
    assert state.scores == [1, 1]


def test_absent_jack_is_not_awarded() -> None:
    """V01 Pitch (spec/pitch.pitch), seed 000: no Jack point when nobody was dealt the
    Jack of trumps (JH stays in the stock); the deal yields three points, not four."""
    state = play_scripted("pitch", 2, 0, {1: "AH 2H KC QC 3C 4C", 0: "KH 5D 6D 7D 8D 9D"},
                          ["AH", "KH", "2H", "5D", "KC", "6D", "QC", "7D", "3C", "8D",
                           "4C", "9D"])
    assert awards(state) == [("high", 1, 1), ("low", 1, 1), ("game", 1, 1)]
    assert state.scores == [0, 3]


def test_first_card_led_fixes_trump() -> None:
    """V01 Pitch (spec/pitch.pitch), seed 000: no auction; elder pitches any card and the
    suit of that first card is trump for the deal."""
    state = play_scripted("pitch", 2, 0, {1: "7D 2C AS 3H 4H 5H", 0: "KH QH JH 10H 9H 8H"})
    assert state.trump is None and state.current_player() == 1
    assert legal_cards(state) == {"7D", "2C", "AS", "3H", "4H", "5H"}
    state = play_scripted("pitch", 2, 0, {1: "7D 2C AS 3H 4H 5H", 0: "KH QH JH 10H 9H 8H"},
                          ["7D"])
    assert state.trump == 2  # diamonds: the dealer's hearts are now plain cards
    state = play_scripted("pitch", 2, 0, {1: "7D 2C AS 3H 4H 5H", 0: "KH QH JH 10H 9H 8H"},
                          ["7D"], auto=True)
    assert last_hand(state)["trump"] == 2
    # The 7D is the only trump in play: elder holds High and Low; JD was never dealt.
    assert [a[:2] for a in awards(state)][:2] == [("high", 1), ("low", 1)]


# Three players, dealer 0: elder 1 pitches AH; seat 2 holds the 2H and wins the clubs.
THREE_DEAL = {1: "AH 3C 4C 5C 6C 7C", 2: "2H KC QC 10C 9C 8C", 0: "2D 3D 4D 5D 6D 7D"}
THREE_PLAY = ["AH", "2H", "2D", "3C", "KC", "3D", "QC", "4D", "4C", "10C", "5D", "5C",
              "9C", "6D", "6C", "8C", "7D", "7C"]


def test_low_goes_to_its_original_holder() -> None:
    """V01 Pitch (spec/pitch.pitch), seed 000 general points table: Low goes to the
    player who held it, even though seat 1's AH captured seat 2's 2H."""
    state = play_scripted("pitch", 3, 0, THREE_DEAL, THREE_PLAY)
    assert state.tricks[0].winner == 1
    assert awards(state) == [("high", 1, 1), ("low", 2, 1), ("game", 2, 1)]
    assert state.scores == [0, 1, 2]


def test_counting_order_decides_who_reaches_target_first() -> None:
    """V01 Pitch (spec/pitch.pitch), seed 000: points count strictly High, Low, Jack,
    Game, and that order settles who goes out when two could in one deal. Seats 1 and 2
    stand at 10 of 11; seat 1's High is counted before seat 2's Low and Game, so seat 1
    wins although seat 2 would finish with more."""
    state = play_scripted("pitch", 3, 0, THREE_DEAL, THREE_PLAY, scores=[0, 10, 10])
    assert state.winners == (1,)
    assert state.scores[1] == 11


# ------------------------------------------------------------ V03 Auction Pitch (000)


def test_pitcher_is_set_back_by_the_bid() -> None:
    """V03 Auction Pitch (spec/auction_pitch.pitch), seed 000: a pitcher who takes fewer
    points than he bid scores none of them and loses the bid; the others keep theirs.
    Seat 1 bids 3 and takes only High."""
    state = play_scripted("auction_pitch", 3, 0, THREE_DEAL,
                          ["bid 3", "pass", "pass", *THREE_PLAY])
    assert last_hand(state)["contract"] == Contract(1, 3)
    assert last_hand(state)["made"] is False
    assert awards(state) == [("high", 1, 1), ("low", 2, 1), ("game", 2, 1)]
    assert state.scores == [0, -3, 2]


def test_pitcher_is_credited_first() -> None:
    """V03 Auction Pitch (spec/auction_pitch.pitch), seed 000: when several players can
    reach the target in one deal the pitcher's points count first, then High, Low,
    Jack, Game. Seat 2 pitches the 2H and makes a bid of 1 with Low and Game; seat 1's
    High would be counted first in plain order, but the pitcher goes out."""
    deal = {1: "AH 3C 4C 5C 6C 7C", 2: "2H KC QC 10C 9C 8C", 0: "2D 3D 4D 5D 6D 7D"}
    play = ["2H", "2D", "AH", "3C", "KC", "3D", "QC", "4D", "4C", "10C", "5D", "5C",
            "9C", "6D", "6C", "8C", "7D", "7C"]
    state = play_scripted("auction_pitch", 3, 0, deal, ["pass", "bid 1", "pass", *play],
                          scores=[0, 10, 10])
    assert awards(state) == [("high", 1, 1), ("low", 2, 1), ("game", 2, 1)]
    assert state.winners == (2,)


def test_counting_order_still_scores_every_point() -> None:
    """V03 Auction Pitch (spec/auction_pitch.pitch), seed 000: the counting order ("the
    pitcher's points first, then High, Low, Jack, Game") decides who goes out, but every
    point of the deal is still scored. Seat 1 stands at 9 of 11, bids 2 and takes all
    four points: he goes out on Low and is credited all four (13, not 11)."""
    deal = {1: "AH KH QH JH 10H 2H", 0: "3C 4C 5C 6C 7C 8C"}
    play = ["AH", "3C", "KH", "4C", "QH", "5C", "JH", "6C", "10H", "7C", "2H", "8C"]
    state = play_scripted("auction_pitch", 2, 0, deal, ["bid 2", "pass", *play],
                          scores=[0, 9])
    assert awards(state) == [("high", 1, 1), ("low", 1, 1), ("jack", 1, 1), ("game", 1, 1)]
    assert state.winners == (1,)
    assert state.scores == [0, 13]
    assert last_hand(state)["scores"] == (0, 13)


def test_may_trump_while_able_to_follow() -> None:
    """V03 Auction Pitch (spec/auction_pitch.pitch), seed 000 ("follow or trump"): to a
    club lead seat 2 may follow with a club or trump with the 3H, but may not discard a
    diamond while holding clubs."""
    deal = {1: "AH 3C 4C 5C 6C 7C", 2: "2H 3H KC QC 2D 3D", 0: "4H 5D 6D 7D 8D 9D"}
    state = play_scripted("auction_pitch", 3, 0, deal,
                          ["bid 1", "pass", "pass", "AH", "2H", "4H", "3C"])
    assert state.current_player() == 2
    assert legal_cards(state) == {"KC", "QC", "3H"}


# --------------------------------------------------- V04 solo Auction Pitch (001/002)


def test_lone_trump_scores_high_and_low() -> None:
    """V04 solo Auction Pitch (spec/solo_auction_pitch.pitch), seeds 001/002: when only
    one trump is in play it scores 2, as both High and Low."""
    deal = {1: "5H AS KS QS AD KD", 2: "2S 3S 4S 2D 3D 4D", 0: "5S 6S 7S 5D 6D 7D"}
    state = play_scripted("solo_auction_pitch", 3, 0, deal,
                          ["bid 3", "pass", "pass", "5H"], auto=True)
    assert awards(state) == [("high", 1, 1), ("low", 1, 1), ("game", 1, 1)]
    assert state.scores == [0, 3, 0]


def test_lone_jack_scores_three() -> None:
    """V04 solo Auction Pitch (spec/solo_auction_pitch.pitch), seeds 001/002: a lone
    trump that is the Jack scores 3 - High, Low and Jack."""
    deal = {1: "JH AS KS QS AD KD", 2: "2S 3S 4S 2D 3D 4D", 0: "5S 6S 7S 5D 6D 7D"}
    state = play_scripted("solo_auction_pitch", 3, 0, deal,
                          ["bid 3", "pass", "pass", "JH"], auto=True)
    assert awards(state) == [("high", 1, 1), ("low", 1, 1), ("jack", 1, 1), ("game", 1, 1)]
    assert sum(v for p, s, v in awards(state) if p != "game") == 3


SOLO_DEAL = {1: "AH JH 3C 4C 5C 6C", 2: "2H KC QC 10C 9C 8C", 0: "2D 3D 4D 5D 6D 7D"}
SOLO_PLAY = ["AH", "2H", "2D", "JH", "8C", "3D", "3C", "KC", "4D", "QC", "5D", "4C",
             "10C", "6D", "5C", "9C", "7D", "6C"]


def test_non_pitchers_keep_what_they_take() -> None:
    """V04 solo Auction Pitch (spec/solo_auction_pitch.pitch), seeds 001/002: the four
    points go to whoever wins the cards (High and Low to the capturer), the pitcher
    who makes his bid scores all he took, and non-pitchers score all they took."""
    state = play_scripted("solo_auction_pitch", 3, 0, SOLO_DEAL,
                          ["bid 2", "pass", "pass", *SOLO_PLAY])
    assert last_hand(state)["made"] is True
    assert awards(state) == [("high", 1, 1), ("low", 1, 1), ("jack", 1, 1), ("game", 2, 1)]
    assert state.scores == [0, 3, 1]


def test_only_the_pitcher_can_go_out() -> None:
    """V04 solo Auction Pitch (spec/solo_auction_pitch.pitch), seeds 001/002: the first
    player with 7 at the end of a hand in which he was the pitcher wins; a non-pitcher
    reaching 7 does not, so the winner may have fewer points than a loser."""
    state = play_scripted("solo_auction_pitch", 3, 0, SOLO_DEAL,
                          ["bid 2", "pass", "pass", *SOLO_PLAY], scores=[0, 2, 6])
    assert state.scores == [0, 5, 7]
    assert state.winners is None  # seat 2 has 7 but did not pitch
    state = play_scripted("solo_auction_pitch", 3, 0, SOLO_DEAL,
                          ["bid 2", "pass", "pass", *SOLO_PLAY], scores=[0, 4, 6])
    assert state.winners == (1,)  # the pitcher, credited first, goes out
    assert state.scores[1] == 7


def test_pitcher_goes_out_with_fewer_points_than_a_loser() -> None:
    """V04 solo Auction Pitch (spec/solo_auction_pitch.pitch), seeds 001/002 (P-44): the
    pitcher who reaches 7 wins even though a non-pitcher already has more (9)."""
    state = play_scripted("solo_auction_pitch", 3, 0, SOLO_DEAL,
                          ["bid 2", "pass", "pass", *SOLO_PLAY], scores=[0, 4, 9])
    assert state.winners == (1,)
    assert state.scores[1] == 7 and state.scores[2] >= 9


def test_dealer_must_bid_at_least_two_when_all_pass() -> None:
    """V04 solo Auction Pitch (spec/solo_auction_pitch.pitch), seeds 001/002: if every
    other player passes, the dealer must bid at least 2: passing is not open to him,
    nor a bid of 1; he may bid higher."""
    state = play_scripted("solo_auction_pitch", 3, 0, SOLO_DEAL, ["pass", "pass"])
    assert state.current_player() == 0
    assert legal_labels(state) == ["bid 2", "bid 3", "bid 4"]
    with pytest.raises(AssertionError, match="not legal"):
        play_scripted("solo_auction_pitch", 3, 0, SOLO_DEAL, ["pass", "pass", "pass"])
    state = play_scripted("solo_auction_pitch", 3, 0, SOLO_DEAL, ["pass", "pass", "bid 3"])
    assert state.contract == Contract(0, 3)
    assert state.current_player() == 0  # the stuck dealer pitches


def test_dealer_given_the_bid_when_all_pass() -> None:
    """V10 Contway 6-Point Pitch (spec/contway_pitch.pitch), seed 000: "if all players
    pass, the dealer is given the minimum bid (2) and becomes the bid winner": the
    dealer's own pass takes the 2 (unlike solo Pitch's dealer, who may not pass)."""
    hands = {1: "AH 3C 4C 5C 6C 7C", 2: "2H KC QC 10C 9C 8C", 3: "JD 2S 3S 4S 5S 6S",
             0: "2D 3D 4D 5D 6D 7D"}
    state = play_scripted("contway_pitch", 4, 0, hands, ["pass", "pass", "pass"])
    assert state.current_player() == 0 and "pass" in legal_labels(state)
    state = play_scripted("contway_pitch", 4, 0, hands, ["pass"] * 4)
    assert state.contract == Contract(0, 2)


def test_dealer_may_steal_a_bid_below_four() -> None:
    """V04 solo Auction Pitch (spec/solo_auction_pitch.pitch), seeds 001/002: if others
    bid 1, 2 or 3, the dealer (and only he) may take the bid by equalling the high bid."""
    state = play_scripted("solo_auction_pitch", 3, 0, SOLO_DEAL, ["bid 3"])
    assert "bid 3" not in legal_labels(state)  # seat 2 must exceed
    state = play_scripted("solo_auction_pitch", 3, 0, SOLO_DEAL, ["bid 3", "pass"])
    assert state.current_player() == 0 and "bid 3" in legal_labels(state)
    state = play_scripted("solo_auction_pitch", 3, 0, SOLO_DEAL, ["bid 3", "pass", "bid 3"])
    assert state.contract == Contract(0, 3)
    # A 4 ("pitching" it) ends the auction at once: nobody may steal it.
    state = play_scripted("solo_auction_pitch", 3, 0, SOLO_DEAL, ["pass", "bid 4"])
    assert state.contract is not None and state.contract.bidder == 2
    assert state.current_player() == 2 and state.phase.value == "play"


# ---------------------------------------------------------------- V18 Roadhouse (000)


def test_must_follow_suit_instead_of_trumping() -> None:
    """V18 Roadhouse Pitch (spec/roadhouse_pitch.pitch), seed 000: players must follow
    suit regardless of trump; trumping is allowed only when unable to follow. Same
    position as the Auction Pitch example: seat 2 may no longer trump the club lead."""
    deal = {1: "AH 3C 4C 5C 6C 7C", 2: "2H 3H KC QC 2D 3D", 0: "4H 5D 6D 7D 8D 9D"}
    state = play_scripted("roadhouse_pitch", 3, 0, deal,
                          ["bid 2", "pass", "pass", "AH", "2H", "4H", "3C"])
    assert state.current_player() == 2
    assert legal_cards(state) == {"KC", "QC"}
    # Seat 0, void in clubs, may trump or discard anything.
    state = play_scripted("roadhouse_pitch", 3, 0, deal,
                          ["bid 2", "pass", "pass", "AH", "2H", "4H", "3C", "KC"])
    assert legal_cards(state) == {"5D", "6D", "7D", "8D", "9D"}


def test_low_goes_to_its_capturer_in_roadhouse() -> None:
    """V18 Roadhouse Pitch (spec/roadhouse_pitch.pitch), seed 000: the four points go to
    their eventual holders, so Low goes to whoever captures the lowest trump - seat 1,
    whose AH took seat 2's 2H (contrast V01, where seat 2 keeps it)."""
    state = play_scripted("roadhouse_pitch", 3, 0, THREE_DEAL,
                          ["bid 2", "pass", "pass", *THREE_PLAY])
    assert awards(state) == [("high", 1, 1), ("low", 1, 1), ("game", 2, 1)]
    assert state.scores == [0, 2, 1]


def test_roadhouse_winner_must_lead_by_two() -> None:
    """V18 Roadhouse Pitch (spec/roadhouse_pitch.pitch), seed 000: the game is to 15 and
    the winner must lead by two. Seat 1 (pitcher, credited first) reaches 15 while seat
    2 has 14: not two ahead, so no winner; with seat 2 on 13 seat 1 wins."""
    state = play_scripted("roadhouse_pitch", 3, 0, THREE_DEAL,
                          ["bid 2", "pass", "pass", *THREE_PLAY], scores=[0, 13, 14])
    assert state.scores == [0, 15, 15] and state.winners is None
    state = play_scripted("roadhouse_pitch", 3, 0, THREE_DEAL,
                          ["bid 2", "pass", "pass", *THREE_PLAY], scores=[0, 13, 13])
    assert state.winners == (1,)


# ------------------------------------------------------------------ V10 Contway (000)

# Four players, two teams (seats 1 and 3 against 0 and 2). Seat 1 bids 2 and names
# hearts; nobody discards. Seat 1's AH takes the 2H played by seat 2.
CONTWAY_DEAL = {1: "AH KH 3C 4C 5C 6C", 2: "2H 7C 8C 9C 10C JC",
                3: "3H 2S 3S 4S 5S 6S", 0: "4H 7S 8S 9S 10S QS"}
CONTWAY_AUCTION = ["bid 2", "pass", "pass", "pass", "trump hearts",
                   "done", "done", "done", "done"]
CONTWAY_PLAY = ["AH", "2H", "3H", "4H", "KH", "7C", "2S", "7S", "3C", "10C", "3S", "8S",
                "8C", "4S", "9S", "4C", "9C", "5S", "10S", "5C", "JC", "6S", "QS", "6C"]


def test_low_goes_to_the_team_that_played_it() -> None:
    """V10 Contway 6-Point Pitch (spec/contway_pitch.pitch), seed 000: Low goes to the
    team that played it, not the team that captured it ("2 for low"). Team 0's 2H is
    taken by team 1's AH, yet team 0 scores Low."""
    state = play_scripted("contway_pitch", 4, 0, CONTWAY_DEAL,
                          [*CONTWAY_AUCTION, *CONTWAY_PLAY])
    assert state.tricks[0].winner == 1
    assert awards(state) == [("high", 1, 1), ("low", 0, 1), ("game", 0, 1)]


def test_contway_scores_never_go_below_zero() -> None:
    """V10 Contway 6-Point Pitch (spec/contway_pitch.pitch), seed 000: a bidding team
    that is set subtracts its bid, but scores never go below zero. Team 1, on 1, bids 2
    and takes only High: it stops at 0, not -1."""
    state = play_scripted("contway_pitch", 4, 0, CONTWAY_DEAL,
                          [*CONTWAY_AUCTION, *CONTWAY_PLAY], scores=[0, 1])
    assert last_hand(state)["made"] is False
    assert state.scores == [2, 0]


def test_contway_joker_breaks_a_game_tie() -> None:
    """V10 Contway 6-Point Pitch (spec/contway_pitch.pitch), seed 000: on a tie in card
    points the team that captured the Joker wins Game. Both teams take 10 (10S, 10D);
    team 1 captured the Joker (which outranks the 10 of trumps and is High)."""
    deal = {1: "5H 3S 3D 6C 7C 7S", 2: "2H 4S 4D 9C 2C 8S",
            3: "BJ 10S 2D 5C 3C 9S", 0: "4H 2S 10D 4C 8C 5S"}
    play = ["5H", "2H", "BJ", "4H", "10S", "2S", "3S", "4S", "2D", "10D", "3D", "4D",
            "4C", "6C", "9C", "5C", "2C", "3C", "8C", "7C", "5S", "7S", "8S", "9S"]
    state = play_scripted("contway_pitch", 4, 0, deal, [*CONTWAY_AUCTION, *play])
    assert [t.winner for t in state.tricks] == [3, 3, 0, 2, 0, 3]
    assert awards(state) == [("high", 1, 1), ("low", 0, 1), ("joker", 1, 1), ("game", 1, 1)]
    assert state.scores == [1, 3]


def test_contway_bidding_team_wins_when_both_reach_eleven() -> None:
    """V10 Contway 6-Point Pitch (spec/contway_pitch.pitch), seed 000: if both teams
    reach 11 in the same deal, the bidding team of that deal wins. The Joker deal above
    from 10 to 8: team 0 reaches 11 with Low, team 1 (the bidder) 11 with three points."""
    deal = {1: "5H 3S 3D 6C 7C 7S", 2: "2H 4S 4D 9C 2C 8S",
            3: "BJ 10S 2D 5C 3C 9S", 0: "4H 2S 10D 4C 8C 5S"}
    play = ["5H", "2H", "BJ", "4H", "10S", "2S", "3S", "4S", "2D", "10D", "3D", "4D",
            "4C", "6C", "9C", "5C", "2C", "3C", "8C", "7C", "5S", "7S", "8S", "9S"]
    state = play_scripted("contway_pitch", 4, 0, deal, [*CONTWAY_AUCTION, *play],
                          scores=[10, 8])
    assert state.scores == [11, 11] and state.winners == (1,)


def test_contway_game_tie_without_joker_scores_nobody() -> None:
    """V10 Contway 6-Point Pitch (spec/contway_pitch.pitch), seed 000: if the Joker is
    not in play a tie for Game gives no point. As above with the 6H for the Joker."""
    deal = {1: "5H 3S 3D 6C 7C 7S", 2: "2H 4S 4D 9C 2C 8S",
            3: "6H 10S 2D 5C 3C 9S", 0: "4H 2S 10D 4C 8C 5S"}
    play = ["5H", "2H", "6H", "4H", "10S", "2S", "3S", "4S", "2D", "10D", "3D", "4D",
            "4C", "6C", "9C", "5C", "2C", "3C", "8C", "7C", "5S", "7S", "8S", "9S"]
    state = play_scripted("contway_pitch", 4, 0, deal, [*CONTWAY_AUCTION, *play])
    assert awards(state) == [("high", 1, 1), ("low", 0, 1)]


# ------------------------------------------------- V36-V41 All Fours, turn-up (003)

NO_HEARTS = [c for c in range(52) if c // 13 != HEARTS]


def test_game_tie_goes_to_elder() -> None:
    """V38 Classic All Fours (spec/classic_all_fours.pitch), seed 003: a Game tie between
    the two players goes to elder. The 7H is turned; elder (1) stands; both take 10.
    High and Low go to the player who wins them (the dealer's 3H takes the 2H)."""
    state = play_scripted("classic_all_fours", 2, 0, TIE_DEAL, ["stand", *TIE_PLAY],
                          stock="7H")
    assert state.turned == [card("7H")] and state.trump == HEARTS
    assert awards(state) == [("high", 0, 1), ("low", 0, 1), ("game", 1, 1)]
    assert state.scores == [2, 1]


def test_cotton_low_goes_to_its_holder_as_dealt() -> None:
    """V36 Classic All Fours, Cotton 1674 (spec/classic_all_fours_cotton.pitch), seed 003:
    High for holding the highest trump, Low for the lowest trump as dealt (its
    original holder, elder's 2H, though the dealer took it); a Game tie scores nobody."""
    state = play_scripted("classic_all_fours_cotton", 2, 0, TIE_DEAL, ["stand", *TIE_PLAY],
                          stock="7H")
    assert awards(state) == [("high", 0, 1), ("low", 1, 1)]


def test_turned_jack_scores_for_the_dealer_at_once() -> None:
    """V38 Classic All Fours (spec/classic_all_fours.pitch), seed 003: a Jack turned for
    trump scores 1 for the dealer at once, before anyone plays."""
    state = play_scripted("classic_all_fours", 2, 0, TIE_DEAL, [], stock="JH")
    assert during(state) == [("turned", 0, 1)] and state.scores == [1, 0]
    assert legal_labels(state) == ["stand", "beg"] and state.current_player() == 1


def test_beg_and_gift_to_elder() -> None:
    """V36 Cotton (spec/classic_all_fours_cotton.pitch) and V38 (classic_all_fours),
    seed 003: elder begs; the dealer may "take one", giving elder 1 point at once, and
    play starts with the turned-up trump, elder leading."""
    for name in ("classic_all_fours_cotton", "classic_all_fours"):
        state = play_scripted(name, 2, 0, TIE_DEAL, ["beg"], stock="7H")
        assert state.current_player() == 0 and legal_labels(state) == [
            "give a point", "run the cards"]
        state = play_scripted(name, 2, 0, TIE_DEAL, ["beg", "give"], stock="7H")
        assert during(state) == [("gift", 1, 1)] and state.scores == [0, 1]
        assert state.trump == HEARTS and state.phase.value == "play"
        assert state.current_player() == 1


def test_gift_can_count_out() -> None:
    """V38 Classic All Fours (spec/classic_all_fours.pitch), seed 003: points scored
    during the deal count at once, so elder on 6 who is given the Gift reaches 7 and
    wins with no further play."""
    state = play_scripted("classic_all_fours", 2, 0, TIE_DEAL, ["beg", "give"], stock="7H",
                          scores=[0, 6])
    assert state.winners == (1,) and state.hands_played == []


def test_running_the_cards_turns_a_new_trump() -> None:
    """V36 Cotton (spec/classic_all_fours_cotton.pitch), seed 003: if the dealer refuses
    the beg he deals three more cards each and turns another card for trump; then
    each player discards back to six."""
    stock = "7H 3D 4D 5D 6D 7D JD 4S"  # turn-up, 3 to elder, 3 to the dealer, new turn
    state = play_scripted("classic_all_fours_cotton", 2, 0, TIE_DEAL, ["beg", "run"],
                          stock=stock)
    assert state.turned == cards("7H 4S") and state.trump == SPADES
    assert state.hands[1] == sum(1 << c for c in cards(TIE_DEAL[1] + " 3D 4D 5D"))
    assert state.hands[0] == sum(1 << c for c in cards(TIE_DEAL[0] + " 6D 7D JD"))
    assert state.phase.value == "exchange" and state.current_player() == 1
    assert during(state) == []  # no gift when the cards are run


def test_after_running_any_three_cards_may_be_discarded() -> None:
    """V38 Classic All Fours (spec/classic_all_fours.pitch), seed 003: once trump is fixed
    after running, each player takes up his three extra cards and discards three, back
    to six - any three: elder may throw away the 3S although spades are now trumps."""
    stock = "7H 3S 4D 5D 6D 7D JD 4S"
    state = play_scripted("classic_all_fours", 2, 0, TIE_DEAL, ["beg", "run"], stock=stock)
    assert state.trump == SPADES and state.current_player() == 1
    assert set(legal_labels(state)) == set(TIE_DEAL[1].split()) | {"3S", "4D", "5D"}
    state = play_scripted("classic_all_fours", 2, 0, TIE_DEAL,
                          ["beg", "run", "3S", "4D", "5D", "JD", "6D", "7D"], stock=stock)
    assert state.phase.value == "play"
    assert [h.bit_count() for h in state.hands] == [6, 6]
    assert state.hands[1] == sum(1 << c for c in cards(TIE_DEAL[1]))


def test_running_the_cards_again_on_the_same_suit() -> None:
    """V38 Classic All Fours (spec/classic_all_fours.pitch), seed 003: if the new turn-up
    is of the rejected suit, it and the extra cards are discarded unseen and the cards
    are run again until a new trump is established."""
    stock = "7H 3D 4D 5D 6D 7D JD 9H 3S 4S 5S 6S 7S 8S KS"
    state = play_scripted("classic_all_fours", 2, 0, TIE_DEAL, ["beg", "run"], stock=stock)
    assert state.turned == cards("7H 9H KS") and state.trump == SPADES
    assert state.hands[1] == sum(1 << c for c in cards(TIE_DEAL[1] + " 3S 4S 5S"))
    assert state.hands[0] == sum(1 << c for c in cards(TIE_DEAL[0] + " 6S 7S 8S"))
    out = cards("3D 4D 5D 6D 7D JD")
    assert all(state.out >> c & 1 for c in out)


def test_three_or_more_gift_to_each_opponent() -> None:
    """V39 Classic All Fours, three or more (spec/classic_all_fours_three_or_more.pitch),
    seed 003: the dealer answers a beg by giving each opposing side 1 point."""
    hands = {1: "2H 3C 4C 5C 6C 7C", 2: "8C 9C 10C JC QC KC", 0: "3H 2D 3D 4D 5D 6D"}
    state = play_scripted("classic_all_fours_three_or_more", 3, 0, hands, ["beg", "give"],
                          stock="7H")
    assert sorted(during(state)) == [("gift", 1, 1), ("gift", 2, 1)]
    assert state.scores == [0, 1, 1]


def test_three_or_more_rejected_suit_jack_does_not_score() -> None:
    """V39 (spec/classic_all_fours_three_or_more.pitch), seed 003: if, while running, a
    Jack of the rejected suit is turned, the dealer does not score it; a Jack that
    fixes trump does. Cards run are kept (as many tricks as cards held)."""
    hands = {1: "2H 3C 4C 5C 6C 7C", 2: "8C 9C 10C JC QC KC", 0: "3H 2D 3D 4D 5D 6D"}
    stock = "7H 2S 3S 4S 5S 6S 7S 8S 9S 10S JH QS KS AS 7D 8D 9D 10D QD KD JD"
    state = play_scripted("classic_all_fours_three_or_more", 3, 0, hands, ["beg", "run"],
                          stock=stock)
    assert state.turned == cards("7H JH JD") and state.trump == 2
    assert during(state) == [("turned", 0, 1)]  # the JD only
    assert [h.bit_count() for h in state.hands] == [12, 12, 12]


@pytest.mark.parametrize(("turn", "value"), [("AH", 1), ("6H", 2), ("JH", 3), ("KH", 0),
                                             ("2H", 0)])
def test_trinidad_turn_up_scoring(turn: str, value: int) -> None:
    """V41 Caribbean All Fours (spec/caribbean_all_fours.pitch), seed 003: instead of 1
    for a Jack the dealer scores 1 for turning an Ace, 2 for a Six (Trinidad) and 3 for
    a Jack; other cards score nothing."""
    hands = fill({}, 6, deck=NO_HEARTS)
    state = play_scripted("caribbean_all_fours", 4, 0, hands, [], stock=turn)
    assert during(state) == ([("turned", 0, value)] if value else [])
    # seats are numbered in the direction of play (counter-clockwise here): elder, the
    # dealer's right-hand neighbour, is seat 1
    assert state.current_player() == 1


def test_trinidad_every_card_turned_while_running_scores() -> None:
    """V41 Caribbean All Fours (spec/caribbean_all_fours.pitch), seed 003: when the cards
    are run because the opponents begged, the dealer scores every scoring card turned,
    even one that does not become trump: the 6H (2), then the AH of the rejected suit
    (1), then the JS that fixes spades (3)."""
    hands = fill({}, 6, avoid="JS", deck=NO_HEARTS)
    used = {c for h in hands.values() for c in h}
    spare = [c for c in range(52) if c not in used and c not in cards("6H AH JS")]
    stock = [card("6H"), *spare[:12], card("AH"), *spare[12:24], card("JS")]
    state = play_scripted("caribbean_all_fours", 4, 0, hands, ["beg", "run"], stock=stock)
    assert during(state) == [("turned", 0, 2), ("turned", 0, 1), ("turned", 0, 3)]
    assert state.trump == SPADES and state.scores == [6, 0]


def test_hang_jack_scores_three() -> None:
    """V41 Caribbean All Fours (spec/caribbean_all_fours.pitch), seed 003: capturing the
    Jack of trumps from the side that held it "hangs" it for 3 instead of 1. Side 0's
    JH (seat 2) falls to seat 3's AH. Play is counter-clockwise from elder, seat 1 (seats
    are numbered in the direction of play)."""
    hands = fill({1: "2H", 2: "JH", 3: "AH", 0: "3H"}, 6, deck=NO_HEARTS)
    state = play_scripted("caribbean_all_fours", 4, 0, hands,
                          ["stand", "2H", "JH", "AH", "3H"], stock="7H", auto=True)
    assert state.tricks[0].winner == 3
    assert awards(state)[:3] == [("high", 1, 1), ("low", 1, 1), ("jack", 1, 3)]


def test_jack_won_by_its_own_side_scores_one() -> None:
    """V41 Caribbean All Fours (spec/caribbean_all_fours.pitch), seed 003: a Jack won by
    the side that held it is not hanged and scores 1 (seat 0's AH, partner of seat 2)."""
    hands = fill({1: "2H", 2: "JH", 3: "3H", 0: "AH"}, 6, deck=NO_HEARTS)
    state = play_scripted("caribbean_all_fours", 4, 0, hands,
                          ["stand", "2H", "JH", "3H", "AH"], stock="7H", auto=True)
    assert state.tricks[0].winner == 0
    # Low is side 1's: seat 3 was dealt the 2H (test_fidelity_specs.py).
    assert awards(state)[:3] == [("high", 0, 1), ("low", 1, 1), ("jack", 0, 1)]


@pytest.mark.parametrize(("turn", "value"), [("KH", 3), ("10H", 10), ("AH", 4), ("JH", 1),
                                             ("5H", 0)])
def test_running_fours_turn_up_scores_its_value(turn: str, value: int) -> None:
    """V37 Running Fours (spec/running_fours.pitch), seed 003: the dealer scores the
    value of the turned-up trump card, e.g. 3 for a King."""
    state = play_scripted("running_fours", 2, 0, TIE_DEAL, [], stock=turn)
    assert during(state) == ([("turned", 0, value)] if value else [])


# ------------------------------------------------- V11, V13 ten-point doubled bids (000)

# Oklahoma, four players: seat 1 (team 1) holds the AH, JH, 3H and 10H - 6 points; the
# 2H, the Off-Jack (JD) and both jokers stay in the stock. Everyone keeps his hearts and
# is refilled with plain cards.
OKLA_HANDS = {1: "AH JH 3H 10H 2C 3C", 2: "4H 2S 3S 4S 5S 6S",
              3: "5H 7C 8C 9C 10C JC", 0: "6H 2D 3D 4D 5D 6D"}
OKLA_STOCK = "4C 5C 7S 8S 9S 10S JS QS KS AS 6C QC 7D 8D 9D 10D QD"
OKLA_PLAY = ["AH", "4H", "5H", "6H", "JH", "7S", "QS", "7D", "3H", "8S", "KS", "8D",
             "10H", "9S", "AS", "9D", "4C", "10S", "6C", "10D", "QC", "QD", "5C", "JS"]


def test_oklahoma_doubled_bid_made_scores_double() -> None:
    """V11 Oklahoma Ten-Point (spec/oklahoma_ten_point.pitch), seed 000: a bid may be
    straight or doubled; "6 for 12" scores 12 if six points are made."""
    state = play_scripted("oklahoma_ten_point", 4, 0, OKLA_HANDS,
                          ["bid 6 for 12", "pass", "pass", "pass", "trump hearts",
                           *OKLA_PLAY], stock=OKLA_STOCK)
    assert last_hand(state)["contract"] == Contract(1, 6, doubled=True)
    assert awards(state) == [("high", 1, 1), ("jack", 1, 1), ("three", 1, 3), ("game", 1, 1)]
    assert state.scores == [0, 12]


def test_oklahoma_doubled_bid_set_costs_double() -> None:
    """V11 Oklahoma Ten-Point (spec/oklahoma_ten_point.pitch), seed 000: "6 for 12" is
    set 12 if six points are not made. With the 9H instead of the 3H seat 1 takes 3."""
    hands = {**OKLA_HANDS, 1: "AH JH 9H 10H 2C 3C"}
    play = [c if c != "3H" else "9H" for c in OKLA_PLAY]
    state = play_scripted("oklahoma_ten_point", 4, 0, hands,
                          ["bid 6 for 12", "pass", "pass", "pass", "trump hearts", *play],
                          stock=OKLA_STOCK)
    assert awards(state) == [("high", 1, 1), ("jack", 1, 1), ("game", 1, 1)]
    assert last_hand(state)["made"] is False and state.scores == [0, -12]


def test_oklahoma_straight_bid_scores_what_was_taken() -> None:
    """V11 Oklahoma Ten-Point (spec/oklahoma_ten_point.pitch), seed 000: the same six
    points under a straight 6 score 6, not 12."""
    state = play_scripted("oklahoma_ten_point", 4, 0, OKLA_HANDS,
                          ["bid 6", "pass", "pass", "pass", "trump hearts", *OKLA_PLAY],
                          stock=OKLA_STOCK)
    assert state.scores == [0, 6]


CARTHAGE_DOUBLED = """
variant carthage_doubled "Carthage with doubled bids" extends carthage_ten_point
bidding {
  doubled: yes
}
"""


def test_carthage_doubled_bids_are_half_steps() -> None:
    """V13 Carthage Ten-Point with doubled bids (option O-17 on
    spec/carthage_ten_point.pitch), seed 000: "5 for 10" ranks between 5 and 6, and "6
    for 12" above 6."""
    variant = spec_text(CARTHAGE_DOUBLED, "carthage_doubled")
    hands = fill({}, 9)
    state = play_scripted(variant, 4, 0, hands, ["bid 5"])
    assert {"bid 5 for 10", "bid 6", "bid 6 for 12"} <= set(legal_labels(state))
    assert "bid 5" not in legal_labels(state)
    state = play_scripted(variant, 4, 0, hands, ["bid 5 for 10"])
    assert "bid 5 for 10" not in legal_labels(state) and "bid 6" in legal_labels(state)
    state = play_scripted(variant, 4, 0, hands, ["bid 5 for 10", "bid 6"])
    assert "bid 6" not in legal_labels(state) and "bid 6 for 12" in legal_labels(state)


def test_carthage_failed_doubled_bid_costs_the_doubled_amount() -> None:
    """V13 Carthage Ten-Point with doubled bids (O-17 on spec/carthage_ten_point.pitch),
    seed 000: a failed doubled bid costs the full doubled amount: "5 for 10" set is
    -10. Team 1 (seat 1) bids it; team 0 holds the big trumps and takes 9 of the 10
    points; the Two scores for seat 3, who played it."""
    variant = spec_text(CARTHAGE_DOUBLED, "carthage_doubled")
    hands = {1: "7H 6H 5H 4H 2S 3S 4S 5S 6S", 2: "AH KH QH 3H 10H 7S 8S 9S 10S",
             3: "JD BJ LJ 2H JS QS KS AS 2C", 0: "JH 9H 8H 3C 4C 5C 6C 7C 8C"}
    stock = "9C 10C JC QC KC AC 2D 3D 4D 5D 6D 7D 8D 9D 10D QD KD AD"
    # Refills: seat 2 takes 9C, seat 3 10C JC, seat 0 QC KC AC; seat 1 takes the other
    # twelve and keeps his four trumps and two plain cards.
    plain = [c for c in cards("2S 3S 4S 5S 6S") + cards(stock)[6:]]
    burn = plain[:-2]
    play = ["4H", "3H", "2H", "8H",  # seat 0's 8H wins; the 3 goes to team 0
            "JH", "5H", "AH", "JD",  # seat 2
            "KH", "LJ", "9H", "6H",
            "QH", "BJ", "AC", "7H",
            "10H", "10C", "KC", "KD",
            "9C", "JC", "QC", "AD"]
    state = play_scripted(variant, 4, 0, hands,
                          ["bid 5 for 10", "pass", "pass", "pass", "trump hearts",
                           *[c for c in burn], *play], stock=stock)
    assert last_hand(state)["contract"] == Contract(1, 5, doubled=True)
    # The last trick is an untrumped off-lead: the previous winner (seat 2) leads again
    # and keeps it, though seat 0's QC is the highest club (C-33 reading).
    assert [t.winner for t in state.tricks] == [0, 2, 2, 2, 2, 2]
    assert sorted(awards(state)) == sorted([
        ("high", 0, 1), ("jack", 0, 1), ("off_jack", 0, 1), ("big_joker", 0, 1),
        ("little_joker", 0, 1), ("game", 0, 1), ("three", 0, 3), ("low", 1, 1)])
    assert last_hand(state)["made"] is False
    assert state.scores == [9, -10]


# ------------------------------------------------------- V26 Nine-Five, V31 Bonanza (000)


def test_nine_five_holding_the_nine_forces_a_bid_of_nine() -> None:
    """V26 Nine-Five common rules (spec/nine_five_common.pitch), seed 000: a player
    holding the Nine and another card of the same suit must bid at least 9; the high
    bidder may still name a trump suit other than the one that forced the bid."""
    hands = fill({1: "9H 3H", 2: "9S"}, 9, avoid="2S 3S 4S 5S 6S 7S 8S 10S JS QS KS AS")
    state = play_scripted("nine_five_common", 4, 0, hands, [])
    assert state.current_player() == 1
    assert legal_labels(state) == [f"bid {n}" for n in range(9, 19)]  # no pass, no 4-8
    state = play_scripted("nine_five_common", 4, 0, hands, ["bid 9"])
    assert legal_labels(state) == ["pass", *[f"bid {n}" for n in range(10, 19)]]
    state = play_scripted("nine_five_common", 4, 0, hands,
                          ["bid 9", "pass", "pass", "pass", "trump clubs"])
    assert state.contract == Contract(1, 9) and state.trump == 3


def test_nine_five_lone_nine_does_not_force() -> None:
    """V26 Nine-Five common rules (spec/nine_five_common.pitch), seed 000: the Nine alone,
    without another card of its suit, forces nothing: the ordinary bids from 4 and a
    pass remain open."""
    hands = fill({1: "9S"}, 9, avoid="2S 3S 4S 5S 6S 7S 8S 10S JS QS KS AS")
    state = play_scripted("nine_five_common", 4, 0, hands, [])
    assert legal_labels(state) == ["pass", *[f"bid {n}" for n in range(4, 19)]]


def test_bonanza_bidder_wins_when_both_pass_64() -> None:
    """V31 Bonanza Pitch (spec/bonanza_pitch.pitch), seed 000: if both teams pass 64 in
    the same deal, the team that won that deal's bid wins even with fewer points. Team 1
    (seat 1) bids 4 and takes Low, Jack, Ten and Five (8); team 0 takes High and the
    Nine (10): 68 against 73, and team 1 wins."""
    hands = {1: "JH 10H 5H 2H 2C 3C", 2: "AH 2S 3S 4S 5S 6S", 3: "4C 5C 6C 7C 8C 9C",
             0: "9H 2D 3D 4D 5D 6D"}
    kitty = "3H 8D 9D 10D"
    stock = "10C 7S 8S 9S 10S JS QS KS AS JC QC KC AC JD QD KD AD"
    play = ["2H", "AH", "QS", "9H",  # seat 2's AH captures the Nine
            "7S", "KS", "AC", "5H",  # seat 1, void in spades, trumps with the Five
            "JH", "8S", "AS", "JD",
            "10H", "9S", "JC", "QD",
            "3H", "10S", "QC", "KD",
            "10C", "JS", "KC", "AD"]
    state = play_scripted("bonanza_pitch", 4, 0, hands,
                          ["bid 4", "pass", "pass", "pass", "trump hearts", *play],
                          kitty=kitty, stock=stock, scores=[63, 60])
    assert awards(state) == [("high", 0, 1), ("low", 1, 1), ("jack", 1, 1), ("ten", 1, 1),
                             ("nine", 0, 9), ("five", 1, 5)]
    assert state.scores == [73, 68]
    assert state.winners == (1,)


def test_bonanza_moon_barred_at_46() -> None:
    """V31 Bonanza Pitch (spec/bonanza_pitch.pitch), seed 000: shooting the moon is not
    allowed to a team on 46 or more, nor while a team is in the hole."""
    hands = fill({}, 6)
    kitty = "JD QD KD AD"
    moon = "bid Shoot the moon"
    assert moon in legal_labels(play_scripted("bonanza_pitch", 4, 0, hands, [],
                                              kitty=kitty, scores=[0, 45]))
    assert moon not in legal_labels(play_scripted("bonanza_pitch", 4, 0, hands, [],
                                                  kitty=kitty, scores=[0, 46]))
    assert moon not in legal_labels(play_scripted("bonanza_pitch", 4, 0, hands, [],
                                                  kitty=kitty, scores=[-1, 10]))


# ------------------------------------------------------------------- V44 All Fives (003)


def test_all_fives_trick_trumps_score_at_once() -> None:
    """V44 All Fives (spec/all_fives.pitch), seed 003: the winner of each trick scores at
    once the card values of the trumps in it, the Five of trumps counting 5: the
    dealer's KH takes elder's 5H, 3 + 5 = 8 before the next card is played."""
    hands = {1: "5H 2C 3C 4C 6C 7C", 0: "KH 2D 3D 4D 5D 6D"}
    state = play_scripted("all_fives", 2, 0, hands, ["5H", "KH"])
    assert state.tricks[0].winner == 0
    assert during(state) == [("trumps", 0, 8)] and state.scores == [8, 0]


def test_all_fives_can_peg_out_mid_deal() -> None:
    """V44 All Fives (spec/all_fives.pitch), seed 003: game is 61, and trick scores count
    at once, so the dealer on 55 wins on taking the 5H and KH, with the deal unfinished."""
    hands = {1: "5H 2C 3C 4C 6C 7C", 0: "KH 2D 3D 4D 5D 6D"}
    state = play_scripted("all_fives", 2, 0, hands, ["5H", "KH"], scores=[55, 0])
    assert state.winners == (0,) and state.hands_played == []


def test_all_fives_five_counts_five_towards_game() -> None:
    """V44 All Fives (spec/all_fives.pitch), seed 003: the Five of trumps counts 5 towards
    Game. Elder takes the 5H (5 card points), the dealer the 4D: 5 to 0 and elder wins
    Game (in plain Pitch the count would be a 0-0 tie, and no Game)."""
    hands = {1: "5H AS 3C 4C 6C 7C", 0: "2H 2D 3D 4D 5D 6D"}
    play = ["5H", "2H", "AS", "2D", "3C", "3D", "4C", "4D", "6C", "5D", "7C", "6D"]
    state = play_scripted("all_fives", 2, 0, hands, play)
    assert ("game", 1, 1) in awards(state)


# ------------------------------------------- V33 Reverse, V07 Barn, V34 Two-trump (000)


def test_reverse_pitch_lowest_card_wins() -> None:
    """V33 Reverse Pitch (spec/reverse_pitch.pitch), seed 000: each trick is taken by the
    lowest card - the lowest trump if any trump is played, else the lowest card of the
    suit led (a trump still beats every plain card)."""
    hands = {1: "9H KC 2C 4D 6S 7S", 0: "3H 2D QC 3C AH 8S"}
    play = ["9H", "3H",   # lowest trump wins: the dealer
            "2D", "4D",   # the dealer leads; lowest of the suit led: his own 2D
            "QC", "KC",   # QC beats KC
            "3C", "2C",   # elder's 2C wins
            "6S", "AH",   # elder leads; the dealer trumps: the trump wins
            "8S", "7S"]   # the dealer's 8S led; elder's 7S wins
    state = play_scripted("reverse_pitch", 2, 0, hands, play)
    assert [t.winner for t in state.tricks] == [0, 0, 0, 1, 0, 1]
    # High (AH) to its holder, the dealer, although it never had to win a trick.
    assert awards(state)[:2] == [("high", 0, 1), ("low", 0, 1)]


BARN_DEAL = {1: "AH KH 2C 3C 4C 5C", 2: "2H 6C 7C 8C 2D 3D", 0: "3H 4H 2S 3S 4S 5S"}


def test_barn_trump_must_be_broken() -> None:
    """V07 Barn Pitch (spec/barn_pitch.pitch), seed 000: the high bidder names trump and
    must lead another suit; until trump is broken a trump may be played only by a
    player unable to follow; the first trump played breaks it, after which trumps may
    be led and play is classic Pitch (follow or trump)."""
    auction = ["bid 1", "pass", "pass", "trump hearts"]
    state = play_scripted("barn_pitch", 3, 0, BARN_DEAL, auction)
    assert legal_cards(state) == {"2C", "3C", "4C", "5C"}  # no trump lead
    state = play_scripted("barn_pitch", 3, 0, BARN_DEAL, [*auction, "2C"])
    assert legal_cards(state) == {"6C", "7C", "8C"}  # seat 2 may not trump yet
    state = play_scripted("barn_pitch", 3, 0, BARN_DEAL, [*auction, "2C", "6C"])
    assert legal_cards(state) == set(BARN_DEAL[0].split())  # void: may trump
    state = play_scripted("barn_pitch", 3, 0, BARN_DEAL, [*auction, "2C", "6C", "3H"])
    assert state.broken and state.tricks[-1].winner == 0
    assert "4H" in legal_cards(state)  # broken: the winner may lead trump
    state = play_scripted("barn_pitch", 3, 0, BARN_DEAL,
                          [*auction, "2C", "6C", "3H", "2S", "KH", "2D", "3C"])
    assert state.tricks[-1].winner == 1
    assert legal_cards(state) == {"7C", "8C", "2H"}  # follow or trump, as in Pitch


def test_two_trump_sub_trump_ranks_between_plain_and_trump() -> None:
    """V34 Two-trump Pitch (spec/two_trump_pitch.pitch), seed 000: the bid winner names a
    trump suit (hearts) and a sub-trump suit (spades); sub-trumps beat plain cards but
    lose to trumps, may "trump" a plain lead, and a sub-trump lead may be trumped."""
    hands = {1: "AC AS 4D 5D 6D 7D", 2: "2S 3S 8D 9D 10D JD", 0: "KC 2H 4C 5C 6C 7C"}
    state = play_scripted("two_trump_pitch", 3, 0, hands,
                          ["bid 3", "pass", "pass", "trump hearts", "sub-trump spades",
                           "AC", "2S", "KC",   # the 2S (sub-trump) beats the AC
                           "3S", "2H", "AS"])  # the 2H (trump) beats the AS (sub)
    assert (state.trump, state.sub) == (HEARTS, SPADES)
    assert [t.winner for t in state.tricks] == [2, 0]


def test_two_trump_sub_trump_may_trump_while_able_to_follow() -> None:
    """V34 Two-trump Pitch (spec/two_trump_pitch.pitch), seed 000: sub-trumps are not
    trumps for following, but may be used to trump a plain lead: seat 2, holding a
    diamond, may follow, trump or sub-trump a diamond lead."""
    hands = {1: "AC AS 4D 5D 6D 7D", 2: "2S 3H 8D 9C 10C JC", 0: "KC 2H 4C 5C 6C 7C"}
    state = play_scripted("two_trump_pitch", 3, 0, hands,
                          ["bid 3", "pass", "pass", "trump hearts", "sub-trump spades",
                           "4D"])
    assert legal_cards(state) == {"8D", "2S", "3H"}


# ------------------------------------------------- V02 Commercial, V16 Susqy River (000/003)


def test_commercial_elder_sells_and_scores_the_bid() -> None:
    """V02 Commercial Pitch (spec/commercial_pitch.pitch), seed 003: elder sells the
    right to pitch and scores the accepted bid at once; the buyer must make it or be
    set back by it."""
    hands = {1: "2D 3D 4D 5D 6D 7D", 2: "AH KH 3C 4C 5C 6C", 0: "2S 3S 4S 5S 6S 7S"}
    # The offers start left of elder (seat 2) and end with the dealer (seat 0); elder,
    # who sells, makes none.
    state = play_scripted("commercial_pitch", 3, 0, hands, ["bid 2", "pass", "sell"])
    assert during(state) == [("sale", 1, 2)] and state.scores == [0, 2, 0]
    assert state.contract == Contract(2, 2) and state.current_player() == 2


def test_commercial_elder_refuses_and_must_make_the_bid() -> None:
    """V02 Commercial Pitch (spec/commercial_pitch.pitch), seed 003: elder may refuse to
    sell; he then pitches himself and must take as many points as the bid, or is set
    back by that amount."""
    hands = {1: "2D 3D 4D 5D 6D 7D", 2: "AH KH 3C 4C 5C 6C", 0: "2S 3S 4S 5S 6S 7S"}
    state = play_scripted("commercial_pitch", 3, 0, hands, ["bid 2", "pass", "refuse"])
    assert during(state) == [] and state.contract == Contract(1, 2)
    state = play_scripted("commercial_pitch", 3, 0, hands,
                          ["bid 2", "pass", "refuse", "2D"], auto=True)
    # Elder's lone 2D trump is High and Low (2 points, his holding): he makes 2.
    assert awards(state)[:2] == [("high", 1, 1), ("low", 1, 1)]
    assert last_hand(state)["made"] is True


def test_susqy_river_low_to_capturer_and_last_trick() -> None:
    """V16 Susqy River Ten-Point (spec/susqy_river_ten_point.pitch), seed 000: Low is won
    by capturing the lowest trump, not by playing it; the last trick scores 1; the Five
    of trumps 5 to its capturer."""
    # Three players, seven cards each; the bidder names hearts and everyone keeps only
    # hearts, refilled to seven with plain cards.
    hands = {1: "AH 5H 2C 3C 4C 5C 6C", 2: "2H 7C 8C 9C 10C JC QC",
             0: "3H 2D 3D 4D 5D 6D 7D"}
    stock = "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 8D 9D 10D QD KD"
    state = play_scripted("susqy_river_ten_point", 3, 0, hands,
                          ["bid 3", "pass", "pass", "trump hearts", "AH", "2H", "3H",
                           "5H"], stock=stock, auto=True)
    assert [t.winner for t in state.tricks[:2]] == [1, 1]
    got = awards(state)
    assert ("low", 1, 1) in got and ("five", 1, 5) in got and ("high", 1, 1) in got
    assert ("last", state.tricks[-1].winner, 1) in got


# ------------------------------------------------------------------- V08 Abacos (000)


def test_abacos_lookers_lose_a_card_and_sit_out_the_last_trick() -> None:
    """V08 Abacos Pitch (spec/abacos_pitch.pitch), seed 000: each player chooses, before
    acting, whether to look at his hand; at the end of the auction every player who
    looked loses a card at random and has nothing to play to the sixth trick."""
    hands = {1: "AH KH 3C 4C 5C 6C", 2: "2H 7C 8C 9C 10C JC", 0: "2D 3D 4D 5D 6D 7D"}
    state = play_scripted("abacos_pitch", 3, 0, hands,
                          ["look", "bid 1", "blind", "pass", "blind", "pass"], lost="3C")
    assert state.lost == 1 << card("3C") and state.hands[1].bit_count() == 5
    assert state.hands[2].bit_count() == 6 and state.hands[0].bit_count() == 6
    state = play_scripted("abacos_pitch", 3, 0, hands,
                          ["look", "bid 1", "blind", "pass", "blind", "pass"], lost="3C",
                          auto=True)
    tricks = last_hand(state)["tricks"]
    assert tricks == 6
    assert [len(t.plays) for t in state.tricks] == [3, 3, 3, 3, 3, 2]
    assert 1 not in [seat for seat, _ in state.tricks[-1].plays]


# ------------------------------------------------------------- more auction rules (000)


def test_all_pass_redeal_by_the_same_dealer() -> None:
    """V03 Auction Pitch (spec/auction_pitch.pitch), seed 000: if everyone passes the
    deal is abandoned and the same dealer deals again."""
    state = play_scripted("auction_pitch", 3, 0, THREE_DEAL, ["pass", "pass", "pass"],
                          max_hands=2)
    assert state.hands_played == [] and state.hand_number == 1
    assert state.dealer == 0 and state.phase.value == "bid" and state.contract is None


def test_nw_connecticut_all_pass_passes_the_deal() -> None:
    """V29 Nine-Five, north-west Connecticut (spec/nine_five_nw_connecticut.pitch), seed
    000: if all pass (nobody holding a Nine with a suit mate, so nobody was forced), the
    deal passes to the left."""
    hands = {0: "9S 2H 3H 4H 5H 6H 7H 8H 10H", 1: "9H 2S 3S 4S 5S 6S 7S 8S 10S",
             2: "9D 2C 3C 4C 5C 6C 7C 8C 10C", 3: "9C 2D 3D 4D 5D 6D 7D 8D 10D"}
    state = play_scripted("nine_five_nw_connecticut", 4, 0, hands, ["look", "pass"] * 4,
                          max_hands=2)
    assert state.hands_played == [] and state.hand_number == 1 and state.dealer == 1


def test_nine_five_hot_bid_lost_loses_the_game() -> None:
    """V28 Nine-Five "hot" (spec/nine_five_hot.pitch), seed 000: the 18 bid is "hot",
    sudden death - a bidder who does not take all 18 points loses the game. The other
    team holds the AH, so High (to its holder) is theirs and team 1 cannot make it."""
    hands = fill({2: "AH"}, 9)
    state = play_scripted("nine_five_hot", 4, 0, hands,
                          ["bid 18", "pass", "pass", "pass", "trump hearts"], auto=True)
    assert state.contract is not None and state.contract.special == "hot"
    assert ("high", 0, 1) in awards(state)
    assert state.winners == (0,)


MARYLAND_DEAL = {1: "2H JH 3C 4C 5C 6C", 2: "JD 7C 8C 9C 10C JC", 0: "AH 2D 3D 4D 5D 6D"}
MARYLAND_PLAY = ["2H", "JD", "AH",   # seat 0's AH takes the Low and the Off-Jack (JD)
                 "2D", "JH", "7C"]   # seat 1, void in diamonds, trumps with the Jack


def test_maryland_jack_bidder_scores_the_bid_plus_one_if_exact() -> None:
    """V21 Maryland Jack (spec/maryland_jack.pitch), seed 000: the bid winner scores only
    what he bid, plus one if he took exactly his bid; the others score only if he is
    set, except the Off-Jack, which anyone may score (P-62). Seat 1 bids 2 and takes
    Low and Jack; seat 0 takes High and the Off-Jack but scores only the Off-Jack."""
    state = play_scripted("maryland_jack", 3, 0, MARYLAND_DEAL,
                          ["bid 2", "pass", "pass", *MARYLAND_PLAY], auto=True)
    assert awards(state) == [("high", 0, 1), ("low", 1, 1), ("jack", 1, 1),
                             ("off_jack", 0, 1)]
    assert last_hand(state)["made"] is True
    assert state.scores == [1, 3, 0]


def test_maryland_jack_others_score_when_the_bidder_is_set() -> None:
    """V21 Maryland Jack (spec/maryland_jack.pitch), seed 000: when the bidder is set
    (bid 3, took 2) he loses his bid and the others score what they took."""
    state = play_scripted("maryland_jack", 3, 0, MARYLAND_DEAL,
                          ["bid 3", "pass", "pass", *MARYLAND_PLAY], auto=True)
    assert last_hand(state)["made"] is False
    assert state.scores == [2, -3, 0]


def test_chicago_five_of_trumps_scores_five() -> None:
    """V35 Chicago Pitch (spec/chicago_pitch.pitch), seed 000: the Five of trumps is
    worth 5 points to whoever captures it."""
    deal = {1: "AH 3C 4C 5C 6C 7C", 2: "5H KC QC 10C 9C 8C", 0: "2D 3D 4D 5D 6D 7D"}
    state = play_scripted("chicago_pitch", 3, 0, deal,
                          ["bid 1", "pass", "pass", "AH", "5H", "2D"], auto=True)
    assert ("five", 1, 5) in awards(state)
    assert state.scores[1] >= 1 + 5  # High and the Five


def test_juniper_set_team_hands_back_its_points_and_takes_a_pookie() -> None:
    """V32 Juniper Pitch (spec/juniper_pitch.pitch), seed 000: a team that fails its bid
    hands back all the points it has accumulated and takes a negative mark, a "pookie".
    Team 1 (seats 1, 4, 7), on 15, bids 6; team 2 holds the AS, so High (to its
    holder) is not team 1's."""
    hands = fill({1: "2S", 2: "AS"}, 6, players=9, deck=range(54))
    state = play_scripted("juniper_pitch", 9, 0, hands, ["bid 6", *["pass"] * 8, "2S"],
                          scores=[0, 15, 0], auto=True)
    assert last_hand(state)["made"] is False and ("high", 2, 1) in awards(state)
    assert state.scores[1] == 0 and state.marks == [0, 1, 0]


# ------------------------------------------------------ V45 California Jack (003)


def test_california_jack_winner_draws_first_from_the_face_up_stock() -> None:
    """V45 California Jack (spec/california_jack.pitch), seed 003: three cards each; after
    each trick the players draw from the stock, which lies face up, the winner first;
    trump is chosen at random before the deal (here hearts)."""
    hands = {1: "AH 2C 3C", 0: "KH 2D 3D"}
    state = play_scripted("california_jack", 2, 0, hands, ["AH", "KH"],
                          stock="4S 5S 6S 7S", trump=HEARTS)
    assert state.tricks[0].winner == 1
    assert state.hands[1] == sum(1 << c for c in cards("2C 3C 4S"))
    assert state.hands[0] == sum(1 << c for c in cards("2D 3D 5S"))
    assert {card("6S"), card("7S")} <= set(observe(state, 0).face_up)


# ------------------------------------------- concession, throw-in, partnership moon


def test_contway_concession_scores_only_cards_played() -> None:
    """V10 Contway 6-Point Pitch (spec/contway_pitch.pitch), seed 000 (garbled, C-25):
    only the bidder may throw in the hand; it counts as failing the bid, and the other
    team scores only for cards already played - Low only if it is the Two - and no Game.
    Seat 1 wins the first trick and concedes: team 0 scores its played 2H; team 1 is
    set back by 2 (from 5 to 3)."""
    state = play_scripted("contway_pitch", 4, 0, CONTWAY_DEAL,
                          [*CONTWAY_AUCTION, *CONTWAY_PLAY[:4]])
    assert state.current_player() == 1 and "concede the hand" in legal_labels(state)
    assert "concede the hand" not in legal_labels(
        play_scripted("contway_pitch", 4, 0, CONTWAY_DEAL, [*CONTWAY_AUCTION, "AH"]))
    state = play_scripted("contway_pitch", 4, 0, CONTWAY_DEAL,
                          [*CONTWAY_AUCTION, *CONTWAY_PLAY[:4], "concede"], scores=[0, 5])
    assert last_hand(state)["made"] is False
    assert ("low", 0, 1) in awards(state)
    assert all(p != "game" for p, _, _ in awards(state))
    assert state.scores == [1, 3]


def test_yorkshire_dead_hand_may_be_thrown_in() -> None:
    """V42 Yorkshire All Fours (spec/yorkshire_all_fours.pitch), seed 003: a player with
    no trumps and no counting cards left, who is losing the current trick, may lay his
    hand down and let his partner play on alone."""
    hands = {1: "AH 2S 3S 4S 5S 6S", 2: "2C 3C 4C 5C 6C 7C", 3: "2H 7S 8S 9S 8C 9C",
             0: "3H 2D 3D 4D 5D 6D"}
    state = play_scripted("yorkshire_all_fours", 4, 0, hands, ["AH"])
    assert state.current_player() == 2
    assert "throw in a dead hand" in legal_labels(state)
    state = play_scripted("yorkshire_all_fours", 4, 0, hands, ["AH", "throw in", "2H", "3H"],
                          auto=True)
    assert [s for s, _ in state.tricks[0].plays] == [1, 3, 0]
    assert all(2 not in [s for s, _ in t.plays] for t in state.tricks)
    assert len(state.tricks) == 6


def test_partnership_moon_needs_every_trick() -> None:
    """V05 Partnership Pitch (spec/partnership_pitch.pitch), seed 000: shooting the moon
    is a separate bid worth 5 that needs all six tricks as well as all four points.
    Seat 1 takes all four points and every trick: +5. With the 3S instead of the AS he
    loses the last trick and is set 5, though his team took all four points."""
    moon = ["bid Shoot the moon", "pass", "pass", "pass"]
    hands = {1: "AH KH QH JH 2H AS", 2: "4S 2C 3C 4C 5C 6C", 3: "7C 8C 9C 2D 3D 4D",
             0: "5D 6D 7D 8D 9D 3S"}
    play = ["AH", "2C", "7C", "5D", "KH", "3C", "8C", "6D", "QH", "4C", "9C", "7D",
            "JH", "5C", "2D", "8D", "2H", "6C", "3D", "9D", "AS", "4S", "4D", "3S"]
    state = play_scripted("partnership_pitch", 4, 0, hands, [*moon, *play])
    assert awards(state) == [("high", 1, 1), ("low", 1, 1), ("jack", 1, 1), ("game", 1, 1)]
    assert state.scores == [0, 5]
    hands = {**hands, 1: "AH KH QH JH 2H 3S", 0: "5D 6D 7D 8D 9D AS"}
    play[-4:] = ["3S", "4S", "4D", "AS"]
    state = play_scripted("partnership_pitch", 4, 0, hands, [*moon, *play])
    assert state.tricks[-1].winner == 0
    assert [a[:2] for a in awards(state)] == [("high", 1), ("low", 1), ("jack", 1),
                                              ("game", 1)]
    assert last_hand(state)["made"] is False and state.scores == [0, -5]


def test_campbell_eleven_five_players_call_a_trump_partner() -> None:
    """V17 Campbell Eleven-Point, five-player form (spec/campbell_eleven_point.pitch),
    seed 000: scores are individual; the bid winner calls one trump card and whoever
    holds it is his partner for that deal, the other three forming the other side.
    Seat 1 names hearts and calls the AH, which seat 3 holds: seats 1 and 3 are one
    side, seats 0, 2 and 4 the other (under the lowest of their seats, 0)."""
    hands = fill({1: "KH QH", 3: "AH"}, 9, players=5, deck=range(54))
    auction = ["bid 5", "pass", "pass", "pass", "pass", "trump hearts"]
    state = play_scripted("campbell_eleven_point", 5, 0, hands, auction)
    assert state.phase.value == "call" and state.current_player() == 1
    assert "AH" in legal_labels(state) and "KH" not in legal_labels(state)
    state = play_scripted("campbell_eleven_point", 5, 0, hands, [*auction, "AH"], auto=True)
    assert state.called == card("AH")
    assert state.hand_sides() == (0, 1, 0, 1, 0)
    assert state.scores[1] == state.scores[3] > 0
    assert last_hand(state)["made"] is True


def test_game_tie_without_elder_goes_to_first_in_turn() -> None:
    """V39 Classic All Fours, three or more (spec/classic_all_fours_three_or_more.pitch),
    seed 003 and the spec's recorded choice (C-17): a Game tie goes to elder, and when
    elder is not among the tied, to the tied player first in turn after elder. Three
    players, dealer 0, elder 1: the dealer and seat 2 both take 10, elder none, so seat 2
    (next after elder) takes Game."""
    deal = {0: "4H 10C 8D 9D 2S 3S", 1: "2H 2C 3C 4C 5C 6C", 2: "3H 8S 10D 9S 7S 5S"}
    play = ["2H", "3H", "4H", "10C", "2C", "8S", "8D", "3C", "10D",
            "9S", "2S", "4C", "7S", "3S", "5C", "5S", "9D", "6C"]
    state = play_scripted("classic_all_fours_three_or_more", 3, 0, deal, ["stand", *play],
                          stock="7H")
    assert [t.winner for t in state.tricks] == [0, 0, 2, 2, 2, 2]
    assert ("game", 2, 1) in awards(state)
