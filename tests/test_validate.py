"""The semantic checks (PS3xx), one rule at a time, written in the DSL.

Each test extends a bundled spec (found through the include path) with the few lines
that break, or narrowly keep, one rule of the game, and names the rule it pins.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable

import pytest

from pitchspec.codes import CODES, Category
from pitchspec.pipeline import Result
from pitchspec.validate import CHECKS

Codes = Callable[[str], list[str]]


@pytest.fixture
def codes(spec_result: Callable[..., Result]) -> Codes:
    """The codes a spec's text produces, in report order."""

    def run(text: str) -> list[str]:
        return [d.code for d in spec_result(text).diagnostics]

    return run


@pytest.fixture
def messages(spec_result: Callable[..., Result]) -> Callable[[str], list[str]]:
    def run(text: str) -> list[str]:
        return [f"{d.code}: {d.message} | {d.help}" for d in spec_result(text).diagnostics]

    return run


AUCTION = "variant t extends auction_pitch\n"
PITCH = "variant t extends pitch\n"


# ------------------------------------------------------------------ the checks themselves


@pytest.mark.parametrize("check", CHECKS, ids=lambda c: c.__name__)
def test_each_check_states_its_rule_and_emits_one_code(check: Callable[..., object]) -> None:
    source = inspect.getsource(check)
    assert check.__name__.startswith("check_")
    assert check.__doc__ and check.__doc__.splitlines()[0].endswith(".")
    assert len(set(re.findall(r'"(PS\d{3})"', source))) == 1
    assert len(source.splitlines()) <= 45


def test_every_validation_code_has_a_check() -> None:
    emitted = {c for check in CHECKS for c in re.findall(r'"(PS\d{3})"', inspect.getsource(check))}
    registered = {c.id for c in CODES.values() if c.category is Category.VALIDATION}
    assert emitted == registered | {"PS214", "PS219"}  # name errors only a whole variant shows


def test_bundled_parents_are_clean(codes: Codes) -> None:
    assert codes(AUCTION) == []
    assert codes(PITCH) == []


# ------------------------------------------------------------------ players


def test_team_form_for_a_disallowed_player_count_is_flagged(codes: Codes) -> None:
    text = PITCH + "players {\n  count: 2..4\n  teams: 2 of 2, 3 of 2\n}"
    assert codes(text) == ["PS301"]


def test_partner_call_outside_the_player_counts_is_flagged(codes: Codes) -> None:
    assert codes(AUCTION + "players {\n  partner: called trump, with 9..9 players\n}") == ["PS302"]


def test_partner_call_where_teams_are_required_is_flagged(codes: Codes) -> None:
    text = AUCTION + "players {\n  partnership: required\n  partner: called card\n}"
    assert codes(text) == ["PS303"]


def test_partner_call_where_teams_are_optional_is_allowed(codes: Codes) -> None:
    assert codes(AUCTION + "players {\n  partner: called card, with 5..5 players\n}") == []


# ------------------------------------------------------------------ deck and ranking


def test_card_points_for_a_removed_rank_are_flagged(codes: Codes) -> None:
    text = PITCH + "deck {\n  remove: 2\n  card_points: 10 10, A 4, K 3, Q 2, J 1, 2 1\n}\n" \
        "ranking {\n  trump: A K Q J 10 9 8 7 6 5 4 3\n  plain: A K Q J 10 9 8 7 6 5 4 3\n}"
    assert codes(text) == ["PS304"]


def test_card_ranked_twice_in_trump_is_flagged(codes: Codes) -> None:
    assert codes(PITCH + "ranking {\n  trump: A K Q J 10 9 8 7 6 5 4 3 2 A\n}") == ["PS305"]


def test_off_jack_is_a_card_of_its_own(codes: Codes) -> None:
    assert codes(PITCH + "ranking {\n  trump: A K Q J off J 10 9 8 7 6 5 4 3 2\n}") == []


def test_inherited_ranking_of_a_removed_rank_is_flagged(codes: Codes) -> None:
    """Removing the Twos without restating the ranking leaves phantom cards in it."""
    assert codes(PITCH + "deck {\n  remove: 2\n}") == ["PS306", "PS306"]


