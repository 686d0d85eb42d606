"""Auction constructs of issue 29 (deliver 1 and 2), each with a worked example.

- The forced set, ``all_pass: dealer set N`` (Smear's forced two-set): when everyone
  passes, the dealer included, his side is set back N and the cards are thrown in
  without play.
- A contract of 0, ``all_pass: dealer pitches`` (Cinch): when everyone passes the dealer
  pitches, naming trump or leading as a bidder does, and cannot be set.
- ``steal: dealer at top bid``: the dealer may equal the high bid only when it is the
  top bid, which he could not beat.
- V02 Commercial Pitch: the seller's side makes no offer (the offers end with the
  dealer), and the sale, scored before the deal, comes first in counting order.

The deal files in tests/fixtures/deals/fidelity/ name the variant and the source line;
each failed on main before these constructs (the spec played the deal instead, or the
seller was asked to bid). The batch kernel runs the contract of 0, the top-bid steal and
the sale, replaying identically in the engine; it refuses the forced set with PS420.
"""

from __future__ import annotations

import dataclasses
import json
import random

import pytest
from helpers import legal_labels, play_deal_file, play_scripted

from pitchspec import model as m
from pitchspec.agents import make_agents
from pitchspec.engine.core import actions as A
from pitchspec.engine.core.records import Contract
from pitchspec.engine.game import Game
from pitchspec.engine.kernel import Batch, refusal, supports
from pitchspec.engine.observation import observe
from pitchspec.matches.logs.log import ActionLine, EndLine, HandLine, Record
from pitchspec.pipeline import load

from conftest import ROOT, SPEC_DIR

DEALS = ROOT / "tests" / "fixtures" / "deals" / "fidelity"
FAMILY = ROOT / "tests" / "fixtures" / "family"


def spec(name: str) -> m.Variant:
    """A bundled spec, or a family member written from published rules."""
    path = SPEC_DIR / f"{name}.pitch"
    if path.exists():
        return load(path)
    return load(FAMILY / f"{name}.pitch", include=[SPEC_DIR])


def play_file(file: str, seed: int = 1, max_hands: int = 200) -> list[Record]:
    """Every record of the match the deal file starts, seeded players deciding the rest."""
    data = json.loads((DEALS / file).read_text())
    game = Game(spec(data["variant"]), data["players"], max_hands=max_hands)
    return play_deal_file(game, DEALS / file, seed)


def hand_lines(records: list[Record]) -> list[HandLine]:
    return [r for r in records if isinstance(r, HandLine)]


def first_actions(records: list[Record]) -> list[tuple[int, str]]:
    """The first deal's decisions as (seat, label), in order."""
    return [(r.player, r.label) for r in records if isinstance(r, ActionLine) and r.hand == 1
            and r.player is not None and r.player >= 0]


# ------------------------------------------------------------------- the forced set

def test_smear_forced_two_set_throws_the_cards_in_and_sets_the_dealer() -> None:
    """Smear, the forced two-set: all four pass; the dealer's side falls from 9 to 7
    with no card played, and the next player deals."""
    records = play_file("smear_forced_two_set.json")
    first, second = hand_lines(records)[:2]
    assert first.tricks == 0 and first.contract is None and first.trump == "none"
    assert [(a.point, a.side, a.value) for a in first.during] == [("forced set", 1, -2)]
    assert first.scores == (5, 7)
    assert second.dealer == 0


def test_a_forced_set_can_end_the_match_on_a_backdoor() -> None:
    """A backdoor at -10 loses: a dealer's side at -9 is set two without play and the
    match ends there, the other side winning."""
    smear = spec("smear")
    variant = dataclasses.replace(smear, winning=dataclasses.replace(
        smear.winning, backdoor=(m.Backdoor(-10, m.MatchOutcome.LOSE),)))
    state = play_scripted(variant, 4, 3, None, ["pass"] * 4, scores=[0, -9], max_hands=5)
    assert state.scores == [0, -11] and state.winners == (0,)
    assert not state.tricks and len(state.hands_played) == 1


