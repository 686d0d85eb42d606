"""`pitchspec play` and `pitchspec replay`: one match, and a log played again."""

from __future__ import annotations

import io
import json
import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

import click

from pitchspec import catalogue
from pitchspec.cli.common import (
    FORMAT,
    INCLUDE,
    MAX_HANDS,
    PLAYERS,
    SEED,
    TEAMS,
    PathArg,
    fresh_seed,
    load_warning,
    refusals,
    writable,
)
from pitchspec.cli.complete import spec_names
from pitchspec.cli.players import AGENTS, BUDGET, seat_agents

if TYPE_CHECKING:
    from pitchspec.agents.basic import Agent
    from pitchspec.engine import Game
    from pitchspec.matches.logs.deal_file import ScriptedDeal
    from pitchspec.matches.logs.log import GameLog, Listener, Record


@click.command()
@click.argument("spec", type=PathArg(path_type=Path, dir_okay=False), shell_complete=spec_names)
@PLAYERS
@TEAMS
@SEED
@click.option("--human", type=click.IntRange(min=0), default=None,
              help="Play this seat yourself, at the terminal.")
@click.option("--deal", "deal_path", type=PathArg(path_type=Path, dir_okay=False),
              help="Fix the deals (and optionally the moves) from a deal file "
              "(docs/deal-format.md).")
@click.option("--strict", is_flag=True, default=False,
              help="With --deal: refuse a match in which a scripted seat runs out of moves "
              "or scripted moves are left over (no random player takes over).")
@click.option("--log", "log_path", type=PathArg(path_type=Path, dir_okay=False),
              help="Write the match as a game log (JSON lines) for 'pitchspec replay'.")
@click.option("--sign-key", "sign_key", type=PathArg(path_type=Path, dir_okay=False),
              help="With --log: sign the log with the secret key in this file "
              "(HMAC-SHA256), so 'replay --verify-key' can prove it is the match played.")
@MAX_HANDS
@AGENTS
@BUDGET
@INCLUDE
@FORMAT
def play(spec: Path, players: int | None, teams: int | None, seed: int | None,
         human: int | None, deal_path: Path | None, strict: bool, log_path: Path | None,
         sign_key: Path | None, max_hands: int, agents: tuple[str, ...], budget: int,
         include: tuple[Path, ...], fmt: str) -> None:
    """Play one match: heuristic players (or those --agents names), a scripted deal,
    or you at a seat (--human) against them.

    SPEC is a spec file or the name of a bundled variant ('pitchspec list')."""
    from pitchspec.agents import HUMAN, describe, make_agents, seat_players
    from pitchspec.agents.human import HumanAgent
    from pitchspec.agents.scripted import Vocabulary
    from pitchspec.engine import Game
    from pitchspec.matches.logs.chain import read_key
    from pitchspec.matches.logs.deal_file import read_deal_file
    from pitchspec.matches.logs.log import make_log, new_header
    from pitchspec.matches.logs.render import JsonRenderer, TextRenderer, header_text

    writable(log_path, "--log")
    if strict and deal_path is None:
        raise click.BadParameter("--strict checks a scripted match: give --deal",
                                 param_hint="--strict")
    if sign_key is not None and log_path is None:
        raise click.BadParameter("--sign-key signs the log: give --log",
                                 param_hint="--sign-key")
    with refusals(fmt):
        key = read_key(sign_key) if sign_key is not None else None  # before anyone plays
        variant = load_warning(spec, include)
        document = read_deal_file(deal_path) if deal_path is not None else None
        count = players if players is not None or document is None else document.players
        if teams is None and document is not None:  # the table the file was played at
            teams = document.teams
        game = Game(variant, count, teams, max_hands)
        if human is not None and human >= game.num_players:
            raise click.BadParameter(f"seat {human} is not at this table of "
                                     f"{game.num_players} (seats 0 to {game.num_players - 1})",
                                     param_hint="--human")
        scripted = document.compile(game) if document is not None else None
        seed = fresh_seed() if seed is None else seed
        vocabulary = Vocabulary.of(variant)
        names = seat_agents(agents, game)
        seats: list[Agent] = make_agents(names, game, seed, budget)
        recorded = tuple(HUMAN if s == human else n for s, n in enumerate(names))
        header = new_header(game, _log_name(spec, log_path), seed,
                            scripted.first_dealer if scripted is not None else None, teams,
                            scripted.scores if scripted is not None else None,
                            seat_players(recorded, seed, budget))
        if human is not None:
            out = sys.stderr if fmt == "json" else sys.stdout
            seats[human] = HumanAgent(_typed(), out, vocabulary)
            names = tuple("you" if s == human else n for s, n in enumerate(names))
        if scripted is not None:
            seats = scripted.agents(seats, vocabulary, strict)
        listener: Listener
        if fmt == "json":
            listener = collector = JsonRenderer(header, show_hands=human is None)
        else:
            click.echo(header_text(header, variant.title))
            click.echo(f"players: {describe(names, budget)}")
            listener = TextRenderer(click.echo, game.seating.sides, show_hands=human is None)
        records = _play(game, seats, seed, scripted, listener, strict)
        if log_path is not None:  # first: a log that cannot be written is the only JSON
            _write(log_path, make_log(header, records), key)
        if fmt == "json":
            click.echo(collector.text())


