"""From a z3 model back to cards: a concrete hand, re-scored by the engine at once.

:func:`read_hand` turns a model of the outcome (or hand) model into a concrete hand:
who was dealt and held what, what was played and captured, the tricks when the hand
model spelled them out, the contract, the cards turned, the prior scores. Its
:class:`~pitchspec.engine.core.records.HandRecord` goes straight to the engine's
``score_hand``, the points scored during the deal to ``State.award_now``, and the lot to
``settle``; :func:`rescore` compares every award, the bid's fate, the winners and the
scores with what the encoding says in the same model and raises
:class:`~pitchspec.smt.encode.verdicts.EncodingMismatch` (PS503) on any difference.

Without tricks (outcome model) each played card forms its own one-card "trick" won by
its capturer, the last one by the last trick's winner, the jokers in the order the
model gives: everything scoring reads about tricks (who played and who captured each
card, the last trick's winner, the order of the jokers, whether one side won every
trick) is then exactly the model's.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from pitchspec.engine import (
    Award,
    Contract,
    Game,
    HandRecord,
    Settlement,
    State,
    Trick,
    score_hand,
    settle,
)
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.context import Context
from pitchspec.smt.encode.facts import BidOption
from pitchspec.smt.encode.hand import Tricks
from pitchspec.smt.encode.scoring import SymAward
from pitchspec.smt.encode.verdicts import EncodingMismatch


@dataclass
class HandFacts:
    """A concrete hand read from a model."""

    dealer: int
    sides: tuple[int, ...]
    dealt: dict[int, list[int]]
    held: dict[int, list[int]]
    played: set[int]
    capturer: dict[int, int]
    player: dict[int, int]
    dead: list[tuple[int, int]]
    last_winner: int | None
    joker_first: bool
    contract: Contract | None
    option: BidOption | None
    scores: list[int]
    turned: list[int] = field(default_factory=list)
    ran: bool = False
    gave: bool = False
    sold: bool = False
    partner: int | None = None
    tricks: list[Trick] | None = None
    conceded: bool = False
    steps: list[dict[int, tuple[list[int], list[int]]]] = field(default_factory=list)
    """Per exchange step (as the model lists them): seat -> (cards taken, cards thrown)."""
    inserted: bool = False
    """The model's first step is the reduction the engine inserts after running."""
    piles: dict[str, list[int]] = field(default_factory=dict)
    runs: dict[int, list[int]] = field(default_factory=dict)
    lost: dict[int, list[int]] = field(default_factory=dict)
    deal_number: int = 0
    """Deals of the match before this one: 0, or for the last deal of a match of a fixed
    number of deals, one fewer than that number."""


def read_hand(ctx: Context, model: Any, tricks: Tricks | None = None) -> HandFacts:
    """The concrete hand a model describes."""
    f = ctx.facts
    o = ctx.outcome
    n = f.n
    seats = range(n)

    def owner(row: Sequence[Any]) -> int | None:
        return next((s for s in seats if T.truth(model, row[s])), None)

    dealt = {s: [c for c in f.deck if T.truth(model, f.dealt[c][s])] for s in seats}
    held = {s: [c for c in f.deck if T.truth(model, f.held[c][s])] for s in seats}
    played = {c for c in f.deck if T.truth(model, f.played[c])}
    capturer = {c: s for c in played if (s := owner(f.capt[c])) is not None}
    player = {c: s for c in played if (s := owner(f.held[c])) is not None}
    dead = [(s, c) for c in f.deck for s in seats if T.truth(model, f.dead[c][s])]
    contract, option = _contract(ctx, model)
    hand = HandFacts(
        f.dealer, tuple(T.value_of(model, x) for x in f.sides), dealt, held, played,
        capturer, player, dead, owner(f.last_winner), T.truth(model, f.joker_first),
        contract, option, [T.value_of(model, s) for s in o.scores],
        turned=_turned(ctx, model), ran=T.truth(model, o.plan.ran),
        gave=T.truth(model, o.plan.gave), sold=T.truth(model, o.plan.sold),
        partner=T.value_of(model, f.partner) if f.partner is not None else None,
        conceded=T.truth(model, f.conceded), deal_number=_deal_number(ctx, model))
    if tricks is not None:
        hand.tricks = _read_tricks(ctx, tricks, model)
    _read_exchange(ctx, model, hand)
    return hand


