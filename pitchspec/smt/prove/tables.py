"""The tables a variant is verified at, and one verdict from a property's verdicts at
each: a property is PROVED only where it is proved at every table the rules allow
(:func:`pitchspec.model.derived.tables_allowed`), and a refutation or an UNKNOWN names
its table. :func:`pitchspec.smt.prove.solve.verify_variant` asks each table in turn."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence

from pitchspec import model as m
from pitchspec.engine import EngineError, Seating, choose_seating
from pitchspec.model.derived import Table, at_table, table_name, tables_allowed
from pitchspec.smt.encode.verdicts import Proof, Verdict


def join_notes(*notes: str) -> str:
    """The notes that say something, joined."""
    return "; ".join(n for n in notes if n)


def seatings(variant: m.Variant) -> list[tuple[Table, Seating | str]]:
    """Every table the rules allow, the default one first, each with its seating (or,
    where the engine cannot seat it, why not)."""
    default = default_table(variant)
    allowed = tables_allowed(variant)
    ordered = sorted(allowed, key=lambda t: t != default)
    out: list[tuple[Table, Seating | str]] = []
    for players, teams in ordered or [default]:
        try:
            out.append(((players, teams), choose_seating(variant, players, teams)))
        except EngineError as err:
            out.append(((players, teams), "; ".join(d.message for d in err.diagnostics)))
    return out


def default_table(variant: m.Variant) -> Table:
    """The engine's default table (players, teams); (0, 0) where it seats none."""
    try:
        seating = choose_seating(variant, None, None)
    except EngineError:
        return (0, 0)
    return seating.players, seating.teams


def sides_missing(variant: m.Variant, seating: Seating, label: str) -> dict[str, Proof]:
    """PS521 for each claim naming a side the table does not seat (side 3 of a table of
    two partnerships): what it says there is undefined, so it is not asked there."""
    out = {}
    for claim in variant.claims:
        most = max(sides_named(claim.condition), default=0)
        if most > seating.num_sides:
            out[claim.property] = Proof(
                Verdict.UNKNOWN, claim.property, variant.name, method="refused",
                note=f"PS521: it names side {most}, but {label} seat "
                     f"{seating.num_sides} sides")
    return out


def sides_named(condition: m.ClaimCondition) -> list[int]:
    """The sides (counted from 1) a claim's condition names."""
    if isinstance(condition, m.Compare):
        return [a.side for a in (condition.left, condition.right) if a.side]
    if isinstance(condition, m.Event):
        return [condition.side] if condition.side else []
    if isinstance(condition, m.Junction):
        return [k for part in condition.parts for k in sides_named(part)]
    return sides_named(condition.part)


def combined(at: Sequence[tuple[Table, Proof]], every: tuple[Table, ...],
             many: bool = True) -> Proof:
    """One verdict from a property's verdicts at each table checked (``every``; a
    refuted property is checked no further): the refutation (its table named), else
    the first UNKNOWN (its table named), else PROVED with the work of every table
    summed. The default table's proof comes first, so where every table agrees the
    verdict reads as the default table's. ``many``: the rules allow more than one
    table, so the note names the table of a verdict that is not PROVED."""
    refuted = next(((t, p) for t, p in at if p.verdict is Verdict.REFUTED), None)
    unknown = next(((t, p) for t, p in at if p.verdict is Verdict.UNKNOWN), None)
    table, chosen = refuted or unknown or at[0]
    proof = dataclasses.replace(chosen, tables=every)
    proof.seconds = sum(p.seconds for _, p in at)
    proof.work = sum(p.work for _, p in at)
    proof.cases = sum(p.cases for _, p in at)
    if chosen.verdict is Verdict.PROVED:
        return proof
    proof.table = table
    if many:
        others = [table_name(*t) for t, p in at if p.verdict is chosen.verdict and t != table]
        also = f"; also {chosen.verdict.value.lower()} at {', '.join(others)}" if others else ""
        proof.note = join_notes(f"{at_table(table)}{also}", chosen.note)
    return proof


def deck_verdict(proof: Proof, every: tuple[Table, ...]) -> Proof:
    """The pack's verdict, one question about every table (a count of cards per number
    of players): refuted, its table is the first allowed one with the players of its
    counterexample (alone or in partnerships, the pack is the same)."""
    proof = dataclasses.replace(proof, tables=every)
    found = re.match(r"(\d+) players", getattr(proof.counterexample, "case", "") or "")
    if proof.verdict is not Verdict.PROVED and found is not None:
        proof.table = next((t for t in every if t[0] == int(found.group(1))), None)
    return proof
