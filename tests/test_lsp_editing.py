"""Editing a spec through `pitchspec lsp` over JSON-RPC, as an editor does: formatting
(the edit `pitchspec fmt` makes), range formatting, quick fixes, the parents on offer
after `extends`, references and rename across a folder, folding, semantic tokens and a
plain-text hover.

The specs are a table's house rules on the bundled Auction Pitch (V03, seed 000)."""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator
from pathlib import Path

import pytest
from lsp_client import Client, apply_edits, position

from pitchspec.fmt import format_text

pytestmark = pytest.mark.skipif(importlib.util.find_spec("pygls") is None,
                                reason="the 'lsp' extra (pygls) serves 'pitchspec lsp'")

MESSY = ('variant house "House"   extends auction_pitch\n'
         'winning {  target :21\n}\n'
         'bidding {\n      form: once around\n  bids:2..4 // our range\n}\n')
BASE = ('variant base "Base" extends pitch\n\npoints {\n'
        '  point ten "Ten": trump 10, worth 1, to capturer\n}\n\n'
        'scoring {\n  order: high, low, jack, ten, game\n}\n')
CHILD = ('variant child "Child" extends base\n\nscoring {\n'
         '  order: ten, high, low, jack, game\n}\n')
GRANDCHILD = ('variant grandchild "Grandchild" extends child\n\npoints {\n'
              '  drop point ten\n}\n\nscoring {\n  order: high, low, jack, game\n}\n')
STRANGER = ('variant stranger "Stranger" extends pitch\n\npoints {\n'
            '  point ten "Ten": trump 10, worth 1, to capturer\n}\n')


@pytest.fixture()
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Client]:
    started = Client.start(tmp_path_factory.mktemp("lsp"))
    try:
        yield started
    finally:
        started.kill()
        assert "Traceback" not in started.log(), started.log()


def _doc(uri: str) -> dict[str, str]:
    return {"uri": uri}


def test_the_server_advertises_what_it_answers(client: Client) -> None:
    capabilities = client.initialize({"textDocument": {"rename": {"prepareSupport": True}}})[
        "capabilities"]
    for provider in ("documentFormattingProvider", "documentRangeFormattingProvider",
                     "workspaceSymbolProvider",
                     "referencesProvider", "foldingRangeProvider", "hoverProvider",
                     "definitionProvider", "documentSymbolProvider"):
        assert capabilities[provider], provider
    assert capabilities["codeActionProvider"]["codeActionKinds"] == ["quickfix"]
    assert capabilities["renameProvider"] == {"prepareProvider": True}
    legend = capabilities["semanticTokensProvider"]["legend"]
    assert "namespace" in legend["tokenTypes"] and "declaration" in legend["tokenModifiers"]
    assert capabilities["semanticTokensProvider"]["full"] is True


def test_formatting_is_the_edit_fmt_makes(client: Client, tmp_path: Path) -> None:
    client.initialize()
    uri = client.open(tmp_path / "house.pitch", MESSY)
    options = {"tabSize": 8, "insertSpaces": False}
    edits = client.result("textDocument/formatting", {"textDocument": _doc(uri),
                                                      "options": options})
    assert apply_edits(MESSY, edits) == format_text(MESSY)
    # only the lines that change are edited: the header line stays as it is
    assert min(e["range"]["start"]["line"] for e in edits) == 0
    assert all(e["range"]["start"]["line"] >= 0 for e in edits)


def test_range_formatting_lays_out_only_the_lines_asked(client: Client,
                                                         tmp_path: Path) -> None:
    client.initialize()
    uri = client.open(tmp_path / "house.pitch", MESSY)
    lines = {"start": {"line": 3, "character": 0}, "end": {"line": 5, "character": 0}}
    edits = client.result("textDocument/rangeFormatting", {
        "textDocument": _doc(uri), "range": lines, "options": {"tabSize": 2,
                                                               "insertSpaces": True}})
    after = apply_edits(MESSY, edits)
    assert "  form: once around\n  bids: 2..4 // our range\n" in after
    assert after.startswith('variant house "House"   extends auction_pitch\nwinning {  target :21')
    assert format_text(after) == format_text(MESSY)


def test_formatting_a_text_that_does_not_parse_is_refused_with_its_error(
        client: Client, tmp_path: Path) -> None:
    client.initialize()
    uri = client.open(tmp_path / "house.pitch", MESSY.replace("target :21", "target 21"))
    answer = client.answer("textDocument/formatting", {"textDocument": _doc(uri),
                                                       "options": {"tabSize": 2,
                                                                   "insertSpaces": True}})
    assert answer["error"]["code"] == -32803
    assert "not laid out: line 2:" in answer["error"]["message"]
    assert "[PS102]" in answer["error"]["message"]


def _fix(client: Client, uri: str, text: str, code: str, title: str) -> str:
    """The text after the quick fix ``title`` of the finding ``code``."""
    found = [d for d in client.diagnostics(uri) if d["code"] == code]
    assert found, code
    actions = client.result("textDocument/codeAction", {
        "textDocument": _doc(uri), "range": found[0]["range"],
        "context": {"diagnostics": found}})
    chosen = [a for a in actions if a["title"] == title]
    assert chosen, [a["title"] for a in actions]
    assert chosen[0]["kind"] == "quickfix" and chosen[0]["diagnostics"][0]["code"] == code
    return apply_edits(text, chosen[0]["edit"]["changes"][uri])


