"""The footprint of a construct: every place a member of a construct enum must be known.

A construct enum is a closed set of rule words in the model (``PointKind``,
``FollowRule``...). A member added to one must reach every mirror of the rules; this
registry says, per enum, where each site looks for it, and :func:`missing` names each
site that does not know a member. tests/test_footprint.py runs it over every member of
every construct enum; docs/internals/adding-a-construct.rst walks the same sites in
order (:data:`SITES` is its checklist, and a test keeps the two equal).

A site finds a member by one of:

- ``Table``: a dispatch table (a dict or set) of the mirror holds it;
- ``Cases``: a function's exhaustive ``match`` names it in a ``case`` (mypy's
  ``assert_never`` names the function when a member is missing; this finds it too);
- ``Named``: a mirror's modules name it (``Enum.MEMBER``), outside its refusal lists;
- ``Refused``: the mirror refuses a variant that uses it with a coded diagnostic
  (PS401 engine, PS420 kernel, PS520 verifier): not handled, but never silent.

A new construct enum is added to :data:`FOOTPRINT`, a new setting enum or yes-or-no
field to tests/footprint_settings.py (``SETTINGS``, ``BOOLEANS``), anything else to
:data:`OUTSIDE` saying why it is no construct; a test fails for an enum or a ``bool``
field of the model placed nowhere.
"""

from __future__ import annotations

import ast
import dataclasses
import importlib
import inspect
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from enum import Enum
from functools import cache
from pathlib import Path
from typing import Any

from pitchspec import model as m
from pitchspec.pipeline import load

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "pitchspec"

SITES = ("engine", "verifier", "kernel", "rulebook", "meaning", "agents", "clauses")
"""Every site of a construct's footprint, in the order the cookbook walks them."""

Finder = Callable[[Enum], str | None]
"""Where a site knows a member (None: it does not)."""


# ------------------------------------------------------------------ finders


def _says(text: str, find: Finder) -> Finder:
    """``find``, described as ``text`` in a failure."""
    find.__doc__ = text
    return find


def _resolve(ref: str) -> Any:
    """``package.module:name`` (or ``:Class.method``) to the object."""
    module, _, name = ref.partition(":")
    obj: Any = importlib.import_module(module)
    for part in name.split("."):
        obj = getattr(obj, part)
    return obj


def table(ref: str) -> Finder:
    """A dispatch table or a set of members the mirror declares it handles."""
    def find(member: Enum) -> str | None:
        return ref if member in _resolve(ref) else None
    return _says(f"a key of {ref}", find)


@cache
def _module_tree(module: str) -> ast.Module:
    """A module's source from the checkout, parsed: the installed wheel's engine,
    players and scorers are compiled (mypyc), so their functions carry no source."""
    path = ROOT / Path(*module.split("."))
    path = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
    return ast.parse(path.read_text(encoding="utf-8"))


def source_tree(module: str, qualname: str) -> ast.AST:
    """The definition of ``qualname`` (``function`` or ``Class.method``) in ``module``,
    read from the source file, not from the (perhaps compiled) object."""
    node: ast.AST = _module_tree(module)
    for part in qualname.split("."):
        node = next(n for n in ast.iter_child_nodes(node)
                    if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
                    and n.name == part)
    return node


def _source_of(value: Any) -> ast.AST:
    """A function's or method's definition, found by its module and qualified name."""
    fn = inspect.unwrap(value)
    owner = getattr(fn, "__objclass__", fn)  # a compiled class's method names its class
    return source_tree(owner.__module__, fn.__qualname__)


@cache
def _cases(ref: str) -> dict[str, list[ast.match_case]]:
    """Per member name, the ``case`` clauses of the function's ``match`` naming it."""
    module, _, name = ref.partition(":")
    tree = source_tree(module, name)
    found: dict[str, list[ast.match_case]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.match_case):
            for sub in ast.walk(node.pattern):
                if isinstance(sub, ast.MatchValue) and isinstance(sub.value, ast.Attribute):
                    found.setdefault(sub.value.attr, []).append(node)
    return found


def cases(ref: str) -> Finder:
    """A function whose ``match`` names the member in a case."""
    def find(member: Enum) -> str | None:
        return f"{ref} (case)" if member.name in _cases(ref) else None
    return _says(f"a case of the match in {ref}", find)


def _sources(paths: Iterable[str], skip: tuple[str, ...]) -> dict[str, str]:
    out = {}
    for pattern in paths:
        for path in sorted(PACKAGE.glob(pattern)):
            rel = path.relative_to(ROOT).as_posix()
            if rel not in skip:
                out[rel] = path.read_text(encoding="utf-8")
    return out


