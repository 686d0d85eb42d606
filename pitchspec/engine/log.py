"""Game logs: a match written as JSON lines, one line per thing that happened.

A log is UTF-8 text, one JSON object per line, each with a ``type`` and a ``chain``:

``header`` (the first line, exactly once)
    ``format`` ("pitchspec-log"), ``version`` (2), ``variant`` (its name), ``spec`` (the
    spec file as given to ``play``), ``spec_sha256`` (a digest of the variant's rules,
    see :func:`spec_digest`), ``players``, ``teams`` (the partnership flag given to the
    table, or null for the variant's default), ``sides`` (the side of each seat),
    ``seed`` (null when the deal came from a file alone), ``first_dealer`` (null when
    the cut was a chance step, recorded as the first action), ``max_hands``, and
    ``scores`` (the scores the match starts from, one per side; only when a deal file
    gives them).
``action`` (one per step of the match, chance steps included)
    ``hand`` (1-based deal number), ``player`` (the seat, or -1 for chance: a card
    dealt, turned or drawn, the cut for deal, a random trump), ``action`` (the action
    number) and ``label`` (its name: ``"bid 2"``, ``"AS"``, ``"pass"``).
``hand`` (after the action that finished a scored hand)
    ``hand``, ``dealer``, ``trump`` (suit name), ``contract`` (``bidder``, ``level``,
    ``doubled``, ``special``; null without an auction), ``made`` (true, false, or null),
    ``awards`` (in counting order: ``point``, ``side``, ``value``, ``card``), ``during``
    (points scored during the deal: turn-ups, gifts), ``tricks``, ``scores`` (every
    side's score after the hand).
``end`` (after the last action)
    ``winners`` (sides), ``draw`` (true when the hand limit ended the match),
    ``scores``, ``hands`` (scored hands).
``signature`` (only in a signed log, the very last line, without a chain)
    ``algorithm`` ("hmac-sha256") and ``hmac``: see :mod:`pitchspec.engine.chain`.

Every line's ``chain`` hashes the line with the chain of the line before it (the
header's starts from ``spec_sha256``), so a line changed, moved or removed after the
log was written is PS410 at the first line that differs (:mod:`pitchspec.engine.chain`).
Every line's shape is a JSON Schema shipped in the package
(``pitchspec/schemas/game-log-header.schema.json`` for the first line,
``game-log-line.schema.json`` for the others); a field the schema does not name, a
field written twice, or a value of the wrong kind (``"version": true``) is refused.
Reading checks every line against its schema and its chain and reports the first bad
one as PS404 (malformed) or PS410 (altered) with its line number. A log of format
version 1 (before the chain) is refused: it cannot show it was not rewritten, so the
match is to be recorded again. Writing goes to a temporary file renamed into place, so
a log is either complete or absent. Re-executing a log is
:mod:`pitchspec.engine.replay`'s job.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from pitchspec import model as m
from pitchspec import schemas
from pitchspec.diagnostics import Diagnostic
from pitchspec.engine import chain
from pitchspec.engine.agents import Agent, card_id_of
from pitchspec.engine.core.records import Award, Contract, Trick
from pitchspec.engine.core.rules import EngineError, read_input
from pitchspec.engine.core.tables import SUITS, card_name, cards_in
from pitchspec.engine.driver import ChanceSource, MatchResult, play_match
from pitchspec.engine.game import Game
from pitchspec.engine.observation import Observation
from pitchspec.engine.step import State
from pitchspec.export import variant_data
from pitchspec.limits import MAX_NESTING, too_deep
from pitchspec.output import write_atomic
from pitchspec.source import SourceFile, Span

T = TypeVar("T")

FORMAT = "pitchspec-log"
VERSION = 2
CHANCE_PLAYER = -1
HEADER_SCHEMA = "game-log-header"
LINE_SCHEMA = "game-log-line"
_LINE_TYPES = ("action", "hand", "end", chain.SIGNATURE)

_PROSE = ("title", "aliases", "sources", "notes")


def spec_digest(variant: m.Variant) -> str:
    """The sha256 of the variant's resolved rules as JSON (``pitchspec show``), without
    the prose (title, aliases, sources, notes) and the file path: a log stays valid when
    a comment changes or the spec moves, and is refused when a rule changes."""
    data = {k: v for k, v in variant_data(variant).items() if k not in _PROSE}
    data["derived"] = {k: v for k, v in data["derived"].items() if k != "source_file"}
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


# --------------------------------------------------------------------------- records


@dataclass(frozen=True)
class Header:
    """The first line: which rules, which table, which seed."""

    variant: str
    spec: str
    spec_sha256: str
    players: int
    teams: bool | None
    sides: tuple[int, ...]
    seed: int | None
    first_dealer: int | None
    max_hands: int
    scores: tuple[int, ...] | None = None
    """The scores the match starts from (one per side), when not all 0."""

    def to_json(self) -> dict[str, Any]:
        data = {"type": "header", "format": FORMAT, "version": VERSION,
                "variant": self.variant, "spec": self.spec, "spec_sha256": self.spec_sha256,
                "players": self.players, "teams": self.teams, "sides": list(self.sides),
                "seed": self.seed, "first_dealer": self.first_dealer,
                "max_hands": self.max_hands}
        if self.scores is not None:
            data["scores"] = list(self.scores)
        return data


@dataclass(frozen=True)
class ActionLine:
    """One step: a seat's decision, or a chance outcome (player -1)."""

    hand: int
    player: int
    action: int
    label: str
    phase: str = ""
    """The phase the step was taken in (for rendering; not written to the log)."""

    def to_json(self) -> dict[str, Any]:
        return {"type": "action", "hand": self.hand, "player": self.player,
                "action": self.action, "label": self.label}


