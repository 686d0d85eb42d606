"""`pitchspec lsp`: the language server an editor starts, speaking LSP over stdio.

Exit status: 0 after the editor's shutdown and exit, 1 on an exit without shutdown,
2 when the optional 'lsp' extra (pygls) is not installed.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import click

from pitchspec.cli.common import INCLUDE


@click.command("lsp")
@INCLUDE
def lsp(include: tuple[Path, ...]) -> None:
    """Serve an editor over stdin/stdout (the Language Server Protocol): findings as
    you type, quick fixes, formatting, hover, completion, definition, references and
    rename, folding, semantic tokens and the outline (docs/editors.rst)."""
    if importlib.util.find_spec("pygls") is None:
        click.echo("error: 'pitchspec lsp' needs the optional 'lsp' extra: "
                   "pip install 'pitchspec[lsp]'", err=True)
        sys.exit(2)
    from pitchspec.lsp.server import serve

    sys.exit(serve(include))
