"""The footprint of a setting: a setting enum's values and the model's yes-or-no fields.

A setting is a rule word an author writes as a value (``trick_winner: lowest``,
``reach: over``) or as a yes-or-no (``jokers: not led to first trick``,
``trump_broken: required``). Each must reach the engine, the verifier, the batch
kernel, the rulebook and the meanings, as a point kind must; a setting has no
heuristic valuation nor clauses, so its footprint has those five sites (fewer where
:data:`SETTING_SITES` says why). tests/test_footprint.py runs every member and every
field through them; a site finds it by:

- ``named``/``reads``: the mirror's code names the member (``Enum.MEMBER``) or reads
  the field (``.field``);
- ``fallthrough``: the member is the default of the field that holds it and the
  mirror names another member of its enum: it reads the setting and plays the default
  otherwise (a member added later is neither, and fails);
- ``refused``: the mirror refuses a variant using it with a coded diagnostic (PS401,
  PS420, PS520) naming it.
"""

from __future__ import annotations

import ast
import dataclasses
import re
import typing
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from enum import Enum
from functools import cache
from typing import Any

from footprint import (
    KERNEL_CODE,
    Footprint,
    _engine_refusal,
    _fragments,
    _kernel_refusal,
    _sources,
    _verifier_refusal,
    named,
    unsaid,
)
from footprint import meaning as enum_meaning

from pitchspec import model as m
from pitchspec.pipeline import load

from conftest import ROOT, SPEC_DIR

Finder = Callable[[Any], str | None]

ENGINE = ("engine/**/*.py",)
"""The engine, what a seat observes included (the batch kernel is its own site)."""
ENGINE_SKIP = tuple(p.relative_to(ROOT).as_posix()
                    for p in sorted((ROOT / "pitchspec" / "engine" / "kernel").glob("*.py")))
VERIFIER = ("smt/**/*.py",)
KERNEL_LISTS = ("pitchspec/engine/kernel/supports.py",)
RULEBOOK = ("rulebook/*.py", "rulebook/languages/en/*.py")
"""The walkers and the English phrase table (each language's table has its keys)."""


def _says(text: str, find: Finder) -> Finder:
    find.__doc__ = text
    return find


# ------------------------------------------------------------------ the model's fields


@cache
def model_fields() -> dict[str, tuple[type, dataclasses.Field[Any], Any]]:
    """Every field of the dataclasses a variant is made of, as ``Class.field``, with its
    class, the field and its type."""
    found: dict[str, tuple[type, dataclasses.Field[Any], Any]] = {}
    todo: list[type] = [m.Variant]
    while todo:
        cls = todo.pop()
        if any(key.startswith(f"{cls.__name__}.") for key in found):
            continue
        hints = typing.get_type_hints(cls)
        for f in dataclasses.fields(cls):
            found[f"{cls.__name__}.{f.name}"] = (cls, f, hints[f.name])
            todo += [t for t in _types(hints[f.name]) if dataclasses.is_dataclass(t)]
    return found


def _types(hint: Any) -> Iterator[Any]:
    yield hint
    for arg in typing.get_args(hint):
        yield from _types(arg)


def boolean_fields() -> list[str]:
    """Every yes-or-no field of the model, as ``Class.field``."""
    return sorted(k for k, (_, _, hint) in model_fields().items() if hint is bool)


def defaults(enum: type[Enum]) -> set[Enum]:
    """The members that are the default of a field of the model holding ``enum``."""
    return {f.default for _, f, hint in model_fields().values()
            if enum in set(_types(hint)) and isinstance(f.default, enum)}


# ------------------------------------------------------------------ probes


@cache
def catalogue() -> tuple[m.Variant, ...]:
    return tuple(load(p) for p in sorted(SPEC_DIR.glob("*.pitch")))


def _walk(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Any]]:
    """Every (path, value) inside a variant: a path is field names and tuple indexes."""
    yield path, value
    if isinstance(value, tuple):
        for i, item in enumerate(value):
            yield from _walk(item, (*path, i))
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from _walk(getattr(value, f.name), (*path, f.name))


