"""`pitchspec simulate`: many matches, and what happened in them."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from pitchspec.cli.common import (
    FORMAT,
    INCLUDE,
    MAX_HANDS,
    PLAYERS,
    SEED,
    TEAMS,
    USAGE,
    PathArg,
    fresh_seed,
    load_warning,
    refusals,
    refuse,
)
from pitchspec.cli.complete import spec_names
from pitchspec.cli.players import AGENTS, BUDGET, seat_agents

if TYPE_CHECKING:
    from pitchspec.engine import Game


@click.command(name="simulate")
@click.argument("spec", type=PathArg(path_type=Path, dir_okay=False), shell_complete=spec_names)
@click.option("-n", "--matches", type=click.IntRange(min=1), required=True,
              help="How many matches to play.")
@PLAYERS
@TEAMS
@SEED
@click.option("--jobs", "-j", type=click.IntRange(min=1), default=1, show_default=True,
              help="Worker processes (the results do not depend on it).")
@click.option("--dask", "dask", metavar="ADDRESS", default=None,
              envvar="DASK_SCHEDULER_ADDRESS", show_envvar=True,
              help="Run the matches on the Dask distributed scheduler at ADDRESS "
              "(tcp://host:8786) instead of local processes; the results are the same. "
              "Needs the 'dist' extra, and pitchspec installed on the workers. An "
              "address from the environment gives way to --jobs on the command line.")
@MAX_HANDS
@click.option("--engine", type=click.Choice(["auto", "batch", "reference"]), default="auto",
              show_default=True, help="The numpy batch kernel (for the variants it supports), "
              "the one-action-at-a-time reference engine, or whichever fits.")
@AGENTS
@BUDGET
@INCLUDE
@FORMAT
def simulate_command(spec: Path, matches: int, players: int | None, teams: int | None,
                     seed: int | None, jobs: int, dask: str | None, max_hands: int, engine: str,
                     agents: tuple[str, ...], budget: int,
                     include: tuple[Path, ...], fmt: str) -> None:
    """Play many matches between heuristic players (or those --agents names) and
    report what happened: how often each bid is made (with 95% intervals), points per
    deal, match length, wins by seat, lead changes and which point decides the match.

    SPEC is a spec file or the name of a bundled variant ('pitchspec list')."""
    from pitchspec.cli.console import Console
    from pitchspec.engine import EngineError, Game
    from pitchspec.engine.kernel import refusal
    from pitchspec.matches.report import print_report, report_json
    from pitchspec.matches.stats import batch_refusal

    dask = _scheduler(click.get_current_context(), dask, fmt)
    with refusals(fmt):
        variant = load_warning(spec, include)
        game = Game(variant, players, teams, max_hands)
    agents = seat_agents(agents, game)
    refused = batch_refusal(agents)
    if engine == "batch" and refused:
        raise click.BadParameter(f"{refused}: add --agents random", param_hint="--engine")
    lacks = refusal(variant, game.num_players, teams)
    if engine == "batch" and refused:
        click.echo(refused, err=True)
        sys.exit(1)
    if engine == "batch" and lacks is not None:
        with refusals(fmt):  # PS420: each construct the kernel cannot run, named
            raise EngineError([lacks])
    use_batch = engine == "batch" or (engine == "auto" and lacks is None and refused is None)
    seed = fresh_seed() if seed is None else seed
    with refusals(fmt):
        data = _run(game, matches, seed, jobs, use_batch, teams, agents, dask, budget)
    if fmt == "json":
        click.echo(report_json(data))
    else:
        print_report(data, Console(width=120))


def _scheduler(ctx: click.Context, dask: str | None, fmt: str) -> str | None:
    """The scheduler's address to run on, checked before anything is loaded or any
    connection tried: a malformed address is PS008 and exit 2 (a usage error). An
    address taken from DASK_SCHEDULER_ADDRESS gives way to --jobs given on the command
    line."""
    from pitchspec.diagnostics import Diagnostic
    from pitchspec.scheduler import AddressError, parse_address
    from pitchspec.source import Span

    source = ctx.get_parameter_source("dask")
    from_environment = source is click.core.ParameterSource.ENVIRONMENT
    if dask is None or (from_environment and ctx.get_parameter_source("jobs")
                        is click.core.ParameterSource.COMMANDLINE):
        return None
    try:
        parse_address(dask)
    except AddressError as err:
        origin = "DASK_SCHEDULER_ADDRESS" if from_environment else "--dask"
        refuse([Diagnostic("PS008", f"{_shown(dask)} is not a Dask scheduler's address: "
                           f"{err}", Span(origin, 0, 0, 0, 0))], fmt, USAGE)
    return dask


def _shown(address: str) -> str:
    """An address as a message quotes it: at most 60 characters of it."""
    return repr(address if len(address) <= 60 else address[:57] + "...")


def _run(game: Game, matches: int, seed: int, jobs: int, use_batch: bool, teams: int | None,
         agents: tuple[str, ...], dask: str | None, budget: int) -> dict[str, Any]:
    """The simulation with a progress bar on a terminal; a Dask scheduler that cannot
    be reached (or Dask missing) is PS008."""
    from rich.progress import Progress

    from pitchspec.cli.console import Console
    from pitchspec.diagnostics import Diagnostic
    from pitchspec.engine import EngineError
    from pitchspec.matches.stats import run_simulation
    from pitchspec.source import Span

    err = Console(stderr=True)
    with Progress(console=err, transient=True, disable=not err.is_terminal) as bar:
        task = bar.add_task(f"{game.variant.name}: {matches} matches", total=matches)
        try:
            return run_simulation(game, matches, seed, jobs, use_batch, teams,
                                  lambda n: bar.advance(task, n), agents, dask,
                                  budget)
        except ImportError as error:
            if dask is None:
                raise
            raise EngineError([Diagnostic(
                "PS008", f"cannot run on the Dask scheduler at {dask}: Dask is not "
                f"installed ({error})", Span("--dask", 0, 0, 0, 0),
                help="install the 'dist' extra: pip install 'pitchspec[dist]'")]) from None
        except OSError as error:  # Unreachable: refused, silent, not a scheduler, no workers
            if dask is None:
                raise
            raise EngineError([Diagnostic(
                "PS008", f"cannot run on the Dask scheduler at {dask}: {error}",
                Span("--dask", 0, 0, 0, 0))]) from None
