"""The command line: one verb per job, one module per verb; text for people,
``--format json`` for programs.

Exit status: 0 clean, 1 findings, 2 usage errors, 3 an internal error (a bug), 128 + N
stopped by signal N. No rules logic lives here.
"""

from __future__ import annotations

import click

from pitchspec.cli.app import Commands
from pitchspec.cli.check import check
from pitchspec.cli.diff import diff_command
from pitchspec.cli.explain import explain_command
from pitchspec.cli.fmt import fmt
from pitchspec.cli.listing import list_
from pitchspec.cli.lsp import lsp
from pitchspec.cli.new import new
from pitchspec.cli.play import play, replay
from pitchspec.cli.rulebook import rulebook
from pitchspec.cli.show import show
from pitchspec.cli.simulate import simulate_command
from pitchspec.cli.verify import verify
from pitchspec.engine import build as engine_build


@click.group(cls=Commands, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="pitchspec",
                      message=f"%(prog)s %(version)s (engine: {engine_build()})")
def main() -> None:
    """pitchspec: write All Fours / Pitch variants once; check, play, verify and publish them."""


for command in (check, show, list_, new, play, replay, simulate_command, verify, rulebook,
                explain_command, fmt, lsp, diff_command):
    main.add_command(command)

__all__ = ["main"]
