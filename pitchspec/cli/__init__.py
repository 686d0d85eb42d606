"""The command line: one verb per job, one module per verb; text for people,
``--format json`` for programs.

Exit status: 0 clean, 1 findings, 2 usage errors, 3 an internal error (a bug), 128 + N
stopped by signal N. No rules logic lives here.

Importing this package loads click and the group below, nothing of the rules: each
command's module is imported when that command is run, asked for help or completed
(:class:`pitchspec.cli.app.Commands`), and each imports the loader, the engine or the
solver inside the function that needs it.
"""

from __future__ import annotations

import click

from pitchspec.cli.app import Commands

COMMANDS = {
    "check": "pitchspec.cli.check:check",
    "show": "pitchspec.cli.show:show",
    "list": "pitchspec.cli.listing:list_",
    "new": "pitchspec.cli.new:new",
    "play": "pitchspec.cli.play:play",
    "replay": "pitchspec.cli.play:replay",
    "simulate": "pitchspec.cli.simulate:simulate_command",
    "verify": "pitchspec.cli.verify:verify",
    "rulebook": "pitchspec.cli.rulebook:rulebook",
    "explain": "pitchspec.cli.explain:explain_command",
    "fmt": "pitchspec.cli.fmt:fmt",
    "lsp": "pitchspec.cli.lsp:lsp",
    "diff": "pitchspec.cli.diff:diff_command",
}
"""Each command's name and where it is defined (``module:attribute``)."""


def _version(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    """``--version``: the package's version and which build of the engine is installed
    (asked only when the option is given: it imports the engine)."""
    if not value or ctx.resilient_parsing:
        return
    from importlib.metadata import version

    from pitchspec.engine import build

    click.echo(f"{ctx.find_root().info_name} {version('pitchspec')} (engine: {build()})")
    ctx.exit()


@click.group(cls=Commands, lazy=COMMANDS,
             context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--version", is_flag=True, expose_value=False, is_eager=True,
              callback=_version, help="Show the version and exit.")
def main() -> None:
    """pitchspec: write All Fours / Pitch variants once; check, play, verify and publish them."""


__all__ = ["main"]
