"""The engine behaviour behind rulebook sentences the other worked examples do not show.

Each test backs one entry of :data:`pitchspec.constructs.CONSTRUCTS`: it plays a fixed
deal through the engine and checks what the sentence the rulebook prints claims. Seats
are numbered from 0 with the dealer at seat 0, so elder is seat 1 (clockwise). Seeds:
000 (the Pitch article), 003 (the All Fours article); V-ids and option ids are those of
/work/shared/rules/VARIANTS.md.
"""

from __future__ import annotations

from helpers import (
    awards,
    card,
    cards,
    fill,
    game_for,
    last_hand,
    legal_labels,
    play_scripted,
    spec_text,
)

from pitchspec.engine.core.records import Award, Contract, HandRecord, Trick
from pitchspec.engine.core.state import Phase
from pitchspec.engine.phases.settle import settle
from pitchspec.matches.logs.deals import HandScript

from conftest import ROOT

HEARTS, DIAMONDS = 1, 2

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


def _fixture(folder: str, name: str):  # type: ignore[no-untyped-def]
    path = ROOT / "tests" / "fixtures" / folder / f"{name}.pitch"
    return spec_text(path.read_text(encoding="utf-8"), name)


def _play_to_trick_end(state) -> None:  # type: ignore[no-untyped-def]
    """Finish the trick in progress, each player taking his first legal card."""
    tricks = len(state.tricks)
    while len(state.tricks) == tricks:
        state.apply_action(state.legal_actions()[0])


# Contway (V10, seed 000), four players in two partnerships: seat 1 bids 2, names hearts
# and, like everyone, discards nothing.
CONTWAY = {1: "AH 5H 4D 5D 6D 7D", 2: "KC QC 8D 9D 10D JD", 3: "2C 3C 4C 5C 6C 7C",
           0: "9S 10S JS QS KS 2S"}
CONTWAY_BIDS = ["bid 2", "pass", "pass", "pass", "trump hearts", "done", "done", "done",
                "done"]


def test_the_pitcher_leads_a_trump_first() -> None:
    """V10 Contway 6-Point Pitch (spec/contway_pitch.pitch), seed 000: the pitcher leads
    to the first trick, and his first lead must be a trump."""
    state = play_scripted("contway_pitch", 4, 0, CONTWAY, CONTWAY_BIDS)
    assert state.current_player() == 1
    assert set(legal_labels(state)) == {"AH", "5H", "concede the hand"}


def test_the_winner_of_a_trick_leads_to_the_next() -> None:
    """V10 Contway 6-Point Pitch, seed 000: seat 2's JD, the Off-Jack, a trump, wins the
    first trick, and seat 2 leads to the second."""
    state = play_scripted("contway_pitch", 4, 0, CONTWAY,
                          [*CONTWAY_BIDS, "5H", "JD", "2C", "9S"])
    assert [t.winner for t in state.tricks] == [2]
    assert state.current_player() == 2 and not state.plays


def test_barn_first_lead_may_not_be_a_trump() -> None:
    """V07 Barn Pitch (spec/barn_pitch.pitch), seed 000: the pitcher names hearts and
    may not lead one of them to the first trick."""
    hands = {1: "AH 5H 4D 5D 6D 7D", 2: "KH 8D 4C 5C 6C 7C", 0: "2H 9S 10S JS QS KS"}
    state = play_scripted("barn_pitch", 3, 0, hands, ["bid 2", "pass", "pass", "trump hearts"])
    assert state.current_player() == 1
    assert set(legal_labels(state)) == {"4D", "5D", "6D", "7D"}


