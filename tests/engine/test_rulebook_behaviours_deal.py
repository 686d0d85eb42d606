"""The engine behaviour behind the rulebook's sentences on the pack, the deal, poor hands,
begging, the exchange, the cells of the points table and of the special-bid table.

Each test backs entries of :data:`pitchspec.constructs.CONSTRUCTS` the other worked
examples do not show. Seats are numbered from 0 with the dealer at seat 0, so elder is
seat 1 (clockwise). Seeds: 000 (the Pitch article), 003 (the All Fours article); V-ids
and option ids are those of /work/shared/rules/VARIANTS.md.
"""

from __future__ import annotations

import dataclasses
import random

from helpers import card, cards, game_for, legal_labels, play_scripted, spec, spec_text

from pitchspec.agents.basic import seeded_agents
from pitchspec.engine.core import actions as A
from pitchspec.engine.core.records import Contract, HandRecord, Trick
from pitchspec.engine.core.state import Phase
from pitchspec.engine.game import Game
from pitchspec.engine.observation import observe
from pitchspec.engine.phases.credits import bid_made
from pitchspec.engine.phases.deal import redeal
from pitchspec.engine.phases.scoring import score_hand
from pitchspec.engine.phases.settle import settle

from conftest import ROOT

HEARTS = 1
THREE = {1: "AH 5H 4D 5D 6D 7D", 2: "KH 8D 4C 5C 6C 7C", 0: "2H 9S 10S JS QS KS"}


def _fixture(folder: str, name: str):  # type: ignore[no-untyped-def]
    path = ROOT / "tests" / "fixtures" / folder / f"{name}.pitch"
    return spec_text(path.read_text(encoding="utf-8"), name)


def _mask(text: str) -> int:
    return sum(1 << c for c in cards(text))


def _record(variant, players: int, trump: int, tricks: list[tuple[int, str, int]],  # type: ignore[no-untyped-def]
            contract: Contract | None = None, dealt: dict[int, str] | None = None) -> HandRecord:
    """A played deal: each trick as (leader, the cards in turn from the leader, winner);
    each seat held what it played unless ``dealt`` says otherwise."""
    game = game_for(variant, players)
    held = [0] * players
    done = []
    for leader, played, winner in tricks:
        plays = tuple(((leader + i) % players, c) for i, c in enumerate(cards(played)))
        for seat, c in plays:
            held[seat] |= 1 << c
        done.append(Trick(leader, plays, winner))
    given = tuple(_mask(dealt[s]) if dealt and s in dealt else held[s] for s in range(players))
    return HandRecord(0, 1, game.seating.sides, trump, None, given, tuple(held), tuple(done),
                      contract)


def _score(variant, record: HandRecord) -> list[tuple[str, int, int]]:  # type: ignore[no-untyped-def]
    game = game_for(variant, len(record.sides))
    return [(a.point, a.side, a.value) for a in score_hand(game.tables, record)]


# --------------------------------------------------------------------------- pack, ranking


def test_the_engine_deals_from_the_pack_the_page_describes() -> None:
    """V03 Auction Pitch (52 cards), V20 SE Missouri (Twos to Sixes out, two jokers: 34)
    and V17 Campbell Eleven-Point (52 and two jokers), seed 000: the engine's pack holds
    exactly the cards the page lists, the two jokers as two different cards."""
    for name, size, jokers in (("auction_pitch", 52, 0), ("se_missouri_seven_point", 34, 2),
                               ("campbell_eleven_point", 54, 2)):
        variant = spec(name)
        mask = game_for(variant).tables.deck_mask
        assert mask.bit_count() == size == variant.deck.size
        assert bin(mask >> 52).count("1") == jokers
    missouri = game_for("se_missouri_seven_point").tables.deck_mask
    assert not any(missouri >> c & 1 for c in cards("2S 6H 5D 3C"))
    assert all(missouri >> c & 1 for c in cards("7S AH BJ LJ"))


