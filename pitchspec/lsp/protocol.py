"""The JSON-RPC edge of the language server: every request gets an answer.

pygls answers the requests it can read. This protocol also answers the rest, as the
Language Server Protocol asks: a request whose parameters do not fit the method's
(a negative line, a missing ``textDocument``, no params at all) is refused with
InvalidParams (-32602) naming each wrong field; a request before ``initialize`` with
ServerNotInitialized (-32002); a request after ``shutdown`` with InvalidRequest
(-32600); a message that is not JSON with ParseError (-32700), one that is JSON but
not a message with InvalidRequest. A notification that cannot be read is dropped (it
has no answer), with one line on stderr.

The server keeps its own documents (:mod:`pitchspec.lsp.documents`), so pygls's
copies of them are not kept here: opening, changing and closing go straight to the
server's handlers.
"""

from __future__ import annotations

import logging
from collections.abc import Generator
from dataclasses import dataclass
from typing import Any

from cattrs.errors import ClassValidationError, IterableValidationError
from lsprotocol import types
from lsprotocol.types import ResponseErrorMessage
from pygls.exceptions import JsonRpcException, JsonRpcInvalidParams
from pygls.protocol import LanguageServerProtocol
from pygls.protocol.json_rpc import (
    JsonRPCNotification,
    JsonRPCRequestMessage,
    JsonRPCResponseMessage,
)
from pygls.protocol.language_server import lsp_method

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
INVALID_PARAMS = -32602
INTERNAL_ERROR = -32603
NOT_INITIALIZED = -32002
REQUEST_FAILED = -32803



class Refusal(JsonRpcException):
    """An answer that is an LSP error, given on purpose (not a failure of the server):
    ``code`` is one of the protocol's error codes, ``message`` says why."""

    def __init__(self, code: int, message: str) -> None:
        super().__init__(message=message, code=code)


@dataclass(frozen=True)
class Unreadable:
    """A request whose parameters could not be read: answered with ``error``."""

    id: int | str | None
    method: str
    error: Refusal


class Protocol(LanguageServerProtocol):
    """pygls's protocol, answering every request (see the module's docstring)."""

    def structure_message(self, data: Any) -> Any:
        """A message read into its protocol type (pygls's reading, without its log of
        a traceback); a request that cannot be read becomes :class:`Unreadable`."""
        if not isinstance(data, dict) or "jsonrpc" not in data:
            return data
        try:
            return self._converter.structure(data, self._type_of(data))
        except Exception as exc:
            method = data.get("method")
            if "id" not in data or not isinstance(method, str):
                raise JsonRpcInvalidParams(f"unreadable message: {_first(exc)}") from None
            reasons = "; ".join(explain(exc)) or "they cannot be read"
            return Unreadable(_id(data["id"]), method, Refusal(
                INVALID_PARAMS, f"the params of '{method}' do not fit the protocol: {reasons}"))

    def _type_of(self, data: dict[str, Any]) -> Any:
        method = data.get("method")
        known = self.get_message_type(method) if isinstance(method, str) else None
        if "id" not in data:
            return known or JsonRPCNotification
        if "error" in data:
            return ResponseErrorMessage
        if "method" in data:
            return known or JsonRPCRequestMessage
        ident = data["id"]
        found = self._result_types.pop(ident, None) if isinstance(ident, (int, str)) else None
        return found or JsonRPCResponseMessage

    def handle_message(self, message: Any) -> None:
        if self._workspace is None and hasattr(message, "method") \
                and not hasattr(message, "id") and message.method != types.EXIT:
            return  # a notification before 'initialize' is dropped, as the protocol says
        refused = self._refusal(message)
        if refused is None:
            super().handle_message(message)
            return
        self.send_error(*refused)

    def send_error(self, ident: int | str | None, error: Refusal) -> None:
        """An error answer; ``ident`` None when the message's id could not be read."""
        if ident is None:
            self._send_data({"jsonrpc": "2.0", "id": None,
                             "error": {"code": error.code, "message": error.message}})
        else:
            self._send_response(ident, error=types.ResponseError(error.code, error.message))

    def _refusal(self, message: Any) -> tuple[int | str | None, Refusal] | None:
        """The error a message is answered with before any handler sees it, if any."""
        if isinstance(message, Unreadable):
            return message.id, message.error
        if not hasattr(message, "jsonrpc"):
            ident = _id(message.get("id")) if isinstance(message, dict) else None
            return ident, Refusal(INVALID_REQUEST, "not a JSON-RPC 2.0 message "
                                  "(an object with \"jsonrpc\": \"2.0\" and a \"method\")")
        if not hasattr(message, "method") or not hasattr(message, "id"):
            return None  # a notification, or a response to the server's own request
        method = message.method
        if self._workspace is None and method != types.INITIALIZE:
            return message.id, Refusal(NOT_INITIALIZED, f"'{method}' before 'initialize': "
                                       "the server is not initialized yet")
        if self._shutdown and method != types.EXIT:
            return message.id, Refusal(INVALID_REQUEST, f"'{method}' after 'shutdown': the "
                                       "server has shut down and only takes 'exit'")
        return None

    def answer_unreadable(self, error: Exception) -> None:
        """Answer a body that was not a JSON value (ParseError, with no id)."""
        self.send_error(None, Refusal(PARSE_ERROR, f"the message is not JSON: {_first(error)}"))

    # ------------------------------------------------- documents: the server's own

    @lsp_method(types.TEXT_DOCUMENT_DID_OPEN)
    def lsp_text_document__did_open(self, params: Any) -> Generator[Any, Any, None]:
        yield from self._notify_user(types.TEXT_DOCUMENT_DID_OPEN, params)

    @lsp_method(types.TEXT_DOCUMENT_DID_CHANGE)
    def lsp_text_document__did_change(self, params: Any) -> Generator[Any, Any, None]:
        yield from self._notify_user(types.TEXT_DOCUMENT_DID_CHANGE, params)

    @lsp_method(types.TEXT_DOCUMENT_DID_CLOSE)
    def lsp_text_document__did_close(self, params: Any) -> Generator[Any, Any, None]:
        yield from self._notify_user(types.TEXT_DOCUMENT_DID_CLOSE, params)

    def _notify_user(self, method: str, params: Any) -> Generator[Any, Any, None]:
        handler = self.fm.features.get(method)
        if handler is not None and self._workspace is not None:
            yield handler, (params,), None