def test_trump_broken_leaves_the_follow_rule_as_written() -> None:
    """Barn Pitch with follow-or-trump play (tests/fixtures/rulebook; issue 29, a new
    user's variant): 'trump_broken: required' is a rule of leading only. Before trump is
    broken seat 2 may follow the 4D with his 8D or trump it with the KH, as
    'follow: follow or trump' says; Barn Pitch's own 'must follow until broken' keeps
    him to the 8D. (On main before issue 29 the fixture also kept him to the 8D.)"""
    hands = {1: "AH 5H 4D 5D 6D 7D", 2: "KH 8D 4C 5C 6C 7C", 0: "2H 9S 10S JS QS KS"}
    moves = ["bid 2", "pass", "pass", "trump hearts", "4D"]
    variant = _fixture("rulebook", "trump_broken_follow_or_trump")
    state = play_scripted(variant, 3, 0, hands, moves)
    assert state.current_player() == 2 and set(legal_labels(state)) == {"8D", "KH"}
    assert legal_labels(play_scripted("barn_pitch", 3, 0, hands, moves)) == ["8D"]
    state = play_scripted(variant, 3, 0, {**hands, 2: "KH 5H 4C 5C 6C 7C", 1: "AH 3C 4D 5D 6D 7D"},
                          ["bid 2", "pass", "pass", "trump hearts", "3C"])
    assert set(legal_labels(state)) == {"4C", "5C", "6C", "7C", "KH", "5H"}


def test_trump_on_trump_frees_a_plain_lead() -> None:
    """Pitch with trump on trump (option C-13, tests/fixtures/options, seed 003): only a
    trump lead must be followed. The dealer leads the 10D in the second trick: elder may
    play any card, where Pitch's follow-or-trump makes him follow with his 4D."""
    deal = {1: "2H 4D 5C 6C 7C 8C", 0: "3H 10D 2C 8D 9D 2S"}
    state = play_scripted(_fixture("options", "c13_trump_on_trump"), 2, 0, deal,
                          ["2H", "3H", "10D"])
    assert set(legal_labels(state)) == {"4D", "5C", "6C", "7C", "8C"}
    assert legal_labels(play_scripted("pitch", 2, 0, deal, ["2H", "3H", "10D"])) == ["4D"]


CARTHAGE = {1: "AH 5H 6H 4D 5D 6D 7D 8D 9D", 2: "KH 7C 8C 9C 10C JC QC KC AC",
            3: "2S 3S 4S 5S 6S 7S 8S 9S 10S", 0: "JS QS KS AS 2C 3C 4C 5C 6C"}
CARTHAGE_STOCK = "AD KD QD 10D 9H 2D 2H 3H 4H 7H 8H 3D 10H JH QH BJ LJ JD"


def test_carthage_untrumped_off_lead_goes_to_its_leader() -> None:
    """V13 Carthage Ten-Point (spec/carthage_ten_point.pitch), seed 000: from the second
    trick on, a plain lead no one trumps stays with its leader. Seat 1 wins the first
    trick with the AH and leads the 8D; seat 2's AD is higher, but no trump is played,
    so seat 1 takes the trick and leads again."""
    actions = ["bid 5", "pass", "pass", "pass", "trump hearts", "4D", "5D", "6D", "7D",
               "AH", "KH", "2H", "10H", "8D", "AD", "2D", "3D"]
    state = play_scripted("carthage_ten_point", 4, 0, CARTHAGE, actions,
                          stock=CARTHAGE_STOCK)
    assert [t.winner for t in state.tricks] == [1, 1]
    assert state.current_player() == 1


def test_the_low_trump_captures_the_trick() -> None:
    """Juniper Pitch with low capture (option O-38, tests/fixtures/options, seed 000):
    the Two of trumps wins the trick it is played to. Elder pitches the AH; seat 2's 2H
    takes the trick from it."""
    hands = fill({1: "AH KH QH JH 10H 9H", 2: "2H 3H 4H 5H 6H 7H"}, 6, deck=range(54),
                 players=9)
    variant = _fixture("options", "o38_low_capture")
    state = play_scripted(variant, 9, 0, hands, ["bid 1", *["pass"] * 8, "AH", "2H"])
    _play_to_trick_end(state)
    assert state.tricks[0].winner == 2