def test_every_suit_ranks_ace_high_in_the_natural_order() -> None:
    """V03 Auction Pitch, seed 000: in trumps as in the plain suits the Ace beats the King
    and the King the Two. Elder pitches the KH; seat 2's AH wins the trick. Then the
    higher plain card of the suit led wins: seat 2 leads the 5C and seat 0's 9C takes it."""
    hands = {1: "KH 5H 4D 5D 6D 7D", 2: "AH 8D 4C 5C 6C 7C", 0: "2H 9C 10S JS QS KS"}
    state = play_scripted("auction_pitch", 3, 0, hands,
                          ["bid 2", "pass", "pass", "KH", "AH", "2H", "5C", "9C", "4D"])
    assert [t.winner for t in state.tricks] == [2, 0]


# --------------------------------------------------------------------------- seating, deal


def test_optional_partnerships_are_played_with_or_without_teams() -> None:
    """V03 Auction Pitch, seed 000: four players may play as two teams of two, partners
    sitting opposite, or each for himself."""
    teams = game_for("auction_pitch", 4, teams=True).seating
    alone = game_for("auction_pitch", 4, teams=False).seating
    assert teams.num_sides == 2 and teams.sides[0] == teams.sides[2] != teams.sides[1]
    assert alone.num_sides == 4


def test_the_deal_and_the_play_go_round_in_the_stated_direction() -> None:
    """V41 Caribbean All Fours (spec/caribbean_all_fours.pitch), seed 003, goes to the
    right, V03 Auction Pitch to the left. Seats are numbered in the direction of play
    (docs/deal-format.md), so in both elder is seat 1, the next seat after the dealer,
    and the cards are dealt from him."""
    right = game_for("caribbean_all_fours", 4).new_initial_state(0)
    left = game_for("auction_pitch", 4).new_initial_state(0)
    assert right.elder == 1 and right.next_seat(1) == 2 and right.queue[0] == 1
    assert left.elder == 1 and left.queue[0] == 1


def test_the_first_dealer_is_chosen_at_random() -> None:
    """V03 Auction Pitch and V36 Cotton (a cut with its own ranking), seeds 000 and 003:
    before the first deal the engine draws the dealer, each player equally likely."""
    for name in ("auction_pitch", "classic_all_fours_cotton"):
        state = game_for(name, 2 if name != "auction_pitch" else 4).new_initial_state()
        assert state.phase is Phase.CUT and state.is_chance_node()
        outcomes = state.chance_outcomes()
        assert [a - A.DEALER_BASE for a, _ in outcomes] == list(range(state.n))
        assert len({p for _, p in outcomes}) == 1


def test_after_each_deal_the_deal_passes_to_the_next_player() -> None:
    """V03 Auction Pitch, seed 000: when the first deal is scored, the player to the
    dealer's left deals the second."""
    state = game_for("auction_pitch", 3, max_hands=2).new_initial_state(0)
    redeal(state, same_dealer=False)
    assert state.dealer == 1 and state.elder == 2


def test_each_player_is_dealt_in_packets_from_elder() -> None:
    """V03 Auction Pitch (packets of 3 and 3) and V42 Yorkshire All Fours (rounds of the
    dealer's choosing, dealt by the engine in one packet each), seeds 000 and 003: the
    deal goes round from elder a packet at a time until each holds his hand."""
    state = game_for("auction_pitch", 3).new_initial_state(0)
    assert state.queue[:18] == [1] * 3 + [2] * 3 + [0] * 3 + [1] * 3 + [2] * 3 + [0] * 3
    york = spec("yorkshire_all_fours")
    state = game_for(york).new_initial_state(0)
    hand, elder = york.deal.hand, state.elder
    assert state.queue[:2 * hand] == [elder] * hand + [state.next_seat(elder)] * hand


def test_only_a_face_up_stock_is_seen_by_the_players() -> None:
    """V45 California Jack (stock face up, seed 003) against V03 Auction Pitch (face
    down, seed 000): every player sees the stock only when it lies face up."""
    up = play_scripted("california_jack", 2, 0, None, [])
    down = play_scripted("auction_pitch", 3, 0, THREE, [])
    assert set(cards_of(up.stock)) <= set(observe(up, 1).face_up)
    assert not set(cards_of(down.stock)) & set(observe(down, 1).face_up)


