"""Issue 34: the language server answers every request of every method it advertises,
for any document and any position, and prints no traceback.

One `pitchspec lsp` process is driven over its stdio, as an editor drives it, with
random documents (the catalogue's specs, the invalid fixtures, their mutations, text
that is no spec at all), random edits (whole texts and ranges, ranges reversed or past
the end) and random requests of every advertised method: positions inside the text,
past its end, negative or beyond the protocol's integers; documents open, closed, never
opened; URIs that are files, folders, devices, no files at all; params whole, emptied,
null, missing, or with a field of the wrong type. Requests go out in bursts, as from an
editor typing fast. Every request must be answered once, with a result or an error of
the protocol's (never an internal error), and stderr must hold no traceback.

One campaign of 30,000 requests runs (CI runs it); ``PITCHSPEC_FUZZ_REQUESTS=N`` sends
N instead (the issue's 100,000 were sent once by hand, with 0 internal errors), and
``PITCHSPEC_FUZZ_FRESH=1`` draws fresh inputs (otherwise the same each run)."""

from __future__ import annotations

import importlib.util
import os
import random
import re
import shutil
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from lsp_client import Client, Message

from pitchspec import catalogue

from conftest import ROOT

pytestmark = pytest.mark.skipif(importlib.util.find_spec("pygls") is None,
                                reason="the 'lsp' extra (pygls) serves 'pitchspec lsp'")

PROVIDERS = {
    "hoverProvider": ["textDocument/hover"],
    "completionProvider": ["textDocument/completion"],
    "definitionProvider": ["textDocument/definition"],
    "referencesProvider": ["textDocument/references"],
    "documentSymbolProvider": ["textDocument/documentSymbol"],
    "documentFormattingProvider": ["textDocument/formatting"],
    "documentRangeFormattingProvider": ["textDocument/rangeFormatting"],
    "codeActionProvider": ["textDocument/codeAction"],
    "renameProvider": ["textDocument/rename", "textDocument/prepareRename"],
    "foldingRangeProvider": ["textDocument/foldingRange"],
    "semanticTokensProvider": ["textDocument/semanticTokens/full"],
    "executeCommandProvider": ["workspace/executeCommand"],
    "workspaceSymbolProvider": ["workspace/symbol"],
    "textDocumentSync": [],
    "positionEncoding": [],
    "workspace": [],  # workspace folders: notifications, sent among the others
}
"""Each capability the server may advertise, and the requests it stands for."""

ANSWERS = {-32602, -32803, -32601}
"""The errors a request may be answered with here: InvalidParams, RequestFailed, and
MethodNotFound for the method no server has (sent on purpose)."""

_NAMED = re.compile(r"\b(?:low|high|jack|game|moon|ten|pitcher_first|top_bid_takes_all)\b")
"""Names of points, bids and claims the catalogue uses."""

REQUESTS = int(os.environ.get("PITCHSPEC_FUZZ_REQUESTS", "30000"))
"""One seeded stream of requests (a shorter run of it was only its first part, so one
campaign is run, not a short one and a long one)."""
BURST = 25
"""Requests sent before their answers are read."""


