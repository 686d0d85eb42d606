"""A deck-sufficiency counterexample made concrete: the deal its counts describe,
played by the engine up to the first lead, where a refilled hand is found short.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pitchspec import model as m
from pitchspec.agents.scripted import Vocabulary
from pitchspec.engine import KITTY, TURN, WIDOW, Game, Phase, State, cards_in, compile_tables
from pitchspec.engine import actions as A
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.deck import DeckModel
from pitchspec.smt.witness.examples import Example
from pitchspec.smt.witness.replay import Recording, deal_document, record_chance, spec_card_name

if TYPE_CHECKING:
    from pitchspec.smt.encode.context import Obligation


@dataclass
class DeckPlan:
    """The counts of a deck counterexample, read from the model."""

    players: int
    bidder: int
    dealt_trumps: list[int]
    pile_trumps: dict[str, int]
    throws: dict[tuple[int, int], tuple[int, int]] = field(default_factory=dict)
    """(step, seat) -> (trumps, other cards) thrown, taken or drawn."""


def read_plan(model: Any, deck: DeckModel) -> DeckPlan:
    plan = DeckPlan(deck.players, T.value_of(model, deck.bidder),
                    [T.value_of(model, t) for t in deck.dealt_trumps],
                    {k: T.value_of(model, v) for k, v in deck.pile_trumps.items()})
    for k, row in enumerate(deck.choices):
        for s, (ct, co) in enumerate(row):
            plan.throws[(k, s)] = (T.value_of(model, ct), T.value_of(model, co))
    return plan


def replay_deck(ob: Obligation, model: Any) -> Example:
    """The deal with the model's trump counts, played to the first lead."""
    deck: DeckModel = ob.data["deck"]
    variant: m.Variant = ob.data["variant"]
    if deck.needed > deck.size:
        return _cannot_deal(ob, variant, deck)
    plan = read_plan(model, deck)
    try:
        short, lines, game, rec = _play(variant, plan)
    except (ValueError, IndexError) as err:
        return Example(ob.property, variant.name, ob.case, "counterexample",
                       [f"the engine could not replay the counts: {err}"], confirmed=False)
    why = "why: " + (lines[-1] if short else "no hand was left short")
    example = Example(ob.property, variant.name, ob.case, "counterexample",
                      [*lines[:-1], why], confirmed=short)
    if short:
        example.deal = deal_document(variant, game, game.num_players - 1, rec, why[5:])
    return example


def _cannot_deal(ob: Obligation, v: m.Variant, deck: DeckModel) -> Example:
    d = v.deal
    parts = [f"{deck.players} hands of {d.hand}"]
    parts += [f"a kitty of {d.kitty}"] if d.kitty else []
    parts += [f"a widow of {d.widow}"] if d.widow else []
    lines = [f"why: {' and '.join(parts)} and the rest of the deal need {deck.needed} "
             f"cards; the deck has {deck.size}"]
    return Example(ob.property, v.name, ob.case, "counterexample", lines)