def cards_of(mask: int) -> list[int]:
    return [c for c in range(54) if mask >> c & 1]


# --------------------------------------------------------------------------- begging

TWO = {1: "2H 10C 4C 5C 6C 7C", 0: "3H 10D 2C 8D 9D 2S"}


def test_a_granted_gift_can_redeal_the_hands() -> None:
    """Cotton's All Fours with a granted beg ending the deal (option C-20,
    tests/fixtures/options, seed 003): the dealer gives elder his point, the hands are
    thrown in and the deal passes to elder; under Cotton itself play goes on."""
    variant = _fixture("options", "c20_cotton_granted_beg_redeal")
    state = play_scripted(variant, 2, 0, TWO, ["beg", "give"], stock="7H", max_hands=2)
    assert state.scores == [0, 1] and state.hand_number == 1 and state.dealer == 1
    state = play_scripted("classic_all_fours_cotton", 2, 0, TWO, ["beg", "give"], stock="7H")
    assert state.hand_number == 0 and state.phase is Phase.PLAY


def test_when_the_stock_runs_out_the_same_dealer_deals() -> None:
    """V38 Classic All Fours (seed 003): the dealer turns the JH (1 point to him), elder
    begs, and every run turns up a heart again until the stock cannot cover another
    round; the same dealer deals again and the point for the turned Jack is taken back.
    V39 three or more keeps the points already scored for turned cards."""
    runs = " ".join(f"{c} {h}" for c, h in zip(
        ["3D 4D 5D 6D 7D JD", "3S 4S 5S 6S 7S 8S", "9S 10S JS QS KS AS", "QD KD AD 8C 9C JC",
         "QC KC AC 3C 2D 4H"], ["9H", "10H", "QH", "KH", "AH"], strict=False))
    state = play_scripted("classic_all_fours", 2, 0, TWO, ["beg", "run"], stock="JH " + runs,
                          max_hands=2)
    assert state.hand_number == 1 and state.dealer == 0 and state.scores == [0, 0]
    three = {1: "2H 3C 4C 5C 6C 7C", 2: "8C 9C 10C JC QC KC", 0: "3H 2D 3D 4D 5D 6D"}
    stock = ("JH 2S 3S 4S 5S 6S 7S 8S 9S 10S 9H JS QS KS AS 7D 8D 9D 10D QD QH KD AD 6H 7H "
             "8H AC 2C JD 10H KH")
    state = play_scripted("classic_all_fours_three_or_more", 3, 0, three, ["beg", "run"],
                          stock=stock, max_hands=2)
    assert state.hand_number == 1 and state.dealer == 0 and state.scores[0] == 1


# --------------------------------------------------------------------------- exchange


def test_the_exchange_discards_and_refills() -> None:
    """V10 Contway 6-Point Pitch (spec/contway_pitch.pitch), seed 000: after trump is
    named each player may discard any of his cards, and the dealer deals from the stock
    to bring him back up to six."""
    hands = {1: "AH 5H 4D 5D 6D 7D", 2: "KC QC 8D 9D 10D JD", 3: "2C 3C 4C 5C 6C 7C",
             0: "9S 10S JS QS KS 2S"}
    bids = ["bid 2", "pass", "pass", "pass", "trump hearts"]
    state = play_scripted("contway_pitch", 4, 0, hands, bids)
    assert state.phase is Phase.EXCHANGE and state.current_player() == 1
    assert set(legal_labels(state)) >= {"4D", "5D", "6D", "7D", "done"}
    state = play_scripted("contway_pitch", 4, 0, hands,
                          [*bids, "4D", "5D", "done", "done", "done", "done"],
                          stock="AS AC")
    assert state.hands[1].bit_count() == 6 and state.hands[1] >> card("AS") & 1


