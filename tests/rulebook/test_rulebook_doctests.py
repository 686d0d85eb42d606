"""The examples in the rulebook modules' docstrings run and are right."""

from __future__ import annotations

import doctest
import importlib
import os

import pytest

from conftest import ROOT

MODULES = ["words", "rest", "prose", "auction", "tricks", "scores", "diff", "page", "chart",
           "lexer", "reference", "texts", "seating", "cardfaces", "pictures", "played",
           "examples", "flow", "commands", "verdicts", "backing", "explained"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(f"pitchspec.rulebook.{name}")
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    finally:
        os.chdir(cwd)
    assert result.attempted > 0 and result.failed == 0