def _set(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(head, int):
        return (*value[:head], _set(value[head], rest, new), *value[head + 1:])
    return dataclasses.replace(value, **{head: _set(getattr(value, head), rest, new)})


def _live(variant: m.Variant, path: tuple[Any, ...]) -> m.Variant:
    """The variant with what holds ``path`` in force: a procedure the variant forbids
    (``allowed`` False) changes nothing, so a probe of its kind or scope allows it."""
    for end in range(len(path), -1, -1):
        holder = variant
        for step in path[:end]:
            holder = holder[step] if isinstance(step, int) else getattr(holder, step)
        if type(holder) is m.Procedure and not holder.allowed:
            return _set(variant, (*path[:end], "allowed"), True)  # type: ignore[no-any-return]
    return variant


def probe_setting(member: Enum) -> m.Variant | None:
    """A bundled variant changed to use ``member`` where it holds another member of the
    same enum (None: no bundled variant holds the enum)."""
    for variant in catalogue():
        for path, value in _walk(variant):
            if type(value) is type(member):
                try:
                    return _live(_set(variant, path, member), path)
                except (TypeError, ValueError):
                    continue
    return None


def probe_field(field: str) -> m.Variant | None:
    """A bundled variant with the yes-or-no field set the other way from its default
    (a field with none: the other way from the variant's)."""
    if field not in model_fields():
        return None
    cls, f, _ = model_fields()[field]
    for variant in catalogue():
        for path, value in _walk(variant):
            if type(value) is cls:
                was = f.default if isinstance(f.default, bool) else getattr(value, f.name)
                try:
                    return _live(_set(variant, (*path, f.name), not was), path)
                except (TypeError, ValueError):
                    continue
    return None


def refused(check: Callable[[m.Variant], Any], code: str, probe: Callable[[Any], Any],
            words: Callable[[Any], list[str]]) -> Finder:
    """The mirror's refusal of a variant using the setting names it."""
    def find(thing: Any) -> str | None:
        variant = probe(thing)
        if variant is None:
            return None
        try:
            said = [str(s) for s in check(variant)]
        except Exception:  # a refusal that raises refuses nothing
            return None
        hit = [s for s in said if any(w in s for w in words(thing))]
        return f"refused ({code}): {hit[0]}" if hit else None
    return _says(f"a {code} refusal of a variant using it", find)


# ------------------------------------------------------------------ enum settings


def fallthrough(*paths: str, skip: tuple[str, ...] = (),
                refuses: Finder | None = None) -> Finder:
    """The mirror names every other member of the enum (or, given ``refuses``, refuses
    it), and this one not: it reads the setting and plays this one otherwise (its
    ``else``). A member added later leaves two unnamed, and both fail until the mirror
    names one."""
    def known(x: Enum) -> bool:
        return bool(named(*paths, skip=skip)(x) or (refuses is not None and refuses(x)))

    def find(member: Enum) -> str | None:
        others = [x for x in type(member) if x is not member]
        if not others or not all(known(x) for x in others):
            return None
        return f"the else of pitchspec/{{{','.join(paths)}}} (every other member named" \
               + (" or refused)" if refuses else ")")
    return _says(f"every other member named{' or refused' if refuses else ''} in "
                 f"pitchspec/{{{','.join(paths)}}} (this one its else)", find)


def suit_by_value(*paths: str, skip: tuple[str, ...] = ()) -> Finder:
    """A suit named absolutely (``SuitRef.SPADES``) is turned into its suit by value
    (``Suit(ref.suit.value)``): the mirror knows every such member without naming one."""
    from pitchspec.cards import Suit

    word = re.compile(r"\.suit\.value\b")

    def find(member: Enum) -> str | None:
        if member.value not in {s.value for s in Suit}:
            return None
        found = [p for p, text in _sources(paths, skip).items() if word.search(text)]
        return f"its suit by value (.suit.value) in {found[0]}" if found else None
    return _says(f"a suit by value (.suit.value) in pitchspec/{{{','.join(paths)}}}", find)


def setting_meaning(member: Enum) -> str | None:
    """The value names a setting of the vocabulary (``procedures.coke`` for
    ``ProcedureKind.COKE``), and the meanings explain it."""
    from pitchspec.meanings import TEXTS, settings

    keys = [path for path, _ in settings()
            if path.rsplit(".", 1)[-1] == member.value and path in TEXTS]
    return f"meaning '{keys[0]}'" if keys else None


@cache
def _lowered_members() -> dict[str, set[str]]:
    """Per ``Enum.MEMBER`` named in pitchspec/lower.py, the words of the phrase it is read
    from (``joker_lead=m.JokerLead.SUITLESS if jokers.get("suitless") else ...``)."""
    tree = ast.parse((ROOT / "pitchspec" / "lower.py").read_text(encoding="utf-8"))
    found: dict[str, set[str]] = {}
    for kw in (n for n in ast.walk(tree) if isinstance(n, ast.keyword)):
        words = {c.value for c in ast.walk(kw.value)
                 if isinstance(c, ast.Constant) and isinstance(c.value, str)}
        for node in ast.walk(kw.value):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute):
                found.setdefault(f"{node.value.attr}.{node.attr}", set()).update(words)
    return found


