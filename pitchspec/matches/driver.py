"""Playing a match: chance from a seeded generator (or a fixed deal), decisions from
agents that see only their own seat, every action recorded for the log; and a run of
seeded matches played out and counted into a tally, as ``simulate`` plays them."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Final

from pitchspec.agents.basic import (
    Agent,
    RandomAgent,
    generator,
    players_seed,
    reseed,
    reseed_text,
)
from pitchspec.agents.random_draw import draw
from pitchspec.engine import Game, Phase, State, Tally, observe

ChanceSource = Callable[[State], int | None]
"""Returns the next chance outcome for a state, or None to draw it at random."""


@dataclass
class MatchResult:
    state: State
    actions: list[int] = field(default_factory=list)
    first_dealer: int = -1
    """The dealer of the match's first deal (once the cut for deal is over)."""

    @property
    def winners(self) -> tuple[int, ...]:
        return self.state.winners or ()

    @property
    def hands(self) -> int:
        return len(self.state.hands_played)


def play_match(game: Game, agents: Sequence[Agent], rng: random.Random,
               chance: ChanceSource | None = None, first_dealer: int | None = None,
               on_action: Callable[[State, int, int], None] | None = None,
               scores: Sequence[int] | None = None) -> MatchResult:
    """Play one match to the end, from ``scores`` (one per side) if given;
    ``on_action(state, player, action)`` sees each step before it is applied (for
    printing and logging)."""
    state = game.new_initial_state(first_dealer, scores)
    if chance is None and on_action is None:
        start = len(state.history)
        first = _play_quietly(state, agents, rng)
        return MatchResult(state, state.history[start:], first)
    actions = []
    first = -1
    while not state.is_terminal():
        if first < 0 and state.phase is not _CUT:
            first = state.dealer
        player = state.current_player()
        if state.is_chance_node():
            action = (chance(state) if chance else None)
            if action is None:
                action = state.sample_chance(rng)
        else:
            action = agents[player].act(observe(state, player))
        if on_action is not None:
            on_action(state, player, action)
        state.apply_action(action)
        actions.append(action)
    return MatchResult(state, actions, first if first >= 0 else state.dealer)


def play_out(game: Game, agents: Sequence[Agent], rng: random.Random) -> tuple[State, int]:
    """A match played from its start to its end with nobody watching: its final state
    and its first dealer (:func:`play_match` without the list of its actions)."""
    state = game.new_initial_state()
    return state, _play_quietly(state, agents, rng)


def _play_quietly(state: State, agents: Sequence[Agent], rng: random.Random) -> int:
    """The match played to the end with nobody watching: the same draws and the same
    decisions as one step at a time, but each run of cards dealt by one
    :meth:`State.deal_rest` call (the cut for deal still a step at a time, to see the
    first dealer), a player that looks at nothing but the legal actions
    (:class:`~pitchspec.agents.basic.LegalOnly`) asked without an observation,
    and one that takes the only legal action without looking (its
    ``takes_the_only_choice`` is True) not asked at all then. Returns the first
    dealer."""
    while state.phase is _CUT and not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(state.sample_chance(rng))
        else:
            player = state.current_player()
            state.apply_action(agents[player].act(observe(state, player)))
    first = state.dealer
    draws = _random_draws(agents)
    if draws is not None:
        _play_random(state, draws, rng)
        return first
    choosers = [getattr(agent, "choose", None) for agent in agents]
    obvious = [getattr(agent, "takes_the_only_choice", False) is True for agent in agents]
    legal_only = [choose for choose in choosers if choose is not None]
    if len(legal_only) == len(choosers):
        _play_legal_only(state, agents, legal_only, rng)
        return first
    while not state.is_terminal():
        if state.is_chance_node():
            state.deal_rest(rng)
            continue
        player = state.current_player()
        choose = choosers[player]
        if choose is not None:
            state.apply_action(choose(state.legal_actions()))
            continue
        if obvious[player]:
            legal = state.legal_actions()
            if len(legal) == 1:
                state.apply_action(legal[0])
                continue
        state.apply_action(agents[player].act(observe(state, player)))
    return first


