"""Turning up trump, begging and running the cards in the batch kernel, against the
reference engine: All Fours and its family (spec/classic_all_fours.pitch,
spec/classic_all_fours_cotton.pitch, spec/classic_all_fours_three_or_more.pitch,
spec/caribbean_all_fours.pitch; source 003). The dealer turns up a card for trump
and scores for it; elder stands or begs; the dealer gives or runs the cards, again
while the rejected suit turns up, until the stock cannot cover a round (a void deal).
Every traced hand below replays identically in the reference engine.
"""

from __future__ import annotations

import dataclasses
import itertools

from test_batch import assert_replays, replay

from pitchspec import load
from pitchspec import model as m
from pitchspec.engine.core import actions as A
from pitchspec.engine.game import Game
from pitchspec.engine.kernel import Batch, HandTrace, supports

from conftest import SPEC_DIR

JACK = 9
"""A card id's rank index (``card % 13``) for the Jack (Two = 0)."""


def traced(variant: m.Variant, hands: int, lanes: int = 64, seed: int = 0,
           players: int | None = None, one_match: bool = False) -> list[HandTrace]:
    """The kernel's traced hands of ``hands`` (every lane traced)."""
    batch = Batch(variant, players=players, lanes=lanes, seed=seed, one_match=one_match)
    batch.trace_lanes = lanes
    if one_match:
        batch.run_matches()
    else:
        batch.run(hands)
    return batch.traces


def turned(variant: m.Variant, trace: HandTrace) -> tuple[list[int], bool]:
    """The cards turned for trump in the traced hand, in order, as the rules take them
    off the stock (the turn-up, then after each round run), and whether the stock ran
    out (a void deal)."""
    cards = [trace.stock[0]]
    beg = variant.trump.beg
    if beg is None or trace.beg != (A.BEG, A.RUN):
        return cards, False
    per, at = beg.run * len(trace.hands), 1
    while True:
        if len(trace.stock) - at < per + 1:
            return cards, True
        cards.append(trace.stock[at + per])
        at += per + 1
        if cards[-1] // 13 != cards[-2] // 13:
            return cards, False


def test_the_all_fours_family_runs_in_the_kernel() -> None:
    for name in ("classic_all_fours", "classic_all_fours_cotton", "seven_up", "running_fours",
                 "classic_all_fours_three_or_more", "caribbean_all_fours"):
        assert supports(load(SPEC_DIR / f"{name}.pitch")) == [], name


def test_cards_run_again_on_the_rejected_suit_replay_identically() -> None:
    """Classic All Fours (two players): to a beg the dealer runs three more cards each;
    the rejected suit turned again throws the cards just run out unseen and runs again;
    once a new suit is trump each player discards back to six, cards of his choice."""
    variant = load(SPEC_DIR / "classic_all_fours.pitch")
    traces = traced(variant, 1500, lanes=256, seed=1)
    again = [t for t in traces if t.plays and len(turned(variant, t)[0]) >= 3]
    assert len(again) >= 10
    for trace in again[:15]:
        assert len(trace.plays) == 2 * 6 and len(trace.exchange) == 2 * 3, trace
        assert_replays("classic_all_fours", trace)


def test_cards_run_are_kept_and_played_by_three_or_more() -> None:
    """Classic All Fours for three or more (the table of three): every card run is
    kept and played, so each round run adds three tricks."""
    variant = load(SPEC_DIR / "classic_all_fours_three_or_more.pitch")
    traces = traced(variant, 1500, lanes=256, seed=2, players=3)
    again = [t for t in traces if t.plays and len(turned(variant, t)[0]) >= 3]
    assert len(again) >= 5
    for trace in again[:15]:
        rounds = len(turned(variant, trace)[0]) - 1
        assert len(trace.plays) == 3 * (6 + 3 * rounds) and not trace.exchange, trace
        assert_replays("classic_all_fours_three_or_more", trace)


def test_a_turned_jack_scores_one_to_the_dealer() -> None:
    """Classic All Fours: a Jack turned up scores 1 for the dealer at once."""
    variant = load(SPEC_DIR / "classic_all_fours.pitch")
    traces = traced(variant, 400, seed=3)
    jacks = [t for t in traces if t.stock[0] % 13 == JACK]
    assert len(jacks) >= 10
    for trace in jacks[:15]:
        assert ("turned", trace.dealer, 1) in trace.awards, trace
        assert_replays("classic_all_fours", trace)


