"""`pitchspec simulate`: many matches, and what happened in them."""

from __future__ import annotations

import sys
from pathlib import Path

import click
from rich.console import Console
from rich.progress import Progress

from pitchspec.cli.common import (
    FORMAT,
    INCLUDE,
    MAX_HANDS,
    PLAYERS,
    SEED,
    TEAMS,
    fresh_seed,
    load_warning,
    refusals,
)
from pitchspec.cli.players import AGENTS, BUDGET, seat_agents
from pitchspec.engine.batch import supports
from pitchspec.engine.game import Game
from pitchspec.engine.stats import print_report, report_json, run_simulation


@click.command(name="simulate")
@click.argument("spec", type=click.Path(path_type=Path, dir_okay=False))
@click.option("-n", "--matches", type=click.IntRange(min=1), required=True,
              help="How many matches to play.")
@PLAYERS
@TEAMS
@SEED
@click.option("--jobs", "-j", type=click.IntRange(min=1), default=1, show_default=True,
              help="Worker processes (the results do not depend on it).")
@MAX_HANDS
@click.option("--engine", type=click.Choice(["auto", "batch", "reference"]), default="auto",
              show_default=True, help="The numpy batch kernel (for the variants it supports), "
              "the one-action-at-a-time reference engine, or whichever fits.")
@AGENTS
@BUDGET
@INCLUDE
@FORMAT
def simulate_command(spec: Path, matches: int, players: int | None, teams: bool | None,
                     seed: int | None, jobs: int, max_hands: int, engine: str,
                     agents: tuple[str, ...], budget: int,
                     include: tuple[Path, ...], fmt: str) -> None:
    """Play many matches between heuristic players (or those --agents names) and
    report what happened.

    SPEC is a spec file or the name of a bundled variant ('pitchspec list')."""
    with refusals(fmt):
        variant = load_warning(spec, include)
        game = Game(variant, players, teams, max_hands)
    agents = seat_agents(agents, game)
    random_only = set(agents) == {"random"}
    if engine == "batch" and not random_only:
        raise click.BadParameter("the batch kernel plays random players only: "
                                 "add --agents random", param_hint="--engine")
    lacks = supports(variant)
    if engine == "batch" and lacks:
        click.echo(f"the batch kernel cannot run {variant.name}: {'; '.join(lacks)}", err=True)
        sys.exit(1)
    use_batch = random_only and (engine == "batch" or (engine == "auto" and not lacks))
    seed = fresh_seed() if seed is None else seed
    err = Console(stderr=True)
    with Progress(console=err, transient=True, disable=not err.is_terminal) as bar:
        task = bar.add_task(f"{variant.name}: {matches} matches", total=matches)
        data = run_simulation(game, matches, seed, jobs, use_batch, teams,
                              lambda n: bar.advance(task, n), agents, budget)
    if fmt == "json":
        click.echo(report_json(data))
    else:
        print_report(data, Console(width=120))