def named(*paths: str, skip: tuple[str, ...] = ()) -> Finder:
    """Modules of the mirror (globs under pitchspec/) that name the member."""
    def find(member: Enum) -> str | None:
        word = re.compile(rf"\b{type(member).__name__}\.{member.name}\b")
        found = [p for p, text in _sources(paths, skip).items() if word.search(text)]
        return f"named in {found[0]}" if found else None
    return _says(f"named in pitchspec/{{{','.join(paths)}}}", find)


Probe = Callable[[m.Variant, Enum], m.Variant | None]


def refused(check: Callable[[m.Variant], Iterable[str]], code: str) -> Finder:
    """The mirror's refusal names the member's value for a variant that uses it."""
    def find(member: Enum) -> str | None:
        variant = probe_variant(member)
        if variant is None:
            return None
        try:
            said = list(check(variant))
        except Exception:  # a refusal that raises refuses nothing
            return None
        hit = [s for s in said if member.value in s]
        return f"refused ({code}): {hit[0]}" if hit else None
    return _says(f"a {code} refusal of a variant using it", find)


# ------------------------------------------------- probes: a variant using a member


def _point(v: m.Variant, **changes: Any) -> m.Variant:
    return replace(v, points=(replace(v.points[0], **changes), *v.points[1:]))


def _with_bid(v: m.Variant, kind: Enum) -> m.Variant | None:
    if not v.bidding.special:
        return None
    bid = v.bidding.special[0]
    bid = replace(bid, made=replace(bid.made, kind=kind))
    return replace(v, bidding=replace(v.bidding, special=(bid, *v.bidding.special[1:])))


def _with_step(v: m.Variant, kind: Enum) -> m.Variant:
    step = m.Step(m.Actor.BIDDER, kind)  # type: ignore[arg-type]
    return replace(v, exchange=replace(v.exchange, steps=(step,)))


PROBES: dict[type[Enum], Probe] = {
    m.PointKind: lambda v, x: _point(v, kind=x),
    m.Receiver: lambda v, x: _point(v, receiver=x),
    m.TieRule: lambda v, x: _point(v, tie=x),
    m.ConditionKind: lambda v, x: _point(v, conditions=(m.Condition(x),)),  # type: ignore[arg-type]
    m.FollowRule: lambda v, x: replace(v, play=replace(v.play, follow=x)),
    m.LeadRule: lambda v, x: replace(v, play=replace(v.play, first_lead=x)),
    m.AllPassAction: lambda v, x: replace(v, bidding=replace(
        v.bidding, all_pass=replace(v.bidding.all_pass, action=x))),
    m.OutcomeKind: _with_bid,
    m.MadeRule: lambda v, x: replace(v, scoring=replace(v.scoring, made=x)),
    m.SetPenalty: lambda v, x: replace(v, scoring=replace(v.scoring, set_penalty=x)),
    m.TrumpMethod: lambda v, x: replace(v, trump=replace(v.trump, method=x)),
    m.StepKind: _with_step,
}
"""How to make a bundled variant use a member (for the refusal finders)."""

BASE = "spec/auction_pitch.pitch"
WITH_SPECIAL_BIDS = "spec/bonanza_pitch.pitch"


@cache
def _base(path: str) -> m.Variant:
    return load(ROOT / path)


def probe_variant(member: Enum) -> m.Variant | None:
    """A bundled variant changed to use ``member`` (None: no probe for its enum)."""
    probe = PROBES.get(type(member))
    if probe is None:
        return None
    base = _base(WITH_SPECIAL_BIDS if type(member) is m.OutcomeKind else BASE)
    try:
        return probe(base, member)
    except (TypeError, ValueError, AttributeError):
        return None


# ------------------------------------------------------------------ the mirrors' refusals


def _engine_refusal(v: m.Variant) -> Iterator[str]:
    from pitchspec.engine.core.rules import choose_seating
    from pitchspec.engine.game import unsupported

    return (d.message for d in unsupported(v, choose_seating(v, None, None)))


def _kernel_refusal(v: m.Variant) -> list[str]:
    from pitchspec.engine.kernel.supports import supports

    return supports(v)


def _verifier_refusal(v: m.Variant) -> list[str]:
    from pitchspec.smt.encode.repertoire import cannot_encode

    return cannot_encode(v)


