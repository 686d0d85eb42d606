"""`pitchspec check`: every finding in spec files or folders."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from pitchspec.cli.common import FORMAT, INCLUDE
from pitchspec.diagnostics import has_errors
from pitchspec.pipeline import check as check_paths
from pitchspec.report import render_all, render_json


@click.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@INCLUDE
@FORMAT
def check(paths: tuple[Path, ...], include: tuple[Path, ...], fmt: str) -> None:
    """Check spec files (or folders of them, or bundled variant names) and report every
    finding."""
    results = check_paths(paths, include)
    diagnostics = [d for r in results for d in r.diagnostics]
    if fmt == "json":
        click.echo(render_json(diagnostics))
    else:
        if diagnostics:
            click.echo(render_all(diagnostics), err=False)
            click.echo()
        clean = sum(1 for r in results if r.ok)
        click.echo(f"checked {len(results)} spec file(s): {clean} clean, "
                   f"{len(results) - clean} with findings")
    sys.exit(1 if has_errors(diagnostics) else 0)