@dataclass(frozen=True)
class HandLine:
    """A scored hand: contract, awards and everyone's score afterwards."""

    hand: int
    dealer: int
    trump: str
    contract: Contract | None
    made: bool | None
    awards: tuple[Award, ...]
    during: tuple[Award, ...]
    tricks: int
    scores: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        contract = None if self.contract is None else {
            "bidder": self.contract.bidder, "level": self.contract.level,
            "doubled": self.contract.doubled, "special": self.contract.special}
        return {"type": "hand", "hand": self.hand, "dealer": self.dealer, "trump": self.trump,
                "contract": contract, "made": self.made,
                "awards": [_award_json(a) for a in self.awards],
                "during": [_award_json(a) for a in self.during],
                "tricks": self.tricks, "scores": list(self.scores)}

    def comparable(self) -> dict[str, Any]:
        """What replay compares: everything but the line type."""
        data = self.to_json()
        del data["type"]
        return data


@dataclass(frozen=True)
class EndLine:
    """The last line: who won (or a draw by the hand limit) and the final scores."""

    winners: tuple[int, ...]
    draw: bool
    scores: tuple[int, ...]
    hands: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "end", "winners": list(self.winners), "draw": self.draw,
                "scores": list(self.scores), "hands": self.hands}


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


Record = ActionLine | HandLine | EndLine
Event = Record | DealShown | TrickLine
Listener = Callable[[Event], None]


def _award_json(award: Award) -> dict[str, Any]:
    return {"point": award.point, "side": award.side, "value": award.value,
            "card": None if award.card is None else card_name(award.card)}


def hand_line(played: dict[str, object]) -> HandLine:
    """The log line for one entry of ``State.hands_played``."""
    contract = played["contract"]
    made = played["made"]
    trump = played["trump"]
    return HandLine(
        hand=_int(played["hand"]) + 1, dealer=_int(played["dealer"]),
        trump=SUITS[trump].value if isinstance(trump, int) and 0 <= trump < 4 else "none",
        contract=contract if isinstance(contract, Contract) else None,
        made=made if isinstance(made, bool) else None,
        awards=_items(played["awards"], Award), during=_items(played["during"], Award),
        tricks=_int(played["tricks"]), scores=_items(played["scores"], int))