def test_the_dealer_completes_his_hand_from_the_stock() -> None:
    """V27 Nine-Five (spec/nine_five.pitch), seed 000: after the others are dealt back up
    to six, the dealer looks through the stock and chooses cards from it until he holds
    six: every card he may take is a stock card, and he stops at six."""
    from helpers import action
    state = play_scripted("nine_five", 4, 0, None,
                          ["look at hand", "bid 9", "look at hand", "pass", "look at hand",
                           "pass", "look at hand", "pass", "trump hearts"])
    while state.phase is Phase.EXCHANGE:
        labels = legal_labels(state)
        picks = [lab for lab in labels if lab != "done"]
        if state.current_player() == 0 and picks and all(
                state.stock >> card(lab) & 1 for lab in picks):
            break
        state.apply_action(action("done" if "done" in labels else labels[0], state))
    assert state.phase is Phase.EXCHANGE and state.current_player() == 0
    while state.phase is Phase.EXCHANGE and state.current_player() == 0:
        held = state.hands[0].bit_count()
        state.apply_action(action(legal_labels(state)[0], state))
        assert state.hands[0].bit_count() == held + 1 <= 6
    assert state.hands[0].bit_count() == 6


def test_a_point_card_forced_out_scores_for_the_opponents() -> None:
    """V11 Oklahoma Ten-Point (spec/oklahoma_ten_point.pitch), seed 000: a trump a player
    must discard to get down to six is dead; if it carries a point (here the Jack of
    hearts, discarded by seat 1), the point goes to his opponents."""
    variant = spec("oklahoma_ten_point")
    record = _record(variant, 4, HEARTS, [(1, "AH 2C 3C 4C", 1)])
    dead = dataclasses.replace(record, dead=((1, card("JH")),))
    sides = record.sides
    assert ("jack", sides[0], 1) in _score(variant, dead)
    assert not any(point == "jack" for point, _, _ in _score(variant, record))


# --------------------------------------------------------------------------- poor hands

LOW_HAND = {1: "2H 3H 4D 5D 6D 7D", 2: "KH 8D 4C 5C 6C 7C", 0: "AH 9S 10S JS QS KS"}


def test_a_coked_hand_is_replaced_and_he_may_not_bid() -> None:
    """Auction Pitch with the Scranton coke (option O-19, tests/fixtures/options, seed
    000): elder, holding nothing above a Nine, cokes; he gets a new hand of five (so he
    has no card for the last trick), and the auction passes him by, his coke counting as
    his bid. The New York form (tests/fixtures/rulebook) sits him out of the first trick."""
    state = play_scripted(_fixture("options", "o19_scranton_coke_bid"), 3, 0, LOW_HAND, [])
    assert legal_labels(state) == ["done", "coke"]
    state = play_scripted(_fixture("options", "o19_scranton_coke_bid"), 3, 0, LOW_HAND,
                          ["coke"])
    assert [h.bit_count() for h in state.hands] == [6, 5, 6]
    assert state.phase is Phase.BID and state.current_player() == 2
    york = _fixture("rulebook", "rare_rules")
    state = play_scripted(york, 3, 0, LOW_HAND, ["coke", "bid 2", "pass", "KH"])
    assert state.current_player() == 0 and state.plays == [(2, card("KH"))]
    state = play_scripted(york, 3, 0, LOW_HAND, ["coke", "bid 2", "pass", "KH", "AH"])
    assert [len(t.plays) for t in state.tricks] == [2]


def test_a_coke_with_a_full_new_hand_plays_the_last_trick() -> None:
    """Scranton coke with a new hand of six (option C-28, tests/fixtures/options, seed 000):
    the sources have the coker sit out the last trick, but the engine gives him six new
    cards and he plays every trick; the page says so."""
    state = play_scripted(_fixture("options", "c28_scranton_six"), 3, 0, LOW_HAND, ["coke"])
    assert [h.bit_count() for h in state.hands] == [6, 6, 6]
    assert state.sits_out_first == set()


def test_a_mucked_hand_sits_out_the_deal() -> None:
    """Auction Pitch with mucking (option O-21, tests/fixtures/options, seed 000): elder
    folds a hand that can win no trick and takes no part in the deal; in partnership
    play no one may muck."""
    variant = _fixture("options", "o21_muck")
    state = play_scripted(variant, 3, 0, LOW_HAND, ["muck"])
    assert [h.bit_count() for h in state.hands] == [6, 0, 6] and state.current_player() == 2
    teams = play_scripted(variant, 4, 0, {**LOW_HAND, 3: "8H 9H 10H JH QH 2C"}, [],
                          teams=True)
    assert teams.phase is Phase.BID and teams.current_player() == 1


