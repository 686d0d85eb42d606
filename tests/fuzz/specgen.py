"""Specs generated from the language's own vocabulary (pitchspec/vocabulary/).

A generated spec extends a bundled variant and restates a few of its settings with
phrases built from the settings' forms: each hole filled with a value of its kind
within the bounds of pitchspec/bounds.py (small values most often), each choice and
optional word drawn, clauses added to settings that take them. Many such specs are
nonsense the checker refuses; those that check clean are the ones the engine, the
verifier and the rulebook must then handle.
"""

from __future__ import annotations

from hypothesis import strategies as st

from pitchspec.bounds import ANY, BOUNDS
from pitchspec.vocabulary import TOP, Form, Section, Setting

from conftest import ROOT

PARENTS = sorted(p.stem for p in (ROOT / "spec").glob("*.pitch"))
RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
NAMES = ["high", "low", "jack", "game", "moon", "smudge", "hot", "ten", "five", "nine"]
CARDS = ["trump J", "trump 10", "off J", "trump 5", "trump 9", "spades 4", "hearts A",
         "joker", "big joker", "little joker"]
SKIP = frozenset({("variant", "aliases"), ("variant", "catalogue"), ("variant", "source")})


def _number(bound: tuple[int, int, str], low: int | None = None) -> st.SearchStrategy[int]:
    lo, hi, _ = bound
    lo = max(lo, low) if low is not None else lo
    hi = max(lo, hi)
    small = st.integers(lo, min(hi, lo + 15))
    return st.one_of(small, small, small, st.integers(lo, hi))


def _hole(hole: str, bound: tuple[int, int, str]) -> st.SearchStrategy[str]:
    if "|" in hole:
        return st.sampled_from(hole.split("|"))
    if hole == "int":
        return _number(bound).map(str)
    if hole == "nat":
        return _number(bound, 0).map(str)
    if hole == "range":
        single = _number(bound).map(str)
        pair = st.tuples(_number(bound), _number(bound)).map(
            lambda t: f"{min(t)}..{max(t)}")
        return st.one_of(single, pair)
    if hole == "frac":
        return st.one_of(_number(bound, 0).map(str),
                         st.tuples(st.integers(0, 4), st.integers(1, 4)).map(
                             lambda t: f"{t[0]}/{t[1]}"))
    if hole == "str":
        return st.sampled_from(['"Fuzzed"', '"x"'])
    if hole == "name":
        return st.sampled_from(NAMES)
    if hole == "seed":
        return st.sampled_from(["000", "003"])
    if hole == "rank":
        return st.sampled_from(RANKS)
    if hole == "ranks":
        return st.one_of(st.lists(st.sampled_from(RANKS), min_size=1, max_size=13,
                                  unique=True).map(" ".join),
                         st.sampled_from(["2..6", "2..5", "7..10", "2..4"]))
    if hole == "card":
        return st.sampled_from(CARDS)
    if hole == "rest":
        return st.one_of(
            st.permutations(RANKS).map(" ".join),
            st.lists(_number((1, 9, "cards")).map(str), min_size=1, max_size=4).map(" ".join),
            st.sampled_from(["A K Q J off J big joker little joker 10 9 8 7 6 5 4 3 2",
                             "A K Q J joker 10 9 8 7 6 5 4 3 2"]))
    return st.just("x")


@st.composite
def phrase(draw: st.DrawFn, form: Form, bound: tuple[int, int, str]) -> str:
    """One phrase of ``form``: literal words kept, optional words drawn, holes filled."""
    words = []
    for token in form.tokens:
        if token.startswith("[") and token.endswith("]"):
            if draw(st.booleans()):
                words.append(token[1:-1])
        elif token.startswith("{") and token.endswith("}"):
            words.append(draw(_hole(token[1:-1], bound)))
        else:
            words.append(token)
    return " ".join(words)


@st.composite
def setting_line(draw: st.DrawFn, section: Section, setting: Setting) -> str:
    """``key: phrase[, clause...]`` for one setting (named settings get a name)."""
    bound = BOUNDS.get((section.key, setting.key), ANY)
    phrases = [draw(phrase(draw(st.sampled_from(setting.forms)), bound))]
    if setting.many:
        extra = setting.clauses or setting.forms
        for form in draw(st.lists(st.sampled_from(extra), max_size=3)):
            phrases.append(draw(phrase(form, bound)))
    key = f"{setting.key} {draw(st.sampled_from(NAMES))}" if setting.named else setting.key
    return f"{key}: {', '.join(phrases)}"


def _settings(section: Section) -> list[tuple[Section, Setting]]:
    return [(section, s) for s in section.settings if (section.key, s.key) not in SKIP]


@st.composite
def block(draw: st.DrawFn, section: Section, indent: str = "") -> str:
    """A section restating one to three of its settings."""
    chosen = draw(st.lists(st.sampled_from(_settings(section)), min_size=1, max_size=3,
                           unique_by=lambda p: p[1].key))
    lines = [indent + "  " + draw(setting_line(s, t)) for s, t in chosen]
    head = section.key
    if section.named:
        head += f" {draw(st.sampled_from(NAMES))}"
    return f"{indent}{head} {{\n" + "\n".join(lines) + f"\n{indent}}}"


SECTIONS = [b for b in TOP.blocks]
NESTED = [(outer, inner) for outer in TOP.blocks for inner in outer.blocks]


@st.composite
def spec_text(draw: st.DrawFn) -> str:
    """A child of a bundled variant restating one to three of its sections."""
    parent = draw(st.sampled_from(PARENTS))
    parts = []
    for section in draw(st.lists(st.sampled_from(SECTIONS), min_size=1, max_size=3,
                                 unique_by=lambda s: s.key)):
        parts.append(draw(block(section)))
    if draw(st.integers(0, 4)) == 0:
        outer, inner = draw(st.sampled_from(NESTED))
        parts.append(f"{outer.key} {{\n{draw(block(inner, '  '))}\n}}")
    return f"variant fuzzed extends {parent}\n\n" + "\n\n".join(parts) + "\n"
