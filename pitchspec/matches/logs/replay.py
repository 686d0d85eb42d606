"""Replaying a game log: re-execute every step on a fresh state and check the record.

The replay trusts nothing in the log but its actions, and checks those too: every
chance outcome must be a card (or cut, or trump) that could come at that moment, every
decision must be the turn of the seat named and legal for it (PS402 naming the line),
and the result line of each hand and the final line must agree with what the rules
make of those actions (PS405). A header naming another variant, rules that changed
since the log was written, or a log that stops before its end line are PS404. Reading
the log has already checked its chain of hashes (PS410); :func:`check_signature` checks
a signed log's HMAC against the key of whoever recorded it (PS411).
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from pitchspec import catalogue
from pitchspec import model as m
from pitchspec.diagnostics import Diagnostic
from pitchspec.engine.core.rules import EngineError
from pitchspec.engine.game import Game
from pitchspec.engine.step import State
from pitchspec.matches.logs import chain
from pitchspec.matches.logs.log import (
    ActionLine,
    EndLine,
    GameLog,
    HandLine,
    Header,
    Listener,
    Recorder,
    hand_line,
    spec_digest,
)


@dataclass
class ReplayResult:
    """A log that replayed cleanly: the final state and how much was checked."""

    state: State
    actions: int
    hands: int


def players_text(header: Header) -> str:
    """Who played each seat, as the log records it: ``players: seat 0 heuristic, seat 1
    pimc (budget 100, seed 7), ...``; a log of format 2 did not record them."""
    if header.seats is None:
        return f"players: not recorded (log format {header.version})"
    named = {seat.describe() for seat in header.seats}
    if len(named) == 1:
        return f"players: {named.pop()} in every seat"
    return "players: " + ", ".join(f"seat {s} {seat.describe()}"
                                   for s, seat in enumerate(header.seats))


def players_json(header: Header) -> list[dict[str, object]] | None:
    """The seats' players as the log records them, or None (format 2)."""
    return None if header.seats is None else [seat.to_json() for seat in header.seats]


_BARE = re.compile(r"[A-Za-z0-9_-]+(\.pitch)?")
"""A variant's name, or its file's name, with no folder: ``auction_pitch(.pitch)``."""


def spec_path(log: GameLog, log_path: Path) -> Path:
    """The spec a log names, which it may name only as a ``.pitch`` file beside the log
    or below its folder, or as a bundled variant's name (a log of ``play auction_pitch``
    replays from any folder). Anything else (an absolute path, a ``..`` climbing out, a
    link leading out, a file that is not a ``.pitch``) is PS007, refused before it is
    opened: a log is a record of actions, not a way to make the tool read files. A spec
    it may name that is not there is PS404; ``replay --spec`` names one for it."""
    named = log.header.spec
    folder = (log_path.parent if str(log_path.parent) else Path(".")).resolve()
    bare = _BARE.fullmatch(named) is not None
    written = Path(f"{named}.pitch" if bare and not named.endswith(".pitch") else named)
    if written.suffix != ".pitch" or written.is_absolute() or "\\" in named \
            or not named.isprintable():
        raise _outside(log)
    candidate = (folder / written).resolve()
    if not candidate.is_relative_to(folder) or candidate.suffix != ".pitch":
        raise _outside(log)
    if candidate.is_file():
        return candidate
    found = catalogue.find(written.stem) if bare else None
    if found is None:
        raise _fail("PS404", log, 1, f"the spec the log names, {named}, cannot be found",
                    "spec", help="give it with --spec")
    return found


def _outside(log: GameLog) -> EngineError:
    return _fail("PS007", log, 1, f"the log names its spec as {json.dumps(log.header.spec)}: "
                 "a log may name only a bundled variant or a .pitch file in its own folder "
                 "(or below it), so this is not opened", "spec",
                 help="give the spec with --spec")


