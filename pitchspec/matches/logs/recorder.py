"""Recording a match as it is played: the log records, and the events a renderer
shows (the cards dealt, each trick as it closes) that the log leaves out."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pitchspec.agents.basic import Agent
from pitchspec.engine.core.records import Trick
from pitchspec.engine.core.tables import cards_in
from pitchspec.engine.game import Game
from pitchspec.engine.observation import Observation
from pitchspec.engine.step import State
from pitchspec.matches.driver import ChanceSource, MatchResult, play_match
from pitchspec.matches.logs.log_format import ActionLine, EndLine, Record, end_line, hand_line


@dataclass(frozen=True)
class DealShown:
    """The cards each seat was dealt, at the first decision of a deal (not logged)."""

    hand: int
    dealer: int
    dealt: tuple[tuple[int, ...], ...]
    turned: tuple[int, ...]


@dataclass(frozen=True)
class TrickLine:
    """A finished trick (for rendering; not logged: replay re-derives tricks)."""

    hand: int
    number: int
    trick: Trick



Event = Record | DealShown | TrickLine
Listener = Callable[[Event], None]


class Recorder:
    """Watches a match being played and turns it into log records and events.

    Give :meth:`on_action` to :func:`~pitchspec.matches.driver.play_match`: it is called
    with the state *before* each step. What a step caused (a trick closed, a hand
    scored) shows at the next call, at :meth:`flush` (call it before a person is asked
    to decide) or at :meth:`finish`. The last trick of a deal is read from the list
    ``State.tricks`` held when the deal began (the state starts a new list per deal).
    """

    def __init__(self, listeners: tuple[Listener, ...] = ()) -> None:
        self.listeners = listeners
        self.records: list[Record] = []
        self.state: State | None = None
        self._tricks: list[Trick] | None = None
        self._tricks_hand = 0
        self._tricks_seen = 0
        self._hands_seen = 0
        self._shown_deal = -1

    def on_action(self, state: State, player: int, action: int) -> None:
        self.state = state
        self.flush()
        line = ActionLine(state.hand_number + 1, player, action,
                          state.action_to_string(action), state.phase.value)
        self.records.append(line)
        self._emit(line)

    def flush(self) -> None:
        """Report the tricks closed and the hands scored since the last step."""
        state = self.state
        if state is None:
            return
        tricks: list[Trick] | None = getattr(state, "tricks", None)
        if self._tricks is not None:
            self._emit_tricks(self._tricks)
        if tricks is not self._tricks:
            self._tricks, self._tricks_hand, self._tricks_seen = tricks, state.hand_number, 0
            if tricks:
                self._emit_tricks(tricks)
        for played in state.hands_played[self._hands_seen:]:
            line = hand_line(played)
            self.records.append(line)
            self._emit(line)
        self._hands_seen = len(state.hands_played)
        self._show_deal(state)

    def _show_deal(self, state: State) -> None:
        """At the first decision of a deal, show what was dealt."""
        if state.is_chance_node() or state.is_terminal() or \
                state.hand_number == self._shown_deal:
            return
        self._shown_deal = state.hand_number
        self._emit(DealShown(state.hand_number + 1, state.dealer,
                             tuple(tuple(cards_in(h)) for h in state.dealt),
                             tuple(state.turned)))

    def finish(self, state: State) -> EndLine:
        self.state = state
        self.flush()
        line = end_line(state)
        self.records.append(line)
        self._emit(line)
        return line

    def _emit_tricks(self, tricks: list[Trick]) -> None:
        if len(tricks) < self._tricks_seen:  # the list was reused for a new deal
            self._tricks_seen = 0
        for number, trick in enumerate(tricks[self._tricks_seen:], start=self._tricks_seen + 1):
            self._emit(TrickLine(self._tricks_hand + 1, number, trick))
        self._tricks_seen = len(tricks)

    def _emit(self, event: Event) -> None:
        for listener in self.listeners:
            listener(event)


class _Flushing:
    """An agent that lets the recorder report what happened before it decides, so a
    person sees the last trick before being asked for the next card."""

    def __init__(self, agent: Agent, recorder: Recorder) -> None:
        self.agent, self.recorder = agent, recorder

    def act(self, observation: Observation) -> int:
        self.recorder.flush()
        return self.agent.act(observation)


def record_match(game: Game, agents: Sequence[Agent], rng: random.Random,
                 chance: ChanceSource | None = None, first_dealer: int | None = None,
                 listeners: tuple[Listener, ...] = (),
                 scores: Sequence[int] | None = None) -> tuple[MatchResult, list[Record]]:
    """Play a match, telling the listeners each step as it happens; the match and its
    log records."""
    recorder = Recorder(listeners)
    seats = [_Flushing(agent, recorder) for agent in agents]
    result = play_match(game, seats, rng, chance, first_dealer, recorder.on_action, scores)
    recorder.finish(result.state)
    return result, recorder.records
