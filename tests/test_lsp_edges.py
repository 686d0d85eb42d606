"""`pitchspec lsp` answers every request, at the protocol's edges too: a position
before the start or past the end, a document never opened, a URI that is no file,
params empty, null, missing or of the wrong shape, a request before `initialize` or
after `shutdown`, a body that is not JSON. Each gets a result or an LSP error whose
message says what is wrong, and nothing is printed to stderr as a traceback."""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from lsp_client import Client

pytestmark = pytest.mark.skipif(importlib.util.find_spec("pygls") is None,
                                reason="the 'lsp' extra (pygls) serves 'pitchspec lsp'")

TEXT = "variant house extends auction_pitch\n\nwinning {\n  target: 21\n}\n"
INVALID_PARAMS, NOT_OPEN, NOT_INITIALIZED, INVALID_REQUEST = -32602, -32803, -32002, -32600


@pytest.fixture()
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Client]:
    started = Client.start(tmp_path_factory.mktemp("lsp"))
    try:
        yield started
    finally:
        started.kill()
        assert "Traceback" not in started.log(), started.log()


def _at(uri: str, line: int, character: int) -> dict[str, Any]:
    return {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}}


def _error(answer: dict[str, Any], code: int, *words: str) -> None:
    assert "error" in answer, answer
    assert answer["error"]["code"] == code, answer
    for word in words:
        assert word in answer["error"]["message"], answer


POSITIONED = ["textDocument/hover", "textDocument/completion", "textDocument/definition",
              "textDocument/prepareRename"]


@pytest.mark.parametrize("method", POSITIONED)
def test_a_negative_position_is_invalid_params_naming_the_field(
        client: Client, tmp_path: Path, method: str) -> None:
    client.initialize()
    uri = client.open(tmp_path / "house.pitch", TEXT)
    _error(client.answer(method, _at(uri, -1, 0)), INVALID_PARAMS,
           f"the params of '{method}'", "params.position", "Position.line", "-1")
    _error(client.answer(method, _at(uri, 0, -5)), INVALID_PARAMS, "Position.character")
    _error(client.answer(method, _at(uri, 2**31, 0)), INVALID_PARAMS, "Position.line")


@pytest.mark.parametrize("method", POSITIONED)
def test_a_position_past_the_end_is_the_end(client: Client, tmp_path: Path,
                                            method: str) -> None:
    client.initialize()
    uri = client.open(tmp_path / "house.pitch", TEXT)
    for line, character in ((3, 10**6), (10**6, 0), (10**6, 10**6)):
        assert "result" in client.answer(method, _at(uri, line, character))


def test_a_document_never_opened_is_refused_saying_so(client: Client, tmp_path: Path) -> None:
    client.initialize()
    path = tmp_path / "house.pitch"
    path.write_text(TEXT, encoding="utf-8")
    for uri in (path.as_uri(), "untitled:Untitled-1", "https://example.com/x.pitch", ""):
        for method in POSITIONED:
            _error(client.answer(method, _at(uri, 0, 0)), NOT_OPEN, "is not open")
        _error(client.answer("textDocument/formatting", {
            "textDocument": {"uri": uri}, "options": {"tabSize": 2, "insertSpaces": True}}),
            NOT_OPEN, "textDocument/didOpen")


def test_a_buffer_that_is_no_file_is_served(client: Client) -> None:
    client.initialize()
    for uri in ("untitled:Untitled-1", "https://example.com/house.pitch", "file:///%00.pitch",
                "file://" + "/x" * 3000 + ".pitch"):
        client.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "pitch", "version": 1, "text": TEXT}})
        assert client.diagnostics(uri) == []  # checked as an unsaved buffer
        hover = client.result("textDocument/hover", _at(uri, 3, 3))
        assert "winning.target" in hover["contents"]["value"]
        assert client.result("textDocument/references", {
            **_at(uri, 3, 3), "context": {"includeDeclaration": True}}) == []


@pytest.mark.parametrize("params", [{}, None, [], ..., "hover", {"textDocument": 3}])
def test_params_of_the_wrong_shape_are_invalid_params(client: Client, params: Any) -> None:
    client.initialize()
    answer = client.answer("textDocument/hover", params)
    _error(answer, INVALID_PARAMS, "the params of 'textDocument/hover' do not fit")


def test_empty_params_name_each_missing_field(client: Client) -> None:
    client.initialize()
    _error(client.answer("textDocument/hover", {}), INVALID_PARAMS,
           "params.textDocument is missing", "params.position is missing")


def test_before_initialize_and_after_shutdown(client: Client, tmp_path: Path) -> None:
    uri = (tmp_path / "house.pitch").as_uri()
    _error(client.answer("textDocument/hover", _at(uri, 0, 0)), NOT_INITIALIZED,
           "before 'initialize'")
    _error(client.answer("shutdown"), NOT_INITIALIZED)
    client.initialize()
    assert client.result("shutdown") is None
    _error(client.answer("textDocument/hover", _at(uri, 0, 0)), INVALID_REQUEST,
           "after 'shutdown'")
    client.notify("exit", None)
    assert client.process.wait(timeout=60) == 0


def test_what_is_not_a_message_is_answered(client: Client) -> None:
    client.initialize()
    client.write(b"{not json")
    answer = client.wait(lambda m: "error" in m)
    assert answer["id"] is None and answer["error"]["code"] == -32700
    client.write(b"[1, 2, 3]")
    _error(client.wait(lambda m: "error" in m), INVALID_REQUEST, "not a JSON-RPC 2.0 message")
    client.write(b'{"id": 7, "method": "textDocument/hover"}')
    _error(client.wait(lambda m: "error" in m), INVALID_REQUEST)
    _error(client.answer("textDocument/noSuchThing", {}), -32601)
    # the server is still there and still answers
    assert client.answer("textDocument/documentSymbol", {"textDocument": {"uri": "x"}})


def test_notifications_about_unknown_documents_are_dropped(client: Client,
                                                          tmp_path: Path) -> None:
    client.initialize()
    uri = (tmp_path / "house.pitch").as_uri()
    client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2},
                                             "contentChanges": [{"text": TEXT}]})
    client.notify("textDocument/didSave", {"textDocument": {"uri": uri}})
    client.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
    client.notify("textDocument/didOpen", {"textDocument": {"uri": 5}})
    _error(client.answer("textDocument/hover", _at(uri, 0, 0)), NOT_OPEN)
    assert "didChange" in client.log()  # said on one line


def test_a_parent_no_file_can_be_named_is_not_found(client: Client, tmp_path: Path) -> None:
    """The system refuses a 300-letter file name: the parent is not found (PS206)."""
    client.initialize()
    text = "variant house extends " + "x" * 300 + "\n"
    uri = (tmp_path / "house.pitch").as_uri()
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "pitch", "version": 1, "text": text}})
    (found,) = client.diagnostics(uri)
    # the same PS206 as ``check``: the parent is not in any folder searched
    assert found["code"] == "PS206" and "which is not in" in found["message"]
    assert client.result("textDocument/definition", _at(uri, 0, 30)) is None
    assert client.result("textDocument/codeAction", {
        "textDocument": {"uri": uri}, "range": found["range"],
        "context": {"diagnostics": []}}) == []
