"""`pitchspec list`: a table of variants, the bundled ones or a folder's."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

from pitchspec import catalogue
from pitchspec.cli.common import FORMAT, INCLUDE, PathArg, refuse

if TYPE_CHECKING:
    from pitchspec.pipeline import Result


@click.command(name="list")
@click.argument("folder", required=False, default=None,
                type=PathArg(path_type=Path, file_okay=False))
@INCLUDE
@FORMAT
def list_(folder: Path | None, include: tuple[Path, ...], fmt: str) -> None:
    """List variants: name, parent, players, deck, points, target.

    Without FOLDER, the bundled catalogue; with it, the specs in that folder (their
    parents found beside them, in -I folders, or among the bundled variants). A spec
    with errors is listed and flagged (!), its findings summarised below; exit 1."""
    from pitchspec.pipeline import check as check_paths

    results = check_paths([folder or catalogue.spec_dir()], include)
    missing = [d for r in results for d in r.diagnostics if d.code == "PS002"]
    if missing:
        # A folder with no spec in it is a finding, not an empty table.
        refuse(missing, fmt)
    rows = [_row(r) for r in results]
    if fmt == "json":
        click.echo(json.dumps(rows, indent=2))
    else:
        _table(rows)
        _summary([r for r in results if not r.ok])
    sys.exit(0 if all(r.ok for r in results) else 1)


def _row(r: Result) -> dict[str, object]:
    """One line of the table; a spec that did not load shows its file name only."""
    from pitchspec.model.derived import points_in_order

    v = r.variant
    errors = [d for d in r.diagnostics if d.is_error]
    found = {"ok": r.ok, "file": str(r.path), "errors": len(errors),
             "codes": sorted({d.code for d in errors})}
    if v is None:
        return {"name": r.path.stem, "catalogue": "", "title": "", "parent": "",
                "players": "", "deck": "", "points": [], "target": "", **found}
    return {"name": v.name, "catalogue": v.catalogue or "", "title": v.title,
            "parent": v.parent or "", "players": _counts(v.seating.players),
            "deck": v.deck.size, "points": [p.name for p in points_in_order(v)],
            "target": v.winning.target, **found}


def _summary(broken: list[Result]) -> None:
    """Each flagged spec: how many errors, and the first in full words."""
    from pitchspec.escape import printable

    for r in broken:
        errors = [d for d in r.diagnostics if d.is_error]
        first = errors[0] if errors else None
        what = f": {first.code} {first.message}" if first else ""
        click.echo(printable(f"(!) {r.path}: {len(errors)} error(s){what}"))
    if broken:
        click.echo(f"{len(broken)} spec(s) with errors; 'pitchspec check FILE' tells "
                   "every finding")



def _table(rows: list[dict[str, object]]) -> None:
    from rich.table import Table

    from pitchspec.cli.console import Console

    broken = sum(1 for row in rows if not row["ok"])
    table = Table(title=f"{len(rows)} variants" + (f" ({broken} with errors)" if broken else ""))
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
