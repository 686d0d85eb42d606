"""Quick fixes, without the protocol: every change a finding's help names is offered,
and making it takes that finding away.

Two corpora: the invalid-spec fixtures (one or more per code, tests/fixtures/invalid),
where the fixes each code gets are listed below, and misspellings of the bundled specs'
keys and values, where every did-you-mean must come with its fix."""

from __future__ import annotations

import doctest
import importlib
import random
import shutil
from pathlib import Path

import pytest

pytest.importorskip("lsprotocol", reason="the 'lsp' extra (pygls) brings lsprotocol")

from pitchspec import catalogue
from pitchspec.diagnostics import Diagnostic
from pitchspec.lsp.edits import apply
from pitchspec.lsp.fixes import fixes
from pitchspec.lsp.names import NOT_USES, USES
from pitchspec.parse import parse
from pitchspec.pipeline import check_text
from pitchspec.source import SourceFile
from pitchspec.vocabulary import TOP, Section

from conftest import ROOT

FIXTURES = ROOT / "tests" / "fixtures" / "invalid"

OFFERED = {
    "PS201": ["Change 'playerz' to 'players'"],
    "PS202": ["Change 'hands' to 'hand'"],
    "PS203": ["Change 'must folow' to 'must follow'", "Change 'to captor' to 'to capturer'",
              "Change 'twice around' to 'once around'", "Change 'must folow' to 'must follow'"],
    "PS205": ["Rename the variant to 'PS205_name_mismatch'", "Rename the file to other_name.pitch"],
    "PS212": ["Add 'to holder'", "Add 'to capturer'", "Add 'to player'"],
    "PS214": ["Change 'mooon' to 'moon'"],
    "PS215": ["Write '2..8'"],
    "PS217": ["Write 'requires: every point scored'", "Write 'point: every point scored'",
              "Write 'who: bidder even if set'", "Write 'who: bid made'"],
    "PS230": ["Change 'points per dael' to 'points per deal'"],
    "PS232": ["Change 'jak' to 'jack'"],
    "PS233": ["Drop this claim"],
    "PS235": ["Drop this claim"],
    "PS303": ["Write 'partnership: optional'"],
    "PS305": ["Keep one 'J'"],
    "PS308": ["Write 'jokers: rankless'"],
    "PS309": ["Write 'hand: 6'"],
    "PS313": ["Write 'bids: 1..4'"],
    "PS314": ["Write 'bids: 1..4'", "Write 'bids: 1..4'"],
    "PS317": ["Write 'above: 4'"],
    "PS319": ["Write 'form: once around'"],
    "PS322": ["Write 'form: commercial'", "Drop 'commercial:'"],
    "PS323": ["Write 'method: turn up'", "Drop 'beg'"],
    "PS324": ["Drop 'declare: after kitty'"],
    "PS325": ["Write 'method: declared'", "Write 'sub_trump: none'"],
    "PS326": ["Add 'trump { sub_trump: declared }'"],
    "PS327": ["Add 'players { partner: called card }'"],
    "PS328": ["Write 'deal { kitty: 4 }'", "Drop this step"],
    "PS329": ["Write 'method: declared'", "Drop 'first_lead: not trump'"],
    "PS330": ["Add 'deck { jokers: two }'"],
    "PS331": ["Add 'deal { blind: 3 per player }'"],
    "PS333": ["Remove 'tie elder'"],
    "PS334": ["Write 'trump { method: turn up }'", "Drop this point"],
    "PS335": ["Add 'ten' to 'order'"],
    "PS336": ["Keep one 'high'"],
    "PS337": ["Write 'floor: 0'", "Write 'floor: none'"],
    "PS338": ["Write 'target: 11'"],
    "PS339": ["Write 'backdoor: at -11 win'"],
    "PS340": ["Drop 'trump_broken: required'", "Write 'method: declared'"],
    "PS341": ["Drop 'first_lead: trump'"],
    "PS342": ["Add 'requires: points 4'"],
    "PS344": ["Add 'exchange { step: bidder take kitty }'", "Drop 'kitty:'"],
    "PS345": ["Drop 'stock: face up'"],
    "PS346": ["Drop 'tie:'"],
    "PS347": ["Drop 'margin: 2'", "Drop 'hands:'"],
    "PS349": ["Drop 'trump_broken: required'", "Drop 'first_lead: trump'"],
    "PS350": ["Drop 'sub_trump: may trump'", "Write 'follow: follow or trump'"],
    "PS352": ["Drop 'jokers: not led to first trick'"],
    "PS353": ["Write 'method: declared'", "Drop this step", "Write 'declare: before kitty'"],
}
"""The fixes offered for the fixtures' findings, by code, in the fixtures' order."""