def _typed() -> TextIO:
    """Standard input for the person at the table: bytes that are not text in its
    encoding read as U+FFFD (then "not understood"), never as an error."""
    stream = sys.stdin
    if isinstance(stream, io.TextIOWrapper):
        stream.reconfigure(errors="replace")
    return stream


def _log_name(spec: Path, log_path: Path | None) -> str:
    """How the log names its spec, in a form replay accepts (see
    :func:`pitchspec.matches.logs.replay.spec_path`): the path from the log's folder when the
    spec lies there or below, else the bundled variant's name when the spec is that
    variant's file, byte for byte (a checkout's spec/ as well as the installed
    catalogue), else the path as given (replaying that log then takes --spec)."""
    from pitchspec.pipeline import resolve_spec

    file = resolve_spec(spec).resolve()
    if log_path is not None:
        folder = (log_path.parent if str(log_path.parent) else Path(".")).resolve()
        if file.is_relative_to(folder):
            return file.relative_to(folder).as_posix()
    bundled = catalogue.find(file.stem)
    if bundled is not None and (bundled.resolve() == file or _same_bytes(bundled, file)):
        return file.stem
    return str(spec)


def _same_bytes(one: Path, other: Path) -> bool:
    """Whether two spec files hold the same bytes (each read bounded, as any spec)."""
    try:
        return _spec_bytes(one) == _spec_bytes(other)
    except (OSError, ValueError):
        return False


def _spec_bytes(path: Path) -> bytes:
    from pitchspec.limits import BYTES_PER_CHAR, read_bytes_bounded
    from pitchspec.parse import MAX_CHARS

    return read_bytes_bounded(path, BYTES_PER_CHAR * MAX_CHARS, "spec file")


def _play(game: Game, agents: list[Agent], seed: int, scripted: ScriptedDeal | None,
          listener: Listener, strict: bool) -> list[Record]:
    """Play the match; a scripted move that cannot be played is PS402 at that move, and
    under --strict so is every scripted move left over."""
    from pitchspec.agents.scripted import ScriptError
    from pitchspec.engine import EngineError
    from pitchspec.matches.logs.log import record_match

    chance = scripted.chance if scripted is not None else None
    try:
        _, records = record_match(
            game, agents, random.Random(seed), chance,
            scripted.first_dealer if scripted is not None else None, (listener,),
            scripted.scores if scripted is not None else None)
    except ScriptError as err:
        if scripted is None:
            raise
        raise EngineError([scripted.diagnose(err)]) from None
    left = scripted.left_over() if scripted is not None and strict else []
    if left:
        raise EngineError(left)
    return records


def _write(path: Path, log: GameLog, key: bytes | None) -> None:
    """Write the log whole (a temporary file renamed into place) or not at all, signed
    when a key is given; a log that cannot be written is PS006 (the caller's refusals
    print it, exit 1)."""
    from pitchspec.matches.logs.log import write_log

    write_log(log, path, key)
    click.echo(f"{'signed log' if key is not None else 'log'} written to {path}", err=True)


@click.command()
@click.argument("log_file", type=PathArg(path_type=Path, dir_okay=False))
@click.option("--spec", "spec", type=PathArg(path_type=Path, dir_okay=False),
              shell_complete=spec_names,
              help="The spec (file or bundled variant name) to replay against "
              "(default: the one the log names, which may only be a bundled variant or "
              "a .pitch file in the log's folder or below it).")
@click.option("--verify-key", "verify_key", type=PathArg(path_type=Path, dir_okay=False),
              help="Require the log to be signed with the secret key in this file "
              "(play --sign-key): an unsigned log, or one signed with another key, is "
              "refused.")
@INCLUDE
@FORMAT
def replay(log_file: Path, spec: Path | None, verify_key: Path | None,
           include: tuple[Path, ...], fmt: str) -> None:
    """Re-execute a game log: every line as written, every action legal, every score as
    recorded (and, with --verify-key, signed with that key)."""
    from pitchspec.matches.logs.chain import read_key
    from pitchspec.matches.logs.log import read_log
    from pitchspec.matches.logs.replay import check_signature, players_json, players_text, spec_path
    from pitchspec.matches.logs.replay import replay as replay_log

    with refusals(fmt):
        key = read_key(verify_key) if verify_key is not None else None
        log = read_log(log_file)
        if key is not None:
            check_signature(log, key)
        path = spec if spec is not None else spec_path(log, log_file)
        result = replay_log(log, load_warning(path, include))
    state = result.state
    signed = log.signature is not None
    if fmt == "json":
        click.echo(json.dumps({"log": str(log_file), "ok": True, "actions": result.actions,
                               "hands": result.hands, "winners": list(state.winners or ()),
                               "draw": state.drawn, "scores": list(state.scores),
                               "seats": players_json(log.header),
                               "signed": signed, "verified": key is not None}, indent=2))
        return
    click.echo(f"{log_file}: replayed {result.actions} actions and {result.hands} hands of "
               f"{log.header.variant}: every line as written, every action legal, every "
               f"score as recorded; {_signed_text(signed, key is not None)}")
    click.echo(players_text(log.header))


def _signed_text(signed: bool, verified: bool) -> str:
    if verified:
        return "signed with the key given"
    if signed:
        return "signed (give --verify-key to check the signature)"
    return "not signed"