class Fuzzer:
    """Draws documents, edits and requests, and keeps what is open."""

    def __init__(self, rng: random.Random, folder: Path) -> None:
        self.rng = rng
        self.texts = [p.read_text(encoding="utf-8") for p in sorted(
            catalogue.spec_dir().glob("*.pitch"))]
        self.texts += [p.read_text(encoding="utf-8") for p in sorted(
            (ROOT / "tests" / "fixtures" / "invalid").glob("PS[!0]*.pitch"))]
        self.uris = [p.resolve().as_uri() for p in sorted(folder.glob("*.pitch"))]
        self.uris += [(folder / f"new_{n}.pitch").resolve().as_uri() for n in range(3)]
        self.uris += ["untitled:Untitled-1", "https://example.com/house.pitch", "",
                      "file:///dev/zero", folder.resolve().as_uri(), "file:///%00.pitch",
                      "file:///no/such/folder/x.pitch", "file://" + "/a" * 2500 + ".pitch",
                      "not a uri", "file:///c%3A/Users/x.pitch"]
        self.open: dict[str, str] = {}
        self.version = 0

    # ------------------------------------------------------------------ documents

    def text(self) -> str:
        roll = self.rng.random()
        if roll < 0.05:
            return ""
        if roll < 0.1:
            alphabet = 'abc {}:,"/\n\r\t♠🂡\x00\u202e0123456789.'
            return "".join(self.rng.choice(alphabet) for _ in range(self.rng.randint(1, 400)))
        if roll < 0.12:
            return self.rng.choice(self.texts) * self.rng.randint(8, 12)  # too large
        text = self.rng.choice(self.texts)
        return self.mutate(text) if roll < 0.5 else text

    def mutate(self, text: str) -> str:
        for _ in range(self.rng.randint(1, 4)):
            if not text:
                break
            i = self.rng.randrange(len(text))
            op = self.rng.choice(["flip", "delete", "insert", "repeat", "line", "flip",
                                  "insert", "line", "cut"])
            if op == "flip":
                text = text[:i] + self.rng.choice('{}:,"x \n♠🂡\x00') + text[i + 1:]
            elif op == "delete":
                text = text[:i] + text[i + self.rng.randint(1, 30):]
            elif op == "insert":
                text = text[:i] + self.rng.choice(["drop ", "point x: ", "{", "}", "\n",
                                                   "claim \"c\": ", "bid ", "extends ",
                                                   "y" * 300]) + text[i:]
            elif op == "cut":
                text = text[:i]
            elif op == "repeat":
                j = min(len(text), i + self.rng.randint(1, 40))
                text = text[:i] + text[i:j] * self.rng.randint(2, 5) + text[j:]
            else:
                lines = text.split("\n")
                k = self.rng.randrange(len(lines))
                lines.insert(self.rng.randrange(len(lines) + 1), lines[k])
                text = "\n".join(lines)
        return text

    def uri(self) -> str:
        if self.open and self.rng.random() < 0.85:
            return self.rng.choice(sorted(self.open))
        return self.rng.choice(self.uris)

    def position(self, uri: str) -> Any:
        text = self.open.get(uri, "")
        lines = text.split("\n")
        roll = self.rng.random()
        names = [n for n in _NAMED.finditer(text)]
        if roll < 0.3 and names:  # on a point's or bid's name, where rename has work
            hit = self.rng.choice(names)
            before = text[:hit.start() + self.rng.randint(0, len(hit.group()))]
            return {"line": before.count("\n"), "character": len(before.split("\n")[-1])}
        if roll < 0.75:
            line = self.rng.randrange(len(lines))
            return {"line": line, "character": self.rng.randint(0, len(lines[line]) + 2)}
        if roll < 0.85:
            return {"line": self.rng.choice([len(lines), 10**6, 2**31 - 1]),
                    "character": self.rng.choice([0, 10**6, 2**31 - 1])}
        if roll < 0.95:
            return {"line": self.rng.choice([-1, 0, -2**31]),
                    "character": self.rng.choice([-1, 0, 2**31, 2**40])}
        return self.rng.choice([{"line": "x", "character": 0}, {"line": 1.5, "character": 0},
                                {"line": 0}, None, [0, 0], {}])

    def range(self, uri: str) -> Any:
        one, other = self.position(uri), self.position(uri)
        return {"start": one, "end": other} if self.rng.random() < 0.95 else "everything"

    # ------------------------------------------------------------------ notifications

    def notification(self) -> tuple[str, Any]:
        roll = self.rng.random()
        self.version += 1
        if roll < 0.35 or not self.open:
            uri, text = self.rng.choice(self.uris), self.text()
            self.open[uri] = text
            return "textDocument/didOpen", {"textDocument": {
                "uri": uri, "languageId": "pitch", "version": self.version, "text": text}}
        uri = self.uri()
        if roll < 0.85:
            return "textDocument/didChange", {"textDocument": {
                "uri": uri, "version": self.version}, "contentChanges": self.changes(uri)}
        if roll < 0.9:
            return "textDocument/didSave", {"textDocument": {"uri": uri}}
        if roll < 0.92:
            folder = {"uri": self.rng.choice(self.uris), "name": "f"}
            return "workspace/didChangeWorkspaceFolders", {"event": self.rng.choice([
                {"added": [folder], "removed": []}, {"added": [], "removed": [folder]},
                {"added": 3}])}
        self.open.pop(uri, None)
        return "textDocument/didClose", {"textDocument": {"uri": uri}}

    def changes(self, uri: str) -> list[Any]:
        if uri not in self.open:
            return [{"text": self.text()}]
        roll = self.rng.random()
        if roll < 0.8:  # a new text, or this one changed (mutations pile up)
            self.open[uri] = self.text() if roll < 0.5 else self.mutate(self.open[uri])
            return [{"text": self.open[uri]}]
        # a ranged change: the server works out the text (the fuzzer's copy, used only
        # to aim positions, goes out of date)
        return [{"range": self.range(uri), "text": self.rng.choice(["", "x", "\n", "}"])}]

    # ------------------------------------------------------------------ requests

    def request(self, methods: list[str]) -> tuple[str, Any]:
        method = self.rng.choice(methods) if self.rng.random() < 0.99 \
            else "textDocument/noSuchThing"
        params = self.params(method)
        roll = self.rng.random()
        if roll < 0.03:
            return method, self.rng.choice([{}, None, [], "x", 7, ...])
        if roll < 0.08 and isinstance(params, dict) and params:
            key = self.rng.choice(sorted(params))
            if self.rng.random() < 0.5:
                del params[key]
            else:
                params[key] = self.rng.choice([None, 3, "x", [], {}])
        return method, params

    def params(self, method: str) -> Any:
        uri = self.uri()
        doc = {"textDocument": {"uri": uri}}
        at = {**doc, "position": self.position(uri)}
        options = {"tabSize": self.rng.choice([2, 4, 0]), "insertSpaces": True}
        made: dict[str, Callable[[], Any]] = {
            "textDocument/hover": lambda: at,
            "textDocument/completion": lambda: at,
            "textDocument/definition": lambda: at,
            "textDocument/prepareRename": lambda: at,
            "textDocument/references": lambda: {**at, "context": {
                "includeDeclaration": self.rng.random() < 0.5}},
            "textDocument/rename": lambda: {**at, "newName": self.rng.choice(
                ["tenner", "x", "2bad", "", "high", "drop", "a b", "♠", "low"])},
            "textDocument/documentSymbol": lambda: doc,
            "textDocument/foldingRange": lambda: doc,
            "textDocument/semanticTokens/full": lambda: doc,
            "textDocument/formatting": lambda: {**doc, "options": options},
            "textDocument/rangeFormatting": lambda: {**doc, "range": self.range(uri),
                                                     "options": options},
            "textDocument/codeAction": lambda: {**doc, "range": self.range(uri), "context": {
                "diagnostics": [], "only": self.rng.choice([None, ["quickfix"],
                                                            ["refactor"], ["source"]])}},
            "workspace/executeCommand": lambda: {"command": self.rng.choice(["x", ""]),
                                                 "arguments": []},
            "workspace/symbol": lambda: {"query": self.rng.choice(["", "low", "PITCH", "♠",
                                                                   "moon", "x" * 300])},
            "textDocument/noSuchThing": lambda: at,
        }
        return made[method]()


