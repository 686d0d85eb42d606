"""The examples in the public modules' docstrings run and are right."""

from __future__ import annotations

import doctest
import importlib
import os
import re

import pytest

from conftest import ROOT

MODULES = ["pitchspec", "pitchspec.diagnostics", "pitchspec.report", "pitchspec.meanings",
           "pitchspec.matches.report", "pitchspec.model.derived",
           "pitchspec.lsp.text", "pitchspec.lsp.where", "pitchspec.lsp.complete"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    finally:
        os.chdir(cwd)
    assert result.attempted > 0 and result.failed == 0


# ------------------------------------------------------------------ the internals map

MAP = ROOT / "docs" / "internals" / "index.rst"
PACKAGE = ROOT / "pitchspec"


def named_on_the_map() -> set[str]:
    """What the map names in literal text (````...````) that looks like a path."""
    names = set(re.findall(r"``([^`\s]+)``", MAP.read_text(encoding="utf-8")))
    return {n for n in names if "/" in n or n.endswith(".py")}


def package_folders() -> list[str]:
    """Every folder of the package holding a file, two levels deep, as ``engine/core/``."""
    found = {path.parent.relative_to(PACKAGE).as_posix() for path in PACKAGE.rglob("*")
             if path.is_file() and "__pycache__" not in path.parts}
    return sorted(f"{'/'.join(f.split('/')[:2])}/" for f in found if f != ".")


def test_the_internals_map_names_every_folder_of_the_package() -> None:
    assert sorted(set(package_folders()) - named_on_the_map()) == []
    assert len(package_folders()) > 20


def test_every_path_on_the_internals_map_exists() -> None:
    missing = [n for n in sorted(named_on_the_map())
               if not ((PACKAGE / n).exists() or (ROOT / n).exists())]
    assert missing == []


def test_readme_sends_a_newcomer_to_the_internals_map() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "docs/internals/index.rst" in readme and "## Layout" not in readme
