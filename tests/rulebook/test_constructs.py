"""One registry per construct (pitchspec/rulebook/constructs.py): every construct the
rulebook states carries its meaning (the text ``explain``, hover and the reference show),
its sentence (in every language) and the engine tests behind it, under one key."""

from __future__ import annotations

import ast
from functools import cache

import pytest

from pitchspec.i18n import LANGUAGES
from pitchspec.rulebook import phrasing
from pitchspec.rulebook.backing import BACKINGS
from pitchspec.rulebook.constructs import CONSTRUCTS, MEANING_OF, Construct, meaning_text

from conftest import ROOT

RULEBOOK = ROOT / "pitchspec" / "rulebook"


@cache
def _test_names(path: str) -> frozenset[str]:
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    names = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
    for cls in (n for n in tree.body if isinstance(n, ast.ClassDef)):
        names |= {f"{cls.name}::{f.name}" for f in cls.body if isinstance(f, ast.FunctionDef)}
    return frozenset(names)


def lacks(construct: Construct) -> list[str]:
    """What a construct of the registry is missing: its meaning, its sentence in some
    language, a test behind it."""
    out = []
    if meaning_text(construct.meaning) is None:
        out.append(f"no meaning {construct.meaning!r} in pitchspec.meanings")
    module = construct.writer.partition(".")[0]
    if f'"{construct.sentence}"' not in (RULEBOOK / f"{module}.py").read_text(encoding="utf-8"):
        out.append(f"its writer {construct.writer} does not state it")
    if construct.sentence in phrasing.table_of("en"):
        out += [f"no {code} sentence" for code in LANGUAGES
                if construct.sentence not in phrasing.table_of(code)]
    if not construct.tests:
        out.append("no engine test")
    for node in construct.tests:
        path, _, name = node.partition("::")
        if not (ROOT / path).is_file() or name not in _test_names(path):
            out.append(f"no test {node}")
    return out


@pytest.mark.parametrize("key", sorted(CONSTRUCTS))
def test_every_construct_has_its_meaning_sentence_and_engine_test(key: str) -> None:
    assert lacks(CONSTRUCTS[key]) == []


def test_the_registry_is_keyed_as_the_sentences_are() -> None:
    """One key: the sentence table's constructs are the registry's, and the meaning keys
    that differ from it name constructs that exist."""
    assert set(CONSTRUCTS) == set(BACKINGS)
    assert all(c.sentence == key for key, c in CONSTRUCTS.items())
    assert [k for k in MEANING_OF if k not in BACKINGS] == []
    assert [k for k, v in MEANING_OF.items() if k == v] == []


def test_a_construct_lacking_a_piece_is_named() -> None:
    """The check fails: a meaning the meanings lack, a sentence no language has, a
    test that does not exist."""
    fake = Construct("play.follow: anything goes", "play.follow: anything goes",
                     "tricks._FOLLOW", ("tests/engine/test_worked_examples.py::test_nothing",))
    said = lacks(fake)
    assert any("no meaning" in s for s in said)
    assert any("does not state it" in s for s in said)
    assert any("no test" in s for s in said)
    real = CONSTRUCTS["play.follow: must follow"]
    table = phrasing.table_of("hy")
    assert isinstance(table, dict)
    saved = table.pop(real.sentence)
    try:
        assert lacks(real) == ["no hy sentence"]
    finally:
        table[real.sentence] = saved