def test_blind_pitch_top_blind_card_may_be_played() -> None:
    """Blind Pitch (option O-32, tests/fixtures/options, seed 000): the pitch comes from
    the hand; a follower may play a card of his hand that follows suit or trumps, or the
    top card of his blind; with neither suit nor trump in hand he must play that card."""
    hands = {1: "AH 9H 6D 7D 8D 9D", 2: "KH 10D 6C 7C 8C 9C", 3: "6S 7S 8S 9S 10S JS",
             0: "QS KS AS 10C JC QC"}
    blinds = {1: "10H JH QH", 2: "6H 7H 8H", 3: "JD QD KD", 0: "AD KC AC"}
    deal = HandScript(hands={s: cards(h) for s, h in hands.items()},
                      blinds={s: cards(b) for s, b in blinds.items()})
    variant = _fixture("options", "o32_blind_pitch")
    auction = ["bid 2", "pass", "pass", "pass"]
    state = play_scripted(variant, 4, 0, None, auction, more_deals=[deal])
    assert set(legal_labels(state)) == {"AH", "9H", "6D", "7D", "8D", "9D"}
    state = play_scripted(variant, 4, 0, None, [*auction, "6D"], more_deals=[deal])
    assert set(legal_labels(state)) == {"10D", "8H"}
    state = play_scripted(variant, 4, 0, None, [*auction, "6D", "10D"], more_deals=[deal])
    assert legal_labels(state) == ["KD"]


def test_a_conceded_hand_is_played_out() -> None:
    """Contway with the concession played out (option C-25, tests/fixtures/options, seed
    000): the pitcher gives up before his first lead, counting as set, and the deal is
    still played to the end and scored as usual."""
    variant = _fixture("options", "c25_contway_concession_play_out")
    state = play_scripted(variant, 4, 0, CONTWAY, [*CONTWAY_BIDS, "concede"])
    assert state.phase is Phase.PLAY and state.current_player() == 1
    state = play_scripted(variant, 4, 0, CONTWAY, [*CONTWAY_BIDS, "concede"], auto=True)
    record = last_hand(state)
    assert record["made"] is False
    assert record["tricks"] == 6


def test_the_called_card_fixes_trump() -> None:
    """Auction Pitch where the called card sets trump (option C-32, tests/fixtures/options,
    seed 000): the bid winner calls the KH; hearts are trumps and its holder, seat 2, is
    his partner."""
    hands = {1: "AH 5H 4D 5D 6D 7D", 2: "KH 8D 4C 5C 6C 7C", 3: "3H 9D 10D JD QD KD",
             0: "2H 9S 10S JS QS KS"}
    variant = _fixture("options", "c32_called_card_sets_trump")
    state = play_scripted(variant, 4, 0, hands, ["bid 2", "pass", "pass", "pass"])
    assert state.phase is Phase.CALL and state.trump is None
    state = play_scripted(variant, 4, 0, hands, ["bid 2", "pass", "pass", "pass", "KH"])
    assert state.trump == HEARTS and state.called == card("KH")
    assert state.hand_sides() == (0, 1, 1, 3)


def test_random_trump_is_fixed_before_the_deal() -> None:
    """V29 California Jack (spec/california_jack.pitch), seed 003: trump is chosen at
    random; it is already fixed when elder first has to act."""
    hands = {1: "AH 9H 6D 7D 8D 9D", 0: "KH 10D 6C 7C 8C 9C"}
    state = play_scripted("california_jack", 2, 0, hands, [], trump=DIAMONDS)
    assert state.phase is Phase.PLAY and state.current_player() == 1
    assert state.trump == DIAMONDS


def test_a_game_tie_goes_to_the_side_with_more_jokers() -> None:
    """Pitch with the Game tie broken by jokers (option C-17, tests/fixtures/options, seed
    000, as in Seven-Point Pitch): both players take 10 card points; elder captured the
    little joker, so he scores Game."""
    deal = {1: "2H LJ 10C 5C 6C 7C", 0: "3H 10D 2C 8D 9D 2S"}
    play = ["2H", "3H", "10D", "5C", "2C", "10C", "LJ", "8D", "6C", "9D", "7C", "2S"]
    state = play_scripted(_fixture("options", "c17_game_tie_half_jokers"), 2, 0, deal, play)
    assert [t.winner for t in state.tricks] == [0, 0, 1, 1, 1, 1]
    assert ("game", 1, 1) in awards(state)