def encodes(member: Enum) -> str | None:
    """The verifier's repertoire lists the member, at a function that exists."""
    from pitchspec.smt.encode.repertoire import ENCODES

    where = ENCODES.get(type(member), {}).get(member)
    if where is None:
        return None
    module, _, fn = where.partition(".")
    found = getattr(importlib.import_module(f"pitchspec.smt.encode.{module}"), fn, None)
    return f"smt.encode.{where}" if callable(found) else None


ENGINE_CODE = ("engine/core/*.py", "engine/phases/*.py", "engine/step.py")
KERNEL_CODE = ("engine/kernel/*.py", "engine/core/*.py")
KERNEL_LISTS = ("pitchspec/engine/kernel/supports.py",)

ENGINE_REFUSES = refused(_engine_refusal, "PS401")
KERNEL_REFUSES = refused(_kernel_refusal, "PS420")
VERIFIER = (encodes, refused(_verifier_refusal, "PS520"))


def _engine(*finders: Finder) -> tuple[Finder, ...]:
    return (*finders, ENGINE_REFUSES)


def _kernel(*lists: str) -> tuple[Finder, ...]:
    return (named(*KERNEL_CODE, skip=KERNEL_LISTS),
            *(table(f"pitchspec.engine.kernel.supports:{name}") for name in lists),
            KERNEL_REFUSES)


# ------------------------------------------------------------------ the rulebook


def _say_literals(node: ast.AST) -> list[str]:
    return [c.args[0].value for c in ast.walk(node)
            if isinstance(c, ast.Call) and isinstance(c.func, ast.Name) and c.func.id == "say"
            and c.args and isinstance(c.args[0], ast.Constant) and isinstance(c.args[0].value, str)]


def _constructs(value: Any) -> list[str]:
    """The constructs a table entry states: (construct, sentence), or a writer."""
    if isinstance(value, tuple) and value and isinstance(value[0], str):
        return [value[0]]
    if isinstance(value, str):  # a construct, its sentence in each language's phrase table
        return [value]
    if callable(value):
        return _say_literals(_source_of(value))
    return []


def _backed(constructs: list[str], where: str) -> str | None:
    from pitchspec.constructs import CONSTRUCTS
    from pitchspec.i18n import TRANSLATED
    from pitchspec.rulebook.phrasing import table_of

    # a sentence of a phrase-table walker is written in every language's table
    spoken = [c for c in constructs if c not in table_of("en")
              or all(c in table_of(code) for code in TRANSLATED)]
    backed = [c for c in spoken if c in CONSTRUCTS and CONSTRUCTS[c].tests]
    return f"{where}: '{backed[0]}' ({CONSTRUCTS[backed[0]].tests[0]})" if backed else None


def sentence_table(ref: str) -> Finder:
    """A rulebook table (member -> construct and sentence, or its writer) whose
    construct is backed by an engine test in the registry of constructs."""
    def find(member: Enum) -> str | None:
        found = _resolve(ref)
        return _backed(_constructs(found[member]), ref) if member in found else None
    return _says(f"a sentence in {ref} with a registered construct and its engine test", find)


def sentence_cases(ref: str) -> Finder:
    """A rulebook function whose ``match`` case for the member says a sentence backed
    by an engine test."""
    def find(member: Enum) -> str | None:
        said = [s for case in _cases(ref).get(member.name, []) for s in _say_literals(case)]
        return _backed(said, f"{ref} (case)")
    return _says(f"a case of {ref} saying a sentence with a registered construct and its "
                 "engine test", find)


def unsaid(member: Enum) -> str | None:
    """The rulebook says nothing about the member, on purpose (pitchspec.constructs.UNSAID)."""
    from pitchspec.constructs import UNSAID

    why = UNSAID.get(f"{type(member).__name__}.{member.name}")
    return f"unsaid: {why}" if why else None


# ------------------------------------------------------------------ meanings


def _fragments(build: Callable[..., Any], pattern: str) -> Iterator[dict[str, Any]]:
    """What a form builds: each choice of a one-choice hole, None for other holes."""
    holes = re.findall(r"\{([^}]*)\}", pattern)
    choices = [h.split("|") if "|" in h else [None] for h in holes]
    combos: list[list[Any]] = [[]]
    for options in choices:
        combos = [[*c, o] for c in combos for o in options]
    for args in combos:
        try:
            yield build(*args)
        except Exception:  # a builder that needs a real value
            continue