def test_a_pointless_hand_is_replaced_or_redealt() -> None:
    """Auction Pitch with the pointless-hand rules (options O-23 and O-24,
    tests/fixtures/options, seed 000): elder holds no Ten or court card; under O-23 he
    exchanges his hand for six new cards and may not bid, under O-24 all the cards are
    dealt again by the same dealer."""
    state = play_scripted(_fixture("options", "o23_replace_pointless"), 3, 0, LOW_HAND,
                          ["replace pointless"])
    assert [h.bit_count() for h in state.hands] == [6, 6, 6]
    assert not state.hands[1] & _mask(LOW_HAND[1]) and state.current_player() == 2
    state = play_scripted(_fixture("options", "o24_redeal_pointless"), 3, 0, LOW_HAND,
                          ["redeal pointless"], max_hands=2)
    assert state.hand_number == 1 and state.dealer == 0


# --------------------------------------------------------------------------- points table


def test_low_does_not_count_the_jokers() -> None:
    """Auction Pitch with a joker ranking below the Two (option O-03,
    tests/fixtures/options, seed 000): Low is the lowest trump that is not a joker, so
    seat 2's 2H scores it although seat 0 played the joker."""
    variant = _fixture("options", "o03_joker_below_two")
    found = _score(variant, _record(variant, 3, HEARTS, [(1, "AH 2H BJ", 1)]))
    sides = game_for(variant, 3).seating.sides
    assert ("low", sides[2], 1) in found


def test_the_first_joker_played_scores() -> None:
    """Campbell-style points for the first and second joker played (option C-15,
    tests/fixtures/options, seed 000): the joker played first scores for its capturer
    the first joker point, the other the second."""
    variant = _fixture("options", "c15_joker_first_played")
    record = _record(variant, 4, HEARTS, [(1, "LJ 2C 3C 4C", 1), (1, "AH 5C BJ 6C", 3)])
    found = {(p, s) for p, s, _ in _score(variant, record)}
    sides = record.sides
    assert ("joker_1", sides[1]) in found and ("joker_2", sides[3]) in found


def test_a_point_for_one_trump_suit_only() -> None:
    """Old Nate (option C-38, tests/fixtures/options, seed 000): the point counts only
    when spades are trumps."""
    variant = _fixture("options", "c38_old_nate_spades")
    rule = variant.point("old_nate")
    assert rule is not None and rule.card is not None and rule.card.rank is not None
    nate = f"{rule.card.rank.symbol}S"
    spades = _score(variant, _record(variant, 2, 0, [(1, f"AS {nate}", 1)]))
    hearts = _score(variant, _record(variant, 2, HEARTS, [(1, f"AH {nate}", 1)]))
    assert any(p == "old_nate" for p, _, _ in spades)
    assert not any(p == "old_nate" for p, _, _ in hearts)


def test_a_point_is_not_scored_twice_for_the_same_card() -> None:
    """A lone trump worth one point (option C-03, tests/fixtures/options, seed 000): when
    only one trump is played it is High, and Low is not scored for the same card."""
    variant = _fixture("options", "c03_lone_trump_one_point")
    found = _score(variant, _record(variant, 3, HEARTS, [(1, "5H 2C 3C", 1)]))
    assert any(p == "high" for p, _, _ in found) and not any(p == "low" for p, _, _ in found)


def test_a_point_to_elder_goes_to_elder() -> None:
    """Rarely used rules (tests/fixtures/rulebook, on V03 Auction Pitch, seed 000): the
    Four of trumps scores for elder (seat 1) whoever plays or captures it."""
    variant = _fixture("rulebook", "rare_rules")
    record = _record(variant, 3, HEARTS, [(2, "4H AH 3C", 0)], contract=Contract(2, 2))
    assert ("elders", record.sides[1], 1) in _score(variant, record)


