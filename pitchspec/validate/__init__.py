"""Semantic checks of a complete variant (PS3xx): a tuple of small named rules.

Each check states one rule of the game in its first docstring line, reports every
breach of that rule with one code, and locates it on the model node that states the
offending rule, preferring a node the checked file itself states. A rule stated only by
a parent is reported on the child's header with a note pointing at the parent's line,
and a default the language supplied (no span) on the header alone: every finding lands
in the file being checked. Checks never raise and never depend on one another.

The checks live in one module per rule area (:mod:`.table`, :mod:`.bidding`,
:mod:`.trump`, :mod:`.play`, :mod:`.scoring`, and the warnings in :mod:`.no_effect`);
this module runs them all, in the order of :data:`CHECKS`.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any, cast

from pitchspec.diagnostics import Diagnostic
from pitchspec.model import Variant
from pitchspec.validate.bidding import (
    check_auction_rules_need_an_auction,
    check_bid_range_is_ordered,
    check_bid_winner_rules_need_an_auction,
    check_bids_can_be_made,
    check_commercial_sale_needs_commercial_form,
    check_named_bid_amounts_are_legal,
    check_opener_is_a_seat_before_the_auction,
    check_special_bids_have_distinct_levels,
    check_special_bids_have_one_place,
    check_special_bids_rank_above_the_range,
)
from pitchspec.validate.common import Check, in_own_file
from pitchspec.validate.couplings import (
    check_blind_play_keeps_the_follow_rule,
    check_exchange_steps_know_trump,
    check_first_lead_and_broken_trump_agree,
    check_joker_lead_rule_can_apply,
    check_sub_trumps_may_trump_under_the_follow_rule,
)
from pitchspec.validate.no_effect import (
    check_kitty_is_taken,
    check_special_bids_can_be_made,
    check_special_bids_need_the_points_they_name,
    check_stock_rules_have_a_stock,
    check_target_rules_need_a_target_race,
    check_tie_deals_need_a_fixed_length,
    check_trump_breaking_can_apply,
    check_trump_first_lead_can_apply,
)
from pitchspec.validate.play import (
    check_blind_and_look_rules_have_their_deal,
    check_first_lead_can_fix_trump,
    check_joker_rules_need_jokers,
)
from pitchspec.validate.scoring import (
    check_backdoor_is_reachable_below_zero,
    check_counting_order_has_every_point,
    check_counting_order_lists_points_once,
    check_floor_is_not_above_zero,
    check_named_points_and_bids_exist,
    check_names_are_not_reserved,
    check_point_cards_are_in_deck,
    check_point_clauses_fit_the_point,
    check_target_is_positive,
    check_turned_card_point_needs_a_turn_up,
)
from pitchspec.validate.table import (
    check_card_points_name_cards_in_deck,
    check_deck_deals_every_player_count,
    check_hand_is_dealt,
    check_jokers_are_ranked_or_rankless,
    check_packets_make_the_hand,
    check_partner_call_counts_are_allowed,
    check_ranking_names_cards_in_deck,
    check_ranking_places_every_card,
    check_refills_fit_the_deck,
    check_team_forms_fit_player_counts,
    check_teams_and_partner_call_do_not_overlap,
    check_trump_order_lists_each_card_once,
)
from pitchspec.validate.trump import (
    check_beg_needs_a_turned_trump,
    check_called_card_trump_needs_a_call,
    check_declaring_after_kitty_needs_a_kitty,
    check_exchange_in_turn_is_order_free,
    check_exchange_takes_dealt_piles,
    check_sub_trump_is_declared_with_trump,
    check_sub_trump_rules_need_a_sub_trump,
)

__all__ = ["ALL_RULES", "CHECKS", "PARTS", "Check", "validate"]

CHECKS: tuple[Check, ...] = (
    check_team_forms_fit_player_counts,
    check_partner_call_counts_are_allowed,
    check_teams_and_partner_call_do_not_overlap,
    check_card_points_name_cards_in_deck,
    check_trump_order_lists_each_card_once,
    check_ranking_names_cards_in_deck,
    check_ranking_places_every_card,
    check_jokers_are_ranked_or_rankless,
    check_hand_is_dealt,
    check_packets_make_the_hand,
    check_deck_deals_every_player_count,
    check_refills_fit_the_deck,
    check_bid_range_is_ordered,
    check_bids_can_be_made,
    check_named_bid_amounts_are_legal,
    check_special_bids_have_one_place,
    check_special_bids_rank_above_the_range,
    check_special_bids_have_distinct_levels,
    check_auction_rules_need_an_auction,
    check_bid_winner_rules_need_an_auction,
    check_opener_is_a_seat_before_the_auction,
    check_commercial_sale_needs_commercial_form,
    check_beg_needs_a_turned_trump,
    check_declaring_after_kitty_needs_a_kitty,
    check_sub_trump_is_declared_with_trump,
    check_sub_trump_rules_need_a_sub_trump,
    check_called_card_trump_needs_a_call,
    check_exchange_takes_dealt_piles,
    check_exchange_in_turn_is_order_free,
    check_first_lead_can_fix_trump,
    check_joker_rules_need_jokers,
    check_blind_and_look_rules_have_their_deal,
    check_point_cards_are_in_deck,
    check_point_clauses_fit_the_point,
    check_turned_card_point_needs_a_turn_up,
    check_named_points_and_bids_exist,
    check_names_are_not_reserved,
    check_counting_order_has_every_point,
    check_counting_order_lists_points_once,
    check_floor_is_not_above_zero,
    check_target_is_positive,
    check_backdoor_is_reachable_below_zero,
    check_trump_breaking_can_apply,
    check_trump_first_lead_can_apply,
    check_special_bids_need_the_points_they_name,
    check_special_bids_can_be_made,
    check_kitty_is_taken,
    check_stock_rules_have_a_stock,
    check_tie_deals_need_a_fixed_length,
    check_target_rules_need_a_target_race,
    check_first_lead_and_broken_trump_agree,
    check_sub_trumps_may_trump_under_the_follow_rule,
    check_blind_play_keeps_the_follow_rule,
    check_joker_lead_rule_can_apply,
    check_exchange_steps_know_trump,
)


ALL_RULES = "*"
"""Stands for every part of a variant, in ``validate``'s ``unsure``."""

_UNTAINTED = frozenset({"name", "title", "parent", "span"})
PARTS = frozenset(f.name for f in fields(Variant))
"""The parts of a variant a check may read: its fields."""


class _Reading:
    """A variant that notes which of its parts (``bidding``, ``deal``...) a check reads."""

    def __init__(self, variant: Variant) -> None:
        self._variant = variant
        self.read: set[str] = set()

    def __getattr__(self, name: str) -> Any:
        if name not in _UNTAINTED:
            self.read.add(name if name in PARTS else ALL_RULES)
        return getattr(self._variant, name)


def validate(variant: Variant, unsure: frozenset[str] = frozenset()) -> list[Diagnostic]:
    """Run every check; each reports all the problems of its one rule.

    ``unsure`` names the parts of the variant (``bidding``, ``play``...) whose lowering
    failed, so the model holds a stand-in there: a check that reads one of them is not
    reported, since its finding could be about the stand-in rather than the spec."""
    found: list[Diagnostic] = []
    for check in CHECKS:
        reading = _Reading(variant)
        results = list(check(cast(Variant, reading)))
        if unsure and (reading.read & unsure or ALL_RULES in unsure | reading.read):
            continue
        found.extend(in_own_file(variant, d) for d in results)
    return found
