"""The command line: one verb per job; text for people, ``--format json`` for programs.

Exit status: 0 clean, 1 findings, 2 usage errors. No rules logic lives here.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click
from rich.console import Console
from rich.table import Table

from pitchspec.diagnostics import has_errors
from pitchspec.export import counting_order, variant_data
from pitchspec.pipeline import check as check_paths
from pitchspec.report import render_all, render_json

INCLUDE = click.option("--include", "-I", "include", multiple=True,
                       type=click.Path(path_type=Path, file_okay=False, exists=True),
                       help="Also look for 'extends' parents in this folder (repeatable).")
FORMAT = click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text",
                      show_default=True, help="Output for people (text) or programs (json).")


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="pitchspec")
def main() -> None:
    """pitchspec: write All Fours / Pitch variants once; check, play, verify and publish them."""


@main.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@INCLUDE
@FORMAT
def check(paths: tuple[Path, ...], include: tuple[Path, ...], fmt: str) -> None:
    """Check spec files (or folders of them) and report every finding."""
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


def _load_one(spec: Path, include: tuple[Path, ...] = ()) -> object:
    results = check_paths([spec], include)
    diagnostics = [d for r in results for d in r.diagnostics]
    if has_errors(diagnostics) or not results or results[0].variant is None:
        click.echo(render_all(diagnostics), err=True)
        sys.exit(1)
    return results[0].variant


@main.command()
@click.argument("spec", type=click.Path(path_type=Path, dir_okay=False))
@INCLUDE
def show(spec: Path, include: tuple[Path, ...]) -> None:
    """Print the resolved variant (extends applied, defaults filled) as JSON."""
    variant = _load_one(spec, include)
    click.echo(json.dumps(variant_data(variant), indent=2))  # type: ignore[arg-type]


@main.command(name="list")
@click.argument("folder", required=False, default="spec",
                type=click.Path(path_type=Path, file_okay=False))
@FORMAT
def list_(folder: Path, fmt: str) -> None:
    """List the variants in a folder: name, parent, players, deck, points, target."""
    results = check_paths([folder])
    rows = []
    for r in results:
        v = r.variant
        if v is None:
            continue
        rows.append({
            "name": v.name, "catalogue": v.catalogue or "", "title": v.title,
            "parent": v.parent or "", "players": _counts(v.seating.players),
            "deck": v.deck.size, "points": [p.name for p in counting_order(v)],
            "target": v.winning.target, "ok": r.ok,
        })
    if fmt == "json":
        click.echo(json.dumps(rows, indent=2))
    else:
        _table(rows)
    sys.exit(0 if all(r.ok for r in results) else 1)


def _table(rows: list[dict[str, object]]) -> None:
    table = Table(title=f"{len(rows)} variants")
    for column in ("id", "name", "parent", "players", "deck", "points", "target"):
        table.add_column(column)
    for row in rows:
        flag = "" if row["ok"] else " (!)"
        table.add_row(str(row["catalogue"]), f"{row['name']}{flag}", str(row["parent"]),
                      str(row["players"]), str(row["deck"]),
                      " ".join(row["points"]), str(row["target"]))  # type: ignore[arg-type]
    Console(width=160).print(table)


def _counts(counts: frozenset[int]) -> str:
    if not counts:
        return "-"
    lo, hi = min(counts), max(counts)
    if set(range(lo, hi + 1)) == set(counts):
        return str(lo) if lo == hi else f"{lo}-{hi}"
    return ",".join(str(c) for c in sorted(counts))
