"""A minimal LSP client for the tests: `pitchspec lsp` started as an editor starts it,
spoken to over its stdio with real JSON-RPC (Content-Length framing), its stderr kept.

Requests may be sent one by one (``result`` waits for the answer and requires it to be
a result, ``answer`` returns the answer whatever it is) or many at once (``send_request``
then ``answers``), as an editor that types fast does.
"""

from __future__ import annotations

import json
import queue
import subprocess
import sys
import threading
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import IO, Any

TIMEOUT = 60.0
"""Seconds any one answer may take (a loaded CI machine is slow, never stuck)."""

Message = dict[str, Any]


class Client:
    """Numbered requests, notifications, a reader thread for stdout and one for stderr."""

    def __init__(self, process: subprocess.Popen[bytes]) -> None:
        self.process = process
        self.inbox: queue.Queue[Message | None] = queue.Queue()
        self.next_id = 0
        self.stderr: list[bytes] = []
        threading.Thread(target=self._read, args=(process.stdout,), daemon=True).start()
        threading.Thread(target=self._drain, args=(process.stderr,), daemon=True).start()

    @classmethod
    def start(cls, cwd: Path, *args: str) -> Client:
        # Started outside the checkout, so 'python -m' imports the installed pitchspec
        # (the one the tests read the catalogue from), not the checkout's source folder.
        process = subprocess.Popen([sys.executable, "-m", "pitchspec", "lsp", *args],
                                   stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, cwd=cwd)
        return cls(process)

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

    def _drain(self, stream: IO[bytes] | None) -> None:
        assert stream is not None
        for line in stream:
            self.stderr.append(line)

    def write(self, body: bytes) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def send(self, message: Message) -> None:
        self.write(json.dumps({"jsonrpc": "2.0", **message}).encode("utf-8"))

    def notify(self, method: str, params: Any) -> None:
        self.send({"method": method, "params": params})

    def send_request(self, method: str, params: Any) -> int:
        """Send a request without waiting; its id."""
        self.next_id += 1
        message: Message = {"id": self.next_id, "method": method}
        if params is not ...:
            message["params"] = params
        self.send(message)
        return self.next_id

    def answer(self, method: str, params: Any = None) -> Message:
        """The whole answer to a request: its result or its error."""
        ident = self.send_request(method, params)
        return self.wait(lambda m: m.get("id") == ident and "method" not in m)

    def result(self, method: str, params: Any = None) -> Any:
        answer = self.answer(method, params)
        assert "error" not in answer, answer
        return answer["result"]

    def answers(self, ids: Iterable[int]) -> dict[int, Message]:
        """The answers to requests already sent, by id (other messages skipped)."""
        wanted = set(ids)
        found: dict[int, Message] = {}
        while wanted:
            message = self.wait(lambda m: "method" not in m)
            ident = message.get("id")
            if ident in wanted:
                wanted.discard(ident)
                found[ident] = message
        return found

    def wait(self, wanted: Callable[[Message], bool]) -> Message:
        """The next message that is wanted, skipping log lines and the like."""
        while True:
            message = self.inbox.get(timeout=TIMEOUT)
            assert message is not None, "the server closed its output: " + self.log()
            if wanted(message):
                return message

    def diagnostics(self, uri: str) -> list[Message]:
        found = self.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                          and m["params"]["uri"] == uri)
        return list(found["params"]["diagnostics"])

    def initialize(self, capabilities: Message | None = None) -> Message:
        answer = self.result("initialize", {"processId": None, "rootUri": None,
                                            "capabilities": capabilities or {}})
        self.notify("initialized", {})
        return dict(answer)

    def open(self, path: Path, text: str, uri: str | None = None) -> str:
        """Open a document (its diagnostics are awaited); its URI."""
        uri = uri or path.resolve().as_uri()
        self.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "pitch", "version": 1, "text": text}})
        self.diagnostics(uri)
        return uri

    def stop(self) -> int:
        """Shut the server down and let it exit; its exit status."""
        assert self.result("shutdown") is None
        self.notify("exit", None)
        return self.process.wait(timeout=TIMEOUT)

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=TIMEOUT)

    def log(self) -> str:
        return b"".join(self.stderr).decode("utf-8", "replace")


def position(text: str, needle: str, shift: int = 1) -> dict[str, int]:
    """The LSP position ``shift`` characters into the first ``needle`` (ASCII text)."""
    before = text[:text.index(needle) + shift]
    return {"line": before.count("\n"), "character": len(before) - before.rfind("\n") - 1}


def apply_edits(text: str, edits: list[Message]) -> str:
    """The text with LSP text edits applied (ASCII text: columns are characters)."""
    lines = text.split("\n")
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)

    def offset(pos: Message) -> int:
        line: int = min(pos["line"], len(lines) - 1)
        column: int = pos["character"]
        return min(starts[line] + column, starts[line] + len(lines[line]))

    ordered = sorted(edits, key=lambda e: (offset(e["range"]["start"]),
                                           offset(e["range"]["end"])), reverse=True)
    for edit in ordered:
        start, end = offset(edit["range"]["start"]), offset(edit["range"]["end"])
        text = text[:start] + edit["newText"] + text[end:]
    return text
