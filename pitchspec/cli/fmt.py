"""`pitchspec fmt`: lay spec files out in the one canonical layout (pitchspec.fmt).

Exit status: 0 every file is (now) in the layout; 1 a file does not parse or cannot be
read (it is left as it was), or under --check a file would change; 2 usage errors (a
path that names no spec file), before any file is touched.
"""

from __future__ import annotations

import difflib
import os
import shutil
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import click

from pitchspec.cli.common import PathArg
from pitchspec.cli.complete import spec_names

if TYPE_CHECKING:
    from pitchspec.diagnostics import Diagnostic

SUFFIX = ".pitch"


@dataclass(frozen=True)
class Outcome:
    """One file: its text, its text laid out (None: refused) and why it was refused."""

    path: Path
    text: str
    formatted: str | None
    problems: tuple[Diagnostic, ...] = ()

    @property
    def changes(self) -> bool:
        return self.formatted is not None and self.formatted != self.text


@click.command("fmt")
@click.argument("paths", nargs=-1, required=True, type=PathArg(path_type=Path),
                shell_complete=spec_names)
@click.option("--check", is_flag=True,
              help="Rewrite nothing; list the files that would change and exit 1 if any.")
@click.option("--diff", is_flag=True,
              help="Rewrite nothing; print the change each file would get as a unified "
              "diff (implies --check).")
def fmt(paths: tuple[Path, ...], check: bool, diff: bool) -> None:
    """Lay spec files (or the .pitch files of folders) out in the canonical layout.

    Only what changes is rewritten, each file whole or not at all; comments and doc
    comments are kept, and the rules the file states do not change. A file with a
    syntax error is reported and left as it is. The layout is described on the
    "Formatting" page of the documentation."""
    from pitchspec.cli.common import echo_findings

    files = _expand(paths)
    outcomes = [_format(path) for path in files]
    problems = [d for o in outcomes for d in o.problems]
    if problems:
        echo_findings(problems)
    if check or diff:
        _report(outcomes, diff)
        sys.exit(1 if problems or any(o.changes for o in outcomes) else 0)
    unwritten = sum(not _rewrite(outcome) for outcome in outcomes)
    click.echo(_summary(outcomes, "reformatted", "left unchanged"))
    sys.exit(1 if problems or unwritten else 0)


def _expand(paths: tuple[Path, ...]) -> list[Path]:
    """The spec files named: files as they are, folders as their .pitch files. A path
    that names none is a usage error (exit 2), reported before anything is read."""
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            found = sorted(path.glob(f"*{SUFFIX}"))
            if not found:
                _usage(path, "holds no .pitch files")
            files.extend(found)
        elif path.exists():  # a file, or a device or FIFO its reader refuses (PS001)
            files.append(path)
        else:
            _usage(path, "does not exist")
    return list({f.resolve(): f for f in files}.values())


def _usage(path: Path, why: str) -> None:
    from pitchspec.cli.common import echo_findings
    from pitchspec.diagnostics import Diagnostic
    from pitchspec.source import Span

    problem = Diagnostic("PS002", f"{path} {why}", Span(str(path), 0, 0, 0, 0),
                         help="name spec files, or folders holding them")
    echo_findings([problem], err=True)
    sys.exit(2)


def _format(path: Path) -> Outcome:
    from pitchspec.diagnostics import SpecError
    from pitchspec.fmt import format_text
    from pitchspec.limits import BYTES_PER_CHAR, Changed, NotAFile, TooLarge, read_bytes_bounded
    from pitchspec.parse import MAX_CHARS

    try:  # as written ('\r\n' is laid out too), bounded before it is read
        text = read_bytes_bounded(path, BYTES_PER_CHAR * MAX_CHARS, "spec file").decode()
    except TooLarge as err:
        return _unread(path, "PS004", str(err))
    except (NotAFile, Changed) as err:
        return _unread(path, "PS001", str(err))
    except (OSError, UnicodeDecodeError) as err:
        return _unread(path, "PS001", f"cannot read {path}: {err}")
    try:
        return Outcome(path, text, format_text(text, str(path)))
    except SpecError as err:
        return Outcome(path, text, None, err.diagnostics)


def _unread(path: Path, code: str, message: str) -> Outcome:
    """A file refused before it was laid out (missing, too large, not a file)."""
    from pitchspec.diagnostics import Diagnostic
    from pitchspec.source import Span

    return Outcome(path, "", None, (Diagnostic(code, message, Span(str(path), 0, 0, 0, 0)),))


def _report(outcomes: list[Outcome], diff: bool) -> None:
    for outcome in outcomes:
        if not outcome.changes or outcome.formatted is None:
            continue
        click.echo(f"would reformat {outcome.path}")
        if diff:
            click.echo("".join(difflib.unified_diff(
                outcome.text.splitlines(keepends=True),
                outcome.formatted.splitlines(keepends=True),
                f"{outcome.path} (as written)", f"{outcome.path} (formatted)")), nl=False)
    click.echo(_summary(outcomes, "would be reformatted", "already formatted"))


def _summary(outcomes: list[Outcome], changed: str, same: str) -> str:
    refused = sum(1 for o in outcomes if o.formatted is None)
    changing = sum(1 for o in outcomes if o.changes)
    rest = len(outcomes) - refused - changing
    tail = f", {refused} with errors (left as they are)" if refused else ""
    return f"{changing} spec file(s) {changed}, {rest} {same}{tail}"


def _rewrite(outcome: Outcome) -> bool:
    """Write a file that changes; False when it cannot be written (it is left whole)."""
    if not outcome.changes or outcome.formatted is None:
        return True
    try:
        _write(outcome.path, outcome.formatted)
    except OSError as err:
        click.echo(f"error: cannot write {outcome.path}: {err}", err=True)
        return False
    click.echo(f"reformatted {outcome.path}")
    return True


def _write(path: Path, text: str) -> None:
    """Replace the file whole or not at all, keeping its permissions."""
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as out:
            out.write(text)
        shutil.copymode(path, temp)
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
