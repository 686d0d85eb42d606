"""The language server over stdio (pygls): each feature answers from the document's
current text, which the editor sends whole on every change.

Diagnostics are published on open and on every change; hover, completion, definition
and the outline are asked for. Exit status: 0 after ``shutdown`` then ``exit``, 1 when
the editor exits without asking to shut down (as the protocol says).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from lsprotocol import types
from pygls.lsp.server import LanguageServer
from pygls.uris import to_fs_path

from pitchspec import __version__
from pitchspec.lsp.complete import complete
from pitchspec.lsp.hover import hover
from pitchspec.lsp.navigate import definition, symbols
from pitchspec.lsp.report import check_document
from pitchspec.lsp.text import Text
from pitchspec.parse import SpecFile, parse
from pitchspec.pipeline import Catalogue
from pitchspec.source import SourceFile

UNSAVED = frozenset({"PS205"})
"""Codes that say nothing about a buffer not yet saved as a file: its name."""


@dataclass
class State:
    """What the server keeps between messages."""

    include: tuple[Path, ...]
    shut_down: bool = False
    catalogue: Catalogue = field(init=False)

    def __post_init__(self) -> None:
        self.catalogue = Catalogue(self.include)


class Server(LanguageServer):
    """pitchspec's language server; ``state`` holds the -I folders and whether the
    editor asked to shut down."""

    def __init__(self, include: Sequence[Path]) -> None:
        super().__init__("pitchspec", __version__,
                         text_document_sync_kind=types.TextDocumentSyncKind.Full)
        self.state = State(tuple(include))

    def document(self, uri: str) -> tuple[Text, Path, bool]:
        """The document's text in the negotiated position units, its path, and whether
        it is a file on disk (an unsaved buffer has no name to check)."""
        encoding = str(self.server_capabilities.position_encoding or "utf-16")
        source = self.workspace.get_text_document(uri).source
        fs_path = to_fs_path(uri) if uri.startswith("file:") else None
        path = Path(fs_path) if fs_path else Path.cwd() / "untitled.pitch"
        return Text(source, encoding), path, fs_path is not None

    def parsed(self, uri: str) -> tuple[SpecFile | None, Text, Path]:
        text, path, _ = self.document(uri)
        spec, _ = parse(SourceFile(str(path), text.text))
        return spec, text, path

    def publish(self, uri: str, version: int | None) -> None:
        text, path, on_disk = self.document(uri)
        skip = frozenset() if on_disk else UNSAVED
        # Parents may have been edited since: read them afresh for every check.
        self.state.catalogue = Catalogue(self.state.include)
        found = check_document(text, path, self.state.include, skip)
        self.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=uri, version=version, diagnostics=found))


def build(include: Sequence[Path] = ()) -> Server:
    """A server with every feature registered."""
    server = Server(include)

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: Server, params: types.DidOpenTextDocumentParams) -> None:
        ls.publish(params.text_document.uri, params.text_document.version)

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: Server, params: types.DidChangeTextDocumentParams) -> None:
        ls.publish(params.text_document.uri, params.text_document.version)

    @server.feature(types.TEXT_DOCUMENT_DID_SAVE)
    def did_save(ls: Server, params: types.DidSaveTextDocumentParams) -> None:
        ls.publish(params.text_document.uri, None)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: Server, params: types.DidCloseTextDocumentParams) -> None:
        ls.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=params.text_document.uri, diagnostics=[]))

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    def on_hover(ls: Server, params: types.HoverParams) -> types.Hover | None:
        spec, text, _ = ls.parsed(params.text_document.uri)
        return None if spec is None else hover(spec, text, text.offset(params.position))

    @server.feature(types.TEXT_DOCUMENT_COMPLETION,
                    types.CompletionOptions(trigger_characters=[":", " ", ","]))
    def on_completion(ls: Server, params: types.CompletionParams) -> types.CompletionList:
        text, _, _ = ls.document(params.text_document.uri)
        items = complete(text.text, text.offset(params.position))
        return types.CompletionList(is_incomplete=False, items=items)

    @server.feature(types.TEXT_DOCUMENT_DEFINITION)
    def on_definition(ls: Server, params: types.DefinitionParams) -> types.Location | None:
        spec, text, path = ls.parsed(params.text_document.uri)
        if spec is None:
            return None
        return definition(spec, text, text.offset(params.position), path, ls.state.catalogue)

    @server.feature(types.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
    def on_symbols(ls: Server,
                   params: types.DocumentSymbolParams) -> list[types.DocumentSymbol]:
        spec, text, _ = ls.parsed(params.text_document.uri)
        return [] if spec is None else symbols(spec, text)

    @server.feature(types.SHUTDOWN)
    def on_shutdown(ls: Server, params: None) -> None:
        ls.state.shut_down = True

    return server


def serve(include: Sequence[Path] = ()) -> int:
    """Answer an editor on stdin/stdout until it exits; the process's exit status."""
    server = build(include)
    server.start_io()
    return 0 if server.state.shut_down else 1
