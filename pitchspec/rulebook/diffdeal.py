"""'What this variant changes, shown on one deal': a child's page, from ``pitchspec diff``.

``pitchspec diff PARENT CHILD --results DIR`` writes ``DIR/<child>.diff.json`` (the
command's ``--format json`` output, shape in docs/diff.rst): the deal the solver found
that the two variants settle differently. The rulebook reads the file from its data
folder but shows nothing the file says about play: the deal's cards and moves are
played again by the engine, under the parent's rules and under the child's, and the
page shows both as played - the same cards and decisions, each variant's own tricks,
points and scores. A file made for other rules (its list of rule differences is not
the one the two specs give now), or whose deal the two variants now settle alike, is
not shown, and the build warns. A pair proved equivalent, or not comparable on one
deal, says so in a sentence. Without the file the section is left out.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from pitchspec import model as m
from pitchspec.limits import read_bounded
from pitchspec.rulebook import commands as cmd
from pitchspec.rulebook import rest as r
from pitchspec.rulebook import words as w
from pitchspec.rulebook.diff import differences
from pitchspec.rulebook.played import NotPlayable, PlayedMatch, play
from pitchspec.rulebook.texts import text
from pitchspec.rulebook.told import Teller

TITLE = text("diffdeal.heading")


def diff_file(folder: Path, name: str) -> Path:
    """Where ``pitchspec diff --results`` puts the comparison of ``name`` with its parent."""
    return folder / f"{name}.diff.json"


def load_diff(folder: Path, name: str) -> dict[str, Any] | None:
    """The comparison with the parent, if it was written (ValueError if unreadable)."""
    path = diff_file(folder, name)
    if not path.is_file():
        return None
    try:
        data = json.loads(read_bounded(path, "diff file"))
    except (OSError, ValueError) as err:
        raise ValueError(f"{path}: cannot read the diff: {err}") from err
    if not isinstance(data, dict) or "verdict" not in data:
        raise ValueError(f"{path}: not the output of 'pitchspec diff --format json'")
    return data


def current(data: dict[str, Any], parent: m.Variant, child: m.Variant) -> bool:
    """Whether the file compares these two variants as their specs stand now: the same
    names, and the same rule differences as the specs give today."""
    if data.get("first") != parent.name or data.get("second") != child.name:
        return False
    now = [{"rule": d.rule, "first": d.parent, "second": d.child}
           for d in differences(parent, child)]
    return data.get("rules") == now


def section(data: dict[str, Any], parent: m.Variant, child: m.Variant,
            refs: tuple[cmd.SpecRef, cmd.SpecRef] | None,
            problems: list[str]) -> Iterator[str]:
    """The section's reST: the deal played under both variants, or the verdict in words."""
    yield from r.heading(text("diffdeal.heading"), "-")
    command = cmd.diff_results(*refs) if refs else "pitchspec diff --results"
    if not current(data, parent, child):
        problems.append(f"{child.name}.diff.json compares other rules: run '{command}' again")
        yield from r.paragraph(text("diffdeal.stale", parent=r.escape(parent.title),
                                    command=command))
        return
    verdict = data["verdict"]
    if verdict == "equivalent":
        yield from r.paragraph(text("diffdeal.equivalent"))
        return
    if verdict == "not comparable":
        reasons = "; ".join(map(str, data.get("reasons", ())))
        yield from r.paragraph(r.escape(text("diffdeal.not comparable", parent=parent.title,
                                             child=child.title, reasons=reasons)))
        return
    if not data.get("settled") or not data.get("deal"):
        yield from r.paragraph(r.escape(text("diffdeal.none", parent=parent.title,
                                             child=child.title)))
        return
    yield from _played(data, parent, child, refs, command, problems)


