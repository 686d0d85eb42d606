"""The engine's public surface: ``pitchspec.engine`` hands on the names outside code
needs (pitchspec/engine/__init__.py), each from its module on first use."""

from __future__ import annotations

import ast
import subprocess
import sys
from importlib import import_module
from pathlib import Path

import pitchspec.engine as engine

from conftest import ROOT


def test_every_public_name_is_the_object_of_its_module() -> None:
    for name, home in engine.SURFACE.items():
        module = import_module(home)
        expected = module if name == "actions" else getattr(module, name)
        assert getattr(engine, name) is expected, name


def test_the_checker_sees_the_same_names_as_the_surface() -> None:
    """The ``if TYPE_CHECKING:`` imports that give mypy the names' types name each
    public name once, from the module it is handed on from."""
    tree = ast.parse((ROOT / "pitchspec" / "engine" / "__init__.py").read_text(encoding="utf-8"))
    typed = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) \
                and node.test.id == "TYPE_CHECKING":
            for stmt in node.body:
                assert isinstance(stmt, ast.ImportFrom) and stmt.module is not None
                for alias in stmt.names:
                    assert alias.asname == alias.name  # an explicit re-export
                    typed[alias.name] = (f"{stmt.module}.{alias.name}"
                                         if alias.name == "actions" else stmt.module)
    assert typed == engine.SURFACE
    assert set(engine.SURFACE) <= set(engine.__all__)


def test_importing_the_engine_loads_none_of_it(tmp_path: Path) -> None:
    """``import pitchspec.engine`` (as the command line or the spec checker does on
    the way to one module inside it) loads no other module of the engine."""
    code = ("import sys, pitchspec.engine; "
            "print(sorted(m for m in sys.modules if m.startswith('pitchspec.engine.')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=tmp_path)
    assert out.stdout.strip() == "[]"


def test_a_name_off_the_surface_is_an_attribute_error() -> None:
    name = "play_match"
    try:
        getattr(engine, name)
    except AttributeError as error:
        assert "play_match" in str(error)
    else:
        raise AssertionError("pitchspec.engine.play_match should not exist")