def _run(client: Client, fuzzer: Fuzzer, methods: list[str], total: int) -> Counter[str]:
    """Send ``total`` requests in bursts with notifications between; count outcomes."""
    counts: Counter[str] = Counter()
    sent = 0
    while sent < total:
        ids: dict[int, str] = {}
        for _ in range(min(BURST, total - sent)):
            for _ in range(fuzzer.rng.choice([0, 0, 1, 2])):
                client.notify(*fuzzer.notification())
            method, params = fuzzer.request(methods)
            ids[client.send_request(method, params)] = method
        sent += len(ids)
        for ident, answer in client.answers(ids).items():
            counts[_judge(ids[ident], answer)] += 1
    return counts


def _judge(method: str, answer: Message) -> str:
    """The outcome of one answer; a wrong answer fails the run."""
    assert ("result" in answer) != ("error" in answer), answer
    if "result" in answer:
        assert method != "textDocument/noSuchThing", answer
        return f"{method}: result"
    error = answer["error"]
    assert error["code"] in ANSWERS, (method, answer)
    assert isinstance(error["message"], str) and error["message"].strip(), answer
    return f"{method}: error {error['code']}"


@pytest.fixture()
def folder(tmp_path: Path) -> Path:
    """Specs on disk for references and rename to reach: a parent and children."""
    for name in ("pitch", "auction_pitch", "roadhouse_pitch"):
        found = catalogue.find(name)
        assert found is not None
        shutil.copy(found, tmp_path / found.name)
    (tmp_path / "house.pitch").write_text(
        "variant house extends auction_pitch\n\nscoring {\n  order: low, high, jack, game\n}\n",
        encoding="utf-8")
    return tmp_path


@pytest.fixture()
def client(folder: Path) -> Iterator[Client]:
    started = Client.start(folder)
    try:
        yield started
    finally:
        started.kill()


def _campaign(client: Client, folder: Path, total: int) -> Counter[str]:
    capabilities = client.initialize({
        "textDocument": {"rename": {"prepareSupport": True},
                         "hover": {"contentFormat": ["plaintext", "markdown"]}},
        "workspace": {"workspaceEdit": {"documentChanges": True,
                                        "resourceOperations": ["rename"]}},
        "general": {"positionEncodings": ["utf-8", "utf-16"]}})["capabilities"]
    assert set(capabilities) <= set(PROVIDERS), set(capabilities) - set(PROVIDERS)
    methods = sorted(m for key in capabilities for m in PROVIDERS[key])
    fresh = os.environ.get("PITCHSPEC_FUZZ_FRESH") == "1"
    fuzzer = Fuzzer(random.Random(None if fresh else 34), folder)
    counts = _run(client, fuzzer, methods, total)
    assert client.stop() == 0
    log = client.log()
    assert "Traceback" not in log and "internal error" not in log, log
    assert all(line.startswith("pitchspec lsp: ") for line in log.splitlines()), log
    assert {m for m in methods} <= {k.split(":")[0] for k in counts}
    print(f"\n{sum(counts.values())} requests answered:")
    for outcome, count in sorted(counts.items()):
        print(f"  {count:6}  {outcome}")
    return counts


@pytest.mark.slow
def test_every_request_is_answered(client: Client, folder: Path) -> None:
    counts = _campaign(client, folder, REQUESTS)
    assert sum(counts.values()) == REQUESTS
    assert sum(n for k, n in counts.items() if k.endswith("result")) > REQUESTS // 2