def test_the_forced_set_is_refused_by_the_kernel_with_ps420() -> None:
    lacks = supports(spec("smear"))
    assert lacks == ["bidding.all_pass dealer_set"]
    diagnostic = refusal(spec("smear"))
    assert diagnostic is not None and diagnostic.code == "PS420"


# ---------------------------------------------------------------- a contract of 0

def test_cinch_dealer_names_trump_without_a_contract_he_can_be_set_on() -> None:
    """Cinch: the first three pass, and so does the dealer, who then names hearts at a
    contract of 0; his side takes nothing and is not set."""
    records = play_file("cinch_dealer_pitches.json")
    first = hand_lines(records)[0]
    assert first.contract == Contract(3, 0) and first.made is True
    assert first.trump == "hearts"
    assert all(a.side == 0 for a in first.awards)
    assert first.scores[1] == 0
    assert (3, "trump hearts") in first_actions(records)


def test_a_dealer_pitching_at_0_leads_and_scores_what_he_takes() -> None:
    """Auction Pitch with 'dealer pitches': all pass; the dealer leads (his first card
    fixes trump), holds the contract at 0, and scores what he took."""
    base = spec("auction_pitch")
    variant = dataclasses.replace(base, bidding=dataclasses.replace(
        base.bidding, all_pass=m.AllPass(m.AllPassAction.DEALER_PITCHES, None, (), False)))
    hands = {1: "2C 3C 4C 5C 6C 7C", 2: "2D 3D 4D 5D 6D 7D", 3: "8C 9C 10C JC QC KC",
             0: "AH KH QH JH 10H 9H"}
    state = play_scripted(variant, 4, 0, hands, ["pass"] * 4)
    assert state.contract == Contract(0, 0) and state.current_player() == 0
    state = play_scripted(variant, 4, 0, hands, ["pass"] * 4, auto=True)
    last = state.hands_played[-1]
    assert last["made"] is True and state.scores[0] >= 3


# ---------------------------------------------------------------- the top-bid steal

def steal_top() -> m.Variant:
    base = spec("auction_pitch")
    return dataclasses.replace(base, bidding=dataclasses.replace(
        base.bidding, steal=m.Steal(None, top_only=True)))


def test_the_dealer_may_equal_only_the_top_bid() -> None:
    """'steal: dealer at top bid': over a 2 the dealer must bid 3 or 4; over the top
    bid, 4 (the moon), he may equal it. 'steal: dealer' lets him equal the 2 too."""
    hands = {1: "2C 3C 4C 5C 6C 7C", 2: "2D 3D 4D 5D 6D 7D", 3: "8C 9C 10C JC QC KC",
             0: "AH KH QH JH 10H 9H"}
    state = play_scripted(steal_top(), 4, 0, hands, ["bid 2", "pass", "pass"])
    assert legal_labels(state) == ["pass", "bid 3", "bid 4"]
    state = play_scripted(steal_top(), 4, 0, hands, ["bid 4", "pass", "pass"])
    assert legal_labels(state) == ["pass", "bid 4"]
    state = play_scripted(steal_top(), 4, 0, hands, ["bid 4", "pass", "pass", "bid 4"])
    assert state.contract is not None and state.contract.bidder == 0
    wide = dataclasses.replace(steal_top(), bidding=dataclasses.replace(
        steal_top().bidding, steal=m.Steal(None)))
    state = play_scripted(wide, 4, 0, hands, ["bid 2", "pass", "pass"])
    assert "bid 2" in legal_labels(state)


@pytest.mark.parametrize("action", [m.AllPassAction.DEALER_PITCHES, m.AllPassAction.REDEAL])
def test_the_kernel_runs_the_top_bid_steal_and_the_contract_of_0(
        action: m.AllPassAction) -> None:
    """Auction Pitch with bids of 3 and 4 (so that all often pass), the top-bid steal
    and the dealer pitching at 0: the kernel's hands replay identically in the engine,
    among them dealers' steals of the moon and passed-out deals played at 0."""
    from test_batch import assert_replays, traced

    base = steal_top()
    variant = dataclasses.replace(base, bidding=dataclasses.replace(
        base.bidding, minimum=3, all_pass=m.AllPass(action, None, (), False)))
    assert supports(variant) == []
    game = Game(variant, 4, max_hands=1)
    traces = traced(variant, 64, 600, 5)
    stolen = [t for t in traces if [lv for _, lv, _ in t.bids].count(4) >= 2]
    passed = [t for t in traces if all(lv <= 0 for _, lv, _ in t.bids)]
    assert stolen and all(t.bids[-1][0] == t.dealer for t in stolen)
    if action is m.AllPassAction.DEALER_PITCHES:
        assert passed
    for trace in stolen[:20] + passed[:20] + traces[:20]:
        assert_replays(variant.name, trace, game)


