"""Scripted deals: a JSON file that fixes the cards of a match, and optionally its moves.

A deal file makes a worked example reproduce exactly: ``pitchspec play SPEC --deal
FILE``. It is one JSON object (see ``docs/deal-format.md`` for a complete example)::

    {
      "format": "pitchspec-deal",        optional; if given, exactly this
      "version": 1,                      optional; if given, 1
      "description": "...",              optional text, ignored (also allowed per deal)
      "variant": "pitch",                optional; if given, the spec's variant name
      "players": 4,                      optional; if given, the table's player count
      "first_dealer": 3,                 optional seat; otherwise the cut is random
      "scores": [0, 10, 10],             optional: the starting scores, one per side
      "deals": [                         required: the first deals of the match, in order
        {
          "hands":  {"0": ["JS", ...], "1": [...], ...},   required: every seat
          "kitty":  ["AH", ...],         exactly the variant's kitty, if it has one
          "widow":  [...],               exactly the variant's widow, if it has one
          "blinds": {"0": [...], ...},   per-player blinds, if the variant deals them
          "blind":  [...],               a single blind pile, if the variant deals one
          "stock":  ["JH", ...],         optional: the next cards off the stock, in order
          "lost":   [...],               optional: look-or-not cards lookers lose, in order
          "trump":  "hearts",            optional: the suit (lower case), where trump is random
          "moves":  {"1": ["bid 2", "AS", ...], ...}       optional scripted decisions
          "actions": [[1, "bid 2"], [2, "pass"], ...]      or: one ordered list
        }
      ]
    }

Seats are numbered from 0 in the direction of play; a seat map is an object keyed by
seat number (``"0"``, ``"1"``...) or a list with one entry per seat. Cards are written
as in specs: ``AS``, ``10H``, ``JC``, ``joker``, ``big joker``, ``little joker``.

Each seat's ``hands`` entry holds exactly the cards the variant deals one player (the
sum of its packets); no card may appear twice in a deal, and every card must be in the
variant's deck. ``stock`` lists, in order, the cards that come off the stock after the
deal: turned-up trump cards, cards run, draws after tricks, refills. When it runs out
further cards come at random (from ``--seed``), as do all deals after the last one
given. ``deals[i]`` is the i-th deal of the match counting deals thrown in (all pass).

``moves`` lists, per seat, the decisions that seat takes in this deal, in order, as
labels: ``"pass"``, ``"bid 2"``, ``"bid Shoot the moon"`` (or ``"bid moon"``), ``"trump
spades"``, ``"stand"``, ``"beg"``, ``"done"``, a card such as ``"AS"`` to play or
discard it, or an action number. When a seat's moves for a deal run out, its usual
player (random, or the person at the terminal) decides. A move that is not legal when
its turn comes stops the match with PS402 at that move. ``actions`` instead lists the
deal's decisions in the order they are made, as ``[seat, move]`` pairs: an entry for a
seat not to act is out of turn (PS402), never held back for its seat's turn. Under
``play --strict`` a scripted seat running out of moves, and any scripted move left
over at the end, are PS402 too. ``scores`` starts the match from the middle: one
score per side, or per seat (each giving its side's). The log's header records the
first dealer and the starting scores, so replay starts the same way.

The format's shape is the JSON Schema ``pitchspec/schemas/deal-file.schema.json``.
Invalid files are refused before anything is played, with every problem located at
the offending value (PS403): JSON syntax errors at their line and column, what breaks
the schema (unknown fields, a value of the wrong kind), unknown card names, a card
dealt twice, a wrong number of cards, seats out of range, a variant or player count
that does not match the table.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from json.decoder import scanstring  # type: ignore[attr-defined]
from pathlib import Path
from typing import Any

from pitchspec.diagnostics import Diagnostic
from pitchspec.engine.agents import (
    Agent,
    Move,
    OrderedScript,
    ScriptedAgent,
    ScriptedSeat,
    ScriptError,
    Vocabulary,
)
from pitchspec.engine.core.rules import EngineError, read_input
from pitchspec.engine.deals import DealScript, DealScriptError
from pitchspec.engine.game import Game
from pitchspec.engine.step import State
from pitchspec.limits import MAX_NESTING, too_deep
from pitchspec.source import SourceFile, Span

FORMAT = "pitchspec-deal"
VERSION = 1

JPath = tuple[str | int, ...]
"""Where a value sits in the JSON document: keys and list indexes from the top."""


# --------------------------------------------------------------------------- positions


_SCALAR = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?|true|false|null|NaN"
                     r"|-?Infinity")
_SPACE = " \t\r\n"


class _Positions:
    """The character range of every value (and object key) of a valid JSON text."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.values: dict[JPath, tuple[int, int]] = {}
        self.keys: dict[JPath, tuple[int, int]] = {}
        self.duplicates: list[JPath] = []
        self._value(self._space(0), ())

    def _space(self, i: int) -> int:
        while i < len(self.text) and self.text[i] in _SPACE:
            i += 1
        return i

    def _value(self, i: int, path: JPath) -> int:
        ch = self.text[i]
        if ch == "{":
            end = self._object(i, path)
        elif ch == "[":
            end = self._array(i, path)
        elif ch == '"':
            end = int(scanstring(self.text, i + 1)[1])
        else:
            match = _SCALAR.match(self.text, i)
            end = match.end() if match else i + 1
        self.values[path] = (i, end)
        return end

    def _object(self, i: int, path: JPath) -> int:
        i = self._space(i + 1)
        if self.text[i] == "}":
            return i + 1
        while True:
            key, key_end = scanstring(self.text, i + 1)
            here = (*path, key)
            if here in self.keys:
                self.duplicates.append(here)
            self.keys[here] = (i, int(key_end))
            i = self._space(self._space(int(key_end)) + 1)  # past the colon
            i = self._space(self._value(i, here))
            if self.text[i] == "}":
                return i + 1
            i = self._space(i + 1)

    def _array(self, i: int, path: JPath) -> int:
        i = self._space(i + 1)
        index = 0
        if self.text[i] == "]":
            return i + 1
        while True:
            i = self._space(self._value(i, (*path, index)))
            index += 1
            if self.text[i] == "]":
                return i + 1
            i = self._space(i + 1)


