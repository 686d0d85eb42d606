"""One registry of meanings: every section, setting, value form and choice word of the
language, in card-game words, saying what the engine does with it.

The texts live in :mod:`pitchspec.meanings.setup` and :mod:`pitchspec.meanings.play`;
this module walks the vocabulary (:data:`pitchspec.vocabulary.TOP`) to name every thing
that needs a meaning, and looks meanings up for ``pitchspec explain``, the language
reference and an editor's hover.

>>> print(explain("winning.who", "bid made").short)
Only the bidder's side, and only when it made its bid.
>>> [m.path for m in lookup("who")]
['winning.who']
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from pitchspec.diagnostics import did_you_mean
from pitchspec.meanings import translate as tr
from pitchspec.meanings.claims import CLAIMS
from pitchspec.meanings.play import HOLES, PLAY, WORDS
from pitchspec.meanings.properties import PROPERTIES
from pitchspec.meanings.setup import SETUP
from pitchspec.parse import Atom, AtomKind
from pitchspec.phrases import Form, match
from pitchspec.source import NO_SPAN
from pitchspec.vocabulary import TOP, Section, Setting

__all__ = ["HOLES", "TEXTS", "WORDS", "Meaning", "explain", "hover", "lookup", "meaning_text",
           "missing", "orphans", "sections", "settings", "suggest"]

TEXTS: dict[str, str] = {**SETUP, **PLAY, **CLAIMS}
"""Meaning of every section (``deal``), setting (``deal.hand``) and value form
(``deal.hand: {nat}``)."""


@dataclass(frozen=True)
class Meaning:
    """What one section, setting or value means: ``short`` for a hover, ``long`` in full."""

    kind: str
    path: str
    shown: str
    short: str
    long: str
    forms: tuple[tuple[str, str], ...] = ()
    words: tuple[tuple[str, str], ...] = ()
    keys: tuple[str, ...] = ()
    """The registry keys it is drawn from: its section or setting; for a value, its value
    form (``points.point: lowest trump``), the choice words said
    (``{highest|lowest} lowest``) and its setting. :func:`pitchspec.constructs.stating`
    finds the rulebook sentences that state them."""

    def as_dict(self) -> dict[str, object]:
        return {"kind": self.kind, "path": self.path, "shown": self.shown,
                "short": self.short, "long": self.long,
                "forms": [{"form": f, "meaning": t} for f, t in self.forms],
                "words": [{"word": w, "meaning": t} for w, t in self.words]}


# ------------------------------------------------------------------ the vocabulary walk


def sections() -> Iterator[tuple[str, Section]]:
    """Every section and nested block with its path (``variant``, ``bidding.bid``)."""
    yield "variant", TOP
    yield from _blocks(TOP, "")


def _blocks(section: Section, prefix: str) -> Iterator[tuple[str, Section]]:
    for block in section.blocks:
        path = prefix + block.key
        yield path, block
        yield from _blocks(block, path + ".")


def settings() -> Iterator[tuple[str, Setting]]:
    """Every setting with its path (``deal.hand``; the header's own are bare)."""
    for path, section in sections():
        for setting in section.settings:
            yield (setting.key if section is TOP else f"{path}.{setting.key}"), setting


def forms(setting: Setting) -> tuple[Form, ...]:
    return setting.forms + setting.clauses


def choices(pattern: str) -> list[str]:
    """The ``{a|b|c}`` holes of a pattern."""
    return [t for t in pattern.split() if t.startswith("{") and "|" in t]


def needed() -> list[str]:
    """Every key of :data:`TEXTS` and every ``group word`` of :data:`WORDS` the
    vocabulary needs, in the vocabulary's order."""
    keys = [path for path, _ in sections()]
    for path, setting in settings():
        keys.append(path)
        keys.extend(f"{path}: {form.pattern}" for form in forms(setting))
        for form in forms(setting):
            keys.extend(f"{group} {word}" for group in choices(form.pattern)
                        for word in group[1:-1].split("|"))
    return list(dict.fromkeys(keys))


def missing() -> list[str]:
    """Things of the language with no meaning."""
    return [k for k in needed() if meaning_text(k) is None]


def orphans() -> list[str]:
    """Meanings of things the language no longer has."""
    wanted = set(needed())
    words = [f"{g} {w}" for g, table in WORDS.items() for w in table]
    return [k for k in [*TEXTS, *words] if k not in wanted]


def meaning_text(key: str) -> str | None:
    """The English meaning under ``key``: a section, setting or value form, or a choice
    word (``{group} word``); None when the language has no such key."""
    if key in TEXTS:
        return TEXTS[key]
    group, _, word = key.partition(" ")
    return WORDS.get(group, {}).get(word)


# ------------------------------------------------------------------ lookup


def lookup(key: str) -> list[Meaning]:
    """The sections or settings a key names: a full path (``winning.who``) or its last
    part (``who``; several when the word is used in several sections)."""
    paths = [p for p, _ in sections()] + [p for p, _ in settings()]
    found = [p for p in paths if p == key] or [p for p in paths if p.split(".")[-1] == key]
    return [_node(p) for p in found]


def _node(path: str) -> Meaning:
    setting = dict(settings()).get(path)
    text = tr.meaning(path)
    if setting is None:
        section = dict(sections())[path]
        shown = f"{section.key} {{ ... }}"
        inner = tuple((_child(path, n), tr.meaning(_child(path, n)))
                      for n in section.names())
        return Meaning("section", path, shown, _short(text), text, inner, keys=(path,))
    rows = tuple((f.shown(), tr.meaning(f"{path}: {f.pattern}")) for f in forms(setting))
    words = tuple(row for f in forms(setting) for row in _word_rows(f))
    return Meaning("setting", path, f"{setting.key}: ...", _short(text), text, rows, words,
                   (path,))


def _word_rows(form: Form) -> Iterator[tuple[str, str]]:
    """Each choice word of a form, shown in place: ``tie elder``, ``to capturer``."""
    for group in choices(form.pattern):
        for word in WORDS[group]:
            yield (Form(form.pattern.replace(group, word, 1), form.build).shown(),
                   tr.word(group, word))


def _child(path: str, name: str) -> str:
    return name if path == "variant" else f"{path}.{name}"


def explain(key: str, value: str | None = None) -> Meaning | None:
    """The meaning of a key, or of one value of it; else of what the verifier checks (a
    built-in property, a term of the claim language); None when nothing matches (or the
    key is ambiguous: see :func:`lookup`)."""
    return _language(key, value) or _verifier(" ".join(w for w in (key, value) if w))


def _language(key: str, value: str | None) -> Meaning | None:
    found = lookup(key)
    if len(found) != 1:
        return None
    node = found[0]
    if value is None:
        return node
    setting = dict(settings()).get(node.path)
    if setting is None:
        return _inside(node.path, value)
    atoms = atoms_of(value)
    form = next((f for f in forms(setting) if match(f, atoms) is not None), None)
    if form is None:
        form = next((f for f in forms(setting) if f.pattern == value or f.shown() == value),
                    None)
    return None if form is None else _value(node.path, setting, form, atoms)


def _verifier(text: str) -> Meaning | None:
    """A built-in property (``top_trump_wins``) or a claim term (``points per deal``,
    ``bidder wins``): what it means, how it is proved, what a counterexample shows."""
    prop = PROPERTIES.get(text.strip().removeprefix("property ").strip())
    if prop is not None:
        claim = tr.prop(prop.name, "claim")
        long = "\n\n".join([claim, tr.label("proved", proof=tr.prop(prop.name, "proof")),
                             tr.label("witness" if prop.some else "counterexample",
                                      shown=tr.prop(prop.name, "shown"))])
        return Meaning("property", prop.name, tr.label("built-in property"), claim, long)
    term = _language(CLAIM, text) if text else None
    if term is None or term.kind != "value":
        return None
    long = "\n\n".join([term.long, tr.label("verified", proof=tr.label("claim proof")),
                         tr.label("claim shown")])
    return Meaning("claim term", term.path, term.shown, term.short, long, term.forms,
                   term.words, term.keys)


CLAIM = "properties.claim"


def _inside(section: str, words: str) -> Meaning | None:
    """``explain winning who bid made``: a section, then one of its settings or blocks."""
    first, _, rest = words.partition(" ")
    inner = _child(section, first)
    if not any(p == inner for p, _ in [*sections(), *settings()]):
        return None
    return explain(inner, rest or None)


def _value(path: str, setting: Setting, form: Form, atoms: tuple[Atom, ...]) -> Meaning:
    text = tr.meaning(f"{path}: {form.pattern}")
    said = {a.text for a in atoms}
    words: list[tuple[str, str]] = []
    keys = [f"{path}: {form.pattern}"]
    for group in choices(form.pattern):
        table = WORDS[group]
        named = [w for w in group[1:-1].split("|") if w in said]
        words.extend((w, tr.word(group, w)) for w in named or list(table))
        keys += [f"{group} {w}" for w in named]
    holes = tuple((f"<{h}>", tr.hole(h)) for h in _typed_holes(form.pattern))
    long = text + "".join(f" {w}: {t}." for w, t in words if len(words) == 1)
    return Meaning("value", path, f"{setting.key}: {form.shown()}", _short(text), long,
                   holes, tuple(words), (*keys, path))


def _typed_holes(pattern: str) -> list[str]:
    return [t[1:-1] for t in pattern.split() if t.startswith("{") and "|" not in t]


def suggest(key: str, value: str | None = None) -> list[str]:
    """Did-you-mean lines for an unknown key or value, or the choices of an ambiguous key."""
    found = lookup(key)
    if len(found) > 1:
        return [tr.label("several sections", key=key, paths=", ".join(m.path for m in found))]
    if not found:
        names = {p.split(".")[-1] for p, _ in [*sections(), *settings()]}
        names |= {p for p, _ in [*sections(), *settings()]} | set(PROPERTIES)
        hint = _did_you_mean(key, names)
        return [hint] if hint else [tr.label("sections",
                                             names=", ".join(p for p, _ in sections()))]
    setting = dict(settings()).get(found[0].path)
    if setting is None or value is None:
        return [tr.label("a section", path=found[0].path)]
    retired = next((r for r in setting.retired if r.phrase == value), None)
    lines = [tr.label("retired", value=value, why=retired.why, instead=tr.label("or").join(
        f"'{i}'" for i in retired.instead))] if retired else []
    shown = [f.shown() for f in forms(setting)]
    hint = _did_you_mean(value, shown)
    return [*lines, *([hint] if hint else []), tr.label("forms", forms=" · ".join(shown))]


def _did_you_mean(word: str, names: Iterable[str]) -> str | None:
    """"did you mean 'X'?", in the language in use."""
    hint = did_you_mean(word, names)
    found = re.fullmatch(r"did you mean '(.*)'\?", hint or "")
    return tr.label("did you mean", name=found.group(1)) if found else hint


_ATOM = re.compile(r'"[^"]*"|\S+')


def atoms_of(text: str) -> tuple[Atom, ...]:
    """A value as written after ``key:``, split into phrase atoms."""
    return tuple(Atom(_kind(t), t, NO_SPAN) for t in _ATOM.findall(text))


def _kind(token: str) -> AtomKind:
    if token.startswith('"'):
        return AtomKind.STRING
    if re.fullmatch(r"-?\d+", token):
        return AtomKind.INT
    if re.fullmatch(r"-?\d+\.\.-?\d+", token):
        return AtomKind.RANGE
    if re.fullmatch(r"\d+/\d+", token):
        return AtomKind.FRACTION
    return AtomKind.NAME


def _short(text: str) -> str:
    """The first sentence: the hover text (in any of the languages: the Armenian full
    stop is U+0589, and a sentence may start with a Cyrillic or Armenian capital)."""
    head = re.split(r"(?<=[.!?\u0589])\s+(?=[A-Z\u00c4\u00d6\u0401\u0410-\u042f"
                    r"\u0531-\u0556'(])", text, maxsplit=1)[0]
    return head


def hover(key: str, value: str | None = None) -> str | None:
    """The one-line text an editor shows over a key or value."""
    found = explain(key, value)
    return None if found is None else found.short
