"""`pitchspec rulebook`: the rulebook site, built with Sphinx."""

from __future__ import annotations

import sys
from pathlib import Path

import click
from rich.console import Console
from rich.progress import Progress


@click.command()
@click.option("--docs", "docs", type=click.Path(path_type=Path, file_okay=False, exists=True),
              default="docs", show_default=True, help="The Sphinx source folder (with conf.py).")
@click.option("--out", "out", type=click.Path(path_type=Path, file_okay=False), default=None,
              help="Where to write the site  [default: DOCS/_build/BUILDER]")
@click.option("--builder", "-b", default="html", show_default=True, help="The Sphinx builder.")
@click.option("--stats", "stats", type=click.IntRange(min=0), default=0, show_default=True,
              help="Simulate this many matches of every spec first, for the pages' "
              "statistics (0: use whatever docs/_data holds).")
@click.option("--jobs", "-j", type=click.IntRange(min=1), default=1, show_default=True,
              help="Worker processes for --stats.")
@click.option("--max-hands", type=click.IntRange(min=1), default=100, show_default=True,
              help="Hand limit per simulated match (a match reaching it is a draw).")
def rulebook(docs: Path, out: Path | None, builder: str, stats: int, jobs: int,
             max_hands: int) -> None:
    """Build the rulebook site, a page per spec, with Sphinx; warnings are errors."""
    try:
        from pitchspec.sphinxext import build
    except ImportError:
        click.echo("pitchspec rulebook needs Sphinx: pip install 'pitchspec[docs]'", err=True)
        sys.exit(2)
    if stats:
        from pitchspec.rulebook.data import write_stats

        err = Console(stderr=True)
        with Progress(console=err, transient=True, disable=not err.is_terminal) as bar:
            task = bar.add_task(f"simulating {stats} matches per variant", total=None)
            write_stats(docs.parent / "spec", docs / "_data", stats, jobs, max_hands,
                        lambda name: bar.advance(task))
    target = out or docs / "_build" / builder
    status = build(docs, target, builder=builder)
    if status == 0:
        click.echo(f"rulebook site written to {target}")
    sys.exit(1 if status else 0)