def _reopen(client: Client, uri: str, text: str, version: int) -> None:
    client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                             "contentChanges": [{"text": text}]})


def test_quick_fixes_make_what_the_help_names(client: Client, tmp_path: Path) -> None:
    client.initialize()
    text = MESSY.replace("form: once around", "form: once aroud").replace(
        "winning {", "winnin {")
    uri = tmp_path.joinpath("house.pitch").resolve().as_uri()
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "pitch", "version": 1, "text": text}})
    fixed = _fix(client, uri, text, "PS201", "Change 'winnin' to 'winning'")
    _reopen(client, uri, fixed, 2)
    fixed = _fix(client, uri, fixed, "PS203", "Change 'once aroud' to 'once around'")
    _reopen(client, uri, fixed, 3)
    assert client.diagnostics(uri) == [] and fixed == MESSY
    floor = MESSY + "scoring {\n  floor: 5\n}\n"
    _reopen(client, uri, floor, 4)
    fixed = _fix(client, uri, floor, "PS337", "Write 'floor: none'")
    assert fixed.endswith("scoring {\n  floor: none\n}\n")
    _reopen(client, uri, fixed, 5)
    assert client.diagnostics(uri) == []


def test_a_quick_fix_adds_the_block_the_help_names(client: Client, tmp_path: Path) -> None:
    client.initialize()
    text = "variant house extends auction_pitch\n\nplay {\n  jokers: led suitless\n}\n"
    uri = tmp_path.joinpath("house.pitch").resolve().as_uri()
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "pitch", "version": 1, "text": text}})
    fixed = _fix(client, uri, text, "PS330", "Add 'deck { jokers: two }'")
    assert fixed == text + "\ndeck {\n  jokers: two\n}\n"
    _reopen(client, uri, fixed, 2)
    # PS330 is gone; the jokers now need a place in the trump order (PS308's own fixes)
    assert {d["code"] for d in client.diagnostics(uri)} == {"PS308"}


def test_the_file_is_renamed_only_for_an_editor_that_can(client: Client,
                                                         tmp_path: Path) -> None:
    client.initialize({"workspace": {"workspaceEdit": {
        "documentChanges": True, "resourceOperations": ["create", "rename", "delete"]}}})
    text = "variant other extends auction_pitch\n"
    path = tmp_path / "house.pitch"
    path.write_text(text, encoding="utf-8")
    uri = path.resolve().as_uri()
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "pitch", "version": 1, "text": text}})
    (found,) = client.diagnostics(uri)
    actions = client.result("textDocument/codeAction", {
        "textDocument": _doc(uri), "range": found["range"], "context": {"diagnostics": []}})
    assert [a["title"] for a in actions] == ["Rename the variant to 'house'",
                                             "Rename the file to other.pitch"]
    (rename,) = actions[1]["edit"]["documentChanges"]
    assert rename == {"kind": "rename", "oldUri": uri,
                      "newUri": (tmp_path / "other.pitch").resolve().as_uri()}


def test_parents_are_offered_after_extends(client: Client, tmp_path: Path) -> None:
    (tmp_path / "base.pitch").write_text(BASE, encoding="utf-8")
    client.initialize()
    text = 'variant house "House" extends '
    uri = client.open(tmp_path / "house.pitch", text)
    end = {"line": 0, "character": len(text)}
    items = client.result("textDocument/completion", {"textDocument": _doc(uri),
                                                      "position": end})["items"]
    shown = {item["label"]: item["detail"] for item in items}
    assert shown["base"] == "beside this file"
    assert shown["auction_pitch"] == "bundled: Auction Pitch"
    assert "house" not in shown and len(shown) > 40
    assert items[0]["label"] == "base"  # searched first, as 'check' does
    typed = text + "auc"
    _reopen(client, uri, typed, 2)
    end = {"line": 0, "character": len(typed)}
    items = client.result("textDocument/completion", {"textDocument": _doc(uri),
                                                      "position": end})["items"]
    edit = next(i["textEdit"] for i in items if i["label"] == "auction_pitch")
    assert edit["range"]["start"] == {"line": 0, "character": len(text)}


def _family(folder: Path) -> dict[str, Path]:
    paths = {}
    for name, text in (("base", BASE), ("child", CHILD), ("grandchild", GRANDCHILD),
                       ("stranger", STRANGER)):
        paths[name] = folder / f"{name}.pitch"
        paths[name].write_text(text, encoding="utf-8")
    return paths