def lowered_meaning(member: Enum) -> str | None:
    """pitchspec/lower.py reads the value from a phrase (a yes-or-no of a form), and the
    meanings explain that form."""
    from pitchspec.meanings import TEXTS

    words = _lowered_members().get(f"{type(member).__name__}.{member.name}", set())
    keys = [k for w in sorted(words) for k in _bool_vocabulary().get(w, []) if k in TEXTS]
    return f"meaning '{keys[0]}' (read in pitchspec/lower.py)" if keys else None


def card_meaning(member: Enum) -> str | None:
    """A suit a card is named by (``off J``), explained where the meanings say what a
    ``{card}`` hole takes."""
    from pitchspec.meanings import HOLES

    if not isinstance(member, m.SuitRef):
        return None
    said = re.search(rf"\b{member.value} (A|K|Q|J|10|[2-9])\b", HOLES.get("card", ""))
    return f"the meaning of a {{card}} hole ('{said.group(0)}')" if said else None


def _member_words(member: Enum) -> list[str]:
    return [str(member.value), member.name.lower()]


ENGINE_REFUSES = refused(_engine_refusal, "PS401", probe_setting, _member_words)
KERNEL_REFUSES = refused(_kernel_refusal, "PS420", probe_setting, _member_words)
VERIFIER_REFUSES = refused(_verifier_refusal, "PS520", probe_setting, _member_words)


def setting(*, engine: bool = True, verifier: bool = True, kernel: bool = True,
            rulebook: bool = True) -> Footprint:
    """A setting enum's footprint (a site False: it does not apply, see
    :data:`SETTING_SITES`)."""
    return Footprint(
        engine=(named(*ENGINE, skip=ENGINE_SKIP), fallthrough(*ENGINE, skip=ENGINE_SKIP),
                suit_by_value(*ENGINE, skip=ENGINE_SKIP), ENGINE_REFUSES) if engine else (),
        verifier=(named(*VERIFIER), fallthrough(*VERIFIER), VERIFIER_REFUSES)
        if verifier else (),
        kernel=(named(*KERNEL_CODE, skip=KERNEL_LISTS),
                fallthrough(*KERNEL_CODE, skip=KERNEL_LISTS, refuses=KERNEL_REFUSES),
                suit_by_value(*KERNEL_CODE, skip=KERNEL_LISTS), KERNEL_REFUSES)
        if kernel else (),
        rulebook=(named(*RULEBOOK), fallthrough(*RULEBOOK), unsaid) if rulebook else (),
        meaning=(enum_meaning, setting_meaning, lowered_meaning, card_meaning))


SETTING_SITES: dict[type[Enum], tuple[dict[str, bool], str]] = {}
"""Setting enums whose footprint lacks a site, with the reason (the others have all
five: engine, verifier, kernel, rulebook, meaning)."""

SETTINGS: dict[type[Enum], Footprint] = {}
"""Every setting enum with a footprint."""


def _register(enum: type[Enum], why: str = "", **lacks: bool) -> None:
    if enum in SETTINGS:  # a second call would replace the first's sites and reason
        raise ValueError(f"{enum.__name__} is registered twice")
    SETTINGS[enum] = setting(**lacks)
    if lacks:
        SETTING_SITES[enum] = (lacks, why)


for _enum in (m.GameCount, m.InPlay, m.TrickWinner, m.RequirementKind,
              m.SetKeeps, m.Others, m.Actor, m.Eligible, m.BothReach, m.Reach,
              m.MatchOutcome, m.BarKind, m.Seat, m.Pile, m.GiftTo, m.AfterRun, m.JokerRole,
              m.TurnOnly, m.Direction, m.JokerLead):
    _register(_enum)
