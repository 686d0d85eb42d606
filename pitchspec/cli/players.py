"""The ``--agents`` and ``--budget`` options: who plays the seats a person does not."""

from __future__ import annotations

import click

from pitchspec.agents import (
    DEFAULT_AGENT,
    DEFAULT_BUDGET,
    AgentNameError,
    expand,
    parse_agents,
)
from pitchspec.engine.game import Game


def _names(ctx: click.Context, param: click.Parameter, value: str) -> tuple[str, ...]:
    try:
        return parse_agents(value)
    except AgentNameError as err:
        raise click.BadParameter(str(err)) from None


AGENTS = click.option(
    "--agents", "agents", default=DEFAULT_AGENT, show_default=True, callback=_names,
    metavar="NAME[,NAME...]",
    help="The players: one name for every seat, or one per seat in seat order "
    "(random, first, heuristic, pimc).")
BUDGET = click.option(
    "--budget", type=click.IntRange(min=1), default=DEFAULT_BUDGET, show_default=True,
    help="Playouts per decision for pimc players.")


def seat_agents(names: tuple[str, ...], game: Game) -> tuple[str, ...]:
    """The player of each seat, or a usage error when the count does not fit the table."""
    try:
        return expand(names, game.num_players)
    except AgentNameError as err:
        raise click.BadParameter(str(err), param_hint="--agents") from None
