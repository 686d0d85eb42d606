"""The examples in the public modules' docstrings run and are right."""

from __future__ import annotations

import doctest
import importlib
import os

import pytest

from conftest import ROOT

MODULES = ["pitchspec", "pitchspec.diagnostics", "pitchspec.report", "pitchspec.meanings",
           "pitchspec.engine.sim.report", "pitchspec.model.derived",
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
