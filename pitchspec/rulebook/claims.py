"""What the rulebook says, and the engine test that shows the engine does it.

Every rule sentence of a variant's page is written through :func:`say` (or a
:func:`table` of sentences keyed by a model enum), naming the spec construct it states;
:data:`CLAIMS` holds one :class:`Claim` per construct: the writer that words it and the
tests that play or score a deal through the engine and show the behaviour the sentence
claims. A sentence whose construct has no entry cannot be written: :func:`say` refuses
it, and :func:`table` refuses a table with such an entry when the module is imported.
``tests/rulebook/test_sentence_claims.py`` keeps the table complete: every entry is written by
its writer, every test exists, and the bundled specs and fixtures produce every entry;
with :func:`sentences` it also checks that the rule sections of every page hold no
sentence that was not written through :func:`say`. Where the engine does not play a
table rule (revokes, showing hands, who may look), the sentence says so plainly.

>>> say("play.follow: must follow", "A player must follow suit if he can.")
'A player must follow suit if he can.'
>>> CLAIMS["play.jokers: not on first trick"].writer
'tricks.jokers'
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from enum import Enum
from typing import TypeVar

E = TypeVar("E", bound=Enum)


@dataclass(frozen=True)
class Claim:
    """One sentence kind: the spec construct, who words it, and the tests behind it."""

    construct: str
    """The construct in spec words: ``section.setting: value`` ("play.follow: must follow")."""
    writer: str
    """The rulebook function or table (module.name in pitchspec.rulebook) that words it."""
    tests: tuple[str, ...]
    """pytest node ids of the engine tests that show the behaviour."""
    note: str = ""
    """Anything the reader of this table should know about how the test backs the claim."""


_W = "tests/engine/test_worked_examples.py::"
_B = "tests/engine/test_rulebook_behaviours.py::"
_P = "tests/engine/test_play_options.py::"
_V = "tests/verify/test_claim_checks.py::"
_I = "tests/engine/test_invariants.py::"
_X = "tests/engine/test_fidelity_constructs.py::"


def _c(construct: str, writer: str, *tests: str, note: str = "") -> Claim:
    return Claim(construct, writer, tests, note)


_PLAY = (
    _c("play.follow: follow or trump", "tricks._FOLLOW",
       _W + "test_may_trump_while_able_to_follow"),
    _c("play.follow: must follow", "tricks._FOLLOW",
       _W + "test_must_follow_suit_instead_of_trumping"),
    _c("play.follow: trump on trump", "tricks._FOLLOW",
       _B + "test_trump_on_trump_frees_a_plain_lead"),
    _c("play.follow: must follow until broken", "tricks._FOLLOW",
       _V + "test_p32_barn_trump_stays_unbroken_until_a_void_player_trumps"),
    _c("play.first_leader", "tricks.leading", _B + "test_the_pitcher_leads_a_trump_first"),
    _c("play.first_lead: trump", "tricks.leading", _B + "test_the_pitcher_leads_a_trump_first"),
    _c("play.first_lead: not trump", "tricks.leading",
       _B + "test_barn_first_lead_may_not_be_a_trump"),
    _c("play.trump_broken: required", "tricks.leading", _W + "test_barn_trump_must_be_broken"),
    _c("play.trump_broken: required (following)", "tricks.leading",
       _B + "test_until_trump_is_broken_a_player_who_can_follow_must"),
    _c("play.trick winner leads", "tricks.leading",
       _B + "test_the_winner_of_a_trick_leads_to_the_next"),
    _c("play.sub_trump: may trump", "tricks.following",
       _W + "test_two_trump_sub_trump_may_trump_while_able_to_follow"),
    _c("play.off_lead: previous winner leads if untrumped", "tricks.winning_trick",
       _B + "test_carthage_untrumped_off_lead_goes_to_its_leader"),
    _c("play.trick_winner: highest", "tricks.winning_trick", _W + "test_game_tie_gives_no_point"),
    _c("play.trick_winner: lowest", "tricks.winning_trick",
       _W + "test_reverse_pitch_lowest_card_wins"),
    _c("play.low_trump: captures", "tricks.winning_trick",
       _B + "test_the_low_trump_captures_the_trick"),
    _c("play.jokers: led suitless", "tricks.jokers",
       _P + "test_the_card_after_a_suitless_joker_lead_fixes_the_suit"),
    _c("play.jokers: not on first trick", "tricks.jokers",
       _B + "test_joker_barred_from_the_first_trick_when_another_card_may_be_played",
       _B + "test_joker_goes_to_the_first_trick_when_it_is_the_only_trump"),
    _c("play.jokers: held back on trump lead", "tricks.jokers",
       _P + "test_a_joker_is_held_back_on_a_trump_lead_without_the_override"),
    _c("play.jokers: doubling override", "tricks.jokers",
       _P + "test_the_doubling_override_lets_a_joker_follow_the_other_joker"),
    _c("play.lookers: sit out", "tricks.extras",
       _W + "test_abacos_lookers_lose_a_card_and_sit_out_the_last_trick"),
    _c("play.throw_in: dead hand", "tricks.extras",
       _W + "test_yorkshire_dead_hand_may_be_thrown_in"),
    _c("play.blind: top card playable", "tricks.extras",
       _B + "test_blind_pitch_top_blind_card_may_be_played"),
    _c("play.draw: after each trick", "tricks.extras",
       _W + "test_california_jack_winner_draws_first_from_the_face_up_stock"),
    _c("play.concession: bidder", "tricks.concession",
       _W + "test_contway_concession_scores_only_cards_played"),
    _c("play.concession: bidder, play out", "tricks.concession",
       _B + "test_a_conceded_hand_is_played_out"),
    _c("play.revoke: set back by bid", "tricks.revoke", _I + "test_only_legal_actions_apply",
       note="The engine never lets a player revoke, so the penalty never arises in play."),
    _c("play.revoke: set back by bid, deal void", "tricks.revoke",
       _I + "test_only_legal_actions_apply",
       note="The engine never lets a player revoke, so the penalty never arises in play."),
)

_TRUMP = (
    _c("trump.method: first lead", "prose._TRUMP", _W + "test_first_card_led_fixes_trump"),
    _c("trump.method: declared", "prose._TRUMP",
       _B + "test_bonanza_names_trump_before_taking_the_kitty"),
    _c("trump.method: turn up", "prose._TRUMP", _W + "test_game_tie_goes_to_elder"),
    _c("trump.method: called card", "prose._TRUMP", _B + "test_the_called_card_fixes_trump"),
    _c("trump.method: random", "prose._TRUMP", _B + "test_random_trump_is_fixed_before_the_deal"),
    _c("trump.declare: before kitty", "prose.declare_when",
       _B + "test_bonanza_names_trump_before_taking_the_kitty"),
    _c("trump.declare: after kitty", "prose.declare_when",
       _B + "test_blind_blind_names_trump_after_taking_the_widow"),
    _c("trump.sub_trump: declared", "prose.trump_method",
       _W + "test_two_trump_sub_trump_ranks_between_plain_and_trump"),
)

_SCORING = (
    _c("points.point: tie none", "scores._TIES", _W + "test_game_tie_gives_no_point"),
    _c("points.point: tie elder", "scores._TIES", _W + "test_game_tie_goes_to_elder",
       _W + "test_game_tie_without_elder_goes_to_first_in_turn"),
    _c("points.point: tie joker", "scores._TIES", _W + "test_contway_joker_breaks_a_game_tie",
       _W + "test_contway_game_tie_without_joker_scores_nobody"),
    _c("points.point: tie half_jokers", "scores._TIES",
       _B + "test_a_game_tie_goes_to_the_side_with_more_jokers"),
)

_SETTLE = (
    _c("bidding.form: none (scoring)", "scores.make_or_set", _W + "test_game_tie_gives_no_point"),
    _c("scoring.made: taken", "scores._MADE",
       _W + "test_oklahoma_straight_bid_scores_what_was_taken"),
    _c("scoring.made: bid", "scores._MADE",
       _W + "test_maryland_jack_bidder_scores_the_bid_plus_one_if_exact"),
    _c("scoring.made: plus N if exact", "scores.make_or_set",
       _W + "test_maryland_jack_bidder_scores_the_bid_plus_one_if_exact"),
    _c("bidding.doubled: yes (scoring)", "scores.make_or_set",
       _W + "test_oklahoma_doubled_bid_made_scores_double",
       _W + "test_oklahoma_doubled_bid_set_costs_double"),
    _c("scoring.set: reset", "scores.set_back",
       _W + "test_juniper_set_team_hands_back_its_points_and_takes_a_pookie"),
    _c("scoring.set: lose bid, keep taken", "scores.set_back",
       _W + "test_pitcher_is_set_back_by_the_bid"),
    _c("scoring.set: lose bid, keep nothing", "scores.set_back",
       _W + "test_oklahoma_doubled_bid_set_costs_double"),
    _c("scoring.set: mark N", "scores.set_back",
       _W + "test_juniper_set_team_hands_back_its_points_and_takes_a_pookie"),
    _c("scoring.others: taken", "scores._OTHERS", _W + "test_non_pitchers_keep_what_they_take"),
    _c("scoring.others: nothing", "scores._OTHERS",
       _V + "test_p43_settlement_of_bidder_and_others"),
    _c("scoring.others: only if bidder set", "scores._OTHERS",
       _W + "test_maryland_jack_others_score_when_the_bidder_is_set"),
    _c("scoring.floor: none", "scores.floor", _W + "test_pitcher_is_set_back_by_the_bid"),
    _c("scoring.floor: N", "scores.floor", _W + "test_contway_scores_never_go_below_zero"),
    _c("scoring.order", "scores.counting",
       _W + "test_counting_order_decides_who_reaches_target_first"),
    _c("scoring.order: pitcher first", "scores.counting", _W + "test_pitcher_is_credited_first"),
)

_WINNING = (
    _c("winning.reach: at least", "scores.match",
       _V + "test_p69_exactly_100_is_over_or_or_more_as_stated"),
    _c("winning.reach: over", "scores.match",
       _V + "test_p69_exactly_100_is_over_or_or_more_as_stated"),
    _c("winning.hands: N", "scores.match",
       _V + "test_p48_thirty_two_takes_four_deals_at_ten_a_deal"),
    _c("winning.tie: N more hands", "scores.match",
       _V + "test_p67_pub_tied_game_plays_two_more_hands_until_untied"),
    _c("winning.count_out: yes", "scores.match", _W + "test_gift_can_count_out",
       _W + "test_all_fives_can_peg_out_mid_deal"),
    _c("winning.who: anyone", "scores._WHO",
       _W + "test_counting_order_decides_who_reaches_target_first"),
    _c("winning.who: bidder", "scores._WHO", _W + "test_only_the_pitcher_can_go_out"),
    _c("winning.who: bidder or setter", "scores._WHO",
       _B + "test_only_the_bidder_or_the_side_that_set_him_can_win"),
    _c("winning.who: bid made", "scores._WHO",
       _V + "test_p58_five_nine_wins_only_over_100_on_a_made_bid"),
    _c("winning.both_reach: counting order", "scores.counting",
       _W + "test_counting_order_decides_who_reaches_target_first"),
    _c("winning.both_reach: bidder", "scores._BOTH",
       _W + "test_contway_bidding_team_wins_when_both_reach_eleven"),
    _c("winning.both_reach: higher score", "scores._BOTH",
       _B + "test_when_both_reach_the_target_the_higher_score_wins"),
    _c("winning.margin: N", "scores.margins", _W + "test_roadhouse_winner_must_lead_by_two"),
    _c("winning.backdoor: at N win", "scores._DOOR", _V + "test_p53_backdoor_win_at_minus_target"),
    _c("winning.backdoor: at N lose", "scores._DOOR",
       _V + "test_p52_nine_five_backdoor_at_minus_200_is_dead"),
    _c("winning.backdoor: at N draw", "scores._DOOR", _B + "test_the_back_door_at_minus_200_draws"),
)

_AUCTION = (
    _c("bidding.form: none", "auction.auction", _W + "test_first_card_led_fixes_trump"),
    _c("bidding.form: once around", "auction._FORM",
       _B + "test_once_around_each_player_bids_once_and_the_highest_pitches"),
    _c("bidding.form: continuing", "auction._FORM",
       _B + "test_a_continuing_auction_goes_round_until_all_but_one_pass"),
    _c("bidding.form: commercial", "auction._FORM",
       _W + "test_commercial_elder_sells_and_scores_the_bid"),
    _c("bidding.bids", "auction.auction",
       _B + "test_once_around_each_player_bids_once_and_the_highest_pitches"),
    _c("bidding.doubled: yes", "auction.auction",
       _W + "test_carthage_doubled_bids_are_half_steps"),
    _c("bidding (the pitcher)", "auction.auction",
       _B + "test_once_around_each_player_bids_once_and_the_highest_pitches"),
    _c("bidding.steal", "auction.steal", _W + "test_dealer_may_steal_a_bid_below_four",
       _V + "test_p68_dealer_steals_only_bids_of_one_to_three"),
    _c("bidding.forced", "auction.forced",
       _W + "test_nine_five_holding_the_nine_forces_a_bid_of_nine",
       _W + "test_nine_five_lone_nine_does_not_force"),
    _c("bidding.all_pass: redeal", "auction._ALL_PASS",
       _W + "test_all_pass_redeal_by_the_same_dealer"),
    _c("bidding.all_pass: pass deal", "auction._ALL_PASS",
       _W + "test_nw_connecticut_all_pass_passes_the_deal"),
    _c("bidding.all_pass: dealer bids N", "auction._ALL_PASS",
       _W + "test_dealer_given_the_bid_when_all_pass"),
    _c("bidding.all_pass: dealer must bid N", "auction._ALL_PASS",
       _W + "test_dealer_must_bid_at_least_two_when_all_pass"),
    _c("bidding.all_pass: elder bids N", "auction._ALL_PASS",
       _B + "test_when_all_pass_elder_must_bid"),
    _c("bidding.all_pass: elder pitches", "auction._ALL_PASS",
       _B + "test_when_all_pass_elder_pitches_without_a_contract"),
    _c("bidding.all_pass: or BID", "auction.all_pass",
       _B + "test_when_all_pass_the_dealer_must_bid_or_shoot_the_moon"),
    _c("bidding.all_pass: hands shown", "auction.all_pass",
       _W + "test_nw_connecticut_all_pass_passes_the_deal",
       note="The engine does not show the hands (it changes no decision); the test shows "
            "the deal passing on."),
    _c("bidding.look: optional, lookers lose N", "auction.look",
       _W + "test_abacos_lookers_lose_a_card_and_sit_out_the_last_trick"),
    _c("bidding.look: bidder may take", "auction.look",
       _B + "test_the_bid_winner_may_take_the_cards_the_lookers_lost"),
    _c("bidding.look: passers exempt", "auction.look",
       _B + "test_a_looker_who_passes_keeps_his_cards"),
    _c("bidding.commercial: seller scores bid", "auction.commercial",
       _W + "test_commercial_elder_sells_and_scores_the_bid"),
    _c("bidding.commercial: refusal must make", "auction.commercial",
       _W + "test_commercial_elder_refuses_and_must_make_the_bid"),
    _c("bidding.declare_by_pitching", "auction.declare_by_pitching",
       _B + "test_a_bid_of_four_ends_the_auction_at_once",
       note="The sources let the player pitch out of turn; the engine takes the bid in "
            "turn and ends the auction there."),
)

_D = "tests/engine/test_rulebook_behaviours_deal.py::"
_F = "tests/verify/test_findings.py::"

_CARDS = (
    _c("deck: standard", "prose.deck_sentence",
       _D + "test_the_engine_deals_from_the_pack_the_page_describes"),
    _c("deck: ranks removed", "prose.deck_sentence",
       _D + "test_the_engine_deals_from_the_pack_the_page_describes",
       _V + "test_p03_two_players_without_threes_fours_and_fives_use_forty_cards"),
    _c("deck: jokers added", "prose.deck_sentence",
       _D + "test_the_engine_deals_from_the_pack_the_page_describes",
       _V + "test_p06_juniper_deals_the_whole_54_card_pack"),
    _c("deck: two jokers told apart", "prose.deck_sentence",
       _D + "test_the_engine_deals_from_the_pack_the_page_describes"),
    _c("deck.card_points", "prose.card_point_rows",
       _W + "test_all_fives_five_counts_five_towards_game",
       _V + "test_p17_ten_point_cards_sum_to_ten"),
    _c("ranking: natural", "prose.natural_order",
       _D + "test_every_suit_ranks_ace_high_in_the_natural_order"),
    _c("ranking: table", "prose.ranking_rows",
       _V + "test_p19_campbell_eleven_has_eleven_points_and_seventeen_trumps",
       _B + "test_the_winner_of_a_trick_leads_to_the_next"),
    _c("ranking: jokers ranked", "prose.joker_role",
       _B + "test_joker_goes_to_the_first_trick_when_it_is_the_only_trump"),
    _c("ranking: jokers rankless", "prose.joker_role",
       _V + "test_p30_rankless_jokers_break_the_top_trump"),
    _c("ranking: reversed for tricks", "prose.trick_order",
       _W + "test_reverse_pitch_lowest_card_wins"),
)

_DEAL = (
    _c("players.teams: none", "prose.partnerships",
       _W + "test_pitcher_goes_out_with_fewer_points_than_a_loser"),
    _c("players.teams: fixed", "prose.partnerships",
       _W + "test_low_goes_to_the_team_that_played_it"),
    _c("players.teams: optional", "prose.partnerships",
       _D + "test_optional_partnerships_are_played_with_or_without_teams"),
    _c("players.partner_call: others together", "prose.partner_call",
       _X + "test_campbell_five_the_other_three_form_the_opposing_partnership",
       _X + "test_campbell_five_a_set_moon_wins_for_the_three_opponents"),
    _c("players.partner_call", "prose.partner_call",
       _W + "test_campbell_eleven_five_players_call_a_trump_partner",
       _B + "test_blind_blind_names_trump_after_taking_the_widow"),
    _c("players.direction: clockwise", "prose.direction",
       _D + "test_the_deal_and_the_play_go_round_in_the_stated_direction"),
    _c("players.direction: counter-clockwise", "prose.direction",
       _D + "test_the_deal_and_the_play_go_round_in_the_stated_direction"),
    _c("deal.first_dealer", "prose.first_dealer",
       _D + "test_the_first_dealer_is_chosen_at_random"),
    _c("deal.cut_ranking", "prose.first_dealer",
       _D + "test_the_first_dealer_is_chosen_at_random",
       note="The page says the engine does not cut; the test shows its random choice."),
    _c("deal.dealer passes", "prose.first_dealer",
       _D + "test_after_each_deal_the_deal_passes_to_the_next_player"),
    _c("deal.hand", "prose.dealing", _D + "test_each_player_is_dealt_in_packets_from_elder"),
    _c("deal.packets", "prose.dealing", _D + "test_each_player_is_dealt_in_packets_from_elder"),
    _c("deal.rounds", "prose.dealing", _D + "test_each_player_is_dealt_in_packets_from_elder",
       note="The page says the engine deals each hand in one packet; the test shows it."),
    _c("deal.widow", "prose.table_cards",
       _B + "test_blind_blind_names_trump_after_taking_the_widow"),
    _c("deal.kitty", "prose.table_cards", _B + "test_bonanza_names_trump_before_taking_the_kitty"),
    _c("deal.blind: per player", "prose.blind",
       _B + "test_blind_pitch_top_blind_card_may_be_played"),
    _c("deal.blind: pile", "prose.blind", _V + "test_p05_se_missouri_deals_the_whole_34_card_pack"),
    _c("deal.stock: face up", "prose._STOCK",
       _W + "test_california_jack_winner_draws_first_from_the_face_up_stock",
       _D + "test_only_a_face_up_stock_is_seen_by_the_players"),
    _c("deal.stock: face down", "prose._STOCK",
       _D + "test_only_a_face_up_stock_is_seen_by_the_players"),
)

_BEG = (
    _c("trump.beg: stand or beg", "prose.beg", _W + "test_beg_and_gift_to_elder",
       _W + "test_three_or_more_gift_to_each_opponent"),
    _c("trump.beg: gift plays on", "prose.beg", _W + "test_beg_and_gift_to_elder"),
    _c("trump.beg: gift redeals", "prose.beg", _D + "test_a_granted_gift_can_redeal_the_hands"),
    _c("trump.beg: run", "prose.beg", _W + "test_running_the_cards_turns_a_new_trump"),
    _c("trump.beg: same suit, put aside", "prose.beg",
       _W + "test_running_the_cards_again_on_the_same_suit"),
    _c("trump.beg: same suit, kept", "prose.beg",
       _W + "test_three_or_more_rejected_suit_jack_does_not_score"),
    _c("trump.beg: after run, keep", "prose._AFTER_RUN",
       _W + "test_three_or_more_rejected_suit_jack_does_not_score"),
    _c("trump.beg: after run, discard", "prose._AFTER_RUN",
       _W + "test_after_running_any_three_cards_may_be_discarded"),
    _c("trump.beg: stock out", "prose.beg",
       _D + "test_when_the_stock_runs_out_the_same_dealer_deals"),
    _c("trump.beg: stock out, turned points stand", "prose.beg",
       _D + "test_when_the_stock_runs_out_the_same_dealer_deals"),
    _c("trump.beg: restricted looking", "prose.beg",
       _W + "test_three_or_more_gift_to_each_opponent",
       note="The page says the engine does not model who may look; the test shows the beg "
            "played as usual."),
)

_EXCHANGE = (
    _c("exchange.order: in turn", "prose.in_turn",
       _X + "test_contway_each_player_is_dealt_back_before_the_next_discards"),
    _c("exchange: in order", "prose.steps_intro",
       _B + "test_blind_blind_names_trump_after_taking_the_widow"),
    _c("exchange: discard", "prose._discard", _D + "test_the_exchange_discards_and_refills"),
    _c("exchange: take", "prose._take", _B + "test_blind_blind_names_trump_after_taking_the_widow",
       _B + "test_the_bid_winner_may_take_the_cards_the_lookers_lost"),
    _c("exchange: refill", "prose._refill", _D + "test_the_exchange_discards_and_refills"),
    _c("exchange: reduce", "prose._reduce",
       _V + "test_p33_carthage_burns_no_pointer_while_holding_a_plain_trump"),
    _c("exchange: complete", "prose._complete",
       _D + "test_the_dealer_completes_his_hand_from_the_stock"),
    _c("exchange: reclaim", "prose._reclaim",
       _F + "test_nw_connecticut_reclaim_never_leaves_more_than_six"),
    _c("exchange: dead cards to opponents", "prose.dead_cards",
       _D + "test_a_point_card_forced_out_scores_for_the_opponents"),
)

_PROCEDURES = (
    _c("procedures: coke", "scores._MAY", _D + "test_a_coked_hand_is_replaced_and_he_may_not_bid"),
    _c("procedures: muck", "scores._MAY", _D + "test_a_mucked_hand_sits_out_the_deal"),
    _c("procedures: misdeal", "scores._MAY",
       _V + "test_p66_campbell_ten_has_no_muck_or_misdeal_campbell_eleven_a_misdeal"),
    _c("procedures: replace pointless", "scores._MAY",
       _D + "test_a_pointless_hand_is_replaced_or_redealt"),
    _c("procedures: redeal pointless", "scores._MAY",
       _D + "test_a_pointless_hand_is_replaced_or_redealt"),
    _c("procedures: not allowed", "scores.procedure",
       _V + "test_p66_campbell_ten_has_no_muck_or_misdeal_campbell_eleven_a_misdeal"),
    _c("procedures: ranks", "scores.procedure",
       _V + "test_p66_campbell_ten_has_no_muck_or_misdeal_campbell_eleven_a_misdeal"),
    _c("procedures: new hand N", "scores._procedure_terms",
       _D + "test_a_coked_hand_is_replaced_and_he_may_not_bid"),
    _c("procedures: shown", "scores._procedure_terms",
       _D + "test_a_coked_hand_is_replaced_and_he_may_not_bid",
       note="The page says the engine shows the hand to no one; the test shows the coke."),
    _c("procedures: may not bid", "scores._procedure_terms",
       _D + "test_a_coked_hand_is_replaced_and_he_may_not_bid"),
    _c("procedures: as bid", "scores._procedure_terms",
       _D + "test_a_coked_hand_is_replaced_and_he_may_not_bid"),
    _c("procedures: sits out first", "scores._procedure_terms",
       _D + "test_a_coked_hand_is_replaced_and_he_may_not_bid"),
    _c("procedures: sits out last", "scores._procedure_terms",
       _D + "test_a_coked_hand_is_replaced_and_he_may_not_bid"),
    _c("procedures: sits out last, not applied", "scores._procedure_terms",
       _D + "test_a_coke_with_a_full_new_hand_plays_the_last_trick"),
    _c("procedures: not in partnerships", "scores._procedure_terms",
       _D + "test_a_mucked_hand_sits_out_the_deal"),
)

_POINT_CELLS = (
    _c("points: each deal", "scores.points_intro",
       _W + "test_counting_order_decides_who_reaches_target_first"),
    _c("points.point: highest", "scores.earns", _W + "test_lone_trump_scores_high_and_low",
       _W + "test_cotton_low_goes_to_its_holder_as_dealt"),
    _c("points.point: lowest", "scores.earns", _W + "test_low_goes_to_its_original_holder",
       _W + "test_cotton_low_goes_to_its_holder_as_dealt"),
    _c("points.point: jokers not counted", "scores.earns",
       _D + "test_low_does_not_count_the_jokers"),
    _c("points.point: card", "scores.earns", _W + "test_chicago_five_of_trumps_scores_five",
       _W + "test_absent_jack_is_not_awarded"),
    _c("points.point: game", "scores.earns", _W + "test_game_tie_gives_no_point",
       _W + "test_all_fives_five_counts_five_towards_game"),
    _c("points.point: turn up", "scores.earns",
       _W + "test_turned_jack_scores_for_the_dealer_at_once",
       _W + "test_trinidad_every_card_turned_while_running_scores",
       _W + "test_three_or_more_rejected_suit_jack_does_not_score"),
    _c("points.point: last trick", "scores.earns",
       _W + "test_susqy_river_low_to_capturer_and_last_trick"),
    _c("points.point: sweep", "scores.earns",
       _D + "test_a_side_that_takes_every_point_scores_the_bonus"),
    _c("points.point: trick trumps", "scores.earns",
       _W + "test_all_fives_trick_trumps_score_at_once"),
    _c("points.point: joker played", "scores.earns", _D + "test_the_first_joker_played_scores"),
    _c("points.point: counts for anyone", "scores.conditions",
       _D + "test_a_point_scored_by_anyone_counts_for_a_side_that_scores_nothing_else"),
    _c("points.condition: trump suit is", "scores._condition",
       _D + "test_a_point_for_one_trump_suit_only"),
    _c("points.condition: not the same card as", "scores._condition",
       _D + "test_a_point_is_not_scored_twice_for_the_same_card"),
    _c("points.condition: bid was", "scores._condition",
       _D + "test_a_point_counts_only_with_its_bid"),
    _c("points.value: N", "scores.value", _W + "test_chicago_five_of_trumps_scores_five"),
    _c("points.value: card points", "scores.value",
       _W + "test_all_fives_trick_trumps_score_at_once"),
    _c("points.value: by turned rank", "scores.value", _W + "test_trinidad_turn_up_scoring"),
    _c("points.value: hanged", "scores.value", _W + "test_hang_jack_scores_three",
       _W + "test_jack_won_by_its_own_side_scores_one"),
    _c("points.to: holder", "scores._RECEIVERS", _W + "test_low_goes_to_its_original_holder"),
    _c("points.to: capturer", "scores._RECEIVERS",
       _W + "test_low_goes_to_its_capturer_in_roadhouse"),
    _c("points.to: player", "scores._RECEIVERS", _W + "test_low_goes_to_the_team_that_played_it"),
    _c("points.to: dealer", "scores._RECEIVERS",
       _W + "test_turned_jack_scores_for_the_dealer_at_once"),
    _c("points.to: elder", "scores._RECEIVERS", _D + "test_a_point_to_elder_goes_to_elder"),
    _c("points.to: majority", "scores._RECEIVERS", _W + "test_game_tie_gives_no_point"),
    _c("points.to: trick winner", "scores._RECEIVERS",
       _W + "test_all_fives_trick_trumps_score_at_once"),
)

_SPECIAL = (
    _c("bidding.special", "auction.special_intro", _W + "test_partnership_moon_needs_every_trick"),
    _c("bidding.special: at", "auction.special_place",
       _W + "test_partnership_moon_needs_every_trick"),
    _c("bidding.special: above", "auction.special_place",
       _V + "test_p63_campbell_eleven_moon_outranks_eleven_and_ends_the_game"),
    _c("bidding.special: as bid", "auction.requirements",
       _D + "test_a_special_bid_without_terms_is_made_like_a_bid"),
    _c("bidding.special: all points", "auction._REQUIRES",
       _V + "test_p59_hot_bid_wins_with_all_18_and_loses_otherwise"),
    _c("bidding.special: all tricks", "auction._REQUIRES",
       _W + "test_partnership_moon_needs_every_trick"),
    _c("bidding.special: capture", "auction._REQUIRES",
       _D + "test_a_special_bid_that_must_capture_a_point"),
    _c("bidding.special: at least", "auction._REQUIRES",
       _D + "test_a_special_bid_that_must_take_so_many_points"),
    _c("bidding.special: score N", "auction._OUTCOMES",
       _W + "test_partnership_moon_needs_every_trick"),
    _c("bidding.special: score bid", "auction._OUTCOMES",
       _D + "test_a_special_bid_without_terms_is_made_like_a_bid"),
    _c("bidding.special: score taken", "auction._OUTCOMES",
       _D + "test_a_made_moon_scores_the_points_taken"),
    _c("bidding.special: lose N", "auction._OUTCOMES",
       _D + "test_a_special_bid_that_must_take_so_many_points"),
    _c("bidding.special: lose bid", "auction._OUTCOMES",
       _D + "test_a_made_moon_scores_the_points_taken"),
    _c("bidding.special: win match", "auction._OUTCOMES",
       _V + "test_p59_hot_bid_wins_with_all_18_and_loses_otherwise"),
    _c("bidding.special: lose match", "auction._OUTCOMES",
       _W + "test_nine_five_hot_bid_lost_loses_the_game"),
    _c("bidding.special: barred", "auction.bars", _W + "test_bonanza_moon_barred_at_46"),
    _c("bidding.special: barred, any side in the hole", "auction._BARS",
       _W + "test_bonanza_moon_barred_at_46"),
    _c("bidding.special: barred, own side in the hole", "auction._BARS",
       _D + "test_a_special_bid_barred_to_a_side_in_the_hole"),
    _c("bidding.special: barred, score at least", "auction._BARS",
       _W + "test_bonanza_moon_barred_at_46",
       _V + "test_p49_bonanza_moon_barred_from_46"),
    _c("bidding.special: blind", "auction.bars",
       _D + "test_a_blind_bid_is_open_only_at_a_first_turn",
       _X + "test_nine_five_blind_smudge_is_bid_before_looking"),
)

CLAIMS: Mapping[str, Claim] = {c.construct: c for c in (
    *_PLAY, *_TRUMP, *_SCORING, *_SETTLE, *_WINNING, *_AUCTION, *_CARDS, *_DEAL, *_BEG,
    *_EXCHANGE, *_PROCEDURES, *_POINT_CELLS, *_SPECIAL)}
"""Every sentence kind the rulebook writes, by construct."""

_written: ContextVar[set[str] | None] = ContextVar("written", default=None)
_said: ContextVar[list[str] | None] = ContextVar("said", default=None)


def say(construct: str, text: str, **fields: object) -> str:
    """The sentence ``text`` (its ``{fields}`` filled in), which states ``construct``;
    refused without an entry."""
    if construct not in CLAIMS:
        raise KeyError(f"the rulebook has no claim entry for {construct!r}")
    out = text.format(**fields) if fields else text
    seen = _written.get()
    if seen is not None:
        seen.add(construct)
    said = _said.get()
    if said is not None and out:
        said.append(out)
    return out


def table(sentences: Mapping[E, tuple[str, str]]) -> dict[E, tuple[str, str]]:
    """A table of (construct, sentence) by enum member, every construct checked now."""
    missing = [c for c, _ in sentences.values() if c not in CLAIMS]
    if missing:
        raise KeyError(f"the rulebook has no claim entry for {missing}")
    return dict(sentences)


@contextmanager
def recording() -> Iterator[set[str]]:
    """Collect the constructs whose sentences are written inside the block."""
    seen: set[str] = set()
    token = _written.set(seen)
    try:
        yield seen
    finally:
        _written.reset(token)


@contextmanager
def sentences() -> Iterator[list[str]]:
    """Collect the text of every sentence written through :func:`say` inside the block."""
    said: list[str] = []
    token = _said.set(said)
    try:
        yield said
    finally:
        _said.reset(token)
