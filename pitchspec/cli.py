"""The command line: one verb per job; text for people, ``--format json`` for programs.

Exit status: 0 clean, 1 findings, 2 usage errors. No rules logic lives here.
"""

from __future__ import annotations

import json
import random
import sys
import textwrap
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

import click
from rich.console import Console
from rich.progress import Progress
from rich.table import Table

from pitchspec.diagnostics import Diagnostic, SpecError, has_errors
from pitchspec.engine.agents import Agent, ScriptError, Vocabulary, seeded_agents
from pitchspec.engine.batch import supports
from pitchspec.engine.deal_file import ScriptedDeal, read_deal_file
from pitchspec.engine.game import EngineError, Game
from pitchspec.engine.human import HumanAgent, Quit
from pitchspec.engine.log import (
    GameLog,
    Listener,
    Record,
    make_log,
    new_header,
    read_log,
    record_match,
    write_log,
)
from pitchspec.engine.render import JsonRenderer, TextRenderer, header_text
from pitchspec.engine.replay import replay as replay_log
from pitchspec.engine.replay import spec_path
from pitchspec.engine.stats import print_report, report_json, run_simulation
from pitchspec.export import counting_order, variant_data
from pitchspec.pipeline import check as check_paths
from pitchspec.pipeline import load
from pitchspec.report import render_all, render_json

if TYPE_CHECKING:
    from pitchspec.smt.run import Outcome

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


# --------------------------------------------------------------------------- engine


PLAYERS = click.option("--players", type=click.IntRange(min=1), default=None,
                       help="Seat this many players (default: 4 if allowed, else the "
                       "fewest the variant allows).")
TEAMS = click.option("--teams/--no-teams", default=None,
                     help="Play in partnerships, or alone (default: as the variant says).")
SEED = click.option("--seed", type=click.IntRange(min=0), default=None,
                    help="Seed for the deal and the random players (default: a fresh "
                    "one, printed so the match can be played again).")
MAX_HANDS = click.option("--max-hands", type=click.IntRange(min=1), default=1000,
                         show_default=True, help="A match still undecided after this many "
                         "deals is a draw.")


def _fresh_seed() -> int:
    return random.SystemRandom().randrange(1_000_000)


def _refuse(diagnostics: Sequence[Diagnostic], fmt: str) -> NoReturn:
    """Print an engine's or loader's refusal and exit 1."""
    if fmt == "json":
        click.echo(render_json(diagnostics))
    else:
        click.echo(render_all(diagnostics), err=True)
    sys.exit(1)


@contextmanager
def _refusals(fmt: str = "text") -> Iterator[None]:
    """Turn refusals (bad spec, table, deal file or log; a person quitting) into
    rendered diagnostics and exit status 1, never a traceback."""
    try:
        yield
    except (SpecError, EngineError) as err:
        _refuse(err.diagnostics, fmt)
    except Quit as err:
        click.echo(f"stopped: {err}; no log was written", err=True)
        sys.exit(1)


def _writable(path: Path | None, option: str) -> None:
    if path is not None and not (path.parent if str(path.parent) else Path(".")).is_dir():
        raise click.BadParameter(f"the folder of {path} does not exist", param_hint=option)


@main.command()
@click.argument("spec", type=click.Path(path_type=Path, dir_okay=False))
@PLAYERS
@TEAMS
@SEED
@click.option("--human", type=click.IntRange(min=0), default=None,
              help="Play this seat yourself, at the terminal.")
@click.option("--deal", "deal_path", type=click.Path(path_type=Path, dir_okay=False),
              help="Fix the deals (and optionally the moves) from a deal file "
              "(docs/deal-format.md).")
@click.option("--log", "log_path", type=click.Path(path_type=Path, dir_okay=False),
              help="Write the match as a game log (JSON lines) for 'pitchspec replay'.")