# --------------------------------------------------------------- Commercial Pitch

def test_commercial_offers_end_with_the_dealer_and_elder_makes_none() -> None:
    """V02, seed 003: the offers go round from elder's left and end with the dealer;
    elder, the seller, makes no offer: his first decision is to sell."""
    records = play_file("commercial_offers_end_with_dealer.json")
    assert first_actions(records)[:3] == [(1, "bid 2"), (2, "pass"), (0, "sell")]
    first = hand_lines(records)[0]
    assert [(a.point, a.side, a.value) for a in first.during] == [("sale", 0, 2)]


def test_with_teams_elders_partner_makes_no_offer() -> None:
    """V02 at four in partnerships: elder's partner (seat 2 when seat 3 deals) is not
    asked; the offers come from seats 1 and 3, so elder never sells to his own side."""
    game = Game(spec("commercial_pitch"), 4, teams=True, max_hands=1)
    state = game.new_initial_state(3)
    rng = random.Random(3)
    while state.is_chance_node():
        state.apply_action(state.sample_chance(rng))
    assert state.bid_order == [1, 3]


def test_the_sale_counts_first_and_wins_before_the_deals_points() -> None:
    """V02, seed 003: elder at 9 sells for 2 and is at 11 before play; the buyer, at 10,
    makes his 2 and reaches 12, but the sale came first in the count: elder wins."""
    records = play_file("commercial_sale_counts_first.json")
    first = hand_lines(records)[0]
    end = next(r for r in records if isinstance(r, EndLine))
    assert first.made is True and first.scores[0] == 11 and first.scores[1] >= 12
    assert end.winners == (0,)


def test_the_sale_counts_first_in_the_kernel_as_in_the_engine() -> None:
    """Commercial Pitch from 9-all: every lane where the sale takes elder to 11 ends
    with elder's side the winner whatever the deal's points, and replays identically."""
    from test_batch import assert_replays

    variant = spec("commercial_pitch")
    batch = Batch(variant, lanes=128, seed=9, one_match=True, max_hands=1)
    batch.scores[:] = 9
    batch.trace_lanes = 128
    batch.run(1)
    sold = [t for t in batch.traces if any(p == "sale" and v >= 2 for p, _, v in t.awards)]
    assert sold
    for trace in sold:
        elder = (trace.dealer + 1) % len(trace.hands)
        assert trace.winner == elder
        assert_replays("commercial_pitch", trace, Game(variant, len(trace.hands),
                                                        max_hands=1))



# --------------------------------------------------------------- the heuristic bidder

def test_the_heuristic_dealer_bids_rather_than_take_the_forced_set() -> None:
    """Smear: with a weak hand every other player passes; passing would cost the
    dealer's side two for certain, so the heuristic dealer bids the minimum (it can be
    set for no more). Under 'dealer bids 2' the same hand passes (it is given the bid)."""
    hands = {1: "2C 3C 4C 5C 6C 7C", 2: "2D 3D 4D 5D 6D 7D", 3: "8C 9C 10C 4S 3S 2S",
             0: "3H 8S 9D 10D 8D 9S"}
    smear = spec("smear")
    given = dataclasses.replace(smear, bidding=dataclasses.replace(
        smear.bidding, all_pass=m.AllPass(m.AllPassAction.DEALER_BIDS, 2, (), False)))
    for variant, expected in ((smear, A.bid_action(2)), (given, A.PASS)):
        state = play_scripted(variant, 4, 0, hands, ["pass"] * 3)
        agent = make_agents(["heuristic"], Game(variant, 4), 0)[0]
        assert agent.act(observe(state, 0)) == expected


