"""The lines of a game log and the log as a whole: what each line holds, how a match
becomes a log and how a log is written (the format is described in
:mod:`pitchspec.matches.logs.log`; reading is :mod:`pitchspec.matches.logs.log_read`)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from pitchspec import model as m
from pitchspec.agents import SeatPlayer
from pitchspec.engine import SUITS, Award, Contract, Game, State, card_name
from pitchspec.export import variant_data
from pitchspec.matches.logs import chain
from pitchspec.output import write_atomic
from pitchspec.source import SourceFile, Span

T = TypeVar("T")

FORMAT = "pitchspec-log"
VERSION = 3
"""The format this pitchspec writes: 3 names the player of each seat (``seats``)."""
READS = (2, 3)
"""The formats it reads: a version 2 log (before ``seats``) replays, its players unknown."""
CHANCE_PLAYER = -1
_PROSE = ("title", "aliases", "names", "sources", "notes")


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
    teams: int | None
    sides: tuple[int, ...]
    seed: int | None
    first_dealer: int | None
    max_hands: int
    scores: tuple[int, ...] | None = None
    """The scores the match starts from (one per side), when not all 0."""
    seats: tuple[SeatPlayer, ...] | None = None
    """The player of each seat; None in a log of format 2, which did not record them."""
    version: int = VERSION
    """The log format the header was written in (a log read keeps its own)."""

    def to_json(self) -> dict[str, Any]:
        data = {"type": "header", "format": FORMAT, "version": self.version,
                "variant": self.variant, "spec": self.spec, "spec_sha256": self.spec_sha256,
                "players": self.players, "teams": self.teams, "sides": list(self.sides),
                "seed": self.seed, "first_dealer": self.first_dealer,
                "max_hands": self.max_hands}
        if self.scores is not None:
            data["scores"] = list(self.scores)
        if self.seats is not None:
            data["seats"] = [seat.to_json() for seat in self.seats]
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



Record = ActionLine | HandLine | EndLine


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
               teams: int | None, scores: Sequence[int] | None = None,
               seats: Sequence[SeatPlayer] | None = None) -> Header:
    """The header of a match about to be played; ``seats`` names each seat's player
    (required by the format: a log written without it says ``unknown`` players)."""
    variant = game.variant
    players = tuple(seats) if seats is not None else \
        (SeatPlayer("unknown"),) * game.num_players
    return Header(variant.name, spec, spec_digest(variant), game.num_players, teams,
                  game.seating.sides, seed, first_dealer, game.max_hands,
                  tuple(scores) if scores is not None else None, players)


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