def _members(value: Any) -> Iterator[Enum]:
    if isinstance(value, Enum):
        yield value
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from _members(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _members(item)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from _members(getattr(value, f.name))


@cache
def _vocabulary() -> dict[Enum, list[str]]:
    """Per member, the meaning keys of the vocabulary's forms that write it."""
    from pitchspec.meanings import choices, forms, settings

    found: dict[Enum, list[str]] = {}
    for path, setting in settings():
        for form in forms(setting):
            groups = choices(form.pattern)
            for fragment in _fragments(form.build, form.pattern):
                for value in fragment.values():
                    for member in _members(value):
                        keys = [f"{path}: {form.pattern}",
                                *(f"{g} {member.value}" for g in groups)]
                        found.setdefault(member, []).extend(keys)
    return found


def meaning(member: Enum) -> str | None:
    """A form of the vocabulary writes the member, and the meanings explain it."""
    from pitchspec.meanings import TEXTS, WORDS

    for key in _vocabulary().get(member, []):
        group, _, word = key.partition(" ")
        if key in TEXTS or word in WORDS.get(group, {}):
            return f"meaning '{key}'"
    return None


# ------------------------------------------------------------------ points only


def clause_checks(member: Enum) -> str | None:
    """The kind has its facts, and validation refuses (PS333) every kind-specific clause
    that does not fit it, and only those."""
    from pitchspec.validate.scoring import CLAUSES, check_point_clauses_fit_the_point

    if not isinstance(member, m.PointKind) or member not in m.KIND_FACTS:
        return None
    with_clause = {m.PointClause.TIE: {"tie": m.TieRule.ELDER},
                   m.PointClause.HANGED: {"hanged_value": 3},
                   m.PointClause.TURN_UP_VALUES: {"every_turn": True}}
    if set(with_clause) != set(m.PointClause) or set(CLAUSES) != set(m.PointClause):
        return None
    base = _base(BASE)
    for clause, fields in with_clause.items():
        variant = _point(base, kind=member, **fields)
        refused = any(d.code == "PS333" for d in check_point_clauses_fit_the_point(variant))
        if refused == member.fits(clause):
            return None
    return "KIND_FACTS and validate.scoring.CLAUSES (PS333)"


# ------------------------------------------------------------------ the registry


@dataclass(frozen=True)
class Footprint:
    """Where each site of one construct enum looks for a member (an empty site: the
    site does not apply to this enum)."""

    engine: tuple[Finder, ...]
    verifier: tuple[Finder, ...]
    kernel: tuple[Finder, ...]
    rulebook: tuple[Finder, ...]
    meaning: tuple[Finder, ...] = (meaning,)
    agents: tuple[Finder, ...] = ()
    clauses: tuple[Finder, ...] = ()


_SC = "pitchspec.rulebook.scores"
_ENGINE_SCORING = "pitchspec.engine.phases.scoring"

FOOTPRINT: dict[type[Enum], Footprint] = {
    m.PointKind: Footprint(
        engine=_engine(table(f"{_ENGINE_SCORING}:POINT_FUNCTIONS"), named(*ENGINE_CODE)),
        verifier=VERIFIER,
        kernel=_kernel("_KINDS"),
        rulebook=(sentence_cases(f"{_SC}:earns"),),
        agents=(cases("pitchspec.agents.valuation:_step"),
                table("pitchspec.agents.valuation:IGNORED_BY_HEURISTIC")),
        clauses=(clause_checks,)),
    m.Receiver: Footprint(
        engine=_engine(cases(f"{_ENGINE_SCORING}:HandFacts.receiver")),
        verifier=(cases("pitchspec.smt.encode.scoring:receiver"), *VERIFIER),
        kernel=(cases("pitchspec.engine.kernel.scoring:seat_by"), *_kernel("_RECEIVERS")),
        rulebook=(sentence_table(f"{_SC}:_RECEIVERS"),)),
    m.TieRule: Footprint(
        engine=_engine(cases(f"{_ENGINE_SCORING}:break_tie"),
                       table("pitchspec.engine.game:KNOWN_TIES")),
        verifier=(cases("pitchspec.smt.encode.scoring:break_tie"), *VERIFIER),
        kernel=_kernel("_TIES"),
        rulebook=(sentence_table(f"{_SC}:_TIES"),)),
    m.ConditionKind: Footprint(
        engine=_engine(cases(f"{_ENGINE_SCORING}:conditions_hold"),
                       table("pitchspec.engine.game:KNOWN_CONDITIONS")),
        verifier=(cases("pitchspec.smt.encode.scoring:conditions_hold"), *VERIFIER),
        kernel=_kernel("_CONDITIONS"),
        rulebook=(sentence_cases(f"{_SC}:_condition"),)),
    m.FollowRule: Footprint(
        engine=_engine(table("pitchspec.engine.game:KNOWN_FOLLOW")),
        verifier=VERIFIER, kernel=_kernel("_FOLLOW"),
        rulebook=(sentence_table("pitchspec.rulebook.tricks:_FOLLOW"),)),
    m.LeadRule: Footprint(
        engine=_engine(table("pitchspec.engine.game:KNOWN_LEADS")),
        verifier=VERIFIER, kernel=_kernel(),
        rulebook=(sentence_cases("pitchspec.rulebook.tricks:leading"), unsaid)),
    m.AllPassAction: Footprint(
        engine=_engine(table("pitchspec.engine.game:KNOWN_ALL_PASS")),
        verifier=VERIFIER, kernel=_kernel("_ALL_PASS"),
        rulebook=(sentence_table("pitchspec.rulebook.auction:_ALL_PASS"),)),
    m.OutcomeKind: Footprint(
        engine=_engine(table("pitchspec.engine.game:KNOWN_OUTCOMES")),
        verifier=VERIFIER, kernel=_kernel(),
        rulebook=(sentence_table("pitchspec.rulebook.auction:_OUTCOMES"),)),
    m.MadeRule: Footprint(
        engine=_engine(table("pitchspec.engine.game:KNOWN_MADE")),
        verifier=VERIFIER, kernel=_kernel("_MADE"),
        rulebook=(sentence_table(f"{_SC}:_MADE"),)),
    m.SetPenalty: Footprint(
        engine=_engine(table("pitchspec.engine.game:KNOWN_PENALTIES")),
        verifier=VERIFIER, kernel=_kernel("_PENALTIES"),
        rulebook=(sentence_cases(f"{_SC}:set_back"),)),
    m.TrumpMethod: Footprint(
        engine=_engine(table("pitchspec.engine.game:KNOWN_TRUMP")),
        verifier=VERIFIER, kernel=_kernel("_TRUMP"),
        rulebook=(sentence_table("pitchspec.rulebook.prose:_TRUMP"),)),
    m.StepKind: Footprint(
        engine=_engine(table("pitchspec.engine.game:KNOWN_STEPS")),
        verifier=VERIFIER, kernel=_kernel(),
        rulebook=(sentence_table("pitchspec.rulebook.prose:_STEP_WORDS"),)),
}
"""Every construct enum with a footprint, and where each site looks."""

OUTSIDE: dict[type[Enum], str] = {
    **{e: "the claim language: read by the verifier alone (pitchspec.smt.prove.claims)"
       for e in (m.Quantifier, m.Quantity, m.EventKind, m.Comparison)},
    m.NoteKind: "an author's note: rendered, never played",
    m.Scored: "a fact of a point kind (KIND_FACTS), not a rule word",
    m.PointClause: "a fact of a point kind (KIND_FACTS), checked with PointKind's clauses",
    m.Reason: "the engine's own credit reasons: no rule word (a spec cannot name them, "
              "PS219); tests/engine/test_credit_reasons.py",
}
"""Enums of the model that are no construct an author writes, and why. The setting
enums (a value an author writes: ``trick_winner: lowest``) have their footprint in
tests/footprint_settings.py."""


def registry() -> dict[type[Enum], Footprint]:
    """Every enum with a footprint: the construct enums and the setting enums."""
    from footprint_settings import SETTINGS

    return {**FOOTPRINT, **SETTINGS}


def sites(enum: type[Enum]) -> dict[str, tuple[Finder, ...]]:
    """The sites that apply to an enum, by name, in cookbook order."""
    footprint = registry()[enum]
    return {name: getattr(footprint, name) for name in SITES if getattr(footprint, name)}


def missing(member: Enum) -> list[str]:
    """Each site that does not know ``member``, with where it looked."""
    out = []
    for site, finders in sites(type(member)).items():
        if not any(find(member) for find in finders):
            out.append(f"{site}: {type(member).__name__}.{member.name} is not found; looked "
                       f"for {'; or '.join(_describe(f) for f in finders)}")
    return out


def _describe(finder: Finder) -> str:
    return " ".join((finder.__doc__ or finder.__name__).split())


def model_enums() -> list[type[Enum]]:
    """Every enum the model defines."""
    return sorted({v for v in vars(m).values() if isinstance(v, type) and issubclass(v, Enum)
                   and v.__module__.startswith("pitchspec.model")}, key=lambda e: e.__name__)