# --------------------------------------------------------------- the verifier

def test_the_verifier_counts_the_forced_set_as_a_deal_of_its_own() -> None:
    """The score-state induction (smt.prove.inductive) knows every way a deal moves the
    scores: for Smear, besides the played deal, one unplayed deal per side that sets
    that side back two and changes nothing else; without the forced set there is none."""
    from pitchspec.smt.encode import terms as T
    from pitchspec.smt.encode.context import contexts
    from pitchspec.smt.prove.inductive import _transitions

    smear = spec("smear")
    given = dataclasses.replace(smear, bidding=dataclasses.replace(
        smear.bidding, all_pass=m.AllPass(m.AllPassAction.DEALER_BIDS, 2, (), False)))
    assert len(_transitions(contexts(given)[0])) == 1
    steps = _transitions(contexts(smear)[0])
    assert len(steps) == 3
    with T.integers():
        for k, step in enumerate(steps[1:]):
            moved = [T.eq(a, T.sub(b, 2) if j == k else b)
                     for j, (a, b) in enumerate(zip(step.after, step.before, strict=True))]
            assert T.satisfying([*step.constraints, T.not_(T.and_(*moved))], 1.0) is None


def test_the_verifier_sells_only_to_the_other_side_and_counts_the_sale_first() -> None:
    """Commercial Pitch in the card model: no hand sells to elder's own side, and no
    hand whose sale takes elder's side to 11 before the count is won by anyone else."""
    from pitchspec.smt.encode import terms as T
    from pitchspec.smt.encode.context import contexts

    ctx = contexts(spec("commercial_pitch"))[0]
    o, f = ctx.outcome, ctx.facts
    side = f.match_sides[f.elder]
    own = [s for s in range(f.n) if f.match_sides[s] == side]
    winners, _, _, before = ctx.settled()
    for seat in own:
        assert T.satisfying([*o.constraints, o.plan.sold,
                             f.contract.bidder_is(seat)], 2.0) is None
    assert T.satisfying([*o.constraints, o.plan.sold, T.ge(before[side], 11),
                         T.not_(winners[side])], 2.0) is None
    assert T.satisfying([*o.constraints, o.plan.sold, T.ge(before[side], 11)],
                        2.0) is not None


# ---------------------------------------------------------------- said but not played


def _engine_lacks(variant: m.Variant) -> list[str]:
    from pitchspec.engine.core.rules import choose_seating
    from pitchspec.engine.game import unsupported

    seating = choose_seating(variant, None, None)
    return [f"{d.code} {d.message}" for d in unsupported(variant, seating)]


def test_a_commercial_refusal_that_need_not_make_is_refused_not_played_as_one_that_must() -> None:
    """Commercial Pitch without 'refusal must make': the engine and the kernel hold a
    refusing elder to the bid, so both refuse the variant (PS401, PS420)."""
    bundled = spec("commercial_pitch")
    assert not _engine_lacks(bundled) and not supports(bundled)
    b = bundled.bidding
    assert b.commercial is not None
    free = dataclasses.replace(bundled, bidding=dataclasses.replace(
        b, commercial=dataclasses.replace(b.commercial, refusal_must_make=False)))
    assert [x for x in _engine_lacks(free) if x.startswith("PS401")
            and "refusal must make" in x]
    assert "bidding.commercial without refusal must make" in supports(free)


def test_bidder_may_take_without_a_step_taking_the_lost_cards_is_refused() -> None:
    """Man-O-War's 'bidder may take' is played by its step taking the lost cards; the
    phrase without the step would be silently not played, so both engines refuse it."""
    bundled = spec("man_o_war_pitch")
    assert not _engine_lacks(bundled)
    stepless = dataclasses.replace(bundled, exchange=dataclasses.replace(
        bundled.exchange, steps=tuple(s for s in bundled.exchange.steps
                                      if s.pile is not m.Pile.LOST)))
    assert [x for x in _engine_lacks(stepless) if "bidder may take" in x]
    assert "bidding.look bidder may take without a step taking the lost cards" \
        in supports(stepless)
