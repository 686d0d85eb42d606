"""The constructs of trick play, the trump suit, begging and the exchange.

Each entry: the construct's key (its rulebook sentence's), the writer that words it,
the engine tests behind it, and its meaning's key where the meanings name it
otherwise (:mod:`pitchspec.constructs`)."""

from __future__ import annotations

from pitchspec.constructs.entry import BEHAVIOURS as _B
from pitchspec.constructs.entry import BEHAVIOURS_DEAL as _D
from pitchspec.constructs.entry import FIDELITY_CONSTRUCTS as _X
from pitchspec.constructs.entry import FINDINGS as _F
from pitchspec.constructs.entry import INVARIANTS as _I
from pitchspec.constructs.entry import PLAY_OPTIONS as _P
from pitchspec.constructs.entry import PLAY_RULES as _R
from pitchspec.constructs.entry import REQUIREMENTS as _V
from pitchspec.constructs.entry import WORKED as _W
from pitchspec.constructs.entry import Construct
from pitchspec.constructs.entry import entry as _c

_WHO = "{all|others|bidder|dealer|nondealers}"
"""The choice of who takes an exchange step (a choice word's meaning is ``{group} word``)."""

PLAY: tuple[Construct, ...] = (
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
    _c("play.trick winner leads", "tricks.leading",
       _B + "test_the_winner_of_a_trick_leads_to_the_next", meaning="play.first_leader"),
    _c("play.sub_trump: may trump", "tricks.following",
       _W + "test_two_trump_sub_trump_may_trump_while_able_to_follow"),
    _c("play.off_lead: previous winner leads if untrumped", "tricks.winning_trick",
       _B + "test_carthage_untrumped_off_lead_goes_to_its_leader"),
    _c("play.trick_winner: highest", "tricks.winning_trick", _W + "test_game_tie_gives_no_point",
       meaning="{highest|lowest} highest"),
    _c("play.trick_winner: lowest", "tricks.winning_trick",
       _W + "test_reverse_pitch_lowest_card_wins", meaning="{highest|lowest} lowest"),
    _c("play.low_trump: captures", "tricks.winning_trick",
       _B + "test_the_low_trump_captures_the_trick"),
    _c("play.jokers: led suitless", "tricks.jokers",
       _P + "test_the_card_after_a_suitless_joker_lead_fixes_the_suit",
       _P + "test_explain_led_suitless_says_what_the_engine_plays"),
    _c("play.jokers: not on first trick", "tricks.jokers",
       _B + "test_joker_barred_from_the_first_trick_when_another_card_may_be_played",
       _B + "test_joker_goes_to_the_first_trick_when_it_is_the_only_trump"),
    _c("play.jokers: not led to first trick", "tricks.jokers",
       _R + "test_a_joker_may_not_lead_the_first_trick_but_may_follow_to_it"),
    _c("play.jokers: held back on trump lead", "tricks.jokers",
       _P + "test_a_joker_is_held_back_on_a_trump_lead_without_the_override"),
    _c("play.jokers: doubling override", "tricks.jokers",
       _P + "test_the_doubling_override_lets_a_joker_follow_the_other_joker"),
    _c("play.lookers: sit out", "tricks.extras",
       _W + "test_abacos_lookers_lose_a_card_and_sit_out_the_last_trick",
       meaning="play.lookers: sit out {first|last}"),
    _c("play.throw_in: dead hand", "tricks.extras",
       _W + "test_yorkshire_dead_hand_may_be_thrown_in"),
    _c("play.blind: top card playable", "tricks.extras",
       _B + "test_blind_pitch_top_blind_card_may_be_played"),
    _c("play.draw: after each trick", "tricks.extras",
       _W + "test_california_jack_winner_draws_first_from_the_face_up_stock"),
    _c("play.concession: bidder", "tricks.concession",
       _W + "test_contway_concession_scores_only_cards_played"),
    _c("play.concession: bidder, play out", "tricks.concession",
       _B + "test_a_conceded_hand_is_played_out", meaning="play.concession: play out"),
    _c("play.revoke: set back by bid", "tricks.revoke", _I + "test_only_legal_actions_apply",
       note="The engine never lets a player revoke, so the penalty never arises in play."),
    _c("play.revoke: set back by bid, deal void", "tricks.revoke",
       _I + "test_only_legal_actions_apply",
       note="The engine never lets a player revoke, so the penalty never arises in play.",
       meaning="play.revoke: deal void"),
)