def test_off_card_of_a_removed_rank_is_flagged(messages: Callable[[str], list[str]]) -> None:
    text = PITCH + "deck {\n  remove: 3\n}\nranking {\n" \
        "  trump: A K Q J 10 9 8 7 6 5 4 off 3 2\n  plain: A K Q J 10 9 8 7 6 5 4 2\n}"
    (found,) = messages(text)
    assert found.startswith("PS306: the trump order ranks 'off 3'")


def test_rank_left_out_of_the_trump_order_is_flagged(codes: Codes) -> None:
    assert codes(PITCH + "ranking {\n  trump: A K Q J 10 9 8 7 6 5 4 3\n}") == ["PS307"]


def test_jokers_neither_ranked_nor_rankless_are_flagged(codes: Codes) -> None:
    assert codes(PITCH + "players {\n  count: 2..9\n}\ndeck {\n  jokers: two\n}") \
        == ["PS308", "PS308"]


def test_rankless_jokers_are_allowed(codes: Codes) -> None:
    text = PITCH + "deck {\n  jokers: two\n}\nranking {\n  jokers: rankless\n}"
    assert codes(text) == []


def test_joker_both_ranked_and_rankless_is_flagged(codes: Codes) -> None:
    text = PITCH + "deck {\n  jokers: one\n}\n" \
        "ranking {\n  trump: A K Q J joker 10 9 8 7 6 5 4 3 2\n  jokers: rankless\n}"
    assert codes(text) == ["PS308"]


# ------------------------------------------------------------------ deal


def test_hand_of_no_cards_is_flagged(codes: Codes) -> None:
    assert codes(PITCH + "deal {\n  hand: 0\n}") == ["PS309"]


def test_packets_that_miss_the_hand_size_are_flagged(codes: Codes) -> None:
    five = PITCH + "players {\n  count: 2..5\n  teams: 2 of 2\n}\n"
    assert codes(five + "deal {\n  hand: 9\n}") == ["PS310"]
    assert codes(five + "deal {\n  hand: 9\n  packets: 3 3 3\n}") == []


def test_nine_players_need_54_cards(codes: Codes) -> None:
    """P-04: a nine-player game of six-card hands needs the two jokers."""
    assert codes(PITCH + "players {\n  count: 2..9\n}") == ["PS311"]
    jokers = "deck {\n  jokers: two\n}\nranking {\n  jokers: rankless\n}"
    assert codes(PITCH + "players {\n  count: 2..9\n}\n" + jokers) == []


def test_kitty_and_turned_card_count_towards_the_deal(codes: Codes) -> None:
    four = PITCH + "players {\n  count: 4\n  teams: 2 of 2\n}\n" \
        "deal {\n  hand: 12\n  packets: 6 6\n"
    assert codes(four + "}") == []
    # (the kitty is also never taken up: a warning, PS344)
    assert codes(four + "  kitty: 5\n}") == ["PS311", "PS344"]
    assert codes(four + "}\ntrump {\n  method: turn up\n}") == []  # 48 + 1 <= 52
    thirteen = PITCH + "players {\n  count: 4\n  teams: 2 of 2\n}\n" \
        "deal {\n  hand: 13\n  packets: 13\n}\n"
    assert codes(thirteen) == []
    assert codes(thirteen + "trump {\n  method: turn up\n}") == ["PS311"]


def test_blind_per_player_counts_for_each_player(codes: Codes) -> None:
    """P-05: 34 cards, 4 hands of six and a blind of 10 fit exactly."""
    base = PITCH + "players {\n  count: 4\n  teams: none\n}\ndeal {\n  blind: 3 per player\n}\n"
    assert codes(base) == []  # 4 * 9 = 36 <= 52
    assert codes(base.replace("count: 4", "count: 6")) == ["PS311"]  # 6 * 9 = 54


def test_refill_beyond_the_whole_deck_is_flagged(codes: Codes) -> None:
    assert codes(AUCTION + "exchange {\n  step: refill all to 6\n}") == []
    assert codes(AUCTION + "exchange {\n  step: refill all to 9\n}") == ["PS312"]


