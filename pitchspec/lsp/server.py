"""The language server over stdio (pygls): each feature answers from the document's
current text, which the editor sends whole on every change.

Diagnostics are published on open and on every change; hover, completion, definition,
references, rename, formatting, code actions, folding, semantic tokens, the outline
and the workspace's symbols are asked for. Every request is answered: a result, or an
LSP error saying why (:mod:`pitchspec.lsp.protocol`); a failure of the server itself
is an InternalError naming it, logged on one line, never a traceback. Exit status: 0
after ``shutdown`` then ``exit``, 1 when the editor exits without asking to shut down
(as the protocol says).
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from lsprotocol import types
from pygls.capabilities import ServerCapabilitiesBuilder
from pygls.exceptions import FeatureRequestError, JsonRpcException
from pygls.lsp.server import LanguageServer

from pitchspec import __version__
from pitchspec.diagnostics import Diagnostic
from pitchspec.i18n import ENGLISH, language, parse
from pitchspec.lsp import actions, layout
from pitchspec.lsp.complete import after_extends, complete, parents
from pitchspec.lsp.documents import Document, Documents
from pitchspec.lsp.family import Family, Member
from pitchspec.lsp.folding import folds
from pitchspec.lsp.hover import MARKDOWN, Style, hover, style_for
from pitchspec.lsp.navigate import definition, symbols, workspace_symbols
from pitchspec.lsp.protocol import INTERNAL_ERROR, REQUEST_FAILED, Protocol, Refusal, quiet_logging
from pitchspec.lsp.rename import prepare, references, rename
from pitchspec.lsp.report import Checked, checked, to_lsp_all
from pitchspec.lsp.tokens import LEGEND, tokens
from pitchspec.meanings.translate import lenient

if TYPE_CHECKING:
    from pitchspec.rulebook.explained import Page

UNSAVED = frozenset({"PS205"})
"""Codes that say nothing about a buffer not yet saved as a file: its name."""

log = logging.getLogger("pitchspec.lsp")
P = TypeVar("P")
R = TypeVar("R")


class Server(LanguageServer):
    """pitchspec's language server: the open documents, the ``-I`` folders, what the
    editor said it can do, and whether it asked to shut down."""

    def __init__(self, include: Sequence[Path]) -> None:
        super().__init__("pitchspec", __version__, protocol_cls=Protocol,
                         text_document_sync_kind=types.TextDocumentSyncKind.Full)
        self.include = tuple(include)
        self.documents = Documents()
        self.style: Style = MARKDOWN
        self.renames_files = False
        self.shut_down = False
        self.language = ENGLISH
        """The language of hovers: the client's ``locale`` at ``initialize``, when
        pitchspec writes it (ru, fi, hy), else English."""

    def report_server_error(self, error: Exception, source: Any) -> None:
        """A body that is not JSON is answered (ParseError); other errors are logged
        (a request's error needs no log: the editor has it as the answer)."""
        if source is JsonRpcException and isinstance(error, (ValueError, RecursionError)) \
                and not isinstance(error, JsonRpcException):
            assert isinstance(self.protocol, Protocol)
            self.protocol.answer_unreadable(error)
            return
        if source is not FeatureRequestError:  # a request's error is its answer
            log.warning("%s", error)

    def family(self) -> Family:
        return Family(self.documents, self.include)

    def member(self, uri: str) -> tuple[Document, Member | None]:
        doc = self.documents.get(uri)
        return doc, self.family().of(doc)

    def findings(self, doc: Document) -> list[Diagnostic]:
        """The findings of ``check`` on the document's current text (kept per text)."""
        return self.checked(doc).findings

    def checked(self, doc: Document) -> Checked:
        """What ``check`` makes of the document's current text (kept per text)."""
        if doc.checked is not None and doc.checked[0] == doc.text.text:
            return doc.checked[1]
        skip = frozenset() if doc.on_disk else UNSAVED
        found = checked(doc.text, doc.path, self.include, skip)
        doc.checked = (doc.text.text, found)
        return found

    def page(self, doc: Document) -> Page:
        """What the page of the document's variant says in the hovers' language,
        worded once per text (unresolved while the text has errors). The rulebook is
        imported at the first hover, not at the server's start."""
        from pitchspec.rulebook.explained import Page, page_of

        found = self.checked(doc)
        if doc.page is not None and doc.page[0] is found \
                and doc.page[1].code == self.language:
            return doc.page[1]
        said = Page.unresolved(self.language) if found.variant is None \
            else page_of(found.variant, self.language)
        doc.page = (found, said)
        return said

    def publish(self, doc: Document) -> None:
        found = to_lsp_all(self.findings(doc), doc.text, doc.path, doc.uri)
        self.text_document_publish_diagnostics(types.PublishDiagnosticsParams(
            uri=doc.uri, version=doc.version, diagnostics=found))


def answers(method: str) -> Callable[[Callable[[Server, P], R]], Callable[[Server, P], R]]:
    """A request handler that answers, whatever happens: a refusal stays a refusal,
    any other exception (a bug) becomes an InternalError naming it (pygls logs it on
    one line)."""
    def wrap(handler: Callable[[Server, P], R]) -> Callable[[Server, P], R]:
        @functools.wraps(handler)
        def answer(ls: Server, params: P) -> R:
            try:
                return handler(ls, params)
            except Refusal:
                raise
            except Exception as exc:  # a bug: the editor is told (and the log), on it goes
                raise Refusal(INTERNAL_ERROR, f"internal error answering '{method}' (a bug "
                              f"in pitchspec; please report it): {type(exc).__name__}: "
                              f"{exc}") from None
        return answer
    return wrap


def notified(method: str) -> Callable[[Callable[[Server, P], None]], Callable[[Server, P], None]]:
    """A notification handler: nothing is answered, a problem is logged on one line."""
    def wrap(handler: Callable[[Server, P], None]) -> Callable[[Server, P], None]:
        @functools.wraps(handler)
        def run(ls: Server, params: P) -> None:
            try:
                handler(ls, params)
            except Refusal as refusal:
                log.warning("%s: %s", method, refusal.message)
            except Exception as exc:
                log.error("internal error on %s: %s: %s", method, type(exc).__name__, exc)
        return run
    return wrap


def _folders(doc: Document) -> list[Path]:
    """Where the specs sharing a document's names are looked for: its folder."""
    return [doc.path.parent] if doc.on_disk else []


def _parsed(ls: Server, uri: str) -> tuple[Document, Member]:
    """The open document and its parse; a refusal when it does not parse."""
    doc, member = ls.member(uri)
    if member is None:
        raise Refusal(REQUEST_FAILED, "the document does not parse: fix the syntax error "
                      "'pitchspec check' shows first")
    return doc, member


def build(include: Sequence[Path] = ()) -> Server:
    """A server with every feature registered."""
    server = Server(include)
    _lifecycle(server)
    _documents(server)
    _reading(server)
    _writing(server)
    return server


def _lifecycle(server: Server) -> None:
    @server.feature(types.INITIALIZE)
    @answers(types.INITIALIZE)
    def on_initialize(ls: Server, params: types.InitializeParams) -> None:
        capabilities = params.capabilities
        encoding = ServerCapabilitiesBuilder.choose_position_encoding(capabilities)
        ls.documents.encoding = str(encoding)
        text = capabilities.text_document
        ls.style = style_for(text.hover.content_format if text and text.hover else None)
        ls.language = parse(params.locale) or ENGLISH
        edit = capabilities.workspace.workspace_edit if capabilities.workspace else None
        operations = (edit.resource_operations or []) if edit else []
        ls.renames_files = bool(edit and edit.document_changes
                                and types.ResourceOperationKind.Rename in operations)

    @server.feature(types.SHUTDOWN)
    @answers(types.SHUTDOWN)
    def on_shutdown(ls: Server, params: None) -> None:
        ls.shut_down = True


def _documents(server: Server) -> None:
    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    @notified(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: Server, params: types.DidOpenTextDocumentParams) -> None:
        item = params.text_document
        ls.publish(ls.documents.open(item.uri, item.text, item.version))

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    @notified(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: Server, params: types.DidChangeTextDocumentParams) -> None:
        doc = ls.documents.change(params.text_document.uri, params.text_document.version,
                                  params.content_changes)
        ls.publish(doc)

    @server.feature(types.TEXT_DOCUMENT_DID_SAVE)
    @notified(types.TEXT_DOCUMENT_DID_SAVE)
    def did_save(ls: Server, params: types.DidSaveTextDocumentParams) -> None:
        doc = ls.documents.get(params.text_document.uri)
        doc.checked = None  # parents beside it may have been saved too
        ls.publish(doc)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    @notified(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: Server, params: types.DidCloseTextDocumentParams) -> None:
        ls.documents.close(params.text_document.uri)
        ls.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=params.text_document.uri, diagnostics=[]))


