"""`pitchspec lsp` spoken to over its stdio with real JSON-RPC (Content-Length framing):
the findings of `check` as you type, hover from the registry of meanings, completion,
definition along `extends`, the outline, and a clean shutdown.

The spec is a table's own Auction Pitch (V03, seed 000) whose target is misspelt."""

from __future__ import annotations

import importlib.util
import json
import queue
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Any

import pytest
from click.testing import CliRunner

from pitchspec import catalogue
from pitchspec.cli import main

needs_pygls = pytest.mark.skipif(importlib.util.find_spec("pygls") is None,
                                 reason="the 'lsp' extra (pygls) serves 'pitchspec lsp'")

TIMEOUT = 60.0
"""Seconds any one answer may take (a loaded CI machine is slow, never stuck)."""

BAD = "variant house_rules \"Our Auction Pitch\" extends auction_pitch\n" \
      "winning {\n  target: eleven\n}\nbidding {\n  form: once around\n}\n"
GOOD = BAD.replace("target: eleven", "target: 21")
Message = dict[str, Any]


class Client:
    """A minimal LSP client: numbered requests, notifications, and a reader thread."""

    def __init__(self, process: subprocess.Popen[bytes]) -> None:
        self.process = process
        self.inbox: queue.Queue[Message | None] = queue.Queue()
        self.next_id = 0
        threading.Thread(target=self._read, args=(process.stdout,), daemon=True).start()

    def _read(self, stream: IO[bytes] | None) -> None:
        assert stream is not None
        while True:
            headers: dict[str, str] = {}
            while (line := stream.readline()) not in (b"\r\n", b""):
                name, _, value = line.decode("ascii").partition(":")
                headers[name.strip().lower()] = value.strip()
            if not line:
                self.inbox.put(None)
                return
            self.inbox.put(json.loads(stream.read(int(headers["content-length"]))))

    def send(self, message: Message) -> None:
        body = json.dumps({"jsonrpc": "2.0", **message}).encode("utf-8")
        assert self.process.stdin is not None
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def notify(self, method: str, params: Any) -> None:
        self.send({"method": method, "params": params})

    def request(self, method: str, params: Any) -> Any:
        self.next_id += 1
        ident = self.next_id
        self.send({"id": ident, "method": method, "params": params})
        answer = self.wait(lambda m: m.get("id") == ident and "method" not in m)
        assert "error" not in answer, answer
        return answer["result"]

    def wait(self, wanted: Callable[[Message], bool]) -> Message:
        """The next message that is wanted, skipping log lines and the like."""
        while True:
            message = self.inbox.get(timeout=TIMEOUT)
            assert message is not None, "the server closed its output"
            if wanted(message):
                return message

    def diagnostics(self, uri: str) -> list[Message]:
        found = self.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                          and m["params"]["uri"] == uri)
        return list(found["params"]["diagnostics"])


@pytest.fixture()
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Client]:
    # Started outside the checkout, so 'python -m' imports the installed pitchspec (the
    # same one this test reads the catalogue from), not the checkout's source folder.
    process = subprocess.Popen([sys.executable, "-m", "pitchspec", "lsp"],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, cwd=tmp_path_factory.mktemp("lsp"))
    try:
        yield Client(process)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(timeout=TIMEOUT)


def test_without_the_lsp_extra_the_command_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "pygls" else real(name, *a))
    result = CliRunner().invoke(main, ["lsp"])
    assert result.exit_code == 2
    assert "pip install 'pitchspec[lsp]'" in result.output


def _position(text: str, needle: str, shift: int = 1) -> dict[str, int]:
    before = text[:text.index(needle) + shift]
    return {"line": before.count("\n"), "character": len(before) - before.rfind("\n") - 1}


@needs_pygls
def test_a_session_from_initialize_to_exit(client: Client, tmp_path: Path) -> None:
    spec = tmp_path / "house_rules.pitch"
    spec.write_text(BAD, encoding="utf-8")
    uri = spec.resolve().as_uri()
    doc = {"uri": uri}

    answer = client.request("initialize", {"processId": None, "rootUri": None,
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

    key = client.request("textDocument/hover", {"textDocument": doc,
                                                "position": _position(GOOD, "form:")})
    assert "**bidding.form**" in key["contents"]["value"]
    assert key["range"]["start"] == {"line": 5, "character": 2}
    value = client.request("textDocument/hover", {"textDocument": doc,
                                                  "position": _position(GOOD, "once around")})
    assert "`form: once around`" in value["contents"]["value"]
    assert "bids or passes once" in value["contents"]["value"]

    inside = _position(GOOD, "\n  form", shift=3)
    items = client.request("textDocument/completion", {"textDocument": doc, "position": inside})
    labels = [item["label"] for item in items["items"]]
    assert {"form", "opener", "bids", "bid"} <= set(labels) and "target" not in labels

    where = client.request("textDocument/definition", {
        "textDocument": doc, "position": _position(GOOD, "auction_pitch\n")})
    assert where["uri"] == catalogue.find("auction_pitch").resolve().as_uri()
    inherited = client.request("textDocument/definition", {
        "textDocument": doc, "position": _position(GOOD, "form:")})
    parent = catalogue.find("auction_pitch")
    assert inherited["uri"] == parent.resolve().as_uri()
    lines = parent.read_text(encoding="utf-8").split("\n")
    assert lines[inherited["range"]["start"]["line"]].startswith("  form:")

    outline = client.request("textDocument/documentSymbol", {"textDocument": doc})
    assert outline[0]["name"] == "house_rules"
    assert [s["name"] for s in outline[0]["children"]] == ["winning", "bidding"]
    assert outline[0]["children"][0]["children"][0]["name"] == "target"

    assert client.request("shutdown", None) is None
    client.notify("exit", None)
    assert client.process.wait(timeout=TIMEOUT) == 0


@needs_pygls
def test_an_exit_without_shutdown_is_status_1(client: Client) -> None:
    client.request("initialize", {"processId": None, "rootUri": None, "capabilities": {}})
    client.notify("exit", None)
    assert client.process.wait(timeout=TIMEOUT) == 1


@needs_pygls
def test_columns_count_utf16_units_before_a_wide_character(client: Client,
                                                             tmp_path: Path) -> None:
    text = 'variant house_rules extends auction_pitch\nwinning {\n  margin: "🂡" 2\n}\n'
    uri = (tmp_path / "house_rules.pitch").resolve().as_uri()
    client.request("initialize", {"processId": None, "rootUri": None, "capabilities": {}})
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "pitch", "version": 1, "text": text}})
    found = client.diagnostics(uri)
    assert found and found[0]["code"] == "PS203"
    # The value starts after '  margin: ' (10 units); the card is 2 UTF-16 units, so
    # '"🂡" 2' is 5 characters but 6 units long.
    assert found[0]["range"]["start"] == {"line": 2, "character": 10}
    assert found[0]["range"]["end"] == {"line": 2, "character": 16}
