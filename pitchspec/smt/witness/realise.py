"""The real hand behind a verdict, told: found by the engine's own play, or a model
turned into a real hand (the engine plays it, or the hand model spells its tricks out
and the engine replays them).

Every hand that decides an obligation is told here (:mod:`pitchspec.smt.witness.examples`
tells it): a deal of a played match (:func:`shown_example`), a stacked deal
(:func:`strong_witness`), a seeded random hand (:func:`search_witness`), a model's hand.

A universal property's counterexample, or an existential one's witness, is only told
when the engine has played it. From an outcome model's hand: its deal, bids and
exchange played out (the lowest legal card each time, then seeded random cards). From
the hand model: the tricks solved too (keeping a model's hands, or a deal found for the
tricks chosen first), then replayed move by move.
"""

from __future__ import annotations

from typing import Any

from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.context import Context, Obligation, case_name
from pitchspec.smt.encode.exchange import nominal_size
from pitchspec.smt.encode.hand import Tricks, hand_model
from pitchspec.smt.witness.decode import read_hand, rescore
from pitchspec.smt.witness.examples import (
    Example,
    example_kind,
    hand_example,
    random_hand,
    searched_example,
    tell_hand,
    why,
)
from pitchspec.smt.witness.falsify import Shown
from pitchspec.smt.witness.replay import ReplayFailed, replay
from pitchspec.smt.witness.strong import stacked_hand

PLAYOUTS = 40
"""Seeded play-outs of an outcome model's deal tried after the plain one fails to show
the property, before the hand model spells tricks out."""


def shown_example(shown: Shown) -> Example:
    """A deal a played match reached that decides the obligation, told as a hand, with
    the match it was reached in and its deal file from 0-0."""
    ob = shown.obligation
    played = shown.deal.played
    assert played is not None
    lines = tell_hand(played)
    lines.insert(1, f"reached in deal {shown.index + 1} of a match from 0-0 "
                    f"({shown.match.players} players)")
    lines.append("why: " + why(ob, played))
    trump = played.state.trump
    case = ob.case if trump is None else case_name(trump, played.state.sub)
    description = f"{ob.property}: {lines[-1][5:]} (deal {shown.index + 1} of the match)"
    return Example(ob.property, shown.match.variant.name, case, example_kind(ob), lines,
                   shown.match.deal_file(shown.index, description),
                   data={"match_deals": shown.index + 1, "prior": list(played.prior),
                         "deal_number": played.deal_number})


def strong_witness(ob: Obligation, ctx: Context) -> Example | None:
    """A bid's witness from a stacked deal (:mod:`pitchspec.smt.witness.strong`), told."""
    found = stacked_hand(ob, ctx)
    return hand_example(ob, ctx, *found) if found is not None else None


def search_witness(ob: Obligation, ctx: Context, tries: int = 300,
                   start: int = 0) -> Example | None:
    """A witness from seeded random hands played by the engine (for hands the hand
    model does not describe, such as trick-and-draw)."""
    for seed in range(start, start + tries):
        played = random_hand(ctx, seed)
        if played is not None and ob.holds_on(played):
            return searched_example(ob, ctx, played)
    return None


def guided(ob: Obligation, ctx: Context, scale: float) -> tuple[Example | None, str]:
    """A deal and exchange from the outcome model (with full hands), then tricks for
    exactly those hands: first among hands where one side takes every trick (the
    bidder's, for a bid), which makes points like Game easy to place."""
    note = "no outcome with full hands"
    for hint in (sweep_hint(ctx), []):
        try:
            guide = T.check([*ctx.outcome.levels[-1], *ob.goal, *size_hints(ctx), *hint],
                            "fd", scale / 4)
        except T.Budget:
            note = "the outcome model ran out of budget"
            continue
        if guide is None:
            continue
        found, _, note = hand_witness(ob, ctx, scale, guide)
        if found is not None:
            return found, ""
    return None, note


def sweep_hint(ctx: Context) -> list[Any]:
    """One side (the bidder's, when there is a contract) captures every card played."""
    f = ctx.facts
    if f.contract is not None:
        side = f.bidder_side()
    else:
        side = tuple(T.lit(k == 0) for k in range(f.num_sides))
    return [T.implies(took[k], side[k]) for c in f.deck
            for took in [f.sides_of(f.capt[c])] for k in range(f.num_sides)]


def seeded_playouts(ob: Obligation, ctx: Context, hand: Any) -> Example | None:
    """The outcome model's deal, bids and exchange kept, its tricks played by the
    engine with seeded random legal cards: the model's deal often shows the property
    once the cards fall otherwise (who takes Game, who captures the Jack), and a few
    engine hands cost far less than spelling the tricks out for the solver."""
    for seed in range(PLAYOUTS):
        example, why = try_replay(ob, ctx, hand, follow=False, seed=seed)
        if example is not None or why.startswith("not accepted"):
            return example
    return None


