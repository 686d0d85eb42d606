"""The engine's side of the differential test: one hand played by random players.

:func:`play_hand` plays one hand of a variant at its default table from a seed, dealt
by the seat the outcome model deals from, from random prior scores within the model's
bounds, and records everything the outcome model has an unknown for
(:class:`EngineHand`): the record, the awards, the points during the deal, the
settlement, the cards turned, the piles, the cards run and lost. When the match ended
during the deal (a count-out), the hand is played on from the same actions without
counting out, so every fact is known. :mod:`support.pin` pins it into the
encoding.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import cast

from pitchspec import model as m
from pitchspec.agents.basic import Agent, seeded_agents
from pitchspec.engine.core import actions as A
from pitchspec.engine.core.records import Award, HandRecord, Settlement
from pitchspec.engine.core.state import BLIND_BASE, BLIND_PILE, KITTY, LOSE_BASE, WIDOW, Phase
from pitchspec.engine.game import Game
from pitchspec.engine.observation import observe
from pitchspec.engine.step import State
from pitchspec.smt.encode.states import ScoreStates

Table = tuple[int, int] | None
"""A table, (players, teams: 0 alone); None for the variant's default one."""

DEALS = 40
"""Deals tried for one hand: a deal thrown in before it is scored (every player
passed, the stock ran out while running the cards) is dealt again."""


# --------------------------------------------------------------------------- the engine


@dataclass(frozen=True)
class EngineHand:
    """One hand the engine played, with everything the outcome model has an unknown for."""

    variant: m.Variant
    seed: int
    prior: tuple[int, ...]
    """Match scores before the hand."""
    record: HandRecord
    """The finished hand (played on without counting out, if the match ended in it)."""
    awards: tuple[Award, ...]
    """``score_hand`` of the record."""
    during: tuple[Award, ...]
    """Points credited during the deal, in order, as the match credited them."""
    settlement: Settlement | None
    """None when the hand was not settled (counted out, or a void deal)."""
    scores: tuple[int, ...]
    """Match scores after the hand (at the count-out, if there was one)."""
    winners: tuple[int, ...]
    counted_out: bool
    void: bool
    """The deal was thrown in after a granted beg (its gift still counts)."""
    ran: bool
    gave: bool
    sold: bool
    turned: tuple[int, ...]
    piles: dict[str, tuple[int, ...]]
    """Cards dealt to the kitty, the widow and the blind(s)."""
    runs: dict[int, tuple[int, ...]]
    """Cards each seat received while the cards were run."""
    lost: dict[int, tuple[int, ...]]
    """Cards each looker lost at random."""
    threw_in: tuple[int, ...]
    """Seats that threw in a dead hand."""
    redeals: int
    """Deals thrown in before this one."""

    def describe(self) -> str:
        """The hand in one line, for messages."""
        r = self.record
        flags = [f for f, on in (("counted out", self.counted_out), ("void", self.void),
                                 ("ran", self.ran), ("gave", self.gave),
                                 ("sold", self.sold), ("conceded", r.conceded),
                                 (f"seats {list(self.threw_in)} threw in", self.threw_in))
                 if on]
        return (f"{self.variant.name} seed {self.seed}: trump {r.trump}"
                f"{'' if r.sub is None else f' sub {r.sub}'}, contract {r.contract}, "
                f"prior {list(self.prior)}{', ' + ', '.join(flags) if flags else ''}")


@dataclass
class _Trace:
    """What a hand's chance steps and decisions did, beyond the state's own record."""

    piles: dict[str, list[int]] = field(default_factory=lambda: {"kitty": [], "widow": [],
                                                                 "blind": []})
    runs: dict[int, list[int]] = field(default_factory=dict)
    lost: dict[int, list[int]] = field(default_factory=dict)
    gave: bool = False
    sold: bool = False

    def chance(self, state: State, card: int) -> None:
        target = state.queue[0]
        pile = {KITTY: "kitty", WIDOW: "widow", BLIND_PILE: "blind"}.get(target)
        if pile is not None:
            self.piles[pile].append(card)
        elif target <= LOSE_BASE:
            self.lost.setdefault(LOSE_BASE - target, []).append(card)
        elif target <= BLIND_BASE:
            self.piles["blind"].append(card)
        elif target >= 0 and state.phase is Phase.RUNNING:
            self.runs.setdefault(target, []).append(card)

    def decide(self, state: State, action: int) -> None:
        if state.phase is Phase.GIFT and action == A.GIVE:
            self.gave = True
        if state.phase is Phase.SALE and action == A.SELL:
            self.sold = True


def prior_range(states: ScoreStates) -> tuple[int, int]:
    """Scores a side can hold before a hand, as the outcome model bounds them (the
    window of :mod:`pitchspec.smt.encode.states`, kept within a few deals' swing of the
    target, where the win rules decide)."""
    reach = 3 * states.swing
    return max(states.low, states.at - reach), min(states.high, states.at + reach)


