"""`pitchspec verify`: each variant's properties proved or refuted with Z3."""

from __future__ import annotations

import sys
import textwrap
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import click

from pitchspec import catalogue
from pitchspec.cli.common import (
    FORMAT_SARIF,
    INCLUDE,
    PathArg,
    echo_warnings,
    refusals,
    writable,
)
from pitchspec.cli.complete import property_names, spec_names

if TYPE_CHECKING:
    from pitchspec import model as m
    from pitchspec.cli.verify_run import Outcome


@click.command()
@click.argument("paths", nargs=-1, type=PathArg(path_type=Path), shell_complete=spec_names)
@click.option("--property", "-p", "properties", multiple=True, metavar="NAME",
              shell_complete=property_names,
              help="Verify only this property (repeatable; default: all): a built-in "
                   "property, claim:NAME for one claim of a spec's properties section, "
                   "or 'claims' for all of them.")
@click.option("--jobs", "-j", type=click.IntRange(min=1), default=1, show_default=True,
              help="Worker processes (one variant per worker at a time).")
@click.option("--save-cex", "save_cex", type=PathArg(path_type=Path, file_okay=False),
              default=None, help="Write each counterexample's story and deal file here.")
@click.option("--expected", type=PathArg(path_type=Path, dir_okay=False), default=None,
              help="Expected verdicts (docs/expected-verdicts.rst)  [default: "
                   "verify/expected.toml here or in a folder above the specs, else the "
                   "bundled catalogue's for bundled variants]")
@click.option("--record", "record", type=PathArg(path_type=Path, dir_okay=False),
              default=None, help="Write the verdicts found as an expected-verdicts file "
              "to keep (give it to --expected later); an UNKNOWN is left out (an expected "
              "UNKNOWN needs a why, written by hand) and the run exits 1.")
@click.option("--results", type=PathArg(path_type=Path, file_okay=False), default=None,
              help="Write each variant's verdicts for the rulebook here (docs/_data).")
@click.option("--budget", type=click.FloatRange(min=0.01, max=1000), default=1.0,
              show_default=True, metavar="FACTOR",
              help="Multiply the solver's work budget (an UNKNOWN verdict says which part "
                   "of its claim was costly; a larger budget may decide it).")
@INCLUDE
@FORMAT_SARIF
def verify(paths: tuple[Path, ...], properties: tuple[str, ...], jobs: int,
           save_cex: Path | None, expected: Path | None, record: Path | None,
           results: Path | None, budget: float, include: tuple[Path, ...],
           fmt: str) -> None:
    """Prove each variant's properties with Z3; replay every counterexample.

    PATHS are spec files, folders or bundled variant names (default: the bundled
    catalogue). A verdict nobody recorded is expected to be PROVED: a refutation of
    your own variant is told in full, with its hand. Exit 0 when every verdict is the
    expected one, 1 on a verdict not as expected (an UNKNOWN too, unless the
    expected-verdicts file expects it and says why), 2 on usage errors."""
    from rich.progress import Progress

    from pitchspec.cli import verify_run as run
    from pitchspec.cli.console import Console
    from pitchspec.cli.sarif import verdicts_log
    from pitchspec.diagnostics import has_errors
    from pitchspec.output import check_folder
    from pitchspec.pipeline import check as check_paths
    from pitchspec.pipeline import spec_files
    from pitchspec.report import render_all
    from pitchspec.smt import ALL_CLAIMS, PROPERTIES, unknown_names

    bad = unknown_names(properties)
    if bad:
        click.echo(f"error[PS504]: unknown property {', '.join(bad)}; "
                   f"known: {', '.join(PROPERTIES)}, {ALL_CLAIMS}, claim:NAME", err=True)
        sys.exit(2)
    if expected is not None and not expected.is_file():
        what = "not a file" if expected.exists() else "no such file"
        click.echo(f"{expected}: error[PS506]: {what}", err=True)
        sys.exit(2)
    writable(record, "--record")
    with refusals(fmt):  # an output folder that cannot be made is PS006 before any proof
        for folder in (save_cex, results):
            if folder is not None:
                check_folder(folder)
    files, problems = spec_files(paths or [catalogue.spec_dir()])
    if problems:  # a missing path is PS002, a finding (exit 1) as in every command
        click.echo(render_all(problems), err=True)
        sys.exit(1)
    try:
        expectations = run.expectations_for(files, expected)
    except run.ExpectationsError as problem:
        click.echo(str(problem), err=True)
        sys.exit(2)
    checked = check_paths(files, include)
    findings = [d for r in checked for d in r.diagnostics]
    if has_errors(findings):
        click.echo(render_all(findings), err=True)
        click.echo("the specs have errors: fix them before verifying", err=True)
        sys.exit(1)
    echo_warnings(findings)
    names = properties or (*PROPERTIES, ALL_CLAIMS)
    console = Console(stderr=True)
    with Progress(console=console, transient=True, disable=not console.is_terminal) as bar:
        task = bar.add_task("verifying", total=len(files))
        proofs = run.verify_paths(files, names, include, jobs, budget,
                                  progress=lambda _: bar.advance(task),
                                  loaded={str(r.path): r.variant for r in checked
                                          if r.ok and r.variant is not None})
    outcomes = run.judge(proofs, expectations)
    with refusals(fmt):  # a file that cannot be written is PS006, exit 1
        if save_cex is not None:
            run.save_examples(outcomes, save_cex)
        if results is not None:  # tied to the rules verified, for the rulebook's pages
            run.write_results(outcomes, results,
                              {r.variant.name: r.variant for r in checked if r.variant},
                              budget)
    if fmt == "json":
        click.echo(run.as_json(outcomes))
    elif fmt == "sarif":
        by_name = {r.variant.name: r.variant for r in checked if r.variant is not None}
        click.echo(verdicts_log(outcomes, by_name))
    else:
        _verify_report(outcomes, names,
                       {r.variant.name: r.variant for r in checked if r.variant})
    if record is not None:
        sys.exit(_record(outcomes, record))
    sys.exit(0 if all(o.ok for o in outcomes) else 1)