def test_a_point_counts_only_with_its_bid() -> None:
    """Rarely used rules (tests/fixtures/rulebook, seed 000): the Three of trumps scores
    its capturer a bonus point only when the bid was Six."""
    variant = _fixture("rulebook", "rare_rules")
    tricks = [(1, "AH 3H 2C", 1)]
    six = _score(variant, _record(variant, 3, HEARTS, tricks,
                                  contract=Contract(1, 5, special="six")))
    three = _score(variant, _record(variant, 3, HEARTS, tricks, contract=Contract(1, 3)))
    assert ("bonus", 1, 1) in six and not any(p == "bonus" for p, _, _ in three)


# --------------------------------------------------------------------------- special bids


ALL_FOUR = [(1, "AH 3C 4C", 1), (1, "2H 5C 6C", 1), (1, "JH 7C 8C", 1)]
"""Seat 1 leads the AH, the 2H and the JH, and takes every trick: High, Low, Jack, Game."""


def _made(variant, tricks: list[tuple[int, str, int]], contract: Contract,  # type: ignore[no-untyped-def]
          players: int = 3) -> tuple[bool, list[int]]:
    """Whether the contract is made, and the scores after the deal is settled."""
    record = _record(variant, players, HEARTS, tricks, contract=contract)
    found = score_hand(game_for(variant, players).tables, record)
    state = game_for(variant, players).new_initial_state(0)
    settle(state, record, found)
    return bid_made(variant, record, found), list(state.scores)


def test_a_special_bid_that_must_take_so_many_points() -> None:
    """Rarely used rules (tests/fixtures/rulebook, seed 000): "Five" (the bid of 4) needs
    at least four points and scores the bid; failing it loses four. Seat 1 takes High,
    Jack and Game but not Low: three points, set."""
    variant = _fixture("rulebook", "rare_rules")
    bid = Contract(1, 4, special="five")
    made, scores = _made(variant, ALL_FOUR, bid)
    assert made and scores[1] == 4
    made, scores = _made(variant, [(1, "AH 3C 4C", 1), (1, "5H 2H 6C", 1),
                                   (1, "JH 7C 8C", 1)], bid)
    assert not made and scores[1] == -4


def test_a_special_bid_without_terms_is_made_like_a_bid() -> None:
    """Rarely used rules (tests/fixtures/rulebook, seed 000): "Six", worth 5, has no terms
    of its own; it is made by taking five points (here the four and the bonus for the
    Three of trumps) and then scores 5; with four points it is set."""
    variant = _fixture("rulebook", "rare_rules")
    state = play_scripted(variant, 3, 0, {1: "AH 3H 4D 5D 6D 7D", 2: "KH 8D 4C 5C 6C 7C",
                                          0: "2H 9S 10S JS QS KS"}, ["bid six", "pass", "pass"])
    assert state.contract == Contract(1, 5, special="six")
    six = Contract(1, 5, special="six")
    made, scores = _made(variant, [*ALL_FOUR, (1, "3H 9C 10C", 1)], six)
    assert made and scores[1] == 5
    assert not _made(variant, ALL_FOUR, six)[0]


def test_a_special_bid_that_must_capture_a_point() -> None:
    """Auction Pitch with a smudge bid (option O-15, tests/fixtures/options, seed 000):
    the smudge also needs the Jack of trumps captured."""
    variant = _fixture("options", "o15_smudge_bid")
    smudge = Contract(1, 5, special="smudge")
    assert _made(variant, ALL_FOUR, smudge)[0]
    assert not _made(variant, [(1, "AH 3C 4C", 1), (1, "2H 5C 6C", 1), (1, "7C JH 8C", 2)],
                     smudge)[0]


def test_a_made_moon_scores_the_points_taken() -> None:
    """V03 Auction Pitch (spec/auction_pitch.pitch), seed 000: shooting the moon made
    scores the points taken (four); set, it loses the bid."""
    variant = spec("auction_pitch")
    moon = Contract(1, 4, special="moon")
    made, scores = _made(variant, ALL_FOUR, moon)
    assert made and scores[1] == 4
    made, scores = _made(variant, [*ALL_FOUR[:2], (1, "7C JH 8C", 2)], moon)
    assert not made and scores[1] == -4