def test_every_card_turned_scores_in_caribbean_all_fours() -> None:
    """Caribbean All Fours: the dealer scores 1 for an Ace, 2 for a Six and 3 for a
    Jack turned, every turn, even a card of the rejected suit turned while running."""
    variant = load(SPEC_DIR / "caribbean_all_fours.pitch")
    worth = {12: 1, 4: 2, JACK: 3}
    traces = traced(variant, 2000, lanes=256, seed=4)
    rejected = [t for t in traces if any(
        c % 13 in worth for c in turned(variant, t)[0][1:-1])]
    assert len(rejected) >= 5
    for trace in rejected[:15]:
        scored = [worth[c % 13] for c in turned(variant, trace)[0] if c % 13 in worth]
        dealer_side = trace.dealer % 2
        got = [v for p, s, v in trace.awards if p == "turned"]
        if trace.winner < 0:
            assert got == scored and {s for p, s, _ in trace.awards if p == "turned"} \
                == {dealer_side}, trace
        assert_replays("caribbean_all_fours", trace)


def void_deals(variant: m.Variant, seed: int) -> list[HandTrace]:
    """Eight players of Classic All Fours for three or more leave four cards after the
    deal: the turn-up leaves three, too few to run three to each, so every run is void.
    One lane, so that the traces follow each other deal by deal."""
    traces = traced(variant, 150, lanes=1, seed=seed, players=8)
    for before, after in itertools.pairwise(traces):
        void = turned(variant, before)[1]
        assert after.dealer == (before.dealer + (0 if void else 1)) % 8, (before, after)
    return [t for t in traces if turned(variant, t)[1]]


def test_a_void_deal_keeps_the_turned_points_and_the_same_dealer_deals_again() -> None:
    """Classic All Fours for three or more: if the stock runs out the deal is void and
    the same dealer deals again, keeping any point already scored for a turned Jack."""
    variant = load(SPEC_DIR / "classic_all_fours_three_or_more.pitch")
    voids = void_deals(variant, seed=5)
    assert len(voids) >= 10
    for trace in voids:
        assert not trace.plays and trace.winner < 0, trace
        gained = [b + sum(v for _, s, v in trace.awards if s == side)
                  for side, b in enumerate(trace.scores_before)]
        assert list(trace.scores_after) == gained, trace
        assert_replays("classic_all_fours_three_or_more", trace)


def test_a_void_deal_takes_back_the_turned_points_where_the_variant_says() -> None:
    """The same table with 'stock_out: redeal' (as classic two-player All Fours): the
    turned Jack's point scored in a void deal is taken back."""
    bundled = load(SPEC_DIR / "classic_all_fours_three_or_more.pitch")
    assert bundled.trump.beg is not None
    beg = dataclasses.replace(bundled.trump.beg, stock_out_keeps_turned=False)
    variant = dataclasses.replace(bundled, trump=dataclasses.replace(bundled.trump, beg=beg))
    game = Game(variant, 8, max_hands=1)
    voids = void_deals(variant, seed=6)
    jacks = [t for t in voids if t.stock[0] % 13 == JACK]
    assert len(voids) >= 10 and jacks
    for trace in voids:
        assert trace.scores_after == trace.scores_before, trace
        awards, scores, winners = replay(variant.name, trace, game)
        assert sorted(awards) == sorted(trace.awards), trace
        assert scores == list(trace.scores_after) and not winners, trace


def test_counting_out_on_a_turned_card_or_the_gift_ends_the_match_unplayed() -> None:
    """Classic All Fours counts out: a turned Jack or the gift that brings a player to
    7 wins the match at once, before any card is played."""
    variant = load(SPEC_DIR / "classic_all_fours.pitch")
    traces = traced(variant, 0, lanes=256, seed=7, one_match=True)
    early = [t for t in traces if t.winner >= 0 and not t.plays]
    assert {t.awards[-1][0] for t in early} == {"turned", "gift"}
    for trace in early[:20]:
        assert trace.scores_after[trace.winner] == 7, trace
        assert_replays("classic_all_fours", trace)