def _record(outcomes: Sequence[Outcome], path: Path) -> int:
    """Write the verdicts as expectations; the exit status (1 if any was UNKNOWN)."""
    from pitchspec.cli import verify_run as run

    with refusals():
        left_out = run.record(outcomes, path)
    click.echo(f"expected verdicts written to {path}; verify against them with "
               f"--expected {path}", err=True)
    for o in left_out:
        click.echo(f"not recorded: {o.proof.variant} {o.proof.property} is UNKNOWN "
                   "(only PROVED or REFUTED can be expected)", err=True)
    return 1 if left_out else 0


SHORT = {"points_bounded": "points bounded", "points_one_side": "one side",
         "points_max_reachable": "max reached", "bids_makeable": "bids made",
         "one_trick_winner": "trick winner", "top_trump_wins": "top trump",
         "ties_resolved": "ties", "order_deterministic": "order",
         "score_signs": "signs", "deck_sufficient": "deck"}
"""Column heads for the verdict table."""

STORIES_UP_TO = 5
"""Tell every refutation's hand when verifying this many variants or fewer; in larger
runs only the unexpected ones (the expected ones get a line each)."""


def _say(text: str = "") -> None:
    """A line of a verdict's story: its move names and reasons come from the spec and
    the expected-verdicts file, so control characters are shown escaped."""
    from pitchspec.escape import printable

    click.echo(printable(text, keep="\n"))


def _tell_outcome(o: Outcome, brief: bool) -> None:
    """One refutation, expected UNKNOWN or unexpected verdict: what, why expected, and
    the hand (its note names the table, where the rules allow more than one)."""
    p = o.proof
    if brief:
        _say(f"finding: {p.variant} {p.property} {p.verdict.value} as expected")
        _say(textwrap.fill(o.expected.why, 100, initial_indent="  ", subsequent_indent="  "))
        return
    _say()
    expected = f"expected {o.expected.verdict.value}" + \
        ("" if o.expected.recorded else ", as no verdict is recorded")
    _say(f"{p.variant}: {p.property} {p.verdict.value} ({expected}) [{p.method}]")
    if o.expected.why:
        _say(f"  expected because: {o.expected.why}")
    if p.note:
        _say(f"  note: {p.note}")
    if p.counterexample is not None:
        _say("  " + p.counterexample.text().replace("\n", "\n  ").rstrip())
    if not o.expected.recorded and p.verdict.value == "REFUTED":
        _say("  if the variant is meant to play so, keep the verdict: "
             "--record FILE, then --expected FILE")