_register(m.Sitter, "whichever trick a looker, or a player who turned in his hand, sits out, "
          "the hand model is not exact (pitchspec.smt.encode.hand.exact reads both), and "
          "the outcome model does not order the tricks", verifier=False)
_register(m.PartnerCard, "the partner a called card makes is a free seat of the solver, or "
          "none (pitchspec.smt.encode.encode.encode_partner): whatever card or trump the "
          "bidder calls, its holder is some seat or nobody, so a proof covers every call, "
          "and a witness is replayed by the engine", verifier=False)
_WIDER = ("the verifier's exchange lets a step throw any card of the hand the step allows "
          "(pitchspec.smt.encode.exchange._discard: only non-trumps are told apart, and a "
          "reduction throws non-trumps first): a wider choice than the rule's, so a proof "
          "holds for the rule too, and a witness is replayed by the engine")
_register(m.CardClass, _WIDER, verifier=False)
_register(m.AuctionForm, "the verifier's hand model starts from a contract (any bid the "
          "auction allows, pitchspec.smt.encode.encode.encode_contract): how the auction "
          "goes round does not change the contracts a hand can be played at",
          verifier=False)
_register(m.SuitRef, "a card named by its suit relative to trump (the jack of trump, the "
          "off-jack) is resolved by the engine's pitchspec.engine.core.tables.resolve, "
          "whose tables the verifier compiles and reads (pitchspec.smt.encode.deck); the "
          "absolute suits and the sub-trump it names itself", verifier=False)
_PROCEDURE = ("a hand turned in (coke, muck, misdeal, pointless hand) is replaced by another "
              "deal of the same deck before any bid stands: the verifier quantifies over "
              "every deal and starts from a contract, so a procedure reaches no deal, "
              "contract or score it does not already cover (a player sitting out a trick "
              "makes the hand model inexact, pitchspec.smt.encode.hand.exact; a new hand of "
              "another size is refused, PS520)")
_register(m.ProcedureKind, _PROCEDURE, verifier=False)
_register(m.Scope, _PROCEDURE, verifier=False)
_register(m.FirstDealer, "however the table chooses the first dealer, the engine draws "
          "him at random; the verifier reasons about one hand from any dealer, and the "
          "batch kernel is given its first dealers", engine=False, verifier=False,
          kernel=False)
_register(m.StockFace, "a stock face up or down changes what a player sees, not the "
          "cards: the verifier and the batch kernel play open hands",
          verifier=False, kernel=False)


# ------------------------------------------------------------------ yes-or-no fields


def reads(*paths: str, skip: tuple[str, ...] = ()) -> Finder:
    """Modules of the mirror (globs under pitchspec/) that read the field."""
    def find(field: str) -> str | None:
        word = re.compile(rf"\.{field.split('.')[1]}\b")
        found = [p for p, text in _sources(paths, skip).items() if word.search(text)]
        return f"read in {found[0]}" if found else None
    return _says(f"read (.field) in pitchspec/{{{','.join(paths)}}}", find)


@cache
def _borrowed() -> dict[str, str]:
    """The engine's functions the batch kernel calls (``from pitchspec.engine.phases.deal
    import turn_value``), by ``module:function``, with their source."""
    found: dict[str, str] = {}
    for path in sorted((ROOT / "pitchspec" / "engine" / "kernel").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                    "pitchspec.engine.phases."):
                source = ROOT / (node.module or "").replace(".", "/")
                text = source.with_suffix(".py").read_text(encoding="utf-8")
                names = {a.name for a in node.names}
                for fn in ast.parse(text).body:
                    if isinstance(fn, ast.FunctionDef) and fn.name in names:
                        found[f"{node.module}:{fn.name}"] = ast.get_source_segment(
                            text, fn) or ""
    return found