def draw_priors(states: ScoreStates, sides: int, rng: random.Random) -> tuple[int, ...]:
    """Prior scores any real match may start a deal from (every bound of ``states``
    holding): anywhere in range, or (half the time) close to the target; 0-0 when a
    hundred draws meet no bound."""
    low, top = prior_range(states)
    near = max(low, min(top, states.at) - max(2, states.swing // 2))
    for _ in range(100):
        drawn = tuple(rng.randint(near if rng.random() < 0.5 else low, top)
                      for _ in range(sides))
        if states.contains(drawn):
            return drawn
    return (0,) * sides


def states_for(variant: m.Variant, table: Table = None) -> ScoreStates:
    """The scores a deal of the variant may start from at a table (players, in
    partnerships), else at its default table."""
    from pitchspec.engine import choose_seating
    from pitchspec.smt.prove.inductive import bound_contexts

    seating = choose_seating(variant, *table) if table is not None else None
    found = bound_contexts(variant, seating)[0].states
    assert found is not None
    return found


def _run(state: State, agents: Sequence[Agent], rng: random.Random, trace: _Trace,
         actions: list[int], script: Sequence[int] = ()) -> None:
    """Play the state to its end: first the scripted actions, then chance and agents."""
    for action in script:
        state.apply_action(action)
    while not state.is_terminal():
        if state.is_chance_node():
            action = state.sample_chance(rng)
            trace.chance(state, action)
        else:
            player = state.current_player()
            action = agents[player].act(observe(state, player))
            trace.decide(state, action)
        state.apply_action(action)
        actions.append(action)


def play_hand(variant: m.Variant, seed: int, states: ScoreStates | None = None,
              table: Table = None) -> EngineHand:
    """One hand of the variant at a table (players, in partnerships; else its default
    table), played by random players from the seed, dealt by the outcome model's dealer
    (the last seat) from random prior scores a real match may reach (``states``, derived
    when not given)."""
    players, teams = table if table is not None else (None, None)
    game = Game(variant, players, teams=teams, max_hands=1)
    n = game.num_players
    tag = f"pin:{variant.name}:{seed}"
    rng = random.Random(tag)
    agents = seeded_agents(n, tag)
    prior = draw_priors(states or states_for(variant, table), game.seating.num_sides, rng)
    beg = variant.trump.beg
    for redeals in range(DEALS):
        state = game.new_initial_state(first_dealer=n - 1)
        state.scores = list(prior)
        trace = _Trace()
        actions: list[int] = []
        _run(state, agents, rng, trace, actions)
        void = trace.gave and beg is not None and beg.granted_redeal
        counted_out = not state.hands_played and state.winners is not None
        finished = state
        if counted_out:
            found = _play_on(variant, prior, actions, agents, rng, trace, table)
            if found is None:
                continue
            finished = found
        elif not state.hands_played and not void:
            continue
        return _engine_hand(variant, seed, prior, state, finished, trace, counted_out, void,
                            redeals)
    raise RuntimeError(f"{variant.name} seed {seed}: no hand scored in {DEALS} deals")


def _play_on(variant: m.Variant, prior: tuple[int, ...], actions: list[int],
             agents: Sequence[Agent], rng: random.Random, trace: _Trace,
             table: Table = None) -> State | None:
    """The same hand played to its end where counting out does not stop the match."""
    rules = dataclasses.replace(variant, winning=dataclasses.replace(variant.winning,
                                                                     count_out=False))
    players, teams = table if table is not None else (None, None)
    game = Game(rules, players, teams=teams, max_hands=1)
    state = game.new_initial_state(first_dealer=game.num_players - 1)
    state.scores = list(prior)
    _run(state, agents, rng, trace, [], script=actions)
    return state if state.hands_played else None


def _engine_hand(variant: m.Variant, seed: int, prior: tuple[int, ...], state: State,
                 finished: State, trace: _Trace, counted_out: bool, void: bool,
                 redeals: int) -> EngineHand:
    record = finished.record()
    scored = finished.hands_played[-1] if finished.hands_played else None
    awards = cast(tuple[Award, ...], scored["awards"]) if scored is not None else ()
    settled = state.last_settlement if state.hands_played else None
    return EngineHand(
        variant, seed, prior, record, awards, tuple(state.awards_during), settled,
        tuple(state.scores), tuple(state.winners or ()), counted_out, void, finished.ran,
        trace.gave, trace.sold, tuple(finished.turned),
        {k: tuple(v) for k, v in trace.piles.items()},
        {s: tuple(v) for s, v in trace.runs.items()},
        {s: tuple(v) for s, v in trace.lost.items()}, tuple(sorted(finished.thrown)), redeals)
