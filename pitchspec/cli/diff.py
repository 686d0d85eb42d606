"""`pitchspec diff A B`: the rules two variants differ in, and a deal that shows it.

Exit status: 0 the variants are equivalent (no deal of one hand, from any scores, is
settled differently), 1 a finding (a distinguishing deal, PS511; not comparable, PS510;
or no answer within the budget), 2 usage errors, 3 an internal error (the solver and the
engine disagree, PS503, is one).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from pitchspec.cli.common import (
    FORMAT,
    INCLUDE,
    PLAYERS,
    TEAMS,
    PathArg,
    load_warning,
    refusals,
)
from pitchspec.cli.complete import spec_names

if TYPE_CHECKING:
    from pitchspec import model as m
    from pitchspec.rulebook.diff import Difference
    from pitchspec.smt import DiffResult

SCHEMA = "pitchspec-diff"
VERSION = 1


@click.command("diff")
@click.argument("first", type=PathArg(path_type=Path, dir_okay=False), shell_complete=spec_names)
@click.argument("second", type=PathArg(path_type=Path, dir_okay=False),
                shell_complete=spec_names)
@click.option("--save-deal", "save_deal", type=PathArg(path_type=Path, file_okay=False),
              default=None, help="Write the distinguishing deal here as a deal file per "
              "variant, for 'pitchspec play SPEC --deal FILE'.")
@click.option("--results", type=PathArg(path_type=Path, file_okay=False), default=None,
              help="Write SECOND.diff.json here for the rulebook's 'shown on one deal' "
              "section (docs/_data).")
@click.option("--budget", type=click.FloatRange(min=0.01), default=1.0, show_default=True,
              help="Multiply the solver's work budgets.")
@PLAYERS
@TEAMS
@INCLUDE
@FORMAT
def diff_command(first: Path, second: Path, save_deal: Path | None, results: Path | None,
                 budget: float, players: int | None, teams: int | None,
                 include: tuple[Path, ...], fmt: str) -> None:
    """Compare two variants: the rules that differ, then a deal they settle differently.

    FIRST and SECOND are spec files or bundled variant names (usually a parent and its
    child). The deal is compared at one table: the first both seat alike, or the one
    --players and --teams/--team-count ask for. Exit 0 when they are equivalent on one
    hand from any scores, 1 when a deal settles differently, they are not comparable or
    either's rules do not give the table asked for, 2 on usage errors."""
    from pitchspec.escape import printable
    from pitchspec.output import check_folder, make_folder, write_atomic
    from pitchspec.smt import DIFFER, EQUIVALENT, comparable, diff_variants

    with refusals(fmt):
        for folder in (save_deal, results):
            if folder is not None:
                check_folder(folder)
        a, b = load_warning(first, include), load_warning(second, include)
    asked = None if players is None and teams is None else (players, teams)
    with refusals(fmt):  # a table either's rules do not give: PS406, before any solving
        seated = None if asked is None else comparable(a, b, asked)
    result = diff_variants(a, b, budget, asked, seated)
    data = as_json(a, b, result)
    with refusals(fmt):
        if save_deal is not None and result.verdict == DIFFER:
            _save_deals(save_deal, a, b, result)
        if results is not None:
            make_folder(results)
            write_atomic(results / f"{b.name}.diff.json", json.dumps(data, indent=2) + "\n")
    if fmt == "json":
        click.echo(json.dumps(data, indent=2))
    else:
        for line in report(data):
            click.echo(printable(line))
    sys.exit(0 if result.verdict == EQUIVALENT else 1)


def _save_deals(folder: Path, a: m.Variant, b: m.Variant, result: DiffResult) -> None:
    from pitchspec.output import make_folder, write_atomic
    from pitchspec.smt import deal_for_variant

    assert result.deal is not None
    make_folder(folder)
    for v in (a, b):
        path = folder / f"{a.name}-{b.name}.{v.name}.deal.json"
        write_atomic(path, json.dumps(deal_for_variant(result.deal, v), indent=2) + "\n")
        click.echo(f"deal file written to {path}", err=True)


def as_json(a: m.Variant, b: m.Variant, result: DiffResult) -> dict[str, Any]:
    """The comparison as stable plain data (docs/diff.rst gives its shape)."""
    from pitchspec.cli.verify_run import table_data
    from pitchspec.rulebook.diff import differences
    from pitchspec.smt import DIFFER, INCOMPARABLE, settled_differences

    code = {DIFFER: "PS511", INCOMPARABLE: "PS510"}.get(result.verdict)
    settled = result.settled
    return {
        "format": SCHEMA, "version": VERSION,
        "first": a.name, "second": b.name,
        "first_title": a.title, "second_title": b.title,
        "rules": [rule_json(d) for d in differences(a, b)],
        "verdict": result.verdict, "code": code,
        "reasons": result.reasons, "method": result.method, "note": result.note,
        "case": result.case,
        "differences": settled_differences(*settled) if settled is not None else [],
        "deal": result.deal,
        "settled": [s.as_json() for s in settled] if settled is not None else [],
        "seconds": round(result.seconds, 2), "remembered": result.remembered,
        "table": None if result.table is None else table_data(result.table),
    }


