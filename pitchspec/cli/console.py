"""The terminal consoles of the commands that print with rich (tables, progress bars).

Rich's own console ends the program with status 1 when the reader of its output goes
away (``pitchspec simulate ... | head -2``); this one raises BrokenPipeError instead,
so the command ends as every command does then: quietly, with status 141
(:mod:`pitchspec.cli.app`).
"""

from __future__ import annotations

from rich.console import Console as RichConsole


class Console(RichConsole):
    """A rich console whose broken pipe ends the command with status 141."""

    def on_broken_pipe(self) -> None:
        self.quiet = True
        raise BrokenPipeError("the reader of the output has gone")
