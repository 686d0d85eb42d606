"""The ``--agents`` and ``--budget`` options: who plays the seats a person does not."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from pitchspec.cli.complete import AGENT_NAMES, agent_names

if TYPE_CHECKING:
    from pitchspec.engine import Game

DEFAULT_AGENT = "heuristic"
"""The player of every seat no one names (:data:`pitchspec.agents.DEFAULT_AGENT`)."""
DEFAULT_BUDGET = 100
"""Playouts per decision of a pimc player (:data:`pitchspec.agents.DEFAULT_BUDGET`)."""


def _names(ctx: click.Context, param: click.Parameter, value: str) -> tuple[str, ...]:
    """The names given, checked; while the shell completes a word (click parses the
    line resiliently) they are only split, so a TAB loads no player."""
    if ctx.resilient_parsing:
        return tuple(value.split(","))
    from pitchspec.agents import AgentNameError, parse_agents

    try:
        return parse_agents(value)
    except AgentNameError as err:
        raise click.BadParameter(str(err)) from None


AGENTS = click.option(
    "--agents", "agents", default=DEFAULT_AGENT, show_default=True, callback=_names,
    metavar="NAME[,NAME...]", shell_complete=agent_names,
    help="The players: one name for every seat, or one per seat in seat order "
    f"({', '.join(AGENT_NAMES)}).")
BUDGET = click.option(
    "--budget", type=click.IntRange(min=1), default=DEFAULT_BUDGET, show_default=True,
    help="Playouts per decision for pimc players.")


def seat_agents(names: tuple[str, ...], game: Game) -> tuple[str, ...]:
    """The player of each seat, or a usage error when the count does not fit the table."""
    from pitchspec.agents import AgentNameError, expand

    try:
        return expand(names, game.num_players)
    except AgentNameError as err:
        raise click.BadParameter(str(err), param_hint="--agents") from None
