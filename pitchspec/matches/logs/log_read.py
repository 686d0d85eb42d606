"""Reading a game log: every line checked against its schema and its chain of hashes,
the first bad one reported with its line number (PS404 malformed, PS410 altered)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

from pitchspec import schemas
from pitchspec.agents import SeatPlayer
from pitchspec.agents.scripted import card_id_of
from pitchspec.diagnostics import Diagnostic
from pitchspec.engine import Award, Contract, EngineError
from pitchspec.limits import MAX_NESTING, too_deep
from pitchspec.matches.logs import chain
from pitchspec.matches.logs.inputs import read_input
from pitchspec.matches.logs.log_format import (
    FORMAT,
    READS,
    VERSION,
    ActionLine,
    EndLine,
    GameLog,
    HandLine,
    Header,
    Record,
    line_span,
)

T = TypeVar("T")

HEADER_SCHEMA = "game-log-header"
LINE_SCHEMA = "game-log-line"
_LINE_TYPES = ("action", "hand", "end", chain.SIGNATURE)


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
                  data["max_hands"], tuple(scores) if scores is not None else None,
                  _seats(data), data["version"])


def _seats(data: dict[str, Any]) -> tuple[SeatPlayer, ...] | None:
    """The player of each seat: required from format 3 on, one per seat; absent from a
    format 2 log (written before players were recorded)."""
    raw = data.get("seats")
    if data["version"] == 2:
        if raw is not None:
            raise _Bad("a log of format version 2 has no 'seats' (they came with "
                       "version 3)", "seats")
        return None
    if raw is None:
        raise _Bad(f"the header of a version {data['version']} log names the player of "
                   "each seat ('seats')", "version")
    if len(raw) != data["players"]:
        raise _Bad(f"'seats' names {len(raw)} players for a table of {data['players']}",
                   "seats")
    return tuple(SeatPlayer(s["player"], s["budget"], s["seed"]) for s in raw)


def _version(version: object) -> None:
    """The header's format version must be this reader's (a whole number, not true)."""
    if type(version) is int and version in READS:
        return
    if type(version) is int and version == 1:
        raise _Bad("log format version 1 has no chain of hashes, so whether it was "
                   "rewritten cannot be told; this pitchspec reads versions 2 and 3: "
                   "record the match again with 'pitchspec play --log'", "version")
    raise _Bad(f"log format version {json.dumps(version)} is not {VERSION} (this pitchspec "
               "reads versions 2 and 3)", "version")


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
