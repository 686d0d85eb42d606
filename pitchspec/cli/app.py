"""The command group: how every command ends, whatever happens inside it.

- A signal (SIGTERM or SIGINT, to the parent alone or to its whole group) ends the
  command with one line and status 128 + the signal's number, after every worker
  process is gone (:mod:`pitchspec.workers`); files are written whole or not at all.
- A reader that stops reading the output (``pitchspec play ... | head``) ends the
  command quietly with status 141 (128 + SIGPIPE), as a shell's own tools end.
- An internal error (a bug in pitchspec, never a finding about the input) is one line
  asking for a report and status 3, so a crash is never mistaken for findings (1) or a
  usage error (2). ``PITCHSPEC_DEBUG=1`` shows the traceback instead.
"""

from __future__ import annotations

import os
import signal
import sys
from importlib import import_module
from typing import Any

import click

INTERNAL_ERROR = 3
"""Exit status of a bug in pitchspec itself."""

PIPE_CLOSED = 128 + signal.SIGPIPE
"""Exit status when the reader of the output has gone (141)."""


class Commands(click.Group):
    """pitchspec's group: signals and internal errors end a command cleanly; each
    command's module is imported when that command is wanted (run, asked for help or
    completed), so a TAB in the shell loads only the command it completes.

    ``lazy`` maps each command's name to ``module:attribute``."""

    def __init__(self, *args: Any, lazy: dict[str, str] | None = None,
                 **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.lazy = dict(lazy or {})

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *self.lazy})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        found = super().get_command(ctx, cmd_name)
        if found is not None or cmd_name not in self.lazy:
            return found
        module, _, attribute = self.lazy[cmd_name].partition(":")
        command: click.Command = getattr(import_module(module), attribute)
        self.add_command(command, cmd_name)
        return command

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        """The group's own options: ``--help`` and ``--version`` print as they are
        parsed, so a reader gone by then ends the command here, quietly, with 141."""
        try:
            return super().parse_args(ctx, args)
        except BrokenPipeError:
            _silence_stdout()
            ctx.exit(PIPE_CLOSED)

    def invoke(self, ctx: click.Context) -> Any:
        from pitchspec.workers import Stopped, stop_on_signals

        stop_on_signals()
        try:
            return super().invoke(ctx)
        except Stopped as stop:
            click.echo(f"pitchspec: stopped by {stop}; nothing was left half written",
                       err=True)
            ctx.exit(stop.status)
        except (click.ClickException, click.exceptions.Exit, click.Abort):
            raise
        except BrokenPipeError:
            _silence_stdout()
            ctx.exit(PIPE_CLOSED)
        except Exception as bug:
            if os.environ.get("PITCHSPEC_DEBUG"):
                raise
            click.echo(f"pitchspec: internal error ({type(bug).__name__}: {bug}); this is a "
                       "bug in pitchspec: please report it with the command that caused it "
                       "(PITCHSPEC_DEBUG=1 shows the traceback)", err=True)
            ctx.exit(INTERNAL_ERROR)


def _silence_stdout() -> None:
    """Point standard output at the null device, so that the interpreter's last flush
    of what was left unread raises nothing more."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)
