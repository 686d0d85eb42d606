"""One match played, as ``pitchspec play`` plays it, kept as a :class:`Match`."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pitchspec import catalogue
from pitchspec.model import Variant

if TYPE_CHECKING:
    from pitchspec.matches.logs.log import GameLog


@dataclass(frozen=True)
class Match:
    """A match played: who played, the seed, how it ended, the story and the log."""

    seed: int
    """The seed that deals the cards and drives the random players: the same seed (and
    players) plays the same match, here or with ``pitchspec play SPEC --seed``."""
    players: tuple[str, ...]
    """Each seat's player, in seat order."""
    sides: tuple[int, ...]
    """The side each seat plays for (partners share one)."""
    winners: tuple[int, ...]
    """The winning sides (empty for a draw)."""
    drawn: bool
    """Whether the hand limit ended the match undecided."""
    scores: tuple[int, ...]
    """Each side's final score."""
    hands: int
    """The deals scored."""
    text: str
    """The match as ``pitchspec play`` prints it: the table, every deal's cards, bids
    and tricks, each deal's points and scores, and the result."""
    data: dict[str, Any]
    """The match as ``pitchspec play SPEC --format json`` prints it (header, deals, end)."""
    log: GameLog
    """The game log, as ``pitchspec play --log`` writes it (see :meth:`write_log`)."""
    spec: Path
    """The spec file played."""

    def __str__(self) -> str:
        return self.text

    def write_log(self, path: str | Path, key: bytes | None = None) -> Path:
        """Write the match as a game log (JSON lines, each chained to the one before)
        for ``pitchspec replay``; signed with ``key`` (HMAC-SHA256) if one is given. The
        log names its spec as ``play --log`` does: a bundled variant by its name, a file
        in the log's folder or below by its path from there, else by the path played
        (replay that with ``--spec``). Written whole or not at all. Returns the path."""
        from pitchspec.matches.logs.log import make_log, write_log

        target = Path(path)
        header = dataclasses.replace(self.log.header, spec=log_name(self.spec, target))
        write_log(make_log(header, [record for _, record in self.log.records]), target, key)
        return target


def log_name(spec: Path, log_path: Path | None) -> str:
    """How a log names its spec so that ``pitchspec replay`` finds it (the rule of
    ``play --log``): the path from the log's folder when the spec lies there or below,
    else the bundled variant's name when the spec is that variant's file, else the path
    as given."""
    file = spec.resolve()
    if log_path is not None:
        folder = (log_path.parent if str(log_path.parent) else Path(".")).resolve()
        if file.is_relative_to(folder):
            return file.relative_to(folder).as_posix()
    bundled = catalogue.find(file.stem)
    if bundled is not None and (bundled.resolve() == file
                                or bundled.read_bytes() == file.read_bytes()):
        return file.stem
    return str(spec)


def agent_names(agents: str | Sequence[str]) -> tuple[str, ...]:
    """The players named: ``"heuristic"``, ``"pimc,random"`` or a list of names;
    ValueError (an :class:`~pitchspec.agents.AgentNameError`) for a name that is none."""
    from pitchspec.agents import parse_agents

    return parse_agents(agents if isinstance(agents, str) else ",".join(agents))


def play(variant: Variant, spec: Path, seed: int | None, agents: str | Sequence[str],
         players: int | None, teams: int | None, max_hands: int, budget: int) -> Match:
    """Play one match of ``variant`` as ``pitchspec play`` does (see
    :meth:`pitchspec.Spec.play`)."""
    from pitchspec.agents import describe, expand, make_agents, seat_players
    from pitchspec.engine import Game
    from pitchspec.matches.logs.log import make_log, new_header, record_match
    from pitchspec.matches.logs.render import JsonRenderer, TextRenderer, header_text

    game = Game(variant, players, teams, max_hands)
    seed = random.SystemRandom().randrange(1_000_000) if seed is None else seed
    names = expand(agent_names(agents), game.num_players)
    header = new_header(game, log_name(spec, None), seed, None, teams, None,
                        seat_players(names, seed, budget))
    lines = [header_text(header, variant.title), f"players: {describe(names, budget)}"]
    collector = JsonRenderer(header)
    text = TextRenderer(lines.append, game.seating.sides)
    result, records = record_match(game, make_agents(names, game, seed, budget),
                                   random.Random(seed), listeners=(text, collector))
    state = result.state
    return Match(seed, names, game.seating.sides, tuple(state.winners or ()), state.drawn,
                 tuple(state.scores), len(state.hands_played), "\n".join(lines) + "\n",
                 collector.data, make_log(header, records), spec)