def _first(exc: BaseException) -> str:
    """An exception's message, its first line only."""
    return str(exc).split("\n", 1)[0][:300] or type(exc).__name__


def _id(value: Any) -> int | str | None:
    """A request id as the protocol allows it (a number or a string), else None."""
    return value if isinstance(value, (int, str)) and not isinstance(value, bool) else None


def explain(exc: BaseException, path: str = "") -> list[str]:
    """What is wrong with each field of unreadable params, in the protocol's names
    (``params.position: Position.line should be in range [0:2147483647], but was -1``)."""
    if isinstance(exc, (ClassValidationError, IterableValidationError)):
        with_notes, others = exc.group_exceptions()
        found = [reason for inner, note in with_notes
                 for reason in explain(inner, _step(path, note))]
        return found + [reason for inner in others for reason in explain(inner, path)]
    where = path or "the message"
    if isinstance(exc, KeyError):
        return [f"{where} is missing"]
    if isinstance(exc, ValueError):
        return [f"{where}: {exc}"]
    return [f"{where} has the wrong type"]


def _step(path: str, note: Any) -> str:
    name = getattr(note, "name", getattr(note, "index", "?"))
    step = f"[{name}]" if isinstance(name, int) else _camel(str(name))
    return step if not path else (f"{path}{step}" if step.startswith("[") else f"{path}.{step}")


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part.title() for part in rest)


class OneLine(logging.Formatter):
    """A log record on one line, its exception summarised, never a traceback."""

    def format(self, record: logging.LogRecord) -> str:
        said = record.getMessage().split("\n", 1)[0]
        text = f"pitchspec lsp: {record.levelname.lower()}: {said}"
        exc = record.exc_info[1] if record.exc_info else None
        if exc is not None:
            text += f" ({type(exc).__name__}: {_first(exc)})"
        return " ".join(text.split())[:2000]


def _not_an_answer(record: logging.LogRecord) -> bool:
    """An error sent as the answer (a refusal, pygls's InvalidParams for an unknown
    command...) is not a problem of the server: it is not logged. An internal error
    is."""
    exc = record.exc_info[1] if record.exc_info else None
    return not (isinstance(exc, JsonRpcException) and exc.code != INTERNAL_ERROR)


def quiet_logging() -> None:
    """Log warnings and errors to stderr one line each: the editor shows stderr as the
    server's log, and a traceback there is a bug report nobody asked for."""
    handler = logging.StreamHandler()
    handler.setFormatter(OneLine())
    handler.addFilter(_not_an_answer)
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(logging.WARNING)
    # pygls warns of what editors do every day (cancelling a request already answered,
    # a notification this server has no use for): only its errors are worth a line
    logging.getLogger("pygls").setLevel(logging.ERROR)
    logging.captureWarnings(True)
