"""`pitchspec check`: every finding in spec files or folders."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

from pitchspec.cli.common import FORMAT_SARIF, INCLUDE, PathArg, echo_findings
from pitchspec.cli.complete import spec_names

if TYPE_CHECKING:
    from pitchspec.pipeline import Result


@click.command()
@click.argument("paths", nargs=-1, required=True, type=PathArg(path_type=Path),
                shell_complete=spec_names)
@INCLUDE
@FORMAT_SARIF
@click.option("--strict", is_flag=True,
              help="Fail (exit 1) on warnings too: rules that cannot take effect.")
def check(paths: tuple[Path, ...], include: tuple[Path, ...], fmt: str, strict: bool) -> None:
    """Check spec files (or folders of them, or bundled variant names) and report every
    finding.

    Errors fail the check (exit 1); warnings, rules that are legal but cannot take
    effect, are reported and fail it only with --strict."""
    from pitchspec.cli.sarif import findings_log
    from pitchspec.diagnostics import has_errors
    from pitchspec.pipeline import check as check_paths
    from pitchspec.report import render_json

    results = check_paths(paths, include)
    diagnostics = [d for r in results for d in r.diagnostics]
    if fmt == "json":
        click.echo(render_json(diagnostics))
    elif fmt == "sarif":
        click.echo(findings_log(diagnostics))
    else:
        if diagnostics:
            echo_findings(diagnostics)
            click.echo()
        click.echo(_summary(results))
    sys.exit(1 if has_errors(diagnostics, strict) else 0)


def _summary(results: list[Result]) -> str:
    bad = sum(1 for r in results if not r.ok)
    warned = sum(1 for r in results if r.ok and r.diagnostics)
    clean = len(results) - bad - warned
    return (f"checked {len(results)} spec file(s): {clean} clean, {warned} with warnings, "
            f"{bad} with errors")
