"""Import rules: lark only in the parser modules, z3 only in smt/, sphinx only in its glue,
pygls (the optional 'lsp' extra) only in the language server."""

from __future__ import annotations

import ast
from pathlib import Path

from conftest import ROOT

ALLOWED = {
    "lark": {"grammar.py", "parse.py"},
    "z3": {"smt"},
    "sphinx": {"sphinxext.py"},
    "pygls": {"lsp"},
    "lsprotocol": {"lsp"},
}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module.split(".")[0])
    return found


def test_heavy_dependencies_are_imported_only_where_allowed() -> None:
    offenders = []
    for path in sorted((ROOT / "pitchspec").rglob("*.py")):
        rel = path.relative_to(ROOT / "pitchspec")
        for module, places in ALLOWED.items():
            if module in _imports(path) and not (rel.name in places or rel.parts[0] in places):
                offenders.append(f"{rel} imports {module}")
    assert offenders == []