def _deal_number(ctx: Context, model: Any) -> int:
    hands = ctx.variant.winning.hands
    if hands is None or not T.truth(model, ctx.facts.last_deal):
        return 0
    return hands - 1


def _read_exchange(ctx: Context, model: Any, hand: HandFacts) -> None:
    ex = ctx.outcome.plan.exchange
    if ex is None:
        return

    def chosen(cards: dict[int, Any]) -> list[int]:
        return [c for c, on in cards.items() if T.truth(model, on)]

    hand.inserted = not T.is_false(ex.inserted)
    for k in range(len(ex.steps)):
        hand.steps.append({s: (chosen(ex.gained[k][s]), chosen(ex.thrown[k][s]))
                           for s in range(ctx.facts.n)})
    hand.piles = {"kitty": chosen(ex.kitty), "widow": chosen(ex.widow),
                  "blind": chosen(ex.blind)}
    hand.runs = {s: chosen(ex.runs[s]) for s in range(ctx.facts.n)}
    hand.lost = {s: chosen(ex.lost[s]) for s in range(ctx.facts.n)}


def _contract(ctx: Context, model: Any) -> tuple[Contract | None, BidOption | None]:
    c = ctx.facts.contract
    if c is None or not T.truth(model, c.present):
        return None, None
    option = c.menu[T.value_of(model, c.choice)]
    return Contract(T.value_of(model, c.bidder), option.level, option.doubled,
                    option.special), option


def _turned(ctx: Context, model: Any) -> list[int]:
    turns = ctx.outcome.plan.turns
    if turns is None:
        return []
    out = []
    for i, slot in enumerate(turns.cards):
        if T.truth(model, turns.active[i]):
            out += [c for c, on in slot.items() if T.truth(model, on)]
    return out


def _read_tricks(ctx: Context, tricks: Tricks, model: Any) -> list[Trick]:
    """The tricks the hand model spelled out, each in play order from its leader."""
    f = ctx.facts
    n = f.n
    step = 1  # seats are numbered in the direction of play
    out = []
    for t in range(tricks.count):
        leader = next((s for s in range(n) if T.truth(model, tricks.lead[t][s])), None)
        if leader is None:
            break
        winner = next(s for s in range(n) if T.truth(model, tricks.win[t][s]))
        by_seat = {s: c for c in f.deck for s in range(n) if T.truth(model, tricks.plays[c][t][s])}
        order = [(leader + step * i) % n for i in range(n)]
        out.append(Trick(leader, tuple((s, by_seat[s]) for s in order if s in by_seat), winner))
    return out


def pseudo_tricks(hand: HandFacts) -> list[Trick]:
    """One-card tricks reproducing the model's captures, last trick and joker order."""
    cards = sorted(hand.played)
    jokers = [c for c in (52, 53) if c in hand.played]
    if len(jokers) == 2 and not hand.joker_first:
        jokers.reverse()
    rest = [c for c in cards if c < 52]
    order = rest[:1] + jokers + rest[1:] if jokers else rest
    last = next((c for c in reversed(order) if hand.capturer.get(c) == hand.last_winner), None)
    if last is not None and last not in jokers:
        order.remove(last)
        order.append(last)
    return [Trick(hand.player[c], ((hand.player[c], c),), hand.capturer[c]) for c in order]


