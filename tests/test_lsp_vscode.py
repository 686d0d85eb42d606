"""The VS Code extension (editors/vscode) holds together: its manifest names the
language, the grammar and the client the build packs, its settings start
`pitchspec lsp`, its comment rule is the language's, and its packages are pinned.

The .vsix itself is built by `editors/vscode/build.sh` (CI runs it), which checks the
package's contents and drives the server through the client's protocol library."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

from conftest import ROOT

EXTENSION = ROOT / "editors" / "vscode"
GRAMMAR = ROOT / "pitchspec" / "editors" / "pitch.tmLanguage.json"


def _json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def test_the_manifest_names_the_language_grammar_and_client() -> None:
    manifest = _json(EXTENSION / "package.json")
    (language,) = manifest["contributes"]["languages"]
    assert language["id"] == "pitch" and language["extensions"] == [".pitch"]
    (grammar,) = manifest["contributes"]["grammars"]
    assert grammar["scopeName"] == _json(GRAMMAR)["scopeName"] == "source.pitch"
    assert grammar["path"] == "./syntaxes/" + GRAMMAR.name  # build.sh copies it there
    assert (EXTENSION / manifest["main"]).is_file()
    assert (EXTENSION / language["configuration"]).is_file()
    assert manifest["activationEvents"] == ["onLanguage:pitch"]
    settings = manifest["contributes"]["configuration"]["properties"]
    assert settings["pitchspec.command"]["default"] == ["pitchspec", "lsp"]
    assert settings["pitchspec.include"]["default"] == []
    assert manifest["version"] == re.search(r'^version = "(.+)"', (ROOT / "pyproject.toml")
                                            .read_text(encoding="utf-8"), re.M).group(1)


def test_the_client_starts_the_server_as_the_settings_say() -> None:
    code = (EXTENSION / "extension.js").read_text(encoding="utf-8")
    assert 'require("vscode-languageclient/node")' in code
    assert 'settings.get("command", ["pitchspec", "lsp"])' in code
    assert '["-I", folder]' in code and 'documentSelector: [{ language: "pitch" }]' in code


def test_comments_and_brackets_are_the_languages() -> None:
    config = _json(EXTENSION / "language-configuration.json")
    assert config["comments"] == {"lineComment": "//"}
    assert config["brackets"] == [["{", "}"]]
    for key in ("increaseIndentPattern", "decreaseIndentPattern"):
        re.compile(config["indentationRules"][key])


def test_the_packages_are_pinned() -> None:
    manifest = _json(EXTENSION / "package.json")
    pinned = {**manifest["dependencies"], **manifest["devDependencies"]}
    assert all(re.fullmatch(r"\d+\.\d+\.\d+", v) for v in pinned.values()), pinned
    locked = _json(EXTENSION / "package-lock.json")["packages"]
    for name, version in pinned.items():
        assert locked[f"node_modules/{name}"]["version"] == version
    assert os.access(EXTENSION / "build.sh", os.X_OK)
    ignored = (EXTENSION / ".vscodeignore").read_text(encoding="utf-8").split()
    assert {"build.sh", "package-lock.json", "test/**"} <= set(ignored)
