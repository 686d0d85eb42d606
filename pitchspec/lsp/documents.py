"""The documents the editor has open: their text as the editor has it (saved or not),
where they live, and their parse, made once per text.

A request about a document the editor never opened is refused (RequestFailed, saying
so): the server answers from the editor's text, never from a stale file. A URI that
is not a ``file:`` path (an unsaved buffer, ``untitled:1``) is checked as a file
named ``untitled.pitch`` in the working folder, and reaches no other file.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from lsprotocol import types
from pygls.uris import to_fs_path

from pitchspec.diagnostics import Diagnostic
from pitchspec.lsp.protocol import REQUEST_FAILED, Refusal
from pitchspec.lsp.text import Text
from pitchspec.parse import SpecFile, parse
from pitchspec.source import SourceFile

if TYPE_CHECKING:
    from pitchspec.lsp.report import Checked
    from pitchspec.rulebook.explained import Page

MAX_PATH = 4096
"""A file URI whose path is longer than this is not taken for a file."""

Change = types.TextDocumentContentChangePartial | types.TextDocumentContentChangeWholeDocument


@dataclass
class Document:
    """One open document: its URI as the editor spells it, its path, whether that path
    is a file's (``on_disk``), its version and text."""

    uri: str
    path: Path
    on_disk: bool
    version: int | None
    text: Text
    _spec: tuple[SpecFile | None, list[Diagnostic]] | None = field(default=None, repr=False)
    checked: tuple[str, Checked] | None = field(default=None, repr=False)
    """What ``check`` makes of a text: its findings (set when they are published) and
    its variant."""
    page: tuple[Checked, Page] | None = field(default=None, repr=False)
    """What the page of that variant says (worded at the first hover)."""

    @property
    def spec(self) -> SpecFile | None:
        """The parse of the current text, or None when it does not parse."""
        return self.parsed[0]

    @property
    def parsed(self) -> tuple[SpecFile | None, list[Diagnostic]]:
        if self._spec is None:
            self._spec = parse(SourceFile(str(self.path), self.text.text))
        return self._spec

    def replace(self, text: str, version: int | None) -> None:
        self.text = Text(text, self.text.encoding)
        self.version = version
        self._spec = None


def path_of(uri: str) -> Path | None:
    """The file a ``file:`` URI names, or None for any other URI (or no usable path)."""
    if not uri.startswith("file:"):
        return None
    try:
        fs_path = to_fs_path(uri)
    except (ValueError, TypeError, IndexError):
        return None
    if not fs_path or "\x00" in fs_path or len(fs_path) > MAX_PATH:
        return None
    path = Path(fs_path)
    return path if path.is_absolute() else None


class Documents:
    """The open documents by URI; ``encoding`` is the position encoding agreed at
    ``initialize``."""

    def __init__(self) -> None:
        self.encoding = "utf-16"
        self._open: dict[str, Document] = {}

    def open(self, uri: str, text: str, version: int | None) -> Document:
        path = path_of(uri)
        where = path if path is not None else Path.cwd() / "untitled.pitch"
        doc = Document(uri, where, path is not None, version, Text(text, self.encoding))
        self._open[uri] = doc
        return doc

    def change(self, uri: str, version: int | None, changes: Sequence[Change]) -> Document:
        """Apply the editor's changes in order (whole texts or ranges)."""
        doc = self.get(uri)
        text = doc.text
        for change in changes:
            if isinstance(change, types.TextDocumentContentChangePartial):
                start, end = sorted((text.offset(change.range.start),
                                     text.offset(change.range.end)))
                text = Text(text.text[:start] + change.text + text.text[end:], text.encoding)
            else:
                text = Text(change.text, text.encoding)
        doc.replace(text.text, version)
        return doc

    def close(self, uri: str) -> None:
        self._open.pop(uri, None)

    def get(self, uri: str) -> Document:
        """The open document at ``uri``; a refusal saying so when it is not open."""
        doc = self._open.get(uri)
        if doc is None:
            shown = uri if len(uri) <= 200 else uri[:200] + "..."
            raise Refusal(REQUEST_FAILED, f"the document {shown!r} is not open: the server "
                          "answers about documents the editor opened (textDocument/didOpen)")
        return doc

    def at_path(self, path: Path) -> Document | None:
        """The open document of a file, if the editor has it open."""
        key = _key(path)
        return next((d for d in self._open.values() if d.on_disk and _key(d.path) == key),
                    None)

    def all(self) -> list[Document]:
        return list(self._open.values())


def _key(path: Path) -> Path:
    try:
        return path.resolve()
    except (OSError, RuntimeError):
        return path
