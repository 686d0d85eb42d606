"""Whole matches the engine plays for the verifier, every deal recorded and kept.

A :class:`Match` is a real match at the verifier's table: from 0-0, dealt by a seeded
generator and played by seeded players, each deal kept as it ended (a
:class:`~pitchspec.smt.witness.replay.Played`, what the properties are judged on) with the
chance outcomes and moves that made it (a :class:`~pitchspec.smt.witness.replay.Recording`).
Its first deals are a deal file (``docs/deal-format.md``) that ``pitchspec play
--deal`` replays from 0-0 to the deal in question: how a refutation by play, or a deal
from scores a match reached, is shown as a whole game.

The engine tells the table's watcher (:attr:`pitchspec.engine.core.rules.Rules.
deal_ends`) the state as each deal ends; the last deal of a match ends with the match.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from pitchspec import model as m
from pitchspec.agents.basic import Agent, RandomAgent, seeded_agents
from pitchspec.agents.scripted import ScriptedAgent, ScriptError, Vocabulary, card_id_of
from pitchspec.engine import SUITS, EngineError, Game, Phase, Seating, State, observe
from pitchspec.matches.logs.deal_file import parse_deal_text
from pitchspec.matches.logs.deals import DealScript, DealScriptError, HandScript
from pitchspec.smt.witness.replay import (
    Played,
    Recording,
    deal_entry,
    deals_document,
    file_chance,
)

DEAL_LIMIT = 80
"""Deals a match may last before the verifier stops playing it (a match between
players who keep each other from going out can last long; its deals so far count)."""


@dataclass
class Deal:
    """One deal of a match: the scores and dealer it started from, what was dealt and
    decided, and the hand as it ended (None when the deal was thrown in with nothing
    scored: there is nothing to judge)."""

    number: int
    dealer: int
    prior: tuple[int, ...]
    events: list[tuple[int, int, Phase | None, int]] = field(default_factory=list)
    """Each step of the deal as it came: (seat or -1 for chance, the chance target,
    the phase a card came in, the action); filed as a deal file only when one is
    written."""
    played: Played | None = None
    start: State | None = None
    """The match as the deal began (kept to continue the match another way)."""

    def recording(self, vocab: Vocabulary) -> Recording:
        """The deal in deal-file terms: the cards by where they went, each seat's moves."""
        rec = Recording()
        for seat, target, phase, action in self.events:
            if seat < 0:
                file_chance(rec, target, phase, action)
            else:
                rec.moves.setdefault(seat, []).append(vocab.label(action))
        return rec


@dataclass
class Match:
    """A real match from 0-0 (or its first deals), deal by deal."""

    variant: m.Variant
    game: Game
    first_dealer: int
    players: str
    """Who played it, in words (``heuristic, random, heuristic, random``)."""
    deals: list[Deal] = field(default_factory=list)
    over: bool = False
    next: Deal | None = None
    """Where a match stopped short of its end: the next deal, not yet played (its start
    kept)."""

    def deal_file(self, upto: int, description: str) -> dict[str, Any]:
        """Its deals up to ``upto`` (from 0) as one deal file from 0-0."""
        vocab = Vocabulary.of(self.variant)
        entries = [deal_entry(self.variant, d.recording(vocab)) for d in self.deals[:upto + 1]]
        return deals_document(self.variant, self.game, self.first_dealer, entries, description)


class _Watcher:
    """Keeps each deal of the match being played as it ends."""

    def __init__(self, match: Match, state: State) -> None:
        self.match = match
        self.state = state
        self.scored = len(state.hands_played)
        self.open = Deal(0, state.dealer, tuple(state.scores), start=_kept(state))
        self.ended = False

    def __call__(self, state: State) -> None:
        if state is self.state:
            self.close(state)

    def close(self, state: State) -> None:
        """The open deal ended as ``state`` shows (a copy is kept)."""
        scored = len(state.hands_played) > self.scored
        self.scored = len(state.hands_played)
        snapshot = _kept(state, scored)
        if not scored:
            snapshot.last_settlement = None
        deal = self.open
        if scored or snapshot.awards_during or snapshot.winners is not None:
            deal.played = Played(self.match.variant, self.match.game, snapshot,
                                 list(deal.prior), Recording(), deal.number)
        self.match.deals.append(deal)
        self.ended = True

    def begin(self, state: State) -> None:
        """The next deal begins (called after the step that ended the last one)."""
        self.open = Deal(len(self.match.deals), state.dealer, tuple(state.scores),
                         start=_kept(state))
        self.ended = False


def _kept(state: State, last: bool = False) -> State:
    """A copy of the match as it stands, keeping of the hands played only the last one
    (``last``) or none: what a deal's judge reads, at a copy's cost that does not grow
    with the match."""
    hands = state.hands_played
    state.hands_played = hands[-1:] if last else []
    try:
        return state.clone()
    finally:
        state.hands_played = hands


