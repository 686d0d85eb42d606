"""The registry of constructs is complete, and the pages a player reads carry no catalogue tags.

Every sentence kind the renderer writes has an entry in
:data:`pitchspec.constructs.CONSTRUCTS`; every entry is worded by the writer it names,
is backed by tests that exist, and is produced by at least one bundled spec or fixture.
The rendered pages of the bundled specs contain no catalogue tag (C-nn, O-nn, P-nn, Vnn)
and no bare source number; the sources are named in words, as on docs/sources.rst. The
comparison matrix and the family tree show a variant's catalogue id only where it is
labelled so. Every rule sentence of a page is written through ``say`` (the unsaid text
of its rule sections is only punctuation, numbers and the spec's own names).
"""

from __future__ import annotations

import ast
import dataclasses
import importlib
import inspect
import re
from enum import Enum
from functools import cache
from pathlib import Path

import pytest

from pitchspec import load
from pitchspec.constructs import CONSTRUCTS
from pitchspec.rulebook import Context, backing, page, prose, render, rest, site
from pitchspec.rulebook.documents import DOCUMENTS, PATTERN, untag
from pitchspec.rulebook.site import page_context

from conftest import ROOT, SPEC_DIR

RULEBOOK = ROOT / "pitchspec" / "rulebook"
FIXTURES = sorted((ROOT / "tests" / "fixtures" / "options").glob("*.pitch")) + sorted(
    (ROOT / "tests" / "fixtures" / "rulebook").glob("*.pitch")) + sorted(
    (ROOT / "tests" / "fixtures" / "family").glob("*.pitch"))
SPECS = sorted(SPEC_DIR.glob("*.pitch"))


def _writer(name: str) -> object:
    module, _, attr = name.partition(".")
    return getattr(importlib.import_module(f"pitchspec.rulebook.{module}"), attr)


def _source_of(name: str) -> str:
    """The source text of a writer: a function, or a module-level table assignment."""
    found = _writer(name)
    if inspect.isfunction(found):
        return inspect.getsource(found)
    module, _, attr = name.partition(".")
    text = (RULEBOOK / f"{module}.py").read_text(encoding="utf-8")
    for node in ast.parse(text).body:
        if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == attr for t in node.targets):
            return ast.get_source_segment(text, node) or ""
    raise AssertionError(f"{name} is neither a function nor a table")


@cache
def _test_names(path: str) -> frozenset[str]:
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    names = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
    for cls in (n for n in tree.body if isinstance(n, ast.ClassDef)):
        names |= {f"{cls.name}::{f.name}" for f in cls.body if isinstance(f, ast.FunctionDef)}
    return frozenset(names)


@pytest.mark.parametrize("construct", sorted(CONSTRUCTS))
def test_every_backing_is_worded_by_its_writer_and_backed_by_tests(construct: str) -> None:
    entry = CONSTRUCTS[construct]
    assert f'"{construct}"' in _source_of(entry.writer), entry.writer
    assert entry.tests, "a backed sentence needs at least one test"
    for node in entry.tests:
        path, _, name = node.partition("::")
        assert path.startswith("tests/") and (ROOT / path).is_file(), node
        assert name in _test_names(path), f"no test {node}"


