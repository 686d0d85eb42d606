"""The rulebook's table of words (pitchspec/rulebook/texts.py): every key a module asks
for is in it, every key in it is asked for, and a translated table replaces it whole."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from pitchspec import load
from pitchspec.rulebook import Context, render, texts

from conftest import ROOT, SPEC_DIR

RULEBOOK = ROOT / "pitchspec" / "rulebook"


def _asked() -> tuple[set[str], set[str]]:
    """Keys asked for by a literal, and the prefixes of keys built from a value."""
    keys, prefixes = set(), set()
    for module in RULEBOOK.glob("*.py"):
        for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "text" \
                    and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    keys.add(first.value)
                elif isinstance(first, ast.JoinedStr) and first.values and \
                        isinstance(first.values[0], ast.Constant):
                    prefixes.add(str(first.values[0].value))
    return keys, prefixes


def test_every_key_asked_for_is_in_the_table() -> None:
    keys, _ = _asked()
    assert sorted(keys - set(texts.ENGLISH)) == []


def test_every_key_in_the_table_is_asked_for() -> None:
    keys, prefixes = _asked()
    source = "\n".join(p.read_text(encoding="utf-8") for p in RULEBOOK.glob("*.py"))
    unused = [k for k in texts.ENGLISH if k not in keys
              and not any(k.startswith(p) for p in prefixes) and f'"{k}"' not in
              source.replace(texts.__file__, "")]
    assert unused == []


def test_a_translated_table_writes_the_page(monkeypatch: pytest.MonkeyPatch) -> None:
    """A catalogue with every key changes the words of the page it writes; one missing a
    key is refused (the catalogues of pitchspec.i18n; tests/rulebook/test_languages.py
    has the real ones)."""
    import gettext

    from pitchspec.i18n import language
    from pitchspec.i18n.catalogues import Missing, _Strict

    class Shouting(gettext.NullTranslations):
        def pgettext(self, context: str, message: str) -> str:
            return message if "{" in message else message.upper()

        def npgettext(self, context: str, one: str, many: str, n: int) -> str:
            return one if n == 1 else many

    monkeypatch.setattr(texts, "translations", lambda domain, code: Shouting())
    with language("ru"):
        page = render(load(SPEC_DIR / "pitch.pitch"), Context(links=False, pictures=False))
    assert "AT A GLANCE" in page and "CARDS AND THEIR ORDER" in page
    monkeypatch.setattr(texts, "translations", lambda domain, code: _Strict(domain, code))
    with language("ru"), pytest.raises(Missing, match=r"no translation of 'page\.glance'"):
        texts.text("page.glance")


def test_no_key_is_a_sentence_of_the_rules() -> None:
    """Rule sentences go through backing.say (each backed by an engine test); the table
    holds words around them. No entry states a rule construct's wording twice."""
    said = re.compile(r'say\("([^"]+)"')
    constructs = {m for p in RULEBOOK.glob("*.py") for m in said.findall(
        p.read_text(encoding="utf-8"))}
    assert not constructs & set(texts.ENGLISH)


def test_the_table_is_one_file() -> None:
    assert Path(texts.__file__).name == "texts.py"
