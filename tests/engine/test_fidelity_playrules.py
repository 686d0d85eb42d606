"""Rules fidelity, round 3 (issue 29): the rules of play a table states that the
language could not say, or said only with another rule's meaning. Worked examples as
deal files in tests/fixtures/deals/fidelity/, each naming its variant and source; each
fails on the language before issue 29 (a move refused as PS402, or a spec that could not
be written).

Seats are numbered from 0 in the direction of play, the dealer at seat 0 unless the
file says otherwise. Seeds: 000 (the Pitch article); V-ids are those of
/work/shared/rules/VARIANTS.md.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from helpers import card, cards, legal_labels, play_deal_file, play_scripted, spec_text
from test_batch import assert_replays, traced

from pitchspec.engine.core.plans import Plans
from pitchspec.engine.game import Game
from pitchspec.engine.kernel import supports
from pitchspec.matches.logs.log import ActionLine, HandLine, Record
from pitchspec.pipeline import load

from conftest import ROOT, SPEC_DIR

DEALS = ROOT / "tests" / "fixtures" / "deals" / "fidelity"
FIXTURES = ROOT / "tests" / "fixtures"


def play_file(spec: Path, file: str, seed: int = 1) -> list[Record]:
    """Every record of the match the deal file starts, played with seeded players."""
    players = json.loads((DEALS / file).read_text())["players"]
    game = Game(load(spec), players)
    return play_deal_file(game, DEALS / file, seed)


def plays(records: list[Record], hand: int = 1) -> list[tuple[int, str]]:
    """(seat, card) of each card played in a hand, in order."""
    return [(r.player, r.label) for r in records if isinstance(r, ActionLine)
            and r.hand == hand and r.phase == "play"]


def test_trump_broken_does_not_make_players_follow_suit() -> None:
    """Barn Pitch with 'follow: follow or trump' (issue 29): 'trump_broken: required'
    is a rule of leading only. Seat 2 trumps the 4D with the KH while he holds the 8D,
    before trump is broken."""
    spec = FIXTURES / "rulebook" / "trump_broken_follow_or_trump.pitch"
    records = play_file(spec, "trump_broken_follow_or_trump.json")
    assert plays(records)[:2] == [(1, "4D"), (2, "KH")]


NINE_FIVE_HANDS = {0: "8H JS 10S 8S 7S 6S 5S 4S 3S",
                   1: "2H 3H 4H 5H 6H 7H AS KS QS",
                   2: "AD KD QD JD 10D 8D 7D 6D 5D",
                   3: "AH KH QH JH 10H 9S 9D 9C 2S"}
NINE_FIVE_STOCK = "AC KC QC JC 10C 8C 7C 6C 5C 4C 3C 2C 4D 3D 2D 9H"
NINE_FIVE_MOVES = ["pass", "pass", "pass", "bid 12", "trump hearts"]
JOKERS_NOT_LED = FIXTURES / "rulebook" / "jokers_not_led_first_trick.pitch"
JOKER_HANDS = {1: "BJ AH 4D 5D 6D 7D", 2: "LJ 3H 4C 5C 6C 7C", 0: "2H 9S 10S JS QS KS"}
NAMED = ["bid 2", "pass", "pass", "trump hearts"]


def test_a_joker_may_not_lead_the_first_trick_but_may_follow_to_it() -> None:
    """'jokers: not led to first trick' (issue 29): elder may not open with his big
    joker, seat 2 may follow the AH with the little joker or the 3H, and from the
    second trick on a joker may be led."""
    variant = load(JOKERS_NOT_LED)
    lead = play_scripted(variant, 3, 0, JOKER_HANDS, NAMED)
    assert sorted(lead.legal_actions()) == cards("AH 4D 5D 6D 7D")
    follow = play_scripted(variant, 3, 0, JOKER_HANDS, [*NAMED, "AH"])
    assert sorted(follow.legal_actions()) == cards("3H LJ")
    second = play_scripted(variant, 3, 0, JOKER_HANDS, [*NAMED, "AH", "3H", "2H"])
    assert second.current_player() == 1 and card("BJ") in second.legal_actions()
    records = play_file(JOKERS_NOT_LED, "jokers_not_led_first_trick.json")
    assert plays(records)[:2] == [(1, "AH"), (2, "little joker")]


def test_a_joker_leads_the_first_trick_when_the_lead_rule_leaves_nothing_else() -> None:
    """With 'first_lead: trump' too, a leader whose only trump is a joker must lead it:
    the first-lead rule comes first, as it does for 'not on first trick'."""
    text = JOKERS_NOT_LED.read_text(encoding="utf-8").replace(
        "  jokers: not led to first trick\n",
        "  jokers: not led to first trick\n  first_lead: trump\n")
    state = play_scripted(spec_text(text, "jokers_not_led_first_trick"), 3, 0,
                          {**JOKER_HANDS, 1: "BJ 8C 4D 5D 6D 7D", 2: "LJ AH 4C 5C 6C 3H"},
                          NAMED)
    assert state.legal_actions() == [card("BJ")]


def test_the_kernel_plays_the_new_lead_and_follow_rules_as_the_engine() -> None:
    """The batch kernel runs both fixtures (no PS420), and its hands replay identically
    in the reference engine: no joker ever leads the first trick (trump named before
    play, six cards: the leader always holds another card), while some joker follows
    to it."""
    for path, name in ((JOKERS_NOT_LED, "jokers_not_led_first_trick"),
                       (FIXTURES / "rulebook" / "trump_broken_follow_or_trump.pitch",
                        "trump_broken_follow_or_trump")):
        variant = load(path)
        assert supports(variant) == []
        traces = traced(variant, lanes=32, hands=48, seed=3)
        game = Game(variant, len(traces[0].hands), max_hands=1)
        for trace in traces[:24]:
            assert_replays(name, trace, game)
        if variant.play.jokers_not_led_first_trick:
            firsts = [t.plays[:len(t.hands)] for t in traces]
            assert not any(plays[0][1] >= 52 for plays in firsts)
            assert any(card >= 52 for plays in firsts for _, card in plays[1:])


def test_nine_five_dealer_takes_every_trump_left_before_any_other_card() -> None:
    """V28 Nine-Five hot (V27's exchange), 000: completing his hand last, the dealer
    "may take any card he likes" only "if too few trumps remain": the Nine of hearts
    left in the stock must come into play. One card short, he is offered the 9H alone;
    his side then holds every point trump and makes its 12 with all 18 points, where a
    dealer leaving the Nine in the stock was set (-12)."""
    for seed in range(1, 6):
        records = play_file(SPEC_DIR / "nine_five_hot.pitch", "nine_five_hot_trumps_first.json",
                            seed)
        taken = [r.label for r in records if isinstance(r, ActionLine) and r.hand == 1
                 and r.player == 3 and r.phase == "exchange"]
        assert taken == ["9H"]
        assert (3, "9H") in plays(records)
        hand = next(r for r in records if isinstance(r, HandLine))
        assert hand.made is True and hand.scores == (0, 18)
    state = play_scripted("nine_five_hot", 4, 3, NINE_FIVE_HANDS, NINE_FIVE_MOVES,
                          stock=NINE_FIVE_STOCK)
    assert state.current_player() == 3 and legal_labels(state) == ["9H"]


def test_the_plain_plan_plays_the_new_rules_as_the_general_phases() -> None:
    """Both fixtures take the engine's compiled plain plan; played again with the plans
    switched off, every step offers the same legal actions and the matches agree."""
    for path in (JOKERS_NOT_LED, FIXTURES / "rulebook" / "trump_broken_follow_or_trump.pitch"):
        planned, general = Game(load(path), max_hands=3), Game(load(path), max_hands=3)
        assert planned.plans.play is not None
        general.plans = Plans()
        for seed in range(3):
            fast, slow = planned.new_initial_state(), general.new_initial_state()
            rng = random.Random(seed)
            while not fast.is_terminal():
                if not fast.is_chance_node():
                    assert fast.legal_actions() == slow.legal_actions(), fast.phase
                    action = rng.choice(fast.legal_actions())
                else:
                    action = fast.sample_chance(rng)
                fast.apply_action(action)
                slow.apply_action(action)
            assert fast.history == slow.history and fast.scores == slow.scores