def _say_calls() -> list[tuple[str, ast.Call]]:
    calls = []
    for path in sorted(RULEBOOK.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        if "from pitchspec.rulebook.backing import" not in text:
            continue
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                    and node.func.id in ("say", "table", "constructs"):
                calls.append((path.stem, node))
    return calls


def test_every_sentence_written_names_a_backed_construct() -> None:
    """``say`` takes a construct written out, or one row of a checked ``table``."""
    tables = {f"{module}.{t.id}" for module, call in _say_calls() if call.func.id == "say"
              for a in call.args[:1] for v in [a.value if isinstance(a, ast.Starred) else a]
              for t in [v.value] if isinstance(v, ast.Subscript) and isinstance(t, ast.Name)}
    for module, call in _say_calls():
        if call.func.id in ("table", "constructs"):
            continue
        first = call.args[0]
        if isinstance(first, ast.Starred | ast.Subscript):
            continue
        assert isinstance(first, ast.Constant), f"{module}: say() needs a written construct"
        assert first.value in CONSTRUCTS, first.value
    for name in tables:
        found = _writer(name)
        assert isinstance(found, dict)
        members = set(found)
        kind = type(next(iter(members)))
        assert issubclass(kind, Enum) and members == set(kind), f"{name} misses a case"
        said = {c if isinstance(c, str) else c[0] for c in found.values()}
        assert said <= set(CONSTRUCTS)


def test_an_unbacked_sentence_is_refused() -> None:
    with pytest.raises(KeyError):
        backing.say("play.follow: anything goes", "Anything goes.")


def _variant(path: Path):  # type: ignore[no-untyped-def]
    return load(path, include=[SPEC_DIR])


def test_every_backing_is_written_for_some_bundled_spec_or_fixture() -> None:
    with backing.recording() as written:
        for path in SPECS + FIXTURES:
            render(_variant(path), Context(links=False))
    assert set(CONSTRUCTS) - written == set()


def _player_text(path: Path) -> str:
    """A bundled spec's page as a player reads it: the text docutils makes of it."""
    docutils_core = pytest.importorskip("docutils.core")
    variant, context, _ = page_context(path, None)
    page = render(variant, dataclasses.replace(context, links=False))
    doctree = docutils_core.publish_doctree(
        page, settings_overrides={"report_level": 5, "halt_level": 5})
    for block in list(doctree.findall(lambda n: n.tagname in ("literal_block", "raw"))):
        block.parent.remove(block)  # the spec itself, shown for reference; pictures
    return str(doctree.astext())


@pytest.mark.parametrize("path", SPECS, ids=lambda p: p.stem)
def test_no_catalogue_tag_reaches_the_player(path: Path) -> None:
    found = sorted({m.group(0) for m in PATTERN.finditer(_player_text(path))})
    assert found == []


def test_untag_keeps_the_words_and_names_the_documents() -> None:
    assert untag("order as Carthage (V13; O-05, O-06).") == "order as Carthage."
    assert untag("(000, common terms; O-30)") == "(common terms)"
    assert untag("(bid 6, took 5, loses 6) (C-52).") == "(bid 6, took 5, loses 6)."
    assert untag("scores all he took (001/002 and 003: 'as in All Fours')") == (
        "scores all he took (the complete rules of Pitch and the All Fours article: "
        "'as in All Fours')")
    assert untag("as the seed says (003; C-21)") == "as the source says"


def test_documents_are_named_as_on_the_sources_page() -> None:
    text = (ROOT / "docs" / "sources.rst").read_text(encoding="utf-8")
    for number, doc in DOCUMENTS.items():
        assert f".. _source-{number}:" in text
        assert f"\n{number}: {doc.title}\n" in text
    assert {s.seed for path in SPECS for s in _variant(path).sources} <= set(DOCUMENTS)


RULE_SECTIONS = (page.cards, page.deal, page.bidding, page.trump, page.exchange, page.play,
                 page.points, page.make_or_set, page.winning)
"""The sections of a page that state rules (the others summarise, compare or report)."""
_UNDERLINE = re.compile(r"[-=~^]{3,}")
_LEFT_OVER = re.compile(r"(?:[\s.,;:()\"'-]|\d+|\band\b|\bor\b)*")
"""What may remain once the said sentences and the spec's names are taken out."""


def _page_body(lines: list[str]) -> list[str]:
    """The text of rule sections: no headings, directives, options or table headers."""
    kept, header = [], False
    for i, line in enumerate(lines):
        following = lines[i + 1] if i + 1 < len(lines) else ""
        if _UNDERLINE.fullmatch(line) or (_UNDERLINE.fullmatch(following)
                                          and len(following) == len(line)):
            continue
        stripped = line.strip()
        if stripped.startswith(".. list-table::"):
            header = True
            continue
        if stripped.startswith((".. ", ":")):
            continue
        if stripped.startswith("* - ") or stripped == "* -":
            if header and kept and kept[-1] == "<row>":
                header = False
            kept.append("<row>")
            if header:
                continue
        elif header and kept and kept[-1] == "<row>" and stripped.startswith("-"):
            continue
        kept.append(re.sub(r"^\s*(?:\* -|-|#\.)(?=\s|$)", " ", line))
    return [k for k in kept if k != "<row>"]


def _flat(text: str) -> str:
    return " ".join(text.split()).lower()


def unsaid(variant) -> str:  # type: ignore[no-untyped-def]
    """The words of the page's rule sections that no :func:`backing.say` call wrote."""
    with backing.sentences() as said:
        lines = [line for section in RULE_SECTIONS
                 for line in section(variant, Context(links=False, pictures=False))]
    text = _flat(" ".join(_page_body(lines)))
    names = [p.label for p in variant.points] + [b.label for b in variant.bidding.special]
    pieces = {_flat(form) for s in [*said, *names] for form in (s, rest.escape(s))}
    for piece in sorted(pieces, key=len, reverse=True):
        text = text.replace(piece, " ")
    return text


@pytest.mark.parametrize("path", SPECS + FIXTURES, ids=lambda p: p.stem)
def test_every_rule_sentence_of_a_page_is_said_through_the_registry(path: Path) -> None:
    """Nothing in the rule sections bypasses :func:`backing.say`: take out every sentence
    said while rendering them, and the spec's names of points and bids, and only
    punctuation, numbers and the words joining a list remain."""
    left = unsaid(_variant(path))
    assert _LEFT_OVER.fullmatch(left), left


@pytest.mark.parametrize("path", SPECS + FIXTURES, ids=lambda p: p.stem)
def test_every_sentence_said_is_on_the_page(path: Path) -> None:
    """What :func:`backing.saying` collects is what the page prints (an editor's hover
    quotes it as the page's): no sentence is said and then dropped. A walker wording
    one spec entry of several says which (its model node's span, an entry's own)."""
    variant = _variant(path)
    with backing.saying() as said:
        lines = [line for section in RULE_SECTIONS
                 for line in section(variant, Context(links=False, pictures=False))]
    text = " ".join(" ".join(_page_body(lines)).split())
    for one in said:  # as said, or escaped, or capitalised where it begins a table's cell
        capital = one.text.strip()[:1].upper() + one.text.strip()[1:]
        forms = {" ".join(f.split()) for t in (one.text, capital) for f in (t, rest.escape(t))}
        assert any(f in text for f in forms), (one.construct, one.text)
    about = {s.about for s in said if s.about is not None}
    entries = [*variant.points, *variant.bidding.special, *variant.procedures,
               *variant.exchange.steps]
    assert about <= {e.span for e in entries}
    assert {p.span for p in variant.points} <= about


def test_a_sentence_written_around_the_registry_is_caught(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The check above fails on a rule sentence that did not go through ``say``: here
    the direction of play, written as plain text."""
    variant = _variant(SPEC_DIR / "auction_pitch.pitch")
    assert _LEFT_OVER.fullmatch(unsaid(variant))
    monkeypatch.setattr(prose, "direction", lambda seating: "The deal goes to the left.")
    left = unsaid(variant)
    assert not _LEFT_OVER.fullmatch(left) and "the deal goes to the left." in left


def _catalogue_pages() -> tuple[list[str], list[str]]:
    variants = [_variant(path) for path in SPECS]
    return list(site.matrix_page(variants)), list(site.family_page(variants))


def test_the_matrix_and_the_family_tree_carry_no_catalogue_tag() -> None:
    """The comparison matrix names each variant's catalogue id only where it is labelled
    as such, its "Catalogue id" column; the family tree names each variant by its
    title and other names. No contradiction, option or claim tag, and no source number."""
    matrix, family = _catalogue_pages()
    header = [line for line in matrix if line.startswith(("   * -", "     -"))]
    columns = len(page.glance(_variant(SPECS[0]))) + 2
    cells = [header[i:i + columns] for i in range(0, len(header), columns)]
    assert cells[0][1].endswith("Catalogue id")
    ids = {row[1].strip().removeprefix("-").strip() for row in cells[1:]}
    assert ids <= {v.catalogue or "" for v in map(_variant, SPECS)}
    rest_of_matrix = [c for row in cells[1:] for i, c in enumerate(row) if i != 1]
    text = "\n".join([*rest_of_matrix, *[line for line in matrix if line not in header]])
    assert sorted({m.group(0) for m in PATTERN.finditer(text)}) == []
    tree = "\n".join(family)
    assert sorted({m.group(0) for m in PATTERN.finditer(tree)}) == []
    auction = _variant(SPEC_DIR / "auction_pitch.pitch")
    assert any(f"({', '.join(auction.aliases)})" in line for line in family)