@cache
def _derived_for_verifier() -> dict[str, str]:
    """The judgements of pitchspec/model/derived.py the verifier calls (``from
    pitchspec.model.derived import tables_allowed``), by name, with their source."""
    text = (ROOT / "pitchspec" / "model" / "derived.py").read_text(encoding="utf-8")
    functions = {fn.name: ast.get_source_segment(text, fn) or ""
                 for fn in ast.parse(text).body if isinstance(fn, ast.FunctionDef)}
    used: set[str] = set()
    for path in sorted((ROOT / "pitchspec" / "smt").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "pitchspec.model.derived":
                used |= {a.name for a in node.names}
    return {name: functions[name] for name in sorted(used) if name in functions}


def derived_reads(field: str) -> str | None:
    """A judgement of model/derived.py the verifier calls reads the field (it checks
    every table tables_allowed lists, which reads whether partnerships are optional)."""
    word = re.compile(rf"\.{field.split('.')[1]}\b")
    found = [name for name, text in _derived_for_verifier().items() if word.search(text)]
    return f"read in model.derived.{found[0]}, which the verifier calls" if found else None


def borrowed_reads(field: str) -> str | None:
    """An engine function the kernel calls reads the field (the kernel scores a
    turned card with the engine's turn_value)."""
    word = re.compile(rf"\.{field.split('.')[1]}\b")
    found = [name for name, text in _borrowed().items() if word.search(text)]
    return f"read in {found[0]}, which the kernel calls" if found else None


@cache
def _lowered() -> dict[str, set[str]]:
    """Per yes-or-no field, the words pitchspec/lower.py reads it from (the setting and
    the key of its phrase's fragment: ``trump_must_be_broken=bool(r.get("trump_broken",
    "broken", False))``), by keyword or by position in the model class's call."""
    tree = ast.parse((ROOT / "pitchspec" / "lower.py").read_text(encoding="utf-8"))
    fields = {k.split(".")[1]: k for k in boolean_fields()}
    found: dict[str, set[str]] = {}
    for call in (n for n in ast.walk(tree) if isinstance(n, ast.Call)):
        given = [(kw.arg, kw.value) for kw in call.keywords if kw.arg in fields]
        cls = getattr(m, getattr(call.func, "attr", ""), None)
        if dataclasses.is_dataclass(cls):
            pairs = zip(dataclasses.fields(cls), call.args, strict=False)
            given += [(f.name, arg) for f, arg in pairs
                      if f"{cls.__name__}.{f.name}" in fields.values()]
        for name, value in given:
            words = {c.value for c in ast.walk(value)
                     if isinstance(c, ast.Constant) and isinstance(c.value, str)}
            found.setdefault(fields[name], set()).update(words)
    return found


@cache
def _bool_vocabulary() -> dict[str, list[str]]:
    """Per fragment key (a lone ``value``: the setting's name), the meaning keys of the
    vocabulary's forms that set it yes or no."""
    from pitchspec.meanings import forms, settings

    found: dict[str, list[str]] = {}
    for path, setting_ in settings():
        for form in forms(setting_):
            for fragment in _fragments(form.build, form.pattern):
                for key, _value in _bools(fragment):
                    name = path.rsplit(".", 1)[-1] if key == "value" else key
                    found.setdefault(name, []).append(f"{path}: {form.pattern}")
    return found


def _bools(fragment: Any, top: bool = True) -> Iterator[tuple[str, bool]]:
    """The yes-or-no values a form's fragment sets, by key: its own, those of a part it
    builds (``{"step": {"by_choice": True}}``), and a model value's fields set off their
    default (``Outcome(LOSE_MATCH, credited=True)``)."""
    if isinstance(fragment, dict):
        for key, value in fragment.items():
            if isinstance(value, bool):
                yield key, value
            elif not top or isinstance(value, dict | tuple | list) \
                    or dataclasses.is_dataclass(value):
                yield from _bools(value, top=False)
    elif isinstance(fragment, tuple | list):
        for item in fragment:
            yield from _bools(item, top=False)
    elif dataclasses.is_dataclass(fragment) and not isinstance(fragment, type):
        for f in dataclasses.fields(fragment):
            value = getattr(fragment, f.name)
            if isinstance(value, bool) and value != f.default:
                yield f.name, value
            elif not isinstance(value, bool):
                yield from _bools(value, top=False)


def bool_meaning(field: str) -> str | None:
    """A form of the vocabulary sets the field (as pitchspec/lower.py reads it), and the
    meanings explain it."""
    from pitchspec.meanings import TEXTS

    words = {field.split(".")[1], *_lowered().get(field, ())}
    keys = [k for w in sorted(words) for k in _bool_vocabulary().get(w, []) if k in TEXTS]
    keys += _compared_meaning(words)
    return f"meaning '{keys[0]}'" if keys else None


def _compared_meaning(words: set[str]) -> list[str]:
    """The meaning keys of a setting pitchspec/lower.py compares with a word to set the
    field (``teams_optional=r.get("partnership", ...) == "optional"``): a setting named
    by one of the words with a form naming another."""
    from pitchspec.meanings import TEXTS, forms, settings

    return [f"{path}: {form.pattern}" for path, setting_ in settings()
            if path.rsplit(".", 1)[-1] in words for form in forms(setting_)
            if f"{path}: {form.pattern}" in TEXTS
            and any(w in form.pattern for w in words - {path.rsplit(".", 1)[-1]})]


def _field_words(field: str) -> list[str]:
    name = field.split(".")[1]
    return [name, name.replace("_", " ")]


@dataclass(frozen=True)
class Switch:
    """Where each site of a yes-or-no field looks for it (an empty site: the site does
    not apply to this field)."""

    engine: tuple[Finder, ...]
    verifier: tuple[Finder, ...]
    kernel: tuple[Finder, ...]
    rulebook: tuple[Finder, ...]
    meaning: tuple[Finder, ...] = (bool_meaning,)


SWITCH_SITES = ("engine", "verifier", "kernel", "rulebook", "meaning")


def switch(*, engine: bool = True, verifier: bool = True, kernel: bool = True,
           rulebook: bool = True, meaning: bool = True) -> Switch:
    """A yes-or-no field's footprint."""
    return Switch(
        engine=(reads(*ENGINE, skip=ENGINE_SKIP),
                refused(_engine_refusal, "PS401", probe_field, _field_words))
        if engine else (),
        verifier=(reads(*VERIFIER), derived_reads,
                  refused(_verifier_refusal, "PS520", probe_field, _field_words))
        if verifier else (),
        kernel=(reads(*KERNEL_CODE, skip=KERNEL_LISTS), borrowed_reads,
                refused(_kernel_refusal, "PS420", probe_field, _field_words))
        if kernel else (),
        rulebook=(reads(*RULEBOOK),) if rulebook else (),
        meaning=(bool_meaning,) if meaning else ())


_REVOKE = ("a revoke penalty: the engine offers only legal cards, so no player revokes "
           "and the penalty never applies in play (the rulebook and the meanings say it)")

_TABLES = ("a card's points (a joker's, or a rank's in trumps only) are compiled by the "
           "engine's pitchspec.engine.compile_tables into card_points and "
           "trump_card_points, which the verifier reads (pitchspec.smt.encode.scoring)")
_CONTRACT = ("an auction rule (who may take the contract): the verifier's hand model starts "
             "from a contract, any bid the auction allows")

BOOLEANS_WITHOUT: dict[str, tuple[dict[str, bool], str]] = {
    "Play.revoke_penalty_bid": ({"engine": False, "verifier": False, "kernel": False}, _REVOKE),
    "Play.revoke_pitcher_only": ({"engine": False, "verifier": False, "kernel": False}, _REVOKE),
    "Play.revoke_voids_deal": ({"engine": False, "verifier": False, "kernel": False}, _REVOKE),
    "Procedure.allowed": ({"verifier": False}, _PROCEDURE),
    "Procedure.may_bid": ({"verifier": False}, _PROCEDURE),
    "Procedure.partnerships": ({"verifier": False}, _PROCEDURE),
    "Procedure.as_bid": ({"verifier": False, "kernel": False},
                         _PROCEDURE + "; the kernel runs only the whole-hand misdeal (every "
                         "other allowed procedure is refused, PS420), which deals everyone "
                         "again: no hand is turned in to stand for a bid"),
    "CardValue.joker": ({"verifier": False}, _TABLES),
    "CardValue.trump_only": ({"verifier": False}, _TABLES),
    "Steal.top_only": ({"verifier": False}, _CONTRACT),
    "Step.nonpoint_first": ({"verifier": False}, _WIDER),
    "PointRule.by_card_points": ({"verifier": False},
                                 "a turned card's value is the engine's "
                                 "pitchspec.engine.phases.deal.turn_value, which the "
                                 "verifier calls (pitchspec.smt.encode.during._turn_award)"),
    "Beg.restricted_looking": ({"engine": False, "verifier": False, "kernel": False},
                               "who may look at his hand before elder stands or begs is a "
                               "table rule: it changes what players know, not what they may "
                               "do (the engine's and the kernel's players see only their "
                               "own hands, and only elder decides before the beg; the "
                               "verifier plays open hands and quantifies over every choice)"),
    "Look.passers_exempt": ({"verifier": False},
                            "the verifier lets each player lose at most as many cards as a "
                            "looker loses (pitchspec.smt.encode.exchange._piles), a passer "
                            "who keeps them all included"),
    "Look.bidder_may_take": ({"verifier": False},
                             "the bidder's taking of lost cards is the exchange step that "
                             "takes from the lost pile (Man-O-War: 'bidder takes lost'), "
                             "which the verifier encodes (pitchspec.smt.encode.exchange)"),
    "Exchange.in_turn": ({"verifier": False},
                         "each refill takes cards the solver chooses freely from what the "
                         "stock holds, seats served from elder either way, and thrown "
                         "cards never return to the stock: whether each player goes "
                         "through every step before the next reaches no other hand"),
    "Trump.declare_before_kitty": ({"verifier": False},
                                   "whether trump is named before or after the bidder sees "
                                   "the kitty changes what he knows, not what he may do: "
                                   "the verifier's trump is a free choice of the solver "
                                   "over every deal (pitchspec.smt.encode.encode.trump_cases)"),
    "AllPass.show_hands": ({"engine": False, "verifier": False, "kernel": False},
                           "the hands shown when all pass are then thrown in: seen, never "
                           "played (the engine's log renderer has a show_hands of its own, "
                           "which is not this)"),
}
"""Yes-or-no fields whose footprint lacks a site, with the reason."""

BOOLEANS: dict[str, Switch] = {field: switch(**BOOLEANS_WITHOUT.get(field, ({}, ""))[0])
                               for field in (
    "Seating.teams_optional", "PartnerCall.others_together", "Blind.per_player",
    "Bidding.doubled", "Steal.top_only", "AllPass.show_hands", "ForcedBid.with_suit_mate",
    "SpecialBid.blind", "Look.bidder_may_take", "Look.passers_exempt",
    "Commercial.seller_scores_bid", "Commercial.refusal_must_make",
    "Trump.declare_before_kitty", "Trump.sub_trump", "Beg.restricted_looking",
    "Beg.same_suit_discard", "Beg.stock_out_keeps_turned", "Beg.granted_redeal",
    "Step.by_choice", "Step.nonpoint_first", "Step.shown", "Step.per_card_taken",
    "Step.trumps_first", "Exchange.dead_cards_to_opponents", "Exchange.in_turn",
    "Play.trump_must_be_broken", "Play.low_trump_captures", "Play.jokers_barred_first_trick",
    "Play.joker_held_back_on_trump_lead", "Play.doubling_override",
    "Play.sub_trump_may_trump", "Play.off_lead_untrumped_previous_winner_leads",
    "Play.bidder_may_concede", "Play.dead_hand_throw_in", "Play.revoke_penalty_bid",
    "Play.blind_card_may_be_played", "Play.draw_after_trick", "Play.draw_winner_first",
    "Play.concession_plays_out", "Play.revoke_pitcher_only", "Play.revoke_voids_deal",
    "Play.jokers_not_led_first_trick", "PointRule.excluding_jokers", "PointRule.anyone",
    "PointRule.every_turn", "PointRule.by_card_points", "Scoring.pitcher_first",
    "Winning.count_out", "Procedure.allowed", "Procedure.may_bid",
    "Procedure.partnerships", "Procedure.as_bid", "Procedure.shown",
    "CardValue.joker", "CardValue.trump_only", "Outcome.credited")}
"""Every yes-or-no field of the model an author sets, and where each site looks."""

BOOLEANS_OUTSIDE: dict[str, str] = {
    "Junction.all": "the claim language ('and' or 'or' between a claim's parts): read by "
                    "the verifier alone (pitchspec.smt.prove.claims)",
}
"""Yes-or-no fields of the model with no footprint, and why."""


def switch_sites(field: str) -> dict[str, tuple[Finder, ...]]:
    footprint = BOOLEANS[field]
    return {name: getattr(footprint, name) for name in SWITCH_SITES
            if getattr(footprint, name)}


def missing_field(field: str) -> list[str]:
    """Each site that does not know the yes-or-no ``field``, with where it looked."""
    out = []
    for site, finders in switch_sites(field).items():
        if not any(find(field) for find in finders):
            looked = "; or ".join(" ".join((f.__doc__ or f.__name__).split()) for f in finders)
            out.append(f"{site}: {field} is not found; looked for {looked}")
    return out

