"""`pitchspec rulebook`: a rulebook site, built with Sphinx in a temporary folder."""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import click

from pitchspec import catalogue
from pitchspec.cli.common import INCLUDE, PathArg, refusals
from pitchspec.cli.players import AGENTS, BUDGET
from pitchspec.i18n import ENGLISH, LANGUAGES

if TYPE_CHECKING:
    from pitchspec.model import Variant
    from pitchspec.rulebook.publish import Project

FOLDER = PathArg(path_type=Path, file_okay=False, exists=True)


@click.command()
@click.argument("paths", nargs=-1, type=PathArg(path_type=Path, exists=True))
@INCLUDE
@click.option("--out", "out", type=PathArg(path_type=Path), required=True,
              help="Where to write the site: a new or empty folder, or a site built before.")
@click.option("--docs", "docs", type=FOLDER, default=None,
              help="Build this Sphinx project (a folder with conf.py, such as the "
              "checkout's docs/) from a temporary copy, instead of a site for PATHS.")
@click.option("--data", "data", type=FOLDER, default=None,
              help="Read verification results (pitchspec verify --results) and statistics "
              "from this folder  [default: DOCS/_data with --docs]")
@click.option("--builder", "-b", default="html", show_default=True, help="The Sphinx builder.")
@click.option("--stats", "stats", type=click.IntRange(min=0), default=0, show_default=True,
              help="Simulate this many matches of every variant first, for the pages' "
              "statistics (written to a temporary copy of the data folder).")
@click.option("--verify", "verify", is_flag=True, default=False,
              help="Verify every variant first, for the pages' verdicts (written to a "
              "temporary copy of the data folder, each tied to the rules it was verified "
              "for; verdicts are cached as by 'pitchspec verify').")
@click.option("--jobs", "-j", type=click.IntRange(min=1), default=1, show_default=True,
              help="Worker processes for --stats and --verify.")
@click.option("--max-hands", type=click.IntRange(min=1), default=100, show_default=True,
              help="Hand limit per simulated match (a match reaching it is a draw).")
@AGENTS
@BUDGET
@click.option("--language", "lang", type=click.Choice([*LANGUAGES, "all"]), default=ENGLISH,
              show_default=True,
              help="The pages' language; 'all' builds the site once per language, each "
              "in a folder named by its code, with a switcher on every page.")
def rulebook(paths: tuple[Path, ...], include: tuple[Path, ...], out: Path,
             docs: Path | None, data: Path | None, builder: str, stats: int, verify: bool,
             jobs: int, max_hands: int, agents: tuple[str, ...], budget: int,
             lang: str) -> None:
    """Build a rulebook site, a page per spec, with Sphinx; warnings are errors.

    PATHS are spec files or folders (default: the bundled catalogue); the parents they
    extend get pages too. Nothing is written outside --out."""
    try:
        import matplotlib  # noqa: F401  (the statistics charts)

        from pitchspec.rulebook import publish
        from pitchspec.sphinxext import build
    except ImportError:
        click.echo("pitchspec rulebook needs Sphinx and matplotlib: "
                   "pip install 'pitchspec[docs]'", err=True)
        sys.exit(2)
    if docs is not None and paths:
        raise click.UsageError("give spec PATHS or --docs, not both")
    if len(agents) != 1:
        raise click.BadParameter("the variants' tables differ in size: give one player "
                                 "name for every seat", param_hint="--agents")
    try:
        publish.check_out(out)
    except publish.OutputError as err:
        raise click.BadParameter(str(err), param_hint="--out") from err
    with tempfile.TemporaryDirectory(prefix="pitchspec-rulebook-") as tmp, refusals():
        work = Path(tmp)
        simulate = _simulation(work / "data", stats, verify, jobs, max_hands, agents, budget)
        codes = publish.languages_of(lang)
        projects = (_docs_project(docs, data, include, work, simulate, codes)
                    if docs is not None
                    else _spec_project(paths, data, include, work, simulate, codes))
        with publish.staged(out) as stage:
            for code, project in projects.items():
                into = stage / code if len(codes) > 1 else stage
                settings = {**project.settings, **publish.language_settings(code, codes)}
                if build(project.source, into, builder=builder, confdir=project.confdir,
                         settings=settings):
                    sys.exit(1)
            if len(codes) > 1:
                publish.write_chooser(stage, codes)
            publish.install(stage, out)
    click.echo(f"rulebook site written to {out}")