# ------------------------------------------------------------------ bidding


def test_reversed_bid_range_is_flagged(codes: Codes) -> None:
    assert codes(AUCTION + "bidding {\n  bids: 4..2\n}") == ["PS313"]


def test_bid_above_available_points_is_flagged(codes: Codes) -> None:
    assert codes(AUCTION + "bidding {\n  bids: 1..6\n}") == ["PS314"]


def test_bid_above_available_points_is_allowed_as_a_special_bid(codes: Codes) -> None:
    """Not an error (PS314), but a warning: a bid of 5 in a 4-point deal is never made."""
    text = AUCTION + "bidding {\n  bids: 1..5\n  bid smudge {\n    at: 5\n  }\n}"
    assert codes(text) == ["PS343"]


def test_point_that_needs_a_special_bid_does_not_raise_the_ceiling(codes: Codes) -> None:
    """O-16: the partnership moon's fifth point exists only when the moon is bid."""
    text = AUCTION + "points {\n  point fifth: every point scored, worth 1, " \
        "only with bid moon\n}\n" \
        "scoring {\n  order: pitcher first, high, low, jack, game, fifth\n}\n"
    assert codes(text) == []
    assert codes(text + "bidding {\n  bids: 1..5\n}") == ["PS314"]


def test_hanged_jack_raises_the_ceiling(codes: Codes) -> None:
    """Hang Jack (O-51) can make the Jack worth 3: six points, so a bid of 6 is possible."""
    text = AUCTION + "points {\n  point jack: trump J, worth 1, to capturer, hanged 3\n}\n" \
        "bidding {\n  bids: 1..6\n}"
    assert codes(text) == []


def test_forced_all_pass_bid_outside_the_range_is_flagged(codes: Codes) -> None:
    assert codes(AUCTION + "bidding {\n  all_pass: dealer bids 1\n}") == []
    assert codes(AUCTION + "bidding {\n  all_pass: dealer bids 6\n}") == ["PS315"]


def test_forced_holding_bid_outside_the_range_is_flagged(codes: Codes) -> None:
    assert codes(AUCTION + "bidding {\n  forced: 9 when holding 9 with suit mate\n}") \
        == ["PS315"]


def test_steal_limit_outside_the_range_is_flagged(codes: Codes) -> None:
    assert codes(AUCTION + "bidding {\n  steal: dealer up to 3\n}") == []
    assert codes(AUCTION + "bidding {\n  steal: dealer up to 7\n}") == ["PS315"]


def test_special_bid_both_at_and_above_is_flagged(codes: Codes) -> None:
    assert codes(AUCTION + "bidding {\n  bid moon {\n    above: 4\n  }\n}") == ["PS316"]


def test_special_bid_between_numeric_bids_is_flagged(codes: Codes) -> None:
    text = AUCTION + "bidding {\n  bid smudge {\n    above: 3\n    value: 5\n  }\n}"
    assert codes(text) == ["PS317"]


def test_special_bids_at_the_same_level_are_flagged(codes: Codes) -> None:
    text = AUCTION + "bidding {\n  bid slam {\n    at: 4\n  }\n}"
    assert codes(text) == ["PS318"]


def test_special_bids_beyond_the_range_may_be_stacked(codes: Codes) -> None:
    """Nine-Five: smudge 19 and blind smudge 20 rank above the numeric bids."""
    text = AUCTION + "bidding {\n  bid smudge {\n    at: 5\n  }\n  bid blind {\n    at: 6\n" \
        "  }\n}"
    assert codes(text) == ["PS343", "PS343"]  # warnings: neither is ever made (C-45)


def test_auction_settings_without_an_auction_are_flagged(codes: Codes) -> None:
    assert codes(PITCH + "bidding {\n  steal: dealer\n}") == ["PS319"]
    assert codes(PITCH + "bidding {\n  all_pass: dealer bids 1\n}") == ["PS319"]
    assert codes(PITCH + 'bidding {\n  bid moon "Moon" {\n    above: 4\n  }\n}') == ["PS319"]