def run_to(variant: m.Variant, trace: HandTrace) -> list[list[int]]:
    """The cards run to each seat in the traced hand that stay in his hand: each round
    deals ``run`` cards to each seat from elder, then turns one; a round on the
    rejected suit goes out unseen where the variant says so."""
    beg = variant.trump.beg
    n = len(trace.hands)
    kept: list[list[int]] = [[] for _ in range(n)]
    if beg is None or trace.beg != (A.BEG, A.RUN):
        return kept
    per, at, suit = beg.run * n, 1, trace.stock[0] // 13
    elder = (trace.dealer + 1) % n
    while len(trace.stock) - at >= per + 1:
        dealt = trace.stock[at:at + per]
        turn = trace.stock[at + per]
        at += per + 1
        if turn // 13 == suit and beg.same_suit_discard:
            continue
        for k, card in enumerate(dealt):
            kept[(elder + k // beg.run) % n].append(card)
        if turn // 13 != suit:
            break
    return kept


def test_low_among_the_cards_dealt_counts_the_cards_run() -> None:
    """Cotton's All Fours (003: Low is the lowest trump "at the start"): the lowest
    trump of every card dealt, the cards run included, scores for the player it was
    dealt to, even when he discarded it after the cards were run; a Low run to a player
    and a Low discarded after running both occur, and replay identically."""
    variant = load(SPEC_DIR / "classic_all_fours_cotton.pitch")
    traces = traced(variant, 3000, lanes=256, seed=8)
    run_low, thrown_low = [], []
    for t in traces:
        if not t.plays:
            continue
        suit = turned(variant, t)[0][-1] // 13
        runs = run_to(variant, t)
        dealt = [(c % 13, seat, c in runs[seat]) for seat in range(len(t.hands))
                 for c in (*t.hands[seat], *runs[seat]) if c // 13 == suit]
        if not dealt:
            continue
        low, seat, was_run = min(dealt)
        assert ("low", seat, 1) in t.awards, t
        if was_run:
            run_low.append(t)
        if (seat, suit * 13 + low) in t.exchange:
            thrown_low.append(t)
    assert len(run_low) >= 5 and len(thrown_low) >= 5
    for trace in run_low[:10] + thrown_low[:10]:
        assert_replays("classic_all_fours_cotton", trace)


def test_what_the_kernel_does_not_turn_up_is_named() -> None:
    """A granted beg that throws the hands in, and turn-up points without 'count out'
    (their settling differs), are named as constructs the kernel lacks."""
    v = load(SPEC_DIR / "classic_all_fours.pitch")
    assert v.trump.beg is not None
    redeal = dataclasses.replace(v, trump=dataclasses.replace(
        v.trump, beg=dataclasses.replace(v.trump.beg, granted_redeal=True)))
    assert supports(redeal) == ["trump.beg granted redeal"]
    counted = dataclasses.replace(v, winning=dataclasses.replace(v.winning, count_out=False))
    assert supports(counted) == ["trump.method turn_up scoring without winning.count_out"]


def test_first_or_last_turn_only_points_replay_identically() -> None:
    """Caribbean All Fours with its turned-card point scored only for the first card
    turned, or only for the last (the one that ended the running, scored when it ends;
    nothing when the cards were not run), as a variant may say: the kernel's hands
    with the cards run replay identically."""
    bundled = load(SPEC_DIR / "caribbean_all_fours.pitch")
    for only in (m.TurnOnly.FIRST, m.TurnOnly.LAST):
        points = tuple(dataclasses.replace(r, every_turn=False, turn_only=only)
                       if r.kind is m.PointKind.TURN_UP else r for r in bundled.points)
        variant = dataclasses.replace(bundled, points=points)
        game = Game(variant, 4, max_hands=1)
        traces = traced(variant, 300, lanes=128, seed=9)
        ran = [t for t in traces if t.beg == (A.BEG, A.RUN) and t.winner < 0]
        scored = [t for t in ran if any(p == "turned" for p, _, _ in t.awards)]
        assert len(scored) >= 5, only
        for trace in ran[:20]:
            card = turned(variant, trace)[0][0 if only is m.TurnOnly.FIRST else -1]
            worth = {12: 1, 4: 2, JACK: 3}.get(card % 13)
            got = [v for p, _, v in trace.awards if p == "turned"]
            assert got == ([worth] if worth and (only is m.TurnOnly.FIRST
                                                 or trace.plays) else []), trace
            awards, scores, winners = replay(variant.name, trace, game)
            assert sorted(awards) == sorted(trace.awards), trace
            assert scores == list(trace.scores_after) and not winners, trace
