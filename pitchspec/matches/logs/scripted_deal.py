"""A deal file fitted to a table: the chance script the match deals from, and the
scripted moves its seats play, each remembered with where it sits in the file so a
move that cannot be played is reported there (PS402, PS403).

Built by :class:`~pitchspec.matches.logs.deal_check.Compiler`; read through
:meth:`pitchspec.matches.logs.deal_file.DealDocument.compile`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from pitchspec.agents.basic import (
    Agent,
    Move,
    OrderedScript,
    ScriptedAgent,
    ScriptedSeat,
    ScriptError,
    Vocabulary,
)
from pitchspec.diagnostics import Diagnostic
from pitchspec.engine.core.rules import EngineError
from pitchspec.engine.step import State
from pitchspec.matches.logs.deal_text import DealText, JPath
from pitchspec.matches.logs.deals import DealScript, DealScriptError
from pitchspec.source import Span


@dataclass
class ScriptedDeal:
    """A deal file fitted to a table: the chance script and the scripted moves."""

    document: DealText
    script: DealScript
    moves: dict[int, dict[int, list[Move]]] = field(default_factory=dict)
    """Per seat, per deal (0-based): the scripted moves."""
    move_paths: dict[tuple[int, int], JPath] = field(default_factory=dict)
    card_paths: dict[tuple[int, int], list[JPath]] = field(default_factory=dict)
    ordered: dict[int, list[tuple[int, Move]]] = field(default_factory=dict)
    """Per deal (0-based): the single ordered list of (seat, move), where given."""
    scores: list[int] | None = None
    """The scores the match starts from, one per side, where given."""
    seats: list[ScriptedSeat] = field(default_factory=list)
    """The scripted seats of the match being played (set by :meth:`agents`)."""

    @property
    def first_dealer(self) -> int | None:
        return self.script.first_dealer

    def chance(self, state: State) -> int | None:
        """The scripted chance outcome (None: draw at random); PS403 if it cannot come."""
        try:
            outcome = self.script(state)
        except DealScriptError as err:
            raise EngineError([Diagnostic("PS403", str(err), self._deal_span(state))]) from None
        if outcome is not None and outcome not in (a for a, _ in state.chance_outcomes()):
            paths = self.card_paths.get((state.hand_number, outcome), [])
            where = self.document.span(paths[-1]) if paths else self._deal_span(state)
            raise EngineError([Diagnostic(
                "PS403", f"deal {state.hand_number + 1}: "
                f"{state.action_to_string(outcome)} cannot come at this point of the deal",
                where, help="a lost card must be in the looker's hand; a stock card may "
                "not have been dealt already")])
        return outcome

    def agents(self, defaults: Sequence[Agent], vocabulary: Vocabulary,
               strict: bool = False) -> list[Agent]:
        """Scripted seats play their moves first, then their default agent decides;
        under ``strict`` a scripted seat whose moves run out is an error instead."""
        ordered = OrderedScript(self.ordered, vocabulary)
        self.seats = [ScriptedSeat(
            ScriptedAgent(self.moves[seat], vocabulary, fallback=None if strict else agent)
            if seat in self.moves else None, ordered, agent, strict)
            for seat, agent in enumerate(defaults)]
        return list(self.seats)

    def diagnose(self, err: ScriptError) -> Diagnostic:
        """PS402 at the scripted move that could not be played."""
        span = self._move_span(err.seat, err.hand, err.index, err.ordered)
        return Diagnostic("PS402", f"deal {err.hand + 1}, seat {err.seat}: {err.reason}", span)

    def left_over(self) -> list[Diagnostic]:
        """PS402 at every scripted move the match never came to (for --strict)."""
        if not self.seats:
            return []
        found = []
        for hand, index in self.seats[0].ordered.left_over():
            seat, move = self.ordered[hand][index]
            found.append((hand, seat, index, move, True))
        for seat, agent in enumerate(self.seats):
            if agent.seat_moves is not None:
                found += [(hand, seat, i, agent.seat_moves.moves[hand][i], False)
                          for hand, i in agent.seat_moves.left_over()]
        return [Diagnostic("PS402", f"deal {hand + 1}, seat {seat}: scripted move "
                           f"'{move}' was never played: the "
                           + ("deal" if hand < len(self.script.deals) else "match")
                           + " ended before it", self._move_span(seat, hand, i, ordered),
                           help="--strict refuses moves left over; remove them or fix the "
                           "moves before them")
                for hand, seat, i, move, ordered in sorted(found)]

    def _move_span(self, seat: int, hand: int, index: int, ordered: bool) -> Span:
        if ordered:
            return self.document.span(("deals", hand, "actions", index))
        base = self.move_paths.get((seat, hand))
        return self.document.span((*base, index)) if base is not None else \
            self.document.span(())

    def _deal_span(self, state: State) -> Span:
        return self.document.span(("deals", state.hand_number))
