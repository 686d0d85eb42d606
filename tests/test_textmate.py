"""The TextMate grammar (editors/pitch.tmLanguage.json, for VS Code and GitHub-style
viewers) colours every bundled spec as the Lark grammar reads it and as the rulebook's
Pygments lexer colours it, character by character.

The grammar uses the part of TextMate that one-line constructs need (``match``,
``name``, ``captures``, ``patterns``, ``include``); :func:`scopes` below runs that part
as an editor does: line by line, the leftmost match wins, the earlier rule on a tie.
Its regexes are in the syntax Oniguruma and Python's ``re`` share.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from lark import Token, Tree
from pygments.token import Comment, Keyword, Name, Number, Punctuation, String, _TokenType

import pitchspec
from pitchspec import catalogue
from pitchspec.grammar import parser
from pitchspec.rulebook.lexer import PitchLexer

GRAMMAR = Path(pitchspec.__file__).parent / "editors" / "pitch.tmLanguage.json"
SPECS = sorted(catalogue.spec_dir().glob("*.pitch"))
Rule = dict[str, Any]

# ------------------------------------------------------------------ a tiny TextMate


@cache
def grammar() -> Rule:
    loaded: Rule = json.loads(GRAMMAR.read_text(encoding="utf-8"))
    return loaded


def _rules(patterns: list[Rule]) -> list[Rule]:
    """The match rules of a pattern list, includes expanded in place."""
    found: list[Rule] = []
    for rule in patterns:
        if "include" in rule:
            name = rule["include"]
            assert name.startswith("#"), f"only repository includes are used: {name}"
            found += _rules([grammar()["repository"][name[1:]]])
        elif "patterns" in rule:
            found += _rules(rule["patterns"])
        else:
            assert set(rule) <= {"match", "name", "captures", "comment"}, rule
            found.append(rule)
    return found


def scopes(text: str) -> list[str | None]:
    """The innermost scope of each character of ``text`` (None: unscoped)."""
    rules = [(re.compile(r["match"]), r) for r in _rules(grammar()["patterns"])]
    out: list[str | None] = [None] * len(text)
    start = 0
    for line in text.split("\n"):
        pos = 0
        while pos < len(line):
            hits = [(m.start(), n, m, r) for n, (rx, r) in enumerate(rules)
                    if (m := rx.search(line, pos)) is not None and m.end() > m.start()]
            if not hits:
                break
            _, _, match, rule = min(hits, key=lambda h: (h[0], h[1]))
            _paint(out, start, match, rule)
            pos = match.end()
        start += len(line) + 1
    return out


def _paint(out: list[str | None], start: int, match: re.Match[str], rule: Rule) -> None:
    if "name" in rule:
        out[start + match.start():start + match.end()] = [rule["name"]] * len(match[0])
    for group, capture in rule.get("captures", {}).items():
        if match.start(int(group)) >= 0:
            a, b = match.span(int(group))
            out[start + a:start + b] = [capture["name"]] * (b - a)


# ------------------------------------------------------------------ classes of characters

_TM = [("comment.line.documentation", "doc"), ("comment", "comment"), ("string", "string"),
       ("constant.numeric", "number"), ("keyword", "keyword"),
       ("entity.name.section", "section"), ("support.type.property-name", "key"),
       ("entity.name.type.variant", "variant"), ("entity.other.inherited-class", "variant"),
       ("punctuation", "punctuation")]


def tm_classes(text: str) -> list[str | None]:
    return [next((c for prefix, c in _TM if s.startswith(prefix)), None) if s else None
            for s in scopes(text)]


_PYGMENTS: list[tuple[_TokenType, str]] = [
    (Comment.Special, "doc"), (Comment, "comment"), (String, "string"), (Number, "number"),
    (Keyword, "keyword"), (Name.Tag, "key"), (Name.Class, "variant"),
    (Punctuation, "punctuation")]


def pygments_classes(text: str) -> list[str | None]:
    out: list[str | None] = [None] * len(text)
    for at, kind, value in PitchLexer().get_tokens_unprocessed(text):
        found = next((c for k, c in _PYGMENTS if kind in k), None)
        out[at:at + len(value)] = [found] * len(value)
    return out[:len(text)]


def lark_classes(text: str) -> list[str | None]:
    """What the parser reads: comments (inside the newline tokens), keywords, strings,
    numbers from the lexer; the keys of settings and of blocks from the tree."""
    out: list[str | None] = [None] * len(text)
    kinds = {"STRING": "string", "INT": "number", "RANGE": "number", "FRACTION": "number",
             "VARIANT": "keyword", "EXTENDS": "keyword", "DROP": "keyword",
             "CLAIM": "keyword"}
    for token in parser().lex(text + "\n"):
        a, b = token.start_pos or 0, min(token.end_pos or 0, len(text))
        if token.type == "_NL":
            for found in re.finditer(r"//[^\n]*", text[a:b]):
                out[a + found.start():a + found.end()] = ["comment"] * len(found[0])
        elif token.type in kinds:
            out[a:b] = [kinds[token.type]] * (b - a)
    for node in parser().parse(text + "\n").iter_subtrees():
        _keys(node, out)
    return out


def _keys(node: Tree[Any], out: list[str | None]) -> None:
    kind = {"setting": "key", "block": "section", "drop": "key"}.get(str(node.data))
    if kind is None:
        return
    head = node.children[0]
    token = head.children[0] if isinstance(head, Tree) else head
    assert isinstance(token, Token) and token.start_pos is not None
    out[token.start_pos:token.end_pos] = [kind] * len(token)


# ------------------------------------------------------------------ the comparisons


def _disagreements(text: str, mine: list[str | None], theirs: list[str | None],
                   classes: set[str]) -> list[str]:
    """Characters where either side says one of ``classes`` and the other differs."""
    bad = []
    for i, (a, b) in enumerate(zip(mine, theirs, strict=True)):
        if a != b and (a in classes or b in classes) and not text[i].isspace():
            line = text.count("\n", 0, i) + 1
            bad.append(f"line {line} {text[i]!r}: textmate {a}, other {b}")
    return bad[:5]


@pytest.mark.parametrize("spec", SPECS, ids=[p.stem for p in SPECS])
def test_textmate_agrees_with_the_lark_grammar(spec: Path) -> None:
    text = spec.read_text(encoding="utf-8")
    mine = [{"doc": "comment"}.get(c or "", c) for c in tm_classes(text)]
    assert _disagreements(text, mine, lark_classes(text),
                          {"comment", "string", "number", "keyword", "key", "section"}) == []


@pytest.mark.parametrize("spec", SPECS, ids=[p.stem for p in SPECS])
def test_textmate_agrees_with_the_pygments_lexer(spec: Path) -> None:
    text = spec.read_text(encoding="utf-8")
    # Pygments tags a block's key and a setting's key alike (Name.Tag).
    mine = [{"section": "key"}.get(c or "", c) for c in tm_classes(text)]
    assert _disagreements(text, mine, pygments_classes(text),
                          {"doc", "comment", "string", "number", "keyword", "key",
                           "variant", "punctuation"}) == []


def test_the_comparison_sees_a_difference() -> None:
    """A grammar that lost its comment rule would be caught: the classes differ."""
    text = "variant x extends pitch\n// a note: 3\nwinning {\n  target: 11\n}\n"
    plain = [c if c != "comment" else None for c in tm_classes(text)]
    assert _disagreements(text, plain, lark_classes(text), {"comment"}) != []
    assert _disagreements(text, tm_classes(text), lark_classes(text), {"comment"}) == []


def test_every_scope_class_occurs_in_the_catalogue() -> None:
    """Each class the grammar names colours something in the bundled specs."""
    seen = {c for spec in SPECS for c in tm_classes(spec.read_text(encoding="utf-8"))}
    assert seen >= {c for _, c in _TM}