def _docs_project(docs: Path, data: Path | None, include: Sequence[Path], work: Path,
                  simulate: Simulate | None, codes: Sequence[str]) -> dict[str, Project]:
    """A copy of the docs folder; conf.py is read where it is, the data folder too (one
    copy for every language: the language is a setting of the build)."""
    from pitchspec.rulebook.publish import Project, copy_docs
    from pitchspec.rulebook.site import load_specs

    data = data or docs / "_data"
    if simulate is not None:
        specs = docs.parent / "spec"
        variants = load_specs([specs], [*include, catalogue.spec_dir()])
        data = simulate([(v, specs / f"{v.name}.pitch") for v in variants], include, data)
    settings = {"pitch_data_dir": str(data.resolve())} if data.is_dir() else {}
    project = Project(copy_docs(docs, work / "docs"), docs, settings)
    return dict.fromkeys(codes, project)


def _spec_project(paths: Sequence[Path], data: Path | None, include: Sequence[Path],
                  work: Path, simulate: Simulate | None,
                  codes: Sequence[str]) -> dict[str, Project]:
    """A project made from the template per language: the given specs and the parents
    they extend."""
    from pitchspec.rulebook.publish import Project, select, write_project

    pages = select(list(paths) or [catalogue.spec_dir()], [*include, catalogue.spec_dir()])
    if simulate is not None:
        data = simulate([(p.variant, p.spec) for p in pages], include, data)
    projects = {}
    for code in codes:
        write_project(pages, work / f"site-{code}", include, data, code)
        projects[code] = Project(work / f"site-{code}", None, {})
    return projects


Simulate = Callable[[Sequence[tuple["Variant", Path]], Sequence[Path], Path | None], Path]
"""Verify and simulate (variant, spec file) pairs, found with these include folders,
into a copy of the data folder."""


def _simulation(folder: Path, matches: int, verify: bool, jobs: int, max_hands: int,
                agents: tuple[str, ...], budget: int) -> Simulate | None:
    """Verify and simulate the variants into a copy of a data folder (at ``folder``);
    return it. None when neither was asked for."""
    if not matches and not verify:
        return None

    def simulate(specs: Sequence[tuple[Variant, Path]], include: Sequence[Path],
                 data: Path | None) -> Path:
        from rich.progress import Progress

        from pitchspec.cli.console import Console
        from pitchspec.rulebook.data import simulate_all
        from pitchspec.rulebook.publish import copy_data

        copy = copy_data(data, folder)
        err = Console(stderr=True)
        with Progress(console=err, transient=True, disable=not err.is_terminal) as bar:
            if verify:
                task = bar.add_task("verifying every variant", total=len(specs))
                _verify(specs, include, copy, jobs, lambda: bar.advance(task))
            if matches:
                task = bar.add_task(f"simulating {matches} matches per variant", total=None)
                simulate_all([v for v, _ in specs], copy, matches, jobs, max_hands,
                             lambda name: bar.advance(task), agents, budget)
        return copy
    return simulate


def _verify(specs: Sequence[tuple[Variant, Path]], include: Sequence[Path], folder: Path,
            jobs: int, done: Callable[[], None]) -> None:
    """Verify every spec; write its verdicts for the pages, tied to its rules."""
    from pitchspec.cli import verify_run as run
    from pitchspec.smt import ALL_CLAIMS, PROPERTIES

    files = [path for _, path in specs]
    proofs = run.verify_paths(files, (*PROPERTIES, ALL_CLAIMS), include, jobs,
                              progress=lambda _: done(),
                              loaded={str(path): v for v, path in specs})
    outcomes = run.judge(proofs, run.expectations_for(files))
    run.write_results(outcomes, folder, {v.name: v for v, _ in specs})
