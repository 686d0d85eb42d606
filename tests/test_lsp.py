"""`pitchspec lsp` spoken to over its stdio with real JSON-RPC (Content-Length framing):
the findings of `check` as you type, hover from the registry of meanings, completion,
definition along `extends`, the outline, and a clean shutdown.

The spec is a table's own Auction Pitch (V03, seed 000) whose target is misspelt."""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner
from lsp_client import TIMEOUT, Client, position

from pitchspec import catalogue
from pitchspec.cli import main

needs_pygls = pytest.mark.skipif(importlib.util.find_spec("pygls") is None,
                                 reason="the 'lsp' extra (pygls) serves 'pitchspec lsp'")

BAD = "variant house_rules \"Our Auction Pitch\" extends auction_pitch\n" \
      "winning {\n  target: eleven\n}\nbidding {\n  form: once around\n}\n"
GOOD = BAD.replace("target: eleven", "target: 21")


@pytest.fixture()
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Client]:
    started = Client.start(tmp_path_factory.mktemp("lsp"))
    try:
        yield started
    finally:
        started.kill()


def test_without_the_lsp_extra_the_command_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "pygls" else real(name, *a))
    result = CliRunner().invoke(main, ["lsp"])
    assert result.exit_code == 2
    assert "pip install 'pitchspec[lsp]'" in result.output


@needs_pygls
def test_a_session_from_initialize_to_exit(client: Client, tmp_path: Path) -> None:
    spec = tmp_path / "house_rules.pitch"
    spec.write_text(BAD, encoding="utf-8")
    uri = spec.resolve().as_uri()
    doc = {"uri": uri}

    answer = client.result("initialize", {"processId": None, "rootUri": None,
                                           "capabilities": {}})
    capabilities = answer["capabilities"]
    assert capabilities["hoverProvider"] and capabilities["definitionProvider"]
    assert answer["serverInfo"]["name"] == "pitchspec"
    client.notify("initialized", {})

    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "pitch", "version": 1, "text": BAD}})
    found = client.diagnostics(uri)
    assert [(d["code"], d["range"]["start"]) for d in found] == [
        ("PS203", {"line": 2, "character": 10})]
    assert found[0]["severity"] == 1 and found[0]["source"] == "pitchspec"
    assert "'eleven'" in found[0]["message"] and "help: expected <nat>" in found[0]["message"]

    client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2},
                                             "contentChanges": [{"text": GOOD}]})
    assert client.diagnostics(uri) == []

    key = client.result("textDocument/hover", {"textDocument": doc,
                                                "position": position(GOOD, "form:")})
    assert "**bidding.form**" in key["contents"]["value"]
    assert key["range"]["start"] == {"line": 5, "character": 2}
    value = client.result("textDocument/hover", {"textDocument": doc,
                                                  "position": position(GOOD, "once around")})
    assert "`form: once around`" in value["contents"]["value"]
    assert "bids or passes once" in value["contents"]["value"]
    # the rulebook's sentence as the page of this spec's variant words it (the opener)
    assert ("**bidding.form: once around**: Starting with elder (the first player after "
            "the dealer), each player in turn bids once or passes.") in value["contents"]["value"]

    inside = position(GOOD, "\n  form", shift=3)
    items = client.result("textDocument/completion", {"textDocument": doc, "position": inside})
    labels = [item["label"] for item in items["items"]]
    assert {"form", "opener", "bids", "bid"} <= set(labels) and "target" not in labels

    where = client.result("textDocument/definition", {
        "textDocument": doc, "position": position(GOOD, "auction_pitch\n")})
    assert where["uri"] == catalogue.find("auction_pitch").resolve().as_uri()
    inherited = client.result("textDocument/definition", {
        "textDocument": doc, "position": position(GOOD, "form:")})
    parent = catalogue.find("auction_pitch")
    assert inherited["uri"] == parent.resolve().as_uri()
    lines = parent.read_text(encoding="utf-8").split("\n")
    assert lines[inherited["range"]["start"]["line"]].startswith("  form:")

    outline = client.result("textDocument/documentSymbol", {"textDocument": doc})
    assert outline[0]["name"] == "house_rules"
    assert [s["name"] for s in outline[0]["children"]] == ["winning", "bidding"]
    assert outline[0]["children"][0]["children"][0]["name"] == "target"

    assert client.result("shutdown", None) is None
    client.notify("exit", None)
    assert client.process.wait(timeout=TIMEOUT) == 0


@needs_pygls
def test_an_exit_without_shutdown_is_status_1(client: Client) -> None:
    client.result("initialize", {"processId": None, "rootUri": None, "capabilities": {}})
    client.notify("exit", None)
    assert client.process.wait(timeout=TIMEOUT) == 1


@needs_pygls
def test_columns_count_utf16_units_before_a_wide_character(client: Client,
                                                             tmp_path: Path) -> None:
    text = 'variant house_rules extends auction_pitch\nwinning {\n  margin: "🂡" 2\n}\n'
    uri = (tmp_path / "house_rules.pitch").resolve().as_uri()
    client.result("initialize", {"processId": None, "rootUri": None, "capabilities": {}})
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "pitch", "version": 1, "text": text}})
    found = client.diagnostics(uri)
    assert found and found[0]["code"] == "PS203"
    # The value starts after '  margin: ' (10 units); the card is 2 UTF-16 units, so
    # '"🂡" 2' is 5 characters but 6 units long.
    assert found[0]["range"]["start"] == {"line": 2, "character": 10}
    assert found[0]["range"]["end"] == {"line": 2, "character": 16}