# --------------------------------------------------------------------------- document


@dataclass
class DealDocument:
    """A deal file read and parsed (JSON syntax checked); not yet fitted to a table."""

    path: str
    text: str
    data: dict[str, Any]
    positions: _Positions

    @property
    def players(self) -> int | None:
        """The player count the file states, when it is a whole number."""
        value = self.data.get("players")
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    @cached_property
    def source(self) -> SourceFile:
        """The file with its line index, built once: a file with many problems is
        located in time linear in its size."""
        return SourceFile(self.path, self.text)

    def span(self, path: JPath, key: bool = False) -> Span:
        """The span of the value at ``path`` (or of its key), else of its nearest parent."""
        source = self.source
        table = self.positions.keys if key else self.positions.values
        for cut in range(len(path), -1, -1):
            found = table.get(path[:cut]) or self.positions.values.get(path[:cut])
            if found is not None:
                return source.span(*found)
        return source.span(0, 0)

    def compile(self, game: Game) -> ScriptedDeal:
        """Fit the file to a table: every check, all problems at once (PS403)."""
        from pitchspec.engine.deal_check import Compiler

        return Compiler(self, game).run()


def read_deal_file(path: Path) -> DealDocument:
    """Read a deal file and check its JSON syntax; EngineError (PS403) when it cannot."""
    return parse_deal_text(read_input(path, "PS403", "deal file"), str(path))


def parse_deal_text(text: str, path: str = "<deal>") -> DealDocument:
    """A deal document from its text; JSON errors located at their line and column."""
    source = SourceFile(path, text)
    deep = too_deep(text)
    if deep is not None:
        raise EngineError([Diagnostic("PS403", f"the deal file nests arrays and objects more "
                                      f"than {MAX_NESTING} deep", source.span(deep, deep + 1),
                                      help="see docs/deal-format.md for the format")])
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise EngineError([Diagnostic("PS403", f"the deal file is not valid JSON: {err.msg}",
                                      source.span(err.pos, min(err.pos + 1, len(text))),
                                      help="see docs/deal-format.md for the format")]) from None
    if not isinstance(data, dict):
        raise EngineError([Diagnostic("PS403", "a deal file is one JSON object with a "
                                      "'deals' list", source.span(0, min(1, len(text))))])
    return DealDocument(path, text, data, _Positions(text))


# --------------------------------------------------------------------------- compiled


@dataclass
class ScriptedDeal:
    """A deal file fitted to a table: the chance script and the scripted moves."""

    document: DealDocument
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
