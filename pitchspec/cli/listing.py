"""`pitchspec list`: a table of variants."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click
from rich.console import Console
from rich.table import Table

from pitchspec.cli.common import FORMAT
from pitchspec.export import counting_order
from pitchspec.pipeline import check as check_paths


@click.command(name="list")
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


# --------------------------------------------------------------------------- engine