@MAX_HANDS
@INCLUDE
@FORMAT
def play(spec: Path, players: int | None, teams: bool | None, seed: int | None,
         human: int | None, deal_path: Path | None, log_path: Path | None, max_hands: int,
         include: tuple[Path, ...], fmt: str) -> None:
    """Play one match: random players, a scripted deal, or you at a seat (--human)."""
    _writable(log_path, "--log")
    with _refusals(fmt):
        variant = load(spec, include)
        document = read_deal_file(deal_path) if deal_path is not None else None
        count = players if players is not None or document is None else document.players
        game = Game(variant, count, teams, max_hands)
        if human is not None and human >= game.num_players:
            raise click.BadParameter(f"seat {human} is not at this table of "
                                     f"{game.num_players} (seats 0 to {game.num_players - 1})",
                                     param_hint="--human")
        scripted = document.compile(game) if document is not None else None
        seed = _fresh_seed() if seed is None else seed
        header = new_header(game, str(spec), seed, None, teams)
        vocabulary = Vocabulary.of(variant)
        agents: list[Agent] = seeded_agents(game.num_players, seed)
        if human is not None:
            out = sys.stderr if fmt == "json" else sys.stdout
            agents[human] = HumanAgent(sys.stdin, out, vocabulary)
        if scripted is not None:
            agents = scripted.agents(agents, vocabulary)
        listener: Listener
        if fmt == "json":
            listener = collector = JsonRenderer(header, show_hands=human is None)
        else:
            click.echo(header_text(header, variant.title))
            listener = TextRenderer(click.echo, game.seating.sides, show_hands=human is None)
        records = _play(game, agents, seed, scripted, listener)
        if fmt == "json":
            click.echo(collector.text())
        if log_path is not None:
            _write(log_path, make_log(header, records))


def _play(game: Game, agents: list[Agent], seed: int, scripted: ScriptedDeal | None,
          listener: Listener) -> list[Record]:
    """Play the match; a scripted move that cannot be played is PS402 at that move."""
    chance = scripted.chance if scripted is not None else None
    try:
        _, records = record_match(game, agents, random.Random(seed), chance,
                                  listeners=(listener,))
    except ScriptError as err:
        if scripted is None:
            raise
        raise EngineError([scripted.diagnose(err)]) from None
    return records


def _write(path: Path, log: GameLog) -> None:
    """Write the log whole (a temporary file renamed into place) or not at all."""
    try:
        write_log(log, path)
    except OSError as err:
        click.echo(f"error: cannot write {path}: {err}", err=True)
        sys.exit(1)
    click.echo(f"log written to {path}", err=True)


@main.command()
@click.argument("log_file", type=click.Path(path_type=Path, dir_okay=False))
@click.option("--spec", "spec", type=click.Path(path_type=Path, dir_okay=False),
              help="The spec to replay against (default: the one the log names).")
@INCLUDE
@FORMAT
def replay(log_file: Path, spec: Path | None, include: tuple[Path, ...], fmt: str) -> None:
    """Re-execute a game log: every action legal, every score as recorded."""
    with _refusals(fmt):
        log = read_log(log_file)
        path = spec if spec is not None else spec_path(log, log_file)
        if path is None:
            raise EngineError([Diagnostic(
                "PS404", f"the spec the log names, {log.header.spec}, cannot be found",
                log.span(1, "spec"), help="give it with --spec")])
        result = replay_log(log, load(path, include))
    state = result.state
    if fmt == "json":
        click.echo(json.dumps({"log": str(log_file), "ok": True, "actions": result.actions,
                               "hands": result.hands, "winners": list(state.winners or ()),
                               "draw": state.drawn, "scores": list(state.scores)}, indent=2))
        return
    click.echo(f"{log_file}: replayed {result.actions} actions and {result.hands} hands of "
               f"{log.header.variant}: every action legal, every score as recorded")


@main.command(name="simulate")
@click.argument("spec", type=click.Path(path_type=Path, dir_okay=False))
@click.option("-n", "--matches", type=click.IntRange(min=1), required=True,
              help="How many matches to play.")
@PLAYERS
@TEAMS
@SEED
@click.option("--jobs", "-j", type=click.IntRange(min=1), default=1, show_default=True,
              help="Worker processes (the results do not depend on it).")