def record_of(ctx: Context, hand: HandFacts) -> HandRecord:
    """The engine's record of the hand (real tricks, or one-card tricks)."""
    f = ctx.facts
    n = f.n
    dealt = tuple(_mask(hand.dealt[s]) for s in range(n))
    held = tuple(_mask(hand.held[s]) for s in range(n))
    tricks = hand.tricks if hand.tricks is not None else pseudo_tricks(hand)
    run = tuple(_mask(hand.runs.get(s, [])) for s in range(n)) if hand.runs else ()
    return HandRecord(hand.dealer, f.elder, hand.sides, f.trump, f.table.sub, dealt, held,
                      tuple(tricks), hand.contract, tuple(hand.turned), hand.conceded,
                      tuple(hand.dead), run)


def _mask(cards: Sequence[int]) -> int:
    out = 0
    for c in cards:
        out |= 1 << c
    return out


# --------------------------------------------------------------------------- re-scoring


@dataclass
class Rescored:
    """The engine's verdict on a decoded hand."""

    record: HandRecord
    awards: tuple[Award, ...]
    during: list[Award]
    settlement: Settlement | None
    state: State


def rescore(ctx: Context, model: Any, hand: HandFacts, prop: str) -> Rescored:
    """Score the decoded hand with the engine and compare with the encoding (PS503)."""
    record = record_of(ctx, hand)
    awards = score_hand(ctx.tables, record)
    _same_awards(ctx, model, ctx.awards, list(awards), prop, "score_hand")
    state = table_state(ctx, hand.scores, hand.deal_number)
    during = _during(ctx, model)
    for award in during:
        state.award_now(award)
    settlement = None
    void = T.truth(model, ctx.outcome.void)
    if state.winners is None and not void:
        settlement = settle(state, record, awards)
        _same_settlement(ctx, model, settlement, state, prop)
    return Rescored(record, awards, during, settlement, state)


def table_state(ctx: Context, scores: Sequence[int], deal_number: int = 0) -> State:
    """A state at the context's table with the given match scores, ``deal_number``
    deals into the match."""
    game = Game(ctx.variant, ctx.seating.players, teams=_teams(ctx))
    state = game.new_initial_state(first_dealer=ctx.facts.dealer)
    state.scores = list(scores)
    state.hand_number = deal_number
    return state


def _teams(ctx: Context) -> int:
    return ctx.seating.teams


def _read_awards(model: Any, awards: Sequence[SymAward]) -> list[tuple[str, int, int]]:
    out = []
    for a in awards:
        for k, on in enumerate(a.side):
            if T.truth(model, on):
                out.append((a.point, k, T.value_of(model, a.value)))
    return out


def _during(ctx: Context, model: Any) -> list[Award]:
    return [Award(p, k, v) for p, k, v in _read_awards(model, ctx.outcome.during)]


def _same_awards(ctx: Context, model: Any, encoded: Sequence[SymAward], engine: list[Award],
                 prop: str, where: str) -> None:
    mine = sorted(_read_awards(model, encoded))
    theirs = sorted((a.point, a.side, a.value) for a in engine)
    if mine != theirs:
        raise EncodingMismatch(ctx.variant.name, prop, f"{where}: encoding {mine}, "
                               f"engine {theirs}")


def _same_settlement(ctx: Context, model: Any, settlement: Settlement, state: State,
                     prop: str) -> None:
    winners, draw, result, _ = ctx.settled()
    mine_winners = tuple(k for k, w in enumerate(winners) if T.truth(model, w))
    mine_scores = [T.value_of(model, s) for s in result.scores]
    mine_made = T.truth(model, result.made)
    theirs_made = bool(settlement.made)
    if (mine_winners != tuple(settlement.winners) or T.truth(model, draw) != settlement.draw
            or mine_made != theirs_made or mine_scores != list(state.scores)):
        raise EncodingMismatch(
            ctx.variant.name, prop,
            f"settle: encoding made={mine_made} winners={mine_winners} scores={mine_scores}, "
            f"engine made={theirs_made} winners={settlement.winners} scores={state.scores}")