def rule_json(d: Difference) -> dict[str, str]:
    return {"rule": d.rule, "first": d.parent, "second": d.child}


def report(data: dict[str, Any]) -> list[str]:
    """The comparison for people: rules, then the verdict and the deal side by side."""
    first, second = data["first"], data["second"]
    lines = [f"{first} -> {second}", "", "rules that differ:"]
    for r in data["rules"]:
        lines += [f"  {r['rule']}", f"    {first}: {r['first']}", f"    {second}: {r['second']}"]
    if not data["rules"]:
        lines.append("  none")
    lines += ["", _verdict_line(data)]
    lines += [f"  restricted: {r}" for r in data["reasons"]] if data["verdict"] != \
        "not comparable" else [f"  not comparable: {r}" for r in data["reasons"]]
    if data["note"]:
        lines.append(f"  {data['note']}")
    if data.get("table"):
        lines.append(f"  {_table_line(data['table'])}")
    if data.get("remembered"):
        lines.append(f"  remembered from an earlier run, solved in {data['seconds']} s "
                     "(PITCHSPEC_CACHE=off compares afresh)")
    if data["settled"]:
        lines += ["", *side_by_side(data)]
    return lines


def _table_line(table: dict[str, Any]) -> str:
    """Which table the comparison speaks of: one, unlike verify's every table."""
    from pitchspec.model.derived import table_name

    teams = table.get("teams", table["players"] // 2) if table["partnerships"] else 0
    return (f"compared at one table, {table_name(table['players'], teams)} "
            "(verify checks every table the rules allow; diff only this one)")


def _verdict_line(data: dict[str, Any]) -> str:
    verdict = data["verdict"]
    code = f"finding[{data['code']}]: " if data["code"] else ""
    how = f" ({data['method']}{', ' + data['case'] if data['case'] else ''})" \
        if data["method"] else ""
    words = {"equivalent": "EQUIVALENT: no deal is settled differently",
             "differ": "DIFFER: a deal the two variants settle differently",
             "not comparable": "the variants are not comparable on one deal",
             "unknown": "UNKNOWN: no distinguishing deal found, none proved impossible"}
    return f"{code}{words[verdict]}{how}"


def side_by_side(data: dict[str, Any]) -> list[str]:
    """The deal once (as the first variant's engine told it), then each result in two
    columns."""
    a, b = data["settled"]
    story_a, story_b = a["story"], b["story"]
    shared = [line for line, other in zip(story_a, story_b, strict=False) if line == other]
    lines = ["the deal (the engine's play, the same under both):"]
    lines += [f"  {line}" for line in shared if not line.startswith(("points", "scores after",
                                                                     "bid ", "winner", "no "))]
    rows = [("", a["variant"], b["variant"]),
            ("points", _awards(a), _awards(b)),
            ("bid", _made(a["made"]), _made(b["made"])),
            ("score changes", _sides(a["changes"]), _sides(b["changes"])),
            ("scores after", _sides(a["after"], ""), _sides(b["after"], "")),
            ("match", _winner(a), _winner(b))]
    if a["refused"] or b["refused"]:
        rows = [rows[0], ("refused", a["refused"] or "-", b["refused"] or "-")]
    width = [max(len(r[i]) for r in rows) for i in range(3)]
    lines += ["", "side by side:"]
    lines += [f"  {r[0]:<{width[0]}}  {r[1]:<{width[1]}}  {r[2]}" for r in rows]
    lines += ["", "what differs:"] + [f"  {d}" for d in data["differences"]]
    return lines


def _awards(s: dict[str, Any]) -> str:
    items = [*s["during"], *s["awards"]]
    return ", ".join(f"{x['point']} {x['value']}->side {x['side']}" for x in items) or "none"


def _made(made: bool | None) -> str:
    return "-" if made is None else ("made" if made else "set")


def _sides(values: list[int], sign: str = "+") -> str:
    return " ".join(f"{v:{sign}d}" for v in values)


def _winner(s: dict[str, Any]) -> str:
    if s["winners"]:
        return "side " + ", ".join(map(str, s["winners"])) + " wins"
    return "draw" if s["draw"] else "goes on"
