"""A made bid shown before any solving: the bidder dealt the best trumps.

Most bids are made by the obvious hand: the bidder (and his partner, at a table of
fixed teams) holds the trumps that carry points and the highest of the rest, nobody
else holds a trump, and the bidder's side plays its strongest card to every trick. It
then takes every trick: High, Low, the point trumps and every card for Game. The deal
is stacked that way and played by the engine (every other card comes from the stock
by the replay's rule: a non-trump carrying as few points as possible); only a hand the
engine plays and judges made is a witness, so a stacked deal that fails (a rule that
deals the bidder's side fewer trumps, a turned card that names another suit, a lowest
card that wins) costs one engine hand and the solver is asked as before.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pitchspec import model as m
from pitchspec.engine import Contract, State
from pitchspec.engine import actions as A
from pitchspec.smt.encode.context import Context, Obligation
from pitchspec.smt.encode.facts import BidOption
from pitchspec.smt.encode.hand import tricks_per_hand
from pitchspec.smt.witness.decode import HandFacts
from pitchspec.smt.witness.replay import Planner, Played, ReplayFailed, play_planned


def stacked_hand(ob: Obligation, ctx: Context) -> tuple[HandFacts, Played] | None:
    """A stacked deal the engine played that makes the bid, or None: each seat in turn
    as the bidder, with each stacking of :func:`stackings` (told as a witness by
    :func:`pitchspec.smt.witness.realise.strong_witness`)."""
    contract = ctx.facts.contract
    index = ob.data.get("option")
    if contract is None or index is None:
        return None
    option: BidOption = contract.menu[index]
    for bidder in _bidders(ctx):
        for dealt, keep in stackings(ctx, bidder):
            hand = _stacked_hand(ctx, bidder, option, dealt, keep)
            try:
                played = play_planned(ctx.variant, ctx.seating, hand, ctx.facts.trump,
                                      ctx.facts.table.sub, _planner(keep))
            except ReplayFailed:
                continue
            if ob.holds_on(played):
                return hand, played
    return None


def _bidders(ctx: Context) -> list[int]:
    """Elder first (he bids first at most tables), then the others in turn."""
    f = ctx.facts
    return [(f.elder + k) % f.n for k in range(f.n)]


def _named(ctx: Context) -> list[int]:
    """The cards a card point names (Jack, Ten, Three, a sub-trump's Jack...)."""
    from pitchspec.smt.encode.scoring import POINT_FUNCTIONS

    f = ctx.facts
    named: set[int] = set()
    for rule in ctx.variant.points:
        if rule.kind is m.PointKind.CARD and rule.card is not None:
            named |= set((POINT_FUNCTIONS[rule.kind](rule, f).card or {}).keys())
    return sorted(c for c in named if c in f.deck)


def stackings(ctx: Context, bidder: int) -> list[tuple[dict[int, list[int]], list[int]]]:
    """Deals to try, each with the order in which the bidder's side keeps its cards:
    the side dealt the trumps a point names and then the strongest (it holds every point
    trump it can); or the bidder dealt the strongest trumps and the other players the
    point cards, which they must play to his trump leads (where points go to the side
    that captures them)."""
    f = ctx.facts
    size = min(ctx.variant.deal.hand, tricks_per_hand(ctx.variant))  # none thrown dead
    sides = tuple(ctx.seating.sides)
    trumps = sorted((c for c in f.deck if f.is_trump(c)), key=lambda c: -f.table.strength[c])
    if not trumps:
        return []
    named = {*_named(ctx), trumps[0], trumps[-1]}  # and High and Low
    first = [c for c in trumps if c in named] + [c for c in trumps if c not in named]
    team = [bidder] + [s for s in range(f.n) if s != bidder and sides[s] == sides[bidder]]
    held = {seat: first[k * size:(k + 1) * size] for k, seat in enumerate(team)}
    top = trumps[:size]
    others = [s for s in range(f.n) if s != bidder]
    rest = [c for c in sorted(named) if c not in top]
    spread = {bidder: top, **{s: rest[k::len(others)][:size] for k, s in enumerate(others)}}
    return [(held, first), (spread, first)]


def _stacked_hand(ctx: Context, bidder: int, option: BidOption,
                  dealt: dict[int, list[int]], keep: list[int]) -> HandFacts:
    """The stacked deal as a plan for the replay; a turned card, where one names
    trump, is the weakest trump nobody was dealt."""
    f = ctx.facts
    given = {c for cs in dealt.values() for c in cs}
    left = [c for c in reversed(keep) if c not in given and c < 52]
    turned = left[:1] if ctx.variant.trump.method is m.TrumpMethod.TURN_UP else []
    contract = Contract(bidder, option.level, option.doubled, option.special)
    return HandFacts(f.dealer, tuple(ctx.seating.sides), dealt,
                     {s: list(cs) for s, cs in dealt.items()}, set(), {}, {}, [], None,
                     False, contract, option, [0] * f.num_sides, turned=turned)


def _planner(keep: list[int]) -> Callable[..., Planner]:
    def make(*args: Any) -> Planner:
        return StrongPlanner(keep, *args)
    return make


class StrongPlanner(Planner):
    """The stacked deal's plan: the bidder's side keeps its trumps (it throws its
    weakest cards, takes the strongest, and plays its strongest card to every trick);
    the others play their lowest card."""

    def _mine(self, seat: int) -> bool:
        contract = self.hand.contract
        return contract is not None and self.hand.sides[seat] == self.hand.sides[
            contract.bidder]

    def __init__(self, keep: list[int], *args: Any) -> None:
        super().__init__(*args)
        self.keep = {c: len(keep) - i for i, c in enumerate(keep)}

    def _power(self, state: State, card: int) -> tuple[int, int, int]:
        """Kept first: the cards the plan names in its order, then trumps, strongest
        first."""
        table = state.tables.table(self.trump, self.sub)
        return (self.keep.get(card, 0), int(bool(table.trump_mask >> card & 1)),
                table.strength[card])

    def _exchange(self, state: State, legal: list[int]) -> int:
        cards = [a for a in legal if a < 54]
        step = state.steps[state.step_index]
        if not cards or not self._mine(state.to_act):
            return super()._exchange(state, legal)
        if step.kind in (m.StepKind.DISCARD, m.StepKind.REDUCE):
            worst = min(cards, key=lambda c: self._power(state, c))
            spare = self._power(state, worst)[:2] == (0, 0)
            return worst if spare or A.DONE not in legal else A.DONE
        return max(cards, key=lambda c: self._power(state, c))

    def _play(self, state: State, legal: list[int]) -> int:
        cards = [a for a in legal if a < 54]
        if cards and self._mine(state.to_act):
            table = state.tables.table(self.trump, self.sub)
            return max(cards, key=lambda c: (int(bool(table.trump_mask >> c & 1)),
                                             table.strength[c]))
        return super()._play(state, legal)