TRUMP: tuple[Construct, ...] = (
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


BEG: tuple[Construct, ...] = (
    _c("trump.beg: stand or beg", "prose.beg", _W + "test_beg_and_gift_to_elder",
       _W + "test_three_or_more_gift_to_each_opponent", meaning="trump.beg"),
    _c("trump.beg: gift plays on", "prose.beg", _W + "test_beg_and_gift_to_elder",
       meaning="trump.beg.granted: play on"),
    _c("trump.beg: gift redeals", "prose.beg", _D + "test_a_granted_gift_can_redeal_the_hands",
       meaning="trump.beg.granted: redeal"),
    _c("trump.beg: run", "prose.beg", _W + "test_running_the_cards_turns_a_new_trump",
       meaning="trump.beg.run: {nat}"),
    _c("trump.beg: same suit, put aside", "prose.beg",
       _W + "test_running_the_cards_again_on_the_same_suit",
       meaning="trump.beg.same_suit: discard unseen and run again"),
    _c("trump.beg: same suit, kept", "prose.beg",
       _W + "test_three_or_more_rejected_suit_jack_does_not_score",
       meaning="trump.beg.same_suit: run again"),
    _c("trump.beg: after run, keep", "prose._AFTER_RUN",
       _W + "test_three_or_more_rejected_suit_jack_does_not_score",
       meaning="trump.beg.after_run: keep"),
    _c("trump.beg: after run, discard", "prose._AFTER_RUN",
       _W + "test_after_running_any_three_cards_may_be_discarded",
       meaning="trump.beg.after_run: discard to hand"),
    _c("trump.beg: stock out", "prose.beg",
       _D + "test_when_the_stock_runs_out_the_same_dealer_deals",
       meaning="trump.beg.stock_out: redeal"),
    _c("trump.beg: stock out, turned points stand", "prose.beg",
       _D + "test_when_the_stock_runs_out_the_same_dealer_deals",
       meaning="trump.beg.stock_out: redeal keeping turned points"),
    _c("trump.beg: restricted looking", "prose.beg",
       _W + "test_three_or_more_gift_to_each_opponent",
       note="The page says the engine does not model who may look; the test shows the beg "
            "played as usual.", meaning="trump.beg.looking: restricted"),
)


EXCHANGE: tuple[Construct, ...] = (
    _c("exchange.order: in turn", "prose.in_turn",
       _X + "test_contway_each_player_is_dealt_back_before_the_next_discards"),
    _c("exchange: in order", "prose.steps_intro",
       _B + "test_blind_blind_names_trump_after_taking_the_widow",
       meaning="exchange.order: in turn"),
    _c("exchange: discard", "prose._discard", _D + "test_the_exchange_discards_and_refills",
       meaning=f"exchange.step: {_WHO} discard any"),
    _c("exchange: take", "prose._take", _B + "test_blind_blind_names_trump_after_taking_the_widow",
       _B + "test_the_bid_winner_may_take_the_cards_the_lookers_lost",
       meaning=f"exchange.step: {_WHO} take kitty"),
    _c("exchange: refill", "prose._refill", _D + "test_the_exchange_discards_and_refills",
       meaning="exchange.step: refill {all|others|bidder|dealer|nondealers} to {nat}"),
    _c("exchange: reduce", "prose._reduce",
       _V + "test_p33_carthage_burns_no_pointer_while_holding_a_plain_trump",
       meaning=f"exchange.step: {_WHO} reduce to {{nat}}"),
    _c("exchange: complete", "prose._complete",
       _D + "test_the_dealer_completes_his_hand_from_the_stock",
       meaning=f"exchange.step: {_WHO} complete to {{nat}} by choice"),
    _c("exchange: complete trumps first", "prose._complete",
       _R + "test_nine_five_dealer_takes_every_trump_left_before_any_other_card",
       meaning=f"exchange.step: {_WHO} complete to {{nat}} by choice trumps first"),
    _c("exchange: reclaim", "prose._reclaim",
       _F + "test_nw_connecticut_reclaim_never_leaves_more_than_six",
       meaning=f"exchange.step: {_WHO} reclaim trumps from scrap"),
    _c("exchange: dead cards to opponents", "prose.dead_cards",
       _D + "test_a_point_card_forced_out_scores_for_the_opponents",
       meaning="exchange.dead_cards: to opponents"),
)
