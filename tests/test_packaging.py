"""The grammar ships inside the package and is the repository's grammar/pitch.lark."""

from __future__ import annotations

from pathlib import Path

import pitchspec
from pitchspec.grammar import grammar_path, grammar_text

from conftest import ROOT

REPO_GRAMMAR = ROOT / "grammar" / "pitch.lark"


def test_loaded_grammar_equals_repository_file() -> None:
    assert grammar_text() == REPO_GRAMMAR.read_text(encoding="utf-8")


def test_installed_package_loads_its_own_copy() -> None:
    """When pitchspec runs from an installed wheel, the grammar comes from the wheel."""
    package_dir = Path(pitchspec.__file__).resolve().parent
    if package_dir.parent == ROOT:
        # Running from a source checkout: the packaged copy does not exist, and the
        # loader falls back to the repository file itself.
        assert grammar_path() == REPO_GRAMMAR.resolve()
    else:
        assert grammar_path().resolve() == package_dir / "pitch.lark"


def test_console_script_is_declared() -> None:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'pitchspec = "pitchspec.cli:main"' in text


def test_the_grammar_states_the_lark_options_the_parser_is_built_with() -> None:
    """The header of grammar/pitch.lark (printed whole on the language reference page)
    names the Lark options; they are the ones :func:`pitchspec.grammar.parser` uses."""
    import re

    from pitchspec.grammar import parser

    header = REPO_GRAMMAR.read_text(encoding="utf-8").split("\nstart:")[0]
    stated = dict(re.findall(r"(\w+)=(\"\w+\"|True|False)", header))
    options = parser().options
    assert stated, "the grammar's header names no Lark options"
    for name, value in stated.items():
        assert repr(getattr(options, name)).replace("'", '"') == value, name