def _settle(variant, players: int, scores: list[int], bidder: int, level: int,  # type: ignore[no-untyped-def]
            awards: list[Award]) -> tuple[tuple[int, ...], bool, list[int]]:
    """Settle one deal through the engine from chosen awards, the bidder winning every
    trick: (winners, drawn, scores after)."""
    state = game_for(variant, players).new_initial_state(0)
    state.scores[:] = scores
    tricks = tuple(Trick(bidder, tuple((s, 4 * k + s) for s in range(players)), bidder)
                   for k in range(6))
    record = HandRecord(0, 1, state.sides, 1, None, (0,) * players, (0,) * players, tricks,
                        Contract(bidder, level))
    result = settle(state, record, awards)
    return tuple(result.winners), bool(result.draw), list(state.scores)


def test_when_both_reach_the_target_the_higher_score_wins() -> None:
    """Contway with "both_reach: higher score" (tests/fixtures/rulebook), seed 000: both
    teams pass 11 in one deal; the higher score wins even against the bidding team, and
    on equal scores no one has won yet. Under Contway itself the bidding team wins."""
    variant = _fixture("rulebook", "both_reach_higher_score")
    high_low = [Award("high", 0, 1), Award("low", 0, 1)]
    ahead = [*high_low, Award("jack", 1, 1), Award("game", 1, 1), Award("joker", 1, 1)]
    assert _settle(variant, 4, [10, 10], 0, 2, ahead)[0] == (1,)
    level = [*high_low, Award("jack", 1, 1), Award("game", 1, 1)]
    assert _settle(variant, 4, [10, 10], 0, 2, level)[:2] == ((), False)
    assert _settle("contway_pitch", 4, [10, 10], 0, 2, ahead)[0] == (0,)


def test_only_the_bidder_or_the_side_that_set_him_can_win() -> None:
    """Solo Auction Pitch where the bidder or his setter goes out (option C-10,
    tests/fixtures/options, seed 000): seat 0 bids 4 and takes only High; seat 2, at 6,
    takes Low, Jack and Game, sets him and reaches 7 and wins. In plain solo Auction Pitch only the
    pitcher can go out, so no one wins."""
    variant = _fixture("options", "c10_bidder_or_setter")
    awards = [Award("high", 0, 1), Award("low", 2, 1), Award("jack", 2, 1),
              Award("game", 2, 1)]
    winners, _, scores = _settle(variant, 4, [0, 0, 6, 0], 0, 4, awards)
    assert scores[0] == -4 and scores[2] >= 7 and winners == (2,)
    assert _settle("solo_auction_pitch", 4, [0, 0, 6, 0], 0, 4, awards)[0] == ()


def test_the_back_door_at_minus_200_draws() -> None:
    """Nine-Five with the back door drawing at -200 (option C-11, tests/fixtures/options,
    seed 000): a team at -190 set on a bid of 10 falls to -200 and the match is drawn."""
    variant = _fixture("options", "c11_nine_five_backdoor_draw")
    winners, drawn, scores = _settle(variant, 4, [-190, 0], 0, 10, [])
    assert scores[0] == -200 and drawn and winners == ()


THREE = {1: "AH 5H 4D 5D 6D 7D", 2: "KH 8D 4C 5C 6C 7C", 0: "2H 9S 10S JS QS KS"}


def test_once_around_each_player_bids_once_and_the_highest_pitches() -> None:
    """V03 Auction Pitch (spec/auction_pitch.pitch), seed 000: from elder each player
    bids once, higher than the bid before, or passes; the highest bidder pitches."""
    state = play_scripted("auction_pitch", 3, 0, THREE, ["bid 2"])
    assert legal_labels(state) == ["pass", "bid 3", "bid 4"]
    state = play_scripted("auction_pitch", 3, 0, THREE, ["bid 2", "bid 3", "pass"])
    assert state.phase is Phase.PLAY and state.current_player() == 2
    assert state.contract == Contract(2, 3)