def table(variant: m.Variant, seating: Seating) -> Game:
    """The verifier's table for whole matches."""
    return Game(variant, seating.players, teams=seating.teams)


def play(game: Game, agents: Sequence[Agent], rng: random.Random, players: str,
         start: State | None = None, prefix: Sequence[Deal] = (),
         first_dealer: int | None = 0, limit: int = DEAL_LIMIT,
         chance: Callable[[State], int | None] | None = None) -> Match:
    """Play a match to its end (or ``limit`` deals), every deal kept. From ``start``
    (a kept deal's beginning, after the ``prefix`` deals) it continues that match;
    ``chance`` scripts chance outcomes (None from it: drawn from ``rng``)."""
    variant = game.variant
    state = start.clone() if start is not None else game.new_initial_state(first_dealer)
    match = Match(variant, game, state.dealer if first_dealer is None else first_dealer,
                  players, list(prefix))
    watcher = _Watcher(match, state)
    watcher.open.number = len(match.deals)
    game.deal_ends = watcher
    try:
        while not state.is_terminal() and len(match.deals) < limit:
            events = watcher.open.events
            if state.is_chance_node():
                action = chance(state) if chance is not None else None
                if action is None:
                    action = state.sample_chance(rng)
                events.append((-1, state.queue[0], state.phase, action))
            else:
                seat = state.current_player()
                agent = agents[seat]
                # a random player chooses among the legal actions alone: no need to
                # build the whole observation it would ignore (the same choice)
                action = agent.rng.choice(state.legal_actions()) \
                    if type(agent) is RandomAgent else agent.act(observe(state, seat))
                events.append((seat, 0, None, action))
            state.apply_action(action)
            if watcher.ended and not state.is_terminal():
                watcher.begin(state)
    finally:
        game.deal_ends = None
    if state.is_terminal() and not watcher.ended:
        watcher.close(state)
    match.over = state.is_terminal()
    if not match.over and not watcher.ended:
        match.next = watcher.open
    return match


def replay_file(variant: m.Variant, document: dict[str, Any]) -> Played | None:
    """Play a deal file from 0-0 as ``pitchspec play --deal --strict`` does, every move
    as written, and return its last deal as it ended; None when the file does not play
    as written (a move refused or left over, the match over before its last deal)."""
    game = Game(variant, document["players"], document.get("teams"))
    wanted = len(document["deals"])
    try:
        scripted = parse_deal_text(json.dumps(document)).compile(game)
        agents = scripted.agents(seeded_agents(game.num_players, 0), Vocabulary.of(variant),
                                 strict=True)
        match = play(game, agents, random.Random(0), "the deal file",
                     first_dealer=scripted.first_dealer, limit=wanted, chance=scripted.chance)
    except (EngineError, ScriptError):
        return None
    if scripted.left_over() or len(match.deals) != wanted:
        return None
    return match.deals[-1].played


def play_entry(start: State, entry: dict[str, Any], prefix: Sequence[Deal] = (),
               first_dealer: int = 0) -> Played | None:
    """One deal of a deal file (its cards, piles, stock and every move as written)
    played from a kept deal's beginning; None when it does not play as written there."""
    match = play_entry_match(start, entry, prefix, first_dealer)
    return match.deals[-1].played if match is not None else None


def play_entry_match(start: State, entry: dict[str, Any], prefix: Sequence[Deal] = (),
                     first_dealer: int = 0) -> Match | None:
    """:func:`play_entry`, giving the match: ``prefix``'s deals, then this one."""
    game = start.game
    assert isinstance(game, Game)
    k = start.hand_number
    script = DealScript(None, [HandScript()] * k + [_hand_script(entry)])
    vocab = Vocabulary.of(game.variant)
    moves = {int(seat): {k: list(ms)} for seat, ms in entry.get("moves", {}).items()}
    agents = [ScriptedAgent(moves.get(seat, {k: []}), vocab) for seat in range(game.num_players)]
    try:
        match = play(game, agents, random.Random(0), "", start=start, prefix=prefix,
                     first_dealer=first_dealer, limit=len(prefix) + 1, chance=script)
    except (ScriptError, DealScriptError, ValueError):
        return None
    if len(match.deals) <= len(prefix) or any(a.left_over() for a in agents):
        return None
    return match


def _hand_script(entry: dict[str, Any]) -> HandScript:
    def ids(cards: Sequence[str]) -> list[int]:
        found = [card_id_of(c) for c in cards]
        return [c for c in found if c is not None]

    blinds = {int(seat): ids(cs) for seat, cs in entry.get("blinds", {}).items()}
    if "blind" in entry:
        blinds[-1] = ids(entry["blind"])
    trump = entry.get("trump")
    return HandScript({int(seat): ids(cs) for seat, cs in entry.get("hands", {}).items()},
                      ids(entry.get("kitty", [])), ids(entry.get("widow", [])), blinds,
                      ids(entry.get("stock", [])), ids(entry.get("lost", [])),
                      None if trump is None else [s.value for s in SUITS].index(trump))