def try_replay(ob: Obligation, ctx: Context, hand: Any, follow: bool,
                seed: int | None = None) -> tuple[Example | None, str]:
    try:
        played = replay(ctx.variant, ctx.seating, hand, ctx.facts.trump, ctx.facts.table.sub,
                        follow, seed)
    except ReplayFailed as err:
        return None, f"not accepted ({err})"
    if not ob.holds_on(played):
        return None, "the hand played does not show it"
    return hand_example(ob, ctx, hand, played), ""


def tricks_of(ctx: Context) -> Tricks:
    tricks = ctx._cache.get("tricks")
    if tricks is None:
        sub = ctx.facts.table.sub
        tricks = hand_model(ctx.outcome, tag=f"h{ctx.facts.trump}{'' if sub is None else sub}")
        ctx._cache["tricks"] = tricks
    return tricks


def fixed(ctx: Context, model: Any, tricks: Tricks | None) -> list[Any]:
    """Fix who holds which cards when play begins, the contract (and the plays) as in
    a model."""
    f = ctx.facts
    fixed = [T.iff(f.held[c][s], T.lit(T.truth(model, f.held[c][s])))
             for c in f.deck for s in range(f.n)]
    if f.contract is not None:
        fixed += [T.eq(f.contract.bidder, T.value_of(model, f.contract.bidder)),
                  T.eq(f.contract.choice, T.value_of(model, f.contract.choice)),
                  T.iff(f.contract.present, T.lit(T.truth(model, f.contract.present)))]
    if tricks is not None:
        fixed += [T.iff(x, T.lit(T.truth(model, x)))
                  for c in f.deck for row in tricks.plays[c] for x in row]
    return fixed


def size_hints(ctx: Context) -> list[Any]:
    """Witnesses are looked for first among hands the exchange fills completely, and
    without cards discarded by force."""
    f = ctx.facts
    hints = [T.not_(x) for c in f.deck for x in f.dead[c]]
    for s in range(f.n):
        held = [f.held[c][s] for c in f.deck]
        for as_bidder in (False, True):
            lo, hi = nominal_size(f.variant, len(f.deck), f.n, as_bidder, s == f.dealer)
            bidder = T.and_(f.contract.present, f.contract.bidder_is(s)) \
                if f.contract is not None else T.FALSE
            case = bidder if as_bidder else T.not_(bidder)
            hints.append(T.implies(case, T.and_(T.at_least(held, lo), T.at_most(held, hi))))
    return hints


def witness(ob: Obligation, ctx: Context, scale: float,
             rounds: int = 3) -> tuple[Example | None, str]:
    """Tricks first (the hand model without the exchange), then a deal and exchange
    that lead to those hands; a failed hand is blocked and another tried."""
    tricks = tricks_of(ctx)
    levels = ctx.outcome.levels
    hints = size_hints(ctx)
    blocked: list[Any] = []
    last = "no deal found for the hands the hand model chose"
    for _ in range(rounds):
        try:
            first = T.check([*levels[1], *tricks.constraints, *ob.goal, *hints, *blocked],
                            "fd", scale / 2)
        except T.Budget:
            return None, "the hand model ran out of budget"
        if first is None:
            return None, "no legal play with full hands has it"
        keep = fixed(ctx, first, tricks)
        blocked.append(T.not_(T.all_(keep[:len(ctx.facts.deck) * ctx.facts.n])))
        try:
            model = T.check([*levels[-1], *tricks.constraints, *ob.goal, *keep], "fd",
                            scale / 4)
        except T.Budget:
            continue
        if model is None:
            continue
        hand = read_hand(ctx, model, tricks)
        rescore(ctx, model, hand, ob.property)
        example, why = try_replay(ob, ctx, hand, follow=True)
        if example is not None:
            return example, ""
        last = f"the engine did not accept the hand found: {why}"
    return None, last


def hand_witness(ob: Obligation, ctx: Context, scale: float,
                guide: Any | None) -> tuple[Example | None, bool, str]:
    """Solve the hand model (keeping the guide model's hands, if given) and replay."""
    tricks = tricks_of(ctx)
    kept = fixed(ctx, guide, None) if guide is not None else []
    try:
        model = T.check([*ctx.outcome.constraints, *tricks.constraints, *ob.goal, *kept],
                        "fd", scale * (0.25 if guide is not None else 1))
    except T.Budget:
        return None, False, "the hand model ran out of budget"
    if model is None:
        return None, guide is None, "no legal play at this table has it"
    hand = read_hand(ctx, model, tricks)
    rescore(ctx, model, hand, ob.property)
    example, why = try_replay(ob, ctx, hand, follow=True)
    if example is None:
        return None, False, f"the hand model's play: {why}"
    return example, False, ""