@MAX_HANDS
@click.option("--engine", type=click.Choice(["auto", "batch", "reference"]), default="auto",
              show_default=True, help="The numpy batch kernel (for the variants it supports), "
              "the one-action-at-a-time reference engine, or whichever fits.")
@INCLUDE
@FORMAT
def simulate_command(spec: Path, matches: int, players: int | None, teams: bool | None,
                     seed: int | None, jobs: int, max_hands: int, engine: str,
                     include: tuple[Path, ...], fmt: str) -> None:
    """Play many matches between random players and report what happened."""
    with _refusals(fmt):
        variant = load(spec, include)
        game = Game(variant, players, teams, max_hands)
    lacks = supports(variant)
    if engine == "batch" and lacks:
        click.echo(f"the batch kernel cannot run {variant.name}: {'; '.join(lacks)}", err=True)
        sys.exit(1)
    use_batch = engine == "batch" or (engine == "auto" and not lacks)
    seed = _fresh_seed() if seed is None else seed
    err = Console(stderr=True)
    with Progress(console=err, transient=True, disable=not err.is_terminal) as bar:
        task = bar.add_task(f"{variant.name}: {matches} matches", total=matches)
        data = run_simulation(game, matches, seed, jobs, use_batch, teams,
                              lambda n: bar.advance(task, n))
    if fmt == "json":
        click.echo(report_json(data))
    else:
        print_report(data, Console(width=120))


@main.command()
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


@main.command()
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@click.option("--property", "-p", "properties", multiple=True, metavar="NAME",
              help="Verify only this property (repeatable; default: all).")
@click.option("--jobs", "-j", type=click.IntRange(min=1), default=1, show_default=True,
              help="Worker processes (one variant per worker at a time).")
@click.option("--save-cex", "save_cex", type=click.Path(path_type=Path, file_okay=False),
              default=None, help="Write each counterexample's story and deal file here.")
@click.option("--expected", type=click.Path(path_type=Path, dir_okay=False), default=None,
              help="Expected verdicts  [default: verify/expected.toml here or in a "
                   "folder above the specs]")
@click.option("--results", type=click.Path(path_type=Path, file_okay=False), default=None,
              help="Write each variant's verdicts for the rulebook here (docs/_data).")
@INCLUDE
@FORMAT
def verify(paths: tuple[Path, ...], properties: tuple[str, ...], jobs: int,
           save_cex: Path | None, expected: Path | None, results: Path | None,
           include: tuple[Path, ...], fmt: str) -> None:
    """Prove each variant's properties with Z3; replay every counterexample.

    Exit 0 when every verdict is the expected one, 1 on an unexpected verdict or any
    UNKNOWN, 2 on usage errors."""
    from pitchspec.pipeline import spec_files
    from pitchspec.smt import run
    from pitchspec.smt.solve import PROPERTIES, unknown_names

    bad = unknown_names(properties)
    if bad:
        click.echo(f"error[PS504]: unknown property {', '.join(bad)}; "
                   f"known: {', '.join(PROPERTIES)}", err=True)
        sys.exit(2)
    if expected is not None and not expected.is_file():
        click.echo(f"{expected}: error[PS506]: no such file", err=True)
        sys.exit(2)
    files, problems = spec_files(paths or [Path("spec")])
    if problems:
        click.echo(render_all(problems), err=True)
        sys.exit(2)
    try:
        expectations = run.read_expectations(expected or run.find_expected(files))
    except run.ExpectationsError as problem:
        click.echo(str(problem), err=True)
        sys.exit(2)
    findings = [d for r in check_paths(files, include) for d in r.diagnostics]
    if has_errors(findings):
        click.echo(render_all(findings), err=True)
        click.echo("the specs have errors: fix them before verifying", err=True)
        sys.exit(1)
    names = properties or PROPERTIES
    console = Console(stderr=True)
    with Progress(console=console, transient=True, disable=not console.is_terminal) as bar:
        task = bar.add_task("verifying", total=len(files))
        proofs = run.verify_paths(files, names, include, jobs,
                                  progress=lambda _: bar.advance(task))
    outcomes = run.judge(proofs, expectations)
    if save_cex is not None:
        run.save_examples(outcomes, save_cex)
    if results is not None:
        run.write_results(outcomes, results)
    if fmt == "json":
        click.echo(run.as_json(outcomes))
    else:
        _verify_report(outcomes, names)
    sys.exit(0 if all(o.ok for o in outcomes) else 1)