def _int(value: object) -> int:
    assert isinstance(value, int)
    return value


def _items(value: object, kind: type[T]) -> tuple[T, ...]:
    assert isinstance(value, tuple | list) and all(isinstance(v, kind) for v in value)
    return tuple(value)


def end_line(state: State) -> EndLine:
    return EndLine(tuple(state.winners or ()), state.drawn, tuple(state.scores),
                   len(state.hands_played))


# --------------------------------------------------------------------------- recording


class Recorder:
    """Watches a match being played and turns it into log records and events.

    Give :meth:`on_action` to :func:`~pitchspec.engine.driver.play_match`: it is called
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


# --------------------------------------------------------------------------- files


@dataclass
class GameLog:
    """A log in memory: the header and the records, each with its line number."""

    header: Header
    records: list[tuple[int, Record]] = field(default_factory=list)
    path: str = "<log>"
    text: str = ""
    chain: str = ""
    """The chain value of the last line read (the end line of a complete log)."""
    signature: tuple[int, str] | None = None
    """The line and the HMAC of the signature line of a signed log, as read."""

    def to_text(self, key: bytes | None = None) -> str:
        """The log's text, every line chained, and signed with ``key`` if one is given."""
        lines = [self.header.to_json()] + [r.to_json() for _, r in self.records]
        sealed = chain.seal(lines, self.header.spec_sha256, key)
        return "".join(json.dumps(line, separators=(", ", ": ")) + "\n" for line in sealed)

    def span(self, line: int, key: str | None = None) -> Span:
        """The span of a line of the log, or of one key's value on it."""
        return line_span(self.path, self.text, line, key)


def new_header(game: Game, spec: str, seed: int | None, first_dealer: int | None,
               teams: bool | None, scores: Sequence[int] | None = None) -> Header:
    variant = game.variant
    return Header(variant.name, spec, spec_digest(variant), game.num_players, teams,
                  game.seating.sides, seed, first_dealer, game.max_hands,
                  tuple(scores) if scores is not None else None)


def make_log(header: Header, records: list[Record]) -> GameLog:
    return GameLog(header, [(i + 2, r) for i, r in enumerate(records)])


def write_log(log: GameLog, path: Path, key: bytes | None = None) -> None:
    """Write the log to ``path`` (all of it, or nothing), signed with ``key`` if one is
    given; OutputError (PS006) when it cannot."""
    write_atomic(path, log.to_text(key))


def line_span(path: str, text: str, line: int, key: str | None = None) -> Span:
    """The span of a 1-based line (or of the value of ``"key":`` on it)."""
    source = SourceFile(path, text)
    lines = text.split("\n")
    if not 1 <= line <= len(lines):
        return source.span(len(text), len(text))
    start = sum(len(x) + 1 for x in lines[:line - 1])
    body = lines[line - 1]
    if key is not None:
        at = body.find(f'"{key}":')
        if at >= 0:
            value = at + len(key) + 3
            while value < len(body) and body[value] == " ":
                value += 1
            return source.span(start + value, start + _value_end(body, value))
    return source.span(start, start + max(1, len(body)))


def _value_end(body: str, start: int) -> int:
    """Where the JSON value starting at ``start`` of a line ends (roughly: its extent)."""
    try:
        _, end = json.JSONDecoder().raw_decode(body, start)
        return int(end)
    except ValueError:
        return len(body)


def _error(path: str, text: str, line: int, message: str, key: str | None = None,
           help: str | None = None, code: str = "PS404") -> EngineError:
    return EngineError([Diagnostic(code, message, line_span(path, text, line, key),
                                   help=help)])


def read_log(path: Path) -> GameLog:
    """Read and check every line of a log; EngineError (PS404) at the first bad line."""
    return parse_log(read_input(path, "PS404", "game log"), str(path))