def test_a_continuing_auction_goes_round_until_all_but_one_pass() -> None:
    """Auction Pitch with a continuing auction (option C-06, tests/fixtures/options, seed
    000): after 2, 3 and a pass elder bids again, and must go higher."""
    variant = _fixture("options", "c06_continuing_auction")
    state = play_scripted(variant, 3, 0, THREE, ["bid 2", "bid 3", "pass"])
    assert state.phase is Phase.BID and state.current_player() == 1
    assert "bid 3" not in legal_labels(state) and "bid 4" in legal_labels(state)


def test_when_all_pass_elder_must_bid() -> None:
    """Auction Pitch where elder must open (option O-09, tests/fixtures/options, seed 000):
    when everyone passes, elder is held to a bid of 1 and pitches."""
    state = play_scripted(_fixture("options", "o09_elder_must_open"), 3, 0, THREE,
                          ["pass", "pass", "pass"])
    assert state.phase is Phase.PLAY and state.contract == Contract(1, 1)


def test_when_all_pass_the_dealer_must_bid_or_shoot_the_moon() -> None:
    """V18 Roadhouse Pitch (spec/roadhouse_pitch.pitch), seed 000: when all four pass
    the dealer must bid 2, or may shoot the moon instead; he may not pass."""
    state = play_scripted("roadhouse_pitch", 4, 0, None, ["pass"] * 4)
    assert state.current_player() == 0
    assert legal_labels(state) == ["bid 2", "bid Shoot the moon"]


def test_when_all_pass_elder_pitches_without_a_contract() -> None:
    """V02 Commercial Pitch (spec/commercial_pitch.pitch), seed 003: no one offers (the two
    others; elder, who sells, makes no offer), so elder pitches with no contract to make."""
    state = play_scripted("commercial_pitch", 3, 0, THREE, ["pass", "pass"])
    assert state.phase is Phase.PLAY and state.current_player() == 1
    assert state.contract is None


LOOK_ALL = ["look at hand", "bid 2", "look at hand", "pass", "look at hand", "pass"]


def test_the_bid_winner_may_take_the_cards_the_lookers_lost() -> None:
    """V09 Man-o-War Pitch (spec/man_o_war_pitch.pitch), seed 000: all three look and lose
    a card each; the bid winner may then take any of the lost cards."""
    state = play_scripted("man_o_war_pitch", 3, 0, THREE, LOOK_ALL, lost="4D 4C 9S")
    assert state.phase is Phase.EXCHANGE and state.current_player() == 1
    assert set(legal_labels(state)) == {"4D", "4C", "9S", "done"}


def test_a_looker_who_passes_keeps_his_cards() -> None:
    """Abacos Pitch with passers exempt (option C-46, tests/fixtures/options, seed 000):
    all three look; only the bidder, seat 1, loses a card."""
    variant = _fixture("options", "c46_abacos_passers_exempt")
    state = play_scripted(variant, 3, 0, THREE, LOOK_ALL, lost="4D 4C 9S")
    assert [h.bit_count() for h in state.hands] == [6, 5, 6]


def test_a_bid_of_four_ends_the_auction_at_once() -> None:
    """V04 solo Auction Pitch (spec/solo_auction_pitch.pitch), seeds 001/002: elder bids
    4 and the auction is over before the others bid; he leads at once. A bid of 3 lets
    the next player bid."""
    state = play_scripted("solo_auction_pitch", 3, 0, THREE, ["bid 4"])
    assert state.phase is Phase.PLAY and state.current_player() == 1
    assert state.contract is not None and state.contract.bidder == 1
    assert state.contract.level == 4
    state = play_scripted("solo_auction_pitch", 3, 0, THREE, ["bid 3"])
    assert state.phase is Phase.BID and state.current_player() == 2
