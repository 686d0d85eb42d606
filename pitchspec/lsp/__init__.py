"""The language server: what an editor shows while a spec is being written.

:mod:`pitchspec.lsp.server` speaks the Language Server Protocol over stdio (pygls, the
optional ``lsp`` extra); the features it answers with are plain functions of the text:
:mod:`~pitchspec.lsp.report` (the findings of ``pitchspec check``),
:mod:`~pitchspec.lsp.where` (what lies under the cursor), :mod:`~pitchspec.lsp.hover`,
:mod:`~pitchspec.lsp.complete`, :mod:`~pitchspec.lsp.navigate` (definition, outline).
"""
