"""One registry per construct (pitchspec/constructs): every construct the rulebook states
carries its meaning (the text ``explain``, hover and the reference show), its sentence
(in every language) and the engine tests behind it, written once under one key; and
every value form of the language reaches a construct or says why it has no sentence."""

from __future__ import annotations

import ast
from collections import Counter
from functools import cache

import pytest

from pitchspec import meanings
from pitchspec.constructs import CONSTRUCTS, NOT_SENTENCES, Construct, registered, stating
from pitchspec.constructs.entry import entry
from pitchspec.i18n import LANGUAGES
from pitchspec.meanings import claims, play, setup
from pitchspec.rulebook import phrasing

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
    if meanings.meaning_text(construct.meaning) is None:
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


def test_a_construct_lacking_a_piece_is_named() -> None:
    """The check fails: a meaning the meanings lack, a sentence no language has, a
    test that does not exist."""
    fake = entry("play.follow: anything goes", "tricks._FOLLOW",
                 "tests/engine/test_worked_examples.py::test_nothing")
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


def _entries() -> list[Construct]:
    """Every entry as written in the registry's modules, before they are keyed."""
    from pitchspec.constructs import auction, play, scores, table

    return [c for module in (play, scores, auction, table) for value in vars(module).values()
            if isinstance(value, tuple) for c in value if isinstance(c, Construct)]


def test_no_sentence_key_is_registered_twice() -> None:
    """Each construct (its sentence's key) is written once in the registry's modules, and
    the registry refuses one written twice (a dict would keep the last silently)."""
    written = _entries()
    assert len(written) == len(CONSTRUCTS)
    assert [k for k, n in Counter(c.key for c in written).items() if n > 1] == []
    one = CONSTRUCTS["play.follow: must follow"]
    with pytest.raises(KeyError, match="registered twice"):
        registered(one, one)


def test_no_meaning_key_is_registered_twice() -> None:
    """Each meaning is written once: no key in two of the meanings' modules (their union
    would keep one text silently), and no construct names as its meaning what is already
    its own key (the meaning is written only where it differs)."""
    tables = [setup.SETUP, play.PLAY, claims.CLAIMS]
    keys = Counter(k for table in tables for k in table)
    assert [k for k, n in keys.items() if n > 1] == []
    assert len(meanings.TEXTS) == sum(len(t) for t in tables)
    assert [key for key, meaning in _meanings_written() if meaning == key] == []


def _meanings_written() -> list[tuple[str, str]]:
    """Each entry that writes its meaning, as (its key, the meaning as written)."""
    out = []
    for module in ("play", "scores", "auction", "table"):
        path = ROOT / "pitchspec" / "constructs" / f"{module}.py"
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "_c" and isinstance(node.args[0], ast.Constant)):
                continue
            out += [(node.args[0].value, ast.unparse(k.value).strip("'\""))
                    for k in node.keywords if k.arg == "meaning"]
    return out


def _unstated() -> dict[str, list[str]]:
    """Each setting's value forms that no construct states: neither the form, nor one of
    its choice words, nor its setting as a whole is a construct's meaning."""
    out: dict[str, list[str]] = {}
    for path, setting in meanings.settings():
        for form in meanings.forms(setting):
            key = f"{path}: {form.pattern}"
            words = [f"{g} {w}" for g in meanings.choices(form.pattern)
                     for w in g[1:-1].split("|")]
            if not stating([key, path, *words]):
                out.setdefault(path, []).append(key)
    return out


def test_every_value_form_reaches_a_construct_or_says_why_not() -> None:
    """Every meaning a spec's value can produce reaches a rulebook sentence, or is listed
    in NOT_SENTENCES (by its form, or by its setting) with the reason it has none."""
    unlisted = [key for path, keys in _unstated().items() for key in keys
                if key not in NOT_SENTENCES and path not in NOT_SENTENCES]
    assert unlisted == []


def test_every_reason_stands_for_a_form_without_a_sentence() -> None:
    """NOT_SENTENCES keeps no stale entry: each names a setting with forms no sentence
    states, or one such form, and gives a reason."""
    unstated = _unstated()
    forms = {key for keys in unstated.values() for key in keys}
    assert [k for k in NOT_SENTENCES if k not in unstated and k not in forms] == []
    assert all(len(why) > 20 for why in NOT_SENTENCES.values())


def test_every_meaning_a_construct_names_is_a_thing_of_the_language() -> None:
    """A construct's meaning key is a section, setting, value form or choice word the
    vocabulary has (not a text left behind by a renamed form)."""
    wanted = set(meanings.needed())
    assert [c.key for c in CONSTRUCTS.values() if c.meaning not in wanted] == []


def test_the_registry_imports_nothing_of_the_house() -> None:
    """The registry is data: it imports only its own modules, so the language server and
    ``explain`` read it without loading the rulebook."""
    for path in (ROOT / "pitchspec" / "constructs").glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
        imported |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import)
                     for a in n.names}
        assert {m for m in imported if m and m.startswith("pitchspec")
                and not m.startswith("pitchspec.constructs")} == set(), path.name


def test_the_registrys_examples() -> None:
    import doctest

    import pitchspec.constructs

    result = doctest.testmod(pitchspec.constructs)
    assert result.attempted > 0 and result.failed == 0
