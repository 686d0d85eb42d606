"""The Pygments lexer reads every bundled spec without an error token."""

from __future__ import annotations

from pathlib import Path

import pytest
from pygments.token import Error

from pitchspec.rulebook.lexer import PitchLexer

from conftest import ROOT, SPEC_DIR


@pytest.mark.parametrize("path", sorted(SPEC_DIR.glob("*.pitch")), ids=lambda p: p.stem)
def test_every_spec_lexes_without_error_tokens(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    tokens = list(PitchLexer().get_tokens(text))
    assert [value for kind, value in tokens if kind is Error] == []
    assert "".join(value for _, value in tokens) == text.replace("\r\n", "\n")


def test_keys_comments_and_header_get_their_own_tokens() -> None:
    text = '/// doc\nvariant x "X" extends y\nplay {\n  follow: must follow // why\n}\n'
    kinds = {}
    for kind, value in PitchLexer().get_tokens(text):
        kinds.setdefault(value, kind)  # the first occurrence: "follow" the key
    assert str(kinds["variant"]) == "Token.Keyword.Declaration"
    assert str(kinds["follow"]) == "Token.Name.Tag" and str(kinds["play"]) == "Token.Name.Tag"
    assert str(kinds["/// doc"]) == "Token.Comment.Special"
    assert str(kinds["// why"]) == "Token.Comment.Single"
    assert str(kinds["y"]) == "Token.Name.Class"


def test_lexer_is_registered_as_a_pygments_entry_point() -> None:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert '[project.entry-points."pygments.lexers"]' in text
    assert 'pitch = "pitchspec.rulebook.lexer:PitchLexer"' in text
