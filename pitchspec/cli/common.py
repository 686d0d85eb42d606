"""What every command shares: options, refusals as rendered diagnostics, exit codes.

Exit status: 0 clean, 1 findings, 2 usage errors. No rules logic lives here.

This module is imported whenever the command line is (a shell's TAB completion
included), so it imports only click at the top: the loader, the engine and the
renderers are imported inside the functions that use them.
"""

from __future__ import annotations

import functools
import os
import random
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import click

if TYPE_CHECKING:
    from pitchspec.diagnostics import Diagnostic
    from pitchspec.model import Variant


class PathArg(click.Path):
    """A path option or argument; a path holding a NUL character is a usage error (exit 2).

    click's own check asks the operating system about the path, which raises on NUL.
    """

    def convert(self, value: str | os.PathLike[str], param: click.Parameter | None,
                ctx: click.Context | None) -> str | bytes | os.PathLike[str]:
        if "\0" in str(value):
            self.fail(f"{str(value)!r} is not a path: it holds a NUL character", param, ctx)
        return super().convert(value, param, ctx)


INCLUDE = click.option("--include", "-I", "include", multiple=True,
                       type=PathArg(path_type=Path, file_okay=False, exists=True),
                       help="Also look for 'extends' parents in this folder (repeatable).")
FORMAT = click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text",
                      show_default=True, help="Output for people (text) or programs (json).")
FORMAT_SARIF = click.option("--format", "fmt", type=click.Choice(["text", "json", "sarif"]),
                            default="text", show_default=True,
                            help="Output for people (text), programs (json) or CI "
                            "annotations (sarif: SARIF 2.1.0, docs/command-line.rst).")
PLAYERS = click.option("--players", type=click.IntRange(min=1), default=None,
                       help="Seat this many players (default: 4 if allowed, else the "
                       "fewest the variant allows).")
def TEAMS(command: Callable[..., Any]) -> Callable[..., Any]:
    """``--teams/--no-teams`` and ``--team-count N``, given to the command as one
    ``teams``: None (as the variant says), False (alone), True (partnerships, in the
    first form the rules give) or the number of teams of a form (2 for six players in
    two teams of three)."""

    @functools.wraps(command)
    def merged(*args: Any, teams: bool | None, team_count: int | None,
               **kwargs: Any) -> Any:
        if team_count is not None and teams is False:
            raise click.BadParameter("--no-teams seats each alone: drop one of them",
                                     param_hint="--team-count")
        return command(*args, teams=team_count if team_count is not None else teams,
                       **kwargs)

    merged = click.option("--team-count", type=click.IntRange(min=2), default=None,
                          help="Play in this many teams, a partnership form the rules "
                          "give (2 for six players in two teams of three).")(merged)
    return click.option("--teams/--no-teams", default=None,
                        help="Play in partnerships, or alone (default: as the variant "
                        "says).")(merged)


SEED = click.option("--seed", type=click.IntRange(min=0), default=None,
                    help="Seed for the deal and the random players (default: a fresh "
                    "one, printed so the match can be played again).")
MAX_HANDS = click.option("--max-hands", type=click.IntRange(min=1), default=1000,
                         show_default=True, help="A match still undecided after this many "
                         "deals is a draw.")


def fresh_seed() -> int:
    return random.SystemRandom().randrange(1_000_000)


USAGE = 2
"""Exit status of a usage error: an option's value that cannot be used."""


def refuse(diagnostics: Sequence[Diagnostic], fmt: str, status: int = 1) -> NoReturn:
    """Print an engine's or loader's refusal and exit 1 (or ``status``)."""
    from pitchspec.report import render_json

    if fmt == "json":
        click.echo(render_json(diagnostics))
    else:
        echo_findings(diagnostics, err=True)
    sys.exit(status)


def echo_findings(diagnostics: Sequence[Diagnostic], err: bool = False) -> None:
    """Print findings for people: coloured on a terminal unless NO_COLOR is set
    (:mod:`pitchspec.cli.colour`), plain text anywhere else."""
    from pitchspec.cli.colour import painted
    from pitchspec.report import render_all

    text = render_all(diagnostics)
    stream = sys.stderr if err else sys.stdout
    click.echo(painted(text, stream), err=err)


@contextmanager
def refusals(fmt: str = "text") -> Iterator[None]:
    """Turn refusals (bad spec, table, deal file or log; a person quitting) into
    rendered diagnostics and exit status 1, never a traceback."""
    from pitchspec.agents.human import Quit
    from pitchspec.diagnostics import SpecError
    from pitchspec.engine import EngineError
    from pitchspec.output import OutputError

    try:
        yield
    except (SpecError, EngineError, OutputError) as err:
        refuse(err.diagnostics, fmt)
    except Quit as err:
        click.echo(f"stopped: {err}; no log was written", err=True)
        sys.exit(1)


def load_one(spec: Path, include: Sequence[Path] = ()) -> Variant:
    """One spec as a complete variant, or its findings printed and exit 1."""
    from pitchspec.diagnostics import SpecError

    try:
        return load_warning(spec, include)
    except SpecError as err:
        echo_findings(err.diagnostics, err=True)
        sys.exit(1)


def load_warning(spec: Path, include: Sequence[Path] = ()) -> Variant:
    """One spec (a file or a bundled variant's name) as a complete variant, its warnings
    (rules that cannot take effect) printed on stderr; a spec with errors, or a name
    that is neither, raises SpecError with every finding."""
    from pitchspec.diagnostics import SpecError
    from pitchspec.pipeline import Loader, resolve_spec

    result = Loader(include).load(resolve_spec(spec))
    if not result.ok or result.variant is None:
        raise SpecError(result.diagnostics)
    echo_warnings(result.diagnostics)
    return result.variant


def echo_warnings(diagnostics: Sequence[Diagnostic]) -> None:
    """Print the warnings among findings on stderr; the command goes on."""
    from pitchspec.diagnostics import warnings_in

    warned = warnings_in(diagnostics)
    if warned:
        echo_findings(warned, err=True)


def writable(path: Path | None, option: str) -> None:
    if path is not None and not (path.parent if str(path.parent) else Path(".")).is_dir():
        raise click.BadParameter(f"the folder of {path} does not exist", param_hint=option)