def check_signature(log: GameLog, key: bytes) -> None:
    """The log must end with the signature of its last chain value under ``key``: PS411
    for a log without one (unsigned, or its signature cut off) and for one whose
    signature this key did not make (signed with another key, or the log rewritten and
    its chain recomputed by someone without the key). The key is never shown."""
    if log.signature is None:
        last = log.records[-1][0] if log.records else 1
        raise _fail("PS411", log, last, "the log is not signed, so it cannot be shown to "
                    "be the match recorded with this key", help="a signed log ends with a "
                    "'signature' line written by 'pitchspec play --log FILE --sign-key KEY'")
    number, claimed = log.signature
    if not chain.signs(key, log.chain, claimed):
        raise _fail("PS411", log, number, "the signature does not match the key given: "
                    "the log was signed with another key, or rewritten after it was signed",
                    "hmac")


def replay(log: GameLog, variant: m.Variant, listeners: Sequence[Listener] = ()) -> ReplayResult:
    """Re-execute the log under the variant's rules; EngineError at the first problem."""
    state = _fresh_state(log, variant)
    checker = _Checker(log, state, Recorder(tuple(listeners)) if listeners else None)
    for number, record in log.records:
        checker.check(number, record)
    if not checker.ended:
        last = log.records[-1][0] if log.records else 1
        raise _fail("PS404", log, last, f"the log stops at line {last} without its end "
                    "line: it is truncated", help="a complete log ends with a line of "
                    "type 'end' giving the winners and final scores")
    if checker.recorder is not None:
        checker.recorder.finish(state)
    return ReplayResult(state, checker.actions, len(state.hands_played))


def _fail(code: str, log: GameLog, line: int, message: str, key: str | None = None,
          help: str | None = None) -> EngineError:
    return EngineError([Diagnostic(code, message, log.span(line, key), help=help)])


def _fresh_state(log: GameLog, variant: m.Variant) -> State:
    """A new match at the table the header describes, after checking the header."""
    header = log.header
    if header.variant != variant.name:
        raise _fail("PS404", log, 1, f"the log records a match of '{header.variant}', "
                    f"not of '{variant.name}'", "variant",
                    help="replay it with the spec it was played with (--spec)")
    if header.spec_sha256 != spec_digest(variant):
        raise _fail("PS404", log, 1, f"the rules of '{variant.name}' have changed since "
                    "the log was written (the spec digest differs)", "spec_sha256",
                    help="replay it with the version of the spec it was played with")
    try:
        game = Game(variant, header.players, header.teams, header.max_hands)
    except EngineError as err:
        reason = "; ".join(d.message for d in err.diagnostics)
        raise _fail("PS404", log, 1, f"the header's table cannot be seated: {reason}",
                    "players") from None
    if game.seating.sides != header.sides:
        raise _fail("PS404", log, 1, f"the header's sides {list(header.sides)} are not the "
                    f"sides of this table {list(game.seating.sides)}", "sides")
    dealer = header.first_dealer
    if dealer is not None and not 0 <= dealer < game.num_players:
        raise _fail("PS404", log, 1, f"first dealer {dealer} is not a seat of this table",
                    "first_dealer")
    scores = header.scores
    if scores is not None and len(scores) != game.seating.num_sides:
        raise _fail("PS404", log, 1, f"the header gives {len(scores)} starting scores for "
                    f"{game.seating.num_sides} sides", "scores")
    return game.new_initial_state(dealer, scores)


