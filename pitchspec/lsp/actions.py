"""Code actions: the quick fixes (:mod:`pitchspec.lsp.fixes`) of the findings in the
range the editor asks about, each tied to its diagnostic. A fix that renames the file
is offered only to an editor that can rename files in a workspace edit."""

from __future__ import annotations

from collections.abc import Sequence

from lsprotocol import types

from pitchspec.diagnostics import Diagnostic
from pitchspec.lsp.documents import Document
from pitchspec.lsp.fixes import Fix, fixes
from pitchspec.lsp.report import to_lsp_all

QUICKFIX = types.CodeActionKind.QuickFix


def wanted(only: Sequence[str] | None) -> bool:
    """Whether the editor's ``only`` kinds let quick fixes through."""
    return not only or any(kind == QUICKFIX or QUICKFIX.startswith(f"{kind}.")
                           for kind in only)


def code_actions(doc: Document, found: Sequence[Diagnostic], asked: types.Range,
                 renames_files: bool) -> list[types.CodeAction]:
    """The quick fixes of the findings whose ranges meet ``asked``."""
    spec = doc.spec
    if spec is None:
        return []
    mine = [d for d in found if d.span.file == str(doc.path) and d.span.line > 0]
    shown = to_lsp_all(mine, doc.text, doc.path, doc.uri)
    actions = []
    for finding, diagnostic in zip(mine, shown, strict=True):
        if not _meet(diagnostic.range, asked):
            continue
        for fix in fixes(spec, doc.text.text, finding):
            edit = _edit(doc, fix, renames_files)
            if edit is not None:
                actions.append(types.CodeAction(
                    title=fix.title, kind=QUICKFIX, diagnostics=[diagnostic], edit=edit,
                    is_preferred=fix.preferred or None))
    return actions


def _edit(doc: Document, fix: Fix, renames_files: bool) -> types.WorkspaceEdit | None:
    if fix.rename_file is None:
        edits = [types.TextEdit(doc.text.range(start, end), new)
                 for start, end, new in fix.edits]
        return types.WorkspaceEdit(changes={doc.uri: edits})
    if not renames_files or not doc.on_disk or "/" in fix.rename_file:
        return None
    target = doc.path.with_name(fix.rename_file)
    if target.exists():
        return None
    return types.WorkspaceEdit(document_changes=[types.RenameFile(
        kind="rename", old_uri=doc.uri, new_uri=target.as_uri())])


def _meet(one: types.Range, other: types.Range) -> bool:
    """Whether two ranges share a position (their ends included)."""
    def key(p: types.Position) -> tuple[int, int]:
        return p.line, p.character
    return key(one.start) <= key(other.end) and key(other.start) <= key(one.end)
