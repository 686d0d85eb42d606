"""The page's "Verification" section: the verifier's verdicts, shown only for the rules
they were given for.

A results file names the digest of the resolved rules it was verified for
(``spec_sha256``, :func:`pitchspec.matches.logs.log_format.spec_digest`), the work
budget and the pitchspec version. The page shows the verdicts when the digest is that
of the variant it renders; a file for other rules (the spec changed since) is not
shown and the build warns; a file that names no rules (written by an older pitchspec)
is not shown either, and the page says how to write it again.

>>> from pitchspec import load
>>> from pitchspec.rulebook.results import Results, Verified
>>> v = load("spec/pitch.pitch")
>>> binding(v, Results(properties=(), verified=Verified("0" * 64)))
'stale'
"""

from __future__ import annotations

from collections.abc import Iterator

from pitchspec import model as m
from pitchspec.matches.logs.log_format import spec_digest
from pitchspec.meanings import translate
from pitchspec.meanings.properties import PROPERTIES
from pitchspec.model.derived import tables_allowed
from pitchspec.rulebook import commands as cmd
from pitchspec.rulebook import examples
from pitchspec.rulebook import rest as r
from pitchspec.rulebook.context import Context
from pitchspec.rulebook.documents import untag
from pitchspec.rulebook.phrasing import word
from pitchspec.rulebook.results import Property, Results, Verdict
from pitchspec.rulebook.texts import ENGLISH, text

BOUND, STALE, UNBOUND = "bound", "stale", "unbound"


def binding(v: m.Variant, results: Results) -> str:
    """Whether the results were verified for exactly these rules: ``bound``, ``stale``
    (for other rules) or ``unbound`` (the file does not say)."""
    digest = results.verified.spec_sha256
    if digest is None:
        return UNBOUND
    return BOUND if digest == spec_digest(v) else STALE


def usable(v: m.Variant, ctx: Context) -> tuple[Property, ...] | None:
    """The verdicts the page may show: None when there are none, or none for these
    rules (then the reason is recorded once in ``ctx.problems`` when it is stale)."""
    found = ctx.results.properties
    if found is None or not ctx.verdicts:
        return None
    return found if binding(v, ctx.results) == BOUND else None


def property_name(name: str) -> str:
    """A property in words ("One winner per trick"), never its name in the code."""
    key = f"property.{name}"
    return text(key) if key in ENGLISH else name.replace("_", " ").capitalize()


def method_words(method: str) -> str:
    """How the verifier decided, in words: each comma-separated part of its method
    ("outcome model, played out by the engine") in the language in use; a part the
    rulebook does not know stays as the verifier wrote it."""
    parts = untag(method).split(", ")
    return ", ".join(text(f"method.{p}") if f"method.{p}" in ENGLISH else p for p in parts)


def claim_words(prop: Property) -> str:
    """What a verified property claims: a built-in property's claim in the language in
    use (from the meanings registry), anything else as the results file words it."""
    if prop.name in PROPERTIES:
        return translate.prop(prop.name, "claim")
    return untag(prop.claim)


def verdict_word(verdict: Verdict) -> str:
    return text(f"verdict.{verdict.value}")


def budget_words(budget: float | None) -> str:
    if budget is None or budget == 1:
        return text("verify.budget.standard")
    return text("verify.budget.scaled", scale=f"{budget:g}")


def tables_words(tables: list[tuple[int, int]]) -> str:
    """Tables in words, alone and in partnerships: "2 to 8 players, each alone; 4, 6 or
    8 players in partnerships"; one table of teams larger than pairs by its form: "6
    players in 2 teams of 3"."""
    if len(tables) == 1 and tables[0][1] and tables[0][1] * 2 != tables[0][0]:
        players, count = tables[0]
        return text("verify.tables.form", teams=count, size=players // count,
                    players=word("players summary", players=frozenset([players])))
    alone = [n for n, k in tables if not k]
    teams = sorted({n for n, k in tables if k})
    said = {}
    if alone:
        said["alone"] = text("verify.tables.alone", players=word("players summary",
                                                                  players=frozenset(alone)))
    if teams:
        said["teams"] = text("verify.tables.teams", players=word("players summary",
                                                                  players=frozenset(teams)))
    if len(said) == 2:
        return text("verify.tables.both", **said)
    return next(iter(said.values()), "")


def tables_sentence(v: m.Variant, found: tuple[Property, ...], command: str) -> str:
    """Where the verdicts hold: at every table the rules allow, listed (where the
    results record them all), or that the results do not say; nothing for a variant of
    one table."""
    allowed = tables_allowed(v)
    if len(allowed) < 2:
        return ""
    recorded = {t for p in found for t in p.tables}
    if recorded == set(allowed):
        return text("verify.tables", tables=tables_words(allowed))
    return text("verify.tables.unrecorded", command=command)


def verdict_cell(p: Property, many: bool) -> str:
    """A property's verdict, with the table of a refutation where the rules allow more
    than one."""
    if p.table is None or not many or p.verdict is Verdict.PROVED:
        return verdict_word(p.verdict)
    return text("verify.at table", verdict=verdict_word(p.verdict),
                table=tables_words([p.table]))


def section(v: m.Variant, ctx: Context) -> Iterator[str]:
    """Verdicts, each refutation's finding and its deal played under these rules."""
    yield from r.heading(text("verify.heading"), "-")
    found = ctx.results.properties
    if found is None:
        yield from r.paragraph(text("verify.none"))
        return
    state = binding(v, ctx.results)
    if state != BOUND:
        command = cmd.verify_results(ctx.ref) if ctx.ref else "pitchspec verify --results"
        yield from r.paragraph(text(f"verify.{state}", command=command))
        if state == STALE:
            ctx.problems.append(f"{v.name}.verify.json was verified for other rules of "
                                f"{v.name} (the spec changed since): run '{command}' again")
        return
    verified = ctx.results.verified
    yield from r.paragraph(r.escape(text("verify.bound", version=verified.version or "?",
                                         budget=budget_words(verified.budget))))
    command = cmd.verify_results(ctx.ref) if ctx.ref else "pitchspec verify --results"
    where = tables_sentence(v, found, command)
    if where:
        yield from r.paragraph(r.escape(where))
    many = len(tables_allowed(v)) > 1
    shown = tuple(p for p in found if not p.name.startswith("claim:"))  # see Claims
    rows = [(r.escape(property_name(p.name)), r.escape(verdict_cell(p, many)),
             r.escape(claim_words(p)) + (f" {r.escape(text('verify.note', note=p.note))}"
                                         if p.note else ""),
             r.escape(method_words(p.method))) for p in shown]
    yield from r.table((text("verify.column.property"), text("verify.column.verdict"),
                        text("verify.column.claim"), text("verify.column.how")), rows,
                       widths=(2, 1, 5, 2))
    for p in shown:
        if p.verdict is Verdict.REFUTED:
            yield from r.rubric(r.escape(text("verify.fails", property=property_name(p.name))))
            if p.why:
                yield from r.paragraph(r.escape(examples.finding(v, p.why)))
            yield from examples.shown(v, p, ctx.results.deals, ctx.ref, ctx.problems)