def _played(data: dict[str, Any], parent: m.Variant, child: m.Variant,
            refs: tuple[cmd.SpecRef, cmd.SpecRef] | None, command: str,
            problems: list[str]) -> Iterator[str]:
    try:
        first, second = play(parent, data["deal"]), play(child, data["deal"])
    except NotPlayable as err:
        problems.append(f"{child.name}.diff.json: {err}")
        yield from r.paragraph(r.escape(text("deal.unplayable", reason=str(err))))
        return
    rows = list(_rows(Teller.of(parent, first), first, Teller.of(child, second), second))
    if all(a == b for _, a, b in rows):
        problems.append(f"{child.name}.diff.json: {parent.name} and {child.name} now settle "
                        f"its deal alike: run '{command}' again")
        yield from r.paragraph(text("diffdeal.same", command=command))
        return
    method = data.get("method") or text("diffdeal.solver")
    yield from r.paragraph(r.escape(text("diffdeal.played", parent=parent.title,
                                         child=child.title, method=method)))
    teller = Teller.of(parent, first)
    yield from r.paragraph(teller.table.key())
    if first.deals:
        deal = first.deals[0]
        if any(deal.before):
            yield from r.paragraph(r.escape(text("deal.scores before",
                                                 scores=teller.table.scores(deal.before))))
        yield from teller.table_picture(deal)
        yield from teller.decisions(deal)
    for variant, match in ((parent, first), (child, second)):
        told = Teller.of(variant, match)
        caption = text("diffdeal.under", title=variant.title)
        if match.deals and match.deals[0].tricks:
            yield from told.tricks_picture(match.deals[0], caption)
        if match.refused:
            yield from r.rubric(r.escape(caption))
            yield from r.paragraph(r.escape(text("deal.refused", reason=match.refused)))
    yield from r.table(("", r.escape(parent.title), r.escape(child.title)),
                       [(r.escape(a), r.escape(b), r.escape(c)) for a, b, c in rows],
                       widths=(2, 5, 5))
    if refs is not None:  # the file of a variant that plays every move of it
        ref, variant = (refs[1], child) if not second.refused else (refs[0], parent)
        yield from r.paragraph(text(
            "diffdeal.replay", diff=cmd.diff_save(*refs),
            play=cmd.play_deal(ref, cmd.diff_deal(parent.name, child.name, variant.name)),
            title=r.escape(variant.title)))


def _rows(a: Teller, x: PlayedMatch, b: Teller, y: PlayedMatch) -> Iterator[tuple[str, str,
                                                                                   str]]:
    """What each variant makes of the deal, row by row."""
    if x.refused or y.refused:
        yield (text("diffdeal.row.refused"), x.refused or "-", y.refused or "-")
    dx, dy = (x.deals[0] if x.deals else None), (y.deals[0] if y.deals else None)
    yield (text("diffdeal.row.points"), _points(a, dx), _points(b, dy))
    yield (text("diffdeal.row.bid"), _made(dx), _made(dy))
    yield (text("diffdeal.row.changes"), _changes(a, dx), _changes(b, dy))
    yield (text("diffdeal.row.after"), _after(a, dx), _after(b, dy))
    yield (text("diffdeal.row.match"), a.outcome(x) if dx and dx.finished else "-",
           b.outcome(y) if dy and dy.finished else "-")


def _points(t: Teller, deal: Any) -> str:
    if deal is None or not deal.finished:
        return "-"
    return w.joined(f"{t.award(p)} {p.value} ({t.table.side(p.side)})"
                    for p in deal.awards) or text("deal.points.none")


def _made(deal: Any) -> str:
    if deal is None or deal.made is None:
        return text("contract.none")
    return text("contract.made" if deal.made else "contract.set")


def _changes(t: Teller, deal: Any) -> str:
    if deal is None or deal.after is None:
        return "-"
    return t.table.scores(tuple(f"{b - a:+d}" for a, b in zip(deal.before, deal.after,
                                                                strict=True)))


def _after(t: Teller, deal: Any) -> str:
    if deal is None or deal.after is None:
        return "-"
    return t.table.scores(deal.after)