def test_references_reach_the_parent_and_the_children_in_the_folder(
        client: Client, tmp_path: Path) -> None:
    paths = _family(tmp_path)
    client.initialize()
    uri = client.open(paths["child"], CHILD)
    at = {"textDocument": _doc(uri), "position": position(CHILD, "ten,")}
    found = client.result("textDocument/references", {**at, "context": {
        "includeDeclaration": True}})
    uris = {p.resolve().as_uri(): n for n, p in paths.items()}
    places = sorted((uris[f["uri"]], f["range"]["start"]["line"]) for f in found)
    assert places == [("base", 3), ("base", 7), ("child", 3), ("grandchild", 3)]
    without = client.result("textDocument/references", {**at, "context": {
        "includeDeclaration": False}})
    assert len(without) == 3
    where = client.result("textDocument/definition", at)
    assert where["uri"] == paths["base"].resolve().as_uri()
    assert where["range"]["start"] == {"line": 3, "character": 8}


def test_rename_changes_every_spec_that_shares_the_name(client: Client,
                                                        tmp_path: Path) -> None:
    paths = _family(tmp_path)
    client.initialize({"textDocument": {"rename": {"prepareSupport": True}}})
    uri = client.open(paths["grandchild"], GRANDCHILD)
    at = {"textDocument": _doc(uri), "position": position(GRANDCHILD, "ten\n")}
    ready = client.result("textDocument/prepareRename", at)
    assert ready["placeholder"] == "ten"
    edit = client.result("textDocument/rename", {**at, "newName": "tenner"})
    uris = {p.resolve().as_uri(): n for n, p in paths.items()}
    changed = {uris[u]: apply_edits(paths[uris[u]].read_text(), e)
               for u, e in edit["changes"].items()}
    assert sorted(changed) == ["base", "child", "grandchild"]
    assert 'point tenner "Ten"' in changed["base"] and "jack, tenner, game" in changed["base"]
    assert "order: tenner, high" in changed["child"]
    assert "drop point tenner" in changed["grandchild"]
    taken = client.answer("textDocument/rename", {**at, "newName": "high"})
    assert taken["error"]["code"] == -32803
    assert "already a point named 'high' (in 'points' of pitch)" in taken["error"]["message"]
    bad = client.answer("textDocument/rename", {**at, "newName": "2x"})
    assert bad["error"]["code"] == -32602 and "not a name" in bad["error"]["message"]


def test_a_bundled_name_is_not_renamed(client: Client, tmp_path: Path) -> None:
    client.initialize({"textDocument": {"rename": {"prepareSupport": True}}})
    text = "variant house extends auction_pitch\n\nscoring {\n  order: low, high, jack, game\n}\n"
    uri = client.open(tmp_path / "house.pitch", text)
    at = {"textDocument": _doc(uri), "position": position(text, "low,")}
    answer = client.answer("textDocument/prepareRename", at)
    assert answer["error"]["code"] == -32803
    assert "bundled variant 'pitch'" in answer["error"]["message"]
    found = client.result("textDocument/references", {**at, "context": {
        "includeDeclaration": True}})
    # Pitch defines Low and counts it, Auction Pitch restates the order, and so does
    # the house spec: all are the same point
    assert [Path(f["uri"]).name for f in found] == [
        "pitch.pitch", "pitch.pitch", "auction_pitch.pitch", "house.pitch"]


def test_workspace_symbols_are_the_variants_points_bids_and_claims(
        client: Client, tmp_path: Path) -> None:
    paths = _family(tmp_path)
    client.initialize()
    client.open(paths["child"], CHILD)
    found = client.result("workspace/symbol", {"query": "TEN"})
    uris = {p.resolve().as_uri(): n for n, p in paths.items()}
    assert sorted((s["name"], uris[s["location"]["uri"]]) for s in found) == [
        ("point ten", "base"), ("point ten", "stranger")]
    every = client.result("workspace/symbol", {"query": ""})
    assert {"base", "child", "grandchild", "stranger"} <= {s["name"] for s in every}


def test_hover_in_plain_text_for_an_editor_that_shows_no_markdown(client: Client,
                                                                 tmp_path: Path) -> None:
    client.initialize({"textDocument": {"hover": {"contentFormat": ["plaintext"]}}})
    uri = client.open(tmp_path / "house.pitch", MESSY)
    shown = client.result("textDocument/hover", {"textDocument": _doc(uri),
                                                 "position": position(MESSY, "form:")})
    assert shown["contents"]["kind"] == "plaintext"
    value = shown["contents"]["value"]
    assert value.startswith("bidding.form — form: ") and "*" not in value and "`" not in value


def test_folding_and_semantic_tokens(client: Client, tmp_path: Path) -> None:
    client.initialize()
    text = format_text(MESSY).replace("bidding {", "// our bidding\n// as we play it\nbidding {")
    uri = client.open(tmp_path / "house.pitch", text)
    folds = client.result("textDocument/foldingRange", {"textDocument": _doc(uri)})
    lines = text.split("\n")
    shown = [(lines[f["startLine"]], f.get("kind")) for f in folds]
    assert shown == [("winning {", None), ("// our bidding", "comment"), ("bidding {", None)]
    data = client.result("textDocument/semanticTokens/full", {"textDocument": _doc(uri)})["data"]
    assert len(data) % 5 == 0 and data[:5] == [0, 0, 7, 2, 0]  # 'variant': a keyword
