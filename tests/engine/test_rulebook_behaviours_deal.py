"""The engine behaviour behind the rulebook's sentences on the pack, the deal, poor hands,
begging, the exchange, the cells of the points table and of the special-bid table.

Each test backs entries of :data:`pitchspec.rulebook.claims.CLAIMS` the other worked
examples do not show. Seats are numbered from 0 with the dealer at seat 0, so elder is
seat 1 (clockwise). Seeds: 000 (the Pitch article), 003 (the All Fours article); V-ids
and option ids are those of /work/shared/rules/VARIANTS.md.
"""

from __future__ import annotations

from helpers import awards, card, cards, game_for, legal_labels, play_scripted, spec, spec_text

from pitchspec.engine import actions as A
from pitchspec.engine.observation import observe
from pitchspec.engine.scoring import Contract, HandRecord, Trick, score_hand
from pitchspec.engine.state import Phase

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
    right: elder sits at the dealer's right, seat 3 of four. V03 Auction Pitch goes to
    the left: elder is seat 1, and cards are dealt from him."""
    right = game_for("caribbean_all_fours", 4).new_initial_state(0)
    left = game_for("auction_pitch", 4).new_initial_state(0)
    assert right.elder == 3 and right.next_seat(3) == 2
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
    state.redeal(same_dealer=False)
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
    state = play_scripted("contway_pitch", 4, 0, hands, [*bids, "4D", "5D", "done", "done", "done", "done"],
                          stock="AS AC")
    assert state.hands[1].bit_count() == 6 and state.hands[1] >> card("AS") & 1


def test_the_dealer_completes_his_hand_from_the_stock() -> None:
    """V27 Nine-Five (spec/nine_five.pitch), seed 000: after the others are dealt back up
    to six, the dealer looks through the stock and chooses cards from it until he holds
    six: every card he may take is a stock card, and he stops at six."""
    from helpers import action
    state = play_scripted("nine_five", 4, 0, None,
                          ["bid 9", "pass", "pass", "pass", "trump hearts"])
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