def test_a_special_bid_barred_to_a_side_in_the_hole() -> None:
    """Bonanza Pitch barring the moon to a side in the hole (option C-44,
    tests/fixtures/options, seed 000): elder's side below zero may not shoot the moon;
    when only the other side is in the hole, he may."""
    variant = _fixture("options", "c44_bonanza_own_hole")
    assert "bid Shoot the moon" not in legal_labels(
        play_scripted(variant, 4, 0, None, [], scores=[0, -5]))
    assert "bid Shoot the moon" in legal_labels(
        play_scripted(variant, 4, 0, None, [], scores=[-5, 0]))


def test_a_blind_bid_is_open_only_at_a_first_turn() -> None:
    """V27 Nine-Five (spec/nine_five.pitch), seed 000: the blind smudge is bid before
    looking: at his first turn a player bids it unseen or looks at his hand, and once he
    has looked it is no longer offered."""
    state = play_scripted("nine_five", 4, 0, None, [])
    assert sorted(legal_labels(state)) == ["bid Blind smudge", "look at hand"]
    state = play_scripted("nine_five", 4, 0, None, ["look at hand"])
    assert "bid Blind smudge" not in legal_labels(state)


def test_a_side_that_takes_every_point_scores_the_bonus() -> None:
    """Pub All Fours with an all-four bonus (option O-48, tests/fixtures/options, seed
    000): a side that takes every point of the deal scores one point more."""
    variant = _fixture("options", "o48_all_four_bonus")
    players = game_for(variant).num_players
    plays = {2: ["AH 3C", "2H 5C", "JH 7C"], 3: ["AH 3C 4C", "2H 5C 6C", "JH 7C 8C"],
             4: ["AH 3C 4C 5C", "2H 6C 7C 8C", "JH 9C 10C QC"]}
    tricks = [(1, t, 1) for t in plays[players]] if players in plays else []
    assert tricks, f"o48 is played by {players}"
    record = _record(variant, players, HEARTS, tricks)
    assert ("all_four", record.sides[1], 1) in _score(variant, record)
    last = tricks[2][1].split()
    split = [*tricks[:2], (1, " ".join([*last[1:], last[0]]), 0)]  # seat 0 trumps the JH in
    assert not any(p == "all_four" for p, _, _ in
                   _score(variant, _record(variant, players, HEARTS, split)))


def test_a_point_scored_by_anyone_counts_for_a_side_that_scores_nothing_else() -> None:
    """V21 Maryland Jack (spec/maryland_jack.pitch), seed 000: the others score only when
    the bidder is set, but the Off-Jack counts for whoever captures it: seat 1 bids 1
    and makes it with High and Game; seat 2, who trumps a club with the Off-Jack (the JD),
    scores it, but not the Low he also took."""
    variant = spec("maryland_jack")
    made, scores = _made(variant, [(1, "AH 4C 5C", 1), (1, "6C JD 7C", 2)], Contract(1, 1))
    assert made and scores[2] == 1


def test_when_every_player_cokes_none_sits_out_the_first_trick() -> None:
    """Susquehanna River Ten-Point with a New York coke that sits the coker out of the
    first trick (a fuzzed spec that found it): when every player with cards has coked,
    nobody can sit the first trick out, so all play it (the engine once asked a seat
    with no card to play, and stopped)."""
    variant = spec_text("variant every_coke extends susqy_river_ten_point\n\n"
                        "procedures {\n  coke: allowed, sits out first\n}\n", "every_coke")
    game = Game(variant)
    state = game.new_initial_state(0)
    rng = random.Random(1)
    agents = seeded_agents(game.num_players, 1)
    while not state.is_terminal() and state.hand_number < 40:
        if state.is_chance_node():
            state.apply_action(state.sample_chance(rng))
            continue
        player = state.current_player()
        assert state.legal_actions(), (state.phase, player, state.sits_out_first)
        state.apply_action(agents[player].act(observe(state, player)))
    assert state.hand_number >= 3