def _same(one: Diagnostic, other: Diagnostic) -> bool:
    return (one.code, one.message, one.span.line) == (other.code, other.message,
                                                      other.span.line)


def _offered(path: Path) -> list[tuple[Diagnostic, str, str | None]]:
    """(finding, fix title, the text the fix makes) for each fix of each finding."""
    text = path.read_text(encoding="utf-8")
    spec, _ = parse(SourceFile(str(path), text))
    if spec is None:
        return []
    return [(found, fix.title, apply(text, fix.edits) if fix.edits else None)
            for found in check_text(text, path).diagnostics for fix in fixes(spec, text, found)]


@pytest.fixture(scope="module")
def fixtures(tmp_path_factory: pytest.TempPathFactory) -> Path:
    copy = tmp_path_factory.mktemp("invalid")
    shutil.copytree(FIXTURES, copy, dirs_exist_ok=True)
    return copy


def test_each_fixture_gets_the_fixes_its_help_names_and_each_fix_fixes(
        fixtures: Path) -> None:
    offered: dict[str, list[str]] = {}
    for path in sorted(fixtures.glob("PS*.pitch")):
        if path.name.startswith("PS001"):
            continue  # not UTF-8: no editor opens it as text
        for found, title, made in _offered(path):
            offered.setdefault(found.code, []).append(title)
            if made is None:
                continue  # renaming the file: checked below
            after = check_text(made, path).diagnostics
            assert not any(_same(found, a) for a in after), (path.name, title)
    assert offered == OFFERED


def test_renaming_the_file_takes_the_name_mismatch_away(fixtures: Path) -> None:
    path = fixtures / "PS205_name_mismatch.pitch"
    text = path.read_text(encoding="utf-8")
    assert [d.code for d in check_text(text, path).diagnostics] == ["PS205"]
    assert check_text(text, path.with_name("other_name.pitch")).diagnostics == []


def _misspelt(text: str, rng: random.Random) -> list[str]:
    """The text with one word of a setting misspelt (a key, or a value's first word),
    a few times over, each from the original."""
    lines = text.split("\n")
    out = []
    for number in rng.sample(range(len(lines)), len(lines)):
        line = lines[number]
        key, colon, rest = line.partition(":")
        word = key.strip() if rng.random() < 0.5 else (rest.split() or [""])[0]
        if not colon or "//" in line or '"' in line or len(word) < 4 \
                or not word.isidentifier():
            continue
        cut = rng.randrange(1, len(word))
        lines_copy = list(lines)
        lines_copy[number] = line.replace(word, word[:cut] + word[cut + 1:], 1)
        out.append("\n".join(lines_copy))
        if len(out) == 3:
            break
    return out


def test_every_did_you_mean_comes_with_its_fix(tmp_path: Path) -> None:
    """Three misspellings of each bundled spec: each did-you-mean is one preferred fix
    that takes its finding away."""
    meant = 0
    for name in catalogue.names():
        source = catalogue.find(name)
        assert source is not None
        path = tmp_path / source.name
        for wrong in _misspelt(source.read_text(encoding="utf-8"), random.Random(name)):
            spec, _ = parse(SourceFile(str(path), wrong))
            assert spec is not None
            for found in check_text(wrong, path).diagnostics:
                if not (found.help or "").startswith("did you mean"):
                    continue
                meant += 1
                offered = fixes(spec, wrong, found)
                assert len(offered) == 1 and offered[0].preferred, (name, found, offered)
                after = check_text(apply(wrong, offered[0].edits), path).diagnostics
                assert not any(_same(found, a) for a in after), (name, offered[0].title)
    assert meant >= 60, meant


def _named_forms(section: Section, path: str = "") -> list[tuple[str, str]]:
    found = [(s.key, f.pattern) for s in section.settings for f in (*s.forms, *s.clauses)
             if "{name}" in f.pattern]
    return found + [f for b in section.blocks for f in _named_forms(b, f"{path}.{b.key}")]


def test_every_form_with_a_name_is_known_to_references_and_rename() -> None:
    """A new form naming a point or bid must say so to the language server."""
    assert sorted(_named_forms(TOP)) == sorted({*USES, *NOT_USES})


@pytest.mark.parametrize("name", ["helps", "names", "layout", "folding", "lexer"])
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(f"pitchspec.lsp.{name}")
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0