SHORT = {"points_bounded": "points bounded", "points_one_side": "one side",
         "points_max_reachable": "max reached", "bids_makeable": "bids made",
         "one_trick_winner": "trick winner", "top_trump_wins": "top trump",
         "ties_resolved": "ties", "order_deterministic": "order",
         "score_signs": "signs", "deck_sufficient": "deck"}
"""Column heads for the verdict table."""

STORIES_UP_TO = 5
"""Tell every refutation's hand when verifying this many variants or fewer; in larger
runs only the unexpected ones (the expected ones get a line each)."""


def _tell_outcome(o: Outcome, brief: bool) -> None:
    """One refutation (or unexpected verdict): what, why expected, and the hand."""
    p = o.proof
    if brief:
        click.echo(f"finding: {p.variant} {p.property} REFUTED as expected")
        click.echo(textwrap.fill(o.expected.why, 100, initial_indent="  ",
                                 subsequent_indent="  "))
        return
    click.echo()
    click.echo(f"{p.variant}: {p.property} {p.verdict.value} "
               f"(expected {o.expected.verdict.value}) [{p.method}]")
    if o.expected.why:
        click.echo(f"  expected because: {o.expected.why}")
    if p.note:
        click.echo(f"  note: {p.note}")
    if p.counterexample is not None:
        click.echo("  " + p.counterexample.text().replace("\n", "\n  ").rstrip())


def _verify_report(outcomes: Sequence[Outcome], names: Sequence[str]) -> None:
    """The variants x properties table, the counterexamples, a summary line."""
    rows: dict[str, dict[str, Outcome]] = {}
    for o in outcomes:
        rows.setdefault(o.proof.variant, {})[o.proof.property] = o
    table = Table(title=f"{len(rows)} variants x {len(names)} properties "
                  "(P proved, R refuted, U unknown; ! not as expected; seconds)")
    table.add_column("variant", no_wrap=True)
    for name in names:
        table.add_column(SHORT.get(name, name).replace("_", " "), justify="center")
    colours = {"PROVED": "green", "REFUTED": "red", "UNKNOWN": "yellow"}
    for variant, cells in rows.items():
        row = [variant]
        for name in names:
            cell = cells.get(name)
            if cell is None:
                row.append("")
                continue
            v = cell.proof.verdict.value
            mark = "" if cell.ok else "!"
            row.append(f"[{colours[v]}]{v[0]}{mark}[/] {cell.proof.seconds:.1f}")
        table.add_row(*row)
    Console(width=160).print(table)
    brief = len(rows) > STORIES_UP_TO
    flat = [x for c in rows.values() for x in c.values()]
    for o in flat:
        if o.proof.verdict.value == "REFUTED" or not o.ok:
            _tell_outcome(o, brief and o.ok)
    wrong = [x for x in flat if not x.ok]
    seconds = sum(x.proof.seconds for x in flat)
    click.echo()
    click.echo(f"{len(flat)} verdicts: {sum(x.proof.passed for x in flat)} proved, "
               f"{sum(x.proof.verdict.value == 'REFUTED' for x in flat)} refuted, "
               f"{sum(x.proof.verdict.value == 'UNKNOWN' for x in flat)} unknown; "
               f"{len(wrong)} not as expected; {seconds:.1f}s of solving")
    if brief:
        click.echo(f"(hands told for runs of up to {STORIES_UP_TO} variants; "
                   "--save-cex DIR writes every one as a story and a deal file)")