class _DeckPlanner:
    """Deals the planned numbers of trumps and throws the planned numbers of cards."""

    def __init__(self, variant: m.Variant, game: Game, plan: DeckPlan) -> None:
        self.v, self.plan = variant, plan
        tables = compile_tables(variant)
        mask = tables.table(0).trump_mask
        self.trumps = [c for c in tables.deck if mask >> c & 1 and c // 13 == 0] + \
            [c for c in tables.deck if mask >> c & 1 and c // 13 != 0]
        self.others = [c for c in tables.deck if not mask >> c & 1]
        self.dealt = {s: plan.dealt_trumps[s] for s in range(plan.players)}
        self.hand_size = {s: variant.deal.hand for s in range(plan.players)}
        self.piles = dict(plan.pile_trumps)
        self.left: dict[tuple[int, int], list[int]] = {}
        self.rec = Recording()
        self.vocab = Vocabulary.of(variant)
        self.step = -1

    def chance(self, state: State) -> int:
        target = state.queue[0]
        card = self._card(state, target)
        record_chance(self.rec, state, target, card)
        return card

    def _card(self, state: State, target: int) -> int:
        stock = set(cards_in(state.stock))
        trumps = [c for c in self.trumps if c in stock]
        others = [c for c in self.others if c in stock]
        if target == TURN:
            return (trumps or others)[0]
        if target >= 0 and state.phase is Phase.DEAL:
            want = self.dealt[target] > 0
            self.dealt[target] -= 1 if want else 0
            return (trumps if want and trumps else others or trumps)[0]
        key = {KITTY: "kitty", WIDOW: "widow"}.get(target, "blind" if target < 0 else "")
        if key and self.piles.get(key, 0) > 0 and trumps:
            self.piles[key] -= 1
            return trumps[0]
        return (others or trumps)[0]

    def act(self, state: State) -> int:
        legal = state.legal_actions()
        action = self._choose(state, legal)
        self.rec.moves.setdefault(state.to_act, []).append(self.vocab.label(action))
        return action

    def _choose(self, state: State, legal: list[int]) -> int:
        phase = state.phase
        if phase is Phase.BID:
            if state.to_act == self.plan.bidder:
                bids = [a for a in legal if a != A.PASS and a < A.DECLARE_BASE]
                if bids:
                    return min(bids)
            return A.PASS if A.PASS in legal else min(legal)
        if phase is Phase.DECLARE:
            return A.DECLARE_BASE
        if phase is Phase.EXCHANGE:
            return self._exchange(state, legal)
        if phase in (Phase.BEG, Phase.PROCEDURES):
            return A.STAND if A.STAND in legal else (A.DONE if A.DONE in legal else legal[0])
        return legal[0]

    def _exchange(self, state: State, legal: list[int]) -> int:
        seat = state.to_act
        key = (state.step_index, seat)
        if key not in self.left:
            ct, co = self.plan.throws.get(key, (0, 0))
            self.left[key] = [ct, co]
        counts = self.left[key]
        table = state.tables.table(0)
        cards = [c for c in legal if c < 54]
        trumps = [c for c in cards if table.trump_mask >> c & 1]
        others = [c for c in cards if not table.trump_mask >> c & 1]
        if counts[1] > 0 and others:
            counts[1] -= 1
            return others[0]
        if counts[0] > 0 and trumps:
            counts[0] -= 1
            return trumps[0]
        return A.DONE if A.DONE in legal else legal[0]


def _play(v: m.Variant, plan: DeckPlan) -> tuple[bool, list[str], Game, Recording]:
    game = Game(v, plan.players, max_hands=1)
    state = game.new_initial_state(first_dealer=plan.players - 1)
    planner = _DeckPlanner(v, game, plan)
    while state.phase is not Phase.PLAY and not state.is_terminal():
        action = planner.chance(state) if state.is_chance_node() else planner.act(state)
        state.apply_action(action)
    return (*_shortfall(v, state, plan), game, planner.rec)


def _targets(v: m.Variant, state: State) -> dict[int, int]:
    """For each seat, the size its last refill or completion should give it."""
    from pitchspec.engine import exchangers

    out: dict[int, int] = {}
    for step in v.exchange.steps:
        if step.kind in (m.StepKind.REFILL, m.StepKind.COMPLETE):
            for seat in exchangers(state, step.actor):
                out[seat] = step.to if step.to is not None else v.deal.hand
    return out


def _shortfall(v: m.Variant, state: State, plan: DeckPlan) -> tuple[bool, list[str]]:
    sizes = [h.bit_count() for h in state.hands]
    lines = [f"{plan.players} players; seat {plan.players - 1} deals; "
             f"the bidder is seat {state.contract.bidder if state.contract else '-'}"]
    for seat in range(plan.players):
        dealt = cards_in(state.dealt[seat])
        lines.append(f"seat {seat} dealt: " + " ".join(spec_card_name(v, c) for c in dealt)
                     + f" ({plan.dealt_trumps[seat]} trumps)")
    lines.append("at the first lead: " + ", ".join(f"seat {s} holds {n}"
                                                   for s, n in enumerate(sizes)))
    short = [(s, need) for s, need in _targets(v, state).items() if sizes[s] < need]
    if not short:
        return False, [*lines, "every refilled hand is complete"]
    seat, need = short[0]
    return True, [*lines, f"the stock ran out: seat {seat} should hold {need} cards after "
                  f"the refill but holds {sizes[seat]}"]