def test_pitcher_without_an_auction_is_flagged(codes: Codes) -> None:
    assert codes(PITCH + "play {\n  first_leader: pitcher\n}") == ["PS320"]
    assert codes(PITCH + "trump {\n  method: declared\n}") == ["PS320"]
    assert codes(PITCH + "winning {\n  who: bidder even if set\n}") == ["PS320"]


def test_pitcher_cannot_open_the_auction(codes: Codes) -> None:
    assert codes(AUCTION + "bidding {\n  opener: pitcher\n}") == ["PS321"]


def test_commercial_sale_needs_a_commercial_auction(codes: Codes) -> None:
    text = AUCTION + "bidding {\n  commercial: seller scores bid\n}"
    assert codes(text) == ["PS322"]
    assert codes(text.replace("{\n", "{\n  form: commercial\n", 1)) == []


# ------------------------------------------------------------------ trump


def test_beg_without_a_turned_trump_is_flagged(codes: Codes) -> None:
    beg = "trump {\n  beg {\n    gift: 1 to elder\n  }\n}"
    assert codes(PITCH + beg) == ["PS323"]
    assert codes(PITCH + beg.replace("{\n", "{\n  method: turn up\n", 1)) == []


def test_declaring_after_a_kitty_that_is_not_dealt_is_flagged(codes: Codes) -> None:
    text = AUCTION + "trump {\n  method: declared\n  declare: after kitty\n}"
    assert codes(text) == ["PS324"]
    assert codes(text + "\ndeal {\n  kitty: 4\n}\nexchange {\n  step: bidder take kitty\n}") == []


def test_sub_trump_needs_a_declared_trump(codes: Codes) -> None:
    assert codes(AUCTION + "trump {\n  sub_trump: declared\n}") == ["PS325"]
    assert codes(AUCTION + "trump {\n  method: declared\n  sub_trump: declared\n}") == []


def test_sub_trump_points_need_a_sub_trump(codes: Codes) -> None:
    text = AUCTION + "points {\n  point sub_jack: sub J, worth 1, to capturer\n}\n" \
        "scoring {\n  order: high, low, jack, game, sub_jack\n}\n"
    assert codes(text) == ["PS326"]
    assert codes(text + "trump {\n  method: declared\n  sub_trump: declared\n}") == []


def test_called_card_trump_needs_a_partner_call(codes: Codes) -> None:
    assert codes(AUCTION + "trump {\n  method: called card\n}") == ["PS327"]
    text = AUCTION + "trump {\n  method: called card\n}\nplayers {\n  partner: called card\n}"
    assert codes(text) == []


# ------------------------------------------------------------------ exchange and play


def test_taking_a_widow_that_is_not_dealt_is_flagged(codes: Codes) -> None:
    assert codes(AUCTION + "exchange {\n  step: bidder take widow\n}") == ["PS328"]
    assert codes(AUCTION + "players {\n  count: 2..7\n  teams: 2 of 2\n}\ndeal {\n  widow: 6\n}\n"
                 "exchange {\n  step: bidder take widow\n  step: bidder reduce to 6\n}") == []


def test_first_lead_that_fixes_trump_cannot_be_non_trump(codes: Codes) -> None:
    assert codes(AUCTION + "play {\n  first_lead: not trump\n}") == ["PS329"]
    assert codes(AUCTION + "play {\n  first_lead: not trump\n}\ntrump {\n  method: declared\n}") \
        == []


def test_joker_rules_without_jokers_are_flagged(codes: Codes) -> None:
    assert codes(PITCH + "play {\n  jokers: not on first trick\n}") == ["PS330"]
    assert codes(PITCH + "points {\n  point game: most card points, tie joker\n}") == ["PS330"]


def test_lookers_sitting_out_need_look_or_not(codes: Codes) -> None:
    assert codes(AUCTION + "play {\n  lookers: sit out last\n}") == ["PS331"]
    assert codes(AUCTION + "play {\n  lookers: sit out last\n}\n"
                 "bidding {\n  look: optional, lookers lose 1\n}") == []


