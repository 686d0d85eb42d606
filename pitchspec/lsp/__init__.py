"""The language server: what an editor shows while a spec is being written.

:mod:`pitchspec.lsp.server` speaks the Language Server Protocol over stdio (pygls, the
optional ``lsp`` extra), with :mod:`~pitchspec.lsp.protocol` answering every request
and :mod:`~pitchspec.lsp.documents` keeping the editor's texts. The features it answers
with are plain functions of the text: :mod:`~pitchspec.lsp.report` (the findings of
``pitchspec check``), :mod:`~pitchspec.lsp.where` (what lies under the cursor),
:mod:`~pitchspec.lsp.hover`, :mod:`~pitchspec.lsp.complete`,
:mod:`~pitchspec.lsp.navigate` (definition, outline, workspace symbols),
:mod:`~pitchspec.lsp.layout` (formatting, ``pitchspec fmt``'s),
:mod:`~pitchspec.lsp.actions` (quick fixes: :mod:`~pitchspec.lsp.helps` reads what a
finding's help proposes, :mod:`~pitchspec.lsp.fixes` makes it an edit with
:mod:`~pitchspec.lsp.edits`), :mod:`~pitchspec.lsp.rename` (references and rename of
the names :mod:`~pitchspec.lsp.names` finds, across the specs
:mod:`~pitchspec.lsp.family` reads), :mod:`~pitchspec.lsp.folding` and
:mod:`~pitchspec.lsp.tokens` (from the words :mod:`~pitchspec.lsp.lexer` reads).
"""