def _play_legal_only(state: State, agents: Sequence[Agent],
                     choosers: Sequence[Callable[[list[int]], int]],
                     rng: random.Random) -> None:
    """The rest of a match where every seat chooses from the legal actions alone: the
    loop of :func:`_play_quietly` with nothing else to ask (a state that is not over
    is at a chance step exactly when something is queued, and otherwise the seat to
    act is ``to_act``); a random seat's draw made here (:func:`draw`, what its
    ``choose`` does) when its generator is a plain one."""
    bits = [agent.bits if isinstance(agent, RandomAgent) else None for agent in agents]
    while not state.is_terminal():
        if state.queue:
            state.deal_rest(rng)
            continue
        seat = state.to_act
        getrandbits = bits[seat]
        if getrandbits is not None:
            state.apply_action(draw(getrandbits, state.legal_actions()))
        else:
            state.apply_action(choosers[seat](state.legal_actions()))


def _random_draws(agents: Sequence[Agent]) -> list[Callable[[int], int]] | None:
    """Each seat's ``getrandbits`` when every seat is a random player drawing from a
    plain generator (:attr:`RandomAgent.bits`), else None."""
    draws = []
    for agent in agents:
        if not isinstance(agent, RandomAgent):
            return None
        bits = agent.bits
        if bits is None:
            return None
        draws.append(bits)
    return draws


def _play_random(state: State, draws: Sequence[Callable[[int], int]],
                 rng: random.Random) -> None:
    """:func:`_play_legal_only` where every seat is a random player drawing from a
    plain generator: each seat's draw made here (:func:`draw`)."""
    while not state.is_terminal():
        if state.queue:
            state.deal_rest(rng)
        else:
            state.apply_action(draw(draws[state.to_act], state.legal_actions()))


def match_seed(seed: int, index: int) -> int:
    """The seed of match ``index`` of a run seeded ``seed`` (a 63-bit number)."""
    digest = hashlib.sha256(f"pitchspec:{seed}:{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


MatchPlayer = Callable[[int], tuple[State, int]]
"""Plays the match seeded with the number given out to its end: its final state and
its first dealer."""


class RandomTable:
    """Random players at every seat, match after match, as a simulation seats them:
    the seats draw from one generator they share (``table_generator(seed)``, what
    :func:`~pitchspec.agents.basic.table_agents` gives them) and the cards come from
    the match's own (``generator(seed)``). Both generators are made once for the
    table and seeded again in place for each match
    (:func:`~pitchspec.agents.basic.reseed`), so each match draws what new ones
    would: the same deals and the same choices, without a table of players made
    for every match."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.cards = generator(0)
        """The generator that shuffles and deals the match's cards."""
        self.choices = generator(0)
        """The generator every seat draws its choice from."""
        self.draws = [self.choices.getrandbits] * game.num_players
        """Each seat's ``getrandbits``: the shared generator's."""

    def seat(self, seed: int) -> None:
        """The table made ready for the match seeded ``seed``: the cards' generator
        seeded as ``generator(seed)`` and the players' as ``table_generator(seed)``."""
        reseed(self.cards, seed)
        reseed_text(self.choices, players_seed(seed))

    def play(self, seed: int) -> tuple[State, int]:
        """The match seeded ``seed`` played out (:func:`play_out` with
        ``table_agents(players, seed)`` and ``generator(seed)``): its final state and
        its first dealer."""
        self.seat(seed)
        cards, draws = self.cards, self.draws
        state = self.game.new_initial_state()
        while state.phase is _CUT and not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(state.sample_chance(cards))
            else:
                state.apply_action(draw(draws[state.current_player()], state.legal_actions()))
        first = state.dealer
        _play_random(state, draws, cards)
        return state, first


def count_matches(tally: Tally, game: Game, play: MatchPlayer, seed: int, start: int,
                  stop: int, reached: Callable[[int], bool]) -> None:
    """Matches ``start`` to ``stop - 1`` of a run seeded ``seed`` (each seeded
    :func:`match_seed`) played by ``play`` and counted into ``tally``, whether a
    score reaches the target told by ``reached``."""
    sides = game.seating.sides
    for index in range(start, stop):
        state, first_dealer = play(match_seed(seed, index))
        winners = state.winners
        tally.add_match(state.hands_played, sides, first_dealer, state.scores,
                        winners if winners is not None else (), state.last_settlement,
                        reached)


_CUT: Final = Phase.CUT