# ------------------------------------------------------------------ points


def test_point_for_a_joker_not_in_the_deck_is_flagged(codes: Codes) -> None:
    text = PITCH + "points {\n  point joker: joker, worth 1, to capturer\n}\n" \
        "scoring {\n  order: high, low, jack, joker, game\n}\n"
    assert codes(text) == ["PS332"]
    assert codes(text + "deck {\n  jokers: one\n}\nranking {\n  jokers: rankless\n}") == []


def test_big_joker_point_needs_the_pair_of_jokers(codes: Codes) -> None:
    text = PITCH + "points {\n  point big: big joker, worth 1, to capturer\n}\n" \
        "scoring {\n  order: high, low, jack, big, game\n}\n" \
        "deck {\n  jokers: one\n}\nranking {\n  jokers: rankless\n}"
    assert codes(text) == ["PS332"]


def test_hanged_value_on_a_non_card_point_is_flagged(codes: Codes) -> None:
    assert codes(PITCH + "points {\n  point high: highest trump, to holder, hanged 3\n}") \
        == ["PS333"]


def test_turn_up_values_on_another_point_are_flagged(codes: Codes) -> None:
    assert codes(PITCH + "points {\n  point jack: trump J, to capturer, J 3\n}") == ["PS333"]


def test_turned_card_point_needs_a_turn_up(codes: Codes) -> None:
    text = PITCH + "points {\n  point turned: turned card, J 1\n}\n" \
        "scoring {\n  order: turned, high, low, jack, game\n}\n"
    assert codes(text) == ["PS334"]
    assert codes(text + "trump {\n  method: turn up\n}") == []


def test_undefined_point_in_the_counting_order_is_flagged(
        spec_result: Callable[..., Result]) -> None:
    result = spec_result(PITCH + "scoring {\n  order: high, low, jak, game\n}")
    found = {d.code: d for d in result.diagnostics}
    assert sorted(found) == ["PS214", "PS335"]  # 'jak' is unknown and 'jack' is not counted
    assert found["PS214"].help == "did you mean 'jack'?"


def test_undefined_bid_in_a_point_condition_is_flagged(codes: Codes) -> None:
    text = AUCTION + "points {\n  point fifth: every point scored, worth 1, " \
        "only with bid mon\n}\n" "scoring {\n  order: high, low, jack, game, fifth\n}"
    assert codes(text) == ["PS214"]


def test_undefined_point_a_special_bid_must_capture_is_flagged(codes: Codes) -> None:
    text = AUCTION + "bidding {\n  bid moon {\n    requires: capture jak\n  }\n}"
    assert codes(text) == ["PS214"]


# ------------------------------------------------------------------ scoring and winning


def test_point_missing_from_the_counting_order_is_flagged(codes: Codes) -> None:
    assert codes(AUCTION + "points {\n  point ten: trump 10, worth 1, to capturer\n}") \
        == ["PS335"]


def test_point_counted_twice_is_flagged(codes: Codes) -> None:
    assert codes(PITCH + "scoring {\n  order: high, low, jack, game, low\n}") == ["PS336"]


def test_floor_above_zero_is_flagged(codes: Codes) -> None:
    assert codes(PITCH + "scoring {\n  floor: 0\n}") == []
    assert codes(PITCH + "scoring {\n  floor: 1\n}") == ["PS337"]


def test_target_of_zero_is_flagged(codes: Codes) -> None:
    assert codes(PITCH + "winning {\n  target: 0\n}") == ["PS338"]


def test_backdoor_at_or_above_zero_is_flagged(codes: Codes) -> None:
    """O-57 / P-53: with target 11, reaching -11 or less wins."""
    assert codes(PITCH + "winning {\n  backdoor: at -11 win\n}") == []
    assert codes(PITCH + "winning {\n  backdoor: at 0 lose\n}") == ["PS339"]


def test_backdoor_below_the_floor_is_flagged(codes: Codes) -> None:
    text = PITCH + "winning {\n  backdoor: at -11 win\n}\nscoring {\n  floor: 0\n}"
    assert codes(text) == ["PS339"]