def _verify_report(outcomes: Sequence[Outcome], asked: Sequence[str],
                   variants: dict[str, m.Variant]) -> None:
    """The variants x properties table, the claims, the counterexamples, a summary."""
    from pitchspec.smt import is_claim

    names = [n for n in asked if n in SHORT]
    rows: dict[str, dict[str, Outcome]] = {}
    for o in outcomes:
        rows.setdefault(o.proof.variant, {})[o.proof.property] = o
    if names:
        _property_table(rows, names)
    claims = [o for o in outcomes if is_claim(o.proof.property)]
    if claims:
        _claim_table(claims)
    _stories_and_summary(rows)
    _tables_verified(rows, variants)


def _tables_verified(rows: dict[str, dict[str, Outcome]],
                     variants: dict[str, m.Variant]) -> None:
    """Say at how many tables the variants were verified: every table each variant's
    rules allow (:func:`pitchspec.model.derived.tables_allowed`), each property at each
    until one refutes it (its note names that table)."""
    from pitchspec.model.derived import tables_allowed

    tables = {name: len(tables_allowed(variants[name])) if name in variants else
              max((len(o.proof.tables) for o in row.values()), default=0)
              for name, row in rows.items()}
    if not tables:
        return
    count = sum(tables.values())
    click.echo(f"(verified at every table the rules allow: {len(tables)} variant"
               f"{'' if len(tables) == 1 else 's'} at {count} table"
               f"{'' if count == 1 else 's'}; a refutation's note names its table)")


_COLOURS = {"PROVED": "green", "REFUTED": "red", "UNKNOWN": "yellow"}


def _cell(o: Outcome) -> str:
    v = o.proof.verdict.value
    return f"[{_COLOURS[v]}]{v[0]}{'' if o.ok else '!'}[/] {o.proof.seconds:.1f}"


def _claim_table(claims: Sequence[Outcome]) -> None:
    """The author's claims: each under its own words, with its verdict."""
    from rich.table import Table

    from pitchspec.cli.console import Console
    from pitchspec.escape import printable

    table = Table(title=f"{len(claims)} claims (P proved, R refuted, U unknown; ! not as "
                  "expected; seconds)")
    for head in ("variant", "claim", "says", "verdict"):
        table.add_column(head)
    for o in claims:
        table.add_row(o.proof.variant, o.proof.property.partition(":")[2],
                      printable(o.proof.claim), _cell(o))
    Console(width=160).print(table)


def _property_table(rows: dict[str, dict[str, Outcome]], names: Sequence[str]) -> None:
    from rich.table import Table

    from pitchspec.cli.console import Console

    table = Table(title=f"{len(rows)} variants x {len(names)} properties "
                  "(P proved, R refuted, U unknown; ! not as expected; seconds)")
    table.add_column("variant", no_wrap=True)
    for name in names:
        table.add_column(SHORT.get(name, name).replace("_", " "), justify="center")
    for variant, cells in rows.items():
        row = [variant]
        for name in names:
            cell = cells.get(name)
            row.append("" if cell is None else _cell(cell))
        table.add_row(*row)
    Console(width=160).print(table)


def _unknown_words(flat: list[Outcome]) -> str:
    """How many verdicts are UNKNOWN, and how many of those the expected verdicts
    expect (each with its why, told above)."""
    unknown = [x for x in flat if x.proof.verdict.value == "UNKNOWN"]
    expected = sum(x.ok for x in unknown)
    return f"{len(unknown)} unknown" + (f" ({expected} expected, each with its why)"
                                        if expected else "")


def _stories_and_summary(rows: dict[str, dict[str, Outcome]]) -> None:
    brief = len(rows) > STORIES_UP_TO
    flat = [x for c in rows.values() for x in c.values()]
    for o in flat:
        if o.proof.verdict.value != "PROVED" or not o.ok:
            _tell_outcome(o, brief and o.ok)
    wrong = [x for x in flat if not x.ok]
    seconds = sum(x.proof.seconds for x in flat)
    click.echo()
    click.echo(f"{len(flat)} verdicts: {sum(x.proof.passed for x in flat)} proved, "
               f"{sum(x.proof.verdict.value == 'REFUTED' for x in flat)} refuted, "
               f"{_unknown_words(flat)}; "
               f"{len(wrong)} not as expected; {seconds:.1f}s of solving")
    if brief:
        click.echo(f"(hands told for runs of up to {STORIES_UP_TO} variants; "
                   "--save-cex DIR writes every one as a story and a deal file)")
