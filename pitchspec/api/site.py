"""A variant's rulebook site, built as ``pitchspec rulebook SPEC --out OUT`` builds it."""

from __future__ import annotations

import tempfile
from collections.abc import Sequence
from pathlib import Path


def build_site(spec: Path, include: Sequence[Path], out: Path, builder: str) -> Path:
    """Build the rulebook of the spec at ``spec`` (and of the parents it extends) into
    ``out`` (see :meth:`pitchspec.Spec.rulebook`)."""
    try:
        import matplotlib  # noqa: F401  (the statistics charts)

        from pitchspec.rulebook import publish
        from pitchspec.sphinxext import build
    except ImportError as missing:
        raise ImportError("a rulebook needs Sphinx and matplotlib: "
                          "pip install 'pitchspec[docs]'") from missing
    from pitchspec import catalogue

    publish.check_out(out)
    with tempfile.TemporaryDirectory(prefix="pitchspec-rulebook-") as tmp:
        pages = publish.select([spec], [*include, catalogue.spec_dir()])
        project = Path(tmp) / "site"
        publish.write_project(pages, project, include, None)
        with publish.staged(out) as stage:
            if build(project, stage, builder=builder):
                raise RuntimeError(f"Sphinx could not build the rulebook of {spec} "
                                   "(its messages are above, on the standard error)")
            publish.install(stage, out)
    return out
