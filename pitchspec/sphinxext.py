"""The thin Sphinx glue: the ``pitch-variant`` directive, generated pages, the lexer.

In ``conf.py``: ``extensions = ["pitchspec.sphinxext"]`` and, if the specs are not in
``../spec``, ``pitch_spec_dir = "path/to/spec"``; results files are read from
``pitch_data_dir`` (default ``_data``); ``pitch_generate = False`` stops the pages of
every spec being written at the start of a build. Every rule of the rendering lives in
:mod:`pitchspec.rulebook`; this is the only module that imports Sphinx.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.config import Config
from sphinx.errors import ExtensionError
from sphinx.util.docutils import SphinxDirective

from pitchspec import __version__
from pitchspec.diagnostics import SpecError
from pitchspec.report import render_all
from pitchspec.rulebook import render, site
from pitchspec.rulebook.lexer import PitchLexer


class VariantDirective(SphinxDirective):
    """``.. pitch-variant:: ../../spec/NAME.pitch``: the rulebook page of one spec.

    The path is relative to the page (or to the docs folder when it starts with ``/``).
    The spec, its ancestors and its results files become dependencies of the page."""

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        _, path = self.env.relfn2path(self.arguments[0], self.env.docname)
        try:
            variant, context, read = site.page_context(Path(path), _data_dir(self.config,
                                                                           self.env.srcdir))
        except SpecError as err:
            raise self.error(f"{path} has errors:\n{render_all(err.diagnostics)}") from err
        except (OSError, ValueError) as err:
            raise self.error(f"cannot render {path}: {err}") from err
        for file in read:
            self.env.note_dependency(str(file.resolve()))
        page: list[nodes.Node] = self.parse_text_to_nodes(render(variant, context),
                                                          allow_section_headings=True)
        return page


def _data_dir(config: Config, srcdir: str | Path) -> Path | None:
    folder = Path(srcdir) / config.pitch_data_dir
    return folder if folder.is_dir() else None


def _generate(app: Sphinx) -> None:
    """Write the page of every spec, the matrix, the family tree and the references."""
    if not app.config.pitch_generate:
        return
    spec_dir = (Path(app.confdir) / app.config.pitch_spec_dir).resolve()
    try:
        site.generate(spec_dir, Path(app.srcdir), _data_dir(app.config, app.srcdir))
    except SpecError as err:
        raise ExtensionError(f"the specs in {spec_dir} have errors:\n"
                             f"{render_all(err.diagnostics)}") from err


def build(source: Path, out: Path, *, builder: str = "html", strict: bool = True,
          jobs: str = "auto") -> int:
    """Run sphinx-build (warnings as errors when ``strict``); return its exit status."""
    from sphinx.cmd.build import build_main

    flags = ["-W", "--keep-going"] if strict else []
    status: int = build_main([*flags, "-q", "-j", jobs, "-b", builder, str(source), str(out)])
    return status


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_config_value("pitch_spec_dir", "../spec", "env", types=frozenset({str}))
    app.add_config_value("pitch_data_dir", "_data", "env", types=frozenset({str}))
    app.add_config_value("pitch_generate", True, "env", types=frozenset({bool}))
    app.add_directive("pitch-variant", VariantDirective)
    app.add_lexer("pitch", PitchLexer)
    app.connect("builder-inited", _generate)
    return {"version": __version__, "parallel_read_safe": True, "parallel_write_safe": True}