def _reading(server: Server) -> None:
    @server.feature(types.TEXT_DOCUMENT_HOVER)
    @answers(types.TEXT_DOCUMENT_HOVER)
    def on_hover(ls: Server, params: types.HoverParams) -> types.Hover | None:
        doc = ls.documents.get(params.text_document.uri)
        spec = doc.spec
        offset = doc.text.offset(params.position)
        if spec is None:
            return None
        with language(ls.language), lenient():
            return hover(spec, doc.text, offset, ls.style, ls.page(doc))

    @server.feature(types.TEXT_DOCUMENT_COMPLETION,
                    types.CompletionOptions(trigger_characters=[":", " ", ","]))
    @answers(types.TEXT_DOCUMENT_COMPLETION)
    def on_completion(ls: Server, params: types.CompletionParams) -> types.CompletionList:
        doc = ls.documents.get(params.text_document.uri)
        offset = doc.text.offset(params.position)
        typed = after_extends(doc.text.text, offset)
        if typed is None:
            items = complete(doc.text.text, offset)
        else:
            own = doc.spec.name if doc.spec is not None else None
            choices = ls.family().parents_on_offer(doc.path, own)
            start = doc.text.position(offset - len(typed))
            items = parents(choices, start, doc.text.position(offset))
        return types.CompletionList(is_incomplete=False, items=items)

    @server.feature(types.TEXT_DOCUMENT_DEFINITION)
    @answers(types.TEXT_DOCUMENT_DEFINITION)
    def on_definition(ls: Server, params: types.DefinitionParams) -> types.Location | None:
        doc, member = ls.member(params.text_document.uri)
        if member is None:
            return None
        return definition(ls.family(), member, doc.text.offset(params.position))

    @server.feature(types.TEXT_DOCUMENT_REFERENCES)
    @answers(types.TEXT_DOCUMENT_REFERENCES)
    def on_references(ls: Server, params: types.ReferenceParams) -> list[types.Location]:
        doc, member = ls.member(params.text_document.uri)
        if member is None:
            return []
        return references(ls.family(), member, doc.text.offset(params.position),
                          _folders(doc), params.context.include_declaration)

    @server.feature(types.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
    @answers(types.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
    def on_symbols(ls: Server,
                   params: types.DocumentSymbolParams) -> list[types.DocumentSymbol]:
        doc = ls.documents.get(params.text_document.uri)
        spec = doc.spec
        return [] if spec is None else symbols(spec, doc.text)

    @server.feature(types.WORKSPACE_SYMBOL)
    @answers(types.WORKSPACE_SYMBOL)
    def on_workspace_symbols(ls: Server, params: types.WorkspaceSymbolParams,
                             ) -> list[types.WorkspaceSymbol]:
        folders = [d.path.parent for d in ls.documents.all() if d.on_disk]
        return workspace_symbols(ls.family().around(folders), params.query)

    @server.feature(types.TEXT_DOCUMENT_FOLDING_RANGE)
    @answers(types.TEXT_DOCUMENT_FOLDING_RANGE)
    def on_folding(ls: Server, params: types.FoldingRangeParams) -> list[types.FoldingRange]:
        return folds(ls.documents.get(params.text_document.uri).text.text)

    @server.feature(types.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL, LEGEND)
    @answers(types.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL)
    def on_tokens(ls: Server, params: types.SemanticTokensParams) -> types.SemanticTokens:
        doc = ls.documents.get(params.text_document.uri)
        return tokens(doc.text, doc.spec)


def _writing(server: Server) -> None:
    @server.feature(types.TEXT_DOCUMENT_FORMATTING)
    @answers(types.TEXT_DOCUMENT_FORMATTING)
    def on_format(ls: Server, params: types.DocumentFormattingParams) -> list[types.TextEdit]:
        doc = ls.documents.get(params.text_document.uri)
        return layout.format_edits(doc.text, str(doc.path))

    @server.feature(types.TEXT_DOCUMENT_RANGE_FORMATTING)
    @answers(types.TEXT_DOCUMENT_RANGE_FORMATTING)
    def on_format_range(ls: Server, params: types.DocumentRangeFormattingParams,
                        ) -> list[types.TextEdit]:
        doc = ls.documents.get(params.text_document.uri)
        return layout.range_edits(doc.text, params.range, str(doc.path))

    @server.feature(types.TEXT_DOCUMENT_CODE_ACTION, types.CodeActionOptions(
        code_action_kinds=[actions.QUICKFIX]))
    @answers(types.TEXT_DOCUMENT_CODE_ACTION)
    def on_code_action(ls: Server, params: types.CodeActionParams) -> list[types.CodeAction]:
        doc = ls.documents.get(params.text_document.uri)
        if not actions.wanted(params.context.only):
            return []
        return actions.code_actions(doc, ls.findings(doc), params.range, ls.renames_files)

    @server.feature(types.TEXT_DOCUMENT_PREPARE_RENAME)
    @answers(types.TEXT_DOCUMENT_PREPARE_RENAME)
    def on_prepare_rename(ls: Server, params: types.PrepareRenameParams,
                          ) -> types.PrepareRenamePlaceholder | None:
        doc, member = ls.member(params.text_document.uri)
        if member is None:
            return None
        return prepare(ls.family(), member, doc.text.offset(params.position))

    @server.feature(types.TEXT_DOCUMENT_RENAME)
    @answers(types.TEXT_DOCUMENT_RENAME)
    def on_rename(ls: Server, params: types.RenameParams) -> types.WorkspaceEdit | None:
        doc, member = _parsed(ls, params.text_document.uri)
        return rename(ls.family(), member, doc.text.offset(params.position), _folders(doc),
                      params.new_name)


def serve(include: Sequence[Path] = ()) -> int:
    """Answer an editor on stdin/stdout until it exits; the process's exit status."""
    quiet_logging()
    server = build(include)
    server.start_io()
    return 0 if server.shut_down else 1