class _Checker:
    """Walks the records in order against the replayed state."""

    def __init__(self, log: GameLog, state: State, recorder: Recorder | None) -> None:
        self.log, self.state, self.recorder = log, state, recorder
        self.pending: list[tuple[int, HandLine]] = []  # (line of the finishing action, hand)
        self.seen_hands = 0
        self.ended = False
        self.actions = 0

    def check(self, number: int, record: ActionLine | HandLine | EndLine) -> None:
        if self.ended:
            raise _fail("PS404", self.log, number, f"line {number} follows the end line",
                        "type")
        if isinstance(record, ActionLine):
            self._no_pending(number)
            self._step(number, record)
        elif isinstance(record, HandLine):
            self._hand(number, record)
        else:
            self._end(number, record)

    def _no_pending(self, number: int) -> None:
        if self.pending:
            after, hand = self.pending[0]
            raise _fail("PS405", self.log, number, f"hand {hand.hand} ended with the action "
                        f"on line {after}, but the log records no result for it before "
                        f"line {number}", "type")

    def _step(self, number: int, record: ActionLine) -> None:
        state, log = self.state, self.log
        if state.is_terminal():
            raise _fail("PS402", log, number, f"line {number}: the match is already over",
                        "action")
        self._check_turn(number, record)
        self._check_hand_number(number, record)
        if record.action not in state.legal_actions():
            raise _fail("PS402", log, number, self._illegal(number, record), "action")
        label = state.action_to_string(record.action)
        if record.label != label:
            raise _fail("PS404", log, number, f"line {number}: the label '{record.label}' does "
                        f"not name action {record.action}, which is '{label}'", "label")
        if self.recorder is not None:
            self.recorder.on_action(state, record.player, record.action)
        try:
            state.apply_action(record.action)
        except ValueError as err:
            raise _fail("PS402", log, number, f"line {number}: {err}", "action") from None
        self.actions += 1
        for played in state.hands_played[self.seen_hands:]:
            self.pending.append((number, hand_line(played)))
        self.seen_hands = len(state.hands_played)

    def _check_turn(self, number: int, record: ActionLine) -> None:
        state = self.state
        expected = state.current_player()
        if record.player == expected:
            return
        if state.is_chance_node():
            why = f"a chance step (a card dealt or drawn) comes next, not seat {record.player}"
        elif record.player < 0:
            why = f"seat {expected} must decide here, but the line is a chance step"
        else:
            why = f"it is seat {expected}'s turn, not seat {record.player}'s"
        raise _fail("PS402", self.log, number, f"line {number}: {why}", "player")

    def _check_hand_number(self, number: int, record: ActionLine) -> None:
        actual = self.state.hand_number + 1
        if record.hand != actual:
            raise _fail("PS404", self.log, number, f"line {number} says hand {record.hand}, "
                        f"but the replay is in hand {actual}", "hand")

    def _illegal(self, number: int, record: ActionLine) -> str:
        state = self.state
        what = state.action_to_string(record.action)
        if record.player < 0:
            return f"line {number}: '{what}' cannot come from the deck now"
        legal = ", ".join(state.action_to_string(a) for a in state.legal_actions())
        return (f"line {number}: seat {record.player} may not play '{what}' now "
                f"(legal: {legal})")

    def _hand(self, number: int, record: HandLine) -> None:
        if not self.pending:
            raise _fail("PS405", self.log, number, f"line {number} records the result of hand "
                        f"{record.hand}, but the replayed hand is not over", "type")
        _, expected = self.pending.pop(0)
        _compare(self.log, number, f"hand {expected.hand}", record.comparable(),
                 expected.comparable())

    def _end(self, number: int, record: EndLine) -> None:
        self._no_pending(number)
        state = self.state
        if not state.is_terminal():
            raise _fail("PS404", self.log, number, f"the log ends the match at line {number}, "
                        f"but the replayed match goes on (hand {state.hand_number + 1}): "
                        "actions are missing", "type")
        expected = EndLine(tuple(state.winners or ()), state.drawn, tuple(state.scores),
                           len(state.hands_played))
        _compare(self.log, number, "the match", record.to_json(), expected.to_json())
        self.ended = True


def _compare(log: GameLog, number: int, what: str, recorded: dict[str, object],
             replayed: dict[str, object]) -> None:
    """PS405 at the first field where the log and the replay disagree."""
    for key, value in replayed.items():
        if recorded.get(key) != value:
            raise _fail("PS405", log, number, f"line {number}: '{key}' of {what} differs "
                        f"from the replay: recorded {_show(recorded.get(key))}, replayed "
                        f"{_show(value)}", key)


def _show(value: object) -> str:
    return json.dumps(value)