def parse_log(text: str, path: str = "<log>") -> GameLog:
    """A log from its text; EngineError naming the first malformed line (PS404) or the
    first line that does not follow from the lines before it (PS410)."""
    lines = list(_numbered(text))
    if not lines:
        raise _error(path, text, 1, "the game log is empty",
                     help="a log starts with a header line written by 'pitchspec play --log'")
    first_no, first = lines[0]
    data = _json_line(path, text, first_no, first)
    log = GameLog(_build(path, text, first_no, data, _header), path=path, text=text)
    log.chain = _follow(log, first_no, data, log.header.spec_sha256)
    for number, body in lines[1:]:
        if log.signature is not None:
            raise _error(path, text, number, f"line {number} follows the signature line, "
                         "which ends a signed log", "type")
        data = _json_line(path, text, number, body)
        if data.get("type") == chain.SIGNATURE:
            _build(path, text, number, data, _signature)
            log.signature = (number, data["hmac"])
            continue
        log.records.append((number, _build(path, text, number, data, _record)))
        log.chain = _follow(log, number, data, log.chain)
    return log


def _numbered(text: str) -> Iterator[tuple[int, str]]:
    for number, body in enumerate(text.split("\n"), start=1):
        if body.strip():
            yield number, body


class _Bad(Exception):
    """A line breaks its schema or names what is not a card: the message and the key."""

    def __init__(self, message: str, key: str | None = None) -> None:
        self.message, self.key = message, key
        super().__init__(message)


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object whose keys are all different: a field written twice is refused
    (JSON readers disagree on which of the two counts)."""
    data: dict[str, Any] = {}
    for key, value in pairs:
        if key in data:
            raise _Bad(f"the field '{key}' is written twice", key)
        data[key] = value
    return data


def _json_line(path: str, text: str, number: int, body: str) -> dict[str, Any]:
    """One line as a JSON object (no key twice), or PS404 naming the line; a line nested
    deeper than any log line nests is refused before it is parsed."""
    if too_deep(body) is not None:
        raise _error(path, text, number, f"line {number} is nested more than "
                     f"{MAX_NESTING} deep: no log line nests so deep")
    try:
        data = json.loads(body, object_pairs_hook=_unique)
    except json.JSONDecodeError as err:
        raise _error(path, text, number, f"line {number} is not JSON: {err.msg} "
                     f"(column {err.colno})") from None
    except ValueError as err:  # a number too long to read
        raise _error(path, text, number, f"line {number} is not JSON: {err}") from None
    except _Bad as bad:
        raise _error(path, text, number, f"line {number}: {bad.message}", bad.key) from None
    if not isinstance(data, dict):
        raise _error(path, text, number, f"line {number} is not a JSON object")
    return data


def _build(path: str, text: str, number: int, data: dict[str, Any],
           build: Callable[[dict[str, Any]], T]) -> T:
    try:
        return build(data)
    except _Bad as bad:
        raise _error(path, text, number, f"line {number}: {bad.message}", bad.key) from None


def _follow(log: GameLog, number: int, data: dict[str, Any], previous: str) -> str:
    """The chain value of a line, which must be the one it carries (PS410 if not: the
    line, or one before it, was changed after the log was written)."""
    expected = chain.link(previous, data)
    if data[chain.CHAIN] == expected:
        return expected
    what = "the header was changed after the log was written: its chain hash does not " \
        "match its fields" if number == 1 else "the log was changed here after it was " \
        "written (this line edited, or a line inserted, moved or removed before it): its " \
        "chain hash does not follow from the lines before it"
    raise _error(log.path, log.text, number, f"line {number}: {what}", chain.CHAIN,
                 help="each line of a log carries a hash chained to the one before it "
                 "(docs/logs.rst); record the match again", code="PS410")


def _checked(schema: str, data: dict[str, Any]) -> None:
    """The first problem of a line against its schema (``game-log-header`` or
    ``game-log-line``), as _Bad at the top-level field it is in (a missing chain only
    when nothing else is wrong). A line of a known type is checked against that type's
    definition alone (the same checks, less work)."""
    kind = data.get("type")
    part = kind if schema == LINE_SCHEMA and kind in _LINE_TYPES else None
    found = schemas.problems(schema, data, part)
    if not found:
        return
    # a line with no chain that is malformed besides is shown for what is malformed
    telling = [p for p in found if p.fields != (chain.CHAIN,) or p.keyword != "required"]
    problem = min(telling or found, key=lambda p: len(p.path))
    top = problem.path[0] if problem.path else None
    key = top if isinstance(top, str) else None
    if schema == HEADER_SCHEMA and key in ("type", "format", None) and \
            (key is not None or "type" in problem.fields or "format" in problem.fields):
        raise _Bad(f"the first line must be the header ('type': 'header', "
                   f"'format': '{FORMAT}'); is this a pitchspec game log?")
    if schema == LINE_SCHEMA and key == "type" and problem.keyword == "enum":
        if data["type"] == "header":
            raise _Bad("a second header: only the first line is a header", "type")
        raise _Bad(f"unknown line type {json.dumps(data['type'])} (expected 'action', "
                   "'hand', 'end' or 'signature')", "type")
    if problem.keyword == "additionalProperties":
        where = f"{key}: " if key is not None and len(problem.path) > 1 else ""
        raise _Bad(f"{where}unknown field '{problem.fields[0]}': a log line has only the "
                   "fields of its type (docs/logs.rst)", key)
    raise _Bad(schemas.plain(problem), key)


def _header(data: dict[str, Any]) -> Header:
    if data.get("type") == "header" and data.get("format") == FORMAT and "version" in data:
        _version(data["version"])
    _checked(HEADER_SCHEMA, data)
    scores = data.get("scores")
    return Header(data["variant"], data["spec"], data["spec_sha256"], data["players"],
                  data["teams"], tuple(data["sides"]), data["seed"], data["first_dealer"],
                  data["max_hands"], tuple(scores) if scores is not None else None)


def _version(version: object) -> None:
    """The header's format version must be this reader's (a whole number, not true)."""
    if type(version) is int and version == VERSION:
        return
    if type(version) is int and version == 1:
        raise _Bad("log format version 1 has no chain of hashes, so whether it was "
                   f"rewritten cannot be told; this pitchspec reads version {VERSION}: "
                   "record the match again with 'pitchspec play --log'", "version")
    raise _Bad(f"log format version {json.dumps(version)} is not {VERSION}", "version")


def _signature(data: dict[str, Any]) -> None:
    _checked(LINE_SCHEMA, data)


def _record(data: dict[str, Any]) -> Record:
    _checked(LINE_SCHEMA, data)
    kind = data["type"]
    if kind == "action":
        return ActionLine(data["hand"], data["player"], data["action"], data["label"])
    if kind == "hand":
        return _hand(data)
    return EndLine(tuple(data["winners"]), data["draw"], tuple(data["scores"]), data["hands"])


def _hand(data: dict[str, Any]) -> HandLine:
    raw = data["contract"]
    contract = None if raw is None else Contract(raw["bidder"], raw["level"], raw["doubled"],
                                                 raw["special"])
    return HandLine(data["hand"], data["dealer"], data["trump"], contract, data["made"],
                    _awards(data, "awards"), _awards(data, "during"), data["tricks"],
                    tuple(data["scores"]))


def _awards(data: dict[str, Any], key: str) -> tuple[Award, ...]:
    """The awards of a scored hand; each card named must be a card."""
    out = []
    for raw in data[key]:
        card = raw["card"]
        card_id = None if card is None else card_id_of(card)
        if card is not None and card_id is None:
            raise _Bad(f"{key}: {card!r} is not a card", key)
        out.append(Award(raw["point"], raw["side"], raw["value"], card_id))
    return tuple(out)
